#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

extension DemoScene {
    /// Toolbars: buttons distributed with a fixed spacing (sizes vary) and with a fixed size (spacing varies).
    static let toolbar = DemoScene(
        name: "toolbar",
        title: "12 · Toolbars: fixed spacing, fixed size",
        summary: """
            The top bar spreads four tabs with 8 pt between them: their widths stretch with the screen. The \
            bottom bar gives five 64 pt buttons a fixed size: the gaps stretch instead. Both bars sit in the \
            safe area and run from the leading side, so their order reverses in right-to-left.
            """
    ) { screen in
        // snippet:begin
        // The bars: full width of the safe area, at its top and at its bottom.
        let topBar = DemoView.make("topBar", .panel)
        let bottomBar = DemoView.make("bottomBar", .panel)
        topBar.showsName = false
        bottomBar.showsName = false
        screen.addSubview(topBar)
        screen.addSubview(bottomBar)
        topBar.autoPinEdgesToSuperviewSafeArea(with: .zero, excludingEdge: .bottom)
        topBar.autoSetDimension(.height, toSize: 56)
        bottomBar.autoPinEdgesToSuperviewSafeArea(with: .zero, excludingEdge: .top)
        bottomBar.autoSetDimension(.height, toSize: 56)

        // Fixed spacing: 8 pt between the tabs and at both ends, widths matched, heights from their text.
        let tabs: [ALView] = ["Inbox", "Drafts", "Sent", "Archive"].map { DemoLabel.button($0) }
        for tab in tabs {
            topBar.addSubview(tab)
        }
        tabs.autoDistributeViews(
            along: .horizontal, alignedTo: .horizontal, withFixedSpacing: 8, insetSpacing: true, matchedSizes: true)
        tabs.first?.autoAlignAxis(toSuperviewAxis: .horizontal)

        // Fixed size: every button 64 × 40, the free space shared equally between them and the ends.
        let buttons: [ALView] = ["Back", "Next", "Share", "Tabs", "More"].map { DemoLabel.button($0, fontSize: 13) }
        for button in buttons {
            bottomBar.addSubview(button)
        }
        buttons.autoDistributeViews(along: .horizontal, alignedTo: .horizontal, withFixedSize: 64, insetSpacing: true)
        buttons.autoSetViewsDimension(.height, toSize: 40)
        buttons.first?.autoAlignAxis(toSuperviewAxis: .horizontal)
        // snippet:end
        return [SceneStep("laid out")]
    }
}

#endif
