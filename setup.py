"""Build the C extension collide2d._core (metadata lives in pyproject.toml)."""

import os
import sys
from concurrent.futures import ThreadPoolExecutor
from glob import glob

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

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


class ParallelBuildExt(build_ext):
    """build_ext that compiles the extension's sources as many at once as there are CPUs.

    setuptools compiles one extension's sources one after another (its `parallel` option
    only builds separate extensions at once), and the kernel files, which inline every
    query for each CPU path, take a minute or more each. Only for the Unix compiler
    driver, whose per-source step (`_compile`) is known; any other compiler, or a
    setuptools whose private helpers differ, compiles one source at a time as usual."""

    def build_extensions(self) -> None:
        compiler = self.compiler
        helpers = ("_setup_compile", "_get_cc_args", "_compile")
        if compiler.compiler_type == "unix" and all(hasattr(compiler, h) for h in helpers):
            compiler.compile = _parallel_compile.__get__(compiler)
        super().build_extensions()


def _parallel_compile(self, sources, output_dir=None, macros=None, include_dirs=None, debug=0,
                      extra_preargs=None, extra_postargs=None, depends=None):
    """distutils' CCompiler.compile with its loop over the sources run on a thread pool
    (each step waits on a compiler process, so threads are enough)."""
    macros, objects, extra_postargs, pp_opts, build = self._setup_compile(
        output_dir, macros, include_dirs, sources, depends, extra_postargs)
    cc_args = self._get_cc_args(pp_opts, debug, extra_preargs)

    def compile_one(obj):
        if obj in build:  # absent: up to date
            source, ext = build[obj]
            self._compile(obj, source, ext, cc_args, extra_postargs, pp_opts)

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        list(pool.map(compile_one, objects))  # list(): a failed compile raises here
    return objects


setup(
    cmdclass={"build_ext": ParallelBuildExt},
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
