/// A minimal reader of ZIP archives: the central directory, and entries stored or deflated.
///
/// It reads what Paprika and common zip tools write. It refuses, with a message, what it does
/// not read: ZIP64, encryption, split archives and other compression methods; and it checks
/// every offset and size against the file, every entry's length and CRC-32, so a truncated or
/// damaged archive is reported, never read past.
struct ZipArchive {
    /// One file in the archive, as the central directory describes it.
    struct Entry: Equatable {
        var name: String
        var method: UInt16
        var flags: UInt16
        var crc: UInt32
        var compressedSize: Int
        var uncompressedSize: Int
        var localHeaderOffset: Int

        /// Whether the entry is a folder rather than a file.
        var isDirectory: Bool { name.hasSuffix("/") }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    /// The entries in central directory order.
    let entries: [Entry]

    /// Reads the central directory of the archive in `bytes`.
    init(_ bytes: UnsafeBufferPointer<UInt8>) throws(ReadFailure) {
        self.bytes = bytes
        guard let end = Self.endOfCentralDirectory(in: bytes) else {
            throw ReadFailure(message: "not a complete ZIP archive: its end record is missing (the file may be truncated)")
        }
        let diskNumbers = (Self.uint16(bytes, end + 4), Self.uint16(bytes, end + 6))
        let count = Int(Self.uint16(bytes, end + 10))
        let size = Int(Self.uint32(bytes, end + 12))
        let offset = Int(Self.uint32(bytes, end + 16))
        if count == 0xFFFF || size == 0xFFFF_FFFF || offset == 0xFFFF_FFFF
            || (end >= 20 && Self.uint32(bytes, end - 20) == 0x0706_4B50) {
            throw ReadFailure(message: "a ZIP64 archive, which this import does not read; re-export it with fewer or smaller recipes")
        }
        guard diskNumbers == (0, 0) else { throw ReadFailure(message: "a split (multi-part) ZIP archive, which this import does not read") }
        guard offset + size <= end else {
            throw ReadFailure(message: "damaged or truncated ZIP archive: its directory lies outside the file")
        }
        var entries: [Entry] = []
        var position = offset
        for _ in 0 ..< count {
            guard position + 46 <= end, Self.uint32(bytes, position) == 0x0201_4B50 else {
                throw ReadFailure(message: "damaged ZIP archive: directory entry \(entries.count + 1) is not where the directory says")
            }
            let nameLength = Int(Self.uint16(bytes, position + 28))
            let extraLength = Int(Self.uint16(bytes, position + 30))
            let commentLength = Int(Self.uint16(bytes, position + 32))
            guard position + 46 + nameLength <= end else { throw ReadFailure(message: "damaged ZIP archive: a file name runs past the directory") }
            entries.append(Entry(
                name: String(decoding: UnsafeBufferPointer(rebasing: bytes[position + 46 ..< position + 46 + nameLength]), as: UTF8.self),
                method: Self.uint16(bytes, position + 10),
                flags: Self.uint16(bytes, position + 8),
                crc: Self.uint32(bytes, position + 16),
                compressedSize: Int(Self.uint32(bytes, position + 20)),
                uncompressedSize: Int(Self.uint32(bytes, position + 24)),
                localHeaderOffset: Int(Self.uint32(bytes, position + 42))))
            position += 46 + nameLength + extraLength + commentLength
        }
        self.entries = entries
    }

    /// The bytes of an entry, expanded to at most `limit` bytes and checked against its length and CRC.
    func contents(of entry: Entry, limit: Int) throws(ReadFailure) -> [UInt8] {
        if entry.flags & 1 != 0 { throw ReadFailure(message: "encrypted; export the recipes again without a password") }
        if entry.compressedSize == 0xFFFF_FFFF || entry.uncompressedSize == 0xFFFF_FFFF || entry.localHeaderOffset == 0xFFFF_FFFF {
            throw ReadFailure(message: "stored in ZIP64 form, which this import does not read")
        }
        let header = entry.localHeaderOffset
        guard header + 30 <= bytes.count, Self.uint32(bytes, header) == 0x0403_4B50 else {
            throw ReadFailure(message: "its data is missing (the archive is truncated or damaged)")
        }
        let start = header + 30 + Int(Self.uint16(bytes, header + 26)) + Int(Self.uint16(bytes, header + 28))
        guard start + entry.compressedSize <= bytes.count else {
            throw ReadFailure(message: "its data is cut off (the archive is truncated)")
        }
        let stored = UnsafeBufferPointer(rebasing: bytes[start ..< start + entry.compressedSize])
        let contents: [UInt8]
        switch entry.method {
        case 0:
            guard stored.count <= limit else { throw .refused(limit: limit) }
            contents = Array(stored)
        case 8:
            do throws(InflateFailure) {
                contents = try Inflater.inflate(stored, wrapping: .raw, limit: limit)
            } catch {
                switch error {
                case .tooLarge(let limit): throw .refused(limit: limit)
                case .truncated: throw ReadFailure(message: "its compressed data ends early (the archive is truncated or damaged)")
                case .corrupt(let reason): throw ReadFailure(message: "its compressed data is damaged (\(reason))")
                }
            }
        default:
            throw ReadFailure(message: "compressed with method \(entry.method), which this import does not read (only stored and deflate)")
        }
        guard contents.count == entry.uncompressedSize else {
            throw ReadFailure(message: "damaged: it expands to \(contents.count) bytes, not the \(entry.uncompressedSize) recorded")
        }
        guard contents.withUnsafeBufferPointer(Inflater.crc32) == entry.crc else {
            throw ReadFailure(message: "damaged: its CRC-32 check fails")
        }
        return contents
    }

    /// The offset of the end of central directory record: searched for from the end, past a comment of up to 64 KiB.
    private static func endOfCentralDirectory(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count >= 22 else { return nil }
        var position = bytes.count - 22
        let lowest = max(0, bytes.count - 22 - 0xFFFF)
        while position >= lowest {
            if uint32(bytes, position) == 0x0605_4B50, position + 22 + Int(uint16(bytes, position + 20)) <= bytes.count {
                return position
            }
            position -= 1
        }
        return nil
    }

    private static func uint16(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> UInt16 {
        UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    private static func uint32(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> UInt32 {
        UInt32(uint16(bytes, offset)) | UInt32(uint16(bytes, offset + 2)) << 16
    }
}
