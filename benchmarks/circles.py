"""The circle and segment benchmark cases, each one row of the table.

The same pattern as :mod:`benchmarks.aabb`: every case first checks that ours
and its anchor compute the same answer on the benchmark data, then times both
with :func:`timing.compare` (medians of interleaved repeats).  The pygame-ce
rows are skipped with a note where pygame-ce has no ``pygame.geometry``.
"""

from __future__ import annotations

import os
from functools import lru_cache
from itertools import repeat
from typing import Callable, List, Optional, Tuple

import numpy as np

import collide2d
from collide2d import AABB, Circle, CircleArray, SegmentArray, oracle

from . import numpy_circles, timing
from .aabb import (READ_LIMIT, Case, Config, Disagreement, Measured, NotInstalled, _share, check,
                   vs_read_limit)
from .data import WORLD, _read_only
from .report import FASTER, INFO, NOT_INSTALLED, TIME

CASES: List[Case] = []


def case(what: str, anchor: str, kind: str = INFO, target: Optional[float] = None):
    """Register the decorated ``measure(config)`` as a row of the table."""

    def register(measure: Callable[[Config], Measured]) -> Callable[[Config], Measured]:
        CASES.append(Case(what, anchor, kind, target, measure))
        return measure

    return register


class Skipped(NotInstalled):
    """A row that cannot run here: ``problem`` fills the table cell, the message the note."""

    problem = NOT_INSTALLED


def _pygame_circle():
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        import pygame
    except ImportError:
        raise NotInstalled("pygame-ce") from None
    try:
        from pygame.geometry import Circle as PygameCircle
    except ImportError:
        raise Skipped(f"skipped: this pygame ({pygame.version.ver}) has no "
                      "pygame.geometry.Circle (pygame-ce >= 2.5)") from None
    return pygame, PygameCircle


def _shapely():
    try:
        import shapely
    except ImportError:
        raise NotInstalled("shapely") from None
    return shapely


# --------------------------------------------------------------------------
# Data (as in benchmarks.data: fixed seeds, read-only arrays, 25-55 % hits)
# --------------------------------------------------------------------------


def _circles(rng: np.random.Generator, centres: np.ndarray) -> np.ndarray:
    radii = rng.uniform(0.5, 2.0, size=(len(centres), 1))
    return np.ascontiguousarray(np.concatenate([centres, radii], axis=1))


@lru_cache(maxsize=None)
def circle_pairs(n: int) -> Tuple[np.ndarray, np.ndarray]:
    """``circles``, ``others``: ``(n, 3)``, radii 0.5-2, each other centre within 4 per axis."""
    rng = np.random.default_rng(11)
    centres = rng.uniform(0.0, WORLD, size=(n, 2))
    circles = _circles(rng, centres)
    others = _circles(rng, centres + rng.uniform(-4.0, 4.0, size=(n, 2)))
    return _read_only(circles, others)


@lru_cache(maxsize=None)
def circle_rays(n: int) -> Tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``circles (n, 3)``, segment starts ``pos (n, 2)`` near them, ``delta (n, 2)``.

    Starts within 4 of the centre per axis (about 8 % inside), motions aimed
    loosely at the centre (up to twice the way there, plus up to 4 per axis
    of noise): about 40 % hit.
    """
    rng = np.random.default_rng(12)
    centres = rng.uniform(0.0, WORLD, size=(n, 2))
    circles = _circles(rng, centres)
    offset = rng.uniform(-4.0, 4.0, size=(n, 2))
    pos = centres + offset
    delta = -offset * rng.uniform(0.0, 2.0, size=(n, 1)) + rng.uniform(-4.0, 4.0, size=(n, 2))
    return _read_only(circles, pos, delta)


@lru_cache(maxsize=None)
def segment_pairs(n: int) -> Tuple[np.ndarray, np.ndarray]:
    """``segments``, ``others``: ``(n, 4)``, up to 6 long per axis, midpoints within 2.5
    per axis of each other: about 45 % cross.  Random floats: no pair is parallel,
    and none touches at an end point.
    """
    rng = np.random.default_rng(13)
    middle = rng.uniform(0.0, WORLD, size=(n, 2))
    half = rng.uniform(-3.0, 3.0, size=(n, 2))
    other_middle = middle + rng.uniform(-2.5, 2.5, size=(n, 2))
    other_half = rng.uniform(-3.0, 3.0, size=(n, 2))
    segments = np.ascontiguousarray(np.concatenate([middle - half, middle + half], axis=1))
    others = np.ascontiguousarray(
        np.concatenate([other_middle - other_half, other_middle + other_half], axis=1))
    return _read_only(segments, others)


# --------------------------------------------------------------------------
# Batch cases against numpy
# --------------------------------------------------------------------------


def _overlaps_vs_numpy(config: Config, n: int) -> Measured:
    circles, others = circle_pairs(n)
    receivers = CircleArray(circles)
    expected = numpy_circles.overlaps_circle(circles, others)
    check("overlaps_circle", receivers.overlaps_circle(others), expected, exact=True)
    ours, anchor = timing.compare(
        timing.calls(receivers.overlaps_circle, others),
        timing.calls(numpy_circles.overlaps_circle, circles, others),
        config.timer,
    )
    return Measured(f"{n:,}", ours, anchor, _share(expected, "overlap"))


@case("CircleArray.overlaps_circle", "numpy", FASTER, 4)
def overlaps_vs_numpy(config: Config) -> Measured:
    return _overlaps_vs_numpy(config, config.n)


@case("CircleArray.overlaps_circle", "numpy", FASTER, 4)
def overlaps_vs_numpy_mid(config: Config) -> Measured:
    return _overlaps_vs_numpy(config, config.n_mid)


@case("CircleArray.overlaps_circle", "numpy", FASTER, 3)
def overlaps_vs_numpy_large(config: Config) -> Measured:
    return _overlaps_vs_numpy(config, config.n_large)


def _overlaps_vs_memory(config: Config, n: int) -> Measured:
    circles, others = circle_pairs(n)
    return vs_read_limit(config, n, circles, others, CircleArray(circles).overlaps_circle)


@case("CircleArray.overlaps_circle", "np.sum of both inputs (read limit)", TIME, READ_LIMIT)
def overlaps_vs_memory_small(config: Config) -> Measured:
    return _overlaps_vs_memory(config, config.n)


@case("CircleArray.overlaps_circle", "np.sum of both inputs (read limit)", TIME, READ_LIMIT)
def overlaps_vs_memory_mid(config: Config) -> Measured:
    return _overlaps_vs_memory(config, config.n_mid)


def _check_close(label: str, ours, expected, mask: np.ndarray, rtol: float, atol: float) -> None:
    """Like :func:`aabb.check`, with a tolerance, on the rows of ``mask`` only."""
    ours = np.asarray(ours)[mask]
    expected = np.asarray(expected)[mask]
    same = np.isclose(ours, expected, rtol=rtol, atol=atol)
    if same.ndim > 1:
        same = same.all(axis=tuple(range(1, same.ndim)))
    if not same.all():
        row = int(np.flatnonzero(mask)[np.flatnonzero(~same)[0]])
        first = int(np.flatnonzero(~same)[0])
        raise Disagreement(
            f"{label}: {int((~same).sum())} of {same.size} rows differ; first row {row}: "
            f"ours {ours[first].tolist()!r}, expected {expected[first].tolist()!r}"
        )


@case("CircleArray.intersect_segment", "numpy", FASTER, 5)
def intersect_segment_vs_numpy(config: Config) -> Measured:
    circles, pos, delta = circle_rays(config.n)
    receivers = CircleArray(circles)
    expected = numpy_circles.intersect_segment(circles, pos, delta)
    hits = receivers.intersect_segment(pos, delta)
    # The hit mask exactly; numpy's textbook roots are not ours, so the
    # times of the hits to 1e-9 relative, and what follows from them likewise.
    check("intersect_segment hit", hits.hit, expected.hit, exact=True)
    check("intersect_segment collider", hits.collider, expected.collider, exact=True)
    hit = expected.hit
    _check_close("intersect_segment time", hits.time, expected.time, hit, 1e-9, 0.0)
    for field in ("pos", "delta", "normal"):
        _check_close(f"intersect_segment {field}", getattr(hits, field),
                     getattr(expected, field), hit, 1e-9, 1e-9)
    for field in ("pos", "delta", "normal", "time"):
        check(f"intersect_segment {field} (no hit)", getattr(hits, field)[~hit],
              getattr(expected, field)[~hit], exact=True)
    ours, anchor = timing.compare(
        timing.calls(receivers.intersect_segment, pos, delta),
        timing.calls(numpy_circles.intersect_segment, circles, pos, delta),
        config.timer,
    )
    inside = float(np.mean(hit & (expected.time == 0)))
    note = _share(hit, "hit") + f", {inside:.0%} start inside"
    return Measured(f"{config.n:,}", ours, anchor, note)


def _check_line_hits(label: str, ours, expected: numpy_circles.LineHits) -> np.ndarray:
    """Kinds equal on every row; start, end, t, u equal (1e-12) on the "point" rows."""
    kind = np.asarray(ours.kind)
    check(label + " point", kind == numpy_circles.POINT, expected.kind == numpy_circles.POINT,
          exact=True)
    check(label + " kind", kind, expected.kind, exact=True)
    point = expected.kind == numpy_circles.POINT
    for field in ("start", "end", "t", "u"):
        _check_close(f"{label} {field}", getattr(ours, field), getattr(expected, field),
                     point, 1e-12, 1e-12)
    return point


@case("SegmentArray.intersection", "numpy", FASTER, 5)
def segment_intersection_vs_numpy(config: Config) -> Measured:
    segments, others = segment_pairs(config.n)
    receivers = SegmentArray(segments)
    expected = numpy_circles.segment_intersection(segments, others)
    point = _check_line_hits("intersection", receivers.intersection(others), expected)
    ours, anchor = timing.compare(
        timing.calls(receivers.intersection, others),
        timing.calls(numpy_circles.segment_intersection, segments, others),
        config.timer,
    )
    return Measured(f"{config.n:,}", ours, anchor, _share(point, "cross"))


@case("SegmentArray.intersection", "shapely.intersection on LineStrings", FASTER, 50)
def segment_intersection_vs_shapely(config: Config) -> Measured:
    shapely = _shapely()
    segments, others = segment_pairs(config.n)
    receivers = SegmentArray(segments)
    lines = shapely.linestrings(segments.reshape(-1, 2, 2))
    other_lines = shapely.linestrings(others.reshape(-1, 2, 2))

    result = receivers.intersection(others)
    shapes = shapely.intersection(lines, other_lines)
    point = np.asarray(result.kind) == numpy_circles.POINT
    check("intersection vs shapely: point", point, ~shapely.is_empty(shapes), exact=True)
    if not (shapely.get_type_id(shapes[point]) == shapely.GeometryType.POINT).all():
        raise Disagreement("intersection vs shapely: shapely returns non-points where we cross")
    _check_close("intersection vs shapely: point", np.asarray(result.start)[point],
                 shapely.get_coordinates(shapes[point]), np.ones(int(point.sum()), bool),
                 1e-9, 1e-9)
    ours, anchor = timing.compare(
        timing.calls(receivers.intersection, others),
        timing.calls(shapely.intersection, lines, other_lines),
        config.timer,
    )
    note = "pairwise, LineStrings built beforehand; " + _share(point, "cross")
    return Measured(f"{config.n:,}", ours, anchor, note)


# --------------------------------------------------------------------------
# Scalar calls against the oracle
# --------------------------------------------------------------------------


def calls_unrolled3(fn: Callable, a, b, c) -> timing.Subject:
    """:func:`timing.calls_unrolled` for calls of three arguments: ``fn(a, b, c)`` ten times."""

    def run(number: int) -> None:
        for _ in repeat(None, number):
            fn(a, b, c)
            fn(a, b, c)
            fn(a, b, c)
            fn(a, b, c)
            fn(a, b, c)
            fn(a, b, c)
            fn(a, b, c)
            fn(a, b, c)
            fn(a, b, c)
            fn(a, b, c)

    return timing.Subject(run, calls=10)


# Hits, the same in every form: collide2d shapes and oracle tuples.
CIRCLE_A, CIRCLE_B = (0.0, 0.0, 2.0), (1.0, 0.5, 1.0)  # overlapping circles
RAY_POS, RAY_DELTA = (-4.0, 0.5), (8.0, 0.25)  # enters CIRCLE_A at t ~ 0.27
BOX = (3.0, 2.0, 1.0, 1.0)  # CIRCLE_C's centre is off its corner (2, 1)
CIRCLE_C = (1.5, 0.5, 1.0)
SWEEP_BOX, SWEEP_DELTA = (5.0, 0.5, 1.0, 1.0), (-5.0, 0.2)  # hits CIRCLE_A's right side


def _circle(row) -> Circle:
    return Circle((row[0], row[1]), row[2])


def _box(row) -> AABB:
    return AABB((row[0], row[1]), (row[2], row[3]))


def _check_hit(label: str, ours, expected, exact: bool) -> None:
    if ours is None or expected is None:
        raise Disagreement(f"{label}: ours {ours!r}, expected {expected!r}")
    for field in ("pos", "delta", "normal"):
        check(f"{label} {field}", [tuple(getattr(ours, field))], [getattr(expected, field)], exact)
    check(f"{label} time", [ours.time], [expected.time], exact)


def _check_sweep(label: str, ours, expected) -> None:
    _check_hit(label + " hit", ours.hit, expected.hit, exact=True)
    check(label + " pos", [tuple(ours.pos)], [expected.pos], exact=True)
    check(label + " time", [ours.time], [expected.time], exact=True)
    if ours.started_overlapping != expected.started_overlapping:
        raise Disagreement(f"{label} started_overlapping: ours {ours.started_overlapping}")


@case("Circle.intersect_circle -> Hit", "oracle", FASTER, 6)
def scalar_circle_vs_oracle(config: Config) -> Measured:
    a, b = _circle(CIRCLE_A), _circle(CIRCLE_B)
    _check_hit("Circle.intersect_circle", a.intersect_circle(b),
               oracle.intersect_circle_circle(CIRCLE_A, CIRCLE_B), exact=True)
    ours, anchor = timing.compare(
        timing.calls_unrolled(Circle.intersect_circle, a, b),
        timing.calls_unrolled(oracle.intersect_circle_circle, CIRCLE_A, CIRCLE_B),
        config.timer,
    )
    return Measured("1", ours, anchor)


@case("Circle.intersect_segment -> Hit", "oracle", FASTER, 6)
def scalar_segment_vs_oracle(config: Config) -> Measured:
    a = _circle(CIRCLE_A)
    _check_hit("Circle.intersect_segment", a.intersect_segment(RAY_POS, RAY_DELTA),
               oracle.intersect_circle_segment(CIRCLE_A, RAY_POS, RAY_DELTA), exact=True)
    ours, anchor = timing.compare(
        calls_unrolled3(Circle.intersect_segment, a, RAY_POS, RAY_DELTA),
        calls_unrolled3(oracle.intersect_circle_segment, CIRCLE_A, RAY_POS, RAY_DELTA),
        config.timer,
    )
    return Measured("1", ours, anchor, "pos and delta given as tuples to both")


@case("AABB.intersect_circle -> Hit", "oracle", FASTER, 6)
def scalar_box_circle_vs_oracle(config: Config) -> Measured:
    box, c = _box(BOX), _circle(CIRCLE_C)
    _check_hit("AABB.intersect_circle", box.intersect_circle(c),
               oracle.intersect_aabb_circle(BOX, CIRCLE_C), exact=True)
    ours, anchor = timing.compare(
        timing.calls_unrolled(AABB.intersect_circle, box, c),
        timing.calls_unrolled(oracle.intersect_aabb_circle, BOX, CIRCLE_C),
        config.timer,
    )
    return Measured("1", ours, anchor)


@case("Circle.sweep_aabb -> Sweep", "oracle", FASTER, 6)
def scalar_sweep_vs_oracle(config: Config) -> Measured:
    a, box = _circle(CIRCLE_A), _box(SWEEP_BOX)
    ours_sweep = a.sweep_aabb(box, SWEEP_DELTA)
    if ours_sweep.hit is None:
        raise Disagreement("Circle.sweep_aabb: the benchmark sweep should hit")
    _check_sweep("Circle.sweep_aabb", ours_sweep,
                 oracle.sweep_circle_aabb(CIRCLE_A, SWEEP_BOX, SWEEP_DELTA))
    ours, anchor = timing.compare(
        calls_unrolled3(Circle.sweep_aabb, a, box, SWEEP_DELTA),
        calls_unrolled3(oracle.sweep_circle_aabb, CIRCLE_A, SWEEP_BOX, SWEEP_DELTA),
        config.timer,
    )
    return Measured("1", ours, anchor, "delta given as a tuple to both")


# --------------------------------------------------------------------------
# Scalar calls against pygame-ce's pygame.geometry.Circle
# --------------------------------------------------------------------------


def _pygame_circles():
    pygame, PygameCircle = _pygame_circle()
    a, b = _circle(CIRCLE_A), _circle(CIRCLE_B)
    pa, pb = PygameCircle(*CIRCLE_A), PygameCircle(*CIRCLE_B)
    if not pa.collidecircle(pb) or a.intersect_circle(b) is None:
        raise Disagreement("Circle.intersect_circle and pygame Circle.collidecircle disagree")
    return pygame, PygameCircle, a, b, pa, pb


@case("Circle.intersect_circle -> Hit", "pygame-ce geometry.Circle.collidecircle", TIME, 3)
def scalar_circle_vs_pygame(config: Config) -> Measured:
    pygame, PygameCircle, a, b, pa, pb = _pygame_circles()
    ours, anchor = timing.compare(
        timing.calls_unrolled(Circle.intersect_circle, a, b),
        timing.calls_unrolled(PygameCircle.collidecircle, pa, pb),
        config.timer,
    )
    return Measured("1", ours, anchor, "collidecircle returns a bool; ours builds a Hit")


@case("Circle.overlaps_circle -> bool", "pygame-ce geometry.Circle.collidecircle", TIME, 1.0)
def scalar_overlaps_method_vs_pygame(config: Config) -> Measured:
    pygame, PygameCircle, a, b, pa, pb = _pygame_circles()
    if not a.overlaps_circle(b):
        raise Disagreement("Circle.overlaps_circle and pygame Circle.collidecircle disagree")
    ours, anchor = timing.compare(
        timing.calls_unrolled(Circle.overlaps_circle, a, b),
        timing.calls_unrolled(PygameCircle.collidecircle, pa, pb),
        config.timer,
    )
    return Measured("1", ours, anchor, "both return a bool")


@case("overlaps(Circle, Circle)", "pygame-ce geometry.Circle.collidecircle")
def scalar_overlaps_vs_pygame(config: Config) -> Measured:
    pygame, PygameCircle, a, b, pa, pb = _pygame_circles()
    if not collide2d.overlaps(a, b):
        raise Disagreement("overlaps(Circle, Circle) and pygame Circle.collidecircle disagree")
    ours, anchor = timing.compare(
        timing.calls_unrolled(collide2d.overlaps, a, b),
        timing.calls_unrolled(PygameCircle.collidecircle, pa, pb),
        config.timer,
    )
    return Measured("1", ours, anchor, "the generic overlaps dispatches in Python; both return a bool")


@case("intersect(Circle, Circle) -> Hit", "Circle.intersect_circle")
def generic_intersect_vs_method(config: Config) -> Measured:
    a, b = Circle((0.0, 0.0), 1.0), Circle((1.5, 0.25), 1.0)
    generic, method = collide2d.intersect(a, b), a.intersect_circle(b)
    if (tuple(generic.delta), generic.time) != (tuple(method.delta), method.time):
        raise Disagreement("intersect(Circle, Circle) and Circle.intersect_circle disagree")
    ours, anchor = timing.compare(
        timing.calls_unrolled(collide2d.intersect, a, b),
        timing.calls_unrolled(Circle.intersect_circle, a, b),
        config.timer,
    )
    return Measured("1", ours, anchor,
                    "the generic call finds the method by the two types in a table")


@case("Circle.intersect_point -> Hit", "pygame-ce geometry.Circle.collidepoint")
def scalar_point_vs_pygame(config: Config) -> Measured:
    pygame, PygameCircle, a, b, pa, pb = _pygame_circles()
    point = (1.0, 1.0)
    if not pa.collidepoint(point) or a.intersect_point(point) is None:
        raise Disagreement("Circle.intersect_point and pygame Circle.collidepoint disagree")
    ours, anchor = timing.compare(
        timing.calls_unrolled(Circle.intersect_point, a, point),
        timing.calls_unrolled(PygameCircle.collidepoint, pa, point),
        config.timer,
    )
    return Measured("1", ours, anchor, "the point given as a tuple to both; collidepoint returns a bool")


@case("AABB.intersect_circle -> Hit", "pygame-ce geometry.Circle.colliderect")
def scalar_box_vs_pygame(config: Config) -> Measured:
    pygame, PygameCircle, _, _, _, _ = _pygame_circles()
    box, c = _box(BOX), _circle(CIRCLE_C)
    x, y, hx, hy = BOX
    rect = pygame.FRect(x - hx, y - hy, 2 * hx, 2 * hy)
    pc = PygameCircle(*CIRCLE_C)
    if not pc.colliderect(rect) or box.intersect_circle(c) is None:
        raise Disagreement("AABB.intersect_circle and pygame Circle.colliderect disagree")
    ours, anchor = timing.compare(
        timing.calls_unrolled(AABB.intersect_circle, box, c),
        timing.calls_unrolled(PygameCircle.colliderect, pc, rect),
        config.timer,
    )
    return Measured("1", ours, anchor, "an FRect for pygame; colliderect returns a bool")
