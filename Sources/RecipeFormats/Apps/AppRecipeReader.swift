import Foundation

/// Reads the files of other recipe apps: their export archives (`AppExportReader`), or one
/// recipe's JSON on its own (an unpacked export's `recipe.json`, a `.melarecipe`, a `.crumb`).
enum AppRecipeReader {
    /// Reads `bytes` as `format`'s archive when they are a ZIP, else as one recipe's JSON.
    static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, fileName: String, format: RecipeFormat, options: ReadOptions
    ) -> ReadResult {
        if bytes.starts(with: [0x50, 0x4B]) {
            return AppExportReader.read(bytes, fileName: fileName, format: format, options: options)
        }
        do throws(ReadFailure) {
            let object = try AppJSON.parse(bytes, app: format.description)
            let fallbackTitle = FileNames.stem(of: fileName)
            let recipe = switch format {
            case .tandoor: try TandoorRecipeMapping.recipe(from: object, fallbackTitle: fallbackTitle)
            case .mela: try MelaRecipeMapping.recipe(from: object, fallbackTitle: fallbackTitle)
            case .crouton: try CroutonRecipeMapping.recipe(from: object, fallbackTitle: fallbackTitle)
            default: try MealieRecipeMapping.recipe(from: object, fallbackTitle: fallbackTitle)
            }
            return ReadResult(fileName: fileName, format: format, recipes: [recipe])
        } catch {
            return .failure(FormatProblem(fileName: fileName, message: error.message), format: format)
        }
    }
}

/// Parsing apps' JSON with a message that names the app.
enum AppJSON {
    /// The JSON value in `bytes`.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, app: String) throws(ReadFailure) -> JSONValue {
        do {
            return try JSONParser.parse(bytes)
        } catch {
            throw ReadFailure(message: "not a \(app): its JSON is invalid at line \(error.line), column \(error.column) "
                + "(expected \(error.expected))")
        }
    }
}
