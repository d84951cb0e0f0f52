#!/usr/bin/env bash
# Counts the instructions of every adversarial operation's first occurrence with callgrind, at two sizes, and
# prints each operation's growth exponent in instructions: the time table's exponent with the machine's load and
# its caches taken out (an exponent above 1 in instructions is the engine's work; one above 1 in the time table
# only is memory).
#
#   scripts/instruction_growth.sh                          # every adversarial workload, N = 1000 and 10000
#   scripts/instruction_growth.sh --workload toggle,fitting --n 300,3000
#
# Needs valgrind. Builds Benchmarks in release (.build-bench) unless BENCHMARKS names a binary; runs JOBS callgrind
# processes at a time (default 2). Callgrind counts only inside the timed operations, so every workload at 1,000
# and 10,000 takes about three minutes on two cores. Counts go to .build-bench/instructions/ (git-ignored).
set -euo pipefail

cd "$(dirname "$0")/.."
OUT=".build-bench/instructions"
JOBS="${JOBS:-2}"
WORKLOADS=""
SIZES="1000,10000"

while [ $# -gt 0 ]; do
    case "$1" in
    --workload) WORKLOADS="$2"; shift 2 ;;
    --n) SIZES="$2"; shift 2 ;;
    --help | -h) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "unknown argument: $1 (see --help)" >&2; exit 2 ;;
    esac
done
command -v valgrind >/dev/null || { echo "valgrind is needed" >&2; exit 1; }

BIN="${BENCHMARKS:-}"
if [ -z "$BIN" ]; then
    swift build -c release --scratch-path .build-bench --product Benchmarks >&2
    BIN=".build-bench/release/Benchmarks"
fi
if [ -z "$WORKLOADS" ]; then
    # The adversarial kinds, as the benchmark's help lists them.
    WORKLOADS=$("$BIN" --help | tr '\n' ' ' | tr -s ' ' | sed -n 's/.*adversarial (every adversarial workload) or any of \([a-z, ]*\).*/\1/p' | tr -d ' ')
    [ -n "$WORKLOADS" ] || { echo "could not read the adversarial workloads from $BIN --help" >&2; exit 1; }
fi
IFS=',' read -r -a SIZE_LIST <<<"$SIZES"
[ "${#SIZE_LIST[@]}" -eq 2 ] || { echo "--n takes two sizes" >&2; exit 2; }

rm -rf "$OUT"
mkdir -p "$OUT"
# One callgrind run per workload and size: collection only inside Stopwatch.operationMilliseconds (each timed
# operation), a dump after each call, so that dump k holds operation k alone. `--dump-after` takes no wildcard:
# the function's symbol (as the compiler specialised it) is read from the binary.
MARK=$(nm "$BIN" | awk '/operationMilliseconds/ && !found { print $3; found = 1 }')
[ -n "$MARK" ] || { echo "no Stopwatch.operationMilliseconds in $BIN" >&2; exit 1; }
run() {
    local workload="$1" n="$2"
    valgrind --tool=callgrind --toggle-collect="$MARK" --dump-after="$MARK" \
        --callgrind-out-file="$OUT/$workload.$n.out" \
        "$BIN" --workload "$workload" --n "$n" --in-process --json "$OUT/$workload.$n.json" \
        >"$OUT/$workload.$n.log" 2>&1 || echo "$workload at $n failed: see $OUT/$workload.$n.log" >&2
}
IFS=',' read -r -a WORKLOAD_LIST <<<"$WORKLOADS"
for workload in "${WORKLOAD_LIST[@]}"; do
    for n in "${SIZE_LIST[@]}"; do
        while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do sleep 1; done
        echo "callgrind: $workload at $n" >&2
        run "$workload" "$n" &
    done
done
wait

python3 - "$OUT" "$WORKLOADS" "${SIZE_LIST[0]}" "${SIZE_LIST[1]}" <<'PYTHON'
import glob, json, math, re, sys

out, workloads, small, large = sys.argv[1], sys.argv[2].split(","), int(sys.argv[3]), int(sys.argv[4])

def operations(workload, n):
    """(name, milliseconds, instructions) of every operation, in order; None where a count is missing."""
    try:
        with open(f"{out}/{workload}.{n}.json") as file:
            result = json.load(file)["adversarial"][0]
    except (OSError, KeyError, IndexError, ValueError):
        return []
    counts = {}
    for path in glob.glob(f"{out}/{workload}.{n}.out.*"):
        part = int(path.rsplit(".", 1)[1])
        with open(path) as file:
            for line in file:
                match = re.match(r"(?:summary|totals): (\d+)", line)
                if match:
                    counts[part] = int(match.group(1))
                    break
    return [(op["name"], counts.get(index + 1)) for index, op in enumerate(result["operations"])]

def exponent(a, b):
    return math.log(b / a) / math.log(large / small) if a and b and a > 0 and b > 0 else None

def text(value, digits):
    return "—" if value is None else f"{value:.{digits}f}".replace("-0.00", "0.00")

rows, over = [], []
for workload in workloads:
    for (name, i_small), (_, i_large) in zip(operations(workload, small), operations(workload, large)):
        instructions = exponent(i_small, i_large)
        rows.append((workload, name, i_small, i_large, instructions))
        if instructions is not None and instructions > 1.15:
            over.append(f"{workload} / {name} ({instructions:.2f})")

header = ("workload", "operation", f"M instr N={small}", f"M instr N={large}", "exp")
table = [header] + [(w, op, text(a and a / 1e6, 2), text(b and b / 1e6, 2), text(e, 2)) for w, op, a, b, e in rows]
widths = [max(len(row[column]) for row in table) for column in range(len(header))]
print("instructions of each operation's first occurrence (callgrind), in millions; exp = log(I" + str(large)
      + " / I" + str(small) + ") / log(" + str(large) + " / " + str(small) + ")\n")
for index, row in enumerate(table):
    print("  ".join(cell.ljust(widths[c]) if c < 2 else cell.rjust(widths[c]) for c, cell in enumerate(row)))
    if index == 0:
        print("  ".join("-" * width for width in widths))
print(f"\n{len(over)} of {len(rows)} operations grow faster than 1.15 in instructions" + (": " + ", ".join(over) if over else ""))
PYTHON
