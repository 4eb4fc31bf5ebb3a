import Ingredients

/// One step of a method: its text in segments, the ingredients it uses with their own amounts,
/// and its timers.
public struct Step: Sendable, Hashable {
    /// A piece of the step's text.
    public enum Segment: Sendable, Hashable {
        /// Plain text, shown as written.
        case text(String)
        /// An ingredient use, by its index in `uses`: shown with its amount ("100 g flour").
        case ingredient(Int)
        /// Cookware, by its name as written.
        case cookware(String)
        /// A timer, by its index in `timers`: shown as its duration ("1 hour").
        case timer(Int)
        /// An amount written in the text before an ingredient it names, by its index in
        /// `amounts`: "2 cups flour", shown scaled ("4 cups flour"); or in brackets after the
        /// name, the amount alone: "2 tablespoons" of "soy sauce (2 tablespoons)".
        case amount(Int)
    }

    /// The heading of the section the step is in; `nil` when it is in none.
    public var section: String?
    /// The step's text in order. A step of a text recipe is one `.text` segment.
    public var segments: [Segment]
    /// The ingredients the step uses, in order of mention, each with its own amount.
    public var uses: [IngredientUse]
    /// The timers the step sets, in order.
    public var timers: [StepTimer]
    /// The amounts a text recipe's step writes before the ingredients it names, each with the
    /// words up to the name ("2 cups flour"), or in brackets after a name, each alone ("2
    /// tablespoons"), in order; they scale, the rest of the text does not.
    public var amounts: [IngredientUse]

    /// A step of `segments`, with the uses, timers and amounts they point to.
    public init(section: String? = nil, segments: [Segment], uses: [IngredientUse] = [], timers: [StepTimer] = [],
                amounts: [IngredientUse] = []) {
        self.amounts = amounts
        self.section = section
        self.segments = segments
        self.uses = uses
        self.timers = timers
    }

    /// The step's text with its amounts, as written: "Mix 100 g flour and 100 ml water".
    public var text: String { text(scaledBy: 1) }

    /// The step's text with each amount multiplied by `factor`, except fixed ones, and shown in
    /// `units` for a recipe in `language` (see `IngredientUse.text(scaledBy:in:language:)`).
    public func text(scaledBy factor: Double, in units: UnitSystem = .asWritten, language: RecipeLanguage = .english) -> String {
        var output = ""
        for segment in segments {
            switch segment {
            case .text(let text): output += text
            case .ingredient(let index):
                let use = uses[index]
                guard case .withAmount = use.wording else {
                    output += use.stepText(scaledBy: factor, in: units, language: language)
                    continue
                }
                // "Eine @Salz{1%Prise}": the cook's article counts the amount's one.
                ArticleBeforeAmount.append(use.text(scaledBy: factor, in: units, language: language), to: &output)
            case .cookware(let name): output += name
            case .timer(let index): output += timers[index].text
            case .amount(let index): output += amounts[index].text(scaledBy: factor, in: units, language: language)
            }
        }
        return output
    }

    /// Splits the step's one text segment, `text`, at `spans` (in order, not overlapping), each
    /// an amount that scales.
    mutating func setAmounts(_ spans: [StepAmountSpan], in text: String) {
        let utf8 = text.utf8
        func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
        segments = []
        amounts = []
        var position = 0
        for span in spans {
            if span.bytes.lowerBound > position { segments.append(.text(String(text[index(position)..<index(span.bytes.lowerBound)]))) }
            segments.append(.amount(amounts.count))
            amounts.append(IngredientUse(listed: span.shown))
            position = span.bytes.upperBound
        }
        if position < utf8.count { segments.append(.text(String(text[index(position)...]))) }
    }
}

/// A timer a step sets: Cooklang `~rise{1%hour}`, or a time a text step names ("bake for 25 minutes").
public struct StepTimer: Sendable, Hashable {
    /// The timer's own name (`rise`); `nil` when it has none.
    public var name: String?
    /// How long, in seconds; 0 when the amount is not a number of a known time unit.
    public var seconds: Double
    /// The duration as written ("1 hour", "25 minutes"); the name when no duration was written.
    public var text: String

    /// A timer of `seconds`, written `text`.
    public init(name: String?, seconds: Double, text: String) {
        self.name = name
        self.seconds = seconds
        self.text = text
    }
}
