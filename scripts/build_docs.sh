#!/usr/bin/env bash
# Builds PureLayoutSwift's DocC documentation (Sources/PureLayoutSwift/PureLayoutSwift.docc and the API's doc
# comments) with the toolchain's own `docc`, and fails on any DocC warning.
#
#   scripts/build_docs.sh [OUTPUT_DIR]        # default: .build-docs/PureLayoutSwift.doccarchive
#
# The symbol graphs come from a build of the PureLayoutSwift target in its own scratch path (.build-docs), so the
# main build is not invalidated. No package dependency (swift-docc-plugin) is needed.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-docs
output="${1:-$scratch/PureLayoutSwift.doccarchive}"
graphs="$scratch/symbol-graphs"
docc="$(command -v docc || true)"
if [ -z "$docc" ]; then
  docc="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
fi
[ -x "$docc" ] || { echo "build_docs: no docc next to $(command -v swift)" >&2; exit 1; }

rm -rf "$graphs" && mkdir -p "$graphs"
echo "== symbol graphs"
swift build --scratch-path "$scratch" --target PureLayoutSwift \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs"
# Only PureLayoutSwift's own graphs (its symbols and its extensions of other modules' types).
find "$graphs" -name '*.symbols.json' ! -name 'PureLayoutSwift.symbols.json' ! -name 'PureLayoutSwift@*' -delete

echo "== docc convert"
log="$scratch/docc.log"
"$docc" convert Sources/PureLayoutSwift/PureLayoutSwift.docc \
  --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name PureLayoutSwift \
  --fallback-bundle-identifier org.purelayoutswift.PureLayoutSwift \
  --output-path "$output" 2>&1 | tee "$log"
warnings=$(grep -c "warning:" "$log" || true)
echo "build_docs: $output, $warnings warnings"
[ "$warnings" -eq 0 ]
