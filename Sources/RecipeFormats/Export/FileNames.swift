/// File names: the parts of a name the readers use, and safe, unique names for exported recipes.
public enum FileNames {
    /// The most UTF-8 bytes a name's stem may take; with an extension it stays far below the
    /// 255 bytes file systems allow, and remains readable in a listing.
    public static let maximumStemBytes = 120

    /// A file name for each title, in order, safe on any common file system and unique ignoring
    /// case: `/`, `\`, control characters and `: * ? " < > |` become `-` or go, leading dots and
    /// trailing dots and spaces go, whitespace runs become one space, an empty title becomes
    /// `Untitled`, long titles are cut at a character boundary, and repeats get ` 2`, ` 3`, ….
    ///
    /// - Parameter fileExtension: the extension without a dot (`cook`, `md`).
    public static func unique(forTitles titles: [String], fileExtension: String) -> [String] {
        var taken: Set<String> = []
        return titles.map { title in
            let stem = safeStem(title)
            var candidate = stem
            var number = 2
            while !taken.insert(candidate.lowercased()).inserted {
                let suffix = " \(number)"
                candidate = truncated(stem, toBytes: maximumStemBytes - suffix.utf8.count) + suffix
                number += 1
            }
            return candidate + "." + fileExtension
        }
    }

    /// The title made safe as a file name's stem.
    static func safeStem(_ title: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in title.unicodeScalars {
            switch scalar {
            case "/", "\\", ":", "*", "?", "\"", "<", ">", "|": scalars.append("-")
            case _ where scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format:
                scalars.append(" ")
            default: scalars.append(scalar)
            }
        }
        var stem = Whitespace.collapsed(String(scalars))
        while stem.hasPrefix(".") || stem.hasPrefix(" ") { stem.removeFirst() }
        stem = truncated(stem, toBytes: maximumStemBytes)
        while stem.hasSuffix(".") || stem.hasSuffix(" ") { stem.removeLast() }
        return stem.isEmpty ? "Untitled" : stem
    }

    /// The longest prefix of whole characters within `limit` UTF-8 bytes, without trailing
    /// spaces or dots.
    public static func truncated(_ text: String, toBytes limit: Int) -> String {
        guard text.utf8.count > limit else { return text }
        var result = ""
        var bytes = 0
        for character in text {
            bytes += character.utf8.count
            guard bytes <= limit else { break }
            result.append(character)
        }
        return result.trimmingTrailingSpaces()
    }

    /// The last part of a path without its extension: `pages/Pad Thai.html` → `Pad Thai`.
    static func stem(of fileName: String) -> String {
        let last = fileName.split(separator: "/").last.map(String.init) ?? fileName
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
        return String(last[..<dot])
    }

    /// The lowercased extension of a path's last part, without the dot; empty if it has none.
    static func `extension`(of fileName: String) -> String {
        let last = fileName.split(separator: "/").last.map(String.init) ?? fileName
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return "" }
        return last[last.index(after: dot)...].lowercased()
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.hasSuffix(" ") || text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
