import Foundation
import RecipeKit

/// Writes a synthetic library through RecipeKit's public API, so its schema, indexes, triggers and
/// full-text index are exactly the product's.
public enum LibraryGeneration {
    /// How many recipes go into one `importRecipes` call (one transaction).
    public static let batchSize = 10_000

    /// What a generation run produced.
    public struct Outcome: Sendable {
        /// Recipes imported.
        public var count: Int
        /// Wall-clock seconds, from opening the new library to the last commit.
        public var seconds: Double
        /// Size of the library file (and its WAL, if any) afterwards.
        public var bytes: Int
    }

    /// Creates a new library at `path` with `count` recipes for `seed`, calling `progress` after each batch.
    ///
    /// - Throws: `GenerationError.exists` if `path` exists (a library is never overwritten), or what
    ///   RecipeKit throws.
    public static func generate(
        count: Int, seed: UInt64, referenceDate: Date, path: String,
        progress: (Int) -> Void = { _ in }
    ) throws -> Outcome {
        guard !FileManager.default.fileExists(atPath: path) else { throw GenerationError.exists(path: path) }
        let clock = ContinuousClock()
        let start = clock.now
        let done = try fill(path: path, count: count, seed: seed, referenceDate: referenceDate, progress: progress)
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        // Measured after the store is gone: closing it checkpoints the WAL into the file.
        return Outcome(count: done, seconds: seconds, bytes: fileSize(path) + fileSize(path + "-wal"))
    }

    private static func fill(
        path: String, count: Int, seed: UInt64, referenceDate: Date, progress: (Int) -> Void
    ) throws -> Int {
        let store = try RecipeStore(path: path, newLibrary: .empty, now: { referenceDate })
        var recipes = SyntheticRecipes(count: count, seed: seed, referenceDate: referenceDate)
        var done = 0
        while true {
            var batch: [Recipe] = []
            batch.reserveCapacity(batchSize)
            while batch.count < batchSize, let recipe = recipes.next() { batch.append(recipe) }
            if batch.isEmpty { break }
            _ = try store.importRecipes(batch, existing: .skip)
            done += batch.count
            progress(done)
        }
        return done
    }

    /// The size of a file in bytes, 0 when it does not exist.
    public static func fileSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }
}

/// Why a library could not be generated, in words for the person who ran the command.
public enum GenerationError: Error, CustomStringConvertible {
    /// The output file is already there.
    case exists(path: String)

    /// The message to show.
    public var description: String {
        switch self {
        case .exists(let path): "\(path) already exists; remove it or choose another --output"
        }
    }
}
