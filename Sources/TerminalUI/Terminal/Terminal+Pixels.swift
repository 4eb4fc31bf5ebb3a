import CNcursesw
import CTerminalSupport
import Glibc

/// Pixel pictures (kitty graphics, sixel): bytes that go to the terminal beside ncurses' text.
extension Terminal {
    /// The size of a character cell in pixels, as the terminal reports it (`TIOCGWINSZ`);
    /// nil when it does not (many terminals under a multiplexer, pyte's pty).
    public var cellPixelSize: (width: Int, height: Int)? {
        var width: Int32 = 0, height: Int32 = 0
        guard columns > 0, rows > 0, cts_window_pixels(ttyDescriptor, &width, &height) == 0 else { return nil }
        return (Int(width) / columns, Int(height) / rows)
    }

    /// Writes `bytes` (escape codes ncurses knows nothing of) to the terminal now, after the last
    /// frame's output; they count in the next frame's bytes. Waits while the terminal reads.
    public func writeBeside(_ bytes: [UInt8]) {
        _ = writeEverything(bytes, to: ttyDescriptor)
    }
}

extension Terminal {
    /// Sets the bytes written to the terminal just before it is restored, however the program
    /// ends: quitting, SIGINT/SIGTERM/SIGHUP, ``fail(_:)``, a crash (from the crash handler,
    /// so they are kept ready in C, written with write(2) alone). For what the program put in the
    /// terminal beyond ncurses' screen: kitty's pictures, which would outlive the program.
    /// Replaces the bytes set before; false (keeping them) when over 16 KB.
    @discardableResult
    public func setFarewell(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { cts_set_farewell($0.baseAddress, $0.count) } == 0
    }
}

/// Writes all of `bytes` to `descriptor` (retrying short and interrupted writes); false on an error.
func writeEverything(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return false }
        offset += written
    }
    return true
}

extension Terminal {
    /// Makes the next frame write screen lines `lines` again whole, whatever ncurses believes is
    /// on them: pixels drawn there beside ncurses (sixels) are only covered by cells written anew.
    public func repaintLines(_ lines: Range<Int>) {
        let start = max(0, lines.lowerBound), end = min(rows, lines.upperBound)
        guard start < end else { return }
        wredrawln(rcp_curscr(), Int32(start), Int32(end - start))
    }
}
