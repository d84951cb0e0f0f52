#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// A view with an intrinsic height and no intrinsic width, like a one-line label: its engine adds
/// `height <= 44` at its hugging priority and `height >= 44` at its compression resistance.
final class IntrinsicHeightView: HeadlessView {
    /// The intrinsic height every instance reports.
    static let intrinsicHeight: CGFloat = 44

    /// No intrinsic width; a height of ``intrinsicHeight``.
    override var intrinsicContentSize: CGSize {
        CGSize(width: HeadlessView.noIntrinsicMetric, height: Self.intrinsicHeight)
    }
}
#endif
