import Pictures
import Testing

/// Bad pictures are refused with a reason, before their pixels are decoded.
@Suite struct PictureRefusalTests {
    private func refusal(_ name: String) throws -> PictureProblem? {
        do {
            _ = try PictureDecoder.decode(try Fixture.bytes(name), fittingIn: 100, 100)
            return nil
        } catch {
            return error as? PictureProblem
        }
    }

    @Test func aDecompressionBombIsRefusedByItsHeader() throws {
        #expect(try refusal("bomb.png") == .tooLarge(width: 20000, height: 20000))
        #expect(try refusal("bomb.png")?.message.contains("20000 x 20000") == true)
    }

    @Test func aCMYKJPEGIsRefused() throws {
        #expect(try refusal("cmyk.jpg") == .cmykJPEG)
    }

    @Test func aTextFileNamedJPGIsRefused() throws {
        #expect(try refusal("not-a-picture.jpg") == .notAPicture)
    }

    @Test(arguments: [("truncated.jpg", PictureFormat.jpeg), ("truncated.png", .png), ("truncated.webp", .webp)])
    func aTruncatedFileIsRefused(_ name: String, _ format: PictureFormat) throws {
        guard case .corrupt(let found, _) = try refusal(name) else {
            Issue.record("\(name) was not refused as corrupt")
            return
        }
        #expect(found == format)
    }

    @Test func aFileOverTheSizeLimitSaysByHowMuchRoundedUpNeverTheLimitItself() {
        let limit = PictureLimits.maximumFileBytes
        #expect(PictureProblem.fileTooLarge(bytes: limit + 1).message == "picture file too large (more than 10 MB): scale it down first")
        #expect(PictureProblem.fileTooLarge(bytes: limit + 100_000).message
            == "picture file too large (11 MB; at most 10 MB): scale it down first")
        #expect(PictureProblem.fileTooLarge(bytes: 23 * 1_048_576).message
            == "picture file too large (23 MB; at most 10 MB): scale it down first")
    }

    @Test func aFileOverTheSizeLimitIsNotRead() throws {
        let bytes = [UInt8](repeating: 0, count: PictureLimits.maximumFileBytes + 1)
        #expect(throws: PictureProblem.fileTooLarge(bytes: bytes.count)) { try PictureDecoder.header(of: bytes) }
    }
}
