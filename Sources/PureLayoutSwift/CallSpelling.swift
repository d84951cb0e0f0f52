import Foundation

/// Builds the Swift spelling of the PureLayout call that made a constraint, from the method's name (`#function`)
/// and the constraint itself: `avatar.autoPinEdge(toSuperviewEdge: .top, withInset: 16)`.
///
/// Nothing is stored for it but the name: each argument of a one-constraint method is read back from the
/// constraint it made (the edge from its first attribute, an inset from its constant, the other view from its
/// second item, …). A method that makes several constraints is spelled with its argument labels only
/// (`header.autoPinEdgesToSuperviewEdges(with:excludingEdge:)`), the constraint's equation showing which one it is.
/// The receiver is named by its `accessibilityIdentifier` (`avatar`), or by its type as a variable would be
/// (`headlessView`); array methods by `views`.
enum CallSpelling {
    /// In a debug build with ``PureLayout/identifiesConstraintsByCallSite`` on, names `constraint` by `call`'s site
    /// when it has no identifier yet.
    @inline(__always)
    static func applyIdentifier(_ call: APICall, to constraint: NSLayoutConstraint) {
        #if DEBUG
        if constraint.identifier == nil, CallSiteIdentifiers.shared.isEnabled {
            constraint.identifier = identifier(for: call, of: constraint)
        }
        #endif
    }

    /// The identifier the switch gives `constraint`, which `call` made: `File.swift:42 view.autoX(…)`.
    static func identifier(for call: APICall, of constraint: NSLayoutConstraint) -> String {
        "\(call.location) \(spell(function: call.name, constraint: constraint))"
    }

    #if PURELAYOUT_HEADLESS
    /// Makes HeadlessLayout spell recorded calls as PureLayout calls, once per process.
    @inline(__always)
    static func installSpeller() {
        _ = spellerInstalled
    }

    /// Installs the speller the first time it is read.
    private static let spellerInstalled: Void = ConstraintCallSite.setSpeller { site, constraint in
        spell(function: APICall.publicName(site.function), constraint: constraint)
    }
    #endif

    /// The spelling of `function` for `constraint`, one of the constraints it made.
    static func spell(function: String, constraint: NSLayoutConstraint) -> String {
        let method = CallSpellingCache.shared.method(function)
        let receiver = receiverName(method, firstItem: constraint.firstItem)
        guard let arguments = arguments(of: method, for: constraint) else {
            return receiver + "." + function
        }
        return receiver + "." + method.base + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// `views` for an array method, otherwise the name of the view `firstItem` is (or belongs to).
    static func receiverName(_ method: CallSpellingCache.Method, firstItem: AnyObject?) -> String {
        if method.isArrayMethod { return "views" }
        guard let item = firstItem, let view = PlatformLayout.owningView(of: item) else { return "view" }
        return variableName(of: view)
    }

    /// The receiver to name in a failure of `function` about `views`: `views` for an array method, the first view
    /// for a view method (it is the receiver), nothing for constraint methods (`autoInstall()`, scopes).
    static func failureReceiver(of function: String, views: [ALView]) -> String? {
        if isArrayMethod(function) { return "views" }
        guard function.hasPrefix("auto"), !function.hasPrefix("autoInstall"), !function.hasPrefix("autoCreate")
        else { return nil }
        return views.first.map(variableName)
    }

    /// Whether `function` is a method of an array of views (`autoAlignViews(to:)`, `autoDistributeViews…`, …).
    nonisolated static func isArrayMethod(_ function: String) -> Bool {
        function.hasPrefix("autoAlignViews") || function.hasPrefix("autoMatchViews")
            || function.hasPrefix("autoSetViews") || function.hasPrefix("autoDistributeViews")
    }

    /// The view's `accessibilityIdentifier`, or its type's name as a variable (`headlessView`, `uiLabel`).
    static func variableName(of view: ALView) -> String {
        if let identifier = PlatformLayout.debugIdentifier(of: view), !identifier.isEmpty {
            return identifier
        }
        let viewType = type(of: view)
        return CallSpellingCache.shared.typeName(of: viewType) { lowerCamel(String(describing: viewType)) }
    }

    /// `HeadlessView` → `headlessView`, `UILabel` → `uiLabel`, `URL` → `url`.
    static func lowerCamel(_ name: String) -> String {
        let characters = Array(name)
        var upperRun = 0
        while upperRun < characters.count, characters[upperRun].isUppercase { upperRun += 1 }
        guard upperRun > 0 else { return name }
        let lowered = upperRun == characters.count || upperRun == 1 ? upperRun : upperRun - 1
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    /// The arguments of a one-constraint method, read back from `constraint`; `nil` for other methods.
    static func arguments(of method: CallSpellingCache.Method, for constraint: NSLayoutConstraint) -> [String]? {
        guard let labels = method.labels else { return nil }
        let first = ALAttribute(rawValue: constraint.firstAttribute.rawValue)
        // Superview pins on the far edges are made with the constant negated and the relation swapped, so that
        // the inset and the relation read as written.
        let farEdge = first == .bottom || first == .right || first == .trailing
        let insetSign: CGFloat = farEdge ? -1 : 1
        var spelled: [String] = []
        for label in labels {
            let value: String
            switch label {
            case "_", "toSuperviewEdge", "toSuperviewMargin", "toSuperviewSafeArea", "toSuperviewAxis",
                "toSuperviewMarginAxis":
                value = attributeName(constraint.firstAttribute)
            case "to": value = attributeName(constraint.secondAttribute)
            case "of", "toSameAxisOf":
                value = constraint.secondItem.flatMap { PlatformLayout.owningView(of: $0) }.map(variableName) ?? "nil"
            case "toTopLayoutGuideOf", "toBottomLayoutGuideOf": value = "viewController"
            case "withInset": value = number(insetSign * constraint.constant)
            case "withOffset", "toSize": value = number(constraint.constant)
            case "withMultiplier": value = number(constraint.multiplier)
            case "relation":
                value = relationName(constraint.relation, swapped: farEdge && labels.first != "_")
            default: value = "…"
            }
            spelled.append(label == "_" ? value : label + ": " + value)
        }
        return spelled
    }

    /// `.top`, `.width`, `.vertical` (centerX), `.marginLeft`: the PureLayout name of a layout attribute.
    static func attributeName(_ attribute: NSLayoutConstraint.Attribute) -> String {
        attributeNames[attribute.rawValue] ?? "\(attribute)"
    }

    /// Every ``ALAttribute``'s name by its raw value, `.top`, made once (by reflection, which is slow).
    private static let attributeNames: [Int: String] = Dictionary(
        uniqueKeysWithValues: ALAttribute.allCases.map { ($0.rawValue, "." + String(describing: $0)) })

    /// `.equal`, `.lessThanOrEqual` or `.greaterThanOrEqual`, `<=` and `>=` exchanged when `swapped`.
    static func relationName(_ relation: NSLayoutConstraint.Relation, swapped: Bool) -> String {
        switch relation {
        case .lessThanOrEqual: swapped ? ".greaterThanOrEqual" : ".lessThanOrEqual"
        case .greaterThanOrEqual: swapped ? ".lessThanOrEqual" : ".greaterThanOrEqual"
        default: ".equal"
        }
    }

    /// A number as written in code: `16`, `0.5`, `-8`, never `-0`.
    static func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 10_000).rounded() / 10_000
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return "\(rounded)"
    }
}
