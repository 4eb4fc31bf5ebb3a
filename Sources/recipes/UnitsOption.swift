import ArgumentParser
import Foundation
import Ingredients

/// The `--units` choice of `show` and `shopping`: the units amounts are shown in.
enum UnitsOption: String, ExpressibleByArgument, CaseIterable {
    case asWritten = "as-written"
    case metric
    case us

    /// The system the Ingredients module converts to.
    var system: UnitSystem {
        switch self {
        case .asWritten: .asWritten
        case .metric: .metric
        case .us: .us
        }
    }

    /// The value's help text: the choices, spelled as typed.
    static let help = ArgumentHelp(
        "Show amounts in metric or US units, or as written (the default): weights as weights, volumes as volumes.",
        valueName: "metric|us|as-written")
}

/// A number of servings given on the command line, checked to be one a cook can scale to, and
/// kept as typed: a refusal names what the person wrote (`1e400`), not what it became (`inf`).
struct ServingsArgument {
    /// The number of servings.
    let count: Double
    /// The argument as typed.
    let typed: String

    /// A decimal number (`2`, `2.5`, `1e3`); hexadecimal (`0x10`), which `Double` also reads, is not
    /// taken. The refusal says why: the parser's own ("The value 'x' is invalid") gives no reason.
    static func parse(_ argument: String) throws -> ServingsArgument {
        // `--` only stands here when the command line is parsed again with negative numbers moved
        // after it (`RecipesCommand.main`): not a `ValidationError`, so that the first refusal stands.
        if argument == "--" { throw CommandFailure("-- ends the options") }
        // Taken unconditionally (see `parsing`), the next option stands here when the number was left out.
        if argument.hasPrefix("--") {
            throw ValidationError("\(TerminalText.line(argument)) is an option: give the number of servings before it")
        }
        guard !argument.contains(where: { $0 == "x" || $0 == "X" }), let count = Double(argument) else {
            throw ValidationError("give a number of servings, such as 4 or 2.5")
        }
        return ServingsArgument(count: count, typed: argument)
    }

    /// The option's help text.
    static let help = ArgumentHelp("Scale the ingredients to this many servings.", valueName: "n")

    /// Taken whatever it looks like, so that `--servings -2` reaches `validate` and is refused for
    /// what it is rather than read as a missing value.
    static let parsing = SingleValueParsingStrategy.unconditional

    /// Refuses a number that cannot be a number of servings.
    static func validate(_ servings: ServingsArgument?) throws {
        guard let servings else { return }
        // Fewer than a tenth of a serving scales every amount to nothing a cook can measure.
        guard servings.count >= 0.1, servings.count.isFinite, servings.count <= 10_000 else {
            throw ValidationError(
                "--servings takes a number of servings from 0.1 to 10000, not \(TerminalText.line(servings.typed)).")
        }
    }
}
