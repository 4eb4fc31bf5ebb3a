/// A piece of text drawn in one role.
public struct Segment: Sendable, Equatable {
    /// The text; sanitised before it reaches the screen, so raw data may go here.
    public var text: String
    /// How it is drawn.
    public var role: StyleRole
    /// Colours of its own (a picture's cells), drawn instead of the role's; nil for the role's.
    public var colours: TextColours?

    /// A segment of `text` in `role`, in `colours` of its own when given.
    public init(_ text: String, role: StyleRole = .normal, colours: TextColours? = nil) {
        self.text = text
        self.role = role
        self.colours = colours
    }
}

/// What a pane shows on one line: text on the left, an optional accessory aligned right.
public struct Row: Sendable, Equatable {
    /// The left-aligned content, truncated with an ellipsis when it does not fit.
    public var segments: [Segment]
    /// Right-aligned content (a count, a mark), kept whole when the line is wide enough.
    public var accessory: [Segment]

    /// A row of `segments` with an optional right `accessory`.
    public init(_ segments: [Segment], accessory: [Segment] = []) {
        self.segments = segments
        self.accessory = accessory
    }

    /// A row of one plain text.
    public init(_ text: String, role: StyleRole = .normal) {
        self.init([Segment(text, role: role)])
    }
}

/// A run of sanitised text that fits where it is drawn, with its measured width.
public struct StyledRun: Sendable, Equatable {
    /// Text safe for the terminal.
    public let text: String
    /// How it is drawn.
    public let role: StyleRole
    /// Its width in columns.
    public let width: Int
    /// Colours of its own, drawn instead of the role's (see ``Segment/colours``).
    public let colours: TextColours?

    /// A run of `text` (already sanitised and measured at `width` columns) in `role`, in
    /// `colours` of its own when given.
    public init(text: String, role: StyleRole, width: Int, colours: TextColours? = nil) {
        self.text = text
        self.role = role
        self.width = width
        self.colours = colours
    }
}
