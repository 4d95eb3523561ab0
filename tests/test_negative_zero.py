"""-0.0 in results, on every line of the kernel list: nowhere, but in the delta of a cast
(intersect_segment) or of a sweep's hit, which is exactly (1 - time) * -delta
(noonat/intersect's formula: a motion component of 0 gives -0.0 there). The inputs hold
-0.0 too: a position copied from one (a contact on a point, a cast's start) is +0.0."""

from __future__ import annotations

import math

import numpy as np
import pytest

import collide2d
from collide2d._kernels import KERNELS, leaf_fields

TWINS = {"aabb": collide2d.AABBArray, "circle": collide2d.CircleArray,
         "segment": collide2d.SegmentArray, "obb": collide2d.OBBArray,
         "capsule": collide2d.CapsuleArray, "polygon": collide2d.PolygonArray}
LINES = [k for k in KERNELS if k.result not in ("none", "mask", "pairs")
         and not k.args[1].kind.endswith("_all") and k.method not in ("intersection", "line_points")]


def _rows(kind: str, n: int, rng):
    """Half-step coordinates: zeros of either sign, ties and touching."""
    if kind == "polygon":
        return collide2d.PolygonArray([collide2d.Polygon.regular(
            int(rng.integers(3, 7)), tuple(rng.integers(-3, 4, 2) / 2), rng.integers(1, 4) / 2)
            for _ in range(n)])
    width = {"aabb": 4, "circle": 3, "segment": 4, "obb": 5, "capsule": 5, "vec": 2, "size": 1}[kind]
    rows = rng.integers(-4, 5, (n, width)) / 2.0
    if kind in ("aabb", "obb"):
        rows[:, 2:4] = np.abs(rows[:, 2:4])
    if kind in ("circle", "capsule"):
        rows[:, -1] = np.abs(rows[:, -1])
    if kind == "obb":
        rows[:, 4] = rng.integers(-2, 3, n) * np.pi / 2
    if kind == "size":
        return np.abs(rows[:, 0])
    # Half of the zeros given as -0.0: a coordinate copied into a result (a contact on a
    # point, a cast's start) must come out +0.0 all the same.
    return np.where((rows == 0) & (rng.random(rows.shape) < 0.5), -0.0, rows)


def _field(records, name):
    for part in name.split("."):
        records = records[part]
    return np.asarray(records)


@pytest.mark.parametrize("k", LINES, ids=[k.id for k in LINES])
def test_no_result_field_is_negative_zero_but_a_cast_or_sweep_delta(k) -> None:
    rng = np.random.default_rng(sum(map(ord, k.id)))
    n = 2000
    receiver = _rows(k.receiver, n, rng)
    if k.receiver != "polygon":
        receiver = TWINS[k.receiver](receiver)
    args = [_rows(a.kind, n, rng) for a in k.args[1:]]
    records = getattr(receiver, k.method)(*args).records
    moving = k.method.startswith("sweep") or k.method == "intersect_segment"
    for name in leaf_fields(records.dtype):
        values = _field(records, name)
        if values.dtype.kind != "f":
            continue
        negative_zero = (values == 0) & np.signbit(values)
        if moving and name in ("delta", "hit.delta"):
            hit = _field(records, "hit.hit" if name == "hit.delta" else "hit")
            time = _field(records, "hit.time" if name == "hit.delta" else "time")
            motion = np.asarray(args[-1] if k.method.startswith("sweep") else args[1], float)
            motion = np.broadcast_to(motion, (n, 2))
            expected = (1.0 - time[:, None]) * -motion
            formula = np.all(values == expected, axis=1)
            moved = hit.copy()
            if name == "hit.delta":  # a sweep that starts overlapping may be a push-out
                moved &= ~_field(records, "started_overlapping")
            assert formula[moved].all(), name
            # A sweep stuck without motion is the static push-out: no -0.0 there.
            assert not negative_zero[~(hit & formula)].any(), name
            # -0.0 only where the formula gives it (a cast from inside may say +0.0)
            assert not (negative_zero & ~np.signbit(expected)).any(), name
        else:
            assert not negative_zero.any(), (name, np.nonzero(negative_zero)[0][:5])


def _scalar(kind: str, rows, i: int):
    """Row i of a column as the scalar argument a method takes."""
    if kind == "polygon":
        return rows[i]
    if kind in TWINS:
        return TWINS[kind](rows)[i]
    return float(rows[i]) if kind == "size" else tuple(rows[i])


def _vectors(result):
    """Every Vec2 of a scalar Hit or Sweep, by field name."""
    if result is None:
        return {}
    if isinstance(result, collide2d.Sweep):
        return {"pos": result.pos, **{f"hit.{k}": v for k, v in _vectors(result.hit).items()}}
    return {"pos": result.pos, "normal": result.normal}


SCALAR_LINES = [k for k in LINES if k.result in ("hit", "sweep")]


@pytest.mark.parametrize("k", SCALAR_LINES, ids=[k.id for k in SCALAR_LINES])
def test_scalar_positions_are_never_negative_zero_even_from_a_negative_zero_input(k) -> None:
    rng = np.random.default_rng(sum(map(ord, k.id)) + 1)
    n = 300
    receiver = _rows(k.receiver, n, rng)
    args = [_rows(a.kind, n, rng) for a in k.args[1:]]
    inputs_with_negative_zero = 0
    columns = [c for c in [receiver] + args if not isinstance(c, collide2d.PolygonArray)]
    for i in range(n):
        inputs_with_negative_zero += any(
            np.any((np.asarray(c[i]) == 0) & np.signbit(np.asarray(c[i]))) for c in columns)
        result = getattr(_scalar(k.receiver, receiver, i), k.method)(
            *[_scalar(a.kind, c, i) for a, c in zip(k.args[1:], args)])
        for name, v in _vectors(result).items():
            assert not any(c == 0 and math.copysign(1.0, c) < 0 for c in v), (k.id, i, name, v)
    # Rows of numbers hold -0.0 often enough (polygons' vertices are made, not given).
    plain = [k.receiver] + [a.kind for a in k.args[1:]] != ["polygon"] * len(k.args)
    assert inputs_with_negative_zero > n // 10 or not plain


def test_sweep_into_and_index_raycasts_write_no_negative_zero_position() -> None:
    rng = np.random.default_rng(5)
    boxes = collide2d.AABBArray(_rows("aabb", 300, rng))
    movers = collide2d.AABBArray(_rows("aabb", 300, rng))
    deltas = _rows("vec", 300, rng)
    sweeps = movers.sweep_into(boxes, deltas)
    index = collide2d.Index(boxes)
    hits = index.raycast(_rows("vec", 300, rng), deltas)
    scalar = collide2d.sweep_into(collide2d.AABB((-0.0, 0.5), (0.5, 0.5)), list(boxes), (-0.0, 3.0))
    for values in (sweeps.pos, sweeps.hit.pos, hits.pos, np.array([tuple(scalar.pos)])):
        assert not ((values == 0) & np.signbit(values)).any()
