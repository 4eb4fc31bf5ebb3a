import ArgumentParser
import Foundation
import RecipeKit

/// `--urls-from FILE`: web addresses one a line; blank lines and `#` comments left out.
enum AddressList {
    /// The addresses in `path` (`-`: standard input), trimmed, in order.
    static func read(_ path: String) throws -> [String] {
        let data: Data
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            do { data = try RecipeFile.contents(path: path) } catch let error as RecipeFileError {
                throw ValidationError("--urls-from \(TerminalText.line(path)): \(error.message)")
            }
        }
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }
}
