#!/usr/bin/env bash
# CI fuzz smoke run: builds the libFuzzer driver once, shows that a planted crash fails a run,
# then fuzzes every target for a short bounded time (GUIDEBOOK_FUZZ_SMOKE_SECONDS, default 15)
# from its seed corpus and saved findings. Any crash, hang or invariant failure fails the step;
# the finding is under .build/fuzz-work/TARGET/findings/ (copy it to Fuzz/Regressions/TARGET/).
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${GUIDEBOOK_FUZZ_SMOKE_SECONDS:-15}"

Fuzz/run.sh --build

# The smoke run must be able to fail: a planted crash (the driver traps on its first input)
# has to come back as a finding and a failing status, or the step proves nothing.
if GUIDEBOOK_FUZZ_SKIP_BUILD=1 GUIDEBOOK_FUZZ_PLANTED_CRASH=1 Fuzz/run.sh json 5 >/dev/null 2>&1; then
    echo "error: a planted crash did not fail the fuzz run; the smoke run cannot catch crashes." >&2
    exit 1
fi
echo "planted crash: detected (the run failed, as it must)"

# The random seed is the commit's (its first 8 hex digits), printed, so a finding in CI can be
# replayed with the same seed (GUIDEBOOK_FUZZ_SMOKE_SEED overrides it); a new commit still
# explores new paths.
seed="${GUIDEBOOK_FUZZ_SMOKE_SEED:-$((16#$(git rev-parse --short=8 HEAD 2>/dev/null || echo 1)))}"
[ "$seed" != 0 ] || seed=1  # libFuzzer reads 0 as "pick one at random"
echo "fuzz smoke: seed $seed (replay: GUIDEBOOK_FUZZ_SMOKE_SEED=$seed scripts/ci/fuzz-smoke.sh)"

# GUIDEBOOK_FUZZ_SMOKE_SKIP="a b" leaves targets out of a local run (CI runs every target).
skip=" ${GUIDEBOOK_FUZZ_SMOKE_SKIP-} "
failed=()
for target in $(Fuzz/run.sh --list); do
    if [[ "$skip" == *" $target "* ]]; then
        echo "fuzz $target: skipped (GUIDEBOOK_FUZZ_SMOKE_SKIP)"
        continue
    fi
    GUIDEBOOK_FUZZ_SKIP_BUILD=1 Fuzz/run.sh "$target" "$seconds" -seed="$seed" || failed+=("$target")
done
if [ "${#failed[@]}" -gt 0 ]; then
    echo "error: fuzzing found crashes or invariant failures in: ${failed[*]}" >&2
    exit 1
fi
