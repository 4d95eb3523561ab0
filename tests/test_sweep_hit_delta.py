"""A sweep's hit.delta is exactly (1 - hit.time) * -delta (noonat/intersect's formula, as
docs/api.md promises) for every pair of kinds, on shapes turned by any angle: a sweep
worked out in a box's own frame takes it from the world's motion, not turned back from
the frame's (which is off by the turn's rounding in some hits). A sweep that starts
overlapping may instead give the static push-out; those rows are left out."""

from __future__ import annotations

import numpy as np
import pytest

import collide2d
from collide2d import oracle
from collide2d._kernels import KERNELS

TWINS = {"aabb": collide2d.AABBArray, "circle": collide2d.CircleArray,
         "obb": collide2d.OBBArray, "capsule": collide2d.CapsuleArray}
SWEEPS = [k for k in KERNELS if k.result == "sweep" and k.method != "sweep_into"]


def _column(kind: str, n: int, rng):
    """n shapes of `kind` near the origin, turned by any angle, sizes 0.5 to 3."""
    centres = rng.uniform(-4.0, 4.0, (n, 2))
    if kind == "polygon":
        return collide2d.PolygonArray([
            collide2d.Polygon.regular(int(rng.integers(3, 8)), tuple(c), float(rng.uniform(0.5, 3)),
                                      angle=float(rng.uniform(0, 2 * np.pi)))
            for c in centres])
    if kind == "aabb":
        rows = np.column_stack([centres, rng.uniform(0.5, 3.0, (n, 2))])
    elif kind == "circle":
        rows = np.column_stack([centres, rng.uniform(0.5, 3.0, n)])
    elif kind == "obb":
        rows = np.column_stack([centres, rng.uniform(0.5, 3.0, (n, 2)),
                                rng.uniform(-np.pi, np.pi, n)])
    else:  # capsule: a segment from the centre, a radius
        rows = np.column_stack([centres, centres + rng.uniform(-3.0, 3.0, (n, 2)),
                                rng.uniform(0.25, 1.5, n)])
    return TWINS[kind](rows)


@pytest.mark.parametrize("k", SWEEPS, ids=[k.id for k in SWEEPS])
def test_a_sweep_hit_delta_is_one_minus_time_times_minus_delta(k) -> None:
    rng = np.random.default_rng(sum(map(ord, k.id)))
    n = 4000
    receiver, mover = _column(k.receiver, n, rng), _column(k.args[1].kind, n, rng)
    delta = rng.uniform(-12.0, 12.0, (n, 2))
    records = getattr(receiver, k.method)(mover, delta).records
    moved = records["hit"]["hit"] & ~records["started_overlapping"]
    assert moved.sum() > n // 10  # the data hits often enough to say something
    time = records["hit"]["time"][:, None]
    expected = (1.0 - time) * -delta
    wrong = np.flatnonzero(~np.all(records["hit"]["delta"] == expected, axis=1) & moved)
    assert wrong.size == 0, (k.id, wrong[:5])


@pytest.mark.parametrize("method, receiver, mover", [
    (oracle.sweep_obb_circle, "obb", "circle"), (oracle.sweep_circle_obb, "circle", "obb")])
def test_the_oracle_gives_the_same_formula_for_a_circle_and_a_turned_box(method, receiver,
                                                                           mover) -> None:
    rng = np.random.default_rng(7)
    n = 1500
    receivers, movers = _column(receiver, n, rng).rows, _column(mover, n, rng).rows
    delta = rng.uniform(-12.0, 12.0, (n, 2))
    moved = 0
    for a, b, d in zip(receivers, movers, delta):
        s = method(tuple(a), tuple(b), tuple(d))
        if s.hit is None or s.started_overlapping:
            continue
        moved += 1
        assert s.hit.delta == ((1.0 - s.hit.time) * -d[0], (1.0 - s.hit.time) * -d[1])
    assert moved > n // 10
