#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// Raising many priorities at once: a column of views (view 0's top at the root's top, every next view's top
/// at the previous bottom, all 20 wide at the root's leading), each with `height == 44 @300` and
/// `height == 30 @250`. Every `@250` constraint is then raised to 400 before one layout pass (every height
/// becomes 30), and lowered back to 250 (44 again).
struct PrioritiesWorkload: AdversarialWorkload {
    /// The height of the stronger constraint at first.
    static let tall: CGFloat = 44
    /// The height of the weaker constraint at first.
    static let short: CGFloat = 30

    let kind = AdversarialKind.priorities
    let operations = ["first layout", "N priorities raised 250 → 400", "N priorities lowered back"]

    func makeScene(n: Int) -> AdversarialScene {
        var constraints: [NSLayoutConstraint] = []
        var weak: [NSLayoutConstraint] = []
        let (root, views) = makeRawScene(of: HeadlessView.self, n: n, rootSize: CGSize(width: 100, height: 1000)) {
            view, previous, root in
            constraints.append(rawConstraint(view, .width, constant: 20))
            constraints.append(rawConstraint(view, .leading, .equal, root, .leading))
            constraints.append(rawChainLink(view, after: previous, in: root, along: .vertical))
            let strong = rawConstraint(view, .height, constant: Self.tall)
            strong.priority = UILayoutPriority(300)
            let other = rawConstraint(view, .height, constant: Self.short)
            other.priority = .defaultLow
            constraints += [strong, other]
            weak.append(other)
        }
        NSLayoutConstraint.activate(constraints)
        let count = views.count
        let check = { (height: CGFloat) in
            FrameCheck.firstMismatch(
                views: views,
                expected: (0..<count).map { CGRect(x: 0, y: CGFloat($0) * height, width: 20, height: height) })
        }
        let setPriorities = { (priority: UILayoutPriority) in
            for constraint in weak { constraint.priority = priority }
            root.layoutIfNeeded()
        }
        return AdversarialScene(
            root: root,
            steps: [
                AdversarialStep.layout(operations[0], of: root, check: { check(Self.tall) }),
                AdversarialStep(
                    name: operations[1], perform: { setPriorities(UILayoutPriority(400)) },
                    check: { check(Self.short) }),
                AdversarialStep(
                    name: operations[2], perform: { setPriorities(.defaultLow) }, check: { check(Self.tall) }),
            ])
    }
}
#endif
