import Foundation

/// The Recipe JSON form on disk and on stdout: sorted keys, pretty printed, ISO-8601 dates.
public enum RecipeJSON {
    /// Encodes a value in the library's JSON style: recipes as a JSON array (the form `export`
    /// writes and `import` reads), one recipe as the object `show --json` prints, or other values
    /// such as collection summaries. Controls a terminal would act on are JSON escapes (see
    /// `JSONControlEscapes`), so the bytes are safe to print and decode to the exact text.
    public static func encode(_ value: some Encodable) throws -> Data {
        JSONControlEscapes.escape(try makeEncoder().encode(value))
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

    /// An encoder in the library's JSON style, before `JSONControlEscapes`.
    static func makeEncoder() -> JSONEncoder {
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
