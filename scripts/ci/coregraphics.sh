#!/usr/bin/env bash
# On Apple platforms `CGRect(x:y:width:height:)` and the rest of the CoreGraphics overlay are
# declared in CoreGraphics, which `import Foundation` does not bring in; Linux Foundation declares
# them itself, so the Linux build (and the adapters' stub check) cannot see a missing import. This
# fails when a file of Sources/ (core, HTML, adapters, tools), Snippets/ or the example app names a
# CoreGraphics type without `#if canImport(CoreGraphics)` / `import CoreGraphics` before the use
# (Tools/Availability/check_coregraphics.py), then shows the check fails on planted files: its
# fixtures, and a copy of the core with the import taken out of SpotlightRect+CoreGraphics.swift.
# Usage: scripts/ci/coregraphics.sh   (scripts/test runs it)
set -euo pipefail
cd "$(dirname "$0")/../.."
tools=Tools/Availability

if ! command -v python3 >/dev/null 2>&1; then
    if [ "$(id -u)" = 0 ]; then sudo=""; else sudo="sudo"; fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq python3 >/dev/null
fi

python3 "$tools/check_coregraphics.py" Sources Snippets Examples/CompositionsApp
python3 "$tools/check_coregraphics.py" --self-test "$tools/Fixtures/CoreGraphics"

planted="$(mktemp -d)"
trap 'rm -rf "$planted"' EXIT
cp -R Sources/Guidebook "$planted/Guidebook"
file="$planted/Guidebook/Spotlight/SpotlightRect+CoreGraphics.swift"
sed -i '/^#if canImport(CoreGraphics)$/,/^#endif$/d' "$file"
if output="$(python3 "$tools/check_coregraphics.py" "$planted" 2>&1)"; then
    echo "check_coregraphics.py accepted SpotlightRect+CoreGraphics.swift without its CoreGraphics import" >&2
    exit 1
fi
grep -q "SpotlightRect+CoreGraphics.swift:[0-9]*:[0-9]*: CGRect is declared in CoreGraphics" <<<"$output"
echo "the core with SpotlightRect+CoreGraphics.swift's import taken out: refused"
