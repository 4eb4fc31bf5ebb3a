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

/// A number of servings given on the command line, checked to be one a cook can scale to.
enum ServingsArgument {
    static let help = ArgumentHelp("Scale the ingredients to this many servings.", valueName: "n")

    /// Taken whatever it looks like, so that `--servings -2` reaches `validate` and is refused for
    /// what it is rather than read as a missing value.
    static let parsing = SingleValueParsingStrategy.unconditional

    /// Refuses a number that cannot be a number of servings.
    static func validate(_ servings: Double?) throws {
        guard let servings else { return }
        // Fewer than a tenth of a serving scales every amount to nothing a cook can measure.
        guard servings >= 0.1, servings.isFinite, servings <= 10_000 else {
            let given = String(format: "%g", servings)
            throw ValidationError("--servings takes a number of servings from 0.1 to 10000, not \(given).")
        }
    }
}
