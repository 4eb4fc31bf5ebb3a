// A real web server on 127.0.0.1 for these tests: Python's http.server over a temporary folder.
import Foundation

/// Python's `http.server` serving the files of a fresh temporary folder, on a free port.
final class LocalWebServer {
    let folder: URL
    let port: Int
    private let process = Process()

    /// Starts the server over `files` (name → bytes); returns once it listens.
    init(files: [String: Data]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("webfetch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, data) in files { try data.write(to: folder.appendingPathComponent(name)) }
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", folder.path]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // "Serving HTTP on 127.0.0.1 port 41234 (http://127.0.0.1:41234/) ..."
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let more = output.fileHandleForReading.availableData
            if more.isEmpty { break }
            line += more
        }
        let words = String(decoding: line, as: UTF8.self).split(separator: " ")
        guard let index = words.firstIndex(of: "port"), index + 1 < words.count, let port = Int(words[index + 1]) else {
            kill(process.processIdentifier, SIGKILL)
            throw CocoaError(.fileReadUnknown)
        }
        self.port = port
    }

    /// The address of `path` on this server.
    func url(_ path: String) -> String { "http://127.0.0.1:\(port)/\(path)" }

    deinit {
        // SIGKILL: the child may inherit a mask that blocks SIGTERM from the thread that spawned it.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
    }
}
