// What `--pictures` and RECIPES_PICTURES ask for, and what it means on a given terminal.
import Pictures

/// How the person asked pictures to be shown.
public enum PictureChoice: String, Sendable, CaseIterable {
    /// Pictures as character cells, in as many colours as the terminal has.
    case auto
    /// Pictures as character cells (libchafa's block glyphs).
    case symbols
    /// No pictures.
    case none

    /// How pictures are shown on a terminal of `colourCount` colours (0: none, or `NO_COLOR`):
    /// 24-bit on a direct-colour terminal, 240 of the 256-colour palette on a 256-colour one,
    /// and glyph shapes alone (no colours of their own) otherwise.
    public func display(colourCount: Int) -> PictureDisplay {
        switch self {
        case .none: .none
        case .auto, .symbols:
            .symbols(colourCount >= 1 << 24 ? .trueColour : colourCount >= 256 ? .indexed256 : .none)
        }
    }
}
