/// A table of comma-separated values read as RFC 4180 writes it: fields separated by commas,
/// records by line breaks (CRLF or LF), a field in double quotes holding commas, line breaks and
/// doubled quotes (`""` is one `"`). A field not in quotes is taken as written, quotes inside it
/// included (as spreadsheets read it).
struct CSVTable {
    /// The records in order, each its fields; the first is the header when the file has one.
    let records: [[String]]
    /// The line (from 1) each record starts on, for messages.
    let lines: [Int]

    /// Why a text is not a well-formed table.
    struct Damage: Error {
        /// The line (from 1) where the fault is.
        var line: Int
        /// What is wrong, for a person.
        var message: String
    }

    /// Reads `text`; a final line break is no empty record, nor are blank lines between records.
    /// - Throws: `Damage` for a quoted field that never ends (a file cut short) or text after a closing quote.
    init(_ text: String) throws(Damage) {
        var records: [[String]] = []
        var lines: [Int] = []
        var record: [String] = []
        var field = String.UnicodeScalarView()
        var line = 1
        var recordLine = 1
        var scalars = text.unicodeScalars.makeIterator()
        var next = scalars.next()
        var fieldStarted = false

        func endRecord() {
            record.append(String(field))
            field = String.UnicodeScalarView()
            // A blank line (one empty field) is no record.
            if record.count > 1 || !record[0].isEmpty {
                records.append(record)
                lines.append(recordLine)
            }
            record = []
            fieldStarted = false
        }

        while let scalar = next {
            next = scalars.next()
            switch scalar {
            case "\"" where !fieldStarted:
                let quoteLine = line
                fieldStarted = true
                while true {
                    guard let inner = next else {
                        throw Damage(line: quoteLine, message: "a quoted field that never ends (the file may be cut short)")
                    }
                    next = scalars.next()
                    if inner == "\"" {
                        guard next == "\"" else { break }
                        next = scalars.next()
                        field.append("\"")
                    } else {
                        if inner == "\n" { line += 1 }
                        field.append(inner)
                    }
                }
                if let after = next, after != ",", after != "\n", after != "\r" {
                    throw Damage(line: line, message: "text after the closing quote of a field")
                }
            case ",":
                record.append(String(field))
                field = String.UnicodeScalarView()
                fieldStarted = false
            case "\r" where next == "\n":
                continue
            case "\n", "\r":
                endRecord()
                line += 1
                recordLine = line
            default:
                fieldStarted = true
                field.append(scalar)
            }
        }
        if fieldStarted || !record.isEmpty || !field.isEmpty { endRecord() }
        self.records = records
        self.lines = lines
    }
}
