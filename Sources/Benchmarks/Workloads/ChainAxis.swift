#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// The direction a chain of views runs in: which edges link neighbours, which dimension they match, and which
/// coordinate of a frame it moves along.
enum ChainAxis {
    /// Left to right: leading to trailing, x and width.
    case horizontal
    /// Top to bottom: top to bottom, y and height.
    case vertical

    /// The edge each view starts at: leading or top.
    var startEdge: ALEdge { self == .horizontal ? .leading : .top }
    /// The edge each view ends at, where the next one starts: trailing or bottom.
    var endEdge: ALEdge { self == .horizontal ? .trailing : .bottom }
    /// The view's length along the axis: width or height.
    var length: ALDimension { self == .horizontal ? .width : .height }

    /// The frame's origin and length along the axis.
    func span(of frame: CGRect) -> (origin: CGFloat, length: CGFloat) {
        switch self {
        case .horizontal: (frame.origin.x, frame.size.width)
        case .vertical: (frame.origin.y, frame.size.height)
        }
    }
}

/// Makes an inactive link of a raw chain along `axis`: `view.start == previous.end + spacing`, or
/// `view.start == parent.start + spacing` for the first view (no `previous`).
func rawChainLink(
    _ view: HeadlessView, after previous: HeadlessView?, in parent: HeadlessView, along axis: ChainAxis,
    spacing: CGFloat = 0
) -> NSLayoutConstraint {
    let start = axis.startEdge.rawAttribute
    guard let previous else { return rawConstraint(view, start, .equal, parent, start, constant: spacing) }
    return rawConstraint(view, start, .equal, previous, axis.endEdge.rawAttribute, constant: spacing)
}
#endif
