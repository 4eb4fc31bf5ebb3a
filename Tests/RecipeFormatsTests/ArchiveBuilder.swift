import CZlib
import Foundation

/// Builds gzip files and ZIP archives with zlib, as Paprika writes them, for the tests.
enum ArchiveBuilder {
    /// `bytes` compressed as one gzip member.
    static func gzip(_ bytes: [UInt8]) -> [UInt8] {
        deflate(bytes, windowBits: 15 + 16)
    }

    /// `bytes` compressed as raw deflate, as ZIP stores an entry.
    static func rawDeflate(_ bytes: [UInt8]) -> [UInt8] {
        deflate(bytes, windowBits: -15)
    }

    /// A ZIP archive of the entries, each deflated unless `stored`; `flags` are set on every entry.
    static func zip(_ entries: [(name: String, contents: [UInt8])], stored: Bool = false, flags: UInt16 = 0) -> [UInt8] {
        var archive: [UInt8] = []
        var directory: [UInt8] = []
        for entry in entries {
            let compressed = stored ? entry.contents : rawDeflate(entry.contents)
            let crc = UInt32(entry.contents.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) })
            let name = Array(entry.name.utf8)
            let offset = UInt32(archive.count)
            let method: UInt16 = stored ? 0 : 8
            archive += le32(0x0403_4B50) + le16(20) + le16(flags) + le16(method) + le16(0) + le16(0)
                + le32(crc) + le32(UInt32(compressed.count)) + le32(UInt32(entry.contents.count))
                + le16(UInt16(name.count)) + le16(0) + name + compressed
            directory += le32(0x0201_4B50) + le16(20) + le16(20) + le16(flags) + le16(method) + le16(0) + le16(0)
                + le32(crc) + le32(UInt32(compressed.count)) + le32(UInt32(entry.contents.count))
                + le16(UInt16(name.count)) + le16(0) + le16(0) + le16(0) + le16(0) + le32(0) + le32(offset) + name
        }
        let directoryOffset = UInt32(archive.count)
        archive += directory
        archive += le32(0x0605_4B50) + le16(0) + le16(0) + le16(UInt16(entries.count)) + le16(UInt16(entries.count))
            + le32(UInt32(directory.count)) + le32(directoryOffset) + le16(0)
        return archive
    }

    private static func deflate(_ bytes: [UInt8], windowBits: Int32) -> [UInt8] {
        var stream = z_stream()
        precondition(rcp_deflateInit2(&stream, 9, windowBits) == Z_OK)
        defer { deflateEnd(&stream) }
        var input = bytes
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))) + 64)
        let written = input.withUnsafeMutableBufferPointer { inputBuffer in
            output.withUnsafeMutableBufferPointer { outputBuffer -> Int in
                stream.next_in = inputBuffer.baseAddress
                stream.avail_in = uInt(inputBuffer.count)
                stream.next_out = outputBuffer.baseAddress
                stream.avail_out = uInt(outputBuffer.count)
                precondition(CZlib.deflate(&stream, Z_FINISH) == Z_STREAM_END)
                return outputBuffer.count - Int(stream.avail_out)
            }
        }
        return Array(output[..<written])
    }

    private static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    private static func le32(_ value: UInt32) -> [UInt8] { le16(UInt16(value & 0xFFFF)) + le16(UInt16(value >> 16)) }
}
