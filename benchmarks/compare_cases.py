"""The cases of ``python -m benchmarks.compare``: one process times one case.

Run as a script by the interpreter of the build under test (a virtual
environment of its own), so it uses nothing but collide2d's public API, numpy
and the standard library, the same in every release being compared::

    python compare_cases.py CASE REPEATS MIN_SECONDS   ->  JSON list of seconds per call
    python compare_cases.py --list                      ->  JSON list of case names

Each repeat loops the call for at least MIN_SECONDS (garbage collector off, as
in ``timeit``) and reports the time per call.
"""

from __future__ import annotations

import gc
import json
import sys
import time
from itertools import repeat

import numpy as np

import collide2d as c

N = 200_000  # rows of a batch call
RNG = np.random.default_rng(12345)


def _boxes(n: int, size: float = 0.02) -> np.ndarray:
    rows = RNG.random((n, 4))
    rows[:, 2:] *= size
    return rows


def _circles(n: int, size: float = 0.02) -> np.ndarray:
    rows = RNG.random((n, 3))
    rows[:, 2] *= size
    return rows


def _scalar(fn, *args):
    """Ten calls per loop iteration: the loop's cost spread thin for tens of ns."""

    def run(number: int) -> None:
        for _ in repeat(None, number):
            fn(*args); fn(*args); fn(*args); fn(*args); fn(*args)  # noqa: E702
            fn(*args); fn(*args); fn(*args); fn(*args); fn(*args)  # noqa: E702

    return run, 10


def _batch(fn, *args):
    def run(number: int) -> None:
        for _ in repeat(None, number):
            fn(*args)

    return run, 1


def _cases():
    box, other = c.AABB((0, 0), (1, 1)), c.AABB((1.5, 0.5), (1, 1))
    circle, other_circle = c.Circle((0, 0), 1), c.Circle((1.5, 0.5), 1)
    walls = [c.AABB((3 * i, 2), (1, 1)) for i in range(10)]
    walls += [c.Circle((3 * i + 1, -2), 1) for i in range(10)]
    boxes, others = c.AABBArray(_boxes(N)), _boxes(N)
    circles, other_circles = c.CircleArray(_circles(N)), _circles(N)
    points, deltas = RNG.random((N, 2)), RNG.random((N, 2)) * 0.1
    segments = c.SegmentArray(RNG.random((N, 4)))
    other_segments = RNG.random((N, 4))
    movers = c.AABBArray(_boxes(N // 64))
    colliders = c.AABBArray(_boxes(64, 0.1))
    # The broad phase's small calls, as a game makes them every frame.
    few, some, many = c.AABBArray(_boxes(10, 0.2)), c.AABBArray(_boxes(200, 0.05)), _boxes(10_000)
    index, probe = c.Index(some), c.AABBArray(_boxes(1, 0.05))
    return {
        "AABB.overlaps_aabb": lambda: _scalar(c.AABB.overlaps_aabb, box, other),
        "AABB.intersect_point": lambda: _scalar(c.AABB.intersect_point, box, (0.5, 0.25)),
        "AABB.intersect_aabb": lambda: _scalar(c.AABB.intersect_aabb, box, other),
        "AABB.sweep_aabb": lambda: _scalar(c.AABB.sweep_aabb, box, other, (-3.0, 0.0)),
        "Circle.overlaps_circle": lambda: _scalar(c.Circle.overlaps_circle, circle, other_circle),
        "Circle.intersect_circle": lambda: _scalar(c.Circle.intersect_circle, circle,
                                                   other_circle),
        "Circle.sweep_aabb": lambda: _scalar(c.Circle.sweep_aabb, circle, other, (-3.0, 0.0)),
        "AABB.sweep_into (20 mixed)": lambda: _scalar(c.AABB.sweep_into, box, walls, (30.0, 0.0)),
        "overlaps(AABB, AABB)": lambda: _scalar(c.overlaps, box, other),
        "overlaps(Circle, AABB)": lambda: _scalar(c.overlaps, circle, box),
        "AABBArray.overlaps_aabb": lambda: _batch(boxes.overlaps_aabb, others),
        "AABBArray.intersect_point": lambda: _batch(boxes.intersect_point, points),
        "AABBArray.intersect_aabb": lambda: _batch(boxes.intersect_aabb, others),
        "AABBArray.intersect_segment": lambda: _batch(boxes.intersect_segment, points, deltas),
        "AABBArray.sweep_aabb": lambda: _batch(boxes.sweep_aabb, others, deltas),
        "AABBArray.sweep_into (64 boxes)": lambda: _batch(movers.sweep_into, colliders,
                                                          deltas[: N // 64]),
        "CircleArray.overlaps_circle": lambda: _batch(circles.overlaps_circle, other_circles),
        "CircleArray.intersect_aabb": lambda: _batch(circles.intersect_aabb, others),
        "CircleArray.sweep_circle": lambda: _batch(circles.sweep_circle, other_circles, deltas),
        "SegmentArray.intersection": lambda: _batch(segments.intersection, other_segments),
        "CircleArray.line_points": lambda: _batch(circles.line_points, points, points + deltas),
        # One row: what a batch call costs beyond its rows (the Python layer, the checks).
        "AABBArray.intersect_aabb (1 row)": lambda: _batch(boxes[:1].intersect_aabb, others[:1]),
        "AABBArray.overlaps_aabb (1 row)": lambda: _batch(boxes[:1].overlaps_aabb, others[:1]),
        "CircleArray.sweep_circle (1 row)": lambda: _batch(circles[:1].sweep_circle,
                                                           other_circles[:1], deltas[:1]),
        "pairs (10 boxes)": lambda: _batch(c.pairs, few),
        "pairs (200 boxes)": lambda: _batch(c.pairs, some),
        "pairs (10,000 boxes)": lambda: _batch(c.pairs, many),
        "Index (200 boxes)": lambda: _batch(c.Index, some),
        "Index.query (1 box, 200 indexed)": lambda: _batch(index.query, probe),
        "Index.update (1 box of 200)": lambda: _batch(index.update, [7], probe),
    }


def _time(run, per_loop: int, repeats: int, min_seconds: float) -> list:
    number = 1
    while True:  # calibrate: enough loops for min_seconds
        start = time.perf_counter()
        run(number)
        elapsed = time.perf_counter() - start
        if elapsed >= min_seconds:
            break
        number *= 2 if elapsed <= 0 else max(2, int(min_seconds / elapsed * 1.2))
    out = []
    for _ in range(repeats):
        start = time.perf_counter()
        run(number)
        out.append((time.perf_counter() - start) / (number * per_loop))
    return out


def main(argv: list) -> int:
    if argv[:1] == ["--list"]:
        print(json.dumps(list(_cases())))
        return 0
    name, repeats, min_seconds = argv[0], int(argv[1]), float(argv[2])
    run, per_loop = _cases()[name]()
    run(1)  # warm up
    gc.disable()
    print(json.dumps(_time(run, per_loop, repeats, min_seconds)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
