import Dispatch
import Foundation
import Synchronization

extension RecipeFile {
    /// How many recipes one chunk of `decodeInChunks` holds: each chunk costs the import a statement
    /// per table, small ones a decoding thread that runs ahead of the writer.
    static let chunkSize = 10_000

    /// Decodes and validates `data` like `decode(_:fileName:)`, a chunk of recipes at a time, on a
    /// second thread, handing each chunk to `body` on the calling thread in file order while the
    /// next ones are decoded. Importing 100,000 recipes spends as long decoding JSON as writing
    /// SQLite; this way the two overlap on two cores.
    ///
    /// Throws exactly the errors `decode(_:fileName:)` throws for the same data, but possibly after
    /// `body` has seen earlier chunks: run it inside one transaction, so that an error undoes them.
    /// Errors thrown by `body` stop the decoding and are rethrown.
    static func decodeInChunks(
        _ data: Data, fileName: String, chunkSize: Int = chunkSize, _ body: ([Recipe]) throws -> Void
    ) throws {
        let channel = ChunkChannel()
        DispatchQueue.global(qos: .userInitiated).async {
            var elements = ArrayElements(data)
            var firstIndex = 0
            do {
                while let chunk = try elements.next(upTo: chunkSize) {
                    var json = Data("[".utf8)
                    json.append(data[chunk.range])
                    json.append(contentsOf: "]".utf8)
                    let decoded = Result { try decodeChunk(json, firstIndex: firstIndex) }
                    firstIndex += chunk.count
                    guard channel.send(decoded) else { return }
                }
            } catch {
                _ = channel.send(.failure(error))
            }
            channel.finish()
        }
        defer { channel.cancel() }

        var seen: Set<Recipe.ID> = []
        var repeated: Set<Recipe.ID> = []
        while let decoded = channel.receive() {
            guard case .success(let recipes) = decoded else {
                // The whole-file decoder words every problem (syntax with line and column first).
                let all = try decode(data, fileName: fileName)
                // Only a file the scanner misjudged gets here; read whole, it is fine.
                guard seen.isEmpty else { _ = try decoded.get(); return }
                return try body(all)
            }
            for recipe in recipes where recipe.id != 0 && !seen.insert(recipe.id).inserted { repeated.insert(recipe.id) }
            if repeated.isEmpty { try body(recipes) }
        }
        if !repeated.isEmpty { throw repeatedIDs(repeated, fileName: fileName) }
    }
}

/// Finds the elements of a top-level JSON array of objects without decoding them, a run of
/// elements at a time, so that each run can be decoded on its own.
struct ArrayElements {
    /// A run of consecutive elements: the bytes from the first's `{` to the last's `}`.
    struct Chunk {
        var range: Range<Data.Index>
        var count: Int
    }

    /// Thrown when the data is not an array of objects with balanced brackets and closed strings;
    /// the full decoder then says what is wrong.
    struct Malformed: Error {}

    private let data: Data
    private var index: Int
    private var isAtEnd = false

    init(_ data: Data) {
        self.data = data
        index = data.startIndex
    }

    /// The next run of at most `limit` elements, or `nil` after the array's closing bracket.
    mutating func next(upTo limit: Int) throws -> Chunk? {
        guard !isAtEnd else { return nil }
        let data = data
        var index = index
        var isAtEnd = false
        let chunk = try data.withUnsafeBytes { buffer -> Chunk? in
            let bytes = buffer.bindMemory(to: UInt8.self)
            let offset = data.startIndex
            var position = index - offset
            func skipWhitespace() {
                while position < bytes.count {
                    switch bytes[position] {
                    case 0x20, 0x0A, 0x0D, 0x09: position += 1
                    default: return
                    }
                }
            }
            func byte(_ character: Unicode.Scalar) -> Bool {
                position < bytes.count && bytes[position] == UInt8(ascii: character)
            }
            func closeArray() throws {
                position += 1
                skipWhitespace()
                guard position == bytes.count else { throw Malformed() }
                isAtEnd = true
            }
            if position == 0 {
                skipWhitespace()
                guard byte("[") else { throw Malformed() }
                position += 1
                skipWhitespace()
                if byte("]") {
                    try closeArray()
                    index = offset + position
                    return nil
                }
            } else {
                guard byte(",") else { throw Malformed() }
                position += 1
            }
            var first: Int?
            var last = position
            var count = 0
            while count < limit {
                skipWhitespace()
                guard byte("{"), let end = Self.objectEnd(bytes, from: position) else { throw Malformed() }
                if first == nil { first = position }
                last = end
                count += 1
                position = end
                skipWhitespace()
                if byte("]") {
                    try closeArray()
                    break
                }
                guard byte(",") else { throw Malformed() }
                if count < limit { position += 1 }
            }
            index = offset + position
            return Chunk(range: offset + first!..<offset + last, count: count)
        }
        self.index = index
        self.isAtEnd = isAtEnd
        return chunk
    }

    /// How many elements the array in `data` has, or `nil` when it is not an array of objects with
    /// balanced brackets and closed strings (the full decoder then says what is wrong).
    static func count(in data: Data) -> Int? {
        var elements = ArrayElements(data)
        var count = 0
        do {
            while let chunk = try elements.next(upTo: Int.max) { count += chunk.count }
        } catch {
            return nil
        }
        return count
    }

    /// The index just after the object that starts at `start`, or `nil` if it never closes.
    private static func objectEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var depth = 0
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                guard let close = stringEnd(base, count: bytes.count, open: index) else { return nil }
                index = close
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return index + 1 }
                if depth < 0 { return nil }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The index of the quote that closes the string opened at `open`, or `nil` if none does: the
    /// next quote not escaped, i.e. not after an odd run of backslashes. Strings are most of a
    /// recipe's bytes, and `memchr` finds quotes many bytes at a time (a byte at a time, scanning
    /// took 13 instructions a byte: half a second of the 100,000-recipe import, twice).
    private static func stringEnd(_ base: UnsafePointer<UInt8>, count: Int, open: Int) -> Int? {
        var from = open + 1
        while from < count {
            guard let found = memchr(base + from, Int32(UInt8(ascii: "\"")), count - from) else { return nil }
            let quote = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            var backslashes = 0
            while quote - backslashes - 1 > open, base[quote - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
            if backslashes % 2 == 0 { return quote }
            from = quote + 1
        }
        return nil
    }
}

/// Decoded chunks on their way from the decoding thread to the importing one, in order.
private final class ChunkChannel: Sendable {
    private struct State {
        var chunks: [Result<[Recipe], any Error>] = []
        var isFinished = false
        var isCancelled = false
    }

    private let state = Mutex(State())
    private let available = DispatchSemaphore(value: 0)

    /// Queues a chunk; `false` when the receiver has stopped listening.
    func send(_ chunk: Result<[Recipe], any Error>) -> Bool {
        let open = state.withLock { state in
            if !state.isCancelled { state.chunks.append(chunk) }
            return !state.isCancelled
        }
        if open { available.signal() }
        return open
    }

    /// Marks the end of the chunks.
    func finish() {
        state.withLock { $0.isFinished = true }
        available.signal()
    }

    /// Tells the sender to stop; chunks not yet received are dropped.
    func cancel() {
        state.withLock { $0.isCancelled = true; $0.chunks = [] }
    }

    /// The next chunk, waiting for it; `nil` after the last one.
    func receive() -> Result<[Recipe], any Error>? {
        while true {
            available.wait()
            let next: Result<[Recipe], any Error>?? = state.withLock { state in
                if !state.chunks.isEmpty { return state.chunks.removeFirst() }
                return state.isFinished ? .some(nil) : nil
            }
            if let next { return next }
        }
    }
}
