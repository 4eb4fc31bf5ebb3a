/// Why a picture was refused: each case is said in a sentence a person can act on.
///
/// A picture is refused before its pixels are decoded whenever the reason shows in its header
/// (size, colour model, format), so a hostile file costs no more than its header to refuse.
public enum PictureProblem: Error, Equatable, Sendable {
    /// The bytes start with no JPEG, PNG or WebP signature (a text file named `.jpg`, say).
    case notAPicture
    /// The file is larger than `PictureLimits.maximumFileBytes`.
    case fileTooLarge(bytes: Int)
    /// The picture's dimensions are over `PictureLimits` (a decompression bomb looks like this).
    case tooLarge(width: Int, height: Int)
    /// A JPEG in CMYK or YCCK (made for print): its colours cannot be shown faithfully.
    case cmykJPEG
    /// The decoder stopped: the file is truncated or corrupt. `detail` is the library's own words.
    case corrupt(format: PictureFormat, detail: String)

    /// One line for the person: what is wrong and what to do.
    public var message: String {
        switch self {
        case .notAPicture:
            "not a JPEG, PNG or WebP picture"
        case .fileTooLarge(let bytes):
            "picture file too large (\(Self.size(ofFileOver: bytes))): scale it down first"
        case .tooLarge(let width, let height):
            "picture too large (\(width) x \(height); at most \(PictureLimits.maximumSide) pixels a side, \(PictureLimits.maximumPixels / 1_000_000) megapixels)"
        case .cmykJPEG:
            "CMYK JPEG (made for print); save it as RGB"
        case .corrupt(let format, let detail):
            "\(format.rawValue.uppercased()) truncated or corrupt (\(detail))"
        }
    }

    /// `23 MB; at most 10 MB`, rounded up so that a size over the limit never reads as the limit;
    /// `more than 10 MB` for a file read only one byte past the limit (a device or a pipe, whose
    /// size is not known, or a file just over it).
    private static func size(ofFileOver bytes: Int) -> String {
        let limit = PictureLimits.maximumFileBytes / 1_048_576
        let megabytes = (bytes + 1_048_575) / 1_048_576
        return megabytes > limit && bytes > PictureLimits.maximumFileBytes + 1
            ? "\(megabytes) MB; at most \(limit) MB" : "more than \(limit) MB"
    }
}
