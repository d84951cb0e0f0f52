#!/usr/bin/env python3
"""The PureLayoutSwift benchmark workloads, run on kiwisolver (the reference Cassowary solver).

Every workload makes exactly the constraints of its Swift twin in Sources/Benchmarks/Workloads/ (same count,
same order, same constants), on four absolute variables per view (minX, minY, width, height). Required
constraints are required; a UIKit priority p < 1000 becomes kiwisolver.strength.create(0, p, 0). The root's
minX/minY are required to be 0 and its width/height are edit variables one level below required (a resize is
suggestValue). kiwisolver cannot change a constant in place, so the constant change removes the constraint and
adds it again with the new constant, as a kiwi user must.

Times cover the solver calls (building the variables and constraints and adding them; removeConstraint,
addConstraint, suggestValue, updateVariables), not reading the values back into Python. Every answer is
checked against the same closed-form frames as the Swift benchmark, untimed.

    python3 scripts/kiwi_workloads.py --help

Each (workload, N) runs in a child process with a time limit (default 300 s); a child writes its result after
every phase, so a phase that did not finish in time is reported as "> 300 s" and the finished ones are kept.
"""

import argparse
import json
import os
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import time

WORKLOADS = ["siblings", "stack", "grid", "nesting", "chain"]
TINY = "tiny"
DEFAULT_SIZES = [100, 1000, 10000]
QUICK_SIZES = [100, 1000]
TINY_LAYOUTS_PER_BATCH = 2000
TINY_VIEWS = 10
INTRINSIC_HEIGHT = 44.0

# The Swift runner's repetition policy (Sources/Benchmarks/Measurement/Stopwatch.swift, RepetitionPolicy).
MAXIMUM_TRIALS = 5
MINIMUM_TRIALS = 3
SLOW_TRIAL_MS = 5000.0
TRIAL_BUDGET_MS = 3000.0
MAXIMUM_REPETITIONS = 20
REPETITION_BUDGET_MS = 300.0

kiwi = None  # imported in the child, so that --help works without kiwisolver


def now_ms():
    """A monotonic clock in milliseconds."""
    return time.perf_counter() * 1000.0


def strength(priority):
    """The kiwisolver strength for a UIKit priority."""
    if priority >= 1000:
        return kiwi.strength.required
    return kiwi.strength.create(0, priority, 0)


class Item:
    """A view: four absolute variables."""

    __slots__ = ("x", "y", "w", "h", "parent")

    def __init__(self, parent=None):
        self.x = kiwi.Variable()
        self.y = kiwi.Variable()
        self.w = kiwi.Variable()
        self.h = kiwi.Variable()
        self.parent = parent

    def attribute(self, name):
        """The expression of a layout attribute (left-to-right)."""
        if name == "leading":
            return self.x
        if name == "trailing":
            return self.x + self.w
        if name == "top":
            return self.y
        if name == "bottom":
            return self.y + self.h
        if name == "width":
            return self.w
        if name == "height":
            return self.h
        raise ValueError(name)

    def frame(self):
        """The frame relative to the parent, like UIKit's `frame`."""
        parent_x = self.parent.x.value() if self.parent is not None else 0.0
        parent_y = self.parent.y.value() if self.parent is not None else 0.0
        return (self.x.value() - parent_x, self.y.value() - parent_y, self.w.value(), self.h.value())


def make(first, first_attribute, relation, second=None, second_attribute=None, constant=0.0, priority=1000):
    """`first.attribute (relation) second.attribute × 1 + constant`, or `first.attribute (relation) constant`."""
    lhs = first.attribute(first_attribute)
    rhs = second.attribute(second_attribute) + constant if second is not None else constant
    if relation == "==":
        constraint = lhs == rhs
    elif relation == "<=":
        constraint = lhs <= rhs
    else:
        constraint = lhs >= rhs
    return constraint | strength(priority)


class Scene:
    """A root (fixed origin, width and height as edit variables), the views and the workload's constraints."""

    def __init__(self, root_width, root_height):
        self.solver = kiwi.Solver()
        self.root = Item()
        self.views = []
        self.explicit = []
        self.implicit = []
        self.middle_position = 0
        self.middle_spec = None
        edit = kiwi.strength.create(1000, 0, 0)
        self.solver.addConstraint(self.root.x == 0)
        self.solver.addConstraint(self.root.y == 0)
        self.solver.addEditVariable(self.root.w, edit)
        self.solver.addEditVariable(self.root.h, edit)
        self.solver.suggestValue(self.root.w, root_width)
        self.solver.suggestValue(self.root.h, root_height)

    def view(self, parent=None, intrinsic_height=None):
        """Adds a view; an intrinsic height adds hugging (250) and compression resistance (750)."""
        item = Item(parent if parent is not None else self.root)
        self.views.append(item)
        if intrinsic_height is not None:
            self.implicit.append(make(item, "height", "<=", constant=intrinsic_height, priority=250))
            self.implicit.append(make(item, "height", ">=", constant=intrinsic_height, priority=750))
        return item

    def add(self, *args, middle=False, **kwargs):
        """Adds one explicit constraint; `middle` marks the one the benchmark edits."""
        if middle:
            self.middle_position = len(self.explicit)
            self.middle_spec = (args, dict(kwargs))
        self.explicit.append(make(*args, **kwargs))

    def install(self):
        """Adds every constraint to the solver (kiwisolver solves as it adds)."""
        add = self.solver.addConstraint
        for constraint in self.implicit:
            add(constraint)
        for constraint in self.explicit:
            add(constraint)

    def remake_middle(self, delta):
        """A new middle constraint whose constant is the original one plus `delta`."""
        args, kwargs = self.middle_spec
        kwargs = dict(kwargs)
        kwargs["constant"] = kwargs.get("constant", 0.0) + delta
        return make(*args, **kwargs)


# ---------------------------------------------------------------------------------------------------------------
# Workloads: the same definitions as Sources/Benchmarks/Workloads/*.swift.


def view_count(workload, n):
    if workload == "grid":
        side = grid_side(n)
        return side * side
    return max(n, 2)


def grid_side(n):
    return max(2, int(round(n ** 0.5)))


def explicit_count(workload, n):
    count = view_count(workload, n)
    return 3 * count + 1 if workload == "stack" else 4 * count


def implicit_count(workload, n):
    return 2 * view_count(workload, n) if workload == "stack" else 0


def root_size(workload, n):
    count = view_count(workload, n)
    if workload == "stack":
        return 1000.0, 2 * 20.0 + count * INTRINSIC_HEIGHT + (count - 1) * 8.0 + 100.0
    if workload == "nesting":
        side = float(2 * count + 200)
        return side, side
    if workload == "chain":
        return float(10 * count - 2), 100.0
    return 1000.0, 1000.0


def resized_width(workload, n):
    width = root_size(workload, n)[0]
    if workload == "nesting":
        return width - 100.0
    if workload == "chain":
        return width - 2.0 * view_count(workload, n)
    return 800.0


MIDDLE_CHANGE = {"siblings": 5.0, "stack": 10.0, "grid": 10.0, "nesting": 10.0, "chain": 10.0}


def moved_count(workload, n):
    count = view_count(workload, n)
    return {"siblings": 1, "stack": count - count // 2, "grid": grid_side(n), "nesting": count - count // 2,
            "chain": count}[workload]


def build(workload, n):
    width, height = root_size(workload, n)
    scene = Scene(width, height)
    count = view_count(workload, n)
    root = scene.root
    if workload == "siblings":
        for index in range(count):
            view = scene.view()
            scene.add(view, "leading", "==", root, "leading", constant=10.0)
            scene.add(view, "trailing", "==", root, "trailing", constant=-10.0)
            scene.add(view, "top", "==", root, "top", constant=20.0 * (index % 48), middle=index == count // 2)
            scene.add(view, "height", "==", constant=20.0)
    elif workload == "stack":
        previous = None
        for index in range(count):
            view = scene.view(intrinsic_height=INTRINSIC_HEIGHT)
            scene.add(view, "leading", "==", root, "leading", constant=20.0)
            scene.add(view, "trailing", "==", root, "trailing", constant=-20.0)
            if previous is not None:
                scene.add(view, "top", "==", previous, "bottom", constant=8.0, middle=index == count // 2)
            else:
                scene.add(view, "top", "==", root, "top", constant=20.0)
            previous = view
        scene.add(previous, "bottom", "<=", root, "bottom", constant=-20.0)
    elif workload == "grid":
        side = grid_side(n)
        for row in range(side):
            for column in range(side):
                cell = scene.view()
                left = scene.views[-2] if column > 0 else None
                above = scene.views[-1 - side] if row > 0 else None
                middle = row == side // 2 and column == side // 2
                if left is not None:
                    scene.add(cell, "leading", "==", left, "trailing", middle=middle)
                    scene.add(cell, "width", "==", left, "width")
                else:
                    scene.add(cell, "leading", "==", root, "leading", middle=middle)
                if column == side - 1:
                    scene.add(cell, "trailing", "==", root, "trailing")
                if above is not None:
                    scene.add(cell, "top", "==", above, "bottom")
                    scene.add(cell, "height", "==", above, "height")
                else:
                    scene.add(cell, "top", "==", root, "top")
                if row == side - 1:
                    scene.add(cell, "bottom", "==", root, "bottom")
    elif workload == "nesting":
        parent = root
        for index in range(count):
            view = scene.view(parent=parent)
            scene.add(view, "top", "==", parent, "top", constant=1.0)
            scene.add(view, "leading", "==", parent, "leading", constant=1.0, middle=index == count // 2)
            scene.add(view, "bottom", "==", parent, "bottom", constant=-1.0)
            scene.add(view, "trailing", "==", parent, "trailing", constant=-1.0)
            parent = view
    elif workload == "chain":
        previous = None
        for index in range(count):
            view = scene.view()
            if previous is not None:
                scene.add(view, "leading", "==", previous, "trailing", constant=2.0, middle=index == count // 2)
                scene.add(view, "width", "==", previous, "width")
            else:
                scene.add(view, "leading", "==", root, "leading")
            scene.add(view, "top", "==", root, "top", constant=10.0)
            scene.add(view, "height", "==", constant=30.0)
            previous = view
        scene.add(previous, "trailing", "==", root, "trailing")
    else:
        raise ValueError(workload)
    scene.install()
    return scene


def expected_frames(workload, n, root_width, changed):
    count = view_count(workload, n)
    delta = MIDDLE_CHANGE[workload]
    frames = []
    if workload == "siblings":
        for index in range(count):
            top = 20.0 * (index % 48) + (delta if changed and index == count // 2 else 0.0)
            frames.append((10.0, top, root_width - 20.0, 20.0))
    elif workload == "stack":
        for index in range(count):
            top = 20.0 + index * (INTRINSIC_HEIGHT + 8.0) + (delta if changed and index >= count // 2 else 0.0)
            frames.append((20.0, top, root_width - 40.0, INTRINSIC_HEIGHT))
    elif workload == "grid":
        side = grid_side(n)
        height = root_size(workload, n)[1] / side
        for row in range(side):
            gapped = changed and row == side // 2
            gap = delta if gapped else 0.0
            width = (root_width - gap) / side
            for column in range(side):
                x = column * width + (gap if gapped and column >= side // 2 else 0.0)
                frames.append((x, row * height, width, height))
    elif workload == "nesting":
        root_height = root_size(workload, n)[1]
        for index in range(count):
            depth = index + 1
            x = 1.0 + delta if changed and index == count // 2 else 1.0
            width = root_width - 2.0 * depth - (delta if changed and index >= count // 2 else 0.0)
            frames.append((x, 1.0, width, root_height - 2.0 * depth))
    elif workload == "chain":
        gap = delta if changed else 0.0
        width = (root_width - (count - 1) * 2.0 - gap) / count
        for index in range(count):
            frames.append((index * (width + 2.0) + (gap if index >= count // 2 else 0.0), 10.0, width, 30.0))
    return frames


def first_mismatch(scene, expected, phase):
    """Describes the first wrong frame after `phase`, or None."""
    if len(scene.views) != len(expected):
        return "after %s: %d views, the closed form has %d" % (phase, len(scene.views), len(expected))
    wrong = 0
    first = None
    for index, (view, frame) in enumerate(zip(scene.views, expected)):
        actual = view.frame()
        if any(abs(a - e) > 1e-6 + 1e-9 * abs(e) for a, e in zip(actual, frame)):
            wrong += 1
            if first is None:
                first = "view %d is %s, expected %s" % (index, actual, frame)
    if first is None:
        return None
    return "after %s: %d of %d frames wrong; %s" % (phase, wrong, len(expected), first)


# ---------------------------------------------------------------------------------------------------------------
# Measurement (child process).


def peak_memory_mb():
    """Peak resident memory (ru_maxrss is in KiB on Linux, bytes on macOS)."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024.0 * 1024.0) if sys.platform == "darwin" else peak / 1024.0


def median(values):
    return statistics.median(values) if values else None


class ResultWriter:
    """Writes the result file after every phase, so a timeout keeps the phases that finished."""

    def __init__(self, path, result):
        self.path = path
        self.result = result

    def write(self):
        self.result["peakMemoryMB"] = peak_memory_mb()
        temporary = self.path + ".partial"
        with open(temporary, "w") as handle:
            json.dump(self.result, handle)
        os.replace(temporary, self.path)


def empty_result(workload, n):
    explicit = explicit_count(workload, n)
    implicit = implicit_count(workload, n)
    return {
        "workload": workload, "n": n, "views": view_count(workload, n), "explicitConstraints": explicit,
        "implicitConstraints": implicit, "constraints": explicit + implicit,
        "viewsMovedByConstantChange": moved_count(workload, n), "buildMs": None, "firstLayoutMs": None,
        "buildAndFirstLayoutMs": None, "resizeMs": None, "constantChangeMs": None, "churnMs": None,
        "pureLayoutBuildMs": None, "apiOverheadPercent": None, "microsecondsPerConstraint": None,
        "peakMemoryMB": None, "trials": 0, "correct": True, "failure": None, "diagnostics": 0, "timedOut": False,
    }


def repeat_pairs(samples, forward, back):
    """Times forward/back in turns; returns after the repetition budget, like the Swift runner."""
    repetitions = 0
    elapsed = 0.0
    while repetitions < 2 or (repetitions < MAXIMUM_REPETITIONS and elapsed < REPETITION_BUDGET_MS):
        start = now_ms()
        forward()
        forward_ms = now_ms() - start
        if repetitions == 0:
            yield "forward"
        start = now_ms()
        back()
        back_ms = now_ms() - start
        samples.append(forward_ms)
        samples.append(back_ms)
        elapsed += forward_ms + back_ms
        repetitions += 2


def measure_workload(workload, n, writer):
    result = writer.result
    samples = {key: [] for key in ("build", "layout", "sum", "resize", "constant", "churn")}
    failures = []
    width, height = root_size(workload, n)
    trials = 0
    elapsed = 0.0
    first_trial = 0.0

    def publish():
        result["buildMs"] = median(samples["build"])
        result["firstLayoutMs"] = median(samples["layout"])
        result["buildAndFirstLayoutMs"] = median(samples["sum"])
        result["resizeMs"] = median(samples["resize"])
        result["constantChangeMs"] = median(samples["constant"])
        result["churnMs"] = median(samples["churn"])
        if result["buildAndFirstLayoutMs"] is not None:
            result["microsecondsPerConstraint"] = result["buildAndFirstLayoutMs"] * 1000.0 / result["constraints"]
        result["trials"] = trials
        result["failure"] = failures[0] if failures else None
        result["correct"] = not failures
        writer.write()

    def check(scene, root_width, changed, phase):
        mismatch = first_mismatch(scene, expected_frames(workload, n, root_width, changed), phase)
        if mismatch is not None:
            failures.append(mismatch)

    while True:
        trial_start = now_ms()
        start = now_ms()
        scene = build(workload, n)
        build_ms = now_ms() - start
        start = now_ms()
        scene.solver.updateVariables()
        layout_ms = now_ms() - start
        samples["build"].append(build_ms)
        samples["layout"].append(layout_ms)
        samples["sum"].append(build_ms + layout_ms)
        if len(scene.explicit) != explicit_count(workload, n):
            failures.append("the build made %d constraints, expected %d" % (len(scene.explicit),
                                                                           explicit_count(workload, n)))
        check(scene, width, False, "first layout")
        publish()

        solver = scene.solver
        resized = resized_width(workload, n)

        def resize_to(value):
            solver.suggestValue(scene.root.w, value)
            solver.updateVariables()

        for _ in repeat_pairs(samples["resize"], lambda: resize_to(resized), lambda: resize_to(width)):
            check(scene, resized, False, "resize")
        check(scene, width, False, "resize back")
        publish()

        current = [scene.explicit[scene.middle_position]]
        base_constraint = current[0]
        changed_constraint = scene.remake_middle(MIDDLE_CHANGE[workload])

        def swap_to(constraint):
            solver.removeConstraint(current[0])
            solver.addConstraint(constraint)
            current[0] = constraint
            solver.updateVariables()

        for _ in repeat_pairs(samples["constant"], lambda: swap_to(changed_constraint),
                              lambda: swap_to(base_constraint)):
            check(scene, width, True, "constant change")
        check(scene, width, False, "constant change back")
        publish()

        repetitions = 0
        churn_elapsed = 0.0
        while repetitions < 2 or (repetitions < MAXIMUM_REPETITIONS and churn_elapsed < REPETITION_BUDGET_MS):
            start = now_ms()
            solver.removeConstraint(base_constraint)
            solver.updateVariables()
            solver.addConstraint(base_constraint)
            solver.updateVariables()
            churn_ms = now_ms() - start
            samples["churn"].append(churn_ms)
            churn_elapsed += churn_ms
            repetitions += 1
        check(scene, width, False, "churn")
        trials += 1
        publish()

        trial_ms = now_ms() - trial_start
        if trials == 1:
            first_trial = trial_ms
        elapsed += trial_ms
        if trials >= MAXIMUM_TRIALS or first_trial > SLOW_TRIAL_MS:
            break
        if trials >= MINIMUM_TRIALS and elapsed >= TRIAL_BUDGET_MS:
            break
        del scene


def measure_tiny(writer):
    result = writer.result
    width, height = root_size("stack", TINY_VIEWS)
    expected_last = expected_frames("stack", TINY_VIEWS, width, False)[-1]
    scene = build("stack", TINY_VIEWS)
    scene.solver.updateVariables()
    mismatch = first_mismatch(scene, expected_frames("stack", TINY_VIEWS, width, False), "layout")
    batches = []
    wrong = 0
    for _ in range(3):
        start = now_ms()
        for _ in range(TINY_LAYOUTS_PER_BATCH):
            scene = build("stack", TINY_VIEWS)
            scene.solver.updateVariables()
            last = scene.views[-1].frame()
            if any(abs(a - e) > 1e-6 for a, e in zip(last, expected_last)):
                wrong += 1
        batches.append(now_ms() - start)
        result["batches"] = len(batches)
        result["batchMs"] = median(batches)
        result["microsecondsPerLayout"] = median(batches) * 1000.0 / TINY_LAYOUTS_PER_BATCH
        writer.write()
    failure = mismatch or ("%d containers had a wrong last frame" % wrong if wrong else None)
    result["failure"] = failure
    result["correct"] = failure is None
    writer.write()


def empty_tiny_result():
    return {
        "layouts": TINY_LAYOUTS_PER_BATCH, "viewsPerContainer": TINY_VIEWS,
        "constraintsPerContainer": explicit_count("stack", TINY_VIEWS) + implicit_count("stack", TINY_VIEWS),
        "microsecondsPerLayout": None, "batchMs": None, "batches": 0, "peakMemoryMB": None, "correct": False,
        "failure": None, "timedOut": False,
    }


def run_child(workload, n, path):
    global kiwi
    import kiwisolver

    kiwi = kiwisolver
    if workload == TINY:
        writer = ResultWriter(path, empty_tiny_result())
        writer.write()
        measure_tiny(writer)
    else:
        writer = ResultWriter(path, empty_result(workload, n))
        writer.write()
        measure_workload(workload, n, writer)


# ---------------------------------------------------------------------------------------------------------------
# Driver (parent process).


def run_in_child(workload, n, timeout):
    """Runs one measurement in a child process; on a timeout keeps the phases it finished."""
    handle, path = tempfile.mkstemp(prefix="kiwi-%s-%d-" % (workload, n), suffix=".json")
    os.close(handle)
    command = [sys.executable, os.path.abspath(__file__), "--child", "--workload", workload, "--n", str(n),
               "--result-file", path]
    timed_out = False
    failure = None
    try:
        completed = subprocess.run(command, timeout=timeout)
        if completed.returncode != 0:
            failure = "the child process exited with status %d" % completed.returncode
    except subprocess.TimeoutExpired:
        timed_out = True
        failure = "stopped after %d s" % timeout
    try:
        with open(path) as handle:
            result = json.load(handle)
    except (OSError, ValueError):
        result = empty_tiny_result() if workload == TINY else empty_result(workload, n)
        failure = failure or "the child process wrote no result"
    finally:
        for leftover in (path, path + ".partial"):
            if os.path.exists(leftover):
                os.remove(leftover)
    if timed_out:
        result["timedOut"] = True
        result["peakMemoryMB"] = None  # the last value the child wrote is not its peak
    if failure is not None:
        result["failure"] = failure if result.get("failure") is None else result["failure"] + "; " + failure
        result["correct"] = False if not timed_out else result.get("correct", False)
    return result


def format_ms(value, timed_out, timeout):
    if value is None:
        return "> %d s" % timeout if timed_out else "-"
    if value < 1:
        return "%.3f" % value
    if value < 10:
        return "%.2f" % value
    if value < 1000:
        return "%.1f" % value
    return "%.0f" % value


def parse_list(text, convert):
    return [convert(part.replace("_", "")) for part in text.split(",") if part]


def main():
    parser = argparse.ArgumentParser(
        description="Run the PureLayoutSwift benchmark workloads on kiwisolver (same flags as the Swift "
                    "Benchmarks executable).")
    parser.add_argument("--workload", default="all",
                        help="comma-separated: %s, %s, all (default: all)" % (", ".join(WORKLOADS), TINY))
    parser.add_argument("--n", help="comma-separated values of N (default: 100,1000,10000)")
    parser.add_argument("--quick", action="store_true", help="N = 100 and 1000 only")
    parser.add_argument("--json", help="write the results as JSON to this path")
    parser.add_argument("--timeout", type=float, default=300.0, help="time limit per workload and N (default 300 s)")
    parser.add_argument("--in-process", action="store_true", help="accepted for symmetry with the Swift flags; "
                        "kiwi measurements always run in child processes")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--result-file", help=argparse.SUPPRESS)
    options = parser.parse_args()

    names = parse_list(options.workload, str)
    if "all" in names:
        workloads, tiny = list(WORKLOADS), True
    else:
        unknown = [name for name in names if name not in WORKLOADS + [TINY]]
        if unknown:
            parser.error("unknown workload %s" % ", ".join(unknown))
        workloads, tiny = [name for name in WORKLOADS if name in names], TINY in names
    sizes = parse_list(options.n, int) if options.n else (QUICK_SIZES if options.quick else DEFAULT_SIZES)

    if options.child:
        run_child(names[0], sizes[0], options.result_file)
        return 0

    import kiwisolver

    timeout = int(options.timeout)
    report = {
        "engine": "kiwisolver %s (Python %s)" % (kiwisolver.__version__, platform.python_version()),
        "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "host": "%d cores, %s" % (os.cpu_count() or 0, platform.platform()),
        "childProcesses": True, "results": [], "tinyLayouts": None, "targets": [],
    }
    cells = [(workload, n) for workload in workloads for n in sizes]
    total = len(cells) + (1 if tiny else 0)
    print("%-9s %6s %6s %11s %12s %10s %10s %10s %8s  %s" % (
        "workload", "N", "views", "constraints", "build+layout", "resize", "constant", "churn", "peak MB", "check"),
        flush=True)
    for step, (workload, n) in enumerate(cells, 1):
        sys.stderr.write("[%d/%d] kiwi %s n=%d ...\n" % (step, total, workload, n))
        result = run_in_child(workload, n, options.timeout)
        report["results"].append(result)
        timed_out = result["timedOut"]
        print("%-9s %6d %6d %11d %12s %10s %10s %10s %8.1f  %s" % (
            workload, n, result["views"], result["constraints"],
            format_ms(result["buildAndFirstLayoutMs"], timed_out, timeout),
            format_ms(result["resizeMs"], timed_out, timeout),
            format_ms(result["constantChangeMs"], timed_out, timeout),
            format_ms(result["churnMs"], timed_out, timeout), result["peakMemoryMB"] or float("nan"),
            "ok" if result["correct"] else "WRONG: %s" % result["failure"]), flush=True)
    if tiny:
        sys.stderr.write("[%d/%d] kiwi tiny layouts ...\n" % (total, total))
        result = run_in_child(TINY, TINY_VIEWS, options.timeout)
        report["tinyLayouts"] = result
        per_layout = result["microsecondsPerLayout"]
        print("tiny layouts: %s µs per build + layout (%d constraints each), %s" % (
            "%.1f" % per_layout if per_layout is not None else "> %d s" % timeout,
            result["constraintsPerContainer"], "ok" if result["correct"] else "WRONG: %s" % result["failure"]))
    if options.json:
        with open(options.json, "w") as handle:
            json.dump(report, handle, indent=2, sort_keys=True)
        sys.stderr.write("wrote %s\n" % options.json)
    return 0


if __name__ == "__main__":
    sys.exit(main())
