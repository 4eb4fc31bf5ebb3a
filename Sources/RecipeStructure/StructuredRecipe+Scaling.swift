import Ingredients

extension StructuredRecipe {
    /// The names (lower case) of the ingredients every use of which keeps its amount: fixed (Cooklang
    /// `@salt{=10%g}`) or written as words (`@eggs{few}`, the old mark `2*`): their listed lines keep
    /// their amounts when the recipe is scaled, as their steps do.
    public var fixedIngredientNames: Set<String> {
        var fixed: Set<String> = []
        var scaled: Set<String> = []
        for use in steps.flatMap(\.uses) {
            if use.keepsAmount { fixed.insert(use.name.lowercased()) } else { scaled.insert(use.name.lowercased()) }
        }
        return fixed.subtracting(scaled)
    }

    /// An ingredient-list line as shown at `factor` in `units`: as written when neither changes
    /// it; a fixed ingredient's amount is converted but never scaled.
    public func listedLineText(_ text: String, scaledBy factor: Double, in units: UnitSystem, fixedNames: Set<String>) -> String {
        guard factor != 1 || units != .asWritten else { return text }
        let line = IngredientLine(parsing: text)
        let keepsAmount = !fixedNames.isEmpty && fixedNames.contains(line.name.lowercased())
        return line.scaled(by: keepsAmount ? 1 : factor).converted(to: units).formatted()
    }
}
