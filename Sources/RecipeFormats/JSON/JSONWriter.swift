/// Writes JSON values as text: members in their given order, two-space indentation, UTF-8 kept as is.
enum JSONWriter {
    /// The value as indented JSON text ending in a newline.
    static func text(_ value: JSONValue) -> String {
        var output = ""
        write(value, indent: "", into: &output)
        output += "\n"
        return output
    }

    private static func write(_ value: JSONValue, indent: String, into output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += number
        case .string(let string): writeString(string, into: &output)
        case .array(let elements) where elements.isEmpty: output += "[]"
        case .object(let members) where members.isEmpty: output += "{}"
        case .array(let elements):
            let inner = indent + "  "
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += inner
                write(element, indent: inner, into: &output)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let members):
            let inner = indent + "  "
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += inner
                writeString(member.key, into: &output)
                output += ": "
                write(member.value, indent: inner, into: &output)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }

    private static func writeString(_ string: String, into output: inout String) {
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{0}" ..< "\u{20}", "\u{2028}", "\u{2029}":
                // Control characters must be escaped; U+2028/9 too, so the text is also valid JavaScript.
                output += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
