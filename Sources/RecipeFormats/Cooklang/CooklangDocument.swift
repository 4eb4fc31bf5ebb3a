import Foundation

/// The block structure of a Cooklang file: metadata, steps, sections and notes, in order.
///
/// Comments are removed first (`-- to the end of the line`, `[- blocks -]` or `[-` to the end of
/// the file, as CookCLI reads them; never when escaped with a backslash). A run of three or more
/// dashes is text, not a comment, as the canonical tests require (`hello ---`), except at the start
/// of a line with text after it (`--- Oven to 4`), which cooklang-rs reads as a comment. A line that held
/// only a comment is dropped without ending its step. Then
/// each line is metadata (`>> key: value`), a note (`> text`), a section heading (`== Name ==`
/// or `= Name`), blank (it ends a step or note) or part of the current step or note (a note runs
/// to the end of its paragraph, as in cooklang-rs, its later lines with or without `>`); lines are joined
/// with spaces, except after a line that ends in a backslash: there the backslash is a line break
/// (a newline in the step).
struct CooklangDocument {
    /// One block of the body.
    enum Block: Equatable {
        case step([UInt8])
        case section(String)
        case note(String)
    }

    /// The `>> key: value` lines, in order.
    private(set) var metadataLines: [(key: String, value: String)] = []
    /// The body's blocks, in order.
    private(set) var blocks: [Block] = []

    /// Splits a body (the file after any front matter; valid UTF-8) into blocks.
    init(body: ArraySlice<UInt8>) {
        var step: [UInt8] = []
        var note: [String] = []
        func endStep() {
            while step.last == 0x0A { step.removeLast() }
            if !step.isEmpty { blocks.append(.step(step)) }
            step = []
        }
        func endNote() {
            let text = Self.joinedNote(note)
            if !text.isEmpty { blocks.append(.note(text)) }
            note = []
        }
        let text = Self.withoutBlockComments(body)
        // Lines found in place, not an array of them made first.
        var lineStart = text.startIndex
        while lineStart <= text.endIndex {
            let lineEnd = ByteSearch.firstIndex(of: 0x0A, in: text, from: lineStart) ?? text.endIndex
            let rawLine = text[lineStart ..< lineEnd]
            lineStart = lineEnd + 1
            let hadContent = rawLine.contains { !Self.isBlank($0) }
            let line = Self.withoutLineComment(rawLine)
            guard let first = line.firstIndex(where: { !Self.isBlank($0) }) else {
                if !hadContent {
                    endStep()
                    endNote()
                }
                continue
            }
            var contentEnd = line.endIndex
            while contentEnd > first, Self.isBlank(line[contentEnd - 1]) { contentEnd -= 1 }
            let content = line[first ..< contentEnd]
            if content.count >= 2, content.first == UInt8(ascii: ">"), content[first + 1] == UInt8(ascii: ">") {
                endStep()
                endNote()
                let text = Self.text(content.dropFirst(2))
                let parts = text.split(separator: ":", maxSplits: 1)
                guard parts.count == 2 else { continue }
                metadataLines.append((Whitespace.trimmed(parts[0]), Whitespace.trimmed(parts[1])))
            } else if content.first == UInt8(ascii: "=") {
                endStep()
                endNote()
                // `== Dough ==` or `= Dough`: the name between the equals signs.
                // Found with indices: through `reversed()` twice, each byte was read generically.
                let isMark = { (byte: UInt8) in byte == UInt8(ascii: "=") || Self.isBlank(byte) }
                var nameStart = content.startIndex, nameEnd = content.endIndex
                while nameStart < nameEnd, isMark(content[nameStart]) { nameStart += 1 }
                while nameEnd > nameStart, isMark(content[nameEnd - 1]) { nameEnd -= 1 }
                blocks.append(.section(Self.text(content[nameStart ..< nameEnd])))
            } else if content.first == UInt8(ascii: ">") || !note.isEmpty {
                // A note runs to the end of its paragraph, its later lines with or without `>`.
                endStep()
                note.append(Self.text(content.first == UInt8(ascii: ">") ? content.dropFirst() : content))
            } else {
                if !step.isEmpty, step.last != 0x0A { step.append(0x20) }
                step.append(contentsOf: content)
                // A backslash that ends a line is a line break inside the step (kept as a newline).
                if Self.endsInLineBreak(content) {
                    step.removeLast()
                    while let last = step.last, Self.isBlank(last) { step.removeLast() }
                    step.append(0x0A)
                }
            }
        }
        endStep()
        endNote()
    }

    /// A note's lines as one text: joined with spaces, but with a line break after a line that
    /// ends in a backslash (the backslash dropped), as in a step.
    private static func joinedNote(_ lines: [String]) -> String {
        var text = ""
        for line in lines where !line.isEmpty {
            if !text.isEmpty, !text.hasSuffix("\n") { text += " " }
            if endsInLineBreak(ArraySlice(line.utf8)) {
                text += Whitespace.trimmed(line.dropLast()) + "\n"
            } else {
                text += line
            }
        }
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    /// Whether the line ends in a backslash that is not itself escaped (`\\`).
    private static func endsInLineBreak(_ content: ArraySlice<UInt8>) -> Bool {
        let backslashes = content.reversed().prefix { $0 == UInt8(ascii: "\\") }.count
        return backslashes % 2 == 1
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }

    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        Whitespace.trimmed(String(decoding: bytes, as: UTF8.self))
    }

    /// The line up to an unescaped `--` that is not part of a longer run of dashes.
    private static func withoutLineComment(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        // Most lines hold no dash: no comment, nothing to read byte by byte.
        guard ByteSearch.contains(UInt8(ascii: "-"), in: line) else { return line }
        var index = line.startIndex
        while index < line.endIndex {
            if line[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if line[index] == UInt8(ascii: "-") {
                let run = line[index...].prefix { $0 == UInt8(ascii: "-") }.count
                if run == 2 || run > 2 && startsCommentLine(line, dashesAt: index, run: run) { return line[..<index] }
                index += run
                continue
            }
            index += 1
        }
        return line
    }

    /// Whether a run of three or more dashes starts a comment line, as cooklang-rs reads it
    /// (`--- Oven to 4`): the run begins the line and text follows it. Alone on a line or after
    /// text (`hello ---`), such a run is text, as the canonical tests require.
    private static func startsCommentLine(_ line: ArraySlice<UInt8>, dashesAt index: Int, run: Int) -> Bool {
        line[..<index].allSatisfy(isBlank) && line[(index + run)...].contains { !isBlank($0) }
    }

    /// The text without `[- … -]` comments; an unclosed `[-` runs to the end, as in CookCLI. A
    /// backslash makes the byte after it text, so a `[` after an odd run of backslashes opens none.
    private static func withoutBlockComments(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        // Each `[` found by a byte search, not every byte read in a loop of its own.
        guard var open = ByteSearch.firstIndex(of: UInt8(ascii: "["), in: bytes, from: bytes.startIndex) else { return bytes }
        var output: [UInt8] = []
        // Where the text to keep starts, and where a backslash before a `[` may start counting.
        var runStart = bytes.startIndex
        while true {
            var backslash = open
            while backslash > runStart, bytes[backslash - 1] == UInt8(ascii: "\\") { backslash -= 1 }
            var next = open + 1
            if (open - backslash) % 2 == 0, next < bytes.endIndex, bytes[next] == UInt8(ascii: "-") {
                if output.isEmpty { output.reserveCapacity(bytes.count) }
                output.append(contentsOf: bytes[runStart ..< open])
                guard let close = closingMark(in: bytes, from: open + 2) else { return output[...] }
                runStart = close + 2
                next = runStart
            }
            guard let found = ByteSearch.firstIndex(of: UInt8(ascii: "["), in: bytes, from: next) else { break }
            open = found
        }
        if runStart == bytes.startIndex { return bytes }
        output.append(contentsOf: bytes[min(runStart, bytes.endIndex)...])
        return output[...]
    }

    private static func closingMark(in bytes: ArraySlice<UInt8>, from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "]") { return index }
            index += 1
        }
        return nil
    }
}
