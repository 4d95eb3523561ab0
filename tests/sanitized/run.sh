#!/bin/sh
# The whole Python test suite against an extension built with AddressSanitizer
# and UndefinedBehaviorSanitizer: every out-of-bounds read or write, use after
# free, misaligned load, signed overflow or bad shift that a test provokes in
# the C code (binding included) stops the run with a report.
#
# Usage: sh tests/sanitized/run.sh [pytest arguments]     (from anywhere)
#
# It makes its own virtual environment in a temporary folder, builds the
# package there with the sanitizers (CC overrides the compiler: gcc or clang),
# and runs pytest with the sanitizer runtimes preloaded into the interpreter
# (python itself is not built with them). Leak detection is off: CPython
# keeps memory alive until exit by design; tests/test_leaks.py checks leaks.
# The C core program and the C fuzz driver are left out: they already build
# and run under both sanitizers themselves.
set -eu

root=$(cd "$(dirname "$0")/../.." && pwd)
cc=${CC:-cc}
work=$(mktemp -d "${TMPDIR:-/tmp}/collide2d-sanitized.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM

python3 -m venv "$work/venv"
. "$work/venv/bin/activate"
python -m pip install --quiet --upgrade pip

flags="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer -g"
# Build from a copy, so no sanitized _core lands in the source tree.
mkdir "$work/src"
(cd "$root" && git ls-files -z 2>/dev/null | xargs -0 -I{} cp --parents {} "$work/src") ||
    cp -R "$root/." "$work/src"
# With the test extras (pytest, hypothesis, mypy), as README's test command.
CC=$cc CFLAGS="$flags" LDFLAGS="$flags" \
    python -m pip install --quiet --no-cache-dir "$work/src[test]"

asan=$($cc -print-file-name=libasan.so)
ubsan=$($cc -print-file-name=libubsan.so)
export LD_PRELOAD="$asan $ubsan"
export ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1

# `pytest`, not `python -m pytest`: the latter puts the source tree first on
# sys.path, and an in-place build there would be tested instead.
cd "$root"
core=$(cd "$work" && python -c 'import collide2d._core as c; print(c.__file__)')
case $core in
"$work"/*) echo "sanitized build: $core" ;;
*) echo "expected the sanitized build in $work, found '$core'" >&2; exit 1 ;;
esac
pytest -q -p no:cacheprovider --deselect tests/test_c_core.py "$@"
