// The escape codes of kitty's graphics protocol that send, place and delete pictures
// (docs/graphics-protocol.rst in github.com/kovidgoyal/kitty).
import Foundation

/// A picture ready to send to kitty: its pixels as a PNG in base64 (the costly part, done off
/// the event loop); the escape codes are cut from it once an id is chosen.
public struct KittyTransmission: Sendable, Equatable {
    /// Width of the pixels sent.
    public let pixelWidth: Int
    /// Height of the pixels sent.
    public let pixelHeight: Int
    /// The PNG, in base64.
    public let payload: [UInt8]

    /// At most this many payload bytes go in one escape code (the protocol's limit).
    public static let chunkBytes = 4096

    /// `image` as a PNG (`f=100`), in base64; nil when libpng cannot write it. The PNG is
    /// written for speed (see `PNGEncoding`): kitty reads a local pty far faster than libpng
    /// compresses harder.
    public init?(_ image: PixelImage) {
        guard let png = PNGEncoding.encode(image) else { return nil }
        pixelWidth = image.width
        pixelHeight = image.height
        payload = [UInt8](Data(png).base64EncodedData())
    }

    /// The escape codes that send the picture as image `id` and make a virtual placement of
    /// `columns` x `rows` cells for placeholder text (`a=T,U=1`), or, without `placeholders`, only
    /// send it (`a=t`, for placements made later), with no reply (`q=2`): one code per 4096
    /// payload bytes, all but the last marked `m=1`.
    public func escapeCodes(id: UInt32, columns: Int, rows: Int, placeholders: Bool = true) -> [[UInt8]] {
        let action = placeholders ? "a=T,U=1," : "a=t,"
        let placement = placeholders ? ",c=\(columns),r=\(rows),C=1" : ""
        var codes: [[UInt8]] = []
        var start = 0
        repeat {
            let end = min(payload.count, start + Self.chunkBytes)
            let more = end < payload.count ? 1 : 0
            // Only the first code carries the keys; the rest carry m alone (the protocol says so).
            let keys = start == 0
                ? "\(action)f=100,i=\(id)\(placement),q=2,m=\(more)"
                : "m=\(more)"
            codes.append(KittyGraphics.command(keys, payload: payload[start..<end]))
            start = end
        } while start < payload.count
        return codes
    }
}

/// The other commands the browser sends kitty.
public enum KittyGraphics {
    /// Places image `id` at the cursor over `columns` x `rows` cells as placement 1, replacing
    /// that placement if it is elsewhere, leaving the cursor where it is (`C=1`), with no reply.
    public static func placement(of id: UInt32, columns: Int, rows: Int) -> [UInt8] {
        command("a=p,i=\(id),p=1,c=\(columns),r=\(rows),C=1,q=2", payload: [])
    }

    /// Takes placement 1 of image `id` off the screen, keeping the image (`a=d,d=i`), with no reply.
    public static func placementDeletion(of id: UInt32) -> [UInt8] {
        command("a=d,d=i,i=\(id),p=1,q=2", payload: [])
    }

    /// Deletes image `id` and frees its data (`a=d,d=I`), with no reply.
    public static func deletion(of id: UInt32) -> [UInt8] {
        command("a=d,d=I,i=\(id),q=2", payload: [])
    }

    /// The last chunk of a transmission, empty: ends a picture cut off half sent (kitty then
    /// refuses the picture, silently as `q=2` asks) so that the commands after it are read.
    public static let endOfTransmission = command("m=0,q=2", payload: [])

    /// Whether `code` is a chunk that more chunks of the same picture must follow (`m=1`).
    public static func isContinued(_ code: [UInt8]) -> Bool {
        // The keys run from after `ESC _ G` to the payload's `;` (or the end of the code).
        guard code.count > 3 else { return false }
        let keys = code[3...].prefix { $0 != UInt8(ascii: ";") && $0 != 0x1B }
        return keys.split(separator: UInt8(ascii: ",")).contains { Array($0) == Array("m=1".utf8) }
    }

    static func command(_ keys: String, payload: ArraySlice<UInt8>) -> [UInt8] {
        var code: [UInt8] = [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")] + Array(keys.utf8)
        if !payload.isEmpty {
            code.append(UInt8(ascii: ";"))
            code += payload
        }
        code += [0x1B, UInt8(ascii: "\\")]
        return code
    }

    static func command(_ keys: String, payload: [UInt8]) -> [UInt8] {
        command(keys, payload: payload[...])
    }
}
