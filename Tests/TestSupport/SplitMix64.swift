/// A seeded, deterministic 64-bit generator (SplitMix64): every randomised test case replays from its seed alone,
/// on every platform and Swift version.
///
/// The tests draw through ``int(in:)``, ``chance(_:)`` and ``element(of:)``, whose results are fixed by the
/// algorithm; it is also a `RandomNumberGenerator` for the standard library's `shuffled(using:)` and the like,
/// whose results may change between Swift versions (use them only where a replay need not be bit-exact).
package struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// Makes a generator whose sequence is fixed by `seed`.
    package init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A uniformly drawn integer in `range` (the modulo bias is below 2⁻⁵⁰ for the small ranges the tests use).
    package mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % width)
    }

    /// True with probability `probability`.
    package mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(UInt64(1) << 53) < probability
    }

    /// One element of a non-empty array, uniformly drawn.
    package mutating func element<Element>(of elements: [Element]) -> Element {
        elements[int(in: 0...(elements.count - 1))]
    }
}
