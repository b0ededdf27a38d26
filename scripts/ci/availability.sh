#!/usr/bin/env bash
# The package declares iOS 15, macOS 12 and visionOS 1, but Linux checks no
# availability, so a use of `Duration` (iOS 16) compiles here and breaks an iOS 15 app. This scans
# Sources/ (every target, the adapters and the tools included) and Snippets/ (the docs' code) for
# symbols newer than those minimums, from Tools/Availability/Facts/Availability.facts (Apple's
# declarations as read), and fails on a use outside a matching @available / #available guard or an
# #if that keeps it off Apple platforms. A text scan: what it cannot see is listed in the header of
# Tools/Availability/check_availability.py; the compiler on a Mac sees the rest.
# Then the checker's own checks: a fixture of unguarded uses must be flagged line by line, a fixture
# of every accepted guard must pass, a facts file that calls a newer symbol `fine` is refused, and so
# is a Package.swift that declares tvOS 15 and watchOS 8 again (the adapters' facts rule them out).
# Usage: scripts/ci/availability.sh   (scripts/test runs it)
set -euo pipefail
cd "$(dirname "$0")/../.."
tools=Tools/Availability
facts="$tools/Facts/Availability.facts"

if ! command -v python3 >/dev/null 2>&1; then
    if [ "$(id -u)" = 0 ]; then sudo=""; else sudo="sudo"; fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq python3 >/dev/null
fi

python3 "$tools/check_availability.py" "$facts" Package.swift Sources Snippets
python3 "$tools/check_availability.py" --self-test "$facts" Package.swift "$tools/Fixtures"

broken="$(mktemp -d)"
trap 'rm -rf "$broken"' EXIT
sed 's/^Duration\tnewer\t/Duration\tfine\t/' "$facts" >"$broken/Availability.facts"
if output="$(python3 "$tools/check_availability.py" "$broken/Availability.facts" Package.swift Sources 2>&1)"; then
    echo "check_availability.py accepted a facts file that calls Duration (iOS 16) fine" >&2
    exit 1
fi
grep -q "Duration is newer than the minimums" <<<"$output"
echo "a facts file calling a newer symbol fine: refused"

# Declaring a platform whose availability the adapters do not meet (tvOS 15, watchOS 8) is refused.
sed 's/\.visionOS(\.v1)\]/.visionOS(.v1), .tvOS(.v15), .watchOS(.v8)]/' Package.swift >"$broken/Package.swift"
grep -q 'tvOS(.v15)' "$broken/Package.swift"
if output="$(python3 "$tools/check_availability.py" "$facts" "$broken/Package.swift" Sources 2>&1)"; then
    echo "check_availability.py accepted a Package.swift declaring tvOS 15 and watchOS 8" >&2
    exit 1
fi
grep -q "UITableView.Style.insetGrouped is newer than the minimums on tvOS (unavailable)" <<<"$output"
grep -q "ShapeStyle.regularMaterial is newer than the minimums on watchOS 10" <<<"$output"
echo "a Package.swift declaring tvOS 15 and watchOS 8: refused"
