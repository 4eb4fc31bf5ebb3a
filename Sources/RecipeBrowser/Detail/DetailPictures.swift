// The recipe's picture at the top of the detail: room made at once, the picture drawn when the
// worker has rendered it, rendered pictures kept within a memory budget.
import Pictures
import RecipeKit
import TerminalUI

/// The rows a recipe's picture takes at the top of the detail, and the worker that renders them.
///
/// The picture's size is read with the recipe (without its bytes), so its rows are laid out
/// blank at once and the text below never moves when the picture comes: then only the
/// picture's rows change, and only they are drawn. A picture is at most a third of the pane's
/// height and its full width, keeping its proportions.
@MainActor
final class DetailPictures {
    /// Bytes of rendered cells kept for pictures shown before (about 40 full-width pictures).
    static let cacheBudgetBytes = 4 * 1_048_576

    private let store: RecipeStore
    private let display: PictureDisplay
    private let worker: PictureWorker?
    private let kitty: KittyImages
    private let rendered = RenderedPictures(budgetBytes: cacheBudgetBytes)
    /// The request the worker is rendering, for the recipe shown.
    private(set) var pending: PictureWorker.Request?
    /// The picture last laid out when it is drawn over its blank rows after the frames (sixels,
    /// a kitty placement), with its rows and recipe; nil otherwise.
    private(set) var overlay: (picture: PixelOverlay.Picture, rows: Int, recipeID: Recipe.ID)?

    /// Pictures of `store` shown as `display` says; `workerStore` is the worker's own connection;
    /// kitty's pictures are held in `kitty`.
    init(store: RecipeStore, display: PictureDisplay, workerStore: RecipeStore?, kitty: KittyImages = KittyImages()) {
        self.store = store
        self.display = display
        self.kitty = kitty
        worker = display != .none ? workerStore.map(PictureWorker.init) : nil
        rendered.onDrop = { [kitty] request in kitty.release(request) }
    }

    /// Whether a picture is being rendered for the recipe shown.
    var isWaiting: Bool { pending != nil }

    /// The rows recipe `id`'s picture takes in a pane of `columns` x `paneRows`, followed by a
    /// blank row; none when it has no picture. Blank rows while the picture is being rendered.
    func rows(for id: Recipe.ID, columns: Int, paneRows: Int) -> [Row] {
        overlay = nil
        guard display != .none, let worker, columns > 0,
              let size = (try? store.pictureSize(of: id)) ?? nil else {
            cancel()
            return []
        }
        let cells = CellRendering.fittedSize(pixelWidth: size.width, pixelHeight: size.height,
                                             maxColumns: min(columns, KittyPlaceholder.maximumCells),
                                             maxRows: min(max(1, paneRows / 3), KittyPlaceholder.maximumCells))
        let request = PictureWorker.Request(recipeID: id, columns: cells.columns, rows: cells.rows, display: display)
        switch rendered.outcome(for: request) {
        case .refused(let reason):
            pending = nil
            return [Row("Bad picture: " + reason, role: .dim), Row("")]
        case nil:
            if pending != request {
                pending = request
                worker.submit([request])
            }
            return Array(repeating: Row(""), count: cells.rows + 1)
        case let outcome?:
            pending = nil
            switch outcome {
            case .sixel(let bytes):
                overlay = (.sixels(bytes), cells.rows, id)
            case .kitty(let transmission) where !display.usesPlaceholders:
                overlay = kitty.id(sending: transmission, for: request).map { (.kitty(id: $0, columns: cells.columns, rows: cells.rows), cells.rows, id) }
            default:
                break
            }
            return PictureDisplay.rows(showing: outcome, for: request, kitty: kitty) + [Row("")]
        }
    }

    /// Takes the worker's outcome if it has come; returns the recipe it is for (to redraw).
    func land() -> Recipe.ID? {
        guard let pending, let worker else { return nil }
        for (request, outcome) in worker.takeOutcomes() { rendered.keep(outcome, for: request) }
        guard rendered.outcome(for: pending) != nil else { return nil }
        self.pending = nil
        return pending.recipeID
    }

    /// Forgets the rendered pictures of `ids` (their pictures may have changed).
    func forget(_ ids: Set<Recipe.ID>) {
        guard !ids.isEmpty else { return }
        rendered.forget(ids)
        if let pending, ids.contains(pending.recipeID) { cancel() }
    }

    private func cancel() {
        guard pending != nil else { return }
        pending = nil
        worker?.cancel()
    }
}
