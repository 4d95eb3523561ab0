"""Thread scaling: a batch call on the library's default threads against the same call
on one thread (``collide2d.set_num_threads``), at N = 1e6 and 1e7.

The target, at least 1.8x on two threads, is what a split over two cores can give a
kernel whose time is its arithmetic.  A kernel that writes large results into a new
array spends much of a call in the operating system's first touch of the new pages
(zeroing them), which does not split well; the rows show it as it is, and the
``(out=)`` rows the same call writing into the result of an earlier one, as a game
loop does frame after frame.
"""

from __future__ import annotations

from typing import Callable, List

import collide2d
from collide2d import AABBArray

from . import data, timing
from .aabb import Case, Config, Measured
from .report import FASTER

CASES: List[Case] = []

# The thread count collide2d chose at import (the CPUs online), before any
# --threads option changes it.
DEFAULT_THREADS = collide2d.get_num_threads()


def _on(threads: int, call: Callable[[], object]) -> Callable[[], None]:
    def run() -> None:
        collide2d.set_num_threads(threads)
        call()
    return run


def _scaling(config: Config, n: int, make_call) -> Measured:
    call = make_call(n)
    before = collide2d.get_num_threads()
    try:
        ours, anchor = timing.compare(
            timing.calls(_on(DEFAULT_THREADS, call)),
            timing.calls(_on(1, call)),
            config.timer,
        )
    finally:
        collide2d.set_num_threads(before)
    return Measured(f"{n:,}", ours, anchor, f"{DEFAULT_THREADS} threads against 1")


def _overlaps_aabb(n: int):
    boxes, others = data.box_pairs(n)
    receivers = AABBArray(boxes)
    return lambda: receivers.overlaps_aabb(others)


def _intersect_aabb(n: int):
    boxes, others = data.box_pairs(n)
    receivers = AABBArray(boxes)
    return lambda: receivers.intersect_aabb(others)


def _intersect_aabb_out(n: int):
    boxes, others = data.box_pairs(n)
    receivers = AABBArray(boxes)
    hits = receivers.intersect_aabb(others)
    return lambda: receivers.intersect_aabb(others, out=hits)


def _intersect_aabb_fields(n: int):
    boxes, others = data.box_pairs(n)
    receivers = AABBArray(boxes)
    return lambda: receivers.intersect_aabb(others, fields=("hit", "time"))


def _sweep_aabb(n: int):
    boxes, others, delta = data.sweeps(n)
    receivers = AABBArray(boxes)
    return lambda: receivers.sweep_aabb(others, delta)


def _sweep_aabb_out(n: int):
    boxes, others, delta = data.sweeps(n)
    receivers = AABBArray(boxes)
    sweeps = receivers.sweep_aabb(others, delta)
    return lambda: receivers.sweep_aabb(others, delta, out=sweeps)


def _register(what: str, make_call) -> None:
    label = f"{what}, default threads"
    for size in ("n_mid", "n_large"):
        def measure(config: Config, size=size) -> Measured:
            return _scaling(config, getattr(config, size), make_call)
        CASES.append(Case(label, "the same call on 1 thread", FASTER, 1.8, measure))


_register("AABBArray.overlaps_aabb", _overlaps_aabb)
_register("AABBArray.intersect_aabb", _intersect_aabb)
_register("AABBArray.intersect_aabb(out=)", _intersect_aabb_out)
_register("AABBArray.intersect_aabb(fields=hit,time)", _intersect_aabb_fields)
_register("AABBArray.sweep_aabb", _sweep_aabb)
_register("AABBArray.sweep_aabb(out=)", _sweep_aabb_out)


def _broad(make_call) -> Callable[[Config], Measured]:
    def measure(config: Config) -> Measured:
        return _scaling(config, 10**6, make_call)
    return measure


def _pairs(n: int):
    from .broad import scene

    boxes = AABBArray(scene(n, False))
    return lambda: collide2d.pairs(boxes)


def _index_pairs(n: int):
    from .broad import scene

    index = collide2d.Index(AABBArray(scene(n, False)))
    return index.pairs


def _index_raycast(n: int):
    from .broad import _rays, scene

    rows = scene(n, False)
    index = collide2d.Index(AABBArray(rows))
    origins, deltas = _rays(rows, n // 10, 10.0)
    return lambda: index.raycast(origins, deltas)


# The broad phase splits its searches, its grids' builds and the pairs' sort (the rows'
# check and copy, under the GIL, the row table and the bitmap stay on one thread).
for _what, _make in (("pairs (1e6 boxes)", _pairs),
                     ("Index.pairs (1e6 boxes)", _index_pairs),
                     ("Index.raycast (1e5 rays into 1e6 boxes)", _index_raycast)):
    CASES.append(Case(f"{_what}, default threads", "the same call on 1 thread", FASTER, 1.8,
                      _broad(_make)))


# --------------------------------------------------------------------------
# Where a split over threads starts to pay: python -m benchmarks.threads
# --------------------------------------------------------------------------


def _crossover_calls():
    """(kernel id, make_call(n)) for kernels of light, middling and heavy rows; results
    written into an earlier result (out=) so the operating system's first touch of
    new pages is not what is measured."""
    import numpy as np
    from collide2d import CircleArray

    from .circles import circle_pairs, circle_rays

    def boxes(n):
        b, o = data.box_pairs(n)
        r = AABBArray(b)
        mask = np.empty(n, bool)
        return lambda: r.overlaps_aabb(o, out=mask)

    def hits(n):
        b, o = data.box_pairs(n)
        r = AABBArray(b)
        h = r.intersect_aabb(o)
        return lambda: r.intersect_aabb(o, out=h)

    def circles(n):
        c, o = circle_pairs(n)
        r = CircleArray(c)
        mask = np.empty(n, bool)
        return lambda: r.overlaps_circle(o, out=mask)

    def rays(n):
        c, p, d = circle_rays(n)
        r = CircleArray(c)
        h = r.intersect_segment(p, d)
        return lambda: r.intersect_segment(p, d, out=h)

    def sweeps(n):
        b, o, d = data.sweeps(n)
        r = AABBArray(b)
        s = r.sweep_aabb(o, d)
        return lambda: r.sweep_aabb(o, d, out=s)

    return [("overlaps_aabb_aabb", boxes), ("overlaps_circle_circle", circles),
            ("intersect_aabb_aabb", hits), ("intersect_circle_segment", rays),
            ("sweep_aabb_aabb", sweeps)]


def crossover(timer: timing.Timer, sizes, threads: int = 2):
    """Per kernel: (id, cost, rows, one-thread seconds) at the smallest row count where
    ``threads`` threads, split whatever the size, beat one by at least 10 %."""
    from collide2d import _core
    from collide2d._kernels import kernel

    found = []
    before = _core._set_work_per_thread(1)  # split every call: the crossover is ours to find
    try:
        for kernel_id, make in _crossover_calls():
            for n in sizes:
                call = make(n)
                split, one = timing.compare(timing.calls(_on(threads, call)),
                                            timing.calls(_on(1, call)), timer)
                if one >= 1.1 * split:
                    found.append((kernel_id, kernel(kernel_id).cost, n, one))
                    break
            else:
                found.append((kernel_id, kernel(kernel_id).cost, None, None))
    finally:
        _core._set_work_per_thread(before)
        collide2d.set_num_threads(DEFAULT_THREADS)
    return found


def main() -> int:
    threads = max(2, DEFAULT_THREADS)
    sizes = [2 ** k for k in range(8, 21)]
    print(f"python -m benchmarks.threads: where {threads} threads start to beat 1 "
          "(>= 1.1x), every call split")
    print("| kernel | cost (ns/row, the list's estimate) | rows | one thread | "
          "estimated work (rows x cost) |")
    print("|---|---:|---:|---:|---:|")
    estimates = []
    for kernel_id, cost, n, one in crossover(timing.Timer(repeats=5, min_seconds=0.01), sizes,
                                              threads):
        if n is None:
            print(f"| {kernel_id} | {cost} | > {sizes[-1]:,} | - | - |")
            continue
        estimates.append(n * cost)
        print(f"| {kernel_id} | {cost} | {n:,} | {one * 1e6:.0f} us | {n * cost / 1e3:.0f} us |")
    if estimates:
        estimates.sort()
        middle = estimates[len(estimates) // 2]
        print(f"\nmedian estimated work where a second thread pays: {middle / 1e3:.0f} us; "
              f"a call gets one thread per C2D_WORK_PER_THREAD of estimated work, so two "
              f"from 2 x C2D_WORK_PER_THREAD: C2D_WORK_PER_THREAD ~ {middle / 2e3:.0f} us")
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(main())
