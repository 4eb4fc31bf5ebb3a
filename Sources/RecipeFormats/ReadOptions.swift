/// Choices a reader follows; the defaults suit an import into the library.
public struct ReadOptions: Sendable, Equatable {
    /// Whether categories and cuisines (`recipeCategory`, `recipeCuisine`, Cooklang's `course`,
    /// `category`, `cuisine`) become collections. Tags the cook chose (Cooklang `tags`, Paprika
    /// categories) always do.
    public var categoriesAsCollections: Bool
    /// Whether schema.org `keywords` become collections; off by default, as sites fill them for search engines.
    public var keywordsAsCollections: Bool
    /// How far compressed input may expand.
    public var limits: DecompressionLimits
    /// The charset a web server declared for the page in its `Content-Type` header (lower case:
    /// `utf-8`, `shift_jis`), for a page fetched over HTTP; nil for a file. By the HTML standard it
    /// comes after a byte-order mark and before `<meta charset>`. A page the header calls
    /// Windows-1252 arrives already turned into UTF-8 with a byte-order mark, and this is nil.
    public var declaredCharset: String?

    /// Creates options; every argument has the import's default.
    public init(
        categoriesAsCollections: Bool = true,
        keywordsAsCollections: Bool = false,
        limits: DecompressionLimits = DecompressionLimits(),
        declaredCharset: String? = nil
    ) {
        self.categoriesAsCollections = categoriesAsCollections
        self.keywordsAsCollections = keywordsAsCollections
        self.limits = limits
        self.declaredCharset = declaredCharset
    }
}

/// How much a compressed file (Paprika's ZIP and gzip) may expand before it is refused.
///
/// A file may expand to at most `maximumBytes` in all, and to at most `maximumRatio` times its
/// own size, whichever is lower, so a small "bomb" is refused after little work and a large one
/// never fills memory. Tests lower both to exercise the refusal quickly.
public struct DecompressionLimits: Sendable, Equatable {
    /// The most bytes all of one file's entries may expand to together (1 GiB by default).
    public var maximumBytes: Int
    /// The most a file, or any one entry, may expand relative to its compressed size (1,000 by default).
    public var maximumRatio: Int

    /// Creates limits; the defaults are 1 GiB and 1,000 times.
    public init(maximumBytes: Int = 1 << 30, maximumRatio: Int = 1_000) {
        self.maximumBytes = maximumBytes
        self.maximumRatio = maximumRatio
    }

    /// The expanded size allowed for `compressedSize` bytes of input.
    func allowance(forCompressedSize compressedSize: Int) -> Int {
        let (byRatio, overflow) = max(compressedSize, 1).multipliedReportingOverflow(by: maximumRatio)
        return overflow ? maximumBytes : min(maximumBytes, byRatio)
    }
}
