#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// Equal-priority competition: a row of views, each `width == 100 @250`, view 0's leading at the root's leading,
/// view `i`'s leading at view `i − 1`'s trailing, the last trailing at the root's trailing (all required), every
/// top at 0 and height 20. The root is half as wide as the items want.
///
/// Any split of the shortfall among the items is optimal (their priorities are equal): the check asks for the
/// row's shape (edge to edge, every width in 0...100). The root then shrinks to a quarter, and grows to exactly
/// `100·n`, where the answer is unique again.
struct CompeteWorkload: AdversarialWorkload {
    /// The width every item wants.
    static let wanted: CGFloat = 100

    let kind = AdversarialKind.compete
    let operations = ["first layout (half the room)", "root shrinks (a quarter)", "root fits exactly"]

    func makeScene(n: Int) -> AdversarialScene {
        let count = max(n, 2)
        let full = CGFloat(count) * Self.wanted
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: full / 2, height: 100))
        var views: [HeadlessView] = []
        var constraints: [NSLayoutConstraint] = []
        for _ in 0..<count {
            let view = addRawView(HeadlessView(), to: root)
            let wish = rawConstraint(view, .width, constant: Self.wanted)
            wish.priority = .defaultLow
            constraints.append(wish)
            constraints.append(rawConstraint(view, .top, .equal, root, .top))
            constraints.append(rawConstraint(view, .height, constant: 20))
            constraints.append(
                views.last.map { rawConstraint(view, .leading, .equal, $0, .trailing) }
                    ?? rawConstraint(view, .leading, .equal, root, .leading))
            views.append(view)
        }
        constraints.append(rawConstraint(views[count - 1], .trailing, .equal, root, .trailing))
        NSLayoutConstraint.activate(constraints)
        let shape = { (width: CGFloat) in
            ChainCheck.mismatch(
                views, along: .horizontal, start: 0, gap: { _ in 0 }, end: width, maximum: { _ in Self.wanted })
        }
        let resize = { (width: CGFloat) in
            root.frame = CGRect(x: 0, y: 0, width: width, height: 100)
            root.layoutIfNeeded()
        }
        return AdversarialScene(
            root: root,
            steps: [
                AdversarialStep.layout(operations[0], of: root, check: { shape(full / 2) }),
                AdversarialStep(name: operations[1], perform: { resize(full / 4) }, check: { shape(full / 4) }),
                AdversarialStep(
                    name: operations[2], perform: { resize(full) },
                    check: {
                        FrameCheck.firstMismatch(
                            views: views,
                            expected: (0..<count).map {
                                CGRect(x: CGFloat($0) * Self.wanted, y: 0, width: Self.wanted, height: 20)
                            })
                    }),
            ])
    }
}
#endif
