#!/usr/bin/env python3
"""Times the workloads of kiwi_workloads.py on kiwisolver; run it through scripts/kiwi_workloads.py."""

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

import kiwi_workloads as kw
from bench_format import format_ms
from kiwi_workloads import (MIDDLE_CHANGE, TINY, TINY_VIEWS, WORKLOADS, build, expected_frames, explicit_count,
                            first_mismatch, implicit_count, moved_count, resized_width, root_size, view_count)

DEFAULT_SIZES = [100, 1000, 10000]
QUICK_SIZES = [100, 1000]
TINY_LAYOUTS_PER_BATCH = 2000
WORKLOADS_SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "kiwi_workloads.py")

# The Swift runner's repetition policy (Sources/Benchmarks/Measurement/Stopwatch.swift, RepetitionPolicy).
MAXIMUM_TRIALS = 15
MINIMUM_TRIALS = 3
SLOW_TRIAL_MS = 5000.0
TRIAL_BUDGET_MS = 3000.0
MAXIMUM_REPETITIONS = 20
REPETITION_BUDGET_MS = 300.0


def now_ms():
    """A monotonic clock in milliseconds."""
    return time.perf_counter() * 1000.0


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
        "buildAndFirstLayoutMs": None, "firstBuildAndFirstLayoutMs": None, "resizeMs": None, "constantChangeMs": None, "churnMs": None,
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

    # First, in this fresh process, the build and first layout as an outsider laying out one screen writes it: the
    # root's edges as numbers (no root variables, no edit constraints), timed once.
    start = now_ms()
    cold = build(workload, n, fixed_root=True)
    cold.solver.updateVariables()
    result["firstBuildAndFirstLayoutMs"] = now_ms() - start
    check(cold, width, False, "first layout (fixed root)")
    del cold
    publish()
    if os.environ.get(COLD_ONLY_VARIABLE):
        return

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
    import kiwisolver

    kw.kiwi = kiwisolver
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


# Set in the environment of a child that only measures the cold build (the first build + layout of a process).
COLD_ONLY_VARIABLE = "KIWI_COLD_ONLY"
# How many fresh processes the cold build is the best of.
COLD_PROCESSES = 3


def run_in_child(workload, n, timeout):
    """Runs one measurement in a child process, the cold build the best of COLD_PROCESSES fresh processes; on a
    timeout keeps the phases it finished."""
    result = run_one_child(workload, n, timeout)
    if workload == TINY or result.get("timedOut"):
        return result
    for _ in range(COLD_PROCESSES - 1):
        cold = run_one_child(workload, n, timeout, cold_only=True)
        times = [value for value in (result.get("firstBuildAndFirstLayoutMs"), cold.get("firstBuildAndFirstLayoutMs"))
                 if value is not None]
        result["firstBuildAndFirstLayoutMs"] = min(times) if times else None
    return result


def run_one_child(workload, n, timeout, cold_only=False):
    """Runs one child process (with `cold_only`, one that measures the cold build alone)."""
    handle, path = tempfile.mkstemp(prefix="kiwi-%s-%d-" % (workload, n), suffix=".json")
    os.close(handle)
    command = [sys.executable, WORKLOADS_SCRIPT, "--child", "--workload", workload, "--n", str(n),
               "--result-file", path]
    timed_out = False
    failure = None
    try:
        environment = dict(os.environ, **({COLD_ONLY_VARIABLE: "1"} if cold_only else {}))
        completed = subprocess.run(command, timeout=timeout, env=environment)
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
        missing = "> %d s" % timeout if result["timedOut"] else "-"
        print("%-9s %6d %6d %11d %12s %10s %10s %10s %8.1f  %s" % (
            workload, n, result["views"], result["constraints"],
            format_ms(result["buildAndFirstLayoutMs"], missing),
            format_ms(result["resizeMs"], missing),
            format_ms(result["constantChangeMs"], missing),
            format_ms(result["churnMs"], missing), result["peakMemoryMB"] or float("nan"),
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
