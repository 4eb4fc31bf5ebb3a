import Ingredients
import Testing

/// The public amount model: compound amounts are one quantity in several units, packs are a
/// count of a fixed size.
@Suite struct AmountTests {
    @Test func compoundAmountIsOneQuantityWithItsParts() throws {
        let amount = try #require(IngredientLine(parsing: "1 lb 2 oz pork shoulder").writtenAmount)
        #expect(amount.isCompound && !amount.isPack)
        #expect(amount.unit == .pound)
        #expect(amount.quantity.value.isClose(to: 1.125))
        #expect(amount.parts == [Measure(Quantity(1), .pound), Measure(Quantity(2), .ounce)])
        #expect(IngredientLine(parsing: "1 lb 2 oz pork shoulder").name == "pork shoulder")
    }

    @Test func addedAmountIsCompoundToo() throws {
        let amount = try #require(IngredientLine(parsing: "2 cups + 2 tbsp flour").writtenAmount)
        #expect(amount.parts == [Measure(Quantity(2), .cup), Measure(Quantity(2), .tablespoon)])
        #expect(amount.quantity.value.isClose(to: 2.125))
    }

    @Test(arguments: [
        ("2 x 400 g cans chopped tomatoes", 2.0, IngredientUnit.can, 400.0, IngredientUnit.gram),
        ("1 (14 oz) can coconut milk", 1, .can, 14, .ounce),
        ("2 14-ounce cans black beans", 2, .can, 14, .ounce),
    ])
    func packCountsItemsOfAFixedSize(line: String, count: Double, unit: IngredientUnit, size: Double,
                                     sizeUnit: IngredientUnit) throws {
        let amount = try #require(IngredientLine(parsing: line).writtenAmount)
        #expect(amount.isPack && !amount.isCompound)
        #expect(amount.measure == Measure(Quantity(count), unit))
        #expect(amount.packSize == Measure(Quantity(size), sizeUnit))
        let scaled = amount.scaled(by: 1.5)
        #expect(scaled.quantity.value.isClose(to: count * 1.5))
        #expect(scaled.packSize == amount.packSize, "a pack's size never scales")
    }

    @Test func packTotalIsCountTimesSize() throws {
        let amount = try #require(IngredientLine(parsing: "2 x 400 g cans chopped tomatoes").writtenAmount)
        #expect(amount.total == Measure(Quantity(800), .gram))
    }

    @Test func plainAmountIsNeitherCompoundNorPack() throws {
        let amount = try #require(IngredientLine(parsing: "200 g flour").writtenAmount)
        #expect(!amount.isCompound && !amount.isPack)
        #expect(amount.measure == Measure(Quantity(200), .gram))
        #expect(IngredientLine(parsing: "salt to taste").writtenAmount == nil)
    }

    @Test func shownAmountOfAScaledCompoundKeepsItsUnits() throws {
        let line = IngredientLine(parsing: "1 lb 2 oz pork shoulder")
        let doubled = try #require(line.scaled(by: 2).amount)
        #expect(doubled.parts == [Measure(Quantity(2), .pound), Measure(Quantity(4), .ounce)])
        let metric = try #require(line.converted(to: .metric).amount)
        #expect(metric.parts.isEmpty && metric.unit == .gram)
    }

    @Test(arguments: [
        ("1 lb 2 oz pork shoulder", 2.0, UnitSystem.asWritten, "2 lb 4 oz pork shoulder"),
        ("1 lb 2 oz pork shoulder", 1.5, .asWritten, "1 lb 11 oz pork shoulder"),
        ("1 lb 2 oz pork shoulder", 0.5, .asWritten, "9 oz pork shoulder"),
        ("1 lb 8 oz potatoes", 2, .asWritten, "3 lb potatoes"),
        ("1lb 2oz beef mince", 2, .asWritten, "2lb 4oz beef mince"),
        ("1 pound 2 ounces pork", 2, .asWritten, "2 pounds 4 ounces pork"),
        ("1 lb 2 oz pork shoulder", 1, .metric, "510 g pork shoulder"),
        ("1 lb 2 oz pork shoulder", 2, .us, "2 lb 4 oz pork shoulder"),
        ("1 lb 2 oz pork shoulder", 1, .us, "1 lb 2 oz pork shoulder"),
        ("1 lb 1 oz currants", 1.5, .asWritten, "1 lb 10 oz currants"),
        ("500g/1lb 2oz beef mince", 2, .asWritten, "1000g/2lb 4oz beef mince"),
        ("500g/1lb 2oz beef mince", 1, .us, "1lb 2oz/500g beef mince"),
        ("1kg/2lb 4oz potatoes", 1.5, .asWritten, "1.5kg/3lb 6oz potatoes"),
        ("8 x 450g/1lb live lobsters", 1, .us, "8 x 1lb live lobsters"),
        ("8 x 450g/1lb live lobsters", 1.5, .asWritten, "12 x 450g/1lb live lobsters"),
    ])
    func compoundScalesAsOneQuantity(line: String, factor: Double, system: UnitSystem, expected: String) {
        #expect(IngredientLine(parsing: line).scaled(by: factor).converted(to: system).formatted() == expected)
    }
}
