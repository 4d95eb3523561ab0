"""Array twins of the scalar types: AABBArray, HitArray, SweepArray, IntervalArray.

An array twin wraps a numpy array of rows (the layouts of DESIGN.md section 2)
and mirrors the methods of its scalar type over all rows at once. This layer
converts array-likes to float64 once, allocates the outputs, and calls the C
batch kernels of ``collide2d._core``; the kernels validate every row and raise
``ValueError`` naming the argument and the row.

Results are numpy *record* arrays (one row struct per result, the same layout
as the C result structs) exposed through small classes whose fields are numpy
views: ``hits.delta`` is an ``(N, 2)`` float64 array, ``hits.hit`` a bool mask.
One allocation per call keeps small batches cheap.
"""

from __future__ import annotations

import numbers
from typing import TYPE_CHECKING, Any, Iterator, Optional, Tuple

import numpy as np

from . import _core
from ._core import AABB, Circle, Hit, Segment, Sweep, Vec2
from ._row_args import _F8, _batch, _beyond_float64, _convert, _RowArray, _rows, _twin_rows  # noqa: F401

__all__ = [
    "AABBArray",
    "HitArray",
    "SweepArray",
    "IntervalArray",
    "HIT_DTYPE",
    "SWEEP_DTYPE",
    "INTERVAL_DTYPE",
]


# Record layouts of the C result structs (src/core/c2d_shapes.h); align=True gives
# the C struct padding, and the sizes are checked against the C ones below.
HIT_DTYPE = np.dtype(
    [
        ("pos", "f8", (2,)),
        ("delta", "f8", (2,)),
        ("normal", "f8", (2,)),
        ("time", "f8"),
        ("collider", "i8"),
        ("hit", "?"),
    ],
    align=True,
)
SWEEP_DTYPE = np.dtype(
    [("hit", HIT_DTYPE), ("pos", "f8", (2,)), ("time", "f8"), ("started_overlapping", "?")],
    align=True,
)
INTERVAL_DTYPE = np.dtype([("first", "f8"), ("last", "f8"), ("hit", "?")], align=True)

# The C batch functions allocate their outputs with numpy.empty.
_core._set_allocator(np.empty, np.dtype(np.float64), np.dtype(np.bool_))

if (HIT_DTYPE.itemsize, SWEEP_DTYPE.itemsize, INTERVAL_DTYPE.itemsize) != (
    _core.HIT_ROW_SIZE,
    _core.SWEEP_ROW_SIZE,
    _core.INTERVAL_ROW_SIZE,
):  # pragma: no cover - a build/ABI mismatch, not a user error
    raise ImportError("collide2d: result record layouts do not match the C structs")


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
        # BEGIN generated from src/core/kernel_list.h (python -m collide2d._stubgen --write) AABBArray
        def intersect_point(self, points: Any) -> HitArray: ...
        def intersect_aabb(self, others: Any) -> HitArray: ...
        def intersect_circle(self, circles: Any) -> HitArray: ...
        def intersect_segment(self, pos: Any, delta: Any, padding_x: Any = ..., padding_y: Any = ...) -> HitArray: ...
        def overlaps_aabb(self, others: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_point(self, points: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_circle(self, circles: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_segment(self, segments: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def sweep_aabb(self, others: Any, delta: Any) -> SweepArray: ...
        def sweep_circle(self, circles: Any, delta: Any) -> SweepArray: ...
        def overlap_interval(self, others: Any, delta: Any, other_delta: Any) -> IntervalArray: ...
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
    mixed = _mixed_colliders(colliders, "sweep_into")
    if mixed is None:
        mixed = (_collider_rows(colliders, "sweep_into"), np.empty((0, 3)))
    return SweepArray._wrap(_batch(kernel, "sweep_into", movers, (mixed[0], 4, "colliders"),
                                   (mixed[1], 3, "colliders"), (delta, 2, "delta")))


def _as_matrix(obj, func: str, name: str) -> np.ndarray:
    a = _rows(obj, 4, func, name)
    a = np.asarray(a)
    if a.ndim == 1:
        a = a.reshape(1, -1)
    if a.ndim != 2 or a.shape[1] != 4:
        raise ValueError(f"{func}(): {name!r} must have shape (N, 4), not {a.shape}")
    return a


# --------------------------------------------------------------------------
# result arrays
# --------------------------------------------------------------------------


class _Records:
    """Shared behaviour of the result arrays.

    The C kernels write one result struct per row into an ``(N, k)`` float64
    array (``raw``); ``records`` views it as a numpy record array of the
    matching dtype, made on first use.
    """

    __slots__ = ("_raw", "_rec")
    _raw: np.ndarray
    _rec: Optional[np.ndarray]
    _dtype: np.dtype

    def __init__(self, raw: np.ndarray) -> None:
        # What a caller wraps is checked; the kernels' own output goes through
        # _wrap instead (the batch hot path: no Python-level checks).
        width = self._dtype.itemsize // 8
        if not (type(raw) is np.ndarray and raw.dtype is _F8 and raw.ndim == 2
                and raw.shape[1] == width and raw.strides[1] == 8):
            raw = self._checked_raw(raw, width)
        self._raw = raw
        self._rec = None

    @classmethod
    def _wrap(cls, raw: np.ndarray):
        """Wrap rows a kernel wrote (C checked the output), or a view of such rows."""
        self = cls.__new__(cls)
        self._raw = raw
        self._rec = None
        return self

    @classmethod
    def _checked_raw(cls, raw, width: int) -> np.ndarray:
        """``raw`` as ``(N, width)`` float64 rows: records of ``cls._dtype`` or raw rows."""
        name = cls.__name__
        if not isinstance(raw, np.ndarray):
            raise TypeError(f"{name}(): expected a numpy array of {name} records or "
                            f"(N, {width}) float64 rows, not {type(raw).__name__}")
        if raw.dtype == cls._dtype and raw.ndim == 1:
            # Field by field into zeroed rows: numpy copies of records leave the
            # bytes between fields as they were, and rows are byte-exact.
            rows = np.zeros(raw.shape[0], cls._dtype)
            rows[...] = raw
            return rows.view(_F8).reshape(raw.shape[0], width)
        if raw.dtype == _F8 and raw.ndim == 2 and raw.shape[1] == width:
            return raw if raw.strides[1] == 8 else np.ascontiguousarray(raw)  # rows in place
        raise ValueError(f"{name}(): expected {name} records of shape (N,) or (N, {width}) "
                         f"float64 rows, not {raw.dtype} of shape {raw.shape}")

    @property
    def records(self) -> np.ndarray:
        """The results as a numpy record array (one C result struct per row)."""
        rec = self._rec
        if rec is None:
            rec = self._rec = self._raw.view(self._dtype)[:, 0]
        return rec

    def __len__(self) -> int:
        return self._raw.shape[0]

    def __iter__(self):
        for i in range(len(self)):
            yield self[i]

    def __getitem__(self, index):
        if isinstance(index, numbers.Integral):
            return self._scalar(self.records[index])
        return type(self)._wrap(self._raw[index])

    def __reduce__(self):
        return (type(self), (np.array(self._raw),), getattr(self, "__dict__", None) or None)

    def __repr__(self) -> str:
        return f"<{type(self).__name__}: {len(self)} rows, {int(getattr(self, 'hit').sum())} hit>"


class HitArray(_Records):
    """Row-wise :class:`Hit` results: numpy fields, one row per test.

    Fields: ``hit`` (bool), ``pos``, ``delta``, ``normal`` (``(N, 2)``),
    ``time``, ``collider`` (int64: the receiver's row for intersections -- 0
    when one receiver was broadcast -- or the collider's row for sweeps; -1
    for no hit).

    Rows without a hit hold ``delta = normal = (0, 0)``, ``time = 1``, ``pos``
    = the other shape's position at the end (the point, the other box's
    centre, or the segment's end) and ``collider = -1``, so vectorised code
    such as ``others[:, :2] + hits.delta`` is right on every row.
    """

    __slots__ = ()
    _dtype = HIT_DTYPE

    @property
    def hit(self) -> Any:
        """Bool mask of the rows that hit."""
        return self.records["hit"]
    @property
    def pos(self) -> Any:
        """Contact points, (N, 2)."""
        return self.records["pos"]
    @property
    def delta(self) -> Any:
        """Push-out / remaining motion, (N, 2)."""
        return self.records["delta"]
    @property
    def normal(self) -> Any:
        """Unit normals, (N, 2)."""
        return self.records["normal"]
    @property
    def time(self) -> Any:
        """Hit times, (N,)."""
        return self.records["time"]
    @property
    def collider(self) -> Any:
        """Row index hit, or -1."""
        return self.records["collider"]

    @staticmethod
    def _scalar(r) -> Optional[Hit]:
        if not r["hit"]:
            return None
        return Hit(int(r["collider"]), tuple(r["pos"]), tuple(r["delta"]), tuple(r["normal"]),
                   float(r["time"]))


class SweepArray(_Records):
    """Row-wise :class:`Sweep` results.

    Fields: ``hit`` (a :class:`HitArray` over the same rows), ``pos`` (end
    positions, ``(N, 2)``), ``time``, ``started_overlapping`` (bool). Rows
    without a hit: ``time = 1``, ``pos = start + delta``,
    ``started_overlapping = False`` and ``hit`` rows as in :class:`HitArray`.
    """

    __slots__ = ()
    _dtype = SWEEP_DTYPE

    @property
    def hit(self) -> Any:
        """The hits, a HitArray."""
        return HitArray._wrap(self._raw[:, :9])
    @property
    def pos(self) -> Any:
        """End positions, (N, 2)."""
        return self.records["pos"]
    @property
    def time(self) -> Any:
        """Fractions of the motion done, (N,)."""
        return self.records["time"]
    @property
    def started_overlapping(self) -> Any:
        """Bool mask: the interiors overlapped at the start (stuck)."""
        return self.records["started_overlapping"]

    @staticmethod
    def _scalar(r) -> Sweep:
        return Sweep(HitArray._scalar(r["hit"]), tuple(r["pos"]), float(r["time"]),
                     bool(r["started_overlapping"]))

    def __repr__(self) -> str:
        return f"<SweepArray: {len(self)} rows, {int(self.records['hit']['hit'].sum())} hit>"


class IntervalArray(_Records):
    """Row-wise :meth:`AABB.overlap_interval` results.

    Fields: ``hit`` (bool), ``first``, ``last``. Rows that never overlap hold
    ``first = last = 1.0``, so ``first < last`` is exactly ``hit`` and moving by
    ``first`` moves the whole step.
    """

    __slots__ = ()
    _dtype = INTERVAL_DTYPE

    @property
    def hit(self) -> Any:
        """Bool mask: the interiors overlap."""
        return self.records["hit"]
    @property
    def first(self) -> Any:
        """First overlap times, (N,)."""
        return self.records["first"]
    @property
    def last(self) -> Any:
        """Last overlap times, (N,)."""
        return self.records["last"]

    @staticmethod
    def _scalar(r) -> Optional[Tuple[float, float]]:
        if not r["hit"]:
            return None
        return (float(r["first"]), float(r["last"]))
