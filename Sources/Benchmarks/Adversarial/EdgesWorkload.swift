#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// Edge-to-edge chains of constant-size items in both axes, made with PureLayout calls: every view has its own
/// `autoSetDimension(.width/.height, toSize: 20)`; view 0 is inset 8 from the root's top and leading, view `i`
/// is 8 below view `i − 1`'s bottom and 8 after its trailing (a diagonal).
///
/// The first view's top inset then grows by 10 (every view moves down), the spacing above view `n/2` grows by
/// 10 (the lower half moves down again), and the root is resized (nothing moves).
struct EdgesWorkload: AdversarialWorkload {
    /// Each view's width and height.
    static let side: CGFloat = 20
    /// The space between neighbours and from the root's edges.
    static let spacing: CGFloat = 8
    /// How much the first inset and the middle spacing grow.
    static let change: CGFloat = 10

    let kind = AdversarialKind.edges
    let operations = ["first layout", "first top grows (all move)", "middle gap grows (half move)",
        "root resizes (none move)"]

    /// Every view's frame when the first top inset and the middle spacing are raised by `first` and `middle`.
    static func expectedFrames(count: Int, first: CGFloat, middle: CGFloat) -> [CGRect] {
        (0..<count).map { index in
            let step = CGFloat(index) * (side + spacing)
            let y = spacing + step + first + (index >= count / 2 ? middle : 0)
            return CGRect(x: spacing + step, y: y, width: side, height: side)
        }
    }

    func makeScene(n: Int) -> AdversarialScene {
        let count = max(n, 2)
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        var views: [HeadlessView] = []
        var firstTop: NSLayoutConstraint?
        var middleGap: NSLayoutConstraint?
        for index in 0..<count {
            let view = HeadlessView.newAutoLayout()
            root.addSubview(view)
            view.autoSetDimension(.width, toSize: Self.side)
            view.autoSetDimension(.height, toSize: Self.side)
            if let previous = views.last {
                let top = view.autoPinEdge(.top, to: .bottom, of: previous, withOffset: Self.spacing)
                if index == count / 2 { middleGap = top }
                view.autoPinEdge(.leading, to: .trailing, of: previous, withOffset: Self.spacing)
            } else {
                firstTop = view.autoPinEdge(toSuperviewEdge: .top, withInset: Self.spacing)
                view.autoPinEdge(toSuperviewEdge: .leading, withInset: Self.spacing)
            }
            views.append(view)
        }
        guard let firstTop, let middleGap else { preconditionFailure("at least two views") }
        let check = { (first: CGFloat, middle: CGFloat) in
            FrameCheck.firstMismatch(
                views: views, expected: Self.expectedFrames(count: count, first: first, middle: middle))
        }
        return AdversarialScene(
            root: root,
            steps: [
                AdversarialStep.layout(operations[0], of: root, check: { check(0, 0) }),
                AdversarialStep.changing(
                    operations[1], of: root,
                    change: { firstTop.constant += Self.change },
                    check: { check(Self.change, 0) }),
                AdversarialStep.changing(
                    operations[2], of: root,
                    change: { middleGap.constant += Self.change },
                    check: { check(Self.change, Self.change) }),
                AdversarialStep.changing(
                    operations[3], of: root,
                    change: { root.frame = CGRect(x: 0, y: 0, width: 800, height: 900) },
                    check: { check(Self.change, Self.change) }),
            ])
    }
}
#endif
