#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift
import Testing

/// The code shown in README.md, run as written, so the README cannot drift from the API.
@Suite("README examples")
struct ReadmeExampleTests {
    @Test("the testing example: a centred card")
    func cardIsCentred() {
        let window = ALView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let card = ALView.newAutoLayout()
        window.addSubview(card)
        card.autoSetDimensions(to: CGSize(width: 200, height: 100))
        card.autoCenterInSuperview()
        window.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 400, y: 450, width: 200, height: 100))
    }

    @Test("the cheat sheet runs without a failure report")
    func cheatSheet() {
        let window = ALView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let (_, failures) = capturingFailures {
            let views = (0..<8).map { _ in ALView.newAutoLayout() }
            views.forEach(window.addSubview)
            let (avatar, title, subtitle, badge, ok, cancel, help, orphanParent) =
                (views[0], views[1], views[2], views[3], views[4], views[5], views[6], views[7])
            _ = orphanParent
            let card = ALView.newAutoLayout()
            window.addSubview(card)

            // Superview edges: insets always point inward (bottom/right/trailing insets are negated for you)
            card.autoPinEdge(toSuperviewEdge: .top, withInset: 20)
            card.autoPinEdge(toSuperviewEdge: .bottom, withInset: 20, relation: .greaterThanOrEqual)
            card.autoPinEdgesToSuperviewEdges(with: ALEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
            card.autoPinEdgesToSuperviewEdges(with: .zero, excludingEdge: .bottom)

            // Margins and safe area
            card.autoPinEdge(toSuperviewMargin: .leading)
            card.autoPinEdgesToSuperviewMargins()
            card.autoPinEdge(toSuperviewSafeArea: .top, withInset: 8)
            card.autoPinEdgesToSuperviewSafeArea(with: .zero, excludingEdge: .top)

            // Centre and align
            card.autoCenterInSuperview()
            card.autoAlignAxis(toSuperviewAxis: .vertical)
            card.autoAlignAxis(.horizontal, toSameAxisOf: avatar, withOffset: 4)
            title.autoAlignAxis(.baseline, toSameAxisOf: subtitle)

            // View to view
            subtitle.autoPinEdge(.top, to: .bottom, of: title, withOffset: 8)
            subtitle.autoMatch(.width, to: .width, of: title, withMultiplier: 0.5)
            avatar.autoMatch(.width, to: .height, of: avatar)

            // Dimensions
            avatar.autoSetDimensions(to: CGSize(width: 44, height: 44))
            title.autoSetDimension(.height, toSize: 20, relation: .greaterThanOrEqual)

            // Any attribute
            badge.autoConstrainAttribute(.leading, to: .vertical, of: avatar, withOffset: 2)

            // Arrays of views
            let buttons: [ALView] = [ok, cancel, help]
            buttons.autoAlignViews(to: .top)
            buttons.autoMatchViewsDimension(.width)
            buttons.autoSetViewsDimensions(to: CGSize(width: 80, height: 32))
            buttons.autoDistributeViews(along: .horizontal, alignedTo: .horizontal, withFixedSpacing: 8)
            buttons.autoDistributeViews(along: .horizontal, alignedTo: .horizontal, withFixedSize: 80, insetSpacing: true)

            // Priorities, identifiers, hugging and compression resistance
            NSLayoutConstraint.autoSetPriority(.defaultHigh) {
                title.autoSetContentCompressionResistancePriority(for: .horizontal)
                title.autoPinEdge(toSuperviewEdge: .trailing, withInset: 16)
            }
            NSLayoutConstraint.autoSetIdentifier("card") { card.autoCenterInSuperview() }

            // Create without installing, install later
            let compact = NSLayoutConstraint.autoCreateConstraintsWithoutInstalling {
                card.autoSetDimension(.height, toSize: 80)
            }
            #expect(compact.count == 1 && !compact[0].isActive)
            compact.autoInstallConstraints()
            #expect(compact[0].isActive)
            compact.autoRemoveConstraints()
            #expect(!compact[0].isActive)
        }
        #expect(!failures.reported, "\(failures.messages)")
        // The sheet over-constrains on purpose (several pins of the same edge); the engine reports and goes on.
        _ = recordingDiagnostics { window.layoutIfNeeded() }
    }

    @Test("the failure example: an orphan view is reported, not crashed")
    func orphanIsReported() {
        let orphan = ALView.newAutoLayout()
        var messages: [String] = []
        let constraints = PureLayout.withFailureHandler({ failure in messages.append(failure.message) }) {
            orphan.autoCenterInSuperview()
        }
        #expect(messages.count >= 1)
        #expect(constraints.allSatisfy { !$0.isActive })
    }
}
#endif
