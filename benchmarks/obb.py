"""The oriented-box benchmark cases (OBBArray against numpy), each one row of the table,
in the pattern of :mod:`benchmarks.aabb`: ours and the anchor are first checked to give
the same answer on the benchmark data, then timed with :func:`timing.compare`."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

import numpy as np

from collide2d import OBBArray

from . import numpy_obb, timing
from .aabb import Case, Config, Measured, _share, check
from .circles import _check_close
from .data import WORLD, _read_only
from .report import FASTER

CASES: list[Case] = []


def case(what: str, anchor: str, kind: str, target: float | None = None):
    def register(measure: Callable[[Config], Measured]) -> Callable[[Config], Measured]:
        CASES.append(Case(what, anchor, kind, target, measure))
        return measure

    return register


def _boxes(rng, centres: np.ndarray) -> np.ndarray:
    n = centres.shape[0]
    half = rng.uniform(0.5, 2.0, size=(n, 2))
    angle = rng.uniform(-np.pi, np.pi, size=(n, 1))
    return np.hstack([centres, half, angle])


@cache
def obb_pairs(n: int) -> tuple[np.ndarray, np.ndarray]:
    """``boxes``, ``others``: ``(n, 5)``, half sizes 0.5-2, any angle, each other centre
    within 4 per axis (about 40 % overlap)."""
    rng = np.random.default_rng(21)
    centres = rng.uniform(0.0, WORLD, size=(n, 2))
    boxes = _boxes(rng, centres)
    others = _boxes(rng, centres + rng.uniform(-4.0, 4.0, size=(n, 2)))
    return _read_only(boxes, others)


@cache
def obb_rays(n: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``boxes (n, 5)``, segment starts near them, motions aimed loosely at them."""
    rng = np.random.default_rng(22)
    centres = rng.uniform(0.0, WORLD, size=(n, 2))
    boxes = _boxes(rng, centres)
    offset = rng.uniform(-4.0, 4.0, size=(n, 2))
    pos = centres + offset
    delta = -offset * rng.uniform(0.0, 2.0, size=(n, 1)) + rng.uniform(-4.0, 4.0, size=(n, 2))
    return _read_only(boxes, pos, delta)


def _overlaps(config: Config, n: int) -> Measured:
    boxes, others = obb_pairs(n)
    ours_fn = OBBArray(boxes).overlaps_obb
    expected = numpy_obb.overlaps_obb(boxes, others)
    check("overlaps_obb", ours_fn(others), expected, exact=True)
    ours, anchor = timing.compare(timing.calls(ours_fn, others),
                                  timing.calls(numpy_obb.overlaps_obb, boxes, others),
                                  config.timer)
    return Measured(f"{n:,}", ours, anchor, _share(expected, "overlap"))


@case("OBBArray.overlaps_obb", "numpy", FASTER, 10)
def overlaps_vs_numpy_mid(config: Config) -> Measured:
    return _overlaps(config, config.n_mid)


@case("OBBArray.intersect_segment", "numpy", FASTER, 5)
def intersect_segment_vs_numpy(config: Config) -> Measured:
    boxes, pos, delta = obb_rays(config.n)
    receivers = OBBArray(boxes)
    expected = numpy_obb.intersect_segment(boxes, pos, delta)
    hits = receivers.intersect_segment(pos, delta)
    check("intersect_segment hit", hits.hit, expected.hit, exact=True)
    hit = expected.hit
    _check_close("intersect_segment time", hits.time, expected.time, hit, 1e-9, 0.0)
    for field in ("pos", "delta", "normal"):
        _check_close(f"intersect_segment {field}", getattr(hits, field),
                     getattr(expected, field), hit, 1e-9, 1e-9)
    ours, anchor = timing.compare(timing.calls(receivers.intersect_segment, pos, delta),
                                  timing.calls(numpy_obb.intersect_segment, boxes, pos, delta),
                                  config.timer)
    return Measured(f"{config.n:,}", ours, anchor, _share(hit, "hit"))
