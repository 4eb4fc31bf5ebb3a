import Foundation
import RecipeKit
import WebFetch

/// `--urls-from FILE`: web addresses one a line; blank lines and `#` comments left out.
enum AddressList {
    /// The addresses in `path` (`-`: standard input), trimmed, in order.
    ///
    /// - Throws: `CommandFailure` when the file cannot be read, or when a line is no web address
    ///   (the wrong file given, a recipe file say): such a line would otherwise be read as a file's path.
    static func read(_ path: String) throws -> [String] {
        let data: Data
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            // Said here rather than by `RecipeFile`, whose refusal asks for a recipe file.
            var status = stat()
            if stat(path, &status) == 0, case let kind = status.st_mode & S_IFMT, kind == S_IFCHR || kind == S_IFBLK {
                throw CommandFailure("--urls-from \(TerminalText.line(path)): is a device, not a file: name the file that "
                    + "lists the web addresses, one a line")
            }
            do { data = try RecipeFile.contents(path: path) } catch let error as RecipeFileError {
                throw CommandFailure("--urls-from \(TerminalText.line(path)): \(error.message)")
            }
        }
        let lines = String(decoding: data, as: UTF8.self).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        for (index, line) in lines.enumerated() where !line.isEmpty && !line.hasPrefix("#") && !WebAddress.isAddress(line) {
            let name = path == "-" ? "standard input" : TerminalText.line(path)
            throw CommandFailure("--urls-from \(name), line \(index + 1): \"\(TerminalText.line(String(line.prefix(80))))\" "
                + "is not a web address; the file lists one http:// or https:// address a line (nothing was imported)")
        }
        return lines.filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }
}
