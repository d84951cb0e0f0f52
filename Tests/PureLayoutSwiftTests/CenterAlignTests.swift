#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift
import Testing

/// docs/PARITY.md §4 "Center/align in superview".
@Suite("Center and align in superview")
struct CenterAlignTests {
    @Test("autoCenterInSuperview() makes [centerY, centerX] and centres the view")
    func centerInSuperview() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        scaffoldSize(view, width: 100, height: 50)
        let constraints = view.autoCenterInSuperview()
        #expect(constraints.count == 2)
        if constraints.count == 2 {
            expectConstraint(constraints[0], first: (view, .centerY), second: (container, .centerY), installedOn: container)
            expectConstraint(constraints[1], first: (view, .centerX), second: (container, .centerX), installedOn: container)
        }
        expectAutoresizingOff([view], untouched: [container])
        layOut(container)
        expectFrame(view, x: 450, y: 475, width: 100, height: 50)
    }

    @Test("autoAlignAxis(toSuperviewAxis:) makes S.axis = SV.axis", arguments: Axis.allCases)
    func alignAxisToSuperviewAxis(axis: Axis) {
        let container = makeContainer()
        let view = makeSubview(in: container)
        scaffoldSize(view, width: 100, height: 50)
        let constraint = view.autoAlignAxis(toSuperviewAxis: axis.al)
        expectConstraint(constraint, first: (view, axis.attribute), second: (container, axis.attribute),
                         installedOn: container)
        expectAutoresizingOff([view], untouched: [container])
        // Fix the other axis so the frame is determined.
        if axis == .vertical {
            scaffold(view, .top, to: container, .top, constant: 30)
        } else {
            scaffold(view, .left, to: container, .left, constant: 30)
        }
        layOut(container)
        switch axis {
        case .vertical:
            expectFrame(view, x: 450, y: 30, width: 100, height: 50)
        case .horizontal:
            expectFrame(view, x: 30, y: 475, width: 100, height: 50)
        case .baseline, .lastBaseline:
            // A plain view's last baseline is its bottom.
            expectFrame(view, x: 30, y: 950, width: 100, height: 50)
        case .firstBaseline:
            // A plain view's first baseline is its top.
            expectFrame(view, x: 30, y: 0, width: 100, height: 50)
        }
    }

    @Test("autoAlignAxis(toSuperviewAxis:) works in a nested superview away from the origin")
    func alignAxisInNestedSuperview() {
        let container = makeContainer()
        let superview = makeSubview(in: container)
        scaffoldFrame(superview, CGRect(x: 200, y: 300, width: 400, height: 200))
        let view = makeSubview(in: superview)
        scaffoldSize(view, width: 40, height: 20)
        let vertical = view.autoAlignAxis(toSuperviewAxis: .vertical)
        let horizontal = view.autoAlignAxis(toSuperviewAxis: .horizontal)
        expectConstraint(vertical, first: (view, .centerX), second: (superview, .centerX), installedOn: superview)
        expectConstraint(horizontal, first: (view, .centerY), second: (superview, .centerY), installedOn: superview)
        layOut(container)
        expectFrame(view, x: 180, y: 90, width: 40, height: 20)
    }

    @Test("autoCenterInSuperviewMargins() makes [centerY, centerX] to the WithinMargins attributes")
    func centerInSuperviewMargins() {
        let container = makeContainer()
        container.layoutMargins = ALEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let view = makeSubview(in: container)
        scaffoldSize(view, width: 100, height: 50)
        let constraints = view.autoCenterInSuperviewMargins()
        #expect(constraints.count == 2)
        if constraints.count == 2 {
            expectConstraint(constraints[0], first: (view, .centerY), second: (container, .centerYWithinMargins),
                             installedOn: container)
            expectConstraint(constraints[1], first: (view, .centerX), second: (container, .centerXWithinMargins),
                             installedOn: container)
        }
        expectAutoresizingOff([view], untouched: [container])
        layOut(container)
        // Margin rect: x 20…960 (centre 490), y 10…970 (centre 490).
        expectFrame(view, x: 440, y: 465, width: 100, height: 50)
    }

    @Test("autoCenterInSuperviewMargins() with the default margins of 8 centres like the bounds")
    func centerInDefaultMargins() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        scaffoldSize(view, width: 100, height: 50)
        view.autoCenterInSuperviewMargins()
        layOut(container)
        expectFrame(view, x: 450, y: 475, width: 100, height: 50)
    }

    @Test("autoAlignAxis(toSuperviewMarginAxis:) maps vertical/horizontal to the WithinMargins attributes")
    func alignAxisToSuperviewMarginAxis() {
        let container = makeContainer()
        container.layoutMargins = ALEdgeInsets(top: 100, left: 0, bottom: 0, right: 200)
        let view = makeSubview(in: container)
        scaffoldSize(view, width: 100, height: 50)
        let vertical = view.autoAlignAxis(toSuperviewMarginAxis: .vertical)
        let horizontal = view.autoAlignAxis(toSuperviewMarginAxis: .horizontal)
        expectConstraint(vertical, first: (view, .centerX), second: (container, .centerXWithinMargins),
                         installedOn: container)
        expectConstraint(horizontal, first: (view, .centerY), second: (container, .centerYWithinMargins),
                         installedOn: container)
        layOut(container)
        // Margin rect: x 0…800 (centre 400), y 100…1000 (centre 550).
        expectFrame(view, x: 350, y: 525, width: 100, height: 50)
    }

    @Test("autoAlignAxis(toSuperviewMarginAxis:) with a baseline axis is a failure",
          arguments: [Axis.baseline, .lastBaseline, .firstBaseline])
    func alignBaselineToSuperviewMarginAxisFails(axis: Axis) {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let (constraint, failures) = capturingFailures { view.autoAlignAxis(toSuperviewMarginAxis: axis.al) }
        expectFailure(failures, naming: "autoAlignAxis")
        // The call still returns a constraint for the receiver.
        #expect(constraint.firstItem === view)
    }
}
#endif
