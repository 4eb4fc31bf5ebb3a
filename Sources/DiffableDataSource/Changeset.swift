import Foundation

/// The difference between two snapshots, in the terms of a batch update of a list view.
///
/// Deletes and move sources are positions in the old snapshot; inserts, move destinations,
/// reloads and reconfigures are positions in the new one. Applying it the way a list view
/// applies a batch update turns the old lists into the new ones:
///
/// 1. remove the items at `itemDeletes` and at the `from` of `itemMoves` (old positions);
/// 2. remove the sections at `sectionDeletes` and at the `from` of `sectionMoves` (old
///    positions), then insert the sections of `sectionInserts` (empty) and of the `to` of
///    `sectionMoves` (with the items they kept) at their new positions, ascending;
/// 3. insert the items of `itemInserts` and of the `to` of `itemMoves` at their new positions,
///    ascending.
///
/// Deleted sections are emptied by step 1 (their items are listed as deletes or moves);
/// inserted sections are filled by step 3. Reloaded sections and reloaded or reconfigured
/// items are redrawn at their new positions once the changes are applied.
public struct Changeset<
    SectionIdentifierType: Hashable & Sendable,
    ItemIdentifierType: Hashable & Sendable
>: Sendable, Equatable {
    /// A change of position, from an old one to a new one.
    public struct Move<Position: Hashable & Sendable>: Hashable, Sendable {
        /// The position in the old snapshot.
        public var from: Position
        /// The position in the new snapshot.
        public var to: Position

        /// Creates a move from an old position to a new one.
        @inlinable
        public init(from: Position, to: Position) {
            self.from = from
            self.to = to
        }
    }

    /// Old positions of the sections that are gone.
    public var sectionDeletes: [Int]
    /// New positions of the sections that are new.
    public var sectionInserts: [Int]
    /// Sections that changed place relative to the others, fewest possible.
    public var sectionMoves: [Move<Int>]
    /// New positions of staying sections marked by `reloadSections(_:)`.
    public var sectionReloads: [Int]
    /// Old positions of the items that are gone.
    public var itemDeletes: [IndexPath]
    /// New positions of the items that are new.
    public var itemInserts: [IndexPath]
    /// Items that changed place relative to the others in their section, or changed section.
    public var itemMoves: [Move<IndexPath>]
    /// New positions of staying items marked by `reloadItems(_:)`.
    public var itemReloads: [IndexPath]
    /// New positions of staying items marked by `reconfigureItems(_:)`.
    public var itemReconfigures: [IndexPath]

    /// Creates a changeset from its parts (views' tests build them by hand).
    @inlinable
    public init(
        sectionDeletes: [Int] = [], sectionInserts: [Int] = [], sectionMoves: [Move<Int>] = [],
        sectionReloads: [Int] = [], itemDeletes: [IndexPath] = [], itemInserts: [IndexPath] = [],
        itemMoves: [Move<IndexPath>] = [], itemReloads: [IndexPath] = [], itemReconfigures: [IndexPath] = []
    ) {
        self.sectionDeletes = sectionDeletes
        self.sectionInserts = sectionInserts
        self.sectionMoves = sectionMoves
        self.sectionReloads = sectionReloads
        self.itemDeletes = itemDeletes
        self.itemInserts = itemInserts
        self.itemMoves = itemMoves
        self.itemReloads = itemReloads
        self.itemReconfigures = itemReconfigures
    }

    /// Whether the two snapshots show the same thing and nothing needs redrawing.
    @inlinable
    public var isEmpty: Bool {
        sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty && sectionReloads.isEmpty
            && itemDeletes.isEmpty && itemInserts.isEmpty && itemMoves.isEmpty
            && itemReloads.isEmpty && itemReconfigures.isEmpty
    }
}
