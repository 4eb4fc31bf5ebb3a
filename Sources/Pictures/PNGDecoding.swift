import CPng

/// PNG through libpng's simplified API: every colour type and bit depth (16-bit included,
/// reduced by libpng to 8 bits with its own gamma handling) comes out as 8-bit RGBA.
enum PNGDecoding {
    /// The picture's size, or the reason it is refused.
    static func size(of bytes: UnsafeBufferPointer<UInt8>) throws(PictureProblem) -> (width: Int, height: Int) {
        try withImage(bytes) { image throws(PictureProblem) in (Int(image.pointee.width), Int(image.pointee.height)) }
    }

    /// Decodes `bytes` whole (PNG has no scaled decoding; `PictureLimits` bounds its size).
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) throws(PictureProblem) -> PixelImage {
        try withImage(bytes) { image throws(PictureProblem) in
            image.pointee.format = rcp_png_format_rgba()
            let width = Int(image.pointee.width), height = Int(image.pointee.height)
            var rgba = [UInt8](repeating: 0, count: width * height * 4)
            let status = rgba.withUnsafeMutableBytes { out in
                png_image_finish_read(image, nil, out.baseAddress, Int32(width * 4), nil)
            }
            guard status != 0 else { throw .corrupt(format: .png, detail: message(of: image)) }
            return PixelImage(width: width, height: height, rgba: rgba)
        }
    }

    /// Calls `body` with the header read and checked against the limits. libpng keeps the
    /// image's address for its error handling, so the `png_image` never moves until freed.
    private static func withImage<T>(_ bytes: UnsafeBufferPointer<UInt8>,
                                     _ body: (UnsafeMutablePointer<png_image>) throws(PictureProblem) -> T) throws(PictureProblem) -> T {
        try withFreshImage { image throws(PictureProblem) in
            guard png_image_begin_read_from_memory(image, bytes.baseAddress, bytes.count) != 0 else {
                throw .corrupt(format: .png, detail: message(of: image))
            }
            try PictureLimits.check(width: Int(image.pointee.width), height: Int(image.pointee.height), format: .png)
            return try body(image)
        }
    }

    /// Calls `body` with a new `png_image` (for reading or writing), freed after it.
    static func withFreshImage<T, E: Error>(_ body: (UnsafeMutablePointer<png_image>) throws(E) -> T) throws(E) -> T {
        let image = UnsafeMutablePointer<png_image>.allocate(capacity: 1)
        image.initialize(to: png_image())
        defer {
            png_image_free(image)
            image.deallocate()
        }
        image.pointee.version = UInt32(PNG_IMAGE_VERSION)
        return try body(image)
    }

    private static func message(of image: UnsafeMutablePointer<png_image>) -> String {
        withUnsafeBytes(of: &image.pointee.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
