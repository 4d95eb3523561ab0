#!/bin/sh
# Build the C core's standalone test program (tests/c/*.c + every core
# source, src/core/**/*.c: the layer that never includes Python.h) with
# AddressSanitizer and UndefinedBehaviorSanitizer, and run it.
# Exits non-zero if the build or any check fails.
#
# Usage: tests/c/run.sh          (from anywhere; CC overrides the compiler)
#
# -ffp-contract=off matches the extension's build (no fused multiply-add, so
# the bit-exact expectations hold); -fno-sanitize-recover=all turns every
# sanitizer report into a failure instead of a warning.
set -eu

root=$(cd "$(dirname "$0")/../.." && pwd)
cc=${CC:-cc}

# The core's sources, found by glob: a new kernel file is built and run too.
core_sources=$(find "$root"/src/core -name "*.c" | sort)

# Build in a fresh temporary directory so nothing lands in the work tree.
build=$(mktemp -d "${TMPDIR:-/tmp}/collide2d-test-core.XXXXXX")
trap 'rm -rf "$build"' EXIT INT TERM

# Three builds of the same checks: the default (SSE2 kernels on x86-64), the
# GCC/Clang vector-extension kernels (as on arm64: __SSE2__ undefined), and
# plain C (C2D_PORTABLE, as under MSVC). All must give the same answers.
UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}
export UBSAN_OPTIONS
# Every source is compiled on its own, as many at once as there are CPUs (the kernel
# files, which inline every query, take most of the time), then linked.
jobs=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)
sources="$(find "$root"/tests/c -name "*.c" | sort) $core_sources"
status=0
for variant in default -U__SSE2__ -DC2D_PORTABLE; do
    flags=""
    [ "$variant" = default ] || flags=$variant
    objects="$build/obj$variant"
    mkdir -p "$objects"
    # shellcheck disable=SC2086
    printf '%s\n' $sources | xargs -P "$jobs" -I{} sh -c \
        'exec "$0" -std=c11 -O1 -g -ffp-contract=off -Wall -Wextra \
            -Wno-missing-field-initializers -Werror $1 \
            -fsanitize=address,undefined -fno-sanitize-recover=all -I"$2" \
            -c "$3" -o "$4/$(basename "$3" .c).o"' \
        "$cc" "$flags" "$root/src/core" {} "$objects"
    $cc -fsanitize=address,undefined "$objects"/*.o -lm -o "$build/test_core"
    echo "== build: $variant"
    # Stack traces make a UBSan report point at the line; keep a caller's options.
    "$build/test_core" || status=1
done
exit $status
