/// The picture formats `recipes` decodes, recognised by their first bytes (never by a file's name).
public enum PictureFormat: String, Sendable, CaseIterable {
    /// JPEG (JFIF or EXIF), decoded by libjpeg-turbo.
    case jpeg
    /// PNG, decoded by libpng.
    case png
    /// WebP (still or animated; an animation shows its first frame), decoded by libwebp.
    case webp

    /// The format whose signature starts `bytes`, or nil when they are no picture this decodes.
    public static func sniff<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> PictureFormat? {
        let head = Array(bytes.prefix(12))
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if head.count == 12, head.starts(with: Array("RIFF".utf8)), Array(head[8..<12]) == Array("WEBP".utf8) {
            return .webp
        }
        return nil
    }

    /// The usual file extension, for pictures written beside exported recipes.
    public var fileExtension: String {
        switch self {
        case .jpeg: "jpg"
        case .png: "png"
        case .webp: "webp"
        }
    }
}
