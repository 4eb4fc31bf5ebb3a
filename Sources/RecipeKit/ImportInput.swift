import Foundation
import RecipeFormats

/// One file an import reads: a path, or standard input.
public struct ImportInput: Sendable, Equatable {
    /// The file as the person named it (`pages/pad-thai.html`), or `-` for standard input.
    public var name: String

    /// An input named as given.
    public init(name: String) { self.name = name }

    /// Whether this is standard input.
    public var isStandardInput: Bool { name == "-" }

    /// How messages name it: the path, or "standard input".
    public var displayName: String { isStandardInput ? "standard input" : name }

    /// The files `paths` name, in order: a file as is, `-` as standard input, a folder as every file
    /// below it (hidden files and folders left out, and pictures, which go with the recipe file
    /// beside them; symbolic links to folders not followed; a saved web page's files folder when
    /// the page is beside it), sorted
    /// by path so that two runs read the same files in the same order. A path that does not exist,
    /// and a folder with no file to import below it, is kept: reading it reports the problem with
    /// the other refused files.
    public static func expand(_ paths: [String]) -> [ImportInput] {
        paths.flatMap { path -> [ImportInput] in
            guard path != "-", isFolder(path) else { return [ImportInput(name: path)] }
            let files = filesBelow(path)
            return files.isEmpty ? [ImportInput(name: path)] : files.map(ImportInput.init(name:))
        }
    }

    /// Why the folder at `path`, named to an import, gives no file: it cannot be read, else what a
    /// folder's import leaves out.
    static func emptyFolderMessage(_ path: String) -> String {
        guard opendir(path).map({ closedir($0) }) != nil else {
            return "cannot read the folder (\(errno == EACCES ? "permission denied" : String(cString: strerror(errno))))"
        }
        return "a folder with no file to import below it (hidden files and folders, and pictures, are left out)"
    }

    /// Whether `path` is a folder (or a link to one).
    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func filesBelow(_ folder: String) -> [String] {
        let root = URL(fileURLWithPath: folder)
        let keys: [URLResourceKey] = [.isRegularFileKey, .isSymbolicLinkKey, .isDirectoryKey]
        guard let walk = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles]) else { return [] }
        let prefix = root.standardizedFileURL.path
        var found: [String] = []
        for case let url as URL in walk {
            let values = try? url.resourceValues(forKeys: Set(keys))
            if values?.isDirectory == true, isFilesFolderOfPageBeside(url) {
                walk.skipDescendants()
                continue
            }
            // A link is followed to a file, never to a folder (which could loop back to its parent).
            if values?.isSymbolicLink == true {
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
                else { continue }
            } else if values?.isRegularFile != true {
                continue
            }
            if PicturesBeside.isPictureName(url.lastPathComponent) { continue }
            let full = url.standardizedFileURL.path
            let relative = full.hasPrefix(prefix + "/") ? String(full.dropFirst(prefix.count + 1)) : url.lastPathComponent
            found.append(folder.hasSuffix("/") ? folder + relative : folder + "/" + relative)
        }
        // Byte order, not the locale's: the same on every machine.
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Whether `folder` is a saved web page's files folder (`Name_files`, `Name-Dateien`) with its
    /// page beside it: its scripts, styles and frames are no recipes, and its pictures are read
    /// with the page.
    private static func isFilesFolderOfPageBeside(_ folder: URL) -> Bool {
        guard let stem = SavedPageFiles.pageStem(ofFolder: folder.lastPathComponent) else { return false }
        let parent = folder.deletingLastPathComponent()
        return ["html", "htm", "xhtml", "HTML", "HTM"].contains { kind in
            FileManager.default.fileExists(atPath: parent.appendingPathComponent(stem + "." + kind).path)
        }
    }
}
