/// UTF-8 text written piece by piece into one growing byte array, and made a `String` once at the end.
///
/// A conflict report describes every constraint of its conflict, tens of thousands in a long chain. Appending the
/// pieces to a `String` costs a capacity and encoding check per piece; writing bytes costs a copy. Numbers and
/// addresses are written as digits directly, without a `String` of their own.
struct TextBuffer {
    /// The text so far, in UTF-8.
    private(set) var bytes: [UInt8] = []

    /// An empty buffer with room for `capacity` bytes.
    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// The text written.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Writes a literal.
    mutating func write(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Writes `string`.
    mutating func write(_ string: String) {
        let copied: Void? = string.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
        if copied == nil {
            bytes.append(contentsOf: string.utf8)
        }
    }

    /// Writes `0x` and `value` in lowercase hexadecimal.
    mutating func writeHexadecimal(_ value: UInt) {
        write("0x")
        writeDigits(of: value, radix: 16)
    }

    /// Writes `value` as Apple prints numbers in constraints: an integer without a fraction, anything else in its
    /// shortest form. Negative zero prints as `0`.
    mutating func writeNumber(_ value: Double) {
        guard value.rounded() == value, abs(value) < 1e15 else {
            write("\(value)")
            return
        }
        let integer = Int64(value)
        if integer < 0 {
            bytes.append(UInt8(ascii: "-"))
        }
        writeDigits(of: UInt(integer.magnitude), radix: 10)
    }

    /// Writes the digits of `value` in `radix` (10 or 16; lowercase letters), most significant first.
    private mutating func writeDigits(of value: UInt, radix: UInt) {
        let digits: StaticString = "0123456789abcdef"
        var scratch: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &scratch) { scratch in
            var remaining = value
            var start = scratch.count
            repeat {
                start -= 1
                scratch[start] = digits.utf8Start[Int(remaining % radix)]
                remaining /= radix
            } while remaining > 0
            bytes.append(contentsOf: scratch[start...])
        }
    }
}
