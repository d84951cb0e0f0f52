import Foundation
import HeadlessLayout
import TestSupport

/// The generator of the hosted-cell tests of kept measuring engines: a cell measured while it lives in one of two
/// laid-out hosts, as a table's cells are. The cell holds a content view that translates its autoresizing mask
/// (a random mask and frame, as UIKit's `contentView`), which holds a vertical stack of labels pinned to its
/// edges or to its margins, a badge aligned on the first label's baseline and held between the content view's
/// left edge and its trailing edge (so its width counts in left-to-right layouts only), and a view placed by
/// its frame that stretches with the content view. So a measurement depends on what changes without telling the
/// cell's engine (the frames a host's layout pass gives the cell and its content view, the safe area of the
/// host, the margins) and on the reading direction.
///
/// Every fitting size here is unique (the target's priorities are none of the labels', and the cell's place in
/// its host is installed on the host), so a kept engine must measure exactly what a fresh engine measures.
final class HostedCellScene {
    /// The kinds of mutation, drawn with equal chance.
    enum Mutation: CaseIterable {
        case intrinsicSize, contentPriority, spacing, contentFrame, contentMask, contentTranslation, margins
        case marginsFromSafeArea, safeArea, direction, semanticContent, moveHost, hostResize, layout, newLabel
        case dropLabel, extraConstraint, loosenLabels, badgeContent, frameChild, frameChildNamed, nothing
    }

    static let labelPriorities: [Float] = [200, 250, 300, 700, 750, 800]
    /// The target's priorities: none is a label's or an extra constraint's (600), so no level holds a tie.
    static let targetPriorities: [Float] = [50, 100, 500, 900, 999, 1000]

    var random: SplitMix64
    /// The two roots the cell moves between; the second has a simulated safe area.
    let hosts: [HeadlessView]
    /// The measured cell, placed in its host by constraints installed on the host.
    let cell = HeadlessView()
    /// The cell's content view, placed by its frame and autoresizing mask.
    let content = HeadlessView()
    /// Whether the labels are pinned to the content view's margins rather than its edges.
    let pinsToMargins: Bool
    private(set) var labels: [MutableIntrinsicView] = []
    /// Aligned on the first label's baseline, between the content view's left and trailing edges.
    let badge = MutableIntrinsicView()
    /// Placed by its frame in the content view, stretching with its width; named by an optional constraint
    /// (``frameChildHeight``) or by none.
    let frameChild = MutableIntrinsicView()
    /// `frameChild.height >= 30 @600`.
    private var frameChildHeight: NSLayoutConstraint!
    /// The labels' vertical constraints: the first's top, the spacing above each next one, the last's bottom.
    private var spacings: [NSLayoutConstraint] = []
    /// Each label's leading and trailing constraints.
    private var pins: [[NSLayoutConstraint]] = []
    /// The cell's place in its host.
    private var placement: [NSLayoutConstraint] = []
    /// Optional constraints on the labels, made and dropped by `extraConstraint`.
    private var extras: [NSLayoutConstraint] = []
    /// What each step did, for the failure message.
    private(set) var log: [String] = []

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
        hosts = [
            HeadlessView(frame: CGRect(x: 0, y: 0, width: 400, height: 900)),
            HeadlessView(frame: CGRect(x: 0, y: 0, width: 360, height: 800)),
        ]
        hosts[1].simulatedSafeAreaInsets = UIEdgeInsets(top: 40, left: 12, bottom: 30, right: 12)
        pinsToMargins = random.chance(0.5)
        cell.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(content)
        content.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        for _ in 0..<random.int(in: 1...5) {
            appendLabel()
        }
        addBadge()
        frameChild.contentSize = CGSize(width: CGFloat(random.int(in: 20...200)), height: HeadlessView.noIntrinsicMetric)
        frameChild.frame = CGRect(x: 10, y: 10, width: random.int(in: 20...200), height: 20)
        frameChild.autoresizingMask = .flexibleWidth
        content.addSubview(frameChild)
        frameChildHeight = activateConstraint(
            frameChild, .height, .greaterThanOrEqual, constant: 30, priority: UILayoutPriority(600))
        place(in: hosts[random.int(in: 0...1)])
        hosts.forEach { $0.layoutIfNeeded() }
    }

    /// A random target and priorities: sometimes compressed or expanded, sometimes a known width.
    func randomTarget() -> LiveLayoutProblem.FittingTarget {
        let size: CGSize =
            switch random.int(in: 0...3) {
            case 0: HeadlessView.layoutFittingCompressedSize
            case 1: HeadlessView.layoutFittingExpandedSize
            default: CGSize(width: random.int(in: 0...500), height: random.int(in: 0...900))
            }
        return LiveLayoutProblem.FittingTarget(
            size: size, horizontalPriority: random.element(of: Self.targetPriorities),
            verticalPriority: random.element(of: Self.targetPriorities))
    }

    /// Applies one random mutation.
    func mutate() {
        let mutation = random.element(of: Mutation.allCases)
        switch mutation {
        case .intrinsicSize:
            let label = random.element(of: labels)
            randomizeContent(of: label)
            log.append("intrinsic \(name(label)) \(label.contentSize) \(label.baselines)")
        case .contentPriority:
            let label = random.element(of: labels)
            let axis = random.element(of: [NSLayoutConstraint.Axis.horizontal, .vertical])
            let priority = UILayoutPriority(random.element(of: Self.labelPriorities))
            if random.chance(0.5) {
                label.setContentHuggingPriority(priority, for: axis)
            } else {
                label.setContentCompressionResistancePriority(priority, for: axis)
            }
            log.append("content priority \(name(label)) \(axis) \(priority.rawValue)")
        case .spacing:
            let spacing = random.element(of: spacings)
            spacing.constant = CGFloat(random.int(in: 0...30)) * (spacing === spacings.last ? -1 : 1)
            log.append("spacing \(spacings.firstIndex { $0 === spacing } ?? -1) \(spacing.constant)")
        case .contentFrame:
            content.frame = CGRect(
                x: random.int(in: 0...40), y: random.int(in: 0...40), width: random.int(in: 50...400),
                height: random.int(in: 50...600))
            log.append("content frame \(content.frame)")
        case .contentMask:
            content.autoresizingMask = HeadlessView.AutoresizingMask(rawValue: UInt(random.int(in: 0...63)))
            log.append("content mask \(content.autoresizingMask.rawValue)")
        case .contentTranslation:
            content.translatesAutoresizingMaskIntoConstraints.toggle()
            log.append("content translates \(content.translatesAutoresizingMaskIntoConstraints)")
        case .margins:
            content.setRandomMargins(upTo: 20, using: &random)
            log.append("margins \(content.layoutMargins)")
        case .marginsFromSafeArea:
            content.insetsLayoutMarginsFromSafeArea.toggle()
            log.append("margins from safe area \(content.insetsLayoutMarginsFromSafeArea)")
        case .safeArea:
            hosts[1].simulatedSafeAreaInsets = UIEdgeInsets(
                top: CGFloat(random.int(in: 0...60)), left: CGFloat(random.int(in: 0...30)),
                bottom: CGFloat(random.int(in: 0...40)), right: CGFloat(random.int(in: 0...30)))
            log.append("safe area \(hosts[1].simulatedSafeAreaInsets)")
        case .direction:
            let host = random.element(of: hosts)
            host.layoutDirectionTrait = random.element(of: [.leftToRight, .rightToLeft, nil])
            log.append("direction \(String(describing: host.layoutDirectionTrait))")
        case .semanticContent:
            let view = random.element(of: [cell, content, badge] + labels)
            view.semanticContentAttribute = random.element(of: [.unspecified, .forceLeftToRight, .forceRightToLeft])
            log.append("semantic content \(name(view)) \(view.semanticContentAttribute)")
        case .moveHost:
            let host = hosts.first { $0 !== cell.superview } ?? hosts[0]
            place(in: host)
            log.append("moved to host \(hosts.firstIndex { $0 === host } ?? -1)")
        case .hostResize:
            let host = random.element(of: hosts)
            host.frame = CGRect(x: 0, y: 0, width: random.int(in: 200...500), height: random.int(in: 500...1000))
            host.layoutIfNeeded()
            log.append("host resized \(host.frame.size)")
        case .layout:
            hosts.forEach { $0.layoutIfNeeded() }
            log.append("layout")
        case .newLabel:
            guard labels.count < 8 else { return }
            spacings.removeLast().isActive = false
            appendLabel()
            log.append("new label \(labels.count - 1)")
        case .dropLabel:
            guard labels.count > 1 else { return }
            let label = labels.removeLast()
            pins.removeLast()
            label.removeFromSuperview()
            spacings.removeLast(2)
            spacings.append(bottom(of: labels[labels.count - 1]))
            extras.removeAll { $0.isActive == false }
            log.append("dropped label \(labels.count)")
        case .extraConstraint:
            if let extra = extras.popLast(), random.chance(0.5) {
                extra.isActive = false
                log.append("extra dropped")
            } else {
                let label = random.element(of: labels)
                let attribute = random.element(of: [NSLayoutConstraint.Attribute.width, .height])
                let extra = activateConstraint(
                    label, attribute, random.element(of: [.lessThanOrEqual, .equal, .greaterThanOrEqual]),
                    constant: CGFloat(random.int(in: 10...150)), priority: UILayoutPriority(600))
                extras.append(extra)
                log.append("extra \(name(label)).\(attribute) \(extra.relation) \(extra.constant) @600")
            }
        case .loosenLabels:
            // Every label constraint off (the content view is then named by none: a fresh engine leaves it out),
            // or all back on.
            let all = spacings + pins.flatMap { $0 }
            let active = !all.contains { $0.isActive }
            NSLayoutConstraint.deactivate(all)
            if active { NSLayoutConstraint.activate(all) }
            log.append("label constraints \(active ? "on" : "off")")
        case .badgeContent:
            randomizeContent(of: badge)
            log.append("badge \(badge.contentSize) \(badge.baselines)")
        case .frameChild:
            if frameChild.superview == nil {
                content.addSubview(frameChild)
            } else {
                frameChild.removeFromSuperview()
            }
            log.append("frame child \(frameChild.superview == nil ? "removed" : "added")")
        case .frameChildNamed:
            // Named, a measuring engine registers it (after being built, when it was not).
            frameChildHeight.isActive.toggle()
            log.append("frame child named \(frameChildHeight.isActive)")
        case .nothing:
            log.append("nothing")
        }
    }

    /// A short name of a view for the log.
    func name(_ view: HeadlessView) -> String {
        if view === cell { return "cell" }
        if view === content { return "content" }
        if view === badge { return "badge" }
        return "label \(labels.firstIndex { $0 === view } ?? -1)"
    }

    /// Moves the cell into `host` (out of the other), placed near its top-left corner with a width and a height
    /// installed on the host.
    private func place(in host: HeadlessView) {
        NSLayoutConstraint.deactivate(placement)
        host.addSubview(cell)
        placement = [
            makeConstraint(cell, .leading, .equal, host, .leading, constant: CGFloat(random.int(in: 0...20))),
            makeConstraint(cell, .top, .equal, host, .top, constant: CGFloat(random.int(in: 0...60))),
            makeConstraint(cell, .width, .equal, host, .width, constant: -CGFloat(random.int(in: 0...40))),
            makeConstraint(cell, .height, constant: CGFloat(random.int(in: 100...600)), priority: .defaultLow),
        ]
        // Installed on the host: none of them is part of the cell's fitting problem.
        host.addConstraints(placement)
    }

    /// Gives `view` a random intrinsic size and baselines.
    private func randomizeContent(of view: MutableIntrinsicView) {
        view.contentSize = CGSize(width: random.int(in: 20...200), height: random.int(in: 10...80))
        view.baselines = (CGFloat(random.int(in: 0...20)), CGFloat(random.int(in: 0...20)))
        view.invalidateIntrinsicContentSize()
    }

    /// Adds the badge: its left edge 5 right of the content view's, its trailing edge at least 5 inside, its
    /// first baseline on the first label's, its bottom at least 2 above the content view's.
    private func addBadge() {
        badge.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(badge)
        randomizeContent(of: badge)
        activateConstraint(badge, .left, .equal, content, .left, constant: 5)
        activateConstraint(badge, .trailing, .lessThanOrEqual, content, .trailing, constant: -5)
        activateConstraint(badge, .firstBaseline, .equal, labels[0], .firstBaseline)
        activateConstraint(badge, .bottom, .lessThanOrEqual, content, .bottom, constant: -2)
    }

    /// Adds a label below the last one (or at the top), pinned to the content view, the last above its bottom.
    private func appendLabel() {
        let label = MutableIntrinsicView()
        randomizeContent(of: label)
        label.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(label)
        let (leading, trailing, top): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            pinsToMargins ? (.leadingMargin, .trailingMargin, .topMargin) : (.leading, .trailing, .top)
        pins.append([
            activateConstraint(label, .leading, .equal, content, leading, constant: CGFloat(random.int(in: 0...16))),
            activateConstraint(label, .trailing, .equal, content, trailing, constant: -CGFloat(random.int(in: 0...16))),
        ])
        if let previous = labels.last {
            spacings.append(activateConstraint(label, .top, .equal, previous, .bottom, constant: 8))
        } else {
            spacings.append(activateConstraint(label, .top, .equal, content, top, constant: 8))
        }
        labels.append(label)
        spacings.append(bottom(of: label))
    }

    /// Pins `label`'s bottom 8 above the content view's bottom (or bottom margin).
    private func bottom(of label: HeadlessView) -> NSLayoutConstraint {
        activateConstraint(label, .bottom, .equal, content, pinsToMargins ? .bottomMargin : .bottom, constant: -8)
    }
}
