// The event loop: the terminal, the browser, the store polled for changes, the editor round trip.
import Foundation
import Pictures
import RecipeKit
import TerminalUI

/// Runs the browser in the terminal until the person quits.
@MainActor
public enum BrowserApp {
    /// How often the store is asked for changes made by other processes, at most.
    static let pollMilliseconds: Int32 = 100
    /// How long the loop waits for a key while a search runs off the event loop: its result is
    /// shown this long after it came, at most (a search lasts tens of milliseconds, so waking
    /// every millisecond meanwhile costs nothing noticeable).
    static let searchPollMilliseconds: Int32 = 1

    /// Opens the browser on `store`; returns when the person quits, with the terminal restored.
    /// A failure to start (not a terminal, unknown TERM) is thrown before the screen changes.
    /// `pictures` chooses how pictures are shown; `.auto` asks the terminal (see `PictureChoice`).
    /// With `followedFiles` (a folder library), those files and the store are kept in step at
    /// every idle moment, and once more before quitting, so the last change reaches the files.
    public static func run(store: RecipeStore, traceFile: String? = nil, pictures: PictureChoice = .auto,
                           followedFiles: (any FollowedFiles)? = nil) throws {
        HeapTuning.keepFreedMemoryForReuse()
        let terminal = try Terminal(traceFile: traceFile,
                                    askGraphics: pictures.asksTerminal(environment: ProcessInfo.processInfo.environment))
        let browser: Browser
        do {
            let cell = terminal.cellPixelSize.map { CellPixelSize(width: $0.width, height: $0.height) }
            let facts = PictureTerminal(colourCount: terminal.colourCount, reply: terminal.graphicsReply, cellPixelSize: cell)
            browser = try Browser(store: store, screen: terminal, rows: terminal.rows, columns: terminal.columns,
                                  pictures: pictures.display(on: facts))
        } catch {
            terminal.fail("recipes: cannot open the browser: \(SystemErrorReason.describing(error))")
        }
        browser.followedFiles = followedFiles
        var pixelPictures = PixelPictureOutput()
        let first = terminal.present(browser.frameParts, cause: "start")
        pixelPictures.update(after: first, repainted: true, browser: browser, terminal: terminal)
        let editor = ExternalEditor.fromEnvironment()
        while true {
            // Deferred work (the detail following the selection) runs as soon as no key waits,
            // and so does the rest of a picture being sent to kitty.
            let timeout = browser.hasDeferredWork || browser.hasPictureOutput ? 0
                : browser.isWaitingForSearch || browser.isWaitingForPicture ? searchPollMilliseconds : pollMilliseconds
            let event = terminal.readEvent(timeoutMilliseconds: timeout)
            if event == .resize || event == .redraw {
                browser.resize(rows: terminal.rows, columns: terminal.columns)
            }
            if event == .redraw {
                // Back from Ctrl-Z: the terminal's screen, and kitty's pictures, were the shell's.
                // Nothing is written for them before the frame below enters the alternate screen
                // again (kitty clears it, pictures and all, as it is entered): a picture sent now
                // would go to the shell's screen, and its placement after the frame would fail.
                pixelPictures.forgetShown()
                browser.terminalDroppedPictures()
            }
            let outcome = browser.handle(event)
            switch outcome {
            case .quit:
                pixelPictures.beforeQuitting(browser: browser, terminal: terminal)
                terminal.restore()
                do {
                    _ = try followedFiles?.synchronize(waiting: true)
                } catch {
                    let line = TextSanitizer.forOutput.sanitize("recipes: \(SystemErrorReason.describing(error))") + "\n"
                    FileHandle.standardError.write(Data(line.utf8))
                }
                return
            case .idle:
                // Nothing to draw, but a picture may still be on its way to kitty.
                pixelPictures.update(after: nil, browser: browser, terminal: terminal)
                continue
            case .repaint:
                terminal.repaintEverything()
            case .edit(let request):
                // A kitty placement would stay over the editor: take it off (it comes back after).
                pixelPictures.takeOff(browser: browser, terminal: terminal)
                edit(request, in: browser, with: editor, on: terminal)
                browser.terminalDroppedPictures()
            case .keepGoing:
                break
            }
            let frame = terminal.present(browser.frameParts, cause: event == .timeout ? browser.idleFrameCause : event.name)
            pixelPictures.update(after: frame, repainted: event == .resize || event == .redraw || outcome.repaintsEverything,
                                     browser: browser, terminal: terminal)
        }
    }

    /// The editor round trip, with the terminal handed to the editor meanwhile (see `EditSession`).
    private static func edit(_ request: EditRequest, in browser: Browser, with editor: ExternalEditor, on terminal: Terminal) {
        EditSession(browser: browser) { text throws(ExternalEditor.Failure) in
            // `handOver` rethrows untyped: carry the editor's failure out as a result.
            let result = terminal.handOver { () -> Result<String, ExternalEditor.Failure> in
                do throws(ExternalEditor.Failure) { return .success(try editor.edit(text)) } catch { return .failure(error) }
            }
            return try result.get()
        }.run(request)
        browser.resize(rows: terminal.rows, columns: terminal.columns)
    }
}

extension Browser.Outcome {
    /// Whether the frame after it writes every cell again (Ctrl-L, back from the editor).
    var repaintsEverything: Bool {
        switch self {
        case .repaint, .edit: true
        default: false
        }
    }
}
