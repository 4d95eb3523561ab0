"""``sweep_into`` through colliders of any kinds: the nearest of the pair sweeps.

noonat/intersect's ``sweepInto`` grown to every shape: the body moves by ``delta``
against each collider in turn (the pair sweep ``sweep_<collider kind>_<body kind>``
of this package, the collider as the receiver), and the hit of smallest time wins;
exact ties go to a hit that started overlapping, then to the collider of lowest id. A
segment is a capsule of radius 0.
"""

from __future__ import annotations

from typing import Any, Iterable, Optional, Sequence, Tuple

from .base import Sweep, _vec

#: The kinds a body or a collider may be.
KINDS = ("aabb", "circle", "segment", "obb", "capsule", "polygon")


def _as_sweep_kind(kind: str, shape: Any) -> Tuple[str, Any]:
    if kind not in KINDS:
        raise ValueError(f"unknown shape kind {kind!r} (expected one of {KINDS})")
    if kind == "segment":
        return "capsule", (shape[0], shape[1], shape[2], shape[3], 0.0)
    return kind, shape


def _pair_sweep(collider_kind: str, body_kind: str):
    from .. import oracle

    return getattr(oracle, f"sweep_{collider_kind}_{body_kind}")


def sweep_into_shapes(body_kind: str, body: Any,
                      colliders: Iterable[Tuple[str, Any]], delta: Sequence[float],
                      ids: Optional[Sequence[int]] = None) -> Tuple[Sweep, int]:
    """``body`` (of ``body_kind``) moves by ``delta`` through ``colliders``, a sequence
    of ``(kind, shape)``; returns ``(sweep, id)``: the nearest hit's sweep and the
    collider's id (its position, or ``ids[position]``), or the miss and -1.

    A hit wins when it is :func:`_nearer` than the nearest so far.  The miss ends at the body's reference point plus ``delta``: the one
    every pair sweep reports (a box's, an OBB's or a circle's centre, a capsule's
    end ``a``, a polygon's vertex 0)."""
    d = _vec(delta, "delta")
    bkind, bshape = _as_sweep_kind(body_kind, body)
    nearest = _miss_of(body_kind, body, d)
    nearest_id = -1
    for i, (kind, shape) in enumerate(colliders):
        ckind, cshape = _as_sweep_kind(kind, shape)
        s = _pair_sweep(ckind, bkind)(cshape, bshape, d)
        cid = i if ids is None else ids[i]
        if _nearer(s, cid, nearest, nearest_id):
            nearest, nearest_id = s, cid
    return nearest, nearest_id


def _nearer(s: Sweep, cid: int, nearest: Sweep, nearest_id: int) -> bool:
    """Whether sweep ``s`` (of collider ``cid``) beats ``nearest``: a hit of smaller time;
    at an equal time (0, in practice) one that started overlapping before one that did
    not (the body is stuck if it overlaps any collider: touching one at time 0 must not
    hide overlapping another, whatever their order), then the lower id."""
    if s.hit is None:
        return False
    if nearest.hit is None or s.time != nearest.time:
        return s.time < nearest.time
    if s.started_overlapping != nearest.started_overlapping:
        return s.started_overlapping
    return cid < nearest_id


def _miss_of(kind: str, shape: Any, d: Tuple[float, float]) -> Sweep:
    ref = reference_point(kind, shape)
    return Sweep(None, (ref[0] + d[0], ref[1] + d[1]), 1.0, False)


def reference_point(kind: str, shape: Any) -> Tuple[float, float]:
    """The point a moving shape's sweeps report as ``pos``: a box's, an OBB's or a
    circle's centre, a capsule's (or segment's) end ``a``, a polygon's vertex 0 (its
    lowest, the leftmost of equals)."""
    if kind in ("aabb", "circle", "obb", "capsule", "segment"):
        return (float(shape[0]), float(shape[1]))
    if kind == "polygon":
        from .polygon import _polygon

        return _polygon(shape)[0]
    raise ValueError(f"unknown shape kind {kind!r} (expected one of {KINDS})")
