import ArgumentParser
import Foundation

extension RecipesCommand {
    /// Parses the command line and runs the command, printing failures through `StandardOutput.note`
    /// so that a message quoting a file or the library (an SQLite error naming a damaged schema, a
    /// line of an imported file) is sanitised like all other output. Help, `--version` and
    /// completion scripts are printed by swift-argument-parser as they are.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        // swift-argument-parser shows the main help, successfully, for a name after `help` that it does not know.
        if arguments.contains("help"), let unknown = CommandNames.unknownCommand(arguments) { failUsage(unknown) }
        do {
            var command = try parseAsRoot()
            do {
                try command.run()
                try StandardOutput.flush()
            } catch {
                writeOutFolder()
                throw error
            }
            // A change the command made that did not reach the folder is the command's failure, told as one.
            try OpenedFolder.finish()
        } catch {
            let failure = readingNegativeNumbers(arguments[...], failure: error)
            let code = exitCode(for: failure)
            guard code != .success else { exit(withError: failure) }
            if code == .validationFailure {
                if let unknown = CommandNames.unknownCommand(arguments) { failUsage(unknown) }
                StandardOutput.note(usageMessage(for: failure, arguments: arguments))
            } else {
                // A failure is one line, even when it quotes a path or name typed with a line break in it.
                let message = fullMessage(for: failure)
                if !message.isEmpty { StandardOutput.note(TerminalText.line(message)) }
            }
            Foundation.exit(code.rawValue)
        }
    }

    /// Wrong usage told as git tells it: the error on one line, a hint when the value was only
    /// spelled wrong, and where the command's help is. The parser's usage synopsis and argument
    /// help are left out: a person who typed one thing wrong reads the one line, and `recipes help
    /// COMMAND` (or `--help`) has the rest.
    private static func usageMessage(for failure: any Error, arguments: [String]) -> String {
        // One line even when it quotes a value typed with a line break in it (`show $'1\n2'`).
        let error = "Error: " + TerminalText.line(message(for: failure))
        let hint = valueWithDashHint(arguments[...], message: error)
        let help = "See 'recipes help\(CommandNames.commandPath(arguments).map { " " + $0 }.joined())'."
        return ([error] + (hint.isEmpty ? [] : [hint]) + [help]).joined(separator: "\n")
    }

    /// Reports wrong usage found before or beside the parser's (a command that does not exist).
    private static func failUsage(_ failure: CommandFailure) -> Never {
        StandardOutput.note("Error: \(failure)")
        Foundation.exit(ExitCode.validationFailure.rawValue)
    }

    /// Writes out to a folder library what a command that failed wrote to its index before it
    /// failed; a failure to write is reported beside the command's own, not hidden.
    private static func writeOutFolder() {
        do {
            try OpenedFolder.finish()
        } catch {
            StandardOutput.note("recipes: \(error)")
        }
    }

    /// The failure to report for `arguments` that failed with `failure`.
    ///
    /// swift-argument-parser takes a token like `-1` for an option, so `show -1` fails with
    /// "Missing expected argument '<id>'" and hides the real problem. No option of `recipes` is a
    /// digit, so such a token can only be a number: the arguments are parsed again with those
    /// tokens after a `--` (where they are read as values), and if the command's own validation
    /// then refuses them ("A recipe ID is a positive number, not -1."), that is the failure reported.
    private static func readingNegativeNumbers(_ arguments: ArraySlice<String>, failure: any Error) -> any Error {
        let isNegativeNumber = { (token: String) in token.count > 1 && token.first == "-" && Double(token) != nil }
        guard !arguments.contains("--"), arguments.contains(where: isNegativeNumber) else { return failure }
        let rearranged = arguments.filter { !isNegativeNumber($0) } + ["--"] + arguments.filter(isNegativeNumber)
        do {
            _ = try parseAsRoot(Array(rearranged))
            return failure
        } catch {
            return isValidationFailure(error) ? error : failure
        }
    }

    /// Whether `error` comes from a command's `validate()`. swift-argument-parser wraps such an
    /// error in its own (internal) types, so it is looked for inside them; if their shape
    /// changes, the answer is `false` and the parser's first message is reported as before.
    private static func isValidationFailure(_ error: any Error) -> Bool {
        holdsValidationError(error, depth: 6)
    }

    /// Whether `value` is a `ValidationError` or holds one, in the payloads, tuples and optionals
    /// of up to `depth` levels (an argument's transform's error sits in a tuple in an optional).
    private static func holdsValidationError(_ value: Any, depth: Int) -> Bool {
        if value is ValidationError { return true }
        guard depth > 0 else { return false }
        return Mirror(reflecting: value).children.contains { holdsValidationError($0.value, depth: depth - 1) }
    }

    /// A hint for an option whose value starts with `-` (`list --search -1`): swift-argument-parser
    /// reads such a value as another option and says only "Missing value for '--search <text>'".
    /// The `--option=value` spelling passes it; the hint says so, quoting the value sanitised.
    /// A `--word` after the option is another option (`show 3 --servings --json`): the value was
    /// left out, and the parser's message alone says so.
    private static func valueWithDashHint(_ arguments: ArraySlice<String>, message: String) -> String {
        let tokens = Array(arguments)
        for (index, token) in tokens.enumerated().dropLast() where token.hasPrefix("--") && !token.contains("=") {
            let value = tokens[index + 1]
            guard value.count > 1, value.hasPrefix("-"), !value.hasPrefix("--"),
                  message.contains("Missing value for '\(token) ") else { continue }
            return "A value starting with - is written with =: \(TerminalText.line("\(token)=\(value)"))"
        }
        return ""
    }
}
