/// The demo's command line: `tui-demo [--items N] [--trace-frames FILE]`.
struct DemoOptions {
    var items = 200
    var traceFile: String?

    static let usage = "usage: tui-demo [--items N] [--trace-frames FILE]"

    /// Parses `arguments` (without the program name); the error is a message for the user.
    init(arguments: [String]) throws(DemoError) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--items":
                guard let value = rest.popFirst(), let count = Int(value), count >= 0 else {
                    throw DemoError("--items needs a number of items (0 or more)\n\(Self.usage)")
                }
                items = count
            case "--trace-frames":
                guard let path = rest.popFirst() else { throw DemoError("--trace-frames needs a file name\n\(Self.usage)") }
                traceFile = path
            case "-h", "--help":
                throw DemoError(Self.usage)
            default:
                throw DemoError("unknown option \(argument)\n\(Self.usage)")
            }
        }
    }
}

/// A mistake on the command line, with the message to show.
struct DemoError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
