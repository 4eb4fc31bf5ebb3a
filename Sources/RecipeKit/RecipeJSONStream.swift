import Foundation

/// Writes a JSON array of recipes one recipe at a time, byte for byte what `RecipeJSON.encode(_:)`
/// writes for the whole array, so exporting a million recipes never holds them all in memory.
public struct RecipeJSONStream {
    private let sink: (Data) throws -> Void
    private var isEmpty = true

    /// Prepares a stream; `sink` receives the bytes in order, and may throw (a full disk).
    public init(sink: @escaping (Data) throws -> Void) {
        self.sink = sink
    }

    /// Writes one element.
    public mutating func append(_ recipe: Recipe) throws {
        let object = String(decoding: try RecipeJSON.encode(recipe), as: UTF8.self)
        // Pretty printing indents nested lines by two spaces and leaves blank lines (empty arrays) blank.
        let indented = object.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "  " + $0 }
            .joined(separator: "\n")
        try sink(Data(((isEmpty ? "[\n" : ",\n") + indented).utf8))
        isEmpty = false
    }

    /// Closes the array (or writes the empty one).
    public func finish() throws {
        try sink(Data((isEmpty ? "[\n\n]" : "\n]").utf8))
    }
}
