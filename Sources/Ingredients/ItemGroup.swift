/// The lines of one shopping item while a `ShoppingList` is built: their summed amount (grams or
/// millilitres for weights and volumes, the count otherwise) and the recipes they came from.
struct ItemGroup {
    /// What the amounts measure; decides which lines may be summed.
    enum Kind: Hashable {
        case mass, volume
        /// A plain count ("3 eggs") when the unit is `nil`, else a count of that unit ("2 cloves").
        case count(IngredientUnit?)
        /// A count of packs of one size ("2 x 400 g cans"): the unit counted and the size, in
        /// grams or millilitres, written as a key ("can:400g").
        case pack(IngredientUnit?, size: String)
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
            case .pack(let unit, let size): "pack:\(unit.map { "\($0)" } ?? "item"):\(size)"
            case .unmeasured: "none"
            }
        }
    }

    let name: IngredientName
    let kind: Kind
    private var total: Quantity?
    /// Whether a US weight or volume was added: metric weighs a US volume of a dry ingredient.
    private var hasUSAmount = false
    /// Whether a metric weight or volume was added: a US total of it was converted, and the
    /// measures a cook has may be a little further from it (`MeasuringSet`).
    private var hasMetricAmount = false
    /// The weights or volumes summed per unit as written, in order of first use: "as written"
    /// shows these, since it converts nothing (`12 oz` + `16 oz` is `28 oz`, never `1 3/4 lb`).
    private var writtenAmounts: [Measure] = []
    /// How many amounts were summed: a sum of several is written with the largest measures that
    /// hold it (`2 tbsp + 1 tsp`, not "7 tsp"), one amount in the unit it was written or chosen in.
    private var amountCount = 0
    /// For packs: the size of one, as the first line wrote it, and whether it was written in
    /// parentheses (`1 (14 oz) can`) rather than with "x" (`2 x 400 g cans`).
    var packSize: Measure?
    var packSizeInParentheses = false
    /// The recipes, with the position of their entry so the item lists them in the order given.
    private var recipes: [(position: Int, id: Int, title: String)] = []
    /// Whether every recipe that needs the item is English, so its name may be made plural.
    private var inflectsNouns = true
    /// How its units are written: the recipes' own spelling or the symbols.
    private var unitSpellings = ItemUnitSpellings()

    /// The name as a line wrote it for more than one ("Eier" of "3 Eier"), shown for a count of
    /// more than one of a recipe not in English, whose plurals the list cannot make itself.
    private var writtenPlural: String?

    /// The name as a line wrote it for one or less ("Ei" of "1 Ei"), shown for a count of one or
    /// less when the group's first line wrote more ("3 Eier" halved to one is "1 Ei" when another
    /// line wrote "1 Ei"; alone, it stays as written).
    private var writtenSingular: String?

    /// Notes `name` as written by a line that counted more than one (`plural`) or one or less.
    mutating func noteWrittenName(_ name: IngredientName, plural: Bool) {
        if plural {
            if writtenPlural == nil { writtenPlural = name.pluralDisplay ?? name.display }
        } else if writtenSingular == nil {
            writtenSingular = name.display
        }
    }

    init(name: IngredientName, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// Adds one line's `quantity` (already scaled) written in `unit` spelled as the lexicon's
    /// family `spelling` (in lower case only when `lowercase`) from `recipe`: weights and volumes summed in grams or millilitres, counts
    /// as they are; `nil` adds only the recipe.
    mutating func add(
        _ quantity: Quantity?, writtenIn unit: IngredientUnit?, spelling: UInt16 = 0, lowercase: Bool = false,
        recipe: ShoppingList.Entry, position: Int
    ) {
        addRecipe((position, recipe.recipeID, recipe.recipeTitle))
        if !recipe.language.inflectsNouns { inflectsNouns = false }
        if let unit { unitSpellings.add(unit, spelling: spelling, language: recipe.language, lowercase: lowercase) }
        guard var quantity else { return }
        amountCount += 1
        if let unit, unit.dimension != .count {
            if let index = writtenAmounts.firstIndex(where: { $0.unit == unit }) {
                writtenAmounts[index].quantity = writtenAmounts[index].quantity + quantity
            } else {
                writtenAmounts.append(Measure(quantity, unit))
            }
            quantity = quantity.scaled(by: unit.baseAmount)
            if unit.system == .us { hasUSAmount = true }
            if unit.system == .metric { hasMetricAmount = true }
        }
        total = total.map { $0 + quantity } ?? quantity
    }

    /// Adds a group of volumes of the same dry ingredient, weighed at `gramsPerMillilitre`, to this
    /// group of weights: in metric, "2 cups flour" and "200 g flour" are one item.
    mutating func addWeighed(_ volumes: ItemGroup, gramsPerMillilitre: Double) {
        if let millilitres = volumes.total {
            let grams = millilitres.scaled(by: gramsPerMillilitre)
            total = total.map { $0 + grams } ?? grams
        }
        addRecipes(of: volumes)
    }

    /// Adds the recipes of an unmeasured group of the same name.
    mutating func addRecipes(of other: ItemGroup) {
        for recipe in other.recipes { addRecipe(recipe) }
        if !other.inflectsNouns { inflectsNouns = false }
    }

    private mutating func addRecipe(_ recipe: (position: Int, id: Int, title: String)) {
        guard !recipes.contains(where: { $0.id == recipe.id }) else { return }
        recipes.append(recipe)
    }

    /// The finished item: the total in the unit a cook would buy it in, and its text; its aisle
    /// guessed in the language of the names of the non-English recipes that need it
    /// (`languages`, by their entries' positions) when they are all in one, else in English.
    func item(id: String, unitSystem: UnitSystem, languages: [Int: Aisle.Language?]) -> ShoppingItem {
        let found = Set(recipes.compactMap { languages[$0.position] })
        let aisle = Aisle.guess(forFoldedName: name.key, language: inflectsNouns ? .english : found.count == 1 ? found.first! : nil)
        let ordered = recipes.sorted { $0.position < $1.position }
        // A metric total its unit would write more than 2 % off is in the smaller unit (`375 ml`, not "0.4 l").
        let written = shownMeasures(unitSystem)
        let totals = written.map(UnitChoice.measurable)
        // Pounds no fraction writes, a pound or more, are weighed as a butcher does: "1 lb 2 oz", not "18 oz".
        let inPoundsAndOunces = written.count == 1 && written[0].unit == .pound && totals[0].unit == .ounce
            && !totals[0].quantity.isRange && totals[0].quantity.value >= 16
        // Written as a recipe's scaled line is: with the measures a cook has (`1/2 cup + 2 tbsp`);
        // a sum with the largest that hold it exactly.
        var isFar = false
        let measures = inPoundsAndOunces
            ? Amount.parts(of: totals[0].quantity.value * IngredientUnit.ounce.baseAmount, in: [.pound, .ounce])
            : totals.flatMap { total in
            let converted = total.unit?.system == .us && hasMetricAmount
            // A sum is written with the largest measures that hold it ("1/4 cup + 2 tbsp") in English;
            // another language's spoons stay spoons ("6 eetlepels"), its cooks' cups being no US cup.
            let parts = amountCount > 1 && inflectsNouns ? MeasuringSet.writtenLargest(total, converted: converted)
                : MeasuringSet.written(total, converted: converted)
            // What a recipe's converted line says "about" to, the list says it to ("about 1 1/2 cups milk").
            if converted, CookRounding.isFar(parts, from: total) { isFar = true }
            return parts
        }
        var text = name.display
        if let measure = measures.first {
            let boughtWhole = measure.unit == nil && AmountText.countsWholeItems(name.display)
            let amounts = measures.map { AmountText($0, flags: [], separator: "–", boughtWhole: boughtWhole) }
            let shownUnits = zip(measures, amounts).compactMap { measure, amount in measure.unit.map { ($0, amount.isPlural) } }
            var unitTexts = unitSpellings.texts(for: shownUnits).makeIterator()
            // A pack's unit follows its size ("2 x 400 g cans"), not its count.
            let packUnit = packSize == nil ? nil : unitTexts.next()
            var words = [zip(measures, amounts).map { measure, amount in
                // One of the recipes not in English: no English word in its line.
                let about = inflectsNouns ? RecipeLanguage.english.approximately : RecipeLanguage.other.approximately
                let number = amount.isApproximate || isFar && measure == measures[0] ? about + amount.text : amount.text
                guard packSize == nil, measure.unit != nil, let unit = unitTexts.next() else { return number }
                return number + " " + unit
            }.joined(separator: inPoundsAndOunces ? " " : " + ")]
            if let packSize { words.append(packText(packSize, unitSystem: unitSystem, unitText: packUnit)) }
            let isPlainCount = measure.unit == nil && packSize == nil
            if isPlainCount, amounts[0].isPlural, let plural = name.pluralDisplay ?? (inflectsNouns ? nil : writtenPlural) {
                words.append(plural)                                   // "3 Eier", from "Ei(er)" or "2 Eier"
            } else if isPlainCount, !amounts[0].isPlural, !inflectsNouns, let singular = writtenSingular {
                words.append(singular)                                 // "1 Ei", a line having written it
            } else {
                let inflected = !isPlainCount ? nil : inflectsNouns
                    ? Inflection.inflectingLastWord(of: name.display, plural: amounts[0].isPlural)
                    : OtherLanguageNouns.inflecting(name.display, plural: amounts[0].isPlural)  // "1 Ei" of "2 Eier" halved
                words.append(inflected ?? name.display)
            }
            text = words.joined(separator: " ")
        }
        return ShoppingItem(
            id: id, name: name.display, measure: totals.first, text: text, aisle: aisle,
            sortKey: "\(aisle.rawValue)|\(name.key)|\(kind.identifier)",
            recipeIDs: ordered.map(\.id), recipeTitles: ordered.map(\.title))
    }

    /// `amounts` with the cups and spoons among them summed into one, where the first of them
    /// stood, in the largest unit written that holds at least its smallest measure of the sum:
    /// `3/4 cup` and `1 1/2 tbsp` are one amount that `MeasuringSet` writes with the measures a
    /// cook has, as it writes a recipe's scaled line, not a sum of sums in each unit (`2 EL` and
    /// `1 TL` are `2 EL + 1 TL`, `1/4 cup`, `1 tbsp` and `1 tsp` are `1/3 cup`). One unit alone
    /// stays as written (`8 tbsp`); a range is not summed with the others.
    private static func measuredVolumes(_ amounts: [Measure]) -> [Measure] {
        let measured = amounts.indices.filter { MeasuringSet.holds(amounts[$0].unit) && !amounts[$0].quantity.isRange }
        guard measured.count > 1, let first = measured.first else { return amounts }
        let millilitres = measured.reduce(0.0) { sum, index in
            sum + amounts[index].quantity.value * (amounts[index].unit?.baseAmount ?? 1)
        }
        let units = measured.compactMap { amounts[$0].unit }.sorted { $0.baseAmount > $1.baseAmount }
        let unit = units.first { millilitres / $0.baseAmount >= (MeasuringSet.smallestMeasure(of: $0) ?? 0) - 1e-9 }
            ?? units[units.count - 1]
        var joined = amounts
        joined[first] = Measure(Quantity(millilitres / unit.baseAmount), unit)
        for index in measured.dropFirst().reversed() { joined.remove(at: index) }
        return joined
    }

    /// `amounts` with the metric weights, the metric volumes and the US weights among them each
    /// summed into one, in the unit that writes the sum (`200 g` and `0.5 kg` are `700 g`, `8 oz`
    /// and `1/2 lb` are `1 lb`), where the first of them stood: as written converts nothing from
    /// one system to the other (`1 1/2 lb + 900 g` stays), but a shopper buys one amount of a
    /// thing in one system. A range is not summed with the others.
    private static func summedWithinSystems(_ amounts: [Measure]) -> [Measure] {
        var summed = amounts
        let kinds: [(UnitSystem, IngredientUnit.Dimension)] = [(.metric, .mass), (.metric, .volume), (.us, .mass)]
        for (system, dimension) in kinds {
            let indices = summed.indices.filter { index in
                summed[index].unit.map { $0.system == system && $0.dimension == dimension } == true
                    && !summed[index].quantity.isRange
            }
            guard indices.count > 1, let first = indices.first else { continue }
            let base = indices.reduce(0.0) { $0 + summed[$1].quantity.value * (summed[$1].unit?.baseAmount ?? 1) }
            let unit = UnitChoice.natural(forBaseAmounts: Quantity(base), dimension: dimension, system: system)
            summed[first] = Measure(Quantity(base / unit.baseAmount), unit)
            for index in indices.dropFirst().reversed() { summed.remove(at: index) }
        }
        return summed
    }

    /// Counted units one buys whole: half a can on the list is a can.
    private static let boughtWhole: Set<IngredientUnit> = [.can, .jar, .package, .bottle, .bag, .box, .container, .envelope]

    /// Both ends of `count` rounded up to whole packs.
    private static func wholePacks(_ count: Quantity) -> Quantity {
        Quantity(count.value.rounded(.up), upTo: count.upperValue.map { $0.rounded(.up) })
    }

    /// "x 400 g cans" or "(14 oz) cans": a pack's size (shown in `unitSystem`, never scaled) and
    /// the unit counted, written as `unitText`.
    private func packText(_ size: Measure, unitSystem: UnitSystem, unitText: String?) -> String {
        let shown = UnitChoice.display(size, in: unitSystem, rescaled: false)
        let amount = AmountText(shown, flags: [], separator: "–")
        let sizeText = amount.text + (shown.unit.map { " " + (amount.isPlural ? $0.symbol.plural : $0.symbol.singular) } ?? "")
        return (packSizeInParentheses ? "(" + sizeText + ")" : "x " + sizeText) + (unitText.map { " " + $0 } ?? "")
    }

    /// The total to show: "as written", the sum in each unit written, in order (`28 oz`,
    /// `1 cup + 200 ml milk`), since as written converts nothing, but for cups and spoons, which
    /// are one amount when several were written (see `measuredVolumes`); in metric or US, one
    /// measure in the unit a cook would buy it in. In metric, a US volume of a dry ingredient is
    /// weighed when its density is known and stays in US units when it is not (`IngredientDensity`).
    private func shownMeasures(_ unitSystem: UnitSystem) -> [Measure] {
        guard let total else { return [] }
        switch kind {
        case .mass, .volume:
            if unitSystem == .asWritten { return Self.summedWithinSystems(Self.measuredVolumes(writtenAmounts)) }
            let dimension: IngredientUnit.Dimension = kind == .mass ? .mass : .volume
            let natural = { (amount: Quantity, system: UnitSystem) -> Measure in
                let unit = UnitChoice.natural(forBaseAmounts: amount, dimension: dimension, system: system)
                return Measure(amount.scaled(by: 1 / unit.baseAmount), unit)
            }
            if kind == .volume, unitSystem == .metric, hasUSAmount {
                return [UnitChoice.display(natural(total, .us), in: .metric, rescaled: true,
                                           density: IngredientDensity(name: name.display))]
            }
            return [natural(total, unitSystem)]
        case .pack(let unit, _):
            return [Measure(Self.wholePacks(total), unit)]
        case .count(let unit?) where Self.boughtWhole.contains(unit):
            return [Measure(Self.wholePacks(total), unit)]
        case .count(let unit):
            return [Measure(total, unit)]
        case .unmeasured:
            return []
        }
    }
}
