"""The array twins of the shapes: AABBArray, CircleArray, SegmentArray, OBBArray,
CapsuleArray.

An array twin wraps a numpy array of rows (the layouts of DESIGN.md section 2)
without copying, and mirrors the methods of its scalar type over all rows at
once, with one row broadcast against N. The row-wise tests are made from the
kernel list (collide2d/_kernels.py, src/core/kernels/kernel_list.h); the C kernels
validate every row and raise ``ValueError`` naming the argument and the row.
Written here by hand: constructors, views, indexing, and the methods that do
more than one kernel call (``sweep_into``, ``intersection``, ``line_points``).
"""

from __future__ import annotations

import numbers
from typing import TYPE_CHECKING, Any, Dict, Iterator, Optional, Sequence, overload

import numpy as np

from . import _core
from ._core import AABB, OBB, Capsule, Circle, Segment, Vec2
from ._result_arrays import (
    CirclePointsArray,
    DistanceArray,
    HitArray,
    IntervalArray,
    LineIntersectionArray,
    SweepArray,
)
from ._row_args import _batch, _RowArray, _rows, _twin_rows

__all__ = ["AABBArray", "CircleArray", "SegmentArray", "OBBArray", "CapsuleArray"]


def _collider_rows(colliders, func: str) -> np.ndarray:
    if isinstance(colliders, AABBArray):
        return colliders._rows
    if isinstance(colliders, (list, tuple)) and len(colliders) == 0:
        return np.empty((0, 4))
    if isinstance(colliders, (Vec2, Segment)):
        raise TypeError(f"{func}(): 'colliders' must be boxes or circles, not {type(colliders).__name__}")
    if isinstance(colliders, (list, tuple)) and any(isinstance(x, (AABB, Circle)) for x in colliders):
        for i, item in enumerate(colliders):  # a list of shapes: name the item that is not one
            if not isinstance(item, AABB):
                raise TypeError(f"{func}(): 'colliders' item {i} must be an AABB, not "
                                f"{type(item).__name__}")
    rows = _rows(colliders, 4, func, "colliders")
    if isinstance(rows, AABB):
        rows = np.asarray(rows)
    if rows.ndim == 1:
        rows = rows.reshape(1, -1)
    return rows


def _is_row_collection(x) -> bool:
    """Several rows (not one row, not one shape): an array twin, a 2-D array,
    or a sequence whose items are not numbers."""
    if isinstance(x, _RowArray):
        return True
    if isinstance(x, np.ndarray):
        return x.ndim == 2
    if isinstance(x, (list, tuple)):
        return len(x) == 0 or not isinstance(x[0], numbers.Real)
    return False


def _mixed_colliders(colliders, func: str):
    """``sweep_into``'s colliders as ``(boxes (M, 4), circles (K, 3))``, or None
    when they are boxes only (the box-only kernel takes them).

    Accepted: an AABBArray or box rows (None here), a CircleArray, a sequence of
    :class:`Circle`, or a pair ``(boxes, circles)`` of row collections (twins,
    2-D arrays or lists of rows).
    """
    kind = getattr(colliders, "_kind", None)
    if kind == "circle":
        return np.empty((0, 4)), colliders._rows
    if isinstance(colliders, Circle):  # one circle
        return np.empty((0, 4)), np.asarray(colliders).reshape(1, 3)
    if isinstance(colliders, (list, tuple)) and colliders:
        if len(colliders) == 2 and all(map(_is_row_collection, colliders)) and not (
            isinstance(colliders[0], (list, tuple)) and colliders[0]
            and isinstance(colliders[0][0], (AABB, Circle))
        ):
            return (_twin_rows(colliders[0], 4, func, "colliders (boxes)"),
                    _twin_rows(colliders[1], 3, func, "colliders (circles)"))
        circles = [isinstance(c, Circle) for c in colliders]
        if all(circles):
            return np.empty((0, 4)), np.array([np.asarray(c) for c in colliders])
        if any(circles):
            raise TypeError(f"{func}(): a list mixing AABB and Circle colliders is not "
                            "accepted by the array form; pass (AABBArray, CircleArray)")
    return None


# --------------------------------------------------------------------------
# AABBArray
# --------------------------------------------------------------------------


class AABBArray(_RowArray):
    """N axis-aligned boxes as an ``(N, 4)`` float64 array of ``(cx, cy, hx, hy)`` rows.

    The array twin of :class:`AABB`: the same methods, over all rows at once.
    A float64 array is wrapped without copying (other array-likes, lists of
    ``AABB`` included, are converted once) and validated on construction:
    finite coordinates with ``|v| <= 2**200`` and half sizes ``>= 0``.

    Arguments of the methods may be arrays of N rows, or a single row / scalar
    shape that broadcasts against the N boxes; a receiver of one row
    broadcasts against N arguments too.

    Examples
    --------
    >>> import numpy as np
    >>> from collide2d import AABBArray
    >>> walls = AABBArray([[0, 0, 1, 1], [4, 0, 1, 1]])
    >>> walls.overlaps_aabb([0.5, 0.5, 1, 1])
    array([ True, False])
    >>> hits = walls.intersect_point([[0.5, 0.25], [9, 9]])
    >>> hits.hit, hits.delta
    (array([ True, False]), array([[0.5, 0. ],
           [0. , 0. ]]))
    """

    __slots__ = ()
    _width = 4
    _kind = "aabb"

    def __init__(self, rows) -> None:
        self._rows = self._validated(rows, "AABBArray")

    # ---- construction from other layouts ----------------------------------

    @classmethod
    def from_bounds(cls, bounds) -> "AABBArray":
        """Boxes from ``(N, 4)`` rows of ``(min_x, min_y, max_x, max_y)``.

        The same arithmetic as :meth:`AABB.from_bounds`, row by row.
        """
        b = _as_matrix(bounds, "from_bounds", "bounds")
        lo, hi = b[:, :2], b[:, 2:]
        bad = np.flatnonzero(np.any(hi < lo, axis=1))
        if bad.size:
            raise ValueError(f"from_bounds(): 'bounds' row {bad[0]} has max < min: {b[bad[0]]}")
        return cls(np.hstack(((lo + hi) * 0.5, (hi - lo) * 0.5)))

    @classmethod
    def from_rect(cls, rects) -> "AABBArray":
        """Boxes from ``(N, 4)`` rows of ``(x, y, w, h)`` (pygame, Tiled, the DOM).

        ``(x, y)`` is the corner with the smallest coordinates; ``w, h >= 0``.
        """
        r = _as_matrix(rects, "from_rect", "rects")
        bad = np.flatnonzero(np.any(r[:, 2:] < 0, axis=1))
        if bad.size:
            raise ValueError(f"from_rect(): 'rects' row {bad[0]} has a negative size: {r[bad[0]]}")
        half = r[:, 2:] * 0.5
        return cls(np.hstack((r[:, :2] + half, half)))

    def to_bounds(self) -> np.ndarray:
        """``(N, 4)`` rows of ``(min_x, min_y, max_x, max_y)``."""
        return np.hstack((self.pos - self.half, self.pos + self.half))

    # ---- array protocol -----------------------------------------------------

    @property
    def rows(self) -> np.ndarray:
        """The wrapped ``(N, 4)`` float64 array (not a copy)."""
        return self._rows

    @property
    def pos(self) -> np.ndarray:
        """Centres, an ``(N, 2)`` view."""
        return self._rows[:, :2]

    @property
    def half(self) -> np.ndarray:
        """Half sizes, an ``(N, 2)`` view."""
        return self._rows[:, 2:]

    def __len__(self) -> int:
        return self._rows.shape[0]

    def __getitem__(self, index):
        if isinstance(index, numbers.Integral):
            r = self._rows[index]
            return AABB((r[0], r[1]), (r[2], r[3]))
        return AABBArray(self._rows[index])

    def __iter__(self) -> Iterator[AABB]:
        for i in range(len(self)):
            yield self[i]

    # ---- tests (noonat/intersect, Gomez (Gamasutra)), row by row ----------------
    # The row-wise tests (intersect_point, intersect_segment, intersect_aabb,
    # intersect_circle, overlaps_*, sweep_aabb, sweep_circle, overlap_interval)
    # are made from the kernel list (collide2d/_kernels.py); the block below
    # tells type checkers about them.

    if TYPE_CHECKING:
        # BEGIN generated from src/core/kernels/kernel_list.h (python -m collide2d._stubgen --write) AABBArray
        @overload
        def intersect_point(self, points: Any, *, out: Optional[HitArray] = ..., fields: None = ...) -> HitArray: ...
        @overload
        def intersect_point(self, points: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def intersect_point(self, points: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def intersect_aabb(self, others: Any, *, out: Optional[HitArray] = ..., fields: None = ...) -> HitArray: ...
        @overload
        def intersect_aabb(self, others: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def intersect_aabb(self, others: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def intersect_circle(self, circles: Any, *, out: Optional[HitArray] = ..., fields: None = ...) -> HitArray: ...
        @overload
        def intersect_circle(self, circles: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def intersect_circle(self, circles: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def intersect_obb(self, boxes: Any, *, out: Optional[HitArray] = ..., fields: None = ...) -> HitArray: ...
        @overload
        def intersect_obb(self, boxes: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def intersect_obb(self, boxes: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def intersect_polygon(self, polygons: Any, *, out: Optional[HitArray] = ..., fields: None = ...) -> HitArray: ...
        @overload
        def intersect_polygon(self, polygons: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def intersect_polygon(self, polygons: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def intersect_segment(self, pos: Any, delta: Any, padding_x: Any = ..., padding_y: Any = ..., *, out: Optional[HitArray] = ..., fields: None = ...) -> HitArray: ...
        @overload
        def intersect_segment(self, pos: Any, delta: Any, padding_x: Any = ..., padding_y: Any = ..., *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def intersect_segment(self, pos: Any, delta: Any, padding_x: Any = ..., padding_y: Any = ..., *, out: Any = ..., fields: Any = ...) -> Any: ...
        def overlaps_aabb(self, others: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_point(self, points: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_circle(self, circles: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_segment(self, segments: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_obb(self, boxes: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_capsule(self, capsules: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_polygon(self, polygons: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        @overload
        def sweep_aabb(self, others: Any, delta: Any, *, out: Optional[SweepArray] = ..., fields: None = ...) -> SweepArray: ...
        @overload
        def sweep_aabb(self, others: Any, delta: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def sweep_aabb(self, others: Any, delta: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def sweep_circle(self, circles: Any, delta: Any, *, out: Optional[SweepArray] = ..., fields: None = ...) -> SweepArray: ...
        @overload
        def sweep_circle(self, circles: Any, delta: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def sweep_circle(self, circles: Any, delta: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def sweep_obb(self, boxes: Any, delta: Any, *, out: Optional[SweepArray] = ..., fields: None = ...) -> SweepArray: ...
        @overload
        def sweep_obb(self, boxes: Any, delta: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def sweep_obb(self, boxes: Any, delta: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def sweep_polygon(self, polygons: Any, delta: Any, *, out: Optional[SweepArray] = ..., fields: None = ...) -> SweepArray: ...
        @overload
        def sweep_polygon(self, polygons: Any, delta: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def sweep_polygon(self, polygons: Any, delta: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def overlap_interval(self, others: Any, delta: Any, other_delta: Any, *, out: Optional[IntervalArray] = ..., fields: None = ...) -> IntervalArray: ...
        @overload
        def overlap_interval(self, others: Any, delta: Any, other_delta: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def overlap_interval(self, others: Any, delta: Any, other_delta: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def distance_point(self, points: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_point(self, points: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_point(self, points: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def distance_segment(self, segments: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_segment(self, segments: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_segment(self, segments: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def distance_circle(self, circles: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_circle(self, circles: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_circle(self, circles: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def distance_capsule(self, capsules: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_capsule(self, capsules: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_capsule(self, capsules: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def distance_aabb(self, others: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_aabb(self, others: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_aabb(self, others: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def distance_obb(self, boxes: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_obb(self, boxes: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_obb(self, boxes: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def distance_polygon(self, polygons: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_polygon(self, polygons: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_polygon(self, polygons: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        def overlap_pairs(self, others: Any) -> np.ndarray: ...
        # END generated AABBArray
        pass

    def sweep_into(self, colliders, delta) -> "SweepArray":
        """Each box (a mover) moves by ``delta[i]`` through the same M ``colliders``.

        ``colliders`` is an :class:`AABBArray`, an ``(M, 4)`` array or a
        sequence of :class:`AABB`; or a :class:`CircleArray`; or a pair
        ``(boxes, circles)``, numbered boxes first (``0..M-1``) then circles
        (``M..M+K-1``). The result's ``hit.collider`` is the number of the
        collider hit (ties keep the lowest), or -1. Cost O(N * M).
        """
        return _sweep_into(_core.batch_sweep_into_aabb, self._rows, colliders, delta)


def _sweep_into(kernel, movers: np.ndarray, colliders, delta) -> "SweepArray":
    """sweep_into for movers of either kind: colliders as (boxes, circles) columns."""
    if hasattr(colliders, "shape_kinds"):  # a Colliders collection (imports this module)
        return _sweep_into_collection(kernel, movers, colliders, delta)
    mixed = _mixed_colliders(colliders, "sweep_into")
    if mixed is None:
        mixed = (_collider_rows(colliders, "sweep_into"), np.empty((0, 3)))
    return SweepArray._wrap(_batch(kernel, "sweep_into", movers, (mixed[0], 4, "colliders"),
                                   (mixed[1], 3, "colliders"), (delta, 2, "delta")))


def _sweep_into_collection(kernel, movers: np.ndarray, colliders, delta) -> "SweepArray":
    """sweep_into through a Colliders: its box and circle columns read in place,
    the kernel's collider numbers (boxes first) turned into the collection's ids."""
    other = [s.kind for s in colliders.shape_kinds() if s.kind not in ("aabb", "circle")]
    if other:
        raise TypeError(f"sweep_into(): 'colliders' holds {other[0]} shapes; a body is swept "
                        "into boxes and circles only")
    result = SweepArray._wrap(_batch(kernel, "sweep_into", movers,
                                     (colliders.rows("aabb"), 4, "colliders"),
                                     (colliders.rows("circle"), 3, "colliders"),
                                     (delta, 2, "delta")))
    number = result.records["hit"]["collider"]
    hit = number >= 0
    number[hit] = colliders.ids()[number[hit]]
    return result


def _as_matrix(obj, func: str, name: str) -> np.ndarray:
    a = _rows(obj, 4, func, name)
    a = np.asarray(a)
    if a.ndim == 1:
        a = a.reshape(1, -1)
    if a.ndim != 2 or a.shape[1] != 4:
        raise ValueError(f"{func}(): {name!r} must have shape (N, 4), not {a.shape}")
    return a


class CircleArray(_RowArray):
    """N circles as an ``(N, 3)`` float64 array of ``(cx, cy, r)`` rows, ``r >= 0``.

    The array twin of :class:`Circle`: the same tests over all rows at once,
    with the arguments broadcast as in :class:`AABBArray` (N rows, or one row
    against N; a receiver of one row against N arguments).

    Examples
    --------
    >>> from collide2d import CircleArray
    >>> balls = CircleArray([[0, 0, 1], [5, 0, 1]])
    >>> balls.overlaps_circle([1.5, 0, 1])
    array([ True, False])
    >>> hits = balls.intersect_segment([-3, 0], [6, 0])
    >>> hits.hit, hits.time
    (array([ True, False]), array([0.33333333, 1.        ]))
    """

    __slots__ = ()
    _width = 3
    _kind = "circle"

    def __init__(self, rows) -> None:
        self._rows = self._validated(rows, "CircleArray")

    @property
    def center(self) -> np.ndarray:
        """Centres, an ``(N, 2)`` view."""
        return self._rows[:, :2]

    @property
    def radius(self) -> np.ndarray:
        """Radii, an ``(N,)`` view."""
        return self._rows[:, 2]

    def __getitem__(self, index):
        if isinstance(index, numbers.Integral):
            r = self._rows[index]
            return Circle((r[0], r[1]), r[2])
        return CircleArray(self._rows[index])

    # ---- row-wise tests -------------------------------------------------------------
    # Made from the kernel list (collide2d/_kernels.py): intersect_point,
    # intersect_circle, intersect_aabb, intersect_segment, overlaps_*,
    # sweep_circle, sweep_aabb, overlap_interval.

    if TYPE_CHECKING:
        # BEGIN generated from src/core/kernels/kernel_list.h (python -m collide2d._stubgen --write) CircleArray
        @overload
        def intersect_point(self, points: Any, *, out: Optional[HitArray] = ..., fields: None = ...) -> HitArray: ...
        @overload
        def intersect_point(self, points: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def intersect_point(self, points: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def intersect_circle(self, others: Any, *, out: Optional[HitArray] = ..., fields: None = ...) -> HitArray: ...
        @overload
        def intersect_circle(self, others: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def intersect_circle(self, others: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def intersect_aabb(self, boxes: Any, *, out: Optional[HitArray] = ..., fields: None = ...) -> HitArray: ...
        @overload
        def intersect_aabb(self, boxes: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def intersect_aabb(self, boxes: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def intersect_obb(self, boxes: Any, *, out: Optional[HitArray] = ..., fields: None = ...) -> HitArray: ...
        @overload
        def intersect_obb(self, boxes: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def intersect_obb(self, boxes: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def intersect_capsule(self, capsules: Any, *, out: Optional[HitArray] = ..., fields: None = ...) -> HitArray: ...
        @overload
        def intersect_capsule(self, capsules: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def intersect_capsule(self, capsules: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def intersect_polygon(self, polygons: Any, *, out: Optional[HitArray] = ..., fields: None = ...) -> HitArray: ...
        @overload
        def intersect_polygon(self, polygons: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def intersect_polygon(self, polygons: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def intersect_segment(self, pos: Any, delta: Any, *, out: Optional[HitArray] = ..., fields: None = ...) -> HitArray: ...
        @overload
        def intersect_segment(self, pos: Any, delta: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def intersect_segment(self, pos: Any, delta: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        def overlaps_circle(self, others: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_point(self, points: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_aabb(self, boxes: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_segment(self, segments: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_obb(self, boxes: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_capsule(self, capsules: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_polygon(self, polygons: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        @overload
        def sweep_circle(self, others: Any, delta: Any, *, out: Optional[SweepArray] = ..., fields: None = ...) -> SweepArray: ...
        @overload
        def sweep_circle(self, others: Any, delta: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def sweep_circle(self, others: Any, delta: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def sweep_aabb(self, boxes: Any, delta: Any, *, out: Optional[SweepArray] = ..., fields: None = ...) -> SweepArray: ...
        @overload
        def sweep_aabb(self, boxes: Any, delta: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def sweep_aabb(self, boxes: Any, delta: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def sweep_obb(self, boxes: Any, delta: Any, *, out: Optional[SweepArray] = ..., fields: None = ...) -> SweepArray: ...
        @overload
        def sweep_obb(self, boxes: Any, delta: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def sweep_obb(self, boxes: Any, delta: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def sweep_capsule(self, capsules: Any, delta: Any, *, out: Optional[SweepArray] = ..., fields: None = ...) -> SweepArray: ...
        @overload
        def sweep_capsule(self, capsules: Any, delta: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def sweep_capsule(self, capsules: Any, delta: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def sweep_polygon(self, polygons: Any, delta: Any, *, out: Optional[SweepArray] = ..., fields: None = ...) -> SweepArray: ...
        @overload
        def sweep_polygon(self, polygons: Any, delta: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def sweep_polygon(self, polygons: Any, delta: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def overlap_interval(self, others: Any, delta: Any, other_delta: Any, *, out: Optional[IntervalArray] = ..., fields: None = ...) -> IntervalArray: ...
        @overload
        def overlap_interval(self, others: Any, delta: Any, other_delta: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def overlap_interval(self, others: Any, delta: Any, other_delta: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def distance_point(self, points: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_point(self, points: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_point(self, points: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def distance_segment(self, segments: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_segment(self, segments: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_segment(self, segments: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def distance_circle(self, others: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_circle(self, others: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_circle(self, others: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def distance_capsule(self, capsules: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_capsule(self, capsules: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_capsule(self, capsules: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def distance_aabb(self, boxes: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_aabb(self, boxes: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_aabb(self, boxes: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def distance_obb(self, boxes: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_obb(self, boxes: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_obb(self, boxes: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def distance_polygon(self, polygons: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_polygon(self, polygons: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_polygon(self, polygons: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        def overlap_pairs(self, others: Any) -> np.ndarray: ...
        # END generated CircleArray
        pass

    def sweep_into(self, colliders, delta) -> SweepArray:
        """Each circle (a mover) moves by ``delta[i]`` through the same colliders.

        ``colliders``: an :class:`AABBArray`, a :class:`CircleArray`, a
        sequence of :class:`Circle`, or a pair ``(AABBArray, CircleArray)``;
        ``hit.collider`` numbers boxes first (``0..M-1``), then circles
        (``M..M+K-1``); ties keep the lowest. Cost O(N * (M + K)).
        """
        return _sweep_into(_core.batch_sweep_into_circle, self._rows, colliders, delta)

    # ---- lines ----------------------------------------------------------------------------

    def line_points(self, p1, p2, segment: bool = True) -> "CirclePointsArray":
        """Row-wise :func:`circle_line_points`: where line (or segment) ``p1 -> p2``
        crosses each circle's boundary."""
        kernel = (_core.batch_line_points_circle_segment if segment
                  else _core.batch_line_points_circle_line)
        return CirclePointsArray._wrap(_batch(kernel, "line_points", self._rows, (p1, 2, "p1"),
                                        (p2, 2, "p2")))


class SegmentArray(_RowArray):
    """N segments as an ``(N, 4)`` float64 array of ``(x0, y0, x1, y1)`` rows.

    The array twin of :class:`Segment`.

    Examples
    --------
    >>> from collide2d import SegmentArray
    >>> walls = SegmentArray([[0, 0, 2, 2], [0, 0, 1, 0]])
    >>> result = walls.intersection([0, 2, 2, 0])
    >>> result.kind_names, result.start
    (['point', 'none'], array([[1., 1.],
           [1., 0.]]))
    """

    __slots__ = ()
    _width = 4
    _kind = "segment"

    def __init__(self, rows) -> None:
        self._rows = self._validated(rows, "SegmentArray")

    @property
    def a(self) -> np.ndarray:
        """Start points, an ``(N, 2)`` view."""
        return self._rows[:, :2]

    @property
    def b(self) -> np.ndarray:
        """End points, an ``(N, 2)`` view."""
        return self._rows[:, 2:]

    @property
    def delta(self) -> np.ndarray:
        """``b - a``, a new ``(N, 2)`` array."""
        return self._rows[:, 2:] - self._rows[:, :2]

    def __getitem__(self, index):
        if isinstance(index, numbers.Integral):
            r = self._rows[index]
            return Segment((r[0], r[1]), (r[2], r[3]))
        return SegmentArray(self._rows[index])

    def intersection(self, others, lines: bool = False) -> "LineIntersectionArray":
        """Row-wise :meth:`Segment.intersection` (Dev.Mag part 2, every case classified).

        ``lines=True`` intersects the infinite lines through the segments.
        """
        kernel = (_core.batch_intersection_line_line if lines
                  else _core.batch_intersection_segment_segment)
        return LineIntersectionArray._wrap(_batch(kernel, "intersection", self._rows,
                                            (others, 4, "others")))

    # Made from the kernel list (collide2d/_kernels.py): overlaps_segment,
    # overlaps_circle, overlaps_aabb.

    if TYPE_CHECKING:
        # BEGIN generated from src/core/kernels/kernel_list.h (python -m collide2d._stubgen --write) SegmentArray
        def overlaps_aabb(self, boxes: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_circle(self, circles: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_segment(self, others: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_obb(self, boxes: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_capsule(self, capsules: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_polygon(self, polygons: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        @overload
        def distance_point(self, points: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_point(self, points: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_point(self, points: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def distance_segment(self, others: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_segment(self, others: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_segment(self, others: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def distance_circle(self, circles: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_circle(self, circles: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_circle(self, circles: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def distance_capsule(self, capsules: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_capsule(self, capsules: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_capsule(self, capsules: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def distance_aabb(self, boxes: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_aabb(self, boxes: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_aabb(self, boxes: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def distance_obb(self, boxes: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_obb(self, boxes: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_obb(self, boxes: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def distance_polygon(self, polygons: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_polygon(self, polygons: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_polygon(self, polygons: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        # END generated SegmentArray
        pass


class OBBArray(_RowArray):
    """N oriented boxes as an ``(N, 5)`` float64 array of ``(cx, cy, hx, hy, angle)`` rows.

    The array twin of :class:`OBB`: half sizes ``>= 0`` along each box's own axes,
    the angle in radians, counter-clockwise. The same tests over all rows at once,
    with the arguments broadcast as in :class:`AABBArray`.

    Examples
    --------
    >>> import math
    >>> from collide2d import OBBArray
    >>> boxes = OBBArray([[0, 0, 2, 1, math.pi / 4], [5, 0, 1, 1, 0.0]])
    >>> boxes.overlaps_point([[1, 1], [6.5, 0]])
    array([ True, False])
    >>> boxes.intersect_obb([2, 0, 1, 1, 0.0]).hit
    array([ True, False])
    """

    __slots__ = ()
    _width = 5
    _kind = "obb"

    def __init__(self, rows) -> None:
        self._rows = self._validated(rows, "OBBArray")

    @property
    def center(self) -> np.ndarray:
        """Centres, an ``(N, 2)`` view."""
        return self._rows[:, :2]

    @property
    def half(self) -> np.ndarray:
        """Half sizes along each box's own axes, an ``(N, 2)`` view."""
        return self._rows[:, 2:4]

    @property
    def angle(self) -> np.ndarray:
        """Angles in radians, an ``(N,)`` view."""
        return self._rows[:, 4]

    def __getitem__(self, index):
        if isinstance(index, numbers.Integral):
            r = self._rows[index]
            return OBB((r[0], r[1]), (r[2], r[3]), r[4])
        return OBBArray(self._rows[index])

    # ---- row-wise tests -------------------------------------------------------------
    # Made from the kernel list (collide2d/_kernels.py): intersect_point,
    # intersect_aabb, intersect_obb, intersect_circle, intersect_segment, overlaps_*.

    if TYPE_CHECKING:
        # BEGIN generated from src/core/kernels/kernel_list.h (python -m collide2d._stubgen --write) OBBArray
        @overload
        def intersect_point(self, points: Any, *, out: Optional[HitArray] = ..., fields: None = ...) -> HitArray: ...
        @overload
        def intersect_point(self, points: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def intersect_point(self, points: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def intersect_aabb(self, boxes: Any, *, out: Optional[HitArray] = ..., fields: None = ...) -> HitArray: ...
        @overload
        def intersect_aabb(self, boxes: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def intersect_aabb(self, boxes: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def intersect_obb(self, others: Any, *, out: Optional[HitArray] = ..., fields: None = ...) -> HitArray: ...
        @overload
        def intersect_obb(self, others: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def intersect_obb(self, others: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def intersect_circle(self, circles: Any, *, out: Optional[HitArray] = ..., fields: None = ...) -> HitArray: ...
        @overload
        def intersect_circle(self, circles: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def intersect_circle(self, circles: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def intersect_polygon(self, polygons: Any, *, out: Optional[HitArray] = ..., fields: None = ...) -> HitArray: ...
        @overload
        def intersect_polygon(self, polygons: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def intersect_polygon(self, polygons: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def intersect_segment(self, pos: Any, delta: Any, padding_x: Any = ..., padding_y: Any = ..., *, out: Optional[HitArray] = ..., fields: None = ...) -> HitArray: ...
        @overload
        def intersect_segment(self, pos: Any, delta: Any, padding_x: Any = ..., padding_y: Any = ..., *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def intersect_segment(self, pos: Any, delta: Any, padding_x: Any = ..., padding_y: Any = ..., *, out: Any = ..., fields: Any = ...) -> Any: ...
        def overlaps_point(self, points: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_aabb(self, boxes: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_obb(self, others: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_circle(self, circles: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_segment(self, segments: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_capsule(self, capsules: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_polygon(self, polygons: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        @overload
        def sweep_obb(self, others: Any, delta: Any, *, out: Optional[SweepArray] = ..., fields: None = ...) -> SweepArray: ...
        @overload
        def sweep_obb(self, others: Any, delta: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def sweep_obb(self, others: Any, delta: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def sweep_aabb(self, boxes: Any, delta: Any, *, out: Optional[SweepArray] = ..., fields: None = ...) -> SweepArray: ...
        @overload
        def sweep_aabb(self, boxes: Any, delta: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def sweep_aabb(self, boxes: Any, delta: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def sweep_circle(self, circles: Any, delta: Any, *, out: Optional[SweepArray] = ..., fields: None = ...) -> SweepArray: ...
        @overload
        def sweep_circle(self, circles: Any, delta: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def sweep_circle(self, circles: Any, delta: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def sweep_polygon(self, polygons: Any, delta: Any, *, out: Optional[SweepArray] = ..., fields: None = ...) -> SweepArray: ...
        @overload
        def sweep_polygon(self, polygons: Any, delta: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def sweep_polygon(self, polygons: Any, delta: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def distance_point(self, points: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_point(self, points: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_point(self, points: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def distance_segment(self, segments: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_segment(self, segments: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_segment(self, segments: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def distance_circle(self, circles: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_circle(self, circles: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_circle(self, circles: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def distance_capsule(self, capsules: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_capsule(self, capsules: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_capsule(self, capsules: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def distance_aabb(self, boxes: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_aabb(self, boxes: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_aabb(self, boxes: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def distance_obb(self, others: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_obb(self, others: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_obb(self, others: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def distance_polygon(self, polygons: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_polygon(self, polygons: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_polygon(self, polygons: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        # END generated OBBArray
        pass


class CapsuleArray(_RowArray):
    """N capsules as an ``(N, 5)`` float64 array of ``(x0, y0, x1, y1, r)`` rows.

    The array twin of :class:`Capsule`: every point within ``r >= 0`` of the segment
    from ``(x0, y0)`` to ``(x1, y1)``. The same tests over all rows at once, with the
    arguments broadcast as in :class:`AABBArray`.

    Examples
    --------
    >>> from collide2d import CapsuleArray
    >>> pills = CapsuleArray([[0, 0, 4, 0, 1], [0, 5, 0, 9, 0.5]])
    >>> pills.overlaps_point([[2, 0.5], [0, 4]])
    array([ True, False])
    >>> pills.overlaps_circle([5.5, 0, 1])
    array([ True, False])
    """

    __slots__ = ()
    _width = 5
    _kind = "capsule"

    def __init__(self, rows) -> None:
        self._rows = self._validated(rows, "CapsuleArray")

    @property
    def a(self) -> np.ndarray:
        """First ends of the core segments, an ``(N, 2)`` view."""
        return self._rows[:, :2]

    @property
    def b(self) -> np.ndarray:
        """Second ends of the core segments, an ``(N, 2)`` view."""
        return self._rows[:, 2:4]

    @property
    def radius(self) -> np.ndarray:
        """Radii, an ``(N,)`` view."""
        return self._rows[:, 4]

    def __getitem__(self, index):
        if isinstance(index, numbers.Integral):
            r = self._rows[index]
            return Capsule((r[0], r[1]), (r[2], r[3]), r[4])
        return CapsuleArray(self._rows[index])

    # ---- row-wise tests -------------------------------------------------------------
    # Made from the kernel list (collide2d/_kernels.py): intersect_point,
    # intersect_circle, intersect_segment, overlaps_*.

    if TYPE_CHECKING:
        # BEGIN generated from src/core/kernels/kernel_list.h (python -m collide2d._stubgen --write) CapsuleArray
        @overload
        def intersect_point(self, points: Any, *, out: Optional[HitArray] = ..., fields: None = ...) -> HitArray: ...
        @overload
        def intersect_point(self, points: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def intersect_point(self, points: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def intersect_circle(self, circles: Any, *, out: Optional[HitArray] = ..., fields: None = ...) -> HitArray: ...
        @overload
        def intersect_circle(self, circles: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def intersect_circle(self, circles: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def intersect_segment(self, pos: Any, delta: Any, *, out: Optional[HitArray] = ..., fields: None = ...) -> HitArray: ...
        @overload
        def intersect_segment(self, pos: Any, delta: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def intersect_segment(self, pos: Any, delta: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        def overlaps_point(self, points: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_segment(self, segments: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_circle(self, circles: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_aabb(self, boxes: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_obb(self, boxes: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_capsule(self, others: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_polygon(self, polygons: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        @overload
        def sweep_circle(self, circles: Any, delta: Any, *, out: Optional[SweepArray] = ..., fields: None = ...) -> SweepArray: ...
        @overload
        def sweep_circle(self, circles: Any, delta: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def sweep_circle(self, circles: Any, delta: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def distance_point(self, points: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_point(self, points: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_point(self, points: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def distance_segment(self, segments: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_segment(self, segments: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_segment(self, segments: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def distance_circle(self, circles: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_circle(self, circles: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_circle(self, circles: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def distance_capsule(self, others: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_capsule(self, others: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_capsule(self, others: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def distance_aabb(self, boxes: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_aabb(self, boxes: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_aabb(self, boxes: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def distance_obb(self, boxes: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_obb(self, boxes: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_obb(self, boxes: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def distance_polygon(self, polygons: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_polygon(self, polygons: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_polygon(self, polygons: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        # END generated CapsuleArray
        pass
