#if PURELAYOUT_HEADLESS
import Foundation
import HeadlessLayout
import LayoutTesting
import PureLayoutSwift
import Testing

@Suite("Layout testing: snapshots, checks, device matrix, recorded issues")
struct LayoutTestingTests {
    @Test("The snapshot of the profile header on a phone, compared as text")
    func snapshot() {
        let inspection = LayoutInspection(root: DeviceVariant.phonePortrait.makeRootView()) {
            ProfileHeader.build(on: $0)
        }
        #expect(inspection.findings.isEmpty)
        #expect(inspection.snapshot == """
            HeadlessView (0, 0, 390, 844)
              header (0, 47, 390, 96)
                avatar (16, 16, 64, 64)
                name (92, 38, 190, 20)
                follow (294, 32, 80, 32)
            """)
    }

    @Test("Right-to-left mirrors the header, and the snapshot can list constraints with their call sites")
    func rightToLeftWithConstraints() {
        let root = DeviceVariant.phonePortrait.mirrored.makeRootView()
        let avatar = ProfileHeader.view("avatar")
        root.addSubview(avatar)
        let line = #line + 1
        avatar.autoPinEdgesToSuperviewSafeArea(with: ALEdgeInsets(top: 8, left: 8, bottom: 8, right: 300))
        root.layoutIfNeeded()
        let lines = LayoutSnapshot.text(of: root, options: .constraints).split(separator: "\n")
        #expect(lines.first == "HeadlessView (0, 0, 390, 844)")
        #expect(lines.contains("  · avatar.top == HeadlessView.safeArea.top + 8   LayoutTestingTests.swift:\(line) "
            + "avatar.autoPinEdgesToSuperviewSafeArea(with:)"))
        // `left` insets the leading edge, which is the right one here.
        #expect(lines.last == "  avatar (300, 55, 82, 747)")
    }

    @Test("Checks find an ambiguous view, one outside its superview, overlapping siblings and a broken constraint")
    func checks() {
        let inspection = LayoutInspection(
            root: DeviceVariant.phonePortrait.makeRootView(), checks: .all
        ) { root in
            let loose = ProfileHeader.view("loose")
            let wide = ProfileHeader.view("wide")
            let badge = ProfileHeader.view("badge")
            [loose, wide, badge].forEach(root.addSubview)
            loose.autoSetDimensions(to: CGSize(width: 10, height: 10))
            wide.autoPinEdge(toSuperviewEdge: .top)
            wide.autoPinEdge(toSuperviewEdge: .leading, withInset: 10)
            wide.autoSetDimensions(to: CGSize(width: 400, height: 40))
            badge.autoPinEdge(toSuperviewEdge: .top, withInset: 20)
            badge.autoPinEdge(toSuperviewEdge: .leading, withInset: 20)
            badge.autoSetDimensions(to: CGSize(width: 20, height: 20))
            badge.autoSetDimension(.width, toSize: 30)
        }
        #expect(inspection.findings(.ambiguousLayout).map(\.view) == ["loose"])
        #expect(inspection.findings(.outsideSuperview).map(\.view) == ["wide"])
        #expect(inspection.findings(.outsideSafeArea).map(\.view) == ["loose", "wide", "badge"])
        #expect(inspection.findings(.overlappingSiblings).map(\.description).contains(
            "[overlappingSiblings] wide: overlaps its sibling badge by (20, 20, 20, 20)"))
        #expect(inspection.findings(.conflict).count == 1)
        let broken = inspection.findings(.brokenConstraint)
        #expect(broken.count == 1 && broken.first?.view == "badge")
        #expect(broken.first?.message.contains("badge.autoSetDimension(.width, toSize: 30)") == true)
    }

    @Test("A 30-view screen on six devices: per-variant findings and snapshots")
    func deviceMatrix() {
        let inspections = LayoutMatrix.run(checks: .standard) { ProfileHeader.build(on: $0, rows: 26) }
        #expect(inspections.map { $0.variant?.name ?? "" } == [
            "phone portrait LTR", "phone landscape LTR", "tablet LTR",
            "phone portrait RTL", "phone landscape RTL", "tablet RTL",
        ])
        // 47 + 96 + 26 × 24 = 767 fits 844 and 1180; on the landscape phone (no top inset) rows 12-25 pass 390.
        #expect(inspections.map { $0.findings.isEmpty } == [true, false, true, true, false, true])
        #expect(inspections[1].findings.allSatisfy { $0.kind == .outsideSuperview })
        #expect(inspections[1].findings.first?.view == "row12")
        #expect(inspections[0].snapshot.split(separator: "\n").count == 31)
        #expect(inspections[3].snapshot.contains("    avatar (310, 16, 64, 64)"))
        #expect(LayoutMatrix.report(inspections).hasPrefix("phone portrait LTR: ok\nphone landscape LTR: 14 finding(s)\n"))
    }

    @Test("A deliberately failing layout records its failure and its conflict as issues on this test")
    func recordedIssues() {
        withKnownIssue {
            withLayoutIssuesRecorded {
                let orphan = ProfileHeader.view("orphan")
                orphan.autoPinEdge(toSuperviewEdge: .top)
                let root = ALView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                let box = ProfileHeader.view("box")
                root.addSubview(box)
                box.autoSetDimension(.width, toSize: 10)
                box.autoSetDimension(.width, toSize: 20)
                root.layoutIfNeeded()
            }
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("orphan.autoPinEdge(toSuperviewEdge:) failed")
                || text.contains("box.autoSetDimension(.width, toSize: 20)")
        }
    }

    @Test("Captured findings do not leak into an enclosing test: a clean layout records nothing")
    func cleanLayoutRecordsNothing() {
        let root = DeviceVariant.tablet.makeRootView()
        withLayoutIssuesRecorded {
            ProfileHeader.build(on: root)
            root.layoutIfNeeded()
        }
        #expect(LayoutChecks.standard.findings(in: root).isEmpty)
    }
}
#endif
