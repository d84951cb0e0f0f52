import Foundation

extension PureLayout {
    /// In debug builds, whether every constraint a PureLayout call makes without an identifier gets one made of
    /// its call site, `ProfileHeader.swift:42 avatar.autoPinEdge(toSuperviewEdge: .top, withInset: 16)`, so that
    /// the system's own conflict log (UIKit's and AppKit's "Unable to simultaneously satisfy constraints") shows
    /// the line that made each constraint. Off by default; turn it on once, early (e.g. in
    /// `application(_:didFinishLaunchingWithOptions:)` under `#if DEBUG`). An identifier set by
    /// `autoIdentify(_:)` or an identifier scope wins. Release builds ignore it and record nothing.
    ///
    /// HeadlessLayout needs no switch: its reports show every PureLayout constraint's call site anyway.
    public nonisolated static var identifiesConstraintsByCallSite: Bool {
        get { CallSiteIdentifiers.shared.isEnabled }
        set { CallSiteIdentifiers.shared.isEnabled = newValue }
    }
}

/// The storage of ``PureLayout/identifiesConstraintsByCallSite``: one flag for the process, behind a lock.
nonisolated final class CallSiteIdentifiers: @unchecked Sendable {
    /// The process's switch.
    static let shared = CallSiteIdentifiers()

    /// Guards ``enabled``.
    private let lock = NSLock()
    /// Whether the switch is on.
    private var enabled = false

    /// Whether the switch is on.
    var isEnabled: Bool {
        get { lock.withLock { enabled } }
        set { lock.withLock { enabled = newValue } }
    }
}
