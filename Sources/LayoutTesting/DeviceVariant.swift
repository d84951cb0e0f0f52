#if PURELAYOUT_HEADLESS
import Foundation
import HeadlessLayout

/// A screen a layout is checked on: its size in points, the safe area a device of that size has, and the layout
/// direction. The six ``standard`` variants are DemoApp's gallery columns.
public struct DeviceVariant: Sendable, CustomStringConvertible {
    /// A short name, unique among the standard variants: `phone portrait LTR`.
    public let name: String
    /// The screen's size in points.
    public let size: CGSize
    /// The safe-area insets a device of this size reports.
    public let safeAreaInsets: UIEdgeInsets
    /// The layout direction of the root view.
    public let direction: UIUserInterfaceLayoutDirection

    /// Makes a variant.
    /// - Parameters:
    ///   - name: A short name for reports.
    ///   - size: The screen's size in points.
    ///   - safeAreaInsets: The insets outside the safe area (status bar, home indicator, sensor housing).
    ///   - direction: The layout direction.
    public init(
        name: String, size: CGSize, safeAreaInsets: UIEdgeInsets, direction: UIUserInterfaceLayoutDirection
    ) {
        self.name = name
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.direction = direction
    }

    /// The same screen in the other layout direction, its name ending in `RTL` or `LTR`.
    public var mirrored: DeviceVariant {
        let flipped: UIUserInterfaceLayoutDirection = direction == .rightToLeft ? .leftToRight : .rightToLeft
        let base = name.hasSuffix(" LTR") || name.hasSuffix(" RTL") ? String(name.dropLast(4)) : name
        return DeviceVariant(
            name: base + (flipped == .rightToLeft ? " RTL" : " LTR"), size: size, safeAreaInsets: safeAreaInsets,
            direction: flipped)
    }

    /// ``name``.
    public var description: String { name }

    /// A phone held upright: 390 × 844, status bar (47) and home indicator (34) outside the safe area.
    public static let phonePortrait = DeviceVariant(
        name: "phone portrait LTR", size: CGSize(width: 390, height: 844),
        safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), direction: .leftToRight)
    /// The same phone on its side: 844 × 390, the sensor housing's side (47 each side) and the home indicator
    /// (21) outside the safe area.
    public static let phoneLandscape = DeviceVariant(
        name: "phone landscape LTR", size: CGSize(width: 844, height: 390),
        safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), direction: .leftToRight)
    /// A tablet held upright: 820 × 1180, status bar (24) and home indicator (20).
    public static let tablet = DeviceVariant(
        name: "tablet LTR", size: CGSize(width: 820, height: 1180),
        safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), direction: .leftToRight)

    /// Phone portrait, phone landscape and tablet, left-to-right then right-to-left.
    public static let standard: [DeviceVariant] = {
        let leftToRight = [phonePortrait, phoneLandscape, tablet]
        return leftToRight + leftToRight.map(\.mirrored)
    }()

    /// A root view the size of the screen, with its safe area and direction.
    public func makeRootView() -> HeadlessView {
        let root = HeadlessView(frame: CGRect(origin: .zero, size: size))
        root.simulatedSafeAreaInsets = safeAreaInsets
        root.layoutDirectionTrait = direction
        return root
    }
}
#endif
