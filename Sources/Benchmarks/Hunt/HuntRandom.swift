#if PURELAYOUT_HEADLESS
import Foundation

/// The seeded generator of the scaling hunt (SplitMix64): a recipe, and every choice made while it is built and
/// changed, follow from the seed alone, on every platform and Swift version.
///
/// It draws only through its own methods, whose results the algorithm fixes (the standard library's
/// `random(in:using:)` and `shuffled(using:)` may change between Swift versions, which would break a replay).
struct HuntRandom {
    /// The generator's state.
    private var state: UInt64

    /// Makes a generator whose sequence is fixed by `seed`.
    init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A uniformly drawn integer in `range` (the modulo bias is below 2⁻⁴⁰ for the ranges the hunt uses).
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % width)
    }

    /// True with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(UInt64(1) << 53) < probability
    }

    /// One element of `elements`, each as likely (list one twice to make it twice as likely).
    mutating func element<Element>(of elements: [Element]) -> Element {
        elements[int(in: 0...(elements.count - 1))]
    }

    /// `count` distinct elements of `elements` (all of them when there are fewer), in a random order.
    mutating func sample<Element>(_ count: Int, of elements: [Element]) -> [Element] {
        var pool = elements
        let taken = min(count, pool.count)
        for index in 0..<taken {
            pool.swapAt(index, int(in: index...(pool.count - 1)))
        }
        return Array(pool[..<taken])
    }
}
#endif
