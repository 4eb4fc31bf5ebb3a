import RecipeKit
// The editor round trip of one request: reopened until saved, cancelled, or kept in a file.

/// Hands a recipe's form (or its Cooklang text, when it keeps one) to the editor until it is
/// saved or cancelled. A parse error reopens it
/// with the error on top; a conflict or a recipe deleted meanwhile reopens it as the browser
/// says. Text the person typed that was not saved is never dropped silently: when they leave a
/// reopened form without saving, it is kept in a file and the status line says where.
@MainActor
struct EditSession {
    /// The browser the form is saved through.
    let browser: Browser
    /// Hands `text` to the editor and returns what the person saved.
    let edit: (String) throws(ExternalEditor.Failure) -> String

    /// A session saving through `browser`, editing with `edit` (the event loop hands the
    /// terminal to the person's editor; tests run a script or a function).
    init(browser: Browser, edit: @escaping (String) throws(ExternalEditor.Failure) -> String) {
        self.browser = browser
        self.edit = edit
    }

    /// Runs the round trip for `request` until it ends; the status line says how.
    func run(_ request: EditRequest) {
        var request = request
        var text = request.openingText
        // Whether `text` holds what the person typed and nothing saved yet (a reopened form).
        var holdsUnsavedText = false
        while true {
            let edited: String
            do {
                edited = try edit(text)
            } catch {
                browser.editingCancelled("Not saved: \(SystemErrorReason.describing(error))" + (holdsUnsavedText ? Self.keeping(text) : ""))
                return
            }
            if edited == text, request.editsCooklang, !holdsUnsavedText {
                browser.editingCancelled("No changes")
                return
            }
            if edited == text {
                let reason = request.original == nil && request.recreating == nil ? "Not added" : "Not saved"
                browser.editingCancelled(holdsUnsavedText ? reason + Self.keeping(text) : reason + ": the file was not changed")
                return
            }
            if request.editsCooklang ? CooklangEditText.isBlank(edited) : RecipeTemplate.isBlank(edited) {
                browser.editingCancelled("Cancelled: the file was emptied")
                return
            }
            switch finish(request, with: edited) {
            case .finished:
                return
            case .reopen(let next, let reopened):
                request = next
                text = reopened
            }
            holdsUnsavedText = true
        }
    }

    /// Saves `edited` as `request` asks: as Cooklang text, or as a form (a form that does not
    /// parse reopens with the error on top).
    private func finish(_ request: EditRequest, with edited: String) -> EditOutcome {
        // A file of a folder library changed on disk while the editor was open is read first, so
        // that the save finds it changed meanwhile, as it finds another process's write.
        browser.catchUpFollowedFiles()
        if request.damagedFileText != nil { return browser.finishDamagedFileEdit(request, with: edited) }
        if request.editsCooklang { return browser.finishCooklangEdit(request, with: edited) }
        do {
            return browser.finishEditing(request, with: try RecipeTemplate(parsing: edited))
        } catch {
            return .reopen(request, text: RecipeTemplate.reopening(edited, after: error))
        }
    }

    /// Keeps `text` in a new file; the end of the status message saying where (or why not).
    static func keeping(_ text: String) -> String {
        do {
            return ": your text is kept in \(try ExternalEditor.newFile(named: "recipe-unsaved", holding: text))"
        } catch {
            return ", and your text could not be kept: \(SystemErrorReason.describing(error))"
        }
    }
}
