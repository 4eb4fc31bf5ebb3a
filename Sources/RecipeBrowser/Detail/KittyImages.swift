// The pictures kitty holds for the browser: an id for each picture and size, sent once, deleted
// when the browser forgets the picture, and the escape codes waiting to go out.
import Foundation
import Pictures
import TerminalUI

/// The images sent to kitty, by request (a recipe's picture at a size), and the escape codes not
/// yet written.
///
/// An image's id is the placeholder cells' foreground colour (16-255, so that it goes out as
/// `38;5;N` on a 256-colour terminal and as an RGB value on a direct-colour one, never as one of
/// the 16 colours a terminal may remap) plus a top byte written as a third combining mark, the
/// same for the whole session and different between processes, so two browsers in one kitty
/// rarely share ids. At most 240 images are held at once; the caches that own them hold fewer.
@MainActor
final class KittyImages {
    /// Bytes of escape codes written after one frame, at most (one whole code beyond it may go):
    /// a big picture goes out over a few frames, so no frame waits long on the terminal.
    static let bytesPerFrame = 64 * 1024

    /// The top byte of every id of this process.
    let highByte: UInt8
    private var colours: [PictureWorker.Request: UInt8] = [:]
    private var freeColours: [UInt8] = Array((16...255).reversed())
    private var waiting: [[UInt8]] = []
    private var waitingIndex = 0
    /// The indices in `waiting` of the last chunks of pictures shown by placeholder cells.
    private var lastChunks: Set<Int> = []
    /// Whether a picture shown by placeholder cells has gone out whole since the last ask.
    private var placeholderPictureSent = false

    /// Images whose ids have `highByte` as their top byte (1-255).
    init(highByte: UInt8 = UInt8(1 + ProcessInfo.processInfo.processIdentifier % 255)) {
        self.highByte = highByte
    }

    /// The placeholder rows that show `transmission` for `request`; the first time, the image is
    /// given an id and its escape codes queued. Blank rows when every id is taken.
    func rows(showing transmission: KittyTransmission, for request: PictureWorker.Request) -> [Row] {
        guard let colour = colour(sending: transmission, for: request, placeholders: true) else {
            return Array(repeating: Row(""), count: request.rows)
        }
        let cellColours = TextColours(foreground: Int32(colour), background: -1)
        return (0..<request.rows).map { row in
            Row([Segment(KittyPlaceholder.row(row, columns: request.columns, highByte: highByte), colours: cellColours)])
        }
    }

    /// The id of `request`'s image, sent without a placement the first time (to be placed on
    /// the screen by `KittyGraphics.placement`); nil when every id is taken.
    func id(sending transmission: KittyTransmission, for request: PictureWorker.Request) -> UInt32? {
        colour(sending: transmission, for: request, placeholders: false).map { KittyPlaceholder.imageID(colour: $0, highByte: highByte) }
    }

    private func colour(sending transmission: KittyTransmission, for request: PictureWorker.Request, placeholders: Bool) -> UInt8? {
        if let known = colours[request] { return known }
        guard let free = freeColours.popLast() else { return nil }
        colours[request] = free
        let id = KittyPlaceholder.imageID(colour: free, highByte: highByte)
        waiting += transmission.escapeCodes(id: id, columns: request.columns, rows: request.rows, placeholders: placeholders)
        if placeholders { lastChunks.insert(waiting.count - 1) }
        return free
    }

    /// Deletes `request`'s image from the terminal (its picture was dropped from the cache).
    func release(_ request: PictureWorker.Request) {
        guard let colour = colours.removeValue(forKey: request) else { return }
        waiting.append(KittyGraphics.deletion(of: KittyPlaceholder.imageID(colour: colour, highByte: highByte)))
        freeColours.append(colour)
    }

    /// Forgets every image and the codes not yet written: the terminal dropped its images (kitty
    /// clears the alternate screen's when a program enters it, as ncurses does coming back from
    /// the editor or from Ctrl-Z). Pictures drawn from now on are sent again.
    /// A picture cut off half sent is ended first (kitty reads nothing else between its chunks).
    func forgetAll() {
        let halfSent = waitingIndex > 0 && KittyGraphics.isContinued(waiting[waitingIndex - 1])
        colours = [:]
        freeColours = Array((16...255).reversed())
        waiting = halfSent ? [KittyGraphics.endOfTransmission] : []
        waitingIndex = 0
        lastChunks = []
        placeholderPictureSent = false
    }

    /// Whether escape codes wait to be written.
    var hasOutput: Bool { waitingIndex < waiting.count }

    /// The escape codes to write after this frame: whole codes, in order, up to `budget` bytes
    /// (at least one code).
    func takeOutput(budget: Int = bytesPerFrame) -> [UInt8] {
        var out: [UInt8] = []
        while waitingIndex < waiting.count, out.isEmpty || out.count + waiting[waitingIndex].count <= budget {
            out += waiting[waitingIndex]
            if lastChunks.contains(waitingIndex) { placeholderPictureSent = true }
            waitingIndex += 1
        }
        if waitingIndex == waiting.count {
            waiting = []
            waitingIndex = 0
            lastChunks = []
        }
        return out
    }

    /// Whether a picture shown by placeholder cells went out whole since the last call: its
    /// cells, drawn before it, are to be written again. kitty 0.41 leaves placeholder cells it
    /// drew before their picture existed empty until they are written again (the protocol has
    /// the cells come after the picture; here they come first, in the frame that lays them out).
    func takePlaceholderPictureSent() -> Bool {
        defer { placeholderPictureSent = false }
        return placeholderPictureSent
    }

    /// What the terminal must be sent when the program ends, whenever that is: the end of a
    /// picture half written (kitty reads nothing else between its chunks), then a deletion of
    /// every image held (which takes its placements with it).
    var farewell: [UInt8] {
        var out = waitingIndex > 0 && KittyGraphics.isContinued(waiting[waitingIndex - 1]) ? KittyGraphics.endOfTransmission : []
        for colour in colours.values.sorted() {
            out += KittyGraphics.deletion(of: KittyPlaceholder.imageID(colour: colour, highByte: highByte))
        }
        return out
    }
}
