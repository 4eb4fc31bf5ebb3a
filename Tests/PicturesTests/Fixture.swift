import Foundation

/// The picture files beside these tests (made by `Fixtures/make_fixtures.py`).
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The path of fixture `name`.
    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// The bytes of fixture `name`.
    static func bytes(_ name: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: directory.appendingPathComponent(name))) }
}
