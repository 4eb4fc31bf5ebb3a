/// Colours of their own for a piece of text, beside the theme's roles: what a picture drawn as
/// character cells needs (every cell has its own two colours).
///
/// The numbers are the terminal's colour numbers: palette indices (0-255) on a 256-colour
/// terminal, 0xRRGGBB on a direct-colour one (`Terminal.colourCount` says which); -1 is the
/// terminal's default colour. Where the theme has no colours (`NO_COLOR`, a monochrome
/// terminal) they are not used.
public struct TextColours: Sendable, Hashable {
    /// The colour of the glyph.
    public var foreground: Int32
    /// The colour of the cell behind it.
    public var background: Int32

    /// Colours `foreground` on `background`.
    public init(foreground: Int32, background: Int32) {
        self.foreground = foreground
        self.background = background
    }
}
