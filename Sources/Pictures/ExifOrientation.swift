import CExif

/// The orientation recorded in a JPEG's EXIF block, read by libexif.
enum ExifOrientation {
    /// The EXIF block lives in an APP1 segment near the start (a segment holds at most 64 KB),
    /// so libexif is given only the file's head, not a whole photo to scan.
    private static let headBytes = 192 * 1024

    /// The orientation in `jpeg`'s EXIF block; `.up` when it has none or an unknown value.
    static func read(jpeg: UnsafeBufferPointer<UInt8>) -> PictureOrientation {
        guard let base = jpeg.baseAddress,
              let data = exif_data_new_from_data(base, UInt32(min(jpeg.count, headBytes)))
        else { return .up }
        defer { exif_data_unref(data) }
        guard let ifd0 = data.pointee.ifd.0,
              let entry = exif_content_get_entry(ifd0, EXIF_TAG_ORIENTATION),
              entry.pointee.format == EXIF_FORMAT_SHORT, entry.pointee.components >= 1,
              entry.pointee.size >= 2, let value = entry.pointee.data
        else { return .up }
        let raw = exif_get_short(value, exif_data_get_byte_order(data))
        return PictureOrientation(rawValue: Int(raw)) ?? .up
    }
}
