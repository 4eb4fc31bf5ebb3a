/// The identifiers of the sections and items a list shows, in order, as UIKit's
/// `NSDiffableDataSourceSnapshot`.
///
/// A snapshot is a value: copying it is O(1) and the first mutation of a shared copy
/// copies its storage (copy-on-write). Identifiers are unique: an item appears in at most
/// one section, at most once, and section identifiers are unique among sections.
///
/// Besides the ordered sections and their items, a snapshot keeps an index from each item
/// to its section and offset, and from each section to its position, kept exact by every
/// mutation, so lookups never scan.
public struct DiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable,
    ItemIdentifierType: Hashable & Sendable
>: Sendable {
    /// One section: its identifier and its items in order.
    @usableFromInline
    internal struct _Section: Sendable, Equatable {
        @usableFromInline var identifier: SectionIdentifierType
        @usableFromInline var items: ContiguousArray<ItemIdentifierType>

        @inlinable
        init(identifier: SectionIdentifierType, items: ContiguousArray<ItemIdentifierType> = []) {
            self.identifier = identifier
            self.items = items
        }
    }

    /// The sections, in display order.
    @usableFromInline internal var _sections: ContiguousArray<_Section>
    /// Position of each section in `_sections`.
    @usableFromInline internal var _sectionPositions: [SectionIdentifierType: Int]
    /// Section position and offset within it of each item.
    @usableFromInline internal var _locations: [ItemIdentifierType: _ItemLocation]
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
        _locations = [:]
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
