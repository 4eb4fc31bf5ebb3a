import Foundation
import Pictures
import Testing

/// kitty's graphics protocol: placeholder text, and the escape codes that send and delete pictures.
@Suite struct KittyGraphicsTests {
    @Test func theMarksAreKittysTableOfCombiningMarksAbove() {
        let marks = (0..<KittyPlaceholder.maximumCells).map { number in
            KittyPlaceholder.row(number, columns: 1, highByte: 0).unicodeScalars.dropFirst().first!
        }
        #expect(marks.count == 297)
        #expect(Set(marks).count == 297)
        // The protocol's own example: U+0305 is 0, U+030D is 1, U+030E is 2.
        #expect(marks.prefix(3).map(\.value) == [0x0305, 0x030D, 0x030E])
        // Non-spacing marks of class 230: zero columns wide, kept with the placeholder by ncurses.
        #expect(marks.allSatisfy { $0.properties.generalCategory == .nonspacingMark && $0.properties.canonicalCombiningClass.rawValue == 230 })
    }

    @Test func aRowNamesEveryCellsRowColumnAndTheIdsTopByte() {
        let text = KittyPlaceholder.row(1, columns: 3, highByte: 2)
        let scalars = Array(text.unicodeScalars).map(\.value)
        #expect(scalars == [0x10EEEE, 0x030D, 0x0305, 0x030E,
                            0x10EEEE, 0x030D, 0x030D, 0x030E,
                            0x10EEEE, 0x030D, 0x030E, 0x030E])
        // The protocol's example: 42 in the colour and 2 in the third mark is image 33554474.
        #expect(KittyPlaceholder.imageID(colour: 42, highByte: 2) == 33_554_474)
    }

    @Test func aPictureIsSentAsAPNGInChunksOfAtMost4096BytesThatAddUpToItsPixels() throws {
        var generator = SystemRandomNumberGenerator()
        let rgba = (0..<(120 * 90)).flatMap { _ in
            [UInt8.random(in: 0...255, using: &generator), UInt8.random(in: 0...255, using: &generator),
             UInt8.random(in: 0...255, using: &generator), UInt8.random(in: 0...255, using: &generator)]
        }
        let image = PixelImage(width: 120, height: 90, rgba: rgba)
        let codes = try #require(KittyTransmission(image)).escapeCodes(id: 7, columns: 12, rows: 5)
        #expect(codes.count > 2)
        let payload = try Self.payload(of: codes, firstKeys: "a=T,U=1,f=100,i=7,c=12,r=5,C=1,q=2,m=1")
        // The PNG holds the very pixels (PNG is lossless), translucent ones included.
        let png = try #require(Data(base64Encoded: Data(payload)))
        #expect(try PictureDecoder.decode([UInt8](png), fittingIn: 1000, 1000) == image)
    }

    @Test func withoutPlaceholdersAnOpaquePictureIsOnlySentAsRGBAndPlacedLater() throws {
        let image = PixelImage(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 255])
        let codes = try #require(KittyTransmission(image)).escapeCodes(id: 7, columns: 12, rows: 5, placeholders: false)
        let payload = try Self.payload(of: codes, firstKeys: "a=t,f=100,i=7,q=2,m=0")
        let png = [UInt8](try #require(Data(base64Encoded: Data(payload))))
        // Colour type 2 (RGB, byte 25 of the header): an opaque picture sends no alpha.
        #expect(png[25] == 2)
        #expect(try PictureDecoder.decode(png, fittingIn: 10, 10) == image)
        #expect(String(decoding: KittyGraphics.placement(of: 7, columns: 12, rows: 5), as: UTF8.self)
                == "\u{1B}_Ga=p,i=7,p=1,c=12,r=5,C=1,q=2\u{1B}\\")
        #expect(String(decoding: KittyGraphics.placementDeletion(of: 7), as: UTF8.self) == "\u{1B}_Ga=d,d=i,i=7,p=1,q=2\u{1B}\\")
    }

    /// The payloads of `codes` joined, checking each code's form: the keys first, then `m` alone.
    static func payload(of codes: [[UInt8]], firstKeys: String) throws -> [UInt8] {
        var payload: [UInt8] = []
        for (index, code) in codes.enumerated() {
            let text = String(decoding: code, as: UTF8.self)
            #expect(text.hasPrefix("\u{1B}_G") && text.hasSuffix("\u{1B}\\"))
            let parts = text.dropFirst(3).dropLast(2).split(separator: ";", maxSplits: 1)
            let last = index == codes.count - 1
            #expect(parts[0] == (index == 0 ? Substring(firstKeys) : last ? "m=0" : "m=1"))
            #expect(parts[1].utf8.count <= 4096)
            payload += Array(parts[1].utf8)
        }
        return payload
    }

    @Test func aDeletionFreesTheImagesDataQuietly() {
        #expect(String(decoding: KittyGraphics.deletion(of: 33_554_474), as: UTF8.self) == "\u{1B}_Ga=d,d=I,i=33554474,q=2\u{1B}\\")
    }

    @Test func sixelsAreADeviceControlStringOfThePicture() throws {
        let image = try PictureDecoder.decode(try Fixture.bytes("halves.png"), fittingIn: 320, 320)
        let sixels = SixelRendering.sixels(for: image, columns: 8, rows: 3, cellWidth: 10, cellHeight: 20)
        let text = String(decoding: sixels, as: UTF8.self)
        // DCS, parameters, q (sixel), the raster attributes, ..., ST.
        #expect(text.hasPrefix("\u{1B}P") && text.hasSuffix("\u{1B}\\"))
        #expect(text.contains("q\""))
        // Pure red and pure blue in the palette (sixel colours are percentages).
        #expect(text.contains(";2;100;0;0") && text.contains(";2;0;0;100"))
    }
}
