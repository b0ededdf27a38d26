#!/usr/bin/env bash
# The layering check: no file in a folder of Sources/Guidebook references a type declared in a
# folder above it, by the layer list in Documentation/Architecture.md (scripts/ci/layers.py).
# First it proves it can fail: on the planted violation of scripts/ci/layers-fixture it must
# report exactly the line in expected.txt and exit 1.
# Usage: scripts/ci/layers.sh            (run by scripts/test)
set -euo pipefail
cd "$(dirname "$0")/../.."

fixture=scripts/ci/layers-fixture
set +e
found="$(cd "$fixture" && python3 ../layers.py --root Sources --layers Layers.md)"
status=$?
set -e
if [ "$status" -ne 1 ] || [ "$found" != "$(cat "$fixture/expected.txt")" ]; then
    echo "layers.sh: the check did not catch the planted violation in $fixture (exit $status):" >&2
    printf '%s\n' "$found" >&2
    exit 1
fi

python3 scripts/ci/layers.py
echo "layers: every folder of Sources/Guidebook references only its own layer and those below"
