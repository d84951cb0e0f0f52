#if PURELAYOUT_HEADLESS
import Foundation
import HeadlessLayout
import LayoutTesting
import PureLayoutSwift
import Testing

/// Replaces every address (`0x7f…`) with `0x…`, so report text can be compared exactly.
func withoutAddresses(_ text: String) -> String {
    text.replacingOccurrences(of: #"0x[0-9a-f]+"#, with: "0x…", options: .regularExpression)
}

@Suite("Call sites in descriptions, reports and failures")
struct CallSiteTests {
    @Test("A three-constraint conflict names each constraint's line and call, and the views by identifier")
    func threeConstraintConflict() {
        let root = ALView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = ProfileHeader.view("card")
        root.addSubview(card)
        var diagnostics: [LayoutDiagnostic] = []
        let line = #line + 2
        LayoutDiagnostics.withHandler({ diagnostics.append($0) }) {
            card.autoPinEdge(toSuperviewEdge: .leading, withInset: 20)
            card.autoPinEdge(toSuperviewEdge: .trailing, withInset: 20)
            card.autoSetDimension(.width, toSize: 400)
            root.layoutIfNeeded()
        }
        #expect(diagnostics.count == 1)
        let report = withoutAddresses(diagnostics.first?.message ?? "")
        let width = "<NSLayoutConstraint:0x… HeadlessView:0x…'card'.width == 400   (active)> at "
            + "CallSiteTests.swift:\(line + 2) card.autoSetDimension(.width, toSize: 400)"
        let expected = """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            (
                "<NSAutoresizingMaskLayoutConstraint:0x… 'UIView-Encapsulated-Layout-Width' HeadlessView:0x….width == 390   (active)>",
                "<NSLayoutConstraint:0x… HeadlessView:0x…'card'.leading == HeadlessView:0x….leading + 20   (active)>" at CallSiteTests.swift:\(line) card.autoPinEdge(toSuperviewEdge: .leading, withInset: 20),
                "<NSLayoutConstraint:0x… HeadlessView:0x…'card'.trailing == HeadlessView:0x….trailing - 20   (active)>" at CallSiteTests.swift:\(line + 1) card.autoPinEdge(toSuperviewEdge: .trailing, withInset: 20),
                "\(width.replacingOccurrences(of: "> at", with: ">\" at"))
            )

            Will attempt to recover by breaking constraint
            \(width)

            HeadlessLayout keeps the broken constraint just below required priority and carries on. To fix: go to \
            the line named after the constraint you don't want, then remove it, lower its priority or make it an \
            inequality. To catch this report in code or a test, wrap the layout in LayoutDiagnostics.withHandler.
            """
        #expect(report == expected)
        #expect(!report.contains("UIKit") && !report.contains("symbolic breakpoint") && !report.contains("-0"))
    }

    /// A PureLayout call and the spelling its constraint's call site should have.
    struct SpellingCase: Sendable, CustomTestStringConvertible {
        let expected: String
        let make: @Sendable (_ view: ALView, _ other: ALView) -> NSLayoutConstraint
        var testDescription: String { expected }
    }

    static let spellingCases: [SpellingCase] = [
        SpellingCase(expected: "avatar.autoPinEdge(toSuperviewEdge: .top, withInset: 16)") { view, _ in
            view.autoPinEdge(toSuperviewEdge: .top, withInset: 16)
        },
        SpellingCase(expected: "avatar.autoPinEdge(toSuperviewEdge: .bottom, withInset: 8, relation: .greaterThanOrEqual)") { view, _ in
            view.autoPinEdge(toSuperviewEdge: .bottom, withInset: 8, relation: .greaterThanOrEqual)
        },
        SpellingCase(expected: "avatar.autoPinEdge(toSuperviewSafeArea: .trailing)") { view, _ in
            view.autoPinEdge(toSuperviewSafeArea: .trailing)
        },
        SpellingCase(expected: "avatar.autoPinEdge(.leading, to: .trailing, of: name, withOffset: -12)") {
            $0.autoPinEdge(.leading, to: .trailing, of: $1, withOffset: -12)
        },
        SpellingCase(expected: "avatar.autoMatch(.width, to: .height, of: name, withMultiplier: 0.5)") {
            $0.autoMatch(.width, to: .height, of: $1, withMultiplier: 0.5)
        },
        SpellingCase(expected: "avatar.autoAlignAxis(toSuperviewAxis: .vertical)") { view, _ in
            view.autoAlignAxis(toSuperviewAxis: .vertical)
        },
        SpellingCase(expected: "avatar.autoSetDimension(.height, toSize: 44, relation: .lessThanOrEqual)") { view, _ in
            view.autoSetDimension(.height, toSize: 44, relation: .lessThanOrEqual)
        },
        SpellingCase(expected: "avatar.autoConstrainAttribute(.marginTop, to: .bottom, of: name)") {
            $0.autoConstrainAttribute(.marginTop, to: .bottom, of: $1)
        },
        SpellingCase(expected: "avatar.autoPinEdgesToSuperviewEdges(with:excludingEdge:)") { view, _ in
            view.autoPinEdgesToSuperviewEdges(with: ALEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), excludingEdge: .top)[0]
        },
    ]

    @Test("Each call is spelled from its constraint, the receiver named by its identifier", arguments: spellingCases)
    func spelling(_ testCase: SpellingCase) {
        let root = ALView()
        let avatar = ProfileHeader.view("avatar")
        let name = ProfileHeader.view("name")
        root.addSubview(avatar)
        root.addSubview(name)
        let constraint = testCase.make(avatar, name)
        #expect(constraint.callSite?.call(for: constraint) == testCase.expected)
        #expect(constraint.callSite?.location.hasPrefix("CallSiteTests.swift:") == true)
        #expect(constraint.debugDescription.hasSuffix(" at \(constraint.callSite?.location ?? "") \(testCase.expected)"))
    }

    @Test("A recorded call site is 24 bytes (25 optional) and reads back its file, line and function")
    func compactCallSite() {
        #expect(MemoryLayout<ConstraintCallSite>.size == 24)
        #expect(MemoryLayout<ConstraintCallSite?>.size <= 25)
        #expect(_isPOD(ConstraintCallSite.self))
        let site = ConstraintCallSite(fileID: "App/ProfileHeader.swift", line: 42, function: "autoCenterInSuperview()")
        #expect(site.fileID == "App/ProfileHeader.swift" && site.line == 42 && site.function == "autoCenterInSuperview()")
        #expect(site.location == "ProfileHeader.swift:42")
    }

    @Test("A view without an identifier is named as a variable of its type; a raw constraint records nothing")
    func unnamedReceiverAndRawConstraint() {
        let root = ALView()
        let plain = ALView()
        root.addSubview(plain)
        let constraint = plain.autoSetDimension(.width, toSize: 10)
        #expect(constraint.callSite?.call(for: constraint) == "headlessView.autoSetDimension(.width, toSize: 10)")
        let raw = NSLayoutConstraint(
            item: plain, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 5)
        #expect(raw.callSite == nil && raw.debugDescription == raw.description)
    }

    @Test("A failure names the line, the receiver by identifier, and does not trap")
    func failureNamesTheLine() {
        let orphan = ProfileHeader.view("avatar")
        var failures: [PureLayoutFailure] = []
        let line = #line + 2
        PureLayout.withFailureHandler({ failures.append($0) }) {
            orphan.autoPinEdge(toSuperviewEdge: .top, withInset: 16)
        }
        #expect(failures.count == 1)
        #expect(failures.first?.fileID == "LayoutTestingTests/CallSiteTests.swift" && failures.first?.line == line)
        #expect(failures.first?.call == "autoPinEdge(toSuperviewEdge:withInset:)")
        #expect(withoutAddresses(failures.first?.message ?? "") == "PureLayout: CallSiteTests.swift:\(line) "
            + "avatar.autoPinEdge(toSuperviewEdge:withInset:) failed: the view has no superview "
            + "(HeadlessView 0x… \"avatar\"). Fix: add the view to its superview (addSubview) before constraining "
            + "it to the superview.")
    }

    @Test("Views print their identifier, and frames never print -0")
    func viewDescription() {
        let view = ProfileHeader.view("avatar")
        view.frame = CGRect(x: -0.0, y: 0, width: 64, height: 64)
        #expect(withoutAddresses(view.description) == "<HeadlessView: 0x…; frame = (0 0; 64 64); identifier = 'avatar'>")
    }

    @Test("A diagnostics handler may capture local state, and sees only its own thread's reports")
    func plainHandlerIsThreadScoped() async {
        var local: [LayoutDiagnostic.Kind] = []
        let root = ALView()
        let view = ALView()
        root.addSubview(view)
        LayoutDiagnostics.withHandler({ local.append($0.kind) }) {
            let other = Thread {
                // Another thread's report goes to its own scope, not to this one.
                _ = LayoutCapture.capture { ALView().autoSetDimension(.width, toSize: .infinity) }
            }
            other.start()
            while !other.isFinished { usleep(1000) }
            view.autoSetDimension(.width, toSize: 10)
            view.autoSetDimension(.width, toSize: 20)
            root.layoutIfNeeded()
        }
        #expect(local == [.unsatisfiableConstraints])
    }
}
#endif
