"""Generic functions that dispatch on the shapes: overlaps, intersect, sweep, sweep_into.

A point is a :class:`Vec2`, a pair of numbers, or an ``(N, 2)`` array; a box
is an :class:`AABB` or an :class:`AABBArray`; circles and segments are
:class:`Circle` / :class:`CircleArray` and :class:`Segment` /
:class:`SegmentArray`. All-scalar arguments give a scalar result; any array
argument gives an array result (a scalar shape then broadcasts as one row). The
first argument of ``intersect`` and ``sweep`` is the collider (the receiver of
the method).
"""

from __future__ import annotations

import numbers

import numpy as np

from ._shape_arrays import AABBArray, CircleArray, SegmentArray
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
    if isinstance(x, CircleArray):
        return "circle", True
    if isinstance(x, Segment):
        return "segment", False
    if isinstance(x, SegmentArray):
        return "segment", True
    if isinstance(x, Vec2) or _is_pair(x):
        return "point", False
    if isinstance(x, np.ndarray) and x.shape == (2,):
        return "point", False
    if isinstance(x, np.ndarray) and x.ndim == 2 and x.shape[1] == 2:
        return "point", True
    if isinstance(x, (list, tuple)) and x and all(isinstance(r, (list, tuple)) for r in x):
        # Rows in a list: two numbers are points, three circles; four would be
        # a box or a segment, which only a twin (or the method) can tell.
        widths = {len(r) for r in x}
        if widths == {2}:
            return "point", True
        if widths == {3}:
            return "circle", True
    return None, False


def _is_array_arg(x) -> bool:
    return isinstance(x, (AABBArray, CircleArray, SegmentArray)) or (
        isinstance(x, np.ndarray) and x.ndim == 2
    )


_TWINS = {"aabb": AABBArray, "circle": CircleArray, "segment": SegmentArray}


def _twin(x, kind: str):
    """A shape as its array twin (a scalar shape becomes one row, which broadcasts)."""
    if isinstance(x, (AABBArray, CircleArray, SegmentArray)):
        return x
    return _TWINS[kind]([x])


def _unsupported(func: str, a, b) -> TypeError:
    hint = ""
    if any(isinstance(x, (list, tuple)) and x and isinstance(x[0], (list, tuple)) for x in (a, b)):
        hint = ("; rows of four numbers may be boxes or segments: wrap them as AABBArray or "
                "SegmentArray")
    return TypeError(
        f"{func}() has no test for {type(a).__name__} vs {type(b).__name__} "
        f"(see docs/api.md: boxes, circles, segments and points){hint}"
    )


# Order of the shapes when a symmetric test puts the "bigger" one first.
_RANK = {"aabb": 0, "circle": 1, "segment": 2, "point": 3}


_SCALAR_OVERLAPS = {
    (AABB, AABB): AABB.overlaps_aabb,
    (Circle, Circle): Circle.overlaps_circle,
    (AABB, Circle): AABB.overlaps_circle,
    (Circle, AABB): Circle.overlaps_aabb,
}


def overlaps(a, b):
    """True where the interiors of ``a`` and ``b`` overlap (touching is False).

    Every pair among boxes, circles, segments and points, in either order
    (docs/circles-and-lines.md, section 6). Scalars give a ``bool``; any array
    argument an ``(N,)`` bool array.

    >>> from collide2d import AABB, Circle, overlaps
    >>> overlaps(AABB((0, 0), (1, 1)), (0.5, 0.5)), overlaps((1, 0), AABB((0, 0), (1, 1)))
    (True, False)
    >>> overlaps(Circle((0, 0), 1), Circle((2, 0), 1))
    False
    """
    fast = _SCALAR_OVERLAPS.get((type(a), type(b)))
    if fast is not None:  # the common scalar pairs, without the general dispatch
        return fast(a, b)
    (ka, array_a), (kb, array_b) = _classify(a), _classify(b)
    if ka is None or kb is None:
        raise _unsupported("overlaps", a, b)
    if _RANK[ka] > _RANK[kb]:
        a, b, ka, kb, array_a, array_b = b, a, kb, ka, array_b, array_a
    array = array_a or array_b
    if array:
        if ka == "point":  # point-point: no interior to share
            return np.zeros(np.broadcast_shapes(np.shape(a)[:-1], np.shape(b)[:-1]), dtype=bool)
        if kb == "point" and ka == "segment":
            rows = len(b) if array_b else len(a)
            return np.zeros(rows, dtype=bool)
        return getattr(_twin(a, ka), "overlaps_" + kb)(b)
    if kb == "point" and ka in ("segment", "point"):
        return False  # a point with a segment or a point: no interior to share
    # The scalar methods, with the shapes ordered aabb, circle, segment, point:
    # the same C functions the batch kernels call.
    return getattr(a, "overlaps_" + kb)(b)


def intersect(a, b):
    """``a.intersect_<kind of b>(b)``: a :class:`Hit` or None, or a :class:`HitArray`.

    ``a`` is the collider (a box or a circle): the normal points from ``a``
    toward ``b`` and ``hit.delta`` moves ``b`` out of ``a``. A :class:`Segment`
    as ``b`` is cast from its start to its end.
    """
    (ka, array_a), (kb, array_b) = _classify(a), _classify(b)
    if ka not in ("aabb", "circle") or kb is None:
        raise _unsupported("intersect", a, b)
    receiver = _twin(a, ka) if array_a or array_b else a
    if kb == "segment":  # cast from its start to its end
        return receiver.intersect_segment(b.a, b.delta)
    return getattr(receiver, "intersect_" + kb)(b)


def sweep(a, b, delta):
    """``b`` moves by ``delta`` against the static ``a``: a :class:`Sweep` or :class:`SweepArray`.

    Boxes and circles, in any combination (circles against boxes use the exact
    rounded-box shape).
    """
    (ka, array_a), (kb, array_b) = _classify(a), _classify(b)
    if ka not in ("aabb", "circle") or kb not in ("aabb", "circle"):
        raise _unsupported("sweep", a, b)
    if array_a or array_b or _is_array_arg(delta):
        return getattr(_twin(a, ka), "sweep_" + kb)(b, delta)
    return getattr(a, "sweep_" + kb)(b, delta)


def sweep_into(body, colliders, delta):
    """``body`` moves by ``delta`` through ``colliders``: the nearest hit, ties keep the first.

    With a scalar body (box or circle), a sequence of :class:`AABB` and
    :class:`Circle` colliders and one delta, the result is a :class:`Sweep`
    whose ``hit.collider`` is the collider object hit. With an array of movers,
    array colliders (an :class:`AABBArray`, a :class:`CircleArray` or a pair of
    both) or an ``(N, 2)`` array of deltas, it is a :class:`SweepArray` whose
    ``hit.collider`` numbers the colliders, boxes first.
    """
    kind, array_body = _classify(body)
    if kind not in ("aabb", "circle"):
        raise _unsupported("sweep_into", body, colliders)
    array_colliders = _is_array_arg(colliders) or (
        isinstance(colliders, tuple) and len(colliders) == 2 and any(map(_is_array_arg, colliders))
    )
    if array_body or array_colliders or _is_array_arg(delta):
        return _twin(body, kind).sweep_into(colliders, delta)
    return body.sweep_into(colliders, delta)
