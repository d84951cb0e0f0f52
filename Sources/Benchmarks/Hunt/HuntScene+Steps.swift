#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

extension HuntScene {
    /// The timed steps after the build: the first layout, then each operation's steps (named as in
    /// ``HuntRecipe/stepNames``), each checked afterwards (untimed) against every required constraint.
    func steps() -> [AdversarialStep] {
        var steps = [AdversarialStep.layout("first layout", of: root, check: check)]
        for operation in recipe.operations {
            steps += self.steps(for: operation)
        }
        return steps
    }

    /// The steps of one operation.
    private func steps(for operation: HuntOperation) -> [AdversarialStep] {
        let names = operation.stepNames
        switch operation {
        case .changeOneConstant(let target):
            return [changing(names[0]) { self.changeConstants(target, everyItem: false) }]
        case .changeManyConstants(let target):
            return [changing(names[0]) { self.changeConstants(target, everyItem: true) }]
        case .resizeRoot:
            let original = rootLength
            return [
                changing(names[0]) { self.setRootLength(max(0.6 * original, self.shortestRootLength).rounded(.up)) },
                changing(names[1]) { self.setRootLength(original) },
            ]
        case .removeShare(let selection, let relink):
            return [changing(names[0]) { self.removeItems(selection, relinkingRest: relink) }]
        case .insertMany(let selection):
            return [changing(names[0]) { self.insertItems(selection) }]
        case .moveItems(let denominator):
            return [changing(names[0]) { self.moveItems(denominator: denominator) }]
        case .toggleShare(let denominator):
            var toggled: [NSLayoutConstraint] = []
            return [
                changing(names[0]) {
                    let active = self.maker.made.filter(\.isActive)
                    toggled = stride(from: 0, to: active.count, by: denominator).map { active[$0] }
                    self.maker.deactivate(toggled)
                },
                changing(names[1]) { self.maker.activate(toggled) },
            ]
        case .changePriorities:
            return [changing(names[0]) { self.mirrorPriorities() }]
        case .changeIntrinsicSizes:
            return [
                changing(names[0]) {
                    let axis = self.leafAxis
                    for leaf in self.intrinsicLeaves {
                        if axis == .horizontal {
                            leaf.intrinsicSize.width += HuntMetrics.step
                        } else {
                            leaf.intrinsicSize.height += HuntMetrics.step
                        }
                    }
                }
            ]
        case .fittingSize(let ofRoot):
            return [fittingStep(names[0], ofRoot: ofRoot)]
        }
    }

    /// A step whose timed work is `change`, the batch style's pending activation, and the layout pass.
    private func changing(_ name: String, _ change: @escaping () -> Void) -> AdversarialStep {
        AdversarialStep.changing(
            name, of: root,
            change: {
                change()
                self.maker.activatePending()
            }, check: check)
    }

    /// Grows by ``HuntMetrics/step`` the constant of `target` of the middle item of the middle line (the next
    /// one that has such a constant), or of every item of every line.
    func changeConstants(_ target: HuntConstantTarget, everyItem: Bool) {
        let constant = { (item: HuntItem) -> NSLayoutConstraint? in
            target == .links ? item.linkConstant : item.sizeConstant
        }
        if everyItem {
            for line in lines {
                for item in line.items { constant(item)?.constant += HuntMetrics.step }
            }
            return
        }
        let line = lines[lines.count / 2]
        let middle = line.items.count / 2
        let ordered = line.items[middle...] + line.items[..<middle]
        if let chosen = ordered.lazy.compactMap(constant).first {
            chosen.constant += HuntMetrics.step
        }
    }

    /// Sets the root's length along the lines of leaves, keeping its other length.
    func setRootLength(_ length: CGFloat) {
        rootLength = length
        let frame = root.frame
        if recipe.isGrid {
            root.frame = CGRect(x: 0, y: 0, width: length + 2 * recipe.metrics.inset, height: frame.size.height)
        } else {
            let across = leafAxis == .vertical ? frame.size.width : frame.size.height
            root.frame = rootFrame(along: length, across: across)
        }
    }

    /// Mirrors every active optional priority around 500 (`p` becomes `1000 − p`; 500 becomes 250), and every
    /// intrinsic leaf's hugging and compression resistance along the line likewise.
    func mirrorPriorities() {
        let mirrored = { (priority: UILayoutPriority) -> UILayoutPriority in
            priority.rawValue == 500 ? UILayoutPriority(250) : UILayoutPriority(1000 - priority.rawValue)
        }
        for constraint in maker.made where constraint.isActive && constraint.priority < .required {
            constraint.priority = mirrored(constraint.priority)
        }
        let axis = leafAxis.layoutAxis
        for leaf in intrinsicLeaves {
            leaf.setContentHuggingPriority(mirrored(leaf.contentHuggingPriority(for: axis)), for: axis)
            leaf.setContentCompressionResistancePriority(
                mirrored(leaf.contentCompressionResistancePriority(for: axis)), for: axis)
        }
    }

    /// A step that times `systemLayoutSizeFitting(layoutFittingCompressedSize)` of the root, or of the middle
    /// grid row or card when there is one and `ofRoot` is false, and checks that the size is finite and not
    /// negative.
    private func fittingStep(_ name: String, ofRoot: Bool) -> AdversarialStep {
        var fitted = CGSize.zero
        return AdversarialStep(
            name: name,
            perform: {
                var container = self.root
                if !ofRoot && self.recipe.hasSmallContainers, !self.outerLine.items.isEmpty {
                    container = self.outerLine.items[self.outerLine.items.count / 2].view
                }
                fitted = container.systemLayoutSizeFitting(HeadlessView.layoutFittingCompressedSize)
                self.root.layoutIfNeeded()
            },
            check: {
                let tolerance = FrameCheck.tolerance(for: 0)
                guard fitted.width.isFinite, fitted.height.isFinite, fitted.width >= -tolerance,
                    fitted.height >= -tolerance
                else { return "fitting size \(fitted)" }
                return self.check()
            })
    }
}
#endif
