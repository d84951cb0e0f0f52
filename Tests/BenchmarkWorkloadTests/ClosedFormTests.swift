#if PURELAYOUT_HEADLESS
import Foundation
import Testing

@testable import Benchmarks

/// The closed forms themselves, checked against frames worked out by hand, so that a wrong formula cannot
/// agree with a wrong engine.
@Suite struct ClosedFormTests {
    @Test func siblingsRepeatEvery48RowsAndMoveOneView() {
        let workload = SiblingsWorkload()
        let frames = workload.expectedFrames(n: 50, state: SceneState(rootWidth: 1000, middleChanged: false))
        #expect(frames[0] == CGRect(x: 10, y: 0, width: 980, height: 20))
        #expect(frames[49] == CGRect(x: 10, y: 20, width: 980, height: 20))
        let moved = workload.expectedFrames(n: 50, state: SceneState(rootWidth: 800, middleChanged: true))
        #expect(moved[25] == CGRect(x: 10, y: 505, width: 780, height: 20))
        #expect(moved[24] == CGRect(x: 10, y: 480, width: 780, height: 20))
    }

    @Test func stackSpacesIntrinsicHeightsAndMovesTheLowerHalf() {
        let workload = StackWorkload()
        #expect(workload.rootSize(n: 10) == CGSize(width: 1000, height: 40 + 440 + 72 + 100))
        let frames = workload.expectedFrames(n: 10, state: SceneState(rootWidth: 1000, middleChanged: false))
        #expect(frames[3] == CGRect(x: 20, y: 176, width: 960, height: 44))
        let moved = workload.expectedFrames(n: 10, state: SceneState(rootWidth: 1000, middleChanged: true))
        #expect(moved[4] == frames[4])
        #expect(moved[5] == CGRect(x: 20, y: 290, width: 960, height: 44))
        #expect(workload.viewsMovedByConstantChange(n: 10) == 5)
        #expect(workload.totalConstraintCount(n: 10) == 31 + 20)
    }

    @Test func gridRoundsToASquareAndOpensAGapInTheMiddleRow() {
        let workload = GridWorkload()
        #expect(GridWorkload.side(n: 1_000) == 32)
        #expect(workload.viewCount(n: 10_000) == 10_000)
        let frames = workload.expectedFrames(n: 16, state: SceneState(rootWidth: 1000, middleChanged: false))
        #expect(frames[5] == CGRect(x: 250, y: 250, width: 250, height: 250))
        let moved = workload.expectedFrames(n: 16, state: SceneState(rootWidth: 1000, middleChanged: true))
        #expect(moved[9] == CGRect(x: 247.5, y: 500, width: 247.5, height: 250))
        #expect(moved[10] == CGRect(x: 505, y: 500, width: 247.5, height: 250))
        #expect(moved[5] == frames[5])
    }

    @Test func nestingShrinksTwoPointsPerLevel() {
        let workload = NestingWorkload()
        #expect(workload.rootSize(n: 10) == CGSize(width: 220, height: 220))
        let frames = workload.expectedFrames(n: 10, state: SceneState(rootWidth: 220, middleChanged: false))
        #expect(frames[0] == CGRect(x: 1, y: 1, width: 218, height: 218))
        #expect(frames[9] == CGRect(x: 1, y: 1, width: 200, height: 200))
        let moved = workload.expectedFrames(n: 10, state: SceneState(rootWidth: 220, middleChanged: true))
        #expect(moved[4] == frames[4])
        #expect(moved[5] == CGRect(x: 11, y: 1, width: 198, height: 208))
        #expect(moved[6] == CGRect(x: 1, y: 1, width: 196, height: 206))
    }

    @Test func chainGivesEveryViewEightPoints() {
        let workload = ChainWorkload()
        #expect(workload.rootSize(n: 10).width == 98)
        let frames = workload.expectedFrames(n: 10, state: SceneState(rootWidth: 98, middleChanged: false))
        #expect(frames[7] == CGRect(x: 70, y: 10, width: 8, height: 30))
        let resized = workload.expectedFrames(
            n: 10, state: SceneState(rootWidth: workload.resizedRootWidth(n: 10), middleChanged: false))
        #expect(resized[7] == CGRect(x: 56, y: 10, width: 6, height: 30))
        let moved = workload.expectedFrames(n: 10, state: SceneState(rootWidth: 98, middleChanged: true))
        #expect(moved[4] == CGRect(x: 36, y: 10, width: 7, height: 30))
        #expect(moved[5] == CGRect(x: 55, y: 10, width: 7, height: 30))
    }

    @Test(arguments: WorkloadKind.allCases)
    func constraintCountsAreFourPerViewOrTheStacksFive(kind: WorkloadKind) {
        let workload = kind.workload
        let views = workload.viewCount(n: 100)
        let expected = kind == .stack ? 5 * views + 1 : 4 * views
        #expect(workload.totalConstraintCount(n: 100) == expected)
    }
}
#endif
