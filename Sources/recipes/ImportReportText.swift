import Foundation
import RecipeFormats
import RecipeKit

/// What `recipes import` says: problems and notes on stderr, the summary line on stdout.
enum ImportReportText {
    /// How many skipped or refused items are listed one by one before the rest is only counted.
    static let listedItems = 20

    /// Prints the report; `singleFile` names the one file read, for "from FILE" in the summary;
    /// `pages` of the files read were web pages fetched.
    static func print(_ report: FileImportReport, singleFile: String?, pages: Int = 0) {
        for problem in report.refused + report.warnings { StandardOutput.note(TerminalText.line(problem.description)) }
        if report.isDryRun {
            for entry in report.added.prefix(listedItems) { Swift.print("would add: \(describe(entry))") }
            if report.added.count > listedItems { Swift.print("would add: … and \(report.added.count - listedItems) more") }
            for entry in report.replaced.prefix(listedItems) { Swift.print("would replace: \(describe(entry))") }
        }
        let external = report.alreadyInLibrary.filter { entry in !report.skippedIDs.contains { $0 == entry.id } }
        for entry in external.prefix(listedItems) {
            StandardOutput.note("\(describe(entry)) is already in the library\(entry.id.map { " (ID \($0))" } ?? "") "
                + "(use --replace to update it)")
        }
        if external.count > listedItems { StandardOutput.note("… and \(external.count - listedItems) more already in the library") }
        if !report.skippedIDs.isEmpty {
            let ids = report.skippedIDs.map(String.init).joined(separator: ", ")
            StandardOutput.note("Skipped \(recipeCount(report.skippedIDs.count)) whose IDs are already in the library: \(ids) "
                + "(use --replace to overwrite them).")
        }
        if !report.replacedSamples.isEmpty {
            let ids = report.replacedSamples.map(String.init).joined(separator: ", ")
            StandardOutput.note(
                "Replaced \(sampleCount(report.replacedSamples.count)) you had not changed with yours of the same IDs: \(ids).")
        }
        Swift.print(summary(report, singleFile: singleFile, pages: pages))
    }

    /// `Imported 412 recipes from 415 files; 2 already in the library; 1 refused.`
    static func summary(_ report: FileImportReport, singleFile: String?, pages: Int = 0) -> String {
        let files = report.fileCount - pages
        let counted = [files > 0 || pages == 0 ? (files == 1 ? "1 file" : "\(files) files") : nil,
                       pages > 0 ? (pages == 1 ? "1 web page" : "\(pages) web pages") : nil]
        let source = singleFile.map(TerminalText.line) ?? counted.compactMap { $0 }.joined(separator: " and ")
        var parts = ["\(report.isDryRun ? "Would import" : "Imported") \(recipeCount(report.added.count)) from \(source)"]
        if !report.replaced.isEmpty { parts.append("\(report.isDryRun ? "would replace" : "replaced") \(report.replaced.count)") }
        if !report.alreadyInLibrary.isEmpty { parts.append("\(report.alreadyInLibrary.count) already in the library") }
        // Each refusal was told on standard error with its reason: the summary counts them only,
        // so that no problem is read twice.
        if !report.refused.isEmpty { parts.append("\(report.refused.count) refused") }
        return parts.joined(separator: "; ") + "."
    }

    private static func describe(_ entry: FileImportReport.Entry) -> String {
        "\(TerminalText.line(entry.fileName)): \"\(TerminalText.line(entry.title))\""
    }
}
