"""The timer: per-call medians of several repeats, ours and the anchor interleaved.

Each repeat runs the call in a loop long enough (``min_seconds``) for
``time.perf_counter`` to measure it well; the result is the median over the
repeats of (repeat time / number of calls).  Ours and the anchor alternate
repeat by repeat, so a slow drift of the machine (frequency, other load)
affects both sides of a ratio alike.  The garbage collector is off while
timing, as in ``timeit``.
"""

from __future__ import annotations

import gc
import math
import statistics
import time
from dataclasses import dataclass
from itertools import repeat
from typing import Callable, Tuple


@dataclass(frozen=True)
class Timer:
    """How to time: ``repeats`` repeats, each lasting at least ``min_seconds``."""

    repeats: int = 7
    min_seconds: float = 0.02


@dataclass(frozen=True)
class Subject:
    """Something to time: ``run(number)`` makes ``number * calls`` calls."""

    run: Callable[[int], None]
    calls: int = 1


def calls(fn: Callable, *args) -> Subject:
    """Call ``fn(*args)`` once per loop iteration (for calls of microseconds or more)."""

    def run(number: int) -> None:
        for _ in repeat(None, number):
            fn(*args)

    return Subject(run)


def calls_unrolled(fn: Callable, a, b) -> Subject:
    """Call ``fn(a, b)`` ten times per loop iteration.

    For scalar calls of a few tens of nanoseconds: the loop's own cost is then
    spread over ten calls instead of adding a whole iteration to each.  The
    same loop serves ours and the anchor (``fn`` is an unbound method or a
    function, e.g. ``AABB.overlaps_aabb`` or ``pygame.Rect.colliderect``).
    """

    def run(number: int) -> None:
        for _ in repeat(None, number):
            fn(a, b)
            fn(a, b)
            fn(a, b)
            fn(a, b)
            fn(a, b)
            fn(a, b)
            fn(a, b)
            fn(a, b)
            fn(a, b)
            fn(a, b)

    return Subject(run, calls=10)


def _clock(subject: Subject, number: int) -> float:
    start = time.perf_counter()
    subject.run(number)
    return time.perf_counter() - start


def _calibrate(subject: Subject, min_seconds: float) -> int:
    """The loop count whose run lasts at least ``min_seconds`` (also warms up)."""
    number = 1
    while True:
        elapsed = _clock(subject, number)
        if elapsed >= min_seconds:
            return number
        # Aim 20 % past the goal, growing at most 100-fold per step.
        if elapsed > 0:
            estimate = math.ceil(number * 1.2 * min_seconds / elapsed)
        else:
            estimate = number * 100
        number = min(max(estimate, number + 1), number * 100)


def compare(ours: Subject, anchor: Subject, timer: Timer) -> Tuple[float, float]:
    """Median seconds per call of ``ours`` and of ``anchor``, measured interleaved."""
    gc_was_enabled = gc.isenabled()
    gc.disable()
    try:
        ours_number = _calibrate(ours, timer.min_seconds)
        anchor_number = _calibrate(anchor, timer.min_seconds)
        ours_times, anchor_times = [], []
        for _ in range(timer.repeats):
            ours_times.append(_clock(ours, ours_number) / (ours_number * ours.calls))
            anchor_times.append(_clock(anchor, anchor_number) / (anchor_number * anchor.calls))
    finally:
        if gc_was_enabled:
            gc.enable()
    return statistics.median(ours_times), statistics.median(anchor_times)
