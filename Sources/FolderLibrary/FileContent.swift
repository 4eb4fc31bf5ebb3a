// What of a recipe its `.cook` file holds, and a hash of it: what tells a change to the text
// made here from a favorite or a shopping mark, which live in the folder's logs instead.
import Foundation
import RecipeKit

/// What of a recipe its file holds: the same for two recipes that differ only in what lives
/// elsewhere (favorite, date, pictures), and hashed to tell the file's text changed here.
enum FileContent {
    /// `recipe` without what its file does not hold (its ID, favorite, date, pictures) and with
    /// its collections without case, as a file read again gives it.
    static func of(_ recipe: Recipe) -> Recipe {
        var recipe = recipe
        recipe.id = 0
        recipe.isFavorite = false
        recipe.addedOn = nil
        recipe.imageNames = []
        recipe.collections = recipe.collections.map { $0.lowercased() }
        return recipe
    }

    /// Whether two recipes say the same in what a file holds.
    static func same(_ a: Recipe, _ b: Recipe) -> Bool {
        of(a) == of(b)
    }

    /// A hash of what the index holds of a file: its Cooklang text (`source`: for a file read
    /// without problem, the file's bytes), else the recipe's content (a damaged file's note, a
    /// form edit's recipe). Equal before and after a change made here, the change touched only
    /// what the file does not hold; `nil` when it cannot be told (a recipe that cannot be encoded).
    static func hash(source: String?, recipe: Recipe) -> Int64? {
        if let source { return fnv1a(source.utf8) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(of(recipe))).map(fnv1a)
    }

    /// FNV-1a, 64 bits: stable across runs and machines (Swift's `Hasher` is seeded per process),
    /// and a few instructions a byte; it tells changes apart, nobody forges them.
    private static func fnv1a<Bytes: Sequence>(_ bytes: Bytes) -> Int64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return Int64(bitPattern: hash)
    }
}
