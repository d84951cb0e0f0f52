import Foundation

// Installing, removing and identifying constraints, one at a time or as an array.

extension NSLayoutConstraint {
    /// Sets the constraint's identifier, which appears in its description and in layout logs.
    ///
    /// Sets `self.identifier = identifier`; makes no constraint.
    /// - Parameter identifier: The identifier.
    /// - Returns: This constraint.
    @discardableResult
    public func autoIdentify(_ identifier: String) -> Self {
        self.identifier = identifier
        return self
    }

    /// Installs (activates) the constraint through PureLayout.
    ///
    /// Applies the ambient priority and identifier of enclosing scopes (if any); then, inside a creation scope
    /// that prevents installation, adds the constraint to that scope's list and leaves it inactive, otherwise
    /// activates it (it is added to the nearest common ancestor of its items). Changes no view's autoresizing
    /// translation. A constraint whose items are gone or share no ancestor is reported as a failure and left
    /// inactive.
    /// - Parameters:
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    public func autoInstall(file: StaticString = #fileID, line: UInt = #line) {
        _ = ConstraintFunnel.finalize(self, receiver: nil, itemViews: .unknown, call: APICall(#function, file, line))
    }

    /// Removes (deactivates) the constraint.
    ///
    /// Sets `isActive = false`.
    public func autoRemove() {
        isActive = false
    }
}

extension Array where Element: NSLayoutConstraint {
    /// Installs (activates) the constraints of the array through PureLayout.
    ///
    /// Applies the ambient priority and identifier of enclosing scopes (if any) to each; then, inside a creation
    /// scope that prevents installation, adds them all to that scope's list, otherwise activates them all at
    /// once. Constraints whose items share no ancestor are reported and left inactive.
    /// - Parameters:
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    public func autoInstallConstraints(file: StaticString = #fileID, line: UInt = #line) {
        ConstraintFunnel.finalizeAll(asConstraints, call: APICall(#function, file, line))
    }

    /// Removes (deactivates) the constraints of the array, all at once.
    public func autoRemoveConstraints() {
        NSLayoutConstraint.deactivate(asConstraints)
    }

    /// The array as `[NSLayoutConstraint]`: itself when that is its type (no copy: this generic code is not
    /// specialized, and mapping an array of 20,000 constraints cost as much as deactivating them), else a copy.
    private var asConstraints: [NSLayoutConstraint] {
        if Element.self == NSLayoutConstraint.self {
            return unsafeBitCast(self, to: [NSLayoutConstraint].self)
        }
        return map { $0 }
    }

    /// Sets the identifier of every constraint of the array.
    ///
    /// Sets `identifier` on each constraint; makes no constraint.
    /// - Parameter identifier: The identifier.
    /// - Returns: This array.
    @discardableResult
    public func autoIdentifyConstraints(_ identifier: String) -> Self {
        for constraint in self {
            constraint.identifier = identifier
        }
        return self
    }
}
