import RecipeKit

// A file renamed and edited between two catch-ups (a `git pull` of a commit that renames and
// edits, an editor's "save as" then delete) has a new stamp under a new path: without this, its
// recipe would be deleted and added again, with a new ID and without its favorite.
extension FolderLibrary {
    /// How much of a file's words must stay for a new file to be the gone one renamed and edited:
    /// half, as git finds renames (its default similarity is 50%).
    static let renameSimilarity = 0.5
    /// Above this many pairs of new and gone files (a mass change: 100 gone and 100 new), no pair
    /// is compared, so a large pull stays one quick catch-up; its renames with edits are then
    /// deletes and additions, as before there was this.
    static let renamePairsCompared = 10_000

    /// The renames among `added` (files new to the index, read) and `gone` (files the index knew,
    /// gone from their paths), by content: a new file and a gone one whose texts share at least
    /// `renameSimilarity` of their words, each the other's only such file. Returns the gone path
    /// of each, with the new file read.
    func renamedAndEdited(_ added: [FolderChanges.ReadRecipe], gone: [String: IndexedFile]) throws
        -> [(from: String, to: FolderChanges.ReadRecipe)] {
        guard !added.isEmpty, !gone.isEmpty, added.count * gone.count <= Self.renamePairsCompared else { return [] }
        var goneWords: [(path: String, words: [Substring: Int])] = []
        for (path, file) in gone.sorted(by: { $0.key < $1.key }) {
            if let text = try index.cooklangSource(of: file.recipeID) { goneWords.append((path, Self.words(of: text))) }
        }
        guard !goneWords.isEmpty else { return [] }
        var candidatesOfGone: [String: [Int]] = [:]
        var candidatesOfAdded: [Int: [String]] = [:]
        for (index, read) in added.enumerated() {
            guard let text = read.cooklangSource else { continue }
            let words = Self.words(of: text)
            for gone in goneWords where Self.similarity(words, gone.words) >= Self.renameSimilarity {
                candidatesOfGone[gone.path, default: []].append(index)
                candidatesOfAdded[index, default: []].append(gone.path)
            }
        }
        return candidatesOfAdded.sorted { $0.key < $1.key }.compactMap { index, paths in
            guard paths.count == 1, candidatesOfGone[paths[0]] == [index] else { return nil }
            return (paths[0], added[index])
        }
    }

    /// The words of `text` (split at white space), each with how often it comes.
    static func words(of text: String) -> [Substring: Int] {
        var words: [Substring: Int] = [:]
        for word in text.split(whereSeparator: \.isWhitespace) { words[word, default: 0] += 1 }
        return words
    }

    /// The share of words two texts have in common, of the longer one's.
    static func similarity(_ a: [Substring: Int], _ b: [Substring: Int]) -> Double {
        let countA = a.values.reduce(0, +), countB = b.values.reduce(0, +)
        guard max(countA, countB) > 0 else { return 0 }
        var common = 0
        for (word, count) in a { common += min(count, b[word] ?? 0) }
        return Double(common) / Double(max(countA, countB))
    }
}
