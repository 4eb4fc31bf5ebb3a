/// The parser's dictionary: an open-addressing hash table from a word's UTF-8 bytes (ASCII
/// lower-cased) to its `WordMeaning`, built once from `WordList`.
///
/// A lookup hashes the word while lower-casing it and compares bytes in place: no `String` is
/// made, so parsing a line allocates nothing for the words it looks up.
final class Lexicon: Sendable {
    /// The one table, built on first use.
    static let shared = Lexicon()

    /// Spelling families of the units; `WordMeaning.spelling` indexes this.
    let spellings: [UnitSpelling]
    /// The spelling of the case-sensitive `T` (tablespoon) and `t` (teaspoon).
    let capitalT: UInt16, lowercaseT: UInt16
    /// The spelling of "dozen" as a unit after a number; the word itself is the number 12 ("a dozen").
    let dozen: UInt16

    private let slots: [Int32]          // -1 when empty, else an index into `entries`
    private let hashes: [UInt32]        // the hash of each entry's key
    private let keyStarts: [Int32]      // where each entry's key starts in `keyBytes`
    private let keyLengths: [Int32]
    private let keyBytes: [UInt8]
    private let meanings: [WordMeaning]
    private let mask: Int
    /// Longer words are not looked up at all.
    let longestKey: Int

    private init() {
        var builder = Builder()
        var spellings: [UnitSpelling] = []
        func addUnits(_ rows: [(singular: String, plural: String, unit: IngredientUnit)], language: String? = nil) {
            for row in rows {
                let family = UInt16(spellings.count)
                spellings.append(UnitSpelling(singular: row.singular, plural: row.plural, language: language, unit: row.unit))
                let meaning = WordMeaning(kind: .unit, unit: row.unit, spelling: family)
                builder.add(row.singular, meaning)
                builder.add(row.plural, meaning)
            }
        }
        addUnits(WordList.units)
        for (language, rows) in WordList.unitsByLanguage { addUnits(rows, language: language) }
        addUnits(WordList.compoundUnits)
        capitalT = UInt16(spellings.count)
        spellings.append(UnitSpelling(singular: "T", plural: "T", unit: .tablespoon))
        lowercaseT = UInt16(spellings.count)
        spellings.append(UnitSpelling(singular: "t", plural: "t", unit: .teaspoon))
        dozen = UInt16(spellings.count)
        spellings.append(UnitSpelling(singular: "dozen", plural: "dozen", unit: .dozen))
        for prefix in WordList.unitPrefixes { builder.add(prefix, WordMeaning(kind: .unitPrefix)) }
        for (word, value) in WordList.numbers { builder.add(word, WordMeaning(kind: .number, value: value)) }
        for word in WordList.sizes { builder.add(word, WordMeaning(kind: .size)) }
        for word in WordList.lengths { builder.add(word, WordMeaning(kind: .length)) }
        for word in WordList.approximately { builder.add(word, WordMeaning(kind: .approximately)) }
        for (word, kind) in WordList.roles { builder.add(word, WordMeaning(kind: kind)) }

        self.spellings = spellings
        meanings = builder.meanings
        keyBytes = builder.keyBytes
        keyStarts = builder.keyStarts
        keyLengths = builder.keyLengths
        hashes = builder.hashes
        longestKey = builder.longestKey
        // A quarter full at most, so a miss ends on an empty slot after one or two probes.
        var capacity = 16
        while capacity < builder.meanings.count * 4 { capacity <<= 1 }
        mask = capacity - 1
        var slots = [Int32](repeating: -1, count: capacity)
        for (entry, hash) in builder.hashes.enumerated() {
            var slot = Int(hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(entry)
        }
        self.slots = slots
    }

    /// The meaning of the `count` bytes at `word` (ASCII letters compared without case), if known.
    @inline(__always)
    func meaning(of word: UnsafePointer<UInt8>, count: Int) -> WordMeaning? {
        guard count > 0, count <= longestKey else { return nil }
        let hash = Self.hash(word, count: count)
        var slot = Int(hash) & mask
        return slots.withUnsafeBufferPointer { slots in
            while true {
                let entry = Int(slots[slot])
                if entry < 0 { return nil }
                if hashes[entry] == hash, Int(keyLengths[entry]) == count, matches(entry, word, count) {
                    return meanings[entry]
                }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The spelling family of another language's word for `unit` in the language of `family`
    /// ("EL" for a tablespoon beside "TL", "Esslöffel" beside "Teelöffel": of that language's
    /// words for the unit, the one nearest in length, with periods if `family` has them); `nil`
    /// when `family` is English or an international symbol, or its language has no word for `unit`. A scaled or converted
    /// amount of a recipe in that language is written with it, not with an English symbol.
    func family(of unit: IngredientUnit, inLanguageOf family: UInt16) -> UInt16? {
        let written = spellings[Int(family)]
        guard let language = written.language else { return nil }
        if written.unit == unit { return family }
        // Initials with periods ("c.s.") answer initials with periods; else the nearest in length.
        let length = written.singular.count, dotted = written.singular.contains(".")
        func distance(_ index: Int) -> (Int, Int) {
            (spellings[index].singular.contains(".") != dotted ? 1 : 0, abs(spellings[index].singular.count - length))
        }
        return spellings.indices.filter { spellings[$0].language == language && spellings[$0].unit == unit }
            .min { distance($0) < distance($1) }
            .map { UInt16($0) }
    }

    /// The meaning of a two-word unit such as "fl oz": `first` and `second` joined by one space.
    func compoundMeaning(
        first: UnsafePointer<UInt8>, firstCount: Int, second: UnsafePointer<UInt8>, secondCount: Int
    ) -> WordMeaning? {
        let total = firstCount + 1 + secondCount
        guard total <= longestKey else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: total) { buffer in
            guard let base = buffer.baseAddress else { return nil }
            base.update(from: first, count: firstCount)
            base[firstCount] = 0x20
            (base + firstCount + 1).update(from: second, count: secondCount)
            return meaning(of: base, count: total)
        }
    }

    @inline(__always)
    private func matches(_ entry: Int, _ word: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        keyBytes.withUnsafeBufferPointer { keys in
            let start = Int(keyStarts[entry])
            for offset in 0..<count where keys[start + offset] != Self.lowercased(word[offset]) { return false }
            return true
        }
    }

    @inline(__always)
    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }

    /// FNV-1a over the lower-cased bytes.
    @inline(__always)
    static func hash(_ word: UnsafePointer<UInt8>, count: Int) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for offset in 0..<count { hash = (hash ^ UInt32(lowercased(word[offset]))) &* 16_777_619 }
        return hash
    }

    /// Collects keys and meanings before the table is laid out; a key seen twice keeps its first meaning.
    private struct Builder {
        var meanings: [WordMeaning] = []
        var keyBytes: [UInt8] = []
        var keyStarts: [Int32] = []
        var keyLengths: [Int32] = []
        var hashes: [UInt32] = []
        var seen: Set<[UInt8]> = []
        var longestKey = 0

        mutating func add(_ key: String, _ meaning: WordMeaning) {
            let bytes = key.utf8.map(Lexicon.lowercased)
            guard seen.insert(bytes).inserted else { return }
            keyStarts.append(Int32(keyBytes.count))
            keyLengths.append(Int32(bytes.count))
            keyBytes.append(contentsOf: bytes)
            hashes.append(bytes.withUnsafeBufferPointer { Lexicon.hash($0.baseAddress!, count: $0.count) })
            meanings.append(meaning)
            longestKey = max(longestKey, bytes.count)
        }
    }
}
