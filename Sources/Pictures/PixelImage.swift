/// A decoded picture: rows of 8-bit RGBA pixels (not premultiplied), top row first.
public struct PixelImage: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha for each pixel, row by row.
    public let rgba: [UInt8]

    /// A picture of the given size from its RGBA bytes; `rgba.count` must be `width * height * 4`.
    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(width > 0 && height > 0 && rgba.count == width * height * 4, "RGBA size mismatch")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The average colour of the opaque-weighted pixels, as (red, green, blue).
    public var averageColour: (red: Int, green: Int, blue: Int) {
        var sums = (0, 0, 0), weight = 0
        var index = 0
        while index < rgba.count {
            let alpha = Int(rgba[index + 3])
            sums.0 += Int(rgba[index]) * alpha
            sums.1 += Int(rgba[index + 1]) * alpha
            sums.2 += Int(rgba[index + 2]) * alpha
            weight += alpha
            index += 4
        }
        guard weight > 0 else { return (0, 0, 0) }
        return (sums.0 / weight, sums.1 / weight, sums.2 / weight)
    }

    /// This picture scaled down (by averaging each box of source pixels) to fit within
    /// `maxWidth` x `maxHeight`, keeping its proportions; itself when it already fits.
    /// - Complexity: O(width x height).
    public func fitted(maxWidth: Int, maxHeight: Int) -> PixelImage {
        guard width > maxWidth || height > maxHeight else { return self }
        let scale = min(Double(maxWidth) / Double(width), Double(maxHeight) / Double(height))
        let newWidth = max(1, Int((Double(width) * scale).rounded()))
        let newHeight = max(1, Int((Double(height) * scale).rounded()))
        var out = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        for y in 0..<newHeight {
            let y0 = y * height / newHeight, y1 = max(y0 + 1, (y + 1) * height / newHeight)
            for x in 0..<newWidth {
                let x0 = x * width / newWidth, x1 = max(x0 + 1, (x + 1) * width / newWidth)
                var sums = (0, 0, 0, 0)
                for sy in y0..<y1 {
                    var index = (sy * width + x0) * 4
                    for _ in x0..<x1 {
                        sums.0 += Int(rgba[index]); sums.1 += Int(rgba[index + 1])
                        sums.2 += Int(rgba[index + 2]); sums.3 += Int(rgba[index + 3])
                        index += 4
                    }
                }
                let count = (y1 - y0) * (x1 - x0), target = (y * newWidth + x) * 4
                out[target] = UInt8(sums.0 / count); out[target + 1] = UInt8(sums.1 / count)
                out[target + 2] = UInt8(sums.2 / count); out[target + 3] = UInt8(sums.3 / count)
            }
        }
        return PixelImage(width: newWidth, height: newHeight, rgba: out)
    }
}
