import Testing

import TestSupport

/// The shared generator (TestSupport's ``SplitMix64``) is checked against the published reference outputs.
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
