// A recipe page fetched from a real server on 127.0.0.1, with its picture; several in order.
import Foundation
import RecipeFormats
import Synchronization
import Testing
@testable import WebFetch

@Suite struct RecipePageFetchTests {
    /// A 1x1 PNG.
    static let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")!

    static func page(_ title: String, image: String) -> Data {
        Data("""
            <html><head><script type="application/ld+json">{"@context": "https://schema.org", "@type": "Recipe",
            "name": "\(title)", "image": ["\(image)"], "recipeIngredient": ["2 eggs"], "recipeInstructions": ["Whisk."]}</script></head></html>
            """.utf8)
    }

    @Test func aPagesPictureIsFetchedWithItIntoTheRecipesEmbeddedImages() throws {
        let server = try LocalWebServer(files: ["omelette.html": Self.page("Omelette", image: "pictures/omelette.png")])
        try FileManager.default.createDirectory(at: server.folder.appendingPathComponent("pictures"), withIntermediateDirectories: true)
        try Self.png.write(to: server.folder.appendingPathComponent("pictures/omelette.png"))
        let page = try RecipePageFetch.fetch(server.url("omelette.html"), settings: FetchSettings(), options: ReadOptions()).get()
        let recipe = try #require(page.result.recipes.first)
        #expect(recipe.title == "Omelette")
        #expect(recipe.sourceURL == server.url("omelette.html"))
        #expect(recipe.embeddedImages == [EmbeddedImage(data: Self.png)])
        #expect(recipe.embeddedImages.first?.fileExtension == "png")
        #expect(page.result.problems.isEmpty)
    }

    @Test func aPictureThatIsNotAnImageIsAProblemAndTheRecipeStays() throws {
        let server = try LocalWebServer(files: ["soup.html": Self.page("Soup", image: "soup.png"), "soup.png": Data("<html>".utf8)])
        let page = try RecipePageFetch.fetch(server.url("soup.html"), settings: FetchSettings(), options: ReadOptions()).get()
        #expect(page.result.recipes.map(\.title) == ["Soup"])
        #expect(page.result.recipes[0].embeddedImages.isEmpty)
        #expect(page.result.problems.map(\.description) == [
            "\(server.url("soup.html")): imported without its picture: not a JPEG, PNG, GIF or WebP image "
                + "(\(server.url("soup.png")))"])
    }

    @Test func manyAddressesComeBackInTheirOrderWithProgressForEach() throws {
        var files: [String: Data] = [:]
        for n in 0..<9 { files["r\(n).html"] = Self.page("Recipe \(n)", image: "none.png") }
        let server = try LocalWebServer(files: files)
        let addresses = (0..<9).map { server.url("r\($0).html") } + [server.url("missing.html")]
        var progress: [Int] = []
        let pages = RecipePageFetch.fetch(addresses, settings: FetchSettings(), options: ReadOptions()) { progress.append($0) }
        #expect(progress == Array(1...10))
        #expect(pages.prefix(9).map { (try? $0.get())?.result.recipes.first?.title } == (0..<9).map { "Recipe \($0)" })
        guard case .failure(let failure) = pages[9] else { Issue.record("a missing page was fetched"); return }
        #expect(failure.description == "\(server.url("missing.html")): the server answered HTTP 404 (File not found)")
    }
}
