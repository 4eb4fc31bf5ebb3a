import Ingredients
import RecipeStructure

/// One step as `recipes show --json` gives it in `"steps"`: derived from the recipe's structure
/// (never stored), its amounts scaled as asked; fixed amounts are kept.
///
/// Quantities are the numbers themselves, not rounded: a program comparing them with the
/// recipe's source (`@milk{1/3%cup}` is 1/3) gets the same number.
public struct ShownStep: Encodable, Equatable, Sendable {
    /// An ingredient the step uses, with the step's own amount.
    public struct Ingredient: Encodable, Equatable, Sendable {
        /// The ingredient's name ("flour").
        public var name: String
        /// The amount; `nil` when none is given, it is words ("few") or it is a range.
        public var quantity: Double?
        /// The low and high ends of a range (`@oil{1-2%tbsp}` → [1, 2]); `nil` for a single amount:
        /// a range is not one number, so it is never in `quantity`.
        public var range: [Double]?
        /// The unit as written ("g", "cups"); `nil` for none.
        public var unit: String?
        /// Whether the amount stays the same whatever the servings.
        public var fixed: Bool
        /// The preparation note ("chopped"); empty for none.
        public var note: String

        private enum CodingKeys: String, CodingKey { case name, quantity, range, unit, fixed, note }

        /// Encodes every key, `null` for a missing quantity, range or unit.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(quantity, forKey: .quantity)
            try container.encode(range, forKey: .range)
            try container.encode(unit, forKey: .unit)
            try container.encode(fixed, forKey: .fixed)
            try container.encode(note, forKey: .note)
        }
    }

    /// A timer the step sets.
    public struct Timer: Encodable, Equatable, Sendable {
        /// The timer's own name (Cooklang `~rise{1%hour}`); `nil` when it has none.
        public var name: String?
        /// How long, in seconds; `nil` when the timer gives no duration (`~rest`, `~{few%minutes}`):
        /// 0 would read as a timer that is already done.
        public var seconds: Double?

        private enum CodingKeys: String, CodingKey { case name, seconds }

        /// Encodes both keys, `null` for no name or no duration.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(seconds, forKey: .seconds)
        }
    }

    /// The heading of the step's section; `nil` when it is in none.
    public var section: String?
    /// The step as shown, with its amounts at the factor asked.
    public var text: String
    /// The ingredients it uses, in order.
    public var ingredients: [Ingredient]
    /// Its timers, in order.
    public var timers: [Timer]

    private enum CodingKeys: String, CodingKey { case section, text, ingredients, timers }

    /// The JSON form of `step` with its amounts multiplied by `factor` (fixed ones kept); `text`
    /// shows them in `units` for a recipe in `language`, while `ingredients` keep each amount's written unit.
    public init(_ step: Step, scaledBy factor: Double, in units: UnitSystem = .asWritten, language: RecipeLanguage = .english) {
        section = step.section
        text = step.text(scaledBy: factor, in: units, language: language)
        ingredients = step.uses.map { use in
            let quantity = use.quantity(scaledBy: factor)
            let range = quantity.flatMap { quantity in quantity.upperValue.map { [quantity.value, $0] } }
            return Ingredient(name: use.name, quantity: range == nil ? quantity?.value : nil, range: range,
                              unit: use.unitText.isEmpty ? nil : use.unitText, fixed: use.isFixed, note: use.note)
        }
        timers = step.timers.map { Timer(name: $0.name, seconds: $0.seconds > 0 ? $0.seconds : nil) }
    }

    /// Encodes every key, `null` for no section.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(section, forKey: .section)
        try container.encode(text, forKey: .text)
        try container.encode(ingredients, forKey: .ingredients)
        try container.encode(timers, forKey: .timers)
    }
}
