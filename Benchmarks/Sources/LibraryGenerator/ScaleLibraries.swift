import Foundation

/// The synthetic libraries the scale benchmarks share, generated on first use and kept between runs.
///
/// They live in `Benchmarks/.build-data/scale/` (ignored by git through the `.build-*/` rule), or in
/// `$RECIPES_SCALE_DATA` when set. Their dates count back from a fixed `referenceDate`, and the
/// benchmarks open them with the store's clock set to that date, so Recents holds the same recipes
/// whatever day the benchmarks run.
public enum ScaleLibraries {
    /// The seed of every shared library.
    public static let seed: UInt64 = 6
    /// The "now" the shared libraries are dated from: 2026-01-01T00:00:00Z.
    public static let referenceDate = Date(timeIntervalSince1970: 1_767_225_600)

    /// The directory holding the shared libraries.
    public static var directory: String {
        if let custom = ProcessInfo.processInfo.environment["RECIPES_SCALE_DATA"], !custom.isEmpty { return custom }
        // This file is Benchmarks/Sources/LibraryGenerator/ScaleLibraries.swift.
        let benchmarks = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return benchmarks.appendingPathComponent(".build-data/scale").path
    }

    /// The path of the shared library of `count` recipes, generating it first if it is not there.
    ///
    /// A generation is written under a temporary name and renamed when complete, so an interrupted run
    /// never leaves a partial library to be measured later.
    public static func library(count: Int, log: (String) -> Void = { _ in }) throws -> String {
        let path = "\(directory)/library-\(count)-seed-\(seed).sqlite"
        if FileManager.default.fileExists(atPath: path) { return path }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let partial = path + ".partial-\(ProcessInfo.processInfo.processIdentifier)"
        log("generating \(count) recipes into \(path) (once; kept for later runs)")
        let outcome = try LibraryGeneration.generate(
            count: count, seed: seed, referenceDate: referenceDate, path: partial)
        try FileManager.default.moveItem(atPath: partial, toPath: path)
        log(String(format: "generated %d recipes in %.1f s, %.1f MB", outcome.count, outcome.seconds,
                   Double(outcome.bytes) / 1_048_576))
        return path
    }
}
