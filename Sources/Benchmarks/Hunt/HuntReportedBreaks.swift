#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// What the engine reported breaking while an over-constrained recipe ran (`--root-share` below 1): the constraint
/// each conflict report names last (the one broken), and the views whose negative size was reported. The check of
/// such a recipe exempts exactly those: the frames may break a constraint only if the engine said so, and show a
/// negative size only if it said so.
final class HuntReportedBreaks: @unchecked Sendable {
    private let lock = NSLock()
    private var broken: Set<ObjectIdentifier> = []
    private var negativeSized: Set<ObjectIdentifier> = []
    /// Holds the reported constraints and views, so that their identifiers stay theirs.
    private var held: [AnyObject] = []

    /// Records `diagnostic`'s broken constraint (the last it lists) and, for a reported negative size (a
    /// `size >= 0` with no second item), the item.
    func record(_ diagnostic: LayoutDiagnostic) {
        guard let last = diagnostic.constraints.last else { return }
        lock.lock()
        defer { lock.unlock() }
        broken.insert(ObjectIdentifier(last))
        held.append(last)
        if last.secondItem == nil, last.relation == .greaterThanOrEqual, last.constant == 0, let item = last.firstItem {
            negativeSized.insert(ObjectIdentifier(item))
            held.append(item)
        }
    }

    /// Runs `body` with this record as the diagnostics handler.
    func recording(_ body: () -> Void) {
        LayoutDiagnostics.withHandler({ [self] diagnostic in record(diagnostic) }, perform: body)
    }

    /// Whether the engine reported breaking `constraint`.
    func reportedBreaking(_ constraint: NSLayoutConstraint) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return broken.contains(ObjectIdentifier(constraint))
    }

    /// The first view under `root` whose frame has a negative size the engine did not report, described; `nil`
    /// when there is none.
    func unreportedNegativeSize(under root: HeadlessView) -> String? {
        lock.lock()
        defer { lock.unlock() }
        var views = root.subviews
        while let view = views.popLast() {
            views += view.subviews
            let size = view.frame.size
            if (size.width < -1e-6 || size.height < -1e-6) && !negativeSized.contains(ObjectIdentifier(view)) {
                return "\(view) has a negative size \(size) that was not reported"
            }
        }
        return nil
    }
}
#endif
