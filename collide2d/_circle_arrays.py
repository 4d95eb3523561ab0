"""Array twins of circles and segments: CircleArray, SegmentArray and their result arrays.

The same pattern as :class:`AABBArray` (collide2d/_arrays.py): a float64 array
of rows wrapped without copying, methods that mirror the scalar type row by
row through one C kernel each (the kernel calls the scalar function, so a
batch row is the scalar result bit for bit), broadcasting of one row against
N, and ``ValueError`` naming the argument and the row for bad input. The
contracts are in docs/circles-and-lines.md (section 7 for the arrays).
"""

from __future__ import annotations

import numbers
from typing import TYPE_CHECKING, Any, Optional

import numpy as np

from . import _core
from ._arrays import (
    HitArray,
    IntervalArray,
    SweepArray,
    _batch,
    _sweep_into,
    _Records,
    _RowArray,
)
from ._core import Circle, LineIntersection, Segment, Vec2

__all__ = [
    "CircleArray",
    "SegmentArray",
    "LineIntersectionArray",
    "CirclePointsArray",
    "LINE_DTYPE",
    "POINTS_DTYPE",
]

# Record layouts of c2d_line_hit and c2d_circle_points (src/core/c2d_segment.h).
LINE_DTYPE = np.dtype(
    [("start", "f8", (2,)), ("end", "f8", (2,)), ("t", "f8", (2,)), ("u", "f8", (2,)),
     ("kind", "i8")],
    align=True,
)
POINTS_DTYPE = np.dtype(
    [("count", "i8"), ("points", "f8", (2, 2)), ("u", "f8", (2,))], align=True
)
if (LINE_DTYPE.itemsize, POINTS_DTYPE.itemsize) != (
    _core.LINE_ROW_SIZE,
    _core.POINTS_ROW_SIZE,
):  # pragma: no cover - a build/ABI mismatch, not a user error
    raise ImportError("collide2d: line result record layouts do not match the C structs")


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
        # BEGIN generated from src/core/kernel_list.h (python -m collide2d._stubgen --write) CircleArray
        def intersect_point(self, points: Any) -> HitArray: ...
        def intersect_circle(self, others: Any) -> HitArray: ...
        def intersect_aabb(self, boxes: Any) -> HitArray: ...
        def intersect_segment(self, pos: Any, delta: Any) -> HitArray: ...
        def overlaps_circle(self, others: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_point(self, points: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_aabb(self, boxes: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_segment(self, segments: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def sweep_circle(self, others: Any, delta: Any) -> SweepArray: ...
        def sweep_aabb(self, boxes: Any, delta: Any) -> SweepArray: ...
        def overlap_interval(self, others: Any, delta: Any, other_delta: Any) -> IntervalArray: ...
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
        # BEGIN generated from src/core/kernel_list.h (python -m collide2d._stubgen --write) SegmentArray
        def overlaps_aabb(self, boxes: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_circle(self, circles: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_segment(self, others: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        # END generated SegmentArray
        pass


_KIND_NAMES = ("none", "point", "overlap", "parallel")


class LineIntersectionArray(_Records):
    """Row-wise :class:`LineIntersection` results.

    Fields: ``kind`` (int64 codes :attr:`NONE`, :attr:`POINT`, :attr:`OVERLAP`,
    :attr:`PARALLEL`; ``kind_names`` gives the strings), ``start``, ``end``
    (``(N, 2)``), ``t``, ``u`` (``(N, 2)``: the parameters of start and end
    along the first and the second segment), and ``hit`` (a point or an
    overlap). Rows without a common point hold ``start = end = a2`` and
    ``t = u = (1, 1)``, never NaN.
    """

    __slots__ = ()
    _dtype = LINE_DTYPE
    NONE, POINT, OVERLAP, PARALLEL = 0, 1, 2, 3

    @property
    def kind(self) -> Any:
        """Kind codes, (N,) int64."""
        return self.records["kind"]
    @property
    def start(self) -> Any:
        """Start points, (N, 2)."""
        return self.records["start"]
    @property
    def end(self) -> Any:
        """End points, (N, 2)."""
        return self.records["end"]
    @property
    def t(self) -> Any:
        """Parameters along the first, (N, 2)."""
        return self.records["t"]
    @property
    def u(self) -> Any:
        """Parameters along the second, (N, 2)."""
        return self.records["u"]

    @property
    def hit(self) -> np.ndarray:
        """Bool mask: the two have a common point (kind point or overlap)."""
        kind = self.kind
        return (kind == self.POINT) | (kind == self.OVERLAP)

    @property
    def kind_names(self) -> list:
        """The kinds as strings: 'none', 'point', 'overlap' or 'parallel'."""
        return [_kind_name(k) for k in self.kind.tolist()]

    @staticmethod
    def _scalar(r) -> LineIntersection:
        return LineIntersection((_kind_name(int(r["kind"])), Vec2(*r["start"]), Vec2(*r["end"]),
                                 tuple(r["t"].tolist()), tuple(r["u"].tolist())))


def _kind_name(code: int) -> str:
    """The name of a kind code; rows wrapped by hand may hold any number."""
    if 0 <= code < len(_KIND_NAMES):
        return _KIND_NAMES[code]
    raise ValueError(f"LineIntersectionArray: {code} is not a kind code (0 to {len(_KIND_NAMES) - 1})")


class CirclePointsArray(_Records):
    """Row-wise :func:`circle_line_points` results.

    Fields: ``count`` (``(N,)`` int64: 0, 1 or 2), ``points`` (``(N, 2, 2)``),
    ``u`` (``(N, 2)``, ascending). Entries past ``count`` are 0.
    """

    __slots__ = ()
    _dtype = POINTS_DTYPE

    @property
    def count(self) -> Any:
        """Number of points, (N,)."""
        return self.records["count"]
    @property
    def points(self) -> Any:
        """The points, (N, 2, 2)."""
        return self.records["points"]
    @property
    def u(self) -> Any:
        """Their parameters along p1 -> p2, (N, 2)."""
        return self.records["u"]
    @property
    def hit(self) -> Any:
        """Bool mask: at least one point."""
        return self.records["count"] > 0

    @staticmethod
    def _scalar(r) -> tuple:
        count = int(r["count"])
        if not 0 <= count <= 2:  # rows wrapped by hand may hold any number
            raise ValueError(f"CirclePointsArray: a count of {count} points (0 to 2)")
        return tuple((Vec2(*r["points"][k]), float(r["u"][k])) for k in range(count))
