// The status line: a message, or the keys of the screen on top; timers, marks and where the
// text is on the right. A message is never cut for the timers: they give way when both do not fit.
import TerminalUI

extension Browser {
    func statusRow() -> Row {
        let columns = layout.screen.columns
        let ellipsis = glyphs.isUnicode ? "…" : "..."
        if let prompt = linePrompt {
            return Row(prompt.segments(glyphs: glyphs), accessory: [Segment(currentKeys.hintLine() + " ", role: .status)])
        }
        if let draft = searchDraft {
            return Row([Segment(" /" + draft + (glyphs.isUnicode ? "▏" : "_"))],
                       accessory: [Segment((list.isSearching ? "searching" + ellipsis + "  " : "") + currentKeys.hintLine() + " ")])
        }
        // Running timers stay in sight on the right, whatever else the line says, unless a
        // message needs the room.
        let timers = cook.timersLine(now: clock.now()).map { [Segment($0 + " ", role: .accent)] }
        if let message = message ?? outsideListNote {
            // A message too long for the line gives up the middle of a path it names, not its end.
            let text = FittedText.shorteningPaths(" " + message, columns: columns, ellipsis: ellipsis)
            // Measured as drawn: a title's control characters take a column each once sanitised.
            let drawn = TextSanitizer(unicode: glyphs.isUnicode).sanitize(text)
            guard let timers, TextWidth.of(drawn) + 1 + width(of: timers) <= columns else { return Row([Segment(text)]) }
            return Row([Segment(text)], accessory: timers)
        }
        var position = timers ?? top.scrollPosition.map { [Segment($0 + " ", role: .status)] } ?? []
        let marked = list.shoppingMarks.count
        if marked > 0, timers == nil {
            position.insert(Segment("\(marked) to shop  ", role: .accent), at: 0)
        }
        if let importing = importProgressText {
            position.insert(Segment(importing + ellipsis + "  ", role: .status), at: 0)
        }
        if let pending = list.pending, list.isSwitchingScope {
            position.insert(Segment("loading \(pending.scope.title)" + ellipsis + "  ", role: .status), at: 0)
        }
        let room = columns - width(of: position)
        return Row([Segment(" " + currentKeys.hintLine(columns: room), role: .status)], accessory: position)
    }

    private func width(of segments: [Segment]) -> Int {
        segments.reduce(0) { $0 + TextWidth.of($1.text) }
    }
}
