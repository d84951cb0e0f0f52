#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// A cell laid out as a root that does not translate its autoresizing mask (its size only just below required, as
/// a headless test of a cell lays it out): a stack of 100×44 labels, each pinned 16 from both sides and 8 below the
/// previous one, the last 8 above the bottom. The root is 320 wide (every label stretches past its hugging) and the
/// stack's height exactly, then loses a quarter of it (the labels give up height), then a label grows.
///
/// Found hunting after the fitting workload: the labels' trailing pins made the root's width error the subject of
/// the first label's row (it was older than the label's own error, and held by as few rows), and the first layout
/// passed that hub from label to label: 0.9 s for 1,000 labels. Where the labels give up height, which ones do is
/// a free choice: the check asks for the chain's shape.
struct CellWorkload: AdversarialWorkload {
    /// Each label's intrinsic size.
    static let label = CGSize(width: 100, height: 44)

    let kind = AdversarialKind.cell
    let operations = ["first layout", "root shrinks (a quarter)", "middle label grows"]

    func makeScene(n: Int) -> AdversarialScene {
        var constraints: [NSLayoutConstraint] = []
        let count = max(n, 2)
        let fits = CGFloat(count) * (Self.label.height + 8) + 8
        let (cell, labels) = makeRawScene(
            of: ResizableIntrinsicView.self, n: n, rootSize: CGSize(width: 320, height: fits)
        ) { label, previous, cell in
            label.intrinsicSize = Self.label
            constraints.append(rawConstraint(label, .leading, .equal, cell, .leading, constant: 16))
            constraints.append(rawConstraint(label, .trailing, .equal, cell, .trailing, constant: -16))
            constraints.append(rawChainLink(label, after: previous, in: cell, along: .vertical, spacing: 8))
        }
        constraints.append(rawConstraint(labels[count - 1], .bottom, .equal, cell, .bottom, constant: -8))
        cell.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate(constraints)
        let shrunk = fits - (fits - 8) / 4
        let shape = { (height: CGFloat, tallest: CGFloat) -> String? in
            if let wrong = labels.first(where: { !FrameCheck.matches($0.frame.width, 288) }) {
                return "a label is \(wrong.frame.width) wide, expected 288"
            }
            return ChainCheck.mismatch(
                labels, along: .vertical, start: 8, gap: { _ in 8 }, end: height - 8, maximum: { _ in tallest })
        }
        return AdversarialScene(
            root: cell,
            steps: [
                AdversarialStep.layout(operations[0], of: cell, check: { shape(fits, Self.label.height) }),
                AdversarialStep.changing(
                    operations[1], of: cell,
                    change: { cell.frame = CGRect(x: 0, y: 0, width: 320, height: shrunk) },
                    check: { shape(shrunk, Self.label.height) }),
                AdversarialStep.changing(
                    operations[2], of: cell,
                    change: { labels[count / 2].intrinsicSize.height += Self.label.height },
                    check: { shape(shrunk, 2 * Self.label.height) }),
            ])
    }
}
#endif
