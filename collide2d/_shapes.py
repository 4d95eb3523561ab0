"""The shape registry: every kind of shape once, with its scalar type and array twin.

A kind is the name the C kernel list uses for a row layout (``aabb``,
``circle``, ``segment``; ``vec`` rows are points). The generic functions
(``_generic.py``), the mixed collider collection (``_colliders.py``) and the
error messages look shapes up here instead of naming the classes one by one,
so a new shape is one :class:`Shape` line (docs/architecture.md, "Adding a
shape").
"""

from __future__ import annotations

import numbers
from typing import Any, Dict, NamedTuple, Optional, Tuple

import numpy as np

from ._core import AABB, OBB, Capsule, Circle, Polygon, Segment, Vec2
from ._polygon_array import PolygonArray
from ._shape_arrays import AABBArray, CapsuleArray, CircleArray, OBBArray, SegmentArray

__all__ = ["Shape", "SHAPES", "classify", "shape_of_kind"]


class Shape(NamedTuple):
    kind: str  # the kernel list's row kind; "point" for vec rows
    scalar: type  # the scalar value type
    array: Optional[type]  # its array twin (points are plain (N, 2) arrays)
    width: int  # doubles per row
    noun: str  # in messages: "a box"


SHAPES: Dict[str, Shape] = {
    s.kind: s
    for s in (
        Shape("aabb", AABB, AABBArray, 4, "a box"),
        Shape("circle", Circle, CircleArray, 3, "a circle"),
        Shape("segment", Segment, SegmentArray, 4, "a segment"),
        Shape("obb", OBB, OBBArray, 5, "an oriented box"),
        Shape("capsule", Capsule, CapsuleArray, 5, "a capsule"),
        Shape("polygon", Polygon, PolygonArray, 0, "a polygon"),  # ragged rows: width 0
        Shape("point", Vec2, None, 2, "a point"),
    )
}

# Lookups by exact type first (the common case), then by isinstance (subclasses:
# a level may subclass AABB to hang its own data on a wall).
_BY_SCALAR = {s.scalar: s for s in SHAPES.values()}
_BY_ARRAY = {s.array: s for s in SHAPES.values() if s.array is not None}
_ROW_WIDTH_KIND = {2: "point", 3: "circle"}  # rows in a list; 4 is a box or a segment, 5 an OBB or a capsule


def shape_of_kind(kind: str) -> Shape:
    """The registry's entry for a kernel-list row kind (``vec`` is a point)."""
    return SHAPES["point" if kind == "vec" else kind]


def _is_pair(x: Any) -> bool:
    return (isinstance(x, (tuple, list)) and len(x) == 2
            and all(isinstance(v, numbers.Real) for v in x))


def classify(x: Any) -> Tuple[Optional[Shape], bool]:
    """``(shape, is_array)`` for a shape argument, or ``(None, False)``.

    Scalar shapes and array twins by type; a point is also a pair of numbers
    or a ``(2,)`` array, points an ``(N, 2)`` array or a list of pairs; a list
    of ``(cx, cy, r)`` rows is circles. Rows of four numbers could be boxes or
    segments, so only a twin tells them apart.
    """
    shape = _BY_SCALAR.get(type(x))
    if shape is not None:
        return shape, False
    shape = _BY_ARRAY.get(type(x))
    if shape is not None:
        return shape, True
    for shape in SHAPES.values():
        if isinstance(x, shape.scalar):
            return shape, False
        if shape.array is not None and isinstance(x, shape.array):
            return shape, True
    point = SHAPES["point"]
    if _is_pair(x):
        return point, False
    if isinstance(x, np.ndarray):
        if x.shape == (2,):
            return point, False
        if x.ndim == 2 and x.shape[1] == 2:
            return point, True
    if isinstance(x, (list, tuple)) and x and all(isinstance(r, Polygon) for r in x):
        return SHAPES["polygon"], True
    if isinstance(x, (list, tuple)) and x and all(isinstance(r, (list, tuple)) for r in x):
        widths = {len(r) for r in x}
        kind = _ROW_WIDTH_KIND.get(widths.pop()) if len(widths) == 1 else None
        if kind is not None:
            return SHAPES[kind], True
    return None, False


def as_array(x: Any, shape: Shape, is_array: bool) -> Any:
    """A shape argument as its array twin: rows are wrapped, a scalar shape
    becomes one row (which broadcasts)."""
    if shape.array is None or isinstance(x, shape.array):
        return x
    return shape.array(x if is_array else [x])
