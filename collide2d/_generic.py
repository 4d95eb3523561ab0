"""Generic functions that dispatch on the shapes: overlaps, intersect, sweep, sweep_into.

A point is a :class:`Vec2`, a pair of numbers, or an ``(N, 2)`` array; a box
is an :class:`AABB` or an :class:`AABBArray`; circles and segments are
:class:`Circle` and :class:`Segment` (their array twins come next). All-scalar
arguments give a scalar result; any array argument gives an array result. The
first argument of ``intersect`` and ``sweep`` is the collider (the receiver of
the method).
"""

from __future__ import annotations

import numbers

import numpy as np

from ._arrays import AABBArray
from ._core import AABB, Circle, Segment, Vec2

__all__ = ["overlaps", "intersect", "sweep", "sweep_into"]


def _is_pair(x) -> bool:
    return (
        isinstance(x, (tuple, list))
        and len(x) == 2
        and all(isinstance(v, numbers.Real) for v in x)
    )


def _classify(x):
    """``(kind, is_array)`` for a shape argument, or ``(None, False)``."""
    if isinstance(x, AABB):
        return "aabb", False
    if isinstance(x, AABBArray):
        return "aabb", True
    if isinstance(x, Circle):
        return "circle", False
    if isinstance(x, Segment):
        return "segment", False
    if isinstance(x, Vec2) or _is_pair(x):
        return "point", False
    if isinstance(x, np.ndarray) and x.shape == (2,):
        return "point", False
    if isinstance(x, np.ndarray) and x.ndim == 2 and x.shape[1] == 2:
        return "point", True
    return None, False


def _is_array_arg(x) -> bool:
    return isinstance(x, AABBArray) or (isinstance(x, np.ndarray) and x.ndim == 2)


def _unsupported(func: str, a, b) -> TypeError:
    return TypeError(
        f"{func}() has no test for {type(a).__name__} vs {type(b).__name__} "
        "(see docs/api.md: boxes, circles, segments and points)"
    )


def _as_box_array(box) -> AABBArray:
    return box if isinstance(box, AABBArray) else AABBArray(box)


# Order of the shapes when a symmetric test puts the "bigger" one first.
_RANK = {"aabb": 0, "circle": 1, "segment": 2, "point": 3}


def _segments_overlap(a: Segment, b: Segment) -> bool:
    """A proper crossing, or a collinear common piece; touching at an end is not."""
    r = a.intersection(b)
    if r.kind == "overlap":
        return True
    return r.kind == "point" and 0 < r.t[0] < 1 and 0 < r.u[0] < 1


def overlaps(a, b):
    """True where the interiors of ``a`` and ``b`` overlap (touching is False).

    Every pair among boxes, circles, segments and points, in either order
    (docs/circles-and-lines.md, section 6). Scalars give a ``bool``; box and
    point arrays an ``(N,)`` bool array.

    >>> from collide2d import AABB, Circle, overlaps
    >>> overlaps(AABB((0, 0), (1, 1)), (0.5, 0.5)), overlaps((1, 0), AABB((0, 0), (1, 1)))
    (True, False)
    >>> overlaps(Circle((0, 0), 1), Circle((2, 0), 1))
    False
    """
    (ka, array_a), (kb, array_b) = _classify(a), _classify(b)
    if ka is None or kb is None:
        raise _unsupported("overlaps", a, b)
    if _RANK[ka] > _RANK[kb]:
        a, b, ka, kb, array_a, array_b = b, a, kb, ka, array_b, array_a
    array = array_a or array_b
    if ka == "aabb" and kb == "aabb":
        return _as_box_array(a).overlaps_aabb(b) if array else a.overlaps_aabb(b)
    if ka == "aabb" and kb == "point":
        if array:
            return _as_box_array(a).intersect_point(b).hit
        return a.intersect_point(b) is not None
    if array:
        raise _unsupported("overlaps", a, b)
    if ka == "aabb":  # circle or segment
        if kb == "circle":
            return a.intersect_circle(b) is not None
        return a.intersect_segment(b.a, b.delta) is not None
    if ka == "circle":
        if kb == "circle":
            return a.intersect_circle(b) is not None
        if kb == "segment":
            return a.intersect_segment(b.a, b.delta) is not None
        return a.intersect_point(b) is not None
    if ka == "segment" and kb == "segment":
        return _segments_overlap(a, b)
    return False  # a point or segment with a point: no interior to share


def intersect(a, b):
    """``a.intersect_<kind of b>(b)``: a :class:`Hit` or None, or a :class:`HitArray`.

    ``a`` is the collider (a box or a circle): the normal points from ``a``
    toward ``b`` and ``hit.delta`` moves ``b`` out of ``a``. A :class:`Segment`
    as ``b`` is cast from its start to its end.
    """
    (ka, array_a), (kb, array_b) = _classify(a), _classify(b)
    array = array_a or array_b
    if ka == "aabb" and kb in ("aabb", "point"):
        receiver = _as_box_array(a) if array else a
        return receiver.intersect_aabb(b) if kb == "aabb" else receiver.intersect_point(b)
    if ka in ("aabb", "circle") and not array:
        if kb == "segment":
            return a.intersect_segment(b.a, b.delta)
        if kb in ("aabb", "circle", "point"):
            return getattr(a, "intersect_" + kb)(b)
    raise _unsupported("intersect", a, b)


def sweep(a, b, delta):
    """``b`` moves by ``delta`` against the static ``a``: a :class:`Sweep` or :class:`SweepArray`.

    Boxes and circles, in any combination (circles against boxes use the exact
    rounded-box shape).
    """
    (ka, array_a), (kb, array_b) = _classify(a), _classify(b)
    if ka == "aabb" and kb == "aabb":
        if array_a or array_b or _is_array_arg(delta):
            return _as_box_array(a).sweep_aabb(b, delta)
        return a.sweep_aabb(b, delta)
    if ka in ("aabb", "circle") and kb in ("aabb", "circle") and not (array_a or array_b):
        return getattr(a, "sweep_" + kb)(b, delta)
    raise _unsupported("sweep", a, b)


def sweep_into(body, colliders, delta):
    """``body`` moves by ``delta`` through ``colliders``: the nearest hit, ties keep the first.

    With an :class:`AABB` body, a sequence of :class:`AABB` colliders and one
    delta, the result is a :class:`Sweep` whose ``hit.collider`` is the
    collider object hit. With an :class:`AABBArray` of movers, an
    :class:`AABBArray` or array of colliders, or an ``(N, 2)`` array of deltas,
    it is a :class:`SweepArray` whose ``hit.collider`` holds collider rows.
    """
    kind, array_body = _classify(body)
    if kind == "circle":
        return body.sweep_into(colliders, delta)
    if kind != "aabb":
        raise _unsupported("sweep_into", body, colliders)
    if array_body or _is_array_arg(colliders) or _is_array_arg(delta):
        return _as_box_array(body).sweep_into(colliders, delta)
    return body.sweep_into(colliders, delta)
