import Cassowary

// A view's content hugging and compression resistance on one axis, lowered together.
//
// The two constraints are `size <= intrinsic` (hugging) and `size >= intrinsic` (compression resistance). As two
// solver constraints each has a slack, and at the intrinsic size both slacks are zero: every dual step through a
// stack of such views (an overflow, or a stack that fits again) passed each view's pair of zero-cost slacks before
// reaching its compression error, one exchange per view and direction. When both priorities are optional the pair
// is one equality `size - intrinsic == 0` whose positive error costs the hugging priority and whose negative error
// the compression priority (Cassowary's below strength): the same optimum, no slacks, one row instead of two.
//
// The hugging constraint holds the pair's solver form (its `LoweredConstraint` records the compression priority
// applied); the compression constraint holds none while it is paired. A required priority on either side unpairs
// them: each is lowered alone, as any constraint.
extension LayoutEngine {
    /// Brings the solver form of a content pair (both priorities optional) in line with the two constraints'
    /// stored constant and priorities: in place when it is current, lowered anew otherwise.
    func syncContentPair(hugging: NSLayoutConstraint, compression: NSLayoutConstraint) {
        if var current = lowered(of: hugging), let applied = current.pairedCompressionPriority,
           !current.isBroken, isDetached || isCurrent(current, of: hugging)
        {
            do {
                if current.appliedPriority != hugging.storedPriority {
                    try solver.setStrength(strength(of: hugging), of: current.solverID)
                    current.appliedPriority = hugging.storedPriority
                }
                if applied != compression.storedPriority {
                    try solver.setBelowStrength(strength(of: compression), of: current.solverID)
                    current.pairedCompressionPriority = compression.storedPriority
                }
                if current.appliedConstant != hugging.storedConstant {
                    try solver.setConstant(current.baseConstant - Double(hugging.storedConstant), of: current.solverID)
                    current.appliedConstant = hugging.storedConstant
                }
                setLowered(current, of: hugging)
                return
            } catch {
                // Optional changes cannot fail; if one did, lower the pair anew.
            }
        }
        retire(hugging)
        retire(compression)
        guard let lowering = lower(hugging) else { return }
        do {
            let id = try addLowered(
                lowering.builder, of: hugging, .equal, strength: strength(of: hugging),
                belowStrength: strength(of: compression))
            record(
                hugging, id, baseConstant: lowering.baseConstant, isBroken: false,
                pairedCompressionPriority: compression.storedPriority)
        } catch {
            // An optional constraint is always accepted.
        }
    }

    /// Retires the pair's shared solver form, if the hugging constraint holds one, so that each constraint can be
    /// lowered on its own.
    func unpairContent(hugging: NSLayoutConstraint) {
        guard lowered(of: hugging)?.pairedCompressionPriority != nil else { return }
        retire(hugging)
    }
}
