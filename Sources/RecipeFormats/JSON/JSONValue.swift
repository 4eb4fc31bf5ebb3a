/// A JSON value as the readers and writers of this module handle it.
///
/// Objects keep their keys in file order (so writers produce a stable, readable order), and
/// numbers keep their text (so a yield of `4` stays "4", not "4.0").
enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])

    /// The value of the first member named `key`, if this is an object that has one.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The text of a string, or of a number written as text; `nil` for anything else.
    var text: String? {
        switch self {
        case .string(let string): string
        case .number(let number): number
        default: nil
        }
    }

    /// The elements of an array, or this value alone: schema.org allows one value where it allows many.
    var elements: [JSONValue] {
        if case .array(let elements) = self { return elements }
        return [self]
    }

    /// What a person calls this kind of value, for messages ("found a number").
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "true or false"
        case .number: "a number"
        case .string: "text"
        case .array: "a list"
        case .object: "an object"
        }
    }
}

/// One key and value of a JSON object.
struct JSONMember: Sendable, Equatable {
    var key: String
    var value: JSONValue

    init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}
