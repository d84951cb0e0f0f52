import Testing

/// A seeded, deterministic 64-bit generator (SplitMix64) so that every randomised test case can be replayed from
/// its seed alone, on every platform and Swift version (the standard library's helpers are not used for drawing).
struct SplitMix64 {
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

    /// A uniformly drawn integer in `range` (the modulo bias is below 2⁻⁵⁰ for the small ranges used here).
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % width)
    }

    /// True with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(UInt64(1) << 53) < probability
    }

    /// One element of a non-empty array.
    mutating func element<T>(of array: [T]) -> T {
        array[int(in: 0...(array.count - 1))]
    }
}

@Suite("SplitMix64 generator")
struct SplitMix64Tests {
    @Test("matches the published SplitMix64 reference outputs")
    func referenceOutputs() {
        var zero = SplitMix64(seed: 0)
        #expect(zero.next() == 0xE220_A839_7B1D_CDAF)
        #expect(zero.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(zero.next() == 0x06C4_5D18_8009_454F)
        var fortyTwo = SplitMix64(seed: 42)
        #expect(fortyTwo.next() == 0xBDD7_3226_2FEB_6E95)
        #expect(fortyTwo.next() == 0x28EF_E333_B266_F103)
    }

    @Test("draws integers inside the range and reaches both ends")
    func integerRange() {
        var generator = SplitMix64(seed: 7)
        var seen = Set<Int>()
        for _ in 0..<2000 {
            let value = generator.int(in: -3...3)
            #expect((-3...3).contains(value))
            seen.insert(value)
        }
        #expect(seen == Set(-3...3))
    }
}
