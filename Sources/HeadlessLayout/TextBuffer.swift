/// UTF-8 text written piece by piece into one growing block of bytes, and made a `String` once at the end.
///
/// A conflict report describes every constraint of its conflict, tens of thousands in a long chain. Appending the
/// pieces to a `String` costs a capacity and encoding check per piece, and appending them to an `Array` a generic
/// copy; here a piece is one bounds check and one `memcpy`. Numbers and addresses are written as digits directly,
/// without a `String` of their own. Not copyable: it owns its bytes.
struct TextBuffer: ~Copyable {
    /// The first byte.
    private var start: UnsafeMutablePointer<UInt8>
    /// How many bytes are written.
    private var count = 0
    /// How many bytes fit before the block must grow.
    private var capacity: Int

    /// An empty buffer with room for `capacity` bytes.
    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
    }

    /// The text written.
    var text: String { String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self) }

    /// Writes a literal.
    mutating func write(_ literal: StaticString) {
        write(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Writes `string` (a literal goes to ``write(_:)``, which copies its bytes without a `String`).
    mutating func write(string: String) {
        var string = string
        string.withUTF8 { write($0) }
    }

    /// Writes `0x` and `value` in lowercase hexadecimal.
    mutating func writeHexadecimal(_ value: UInt) {
        write("0x")
        let digits = max(1, (UInt.bitWidth - value.leadingZeroBitCount + 3) / 4)
        reserve(digits)
        var remaining = value
        for index in stride(from: count + digits - 1, through: count, by: -1) {
            start[index] = Self.digit(UInt8(truncatingIfNeeded: remaining & 0xF))
            remaining >>= 4
        }
        count += digits
    }

    /// Writes `value` as Apple prints numbers in constraints: an integer without a fraction, anything else in its
    /// shortest form. Negative zero prints as `0`.
    mutating func writeNumber(_ value: Double) {
        guard value.rounded() == value, abs(value) < 1e15 else {
            write(string: "\(value)")
            return
        }
        let integer = Int64(value)
        if integer < 0 {
            write("-")
        }
        var magnitude = integer.magnitude
        var digits = 1
        var power: UInt64 = 10
        while digits < 16, magnitude >= power {
            digits += 1
            power &*= 10
        }
        reserve(digits)
        for index in stride(from: count + digits - 1, through: count, by: -1) {
            start[index] = Self.digit(UInt8(truncatingIfNeeded: magnitude % 10))
            magnitude /= 10
        }
        count += digits
    }

    /// Writes `bytes` (UTF-8).
    mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (start + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    /// Makes room for `extra` more bytes, doubling the block as often as needed.
    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        var grown = capacity * 2
        while count + extra > grown { grown *= 2 }
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.moveInitialize(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = grown
    }

    /// The ASCII digit for `value` (0–15), lowercase beyond 9.
    private static func digit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
