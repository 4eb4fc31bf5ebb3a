import CNcursesw

/// The named roles text can be drawn in; a ``Theme`` decides what each looks like.
public enum StyleRole: Int, Sendable, CaseIterable {
    /// Ordinary text.
    case normal
    /// The selected row of a pane that does not have the focus.
    case selection
    /// The selected row of the focused pane.
    case focusedSelection
    /// Section headers and titles.
    case header
    /// Secondary text (counts, dates).
    case dim
    /// Highlighted text (a favorite mark, a match).
    case accent
    /// The status line.
    case status
}

/// How each ``StyleRole`` is drawn: ncurses attributes and a color pair.
public struct Theme: Sendable {
    /// The look of one role.
    public struct Look: Sendable, Equatable {
        /// ncurses attribute bits (`A_BOLD`, `A_REVERSE`...).
        public var attributes: attr_t
        /// The color pair number, 0 for the terminal's default colors.
        public var colorPair: Int16
    }

    /// Whether this theme uses colors (false: reverse and bold only).
    public let usesColor: Bool
    private let looks: [Look]

    /// The look for `role`.
    public func look(_ role: StyleRole) -> Look { looks[role.rawValue] }

    /// The theme for terminals without colors or with `NO_COLOR` set: reverse, bold, dim, underline.
    public static func monochrome() -> Theme {
        Theme(usesColor: false, looks: StyleRole.allCases.map { role in
            switch role {
            case .normal: Look(attributes: rcp_a_normal(), colorPair: 0)
            case .selection: Look(attributes: rcp_a_reverse(), colorPair: 0)
            case .focusedSelection: Look(attributes: rcp_a_reverse() | rcp_a_bold(), colorPair: 0)
            case .header: Look(attributes: rcp_a_bold() | rcp_a_underline(), colorPair: 0)
            case .dim: Look(attributes: rcp_a_dim(), colorPair: 0)
            case .accent: Look(attributes: rcp_a_bold(), colorPair: 0)
            case .status: Look(attributes: rcp_a_reverse(), colorPair: 0)
            }
        })
    }

    /// The color theme; `installPairs` registers its pairs with ncurses (after `start_color`).
    public static func colored() -> Theme {
        Theme(usesColor: true, looks: StyleRole.allCases.map { role in
            let pair = Int16(role.rawValue)
            switch role {
            case .normal: return Look(attributes: rcp_a_normal(), colorPair: 0)
            case .dim: return Look(attributes: rcp_a_dim(), colorPair: 0)
            case .header: return Look(attributes: rcp_a_bold(), colorPair: pair)
            default: return Look(attributes: rcp_a_normal(), colorPair: pair)
            }
        })
    }

    /// Defines the color pairs of a colored theme (foreground, background; -1 is the default color).
    @MainActor
    func installPairs() {
        guard usesColor else { return }
        let colors: [StyleRole: (Int16, Int16)] = [
            .selection: (-1, Int16(COLOR_BLUE)),
            .focusedSelection: (Int16(COLOR_BLACK), Int16(COLOR_CYAN)),
            .header: (Int16(COLOR_YELLOW), -1),
            .accent: (Int16(COLOR_RED), -1),
            .status: (Int16(COLOR_BLACK), Int16(COLOR_WHITE)),
        ]
        for (role, pair) in colors {
            init_pair(Int16(role.rawValue), pair.0, pair.1)
        }
    }
}
