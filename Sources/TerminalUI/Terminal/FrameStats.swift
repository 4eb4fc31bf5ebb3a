/// What one frame cost: why it was drawn, rows rendered per pane, bytes sent, time taken.
public struct FrameStats: Sendable, Equatable {
    /// What caused the frame (a key name, "resize", "idle"), as given by the app.
    public var cause: String
    /// Rows each pane rendered (called its row provider for) since the previous frame, by pane name.
    public var rowsRendered: [(pane: String, rows: Int)]
    /// Bytes written to the terminal by this frame's `doupdate`.
    public var bytesWritten: Int
    /// Microseconds from reading the event to the return of `doupdate`.
    public var microseconds: Int

    /// A frame record.
    public init(cause: String, rowsRendered: [(pane: String, rows: Int)], bytesWritten: Int, microseconds: Int) {
        self.cause = cause
        self.rowsRendered = rowsRendered
        self.bytesWritten = bytesWritten
        self.microseconds = microseconds
    }

    /// Rows rendered by all panes.
    public var totalRowsRendered: Int { rowsRendered.reduce(0) { $0 + $1.rows } }

    /// Frames are equal when every recorded figure is.
    public static func == (a: FrameStats, b: FrameStats) -> Bool {
        a.cause == b.cause && a.bytesWritten == b.bytesWritten && a.microseconds == b.microseconds
            && a.rowsRendered.map(\.pane) == b.rowsRendered.map(\.pane)
            && a.rowsRendered.map(\.rows) == b.rowsRendered.map(\.rows)
    }

    /// The record as one JSON object on one line:
    /// `{"cause":"j","rows":{"list":2,"status":1},"total_rows":3,"bytes":87,"us":412}`.
    public var jsonLine: String {
        let rows = rowsRendered.map { "\(Self.jsonString($0.pane)):\($0.rows)" }.joined(separator: ",")
        return "{\"cause\":\(Self.jsonString(cause)),\"rows\":{\(rows)},\"total_rows\":\(totalRowsRendered),"
            + "\"bytes\":\(bytesWritten),\"us\":\(microseconds)}"
    }

    static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
