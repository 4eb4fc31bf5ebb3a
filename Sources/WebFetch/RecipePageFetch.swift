import Foundation
import RecipeFormats

/// A recipe page fetched and read: the recipes found in it, each with its picture when the page
/// names one that could be fetched.
public struct FetchedPage: Sendable {
    /// The address as given.
    public var address: String
    /// The bytes the readers read (UTF-8 with a byte-order mark when the server declared Windows-1252).
    public var body: Data
    /// What reading gave: recipes (`embeddedImages` holding the fetched picture), and problems, each
    /// naming `address`; a picture that could not be fetched is one of the problems.
    public var result: ReadResult
}

/// Fetches recipe pages and their pictures: the import's way to the web.
public enum RecipePageFetch {
    /// Fetches and reads the page at `address`, then the main picture of each recipe in it. A page
    /// that cannot be fetched is a failure; a page with no recipe is a result whose problem says so.
    /// A `stated` format is read as `StatedFormat` reads a file's.
    public static func fetch(
        _ address: String, settings: FetchSettings, options: ReadOptions, stated: RecipeFormat? = nil
    ) -> Result<FetchedPage, FetchFailure> {
        let fetched: FetchedBody
        switch HTTPFetch.fetch(address, settings: settings) {
        case .failure(let failure): return .failure(failure)
        case .success(let body): fetched = body
        }
        let (body, declared) = HeaderCharset.prepare(fetched.body, charset: HeaderCharset.of(contentType: fetched.contentType))
        var options = options
        options.charsetHint = declared
        let path = URLComponents(string: fetched.finalAddress)?.path ?? ""
        var format = RecipeFormat.detect(body, fileName: path)
        if format == .unknown, fetched.contentType?.lowercased().contains("html") == true { format = .html }
        var result = stated.map { StatedFormat.read(body, fileName: address, as: $0, options: options) }
            ?? RecipeImport.read(body, fileName: address, as: format, options: options)
        for index in result.recipes.indices {
            // A page that does not name its own address is known by where it was fetched from.
            if result.recipes[index].sourceURL?.isEmpty ?? true { result.recipes[index].sourceURL = fetched.finalAddress }
            if let problem = addPicture(to: &result.recipes[index], pageAddress: fetched.finalAddress, settings: settings) {
                result.problems.append(FormatProblem(fileName: address, message: problem))
            }
        }
        return .success(FetchedPage(address: address, body: body, result: result))
    }

    /// Fetches `addresses`, `settings.concurrentFetches` at a time, keeping their order; `progress`
    /// is called on the calling thread after each one with how many are done.
    public static func fetch(
        _ addresses: [String], settings: FetchSettings, options: ReadOptions, stated: RecipeFormat? = nil,
        progress: (_ done: Int) -> Void = { _ in }
    ) -> [Result<FetchedPage, FetchFailure>] {
        FewAtATime.map(addresses, concurrency: settings.concurrentFetches, progress: progress) { address in
            fetch(address, settings: settings, options: options, stated: stated)
        }
    }

    /// Fetches the recipe's first picture into `embeddedImages` (unless it carries one already);
    /// returns why not when it named one that could not be had. The recipe is kept either way.
    private static func addPicture(to recipe: inout ExternalRecipe, pageAddress: String, settings: FetchSettings) -> String? {
        guard recipe.embeddedImages.isEmpty, let named = recipe.imageURLs.first,
              let address = URL(string: named, relativeTo: URL(string: pageAddress))?.absoluteString else { return nil }
        switch HTTPFetch.fetch(address, settings: settings) {
        case .failure(let failure):
            // The reason first: a status line that cuts the text keeps what went wrong, not a long address.
            return "imported without its picture: \(failure.message) (\(address))"
        case .success(let picture):
            let image = EmbeddedImage(data: picture.body)
            guard image.fileExtension != "bin" else {
                return "imported without its picture: not a JPEG, PNG, GIF or WebP image (\(address))"
            }
            recipe.embeddedImages = [image]
            return nil
        }
    }
}
