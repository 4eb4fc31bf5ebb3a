// The cards of the gallery (`v`): each recipe's title above its picture, pictures rendered off
// the event loop and landed as reconfigures of their cards.
import Pictures
import RecipeKit
import TerminalUI

/// Makes the gallery's cards, and renders their pictures through a worker of its own.
///
/// A card asks for its picture when it is drawn; the requests of a frame go to the worker
/// together at the next idle moment (a batch, the newest winning, so scrolling on drops the
/// cards scrolled past), and each rendered picture comes back as a reconfigure of its card.
@MainActor
final class GalleryCards {
    /// Lines of a card: its title, its picture, a blank line between bands.
    static let pictureRows = 5
    static let cardHeight = pictureRows + 2
    /// Bytes of rendered cells kept for cards (about 150 cards).
    static let cacheBudgetBytes = 2 * 1_048_576

    private let store: RecipeStore
    private let glyphs: Glyphs
    private let display: PictureDisplay
    private let worker: PictureWorker?
    private let kitty: KittyImages
    private let rendered = RenderedPictures(budgetBytes: cacheBudgetBytes)
    /// Requests asked for by cards drawn since the last batch went to the worker.
    private var wanted: [PictureWorker.Request] = []
    /// The requests of the batch the worker is rendering.
    private var inFlight: Set<PictureWorker.Request> = []

    /// Cards of `store`'s recipes, their pictures shown as `display` says for cards (kitty's
    /// held in `kitty`).
    init(store: RecipeStore, glyphs: Glyphs, display: PictureDisplay, kitty: KittyImages = KittyImages()) {
        self.store = store
        self.glyphs = glyphs
        self.display = display.forCards
        self.kitty = kitty
        worker = display == .none ? nil : (try? RecipeStore(path: store.path, newLibrary: .empty, readOnly: true)).map(PictureWorker.init)
        rendered.onDrop = { [kitty] request in kitty.release(request) }
    }

    /// Whether pictures are asked for or being rendered.
    var isWaiting: Bool { !wanted.isEmpty || !inFlight.isEmpty }

    /// The card of `summary`, `width` x `height`; its title in `highlight` when selected.
    func card(for summary: RecipeSummary?, id: Recipe.ID, width: Int, height: Int, highlight: StyleRole?) -> [Row] {
        let title = summary?.title ?? "Recipe \(id) is missing"
        let heart = summary?.isFavorite == true ? glyphs.heart + " " : ""
        let text = " " + heart + title
        let padded = text + String(repeating: " ", count: max(0, width - TextWidth.of(text)))
        let rows = [Row([Segment(padded, role: highlight ?? .header)])] + pictureRows(for: id, width: width)
        return rows + Array(repeating: Row(""), count: max(0, height - rows.count))
    }

    private func pictureRows(for id: Recipe.ID, width: Int) -> [Row] {
        guard display != .none, worker != nil, let size = (try? store.pictureSize(of: id)) ?? nil else { return [] }
        let cells = CellRendering.fittedSize(pixelWidth: size.width, pixelHeight: size.height,
                                             maxColumns: min(max(1, width - 2), KittyPlaceholder.maximumCells), maxRows: Self.pictureRows)
        let request = PictureWorker.Request(recipeID: id, columns: cells.columns, rows: cells.rows, display: display)
        switch rendered.outcome(for: request) {
        case .refused:
            return [Row(" Bad picture", role: .dim)]
        case nil:
            if !inFlight.contains(request), !wanted.contains(request) { wanted.append(request) }
            return []
        case let outcome?:
            return PictureDisplay.rows(showing: outcome, for: request, kitty: kitty).map { Row([Segment(" ")] + $0.segments) }
        }
    }

    /// Sends the pictures asked for to the worker, with those still being rendered for cards in
    /// `visible` (the cards scrolled past are dropped).
    func submitWanted(visible: Set<Recipe.ID>) {
        guard let worker, !wanted.isEmpty else { return }
        let batch = inFlight.filter { visible.contains($0.recipeID) && !wanted.contains($0) } + wanted
        wanted = []
        inFlight = Set(batch)
        worker.submit(Array(batch))
    }

    /// Takes the pictures rendered since the last call; returns their recipes (to reconfigure).
    func land() -> Set<Recipe.ID> {
        guard let worker, !inFlight.isEmpty else { return [] }
        var landed: Set<Recipe.ID> = []
        for (request, outcome) in worker.takeOutcomes() {
            rendered.keep(outcome, for: request)
            inFlight.remove(request)
            landed.insert(request.recipeID)
        }
        return landed
    }

    /// Forgets the rendered pictures of `ids` (their pictures may have changed).
    func forget(_ ids: Set<Recipe.ID>) {
        rendered.forget(ids)
    }
}
