import Foundation
import GRDB

/// Collection names compare without case: `Breakfast` and `breakfast` are one collection, under
/// one spelling. The spelling the library already holds wins, so a recipe imported with
/// `breakfast` joins the `Breakfast` the sidebar shows; a name new to the library keeps the
/// spelling it first comes with. (Migration "v14 collections without case" merged the spellings
/// of libraries written before: there the most used spelling won.)
struct CollectionNames {
    /// The stored spelling of each collection, by its key.
    private var spellings: [String: String]
    /// The spelling of each name as given so far (see `spelling(of:)`).
    private var spellingByName: [String: String] = [:]

    /// What two spellings of one collection share: the name in lower case (Unicode's rules, so
    /// `ÉTÉ` and `été` are one; accents still tell names apart).
    static func key(_ name: String) -> String { name.lowercased() }

    /// The spellings of the library's collections (a few dozen rows: the counts table).
    init(_ db: Database) throws {
        spellings = [:]
        for name in try String.fetchAll(db, sql: "SELECT name FROM collectionCount") {
            spellings[Self.key(name)] = spellings[Self.key(name)] ?? name
        }
    }

    /// A name as a person gave it (on the command line, in a rename), without the spaces around
    /// it: `"Desserts "` pasted or typed is `Desserts`.
    static func trimmed(_ name: String) -> String { name.trimmingCharacters(in: .whitespaces) }

    /// The library's spelling of `name`, or nil when no collection has that name in any case.
    /// A name given with spaces around it finds the collection without them, as a rename trims
    /// the new name; a collection the library holds with such spaces (an import wrote it so) is
    /// still found as written.
    func stored(_ name: String) -> String? {
        if let spelling = spellings[Self.key(name)] { return spelling }
        let trimmed = Self.trimmed(name)
        return trimmed == name ? nil : spellings[Self.key(trimmed)]
    }

    /// `names` in the library's spellings, each collection once (first occurrence kept); a name
    /// new to the library becomes its spelling for the names after it.
    mutating func canonical(_ names: [String]) -> [String] {
        var result: [String] = []
        result.reserveCapacity(names.count)
        for name in names {
            let spelling = spelling(of: name)
            // One spelling per key, so comparing spellings compares keys; lists are a few names long.
            if !result.contains(spelling) { result.append(spelling) }
        }
        return result
    }

    /// The spelling `name` takes, remembered by the name as given: an import meets the same few
    /// dozen names 100,000 times, and lowercasing each one was most of this type's cost.
    private mutating func spelling(of name: String) -> String {
        if let known = spellingByName[name] { return known }
        let key = Self.key(name)
        let spelling = spellings[key] ?? name
        spellings[key] = spelling
        spellingByName[name] = spelling
        return spelling
    }

    /// The key of every name in `names`, to compare lists without case.
    static func keys(_ names: [String]) -> [String] { names.map(key) }
}
