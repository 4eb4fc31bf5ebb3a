// tui-demo: a ListPane of generated items, for end-to-end tests and rendering measurements.
import Foundation
import TerminalUI

@MainActor
func runDemo() -> Int32 {
    let options: DemoOptions
    do {
        options = try DemoOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    } catch {
        FileHandle.standardError.write(Data((error.message + "\n").utf8))
        return 2
    }
    let terminal: Terminal
    do {
        terminal = try Terminal(traceFile: options.traceFile)
    } catch {
        FileHandle.standardError.write(Data("tui-demo: \(error)\n".utf8))
        return 1
    }
    let app = DemoApp(terminal: terminal, itemCount: options.items)
    app.run()
    terminal.restore()
    return 0
}

exit(MainActor.assumeIsolated { runDemo() })
