// The pictures kitty holds for the browser, when the terminal drops them (back from Ctrl-Z).
import Pictures
import Testing
@testable import RecipeBrowser

@MainActor
@Suite struct KittyImagesTests {
    /// A picture of noise (PNG cannot shrink it): sent as many chunks.
    static func noise() throws -> KittyTransmission {
        var generator = SplitMix64(seed: 5)
        let rgba = (0..<(160 * 120 * 4)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        return try #require(KittyTransmission(PixelImage(width: 160, height: 120, rgba: rgba)))
    }

    static let request = PictureWorker.Request(recipeID: 1, columns: 16, rows: 6, display: .kitty(.assumed))

    @Test func forgettingAPictureCutOffHalfSentEndsItBeforeAnythingElseIsSent() throws {
        let images = KittyImages(highByte: 1)
        _ = images.rows(showing: try Self.noise(), for: Self.request)
        let first = images.takeOutput(budget: 1)
        #expect(KittyGraphics.isContinued(first))
        images.forgetAll()
        // kitty still waits for the picture's last chunk: an empty one ends it, then the picture
        // drawn again is sent whole under a fresh start.
        #expect(images.takeOutput(budget: 1) == KittyGraphics.endOfTransmission)
        #expect(!images.hasOutput)
        _ = images.rows(showing: try Self.noise(), for: Self.request)
        #expect(String(decoding: images.takeOutput(budget: 1), as: UTF8.self).hasPrefix("\u{1B}_Ga=T,"))
    }

    @Test func forgettingPicturesSentWholeSendsNothing() throws {
        let images = KittyImages(highByte: 1)
        _ = images.rows(showing: try Self.noise(), for: Self.request)
        while images.hasOutput { _ = images.takeOutput() }
        images.forgetAll()
        #expect(!images.hasOutput)
        #expect(images.farewell.isEmpty)
    }

    @Test func aPictureShownByPlaceholdersSaysOnceWhenItsLastChunkHasGoneOut() throws {
        let images = KittyImages(highByte: 1)
        _ = images.rows(showing: try Self.noise(), for: Self.request)
        _ = images.takeOutput(budget: 1)
        // Its cells were drawn before it: they are to be written again only once it is whole.
        #expect(!images.takePlaceholderPictureSent())
        while images.hasOutput { _ = images.takeOutput(budget: 1) }
        #expect(images.takePlaceholderPictureSent())
        #expect(!images.takePlaceholderPictureSent())
        // A picture placed on the screen (a kitty before 0.28) has no cells to write again.
        let placed = PictureWorker.Request(recipeID: 2, columns: 16, rows: 6, display: .kitty(.assumed))
        _ = images.id(sending: try Self.noise(), for: placed)
        while images.hasOutput { _ = images.takeOutput() }
        #expect(!images.takePlaceholderPictureSent())
    }
}
