import Foundation
import HeadlessLayout
import Testing
import TestSupport

/// Constraint descriptions are written as bytes, digits included (`TextBuffer`); these tests hold them to the
/// formatting Swift's own `String` conversions give: integers without a fraction, other numbers in their shortest
/// form, addresses in lowercase hexadecimal.
@Suite("Constraint descriptions: numbers and addresses")
struct DescriptionFormatTests {
    /// How Apple prints a number in a constraint, spelled with Swift's conversions (the oracle).
    static func expected(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// Hand-picked edges: zero of both signs, integers near the cut to the shortest form, fractions, tiny values.
    static let edges: [Double] = [
        0, -0.0, 1, -1, 8, 10, 999_999_999_999_999, -999_999_999_999_999, 1e15, -1e15, 1e16, 0.5, -0.25, 1.5e-7, 9_007_199_254_740_992,
        3.141592653589793, 1e300, -123.456,
    ]

    /// Random values of every magnitude, integers and not.
    static func randomValues(seed: Int) -> [Double] {
        var random = SplitMix64(seed: UInt64(seed))
        return (0..<200).map { index in
            let magnitude = pow(10, Double(random.next() % 40) - 20)
            let value = (Double(random.next() % 2_000_001) / 1_000_000 - 1) * magnitude
            return index % 3 == 0 ? value.rounded() : value
        }
    }

    /// `first.width == multiplier * second.width ± constant`, with the constant's sign written as Apple does.
    func checkEquation(constant: Double, multiplier: Double) {
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = HeadlessView()
        root.addSubview(view)
        let constraint = NSLayoutConstraint(
            item: view, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width,
            multiplier: CGFloat(multiplier), constant: CGFloat(constant))
        let name = { (item: HeadlessView) in "HeadlessView:0x" + String(UInt(bitPattern: ObjectIdentifier(item)), radix: 16) }
        var equation = "\(name(view)).width == "
        if multiplier != 0 {
            if multiplier != 1 { equation += Self.expected(multiplier) + "*" }
            equation += "\(name(root)).width"
            if constant > 0 { equation += " + " + Self.expected(constant) }
            if constant < 0 { equation += " - " + Self.expected(-constant) }
        } else {
            equation += Self.expected(constant)
        }
        let address = String(UInt(bitPattern: ObjectIdentifier(constraint)), radix: 16)
        #expect(constraint.description == "<NSLayoutConstraint:0x\(address) \(equation)   (inactive)>")
    }

    @Test("constants and multipliers at the edges print as Swift's conversions do", arguments: edges)
    func edgeValues(value: Double) {
        checkEquation(constant: value, multiplier: 1)
        checkEquation(constant: 8, multiplier: value == 0 ? 2 : value)
        checkEquation(constant: value, multiplier: 0)
    }

    @Test("random constants and multipliers print as Swift's conversions do", arguments: Soak.seeds(0..<4))
    func randomValues(seed: Int) {
        for value in Self.randomValues(seed: seed) {
            checkEquation(constant: value, multiplier: 1)
            checkEquation(constant: -value, multiplier: value == 0 ? 1 : value)
        }
    }

    @Test("an optional priority and an identifier are written around the equation")
    func priorityAndIdentifier() {
        let view = HeadlessView()
        let constraint = NSLayoutConstraint(
            item: view, attribute: .height, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: -12.5)
        constraint.priority = UILayoutPriority(rawValue: 749.5)
        constraint.identifier = "tall"
        let address = String(UInt(bitPattern: ObjectIdentifier(constraint)), radix: 16)
        let viewAddress = String(UInt(bitPattern: ObjectIdentifier(view)), radix: 16)
        #expect(
            constraint.description
                == "<NSLayoutConstraint:0x\(address) 'tall' HeadlessView:0x\(viewAddress).height >= -12.5 @749.5   (inactive)>")
    }
}
