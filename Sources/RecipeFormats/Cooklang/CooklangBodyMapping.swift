import RecipeStructure

/// Steps, sections and notes turned into direction lines, ingredient lines and notes (what a
/// recipe keeps as text), and into the structured recipe, in one pass so that both agree.
///
/// An `== Ingredients ==` section before the first step is an ingredient list (as this
/// module's Cooklang writer puts it, and as people write them): its leading steps that
/// mention only ingredients give one line per ingredient, as they stand, and no directions;
/// the section's other steps are directions, without an "Ingredients:" heading. A section
/// `== Ingredients: For the crust ==` is the list's group under that heading.
struct CooklangBodyMapping {
    var ingredients = CooklangIngredientList()
    var directions: [String] = []
    var notes: [String] = []
    /// The steps in sections, each with its own ingredient uses, cookware and timers.
    private(set) var sections: [StepSection] = []
    private(set) var cookware: [String] = []
    private var seenCookware: Set<String> = []
    /// Whether the direction lines are made too (an import); the structure alone does not need them.
    var makesDirections = true
    private var sawStep = false
    private var stepCount = 0
    private var inIngredientList = false

    mutating func add(_ block: CooklangDocument.Block) {
        switch block {
        case .note(let text):
            notes.append(text)
        case .section(let name):
            let list = CooklangReader.ingredientListHeading(ofSection: name)
            inIngredientList = !sawStep && list.isList
            if inIngredientList, let heading = list.heading { ingredients.addHeading(heading) }
            if !inIngredientList {
                if !name.isEmpty { directions.append(ExternalRecipe.headingLine(name)) }
                if !sections.isEmpty || !name.isEmpty { sections.append(StepSection(heading: name.isEmpty ? nil : name, steps: [])) }
            }
        case .step(let bytes):
            let components = CooklangStepParser.components(of: bytes)
            if inIngredientList, CooklangReader.isIngredientList(components) {
                for case .ingredient(let ingredient) in components { ingredients.addListed(ingredient) }
                return
            }
            inIngredientList = false
            sawStep = true
            if makesDirections {
                let line = Whitespace.collapsed(components.map(\.plainText).joined())
                if !line.isEmpty { directions.append(line) }
            }
            addStep(components)
        }
    }

    /// The structure: the ingredient list in its groups, the steps in their sections, the notes.
    var structure: StructuredRecipe {
        StructuredRecipe(ingredientGroups: ingredients.groups,
                                sections: sections.filter { $0.heading != nil || !$0.steps.isEmpty }, cookware: cookware, notes: notes)
    }

    private mutating func addStep(_ components: [CooklangComponent]) {
        if sections.isEmpty { sections.append(StepSection(heading: nil, steps: [])) }
        var step = Step(section: sections[sections.count - 1].heading, segments: [])
        step.segments.reserveCapacity(components.count)
        for component in components {
            switch component {
            case .text(let text):
                step.segments.append(.text(text))
            case .ingredient(let ingredient):
                let names = ingredient.names
                ingredients.addUsed(ingredient, names: names, at: UsePlace(step: stepCount, use: step.uses.count))
                var use = IngredientUse(
                    name: names.displayName, shownName: names.shownName,
                    quantityText: ingredient.quantity, unitText: ingredient.unit,
                    quantity: CooklangAmount.quantity(ingredient.quantity), note: ingredient.note, isFixed: ingredient.isFixed,
                    isOptional: ingredient.isOptional, reference: names.referencePath.map(RecipeReference.init(path:)))
                // "Heat 2 teaspoons @oil{2%tsp}": the cook's words give the amount; the step shows them, not it again.
                if case .text(let before)? = step.segments.last,
                   let found = WrittenAmountBefore.wording(before: names.shownName, in: before)
                    ?? WrittenAmountBefore.wording(describing: names.shownName, amount: use.amountText, in: before) {
                    step.segments[step.segments.count - 1] = .text(found.kept)
                    use.wording = found.wording
                }
                step.segments.append(.ingredient(step.uses.count))
                step.uses.append(use)
            case .cookware(let name, _):
                step.segments.append(.cookware(name))
                if seenCookware.insert(name.lowercased()).inserted { cookware.append(name) }
            case .timer(let name, let quantity, let unit):
                step.segments.append(.timer(step.timers.count))
                step.timers.append(StepTimer(name: name.isEmpty ? nil : name,
                                             seconds: CooklangAmount.seconds(quantity: quantity, unit: unit),
                                             text: component.plainText))
            }
        }
        sections[sections.count - 1].steps.append(step)
        stepCount += 1
    }
}
