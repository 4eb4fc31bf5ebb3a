// A one-line prompt in the status line: a question, the answer as typed, and what Enter does with
// it. Renaming a collection (`r`) and importing a recipe (`i`) ask through it; it owns the keys
// while it is open, so no other key acts behind it.
import TerminalUI

/// A question asked on the status line, the answer typed so far, and what Enter and Esc do.
struct LinePrompt {
    /// The question, shown before the answer (`Rename "Baking" to:`).
    let question: String
    /// The answer as typed; it may start filled in, to edit (the old name).
    var text: String
    /// What Enter does, in two words or so, for the status line's key hints (`rename`).
    let enterHint: String
    /// What Enter does, for the help (`rename (into a collection of that name: merge)`).
    let enterHelp: String
    /// What the status line says when Esc closes the prompt (`Not renamed`).
    let cancelMessage: String
    /// Enter: what the browser does with the answer, once the prompt is closed.
    let answer: @MainActor (Browser, String) -> Void

    /// The status line while the prompt is open: the question and the answer with a cursor.
    func segments(glyphs: Glyphs) -> [Segment] {
        [Segment(" \(question) " + text + (glyphs.isUnicode ? "▏" : "_"))]
    }
}

extension Browser {
    /// Opens `prompt` on the status line; its keys take over until Enter or Esc.
    func open(_ prompt: LinePrompt) {
        linePrompt = prompt
    }

    /// Edits the answer typed in the open prompt.
    func editPrompt(_ edit: (inout String) -> Void) {
        guard var prompt = linePrompt else { return }
        edit(&prompt.text)
        linePrompt = prompt
    }

    /// Esc in the prompt: nothing done, and the status line says so.
    func cancelPrompt() {
        guard let prompt = linePrompt else { return }
        linePrompt = nil
        message = prompt.cancelMessage
    }

    /// Enter in the prompt: closes it and hands the answer on.
    func finishPrompt() {
        guard let prompt = linePrompt else { return }
        linePrompt = nil
        prompt.answer(self, prompt.text)
    }
}

extension KeyGroup {
    /// The keys while a one-line prompt is open: editing the line, Enter (`enterHelp`) and Esc.
    @MainActor
    static func linePrompt(title: String, enterHelp: String, enterHint: String) -> KeyGroup {
        KeyGroup(title: title, bindings: KeyBinding.lineEditing("the answer") { browser, edit in browser.editPrompt(edit) } + [
            KeyBinding("Enter", enterHelp, hint: "Enter " + enterHint) { browser, _ in browser.finishPrompt() },
            KeyBinding("Esc", "cancel", hint: "Esc cancel") { browser, _ in browser.cancelPrompt() },
        ])
    }
}
