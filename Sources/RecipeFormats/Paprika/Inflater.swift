import CZlib

/// Why compressed data could not be expanded.
enum InflateFailure: Error, Equatable {
    /// The data would expand past `limit` bytes; expansion stopped there.
    case tooLarge(limit: Int)
    /// The data ends before its compressed stream does.
    case truncated
    /// The data is not a valid stream (zlib's reason, if it gave one).
    case corrupt(String)
}

/// Expands deflate data (raw, as in ZIP entries, or gzip) with zlib, never past a limit.
///
/// Output grows in 64 KiB steps and expansion stops as soon as it would pass the limit, so a
/// "bomb" of compressed zeros costs at most the limit in memory and the time to produce it.
enum Inflater {
    /// How the deflate stream is wrapped.
    enum Wrapping {
        /// Bare deflate, as ZIP stores it.
        case raw
        /// A gzip member; its CRC and length are checked by zlib.
        case gzip
    }

    /// The expanded bytes of `input`, at most `limit` of them.
    static func inflate(
        _ input: UnsafeBufferPointer<UInt8>, wrapping: Wrapping, limit: Int
    ) throws(InflateFailure) -> [UInt8] {
        var stream = z_stream()
        let windowBits: Int32 = wrapping == .raw ? -15 : 15 + 16
        guard rcp_inflateInit2(&stream, windowBits) == Z_OK else { throw .corrupt("zlib could not start") }
        defer { inflateEnd(&stream) }
        guard let base = input.baseAddress, !input.isEmpty else { throw .truncated }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var consumed = 0
        while true {
            if stream.avail_in == 0 {
                let size = min(input.count - consumed, Int(UInt32.max))
                stream.next_in = UnsafeMutablePointer(mutating: base + consumed)
                stream.avail_in = UInt32(size)
                consumed += size
            }
            let status = chunk.withUnsafeMutableBufferPointer { buffer -> Int32 in
                stream.next_out = buffer.baseAddress
                stream.avail_out = UInt32(buffer.count)
                return CZlib.inflate(&stream, Z_NO_FLUSH)
            }
            let produced = chunk.count - Int(stream.avail_out)
            guard output.count + produced <= limit else { throw .tooLarge(limit: limit) }
            output.append(contentsOf: chunk[..<produced])
            switch status {
            case Z_STREAM_END:
                return output
            case Z_OK:
                continue
            case Z_BUF_ERROR where produced > 0:
                continue
            case Z_BUF_ERROR:
                // No progress possible: the input ran out before the stream's end.
                throw .truncated
            default:
                throw .corrupt(stream.msg.map { String(cString: $0) } ?? "invalid compressed data")
            }
        }
    }

    /// The CRC-32 of `bytes`, as ZIP and gzip record it.
    static func crc32(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var crc: uLong = CZlib.crc32(0, nil, 0)
        var offset = 0
        while offset < bytes.count {
            let size = min(bytes.count - offset, Int(UInt32.max))
            crc = CZlib.crc32(crc, bytes.baseAddress! + offset, uInt(size))
            offset += size
        }
        return UInt32(truncatingIfNeeded: crc)
    }
}
