// The sidebar's identifiers: small immutable values, as DESIGN.md allows for the sidebar.
import RecipeKit

/// One line of the sidebar: a group header or a scope the list can show.
///
/// Identity is the kind and name only; a collection's count is looked up when its row is drawn,
/// so a changed count reconfigures the row instead of replacing it.
public enum SidebarItem: Hashable, Sendable {
    /// An expandable group.
    case header(SidebarGroup)
    /// A scope the recipe list can show.
    case scope(RecipeQuery.Scope)

    /// The text of the row, without count or disclosure mark.
    public var title: String {
        switch self {
        case .header(let group): group.title
        case .scope(.all): "All Recipes"
        case .scope(.favorites): "Favorites"
        case .scope(.recents): "Recents"
        case .scope(.collection(let name)): name
        }
    }
}

/// The sidebar's two expandable groups.
public enum SidebarGroup: Hashable, Sendable, CaseIterable {
    /// All Recipes, Favorites, Recents.
    case library
    /// Every collection in use.
    case collections

    /// The header text.
    public var title: String {
        switch self {
        case .library: "Library"
        case .collections: "Collections"
        }
    }
}
