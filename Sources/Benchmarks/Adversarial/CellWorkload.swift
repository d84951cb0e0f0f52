#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// A cell laid out as a root that does not translate its autoresizing mask (its size only just below required, as
/// a headless test of a cell lays it out): the label stack of ``FittingWorkload`` (100×44 labels, each pinned 16
/// from both sides and 8 below the previous one, the last 8 above the bottom). The root is 320 wide (every label
/// stretches past its hugging) and the stack's height exactly, then loses a quarter of it (the labels give up
/// height), then a label grows.
///
/// Found hunting after the fitting workload: the labels' trailing pins made the root's width error the subject of
/// the first label's row (it was older than the label's own error, and held by as few rows), and the first layout
/// passed that hub from label to label: 0.9 s for 1,000 labels. Where the labels give up height, which ones do is
/// a free choice: the check asks for the chain's shape.
struct CellWorkload: AdversarialWorkload {
    let kind = AdversarialKind.cell
    let operations = ["first layout", "root shrinks (a quarter)", "middle label grows"]

    func makeScene(n: Int) -> AdversarialScene {
        let count = max(n, 2)
        let fits = CGFloat(count) * (FittingWorkload.label.height + 8) + 8
        let (cell, labels) = makeLabelStack(n: n, cellSize: CGSize(width: 320, height: fits)) {
            $0.translatesAutoresizingMaskIntoConstraints = false
        }
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
                AdversarialStep.layout(operations[0], of: cell, check: { shape(fits, FittingWorkload.label.height) }),
                AdversarialStep.changing(
                    operations[1], of: cell,
                    change: { cell.frame = CGRect(x: 0, y: 0, width: 320, height: shrunk) },
                    check: { shape(shrunk, FittingWorkload.label.height) }),
                AdversarialStep.changing(
                    operations[2], of: cell,
                    change: { labels[count / 2].intrinsicSize.height += FittingWorkload.label.height },
                    check: { shape(shrunk, 2 * FittingWorkload.label.height) }),
            ])
    }
}
#endif
