"""This checkout against an earlier revision, case by case, in one run.

    python -m benchmarks.compare --base REV [--rounds 5] [--repeats 3] [--min-seconds 0.05]
                                 [--only SUBSTRING] [--keep DIR]

Builds REV (``git archive``) and the working tree each into a fresh virtual
environment of its own (``pip install``), then times every case of
``benchmarks/compare_cases.py`` in both, one process per measurement,
alternating base and new round by round so that a drift of the machine
(frequency, other load) falls on both sides alike. Batch calls run on one
thread (``COLLIDE2D_NUM_THREADS=1``, and one for numpy's BLAS). Prints a
markdown table: the median time per call of each side, new / base, and a flag
on every row more than 10 % slower.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CASES = Path(__file__).resolve().parent / "compare_cases.py"
WORSE = 1.10  # a row slower than this ratio is flagged


def _run(cmd, **kw) -> str:
    return subprocess.run(cmd, check=True, capture_output=True, text=True, **kw).stdout


def _venv(where: Path, source: Path) -> Path:
    """A fresh virtual environment at `where` with `source` installed; its python."""
    subprocess.run([sys.executable, "-m", "venv", str(where)], check=True)
    python = where / "bin" / "python"
    _run([str(python), "-m", "pip", "install", "--quiet", "--upgrade", "pip"])
    _run([str(python), "-m", "pip", "install", "--quiet", str(source)])
    return python


def _sources(base: str, work: Path) -> tuple:
    """The base revision's tree and a copy of the working tree (tracked files)."""
    base_dir, new_dir = work / "base-src", work / "new-src"
    base_dir.mkdir()
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", base], check=True,
                             capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(base_dir)], input=archive, check=True)
    new_dir.mkdir()
    files = _run(["git", "-C", str(ROOT), "ls-files", "--cached", "--others",
                  "--exclude-standard"]).split("\n")
    for name in filter(None, files):
        if (ROOT / name).is_file():
            (new_dir / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, new_dir / name)
    return base_dir, new_dir


def _measure(python: Path, case: str, repeats: int, min_seconds: float, cwd: Path) -> list:
    env = dict(os.environ, COLLIDE2D_NUM_THREADS="1", OMP_NUM_THREADS="1",
               OPENBLAS_NUM_THREADS="1", PYTHONDONTWRITEBYTECODE="1")
    out = _run([str(python), str(CASES), case, str(repeats), str(min_seconds)], env=env, cwd=cwd)
    return json.loads(out)


def _fmt(seconds: float) -> str:
    for unit, scale in (("s", 1.0), ("ms", 1e-3), ("us", 1e-6), ("ns", 1e-9)):
        if seconds >= scale:
            return f"{seconds / scale:.3g} {unit}"
    return f"{seconds / 1e-9:.3g} ns"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.compare", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--base", required=True, help="the git revision to compare against")
    parser.add_argument("--rounds", type=int, default=5,
                        help="alternations of base and new per case")
    parser.add_argument("--repeats", type=int, default=3, help="timed repeats per process")
    parser.add_argument("--min-seconds", type=float, default=0.05,
                        help="each repeat loops the call at least this long")
    parser.add_argument("--only", default="", help="cases whose name contains this")
    parser.add_argument("--keep", metavar="DIR", help="build in DIR and keep it (else a temp dir)")
    args = parser.parse_args(argv)

    work = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="collide2d-compare-"))
    work.mkdir(parents=True, exist_ok=True)
    try:
        base_src, new_src = _sources(args.base, work)
        print(f"building {args.base} and the working tree into {work} ...", file=sys.stderr)
        base_py = _venv(work / "base-venv", base_src)
        new_py = _venv(work / "new-venv", new_src)
        neutral = work  # not a source tree: each process imports its installed build
        cases = [c for c in json.loads(_run([str(new_py), str(CASES), "--list"], cwd=neutral))
                 if args.only.lower() in c.lower()]
        revision = _run(["git", "-C", str(ROOT), "rev-parse", "--short", args.base]).strip()
        print(f"| case | base {revision} | this tree | this / base | |")
        print("|---|---:|---:|---:|---|")
        worse = 0
        for case in cases:
            times = {"base": [], "new": []}
            for _ in range(args.rounds):
                for side, python in (("base", base_py), ("new", new_py)):
                    times[side] += _measure(python, case, args.repeats, args.min_seconds, neutral)
            base_t, new_t = (statistics.median(times[s]) for s in ("base", "new"))
            ratio = new_t / base_t
            flag = "**> 10 % slower**" if ratio > WORSE else ""
            worse += ratio > WORSE
            print(f"| {case} | {_fmt(base_t)} | {_fmt(new_t)} | {ratio:.2f} | {flag} |",
                  flush=True)
        print(f"\n{len(cases)} cases, {worse} more than 10 % slower; one thread; medians of "
              f"{args.rounds} x {args.repeats} repeats of >= {args.min_seconds:g} s, base and "
              "new alternating")
        return 0
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
