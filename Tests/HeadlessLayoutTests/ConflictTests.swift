import Foundation
import HeadlessLayout
import Testing

/// Unsatisfiable required constraints (reported in Apple's shape, one broken, layout still happens) and
/// lexicographic priorities.
@Suite("Conflicts and priorities")
struct ConflictTests {
    /// The unsatisfiable-constraints diagnostics among `diagnostics`.
    private func unsatisfiable(_ diagnostics: [LayoutDiagnostic]) -> [LayoutDiagnostic] {
        diagnostics.filter { $0.kind == .unsatisfiableConstraints }
    }

    @Test("Two required widths: one diagnostic in Apple's shape, layout still happens")
    func twoRequiredWidths() throws {
        let hierarchy = TestHierarchy()
        let view = hierarchy.addView()
        let left = activateConstraint(view, .left, .equal, hierarchy.root, .left, constant: 10)
        let top = activateConstraint(view, .top, .equal, hierarchy.root, .top, constant: 20)
        let height = activateConstraint(view, .height, constant: 30)
        let narrow = makeConstraint(view, .width, constant: 100)
        let wide = makeConstraint(view, .width, constant: 200)
        let diagnostics = collectDiagnostics {
            narrow.isActive = true
            wide.isActive = true
            hierarchy.layout()
        }
        let reports = unsatisfiable(diagnostics)
        #expect(reports.count == 1)
        #expect(diagnostics.count == reports.count)
        let report = try #require(reports.first)
        #expect(report.message.contains("Unable to simultaneously satisfy constraints."))
        #expect(report.message.contains("Will attempt to recover by breaking constraint"))
        #expect(containsIdentical(report.constraints, narrow))
        #expect(containsIdentical(report.constraints, wide))
        for unrelated in [left, top, height] {
            #expect(!containsIdentical(report.constraints, unrelated))
        }
        // The broken constraint is listed last; the other one holds.
        let broken = try #require(report.constraints.last)
        #expect(broken === narrow || broken === wide)
        let kept = broken === narrow ? wide : narrow
        // Apple's log lists the conflicting constraints, then names the broken one after the recovery line.
        #expect(report.message.contains(narrow.description) && report.message.contains(wide.description))
        if let recovery = report.message.range(of: "Will attempt to recover by breaking constraint") {
            #expect(report.message[recovery.upperBound...].contains(broken.description))
        }
        expectFrame(view, CGRect(x: 10, y: 20, width: kept.constant, height: 30))
        // Both stay active, with the priority they were given.
        #expect(narrow.isActive && wide.isActive)
        #expect(narrow.priority == .required && wide.priority == .required)
        #expect(containsIdentical(view.constraints, broken))

        // No new report without a new change.
        let later = collectDiagnostics {
            hierarchy.root.setNeedsLayout()
            hierarchy.layout()
        }
        #expect(unsatisfiable(later).isEmpty)
        expectFrame(view, CGRect(x: 10, y: 20, width: kept.constant, height: 30))
    }

    @Test("Left, right and width over-determine a view: the three are listed and two of them hold")
    func overdeterminedRow() throws {
        let hierarchy = TestHierarchy()
        let view = hierarchy.addView()
        let top = activateConstraint(view, .top, .equal, hierarchy.root, .top)
        let height = activateConstraint(view, .height, constant: 10)
        let left = activateConstraint(view, .left, .equal, hierarchy.root, .left)
        let right = activateConstraint(view, .right, .equal, hierarchy.root, .right)
        hierarchy.layout()
        let width = makeConstraint(view, .width, constant: 500)
        let diagnostics = collectDiagnostics {
            width.isActive = true
            hierarchy.layout()
        }
        let reports = unsatisfiable(diagnostics)
        #expect(reports.count == 1)
        let report = try #require(reports.first)
        for constraint in [left, right, width] {
            #expect(containsIdentical(report.constraints, constraint))
        }
        #expect(!containsIdentical(report.constraints, top))
        #expect(!containsIdentical(report.constraints, height))
        let broken = try #require(report.constraints.last)
        #expect(broken === left || broken === right || broken === width)
        for constraint in [left, right, width, top, height] where constraint !== broken {
            #expect(violation(of: constraint).map { $0 <= layoutTolerance } == true)
        }
        #expect(violation(of: broken).map { isClose($0, 500) } == true)
        #expect([left, right, width, top, height].allSatisfy { $0.isActive })
    }

    @Test("The broken constraint is still preferred over every optional constraint")
    func brokenConstraintIsViolatedAsLittleAsPossible() throws {
        let hierarchy = TestHierarchy()
        let view = hierarchy.addView()
        activateConstraint(view, .left, .equal, hierarchy.root, .left)
        activateConstraint(view, .top, .equal, hierarchy.root, .top)
        activateConstraint(view, .height, constant: 10)
        // An optional constraint at 999 pulls the width to 0 and another to 1000.
        activateConstraint(view, .width, constant: 0, priority: UILayoutPriority(999))
        activateConstraint(view, .width, constant: 1000, priority: UILayoutPriority(998))
        let atLeast = makeConstraint(view, .width, .greaterThanOrEqual, constant: 300)
        let atMost = makeConstraint(view, .width, .lessThanOrEqual, constant: 100)
        let diagnostics = collectDiagnostics {
            NSLayoutConstraint.activate([atLeast, atMost])
            hierarchy.layout()
        }
        let report = try #require(unsatisfiable(diagnostics).first)
        #expect(unsatisfiable(diagnostics).count == 1)
        let broken = try #require(report.constraints.last)
        #expect(broken === atLeast || broken === atMost)
        // Whichever is broken, the width sits at the bound of the other: as close to the broken one as the
        // required constraints allow, whatever the optional ones want.
        let expectedWidth: CGFloat = broken === atLeast ? 100 : 300
        expectFrame(view, CGRect(x: 0, y: 0, width: expectedWidth, height: 10))
    }

    @Test("Deactivating one side of a conflict restores a clean layout")
    func resolvingAConflict() throws {
        let hierarchy = TestHierarchy()
        let view = hierarchy.addView()
        pin(view, in: hierarchy.root, to: CGRect(x: 0, y: 0, width: 100, height: 10))
        let wide = makeConstraint(view, .width, constant: 200)
        let first = collectDiagnostics {
            wide.isActive = true
            hierarchy.layout()
        }
        #expect(unsatisfiable(first).count == 1)
        let second = collectDiagnostics {
            wide.isActive = false
            hierarchy.layout()
        }
        #expect(second.isEmpty)
        expectFrame(view, CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(!view.hasAmbiguousLayout)
    }

    /// The number of low-priority constraints that must not outweigh one constraint one step higher.
    @Test(
        "Many constraints at one priority never outweigh one constraint at the next priority",
        arguments: [(Float(250), Float(251)), (Float(1), Float(2)), (Float(998), Float(999)), (Float(500), Float(500.5))])
    func lexicographicPriorities(lower: Float, higher: Float) {
        let hierarchy = TestHierarchy()
        let view = hierarchy.addView()
        activateConstraint(view, .left, .equal, hierarchy.root, .left)
        activateConstraint(view, .top, .equal, hierarchy.root, .top)
        activateConstraint(view, .height, constant: 10)
        let many = (0..<100).map { _ in
            makeConstraint(view, .width, constant: 300, priority: UILayoutPriority(lower))
        }
        NSLayoutConstraint.activate(many)
        activateConstraint(view, .width, constant: 100, priority: UILayoutPriority(higher))
        hierarchy.layout()
        expectFrame(view, CGRect(x: 0, y: 0, width: 100, height: 10))
    }

    @Test("Lexicographic priorities across views tied by a required constraint")
    func lexicographicAcrossViews() {
        let hierarchy = TestHierarchy()
        let views = (0..<10).map { _ in hierarchy.addView() }
        for (index, view) in views.enumerated() {
            activateConstraint(view, .left, .equal, hierarchy.root, .left)
            activateConstraint(view, .top, .equal, hierarchy.root, .top, constant: CGFloat(index) * 20)
            activateConstraint(view, .height, constant: 10)
            if index > 0 {
                activateConstraint(view, .width, .equal, views[0], .width)
            }
            // Ten views × ten constraints at 250 want 300…
            for _ in 0..<10 {
                activateConstraint(view, .width, constant: 300, priority: .defaultLow)
            }
        }
        // …one constraint at 251 on one view wants 100.
        activateConstraint(views[9], .width, .lessThanOrEqual, constant: 100, priority: .defaultLow + 1)
        hierarchy.layout()
        for (index, view) in views.enumerated() {
            expectFrame(view, CGRect(x: 0, y: CGFloat(index) * 20, width: 100, height: 10))
        }
    }

    @Test("An unsatisfiable inequality against an autoresizing frame is reported, not thrown")
    func conflictWithAutoresizingFrame() throws {
        let hierarchy = TestHierarchy()
        let fixed = HeadlessView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        hierarchy.root.addSubview(fixed)
        let tooWide = makeConstraint(fixed, .width, .greaterThanOrEqual, constant: 80)
        let diagnostics = collectDiagnostics {
            tooWide.isActive = true
            hierarchy.layout()
        }
        let report = try #require(unsatisfiable(diagnostics).first)
        #expect(containsIdentical(report.constraints, tooWide))
        #expect(tooWide.isActive)
    }
}
