#!/usr/bin/env bash
# The package's SwiftPM plugins, run as an app's package runs them: on a copy of
# scripts/ci/plugin-fixture (one target whose resources hold a content folder, `.copy("Guide")`)
# that depends on this package by path. Checks that
#   - SwiftPM lists both plugins here;
#   - guidebook-lint finds the fixture's content folder and passes;
#   - guidebook-index writes <lang>.lproj/HelpBook.searchindex beside each help book, and its
#     --check (which reads each file back as the app does) accepts them;
#   - after a help book is edited, --check fails and names the stale index.
# The copy lives in .build/ci/plugin-fixture (three levels down, as in scripts/ci/, so its
# `../../..` is this package) and keeps its own .build between runs: the first run builds the
# `guidebook` tool for the fixture (a debug build of the CLI and its libraries, minutes).
set -euo pipefail
cd "$(dirname "$0")/../.."
root="$PWD"

step() { printf '\n==> %s\n' "$*"; }
fail() { echo "plugin: $*" >&2; exit 1; }

step "plugin: swift package plugin --list names guidebook-lint and guidebook-index"
plugins="$(swift package plugin --list)"
grep -q "guidebook-lint" <<<"$plugins" || fail "guidebook-lint is not listed: $plugins"
grep -q "guidebook-index" <<<"$plugins" || fail "guidebook-index is not listed: $plugins"

fixture="$root/.build/ci/plugin-fixture"
guide="$fixture/Sources/FixtureApp/Guide"
mkdir -p "$fixture"
rm -rf "$fixture/Sources" "$fixture/Package.swift"
cp -R scripts/ci/plugin-fixture/. "$fixture/"
cd "$fixture"

step "plugin: guidebook-lint on the fixture package"
swift package guidebook-lint

step "plugin: guidebook-index writes an index beside each help book"
swift package --allow-writing-to-package-directory guidebook-index
for language in de en; do
    [ -s "$guide/$language.lproj/HelpBook.searchindex" ] || fail "$guide/$language.lproj/HelpBook.searchindex was not written"
done

step "plugin: guidebook-index --check accepts the written indexes"
swift package --allow-writing-to-package-directory guidebook-index --check

step "plugin: guidebook-index --check fails once a help book is edited"
sed -i.orig 's/Opening a Piece/Opening a Score/' "$guide/en.lproj/HelpList.plist"
rm -f "$guide/en.lproj/HelpList.plist.orig"
if swift package --allow-writing-to-package-directory guidebook-index --check >"$fixture/check.log" 2>&1; then
    fail "--check passed on an index made before its help book was edited"
fi
grep -q "en.lproj/HelpBook.searchindex.*: error: " "$fixture/check.log" \
    || { cat "$fixture/check.log" >&2; fail "--check did not name the stale en index"; }
echo "plugin: ok (lint passed; indexes written for de and en, accepted, and a stale one refused)"
