/// What is left of one file's allowance for expansion (`ReadOptions.limits`), spent as its
/// entries are expanded: the whole file to the lower of the limit's bytes and ratio times its
/// size, each piece to its ratio times its own compressed size.
struct ExpansionBudget {
    let limits: DecompressionLimits
    private var remaining: Int

    /// The allowance of a file of `fileSize` bytes.
    init(limits: DecompressionLimits, fileSize: Int) {
        self.limits = limits
        remaining = limits.allowance(forCompressedSize: fileSize)
    }

    /// The most one piece of `compressedSize` bytes may expand to now.
    func allowance(forCompressedSize compressedSize: Int) -> Int {
        min(remaining, limits.allowance(forCompressedSize: compressedSize))
    }

    /// Counts `count` expanded bytes against the file's allowance.
    mutating func spend(_ count: Int) {
        remaining = max(0, remaining - count)
    }
}
