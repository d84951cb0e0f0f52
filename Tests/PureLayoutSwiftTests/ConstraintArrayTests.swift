#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift
import Testing

/// docs/PARITY.md §6: `[NSLayoutConstraint]` install/remove/identify and the single-constraint methods.
@Suite("Arrays of constraints and single constraints")
struct ConstraintArrayTests {
    /// A container, a view, and the view's [width, height, top, left] constraints made without installing.
    static func makeUninstalled() -> (container: ALView, view: ALView, constraints: [NSLayoutConstraint]) {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let constraints = NSLayoutConstraint.autoCreateConstraintsWithoutInstalling {
            view.autoSetDimensions(to: CGSize(width: 60, height: 30))
            view.autoPinEdge(toSuperviewEdge: .top, withInset: 4)
            view.autoPinEdge(toSuperviewEdge: .left, withInset: 6)
        }
        return (container, view, constraints)
    }

    @Test("autoInstallConstraints() activates every constraint on its nearest common ancestor")
    func installConstraints() {
        let (container, view, constraints) = Self.makeUninstalled()
        #expect(constraints.count == 4)
        #expect(constraints.allSatisfy { !$0.isActive })
        constraints.autoInstallConstraints()
        if constraints.count == 4 {
            expectConstraint(constraints[0], first: (view, .width), second: nil, multiplier: 0, constant: 60,
                             installedOn: view)
            expectConstraint(constraints[1], first: (view, .height), second: nil, multiplier: 0, constant: 30,
                             installedOn: view)
            expectConstraint(constraints[2], first: (view, .top), second: (container, .top), constant: 4,
                             installedOn: container)
            expectConstraint(constraints[3], first: (view, .left), second: (container, .left), constant: 6,
                             installedOn: container)
        }
        layOut(container)
        expectFrame(view, x: 6, y: 4, width: 60, height: 30)
    }

    @Test("autoInstallConstraints() inside priority and identifier scopes applies both")
    func installConstraintsInScopes() {
        let (container, view, constraints) = Self.makeUninstalled()
        NSLayoutConstraint.autoSetPriority(.defaultHigh) {
            NSLayoutConstraint.autoSetIdentifier("installed") {
                constraints.autoInstallConstraints()
            }
        }
        #expect(constraints.allSatisfy { $0.isActive && $0.priority == .defaultHigh && $0.identifier == "installed" })
        layOut(container)
        expectFrame(view, x: 6, y: 4, width: 60, height: 30)
    }

    @Test("autoInstallConstraints() inside a without-installing scope appends them there, inactive")
    func installConstraintsInsideWithoutInstalling() {
        let (_, _, constraints) = Self.makeUninstalled()
        let captured = NSLayoutConstraint.autoCreateConstraintsWithoutInstalling {
            constraints.autoInstallConstraints()
        }
        #expect(captured.count == constraints.count)
        #expect(zip(captured, constraints).allSatisfy { $0 === $1 })
        #expect(constraints.allSatisfy { !$0.isActive })
    }

    @Test("autoRemoveConstraints() deactivates and uninstalls; the layout follows")
    func removeConstraints() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let wide = view.autoSetDimensions(to: CGSize(width: 300, height: 30))
        view.autoPinEdge(toSuperviewEdge: .top)
        view.autoPinEdge(toSuperviewEdge: .left)
        layOut(container)
        expectFrame(view, x: 0, y: 0, width: 300, height: 30)

        wide.autoRemoveConstraints()
        for constraint in wide {
            #expect(!constraint.isActive)
            expectInstallation(of: constraint, on: nil, near: [view])
        }
        view.autoSetDimensions(to: CGSize(width: 20, height: 10))
        layOut(container)
        expectFrame(view, x: 0, y: 0, width: 20, height: 10)
    }

    @Test("autoIdentifyConstraints(_:) sets every identifier and returns the same constraints")
    func identifyConstraints() {
        let (_, _, constraints) = Self.makeUninstalled()
        let returned = constraints.autoIdentifyConstraints("group")
        #expect(returned.count == constraints.count)
        #expect(zip(returned, constraints).allSatisfy { $0 === $1 })
        #expect(constraints.allSatisfy { $0.identifier == "group" })
        // Identifying does not install.
        #expect(constraints.allSatisfy { !$0.isActive })
    }

    @Test("autoIdentify(_:) sets the identifier and returns self")
    func identifySingle() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let constraint = view.autoPinEdge(toSuperviewEdge: .top)
        let returned = constraint.autoIdentify("top pin")
        #expect(returned === constraint)
        expectConstraint(constraint, first: (view, .top), second: (container, .top), identifier: "top pin",
                         installedOn: container)
    }

    @Test("autoInstall() and autoRemove() toggle a single constraint")
    func installRemoveSingle() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        scaffoldSize(view, width: 10, height: 10)
        scaffold(view, .left, to: container, .left)
        let top = NSLayoutConstraint.autoCreateConstraintsWithoutInstalling {
            view.autoPinEdge(toSuperviewEdge: .top, withInset: 70)
        }.first
        guard let top else {
            Issue.record("no constraint captured")
            return
        }
        expectConstraint(top, first: (view, .top), second: (container, .top), constant: 70, isActive: false,
                         installedOn: nil)
        top.autoInstall()
        expectConstraint(top, first: (view, .top), second: (container, .top), constant: 70, installedOn: container)
        layOut(container)
        expectFrame(view, x: 0, y: 70, width: 10, height: 10)
        top.autoRemove()
        expectConstraint(top, first: (view, .top), second: (container, .top), constant: 70, isActive: false,
                         installedOn: nil)
        scaffold(view, .top, to: container, .top, constant: 5)
        layOut(container)
        expectFrame(view, x: 0, y: 5, width: 10, height: 10)
    }

    @Test("autoInstall() of a constraint made with the plain initializer goes to the common ancestor")
    func installPlainConstraint() {
        let container = makeContainer()
        let group = makeSubview(in: container)
        let a = makeSubview(in: group)
        let b = makeSubview(in: group)
        let plain = NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .width,
                                       multiplier: 2, constant: 1)
        NSLayoutConstraint.autoSetPriority(.defaultLow) {
            plain.autoInstall()
        }
        expectConstraint(plain, first: (a, .width), second: (b, .width), multiplier: 2, constant: 1, priority: 250,
                         installedOn: group)
    }

    @Test("A constraint installed outside any scope keeps its own priority and identifier")
    func installOutsideScopesKeepsOwnState() {
        let (container, view, constraints) = Self.makeUninstalled()
        for constraint in constraints {
            constraint.priority = ALLayoutPriority(rawValue: 999)
            constraint.identifier = "own"
        }
        constraints.autoInstallConstraints()
        #expect(constraints.allSatisfy { $0.isActive && $0.priority.rawValue == 999 && $0.identifier == "own" })
        layOut(container)
        expectFrame(view, x: 6, y: 4, width: 60, height: 30)
    }
}
#endif
