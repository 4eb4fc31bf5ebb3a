import Pictures
import Testing

/// Real JPEG, PNG and WebP files decoded by the system libraries: sizes, colours, orientation.
@Suite struct PictureDecoderTests {
    /// The colour of pixel (x, y) as (red, green, blue).
    private func colour(_ image: PixelImage, _ x: Int, _ y: Int) -> (Int, Int, Int) {
        let index = (y * image.width + x) * 4
        return (Int(image.rgba[index]), Int(image.rgba[index + 1]), Int(image.rgba[index + 2]))
    }

    private func near(_ a: (Int, Int, Int), _ b: (Int, Int, Int), within tolerance: Int = 40) -> Bool {
        abs(a.0 - b.0) <= tolerance && abs(a.1 - b.1) <= tolerance && abs(a.2 - b.2) <= tolerance
    }

    @Test(arguments: ["halves.jpg", "halves.png", "halves.webp"])
    func eachFormatDecodesToItsColours(_ name: String) throws {
        let image = try PictureDecoder.decode(try Fixture.bytes(name), fittingIn: 1000, 1000)
        #expect(image.width == 64 && image.height == 48)
        #expect(near(colour(image, 2, 24), (255, 0, 0)), "left half is red")
        #expect(near(colour(image, 61, 24), (0, 0, 255)), "right half is blue")
        let average = image.averageColour
        #expect(near((average.red, average.green, average.blue), (128, 0, 128)))
    }

    @Test func formatsAreKnownByTheirBytesNotTheirNames() throws {
        #expect(try PictureDecoder.header(of: try Fixture.bytes("halves.png")).format == .png)
        #expect(try PictureDecoder.header(of: try Fixture.bytes("halves.webp")).format == .webp)
        #expect(throws: PictureProblem.notAPicture) { try PictureDecoder.header(of: try Fixture.bytes("not-a-picture.jpg")) }
    }

    @Test func aPictureIsScaledDownToFitAndKeepsItsProportions() throws {
        let image = try PictureDecoder.decode(try Fixture.bytes("halves.png"), fittingIn: 32, 32)
        #expect(image.width == 32 && image.height == 24)
    }

    @Test func aLargeJPEGIsDecodedSmall() throws {
        let image = try PictureDecoder.decode(try Fixture.bytes("large.jpg"), fittingIn: 200, 200)
        #expect(image.width == 200 && image.height == 150)
        #expect(near(colour(image, 5, 75), (0, 160, 0)))
        #expect(near(colour(image, 195, 75), (255, 255, 0)))
    }

    @Test func aPhoneJPEGIsTurnedUprightByItsExifOrientation() throws {
        let bytes = try Fixture.bytes("orientation-6.jpg")
        let header = try PictureDecoder.header(of: bytes)
        #expect(header.width == 20 && header.height == 40)
        let image = try PictureDecoder.decode(bytes, fittingIn: 100, 100)
        #expect(image.width == 20 && image.height == 40)
        #expect(near(colour(image, 10, 2), (255, 0, 0)), "the stored left (red) is shown at the top")
        #expect(near(colour(image, 10, 37), (0, 0, 255)))
    }

    @Test func aSixteenBitPNGIsReducedToEightBits() throws {
        let image = try PictureDecoder.decode(try Fixture.bytes("sixteen-bit.png"), fittingIn: 100, 100)
        #expect(image.width == 8 && near(colour(image, 4, 4), (0, 255, 0), within: 2))
    }

    @Test func anAnimatedWebPShowsItsFirstFrame() throws {
        let image = try PictureDecoder.decode(try Fixture.bytes("animated.webp"), fittingIn: 100, 100)
        #expect(image.width == 16 && near(colour(image, 8, 8), (255, 0, 0), within: 2))
    }

    @Test func orientationsMapEveryCorner() {
        // 2 x 1: a red pixel then a blue one.
        let image = PixelImage(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 255])
        #expect(colour(image.oriented(.upMirrored), 0, 0) == (0, 0, 255))
        #expect(colour(image.oriented(.right), 0, 0) == (255, 0, 0) && image.oriented(.right).height == 2)
        #expect(colour(image.oriented(.left), 0, 0) == (0, 0, 255))
        #expect(colour(image.oriented(.down), 0, 0) == (0, 0, 255))
    }
}
