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
_register("AABBArray.sweep_aabb", _sweep_aabb)
_register("AABBArray.sweep_aabb(out=)", _sweep_aabb_out)
