// The event loop: the terminal, the browser, the store polled for changes, the editor round trip.
import Foundation
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
    /// `pictures` chooses how pictures are shown; `.auto` picks by the terminal's colours.
    /// With `followedFiles` (a folder library), those files and the store are kept in step at
    /// every idle moment, and once more before quitting, so the last change reaches the files.
    public static func run(store: RecipeStore, traceFile: String? = nil, pictures: PictureChoice = .auto,
                           followedFiles: (any FollowedFiles)? = nil) throws {
        HeapTuning.keepFreedMemoryForReuse()
        let terminal = try Terminal(traceFile: traceFile)
        let browser: Browser
        do {
            browser = try Browser(store: store, screen: terminal, rows: terminal.rows, columns: terminal.columns,
                                  pictures: pictures.display(colourCount: terminal.colourCount))
        } catch {
            terminal.fail("recipes: cannot open the browser: \(error)")
        }
        browser.followedFiles = followedFiles
        terminal.present(browser.frameParts, cause: "start")
        let editor = ExternalEditor.fromEnvironment()
        while true {
            // Deferred work (the detail following the selection) runs as soon as no key waits.
            let timeout = browser.hasDeferredWork ? 0
                : browser.isWaitingForSearch || browser.isWaitingForPicture ? searchPollMilliseconds : pollMilliseconds
            let event = terminal.readEvent(timeoutMilliseconds: timeout)
            if event == .resize || event == .redraw {
                browser.resize(rows: terminal.rows, columns: terminal.columns)
            }
            switch browser.handle(event) {
            case .quit:
                terminal.restore()
                do {
                    _ = try followedFiles?.synchronize()
                } catch {
                    let line = TextSanitizer.forOutput.sanitize("recipes: \(error)") + "\n"
                    FileHandle.standardError.write(Data(line.utf8))
                }
                return
            case .idle:
                continue
            case .repaint:
                terminal.repaintEverything()
            case .edit(let request):
                edit(request, in: browser, with: editor, on: terminal)
            case .keepGoing:
                break
            }
            terminal.present(browser.frameParts, cause: event == .timeout ? browser.idleFrameCause : event.name)
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
