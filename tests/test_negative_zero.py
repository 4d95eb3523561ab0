"""-0.0 in results, on every line of the kernel list: nowhere, but in the delta of a cast
(intersect_segment) or of a sweep's hit, which is exactly (1 - time) * -delta
(noonat/intersect's formula: a motion component of 0 gives -0.0 there)."""

from __future__ import annotations

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
    """Half-step coordinates: zeros (of either sign after arithmetic), ties and touching."""
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
    return np.abs(rows[:, 0]) if kind == "size" else rows


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
