#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift
import TestSupport
import Testing

/// A thread keeps its scope state between scopes (so opening one allocates nothing): scopes opened after the last
/// one closed must start empty, whatever the earlier scopes held and however they were left. Also the fast checks
/// on the way to the funnel: attribute pairings, and installation of constraints whose item views are known (no
/// common ancestor, same view, margins).
@Suite("Scope reuse and fast checks")
struct ScopeReuseTests {
    @Test("Scopes opened again after the last one closed start empty")
    func reopenedScopesStartEmpty() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let held = NSLayoutConstraint.autoSetPriority(ALLayoutPriority(rawValue: 300)) {
            NSLayoutConstraint.autoSetIdentifier("first") {
                NSLayoutConstraint.autoCreateConstraintsWithoutInstalling {
                    view.autoSetDimension(.width, toSize: 10)
                }
            }
        }
        #expect(held.count == 1)
        expectConstraint(held.first, first: (view, .width), second: nil, multiplier: 0, constant: 10, priority: 300,
                         identifier: "first", isActive: false, installedOn: nil)

        // Outside every scope: own priority and identifier, installed at once.
        let outside = view.autoPinEdge(toSuperviewEdge: .top, withInset: 4)
        expectConstraint(outside, first: (view, .top), second: (container, .top), constant: 4, installedOn: container)

        // A new creation scope returns only what it made; a new priority scope brings no stale identifier.
        let second = NSLayoutConstraint.autoCreateConstraintsWithoutInstalling {
            NSLayoutConstraint.autoSetPriority(ALLayoutPriority(rawValue: 600)) {
                view.autoSetDimension(.height, toSize: 20)
            }
        }
        #expect(second.count == 1)
        expectConstraint(second.first, first: (view, .height), second: nil, multiplier: 0, constant: 20,
                         priority: 600, isActive: false, installedOn: nil)

        // The constraint held from the first round is installed outside every scope with its own values.
        held.first?.autoInstall()
        expectConstraint(held.first, first: (view, .width), second: nil, multiplier: 0, constant: 10, priority: 300,
                         identifier: "first", installedOn: view)
        #expect(view.constraints.count == 1)
        #expect(container.constraints == [outside])
    }

    @Test("After a throw out of nested scopes of every kind, the next scopes start empty")
    func scopesStartEmptyAfterThrow() {
        struct Stop: Error {}
        let container = makeContainer()
        let view = makeSubview(in: container)
        let earlierFailures = LockedList<String>()
        #expect(throws: Stop.self) {
            try PureLayout.withFailureHandler({ earlierFailures.append($0.message) }, perform: {
                try NSLayoutConstraint.autoSetIdentifier("thrown") {
                    try NSLayoutConstraint.autoSetPriority(.defaultLow) {
                        try NSLayoutConstraint.autoCreateConstraintsWithoutInstalling {
                            view.autoSetDimension(.width, toSize: 1)
                            throw Stop()
                        }
                    }
                }
            })
        }
        #expect(earlierFailures.values.isEmpty)

        let after = view.autoSetDimension(.height, toSize: 2)
        expectConstraint(after, first: (view, .height), second: nil, multiplier: 0, constant: 2, installedOn: view)

        let created = NSLayoutConstraint.autoCreateAndInstallConstraints {
            view.autoPinEdge(toSuperviewEdge: .leading, withInset: 3)
        }
        #expect(created.count == 1)
        expectConstraint(created.first, first: (view, .leading), second: (container, .leading), constant: 3,
                         installedOn: container)

        // A failure now reaches only the handler around it, not the one of the thrown scope.
        let orphan = ALView.newAutoLayout()
        let (_, failures) = capturingFailures { orphan.autoPinEdge(toSuperviewEdge: .top) }
        expectFailure(failures, naming: "autoPinEdge")
        #expect(earlierFailures.values.isEmpty)
    }

    @Test("Many scopes opened and closed in turn on one thread each apply only their own state")
    func scopesInTurn() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        var made: [NSLayoutConstraint] = []
        for round in 0..<6 {
            let priority = ALLayoutPriority(rawValue: Float(100 + round))
            if round.isMultiple(of: 2) {
                made.append(NSLayoutConstraint.autoSetPriority(priority) {
                    view.autoSetDimension(.width, toSize: CGFloat(round), relation: .greaterThanOrEqual)
                })
            } else {
                made.append(NSLayoutConstraint.autoSetIdentifier("round \(round)") {
                    view.autoSetDimension(.width, toSize: CGFloat(round), relation: .lessThanOrEqual)
                })
            }
        }
        for (round, constraint) in made.enumerated() {
            let even = round.isMultiple(of: 2)
            expectConstraint(constraint, first: (view, .width), relation: even ? .greaterThanOrEqual : .lessThanOrEqual,
                             second: nil, multiplier: 0, constant: CGFloat(round),
                             priority: even ? Float(100 + round) : 1000, identifier: even ? nil : "round \(round)",
                             installedOn: view)
        }
    }

    @Test("Margin attributes related to a view in another hierarchy are reported and left inactive")
    func marginsAcrossHierarchies() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let stranger = makeSubview(in: makeContainer())
        let (constraint, failures) = capturingFailures {
            view.autoConstrainAttribute(.marginTop, to: .marginBottom, of: stranger)
        }
        expectFailure(failures, naming: "autoConstrainAttribute")
        expectConstraint(constraint, first: (view, .topMargin), second: (stranger, .bottomMargin), isActive: false,
                         installedOn: nil)
        #expect(failures.kinds == ["noCommonAncestor"])
    }

    @Test("A view related to itself, to its superview and to its sibling is installed on the nearest common ancestor")
    func knownItemViewsInstall() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let sibling = makeSubview(in: container)
        let (made, failures) = capturingFailures {
            [
                view.autoMatch(.width, to: .height, of: view),
                view.autoConstrainAttribute(.marginLeading, to: .leading, of: container, withOffset: 2),
                view.autoPinEdge(.top, to: .bottom, of: sibling, withOffset: 5),
                sibling.autoSetDimension(.height, toSize: 7),
            ]
        }
        expectNoFailure(failures)
        expectConstraint(made[0], first: (view, .width), second: (view, .height), installedOn: view)
        expectConstraint(made[1], first: (view, .leadingMargin), second: (container, .leading), constant: 2,
                         installedOn: container)
        expectConstraint(made[2], first: (view, .top), second: (sibling, .bottom), constant: 5, installedOn: container)
        expectConstraint(made[3], first: (sibling, .height), second: nil, multiplier: 0, constant: 7,
                         installedOn: sibling)
    }

    @Test("Invalid attribute pairings are reported with their reason and give an inactive placeholder",
          arguments: [
              (ALAttribute.width, ALAttribute.top, "a size cannot be paired with a location"),
              (ALAttribute.leading, ALAttribute.height, "a size cannot be paired with a location"),
              (ALAttribute.left, ALAttribute.leading, "left/right cannot be paired with leading/trailing"),
              (ALAttribute.marginTrailing, ALAttribute.right, "left/right cannot be paired with leading/trailing"),
          ] as [(ALAttribute, ALAttribute, String)])
    func invalidPairings(attribute: ALAttribute, otherAttribute: ALAttribute, reason: String) {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let sibling = makeSubview(in: container)
        let (constraint, failures) = capturingFailures {
            view.autoConstrainAttribute(attribute, to: otherAttribute, of: sibling)
        }
        #expect(failures.kinds == ["invalidAttribute"])
        #expect(failures.messages.allSatisfy { $0.contains(reason) && $0.contains("autoConstrainAttribute") },
                "\(failures.messages)")
        #expect(!constraint.isActive)
        #expect(constraint.firstItem === view && constraint.secondItem === view)
        #expect(constraint.identifier?.hasPrefix("PureLayoutSwift placeholder") == true)
        #expect(container.constraints.isEmpty && view.constraints.isEmpty)
    }

    @Test("Valid pairings across families of the same direction are installed",
          arguments: [
              (ALAttribute.marginLeft, ALAttribute.right, NSLayoutConstraint.Attribute.leftMargin,
               NSLayoutConstraint.Attribute.right),
              (ALAttribute.leading, ALAttribute.vertical, .leading, .centerX),
              (ALAttribute.width, ALAttribute.height, .width, .height),
              (ALAttribute.top, ALAttribute.baseline, .top, .lastBaseline),
          ] as [(ALAttribute, ALAttribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute)])
    func validPairings(
        attribute: ALAttribute, otherAttribute: ALAttribute, expected: NSLayoutConstraint.Attribute,
        otherExpected: NSLayoutConstraint.Attribute
    ) {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let sibling = makeSubview(in: container)
        let (constraint, failures) = capturingFailures {
            view.autoConstrainAttribute(attribute, to: otherAttribute, of: sibling, withOffset: 1)
        }
        expectNoFailure(failures)
        expectConstraint(constraint, first: (view, expected), second: (sibling, otherExpected), constant: 1,
                         installedOn: container)
    }
}
#endif
