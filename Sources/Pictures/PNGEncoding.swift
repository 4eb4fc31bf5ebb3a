import CPng

/// Pixels written as a PNG by libpng's simplified API, for speed over size
/// (`PNG_IMAGE_FLAG_FAST`: the PNGs go to a terminal at once and are not kept). Measured on a
/// 420 x 315 photo (debug build): 47 ms and 314 KB fast, 78 ms and 186 KB with the default
/// filters and compression; the picture's wait matters more than the bytes on a local pty.
enum PNGEncoding {
    /// `image` as PNG bytes: RGB when every pixel is opaque (every JPEG), RGBA otherwise; nil
    /// when libpng fails.
    static func encode(_ image: PixelImage) -> [UInt8]? {
        let opaque = stride(from: 3, to: image.rgba.count, by: 4).allSatisfy { image.rgba[$0] == 255 }
        let pixels = opaque ? rgb(of: image.rgba) : image.rgba
        // libpng keeps the image's address while it works, so it never moves until freed.
        return PNGDecoding.withFreshImage { png in
            png.pointee.width = UInt32(image.width)
            png.pointee.height = UInt32(image.height)
            png.pointee.format = opaque ? rcp_png_format_rgb() : rcp_png_format_rgba()
            png.pointee.flags = UInt32(PNG_IMAGE_FLAG_FAST)
            // The first call, without memory, says how much the PNG needs.
            var size: png_alloc_size_t = 0
            guard png_image_write_to_memory(png, nil, &size, 0, pixels, 0, nil) != 0, size > 0 else { return nil }
            var bytes = [UInt8](repeating: 0, count: Int(size))
            let written = bytes.withUnsafeMutableBytes { out in
                png_image_write_to_memory(png, out.baseAddress, &size, 0, pixels, 0, nil)
            }
            return written != 0 ? Array(bytes.prefix(Int(size))) : nil
        }
    }

    private static func rgb(of rgba: [UInt8]) -> [UInt8] {
        var rgb = [UInt8](repeating: 0, count: rgba.count / 4 * 3)
        var target = 0
        for source in stride(from: 0, to: rgba.count, by: 4) {
            rgb[target] = rgba[source]; rgb[target + 1] = rgba[source + 1]; rgb[target + 2] = rgba[source + 2]
            target += 3
        }
        return rgb
    }
}
