import Foundation
import RecipeFormats
import RecipeKit

extension ImportReading {
    /// How far reading an import that mixes files and web addresses has got.
    public enum MixedProgress {
        /// Files read so far, and the recipes found in them.
        case files(read: Int, recipes: Int)
        /// Pages fetched (or given up on) so far, of `total`.
        case pages(done: Int, total: Int)
    }

    /// Reads every input, in order, whether a file or a web address (`WebAddress.isAddress`): the
    /// files first, as `read(_:options:progress:)` reads them, then the addresses, a few at a time.
    /// An address that cannot be fetched is refused, like a file that cannot be read, naming it.
    public static func read(
        _ inputs: [ImportInput], options: ImportReadOptions, fetching settings: FetchSettings,
        progress: (MixedProgress) -> Void = { _ in }
    ) -> [ReadFile] {
        let isAddress = inputs.map { !$0.isStandardInput && WebAddress.isAddress($0.name) }
        let files = read(zip(inputs, isAddress).filter { !$0.1 }.map(\.0), options: options) { read, recipes in
            progress(.files(read: read, recipes: recipes))
        }
        let addresses = zip(inputs, isAddress).filter(\.1).map(\.0)
        if !addresses.isEmpty { progress(.pages(done: 0, total: addresses.count)) }
        let pages = RecipePageFetch.fetch(
            addresses.map(\.name), settings: settings, options: options.formats, stated: options.format
        ) { done in
            progress(.pages(done: done, total: addresses.count))
        }
        var nextFile = files.makeIterator()
        var nextPage = zip(addresses, pages).makeIterator()
        return isAddress.map { isAddress in
            guard isAddress else { return nextFile.next()! }
            let (input, page) = nextPage.next()!
            return readFile(input, page)
        }
    }

    /// A page fetched, or why not, as the store takes it.
    public static func readFile(_ input: ImportInput, _ page: Result<FetchedPage, FetchFailure>) -> ReadFile {
        switch page {
        case .success(let page): read(fetched: input, result: page.result, data: page.body)
        case .failure(let failure):
            read(fetched: input, result: .failure(FormatProblem(fileName: input.displayName, message: failure.message), format: .unknown),
                 data: Data())
        }
    }
}
