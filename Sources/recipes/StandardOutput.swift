@preconcurrency import Glibc
import Foundation
import RecipeKit

/// Writes command output; JSON goes out as bytes so nothing re-encodes it.
enum StandardOutput {
    /// Writes `data` and a final newline to stdout.
    static func write(json data: Data) throws {
        try write(data + Data("\n".utf8))
    }

    /// Writes `data` to stdout as it is.
    ///
    /// - Throws: `CommandFailure` in the system's words when stdout cannot take it (a full disk):
    ///   Foundation's own error would be printed as its whole dump, and its non-throwing `write`
    ///   would stop the program.
    static func write(_ data: Data) throws {
        do {
            try FileHandle.standardOutput.write(contentsOf: data)
        } catch {
            throw failure(SystemErrorReason.of(error))
        }
    }

    /// Sends out what `print` left in stdout's buffer; a command's output that could not all be
    /// written (`recipes list > /dev/full`) is a failure, not a success with the text lost.
    static func flush() throws {
        guard fflush(stdout) == 0, ferror(stdout) == 0 else { throw failure(String(cString: strerror(errno))) }
    }

    private static func failure(_ reason: String) -> CommandFailure {
        CommandFailure("cannot write standard output: \(reason)")
    }

    /// Writes a message for the person to stderr, leaving stdout to the data. Messages may quote
    /// a file or the library, so they are sanitised (`TerminalText`), line breaks kept.
    static func note(_ message: String) {
        FileHandle.standardError.write(Data((TerminalText.lines(message).joined(separator: "\n") + "\n").utf8))
    }
}

/// A failure a command reports as it is: the message only, no usage text.
struct CommandFailure: Error, CustomStringConvertible {
    /// What went wrong, for the person who ran the command.
    var description: String

    init(_ description: String) { self.description = description }
}

/// "1 recipe", "3 recipes".
func recipeCount(_ count: Int) -> String {
    count == 1 ? "1 recipe" : "\(count) recipes"
}

/// "1 sample recipe", "3 sample recipes".
func sampleCount(_ count: Int) -> String {
    count == 1 ? "1 sample recipe" : "\(count) sample recipes"
}
