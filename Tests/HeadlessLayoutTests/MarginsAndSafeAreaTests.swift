import Foundation
import HeadlessLayout
import Testing

/// Layout margins, directional margins, margin attributes, safe area insets and the safe area layout guide.
@Suite("Margins and safe area")
struct MarginsAndSafeAreaTests {
    @Test("Layout margins default to 8 on each side")
    func defaultMargins() {
        let view = HeadlessView()
        expectInsets(view.layoutMargins, top: 8, left: 8, bottom: 8, right: 8)
        let directional = view.directionalLayoutMargins
        #expect(directional.top == 8 && directional.leading == 8 && directional.bottom == 8 && directional.trailing == 8)
    }

    @Test("Margin attributes follow custom layout margins")
    func marginAttributes() {
        let hierarchy = TestHierarchy()
        hierarchy.root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let filling = hierarchy.addView()
        NSLayoutConstraint.activate([
            makeConstraint(filling, .left, .equal, hierarchy.root, .leftMargin),
            makeConstraint(filling, .top, .equal, hierarchy.root, .topMargin),
            makeConstraint(filling, .right, .equal, hierarchy.root, .rightMargin),
            makeConstraint(filling, .bottom, .equal, hierarchy.root, .bottomMargin),
        ])
        let centred = hierarchy.addView()
        NSLayoutConstraint.activate([
            makeConstraint(centred, .width, constant: 100),
            makeConstraint(centred, .height, constant: 60),
            makeConstraint(centred, .centerX, .equal, hierarchy.root, .centerXWithinMargins),
            makeConstraint(centred, .centerY, .equal, hierarchy.root, .centerYWithinMargins),
        ])
        let leading = hierarchy.addView()
        NSLayoutConstraint.activate([
            makeConstraint(leading, .leading, .equal, hierarchy.root, .leadingMargin),
            makeConstraint(leading, .trailing, .equal, hierarchy.root, .trailingMargin),
            makeConstraint(leading, .top, .equal, hierarchy.root, .top),
            makeConstraint(leading, .height, constant: 1),
        ])
        hierarchy.layout()
        expectFrame(filling, CGRect(x: 20, y: 10, width: 940, height: 960))
        expectFrame(centred, CGRect(x: 440, y: 460, width: 100, height: 60))
        expectFrame(leading, CGRect(x: 20, y: 0, width: 940, height: 1))
        expectRect(hierarchy.root.layoutMarginsGuide.layoutFrame, CGRect(x: 20, y: 10, width: 940, height: 960))
    }

    @Test("A view's own margin attributes constrain its content, and changing margins re-lays out")
    func childMarginsAndChanges() {
        let hierarchy = TestHierarchy()
        let container = hierarchy.addView()
        pin(container, in: hierarchy.root, to: CGRect(x: 100, y: 100, width: 400, height: 300))
        let child = hierarchy.addView(to: container)
        NSLayoutConstraint.activate([
            makeConstraint(child, .leading, .equal, container, .leadingMargin),
            makeConstraint(child, .trailing, .equal, container, .trailingMargin),
            makeConstraint(child, .top, .equal, container, .topMargin),
            makeConstraint(child, .bottom, .equal, container, .bottomMargin),
        ])
        hierarchy.layout()
        expectFrame(child, CGRect(x: 8, y: 8, width: 384, height: 284))

        container.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        hierarchy.layout()
        expectFrame(child, CGRect(x: 2, y: 1, width: 394, height: 296))
        expectRect(container.layoutMarginsGuide.layoutFrame, CGRect(x: 2, y: 1, width: 394, height: 296))
    }

    @Test("A view can be constrained to a layoutMarginsGuide directly")
    func layoutMarginsGuideAsItem() {
        let hierarchy = TestHierarchy()
        let guide = hierarchy.root.layoutMarginsGuide
        #expect(guide.owningView === hierarchy.root)
        let view = hierarchy.addView()
        NSLayoutConstraint.activate([
            makeConstraint(view, .left, .equal, guide, .left),
            makeConstraint(view, .top, .equal, guide, .top),
            makeConstraint(view, .right, .equal, guide, .centerX),
            makeConstraint(view, .bottom, .equal, guide, .bottom),
        ])
        hierarchy.layout()
        expectFrame(view, CGRect(x: 8, y: 8, width: 492, height: 984))
    }

    @Test("Directional margins flip in right-to-left")
    func directionalMarginsInRightToLeft() {
        let hierarchy = TestHierarchy()
        hierarchy.root.layoutDirectionTrait = .rightToLeft
        hierarchy.root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 30, bottom: 6, trailing: 10)
        let view = hierarchy.addView()
        NSLayoutConstraint.activate([
            makeConstraint(view, .leading, .equal, hierarchy.root, .leadingMargin),
            makeConstraint(view, .width, constant: 100),
            makeConstraint(view, .top, .equal, hierarchy.root, .topMargin),
            makeConstraint(view, .bottom, .equal, hierarchy.root, .bottomMargin),
        ])
        let leftAligned = hierarchy.addView()
        NSLayoutConstraint.activate([
            makeConstraint(leftAligned, .left, .equal, hierarchy.root, .leftMargin),
            makeConstraint(leftAligned, .width, constant: 100),
            makeConstraint(leftAligned, .top, .equal, hierarchy.root, .top),
            makeConstraint(leftAligned, .height, constant: 10),
        ])
        hierarchy.layout()
        // Leading is the right side: the leading margin (30) is on the right, the trailing one (10) on the left.
        expectInsets(hierarchy.root.layoutMargins, top: 5, left: 10, bottom: 6, right: 30)
        expectFrame(view, CGRect(x: 870, y: 5, width: 100, height: 989))
        expectFrame(leftAligned, CGRect(x: 10, y: 0, width: 100, height: 10))
        expectRect(hierarchy.root.layoutMarginsGuide.layoutFrame, CGRect(x: 10, y: 5, width: 960, height: 989))
    }

    @Test("Directional margins in left-to-right match the plain margins")
    func directionalMarginsInLeftToRight() {
        let view = HeadlessView()
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        expectInsets(view.layoutMargins, top: 1, left: 2, bottom: 3, right: 4)
        view.layoutMargins = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        let directional = view.directionalLayoutMargins
        #expect(directional.top == 5 && directional.leading == 6 && directional.bottom == 7 && directional.trailing == 8)
    }

    @Test("Safe area insets are zero unless simulated")
    func safeAreaDefaultsToZero() {
        let hierarchy = TestHierarchy()
        let view = hierarchy.addView()
        pin(view, in: hierarchy.root, to: CGRect(x: 0, y: 0, width: 100, height: 100))
        hierarchy.layout()
        expectInsets(hierarchy.root.safeAreaInsets, top: 0, left: 0, bottom: 0, right: 0)
        expectInsets(view.safeAreaInsets, top: 0, left: 0, bottom: 0, right: 0)
        expectRect(hierarchy.root.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 1000, height: 1000))
    }

    @Test("Simulated safe area on the root: the root's and descendants' insets and guides")
    func simulatedSafeArea() {
        let hierarchy = TestHierarchy()
        hierarchy.root.simulatedSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let header = hierarchy.addView()
        pin(header, in: hierarchy.root, to: CGRect(x: 0, y: 20, width: 1000, height: 100))
        let footer = hierarchy.addView()
        pin(footer, in: hierarchy.root, to: CGRect(x: 100, y: 900, width: 800, height: 100))
        let middle = hierarchy.addView()
        pin(middle, in: hierarchy.root, to: CGRect(x: 0, y: 200, width: 1000, height: 200))
        let nested = hierarchy.addView(to: footer)
        pin(nested, in: footer, to: CGRect(x: 0, y: 50, width: 800, height: 50))
        hierarchy.layout()

        expectInsets(hierarchy.root.safeAreaInsets, top: 47, left: 0, bottom: 34, right: 0)
        expectRect(hierarchy.root.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 47, width: 1000, height: 919))
        // The header spans 20…120: the top 27 points are under the simulated status bar.
        expectInsets(header.safeAreaInsets, top: 27, left: 0, bottom: 0, right: 0)
        expectRect(header.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 27, width: 1000, height: 73))
        // The footer spans 900…1000: the bottom 34 points are under the home indicator.
        expectInsets(footer.safeAreaInsets, top: 0, left: 0, bottom: 34, right: 0)
        // The nested view spans 950…1000 in the root.
        expectInsets(nested.safeAreaInsets, top: 0, left: 0, bottom: 34, right: 0)
        expectInsets(middle.safeAreaInsets, top: 0, left: 0, bottom: 0, right: 0)
    }

    @Test("A view pinned to the safe area layout guide sits inside the simulated insets")
    func pinnedToSafeAreaGuide() {
        let hierarchy = TestHierarchy()
        hierarchy.root.simulatedSafeAreaInsets = UIEdgeInsets(top: 47, left: 10, bottom: 34, right: 20)
        let content = hierarchy.addView()
        let guide = hierarchy.root.safeAreaLayoutGuide
        let constraints = [
            makeConstraint(content, .top, .equal, guide, .top),
            makeConstraint(content, .leading, .equal, guide, .leading),
            makeConstraint(content, .trailing, .equal, guide, .trailing),
            makeConstraint(content, .bottom, .equal, guide, .bottom),
        ]
        NSLayoutConstraint.activate(constraints)
        hierarchy.layout()
        expectFrame(content, CGRect(x: 10, y: 47, width: 970, height: 919))
        // The guide belongs to the root, so the root is the common ancestor that holds the constraints.
        #expect(constraints.allSatisfy { containsIdentical(hierarchy.root.constraints, $0) })

        hierarchy.root.simulatedSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        hierarchy.layout()
        expectFrame(content, CGRect(x: 0, y: 0, width: 1000, height: 1000))
    }

    @Test("A descendant's safe area guide follows the part of it inside the root's safe area")
    func descendantSafeAreaGuide() {
        let hierarchy = TestHierarchy()
        hierarchy.root.simulatedSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let banner = hierarchy.addView()
        pin(banner, in: hierarchy.root, to: CGRect(x: 0, y: 0, width: 1000, height: 120))
        let title = hierarchy.addView(to: banner)
        NSLayoutConstraint.activate([
            makeConstraint(title, .top, .equal, banner.safeAreaLayoutGuide, .top, constant: 4),
            makeConstraint(title, .left, .equal, banner, .left),
            makeConstraint(title, .width, constant: 50),
            makeConstraint(title, .bottom, .equal, banner.safeAreaLayoutGuide, .bottom),
        ])
        hierarchy.layout()
        expectInsets(banner.safeAreaInsets, top: 47, left: 0, bottom: 0, right: 0)
        expectFrame(title, CGRect(x: 0, y: 51, width: 50, height: 69))
    }
}
