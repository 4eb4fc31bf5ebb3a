import Foundation

/// An append-only log of marks set and cleared, one per line: `+ NAME` sets, `- NAME` clears, the
/// last line about a name wins. Two machines appending to copies of it merge by keeping both
/// sets of lines (git's `merge=union`, Syncthing's newer copy of a file only appended to), and
/// lines it cannot read (a conflict marker) are skipped. CookCLI's `.shopping-checked` has this
/// shape; `.recipes-favorites` is ours (see docs/FORMATS.md).
struct MarkLog {
    /// The log's file.
    let path: String
    /// Whether names compare without case (`.shopping-checked`) or exactly (file paths).
    let ignoresCase: Bool

    /// The names whose last line sets them, in the spelling of that line; an absent file is empty.
    /// Syncthing's conflict copies of the log are read with it (see `mergingConflictCopies`).
    func marked() -> Set<String> {
        Self.marked(in: Self.mergingConflictCopies(of: path).joined(separator: "\n"), ignoresCase: ignoresCase)
    }

    /// The log's lines, with the lines each Syncthing conflict copy of it added after the two
    /// parted. Syncthing does not merge a file appended to on two machines at once: the newer
    /// copy takes its name and the other is kept as `STEM.sync-conflict-DATE-TIME-DEVICE.EXT`
    /// (Go's extension of `.recipes-favorites` is the whole name, so the stem is empty). The
    /// copy's own lines go where the two parted, before the log's: a mark set or cleared in the
    /// log since then (here or on another machine) still wins, and nothing the losing machine
    /// appended is dropped. The copies are only read, never changed, so every machine reading
    /// the same files finds the same marks.
    static func mergingConflictCopies(of path: String) -> [Substring] {
        let read = { (file: String) -> [Substring] in
            guard let data = FileManager.default.contents(atPath: file) else { return [] }
            return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
        }
        var lines = read(path)
        for copy in conflictCopies(of: path) {
            let theirs = read(copy)
            let parted = zip(lines, theirs).prefix { $0 == $1 }.count
            lines.insert(contentsOf: theirs[parted...], at: parted)
        }
        return lines
    }

    /// Syncthing's conflict copies of the file at `path`, in the order of their names (their dates).
    static func conflictCopies(of path: String) -> [String] {
        let folder = (path as NSString).deletingLastPathComponent, name = (path as NSString).lastPathComponent
        let dot = name.lastIndex(of: ".") ?? name.endIndex
        let stem = name[..<dot], fileExtension = name[dot...]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasPrefix(stem + ".sync-conflict-") && $0.hasSuffix(fileExtension) && $0 != name }
            .sorted().map { folder + "/" + $0 }
    }

    /// The names set in `text`, a log's contents.
    static func marked(in text: String, ignoresCase: Bool) -> Set<String> {
        var last: [String: (set: Bool, name: String)] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            guard line.count > 2, line.first == "+" || line.first == "-", line.dropFirst().first == " " else { continue }
            // A path may begin with a space (` Soup.cook`): only an item's name is trimmed both sides.
            let rest = String(line.dropFirst(2))
            let name = ignoresCase ? rest.trimmingCharacters(in: .whitespaces) : rest.trimmingTrailingWhitespace()
            guard !name.isEmpty else { continue }
            last[ignoresCase ? name.lowercased() : name] = (line.first == "+", name)
        }
        return Set(last.values.filter(\.set).map(\.name))
    }

    /// Appends one line per entry (`true`: set), in one write, creating the file when missing.
    func append(_ entries: [(set: Bool, name: String)]) throws {
        guard !entries.isEmpty else { return }
        let text = entries.map { "\($0.set ? "+" : "-") \($0.name)\n" }.joined()
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FolderError.cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        // A log that does not end its last line (written by hand) gets one first, so ours stays a line.
        var last: UInt8 = 0x0A
        let reader = open(path, O_RDONLY | O_CLOEXEC)
        if reader >= 0 {
            if lseek(reader, -1, SEEK_END) >= 0 { _ = read(reader, &last, 1) }
            close(reader)
        }
        let bytes = Array((last == 0x0A ? "" : "\n").utf8) + Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw FolderError.cannotWrite(path: path, reason: String(cString: strerror(errno))) }
    }
}

private extension String {
    func trimmingTrailingWhitespace() -> String {
        var text = self
        while text.last?.isWhitespace == true { text.removeLast() }
        return text
    }
}
