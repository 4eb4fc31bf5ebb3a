/// Why a compressed file or one of its entries could not be read, worded to follow its name.
struct ReadFailure: Error, Equatable {
    /// What is wrong: `damaged: its CRC-32 check fails`.
    var message: String
    /// Whether reading was refused because the data expands past the limits: the whole file is
    /// then refused, not just the entry, as it is damaged or built to exhaust memory.
    var isRefusal = false

    /// Expansion refused at `limit` bytes.
    static func refused(limit: Int) -> ReadFailure {
        ReadFailure(
            message: "refused: it expands past \(byteCount(limit)), more than a recipe file can hold "
                + "(a damaged file or a decompression bomb)",
            isRefusal: true)
    }

    /// `64 KiB`, `1 GiB`: a size as a person reads it.
    static func byteCount(_ count: Int) -> String {
        switch count {
        case (1 << 30)...: "\(count >> 30) GiB"
        case (1 << 20)...: "\(count >> 20) MiB"
        case (1 << 10)...: "\(count >> 10) KiB"
        default: "\(count) bytes"
        }
    }
}
