import ArgumentParser
import Foundation

/// Telling a person that a command they typed does not exist, and which one they may have meant.
///
/// swift-argument-parser prints the main help for `recipes help nothing` (exit 0) and says only
/// "Unexpected argument 'lst'" for `recipes lst`: the person is not told that there is no such
/// command. Both come here instead.
enum CommandNames {
    /// The failure for arguments where a word stands in a command's place and names none: `recipes
    /// lst`, `recipes shopping lsit`, and the names after `help` (`help nothing`, `help shopping
    /// nothing`, `help show 3`); nil when the words in commands' places all name commands (the
    /// parser's own message, if any, is then the right one).
    ///
    /// An option's value is no command name: whether an option takes one is asked of the parser
    /// itself (`--library` alone fails with "Missing value"), so this never drifts from the options.
    static func unknownCommand(_ arguments: [String]) -> CommandFailure? {
        var command: any ParsableCommand.Type = RecipesCommand.self
        var path: [String] = []
        var index = 0
        var naming = false // after `help`, every word is a command's name
        while index < arguments.count {
            let token = arguments[index]
            if token == "--" { return nil }
            if token.hasPrefix("-") {
                index += !naming && !token.contains("=") && takesValue(token, after: path) ? 2 : 1
                continue
            }
            index += 1
            if path.isEmpty, token == "help" {
                // `help help` is swift-argument-parser's own command, which shows its own help.
                if naming { return nil }
                naming = true
                continue
            }
            guard naming || !command.configuration.subcommands.isEmpty else { return nil }
            guard let next = subcommand(named: token, of: command) else { return unknown(token, after: path, in: command) }
            command = next
            path.append(token)
        }
        return nil
    }

    /// The commands `arguments` name, in order (`["shopping", "add"]`): where to point a person
    /// whose arguments were wrong for their help. Options and their values are stepped over; the
    /// first other word that names no subcommand ends the path.
    static func commandPath(_ arguments: [String]) -> [String] {
        var command: any ParsableCommand.Type = RecipesCommand.self
        var path: [String] = []
        var index = 0
        while index < arguments.count, arguments[index] != "--" {
            let token = arguments[index]
            if token.hasPrefix("-") {
                index += !token.contains("=") && takesValue(token, after: path) ? 2 : 1
                continue
            }
            guard let next = subcommand(named: token, of: command) else { break }
            command = next
            path.append(token)
            index += 1
        }
        return path
    }

    private static func subcommand(named name: String, of command: any ParsableCommand.Type) -> (any ParsableCommand.Type)? {
        command.configuration.subcommands.first { $0._commandName == name }
    }

    /// Whether the option `name`, given after the commands `path`, takes a value.
    private static func takesValue(_ name: String, after path: [String]) -> Bool {
        do {
            _ = try RecipesCommand.parseAsRoot(path + [name])
            return false
        } catch {
            return RecipesCommand.message(for: error).hasPrefix("Missing value for")
        }
    }

    /// `no command "recipes lst"; did you mean "recipes list"?`, else where the commands are listed.
    private static func unknown(_ name: String, after path: [String], in command: any ParsableCommand.Type) -> CommandFailure {
        let typed = (["recipes"] + path + [name]).joined(separator: " ")
        let names = command.configuration.subcommands.map { $0._commandName }
        let parent = (["recipes"] + path).joined(separator: " ")
        // `recipes ~/Recipes` or `recipes menu.sqlite`: a library named without its option.
        var isFolder: ObjCBool = false
        if path.isEmpty, FileManager.default.fileExists(atPath: name, isDirectory: &isFolder) {
            let option = isFolder.boolValue ? "--folder" : "--library"
            return CommandFailure("no command \"\(TerminalText.line(typed))\"; to open \(TerminalText.line(name)) as the library: "
                + "recipes \(option) \(shellWord(TerminalText.line(name)))")
        }
        if let closest = closest(to: name, among: names) {
            return CommandFailure("no command \"\(TerminalText.line(typed))\"; did you mean \"\(parent) \(closest)\"?")
        }
        guard !names.isEmpty else {
            return CommandFailure("no command \"\(TerminalText.line(typed))\": \(parent) has no subcommands")
        }
        let help = path.isEmpty ? "`recipes --help`" : "`recipes help \(path.joined(separator: " "))`"
        return CommandFailure("no command \"\(TerminalText.line(typed))\"; \(help) lists the commands")
    }

    /// The name of `names` closest to `name` in edits, when it is close enough to be a typo: one
    /// edit in three characters at most (`lst`, `exprot`), and fewer than swift-argument-parser's
    /// floor for options (4); so `x` does not suggest `rm`, nor `fold` `fav`.
    static func closest(to name: String, among names: [String]) -> String? {
        let limit = min(3, max(1, name.count / 3))
        return names.map { (name: $0, distance: editDistance(name.lowercased(), $0)) }
            .filter { $0.distance <= limit }
            .min { $0.distance < $1.distance }?.name
    }

    /// `text` as one word a shell reads back as it is: in single quotes unless it is only letters,
    /// digits and `/._-+,:@` (a path as usually typed).
    static func shellWord(_ text: String) -> String {
        let plain = !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || "/._-+,:@".contains($0) }
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// Levenshtein distance: the fewest insertions, deletions and substitutions from `a` to `b`.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for (i, characterOfA) in a.enumerated() {
            var current = [i + 1]
            for (j, characterOfB) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (characterOfA == characterOfB ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
