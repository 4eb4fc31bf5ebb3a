import Ingredients
import Testing

/// One row of a parsing table: a line as a cook wrote it and what it must parse to.
struct LineCase: Sendable, CustomTestStringConvertible {
    var line: String
    var quantity: Double?
    var upperQuantity: Double?
    var unit: IngredientUnit?
    var name: String
    var note: String
    var alternate: (value: Double, unit: IngredientUnit, each: Bool)?
    var isApproximate = false
    var isHeading = false

    var testDescription: String { line.isEmpty ? "(empty)" : line }
}

/// An ingredient line: quantity (`nil` for none), optional range end, unit, name, note.
func E(
    _ line: String, _ quantity: Double?, to upper: Double? = nil, _ unit: IngredientUnit?, _ name: String,
    _ note: String = "", alt: (Double, IngredientUnit, each: Bool)? = nil, about: Bool = false
) -> LineCase {
    LineCase(line: line, quantity: quantity, upperQuantity: upper, unit: unit, name: name, note: note,
             alternate: alt.map { ($0.0, $0.1, $0.each) }, isApproximate: about)
}

/// A heading line and its title.
func H(_ line: String, _ title: String) -> LineCase {
    LineCase(line: line, quantity: nil, unit: nil, name: title, note: "", isHeading: true)
}

/// Checks every field of `parsed` against `expected`, and that formatting gives back the text.
func expectParse(_ parsed: IngredientLine, _ expected: LineCase, sourceLocation: SourceLocation = #_sourceLocation) {
    let measure = parsed.writtenMeasure
    #expect(parsed.isHeading == expected.isHeading, sourceLocation: sourceLocation)
    #expect(measure.map { $0.quantity.value }.isClose(to: expected.quantity), "quantity", sourceLocation: sourceLocation)
    #expect(measure?.quantity.upperValue.isClose(to: expected.upperQuantity) ?? (expected.upperQuantity == nil),
            "range end", sourceLocation: sourceLocation)
    #expect(parsed.unit == expected.unit, sourceLocation: sourceLocation)
    #expect(parsed.name == expected.name, sourceLocation: sourceLocation)
    #expect(parsed.note == expected.note, sourceLocation: sourceLocation)
    #expect(parsed.isApproximate == expected.isApproximate, sourceLocation: sourceLocation)
    #expect(parsed.alternate.map { $0.quantity.value }.isClose(to: expected.alternate?.value), "alternate",
            sourceLocation: sourceLocation)
    #expect(parsed.alternate?.unit == expected.alternate?.unit, sourceLocation: sourceLocation)
    #expect(parsed.isAlternatePerItem == (expected.alternate?.each ?? false), sourceLocation: sourceLocation)
    #expect(parsed.formatted() == expected.line, "unscaled text comes back unchanged", sourceLocation: sourceLocation)
    #expect(parsed.scaled(by: 1).converted(to: .asWritten).formatted() == expected.line, sourceLocation: sourceLocation)
}

extension Optional<Double> {
    /// Both `nil`, or both numbers within a millionth.
    func isClose(to other: Double?) -> Bool {
        switch (self, other) {
        case (nil, nil): true
        case let (value?, other?): abs(value - other) < 1e-6
        default: false
        }
    }
}

extension Double {
    /// Within a millionth of `other`.
    func isClose(to other: Double) -> Bool { abs(self - other) < 1e-6 }
}
