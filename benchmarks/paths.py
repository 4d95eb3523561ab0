"""Each batch kernel on each instruction-set path this CPU runs, one thread.

    python -m benchmarks.paths [--rows N] [--repeats R]

Times one call per case (median of R, interleaving the paths case by case) on every path of
``collide2d.cpu_paths()`` -- forced with the private ``collide2d._core._set_cpu_path`` -- and
prints a markdown table: the time on each path and its speed-up over the baseline.
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np

import collide2d as c
from collide2d import _core


def _cases(n: int):
    rng = np.random.default_rng(7)
    boxes = np.abs(rng.random((n, 4)))
    others = np.abs(rng.random((n, 4)))
    circles = np.abs(rng.random((n, 3)))
    other_circles = np.abs(rng.random((n, 3)))
    points, deltas = rng.random((n, 2)), rng.random((n, 2)) * 0.1
    segments, other_segments = rng.random((n, 4)), rng.random((n, 4))
    A, C, S = c.AABBArray(boxes), c.CircleArray(circles), c.SegmentArray(segments)
    movers, walls = c.AABBArray(boxes[: n // 64]), c.AABBArray(others[:64] * [1, 1, 0.1, 0.1])
    return {
        "AABBArray.overlaps_aabb": lambda: A.overlaps_aabb(others),
        "AABBArray.intersect_point": lambda: A.intersect_point(points),
        "AABBArray.intersect_aabb": lambda: A.intersect_aabb(others),
        "AABBArray.intersect_segment": lambda: A.intersect_segment(points, deltas),
        "AABBArray.sweep_aabb": lambda: A.sweep_aabb(others, deltas),
        "AABBArray.sweep_into (64 boxes)": lambda: movers.sweep_into(walls, deltas[: n // 64]),
        "CircleArray.overlaps_circle": lambda: C.overlaps_circle(other_circles),
        "CircleArray.intersect_aabb": lambda: C.intersect_aabb(others),
        "CircleArray.sweep_circle": lambda: C.sweep_circle(other_circles, deltas),
        "SegmentArray.intersection": lambda: S.intersection(other_segments),
    }


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.paths", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--repeats", type=int, default=15)
    args = parser.parse_args(argv)
    paths = _core.cpu_paths()
    before_path, before_threads = _core.get_cpu_path(), c.get_num_threads()
    c.set_num_threads(1)
    print(f"N = {args.rows:,} rows, one thread, median of {args.repeats}; paths {', '.join(paths)}")
    print("| case | " + " | ".join(paths) + " | " +
          " | ".join(f"{p} / baseline" for p in paths[1:]) + " |")
    print("|---|" + "---:|" * (2 * len(paths) - 1))
    try:
        for name, call in _cases(args.rows).items():
            times = {p: [] for p in paths}
            for _ in range(args.repeats):
                for p in paths:  # interleaved: drift falls on every path alike
                    _core._set_cpu_path(p)
                    start = time.perf_counter()
                    call()
                    times[p].append(time.perf_counter() - start)
            med = {p: statistics.median(t) for p, t in times.items()}
            cells = [f"{med[p] * 1e6:.0f} us" for p in paths]
            cells += [f"{med['baseline'] / med[p]:.2f}x" for p in paths[1:]]
            print(f"| {name} | " + " | ".join(cells) + " |")
    finally:
        _core._set_cpu_path(before_path)
        c.set_num_threads(before_threads)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
