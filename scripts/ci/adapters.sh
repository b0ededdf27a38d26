#!/usr/bin/env bash
# The UIKit and SwiftUI adapters and the iCloud store's Apple-only file, checked on Linux where UIKit,
# SwiftUI and NSUbiquitousKeyValueStore do not exist:
# 1. the stubs in Tools/AdapterCheck/Sources/UIKit, Sources/Combine, Sources/SwiftUI and
#    Sources/FoundationUbiquity against the committed facts
#    (Apple's declarations as read), then the same check on deliberately loosened copies, each of
#    which must be caught;
# 2. the adapter sources and Guidebook (with Stores/UbiquitousStateStore+iCloud.swift) type-checked
#    against the stubs (warnings are errors), then fixtures:
#    a control that must type-check and wrong calls that must not, each with Apple's reason;
# 3. the symbols the GuidebookUIKit and GuidebookSwiftUI DocC catalogs name exist in their sources
#    (a catalog naming a missing one must be rejected).
# Usage: scripts/ci/adapters.sh   (scripts/test runs it)
set -euo pipefail
cd "$(dirname "$0")/../.."
tools=Tools/AdapterCheck

step() { printf '\n==> %s\n' "$*"; }

if ! command -v python3 >/dev/null 2>&1; then
    if [ "$(id -u)" = 0 ]; then sudo=""; else sudo="sudo"; fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq python3 >/dev/null
fi

# Each stub module against its facts: UIKit's and Combine's from the headers, SwiftUI's from its
# .swiftinterface, FoundationUbiquity (the iCloud store's NSUbiquitousKeyValueStore) from its header.
for stubs in UIKit Combine SwiftUI FoundationUbiquity; do
    step "adapters: $stubs stubs against Apple's declarations (Facts/$stubs.facts)"
    python3 "$tools/check_facts.py" "$tools/Sources/$stubs" "$tools/Facts/$stubs.facts"
    python3 "$tools/check_facts.py" --self-test "$tools/Sources/$stubs" "$tools/Facts/$stubs.facts"
done

step "adapters: the symbols the GuidebookUIKit and GuidebookSwiftUI catalogs name exist (plain Markdown here)"
python3 "$tools/check_doc_symbols.py" Sources/GuidebookUIKit
python3 "$tools/check_doc_symbols.py" Sources/GuidebookSwiftUI
broken="$(mktemp -d)"
trap 'rm -rf "$broken"' EXIT
cp -R Sources/GuidebookUIKit "$broken/GuidebookUIKit"
echo 'See ``OverlayPresenter/present(_:animated:)``.' >>"$broken/GuidebookUIKit/GuidebookUIKit.docc/GuidebookUIKit.md"
if python3 "$tools/check_doc_symbols.py" "$broken/GuidebookUIKit" >/dev/null; then
    echo "check_doc_symbols.py accepted a link to a method that does not exist" >&2
    exit 1
fi
echo "a catalog naming a missing symbol: rejected"

step "adapters: swift format lint --strict (stubs, fixtures, example app)"
swift format lint --strict -r "$tools/Sources/UIKit" "$tools/Sources/Combine" "$tools/Sources/SwiftUI" \
    "$tools/Sources/FoundationUbiquity" \
    "$tools/Fixtures" "$tools/Package.swift" Examples/CompositionsApp

step "adapters: GuidebookUIKit, GuidebookSwiftUI, the example app (UIKit and SwiftUI) and Guidebook's iCloud file type-checked against the stubs"
swift build --package-path "$tools" -Xswiftc -warnings-as-errors
modules="$(swift build --package-path "$tools" --show-bin-path)/Modules"
typecheck() { swiftc -typecheck -swift-version 6 -warnings-as-errors -I "$modules" "$tools/Fixtures/$1.swift"; }

for control in RightCall CombineRightCall SwiftUIRightCall ICloudRightCall; do
    typecheck "$control"
    echo "$control: type-checks"
done
expect_error() {
    local fixture="$1" expected="$2" output
    if output="$(typecheck "$fixture" 2>&1)"; then
        echo "$fixture: type-checked, but it calls Apple's API wrongly; the stubs are too loose" >&2
        exit 1
    fi
    if ! grep -qF "$expected" <<<"$output"; then
        echo "$fixture: failed for another reason than \"$expected\":" >&2
        echo "$output" >&2
        exit 1
    fi
    echo "$fixture: rejected ($expected)"
}
expect_error WrongLabel "expected 'withDuration:animations:completion:'"
expect_error OffMainActor "main actor-isolated property 'alpha' can not be mutated from a nonisolated context"
expect_error NonOptionalKeyWindow "value of optional type 'UIWindow?' must be unwrapped"
expect_error CombineWrongCall "argument passed to call that takes no arguments"
expect_error SwiftUIWrongCall "cannot convert value 'query' of type 'String' to expected type 'Binding<String>'"
expect_error ICloudWrongCall "cannot convert value of type 'String' to expected argument type 'NSNotification.Name'"
