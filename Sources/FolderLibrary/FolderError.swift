/// A failure of a folder library a person can cause, with the message to show them.
public enum FolderError: Error, Equatable, CustomStringConvertible {
    /// `--folder`, `RECIPES_FOLDER` or the config file's `folder` is given but empty.
    case emptySetting(String)
    /// The folder does not exist (a mistyped path, an unmounted drive).
    case missing(path: String)
    /// The path names something that is not a folder.
    case notAFolder(path: String)
    /// The folder cannot be read.
    case unreadable(path: String, reason: String)
    /// The config file has a line it cannot read.
    case badConfig(path: String, line: Int, text: String)
    /// Both a folder and a library file were asked for.
    case folderAndLibrary
    /// A file of the folder could not be written.
    case cannotWrite(path: String, reason: String)
    /// A change made to the index could not be written to the folder's file at `path`: it is kept
    /// and tried again (see `FolderLibrary.writeOut`).
    case notWrittenOut(path: String, reason: String)

    /// The message for the person: what happened, where, what to do.
    public var description: String {
        switch self {
        case .emptySetting(let setting): "\(setting) is empty: give the folder of your .cook files"
        case .missing(let path): "no folder at \(path) (a mistyped path, or a drive not mounted?)"
        case .notAFolder(let path): "\(path) is not a folder: give the folder of your .cook files"
        case .unreadable(let path, let reason): "cannot read the folder \(path): \(reason)"
        case .badConfig(let path, let line, let text):
            "\(path), line \(line): cannot read \"\(text)\"; write folder = \"/path/to/recipes\""
        case .folderAndLibrary: "give either a folder (--folder) or a library file (--library), not both"
        case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
        case .notWrittenOut(let path, let reason):
            "cannot write \(path) (\(reason)): your change is kept and written when the file can be"
        }
    }
}
