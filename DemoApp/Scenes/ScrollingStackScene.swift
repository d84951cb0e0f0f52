#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

extension DemoScene {
    /// Demo 11: a stack of wrapping labels in a content view taller than the scrolling viewport.
    static let scrollingStack = DemoScene(
        name: "scrolling-stack",
        title: "11 · Scrolling content stack",
        summary: """
            A content view as wide as the viewport and as tall as its stack of wrapping labels. Its height \
            comes from the labels, so it may exceed the viewport, which clips it. HeadlessLayout has no scroll \
            view: scrolling is the content's top constant, set from the solved heights (top, middle, end).
            """
    ) { screen in
        // snippet:begin
        let paragraphs = [
            "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore.",
            "Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo.",
            "Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur.",
            "Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est.",
            "Sed ut perspiciatis unde omnis iste natus error sit voluptatem accusantium doloremque laudantium.",
            "Nemo enim ipsam voluptatem quia voluptas sit aspernatur aut odit aut fugit, sed quia consequuntur.",
            "Neque porro quisquam est, qui dolorem ipsum quia dolor sit amet, consectetur, adipisci velit.",
            "Quis autem vel eum iure reprehenderit qui in ea voluptate velit esse quam nihil molestiae.",
        ]
        let colors: [DemoColor] = [.blue, .teal, .purple, .orange]

        // The viewport (a scroll view's frame) fills the safe area and clips what it holds.
        let viewport = DemoView.make("viewport", .panel)
        viewport.clipsDrawing = true
        screen.addSubview(viewport)
        viewport.autoPinEdgesToSuperviewSafeArea()

        // The content view is as wide as the viewport; its height comes from what it holds.
        let contentView = DemoView.make("content", .screen)
        contentView.showsName = false
        viewport.addSubview(contentView)
        let scrollOffset = contentView.autoPinEdge(toSuperviewEdge: .top)
        contentView.autoPinEdge(toSuperviewEdge: .leading)
        contentView.autoMatch(.width, to: .width, of: viewport)

        // A stack of wrapping labels, each 12 pt below the previous one, 20 pt in from the content's sides.
        var previousLabel: DemoLabel?
        for (index, paragraph) in paragraphs.enumerated() {
            let label = DemoLabel.make("card\(index + 1)", text: paragraph, fill: colors[index % colors.count])
            label.numberOfLines = 0
            label.horizontalPadding = 12
            label.verticalPadding = 10
            label.cornerRadius = 10
            contentView.addSubview(label)
            label.autoPinEdge(toSuperviewEdge: .leading, withInset: 20)
            label.autoPinEdge(toSuperviewEdge: .trailing, withInset: 20)
            if let previousLabel {
                label.autoPinEdge(.top, to: .bottom, of: previousLabel, withOffset: 12)
            } else {
                label.autoPinEdge(toSuperviewEdge: .top, withInset: 20)
            }
            previousLabel = label
        }
        previousLabel?.autoPinEdge(toSuperviewEdge: .bottom, withInset: 20)

        // Scrolling: move the content up by a fraction of how much taller it is than the viewport.
        func scroll(toFraction fraction: CGFloat) -> SceneStep {
            SceneStep("scrolled to \(Int(fraction * 100))%") {
                let overflow = max(0, contentView.frame.height - viewport.frame.height)
                scrollOffset.constant = -fraction * overflow
            }
        }
        // snippet:end
        return [scroll(toFraction: 0), scroll(toFraction: 0.5), scroll(toFraction: 1)]
    }
}

#endif
