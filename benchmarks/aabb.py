"""The AABB benchmark cases, each one row of the table.

Every case first checks that ours and its anchor compute the same answer on
the benchmark data (hit masks equal, the other fields equal to 1e-12), then
times both with :func:`timing.compare`.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Callable, List, NamedTuple, Optional

import numpy as np

from collide2d import AABB, AABBArray, oracle

from . import data, numpy_ref, timing
from .report import FASTER, INFO, TIME


class NotInstalled(Exception):
    """An optional anchor (pygame-ce, shapely) is missing."""


class Disagreement(AssertionError):
    """Ours and the anchor give different answers: the ratio would be meaningless."""


@dataclass(frozen=True)
class Config:
    """Problem sizes and timer settings for a run."""

    timer: timing.Timer
    n: int  # rows of the batch cases
    n_mid: int  # rows of the cases stated at N = 1e6
    n_large: int  # rows of the memory-bound case
    movers: int  # movers of sweep_into
    colliders: int  # colliders of sweep_into
    oracle_movers: int  # movers the oracle sweeps (it is slow)

    @classmethod
    def full(cls) -> "Config":
        return cls(timing.Timer(repeats=7, min_seconds=0.02), 100_000, 1_000_000, 10_000_000, 100,
                   10_000, 5)

    @classmethod
    def quick(cls) -> "Config":
        return cls(timing.Timer(repeats=3, min_seconds=0.005), 10_000, 100_000, 1_000_000, 10,
                   10_000, 1)


class Measured(NamedTuple):
    n: str
    ours: float
    anchor: float
    note: str = ""


@dataclass(frozen=True)
class Case:
    what: str
    anchor: str
    kind: str
    target: Optional[float]
    measure: Callable[[Config], Measured]


CASES: List[Case] = []


def case(what: str, anchor: str, kind: str = INFO, target: Optional[float] = None):
    """Register the decorated ``measure(config)`` as a row of the table."""

    def register(measure: Callable[[Config], Measured]) -> Callable[[Config], Measured]:
        CASES.append(Case(what, anchor, kind, target, measure))
        return measure

    return register


# --------------------------------------------------------------------------
# Agreement checks
# --------------------------------------------------------------------------


def check(label: str, ours, expected, exact: bool = False) -> None:
    """Raise :class:`Disagreement` unless ``ours`` equals ``expected`` row by row."""
    ours = np.asarray(ours)
    expected = np.asarray(expected)
    if ours.shape != expected.shape:
        raise Disagreement(f"{label}: shape {ours.shape}, expected {expected.shape}")
    if exact:
        same = ours == expected
    else:
        same = np.isclose(ours, expected, rtol=1e-12, atol=1e-12)
    if same.ndim > 1:
        same = same.all(axis=tuple(range(1, same.ndim)))
    if not same.all():
        row = int(np.flatnonzero(~same)[0])
        raise Disagreement(
            f"{label}: {int((~same).sum())} of {same.size} rows differ; "
            f"first row {row}: ours {ours[row].tolist()!r}, expected {expected[row].tolist()!r}"
        )


def check_hits(label: str, ours, expected: numpy_ref.Hits) -> None:
    check(label + " hit", ours.hit, expected.hit, exact=True)
    check(label + " collider", ours.collider, expected.collider, exact=True)
    for field in ("pos", "delta", "normal", "time"):
        check(f"{label} {field}", getattr(ours, field), getattr(expected, field))


def check_sweeps(label: str, ours, expected: numpy_ref.Sweeps) -> None:
    check_hits(label + " hit", ours.hit, expected.hit)
    check(label + " pos", ours.pos, expected.pos)
    check(label + " time", ours.time, expected.time)
    check(label + " started_overlapping", ours.started_overlapping,
          expected.started_overlapping, exact=True)


def _share(mask: np.ndarray, what: str) -> str:
    return f"{np.mean(mask):.0%} of the rows {what}"


# --------------------------------------------------------------------------
# Optional anchors
# --------------------------------------------------------------------------


def _pygame():
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        import pygame
    except ImportError:
        raise NotInstalled("pygame-ce") from None
    return pygame


def _shapely():
    try:
        import shapely
    except ImportError:
        raise NotInstalled("shapely") from None
    return shapely


# --------------------------------------------------------------------------
# Batch cases against numpy
# --------------------------------------------------------------------------


def _overlaps_vs_numpy(config: Config, n: int) -> Measured:
    boxes, others = data.box_pairs(n)
    receivers = AABBArray(boxes)
    expected = numpy_ref.overlaps_aabb(boxes, others)
    check("overlaps_aabb", receivers.overlaps_aabb(others), expected, exact=True)
    ours, anchor = timing.compare(
        timing.calls(receivers.overlaps_aabb, others),
        timing.calls(numpy_ref.overlaps_aabb, boxes, others),
        config.timer,
    )
    return Measured(f"{n:,}", ours, anchor, _share(expected, "overlap"))


@case("AABBArray.overlaps_aabb", "numpy", FASTER, 4)
def overlaps_vs_numpy(config: Config) -> Measured:
    return _overlaps_vs_numpy(config, config.n)


@case("AABBArray.overlaps_aabb", "numpy", FASTER, 4)
def overlaps_vs_numpy_mid(config: Config) -> Measured:
    return _overlaps_vs_numpy(config, config.n_mid)


@case("AABBArray.overlaps_aabb", "numpy", FASTER, 4)
def overlaps_vs_numpy_large(config: Config) -> Measured:
    return _overlaps_vs_numpy(config, config.n_large)


def _sum_inputs(rows: np.ndarray, others: np.ndarray) -> float:
    """Read every input byte once: the memory-read limit of a boolean kernel."""
    return np.sum(rows) + np.sum(others)


def vs_read_limit(config: Config, n: int, rows: np.ndarray, others: np.ndarray,
                  overlaps: Callable) -> Measured:
    """``overlaps(others)`` (a bound method of a twin of ``rows``) against reading
    ``rows`` and ``others`` once."""
    ours, anchor = timing.compare(
        timing.calls(overlaps, others),
        timing.calls(_sum_inputs, rows, others),
        config.timer,
    )
    megabytes = (rows.nbytes + others.nbytes) / 1e6
    return Measured(f"{n:,}", ours, anchor, f"both inputs are {megabytes:.1f} MB")


def _overlaps_vs_memory(config: Config, n: int) -> Measured:
    boxes, others = data.box_pairs(n)
    return vs_read_limit(config, n, boxes, others, AABBArray(boxes).overlaps_aabb)


# The read limit: a boolean kernel reads its inputs once and writes one byte a
# row, so reading the same bytes (np.sum) bounds its speed. Target: at least
# 0.85x that speed, i.e. at most 1 / 0.85 = 1.18x the time.
READ_LIMIT = 1.18


@case("AABBArray.overlaps_aabb", "np.sum of both inputs (read limit)", TIME, READ_LIMIT)
def overlaps_vs_memory_small(config: Config) -> Measured:
    return _overlaps_vs_memory(config, config.n)


@case("AABBArray.overlaps_aabb", "np.sum of both inputs (read limit)", TIME, READ_LIMIT)
def overlaps_vs_memory_mid(config: Config) -> Measured:
    return _overlaps_vs_memory(config, config.n_mid)


@case("AABBArray.overlaps_aabb", "np.sum of both inputs (read limit)", TIME, 1.25)
def overlaps_vs_memory(config: Config) -> Measured:
    return _overlaps_vs_memory(config, config.n_large)


@case("AABBArray.intersect_aabb", "numpy", FASTER, 5)
def intersect_aabb_vs_numpy(config: Config) -> Measured:
    boxes, others = data.box_pairs(config.n)
    receivers = AABBArray(boxes)
    expected = numpy_ref.intersect_aabb(boxes, others)
    check_hits("intersect_aabb", receivers.intersect_aabb(others), expected)
    ours, anchor = timing.compare(
        timing.calls(receivers.intersect_aabb, others),
        timing.calls(numpy_ref.intersect_aabb, boxes, others),
        config.timer,
    )
    return Measured(f"{config.n:,}", ours, anchor, _share(expected.hit, "hit"))


@case("AABBArray.intersect_aabb(fields=('hit', 'time'))", "the whole HitArray")
def intersect_fields_vs_whole(config: Config) -> Measured:
    """Writing 9 bytes a row instead of 72, where the output leaves the cache (N = 1e6)."""
    boxes, others = data.box_pairs(config.n_mid)
    receivers = AABBArray(boxes)
    whole = receivers.intersect_aabb(others)
    some = receivers.intersect_aabb(others, fields=("hit", "time"))
    check("fields hit", some["hit"], whole.hit, exact=True)
    check("fields time", some["time"], whole.time, exact=True)
    ours, anchor = timing.compare(
        timing.calls(lambda: receivers.intersect_aabb(others, fields=("hit", "time"))),
        timing.calls(receivers.intersect_aabb, others),
        config.timer,
    )
    return Measured(f"{config.n_mid:,}", ours, anchor, "new output arrays on every call")


@case("AABBArray.intersect_segment", "numpy", FASTER, 5)
def intersect_segment_vs_numpy(config: Config) -> Measured:
    boxes, pos, delta = data.segments(config.n)
    receivers = AABBArray(boxes)
    expected = numpy_ref.intersect_segment(boxes, pos, delta)
    check_hits("intersect_segment", receivers.intersect_segment(pos, delta), expected)
    ours, anchor = timing.compare(
        timing.calls(receivers.intersect_segment, pos, delta),
        timing.calls(numpy_ref.intersect_segment, boxes, pos, delta),
        config.timer,
    )
    return Measured(f"{config.n:,}", ours, anchor, _share(expected.hit, "hit"))


@case("AABBArray.sweep_aabb", "numpy", FASTER, 5)
def sweep_aabb_vs_numpy(config: Config) -> Measured:
    boxes, others, delta = data.sweeps(config.n)
    receivers = AABBArray(boxes)
    expected = numpy_ref.sweep_aabb(boxes, others, delta)
    check_sweeps("sweep_aabb", receivers.sweep_aabb(others, delta), expected)
    ours, anchor = timing.compare(
        timing.calls(receivers.sweep_aabb, others, delta),
        timing.calls(numpy_ref.sweep_aabb, boxes, others, delta),
        config.timer,
    )
    note = _share(expected.hit.hit, "hit") + f", {np.mean(expected.started_overlapping):.0%} start overlapping"
    return Measured(f"{config.n:,}", ours, anchor, note)


# --------------------------------------------------------------------------
# sweep_into: N movers through the same M colliders
# --------------------------------------------------------------------------


def _world_label(config: Config) -> str:
    return f"{config.movers} x {config.colliders:,}"


@case("AABBArray.sweep_into", "numpy", FASTER, 3)
def sweep_into_vs_numpy(config: Config) -> Measured:
    bodies, delta, level = data.world(config.movers, config.colliders)
    movers = AABBArray(bodies)
    colliders = AABBArray(level)
    expected = numpy_ref.sweep_into(bodies, level, delta)
    check_sweeps("sweep_into", movers.sweep_into(colliders, delta), expected)
    ours, anchor = timing.compare(
        timing.calls(movers.sweep_into, colliders, delta),
        timing.calls(numpy_ref.sweep_into, bodies, level, delta),
        config.timer,
    )
    note = (f"N movers x M colliders; numpy computes the (N, M) grid of sweep times, "
            f"then argmin; {_share(expected.hit.hit, 'hit something')}")
    return Measured(_world_label(config), ours, anchor, note)


def _oracle_sweep_into(bodies, colliders, deltas):
    return [oracle.sweep_into_aabb(body, colliders, delta) for body, delta in zip(bodies, deltas)]


@case("AABBArray.sweep_into, per mover", "oracle", FASTER, 50)
def sweep_into_vs_oracle(config: Config) -> Measured:
    bodies, delta, level = data.world(config.movers, config.colliders)
    movers = AABBArray(bodies)
    colliders = AABBArray(level)
    k = config.oracle_movers
    oracle_bodies = [tuple(row) for row in bodies[:k].tolist()]
    oracle_deltas = [tuple(row) for row in delta[:k].tolist()]
    oracle_level = [tuple(row) for row in level.tolist()]

    ours_result = movers.sweep_into(colliders, delta)
    expected = _oracle_sweep_into(oracle_bodies, oracle_level, oracle_deltas)
    check("sweep_into collider (oracle)", ours_result.hit.collider[:k],
          [index for _, index in expected], exact=True)
    check("sweep_into time (oracle)", ours_result.time[:k],
          [sweep.time for sweep, _ in expected], exact=True)
    check("sweep_into pos (oracle)", ours_result.pos[:k],
          [sweep.pos for sweep, _ in expected], exact=True)

    ours, anchor = timing.compare(
        timing.calls(movers.sweep_into, colliders, delta),
        timing.calls(_oracle_sweep_into, oracle_bodies, oracle_level, oracle_deltas),
        config.timer,
    )
    note = (f"per mover through {config.colliders:,} colliders: ours timed on "
            f"{config.movers} movers, the oracle on {k} (it is slow), each divided by its count")
    return Measured(f"1 x {config.colliders:,}", ours / config.movers, anchor / k, note)


# --------------------------------------------------------------------------
# Scalar calls
# --------------------------------------------------------------------------

# An overlapping pair, the same in every form: pygame's (x, y, w, h) rectangles
# (0, 0, 4, 4) and (2, 1, 2, 2), as collide2d AABBs and as oracle tuples.
RECT_A, RECT_B = (0, 0, 4, 4), (2, 1, 2, 2)
TUPLE_A, TUPLE_B = (2.0, 2.0, 2.0, 2.0), (3.0, 2.0, 1.0, 1.0)


def _scalar_boxes():
    a, b = AABB.from_rect(*RECT_A), AABB.from_rect(*RECT_B)
    check("AABB.from_rect", [tuple(a.pos) + tuple(a.half), tuple(b.pos) + tuple(b.half)],
          [TUPLE_A, TUPLE_B], exact=True)
    return a, b


def _check_hit(label: str, ours, expected: oracle.Hit) -> None:
    if ours is None or expected is None:
        raise Disagreement(f"{label}: ours {ours!r}, expected {expected!r}")
    for field in ("pos", "delta", "normal"):
        check(f"{label} {field}", [tuple(getattr(ours, field))], [getattr(expected, field)], exact=True)
    check(f"{label} time", [ours.time], [expected.time], exact=True)


@case("AABB.intersect_aabb -> Hit", "oracle", FASTER, 6)
def scalar_intersect_vs_oracle(config: Config) -> Measured:
    a, b = _scalar_boxes()
    _check_hit("AABB.intersect_aabb", a.intersect_aabb(b), oracle.intersect_aabb_aabb(TUPLE_A, TUPLE_B))
    ours, anchor = timing.compare(
        timing.calls_unrolled(AABB.intersect_aabb, a, b),
        timing.calls_unrolled(oracle.intersect_aabb_aabb, TUPLE_A, TUPLE_B),
        config.timer,
    )
    return Measured("1", ours, anchor)


@case("AABB.intersect_aabb -> Hit", "pygame-ce Rect.colliderect", TIME, 1.5)
def scalar_intersect_vs_pygame(config: Config) -> Measured:
    pygame = _pygame()
    a, b = _scalar_boxes()
    rect_a, rect_b = pygame.Rect(RECT_A), pygame.Rect(RECT_B)
    if (a.intersect_aabb(b) is not None) != rect_a.colliderect(rect_b):
        raise Disagreement("AABB.intersect_aabb and Rect.colliderect disagree")
    ours, anchor = timing.compare(
        timing.calls_unrolled(AABB.intersect_aabb, a, b),
        timing.calls_unrolled(pygame.Rect.colliderect, rect_a, rect_b),
        config.timer,
    )
    return Measured("1", ours, anchor, "colliderect returns a bool; ours builds a Hit")


@case("AABB.overlaps_aabb", "pygame-ce Rect.colliderect", TIME, 1.0)
def scalar_overlaps_vs_pygame(config: Config) -> Measured:
    pygame = _pygame()
    a, b = _scalar_boxes()
    rect_a, rect_b = pygame.Rect(RECT_A), pygame.Rect(RECT_B)
    if a.overlaps_aabb(b) != rect_a.colliderect(rect_b):
        raise Disagreement("AABB.overlaps_aabb and Rect.colliderect disagree")
    ours, anchor = timing.compare(
        timing.calls_unrolled(AABB.overlaps_aabb, a, b),
        timing.calls_unrolled(pygame.Rect.colliderect, rect_a, rect_b),
        config.timer,
    )
    return Measured("1", ours, anchor)


@case("AABBArray.intersect_aabb, 1 row", "AABB.intersect_aabb", TIME, 10)
def batch_of_one_vs_scalar(config: Config) -> Measured:
    a, b = _scalar_boxes()
    receivers = AABBArray(np.array([TUPLE_A]))
    others = np.array([TUPLE_B])
    hits = receivers.intersect_aabb(others)
    _check_hit("AABBArray.intersect_aabb, 1 row", hits[0], oracle.intersect_aabb_aabb(TUPLE_A, TUPLE_B))
    ours, anchor = timing.compare(
        timing.calls_unrolled(AABBArray.intersect_aabb, receivers, others),
        timing.calls_unrolled(AABB.intersect_aabb, a, b),
        config.timer,
    )
    return Measured("1", ours, anchor, "the overhead of a batch call: coercion, checks, output arrays")


# --------------------------------------------------------------------------
# Information rows: other libraries' batch APIs
# --------------------------------------------------------------------------


@case("one box vs N: overlaps_aabb + flatnonzero", "pygame-ce Rect.collidelistall")
def one_vs_many_vs_pygame(config: Config) -> Measured:
    pygame = _pygame()
    rows, query = data.rects(config.n)
    boxes = AABBArray.from_rect(rows.astype(np.float64))
    query_box = AABB.from_rect(*query)
    rects = [pygame.Rect(row) for row in rows.tolist()]
    query_rect = pygame.Rect(query)

    def ours_indices():
        return np.flatnonzero(boxes.overlaps_aabb(query_box))

    expected = query_rect.collidelistall(rects)
    check("one box vs N", ours_indices(), np.array(expected, dtype=np.intp), exact=True)
    ours, anchor = timing.compare(
        timing.calls(ours_indices),
        timing.calls(query_rect.collidelistall, rects),
        config.timer,
    )
    note = f"indices of the boxes that overlap one query box ({len(expected)} of {config.n:,}); integer rects"
    return Measured(f"{config.n:,}", ours, anchor, note)


@case("AABBArray.overlaps_aabb", "shapely.intersects on boxes")
def overlaps_vs_shapely(config: Config) -> Measured:
    shapely = _shapely()
    boxes, others = data.box_pairs(config.n)
    receivers = AABBArray(boxes)

    def polygons(rows):
        return shapely.box(rows[:, 0] - rows[:, 2], rows[:, 1] - rows[:, 3],
                           rows[:, 0] + rows[:, 2], rows[:, 1] + rows[:, 3])

    shapes, other_shapes = polygons(boxes), polygons(others)
    check("overlaps_aabb vs shapely", receivers.overlaps_aabb(others),
          shapely.intersects(shapes, other_shapes), exact=True)
    ours, anchor = timing.compare(
        timing.calls(receivers.overlaps_aabb, others),
        timing.calls(shapely.intersects, shapes, other_shapes),
        config.timer,
    )
    note = "pairwise, geometries built beforehand; shapely counts touching, the random data never touches"
    return Measured(f"{config.n:,}", ours, anchor, note)
