import ArgumentParser
import Foundation
import RecipeBrowser

/// The browser's `--pictures` choice (else `RECIPES_PICTURES`): how recipes' pictures are shown.
enum PicturesOption: String, ExpressibleByArgument, CaseIterable {
    case auto, symbols, kitty, sixel, none

    /// The browser's choice.
    var choice: PictureChoice {
        switch self {
        case .auto: .auto
        case .symbols: .symbols
        case .kitty: .kitty
        case .sixel: .sixel
        case .none: .none
        }
    }

    /// The value's help text.
    static let help = ArgumentHelp(
        "How the browser shows recipes' pictures: auto (the default: kitty where the terminal shows kitty's placeholders, else symbols), symbols (character cells in the terminal's colours), kitty (kitty's graphics protocol), sixel, or none. Else $RECIPES_PICTURES.",
        valueName: "auto|symbols|kitty|sixel|none")

    /// The choice given by `--pictures`, else by `RECIPES_PICTURES`, else `auto`.
    /// - Throws: `ValidationError` naming the variable when it holds no choice.
    static func chosen(_ option: PicturesOption?, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> PicturesOption {
        if let option { return option }
        guard let value = environment["RECIPES_PICTURES"], !value.isEmpty else { return .auto }
        guard let chosen = PicturesOption(rawValue: value.lowercased()) else {
            throw ValidationError("RECIPES_PICTURES is \"\(value)\": use auto, symbols, kitty, sixel or none.")
        }
        return chosen
    }
}
