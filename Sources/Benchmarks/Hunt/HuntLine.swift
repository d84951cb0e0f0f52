#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// Where an item's incoming link starts: the parent's start (the line's first item) or another item.
enum HuntLinkStart: Equatable {
    /// The parent's start edge, inset.
    case parentStart
    /// The end of the item with this identity.
    case item(ObjectIdentifier)
}

/// One item of a line: the view the line places (a card, a grid row view, or the leaf itself) and the constraints
/// the hunt changes later.
final class HuntItem {
    /// What the line places.
    let view: HeadlessView
    /// The innermost view, which carries the sizes (the same as ``view`` without cards).
    let leaf: HeadlessView
    /// The index it was made with (its sizes follow it); ``rowIndex`` for a grid row.
    let index: Int
    /// The constant a size change moves: the fixed or preferred length, or the distributed size.
    var sizeConstant: NSLayoutConstraint?
    /// The constraints that place it after its predecessor (or at the parent's start), guide ones included.
    var incoming: [NSLayoutConstraint] = []
    /// The constant a link change moves, one of ``incoming``.
    var linkConstant: NSLayoutConstraint?
    /// The spacer guide of ``incoming``, if the link has one.
    var incomingGuide: HeadlessLayoutGuide?
    /// Where ``incoming`` starts, `nil` before the item is linked.
    var linkStart: HuntLinkStart?
    /// A grid row's line of cells.
    var cells: HuntLine?

    /// The ``index`` of a grid row, which has no length of its own.
    static let rowIndex = -1

    /// Whether it is a grid row.
    var isRow: Bool { index == Self.rowIndex }

    /// An item placing `view`, sized through `leaf`.
    init(view: HeadlessView, leaf: HeadlessView, index: Int) {
        self.view = view
        self.leaf = leaf
        self.index = index
    }
}

/// A line of items in one parent view: linked start to end along an axis, each placed across it, the last one
/// closed against the parent's end. A list or a row is one line in the root; a grid is a vertical line of row
/// views, each holding a horizontal line of cells.
final class HuntLine {
    /// The view holding the items.
    let parent: HeadlessView
    /// The direction the items follow each other in.
    let axis: ChainAxis
    /// How neighbours are linked.
    let link: HuntLink
    /// How the last item relates to the parent's end.
    let closing: HuntClosing
    /// How items are placed across the line.
    let cross: HuntCrossAlignment
    /// Whether the parent is as long across as its tallest item (a grid row): each item's end across is required
    /// inside the parent's, and the parent prefers to be as short as it can.
    let parentHugsItems: Bool
    /// The items, in line order.
    var items: [HuntItem] = []
    /// The closing constraint and the item it closes, if one was made.
    var closingConstraint: (item: ObjectIdentifier, constraint: NSLayoutConstraint)?
    /// The first spacer guide: every other is as wide as it.
    var firstGuide: HeadlessLayoutGuide?
    /// The line's first leaf: the shared lengths of its items are tied to it, and it is never removed or moved.
    /// (Each grid row has its own: rows of different lengths could not all match one cell under a required
    /// closing.)
    var anchorLeaf: HeadlessView?

    /// A line of no items yet.
    init(
        parent: HeadlessView, axis: ChainAxis, link: HuntLink, closing: HuntClosing, cross: HuntCrossAlignment,
        parentHugsItems: Bool
    ) {
        self.parent = parent
        self.axis = axis
        self.link = link
        self.closing = closing
        self.cross = cross
        self.parentHugsItems = parentHugsItems
    }

    /// The axis across the line.
    var crossAxis: ChainAxis { axis == .vertical ? .horizontal : .vertical }

    /// Where item `position` links from in the current order.
    func expectedStart(at position: Int) -> HuntLinkStart {
        position == 0 ? .parentStart : .item(ObjectIdentifier(items[position - 1]))
    }
}

extension ChainAxis {
    /// The raw attribute of the start edge (leading or top).
    var startAttribute: NSLayoutConstraint.Attribute { startEdge.rawAttribute }
    /// The raw attribute of the end edge (trailing or bottom).
    var endAttribute: NSLayoutConstraint.Attribute { endEdge.rawAttribute }
    /// The raw attribute of the length (width or height).
    var lengthAttribute: NSLayoutConstraint.Attribute { length.rawAttribute }
    /// The raw attribute of the centre (centerX or centerY).
    var centerAttribute: NSLayoutConstraint.Attribute { self == .horizontal ? .centerX : .centerY }
    /// The PureLayout axis that aligns views distributed along this axis (their centres across it).
    var distributionAlignment: ALAttribute { self == .horizontal ? .horizontal : .vertical }
    /// The PureLayout axis of a distribution along this axis.
    var distributionAxis: ALAxis { self == .horizontal ? .horizontal : .vertical }
}
#endif
