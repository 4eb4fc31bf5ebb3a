import TerminalUI

@MainActor func run() {
    let terminal: Terminal
    do { terminal = try Terminal(traceFile: CommandLine.arguments.count > 2 ? CommandLine.arguments[2] : nil) } catch { print(error); return }
    let surface = terminal.makeSurface(rows: 1, columns: terminal.columns, y: terminal.rows - 1, x: 0)
    let status = StatusLine(surface: surface, glyphs: terminal.glyphs)
    var n = 0
    status.show(Row("hello \(n)"))
    terminal.present([status], cause: "start")
    while true {
        let e = terminal.readEvent()
        if e == .character("q") { break }
        if e == .timeout { continue }
        n += 1
        status.show(Row("event \(e.name) \(n) 김치"))
        terminal.present([status], cause: e.name)
    }
    terminal.restore()
}
MainActor.assumeIsolated { run() }
