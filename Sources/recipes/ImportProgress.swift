import Foundation

/// The progress line of an import: on stderr, only when stderr is a terminal, rewritten in place
/// and erased at the end. Files read are counted once the import has run for more than a second;
/// pages fetched from the web are a bar from the first, as each waits on the network.
final class ImportProgress {
    private let total: Int
    private let start = Date()
    private let isTerminal = isatty(STDERR_FILENO) == 1
    private var shown = false
    /// The columns the bar takes.
    static let barWidth = 30

    init(total: Int) { self.total = total }

    /// Shows "files read / total files, recipes" once the import has taken more than a second.
    func show(filesRead: Int, recipes: Int) {
        guard isTerminal, Date().timeIntervalSince(start) > 1 else { return }
        shown = true
        write("\r\u{1B}[K\(filesRead)/\(total) files, \(recipeCount(recipes))")
    }

    /// Shows `[#######-------]  12/50 pages fetched`.
    func show(pagesDone done: Int, of pages: Int) {
        guard isTerminal, pages > 0 else { return }
        shown = true
        let filled = Self.barWidth * done / pages
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: Self.barWidth - filled)
        write("\r\u{1B}[K[\(bar)] \(done)/\(pages) page\(pages == 1 ? "" : "s") fetched")
    }

    /// Removes the line, if it was shown.
    func erase() {
        guard shown else { return }
        write("\r\u{1B}[K")
        shown = false
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
