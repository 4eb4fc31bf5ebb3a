/// The nouns that name a recipe's listed ingredients (folded as `WordKey` folds them), each with
/// the candidates it names in list order: what a step's word is looked up in.
///
/// Built for one recipe and read once a word: the nouns' bytes, their entries and an
/// open-addressed table of them are three arrays, where a dictionary of strings to arrays made an
/// array a noun, a string a word looked up, and hashed both with SipHash.
struct NounIndex {
    /// One noun naming one candidate; the candidates a noun names are chained through `next`.
    fileprivate struct Entry {
        var start: Int32
        var count: Int32
        var candidate: Int32
        /// The entry of the same noun's next candidate, or -1.
        var next: Int32
    }

    private var bytes: [UInt8] = []
    private var entries: [Entry] = []
    /// For each slot, 1 + the index of the first entry of the noun hashed there; 0 when empty.
    private var slots: [Int32]
    /// The nouns' lengths and end bytes, so that most of a step's words are passed over without
    /// being hashed.
    private var shapes = WordShapes()

    /// An index with room for `count` nouns.
    init(room count: Int) {
        var slotCount = 16
        while slotCount < 2 * count { slotCount *= 2 }
        slots = [Int32](repeating: 0, count: slotCount)
        entries.reserveCapacity(count)
        bytes.reserveCapacity(8 * count)
    }

    /// The entries recorded: the next one inserted gets this number.
    var count: Int { entries.count }

    /// Whether `word` names a candidate.
    func contains(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        withLookup { $0.firstEntry(of: word) >= 0 }
    }

    /// Records that `noun` names the candidate `candidate` (after those recorded before).
    mutating func insert(_ noun: UnsafeBufferPointer<UInt8>, candidate: Int) {
        let entry = Entry(start: Int32(bytes.count), count: Int32(noun.count), candidate: Int32(candidate), next: -1)
        var slot = Self.hash(noun) & (slots.count - 1)
        while slots[slot] != 0 {
            var last = Int(slots[slot]) - 1
            guard matches(noun, entries[last]) else {
                slot = (slot + 1) & (slots.count - 1)
                continue
            }
            while entries[last].next >= 0 { last = Int(entries[last].next) }
            entries[last].next = Int32(entries.count)
            entries.append(Entry(start: entries[last].start, count: entry.count, candidate: entry.candidate, next: -1))
            return
        }
        bytes.append(contentsOf: noun)
        slots[slot] = Int32(entries.count + 1)
        entries.append(entry)
        shapes.insert(noun)
        // Kept at most half full, so that a search for a word that is no noun ends soon.
        if 2 * entries.count > slots.count { rehash() }
    }

    /// Calls `body` with a view of the index that reads its tables in place: a step's words are
    /// looked up in a loop, where the arrays themselves were retained and released at each word.
    func withLookup<Result>(_ body: (Lookup) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { bytes in
            entries.withUnsafeBufferPointer { entries in
                slots.withUnsafeBufferPointer { slots in
                    shapes.withBits { shapes in
                        body(Lookup(bytes: bytes, entries: entries, slots: slots, shapes: shapes))
                    }
                }
            }
        }
    }

    /// The index read in place (`withLookup(_:)`).
    struct Lookup {
        fileprivate let bytes: UnsafeBufferPointer<UInt8>
        fileprivate let entries: UnsafeBufferPointer<Entry>
        fileprivate let slots: UnsafeBufferPointer<Int32>
        fileprivate let shapes: UnsafeBufferPointer<UInt64>

        /// The first entry of the candidates `word` names (see `candidate(at:)`, `entry(after:)`),
        /// or -1 when it names none.
        func firstEntry(of word: UnsafeBufferPointer<UInt8>) -> Int {
            guard WordShapes.mayContain(word, in: shapes) else { return -1 }
            var slot = NounIndex.hash(word) & (slots.count - 1)
            while slots[slot] != 0 {
                let entry = Int(slots[slot]) - 1
                if NounIndex.matches(word, entries[entry], in: bytes) { return entry }
                slot = (slot + 1) & (slots.count - 1)
            }
            return -1
        }

        /// The candidate the noun of `entry` names.
        func candidate(at entry: Int) -> Int { Int(entries[entry].candidate) }

        /// The entry of the next candidate the same noun names, in list order, or -1.
        func entry(after entry: Int) -> Int { Int(entries[entry].next) }
    }

    private func matches(_ word: UnsafeBufferPointer<UInt8>, _ entry: Entry) -> Bool {
        bytes.withUnsafeBufferPointer { Self.matches(word, entry, in: $0) }
    }

    private static func matches(_ word: UnsafeBufferPointer<UInt8>, _ entry: Entry, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard word.count == Int(entry.count) else { return false }
        var index = 0
        while index < word.count, bytes[Int(entry.start) + index] == word[index] { index += 1 }
        return index == word.count
    }

    /// The table doubled, each noun's first entry placed again.
    private mutating func rehash() {
        let heads = slots.filter { $0 != 0 }
        slots = [Int32](repeating: 0, count: 2 * slots.count)
        for head in heads {
            let entry = entries[Int(head) - 1]
            var slot = bytes.withUnsafeBufferPointer {
                Self.hash(UnsafeBufferPointer(rebasing: $0[Int(entry.start)..<Int(entry.start + entry.count)]))
            } & (slots.count - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = head
        }
    }

    /// FNV-1a: a few instructions a byte, enough for the few dozen nouns of a recipe.
    private static func hash(_ word: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in word { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: hash ^ hash >> 29)
    }

    /// A set of words' shapes (length, first and last byte) as bits: a word whose shape is not in
    /// it is surely not one of the words inserted; one whose shape is may be.
    private struct WordShapes {
        private var bits = [UInt64](repeating: 0, count: 16)

        mutating func insert(_ word: UnsafeBufferPointer<UInt8>) {
            let bit = Self.bit(word)
            bits[bit >> 6] |= 1 << UInt64(bit & 63)
        }

        func withBits<Result>(_ body: (UnsafeBufferPointer<UInt64>) -> Result) -> Result {
            bits.withUnsafeBufferPointer(body)
        }

        static func mayContain(_ word: UnsafeBufferPointer<UInt8>, in bits: UnsafeBufferPointer<UInt64>) -> Bool {
            let bit = Self.bit(word)
            return bits[bit >> 6] & (1 << UInt64(bit & 63)) != 0
        }

        private static func bit(_ word: UnsafeBufferPointer<UInt8>) -> Int {
            guard let first = word.first, let last = word.last else { return 0 }
            return (word.count &* 97 &+ Int(first) &* 31 &+ Int(last)) & 1023
        }
    }
}
