import Foundation
import RecipeFormats
import RecipeStructure
import Testing
@testable import RecipeKit

/// A step's JSON form (`show --json`'s `"steps"`): amounts as the numbers written, ranges apart.
@Suite struct ShownStepTests {
    private func json(_ cooklang: String, scaledBy factor: Double = 1) throws -> [[String: Any]] {
        let step = CooklangReader.structure(of: cooklang).steps[0]
        let data = try JSONEncoder().encode(ShownStep(step, scaledBy: factor))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(object["ingredients"] as? [[String: Any]])
    }

    @Test func aThirdIsTheNumberOneThirdNotARoundedDecimal() throws {
        let uses = try json("Add @stock{1/3%cup} and @cream{2/3%cup}.\n")
        #expect(uses[0]["quantity"] as? Double == 1.0 / 3.0)
        #expect(uses[1]["quantity"] as? Double == 2.0 / 3.0)
        #expect(try json("Add @stock{1/3%cup}.\n", scaledBy: 2)[0]["quantity"] as? Double == 2.0 / 3.0)
    }

    @Test func aRangeHasNoQuantityAndGivesBothEnds() throws {
        let uses = try json("Heat @oil{1-2%tbsp} with @garlic{2%cloves}.\n")
        #expect(uses[0]["quantity"] is NSNull)
        #expect(uses[0]["range"] as? [Double] == [1, 2])
        #expect(uses[1]["quantity"] as? Double == 2)
        #expect(uses[1]["range"] is NSNull)
        #expect(try json("Heat @oil{1-2%tbsp}.\n", scaledBy: 2)[0]["range"] as? [Double] == [2, 4])
    }

    @Test func aTimerWithoutADurationHasNoSeconds() throws {
        let step = CooklangReader.structure(of: "Let it ~rest, then bake ~{25%minutes} and cool ~{a while%minutes}.\n").steps[0]
        let data = try JSONEncoder().encode(ShownStep(step, scaledBy: 1))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let timers = try #require(object["timers"] as? [[String: Any]])
        #expect(timers.count == 3)
        #expect(timers[0]["seconds"] is NSNull)
        #expect(timers[1]["seconds"] as? Double == 1_500)
        #expect(timers[2]["seconds"] is NSNull)
    }
}
