#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// Layout guides as spacers: views 20×20 with their tops 10 below the root's; between each two neighbours a
/// layout guide of the root (`guide.leading == left.trailing`, `right.leading == guide.trailing`, every guide's
/// width equal to the first guide's, top at the root's top and height 1). View 0's leading is the root's
/// leading and the last view's trailing is the root's trailing, so the guides share the free width equally.
///
/// The root is sized for spacers of 10, then widened so that they become 15, then narrowed back.
struct GuidesWorkload: AdversarialWorkload {
    /// Each view's width and height.
    static let side: CGFloat = 20

    let kind = AdversarialKind.guides
    let operations = ["first layout", "root widens", "root narrows back"]

    /// The root's width that leaves `spacer` between neighbours.
    static func rootWidth(count: Int, spacer: CGFloat) -> CGFloat {
        CGFloat(count) * side + CGFloat(count - 1) * spacer
    }

    func makeScene(n: Int) -> AdversarialScene {
        let count = max(n, 2)
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: Self.rootWidth(count: count, spacer: 10), height: 100))
        var views: [HeadlessView] = []
        var constraints: [NSLayoutConstraint] = []
        var firstGuide: HeadlessLayoutGuide?
        for _ in 0..<count {
            let view = addRawView(HeadlessView(), to: root)
            constraints.append(rawConstraint(view, .width, constant: Self.side))
            constraints.append(rawConstraint(view, .height, constant: Self.side))
            constraints.append(rawConstraint(view, .top, .equal, root, .top, constant: 10))
            if let previous = views.last {
                let guide = HeadlessLayoutGuide()
                root.addLayoutGuide(guide)
                constraints.append(rawConstraint(guide, .leading, .equal, previous, .trailing))
                constraints.append(rawConstraint(view, .leading, .equal, guide, .trailing))
                constraints.append(rawConstraint(guide, .top, .equal, root, .top))
                constraints.append(rawConstraint(guide, .height, constant: 1))
                if let firstGuide { constraints.append(rawConstraint(guide, .width, .equal, firstGuide, .width)) }
                firstGuide = firstGuide ?? guide
            } else {
                constraints.append(rawConstraint(view, .leading, .equal, root, .leading))
            }
            views.append(view)
        }
        constraints.append(rawConstraint(views[count - 1], .trailing, .equal, root, .trailing))
        NSLayoutConstraint.activate(constraints)
        let check = { (spacer: CGFloat) in
            FrameCheck.firstMismatch(
                views: views,
                expected: (0..<count).map {
                    CGRect(x: CGFloat($0) * (Self.side + spacer), y: 10, width: Self.side, height: Self.side)
                })
        }
        let resize = { (spacer: CGFloat) in
            root.frame = CGRect(x: 0, y: 0, width: Self.rootWidth(count: count, spacer: spacer), height: 100)
            root.layoutIfNeeded()
        }
        return AdversarialScene(
            root: root,
            steps: [
                AdversarialStep.layout(operations[0], of: root, check: { check(10) }),
                AdversarialStep(name: operations[1], perform: { resize(15) }, check: { check(15) }),
                AdversarialStep(name: operations[2], perform: { resize(10) }, check: { check(10) }),
            ])
    }
}
#endif
