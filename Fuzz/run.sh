#!/usr/bin/env bash
# Builds the libFuzzer driver and fuzzes one target for a bounded time.
#
# Usage: Fuzz/run.sh TARGET SECONDS [libFuzzer flags...]
#        Fuzz/run.sh --build            (build only)
#        Fuzz/run.sh --list             (the target names)
#
# The build is release with libFuzzer and AddressSanitizer, in its own scratch folder
# (.build/fuzz), of the guidebook-fuzz product only. The run starts from the seed corpus
# Fuzz/Corpus/TARGET and the saved findings Fuzz/Regressions/TARGET, with the target's
# dictionary Fuzz/Dictionaries/TARGET.dict; new inputs libFuzzer finds interesting go to
# .build/fuzz-work/TARGET/corpus (not the repository), a crash, hang or invariant failure to
# .build/fuzz-work/TARGET/findings/. Copy a finding into Fuzz/Regressions/TARGET/, fix the
# parser, and the replay test (FuzzReplayTests) keeps it fixed.
#
# The last line printed is the summary scripts read:
#   fuzz TARGET: SECONDS s, N executions, M findings
# The exit status is 0 when nothing was found, 1 when something was.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build/fuzz
binary="$scratch/release/guidebook-fuzz"

build() {
    swift build -c release --product guidebook-fuzz --scratch-path "$scratch" \
        --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address \
        -Xswiftc -parse-as-library -Xswiftc -DGUIDEBOOK_FUZZ >&2
}

targets() {
    sed -n 's/^    case \([a-zA-Z0-9]*\)\( = "\([a-z0-9-]*\)"\)\{0,1\}$/\1 \3/p' Sources/GuidebookFuzzing/FuzzTarget.swift |
        while read -r name raw; do
            if [ -n "$raw" ]; then echo "$raw"; else echo "$name"; fi
        done
}

case "${1:-}" in
--build) build; exit 0 ;;
--list) targets; exit 0 ;;
"" | -*) sed -n '2,7p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
esac

target="$1"
seconds="${2:?usage: Fuzz/run.sh TARGET SECONDS}"
shift 2
if ! targets | grep -x "$target" >/dev/null; then
    echo "error: unknown fuzz target \"$target\"; the targets are: $(targets | tr '\n' ' ')" >&2
    exit 2
fi

[ "${GUIDEBOOK_FUZZ_SKIP_BUILD:-0}" = 1 ] || build

work=".build/fuzz-work/$target"
mkdir -p "$work/corpus" "$work/findings" "Fuzz/Regressions/$target"
log="$work/log.txt"
touch "$log.start"
status=0
GUIDEBOOK_FUZZ_TARGET="$target" ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}" SWIFT_BACKTRACE=enable=no \
    "$binary" -max_total_time="$seconds" -detect_leaks=0 -timeout=10 -rss_limit_mb=2048 \
    -dict="Fuzz/Dictionaries/$target.dict" -artifact_prefix="$work/findings/" -print_final_stats=1 \
    "$@" "$work/corpus" "Fuzz/Corpus/$target" "Fuzz/Regressions/$target" >"$log" 2>&1 || status=$?

executions=$(sed -n 's/^stat::number_of_executed_units: *\([0-9]*\)/\1/p' "$log" | tail -1)
findings=$(find "$work/findings" -type f -newer "$log.start" 2>/dev/null | wc -l || true)
if [ "$status" != 0 ]; then
    tail -40 "$log" >&2
    findings=$((findings > 0 ? findings : 1))
fi
echo "fuzz $target: $seconds s, ${executions:-0} executions, $findings findings"
[ "$findings" = 0 ]
