import Foundation
import FolderLibrary
import RecipeKit

/// A real folder of `.cook` files in the temporary directory, with its index beside it (not in
/// it), removed when the test is done.
final class TestFolder {
    let root: String
    let indexPath: String
    private let base: String

    init() throws {
        base = NSTemporaryDirectory() + "folder-tests-" + UUID().uuidString
        root = base + "/Recipes"
        indexPath = base + "/cache/index.sqlite"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: base) }

    /// Writes `text` to the file at `path` inside the folder, creating its subfolders.
    func write(_ path: String, _ text: String) throws {
        try write(path, Data(text.utf8))
    }

    func write(_ path: String, _ data: Data) throws {
        let full = root + "/" + path
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: full))
    }

    /// The text of the file at `path`, `nil` when there is none.
    func text(_ path: String) -> String? {
        FileManager.default.contents(atPath: root + "/" + path).map { String(decoding: $0, as: UTF8.self) }
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: root + "/" + path) }

    func move(_ from: String, _ to: String) throws {
        try FileManager.default.moveItem(atPath: root + "/" + from, toPath: root + "/" + to)
    }

    func remove(_ path: String) throws { try FileManager.default.removeItem(atPath: root + "/" + path) }

    /// Opens the folder as a library (a new one each call, as a new process would).
    func open() throws -> FolderLibrary { try FolderLibrary(root: root, indexPath: indexPath) }

    /// The index's recipes, by title.
    static func recipes(_ library: FolderLibrary) throws -> [String: Recipe] {
        let ids = try library.index.recipeIDs(matching: RecipeQuery())
        return Dictionary(uniqueKeysWithValues: try library.index.recipes(with: ids).map { ($0.title, $0) })
    }
}

extension TestFolder {
    /// Runs `body` as a person without root's power over file permissions, so that a folder's
    /// mode means for this program what it means for anyone: the tests may run as root, who
    /// writes every file whatever its mode. Root's capabilities to override permissions are
    /// dropped from this thread's effective set (kept permitted) and raised again afterwards, as
    /// the end-to-end tests run the program under `setpriv`; as another user nothing is needed.
    static func asAPerson<T>(_ body: () throws -> T) throws -> T {
        guard getuid() == 0 else { return try body() }
        typealias CapabilityCall = @convention(c) (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Int32
        // dlsym(RTLD_DEFAULT, …): glibc has the calls, no header Swift imports declares them.
        guard let get = dlsym(nil, "capget"),
              let set = dlsym(nil, "capset") else { throw CapabilitiesUnavailable() }
        let capget = unsafeBitCast(get, to: CapabilityCall.self), capset = unsafeBitCast(set, to: CapabilityCall.self)
        // struct __user_cap_header_struct { u32 version (3); int pid (0: this thread) }, then two
        // struct __user_cap_data_struct { u32 effective, permitted, inheritable }.
        var header: [UInt32] = [0x2008_0522, 0]
        var held = [UInt32](repeating: 0, count: 6)
        guard capget(&header, &held) == 0 else { throw CapabilitiesUnavailable() }
        var dropped = held
        dropped[0] &= ~UInt32(1 << 1 | 1 << 2) // CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH
        guard capset(&header, &dropped) == 0 else { throw CapabilitiesUnavailable() }
        defer { _ = capset(&header, &held) }
        return try body()
    }

    struct CapabilitiesUnavailable: Error {}
}
