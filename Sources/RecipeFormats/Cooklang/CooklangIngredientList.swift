import RecipeStructure

/// The ingredient lines of a Cooklang recipe, one per ingredient in order of first use.
///
/// Uses of the same ingredient (same name ignoring case, both optional or both not) become one
/// line, as CookCLI lists them: amounts in the same unit that are numbers are added
/// (`@flour{100%g}` and `@flour{50%g}` → `150 g flour`); other amounts are kept as written,
/// joined with ` + ` (`1 cup + 2 tbsp butter`); a use without an amount adds nothing to one with
/// an amount. Hidden ingredients (`@-salt`) are not listed. Lines from an `== Ingredients ==`
/// section written as a list are kept exactly, one per component, and a later use of a listed
/// ingredient adds no line. Each line knows the uses it stands for (`ListedIngredient`).
struct CooklangIngredientList {
    private struct Entry {
        var key: String
        /// The first use's ingredient, as far as its line needs it: the amount is the entry's.
        var first: LinePart
        /// `first`'s name as its line shows it (`CooklangIngredient.Names.readableName`).
        var readableName: String
        var amounts: [(quantity: String, unit: String)] = []
        var listedLine: String?
        var uses: [UsePlace] = []
    }

    /// What a line keeps of an ingredient besides its amount and name. Kept instead of the whole
    /// ingredient, whose strings every entry copied and released for nothing.
    private struct LinePart {
        var note: String
        var isOptional: Bool

        init(_ ingredient: CooklangIngredient) {
            note = ingredient.note
            isOptional = ingredient.isOptional
        }
    }

    private var entries: [Entry] = []
    /// The list's headings (`== Ingredients: For the crust ==`), each with the number of entries before it.
    private var headings: [(before: Int, name: String)] = []
    /// The first entry of each key, once there are more entries than `scannedEntries`.
    private var positions: [String: Int] = [:]
    /// Up to this many entries, a key is looked for along them: comparing a few short strings
    /// costs less than hashing one, and a recipe uses a few ingredients.
    private static let scannedEntries = 16

    /// Adds an ingredient line as an ingredient list gives it: kept as it is, never combined.
    mutating func addListed(_ ingredient: CooklangIngredient) {
        let names = ingredient.names
        let key = Self.key(of: ingredient, displayName: names.displayName)
        append(Entry(key: key, first: LinePart(ingredient), readableName: names.readableName,
                     listedLine: ingredient.line(named: names.readableName)))
    }

    /// Starts a group of the list under `name`: the lines added next are its lines.
    mutating func addHeading(_ name: String) {
        headings.append((entries.count, name))
    }

    /// Adds an ingredient as a step uses it, at `place` in the steps; `names` are its name's.
    mutating func addUsed(_ ingredient: CooklangIngredient, names: CooklangIngredient.Names, at place: UsePlace) {
        guard !ingredient.isHidden else { return }
        let key = Self.key(of: ingredient, displayName: names.displayName)
        let amount = (ingredient.quantity, ingredient.unit)
        if let position = position(of: key) {
            entries[position].uses.append(place)
            guard entries[position].listedLine == nil, !ingredient.quantity.isEmpty else { return }
            entries[position].amounts.append(amount)
            if entries[position].first.note.isEmpty { entries[position].first.note = ingredient.note }
        } else {
            append(Entry(key: key, first: LinePart(ingredient), readableName: names.readableName,
                         amounts: ingredient.quantity.isEmpty ? [] : [amount], uses: [place]))
        }
    }

    /// The first entry of `key`, if any.
    private func position(of key: String) -> Int? {
        entries.count > Self.scannedEntries ? positions[key] : entries.firstIndex { $0.key == key }
    }

    private mutating func append(_ entry: Entry) {
        if entries.isEmpty { entries.reserveCapacity(8) }
        entries.append(entry)
        if entries.count == Self.scannedEntries + 1 {
            for (position, entry) in entries.enumerated() where positions[entry.key] == nil { positions[entry.key] = position }
        } else if entries.count > Self.scannedEntries, positions[entry.key] == nil {
            positions[entry.key] = entries.count - 1
        }
    }

    /// One line per ingredient: `QUANTITY UNIT NAME`, with `, NOTE` and ` (optional)` where they
    /// apply; each heading of the list as a heading line before its group's (`For the crust:`).
    var lines: [String] {
        guard !headings.isEmpty else { return entries.map(Self.line(of:)) }
        return groups.flatMap { group in (group.heading.map { [ExternalRecipe.headingLine($0)] } ?? []) + group.lines }
    }

    /// The lines in their groups, each with the uses it stands for: one group without a heading
    /// unless the list has headings; none for no lines.
    var groups: [IngredientGroup] {
        let items = entries.map { ListedIngredient(text: Self.line(of: $0), uses: $0.uses) }
        guard !headings.isEmpty else { return items.isEmpty ? [] : [IngredientGroup(heading: nil, items: items)] }
        var groups: [IngredientGroup] = []
        if headings[0].before > 0 { groups.append(IngredientGroup(heading: nil, items: Array(items[..<headings[0].before]))) }
        for (index, heading) in headings.enumerated() {
            let end = index + 1 < headings.count ? headings[index + 1].before : items.count
            groups.append(IngredientGroup(heading: heading.name, items: Array(items[heading.before..<end])))
        }
        return groups
    }

    private static func line(of entry: Entry) -> String {
        if let line = entry.listedLine { return line }
        var ingredient = CooklangIngredient(name: entry.readableName, quantity: combined(entry.amounts))
        ingredient.note = entry.first.note
        ingredient.isOptional = entry.first.isOptional
        return ingredient.line(named: entry.readableName)
    }

    private static func key(of ingredient: CooklangIngredient, displayName: String) -> String {
        // A name already in lower-case ASCII is its own key: no new string.
        let isLower = displayName.utf8.allSatisfy { $0 < 0x80 && !(0x41...0x5A).contains($0) }
        let folded = isLower ? displayName : displayName.lowercased()
        return ingredient.isOptional ? "?" + folded : folded
    }

    /// The amounts as one text: numbers in the same unit added, the rest as written, joined by ` + `.
    private static func combined(_ amounts: [(quantity: String, unit: String)]) -> String {
        if amounts.count < 2 { return amounts.first.map { CooklangIngredient.joined($0.quantity, $0.unit) } ?? "" }
        // The same unit, whole numbers (`@flour{100%g}`, `@flour{400%g}`): their sum.
        if amounts.allSatisfy({ $0.unit == amounts[0].unit }) {
            var sum = 0
            for amount in amounts {
                guard amount.quantity.utf8.count < 10, amount.quantity.utf8.first != UInt8(ascii: "0"),
                      let value = Int(amount.quantity), value >= 0 else { sum = -1; break }
                sum += value
            }
            if sum >= 0 { return CooklangIngredient.joined(String(sum), amounts[0].unit) }
        }
        var units: [String] = []
        var byUnit: [String: [(quantity: String, unit: String)]] = [:]
        for amount in amounts {
            let unit = amount.unit.lowercased()
            if byUnit[unit] == nil { units.append(unit) }
            byUnit[unit, default: []].append(amount)
        }
        return units.flatMap { unit -> [String] in
            let group = byUnit[unit]!
            let numbers = group.compactMap { QuantityNumber($0.quantity) }
            if group.count > 1, numbers.count == group.count {
                return [[numbers.dropFirst().reduce(numbers[0], +).text, group[0].unit].filter { !$0.isEmpty }.joined(separator: " ")]
            }
            return group.map { [$0.quantity, $0.unit].filter { !$0.isEmpty }.joined(separator: " ") }
        }.joined(separator: " + ")
    }
}

/// A quantity that is a number: whole (`2`), decimal (`1.5`), a fraction (`1/2`) or mixed (`1 1/2`).
/// Sums of fractions stay fractions (`1/2` + `1/4` → `3/4`); a decimal makes the sum decimal.
struct QuantityNumber {
    private var numerator: Int
    private var denominator: Int
    private var decimal: Double?

    init?(_ text: String) {
        // Most amounts are whole numbers: read without splitting the text into characters.
        if !text.isEmpty, text.utf8.count < 16, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let value = Int(text) {
            (numerator, denominator, decimal) = (value, 1, nil)
            return
        }
        let parts = text.split(separator: " ")
        guard (1...2).contains(parts.count) else { return nil }
        var whole = 0
        if parts.count == 2 {
            guard let value = Int(parts[0]) else { return nil }
            whole = value
        }
        let last = parts[parts.count - 1]
        let fraction = last.split(separator: "/", omittingEmptySubsequences: false)
        if fraction.count == 2, let top = Int(fraction[0]), let bottom = Int(fraction[1]), bottom > 0,
           fraction[0].first != "0" || top == 0 {
            (numerator, denominator) = (whole * bottom + top, bottom)
        } else if parts.count == 1, fraction.count == 1, let value = Int(last) {
            (numerator, denominator) = (value, 1)
        } else if parts.count == 1, fraction.count == 1, let value = Double(last), value.isFinite {
            (numerator, denominator, decimal) = (0, 1, value)
        } else {
            return nil
        }
    }

    private init(numerator: Int, denominator: Int, decimal: Double?) {
        (self.numerator, self.denominator, self.decimal) = (numerator, denominator, decimal)
    }

    /// The number's value.
    var value: Double { decimal ?? Double(numerator) / Double(denominator) }

    static func + (left: QuantityNumber, right: QuantityNumber) -> QuantityNumber {
        if left.decimal != nil || right.decimal != nil {
            return QuantityNumber(numerator: 0, denominator: 1, decimal: left.value + right.value)
        }
        let (top, topOverflow) = left.numerator.multipliedReportingOverflow(by: right.denominator)
        let (other, otherOverflow) = right.numerator.multipliedReportingOverflow(by: left.denominator)
        let (bottom, bottomOverflow) = left.denominator.multipliedReportingOverflow(by: right.denominator)
        guard !topOverflow, !otherOverflow, !bottomOverflow, top.addingReportingOverflow(other).overflow == false else {
            return QuantityNumber(numerator: 0, denominator: 1, decimal: left.value + right.value)
        }
        let sum = top + other
        let divisor = greatestCommonDivisor(abs(sum), bottom)
        return QuantityNumber(numerator: sum / divisor, denominator: bottom / divisor, decimal: nil)
    }

    /// `3`, `3/4`, `1 1/2`, or a decimal with at most three places (`2.25`).
    var text: String {
        if let decimal {
            let rounded = (decimal * 1000).rounded() / 1000
            return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
        }
        let whole = numerator / denominator
        let rest = numerator % denominator
        if rest == 0 { return String(whole) }
        return whole == 0 ? "\(rest)/\(denominator)" : "\(whole) \(rest)/\(denominator)"
    }
}

private func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int {
    b == 0 ? max(a, 1) : greatestCommonDivisor(b, a % b)
}
