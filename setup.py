"""Build the C extension collide2d._core (metadata lives in pyproject.toml)."""

import sys

from setuptools import Extension, setup

SOURCES = [
    "src/module.c",
    "src/py_vec2.c",
    "src/py_aabb.c",
    "src/py_results.c",
    "src/py_circle.c",
    "src/py_segment.c",
    "src/py_batch.c",
    "src/batch.c",
    "src/batch_circles.c",
]

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
    ext_modules=[
        Extension(
            "collide2d._core",
            sources=SOURCES,
            include_dirs=["src"],
            depends=["src/c2d_math.h", "src/c2d_shapes.h", "src/c2d_aabb.h",
                     "src/c2d_sweep.h", "src/c2d_circle.h", "src/c2d_segment.h", "src/c2d_circle_sweep.h", "src/batch.h", "src/batch_rows.h", "src/py_common.h"],
            extra_compile_args=FLAGS,
        )
    ]
)
