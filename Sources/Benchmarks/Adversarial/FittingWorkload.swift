#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// The fitting size of a tall cell: a cell holding a stack of labels (intrinsic size 100×44), each 16 from the
/// cell's leading and trailing, view 0 8 below the cell's top, every next one 8 below the previous, the last 8
/// above the cell's bottom. `systemLayoutSizeFitting(layoutFittingCompressedSize)` is `132 × (52·n + 8)`.
///
/// Timed: the first fitting size, the same again, and the fitting size after the middle label grows by 44.
struct FittingWorkload: AdversarialWorkload {
    /// Each label's intrinsic size.
    static let label = CGSize(width: 100, height: 44)

    let kind = AdversarialKind.fitting
    let operations = ["fitting size", "fitting size again", "label grows, fitting size"]

    func makeScene(n: Int) -> AdversarialScene {
        let (cell, labels) = makeLabelStack(n: n, cellSize: CGSize(width: 320, height: 100), beforeActivating: { _ in })
        let count = labels.count
        var fitted = CGSize.zero
        let measure = { fitted = cell.systemLayoutSizeFitting(HeadlessView.layoutFittingCompressedSize) }
        let check = { (extra: CGFloat) -> String? in
            let expected = CGSize(
                width: Self.label.width + 32, height: CGFloat(count) * (Self.label.height + 8) + 8 + extra)
            let right = FrameCheck.matches(fitted.width, expected.width)
                && FrameCheck.matches(fitted.height, expected.height)
            return right ? nil : "fitting size \(fitted), expected \(expected)"
        }
        return AdversarialScene(
            root: cell,
            steps: [
                AdversarialStep(name: operations[0], perform: measure, check: { check(0) }),
                AdversarialStep(name: operations[1], perform: measure, check: { check(0) }),
                AdversarialStep(
                    name: operations[2],
                    perform: {
                        labels[count / 2].intrinsicSize.height += Self.label.height
                        measure()
                    }, check: { check(Self.label.height) }),
            ])
    }
}
extension AdversarialWorkload {
    /// A cell of `cellSize` holding a stack of `n` labels (intrinsic size ``FittingWorkload/label``), each 16 from the
    /// cell's leading and trailing, the first 8 below its top, every next one 8 below the previous, the last 8 above
    /// its bottom; `beforeActivating` is called with the cell before the constraints are activated.
    func makeLabelStack(
        n: Int, cellSize: CGSize, beforeActivating: (HeadlessView) -> Void
    ) -> (cell: HeadlessView, labels: [ResizableIntrinsicView]) {
        var constraints: [NSLayoutConstraint] = []
        let (cell, labels) = makeRawScene(of: ResizableIntrinsicView.self, n: n, rootSize: cellSize) {
            label, previous, cell in
            label.intrinsicSize = FittingWorkload.label
            constraints.append(rawConstraint(label, .leading, .equal, cell, .leading, constant: 16))
            constraints.append(rawConstraint(label, .trailing, .equal, cell, .trailing, constant: -16))
            constraints.append(rawChainLink(label, after: previous, in: cell, along: .vertical, spacing: 8))
        }
        constraints.append(rawConstraint(labels[labels.count - 1], .bottom, .equal, cell, .bottom, constant: -8))
        beforeActivating(cell)
        NSLayoutConstraint.activate(constraints)
        return (cell, labels)
    }
}
#endif
