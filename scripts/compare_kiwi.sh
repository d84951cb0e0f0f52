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

mkdir -p "$RESULTS"
echo "== kiwisolver $KIWI_VERSION" >&2
.venv/bin/python scripts/kiwi_workloads.py --json "$RESULTS/kiwi.json" "$@"

echo "== PureLayoutSwift (release)" >&2
swift build -c release --scratch-path .build-bench --product Benchmarks >&2
swift run -c release --skip-build --scratch-path .build-bench Benchmarks --json "$RESULTS/swift.json" "$@"

echo >&2
.venv/bin/python scripts/compare_report.py "$RESULTS/swift.json" "$RESULTS/kiwi.json" | tee "$RESULTS/comparison.txt"
