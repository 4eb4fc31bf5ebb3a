import Foundation

/// Which folder is the library, if any: `--folder`, else `$RECIPES_FOLDER`, else `folder = "…"` in
/// `$XDG_CONFIG_HOME/recipes/config.toml`; and where that folder's index lives (under
/// `$XDG_CACHE_HOME`, never in the folder, which file sync would corrupt).
public enum FolderLocation {
    /// The folder to open, or `nil` when the library is a SQLite file (`--library` or
    /// `$RECIPES_LIBRARY` given, or no folder named anywhere).
    ///
    /// A command-line option wins over the environment, which wins over the config file: so
    /// `--library` still opens a library file for a person whose config names a folder.
    ///
    /// - Throws: `FolderError.folderAndLibrary`, `.emptySetting`, `.badConfig`.
    public static func resolve(
        explicitFolder: String?, explicitLibrary: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> String? {
        if let explicitFolder {
            guard explicitLibrary == nil else { throw FolderError.folderAndLibrary }
            guard !explicitFolder.isEmpty else { throw FolderError.emptySetting("--folder") }
            return absolute(explicitFolder, environment)
        }
        if explicitLibrary != nil { return nil }
        if let folder = environment["RECIPES_FOLDER"] {
            guard !folder.isEmpty else { throw FolderError.emptySetting("RECIPES_FOLDER") }
            return absolute(folder, environment)
        }
        if environment["RECIPES_LIBRARY"] != nil { return nil }
        let config = configPath(environment)
        guard let text = try? String(contentsOfFile: config, encoding: .utf8) else { return nil }
        guard let folder = try ConfigFile.folder(in: text, path: config) else { return nil }
        guard !folder.isEmpty else { throw FolderError.emptySetting("folder in \(config)") }
        return absolute(folder, environment)
    }

    /// The config file a person writes once so that plain `recipes` opens their folder.
    public static func configPath(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home(environment) + "/.config"
        return configHome + "/recipes/config.toml"
    }

    /// Where the index of `folder` lives: one SQLite file per folder under the cache directory,
    /// named by the folder's name and a hash of its path as the system resolves it (links, `.`
    /// and `..` followed), so that every name of one folder (`--folder .` from inside it, a link
    /// to it) opens the same index and an ID means the same recipe whichever name was used.
    public static func indexPath(of folder: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let cacheHome = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home(environment) + "/.cache"
        // A folder that is not there (a drive not mounted) keeps the name it was given: opening it fails anyway.
        let folder = realPath(folder) ?? folder
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in folder.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let name = (folder as NSString).lastPathComponent.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        return cacheHome + "/recipes/folders/\(name.prefix(40))-\(String(hash, radix: 16)).sqlite"
    }

    private static func home(_ environment: [String: String]) -> String {
        environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    }

    /// Whether `path` (which need not exist yet) is the folder `folder` or lies inside it, as the
    /// system reads both: links followed, `.` and `..` taken where they are.
    public static func isInside(_ path: String, folder: String) -> Bool {
        guard let folder = realPath(folder) else { return false }
        var existing = absolute(path, [:]), rest: [String] = []
        while realPath(existing) == nil, existing != "/" {
            rest.insert((existing as NSString).lastPathComponent, at: 0)
            existing = (existing as NSString).deletingLastPathComponent
        }
        guard let found = realPath(existing) else { return false }
        // What does not exist yet holds no link: its `..` can be taken as written.
        let full = ([found] + rest).joined(separator: "/").replacingOccurrences(of: "//", with: "/")
        let standard = (full as NSString).standardizingPath
        return standard == folder || standard.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `path` made absolute (`~` is the home), without a trailing `/`.
    static func absolute(_ path: String, _ environment: [String: String]) -> String {
        var full: String
        if path == "~" { full = home(environment) }
        else if path.hasPrefix("~/") { full = home(environment) + path.dropFirst(1) }
        else if path.hasPrefix("/") { full = path }
        else { full = FileManager.default.currentDirectoryPath + "/" + path }
        while full.count > 1, full.hasSuffix("/") { full.removeLast() }
        return full
    }
}

/// The config file's one setting, `folder = "…"`, in TOML's shape (basic or literal string);
/// comments (`#`) and blank lines are skipped, other keys are left for later versions.
enum ConfigFile {
    static func folder(in text: String, path: String) throws -> String? {
        var found: String?
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix("[") { continue }
            guard let equals = line.firstIndex(of: "=") else { throw FolderError.badConfig(path: path, line: number + 1, text: line) }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            guard key == "folder" else { continue }
            let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            guard let string = tomlString(value) else { throw FolderError.badConfig(path: path, line: number + 1, text: line) }
            found = string
        }
        return found
    }

    /// A TOML basic (`"…"`, with `\"` and `\\`) or literal (`'…'`) string, a comment allowed after it.
    private static func tomlString(_ value: String) -> String? {
        guard let quote = value.first, quote == "\"" || quote == "'" else { return nil }
        var result = ""
        var escaped = false
        var index = value.index(after: value.startIndex)
        while index < value.endIndex {
            let character = value[index]
            if escaped {
                result.append(character == "t" ? "\t" : character)
                escaped = false
            } else if character == "\\", quote == "\"" {
                escaped = true
            } else if character == quote {
                let rest = value[value.index(after: index)...].trimmingCharacters(in: .whitespaces)
                return rest.isEmpty || rest.hasPrefix("#") ? result : nil
            } else {
                result.append(character)
            }
            index = value.index(after: index)
        }
        return nil
    }
}
