import Foundation

extension NSLayoutConstraint {
    /// Apple's format: `<NSLayoutConstraint:0x… 'identifier' HeadlessView:0x….top == HeadlessView:0x….top + 10   (active)>`,
    /// with `@750` after the constant for an optional priority and `0.5*` before a second item for a multiplier.
    /// The engine's own constraints print under UIKit's class names (`NSAutoresizingMaskLayoutConstraint`,
    /// `NSContentSizeLayoutConstraint`).
    public var description: String {
        var text = TextBuffer(capacity: 192)
        writeDescription(to: &text)
        return text.text
    }

    /// Writes ``description`` to `text` (a conflict report writes every constraint of its conflict into one buffer).
    func writeDescription(to text: inout TextBuffer) {
        text.write("<")
        // UIKit's class name for the constraint's role.
        switch role {
        case .autoresizing, .rootSize: text.write("NSAutoresizingMaskLayoutConstraint")
        case .contentHugging, .contentCompression: text.write("NSContentSizeLayoutConstraint")
        default: Self.writeTypeName(of: self, to: &text)
        }
        text.write(":")
        text.writeHexadecimal(Self.addressBits(of: self))
        if let identifier {
            text.write(" '")
            text.write(string: identifier)
            text.write("'")
        }
        if case .autoresizing(let maskBits) = role {
            text.write(" ")
            text.write(string: LayoutEngine.autoresizingSummary(HeadlessView.AutoresizingMask(rawValue: UInt(maskBits))))
        }
        text.write(" ")
        writeEquation(to: &text)
        switch role {
        case .contentHugging:
            text.write(" Hug:")
            text.writeNumber(Double(priority.rawValue))
        case .contentCompression:
            text.write(" CompressionResistance:")
            text.writeNumber(Double(priority.rawValue))
        default:
            if !priority.isRequired {
                text.write(" @")
                text.writeNumber(Double(priority.rawValue))
            }
        }
        text.write(isActive ? "   (active)>" : "   (inactive)>")
    }

    /// ``description``, then where the constraint was made when that was recorded:
    /// `<NSLayoutConstraint:0x… …   (active)> at ProfileHeader.swift:42 avatar.autoPinEdge(toSuperviewEdge: .top)`.
    public var debugDescription: String {
        guard let callSite else { return description }
        return "\(description) at \(callSite.summary(for: self))"
    }

    /// Writes the equation, `first.attr == 0.5*second.attr + 10`, to `text`.
    func writeEquation(to text: inout TextBuffer) {
        Self.writeOperand(firstLayoutItem, firstAttribute, to: &text)
        text.write(" ")
        text.write(relation.spelling)
        text.write(" ")
        let showsSecond = hasSecondItem && secondAttribute != .notAnAttribute && multiplier != 0
        guard showsSecond else {
            text.writeNumber(Double(constant))
            return
        }
        if multiplier != 1 {
            text.writeNumber(Double(multiplier))
            text.write("*")
        }
        Self.writeOperand(secondLayoutItem, secondAttribute, to: &text)
        if constant > 0 {
            text.write(" + ")
            text.writeNumber(Double(constant))
        } else if constant < 0 {
            text.write(" - ")
            text.writeNumber(Double(-constant))
        }
    }

    /// Writes `item.attribute` (`(nil).attribute` for an item that is gone) to `text`.
    static func writeOperand(_ item: (any LayoutItem)?, _ attribute: Attribute, to text: inout TextBuffer) {
        if let item {
            writeName(of: item, to: &text)
        } else {
            text.write("(nil)")
        }
        text.write(".")
        text.write(attribute.spelling)
    }

    /// `HeadlessView:0x…` for a view, `HeadlessView:0x…'avatar'` for a view with an `accessibilityIdentifier`,
    /// `HeadlessLayoutGuide:0x…'identifier'` for a guide.
    static func name(of item: any LayoutItem) -> String {
        var text = TextBuffer(capacity: 64)
        writeName(of: item, to: &text)
        return text.text
    }

    /// Writes ``name(of:)`` to `text`.
    static func writeName(of item: any LayoutItem, to text: inout TextBuffer) {
        writeTypeName(of: item, to: &text)
        text.write(":")
        text.writeHexadecimal(addressBits(of: item))
        if let identifier = displayIdentifier(of: item) {
            text.write("'")
            text.write(string: identifier)
            text.write("'")
        }
    }

    /// Writes the unqualified name of `object`'s dynamic type (`HeadlessView`, or an app's subclass), as
    /// `String(describing:)` prints a type, without its casts through the printing protocols: a conflict report
    /// names every constraint of the conflict, and those casts were most of a description's cost.
    static func writeTypeName(of object: AnyObject, to text: inout TextBuffer) {
        // The two classes nearly every report names, without asking the runtime for the name.
        let type = ObjectIdentifier(type(of: object))
        if type == ObjectIdentifier(HeadlessView.self) {
            text.write("HeadlessView")
        } else if type == ObjectIdentifier(NSLayoutConstraint.self) {
            text.write("NSLayoutConstraint")
        } else {
            text.write(string: _typeName(Swift.type(of: object), qualified: false))
        }
    }

    /// The name a developer gave `item`: a view's `accessibilityIdentifier` or a guide's `identifier`, if set.
    static func displayIdentifier(of item: any LayoutItem) -> String? {
        // The item's handle tells its kind without a dynamic cast.
        let handle = item.itemHandle
        let identifier = handle.view?.accessibilityIdentifier ?? handle.guide?.identifier
        guard let identifier, !identifier.isEmpty else { return nil }
        return identifier
    }

    /// `0x` and the object's address in hexadecimal.
    static func address(of object: AnyObject) -> String {
        var text = TextBuffer(capacity: 24)
        text.writeHexadecimal(addressBits(of: object))
        return text.text
    }

    /// The object's address as a number.
    static func addressBits(of object: AnyObject) -> UInt {
        UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
    }

    /// A number as Apple prints it in constraints: integers without a fraction, others in their shortest form.
    /// Negative zero prints as `0`.
    static func format(_ value: Double) -> String {
        var text = TextBuffer(capacity: 24)
        text.writeNumber(value)
        return text.text
    }
}
