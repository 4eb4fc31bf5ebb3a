import Foundation
import Ingredients

/// One ingredient line as `recipes show --json` gives it in `parsedIngredients`: derived from the
/// text (never stored), scaled and converted as asked.
public struct ParsedIngredient: Codable, Equatable, Sendable {
    /// The line to show, with its amounts scaled and converted (the line as written when neither).
    public var text: String
    /// The amount, or the low end of a range; `nil` when the line has none ("salt to taste").
    public var quantity: Double?
    /// The high end of a range ("2-3 tbsp" → 3); `nil` for a single amount.
    public var upperQuantity: Double?
    /// The unit's short name ("g", "tbsp", "cup", "clove"); `nil` for a plain count or no amount.
    public var unit: String?
    /// The ingredient's name ("olive oil"); for a heading, its title.
    public var name: String
    /// Preparation and notes ("finely chopped"); empty when there are none.
    public var note: String
    /// Whether the line is a heading ("For the sauce:") rather than an ingredient.
    public var heading: Bool

    /// The JSON form of `line`. Quantities are rounded to 4 decimal places, which drops binary
    /// noise (0.30000000000000004) and keeps every amount a cook can measure.
    public init(_ line: IngredientLine) {
        text = line.formatted()
        quantity = line.quantity.map { Self.jsonQuantity($0.value) }
        upperQuantity = line.quantity?.upperValue.map(Self.jsonQuantity)
        unit = line.unit?.symbol.singular
        name = line.name
        note = line.note
        heading = line.isHeading
    }

    /// The JSON keys, in the order docs/CLI.md lists them.
    enum CodingKeys: String, CodingKey {
        case text, quantity, upperQuantity, unit, name, note, heading
    }

    /// Encodes every key, `null` for a missing quantity or unit, so every line has the same shape.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        try container.encode(quantity, forKey: .quantity)
        try container.encode(upperQuantity, forKey: .upperQuantity)
        try container.encode(unit, forKey: .unit)
        try container.encode(name, forKey: .name)
        try container.encode(note, forKey: .note)
        try container.encode(heading, forKey: .heading)
    }

    /// A quantity as the JSON forms give it: rounded to 4 decimal places.
    public static func jsonQuantity(_ value: Double) -> Double {
        (value * 10_000).rounded() / 10_000
    }
}
