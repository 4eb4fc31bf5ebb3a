import Foundation

extension IndexPath {
    /// Creates an index path for `item` in `section`, as UIKit's `IndexPath(item:section:)` does.
    ///
    /// Built by appending so that Foundation keeps the two indexes inline, without allocating.
    @inlinable
    public init(item: Int, section: Int) {
        self.init()
        append(section)
        append(item)
    }

    /// The position of an item within its section (the second index), as in UIKit.
    @inlinable
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The position of the section (the first index), as in UIKit.
    @inlinable
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
}
