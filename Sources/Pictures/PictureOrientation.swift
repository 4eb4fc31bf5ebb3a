/// How a camera held the picture: EXIF orientation 1-8 (1 is upright). Applying it turns the
/// stored pixels the way the person saw them.
public enum PictureOrientation: Int, Sendable {
    /// As stored.
    case up = 1
    /// Mirrored left to right.
    case upMirrored = 2
    /// Turned half a turn.
    case down = 3
    /// Mirrored top to bottom.
    case downMirrored = 4
    /// Mirrored along the top-left to bottom-right diagonal.
    case leftMirrored = 5
    /// Stored turned a quarter anticlockwise: shown turned a quarter clockwise.
    case right = 6
    /// Mirrored along the other diagonal.
    case rightMirrored = 7
    /// Stored turned a quarter clockwise: shown turned a quarter anticlockwise.
    case left = 8

    /// Whether applying this orientation swaps width and height.
    public var swapsSides: Bool { rawValue >= 5 }
}

extension PixelImage {
    /// This picture as a person should see it, given the orientation its camera recorded.
    /// - Complexity: O(width x height).
    public func oriented(_ orientation: PictureOrientation) -> PixelImage {
        guard orientation != .up else { return self }
        let outWidth = orientation.swapsSides ? height : width
        let outHeight = orientation.swapsSides ? width : height
        var out = [UInt8](repeating: 0, count: rgba.count)
        for y in 0..<outHeight {
            for x in 0..<outWidth {
                // Where the shown pixel (x, y) comes from in the stored picture.
                let (sx, sy): (Int, Int) = switch orientation {
                case .up: (x, y)
                case .upMirrored: (width - 1 - x, y)
                case .down: (width - 1 - x, height - 1 - y)
                case .downMirrored: (x, height - 1 - y)
                case .leftMirrored: (y, x)
                case .right: (y, height - 1 - x)
                case .rightMirrored: (width - 1 - y, height - 1 - x)
                case .left: (width - 1 - y, x)
                }
                let source = (sy * width + sx) * 4, target = (y * outWidth + x) * 4
                out[target] = rgba[source]; out[target + 1] = rgba[source + 1]
                out[target + 2] = rgba[source + 2]; out[target + 3] = rgba[source + 3]
            }
        }
        return PixelImage(width: outWidth, height: outHeight, rgba: out)
    }
}
