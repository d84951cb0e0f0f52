#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// A screen a scene is laid out on: its size in points and the safe area a device of that size has.
struct DeviceSize: Sendable, Hashable {
    /// A short identifier, used in element ids and the terminal table.
    let identifier: String
    /// The name shown in the gallery.
    let displayName: String
    /// The screen's width in points.
    let width: CGFloat
    /// The screen's height in points.
    let height: CGFloat
    /// The safe-area insets (top, left, bottom, right) a device of this size reports.
    let safeTop: CGFloat, safeLeft: CGFloat, safeBottom: CGFloat, safeRight: CGFloat

    /// The safe-area insets as edge insets, for `simulatedSafeAreaInsets`.
    var safeAreaInsets: ALEdgeInsets {
        ALEdgeInsets(top: safeTop, left: safeLeft, bottom: safeBottom, right: safeRight)
    }

    /// The screen's bounds.
    var bounds: CGRect { CGRect(x: 0, y: 0, width: width, height: height) }

    /// The part of the screen inside the safe area.
    var safeRect: CGRect {
        CGRect(x: safeLeft, y: safeTop, width: width - safeLeft - safeRight, height: height - safeTop - safeBottom)
    }

    /// A phone held upright: 390 × 844 with the status bar (47) and home indicator (34) outside the safe area.
    static let phonePortrait = DeviceSize(
        identifier: "portrait", displayName: "phone portrait", width: 390, height: 844,
        safeTop: 47, safeLeft: 0, safeBottom: 34, safeRight: 0)
    /// The same phone on its side: 844 × 390 with the sensor housing's side (47 each side, as iOS reports it
    /// symmetrically) and the home indicator (21) outside the safe area.
    static let phoneLandscape = DeviceSize(
        identifier: "landscape", displayName: "phone landscape", width: 844, height: 390,
        safeTop: 0, safeLeft: 47, safeBottom: 21, safeRight: 47)
    /// A tablet held upright: 820 × 1180 with its status bar (24) and home indicator (20).
    static let tablet = DeviceSize(
        identifier: "tablet", displayName: "tablet", width: 820, height: 1180,
        safeTop: 24, safeLeft: 0, safeBottom: 20, safeRight: 0)

    /// Every size the gallery draws, in the order of its columns.
    static let all: [DeviceSize] = [.phonePortrait, .phoneLandscape, .tablet]
}

/// One layout of a scene: a screen size and a layout direction.
struct LayoutVariant: Sendable, Hashable {
    /// The screen.
    let device: DeviceSize
    /// Whether the layout is right-to-left (the direction an Arabic or Hebrew user interface has).
    let isRightToLeft: Bool

    /// The direction given to the root view's `layoutDirectionTrait`.
    var direction: UIUserInterfaceLayoutDirection { isRightToLeft ? .rightToLeft : .leftToRight }

    /// "LTR" or "RTL".
    var directionName: String { isRightToLeft ? "RTL" : "LTR" }

    /// A short identifier, unique per variant ("portrait-ltr").
    var identifier: String { "\(device.identifier)-\(directionName.lowercased())" }

    /// Every variant the gallery draws: each size left-to-right, then each size right-to-left.
    static let all: [LayoutVariant] =
        DeviceSize.all.map { LayoutVariant(device: $0, isRightToLeft: false) }
        + DeviceSize.all.map { LayoutVariant(device: $0, isRightToLeft: true) }
}

#endif
