import Ingredients

/// Where an ingredient use stands in a recipe: its step (counted across sections, from 0) and its
/// place among that step's uses.
public struct UsePlace: Sendable, Hashable {
    /// The step's index in `StructuredRecipe.steps`.
    public var step: Int
    /// The use's index in that step's `uses`.
    public var use: Int

    /// The use at `use` in step `step`.
    public init(step: Int, use: Int) {
        self.step = step
        self.use = use
    }
}

/// A line of the ingredient list and the uses in the steps it stands for: a Cooklang line made
/// of its `@flour{100%g}` and `@flour{400%g}`, a text recipe's line and the steps that name it.
///
/// The pairing is made once, when the structure is built, so that the list shows each line at the
/// scale its uses are shown at: a line whose uses are all fixed is never scaled, one whose uses
/// are all written in words is shown as written, as they are in the steps.
public struct ListedIngredient: Sendable, Hashable {
    /// The line as written ("500 g flour").
    public var text: String
    /// The uses the line stands for, in order; empty when no step uses it.
    public var uses: [UsePlace]
    /// The part of the line's amount that keeps its size whatever the servings: 0 when it scales,
    /// 1 when every use is fixed, between for a sum of fixed and scaled uses (`@salt{=1%tsp}` and
    /// `@salt{1%tsp}`); `nil` when every use is written in words, so that the line is shown as written.
    public internal(set) var keptShare: Double? = 0

    /// A line standing for the uses at `uses`.
    public init(text: String, uses: [UsePlace] = []) {
        self.text = text
        self.uses = uses
    }

    /// The line understood, scaled by `factor` (its kept share not) and shown in `units`, for a
    /// recipe in `language` (only an English name is made plural).
    public func line(scaledBy factor: Double, in units: UnitSystem = .asWritten, language: RecipeLanguage = .english) -> IngredientLine {
        let line = IngredientLine(parsing: text).written(in: language)
        guard let keptShare else { return line }
        return line.scaled(by: keptShare + (1 - keptShare) * factor).converted(to: units)
    }

    /// The line as shown at `factor` in `units` for a recipe in `language`: as written when neither changes it, or when its
    /// uses are words; a fixed amount converted but never scaled.
    public func text(scaledBy factor: Double, in units: UnitSystem = .asWritten, language: RecipeLanguage = .english) -> String {
        guard factor != 1 || units != .asWritten, keptShare != nil else { return text }
        return line(scaledBy: factor, in: units, language: language).formatted()
    }

    /// Works out `keptShare` from the uses at the line's places in `steps`.
    mutating func pair(with steps: [Step]) {
        func isValid(_ place: UsePlace) -> Bool { steps.indices.contains(place.step) && steps[place.step].uses.indices.contains(place.use) }
        func use(_ place: UsePlace) -> IngredientUse { steps[place.step].uses[place.use] }
        // Asked before the places are gathered: most lines have no use that keeps its amount.
        guard uses.contains(where: { isValid($0) && use($0).keepsAmount }) else { keptShare = 0; return }
        let places = uses.filter(isValid)
        // A use without an amount adds nothing to the line's.
        let numbered = places.map(use).filter { ($0.quantity != nil || !$0.quantityText.isEmpty) && !$0.isWords }
        guard !numbered.isEmpty else { keptShare = nil; return }
        guard numbered.contains(where: { !$0.isFixed }) else { keptShare = 1; return }
        // Fixed and scaled uses summed in one line: the share of its amount that is fixed, when
        // the amounts measure alike; else it scales, as most of it does.
        var kept = 0.0, total = 0.0
        for use in numbered {
            guard let measure = use.line.writtenMeasure else { continue }
            guard let base = Self.baseAmount(measure), Self.dimension(measure) == Self.dimension(numbered[0].line.writtenMeasure)
            else { keptShare = 0; return }
            total += base
            if use.isFixed { kept += base }
        }
        keptShare = total > 0 ? kept / total : 0
    }

    private static func baseAmount(_ measure: Measure) -> Double? {
        guard let unit = measure.unit else { return measure.quantity.value }
        return unit.dimension == .count ? measure.quantity.value : measure.quantity.value * unit.baseAmount
    }

    private static func dimension(_ measure: Measure?) -> String {
        guard let measure else { return "none" }
        guard let unit = measure.unit else { return "count" }
        return unit.dimension == .count ? "count:\(unit)" : "\(unit.dimension)"
    }
}
