// Pictures decoded and turned into cells on a thread of their own, so no key waits for one.
import Dispatch
import Pictures
import RecipeKit
import Synchronization

/// Reads a recipe's picture, decodes, scales and renders it as character cells off the event
/// loop, one request at a time, the newest winning: a request replaced before it started never
/// runs, and the outcome of one replaced while it ran is dropped.
///
/// It reads through its own connection (a read-only `RecipeStore` on the same file), so the
/// event loop's reads never wait behind a picture's bytes.
final class PictureWorker: Sendable {
    /// What to render: a recipe's picture in a grid of cells, in a colour mode.
    struct Request: Sendable, Hashable {
        let recipeID: Recipe.ID
        let columns: Int
        let rows: Int
        let colours: CellColours
    }

    /// What a request gave: the cells, or the one-line reason the picture is not shown.
    enum Outcome: Sendable, Equatable {
        case picture(CellPicture)
        case refused(String)
    }

    /// Pixels decoded per cell: chafa matches glyphs on 8 x 8 pixel cells, and cells are about
    /// twice as high as wide; more would cost decoding time and change nothing on screen.
    static let pixelsPerCell = (width: 8, height: 16)

    private let store: RecipeStore
    private let queue = DispatchQueue(label: "recipes.pictures")
    private let state = Mutex<(latest: Request?, outcome: (Request, Outcome)?)>((latest: nil, outcome: nil))

    /// A worker reading through `store`, which no one else uses.
    init(store: RecipeStore) {
        self.store = store
    }

    /// Starts `request` once the one in progress, if any, has ended (its outcome dropped).
    func submit(_ request: Request) {
        state.withLock { $0 = (latest: request, outcome: nil) }
        queue.async { [self] in run(request) }
    }

    /// Drops the request in progress and any outcome not yet taken.
    func cancel() {
        state.withLock { $0 = (latest: nil, outcome: nil) }
    }

    /// The outcome of the newest request, once (nil while it runs, or when it was cancelled).
    func takeOutcome() -> (Request, Outcome)? {
        state.withLock { state in
            defer { state.outcome = nil }
            return state.outcome
        }
    }

    private func isCurrent(_ request: Request) -> Bool {
        state.withLock { $0.latest == request }
    }

    private func run(_ request: Request) {
        guard isCurrent(request) else { return }
        let outcome = Self.render(request, from: store)
        state.withLock { state in
            if state.latest == request { state.outcome = (request, outcome) }
        }
    }

    /// The picture of `request` rendered from `store`: read, decoded, scaled, turned into cells.
    static func render(_ request: Request, from store: RecipeStore) -> Outcome {
        let stored: StoredPicture?
        do {
            stored = try store.picture(of: request.recipeID)
        } catch {
            return .refused("cannot read the picture: \(error)")
        }
        guard let stored else { return .refused("the picture was removed") }
        do {
            let image = try PictureDecoder.decode(stored.bytes, fittingIn: request.columns * pixelsPerCell.width,
                                                  request.rows * pixelsPerCell.height)
            return .picture(CellRendering.cells(for: image, columns: request.columns, rows: request.rows, colours: request.colours))
        } catch {
            return .refused(error.message)
        }
    }
}
