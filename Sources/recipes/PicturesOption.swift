import ArgumentParser
import Foundation
import RecipeBrowser

/// The browser's `--pictures` choice (else `RECIPES_PICTURES`): how recipes' pictures are shown.
enum PicturesOption: String, ExpressibleByArgument, CaseIterable {
    case auto, symbols, none

    /// The browser's choice.
    var choice: PictureChoice {
        switch self {
        case .auto: .auto
        case .symbols: .symbols
        case .none: .none
        }
    }

    /// The value's help text.
    static let help = ArgumentHelp(
        "How the browser shows recipes' pictures: auto (the default: as character cells in the terminal's colours), symbols, or none. Else $RECIPES_PICTURES.",
        valueName: "auto|symbols|none")

    /// The choice given by `--pictures`, else by `RECIPES_PICTURES`, else `auto`.
    /// - Throws: `ValidationError` naming the variable when it holds no choice.
    static func chosen(_ option: PicturesOption?, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> PicturesOption {
        if let option { return option }
        guard let value = environment["RECIPES_PICTURES"], !value.isEmpty else { return .auto }
        guard let chosen = PicturesOption(rawValue: value.lowercased()) else {
            throw ValidationError("RECIPES_PICTURES is \"\(value)\": use auto, symbols or none.")
        }
        return chosen
    }
}
