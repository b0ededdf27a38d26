#!/usr/bin/env bash
# The docs' code, compiled and run: every SwiftPM snippet (Snippets/*.swift) runs as the README
# says, `swift run NAME`, on the example content (with the environment its `// run:` line sets,
# LANG=en_US.UTF-8 otherwise). Then DocumentationTests check that each printed what its
# `// prints` comments say and that every Swift block in the README and the DocC articles is a
# snippet's shown text, and DocumentationSymbolTests that no doc names a missing type or method.
# Usage: scripts/ci/snippets.sh   (after `swift build --build-tests`, which builds the snippets)
set -euo pipefail
cd "$(dirname "$0")/../.."

for file in Snippets/*.swift; do
    name="$(basename "$file" .swift)"
    settings="$(sed -n 's|^// run: ||p' "$file" | head -n 1)"
    printf -- '--- swift run %s %s\n' "$name" "$settings"
    # shellcheck disable=SC2086 # the settings are NAME=VALUE words
    # A snippet that hangs (waiting on input, a deadlock) fails the step after two minutes
    # rather than holding CI until its own limit; `timeout` is coreutils, on every CI machine.
    if ! env -u LANGUAGE -u LC_ALL -u LC_MESSAGES LANG=en_US.UTF-8 $settings \
        timeout 120 swift run --skip-build "$name"; then
        echo "snippets: swift run $name failed or ran past 120 s" >&2
        exit 1
    fi
done
swift test --skip-build --filter 'DocumentationTests|DocumentationSymbolTests'
