// swift-tools-version: 6.2
import PackageDescription

/// Platforms that have no UIKit or AppKit: there PureLayoutSwift is built on HeadlessLayout.
let headlessPlatforms: [Platform] = [.linux, .windows, .android, .wasi, .openbsd]
/// Platforms whose UIKit/AppKit types are main-actor isolated.
let applePlatforms: [Platform] = [.iOS, .tvOS, .macOS, .macCatalyst, .visionOS]

let package = Package(
    name: "PureLayoutSwift",
    platforms: [.iOS(.v12), .tvOS(.v12), .macOS(.v10_13)],
    products: [
        .library(name: "PureLayoutSwift", targets: ["PureLayoutSwift"]),
        .library(name: "HeadlessLayout", targets: ["HeadlessLayout"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "LayoutTesting", targets: ["LayoutTesting"]),
        .executable(name: "DemoApp", targets: ["DemoApp"]),
        .executable(name: "Benchmarks", targets: ["Benchmarks"]),
    ],
    targets: [
        .target(name: "Cassowary"),
        .target(name: "HeadlessLayout", dependencies: ["Cassowary"]),
        .target(
            name: "PureLayoutSwift",
            dependencies: [.target(name: "HeadlessLayout", condition: .when(platforms: headlessPlatforms))],
            swiftSettings: [
                // UIView, NSView and NSLayoutConstraint are main-actor isolated on Apple platforms, so the API is too;
                // HeadlessLayout's types are not, and there the API may be used from any one thread at a time.
                .defaultIsolation(MainActor.self, .when(platforms: applePlatforms)),
            ]
        ),
        .target(name: "LayoutTesting", dependencies: ["PureLayoutSwift", "HeadlessLayout"]),
        .executableTarget(name: "DemoApp", dependencies: ["PureLayoutSwift"], path: "DemoApp"),
        .executableTarget(name: "Benchmarks", dependencies: ["PureLayoutSwift", "HeadlessLayout", "Cassowary"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "HeadlessLayoutTests", dependencies: ["HeadlessLayout"]),
        .testTarget(name: "PureLayoutSwiftTests", dependencies: ["PureLayoutSwift", "HeadlessLayout"]),
        .testTarget(name: "LayoutTestingTests", dependencies: ["LayoutTesting", "PureLayoutSwift", "HeadlessLayout"]),
        .testTarget(name: "DemoAppTests", dependencies: ["DemoApp", "PureLayoutSwift"]),
        .testTarget(name: "BenchmarkWorkloadTests", dependencies: ["Benchmarks"]),
    ],
    swiftLanguageModes: [.v6]
)
