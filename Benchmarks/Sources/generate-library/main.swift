// generate-library: writes a deterministic synthetic recipe library for scale measurements.
import ArgumentParser
import Foundation
import LibraryGenerator

struct GenerateLibrary: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate-library",
        abstract: "Write a synthetic recipe library through RecipeKit, the same for the same seed and date.")

    @Option(help: "How many recipes to generate.")
    var count: Int

    @Option(help: "The seed; the same seed and reference date give the same library.")
    var seed: UInt64 = 1

    @Option(help: "The library file to create (must not exist).")
    var output: String

    @Option(help: "The day recipes are dated back from, YYYY-MM-DD (UTC). Default: today, so Recents is filled.")
    var referenceDate: String?

    func validate() throws {
        guard count > 0 else { throw ValidationError("--count must be at least 1") }
        if let referenceDate, Self.day(referenceDate) == nil {
            throw ValidationError("--reference-date must look like 2026-01-31, not \(referenceDate)")
        }
        if FileManager.default.fileExists(atPath: output) {
            throw ValidationError("\(output) already exists; remove it or choose another --output")
        }
    }

    func run() throws {
        let now = Date()
        let date = referenceDate.flatMap(Self.day) ?? Date(timeIntervalSince1970: (now.timeIntervalSince1970 / 86_400).rounded(.down) * 86_400)
        // Absolute, because RecipeStore cannot create a library given as a bare file name (no directory part).
        let path = URL(fileURLWithPath: output).standardizedFileURL.path
        let outcome = try LibraryGeneration.generate(count: count, seed: seed, referenceDate: date, path: path) { done in
            if done % 100_000 == 0 { FileHandle.standardError.write(Data("\(done) recipes\n".utf8)) }
        }
        print(String(format: "%d recipes in %.1f s (%.0f recipes/s), %.1f MB: %@", outcome.count, outcome.seconds,
                     Double(outcome.count) / outcome.seconds, Double(outcome.bytes) / 1_048_576, output))
    }

    private static func day(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.date(from: text)
    }
}

GenerateLibrary.main()
