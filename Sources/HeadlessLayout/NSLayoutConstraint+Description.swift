import Foundation

extension NSLayoutConstraint {
    /// Apple's format: `<NSLayoutConstraint:0x… 'identifier' HeadlessView:0x….top == HeadlessView:0x….top + 10   (active)>`,
    /// with `@750` after the constant for an optional priority and `0.5*` before a second item for a multiplier.
    /// The engine's own constraints print under UIKit's class names (`NSAutoresizingMaskLayoutConstraint`,
    /// `NSContentSizeLayoutConstraint`).
    public var description: String {
        // Built in one buffer with room reserved: a conflict report describes every constraint of the conflict, and
        // interpolating and concatenating the pieces regrew a string per piece.
        var text = ""
        text.reserveCapacity(192)
        text += "<"
        text += className
        text += ":"
        Self.appendAddress(of: self, to: &text)
        if let identifier {
            text += " '"
            text += identifier
            text += "'"
        }
        if case .autoresizing(let maskBits) = role {
            text += " "
            text += LayoutEngine.autoresizingSummary(HeadlessView.AutoresizingMask(rawValue: UInt(maskBits)))
        }
        text += " "
        appendEquation(to: &text)
        switch role {
        case .contentHugging:
            text += " Hug:"
            text += Self.format(Double(priority.rawValue))
        case .contentCompression:
            text += " CompressionResistance:"
            text += Self.format(Double(priority.rawValue))
        default:
            if !priority.isRequired {
                text += " @"
                text += Self.format(Double(priority.rawValue))
            }
        }
        text += isActive ? "   (active)>" : "   (inactive)>"
        return text
    }

    /// ``description``, then where the constraint was made when that was recorded:
    /// `<NSLayoutConstraint:0x… …   (active)> at ProfileHeader.swift:42 avatar.autoPinEdge(toSuperviewEdge: .top)`.
    public var debugDescription: String {
        guard let callSite else { return description }
        return "\(description) at \(callSite.summary(for: self))"
    }

    /// UIKit's class name for this constraint's role.
    var className: String {
        switch role {
        case .autoresizing, .rootSize: "NSAutoresizingMaskLayoutConstraint"
        case .contentHugging, .contentCompression: "NSContentSizeLayoutConstraint"
        default: Self.typeName(of: self)
        }
    }

    /// `first.attr == 0.5*second.attr + 10`.
    var equationText: String {
        var text = ""
        text.reserveCapacity(128)
        appendEquation(to: &text)
        return text
    }

    /// Appends ``equationText`` to `text`.
    func appendEquation(to text: inout String) {
        Self.appendOperand(firstLayoutItem, firstAttribute, to: &text)
        text += " "
        text += relation.description
        text += " "
        let showsSecond = hasSecondItem && secondAttribute != .notAnAttribute && multiplier != 0
        guard showsSecond else {
            text += Self.format(Double(constant))
            return
        }
        if multiplier != 1 {
            text += Self.format(Double(multiplier))
            text += "*"
        }
        Self.appendOperand(secondLayoutItem, secondAttribute, to: &text)
        if constant > 0 {
            text += " + "
            text += Self.format(Double(constant))
        } else if constant < 0 {
            text += " - "
            text += Self.format(Double(-constant))
        }
    }

    /// Appends `item.attribute` (`(nil).attribute` for an item that is gone) to `text`.
    static func appendOperand(_ item: (any LayoutItem)?, _ attribute: Attribute, to text: inout String) {
        if let item {
            appendName(of: item, to: &text)
        } else {
            text += "(nil)"
        }
        text += "."
        text += attribute.description
    }

    /// `HeadlessView:0x…` for a view, `HeadlessView:0x…'avatar'` for a view with an `accessibilityIdentifier`,
    /// `HeadlessLayoutGuide:0x…'identifier'` for a guide.
    static func name(of item: any LayoutItem) -> String {
        var text = ""
        appendName(of: item, to: &text)
        return text
    }

    /// Appends ``name(of:)`` to `text`.
    static func appendName(of item: any LayoutItem, to text: inout String) {
        text += typeName(of: item)
        text += ":"
        appendAddress(of: item, to: &text)
        if let identifier = displayIdentifier(of: item) {
            text += "'"
            text += identifier
            text += "'"
        }
    }

    /// The unqualified name of `object`'s dynamic type (`HeadlessView`, or an app's subclass), as
    /// `String(describing:)` prints a type, without its casts through the printing protocols: a conflict report
    /// names every constraint of the conflict, and those casts were most of a description's cost.
    static func typeName(of object: AnyObject) -> String {
        _typeName(type(of: object), qualified: false)
    }

    /// The name a developer gave `item`: a view's `accessibilityIdentifier` or a guide's `identifier`, if set.
    static func displayIdentifier(of item: any LayoutItem) -> String? {
        let identifier = (item as? HeadlessView)?.accessibilityIdentifier ?? (item as? HeadlessLayoutGuide)?.identifier
        guard let identifier, !identifier.isEmpty else { return nil }
        return identifier
    }

    /// `0x` and the object's address in hexadecimal.
    static func address(of object: AnyObject) -> String {
        var text = ""
        appendAddress(of: object, to: &text)
        return text
    }

    /// Appends ``address(of:)`` to `text` (the digits fit a small string: no allocation).
    static func appendAddress(of object: AnyObject, to text: inout String) {
        text += "0x"
        text += String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }

    /// A number as Apple prints it in constraints: integers without a fraction, others in their shortest form.
    /// Negative zero prints as `0`.
    static func format(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }
}
