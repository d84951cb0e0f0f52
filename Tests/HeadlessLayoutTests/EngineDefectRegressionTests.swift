import Foundation
import HeadlessLayout
import Testing

/// The engine's known defects, each as the smallest case that showed it; the mutation-sequence tests
/// (``MutationSequenceTests``) hunt the classes they belong to.
@Suite("Engine defects, as regression cases")
struct EngineDefectRegressionTests {
    /// How a view leaves its place while the constraint naming it is deactivated (the class: state kept across a
    /// deactivation while the hierarchy changes).
    enum Move: String, CaseIterable {
        case toAnotherParent, removedAndReadded, withConstantChanged, subtreeRemovedAndReadded
    }

    @Test("A required constraint still holds after a view moves while it is deactivated", arguments: Move.allCases)
    func requiredConstraintAfterMove(move: Move) {
        let scene = TestHierarchy(width: 400, height: 400)
        let v1 = scene.addView()
        let v3 = scene.addView()
        let v2 = scene.addView(to: v1)
        activateConstraint(v2, .width, constant: 50)
        let link = activateConstraint(v3, .width, .equal, v2, .width, constant: 100)
        scene.layout()
        #expect(v3.frame.width == 150)
        link.isActive = false
        switch move {
        case .toAnotherParent:
            v3.addSubview(v2)
        case .removedAndReadded:
            v2.removeFromSuperview()
            v1.addSubview(v2)
        case .withConstantChanged:
            v3.addSubview(v2)
            link.constant = 120
        case .subtreeRemovedAndReadded:
            v1.removeFromSuperview()
            scene.root.addSubview(v1)
        }
        link.isActive = true
        let diagnostics = collectDiagnostics { scene.layout() }
        #expect(diagnostics.isEmpty)
        #expect(v3.frame.width == (move == .withConstantChanged ? 170 : 150))
    }

    @Test("A constraint activated again after its view moved to another hierarchy joins that hierarchy's engine")
    func constraintFollowsViewToAnotherHierarchy() {
        let first = HeadlessView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let second = HeadlessView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = HeadlessView()
        view.translatesAutoresizingMaskIntoConstraints = false
        first.addSubview(view)
        let width = activateConstraint(view, .width, constant: 50)
        first.layoutIfNeeded()
        width.isActive = false
        second.addSubview(view)
        second.layoutIfNeeded()
        width.isActive = true
        second.layoutIfNeeded()
        first.layoutIfNeeded()
        #expect(view.frame.width == 50)
    }

    @Test("A view with an intrinsic size and no constraint gets its intrinsic size")
    func intrinsicSizeWithoutConstraints() {
        let scene = TestHierarchy(width: 400, height: 400)
        let label = scene.addView(IntrinsicSizeView(contentSize: CGSize(width: 30, height: 20)))
        scene.layout()
        #expect(label.frame.size == CGSize(width: 30, height: 20))
        // Moved, then given a new size: it follows.
        let card = scene.addView()
        pin(card, in: scene.root, to: CGRect(x: 10, y: 10, width: 200, height: 200))
        card.addSubview(label)
        label.contentSize = CGSize(width: 44, height: 12)
        label.invalidateIntrinsicContentSize()
        scene.layout()
        #expect(label.frame.size == CGSize(width: 44, height: 12))
        // A plain view that gains an intrinsic size joins the layout then.
        let late = scene.addView(IntrinsicSizeView())
        scene.layout()
        late.contentSize = CGSize(width: 7, height: HeadlessView.noIntrinsicMetric)
        late.invalidateIntrinsicContentSize()
        scene.layout()
        #expect(late.frame.width == 7)
    }

    /// What changes, between a constraint's deactivation and its activation again before the next pass, that its
    /// solver form rests on (the class: state a view tells only its active constraints of).
    enum ChangeWhileInactive: String, CaseIterable {
        case directionFlip, baselineMoved
    }

    /// A view whose first baseline the test moves (then calls `invalidateIntrinsicContentSize()`, as a label does).
    final class MovableBaselineView: HeadlessView {
        var baseline: CGFloat = 10
        override var firstBaselineOffsetFromTop: CGFloat { baseline }
    }

    @Test("A constraint deactivated and activated again in one pass follows what changed meanwhile",
          arguments: ChangeWhileInactive.allCases)
    func changeWhileInactive(change: ChangeWhileInactive) {
        let scene = TestHierarchy(width: 300, height: 300)
        let view = scene.addView(MovableBaselineView())
        activateConstraint(view, .width, constant: 50)
        activateConstraint(view, .height, constant: 40)
        let pin = change == .directionFlip
            ? activateConstraint(view, .leading, .equal, scene.root, .leading, constant: 10)
            : activateConstraint(view, .firstBaseline, .equal, scene.root, .top, constant: 30)
        if change == .baselineMoved {
            activateConstraint(view, .leading, .equal, scene.root, .leading, constant: 10)
        }
        scene.layout()
        pin.isActive = false
        switch change {
        case .directionFlip:
            scene.root.layoutDirectionTrait = .rightToLeft
        case .baselineMoved:
            view.baseline = 25
            view.invalidateIntrinsicContentSize()
        }
        pin.isActive = true
        let diagnostics = collectDiagnostics { scene.layout() }
        #expect(diagnostics.isEmpty)
        switch change {
        case .directionFlip:
            // Leading is the right edge now: 10 from the root's right.
            expectFrame(view, CGRect(x: 240, y: 0, width: 50, height: 40))
        case .baselineMoved:
            expectFrame(view, CGRect(x: 10, y: 5, width: 50, height: 40))
        }
    }

    @Test("A direction flip re-lowers leading and trailing without a false conflict")
    func directionFlipReportsNoConflict() {
        let scene = TestHierarchy(width: 300, height: 300)
        let a = scene.addView()
        let b = scene.addView()
        for view in [a, b] {
            activateConstraint(view, .width, constant: 50)
            activateConstraint(view, .height, constant: 50)
            activateConstraint(view, .top, .equal, scene.root, .top)
        }
        activateConstraint(a, .leading, .equal, scene.root, .leading, constant: 10)
        activateConstraint(b, .trailing, .equal, scene.root, .trailing, constant: -10)
        activateConstraint(b, .leading, .greaterThanOrEqual, a, .trailing, constant: 8)
        let diagnostics = collectDiagnostics {
            scene.layout()
            scene.root.layoutDirectionTrait = .rightToLeft
            scene.layout()
        }
        #expect(diagnostics.isEmpty)
        expectFrame(a, CGRect(x: 240, y: 0, width: 50, height: 50))
        expectFrame(b, CGRect(x: 10, y: 0, width: 50, height: 50))
    }

    @Test("A size forced below zero breaks one of the user's constraints, never the engine's own size floor")
    func brokenConstraintIsFindable() {
        let scene = TestHierarchy(width: 300, height: 300)
        let view = scene.addView()
        let left = activateConstraint(view, .left, .equal, scene.root, .left, constant: 100)
        let right = activateConstraint(view, .right, .equal, scene.root, .left, constant: 40)
        activateConstraint(view, .top, .equal, scene.root, .top)
        activateConstraint(view, .height, constant: 10)
        let diagnostics = collectDiagnostics { scene.layout() }
        #expect(diagnostics.map(\.kind) == [.unsatisfiableConstraints])
        let broken = diagnostics.first?.constraints.last
        #expect(broken === left || broken === right)
        #expect(diagnostics.first?.constraints.allSatisfy { $0 === left || $0 === right || "\($0)".contains("Encapsulated") } == true)
        #expect(view.frame.width == 0)
        // The conflict stays through an unrelated change: not reported again.
        let unrelated = collectDiagnostics {
            scene.root.frame = CGRect(x: 0, y: 0, width: 310, height: 300)
            scene.layout()
        }
        #expect(unrelated.isEmpty)
    }

    /// How a required conflict is fixed before it is made again the same way (the class: report bookkeeping).
    enum Fix: String, CaseIterable {
        case constantOfBroken, deactivatingTheOther, deactivatingBoth
    }

    @Test("A conflict fixed and then made again is reported again", arguments: Fix.allCases)
    func conflictMadeAgainIsReportedAgain(fix: Fix) {
        let scene = TestHierarchy(width: 300, height: 300)
        let view = scene.addView()
        let fixed = activateConstraint(view, .width, constant: 50)
        let other = activateConstraint(view, .width, constant: 60)
        func reports(_ body: () -> Void) -> Int {
            collectDiagnostics {
                body()
                scene.layout()
            }.filter { $0.kind == .unsatisfiableConstraints }.count
        }
        #expect(reports {} == 1)
        switch fix {
        case .constantOfBroken:
            #expect(reports { other.constant = 50 } == 0)
            #expect(reports { other.constant = 60 } == 1)
        case .deactivatingTheOther:
            #expect(reports { fixed.isActive = false } == 0)
            #expect(view.frame.width == 60)
            #expect(reports { fixed.isActive = true } == 1)
        case .deactivatingBoth:
            #expect(reports { NSLayoutConstraint.deactivate([fixed, other]) } == 0)
            #expect(reports { NSLayoutConstraint.activate([fixed, other]) } == 1)
        }
        // Deactivating and activating them again in the same pass makes the same conflict again.
        #expect(reports { NSLayoutConstraint.deactivate([fixed, other]); NSLayoutConstraint.activate([fixed, other]) } == 1)
        // And a conflict left alone is not reported again.
        #expect(reports { scene.root.frame = CGRect(x: 0, y: 0, width: 320, height: 300) } == 0)
    }
}

extension EngineDefectRegressionTests {
    @Test("Measuring a fitting size does not make a conflict that never went away be reported again")
    func fittingKeepsTheReportRecord() {
        let scene = TestHierarchy(width: 300, height: 300)
        let card = scene.addView()
        pin(card, in: scene.root, to: CGRect(x: 0, y: 0, width: 200, height: 100))
        let badge = scene.addView(to: card)
        activateConstraint(badge, .width, constant: 50)
        activateConstraint(badge, .width, constant: 60)
        activateConstraint(badge, .height, constant: 10)
        func reports(_ body: () -> Void) -> Int {
            collectDiagnostics(body).filter { $0.kind == .unsatisfiableConstraints }.count
        }
        #expect(reports { scene.layout() } == 1)
        #expect(reports { _ = card.systemLayoutSizeFitting(.zero) } == 0)
        #expect(reports {
            scene.root.frame = CGRect(x: 0, y: 0, width: 310, height: 300)
            scene.layout()
        } == 0)
    }
}
