"""PolygonArray: many convex polygons over the ragged layout, read in place.

Polygon i is ``vertices[offsets[i]:offsets[i + 1]]``: ``vertices`` an ``(M, 2)``
float64 array, ``offsets`` an ``(N + 1,)`` int64 array that starts at 0, gives each
polygon 3 vertices or more and ends at M (the layout of shapely 2's
``from_ragged_array`` and of Arrow's list arrays). Each polygon may wind either way
and start anywhere; the C kernels find its winding and its vertex 0 (the lowest, the
leftmost of equals) as they read it, so no copy is made. The row-wise tests are made
from the kernel list, as for the other array twins (``_kernels.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Dict, Iterator, Optional, Sequence, Tuple, overload

import numpy as np

from . import _core
from ._core import Polygon
from ._row_args import _convert, first_past_int64

if TYPE_CHECKING:
    from ._result_arrays import DistanceArray, HitArray, IntervalArray, ManifoldArray, SweepArray

__all__ = ["PolygonArray", "polygon_rows"]

_F8 = np.dtype(np.float64)
_I8 = np.dtype(np.int64)


def _vertex_rows(vertices: Any, func: str) -> np.ndarray:
    # float64 arrays are read in place; anything else must be real numbers (_convert):
    # complex values lost their imaginary part, strings were parsed, None read as NaN.
    is_f8 = isinstance(vertices, np.ndarray) and vertices.dtype == _F8
    v = vertices if is_f8 else _convert(vertices, func, "vertices")
    if v.ndim == 1 and v.shape[0] == 0:
        v = v.reshape(0, 2)
    if v.ndim != 2 or v.shape[1] != 2:
        raise ValueError(f"{func}(): 'vertices' must have shape (M, 2), not {v.shape}")
    if v.strides[1] != 8 or v.strides[0] % 8 or not v.flags.aligned:
        v = np.ascontiguousarray(v)
    return v


def _offsets(offsets: Any, func: str) -> np.ndarray:
    o = np.asarray(offsets)
    if o.dtype.kind not in "iu" or o.ndim != 1 or o.shape[0] < 1:
        raise ValueError(f"{func}(): 'offsets' must be a 1-D integer array of N + 1 entries, "
                         f"not {o.dtype} of shape {o.shape}")
    row = first_past_int64(o)
    if row is not None:
        raise ValueError(f"{func}(): 'offsets' entry {row} is {int(o[row])}, past the "
                         f"largest int64; offsets must start at 0, increase and end at M")
    if o.dtype != _I8 or not o.flags.c_contiguous or not o.flags.aligned:
        o = np.ascontiguousarray(o, dtype=_I8)
    return o


def _frozen(vertices: np.ndarray, offsets: np.ndarray, bounds: bool = True) -> Tuple[Any, ...]:
    """The kernels' argument for checked arrays of our own: read-only views of read-only
    arrays (so ``array.vertices.flags.writeable = True`` is refused), marked checked by a
    third item: what each polygon keeps, ``(N, 8)`` (:func:`_kept`), or True without it
    (``bounds=False``: one polygon of a scalar call, where making it would cost more than
    it saves)."""
    mark: Any = True
    if bounds:
        mark = _kept(vertices, offsets)
        mark.flags.writeable = False
    # The offsets in memory nothing can write (a FrozenRows: no flag set back on their
    # base can make them writable), checked once there: the kernels index the vertices
    # by them and take them unchecked from then on.
    memory = _core._frozen_offsets(np.ascontiguousarray(offsets, dtype=_I8), len(vertices))
    offsets = np.frombuffer(memoryview(memory), dtype=_I8)
    vertices.flags.writeable = False
    return (vertices.view(), offsets.view(), mark)


def _kept(vertices: np.ndarray, offsets: np.ndarray) -> np.ndarray:
    """What a frozen array keeps of each of its (checked, counter-clockwise) polygons,
    made with it: the row ``(lo_x, lo_y, hi_x, hi_y, cx, cy, inner, outer)``, its
    bounding box (as GEOS keeps each geometry's envelope) and two discs about the mean c
    of its vertices, one inside it and one around it, each exact (src/core/narrow/
    polygon.h's ``c2d_polygon_keep``). Two polygons whose boxes are apart, whose outer
    discs are apart, or whose inner discs overlap are answered from these rows alone."""
    kept = np.empty((offsets.shape[0] - 1, 8), dtype=_F8)
    _core._kept_polygons(np.ascontiguousarray(vertices, dtype=_F8),
                         np.ascontiguousarray(offsets, dtype=_I8), kept)
    return kept


def _refreeze(cls: Any, args: Tuple[np.ndarray, np.ndarray]) -> "PolygonArray":
    """Unpickling a frozen array: checked again, frozen again."""
    return cls(*args).freeze()


def _as_polygon(p: Any, row: int, func: str, name: str) -> Polygon:
    """Row ``row`` of a list of polygons as a Polygon (a vertex list checked as Polygon
    checks one), its errors naming the call, the argument and the row."""
    if isinstance(p, Polygon):
        return p
    try:
        return Polygon(p)
    except (TypeError, ValueError) as e:
        text = str(e).removeprefix("Polygon(): ").removeprefix("'vertices' ")
        joint = ": " if text.startswith("'") else " "  # "row 1 is not convex ..."
        raise type(e)(f"{func}(): {name!r} row {row}{joint}{text}") from None


def _from_polygons(polygons: Sequence[Any], func: str,
                   name: str = "vertices") -> Tuple[np.ndarray, np.ndarray]:
    """Vertices and offsets of a list of Polygon objects or vertex lists."""
    polys = [_as_polygon(p, row, func, name) for row, p in enumerate(polygons)]
    counts = np.fromiter((len(p) for p in polys), dtype=_I8, count=len(polys))
    offsets = np.zeros(len(polys) + 1, dtype=_I8)
    np.cumsum(counts, out=offsets[1:])
    vertices = (np.concatenate([np.asarray(p) for p in polys]) if polys
                else np.empty((0, 2), dtype=_F8))
    return vertices, offsets


class PolygonArray:
    """N convex polygons: ``PolygonArray(vertices, offsets)`` or ``PolygonArray(polygons)``.

    ``vertices`` is an ``(M, 2)`` float64 array and ``offsets`` an ``(N + 1,)`` int64
    array (polygon i is ``vertices[offsets[i]:offsets[i + 1]]``), both wrapped without
    copying when they already have those types; or a list of :class:`Polygon` (or of
    vertex lists). Every polygon is checked at construction as :class:`Polygon` checks
    one (convex, no repeated vertex, no three in a line; ``ValueError`` naming the row
    and the vertex).

    Arrays given by the caller stay theirs, and may change after the check: so each
    kernel checks every polygon it reads again. A *frozen* array holds read-only
    vertices and offsets of its own, checked once and each polygon stored as
    :class:`Polygon` stores one (counter-clockwise from its lowest vertex): the kernels
    skip the check and the scan for winding and vertex 0, most of the cost of a test
    between two octagons. An array made from a list of polygons is frozen;
    :meth:`freeze` makes a frozen copy of any array.
    """

    __slots__ = ("_rows", "__weakref__")
    # (vertices, offsets), the kernels' argument; (vertices, offsets, bounds) when frozen
    _rows: Tuple[Any, ...]
    _check: Any = None  # the C kernel that validates rows (installed by _kernels.py)

    def __init__(self, vertices: Any, offsets: Any = None) -> None:
        func = "PolygonArray"
        if isinstance(vertices, PolygonArray) and offsets is None:
            self._rows = vertices._rows
            return
        if offsets is None:  # Polygon objects, each checked: arrays of our own
            self._rows = _frozen(*_from_polygons(list(vertices), func))
            return
        v, o = _vertex_rows(vertices, func), _offsets(offsets, func)
        self._rows = (v, o)
        type(self)._check((v, o))

    @classmethod
    def _trusted(cls, vertices: np.ndarray, offsets: np.ndarray) -> "PolygonArray":
        """An array over these buffers, past the constructor's check (not frozen)."""
        self = cls.__new__(cls)
        self._rows = (vertices, offsets)
        return self

    @property
    def frozen(self) -> bool:
        """Whether the vertices and offsets are this array's own, read-only and checked
        once (the kernels then do not check them again)."""
        return len(self._rows) == 3

    def freeze(self) -> "PolygonArray":
        """A frozen copy (checked, read-only, its own memory); ``self`` if it is one."""
        if self.frozen:
            return self
        # Copies first, then the check of the copies: the caller's arrays may be written
        # by another thread meanwhile, and a frozen array is trusted from then on.
        v = np.array(self._rows[0], dtype=_F8, order="C")
        o = np.array(self._rows[1], dtype=_I8)
        type(self)._check((v, o))
        ordered = np.empty_like(v)  # each polygon as Polygon stores it (the kernels trust it)
        _core._canonical_polygons(v, o, ordered)
        copy = type(self).__new__(type(self))
        copy._rows = _frozen(ordered, o)
        return copy

    @property
    def vertices(self) -> np.ndarray:
        """The ``(M, 2)`` float64 vertex array (not a copy)."""
        return self._rows[0]

    @property
    def offsets(self) -> np.ndarray:
        """The ``(N + 1,)`` int64 offsets (not a copy)."""
        return self._rows[1]

    def __len__(self) -> int:
        return self._rows[1].shape[0] - 1

    def __getitem__(self, index: Any) -> Any:
        v, o = self._rows[:2]
        if isinstance(index, (bool, np.bool_)):  # an int to Python, not an index to numpy
            raise IndexError("PolygonArray index must be an integer, a slice, integers or a "
                             f"boolean mask, not {type(index).__name__}")
        if isinstance(index, (int, np.integer)):
            n = len(self)
            i = int(index) + n if index < 0 else int(index)
            if not 0 <= i < n:
                raise IndexError(f"PolygonArray index {index} out of range for {n} polygons")
            return Polygon(v[o[i]:o[i + 1]])
        picked = np.asarray(range(len(self))[index] if isinstance(index, slice) else index)
        if picked.dtype == bool:  # a mask, as numpy takes one
            if picked.shape != (len(self),):
                raise IndexError(f"PolygonArray mask of shape {picked.shape} for "
                                 f"{len(self)} polygons")
            picked = np.flatnonzero(picked)
        if picked.dtype.kind not in "iu" and picked.size:  # 1.7 was read as 1
            raise IndexError("PolygonArray indices must be integers or a boolean mask, not "
                             f"{picked.dtype}")
        if self.frozen and picked.dtype.kind in "iu" and picked.ndim == 1:
            return self._gather(picked)
        return PolygonArray([self[int(i)] for i in picked.ravel()])

    def _gather(self, picked: np.ndarray) -> "PolygonArray":
        """The polygons ``picked`` (integers) of a frozen array, as a frozen array, in
        numpy: each is already as :class:`Polygon` stores it, so nothing is checked
        or reordered again (the result is what the loop over ``self[i]`` gives)."""
        v, o = self._rows[:2]
        n = len(self)
        if ((picked < -n) | (picked >= n)).any():
            bad = picked[np.argmax((picked < -n) | (picked >= n))]
            raise IndexError(f"PolygonArray index {bad} out of range for {n} polygons")
        picked = np.where(picked < 0, picked + n, picked).astype(_I8)
        counts = o[picked + 1] - o[picked]
        offsets = np.zeros(len(picked) + 1, dtype=_I8)
        np.cumsum(counts, out=offsets[1:])
        # Vertex k of the result is vertex (k - its polygon's new start) of the polygon's
        # old start.
        starts = np.repeat(o[picked] - offsets[:-1], counts)
        vertices = np.ascontiguousarray(v[starts + np.arange(offsets[-1])], dtype=_F8)
        copy = type(self).__new__(type(self))
        copy._rows = _frozen(vertices, offsets)
        return copy

    def __iter__(self) -> Iterator[Polygon]:
        for i in range(len(self)):
            yield self[i]

    def __repr__(self) -> str:
        shown = ", ".join(repr(p) for p in (self[i] for i in range(min(len(self), 3))))
        more = ", ..." if len(self) > 3 else ""
        return f"PolygonArray([{shown}{more}]) ({len(self)} polygons, {len(self.vertices)} vertices)"

    def __reduce__(self):
        plain = (type(self), (np.array(self.vertices), np.array(self.offsets)))
        return (_refreeze, plain) if self.frozen else plain

    def _repr_svg_(self) -> str:
        """The first 200 rows drawn as an SVG picture (world y up), which Jupyter shows."""
        from . import _svg  # imported when first drawn: _svg imports this module

        return _svg.svg_of(self)

    if TYPE_CHECKING:
        # BEGIN generated from src/core/kernels/kernel_list.h (python -m collide2d._stubgen --write) PolygonArray
        @overload
        def intersect_capsule(self, capsules: Any, *, out: Optional[HitArray] = ..., fields: None = ...) -> HitArray: ...
        @overload
        def intersect_capsule(self, capsules: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def intersect_capsule(self, capsules: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
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
        def intersect_obb(self, boxes: Any, *, out: Optional[HitArray] = ..., fields: None = ...) -> HitArray: ...
        @overload
        def intersect_obb(self, boxes: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def intersect_obb(self, boxes: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def intersect_circle(self, circles: Any, *, out: Optional[HitArray] = ..., fields: None = ...) -> HitArray: ...
        @overload
        def intersect_circle(self, circles: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def intersect_circle(self, circles: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def intersect_polygon(self, others: Any, *, out: Optional[HitArray] = ..., fields: None = ...) -> HitArray: ...
        @overload
        def intersect_polygon(self, others: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def intersect_polygon(self, others: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def intersect_segment(self, pos: Any, delta: Any, *, out: Optional[HitArray] = ..., fields: None = ...) -> HitArray: ...
        @overload
        def intersect_segment(self, pos: Any, delta: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def intersect_segment(self, pos: Any, delta: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        def overlaps_point(self, points: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_segment(self, segments: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_circle(self, circles: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_capsule(self, capsules: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_aabb(self, boxes: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_obb(self, boxes: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        def overlaps_polygon(self, others: Any, *, out: Optional[np.ndarray] = ...) -> np.ndarray: ...
        @overload
        def sweep_capsule(self, capsules: Any, delta: Any, *, out: Optional[SweepArray] = ..., fields: None = ...) -> SweepArray: ...
        @overload
        def sweep_capsule(self, capsules: Any, delta: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def sweep_capsule(self, capsules: Any, delta: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def sweep_polygon(self, others: Any, delta: Any, *, out: Optional[SweepArray] = ..., fields: None = ...) -> SweepArray: ...
        @overload
        def sweep_polygon(self, others: Any, delta: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def sweep_polygon(self, others: Any, delta: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
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
        def sweep_circle(self, circles: Any, delta: Any, *, out: Optional[SweepArray] = ..., fields: None = ...) -> SweepArray: ...
        @overload
        def sweep_circle(self, circles: Any, delta: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def sweep_circle(self, circles: Any, delta: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def overlap_interval_circle(self, circles: Any, delta: Any, other_delta: Any, *, out: Optional[IntervalArray] = ..., fields: None = ...) -> IntervalArray: ...
        @overload
        def overlap_interval_circle(self, circles: Any, delta: Any, other_delta: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def overlap_interval_circle(self, circles: Any, delta: Any, other_delta: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def overlap_interval_capsule(self, capsules: Any, delta: Any, other_delta: Any, *, out: Optional[IntervalArray] = ..., fields: None = ...) -> IntervalArray: ...
        @overload
        def overlap_interval_capsule(self, capsules: Any, delta: Any, other_delta: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def overlap_interval_capsule(self, capsules: Any, delta: Any, other_delta: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def overlap_interval_aabb(self, boxes: Any, delta: Any, other_delta: Any, *, out: Optional[IntervalArray] = ..., fields: None = ...) -> IntervalArray: ...
        @overload
        def overlap_interval_aabb(self, boxes: Any, delta: Any, other_delta: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def overlap_interval_aabb(self, boxes: Any, delta: Any, other_delta: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def overlap_interval_obb(self, boxes: Any, delta: Any, other_delta: Any, *, out: Optional[IntervalArray] = ..., fields: None = ...) -> IntervalArray: ...
        @overload
        def overlap_interval_obb(self, boxes: Any, delta: Any, other_delta: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def overlap_interval_obb(self, boxes: Any, delta: Any, other_delta: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def overlap_interval_polygon(self, others: Any, delta: Any, other_delta: Any, *, out: Optional[IntervalArray] = ..., fields: None = ...) -> IntervalArray: ...
        @overload
        def overlap_interval_polygon(self, others: Any, delta: Any, other_delta: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def overlap_interval_polygon(self, others: Any, delta: Any, other_delta: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
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
        def distance_obb(self, boxes: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_obb(self, boxes: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_obb(self, boxes: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def distance_polygon(self, others: Any, *, out: Optional[DistanceArray] = ..., fields: None = ...) -> DistanceArray: ...
        @overload
        def distance_polygon(self, others: Any, *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def distance_polygon(self, others: Any, *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def contacts_point(self, point: Any, margin: Any = ..., *, out: Optional[ManifoldArray] = ..., fields: None = ...) -> ManifoldArray: ...
        @overload
        def contacts_point(self, point: Any, margin: Any = ..., *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def contacts_point(self, point: Any, margin: Any = ..., *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def contacts_segment(self, segments: Any, margin: Any = ..., *, out: Optional[ManifoldArray] = ..., fields: None = ...) -> ManifoldArray: ...
        @overload
        def contacts_segment(self, segments: Any, margin: Any = ..., *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def contacts_segment(self, segments: Any, margin: Any = ..., *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def contacts_circle(self, circles: Any, margin: Any = ..., *, out: Optional[ManifoldArray] = ..., fields: None = ...) -> ManifoldArray: ...
        @overload
        def contacts_circle(self, circles: Any, margin: Any = ..., *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def contacts_circle(self, circles: Any, margin: Any = ..., *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def contacts_capsule(self, capsules: Any, margin: Any = ..., *, out: Optional[ManifoldArray] = ..., fields: None = ...) -> ManifoldArray: ...
        @overload
        def contacts_capsule(self, capsules: Any, margin: Any = ..., *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def contacts_capsule(self, capsules: Any, margin: Any = ..., *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def contacts_aabb(self, boxes: Any, margin: Any = ..., *, out: Optional[ManifoldArray] = ..., fields: None = ...) -> ManifoldArray: ...
        @overload
        def contacts_aabb(self, boxes: Any, margin: Any = ..., *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def contacts_aabb(self, boxes: Any, margin: Any = ..., *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def contacts_obb(self, boxes: Any, margin: Any = ..., *, out: Optional[ManifoldArray] = ..., fields: None = ...) -> ManifoldArray: ...
        @overload
        def contacts_obb(self, boxes: Any, margin: Any = ..., *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def contacts_obb(self, boxes: Any, margin: Any = ..., *, out: Any = ..., fields: Any = ...) -> Any: ...
        @overload
        def contacts_polygon(self, others: Any, margin: Any = ..., *, out: Optional[ManifoldArray] = ..., fields: None = ...) -> ManifoldArray: ...
        @overload
        def contacts_polygon(self, others: Any, margin: Any = ..., *, out: None = ..., fields: Sequence[str]) -> Dict[str, np.ndarray]: ...
        def contacts_polygon(self, others: Any, margin: Any = ..., *, out: Any = ..., fields: Any = ...) -> Any: ...
        def sweep_into(self, colliders: Any, delta: Any) -> SweepArray: ...
        # END generated PolygonArray


def polygon_rows(obj: Any, func: str, name: str) -> Tuple[np.ndarray, np.ndarray]:
    """A polygon argument as the kernels read it: the pair (vertices, offsets).
    A PolygonArray is read in place; one Polygon is one row (broadcast); a list of
    polygons becomes a PolygonArray."""
    if isinstance(obj, PolygonArray):
        return obj._rows
    if isinstance(obj, Polygon):  # immutable and checked: a frozen row
        return _frozen(np.array(obj, dtype=_F8), np.array([0, len(obj)], dtype=_I8), bounds=False)
    if isinstance(obj, (list, tuple)):
        return _frozen(*_from_polygons(list(obj), func, name))
    raise TypeError(f"{func}(): {name!r} must be polygons (a PolygonArray, a Polygon or a list "
                    f"of them), not {type(obj).__name__}")
