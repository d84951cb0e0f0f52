#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// The screen the tests and README use: a header with an avatar, a name and a follow button, above a list.
enum ProfileHeader {
    /// A view named by its accessibility identifier.
    static func view(_ identifier: String) -> ALView {
        let view = ALView()
        view.accessibilityIdentifier = identifier
        return view
    }

    /// Builds the header on `root`; with `rows`, adds that many list rows below it.
    static func build(on root: ALView, rows: Int = 0) {
        let header = view("header")
        let avatar = view("avatar")
        let name = view("name")
        let follow = view("follow")
        root.addSubview(header)
        [avatar, name, follow].forEach(header.addSubview)
        header.autoPinEdge(toSuperviewSafeArea: .top)
        header.autoPinEdge(toSuperviewEdge: .leading)
        header.autoPinEdge(toSuperviewEdge: .trailing)
        header.autoSetDimension(.height, toSize: 96)
        avatar.autoSetDimensions(to: CGSize(width: 64, height: 64))
        avatar.autoPinEdge(toSuperviewEdge: .leading, withInset: 16)
        avatar.autoAlignAxis(toSuperviewAxis: .horizontal)
        follow.autoSetDimensions(to: CGSize(width: 80, height: 32))
        follow.autoPinEdge(toSuperviewEdge: .trailing, withInset: 16)
        follow.autoAlignAxis(toSuperviewAxis: .horizontal)
        name.autoPinEdge(.leading, to: .trailing, of: avatar, withOffset: 12)
        name.autoPinEdge(.trailing, to: .leading, of: follow, withOffset: -12)
        name.autoSetDimension(.height, toSize: 20)
        name.autoAlignAxis(.horizontal, toSameAxisOf: avatar)
        var previous = header
        for index in 0..<rows {
            let row = view("row\(index)")
            root.addSubview(row)
            row.autoPinEdge(.top, to: .bottom, of: previous)
            row.autoPinEdge(toSuperviewEdge: .leading)
            row.autoPinEdge(toSuperviewEdge: .trailing)
            row.autoSetDimension(.height, toSize: 24)
            previous = row
        }
    }
}
#endif
