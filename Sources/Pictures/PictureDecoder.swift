import Foundation

/// Bytes (or a file) in, oriented RGBA pixels out: the one way into the decoders.
///
/// Every picture is sniffed by its signature, its header checked against `PictureLimits`, and
/// only then decoded, scaled down to what the caller will show.
public enum PictureDecoder {
    /// What a picture is, read from its header alone (no pixels decoded).
    public struct Header: Sendable, Equatable {
        /// The format its signature names.
        public let format: PictureFormat
        /// Width as shown (after EXIF orientation).
        public let width: Int
        /// Height as shown (after EXIF orientation).
        public let height: Int
    }

    /// The format and shown size of `bytes`, or why they would be refused.
    public static func header(of bytes: [UInt8]) throws(PictureProblem) -> Header {
        guard bytes.count <= PictureLimits.maximumFileBytes else { throw .fileTooLarge(bytes: bytes.count) }
        guard let format = PictureFormat.sniff(bytes) else { throw .notAPicture }
        return try bytes.withUnsafeBufferPointer { buffer throws(PictureProblem) in
            let size: (width: Int, height: Int)
            var orientation = PictureOrientation.up
            switch format {
            case .jpeg:
                size = try JPEGDecoding.size(of: buffer)
                orientation = ExifOrientation.read(jpeg: buffer)
            case .png: size = try PNGDecoding.size(of: buffer)
            case .webp: size = try WebPDecoding.size(of: buffer)
            }
            return orientation.swapsSides
                ? Header(format: format, width: size.height, height: size.width)
                : Header(format: format, width: size.width, height: size.height)
        }
    }

    /// `bytes` decoded, turned upright by their EXIF orientation, and scaled down to fit within
    /// `maxWidth` x `maxHeight` pixels (never enlarged), or why they are refused.
    public static func decode(_ bytes: [UInt8], fittingIn maxWidth: Int, _ maxHeight: Int) throws(PictureProblem) -> PixelImage {
        let header = try header(of: bytes)
        return try bytes.withUnsafeBufferPointer { buffer throws(PictureProblem) in
            let orientation = header.format == .jpeg ? ExifOrientation.read(jpeg: buffer) : .up
            // Bounds in stored (not yet oriented) pixels.
            let (boundWidth, boundHeight) = orientation.swapsSides ? (maxHeight, maxWidth) : (maxWidth, maxHeight)
            let decoded: PixelImage = switch header.format {
            case .jpeg: try JPEGDecoding.decode(buffer, covering: boundWidth, boundHeight)
            case .png: try PNGDecoding.decode(buffer)
            case .webp: try WebPDecoding.decode(buffer, fittingIn: boundWidth, boundHeight)
            }
            return decoded.fitted(maxWidth: boundWidth, maxHeight: boundHeight).oriented(orientation)
        }
    }

    /// The bytes of the picture file at `path`, refused unread when larger than the limit.
    /// - Throws: `PictureProblem.fileTooLarge`, or Foundation's error when the file cannot be read.
    public static func readFile(atPath path: String) throws -> [UInt8] {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= PictureLimits.maximumFileBytes else { throw PictureProblem.fileTooLarge(bytes: size) }
        // A device or a pipe says size 0 and may never end (`/dev/zero`): read at most one byte
        // past the limit, whatever the size said.
        guard let handle = FileHandle(forReadingAtPath: path) else { throw CocoaError(.fileReadNoPermission) }
        defer { try? handle.close() }
        let bytes = try handle.read(upToCount: PictureLimits.maximumFileBytes + 1) ?? Data()
        guard bytes.count <= PictureLimits.maximumFileBytes else { throw PictureProblem.fileTooLarge(bytes: bytes.count) }
        return [UInt8](bytes)
    }
}
