"""``python -m benchmarks.pairs_method [N ...] [--path PATH]``: how ``collide2d.pairs``
finds its candidates, timed both ways on one build -- the hierarchical grid and the sweep
along x (``collide2d._core._set_pairs_method``) -- on the broad-phase benchmark's scenes
(:func:`benchmarks.broad.scene`: unit boxes at about 0.16 pairs a box, uniform and
clustered), one thread, the two alternating, medians of 9 repeats. Prints each scene's
boxes a sweep reads from each box (counted exactly, what the call's sample estimates)
and the sweep's time over the grid's: where "auto" should take the sweep (below 1) and
where the grid (src/core/broad/grid_build.c, SWEEP_MOST)."""

from __future__ import annotations

import argparse
import time

import numpy as np

import collide2d
from collide2d import AABBArray, _core, pairs

from .broad import scene


def reads_per_box(rows: np.ndarray) -> float:
    """How many boxes' lowest x lie in each box's stretch of x, on average."""
    lowest = np.sort(rows[:, 0] - rows[:, 2])
    inside = (np.searchsorted(lowest, rows[:, 0] + rows[:, 2], "right")
              - np.searchsorted(lowest, rows[:, 0] - rows[:, 2], "left"))
    return float(inside.mean())


def time_methods(boxes: AABBArray, repeats: int = 9) -> dict:
    n = len(boxes)
    calls = max(1, 200_000 // n)
    times: dict = {"grid": [], "sweep": []}
    previous = _core._set_pairs_method("auto")
    try:
        for _ in range(repeats):
            for method in times:
                _core._set_pairs_method(method)
                start = time.perf_counter()
                for _ in range(calls):
                    pairs(boxes)
                times[method].append((time.perf_counter() - start) / calls)
    finally:
        _core._set_pairs_method(previous)
    return {method: float(np.median(t)) for method, t in times.items()}


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.pairs_method",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("sizes", nargs="*", type=int,
                        default=[200, 2_000, 10_000, 30_000, 60_000, 100_000])
    parser.add_argument("--path", default=None, help="baseline, avx2 or avx512")
    args = parser.parse_args(argv)
    if args.path:
        _core._set_cpu_path(args.path)
    collide2d.set_num_threads(1)
    print(f"path {collide2d.get_cpu_path()}, one thread, medians of 9, the methods alternating")
    print("| scene | boxes | reads a box | grid | sweep | sweep / grid |")
    print("|---|---:|---:|---:|---:|---:|")
    for n in args.sizes:
        for clustered in (False, True):
            rows = scene(n, clustered)
            boxes = AABBArray(rows)
            previous = _core._set_pairs_method("grid")
            expected = pairs(boxes)
            _core._set_pairs_method("sweep")
            if not np.array_equal(pairs(boxes), expected):
                raise AssertionError(f"the methods' pairs differ on {n} boxes")
            _core._set_pairs_method(previous)
            t = time_methods(boxes)
            print(f"| {'clustered' if clustered else 'uniform'} | {n:,} | "
                  f"{reads_per_box(rows):.0f} | {t['grid'] * 1e6:.0f} us | "
                  f"{t['sweep'] * 1e6:.0f} us | {t['sweep'] / t['grid']:.2f} |")


if __name__ == "__main__":
    main()
