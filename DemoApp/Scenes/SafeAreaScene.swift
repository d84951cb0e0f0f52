#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

extension DemoScene {
    /// A phone screen: bars that reach under the status bar and home indicator, content in the safe area.
    static let safeArea = DemoScene(
        name: "safe-area",
        title: "13 · A phone screen and its safe area",
        summary: """
            The header and tab bar reach the screen's edges, but their contents are pinned to their own safe \
            area, which a subview inherits from the screen: the title clears the status bar and the sensor \
            housing, the tabs clear the home indicator. The content view is pinned between them, inside the \
            safe area's sides (hatched: outside the safe area; dashed: its edge).
            """
    ) { screen in
        // snippet:begin
        // The header reaches the top edge of the screen; its title stays inside the header's safe area.
        let header = DemoView.make("header", .panel)
        header.showsName = false
        screen.addSubview(header)
        header.autoPinEdgesToSuperviewEdges(with: .zero, excludingEdge: .bottom)
        let title = DemoLabel.make("title", text: "Messages", fill: .clear, fontSize: 24)
        header.addSubview(title)
        title.autoPinEdge(toSuperviewSafeArea: .top, withInset: 8)
        title.autoPinEdge(toSuperviewSafeArea: .leading, withInset: 16)
        title.autoPinEdge(toSuperviewEdge: .bottom, withInset: 8)

        // The tab bar reaches the bottom edge; its row of tabs stays inside the tab bar's safe area.
        let tabBar = DemoView.make("tabBar", .panel)
        tabBar.showsName = false
        screen.addSubview(tabBar)
        tabBar.autoPinEdgesToSuperviewEdges(with: .zero, excludingEdge: .top)
        let tabRow = DemoView.make("tabRow", .clear)
        tabRow.showsName = false
        tabBar.addSubview(tabRow)
        tabRow.autoPinEdgesToSuperviewSafeArea(with: .zero, excludingEdge: .top)
        tabRow.autoPinEdge(toSuperviewEdge: .top)
        tabRow.autoSetDimension(.height, toSize: 49)
        let tabs: [ALView] = ["Chats", "Calls", "People", "Settings"].map { DemoLabel.button($0, fontSize: 12) }
        for tab in tabs {
            tabRow.addSubview(tab)
        }
        tabs.autoDistributeViews(
            along: .horizontal, alignedTo: .horizontal, withFixedSpacing: 6, insetSpacing: true, matchedSizes: true)
        tabs.first?.autoAlignAxis(toSuperviewAxis: .horizontal)

        // The content fills the safe area between the bars, 16 pt in.
        let content = DemoView.make("content", .teal)
        screen.addSubview(content)
        content.autoPinEdge(.top, to: .bottom, of: header, withOffset: 16)
        content.autoPinEdge(.bottom, to: .top, of: tabBar, withOffset: -16)
        content.autoPinEdge(toSuperviewSafeArea: .leading, withInset: 16)
        content.autoPinEdge(toSuperviewSafeArea: .trailing, withInset: 16)
        // snippet:end
        return [SceneStep("laid out")]
    }
}

#endif
