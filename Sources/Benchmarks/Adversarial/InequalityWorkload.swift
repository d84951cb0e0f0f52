#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// An inequality stack: views with an intrinsic height of 44 (hugging 250, compression resistance 750) and
/// leading and trailing 8 from the root's; view 0's top is 8 below the root's top, every next view has a
/// required `top >= previous.bottom + 8` and an optional `top == previous.bottom + 8 @500`, and the last view
/// has a required `bottom <= root.bottom − 8`. The root starts 100 pt taller than the stack needs.
///
/// The root then shrinks to fit the stack exactly, shrinks by a quarter more (the stack overflows: which views
/// give up height is a free choice, so the check asks for the shape: spacings of 8, the last bottom at the
/// root's bottom − 8, heights in 0...44), and grows back.
struct InequalityWorkload: AdversarialWorkload {
    /// The spacing and the margins.
    static let spacing: CGFloat = 8
    /// How much taller than the stack the root starts.
    static let slack: CGFloat = 100

    let kind = AdversarialKind.inequality
    let operations = ["first layout", "root shrinks to fit", "root shrinks (overflow)", "root back"]

    func makeScene(n: Int) -> AdversarialScene {
        let count = max(n, 2)
        let height = IntrinsicHeightView.intrinsicHeight
        let exact = CGFloat(count) * (height + Self.spacing) + Self.spacing
        let width: CGFloat = 400
        var constraints: [NSLayoutConstraint] = []
        let (root, views) = makeRawScene(
            of: IntrinsicHeightView.self, n: n, rootSize: CGSize(width: width, height: exact + Self.slack)
        ) { view, previous, root in
            view.setContentHuggingPriority(.defaultLow, for: .vertical)
            view.setContentCompressionResistancePriority(.defaultHigh, for: .vertical)
            constraints.append(rawConstraint(view, .leading, .equal, root, .leading, constant: Self.spacing))
            constraints.append(rawConstraint(view, .trailing, .equal, root, .trailing, constant: -Self.spacing))
            if let previous {
                constraints.append(
                    rawConstraint(view, .top, .greaterThanOrEqual, previous, .bottom, constant: Self.spacing))
                let preferred = rawConstraint(view, .top, .equal, previous, .bottom, constant: Self.spacing)
                preferred.priority = UILayoutPriority(500)
                constraints.append(preferred)
            } else {
                constraints.append(rawConstraint(view, .top, .equal, root, .top, constant: Self.spacing))
            }
        }
        constraints.append(
            rawConstraint(views[count - 1], .bottom, .lessThanOrEqual, root, .bottom, constant: -Self.spacing))
        NSLayoutConstraint.activate(constraints)
        let expected = (0..<count).map { index in
            CGRect(
                x: Self.spacing, y: Self.spacing + CGFloat(index) * (height + Self.spacing),
                width: width - 2 * Self.spacing, height: height)
        }
        let fits = { FrameCheck.firstMismatch(views: views, expected: expected) }
        let resize = { (rootHeight: CGFloat) in
            root.frame = CGRect(x: 0, y: 0, width: width, height: rootHeight)
            root.layoutIfNeeded()
        }
        let shrunk = exact - (exact - Self.spacing) / 4
        return AdversarialScene(
            root: root,
            steps: [
                AdversarialStep.layout(operations[0], of: root, check: fits),
                AdversarialStep(name: operations[1], perform: { resize(exact) }, check: fits),
                AdversarialStep(
                    name: operations[2], perform: { resize(shrunk) },
                    check: {
                        ChainCheck.mismatch(
                            views, along: .vertical, start: Self.spacing, gap: { _ in Self.spacing },
                            end: shrunk - Self.spacing, maximum: { _ in height })
                    }),
                AdversarialStep(name: operations[3], perform: { resize(exact + Self.slack) }, check: fits),
            ])
    }
}
#endif
