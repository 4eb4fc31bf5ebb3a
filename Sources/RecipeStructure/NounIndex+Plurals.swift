/// Plurals of other languages than English, so that a German or Dutch step names its listed
/// lines: "Die Zwiebeln würfeln" names "2 Zwiebel(n)", "Eier zufügen" names "2 Ei(er)", "de uien
/// snijden" names "1 ui". `WordKey` folds English plurals (an "s" taken off: Dutch "appels",
/// German "Champignons" too); the others are written with an ending a listed noun does not have:
/// "-n" after "e", "l" or "r" (Zwiebel, Gurke, Kartoffel, Tomate), "-en" after another vowel (ui,
/// aardbei), and "Ei", "Eier", "eieren". The plural is indexed beside the noun, so a step's word is
/// still looked up once; no English noun of an ingredient gives an English word so (a "cornern"
/// or "limen" is read by no step).
extension NounIndex {
    /// Records `noun` for `candidate`, and its plurals of other languages as above.
    mutating func insertWithPlurals(_ noun: UnsafeBufferPointer<UInt8>, candidate: Int) {
        insert(noun, candidate: candidate)
        guard noun.count >= 2, let last = noun.last else { return }
        if noun.count == 2, noun[0] == 0x65, last == 0x69 {                                   // ei
            for plural in Self.eggPlurals { plural.withUnsafeBufferPointer { insert($0, candidate: candidate) } }
            return
        }
        let ending: [UInt8]
        switch last {
        case 0x65, 0x6C, 0x72: ending = [0x6E]                                                 // e, l, r: + n
        case 0x61, 0x69, 0x6F, 0x75: ending = [0x65, 0x6E]                                     // a, i, o, u: + en
        default: return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: noun.count + ending.count) { room in
            _ = room.initialize(fromContentsOf: noun)
            for (offset, byte) in ending.enumerated() { room[noun.count + offset] = byte }
            insert(UnsafeBufferPointer(room), candidate: candidate)
        }
    }

    /// German "Eier", Dutch "eieren".
    private static let eggPlurals: [[UInt8]] = [Array("eier".utf8), Array("eieren".utf8)]
}

extension NounIndex {
    /// Whether one of the first lines of a method says "the" (a word of its own, in any case):
    /// a method in English, whose plurals `WordKey` folds, so no other language's are indexed
    /// (they cost an English recipe's linking a few per cent and would name nothing).
    static func saysThe(_ directions: [String]) -> Bool {
        directions.prefix(4).contains { line in
            var line = line
            return line.withUTF8 { bytes in
                var index = 0
                while index + 3 <= bytes.count {
                    if bytes[index] | 0x20 == 0x74, bytes[index + 1] | 0x20 == 0x68, bytes[index + 2] | 0x20 == 0x65,
                       index == 0 || bytes[index - 1] == 0x20, index + 3 == bytes.count || bytes[index + 3] == 0x20 {
                        return true
                    }
                    index += 1
                }
                return false
            }
        }
    }
}
