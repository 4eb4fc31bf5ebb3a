/// PCG-XSH-RR 64/32 twice per draw: a small seeded generator, so the same seed gives the same library
/// on every machine and Swift version (the standard library's generator is neither seedable nor stable).
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64
    private let increment: UInt64

    /// A generator whose whole sequence is fixed by `seed`; `stream` picks an independent sequence.
    public init(seed: UInt64, stream: UInt64 = 0x14057B7EF767814F) {
        increment = (stream << 1) | 1
        state = 0
        _ = next32()
        state &+= seed
        _ = next32()
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        UInt64(next32()) << 32 | UInt64(next32())
    }

    private mutating func next32() -> UInt32 {
        let old = state
        state = old &* 6_364_136_223_846_793_005 &+ increment
        let xorShifted = UInt32(truncatingIfNeeded: ((old >> 18) ^ old) >> 27)
        let rotation = UInt32(truncatingIfNeeded: old >> 59)
        return xorShifted >> rotation | xorShifted << ((~rotation &+ 1) & 31)
    }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < p
    }

    /// A random element of a non-empty array.
    public mutating func pick<T>(_ elements: [T]) -> T {
        elements[Int.random(in: 0..<elements.count, using: &self)]
    }
}
