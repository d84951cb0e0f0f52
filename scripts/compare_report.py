#!/usr/bin/env python3
"""Prints PureLayoutSwift's and kiwisolver's benchmark results side by side.

    python3 scripts/compare_report.py SWIFT.json KIWI.json

Both files have the shape `Benchmarks --json` writes (scripts/kiwi_workloads.py writes the same). For every
workload and N the table shows each time for Swift and kiwi and the ratio kiwi / Swift: how many times faster
PureLayoutSwift is (">" when kiwi did not finish within its time limit). Then it checks the targets that compare
the two engines.
"""

import json
import sys

from bench_format import format_ms

METRICS = [
    ("build+layout", "buildAndFirstLayoutMs"),
    # The first build + layout of a fresh process, as an outsider measures it: PureLayoutSwift's first trial, and
    # kiwi with the root's edges written as numbers (a fixed-size screen), each timed once.
    ("first b+l (cold)", "firstBuildAndFirstLayoutMs"),
    ("resize", "resizeMs"),
    ("constant", "constantChangeMs"),
    ("churn", "churnMs"),
]

# How many times faster than kiwi every operation must be, by N (at 10,000 only where kiwi finished).
RATIO_TARGETS = {1000: 10, 10000: 100}


def load(path):
    with open(path) as handle:
        return json.load(handle)


def fmt_ms(value):
    """A time for the table: four decimals below 0.01 ms, so the tiny layouts keep their digits."""
    return format_ms(value, tiny_places=4)


def timeout_seconds(result):
    failure = result.get("failure") or ""
    for word in failure.split():
        if word.isdigit():
            return int(word)
    return 300


def kiwi_time(result, key):
    """kiwi's time as text, and the number to divide by (the time limit when it did not finish)."""
    value = result.get(key) if result else None
    if value is not None:
        return fmt_ms(value), value, False
    if result and result.get("timedOut"):
        limit = timeout_seconds(result)
        return "> %d s" % limit, limit * 1000.0, True
    return "-", None, False


def ratio_text(swift_value, kiwi_value, kiwi_unfinished):
    if swift_value is None or kiwi_value is None or swift_value <= 0:
        return "-", None
    ratio = kiwi_value / swift_value
    digits = "%.2f×" if ratio < 1 else "%.1f×" if ratio < 100 else "%.0f×"
    return ("> " if kiwi_unfinished else "") + digits % ratio, ratio


def check_text(result):
    """ok, WRONG (a wrong frame, a diagnostic, a crash) or timeout (stopped at the limit, right until then)."""
    if result is None:
        return "-"
    failure = result.get("failure") or ""
    if result.get("timedOut") and (result.get("correct") or failure.startswith("stopped after")):
        return "timeout"
    return "ok" if result.get("correct") else "WRONG"


def table(header, rows, left=(0,)):
    widths = [max(len(str(row[column])) for row in [header] + rows) for column in range(len(header))]

    def line(cells):
        return "  ".join(
            str(cell).ljust(width) if column in left else str(cell).rjust(width)
            for column, (cell, width) in enumerate(zip(cells, widths)))

    return [line(header), "  ".join("-" * width for width in widths)] + [line(row) for row in rows]


def main(argv):
    if len(argv) != 3 or argv[1] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if len(argv) > 1 and argv[1] in ("-h", "--help") else 2
    swift = load(argv[1])
    kiwi = load(argv[2])
    kiwi_results = {(result["workload"], result["n"]): result for result in kiwi["results"]}

    print("PureLayoutSwift: %s (%s)" % (swift["engine"], swift["host"]))
    print("kiwisolver:      %s (%s)" % (kiwi["engine"], kiwi["host"]))
    print("medians in ms, but first b+l (cold): one first build + layout per fresh process, kiwi with the root as "
          "numbers; ×: kiwi time / Swift time (how many times faster PureLayoutSwift is); "
          "kiwi changes a constant by remove + add")
    print()

    header = ["workload", "N", "constraints S/K"]
    for name, _ in METRICS:
        header += [name + " S", "K", "×"]
    header += ["peak MB S", "K", "check S/K"]
    rows = []
    ratios = []  # (workload, n, metric, ratio, kiwi_unfinished)
    count_mismatches = []
    for result in swift["results"]:
        key = (result["workload"], result["n"])
        other = kiwi_results.get(key)
        counts = "%d/%s" % (result["constraints"], other["constraints"] if other else "-")
        if other and other["constraints"] != result["constraints"]:
            count_mismatches.append("%s n=%d: Swift %d, kiwi %d" % (key[0], key[1], result["constraints"],
                                                                    other["constraints"]))
        row = [result["workload"], result["n"], counts]
        for _, field in METRICS:
            swift_value = result.get(field)
            kiwi_text, kiwi_value, unfinished = kiwi_time(other, field)
            text, ratio = ratio_text(swift_value, kiwi_value, unfinished)
            row += [("> %d s" % timeout_seconds(result)) if result.get("timedOut") and swift_value is None
                    else fmt_ms(swift_value), kiwi_text, text]
            ratios.append((key[0], key[1], field, ratio, unfinished))
        row += ["%.1f" % result["peakMemoryMB"] if result.get("peakMemoryMB") else "-",
                "%.1f" % other["peakMemoryMB"] if other and other.get("peakMemoryMB") else "-",
                "%s/%s" % (check_text(result), check_text(other))]
        rows.append(row)
    for line in table(header, rows):
        print(line)

    swift_tiny = swift.get("tinyLayouts")
    kiwi_tiny = kiwi.get("tinyLayouts")
    tiny_ratio = None
    if swift_tiny:
        swift_per = swift_tiny.get("microsecondsPerLayout")
        kiwi_per = kiwi_tiny.get("microsecondsPerLayout") if kiwi_tiny else None
        if swift_per and kiwi_per:
            tiny_ratio = kiwi_per / swift_per
        print()
        print("tiny layouts (%d fresh %d-view containers, %d constraints each): Swift %s µs, kiwi %s µs per "
              "build + layout, %s" % (
                  swift_tiny["layouts"], swift_tiny["viewsPerContainer"], swift_tiny["constraintsPerContainer"],
                  "%.1f" % swift_per if swift_per else "-", "%.1f" % kiwi_per if kiwi_per else "-",
                  "%.2f×" % tiny_ratio if tiny_ratio else "-"))

    print()
    print("targets against kiwisolver:")
    checks = []

    def worst(n, limit, name):
        # A resize is held to setting the frames by hand instead (the table after this one): kiwi writes no frames.
        applicable = [entry for entry in ratios if entry[1] == n and entry[2] != "resizeMs"]
        if n >= 10000:  # only where kiwi finished within its time limit
            applicable = [entry for entry in applicable if not entry[4]]
        measured = [entry for entry in applicable if entry[3] is not None]
        if not measured:
            checks.append(("n/a", name, "not measured"))
            return
        low = min(measured, key=lambda entry: entry[3])
        met = low[3] >= limit and len(measured) == len(applicable)
        checks.append(("met" if met else "MISSED", name, "worst %s n=%d %s: %.2f×" % (low[0], low[1], low[2], low[3])))

    worst(1000, RATIO_TARGETS[1000], "N = 1,000: every workload and operation ≥ 10× faster than kiwi")
    worst(10000, RATIO_TARGETS[10000], "N = 10,000: ≥ 100× faster where kiwi finished within its time limit")
    if tiny_ratio is None:
        checks.append(("n/a", "tiny layouts no slower than kiwi per layout", "not measured"))
    else:
        checks.append(("met" if tiny_ratio >= 1 else "MISSED", "tiny layouts no slower than kiwi per layout",
                       "kiwi / Swift = %.2f×" % tiny_ratio))
    checks.append(("met" if not count_mismatches else "MISSED", "same constraint counts in both engines",
                   "; ".join(count_mismatches) or "all equal"))
    for line in table(["", "target", "measured"], checks, left=(0, 1, 2)):
        print(line)
    print_resize_bound(swift["results"], kiwi_results)
    return 0


def print_resize_bound(swift_results, kiwi_results):
    """Sets the resize targets' time budgets (kiwi's resize over 10 or 100) beside the time PureLayoutSwift takes
    only to set every view's frame by hand, through the public setter, to the one the resize gives it (the frame
    updates of a resize on their own, without the solver or the layout pass)."""
    rows = []
    for result in swift_results:
        factor = RATIO_TARGETS.get(result["n"])
        other = kiwi_results.get((result["workload"], result["n"]))
        kiwi_resize = other.get("resizeMs") if other else None
        frames = result.get("frameWritesMs")
        if factor is None or kiwi_resize is None or frames is None:
            continue
        budget = kiwi_resize / factor
        rows.append([result["workload"], result["n"], fmt_ms(kiwi_resize), "%d×" % factor, fmt_ms(budget),
                     fmt_ms(frames), "%.1f×" % (frames / budget) if budget > 0 else "-",
                     fmt_ms(result.get("resizeMs"))])
    if not rows:
        return
    print()
    print("resize against its target: the budget (kiwi's resize / the target factor) beside what setting every "
          "view's frame by hand to its resized frame costs alone (public frame setter; no solver, no layout pass). "
          "frames / budget > 1: the target leaves the whole resize less time than these frame updates take.")
    header = ["workload", "N", "resize K", "target", "budget", "frames S", "frames / budget", "resize S"]
    for line in table(header, rows):
        print(line)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
