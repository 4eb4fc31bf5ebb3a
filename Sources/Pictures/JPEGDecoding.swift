import CTurboJPEG

/// JPEG through libjpeg-turbo's TurboJPEG API, scaled by the decoder itself (1/2, 1/4, 1/8...)
/// so a large photo never exists at full size in memory.
enum JPEGDecoding {
    /// The picture's stored size (before orientation), or the reason it is refused.
    static func size(of bytes: UnsafeBufferPointer<UInt8>) throws(PictureProblem) -> (width: Int, height: Int) {
        let header = try readHeader(bytes)
        return (header.width, header.height)
    }

    /// Decodes `bytes` at the smallest scale the decoder offers that still covers
    /// `minWidth` x `minHeight` (or at full size when none is smaller).
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, covering minWidth: Int, _ minHeight: Int) throws(PictureProblem) -> PixelImage {
        let header = try readHeader(bytes)
        guard let handle = tjInitDecompress() else { throw .corrupt(format: .jpeg, detail: "decoder unavailable") }
        defer { tjDestroy(handle) }
        let (width, height) = scaledSize(header.width, header.height, covering: minWidth, minHeight)
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        // Stop on warnings: a truncated file is a warning to libjpeg (it fills the rest grey);
        // limit progressive scans, which a hostile file can multiply to make decoding slow.
        let flags = TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS
        let status = rgba.withUnsafeMutableBufferPointer { out in
            tjDecompress2(handle, bytes.baseAddress, UInt(bytes.count), out.baseAddress,
                          Int32(width), 0, Int32(height), Int32(TJPF_RGBA.rawValue), flags)
        }
        guard status == 0 else { throw .corrupt(format: .jpeg, detail: errorText(handle)) }
        return PixelImage(width: width, height: height, rgba: rgba)
    }

    private static func readHeader(_ bytes: UnsafeBufferPointer<UInt8>) throws(PictureProblem) -> (width: Int, height: Int) {
        guard let handle = tjInitDecompress() else { throw .corrupt(format: .jpeg, detail: "decoder unavailable") }
        defer { tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colourSpace: Int32 = 0
        guard tjDecompressHeader3(handle, bytes.baseAddress, UInt(bytes.count), &width, &height,
                                  &subsampling, &colourSpace) == 0
        else { throw .corrupt(format: .jpeg, detail: errorText(handle)) }
        if colourSpace == Int32(TJCS_CMYK.rawValue) || colourSpace == Int32(TJCS_YCCK.rawValue) { throw .cmykJPEG }
        try PictureLimits.check(width: Int(width), height: Int(height), format: .jpeg)
        return (Int(width), Int(height))
    }

    /// The smallest of the decoder's scaled sizes that is at least `minWidth` wide or
    /// `minHeight` high (so scaling down after it loses nothing).
    private static func scaledSize(_ width: Int, _ height: Int, covering minWidth: Int, _ minHeight: Int) -> (Int, Int) {
        var count: Int32 = 0
        guard let factors = tjGetScalingFactors(&count) else { return (width, height) }
        var best = (width, height)
        for index in 0..<Int(count) {
            let factor = factors[index]
            let num = Int(factor.num), denom = Int(factor.denom)
            guard num <= denom else { continue }
            let scaled = ((width * num + denom - 1) / denom, (height * num + denom - 1) / denom)
            if scaled.0 >= minWidth || scaled.1 >= minHeight, scaled.0 * scaled.1 < best.0 * best.1 { best = scaled }
        }
        return best
    }

    private static func errorText(_ handle: tjhandle) -> String {
        guard let text = tjGetErrorStr2(handle) else { return "unknown error" }
        return String(cString: text)
    }
}
