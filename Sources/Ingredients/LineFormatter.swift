/// Writes a scaled or converted `IngredientLine`: its text with the numbers and units replaced in
/// place, so words, order, spacing and notes stay as the cook wrote them.
struct LineFormatter {
    let line: IngredientLine
    private var parsed: ParsedLine { line.parsed }

    /// One replacement of a run of the original bytes.
    struct Edit {
        var span: TextSpan
        var text: String
    }

    func formatted() -> String {
        guard let written = line.writtenMeasure, !line.isHeading else { return line.text }
        let rescaled = line.factor != 1
        let (primary, alternate, swapped) = shownMeasures(written, rescaled: rescaled)
        var edits: [Edit] = []
        // A compound amount is written again in its own units, in whichever place it is shown.
        let primarySource = swapped ? alternateCompound : primaryCompound
        let alternateSource = swapped ? primaryCompound : alternateCompound
        if rescaled || primary.unit != written.unit || swapped {
            if let edit = compoundEdit(primary, over: parsed.primarySpans, from: primarySource) {
                edits.append(edit)
            } else {
                edits += measureEdits(primary, at: parsed.primarySpans, written: written,
                                      isArticle: !parsed.flags.isDisjoint(with: [.articleQuantity, .impliedCount]))
            }
        }
        if let equivalent = parsed.alternateEquivalent, equivalent.unit?.system == line.unitSystem {
            // "8 x 450g/1lb" in US: the cook's own "1lb", once.
            let spans = parsed.alternateSpans
            edits.append(Edit(span: TextSpan(Int(spans.quantity.start), Int(spans.unit.end)),
                              text: line.string(parsed.alternateEquivalentSpan)))
        } else if let alternate, let writtenAlternate = parsed.alternate,
           alternate != writtenAlternate || swapped {
            if let edit = compoundEdit(alternate, over: parsed.alternateSpans, from: alternateSource) {
                edits.append(edit)
            } else {
                edits += measureEdits(alternate, at: parsed.alternateSpans, written: writtenAlternate, isArticle: false)
            }
        }
        if let edit = alternativeAfterOr() { edits.append(edit) }
        guard !edits.isEmpty else { return line.text }
        // At one offset, an insertion (an empty span) goes before the edit that replaces text there.
        return apply(edits.sorted { ($0.span.start, $0.span.end) < ($1.span.start, $1.span.end) })
    }

    /// "1 vanilla bean, split, or 2 tsp vanilla extract": an amount right after "or" (past the
    /// line's own measures) is another way to the same thing, so it is scaled and converted with
    /// the line, written again as a line of its own. Text after "or" that starts with no amount
    /// ("1 scallion or mitsuba") stays as written.
    private func alternativeAfterOr() -> Edit? {
        guard line.factor != 1 || line.unitSystem != .asWritten else { return nil }
        let bytes = Array(line.text.utf8)
        let ends = [parsed.primarySpans.quantity.end, parsed.primarySpans.unit.end,
                    parsed.alternateSpans.quantity.end, parsed.alternateSpans.unit.end]
        var index = Int(ends.max() ?? 0)
        let or: [UInt8] = [0x20, 0x6F, 0x72, 0x20] // " or "
        while index + or.count <= bytes.count, !bytes[index..<index + or.count].elementsEqual(or) { index += 1 }
        let start = index + or.count
        guard start < bytes.count else { return nil }
        let rest = String(decoding: bytes[start...], as: UTF8.self)
        let other = IngredientLine(parsing: rest)
        guard other.writtenMeasure != nil, other.parsed.primarySpans.quantity.start == 0 else { return nil }
        let written = other.scaled(by: line.factor).converted(to: line.unitSystem).written(in: line.language).formatted()
        return written == rest ? nil : Edit(span: TextSpan(start, bytes.count), text: written)
    }

    /// The measures to write in the primary and alternate places. When converting `1 cup (240 ml)`
    /// or `1 cup (120 g)` to metric, the alternate already says it: the two trade places (`240 ml (1 cup)`).
    private func shownMeasures(_ written: Measure, rescaled: Bool) -> (Measure, Measure?, swapped: Bool) {
        let system = line.unitSystem
        let primaryScaled = Measure(written.quantity.scaled(by: line.factor), written.unit)
        let alternateScaled = parsed.alternate.map { alternate in
            line.isAlternatePerItem ? alternate : Measure(alternate.quantity.scaled(by: line.factor), alternate.unit)
        }
        let alternateRescaled = rescaled && !line.isAlternatePerItem
        var primary = UnitChoice.display(primaryScaled, in: system, rescaled: rescaled, density: line.density)
        var alternate = alternateScaled.map { UnitChoice.display($0, in: system, rescaled: alternateRescaled) }
        guard system != .asWritten, let primaryUnit = written.unit, let primarySystem = primaryUnit.system,
              let alternateScaled else { return (primary, alternate, false) }
        if primarySystem == system {
            alternate = UnitChoice.inOwnSystem(alternateScaled, rescaled: alternateRescaled)
        } else if let alternateUnit = alternateScaled.unit, alternateUnit.system == system, !line.isAlternatePerItem {
            primary = UnitChoice.display(alternateScaled, in: system, rescaled: rescaled)
            alternate = UnitChoice.inOwnSystem(primaryScaled, rescaled: rescaled)
            return (primary, alternate, true)
        }
        return (primary, alternate, false)
    }

    /// A compound measure written side by side: its spans (the unit span runs on to the end of the
    /// added part), its first unit, and the added part with its spans.
    private struct CompoundSource {
        var spans: MeasureSpans
        var unit: IngredientUnit
        var added: Measure
        var addedSpans: MeasureSpans
    }

    /// The primary measure when it is compound (`1 lb 2 oz pork`).
    private var primaryCompound: CompoundSource? {
        guard parsed.flags.contains(.sideBySideParts), let unit = parsed.unit, let added = parsed.addedPart else { return nil }
        return CompoundSource(spans: parsed.primarySpans, unit: unit, added: added, addedSpans: parsed.addedSpans)
    }

    /// The alternate measure when it is compound (`500g/1lb 2oz`).
    private var alternateCompound: CompoundSource? {
        guard let unit = parsed.alternate?.unit, let added = parsed.alternateAddedPart else { return nil }
        return CompoundSource(spans: parsed.alternateSpans, unit: unit, added: added, addedSpans: parsed.alternateAddedSpans)
    }

    /// For `shown` from a compound amount and shown in that amount's system: one edit over `place`
    /// that writes it again in the amount's units (`2 lb 4 oz`), spelled and spaced as the cook did.
    private func compoundEdit(_ shown: Measure, over place: MeasureSpans, from source: CompoundSource?) -> Edit? {
        guard let source, let shownUnit = shown.unit, shownUnit.system == source.unit.system,
              let addedUnit = source.added.unit else { return nil }
        let spans = source.spans, addedSpans = source.addedSpans
        // The first unit word alone: the unit span runs on to the end of the added part.
        var firstUnit = spans
        let unitAndGap = line.string(TextSpan(Int(spans.unit.start), Int(addedSpans.quantity.start)))
        let unitWord = unitAndGap.prefix { !$0.isWhitespace }
        firstUnit.unit.end = spans.unit.start + Int32(unitWord.utf8.count)
        let between = line.string(TextSpan(Int(firstUnit.unit.end), Int(addedSpans.quantity.start)))
        let parts = Amount.parts(of: shown.quantity.value * shownUnit.baseAmount, in: [source.unit, addedUnit])
        let texts = parts.map { part -> String in
            let partSpans = part.unit == source.unit ? firstUnit : addedSpans
            let amount = AmountText(part, flags: parsed.flags, separator: "-")
            let gap = line.string(TextSpan(Int(partSpans.quantity.end), Int(partSpans.unit.start)))
            let unit = unitText(part.unit ?? source.unit, plural: amount.isPlural, at: partSpans, written: part.unit)
            return amount.text + gap + unit
        }
        return Edit(span: TextSpan(Int(place.quantity.start), Int(place.unit.end)), text: texts.joined(separator: between))
    }

    /// The edits that write `measure` over the quantity and unit at `spans`. A plain US volume is
    /// written with the measures a cook has (`MeasuringSet`: `1/2 cup + 2 tbsp`, not `5/8 cup`).
    private func measureEdits(_ measure: Measure, at spans: MeasureSpans, written: Measure?, isArticle: Bool) -> [Edit] {
        var measure = measure
        var rest: Measure?
        let converted = measure.unit.map { unit in written?.unit?.system.map { $0 != unit.system } ?? false } ?? false
        var isFar = false
        if measure.unit != nil, !spans.unit.isEmpty {
            let parts = MeasuringSet.written(measure, converted: converted)
            isFar = converted && CookRounding.isFar(parts, from: measure)
            measure = parts[0]
            rest = parts.count > 1 ? parts[1] : nil
        }
        let amount = AmountText(measure, flags: parsed.flags, separator: separatorText(spans))
        var edits: [Edit] = []
        let needsNumber = !isArticle || line.factor != 1 || measure.unit != written?.unit
        if needsNumber {
            let about = (amount.isApproximate || isFar) && !line.isApproximate ? line.language.approximately : ""
            if let edit = sizeAfterUnit(measure, amount: about + amount.text, at: spans, written: written) { return [edit] }
            if !spans.quantity.isEmpty {
                edits.append(Edit(span: spans.quantity, text: about + amount.text))
            } else if parsed.flags.contains(.impliedCount), spans == parsed.primarySpans {
                // "6cm/2½in piece" doubled: the count written before the size ("2 6cm/2½in pieces").
                edits.append(Edit(span: spans.quantity, text: about + amount.text + " "))
            }
        }
        if let unit = measure.unit, !spans.unit.isEmpty {
            // Two units in one amount are spelled alike: "1 1/2 tablespoons + 3/4 teaspoon".
            let inFull = rest != nil && isSpelledInFull(spans)
            var text = unitText(unit, plural: amount.isPlural, at: spans, written: written?.unit, inFull: inFull)
            if let rest, let restUnit = rest.unit {
                let restAmount = AmountText(rest, flags: parsed.flags, separator: "-")
                text += " + " + restAmount.text + " "
                    + unitText(restUnit, plural: restAmount.isPlural, at: spans, written: written?.unit, inFull: inFull)
            }
            // The writer's spacing stays ("200g" → "7oz"), unless gluing would make a new word
            // ("2cups", "1cup", "1tbsp") or join a fraction to it ("2 1/4lb").
            let glued = spans.quantity.end == spans.unit.start && !spans.quantity.isEmpty
            let needsSpace = glued && (text.count > 3 || unit == .cup || amount.text.contains(" ") || amount.text.contains("/"))
            edits.append(Edit(span: spans.unit, text: (needsSpace ? " " : "") + text))
        }
        if measure.unit == nil, let writtenQuantity = written?.quantity,
           (writtenQuantity.upperBound > 1) != amount.isPlural, let edit = inflectedName(plural: amount.isPlural) {
            edits.append(edit)
        }
        if needsNumber { bracketSize(after: spans, shownAmount: amount.text, in: &edits) }
        return edits
    }

    /// "1 6cm/2½in piece ginger" halved: a count that is no whole number, written before the size
    /// of its piece, read as one number with it ("1/2 6cm/2½in piece", "1 1/2 2-inch pieces"), so
    /// the size goes after the unit, in brackets: "1/2 piece (6cm/2½in) ginger". A whole count stays
    /// before the size ("2 6cm/2½in pieces"), as cooks write it, and so does a count that "x"
    /// parts from the size ("1 1/2 x 2in/5cm pieces") or a pack's size, which is no piece's
    /// (`1/2 (14 oz) can`, `1 1/2 x 400 g cans`); words before the size stay before the unit
    /// ("1/2 large piece (2-inch)"). `nil` when the size is not moved.
    private func sizeAfterUnit(_ measure: Measure, amount: String, at spans: MeasureSpans, written: Measure?) -> Edit? {
        guard spans == parsed.primarySpans, parsed.alternate == nil, let unit = measure.unit, unit.dimension == .count,
              !spans.unit.isEmpty, !measure.quantity.isRange,
              case let value = AmountText.rounded(measure.quantity.value, unit).value, value != value.rounded() else { return nil }
        let words = line.string(TextSpan(Int(spans.quantity.end), Int(spans.unit.start))).split(separator: " ")
        guard let sizeStart = words.firstIndex(where: { $0.contains(where: \.isNumber) }),
              !["x", "X", "×"].contains(words[0]) else { return nil }
        let before = words[..<sizeStart].map { $0 + " " }.joined()
        let unitWord = unitText(unit, plural: value > 1, at: spans, written: written?.unit)
        // "1 (2-inch) piece": the cook's own brackets are kept, not doubled.
        var size = words[sizeStart...].joined(separator: " ")
        if !(size.hasPrefix("(") && size.hasSuffix(")")) { size = "(" + size + ")" }
        return Edit(span: TextSpan(Int(spans.quantity.start), Int(spans.unit.end)),
                    text: amount + " " + before + unitWord + " " + size)
    }

    /// Whether the unit at `spans` is an English unit's name written in full ("tablespoons",
    /// "Teaspoon", "milliliters"), not a symbol or another language's word.
    private func isSpelledInFull(_ spans: MeasureSpans) -> Bool {
        let spelling = Lexicon.shared.spellings[Int(spans.spelling)]
        guard spelling.language == nil, spans.unit.end > spans.unit.start else { return false }
        let word = spelling.singular.lowercased()
        return [true, false].contains { spelling.unit.fullName(american: $0)?.singular == word }
            && word != spelling.unit.symbol.singular
    }

    /// The unit as the cook spelled it when it is the written unit (`Tbsp` stays `Tbsp`,
    /// `tablespoon` becomes `tablespoons`); else, in a recipe not in English whose unit was a word
    /// of its language, that language's word for the new unit (`EL` where it wrote `TL`), else,
    /// `inFull`, its name in full beside a written one in full (`teaspoon` beside `tablespoons`),
    /// else the short symbol (`g`, `cups`).
    private func unitText(_ unit: IngredientUnit, plural: Bool, at spans: MeasureSpans, written: IngredientUnit?,
                          inFull: Bool = false) -> String {
        let lexicon = Lexicon.shared
        guard unit == written else {
            // A recipe in another language keeps its own words ("3/4 TL" → "1 EL", not "1 tbsp").
            if line.language != .english, let family = lexicon.family(of: unit, inLanguageOf: spans.spelling) {
                let spelling = lexicon.spellings[Int(family)]
                let word = plural ? spelling.plural : spelling.singular
                // A Dutch `3 tl` is `1 el`, not German's `1 EL`.
                return line.writesInLowercase(spans.unit) ? word.lowercased() : word
            }
            let original = line.string(spans.unit)
            if inFull, let name = unit.fullName(american: original.lowercased().contains("liter")) {
                let form = plural ? name.plural : name.singular
                return original.first?.isUppercase == true ? form.prefix(1).uppercased() + form.dropFirst() : form
            }
            return plural ? unit.symbol.plural : unit.symbol.singular
        }
        let original = line.string(spans.unit)
        let spelling = lexicon.spellings[Int(spans.spelling)]
        if parsed.flags.contains(.compoundAmount), spans == parsed.primarySpans {      // "cups + 2 tbsp"
            return plural ? spelling.plural : spelling.singular
        }
        guard spelling.singular != spelling.plural else { return original }
        let hasPeriod = original.hasSuffix(".")
        let core = hasPeriod ? String(original.dropLast()) : original
        let wasPlural = core.lowercased() == spelling.plural.lowercased()
        guard wasPlural != plural else { return original }
        var form = plural ? spelling.plural : spelling.singular
        if let first = core.first, first.isUppercase {
            let isAllCaps = core.count > 1 && core == core.uppercased()
            form = isAllCaps ? form.uppercased() : form.prefix(1).uppercased() + form.dropFirst()
        }
        return hasPeriod ? form + "." : form
    }

    /// The name with its last word made singular or plural ("1 onion" → "2 onions"; in another
    /// language, a one-word name its table knows: "2 Eier" → "1 Ei").
    private func inflectedName(plural: Bool) -> Edit? {
        // English plural rules make "2 Eis" of a German "1 Ei": other languages keep the name
        // unless it is one of the nouns they count most.
        let name = line.string(parsed.name)
        let inflected = line.language.inflectsNouns
            ? Inflection.inflectingLastWord(of: name, plural: plural)
            : OtherLanguageNouns.inflecting(name, plural: plural)
        return inflected.map { Edit(span: parsed.name, text: $0) }
    }

    private func separatorText(_ spans: MeasureSpans) -> String {
        spans.rangeSeparator.isEmpty ? "-" : line.string(spans.rangeSeparator)
    }

    private func apply(_ edits: [Edit]) -> String {
        let bytes = Array(line.text.utf8)
        var result = ""
        var position = 0
        for edit in edits where Int(edit.span.start) >= position {
            result += String(decoding: bytes[position..<Int(edit.span.start)], as: UTF8.self)
            result += edit.text
            position = Int(edit.span.end)
        }
        result += String(decoding: bytes[position...], as: UTF8.self)
        return result
    }
}
