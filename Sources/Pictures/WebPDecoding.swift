import CWebP

/// WebP through libwebp, scaled by the decoder; an animation shows its first frame.
enum WebPDecoding {
    /// The picture's size (the first frame's, for an animation), or the reason it is refused.
    static func size(of bytes: UnsafeBufferPointer<UInt8>) throws(PictureProblem) -> (width: Int, height: Int) {
        try withStillPicture(bytes) { still throws(PictureProblem) in
            let features = try features(of: still)
            return (Int(features.width), Int(features.height))
        }
    }

    /// Decodes `bytes` scaled to fit within `maxWidth` x `maxHeight` (never enlarged).
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, fittingIn maxWidth: Int, _ maxHeight: Int) throws(PictureProblem) -> PixelImage {
        try withStillPicture(bytes) { still throws(PictureProblem) in
            let features = try features(of: still)
            let width = Int(features.width), height = Int(features.height)
            let scale = min(1, min(Double(maxWidth) / Double(width), Double(maxHeight) / Double(height)))
            let outWidth = max(1, Int((Double(width) * scale).rounded()))
            let outHeight = max(1, Int((Double(height) * scale).rounded()))
            var config = WebPDecoderConfig()
            guard WebPInitDecoderConfig(&config) != 0 else { throw .corrupt(format: .webp, detail: "decoder unavailable") }
            if outWidth != width || outHeight != height {
                config.options.use_scaling = 1
                config.options.scaled_width = Int32(outWidth)
                config.options.scaled_height = Int32(outHeight)
            }
            config.output.colorspace = MODE_RGBA
            let status = WebPDecode(still.baseAddress, still.count, &config)
            defer { WebPFreeDecBuffer(&config.output) }
            guard status == VP8_STATUS_OK, let pixels = config.output.u.RGBA.rgba else {
                throw .corrupt(format: .webp, detail: describe(status))
            }
            let stride = Int(config.output.u.RGBA.stride)
            var rgba = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
            for row in 0..<outHeight {
                for byte in 0..<(outWidth * 4) { rgba[row * outWidth * 4 + byte] = pixels[row * stride + byte] }
            }
            return PixelImage(width: outWidth, height: outHeight, rgba: rgba)
        }
    }

    private static func features(of still: UnsafeBufferPointer<UInt8>) throws(PictureProblem) -> WebPBitstreamFeatures {
        var features = WebPBitstreamFeatures()
        let status = WebPGetFeatures(still.baseAddress, still.count, &features)
        guard status == VP8_STATUS_OK else { throw .corrupt(format: .webp, detail: describe(status)) }
        try PictureLimits.check(width: Int(features.width), height: Int(features.height), format: .webp)
        return features
    }

    /// Calls `body` with a still picture: `bytes` themselves, or an animation's first frame.
    private static func withStillPicture<T>(_ bytes: UnsafeBufferPointer<UInt8>,
                                            _ body: (UnsafeBufferPointer<UInt8>) throws(PictureProblem) -> T) throws(PictureProblem) -> T {
        var features = WebPBitstreamFeatures()
        let status = WebPGetFeatures(bytes.baseAddress, bytes.count, &features)
        guard status == VP8_STATUS_OK else { throw .corrupt(format: .webp, detail: describe(status)) }
        guard features.has_animation != 0 else { return try body(bytes) }
        var data = WebPData(bytes: bytes.baseAddress, size: bytes.count)
        guard let demux = WebPDemux(&data) else { throw .corrupt(format: .webp, detail: "animation unreadable") }
        defer { WebPDemuxDelete(demux) }
        var frame = WebPIterator()
        guard WebPDemuxGetFrame(demux, 1, &frame) != 0 else { throw .corrupt(format: .webp, detail: "animation without frames") }
        defer { WebPDemuxReleaseIterator(&frame) }
        return try body(UnsafeBufferPointer(start: frame.fragment.bytes, count: frame.fragment.size))
    }

    private static func describe(_ status: VP8StatusCode) -> String {
        switch status {
        case VP8_STATUS_NOT_ENOUGH_DATA: "truncated"
        case VP8_STATUS_BITSTREAM_ERROR: "bitstream error"
        case VP8_STATUS_UNSUPPORTED_FEATURE: "unsupported feature"
        case VP8_STATUS_OUT_OF_MEMORY: "out of memory"
        default: "status \(status.rawValue)"
        }
    }
}
