#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift
import Testing

/// docs/PARITY.md §7: the create, priority and identifier scopes and every nesting rule.
@Suite("Scopes")
struct ScopeTests {
    @Test("autoCreateAndInstallConstraints returns the constraints in creation order, all installed")
    func createAndInstall() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let constraints = NSLayoutConstraint.autoCreateAndInstallConstraints {
            view.autoSetDimension(.width, toSize: 40)
            view.autoCenterInSuperview()
            view.autoSetDimension(.height, toSize: 20)
        }
        #expect(constraints.count == 4)
        if constraints.count == 4 {
            expectConstraint(constraints[0], first: (view, .width), second: nil, multiplier: 0, constant: 40,
                             installedOn: view)
            expectConstraint(constraints[1], first: (view, .centerY), second: (container, .centerY),
                             installedOn: container)
            expectConstraint(constraints[2], first: (view, .centerX), second: (container, .centerX),
                             installedOn: container)
            expectConstraint(constraints[3], first: (view, .height), second: nil, multiplier: 0, constant: 20,
                             installedOn: view)
        }
        expectAutoresizingOff([view], untouched: [container])
        layOut(container)
        expectFrame(view, x: 480, y: 490, width: 40, height: 20)
    }

    @Test("autoCreateConstraintsWithoutInstalling returns inactive constraints; TAMIC is still turned off")
    func createWithoutInstalling() {
        let container = makeContainer()
        let view = HeadlessView(frame: .zero)
        container.addSubview(view)
        let constraints = NSLayoutConstraint.autoCreateConstraintsWithoutInstalling {
            view.autoPinEdgesToSuperviewEdges()
        }
        #expect(constraints.count == 4)
        for (constraint, edge) in zip(constraints, [Edge.top, .leading, .bottom, .trailing]) {
            expectConstraint(constraint, first: (view, edge.attribute), second: (container, edge.attribute),
                             isActive: false, installedOn: nil)
        }
        expectAutoresizingOff([view], untouched: [container])
        constraints.autoInstallConstraints()
        layOut(container)
        expectFrame(view, containerBounds)
    }

    @Test("Nested create scopes: a constraint is returned only by the innermost scope")
    func innermostCreateScopeReturns() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        var inner: [NSLayoutConstraint] = []
        let outer = NSLayoutConstraint.autoCreateConstraintsWithoutInstalling {
            view.autoSetDimension(.width, toSize: 1)
            inner = NSLayoutConstraint.autoCreateConstraintsWithoutInstalling {
                view.autoSetDimension(.height, toSize: 2)
            }
            view.autoPinEdge(toSuperviewEdge: .top)
        }
        #expect(outer.map(\.firstAttribute) == [.width, .top])
        #expect(inner.map(\.firstAttribute) == [.height])
        #expect((outer + inner).allSatisfy { !$0.isActive })
    }

    @Test("Create-and-install inside without-installing activates, and is not in the outer list")
    func createAndInstallInsideWithoutInstalling() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        var inner: [NSLayoutConstraint] = []
        let outer = NSLayoutConstraint.autoCreateConstraintsWithoutInstalling {
            view.autoSetDimension(.width, toSize: 10)
            inner = NSLayoutConstraint.autoCreateAndInstallConstraints {
                view.autoSetDimension(.height, toSize: 20)
                view.autoPinEdge(toSuperviewEdge: .top, withInset: 30)
            }
            view.autoPinEdge(toSuperviewEdge: .left, withInset: 40)
        }
        #expect(outer.count == 2)
        #expect(inner.count == 2)
        #expect(!outer.contains { candidate in inner.contains { $0 === candidate } })
        for constraint in outer {
            #expect(!constraint.isActive)
        }
        if inner.count == 2 {
            expectConstraint(inner[0], first: (view, .height), second: nil, multiplier: 0, constant: 20,
                             installedOn: view)
            expectConstraint(inner[1], first: (view, .top), second: (container, .top), constant: 30,
                             installedOn: container)
        }
        outer.autoInstallConstraints()
        layOut(container)
        expectFrame(view, x: 40, y: 30, width: 10, height: 20)
    }

    @Test("Without-installing inside create-and-install stays inactive")
    func withoutInstallingInsideCreateAndInstall() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        var inner: [NSLayoutConstraint] = []
        let outer = NSLayoutConstraint.autoCreateAndInstallConstraints {
            view.autoSetDimension(.width, toSize: 10)
            inner = NSLayoutConstraint.autoCreateConstraintsWithoutInstalling {
                view.autoSetDimension(.height, toSize: 999)
            }
            view.autoSetDimension(.height, toSize: 20)
        }
        #expect(outer.count == 2)
        #expect(outer.allSatisfy { $0.isActive })
        #expect(inner.count == 1)
        if let held = inner.first {
            expectConstraint(held, first: (view, .height), second: nil, multiplier: 0, constant: 999,
                             isActive: false, installedOn: nil)
        }
        view.autoPinEdge(toSuperviewEdge: .top)
        view.autoPinEdge(toSuperviewEdge: .left)
        layOut(container)
        expectFrame(view, x: 0, y: 0, width: 10, height: 20)
    }

    @Test("Priority scopes: innermost wins, leaving restores the outer value, outside is required")
    func priorityNesting() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        var made: [NSLayoutConstraint] = []
        NSLayoutConstraint.autoSetPriority(.defaultHigh) {
            made.append(view.autoSetDimension(.width, toSize: 1))
            NSLayoutConstraint.autoSetPriority(.defaultLow) {
                made.append(view.autoSetDimension(.width, toSize: 2))
            }
            made.append(view.autoSetDimension(.width, toSize: 3))
        }
        made.append(view.autoSetDimension(.height, toSize: 4))
        #expect(made.map(\.priority.rawValue) == [750, 250, 750, 1000])
        #expect(made.allSatisfy { $0.isActive })
    }

    @Test("Identifier scopes: innermost wins, leaving restores the outer value, outside is nil")
    func identifierNesting() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        var made: [NSLayoutConstraint] = []
        NSLayoutConstraint.autoSetIdentifier("outer") {
            made.append(view.autoSetDimension(.width, toSize: 1))
            NSLayoutConstraint.autoSetIdentifier("inner") {
                made.append(view.autoSetDimension(.width, toSize: 2))
            }
            made.append(view.autoSetDimension(.width, toSize: 3))
        }
        made.append(view.autoSetDimension(.height, toSize: 4))
        #expect(made.map(\.identifier) == ["outer", "inner", "outer", nil])
    }

    @Test("A priority scope applies to a whole array call and to a superview pin set")
    func priorityAppliesToEveryConstraintOfACall() {
        let container = makeContainer()
        let views = makeSubviews(3, in: container)
        let constraints = NSLayoutConstraint.autoSetPriority(ALLayoutPriority(rawValue: 600)) {
            views.autoDistributeViews(along: .horizontal, alignedTo: .horizontal, withFixedSpacing: 10)
        }
        #expect(constraints.count == 8)
        #expect(constraints.allSatisfy { $0.priority.rawValue == 600 && $0.isActive })
    }

    @Test("Optional priority set before activation: a low-priority size yields to a required one")
    func priorityIsSetBeforeActivation() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let (weak, diagnostics) = recordingDiagnostics {
            NSLayoutConstraint.autoSetPriority(.defaultLow) {
                view.autoSetDimension(.width, toSize: 100)
            }
        }
        #expect(diagnostics.isEmpty, "no required↔optional change on an active constraint: \(diagnostics)")
        view.autoSetDimension(.width, toSize: 200)
        view.autoSetDimension(.height, toSize: 10)
        view.autoPinEdge(toSuperviewEdge: .top)
        view.autoPinEdge(toSuperviewEdge: .left)
        expectConstraint(weak, first: (view, .width), second: nil, multiplier: 0, constant: 100, priority: 250,
                         installedOn: view)
        layOut(container)
        expectFrame(view, x: 0, y: 0, width: 200, height: 10)
    }

    @Test("Installing an active required constraint again inside an optional priority scope is not an error")
    func reinstallActiveRequiredConstraintWithOptionalPriority() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let width = view.autoSetDimension(.width, toSize: 100)
        view.autoSetDimension(.width, toSize: 300, relation: .greaterThanOrEqual)
        view.autoSetDimension(.height, toSize: 10)
        view.autoPinEdge(toSuperviewEdge: .top)
        view.autoPinEdge(toSuperviewEdge: .left)
        let (_, diagnostics) = recordingDiagnostics {
            NSLayoutConstraint.autoSetPriority(.defaultHigh) {
                width.autoInstall()
            }
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        expectConstraint(width, first: (view, .width), second: nil, multiplier: 0, constant: 100, priority: 750,
                         installedOn: view)
        layOut(container)
        expectFrame(view, x: 0, y: 0, width: 300, height: 10)
    }

    @Test("autoSetPriority and autoSetIdentifier return the closure's value")
    func scopesReturnClosureValue() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let constraint = NSLayoutConstraint.autoSetPriority(.defaultHigh) {
            view.autoSetDimension(.width, toSize: 5)
        }
        #expect(constraint.priority == .defaultHigh)
        let number = NSLayoutConstraint.autoSetIdentifier("id") { 42 }
        #expect(number == 42)
        let pair = NSLayoutConstraint.autoSetIdentifier("pair") {
            NSLayoutConstraint.autoSetPriority(.defaultLow) {
                (view.autoSetDimension(.height, toSize: 6), "done")
            }
        }
        #expect(pair.1 == "done")
        expectConstraint(pair.0, first: (view, .height), second: nil, multiplier: 0, constant: 6, priority: 250,
                         identifier: "pair", installedOn: view)
    }

    @Test("Priority and identifier apply whether or not installation is prevented (scope outside)")
    func stateAppliesInsideWithoutInstalling() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let constraints = NSLayoutConstraint.autoSetPriority(.defaultHigh) {
            NSLayoutConstraint.autoSetIdentifier("held") {
                NSLayoutConstraint.autoCreateConstraintsWithoutInstalling {
                    view.autoSetDimension(.width, toSize: 5)
                }
            }
        }
        #expect(constraints.count == 1)
        expectConstraint(constraints.first, first: (view, .width), second: nil, multiplier: 0, constant: 5,
                         priority: 750, identifier: "held", isActive: false, installedOn: nil)
    }

    @Test("Priority and identifier apply whether or not installation is prevented (scope inside)")
    func stateAppliesWithScopeInsideWithoutInstalling() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let constraints = NSLayoutConstraint.autoCreateConstraintsWithoutInstalling {
            NSLayoutConstraint.autoSetPriority(.defaultLow) {
                NSLayoutConstraint.autoSetIdentifier("inner") {
                    view.autoSetDimension(.width, toSize: 5)
                }
            }
            view.autoSetDimension(.height, toSize: 6)
        }
        #expect(constraints.count == 2)
        if constraints.count == 2 {
            expectConstraint(constraints[0], first: (view, .width), second: nil, multiplier: 0, constant: 5,
                             priority: 250, identifier: "inner", isActive: false, installedOn: nil)
            expectConstraint(constraints[1], first: (view, .height), second: nil, multiplier: 0, constant: 6,
                             isActive: false, installedOn: nil)
        }
    }

    @Test("Reapplied at install: made without installing, installed later inside a priority scope")
    func stateReappliedAtInstall() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let held = NSLayoutConstraint.autoSetPriority(ALLayoutPriority(rawValue: 300)) {
            NSLayoutConstraint.autoCreateConstraintsWithoutInstalling {
                view.autoSetDimension(.width, toSize: 5)
                view.autoSetDimension(.height, toSize: 6)
            }
        }
        #expect(held.allSatisfy { $0.priority.rawValue == 300 })
        guard held.count == 2 else {
            Issue.record("expected 2 constraints, got \(held.count)")
            return
        }
        NSLayoutConstraint.autoSetPriority(ALLayoutPriority(rawValue: 700)) {
            NSLayoutConstraint.autoSetIdentifier("late") {
                held[0].autoInstall()
            }
        }
        expectConstraint(held[0], first: (view, .width), second: nil, multiplier: 0, constant: 5, priority: 700,
                         identifier: "late", installedOn: view)
        // Installed outside every scope: keeps its own priority and identifier.
        held[1].autoInstall()
        expectConstraint(held[1], first: (view, .height), second: nil, multiplier: 0, constant: 6, priority: 300,
                         installedOn: view)
    }

    @Test("Scopes are left on the way out even when the closure throws")
    func scopesUnwindOnThrow() {
        struct Stop: Error {}
        let container = makeContainer()
        let view = makeSubview(in: container)
        #expect(throws: Stop.self) {
            try NSLayoutConstraint.autoSetPriority(.defaultLow) {
                view.autoSetDimension(.width, toSize: 1)
                throw Stop()
            }
        }
        let after = view.autoSetDimension(.height, toSize: 2)
        #expect(after.priority == .required)
        #expect(after.isActive)
    }
}
#endif
