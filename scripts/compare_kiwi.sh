#!/usr/bin/env bash
# Runs the benchmark workloads on kiwisolver and on PureLayoutSwift (release build) and prints both side by side
# with the ratio kiwi / Swift ("how many times faster PureLayoutSwift is").
#
#   scripts/compare_kiwi.sh                 # N = 100, 1000, 10000 (kiwi at 10,000 takes up to 300 s per workload)
#   scripts/compare_kiwi.sh --quick         # N = 100 and 1000
#   scripts/compare_kiwi.sh --workload stack,tiny --n 1000
#
# Every flag is passed to both benchmarks (--workload, --n, --quick, --timeout). kiwisolver is installed from
# PyPI into .venv/ (git-ignored); results go to .build-bench/results/ (git-ignored).
#
# Both benchmarks run pinned to one CPU (BENCH_CPU, default 0; BENCH_CPU=none to not pin) when taskset exists:
# on the 2-core machine an unpinned process that migrates between cores mid-run gave per-process medians from
# 3.8 to 5.8 ms for the same build (pinned: 3.8 to 3.9 ms), for either solver.
set -euo pipefail

cd "$(dirname "$0")/.."
KIWI_VERSION="1.5.1"
RESULTS=".build-bench/results"
PYTHON="${PYTHON:-python3}"

case " $* " in
*" --help "* | *" -h "*)
    sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'
    exit 0
    ;;
esac

if [ ! -x .venv/bin/python ]; then
    echo "creating .venv with $("$PYTHON" --version)" >&2
    "$PYTHON" -m venv .venv
fi
if ! .venv/bin/python -c "import kiwisolver, sys; sys.exit(kiwisolver.__version__ != '$KIWI_VERSION')" 2>/dev/null; then
    echo "installing kiwisolver $KIWI_VERSION into .venv" >&2
    .venv/bin/python -m pip install --quiet --disable-pip-version-check "kiwisolver==$KIWI_VERSION"
fi

PIN=()
if [ "${BENCH_CPU:-0}" != none ] && command -v taskset >/dev/null 2>&1; then
    PIN=(taskset -c "${BENCH_CPU:-0}")
    echo "pinning both benchmarks to CPU ${BENCH_CPU:-0}" >&2
fi

mkdir -p "$RESULTS"
echo "== kiwisolver $KIWI_VERSION" >&2
${PIN[@]+"${PIN[@]}"} .venv/bin/python scripts/kiwi_workloads.py --json "$RESULTS/kiwi.json" "$@"

echo "== PureLayoutSwift (release)" >&2
swift build -c release --scratch-path .build-bench --product Benchmarks >&2
${PIN[@]+"${PIN[@]}"} .build-bench/release/Benchmarks --json "$RESULTS/swift.json" "$@"

echo >&2
.venv/bin/python scripts/compare_report.py "$RESULTS/swift.json" "$RESULTS/kiwi.json" | tee "$RESULTS/comparison.txt"
