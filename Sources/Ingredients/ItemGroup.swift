/// The lines of one shopping item while a `ShoppingList` is built: their summed amount (grams or
/// millilitres for weights and volumes, the count otherwise) and the recipes they came from.
struct ItemGroup {
    /// What the amounts measure; decides which lines may be summed.
    enum Kind: Hashable {
        case mass, volume
        /// A plain count ("3 eggs") when the unit is `nil`, else a count of that unit ("2 cloves").
        case count(IngredientUnit?)
        case unmeasured

        init(_ unit: IngredientUnit?) {
            switch unit?.dimension {
            case .mass: self = .mass
            case .volume: self = .volume
            case .count, nil: self = .count(unit)
            }
        }

        /// The part of an item's identifier after the name.
        var identifier: String {
            switch self {
            case .mass: "mass"
            case .volume: "volume"
            case .count(nil): "count"
            case .count(let unit?): "count:\(unit)"
            case .unmeasured: "none"
            }
        }
    }

    let name: IngredientName
    let kind: Kind
    private var total: Quantity?
    private var metricAmount = 0.0, usAmount = 0.0
    /// The recipes, with the position of their entry so the item lists them in the order given.
    private var recipes: [(position: Int, id: Int, title: String)] = []

    init(name: IngredientName, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// Adds one line's `quantity` (already scaled) written in `unit` from `recipe`: weights and
    /// volumes summed in grams or millilitres, counts as they are; `nil` adds only the recipe.
    mutating func add(
        _ quantity: Quantity?, writtenIn unit: IngredientUnit?, recipe: ShoppingList.Entry, position: Int
    ) {
        addRecipe((position, recipe.recipeID, recipe.recipeTitle))
        guard var quantity else { return }
        if let unit, unit.dimension != .count {
            quantity = quantity.scaled(by: unit.baseAmount)
            if unit.system == .us { usAmount += quantity.value } else { metricAmount += quantity.value }
        }
        total = total.map { $0 + quantity } ?? quantity
    }

    /// Adds the recipes of an unmeasured group of the same name.
    mutating func addRecipes(of other: ItemGroup) {
        for recipe in other.recipes { addRecipe(recipe) }
    }

    private mutating func addRecipe(_ recipe: (position: Int, id: Int, title: String)) {
        guard !recipes.contains(where: { $0.id == recipe.id }) else { return }
        recipes.append(recipe)
    }

    /// The finished item: the total in the unit a cook would buy it in, and its text.
    func item(id: String, unitSystem: UnitSystem) -> ShoppingItem {
        let aisle = Aisle.guess(forFoldedName: name.key)
        let ordered = recipes.sorted { $0.position < $1.position }
        let measure = shownMeasure(unitSystem)
        var text = name.display
        if let measure {
            let amount = AmountText(measure, flags: [], separator: "–",
                                    wholeItems: measure.unit == nil && AmountText.countsWholeItems(name.display))
            var words = [amount.isApproximate ? "about " + amount.text : amount.text]
            if let unit = measure.unit { words.append(amount.isPlural ? unit.symbol.plural : unit.symbol.singular) }
            words.append(measure.unit == nil
                ? Inflection.inflectingLastWord(of: name.display, plural: amount.isPlural) ?? name.display
                : name.display)
            text = words.joined(separator: " ")
        }
        return ShoppingItem(
            id: id, name: name.display, measure: measure, text: text, aisle: aisle,
            sortKey: "\(aisle.rawValue)|\(name.key)|\(kind.identifier)",
            recipeIDs: ordered.map(\.id), recipeTitles: ordered.map(\.title))
    }

    private func shownMeasure(_ unitSystem: UnitSystem) -> Measure? {
        guard let total else { return nil }
        switch kind {
        case .mass, .volume:
            let system = unitSystem != .asWritten ? unitSystem : (usAmount > metricAmount ? .us : .metric)
            let dimension: IngredientUnit.Dimension = kind == .mass ? .mass : .volume
            let unit = UnitChoice.natural(forBaseAmounts: total, dimension: dimension, system: system)
            return Measure(total.scaled(by: 1 / unit.baseAmount), unit)
        case .count(let unit):
            return Measure(total, unit)
        case .unmeasured:
            return nil
        }
    }
}
