#!/bin/sh
# Fuzz the C core's batch kernels (tests/fuzz/fuzz_core.c): each input is
# decoded into a kernel call whose status and rows are checked against the
# scalar functions, under AddressSanitizer and UndefinedBehaviorSanitizer.
#
# Usage: tests/fuzz/run_core.sh [short [FILE...]] (default; any C11 compiler, CC overrides)
#        tests/fuzz/run_core.sh long [seconds]    (clang with libFuzzer; default 600 s)
#
# short: builds fuzz_core.c + standalone_main.c + the core (every .c file
#        in src/core, the layer without Python) and runs the seed corpus, the FILEs, and FUZZ_RUNS
#        (default 200000) pseudo-random inputs from FUZZ_SEED (default 1). The
#        last line is "N passed, 0 failed"; a failed property aborts (exit != 0).
# long:  builds with -fsanitize=fuzzer and runs libFuzzer for the given time,
#        starting from tests/fuzz/corpus_core/ (never written to). New corpus
#        entries, crash files and the log stay in a work directory whose path is
#        printed; FUZZ_WORKDIR chooses it. Extra libFuzzer flags: FUZZ_FLAGS.
#
# tests/fuzz/corpus_core/ holds a few hand-made seeds (bytes as fuzz_core.c
# decodes them): every kernel on touching rows, sweep_into ties, a bad row,
# the four row layouts with a base, collinear segments, a tangent line at the
# coordinate limit, and mixed_box_mover_tiny_circle, the sweep_into_mixed case
# (circle 2^-598 from a box mover) that failed before rows.h got
# C2D_REJECT_FLOOR. A seed's first byte picks its kernel by its place in
# kernel_list.h (modulo the count + 1; the count itself: every kernel), so new
# lines move them: set again when the polygon lines joined the fuzzer (228 every
# kernel, 85 line_points_circle_line, 82 intersection_segment_segment, 220
# sweep_into_aabb). To reproduce a crash file: FUZZ_RUNS=0 run_core.sh short
# FILE (or long mode's binary: "$work/fuzz_core FILE").
#
# FUZZ_CFLAGS adds compiler flags to either build (e.g. -DC2D_PORTABLE or
# -U__SSE2__ for the other kernel variants, as tests/c/run.sh builds them).
set -eu

root=$(cd "$(dirname "$0")/../.." && pwd)
mode=${1:-short}

# The core: every C file of src/core (the layer without Python), as tests/c/run.sh.
core=$(find "$root"/src/core -name "*.c" | sort)
# -ffp-contract=off matches the extension's build (no fused multiply-add, so
# batch and scalar give the same bits); -fno-sanitize-recover=all turns every
# sanitizer report into a failure.
flags="-std=c11 -O1 -g -ffp-contract=off -fno-sanitize-recover=all ${FUZZ_CFLAGS:-}"
UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
export UBSAN_OPTIONS

case $mode in
short)
    cc=${CC:-cc}
    build=$(mktemp -d "${TMPDIR:-/tmp}/collide2d-fuzz-core.XXXXXX")
    trap 'rm -rf "$build"' EXIT INT TERM
    # shellcheck disable=SC2086
    $cc $flags -fsanitize=address,undefined -I"$root/src/core" \
        "$root/tests/fuzz/fuzz_core.c" "$root/tests/fuzz/standalone_main.c" $core -lm \
        -o "$build/fuzz_core_short"
    start=$(date +%s)
    # The seed files, then the FILEs given (plain sh has no nullglob).
    [ $# -gt 0 ] && shift
    for seed in "$root"/tests/fuzz/corpus_core/*; do
        [ -e "$seed" ] && set -- "$seed" "$@"
    done
    "$build/fuzz_core_short" "$@"
    echo "short run: $(($(date +%s) - start)) s" >&2
    ;;
long)
    seconds=${2:-600}
    work=${FUZZ_WORKDIR:-$(mktemp -d "${TMPDIR:-/tmp}/collide2d-fuzz-core-long.XXXXXX")}
    mkdir -p "$work/corpus" "$work/artifacts"
    # shellcheck disable=SC2086
    clang $flags -fsanitize=fuzzer,address,undefined -I"$root/src/core" \
        "$root/tests/fuzz/fuzz_core.c" $core -lm -o "$work/fuzz_core"
    echo "work directory: $work"
    # The first corpus directory receives new inputs: the work one, so the
    # committed seed corpus stays as it is. One process (-jobs: none).
    # shellcheck disable=SC2086
    "$work/fuzz_core" "$work/corpus" "$root/tests/fuzz/corpus_core" \
        -max_total_time="$seconds" -max_len=4096 -timeout=10 -print_final_stats=1 \
        -artifact_prefix="$work/artifacts/" ${FUZZ_FLAGS:-} 2>&1 | tee "$work/fuzz.log"
    # (A pipe hides the fuzzer's exit status from POSIX sh: read the log.)
    echo "--- libFuzzer summary ---"
    grep -E 'INFO: Loaded|^stat::|DONE|SUMMARY:|PROPERTY FAILED' "$work/fuzz.log" | tail -n 20
    echo "artifacts: $(ls "$work/artifacts" | wc -l) in $work/artifacts"
    if grep -q 'SUMMARY: \|PROPERTY FAILED' "$work/fuzz.log"; then exit 1; fi
    ;;
*)
    echo "usage: $0 [short | long [seconds]]" >&2
    exit 2
    ;;
esac
