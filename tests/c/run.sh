#!/bin/sh
# Build the C core's standalone test program (tests/c/test_core.c + src/batch.c,
# no Python) with AddressSanitizer and UndefinedBehaviorSanitizer, and run it.
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

# Build in a fresh temporary directory so nothing lands in the work tree.
build=$(mktemp -d "${TMPDIR:-/tmp}/collide2d-test-core.XXXXXX")
trap 'rm -rf "$build"' EXIT INT TERM

$cc -std=c11 -O1 -g -ffp-contract=off -Wall -Wextra -Werror \
    -fsanitize=address,undefined -fno-sanitize-recover=all \
    -I"$root/src" "$root/tests/c/test_core.c" "$root/src/batch.c" -lm \
    -o "$build/test_core"

# Stack traces make a UBSan report point at the line; keep a caller's options.
UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}
export UBSAN_OPTIONS
"$build/test_core"
