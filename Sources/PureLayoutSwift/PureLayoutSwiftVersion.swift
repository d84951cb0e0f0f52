/// The version of PureLayoutSwift this build is, as the `VERSION` file and the podspec state it.
public enum PureLayoutSwiftVersion {
    /// The semantic version of this release, e.g. `"1.0.0"`.
    public static let string = "1.0.0"
}
