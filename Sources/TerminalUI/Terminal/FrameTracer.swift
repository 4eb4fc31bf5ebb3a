import Glibc

/// Writes every frame's ``FrameStats`` as a JSON line to a file (the `--trace-frames FILE` option).
public final class FrameTracer {
    private let file: UnsafeMutablePointer<FILE>

    /// Opens (truncating) `path` for the trace.
    public init(path: String) throws(TerminalError) {
        guard let file = fopen(path, "w") else {
            throw .cannotWriteTrace(path: path, reason: String(cString: strerror(errno)))
        }
        self.file = file
    }

    deinit {
        fclose(file)
    }

    /// Appends one frame, flushed at once so a reader sees it while the program runs.
    public func record(_ frame: FrameStats) {
        fputs(frame.jsonLine + "\n", file)
        fflush(file)
    }
}
