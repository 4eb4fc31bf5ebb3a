/// The ingredients of several recipes combined into one shopping list.
///
/// Lines combine when their folded names match (`IngredientName`: case, plurals, size and cutting
/// words) and their amounts measure the same thing: weights sum with weights (`200 g` + `0.5 kg`
/// flour → `700 g flour`), volumes with volumes, counts of the same unit with each other (cloves
/// with cloves, plain counts with plain counts). A weight and a volume of the same ingredient stay
/// two items, except in metric when its density is known (`IngredientDensity`). A line with no amount
/// ("salt to taste") joins an item of the same name if there is one, else is an item of its own.
/// Headings, tap water and ice are skipped. A count of packs (`2 x 400 g cans chopped tomatoes`,
/// `1 (14 oz) can coconut milk`) is an item of its own per pack size, its whole name kept, its
/// count summed (and rounded up to whole packs, as are cans, jars and packages) and its size never
/// scaled. In metric, volumes of a dry ingredient whose density is known join its weights. Items
/// are sorted by aisle guess, then name.
///
/// - Complexity: O(n) in the number of lines, plus sorting the items.
public struct ShoppingList: Sendable {
    /// One recipe's contribution.
    public struct Entry: Sendable, Hashable {
        /// The recipe's identifier.
        public var recipeID: Int
        /// The recipe's title, for showing which recipes need an item.
        public var recipeTitle: String
        /// The recipe's ingredient lines as written.
        public var ingredientLines: [String]
        /// By how much the recipe is scaled (1 as written).
        public var factor: Double
        /// Lines whose amounts stay as written whatever `factor` is (Cooklang `@salt{=10%g}`).
        public var fixedLines: [String]
        /// The recipe's language: an item's name is made plural only when every recipe that
        /// needs it is English ("3 eggs", but "3 Ei").
        public var language: RecipeLanguage

        /// An entry for a recipe in `language` scaled by `factor`, but for its `fixedLines`.
        public init(recipeID: Int, recipeTitle: String, ingredientLines: [String], factor: Double = 1, fixedLines: [String] = [],
                    language: RecipeLanguage = .english) {
            self.recipeID = recipeID
            self.recipeTitle = recipeTitle
            self.ingredientLines = ingredientLines
            self.factor = factor
            self.fixedLines = fixedLines
            self.language = language
        }
    }

    /// The combined items, sorted by `sortKey`; after `ticking(_:)`, ticked items last.
    public internal(set) var items: [ShoppingItem]
    /// The IDs of the items ticked off (see `ticking(_:)`), each one an item of `items`.
    public internal(set) var tickedItemIDs: Set<String> = []
    /// The items left out because they are at home (`leavingOut(_:)`), in order.
    public internal(set) var atHome: [ShoppingItem] = []

    /// Combines the entries' lines, showing summed weights and volumes in `unitSystem`
    /// (`.asWritten`: in the system they were written in, each system's sum apart).
    public init(entries: [Entry], unitSystem: UnitSystem = .asWritten) {
        var groups: [String: ItemGroup] = [:]
        var idsByName: [String: [String]] = [:]
        var unmeasured: [String: ItemGroup] = [:]
        var unmeasuredOrder: [String] = []
        // Which language a non-English recipe's names are in, by its position: for the aisle guess.
        var languageTallies: [Int: Aisle.LanguageTally] = [:]
        // Each entry's lines parsed once, with the factor each is shopped at (fixed lines at 1):
        // a non-English recipe's names are tallied before any is added, as the tally decides how
        // they combine.
        let parsedEntries = entries.enumerated().map { position, entry in
            let lines = entry.ingredientLines.map { (IngredientLine(parsing: $0), entry.factor) }
                + entry.fixedLines.map { (IngredientLine(parsing: $0), 1.0) }
            if entry.language != .english {
                var tally = Aisle.LanguageTally()
                for (line, _) in lines where !line.isHeading {
                    let name = IngredientName(line.name)
                    if !name.key.isEmpty, !name.isWaterOrIce { tally.count(name.key) }
                }
                languageTallies[position] = tally
            }
            return lines
        }
        // A line at `factor`; a local function, as scaled and fixed lines combine alike.
        func add(_ line: IngredientLine, of entry: Entry, at position: Int, factor: Double) {
            guard !line.isHeading else { return }
            // A German, Dutch or Italian recipe's singulars and plurals combine (`IngredientName.merged`).
            let language = languageTallies[position]?.language
            let stemming: IngredientName.Stemming? = language == .german || language == .dutch ? .germanOrDutch
                : language == .italian ? .italian : nil
            var name = IngredientName(line.name).merged(stemming: stemming)
            guard !name.key.isEmpty, !name.isWaterOrIce else { return }
            let spelling = line.parsed.primarySpans.spelling
            let lowercase = line.writesInLowercase(line.parsed.primarySpans.unit)
            if let amount = line.writtenAmount, let size = amount.packSize {
                name = IngredientName(exactly: line.name).merged(stemming: stemming)
                let id = name.mergeKey + "|" + ItemGroup.Kind.pack(amount.unit, size: Self.sizeKey(size)).identifier
                if groups[id] == nil {
                    idsByName[name.mergeKey, default: []].append(id)
                    var group = ItemGroup(name: name, kind: .pack(amount.unit, size: Self.sizeKey(size)))
                    group.packSize = size
                    group.packSizeInParentheses = line.isPackSizeInParentheses
                    groups[id] = group
                }
                groups[id]?.add(amount.quantity.scaled(by: factor), writtenIn: amount.unit, spelling: spelling,
                                lowercase: lowercase, recipe: entry, position: position)
                return
            }
            // "0 As required salt" (one site's data for "to taste"): nothing to sum, but it is bought.
            guard var written = line.writtenMeasure, written.quantity.value > 0 else {
                if unmeasured[name.mergeKey] == nil { unmeasuredOrder.append(name.mergeKey) }
                unmeasured[name.mergeKey, default: ItemGroup(name: name, kind: .unmeasured)]
                    .add(nil, writtenIn: nil, recipe: entry, position: position)
                return
            }
            // Dozens are twelves: "1 dozen eggs" and "3 eggs" are one item, "15 eggs".
            if written.unit == .dozen { written = Measure(written.quantity.scaled(by: 12), nil) }
            let kind = ItemGroup.Kind(written.unit)
            let id = name.mergeKey + "|" + kind.identifier
            if groups[id] == nil { idsByName[name.mergeKey, default: []].append(id) }
            let quantity = written.quantity.scaled(by: factor)
            groups[id, default: ItemGroup(name: name, kind: kind)]
                .add(quantity, writtenIn: written.unit, spelling: spelling, lowercase: lowercase, recipe: entry,
                     position: position)
            // The name as written for more than one and for one, for a language whose plurals the list cannot make.
            groups[id]?.noteWrittenName(name, plural: written.quantity.value > 1)
        }
        for (position, entry) in entries.enumerated() {
            for (line, factor) in parsedEntries[position] { add(line, of: entry, at: position, factor: factor) }
        }
        if unitSystem == .metric { Self.weighDryVolumes(&groups) }
        for key in unmeasuredOrder {
            guard let group = unmeasured[key] else { continue }
            if let first = idsByName[key]?.first {
                groups[first]?.addRecipes(of: group)
            } else {
                groups[key + "|" + ItemGroup.Kind.unmeasured.identifier] = group
            }
        }
        let languages = languageTallies.mapValues(\.language)
        items = groups.map { id, group in group.item(id: id, unitSystem: unitSystem, languages: languages) }
            .sorted { $0.sortKey < $1.sortKey }
    }

    /// In metric, each volume of a dry ingredient of known density joins the weights of the same
    /// name, if there are any: one item "440 g flour" rather than "240 g flour" and "200 g flour".
    private static func weighDryVolumes(_ groups: inout [String: ItemGroup]) {
        for (id, volumes) in groups where volumes.kind == .volume {
            let massID = volumes.name.mergeKey + "|" + ItemGroup.Kind.mass.identifier
            guard groups[massID] != nil,
                  case .dry(let gramsPerMillilitre) = IngredientDensity(name: volumes.name.display) else { continue }
            groups[massID]?.addWeighed(volumes, gramsPerMillilitre: gramsPerMillilitre)
            groups[id] = nil
        }
    }

    /// A pack size as part of an identifier: its amount in grams or millilitres ("400g", "414ml").
    private static func sizeKey(_ size: Measure) -> String {
        guard let unit = size.unit else { return "\(size.quantity.value)" }
        let base = (size.quantity.value * unit.baseAmount * 10).rounded() / 10
        let number = base == base.rounded() ? "\(Int(base))" : "\(base)"
        return number + (unit.dimension == .mass ? "g" : unit.dimension == .volume ? "ml" : "\(unit)")
    }
}
