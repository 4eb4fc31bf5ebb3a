// `i`: a recipe imported from a web address or a file, asked in the one-line prompt. The page is
// fetched off the event loop; its recipe is written here when it comes, arrives by the same diff
// as any other change, and is selected.
import Foundation
import RecipeKit
import WebFetch

extension Browser {
    /// Opens the prompt for a web address or a path to import.
    func startImport() {
        open(LinePrompt(question: "Import from (web address or path):", text: "", enterHint: "import",
                        enterHelp: "import the recipe at that web address, or in that file",
                        cancelMessage: "Nothing imported") { browser, answer in
            browser.importRecipes(from: answer.trimmingCharacters(in: .whitespaces))
        })
    }

    /// Starts reading `answer` off the event loop; the status line says so until it lands.
    private func importRecipes(from answer: String) {
        guard !answer.isEmpty else {
            message = "Nothing imported: type a web address (https://…) or the path of a file"
            return
        }
        var isFolder: ObjCBool = false
        if !WebAddress.isAddress(answer), FileManager.default.fileExists(atPath: answer, isDirectory: &isFolder), isFolder.boolValue {
            // A folder may hold thousands of files, and `/` everything: that is the command line's job.
            message = "i imports one file or web address; for a whole folder: recipes import FOLDER"
            return
        }
        guard !store.isReadOnly else {
            message = "The library is read-only: nothing can be imported"
            return
        }
        importWorker.submit(answer)
    }

    /// What the status line says while imports are read (`importing https://… `), or nil.
    var importProgressText: String? {
        let waiting = importWorker.waiting
        guard let first = waiting.first else { return nil }
        return "importing " + first + (waiting.count > 1 ? " (+\(waiting.count - 1) more)" : "")
    }

    /// Whether an import is being read.
    public var isImporting: Bool { !importWorker.waiting.isEmpty }

    /// Writes the imports that have been read since the last call, selects the last recipe added
    /// and says what happened; whether any came.
    func landImports() -> Bool {
        let outcomes = importWorker.takeOutcomes()
        for outcome in outcomes { land(outcome) }
        return !outcomes.isEmpty
    }

    private func land(_ outcome: RecipeImportWorker.Outcome) {
        perform("import \(outcome.answer)") {
            let report = try store.importFiles(outcome.files, existing: .skip)
            let added = try report.added.compactMap(\.id).compactMap { try store.recipe(with: $0) }
            for recipe in added { history.record(.added(RemovedRecipe(recipe: recipe)), at: list.query) }
            if let shown = added.last ?? report.alreadyInLibrary.last?.id.flatMap({ try? store.recipe(with: $0) }) {
                show(imported: shown.id)
            }
            message = Self.summary(of: report, added: added)
        }
    }

    /// Selects a recipe just imported: in the list as it is when it shows it, else in All Recipes.
    private func show(imported id: Recipe.ID) {
        reveal(id)
        guard !list.snapshot.itemIdentifiers.contains(id) else { return }
        choose(.all, waiting: true)
        if list.query.searchText != nil { filterList(by: nil) }
        reveal(id)
    }

    /// One line: what was added, or why nothing was (the first problem, naming the address or file).
    private static func summary(of report: FileImportReport, added: [Recipe]) -> String {
        let problem = (report.refused + report.warnings).first.map { ": " + $0.description } ?? ""
        if let recipe = added.last {
            let others = added.count > 1 ? " and \(added.count - 1) more" : ""
            let note = report.warnings.first.map { " (" + $0.message + ")" } ?? ""
            return "Imported \"\(recipe.title)\"\(others) — u to undo" + note
        }
        if let present = report.alreadyInLibrary.last {
            return "\"\(present.title)\" is already in the library"
        }
        return "Nothing imported" + problem
    }
}
