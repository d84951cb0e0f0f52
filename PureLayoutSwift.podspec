# CocoaPods spec for PureLayoutSwift: the PureLayout API on UIKit (iOS, tvOS, visionOS) and AppKit (macOS).
# Only Sources/PureLayoutSwift ships here; HeadlessLayout and Cassowary are the engine for platforms without
# UIKit or AppKit and are never compiled on Apple platforms.
Pod::Spec.new do |s|
  s.name    = 'PureLayoutSwift'
  # The version lives in one place, the VERSION file at the repository root.
  s.version = File.read(File.join(__dir__, 'VERSION')).strip
  s.summary = "PureLayout's Auto Layout API, written in Swift."
  s.description = <<-DESC
    PureLayoutSwift offers every public method of PureLayout 3.1.9 under the name Swift gives it, with the
    same behaviour, written in Swift: pinning, aligning, matching and distributing views, priority and
    identifier scopes, and constraints made without installing them. On iOS, tvOS, visionOS and macOS it builds on
    UIKit and AppKit and is main-actor isolated, like the views it lays out.
  DESC
  s.homepage = 'https://github.com/PureLayoutSwift/PureLayoutSwift'
  s.license  = { :type => 'MIT', :file => 'LICENSE' }
  s.author   = 'PureLayoutSwift contributors'
  s.source   = { :git => 'https://github.com/PureLayoutSwift/PureLayoutSwift.git', :tag => s.version.to_s }

  s.swift_versions = ['6.0']
  s.ios.deployment_target  = '12.0'
  s.tvos.deployment_target = '12.0'
  s.osx.deployment_target  = '10.13'
  s.visionos.deployment_target = '1.0'

  s.source_files     = 'Sources/PureLayoutSwift/**/*.swift'
  s.ios.frameworks   = 'UIKit'
  s.tvos.frameworks  = 'UIKit'
  s.osx.frameworks   = 'AppKit'
  s.visionos.frameworks = 'UIKit'

  # Mirrors Package.swift's `.defaultIsolation(MainActor.self)` on Apple platforms (needs Xcode 26 / Swift 6.2).
  s.pod_target_xcconfig = { 'SWIFT_DEFAULT_ACTOR_ISOLATION' => 'MainActor' }
end
