// Pictures decoded and turned into cells on a thread of their own, so no key waits for one.
import Dispatch
import Pictures
import RecipeKit
import Synchronization

/// Reads recipes' pictures, decodes, scales and renders them (as character cells, kitty's
/// compressed pixels or sixels) off the event
/// loop, a batch of requests at a time (the detail's one picture, or the cards in a gallery's
/// window), the newest batch winning: the rest of a batch replaced meanwhile never runs, and its
/// outcomes not yet taken are dropped.
///
/// It reads through its own connection (a read-only `RecipeStore` on the same file), so the
/// event loop's reads never wait behind a picture's bytes.
final class PictureWorker: Sendable {
    /// What to render: a recipe's picture in a grid of cells, shown as `display` says.
    struct Request: Sendable, Hashable {
        let recipeID: Recipe.ID
        let columns: Int
        let rows: Int
        let display: PictureDisplay
    }

    /// What a request gave: the cells, the pixels to send kitty, the sixels, or the one-line
    /// reason the picture is not shown.
    enum Outcome: Sendable, Equatable {
        case picture(CellPicture)
        case kitty(KittyTransmission)
        case sixel([UInt8])
        case refused(String)
    }

    /// Pixels decoded per cell for character cells: chafa matches glyphs on 8 x 8 pixel cells,
    /// and cells are about twice as high as wide; more would cost decoding time and change
    /// nothing on screen. Pixel pictures are decoded at the terminal's own cell size.
    static let pixelsPerCell = (width: 8, height: 16)

    private let store: RecipeStore
    private let queue = DispatchQueue(label: "recipes.pictures")
    private let state = Mutex<(generation: Int, outcomes: [(Request, Outcome)])>((generation: 0, outcomes: []))

    /// A worker reading through `store`, which no one else uses.
    init(store: RecipeStore) {
        self.store = store
    }

    /// Renders `requests` in order once the batch in progress, if any, has stopped.
    func submit(_ requests: [Request]) {
        let generation = state.withLock { state in
            state.generation += 1
            state.outcomes = []
            return state.generation
        }
        queue.async { [self] in run(requests, generation: generation) }
    }

    /// Stops the batch in progress and drops the outcomes not yet taken.
    func cancel() {
        state.withLock { state in
            state.generation += 1
            state.outcomes = []
        }
    }

    /// The outcomes rendered since the last call, in order.
    func takeOutcomes() -> [(Request, Outcome)] {
        state.withLock { state in
            defer { state.outcomes = [] }
            return state.outcomes
        }
    }

    private func run(_ requests: [Request], generation: Int) {
        for request in requests {
            guard state.withLock({ $0.generation == generation }) else { return }
            let outcome = Self.render(request, from: store)
            state.withLock { state in
                if state.generation == generation { state.outcomes.append((request, outcome)) }
            }
        }
    }

    /// The picture of `request` rendered from `store`: read, decoded, scaled, turned into cells.
    static func render(_ request: Request, from store: RecipeStore) -> Outcome {
        let stored: StoredPicture?
        do {
            stored = try store.picture(of: request.recipeID)
        } catch {
            return .refused("cannot read the picture: \(SystemErrorReason.describing(error))")
        }
        guard let stored else { return .refused("the picture was removed") }
        let cell = switch request.display {
        case .kitty(let cell), .kittyPlacement(let cell, _), .sixel(let cell, _): (width: cell.width, height: cell.height)
        case .symbols, .none: pixelsPerCell
        }
        do {
            let image = try PictureDecoder.decode(stored.bytes, fittingIn: request.columns * cell.width, request.rows * cell.height)
            switch request.display {
            case .symbols(let colours):
                return .picture(CellRendering.cells(for: image, columns: request.columns, rows: request.rows, colours: colours))
            case .kitty, .kittyPlacement:
                return KittyTransmission(image).map(Outcome.kitty) ?? .refused("libpng could not write it for the terminal")
            case .sixel:
                return .sixel(SixelRendering.sixels(for: image, columns: request.columns, rows: request.rows,
                                                    cellWidth: cell.width, cellHeight: cell.height))
            case .none:
                return .refused("pictures are off")
            }
        } catch {
            return .refused(error.message)
        }
    }
}
