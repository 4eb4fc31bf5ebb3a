// What `--pictures` and RECIPES_PICTURES ask for, and what it means on a given terminal.
import Pictures
import TerminalUI

/// How the person asked pictures to be shown.
public enum PictureChoice: String, Sendable, CaseIterable {
    /// The best the terminal has: kitty's graphics where it speaks them, else character cells.
    case auto
    /// Pictures as character cells (libchafa's block glyphs).
    case symbols
    /// Pictures sent to the terminal once with kitty's graphics protocol, shown by placeholder
    /// text (or placed on the screen, on a kitty older than 0.28).
    case kitty
    /// Pictures as sixels, drawn again after every frame that drew over them.
    case sixel
    /// No pictures.
    case none

    /// Whether the terminal is to be asked about pictures at start: for `auto` and `kitty` (which
    /// terminal and version: placeholders or placements), and only where an answer could change
    /// the choice (colours allowed, no multiplexer in between, not the Linux console).
    public func asksTerminal(environment: [String: String]) -> Bool {
        guard self == .auto || self == .kitty, environment["NO_COLOR"].map(\.isEmpty) ?? true else { return false }
        return !PictureTerminal.isMultiplexerOrConsole(environment)
    }

    /// How pictures are shown on `terminal`.
    ///
    /// `symbols` uses 24-bit colour on a direct-colour terminal, 240 of the 256-colour palette on a
    /// 256-colour one, and glyph shapes alone (no colours of their own) otherwise or with
    /// `NO_COLOR`. `kitty` and `sixel` need colours: without them they show symbols. `kitty`
    /// uses Unicode placeholders, unless the terminal answered the kitty graphics query and is
    /// not one that has them (kitty before 0.28, WezTerm): then the detail's picture is placed
    /// on the screen. `auto` is `kitty` where the terminal answered the kitty graphics query;
    /// symbols everywhere else (sixel repaints after every frame, so it is left for the person
    /// to choose).
    public func display(on terminal: PictureTerminal) -> PictureDisplay {
        let colours: CellColours = terminal.colourCount >= 1 << 24 ? .trueColour : terminal.colourCount >= 256 ? .indexed256 : .none
        let cell = terminal.cellPixelSize ?? .assumed
        switch self {
        case .none: return .none
        case .symbols: return .symbols(colours)
        case .sixel: return colours == .none ? .symbols(.none) : .sixel(cell, cards: colours)
        case .kitty, .auto:
            guard colours != .none else { return .symbols(.none) }
            guard let reply = terminal.reply, reply.speaksKittyGraphics else { return self == .kitty ? .kitty(cell) : .symbols(colours) }
            return PictureTerminal.hasUnicodePlaceholders(version: reply.version) ? .kitty(cell) : .kittyPlacement(cell, cards: colours)
        }
    }
}

/// What the browser knows of the terminal when it chooses how to show pictures.
public struct PictureTerminal: Sendable {
    /// The colours text may use (0 with `NO_COLOR`).
    public var colourCount: Int
    /// What the terminal answered about pictures; nil when it was not asked.
    public var reply: GraphicsReply?
    /// The size of a cell in pixels, when the terminal says.
    public var cellPixelSize: CellPixelSize?

    /// The facts given.
    public init(colourCount: Int, reply: GraphicsReply? = nil, cellPixelSize: CellPixelSize? = nil) {
        self.colourCount = colourCount
        self.reply = reply
        self.cellPixelSize = cellPixelSize
    }

    /// Whether `TERM`/`TERM_PROGRAM` name tmux or screen (which pass no graphics commands on
    /// unless told to, and answer queries themselves) or the Linux console.
    static func isMultiplexerOrConsole(_ environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        return term.hasPrefix("screen") || term.hasPrefix("tmux") || term == "linux"
            || environment["TERM_PROGRAM"] == "tmux" || environment["TMUX"] != nil
    }

    /// Whether the terminal whose XTVERSION is `version` shows kitty's Unicode placeholders:
    /// kitty from 0.28 on (`kitty(0.31.0)`), and Ghostty (`ghostty 1.1.3`).
    static func hasUnicodePlaceholders(version: String?) -> Bool {
        guard let version else { return false }
        if version.lowercased().hasPrefix("ghostty") { return true }
        guard version.hasPrefix("kitty("), version.hasSuffix(")") else { return false }
        let numbers = version.dropFirst(6).dropLast().split(separator: ".").compactMap { Int($0) }
        guard numbers.count >= 2 else { return false }
        return numbers[0] > 0 || numbers[1] >= 28
    }
}

/// The size of a character cell in pixels.
public struct CellPixelSize: Sendable, Hashable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// A cell of `width` x `height` pixels, each kept between 4 x 8 and 24 x 48 (beyond that the
    /// pictures sent would only be larger, not sharper than the screen shows).
    public init(width: Int, height: Int) {
        self.width = min(24, max(4, width))
        self.height = min(48, max(8, height))
    }

    /// The cell assumed when the terminal does not say (a common 10 x 20).
    public static let assumed = CellPixelSize(width: 10, height: 20)
}
