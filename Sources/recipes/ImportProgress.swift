import Foundation

/// The progress line of a long import: on stderr, only when stderr is a terminal and the import has
/// run for more than a second, rewritten in place and erased at the end.
final class ImportProgress {
    private let total: Int
    private let start = Date()
    private let isTerminal = isatty(STDERR_FILENO) == 1
    private var shown = false

    init(total: Int) { self.total = total }

    /// Shows "files read / total files, recipes" once the import has taken more than a second.
    func show(filesRead: Int, recipes: Int) {
        guard isTerminal, Date().timeIntervalSince(start) > 1 else { return }
        shown = true
        write("\r\u{1B}[K\(filesRead)/\(total) files, \(recipeCount(recipes))")
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
