"""sweep_into for array movers: colliders of any kinds made into one shape set.

The C kernels (``sweep_into_<mover kind>``, src/core/kernels/sweep_into.c) take the
colliders as one argument, a *shape set*: a column of rows per kind in the order
``aabb, circle, segment, obb, capsule, polygon`` (polygons as ``(vertices,
offsets)``) and the ids the shapes are reported by, or None for their positions in
that order. The binding checks every row and builds tagged shapes with their
bounds once per call (src/core/kernels/shape_set.h). This module makes that tuple
from what a user passes.
"""

from __future__ import annotations

import numbers
from collections.abc import Iterator
from typing import Any, Dict, List, Optional

import numpy as np

from ._core import ConversionNeeded
from ._polygon_array import PolygonArray, polygon_rows
from ._row_args import _RowArray, _rows
from ._shapes import SHAPES, classify

__all__ = ["SET_KINDS", "set_size", "shape_set", "sweep_into_method"]

#: The kinds of a shape set, in its column order (kernels/shape_set.h).
SET_KINDS = ("aabb", "circle", "segment", "obb", "capsule", "polygon")


def _read_only(a: np.ndarray) -> np.ndarray:
    a.flags.writeable = False
    return a


#: Each kind's column of no rows, made once and shared by every set (read-only: a
#: set's columns are only read): a small call makes no arrays for the kinds it lacks.
_EMPTY = {kind: (_read_only(np.empty((0, 2))), _read_only(np.zeros(1, dtype=np.int64)))
          if kind == "polygon" else _read_only(np.empty((0, SHAPES[kind].width)))
          for kind in SET_KINDS}


def _columns(rows: Dict[str, Any], ids: Optional[np.ndarray]) -> tuple:
    return tuple(rows.get(kind, _EMPTY[kind]) for kind in SET_KINDS) + (ids,)


def _column(kind: str, value: Any, func: str, name: str = "colliders") -> Any:
    """One kind's rows as the binding reads them: a twin's in place, anything else
    converted to float64 once but not validated here (the binding checks every row
    and names the bad one as a collider)."""
    if kind == "polygon":
        return polygon_rows(value, func, name)
    from ._aabb_array import AABBArray  # here: the twins' module is loaded after this one

    if kind == "aabb" and isinstance(value, AABBArray) and value.frozen:
        # Rows that cannot change: the binding reads them in place as the set's bounds.
        return (value.rows, True)
    return _rows(value, SHAPES[kind].width, func, name)


def _is_row_collection(x: Any) -> bool:
    """Several rows (not one row, not one shape): an array twin, a 2-D array, or a
    sequence whose items are not numbers."""
    if isinstance(x, (_RowArray, PolygonArray)):
        return True
    if isinstance(x, np.ndarray):
        return x.ndim == 2
    if isinstance(x, (list, tuple)):
        return len(x) == 0 or not isinstance(x[0], numbers.Real)
    return False


def _is_scalar_shape(item: Any) -> bool:
    shape, is_array = classify(item)
    return shape is not None and not is_array and shape.kind in SET_KINDS


def _is_shape_list(x: Any) -> bool:
    """A sequence with a scalar shape in it (its other items must be shapes too)."""
    return isinstance(x, (list, tuple)) and any(map(_is_scalar_shape, x))


def _from_shape_list(colliders: Any, func: str, name: str) -> tuple:
    """A sequence of scalar shapes of any kinds: grouped by kind, reported by position."""
    groups: Dict[str, List[Any]] = {kind: [] for kind in SET_KINDS}
    positions: Dict[str, List[int]] = {kind: [] for kind in SET_KINDS}
    for i, item in enumerate(colliders):
        shape, is_array = classify(item)
        if shape is None or is_array or shape.kind not in SET_KINDS:
            raise TypeError(f"{func}(): {name!r} item {i} must be an AABB, a Circle, a "
                            f"Segment, an OBB, a Capsule or a Polygon, not "
                            f"{type(item).__name__}")
        groups[shape.kind].append(item)
        positions[shape.kind].append(i)
    rows = {kind: (PolygonArray(items)._rows if kind == "polygon"
                   else np.array([np.asarray(s, dtype=np.float64) for s in items]))
            for kind, items in groups.items() if items}
    ids = np.array([i for kind in SET_KINDS for i in positions[kind]], dtype=np.int64)
    return _columns(rows, ids)


def shape_set(colliders: Any, func: str = "sweep_into", name: str = "colliders") -> tuple:
    """``colliders`` (argument ``name`` of ``func``, in messages) as the kernels'
    shape-set argument.

    Accepted: a :class:`Colliders` collection (reported by id); an array twin of any
    kind, or one scalar shape; a sequence of scalar shapes of any kinds (reported by
    position); box rows (an ``(M, 4)`` array or a list of rows); or a pair
    ``(boxes, circles)`` of row collections, numbered boxes first, then circles.
    """
    if hasattr(colliders, "_shape_set"):  # a Colliders collection
        return colliders._shape_set()
    if hasattr(colliders, "_sweep_set"):  # an Index: its shapes are its own to ask
        raise TypeError(f"{func}(): {name!r} must be shapes, not an Index (an Index "
                        "answers for its shapes: index.pairs(), index.query(shapes))")
    if isinstance(colliders, Iterator):  # a generator of shapes, read once
        colliders = list(colliders)
    shape, is_array = classify(colliders)
    if shape is not None and shape.kind in SET_KINDS:
        return _columns({shape.kind: _column(shape.kind, colliders, func, name)}, None)
    if shape is not None:  # points
        raise TypeError(f"{func}(): {name!r} must be shapes with an area or a length "
                        f"(boxes, circles, segments, polygons, ...), not points")
    if isinstance(colliders, (list, tuple)):
        if len(colliders) == 0:
            return _columns({}, None)
        if _is_shape_list(colliders):
            return _from_shape_list(colliders, func, name)
        if len(colliders) == 2 and all(map(_is_row_collection, colliders)):
            return _columns({"aabb": _column("aabb", colliders[0], func, name),
                             "circle": _column("circle", colliders[1], func, name)}, None)
    # Anything else is read as box rows (an (M, 4) array, a memoryview...), or refused
    # with a TypeError naming 'colliders'; a bare number or None is no rows at all.
    if colliders is None or isinstance(colliders, (int, float, complex, np.number, bool)):
        raise TypeError(f"{func}(): {name!r} must be shapes, not {type(colliders).__name__}")
    return _columns({"aabb": _column("aabb", colliders, func, name)}, None)


def set_size(columns: tuple) -> int:
    """How many shapes a shape set holds."""
    n = 0
    for kind, column in zip(SET_KINDS, columns):
        if kind == "polygon":
            n += len(column[1]) - 1
        elif isinstance(column, tuple):  # a frozen AABBArray's (rows, True)
            n += len(column[0])
        else:
            a = np.asarray(column)
            n += 0 if a.size == 0 else (1 if a.ndim == 1 else len(a))
    return n


def sweep_into_method(kind: str, kernel: Any, wrap: Any) -> Any:
    """The array twins' ``sweep_into`` for movers of ``kind`` (one kernel-list line)."""

    def sweep_into(self, colliders, delta):
        """Each shape (a mover) moves by ``delta[i]`` through the same ``colliders``: for
        each, the Sweep of the nearest hit (noonat/intersect's ``sweepInto``).

        ``colliders`` is a :class:`Colliders` collection, an array twin of any kind, a
        sequence of scalar shapes of any kinds, box rows, or a pair ``(boxes,
        circles)``. The result's ``hit.collider`` is the id of the collider hit (in a
        :class:`Colliders`), else its position (in a sequence; in a pair, boxes first,
        then circles), or -1; exact ties keep the lowest. Colliders far from a
        mover's path are passed over by their bounding boxes; cost O(N * M).
        """
        # An Index lends its own shapes and grid; anything else becomes a shape set.
        colliders = (colliders._sweep_set() if hasattr(colliders, "_sweep_set")
                     else shape_set(colliders))
        try:
            raw = kernel(self._rows, colliders, delta)
        except ConversionNeeded:  # delta not float64 rows: converted once
            raw = kernel(self._rows, colliders, _rows(delta, 2, "sweep_into", "delta"))
        return wrap(raw)

    sweep_into.__qualname__ = f"{kind}.sweep_into"
    return sweep_into
