import Foundation

/// A web page saved by a browser as "Web page, complete": `Name.html` and a folder beside it
/// holding the page's pictures, scripts and styles. Chrome names that folder `Name_files` in every
/// language; Firefox translates the suffix (`Name-Dateien` in German, `Name_fichiers` in French…).
public enum SavedPageFiles {
    /// The suffixes of a saved page's files folder: Chrome's and the English Firefox's `_files`,
    /// and the Firefox translations known here (German, French, Spanish, Portuguese, Italian,
    /// Dutch, Polish, the Scandinavian languages, Finnish).
    public static let folderSuffixes = [
        "_files", "-Dateien", "_fichiers", "_archivos", "_arquivos", "_ficheiros", "_file", "_bestanden",
        "_pliki", "_filer", "_tiedostot",
    ]

    /// Whether a file's name says it is a web page a browser saves (`.html`, `.htm`, `.xhtml`).
    public static func isPageName(_ fileName: String) -> Bool {
        ["html", "htm", "xhtml"].contains(FileNames.extension(of: fileName))
    }

    /// The names the files folder of the page `fileName` may have, beside it: `Name_files`, ….
    public static func folderNames(forPage fileName: String) -> [String] {
        let stem = FileNames.stem(of: fileName)
        return folderSuffixes.map { stem + $0 }
    }

    /// The stem of the page whose files folder `folderName` would be (`Pad Thai_files` → `Pad Thai`),
    /// or nil when the name has none of the suffixes.
    public static func pageStem(ofFolder folderName: String) -> String? {
        for suffix in folderSuffixes where folderName.hasSuffix(suffix) && folderName.count > suffix.count {
            return String(folderName.dropLast(suffix.count))
        }
        return nil
    }

    /// Where a recipe's `image` may be found among the files saved with its page.
    public enum PictureReference: Equatable, Sendable {
        /// A path relative to the page's folder, as its parts (`["Name_files", "photo.jpg"]`),
        /// percent-decoded; none is `.` or `..` or empty.
        case relative([String])
        /// A web address: the file the browser saved from it is named as its last path part
        /// (percent-decoded), in the page's files folder.
        case savedFrom(fileName: String)
        /// A reference that would read outside the page's folder (`..`, an absolute path, `file:`).
        case outside
    }

    /// How `image` (as a page gives it) is looked for beside the page; nil when it names no file
    /// (a `data:` address, an address ending in `/`).
    public static func reference(_ image: String) -> PictureReference? {
        let text = image.trimmingCharacters(in: .whitespacesAndNewlines)
        let lower = text.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("//") {
            guard let path = URLComponents(string: text.hasPrefix("//") ? "https:" + text : text)?.percentEncodedPath,
                  let last = path.split(separator: "/").last,
                  let name = String(last).removingPercentEncoding, isPlainName(name) else { return nil }
            return .savedFrom(fileName: name)
        }
        if lower.hasPrefix("data:") || text.isEmpty { return nil }
        // Any other scheme (`file:`, `C:`) or an absolute path reads outside the page's folder.
        if text.hasPrefix("/") || text.hasPrefix("\\") || text.contains(":") { return .outside }
        let path = String(text.prefix { $0 != "?" && $0 != "#" })
        var parts: [String] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            guard let name = String(part).removingPercentEncoding else { return nil }
            if name == "." { continue }
            guard isPlainName(name) else { return .outside }
            parts.append(name)
        }
        return parts.isEmpty ? nil : .relative(parts)
    }

    /// A single file name: not empty, not `.` or `..`, no separator or NUL (a decoded `%2F` is one).
    private static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\\") && !name.contains("\0")
    }
}
