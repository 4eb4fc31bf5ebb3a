/// The sizes a picture may have before it is decoded at all.
///
/// A 20,000 x 20,000 PNG can be a few kilobytes and would need 1.6 GB of pixels; the header
/// says so, and the picture is refused before any pixel is decoded. A 48-megapixel phone photo
/// (8,000 x 6,000) is within the limits; JPEG and WebP are scaled down while they are decoded,
/// so only PNG ever holds its full size in memory (at most 4 x `maximumPixels` bytes, briefly,
/// on the worker that decodes it).
public enum PictureLimits {
    /// The longest side, in pixels.
    public static let maximumSide = 10_000
    /// Width times height, in pixels.
    public static let maximumPixels = 50_000_000
    /// The largest picture file read or stored, in bytes (a 12-megapixel phone photo is 3-6 MB).
    public static let maximumFileBytes = 10 * 1_048_576

    /// Throws `PictureProblem.tooLarge` when `width` x `height` is over the limits.
    static func check(width: Int, height: Int, format: PictureFormat) throws(PictureProblem) {
        guard width > 0, height > 0 else { throw .corrupt(format: format, detail: "no size in its header") }
        if width > maximumSide || height > maximumSide || width * height > maximumPixels {
            throw .tooLarge(width: width, height: height)
        }
    }
}
