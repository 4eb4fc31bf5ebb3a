import Foundation

/// Writes command output; JSON goes out as bytes so nothing re-encodes it.
enum StandardOutput {
    /// Writes `data` and a final newline to stdout.
    static func write(json data: Data) {
        FileHandle.standardOutput.write(data + Data("\n".utf8))
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
