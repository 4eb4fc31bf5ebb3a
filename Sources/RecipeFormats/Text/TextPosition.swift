/// A line and column in UTF-8 text, counted from 1 as editors show them.
struct TextPosition: Sendable, Equatable {
    /// 1-based line.
    var line: Int
    /// 1-based column, in characters (Unicode scalars).
    var column: Int

    /// The position of byte `offset` in `bytes`; computed only when a problem is reported.
    init(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        var line = 1
        var column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        self.line = line
        self.column = column
    }
}
