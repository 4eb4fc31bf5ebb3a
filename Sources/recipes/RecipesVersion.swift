/// The version `recipes --version` prints; raise it with each release.
enum RecipesVersion {
    /// Semantic version of the command and its library format's readers.
    static let current = "0.1.0"
}
