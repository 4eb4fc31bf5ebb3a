/// The identifiers of the sections and items a list shows, in order, as UIKit's
/// `NSDiffableDataSourceSnapshot`.
///
/// A snapshot is a value: copying it is O(1) and the first mutation of a shared copy
/// copies the item array it edits (copy-on-write), never the item index. Identifiers are
/// unique: an item appears in at most one section, at most once, and section identifiers
/// are unique among sections.
///
/// Besides the ordered sections and their items, a snapshot keeps an index from each item
/// to its section and offset (a shared base plus the edits since it was built, see
/// `_ItemIndex`), and from each section to its position, so lookups never scan.
public struct DiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable,
    ItemIdentifierType: Hashable & Sendable
>: Sendable {
    /// One section: its identifier and its items in order.
    @usableFromInline
    internal struct _Section: Sendable, Equatable {
        @usableFromInline var identifier: SectionIdentifierType
        @usableFromInline var items: [ItemIdentifierType]

        @inlinable
        init(identifier: SectionIdentifierType, items: [ItemIdentifierType] = []) {
            self.identifier = identifier
            self.items = items
        }
    }

    /// The sections, in display order.
    @usableFromInline internal var _sections: ContiguousArray<_Section>
    /// Position of each section in `_sections`.
    @usableFromInline internal var _sectionPositions: [SectionIdentifierType: Int]
    /// Section position and offset within it of each item.
    @usableFromInline internal var _index: _ItemIndex<ItemIdentifierType>
    /// `_sectionStarts[s]` is the index, across the snapshot, of section `s`'s first item;
    /// one more element than there are sections, the last being the number of items.
    @usableFromInline internal var _sectionStarts: ContiguousArray<Int>
    /// Items marked by `reloadItems(_:)`.
    @usableFromInline internal var _reloadedItems: Set<ItemIdentifierType>
    /// Items marked by `reconfigureItems(_:)`.
    @usableFromInline internal var _reconfiguredItems: Set<ItemIdentifierType>
    /// Sections marked by `reloadSections(_:)`.
    @usableFromInline internal var _reloadedSections: Set<SectionIdentifierType>

    /// Creates an empty snapshot: no sections, no items.
    @inlinable
    public init() {
        _sections = []
        _sectionPositions = [:]
        _index = _ItemIndex()
        _sectionStarts = [0]
        _reloadedItems = []
        _reconfiguredItems = []
        _reloadedSections = []
    }
}

/// Where an item is: its section's position and its offset within that section.
@usableFromInline
internal struct _ItemLocation: Hashable, Sendable {
    @usableFromInline var section: Int
    @usableFromInline var offset: Int

    @inlinable
    init(section: Int, offset: Int) {
        self.section = section
        self.offset = offset
    }
}
