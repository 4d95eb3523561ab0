"""The result arrays: HitArray, SweepArray, IntervalArray, LineIntersectionArray,
CirclePointsArray, and their record layouts.

Results are numpy *record* arrays (one row struct per result, the same layout
as the C result structs, src/core/base/shapes.h) exposed through small classes
whose fields are numpy views: ``hits.delta`` is an ``(N, 2)`` float64 array,
``hits.hit`` a bool mask. One allocation per call keeps small batches cheap;
the C entry points allocate it through ``numpy.empty``, registered here.
"""

from __future__ import annotations

import numbers
from typing import Any, Optional, Tuple

import numpy as np

from . import _core
from ._core import Hit, LineIntersection, Sweep, Vec2
from ._row_args import _F8

__all__ = [
    "HitArray",
    "SweepArray",
    "IntervalArray",
    "LineIntersectionArray",
    "CirclePointsArray",
    "DistanceArray",
    "ManifoldArray",
    "HIT_DTYPE",
    "SWEEP_DTYPE",
    "INTERVAL_DTYPE",
    "LINE_DTYPE",
    "POINTS_DTYPE",
    "DISTANCE_DTYPE",
    "MANIFOLD_DTYPE",
]

# Record layouts of the C result structs (src/core/base/shapes.h); align=True gives
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

# Record layouts of c2d_line_hit and c2d_circle_points (src/core/base/shapes.h).
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

# Record layout of c2d_distance (src/core/base/shapes.h).
DISTANCE_DTYPE = np.dtype(
    [("distance", "f8"), ("point_a", "f8", (2,)), ("point_b", "f8", (2,)),
     ("normal", "f8", (2,))],
    align=True,
)
if DISTANCE_DTYPE.itemsize != _core.DISTANCE_ROW_SIZE:  # pragma: no cover - a build mismatch
    raise ImportError("collide2d: the distance record layout does not match the C struct")

# Record layout of c2d_manifold (src/core/base/shapes.h): the two points and their
# separations interleave, (x, y, separation) twice.
MANIFOLD_DTYPE = np.dtype(
    [("normal", "f8", (2,)),
     ("contacts", np.dtype([("point", "f8", (2,)), ("separation", "f8")]), (2,)),
     ("count", "i8")],
    align=True,
)
if MANIFOLD_DTYPE.itemsize != _core.MANIFOLD_ROW_SIZE:  # pragma: no cover - a build mismatch
    raise ImportError("collide2d: the manifold record layout does not match the C struct")


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
        rows = self._raw[index]
        # Rows only: an index that adds an axis (None, a nested list) or picks within a
        # row would make records of another shape, which reading back could not take.
        if rows.ndim != 2 or rows.shape[1] != self._raw.shape[1]:
            raise IndexError(f"{type(self).__name__} indices select rows (an int, a slice, "
                             f"an int array or a boolean mask), not {index!r}")
        return type(self)._wrap(rows)

    def __reduce__(self):
        return (type(self), (np.array(self._raw),), getattr(self, "__dict__", None) or None)

    def __repr__(self) -> str:
        return f"<{type(self).__name__}: {len(self)} rows, {int(getattr(self, 'hit').sum())} hit>"


class _Pictured:
    """Result arrays that Jupyter shows as a picture: their first 200 rows' points,
    normals, pushes and paths (collide2d/_svg.py says what each draws)."""

    __slots__ = ()

    def _repr_svg_(self) -> str:
        """The first 200 rows drawn as an SVG picture (world y up)."""
        from . import _svg  # imported when first drawn: _svg imports this module

        return _svg.svg_of(self)


class HitArray(_Pictured, _Records):
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


class SweepArray(_Pictured, _Records):
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


_KIND_NAMES = ("none", "point", "overlap", "parallel")


class LineIntersectionArray(_Pictured, _Records):
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


class DistanceArray(_Pictured, _Records):
    """Row-wise :class:`Distance` results (``distance_*`` methods of the array twins).

    Fields: ``distance`` (``(N,)``: the gap, or minus the penetration depth),
    ``point_a`` and ``point_b`` (``(N, 2)``: on the receiver's and on the other's
    surface), ``normal`` (``(N, 2)``, unit, from the receiver toward the other).
    ``distance == sum((point_b - point_a) * normal, axis=1)`` up to rounding.
    """

    __slots__ = ()
    _dtype = DISTANCE_DTYPE

    @property
    def distance(self) -> Any:
        """Signed distances, (N,): > 0 apart, < 0 overlapping, 0 touching."""
        return self.records["distance"]
    @property
    def point_a(self) -> Any:
        """Points on the receivers' surfaces, (N, 2)."""
        return self.records["point_a"]
    @property
    def point_b(self) -> Any:
        """Points on the others' surfaces, (N, 2)."""
        return self.records["point_b"]
    @property
    def normal(self) -> Any:
        """Unit normals from each receiver toward its other, (N, 2)."""
        return self.records["normal"]
    @property
    def hit(self) -> Any:
        """Bool mask: the shapes overlap (distance < 0)."""
        return self.records["distance"] < 0

    @staticmethod
    def _scalar(r) -> Any:
        return _core.Distance((float(r["distance"]), Vec2(*r["point_a"]), Vec2(*r["point_b"]),
                               Vec2(*r["normal"])))


class ManifoldArray(_Pictured, _Records):
    """Row-wise :class:`Manifold` results (``contacts_*`` methods of the array twins).

    Fields: ``normal`` (``(N, 2)``, unit, from the receiver toward the other),
    ``count`` (``(N,)`` int64: 0, 1 or 2 contact points), and ``contacts`` (``(N, 2)``
    records of ``point`` and ``separation``), read as ``points`` (``(N, 2, 2)``, midway
    between the surfaces) and ``separations`` (``(N, 2)``, < 0 overlapping). Entries past
    ``count`` are 0.
    """

    __slots__ = ()
    _dtype = MANIFOLD_DTYPE

    @property
    def normal(self) -> Any:
        """Unit normals from each receiver toward its other, (N, 2)."""
        return self.records["normal"]
    @property
    def count(self) -> Any:
        """Number of contact points, (N,)."""
        return self.records["count"]
    @property
    def contacts(self) -> Any:
        """Both contact slots as records, (N, 2): ``point`` and ``separation``."""
        return self.records["contacts"]
    @property
    def points(self) -> Any:
        """The contact points, (N, 2, 2)."""
        return self.records["contacts"]["point"]
    @property
    def separations(self) -> Any:
        """Their separations along the normal, (N, 2)."""
        return self.records["contacts"]["separation"]
    @property
    def hit(self) -> Any:
        """Bool mask: at least one contact point."""
        return self.records["count"] > 0

    @staticmethod
    def _scalar(r) -> Any:
        count = int(r["count"])
        if not 0 <= count <= 2:  # rows wrapped by hand may hold any number
            raise ValueError(f"ManifoldArray: a count of {count} points (0 to 2)")
        contacts = r["contacts"]
        return _core.Manifold((Vec2(*r["normal"]),
                               tuple(Vec2(*contacts[k]["point"]) for k in range(count)),
                               tuple(float(contacts[k]["separation"]) for k in range(count))))
