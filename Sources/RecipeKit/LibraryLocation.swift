import Foundation

/// Where the library file lives: `--library`, else `$RECIPES_LIBRARY`, else the XDG data directory.
public enum LibraryLocation {
    /// Resolves the library path from an explicit option and the environment.
    ///
    /// An empty `--library` or `RECIPES_LIBRARY` is refused rather than read as "not given": it is
    /// what a script's unset variable produces (`--library "$LIB"`), and taking the default library
    /// then would change the person's own library instead of the one the script meant.
    ///
    /// - Parameters:
    ///   - explicitPath: the `--library` value, if given.
    ///   - environment: the process environment (injectable for tests).
    /// - Returns: an absolute path; `~` and relative paths are expanded against the home and current directory.
    /// - Throws: `LibraryError.emptyPath` when `--library` or `RECIPES_LIBRARY` is given but empty.
    public static func resolve(
        explicitPath: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> String {
        if let explicitPath {
            guard !explicitPath.isEmpty else {
                throw LibraryError.emptyPath(setting: "--library", defaultPath: defaultPath(environment))
            }
            return absolute(explicitPath, environment)
        }
        if let fromEnvironment = environment["RECIPES_LIBRARY"] {
            guard !fromEnvironment.isEmpty else {
                throw LibraryError.emptyPath(setting: "RECIPES_LIBRARY", defaultPath: defaultPath(environment))
            }
            return absolute(fromEnvironment, environment)
        }
        return defaultPath(environment)
    }

    /// The library used when neither `--library` nor `RECIPES_LIBRARY` names one.
    private static func defaultPath(_ environment: [String: String]) -> String {
        // XDG says a relative XDG_DATA_HOME is invalid and must be ignored.
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? home(environment) + "/.local/share"
        return dataHome + "/recipes/library.sqlite"
    }

    private static func home(_ environment: [String: String]) -> String {
        environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    }

    private static func absolute(_ path: String, _ environment: [String: String]) -> String {
        if path == "~" { return home(environment) }
        if path.hasPrefix("~/") { return home(environment) + path.dropFirst(1) }
        if path.hasPrefix("/") { return path }
        return FileManager.default.currentDirectoryPath + "/" + path
    }
}
