import Foundation

/// The Recipe JSON form on disk and on stdout: sorted keys, pretty printed, ISO-8601 dates.
public enum RecipeJSON {
    /// Encodes recipes as a JSON array, the form `export` writes and `import` reads.
    public static func encode(_ recipes: [Recipe]) throws -> Data {
        try makeEncoder().encode(recipes)
    }

    /// Encodes one recipe as a JSON object, the form `show --json` prints.
    public static func encode(_ recipe: Recipe) throws -> Data {
        try makeEncoder().encode(recipe)
    }

    /// Reads an ISO-8601 date with or without fractional seconds, or a bare calendar date (midnight UTC).
    public static func parseDate(_ text: String) -> Date? {
        let styles: [Date.ISO8601FormatStyle] = [
            .iso8601,
            Date.ISO8601FormatStyle(includingFractionalSeconds: true),
            Date.ISO8601FormatStyle().year().month().day(),
        ]
        for style in styles {
            if let date = try? style.parse(text) { return date }
        }
        return nil
    }

    /// An encoder in the library's JSON style, for other values such as collection summaries.
    public static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = parseDate(text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "not an ISO-8601 date: \(text)")
            }
            return date
        }
        return decoder
    }
}
