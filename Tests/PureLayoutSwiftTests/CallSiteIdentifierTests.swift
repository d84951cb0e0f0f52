#if PURELAYOUT_HEADLESS
import Foundation
@testable import PureLayoutSwift
import Testing

/// The opt-in switch that names constraints by their call sites (for the system's own log on UIKit and AppKit).
/// The switch is process-wide and other tests run in parallel, so these tests check what it would write and that
/// it is off by default, without turning it on.
@Suite("Constraint identifiers made of call sites")
struct CallSiteIdentifierTests {
    @Test("The switch is off unless an app turns it on")
    func offByDefault() {
        #expect(PureLayout.identifiesConstraintsByCallSite == false)
        let root = ALView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = ALView()
        root.addSubview(view)
        #expect(view.autoSetDimension(.width, toSize: 10).identifier == nil)
    }

    @Test("With the switch on, a constraint is identified by its file, line and call")
    func identifierOfACall() {
        let root = ALView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let avatar = ALView()
        avatar.accessibilityIdentifier = "avatar"
        root.addSubview(avatar)
        let line: UInt = #line + 1
        let pin = avatar.autoPinEdge(toSuperviewEdge: .top, withInset: 16)
        let call = APICall("autoPinEdge(toSuperviewEdge:withInset:file:line:)", #fileID, line)
        #expect(
            CallSpelling.identifier(for: call, of: pin)
                == "CallSiteIdentifierTests.swift:\(line) avatar.autoPinEdge(toSuperviewEdge: .top, withInset: 16)")
        // It is the call site the constraint recorded.
        #expect(pin.callSite?.line == line)
    }
}
#endif
