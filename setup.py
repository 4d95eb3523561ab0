"""Build the C extension collide2d._core (metadata lives in pyproject.toml)."""

import os
import sys
from glob import glob

from setuptools import Extension, setup

# Two layers (docs/architecture.md): src/core is plain C11 that never includes
# Python.h (it also builds alone into the C test programs); src/binding holds
# the only files that do. Sources are found by glob, so a new file is built.
SOURCES = sorted(glob("src/core/**/*.c", recursive=True)) + sorted(glob("src/binding/*.c"))
HEADERS = sorted(glob("src/core/**/*.h", recursive=True)) + sorted(glob("src/binding/*.h"))

if sys.platform == "win32":
    FLAGS = ["/std:c11", "/fp:precise", "/W3"]
else:
    # -ffp-contract=off: no fused multiply-add, so C and the pure-Python oracle
    # round identically. Never -ffast-math (NaN/inf checks and -0.0 matter),
    # never -march=native (the wheel must run on any x86-64 / arm64).
    # -fno-math-errno: sqrt never sets errno, so it is one instruction (the
    # core never reads errno; results are unchanged).
    FLAGS = ["-std=c11", "-O3", "-ffp-contract=off", "-fno-fast-math", "-fno-math-errno",
             "-Wall", "-Wextra", "-Wno-unused-parameter", "-Wno-missing-field-initializers"]

setup(
    # The kernel files, which inline every query, take minutes each to compile: as many
    # at once as there are CPUs (setuptools' build_ext --parallel).
    options={"build_ext": {"parallel": os.cpu_count() or 1}},
    ext_modules=[
        Extension(
            "collide2d._core",
            sources=SOURCES,
            include_dirs=["src/core", "src/binding"],
            depends=HEADERS,
            extra_compile_args=FLAGS,
        )
    ]
)
