/// A unit an ingredient is measured in: a weight, a volume, or something counted (a clove, a can).
///
/// Weights convert to weights and volumes to volumes; across only where `IngredientDensity` knows
/// the ingredient (metric weighs a cup of flour); counted units never convert.
public enum IngredientUnit: UInt8, Sendable, Hashable, CaseIterable {
    // Metric weight and volume.
    /// Milligram.
    case milligram
    /// Gram.
    case gram
    /// Kilogram.
    case kilogram
    /// Millilitre.
    case millilitre
    /// Centilitre.
    case centilitre
    /// Decilitre.
    case decilitre
    /// Litre.
    case litre
    // US customary.
    /// Teaspoon (US, 4.93 ml).
    case teaspoon
    /// Tablespoon (US, 14.79 ml).
    case tablespoon
    /// Fluid ounce (US, 29.57 ml).
    case fluidOunce
    /// Cup (US, 236.6 ml).
    case cup
    /// Pint (US, 473 ml).
    case pint
    /// Quart (US, 946 ml).
    case quart
    /// Gallon (US, 3.785 l).
    case gallon
    /// Ounce of weight (28.35 g).
    case ounce
    /// Pound (453.6 g).
    case pound
    // Counted: kept as they are by every conversion.
    /// A clove (of garlic).
    case clove
    /// A can or tin.
    case can
    /// A slice.
    case slice
    /// A pinch.
    case pinch
    /// A bunch.
    case bunch
    /// A sprig.
    case sprig
    /// A stick (of butter, of cinnamon).
    case stick
    /// A piece.
    case piece
    /// A handful.
    case handful
    /// A dash.
    case dash
    /// A package, packet or pack.
    case package
    /// A jar.
    case jar
    /// A head (of garlic, of lettuce).
    case head
    /// A stalk or rib (of celery, of lemongrass).
    case stalk
    /// A sheet.
    case sheet
    /// A ball (of mozzarella, of dough).
    case ball
    /// A bag.
    case bag
    /// A box.
    case box
    /// A bottle.
    case bottle
    /// A carton, tub or container.
    case container
    /// A cube.
    case cube
    /// A drop.
    case drop
    /// An ear (of corn).
    case ear
    /// An envelope or sachet.
    case envelope
    /// A knob (of butter, of ginger).
    case knob
    /// A splash.
    case splash
    /// A strip or rasher.
    case strip
    /// A wedge.
    case wedge
    /// A block or bar.
    case block
    /// A loaf.
    case loaf
    /// A pod.
    case pod
    /// A scoop.
    case scoop
    /// A dollop.
    case dollop
    /// A knife's tip (German "Messerspitze", "Msp"): a little more than a pinch, so never summed
    /// with one nor written as one.
    case knifeTip
    /// Twelve of a thing, counted as written after a number ("2 to 3 dozen scallops"): the
    /// dozens scale and the word stays; "a dozen eggs" alone is twelve eggs.
    case dozen
    /// A dessertspoon (British and Australian recipes' "dsp"): 10 ml, two teaspoons.
    case dessertspoon
    /// A mug ("2 mugs rice"): a measure of its own, not a cup.
    case mug
    /// A glass ("1 glass white wine").
    case glass
    /// A basket ("1 basket cherry tomatoes"), as the grocer sells them.
    case basket

    /// What a unit measures, which decides what it may be converted to and summed with.
    public enum Dimension: Sendable, Hashable {
        /// A weight; the base is the gram.
        case mass
        /// A volume; the base is the millilitre.
        case volume
        /// Something counted; only the same unit sums.
        case count
    }

    /// What this unit measures.
    public var dimension: Dimension {
        switch self {
        case .milligram, .gram, .kilogram, .ounce, .pound: .mass
        case .millilitre, .centilitre, .decilitre, .litre, .teaspoon, .tablespoon, .fluidOunce,
             .cup, .pint, .quart, .gallon, .dessertspoon: .volume
        default: .count
        }
    }

    /// The system the unit belongs to (`.metric` or `.us`), or `nil` for counted units.
    public var system: UnitSystem? {
        switch self {
        case .milligram, .gram, .kilogram, .millilitre, .centilitre, .decilitre, .litre, .dessertspoon: .metric
        case .teaspoon, .tablespoon, .fluidOunce, .cup, .pint, .quart, .gallon, .ounce, .pound: .us
        default: nil
        }
    }

    /// How many grams (weights) or millilitres (volumes) one of this unit is; 1 for counted units.
    public var baseAmount: Double {
        switch self {
        case .milligram: 0.001
        case .gram, .millilitre: 1
        case .kilogram, .litre: 1000
        case .centilitre, .dessertspoon: 10
        case .decilitre: 100
        case .teaspoon: 4.928_921_593_75
        case .tablespoon: 14.786_764_781_25
        case .fluidOunce: 29.573_529_562_5
        case .cup: 236.588_236_5
        case .pint: 473.176_473
        case .quart: 946.352_946
        case .gallon: 3_785.411_784
        case .ounce: 28.349_523_125
        case .pound: 453.592_37
        default: 1
        }
    }

    /// The short name used when a converted amount is written, singular and plural.
    public var symbol: (singular: String, plural: String) {
        switch self {
        case .milligram: ("mg", "mg")
        case .gram: ("g", "g")
        case .kilogram: ("kg", "kg")
        case .millilitre: ("ml", "ml")
        case .centilitre: ("cl", "cl")
        case .decilitre: ("dl", "dl")
        case .litre: ("l", "l")
        case .teaspoon: ("tsp", "tsp")
        case .tablespoon: ("tbsp", "tbsp")
        case .fluidOunce: ("fl oz", "fl oz")
        case .cup: ("cup", "cups")
        case .pint: ("pint", "pints")
        case .quart: ("quart", "quarts")
        case .gallon: ("gallon", "gallons")
        case .ounce: ("oz", "oz")
        case .pound: ("lb", "lb")
        case .pinch: ("pinch", "pinches")
        case .bunch: ("bunch", "bunches")
        case .dash: ("dash", "dashes")
        case .box: ("box", "boxes")
        case .splash: ("splash", "splashes")
        case .loaf: ("loaf", "loaves")
        case .knifeTip: ("knife tip", "knife tips")
        case .dozen: ("dozen", "dozen")
        case .dessertspoon: ("dsp", "dsp")
        case .glass: ("glass", "glasses")
        case .can, .clove, .slice, .sprig, .stick, .piece, .handful, .package, .jar, .head, .stalk, .sheet,
             .ball, .bag, .bottle, .container, .cube, .drop, .ear, .envelope, .knob, .strip, .wedge, .block,
             .pod, .scoop, .dollop, .mug, .basket:
            Self.namedSymbols[Int(rawValue)]
        }
    }

    /// The name of a weight or volume written in full, singular and plural ("tablespoon",
    /// "tablespoons"; "liter" when `american`, else "litre"), for an amount whose cook spelled its
    /// units so; `nil` for counted units, whose symbols are words already.
    func fullName(american: Bool) -> (singular: String, plural: String)? {
        let litre = american ? "liter" : "litre"
        let name: String
        switch self {
        case .milligram: name = "milligram"
        case .gram: name = "gram"
        case .kilogram: name = "kilogram"
        case .millilitre: name = "milli" + litre
        case .centilitre: name = "centi" + litre
        case .decilitre: name = "deci" + litre
        case .litre: name = litre
        case .teaspoon: name = "teaspoon"
        case .tablespoon: name = "tablespoon"
        case .dessertspoon: name = "dessertspoon"
        case .fluidOunce: name = "fluid ounce"
        case .ounce: name = "ounce"
        case .pound: name = "pound"
        case .cup, .pint, .quart, .gallon: return symbol
        default: return nil
        }
        return (name, name + "s")
    }

    /// Each unit's case name and its plural ("can", "cans"), made once: describing a case costs
    /// a reflection lookup, and a listed line's unit is asked for on every structure built.
    private static let namedSymbols: [(singular: String, plural: String)] = allCases.map { ("\($0)", "\($0)s") }
}
