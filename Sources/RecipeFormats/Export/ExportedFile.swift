import Foundation

/// A file a writer produced: its name (no folder) and its bytes.
public struct ExportedFile: Sendable, Equatable {
    /// The file's name, safe on common file systems (`Pad Thai.cook`).
    public var name: String
    /// The file's contents.
    public var data: Data

    /// A file of bytes.
    public init(name: String, data: Data) {
        self.name = name
        self.data = data
    }

    /// A file of UTF-8 text.
    public init(name: String, text: String) {
        self.init(name: name, data: Data(text.utf8))
    }
}
