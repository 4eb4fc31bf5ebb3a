import Ingredients

/// Builds the structure of a recipe kept as text (ingredient lines and direction lines, as
/// schema.org, Paprika, Markdown and the library's own form hold it): headings recognised
/// (`HeadingLine`), each step linked to the listed ingredients it names (`IngredientLinking`), the
/// times it names made timers.
public enum TextStructure {
    /// The structure of a recipe whose ingredients and directions are these lines (blank lines
    /// are skipped).
    ///
    /// - Complexity: O(n) in the text's length plus, per step, O(ingredients).
    public static func build(ingredients: [String], directions: [String]) -> StructuredRecipe {
        var groups = ingredientGroups(ingredients)
        let linking = IngredientLinking(groups: groups, otherLanguagesPlurals: !NounIndex.saysThe(directions))
        var preparations = PreparationNames()
        for group in groups { if let heading = group.heading { preparations.read(heading: heading) } }
        var sections: [StepSection] = []
        var stepCount = 0
        var earlier = IngredientLinking.EarlierSteps()
        var current = StepSection(heading: nil, steps: [])
        // Room for a section's steps at once (a few more than most sections hold), so that the
        // array does not grow 1, 2, 4, 8; not the whole method's, which a long one divides.
        let sectionRoom = min(directions.count, 16)
        current.steps.reserveCapacity(sectionRoom)
        for raw in directions {
            // A line that starts with a visible ASCII byte is not blank: told without reading its characters.
            guard raw.utf8.first.map({ (0x21..<0x80).contains($0) }) ?? false || !raw.allSatisfy(\.isWhitespace) else { continue }
            if let heading = HeadingLine.name(of: raw) {
                if current.heading != nil || !current.steps.isEmpty { sections.append(current) }
                current = StepSection(heading: heading, steps: [])
                current.steps.reserveCapacity(sectionRoom)
                preparations.read(heading: heading)
                continue
            }
            // Steps are numbered when shown: a number or bullet written before one is left out.
            let line = HeadingLine.withoutMarker(raw)
            guard !line.isEmpty else { continue }
            let timers = DurationMention.find(in: line).map { mention in
                StepTimer(name: nil, seconds: Double(mention.lowerSeconds), text: String(line[mention.range]))
            }
            let (links, amounts, shares) = linking.links(in: line, section: current.heading, preparations: &preparations,
                                                         earlier: &earlier)
            for (index, link) in links.enumerated() {
                let place = linking.place(of: link)
                // Room for a few uses at the first (a line is used by one to three steps), not grown one at a time.
                if groups[place.group].items[place.line].uses.isEmpty { groups[place.group].items[place.line].uses.reserveCapacity(3) }
                groups[place.group].items[place.line].uses.append(UsePlace(step: stepCount, use: index))
            }
            // A line the step gives its own amount of ("Marinate with 1 tbsp soy sauce", of 2 tbsp
            // listed) is used in that amount, "half the sugar" in half the line's: cook mode must
            // not send the whole line into the marinade. "A little soy sauce" is no measure.
            var step = Step(section: current.heading, segments: [.text(line)], timers: timers)
            if !amounts.isEmpty { step.setAmounts(amounts, in: line) }
            step.uses = links.map { link -> IngredientUse in
                // The amount the step writes, read with the name ("2 tablespoons soy sauce" of
                // "soy sauce (2 tablespoons)"): the segment shows the amount alone.
                if let owned = amounts.firstIndex(where: { $0.owner == link }) { return IngredientUse(listed: amounts[owned].line) }
                let listed = linking.use(of: link)
                switch shares.first(where: { $0.link == link })?.share {
                case .half?: return IngredientUse(listed: IngredientLine(parsing: listed.line.scaled(by: 0.5).formatted()))
                case .unmeasured?: return IngredientUse(name: listed.name, note: listed.note)
                case nil: return listed
                }
            }
            current.steps.append(step)
            stepCount += 1
        }
        // Moved in, not copied: a copy left the last section's steps shared, and the first use
        // changed below copied them all.
        if current.heading != nil || !current.steps.isEmpty { sections.append(consume current) }
        unmeasureSharedLines(groups: groups, sections: &sections)
        return StructuredRecipe(ingredientGroups: groups, sections: sections)
    }

    /// A line several steps name, where a step writes no amount of it, is listed by that step by
    /// name, not with the whole line's amount: when another step measures its part ("1 tbsp soy
    /// sauce", "half the garlic"), the text does not say how much is left for this one; when
    /// none does, the first step to name it takes the line ("Fry the eggs") and the later ones
    /// name it again ("crown each with an egg").
    private static func unmeasureSharedLines(groups: [IngredientGroup], sections: inout [StepSection]) {
        // Read in place, no list made: most recipes have no line that two steps name.
        for group in groups {
            for item in group.items where item.uses.count > 1 {
                // A whole use is the listed line itself; a measured part, a half or a name differs.
                var wholeCount = 0
                for place in item.uses where isWhole(at: place, line: item.text, in: sections) { wholeCount += 1 }
                guard wholeCount > 0 else { continue }
                var keepFirst = wholeCount == item.uses.count
                for place in item.uses where isWhole(at: place, line: item.text, in: sections) {
                    if keepFirst {
                        keepFirst = false
                        continue
                    }
                    setUse(at: place, in: &sections) { IngredientUse(name: $0.name, note: $0.note) }
                }
            }
        }
    }

    /// Whether the use at `place` (its step counted across sections) is the listed `line` whole.
    private static func isWhole(at place: UsePlace, line: String, in sections: [StepSection]) -> Bool {
        var step = place.step
        for index in sections.indices {
            if step < sections[index].steps.count { return sections[index].steps[step].uses[place.use].lineText == line }
            step -= sections[index].steps.count
        }
        return false
    }

    private static func setUse(at place: UsePlace, in sections: inout [StepSection], _ change: (IngredientUse) -> IngredientUse) {
        var step = place.step
        for index in sections.indices {
            if step < sections[index].steps.count {
                let use = sections[index].steps[step].uses[place.use]
                sections[index].steps[step].uses[place.use] = change(use)
                return
            }
            step -= sections[index].steps.count
        }
    }

    /// The structure of a recipe whose ingredients and directions are these texts, a line each.
    public static func build(ingredientsText: String, directionsText: String) -> StructuredRecipe {
        build(ingredients: nonEmptyLines(ingredientsText), directions: nonEmptyLines(directionsText))
    }

    /// The lines of `text` (split at line feeds and carriage returns) with spaces and tabs trimmed
    /// from both ends, blank ones left out; read as bytes, so a long text is split quickly.
    static func nonEmptyLines(_ text: String) -> [String] {
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            var lines: [String] = []
            // A guess that spares most of the array's regrowth (a line is rarely under 24 bytes).
            lines.reserveCapacity(bytes.count / 24 + 1)
            var start = 0
            func take(_ end: Int) {
                var low = start, high = end
                while low < high, bytes[low] == 0x20 || bytes[low] == 0x09 { low += 1 }
                while high > low, bytes[high - 1] == 0x20 || bytes[high - 1] == 0x09 { high -= 1 }
                // Cut only at ASCII bytes, so each piece is whole UTF-8.
                if low < high { lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[low..<high]), as: UTF8.self)) }
            }
            // Eight bytes at a time: a word with no line feed or carriage return is passed over whole.
            let base = UnsafeRawPointer(bytes.baseAddress)
            var index = 0
            while index < bytes.count {
                if let base, index + 8 <= bytes.count {
                    let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    if !ByteWords.holds(word, 0x0A) && !ByteWords.holds(word, 0x0D) {
                        index += 8
                        continue
                    }
                }
                for offset in index..<min(index + 8, bytes.count) where bytes[offset] == 0x0A || bytes[offset] == 0x0D {
                    take(offset)
                    start = offset + 1
                }
                index += 8
            }
            take(bytes.count)
            return lines
        } ?? []
    }

    /// The lines split into groups at their headings (`HeadingLine.name(ofIngredientLine:)`).
    static func ingredientGroups(_ lines: [String]) -> [IngredientGroup] {
        var groups: [IngredientGroup] = []
        var current = IngredientGroup(heading: nil, items: [])
        // Room for every line at once (most lists have no heading), not grown 1, 2, 4, 8, 16.
        current.items.reserveCapacity(lines.count)
        for raw in lines {
            let line = raw.trimmingSpaces()
            guard !line.isEmpty else { continue }
            if let heading = HeadingLine.name(ofIngredientLine: line) {
                if current.heading != nil || !current.items.isEmpty { groups.append(current) }
                current = IngredientGroup(heading: heading, items: [])
            } else {
                current.items.append(ListedIngredient(text: line))
            }
        }
        if current.heading != nil || !current.items.isEmpty { groups.append(current) }
        return groups
    }
}
