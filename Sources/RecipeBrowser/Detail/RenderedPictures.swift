// Pictures already rendered, kept within a memory budget.
import Pictures
import RecipeKit

/// The outcomes of `PictureWorker` requests, by request, the least recently used dropped first
/// once the cells kept pass `budgetBytes`.
@MainActor
final class RenderedPictures {
    private let budgetBytes: Int
    private var outcomes: [PictureWorker.Request: PictureWorker.Outcome] = [:]
    /// The requests in the order they were last used, oldest first.
    private var recency: [PictureWorker.Request] = []
    private var bytes = 0
    /// Told of every outcome dropped (to delete what the terminal holds for it).
    var onDrop: ((PictureWorker.Request) -> Void)?

    /// An empty cache holding at most `budgetBytes` of cells.
    init(budgetBytes: Int) {
        self.budgetBytes = budgetBytes
    }

    /// The outcome kept for `request`, if any (it becomes the most recently used).
    func outcome(for request: PictureWorker.Request) -> PictureWorker.Outcome? {
        guard let outcome = outcomes[request] else { return nil }
        if recency.last != request {
            recency.removeAll { $0 == request }
            recency.append(request)
        }
        return outcome
    }

    /// Keeps `outcome` for `request`, dropping the least recently used beyond the budget.
    func keep(_ outcome: PictureWorker.Outcome, for request: PictureWorker.Request) {
        drop(request)
        outcomes[request] = outcome
        recency.append(request)
        bytes += Self.bytes(of: outcome)
        while bytes > budgetBytes, recency.count > 1 { drop(recency[0]) }
    }

    /// Forgets every outcome for the recipes of `ids` (their pictures may have changed).
    func forget(_ ids: Set<Recipe.ID>) {
        for request in recency where ids.contains(request.recipeID) { drop(request) }
    }

    private func drop(_ request: PictureWorker.Request) {
        guard let outcome = outcomes.removeValue(forKey: request) else { return }
        recency.removeAll { $0 == request }
        bytes -= Self.bytes(of: outcome)
        onDrop?(request)
    }

    /// The memory an outcome holds: here, and for kitty's pictures in the terminal too (kitty
    /// keeps the pixels uncompressed), so the budget bounds both.
    private static func bytes(of outcome: PictureWorker.Outcome) -> Int {
        switch outcome {
        case .picture(let picture): picture.byteCount
        case .kitty(let transmission): transmission.payload.count + transmission.pixelWidth * transmission.pixelHeight * 4
        case .sixel(let bytes): bytes.count
        case .refused: 256
        }
    }
}
