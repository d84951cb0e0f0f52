// swift-tools-version: 6.2
import PackageDescription

/// Platforms that have no UIKit or AppKit: there PureLayoutSwift is always built on HeadlessLayout.
let headlessPlatforms: [Platform] = [.linux, .windows, .android, .wasi, .openbsd]
/// Platforms whose UIKit/AppKit types are main-actor isolated.
let applePlatforms: [Platform] = [.iOS, .tvOS, .macOS, .macCatalyst, .visionOS]
/// The trait that builds PureLayoutSwift on HeadlessLayout on Apple platforms too (`swift test --traits Headless`).
let headlessTrait = "Headless"

/// Settings every target shares. `MemberImportVisibility` (SE-0444) makes each file see only the members of the
/// modules it imports itself, so a build checks that every file declares what it uses (`import Foundation`, ...).
let commonSettings: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

/// Settings of the targets whose sources depend on which engine PureLayoutSwift is built on.
///
/// `PURELAYOUT_HEADLESS` is the one compilation condition the sources test: it is set on the headless platforms
/// and, on any platform, when the `Headless` trait is enabled (the two defines are OR-ed: either sets it).
let engineSettings: [SwiftSetting] = commonSettings + [
    .define("PURELAYOUT_HEADLESS", .when(platforms: headlessPlatforms)),
    .define("PURELAYOUT_HEADLESS", .when(traits: [headlessTrait])),
]

let package = Package(
    name: "PureLayoutSwift",
    platforms: [.iOS(.v12), .tvOS(.v12), .macOS(.v10_13), .visionOS(.v1)],
    products: [
        .library(name: "PureLayoutSwift", targets: ["PureLayoutSwift"]),
        .library(name: "HeadlessLayout", targets: ["HeadlessLayout"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "LayoutTesting", targets: ["LayoutTesting"]),
        .executable(name: "DemoApp", targets: ["DemoApp"]),
        .executable(name: "Benchmarks", targets: ["Benchmarks"]),
    ],
    traits: [
        .trait(
            name: headlessTrait,
            description: "Build PureLayoutSwift on HeadlessLayout (the package's own Auto Layout engine) instead of "
                + "UIKit or AppKit on Apple platforms, so layouts can be solved and tested headlessly on a Mac. "
                + "Platforms without UIKit and AppKit always use HeadlessLayout."),
        .default(enabledTraits: []),
    ],
    targets: [
        .target(name: "Cassowary", swiftSettings: commonSettings),
        .target(name: "HeadlessLayout", dependencies: ["Cassowary"], swiftSettings: commonSettings),
        .target(
            name: "PureLayoutSwift",
            dependencies: [
                // Either condition adds the dependency: a headless platform, or the trait on any platform.
                .target(name: "HeadlessLayout", condition: .when(platforms: headlessPlatforms)),
                .target(name: "HeadlessLayout", condition: .when(traits: [headlessTrait])),
            ],
            swiftSettings: engineSettings + [
                // UIView, NSView and NSLayoutConstraint are main-actor isolated on Apple platforms, so the API is too;
                // HeadlessLayout's types are not, and there the API may be used from any one thread at a time.
                // With the trait the second setting wins: SwiftPM passes settings in this order and swiftc takes
                // the last `-default-isolation`.
                .defaultIsolation(MainActor.self, .when(platforms: applePlatforms)),
                .defaultIsolation(nil, .when(traits: [headlessTrait])),
            ]
        ),
        .target(name: "LayoutTesting", dependencies: ["PureLayoutSwift", "HeadlessLayout"], swiftSettings: engineSettings),
        .executableTarget(name: "DemoApp", dependencies: ["PureLayoutSwift"], path: "DemoApp", swiftSettings: engineSettings),
        .executableTarget(
            name: "Benchmarks", dependencies: ["PureLayoutSwift", "HeadlessLayout", "Cassowary"],
            swiftSettings: engineSettings),
        // What the test targets share (the reference LP, the seeded generator, a lock-protected list): a target of no
        // product.
        .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: commonSettings),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "TestSupport"], swiftSettings: commonSettings),
        .testTarget(
            name: "HeadlessLayoutTests", dependencies: ["HeadlessLayout", "Cassowary", "TestSupport"],
            swiftSettings: commonSettings),
        .testTarget(
            name: "PureLayoutSwiftTests", dependencies: ["PureLayoutSwift", "HeadlessLayout", "TestSupport"],
            swiftSettings: engineSettings),
        .testTarget(
            name: "LayoutTestingTests", dependencies: ["LayoutTesting", "PureLayoutSwift", "HeadlessLayout"],
            swiftSettings: engineSettings),
        .testTarget(name: "DemoAppTests", dependencies: ["DemoApp", "PureLayoutSwift"], swiftSettings: engineSettings),
        .testTarget(
            name: "BenchmarkWorkloadTests", dependencies: ["Benchmarks", "HeadlessLayout", "Cassowary"],
            swiftSettings: engineSettings),
    ],
    swiftLanguageModes: [.v6]
)
