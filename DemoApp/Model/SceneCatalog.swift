#if PURELAYOUT_HEADLESS

/// Every scene of the demo, in the gallery's order: PureLayout's eleven classic demos, then toolbars, a phone
/// screen's safe area, and hugging and compression resistance.
enum SceneCatalog {
    /// The scenes in order.
    static let all: [DemoScene] = [
        .basicLayout,
        .arraysOfViews,
        .distributingViews,
        .leadingAndTrailing,
        .crossAttribute,
        .priorities,
        .animatingConstraints,
        .constraintIdentifiers,
        .layoutMargins,
        .toggleConstraints,
        .scrollingStack,
        .toolbar,
        .safeArea,
        .huggingAndCompression,
    ]

    /// The scene called `name`, or the scene whose number (its position, from 1) is `name`.
    static func scene(named name: String) -> DemoScene? {
        if let scene = all.first(where: { $0.name == name.lowercased() }) {
            return scene
        }
        if let number = Int(name), all.indices.contains(number - 1) {
            return all[number - 1]
        }
        return nil
    }
}

#endif
