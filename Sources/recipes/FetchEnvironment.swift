import WebFetch

extension FetchSettings {
    /// The settings `fromEnvironment` gives, after `tellEnvironmentProblem`. Called once a command.
    static func toldFromEnvironment() -> FetchSettings {
        tellEnvironmentProblem()
        return fromEnvironment()
    }

    /// Says on standard error why an environment setting of the fetches is left out
    /// (`RECIPES_FETCH_STALL_SECONDS=abc is not a number of seconds; using 15`): a value that is
    /// not valid is not used, and not silently.
    static func tellEnvironmentProblem() {
        if let problem = environmentProblem() { StandardOutput.note(problem) }
    }
}
