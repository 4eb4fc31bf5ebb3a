// The $EDITOR round trip: write the template to a file, run the editor on it, read it back.
import Foundation
import Glibc

/// Runs the person's editor (`$VISUAL`, else `$EDITOR`, else `vi`) on a text file.
struct ExternalEditor {
    /// The editor command line, as the shell reads it (it may carry arguments: `code --wait`).
    let command: String

    /// The editor from the environment.
    static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> ExternalEditor {
        let chosen = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.isEmpty }
        return ExternalEditor(command: chosen ?? "vi")
    }

    /// What went wrong running the editor, for the status line.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Edits `text` and returns what the file holds when the editor exits successfully.
    /// The temporary file is removed afterwards.
    func edit(_ text: String) throws(Failure) -> String {
        let path = try Self.newFile(named: "recipe", holding: text)
        defer { unlink(path) }
        let status = try run(path: path)
        guard status == 0 else {
            // sh says 127 when it cannot find the command, 126 when it cannot run it.
            if status == 127 || status == 126 {
                throw Failure(description: "the editor \(name) \(status == 127 ? "was not found" : "cannot be run"); set VISUAL or EDITOR")
            }
            throw Failure(description: "the editor \(name) exited with status \(status)")
        }
        return try Self.readBack(path)
    }

    /// The folder for the edited file and for text kept after an edit that was not saved.
    static var directory: String {
        ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    }

    /// Creates a new file `<name>-XXXXXX.txt` in `directory` (never an existing one) holding `text`;
    /// returns its path.
    static func newFile(named name: String, holding text: String) throws(Failure) -> String {
        let directory = directory
        var template = Array("\(directory)/\(name)-XXXXXX.txt".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 4) }
        guard descriptor >= 0 else { throw Failure(description: "cannot create a file in \(directory): \(String(cString: strerror(errno)))") }
        close(descriptor)
        let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do {
            try text.write(toFile: path, atomically: false, encoding: .utf8)
        } catch {
            unlink(path)
            throw Failure(description: "cannot write \(path): \(error.localizedDescription)")
        }
        return path
    }

    /// The editor's name for messages: the command's first word without its directory.
    var name: String {
        let program = command.split(separator: " ").first.map(String.init) ?? command
        return program.split(separator: "/").last.map(String.init) ?? program
    }

    /// The largest edited file read back: a recipe is text a person writes, far under this.
    static let largestFile = 4 << 20

    /// The edited file's text: refused when the editor removed it, left it larger than
    /// `largestFile` or wrote bytes that are not UTF-8 (nothing is guessed, nothing is saved).
    static func readBack(_ path: String) throws(Failure) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw Failure(description: errno == ENOENT ? "the editor removed the file"
                                                         : "cannot read the file back: \(String(cString: strerror(errno)))")
        }
        guard Int(info.st_size) <= largestFile else {
            throw Failure(description: "the file grew to \(Int(info.st_size) >> 20) MB (a recipe is at most \(largestFile >> 20) MB)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure(description: "cannot read the file back")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            let offset = Self.firstInvalidUTF8(in: data)
            throw Failure(description: "the file is not UTF-8 text (byte \(offset + 1) is not)")
        }
        return text
    }

    /// The offset of the first byte that does not belong to valid UTF-8.
    private static func firstInvalidUTF8(in data: Data) -> Int {
        var decoder = UTF8()
        var bytes = data.makeIterator()
        var offset = 0
        while case .scalarValue(let scalar) = decoder.decode(&bytes) { offset += UTF8.width(scalar) }
        return offset
    }

    /// Runs `sh -c '<command> "$1"' sh <path>` in the foreground and waits for it.
    private func run(path: String) throws(Failure) -> Int32 {
        let arguments = ["/bin/sh", "-c", command + " \"$1\"", "sh", path]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The editor starts with default signal handling and no blocked signals, whatever ours are.
        var all = sigset_t()
        sigfillset(&all)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", nil, &attributes, &argv, environ)
        guard spawned == 0 else {
            throw Failure(description: "cannot start the editor (\(command)): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw Failure(description: "lost the editor: \(String(cString: strerror(errno)))") }
        }
        // WIFEXITED / WEXITSTATUS, which Swift does not import.
        if status & 0x7F == 0 { return (status >> 8) & 0xFF }
        return 128 + (status & 0x7F)
    }
}
