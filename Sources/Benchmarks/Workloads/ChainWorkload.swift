#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// A horizontal chain: view 0's leading is the root's leading, view `i`'s leading is 2 pt after view `i − 1`'s
/// trailing and its width equals view `i − 1`'s, the last view's trailing is the root's trailing; every view's
/// top is 10 below the root's top and its height is 30. The root is `10n − 2` wide, so each view is 8 wide.
///
/// Resizing (2 pt less per view) and the constant change (the spacing before view `n/2`, 2 → 12) both move
/// every view.
struct ChainWorkload: LayoutWorkload {
    /// The space between neighbours.
    static let spacing: CGFloat = 2
    /// Every view's top inset from the root.
    static let top: CGFloat = 10
    /// Every view's height.
    static let height: CGFloat = 30

    let kind = WorkloadKind.chain
    let middleConstantChange: CGFloat = 10

    func viewCount(n: Int) -> Int { max(n, 2) }
    func explicitConstraintCount(n: Int) -> Int { 4 * viewCount(n: n) }
    func implicitConstraintCount(n: Int) -> Int { 0 }
    func viewsMovedByConstantChange(n: Int) -> Int { viewCount(n: n) }
    func rootSize(n: Int) -> CGSize { CGSize(width: CGFloat(10 * viewCount(n: n) - 2), height: 100) }
    func resizedRootWidth(n: Int) -> CGFloat { rootSize(n: n).width - CGFloat(2 * viewCount(n: n)) }

    func build(n: Int, style: ConstraintStyle) -> LayoutScene {
        let count = viewCount(n: n)
        let root = makeRoot(n: n)
        var views: [HeadlessView] = []
        views.reserveCapacity(count)
        var constraints: [NSLayoutConstraint] = []
        constraints.reserveCapacity(4 * count)
        var middlePosition = 0
        for index in 0..<count {
            switch style {
            case .raw:
                let view = addRawView(HeadlessView(), to: root)
                if let previous = views.last {
                    if index == count / 2 { middlePosition = constraints.count }
                    constraints.append(rawConstraint(view, .leading, .equal, previous, .trailing, constant: Self.spacing))
                    constraints.append(rawConstraint(view, .width, .equal, previous, .width))
                } else {
                    constraints.append(rawConstraint(view, .leading, .equal, root, .leading))
                }
                constraints.append(rawConstraint(view, .top, .equal, root, .top, constant: Self.top))
                constraints.append(rawConstraint(view, .height, constant: Self.height))
                views.append(view)
            case .pureLayout:
                let view = HeadlessView.newAutoLayout()
                root.addSubview(view)
                if let previous = views.last {
                    if index == count / 2 { middlePosition = constraints.count }
                    constraints.append(view.autoPinEdge(.leading, to: .trailing, of: previous, withOffset: Self.spacing))
                    constraints.append(view.autoMatch(.width, to: .width, of: previous))
                } else {
                    constraints.append(view.autoPinEdge(toSuperviewEdge: .leading))
                }
                constraints.append(view.autoPinEdge(toSuperviewEdge: .top, withInset: Self.top))
                constraints.append(view.autoSetDimension(.height, toSize: Self.height))
                views.append(view)
            }
        }
        if let last = views.last {
            constraints.append(
                style == .raw
                    ? rawConstraint(last, .trailing, .equal, root, .trailing)
                    : last.autoPinEdge(toSuperviewEdge: .trailing))
        }
        if style == .raw { NSLayoutConstraint.activate(constraints) }
        return LayoutScene(
            root: root, views: views, explicitConstraintCount: constraints.count,
            middleConstraint: constraints[middlePosition])
    }

    func expectedFrames(n: Int, state: SceneState) -> [CGRect] {
        let count = viewCount(n: n)
        let gap = state.middleChanged ? middleConstantChange : 0
        let width = (state.rootWidth - CGFloat(count - 1) * Self.spacing - gap) / CGFloat(count)
        return (0..<count).map { index in
            let x = CGFloat(index) * (width + Self.spacing) + (index >= count / 2 ? gap : 0)
            return CGRect(x: x, y: Self.top, width: width, height: Self.height)
        }
    }
}
#endif
