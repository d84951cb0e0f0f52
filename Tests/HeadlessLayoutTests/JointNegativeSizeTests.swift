import Foundation
import HeadlessLayout
import TestSupport
import Testing

/// Sizes that required constraints force below zero only together: a list of padded cards whose root is too short
/// for the paddings and gaps. Without size floors the required constraints hold with the cards' content at a
/// negative height; any one content can be held at zero by passing the deficit to another, but not all of them.
/// The engine must find that conflict, break a constraint of it and report it, and leave frames that are the
/// solution it found (hunt seed 29 with its root at the shortest length: the engine asked each size alone, every
/// one held, nothing was broken or reported, and the frames were left from before the asking, with 20 required
/// constraints broken).
///
/// Generated: lists of 2 to 12 cards, one or two card levels, required gaps or spacer guides as tall as the first
/// (their least height required or not: hunt seed 120 with its root a fifth too short had guides' sizes go negative
/// while the views' were asked), a required or `<=`
/// closing, and steps
/// that resize the root (below, at and above what the required constraints need), change gaps and change content
/// sizes. After every step, checked against ``LiveLayoutProblem``: no size is negative; every required constraint
/// the frames break is one the engine reported breaking; when the required constraints and size floors can hold
/// together, every required constraint holds; and a step that makes them unable to hold reports it.
@Suite struct JointNegativeSizeTests {
    @Test(arguments: 0..<4)
    func overflowingPaddedListsBreakAndReportAConstraint(batch: Int) {
        let perBatch = Soak.perPart(default: 12, parts: 4)
        for seed in (batch * perBatch)..<((batch + 1) * perBatch) {
            PaddedCardList(seed: UInt64(seed)).run()
        }
    }

    /// The same lists with every content as tall as the first's: a conflict then names the matches too, and the
    /// constraint broken for it is found by trying one of each kind (a match, an inset or a spacing broken lets
    /// different sizes give way), checked against the reference LP after every step as above.
    @Test(arguments: 0..<2)
    func matchedContentsBreakAndReportAConstraint(batch: Int) {
        let perBatch = Soak.perPart(default: 12, parts: 2)
        for seed in (batch * perBatch)..<((batch + 1) * perBatch) {
            PaddedCardList(seed: UInt64(1_000 + seed), matchedContents: true).run()
        }
    }

    /// A list too long for its root is one conflict, however long the list: the engine breaks a constraint that
    /// absorbs the whole overflow (a gap, the closing), not one card's padding per report. Breaking a padding lets
    /// only that card shrink to zero, and the rest went to the next card, whose floor broke its padding in turn: 40
    /// cards made up to 40 reports, each naming every constraint of the list (hunt seed 44 at 200 items with the root
    /// a fifth too short: 290 reports, 2 s). Generated lists of 40 cards, their contents free or matched to the
    /// first's height, the root shrunk to four fifths of what the required constraints need.
    @Test(arguments: [false, true])
    func aListTooLongForItsRootIsReportedOnceNotOncePerCard(matchedContents: Bool) {
        for seed in Soak.seeds(0..<16) {
            let list = PaddedCardList(seed: UInt64(seed), count: 40, matchedContents: matchedContents)
            list.check("first layout", solvingReference: false) { list.root.frame.size.height = list.preferredHeight }
            let required = list.requiredHeight
            list.check("root four fifths of \(required)", solvingReference: false) {
                list.root.frame.size.height = required * 0.8
            }
            #expect(
                (1...2).contains(list.reportedThisStep),
                "seed \(seed): \(list.reportedThisStep) reports for one list too long for its root")
        }
    }
}

/// One generated list of padded cards under a root, and its steps.
final class PaddedCardList {
    let seed: UInt64
    var random: SplitMix64
    let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 120, height: 1000))
    /// The content of each card: the innermost view, with an intrinsic height.
    var contents: [IntrinsicSizeView] = []
    /// The required gaps before each card (the first from the root's top), or each spacer's least height.
    var gaps: [NSLayoutConstraint] = []
    /// Whether the cards are spaced by layout guides, all as tall as the first (each at least its gap), rather
    /// than by gaps.
    let usesGuides: Bool
    /// The spacer guides, in order.
    var spacers: [HeadlessLayoutGuide] = []
    /// The priority of each spacer's least height: when optional, the spacers can go below zero too.
    let spacerMinimumPriority: UILayoutPriority
    /// The card padding above and below the content, per level.
    let inset: CGFloat
    let levels: Int
    /// The constraints broken and reported so far.
    var reportedBroken: [NSLayoutConstraint] = []

    /// A list drawn from `seed`: `count` cards (else drawn), their contents held as tall as the first's when
    /// `matchedContents`.
    init(seed: UInt64, count fixedCount: Int? = nil, matchedContents: Bool = false) {
        self.seed = seed
        random = SplitMix64(seed: seed)
        inset = [2, 4, 6][Int(random.next() % 3)]
        levels = 1 + Int(random.next() % 2)
        usesGuides = random.next() % 3 == 0
        spacerMinimumPriority = random.next() % 2 == 0 ? .required : .defaultHigh
        let drawnCount = 2 + Int(random.next() % 11)
        let count = fixedCount ?? drawnCount
        var previous: HeadlessView?
        for _ in 0..<count {
            let card = HeadlessView()
            card.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(card)
            activateConstraint(card, .left, .equal, root, .left)
            activateConstraint(card, .width, constant: 100)
            let gap = CGFloat([0, 4, 8][Int(random.next() % 3)])
            if usesGuides, let previous {
                // A spacer guide at least `gap` tall, as tall as the first spacer.
                let guide = HeadlessLayoutGuide()
                root.addLayoutGuide(guide)
                activateConstraint(guide, .top, .equal, previous, .bottom)
                activateConstraint(card, .top, .equal, guide, .bottom)
                activateConstraint(guide, .left, .equal, root, .left)
                activateConstraint(guide, .width, constant: 1)
                gaps.append(
                    activateConstraint(guide, .height, .greaterThanOrEqual, constant: gap, priority: spacerMinimumPriority))
                if let first = spacers.first { activateConstraint(guide, .height, .equal, first, .height) }
                spacers.append(guide)
            } else {
                gaps.append(
                    activateConstraint(card, .top, .equal, previous ?? root, previous == nil ? .top : .bottom, constant: gap))
            }
            var parent = card
            for level in 1...levels {
                let child: HeadlessView =
                    level == levels
                    ? IntrinsicSizeView(contentSize: CGSize(width: 10, height: CGFloat(10 + random.next() % 30)))
                    : HeadlessView()
                child.translatesAutoresizingMaskIntoConstraints = false
                parent.addSubview(child)
                activateConstraint(child, .left, .equal, parent, .left, constant: inset)
                activateConstraint(child, .right, .equal, parent, .right, constant: -inset)
                activateConstraint(child, .top, .equal, parent, .top, constant: inset)
                activateConstraint(child, .bottom, .equal, parent, .bottom, constant: -inset)
                parent = child
            }
            if let content = parent as? IntrinsicSizeView {
                content.setContentCompressionResistancePriority(
                    UILayoutPriority([250, 750, 999][Int(random.next() % 3)]), for: .vertical)
                contents.append(content)
            }
            previous = card
        }
        if matchedContents, let first = contents.first {
            for content in contents.dropFirst() { activateConstraint(content, .height, .equal, first, .height) }
        }
        let closing: NSLayoutConstraint.Relation = random.next() % 2 == 0 ? .equal : .lessThanOrEqual
        activateConstraint(previous!, .bottom, closing, root, .bottom)
    }

    /// What the required constraints need: the gaps (every spacer as tall as the tallest least height) and the
    /// paddings.
    var requiredHeight: CGFloat {
        let gapTotal =
            usesGuides
            ? CGFloat(gaps.count) * (spacerMinimumPriority == .required ? gaps.map(\.constant).max() ?? 0 : 0)
            : gaps.reduce(0) { $0 + $1.constant }
        return gapTotal + CGFloat(contents.count) * 2 * inset * CGFloat(levels)
    }

    /// What the list prefers: that and the contents' heights.
    var preferredHeight: CGFloat {
        requiredHeight + contents.reduce(0) { $0 + $1.contentSize.height }
    }

    func run() {
        var couldHold = check("first layout") { self.root.frame.size.height = self.preferredHeight }
        for step in 0..<8 {
            let change: () -> Void
            let name: String
            switch random.next() % 4 {
            case 0, 1:
                let target = [
                    requiredHeight - CGFloat(1 + random.next() % 30), requiredHeight,
                    requiredHeight + CGFloat(random.next() % 20), preferredHeight * 0.6, preferredHeight * 1.2,
                ][Int(random.next() % 5)]
                name = "root height \(target)"
                change = { self.root.frame.size.height = max(0, target) }
            case 2:
                let gap = gaps[Int(random.next() % UInt64(gaps.count))]
                let constant = CGFloat([0, 4, 8, 16][Int(random.next() % 4)])
                name = "a gap \(gap.constant) → \(constant)"
                change = { gap.constant = constant }
            default:
                let content = contents[Int(random.next() % UInt64(contents.count))]
                let height = CGFloat(random.next() % 40)
                name = "a content height → \(height)"
                change = {
                    content.contentSize.height = height
                    content.invalidateIntrinsicContentSize()
                }
            }
            let canHold = check("step \(step): \(name)", change)
            if !canHold && couldHold && reportedThisStep == 0 {
                Issue.record("seed \(seed) step \(step): \(name): the required constraints cannot hold, and nothing was reported")
            }
            couldHold = canHold
        }
    }

    /// How many conflicts the last step checked reported.
    private(set) var reportedThisStep = 0

    /// Applies `change`, lays out, checks the frames; returns whether the required constraints and the size floors
    /// can hold together now.
    /// With `solvingReference` false, the reference LP is not asked whether the required constraints can hold (they
    /// are taken not to: every required constraint the frames break must then have been reported).
    @discardableResult
    func check(_ name: String, solvingReference: Bool = true, _ change: @escaping () -> Void) -> Bool {
        let diagnostics = collectDiagnostics {
            change()
            root.layoutIfNeeded()
        }
        let reports = diagnostics.filter { $0.kind == .unsatisfiableConstraints }
        reportedThisStep = reports.count
        reportedBroken += reports.compactMap(\.constraints.last)
        let context = "seed \(seed), \(name) (root \(root.frame.size.height), required \(requiredHeight))"
        var views = root.subviews
        while let view = views.popLast() {
            views += view.subviews
            if view.frame.size.width < -1e-6 || view.frame.size.height < -1e-6 {
                Issue.record("\(context): a negative size \(view.frame.size)")
                return true
            }
        }
        let canHold = solvingReference && LiveLayoutProblem(root: root).requiredConstraintsCanHold
        var constraints = root.constraints
        views = root.subviews
        while let view = views.popLast() {
            views += view.subviews
            constraints += view.constraints
        }
        for constraint in constraints where constraint.priority == .required {
            guard let violation = violation(of: constraint), violation > 1e-6 else { continue }
            if canHold {
                Issue.record("\(context): the required constraints can hold, but \(constraint) is off by \(violation)")
                return canHold
            }
            if !containsIdentical(reportedBroken, constraint) {
                Issue.record("\(context): \(constraint) is off by \(violation), and was never reported broken")
                return canHold
            }
        }
        return canHold
    }
}
