"""The broad phase: every overlapping pair of a collection of shapes, or of two.

``pairs`` hands the collections to the C core as shape sets (``_sweep_into.shape_set``:
the same forms ``sweep_into`` takes) and gets back the pairs its hierarchical spatial
hash finds (src/core/broad/grid.h), each decided by the exact narrow phase.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterator, Optional, Tuple

import numpy as np

from . import _core
from ._core import AABB, OBB, Capsule, Circle, ConversionNeeded, Polygon, Segment
from ._row_args import _rows, first_past_int64
from ._shapes import as_array, classify
from ._sweep_into import set_size, shape_set

if TYPE_CHECKING:
    from ._result_arrays import HitArray

__all__ = ["pairs", "Index"]


def pairs(shapes: Any, others: Optional[Any] = None) -> np.ndarray:
    """Every pair of overlapping shapes, as a ``(K, 2)`` int64 array sorted by rows.

    ``pairs(shapes)``: the pairs ``(i, j)``, ``i < j``, of one collection; ``pairs(shapes,
    others)``: the pairs ``(i, j)`` of a shape ``i`` of ``shapes`` and a shape ``j`` of
    ``others``. A collection is what ``sweep_into`` takes as colliders: a
    :class:`Colliders` (its shapes named by their ids), an array twin of any kind, a
    sequence of scalar shapes of any kinds (named by position), box rows, or a pair
    ``(boxes, circles)`` (numbered boxes first). Whether two shapes overlap is decided
    exactly, as ``overlaps`` decides it (touching is not overlapping); the candidates
    come from a hierarchical spatial hash of their bounding boxes, so the cost grows
    with the number of shapes and of pairs, not with their product. Box rows are read in
    place, without a copy: ``RuntimeError`` if another thread writes them meanwhile.

    >>> from collide2d import AABB, Circle, pairs
    >>> pairs([AABB((0, 0), (1, 1)), Circle((1.5, 0), 1), AABB((2, 0), (1, 1)),
    ...        AABB((9, 9), (1, 1))]).tolist()
    [[0, 1], [1, 2]]
    """
    a = shape_set(shapes, "pairs", "shapes")
    b = None if others is None else shape_set(others, "pairs", "others")
    return _as_int64(_core.broad_pairs(a, b))


def _as_int64(raw: np.ndarray) -> np.ndarray:
    """The binding's records of int64 in float64 clothing, as int64."""
    return raw.view("<i8" if raw.dtype.byteorder in "<=|" else ">i8")


#: A search's mask that lets every shape through.
ALL = (1 << 64) - 1


def _mask(mask: Optional[int], func: str) -> int:
    """A search's mask as the binding reads it: an int of 64 bits (None: every bit)."""
    if mask is None:
        return ALL
    if isinstance(mask, (bool, np.bool_)) or not isinstance(mask, (int, np.integer)):
        raise TypeError(f"{func}(): 'mask' must be an int, not {type(mask).__name__}")
    if not 0 <= int(mask) <= ALL:
        raise ValueError(f"{func}(): 'mask' must be in [0, 2**64), not {int(mask)}")
    return int(mask)


def _python_ints(values: Any, a: np.ndarray, name: str) -> np.ndarray:
    """Python ints of which some lie past int64 (numpy makes such a list float64 or
    object) as uint64, each checked; floats stay floats (refused by the caller)."""
    items = a.ravel() if a.dtype == object else None
    if items is None:  # float64: made so by ints past int64, or floats given as such
        if not isinstance(values, (list, tuple)):
            return a
        items = np.array(values, dtype=object).ravel()
    if not all(isinstance(v, (int, np.integer)) and not isinstance(v, (bool, np.bool_))
               for v in items):
        return a
    for row, v in enumerate(items):
        if not 0 <= int(v) < 2**64:
            where = f"row {row} " if a.ndim else ""
            raise ValueError(f"Index(): {name!r} {where}is {'negative' if v < 0 else 'too large'}"
                             f" ({int(v)}); bits are in [0, 2**64)")
    return np.array([int(v) for v in items], dtype=np.uint64).reshape(a.shape)


def _bits(values: Any, n: int, name: str) -> np.ndarray:
    """Per-shape category or mask bits (one int each, or one for all) as uint64 (viewed as
    int64 for the binding)."""
    a = np.asarray(values)
    if a.dtype == object or a.dtype.kind == "f":
        a = _python_ints(values, a, name)
    if a.dtype.kind not in "iu":
        raise TypeError(f"Index(): {name!r} must be integers, not {a.dtype}")
    if a.ndim == 0:
        a = np.full(n, a)
    if a.shape != (n,):
        raise ValueError(f"Index(): {name!r} must have one value per shape ({n}), not "
                         f"shape {a.shape}")
    if a.dtype.kind == "i" and n and a.min() < 0:
        row = int(np.argmax(a < 0))
        raise ValueError(f"Index(): {name!r} row {row} is negative ({a[row]}); bits are "
                         f"in [0, 2**64)")
    return np.ascontiguousarray(a, dtype=np.uint64).view(np.int64)


def _in_set_order(values: np.ndarray, names: Optional[np.ndarray]) -> np.ndarray:
    """Values given in a collection's order (positions, or a Colliders' ids increasing)
    in its shape set's order (kind by kind)."""
    if names is None:
        return values
    out = np.empty_like(values)
    out[np.argsort(names, kind="stable")] = values
    return out


class Index:
    """The shapes of a collection, indexed once for many questions: each query is then
    answered from the shapes near it instead of from all of them.

    ``Index(shapes)`` takes what :func:`pairs` takes (a :class:`Colliders`, whose shapes
    the answers name by id; an array twin; a sequence of shapes of any kinds, named by
    position; box rows). The shapes are read when the index is built (a hierarchical
    grid of their bounding boxes, src/core/broad/grid.h; polygons' vertices stay where
    they are: keep their array unchanged); :meth:`update` moves or replaces some of
    them without a rebuild. Box rows are read in place and kept in the grid only: an
    array written by another thread during the build raises ``RuntimeError``.

    ``categories`` and ``masks`` (optional; one unsigned 64-bit int per shape, in the
    collection's order, or one for all) filter what meets what, as Box2D's filters do:
    two indexed shapes pair only when each one's category shares a bit with the other's
    mask; a search given ``mask=`` looks only at shapes whose category shares a bit with
    it. Both default to every bit.

    >>> from collide2d import AABB, Circle, Index
    >>> index = Index([AABB((0, 0), (1, 1)), Circle((5, 0), 1), AABB((9, 9), (1, 1))])
    >>> offsets, ids = index.query([AABB((0.5, 0), (0.25, 0.25)), Circle((4, 0), 2)])
    >>> ids[offsets[0]:offsets[1]].tolist(), ids[offsets[1]:offsets[2]].tolist()
    ([0], [1])
    >>> index.query_point([(5, 0.5), (3, 3)])[1].tolist()
    [1]
    >>> distances, ids = index.nearest([(3, 0)], k=2)
    >>> distances.tolist(), ids.tolist()
    ([[1.0, 2.0]], [[1, 0]])
    """

    __slots__ = ("_names", "_grid", "_size", "_sorted_ids", "__weakref__")

    def __init__(self, shapes: Any, *, categories: Any = None, masks: Any = None) -> None:
        if isinstance(shapes, Index):
            raise TypeError("Index(): 'shapes' must be shapes, not an Index")
        shape_columns = shape_set(shapes, "Index", "shapes")
        self._size = set_size(shape_columns)
        # Only the ids are kept here: the C index holds what it reads of the columns
        # (a polygon's vertices in place; boxes copied, or read once by its build).
        self._names = names = shape_columns[-1]
        bits = [None if v is None else _in_set_order(_bits(v, self._size, name), names)
                for v, name in ((categories, "categories"), (masks, "masks"))]
        self._grid = _core.grid_build(shape_columns, *bits)
        # A Colliders' ids, sorted by the first update() (which checks its ids against
        # them by binary search, O(n log N) per call rather than a pass over all N).
        self._sorted_ids: Optional[np.ndarray] = None

    def __len__(self) -> int:
        return self._size

    def __reduce__(self) -> Any:
        # The grid lives in C memory and reads polygons in place: there is nothing
        # whole to send. What the message names pickles, and a build is cheap.
        raise TypeError("an Index cannot be pickled or copied: send its shapes (an array "
                        "twin or a Colliders pickles) and build the Index where it is used "
                        "(1e6 boxes build in about 30 ms)")

    def __repr__(self) -> str:
        return f"<Index of {len(self)} shapes>"

    def _repr_svg_(self) -> str:
        """The first 200 shapes, in id order and as they are now (updates included),
        drawn as an SVG picture (world y up), which Jupyter shows."""
        from . import _svg  # imported when first drawn: _svg imports this module

        return _svg.svg_of(self)

    def _shapes_shown(self, most: int) -> list:
        """The first ``most`` shapes in id order, as they are now, as scalar shapes (a
        segment as the set keeps it, a capsule of radius 0, drawn as a Segment)."""
        names = self._names
        numbers = (np.arange(min(self._size, most)) if names is None
                   else np.argsort(names, kind="stable")[:most])
        return [_scalar_shape(kind, values) for kind, values in
                _core.grid_shapes(self._grid, np.ascontiguousarray(numbers, dtype=np.int64))]

    def _sweep_set(self, mask: Optional[int] = None) -> tuple:
        """The index as sweep_into's colliders: its own shapes and grid, borrowed."""
        return (self._grid, _mask(mask, "sweep_into"))

    def pairs(self) -> np.ndarray:
        """Every pair of the indexed shapes that overlap: :func:`pairs` of them (with the
        categories and masks' rule)."""
        return _as_int64(_core.grid_pairs(self._grid, None))

    def iter_pairs(self, shapes_per_block: int = 65536) -> Iterator[np.ndarray]:
        """:meth:`pairs` in blocks, to bound memory when the pairs are many: each block
        the pairs ``(i, j)`` of ``shapes_per_block`` consecutive first members ``i``
        (in id order); the blocks, one after another, are :meth:`pairs`' rows."""
        if isinstance(shapes_per_block, bool) or not isinstance(shapes_per_block,
                                                                (int, np.integer)):
            raise TypeError("iter_pairs(): 'shapes_per_block' must be an int")
        if shapes_per_block < 1:
            raise ValueError(f"iter_pairs(): 'shapes_per_block' must be 1 or more, not "
                             f"{shapes_per_block}")
        names = self._names
        order = (np.arange(self._size, dtype=np.int64) if names is None
                 else np.argsort(names, kind="stable").astype(np.int64))
        for start in range(0, self._size, int(shapes_per_block)):
            block = np.ascontiguousarray(order[start:start + int(shapes_per_block)])
            yield _as_int64(_core.grid_pairs(self._grid, block))

    def query(self, shapes: Any, *, mask: Optional[int] = None) -> Tuple[np.ndarray, np.ndarray]:
        """For each shape of ``shapes`` (a collection, as :func:`pairs` takes), the ids of
        the indexed shapes it overlaps (touching is not), increasing: ``(offsets, ids)``,
        shape ``i``'s being ``ids[offsets[i]:offsets[i + 1]]`` (CSR). Shapes come in the
        collection's order: a sequence's, an array's rows, a :class:`Colliders`' ids."""
        return self._query(shapes, mask)[:2]

    def _query(self, shapes: Any, mask: Optional[int]
               ) -> Tuple[np.ndarray, np.ndarray, Optional[np.ndarray]]:
        if isinstance(shapes, Index):
            raise TypeError("query(): 'shapes' must be shapes, not an Index")
        queries = shape_set(shapes, "query", "shapes")
        offsets, ids = _core.grid_query(self._grid, queries, _mask(mask, "query"))
        offsets, ids = _as_int64(offsets).reshape(-1), _as_int64(ids).reshape(-1)
        names = queries[-1]  # the set runs kind by kind: back to the collection's order
        if names is None:
            return offsets, ids, None
        order = np.argsort(names, kind="stable")
        counts = np.diff(offsets)[order]
        starts = offsets[:-1][order]
        reordered = np.zeros(len(order) + 1, dtype=np.int64)
        np.cumsum(counts, out=reordered[1:])
        gather = np.repeat(starts - reordered[:-1], counts) + np.arange(reordered[-1])
        return reordered, ids[gather], names[order]

    def query_pairs(self, shapes: Any, *, mask: Optional[int] = None) -> np.ndarray:
        """:meth:`query` as a ``(K, 2)`` int64 array of ``(shape, id)`` in order, a shape
        named by its row (position) or, in a :class:`Colliders`, its id."""
        offsets, ids, names = self._query(shapes, mask)
        rows = np.repeat(np.arange(len(offsets) - 1), np.diff(offsets))
        return np.c_[rows if names is None else names[rows], ids].astype(np.int64)

    def _rays(self, origins: Any, deltas: Any, mask: Optional[int], all_hits: bool) -> Any:
        func = "raycast_all" if all_hits else "raycast"
        m = _mask(mask, func)
        try:
            return _core.grid_raycast(self._grid, origins, deltas, m, all_hits)
        except ConversionNeeded:
            return _core.grid_raycast(self._grid, _rows(origins, 2, func, "origins"),
                                      _rows(deltas, 2, func, "deltas"), m, all_hits)

    def raycast(self, origins: Any, deltas: Any, *, mask: Optional[int] = None) -> "HitArray":
        """For each ray (segment) from ``origins[i]`` by ``deltas[i]`` (``(N, 2)`` arrays,
        or one row that broadcasts), the first indexed shape it enters: a
        :class:`HitArray` whose ``collider`` is that shape's id (-1: none), with the
        entry ``time``, ``normal`` and ``pos`` of that shape's ``intersect_segment``
        (a ray starting inside one reports time 0). Ties go to the lowest id. Segments
        have no inside: rays pass them."""
        from ._result_arrays import HitArray

        return HitArray._wrap(self._rays(origins, deltas, mask, False))

    def raycast_all(self, origins: Any, deltas: Any, *, mask: Optional[int] = None
                    ) -> Tuple[np.ndarray, "HitArray"]:
        """Every indexed shape each ray enters, by entry time, then id: ``(offsets,
        hits)``, ray ``i``'s hits being ``hits[offsets[i]:offsets[i + 1]]`` (a
        :class:`HitArray`, ``collider`` the id), each as :meth:`raycast` reports it."""
        from ._result_arrays import HitArray

        offsets, hits = self._rays(origins, deltas, mask, True)
        return _as_int64(offsets).reshape(-1), HitArray._wrap(hits)

    def query_point(self, points: Any, *, mask: Optional[int] = None
                    ) -> Tuple[np.ndarray, np.ndarray]:
        """For each point (an ``(M, 2)`` array or one point), the ids of the indexed shapes
        with the point strictly inside (never a segment: it has no inside), as
        :meth:`query`'s ``(offsets, ids)``."""
        m = _mask(mask, "query_point")
        try:
            offsets, ids = _core.grid_query_point(self._grid, points, m)
        except ConversionNeeded:
            offsets, ids = _core.grid_query_point(
                self._grid, _rows(points, 2, "query_point", "points"), m)
        return _as_int64(offsets).reshape(-1), _as_int64(ids).reshape(-1)

    def nearest(self, points: Any, k: int = 1, *, max_distance: float = float("inf"),
                mask: Optional[int] = None) -> Tuple[np.ndarray, np.ndarray]:
        """For each point (an ``(M, 2)`` array or one point), the ``k`` indexed shapes
        nearest it with distance at most ``max_distance``: ``(distances, ids)``, two
        ``(M, k)`` arrays (float64, int64) by distance, then id; places left over hold
        ``inf`` and -1 (as scipy's ``cKDTree.query`` pads). The distance is each kind's
        ``distance_point``: negative inside a shape (minus the depth), 0 on its edge."""
        if isinstance(k, bool) or not isinstance(k, (int, np.integer)):
            raise TypeError(f"nearest(): 'k' must be an int, not {type(k).__name__}")
        if isinstance(max_distance, bool) or not isinstance(max_distance, (int, float,
                                                                          np.floating,
                                                                          np.integer)):
            raise TypeError("nearest(): 'max_distance' must be a number")
        m = _mask(mask, "nearest")
        try:
            reach = float(max_distance)
        except OverflowError:  # an int past float64's range
            raise ValueError(f"nearest(): 'max_distance' (an int of "
                             f"{int(max_distance).bit_length()} bits) is beyond float64's "
                             "range") from None
        try:
            d, ids = _core.grid_nearest(self._grid, points, int(k), reach, m)
        except ConversionNeeded:
            d, ids = _core.grid_nearest(self._grid, _rows(points, 2, "nearest", "points"),
                                        int(k), reach, m)
        return d, _as_int64(ids)

    def sweep_into(self, movers: Any, deltas: Any, *, mask: Optional[int] = None) -> Any:
        """Each mover (an array twin of any kind, or one scalar shape: one row) moving by
        ``deltas[i]`` through the indexed shapes: the :class:`SweepArray`
        ``movers.sweep_into(shapes, deltas)`` gives (``hit.collider`` the id; exact ties
        to the lowest), each mover swept only against the shapes near its path.
        ``movers.sweep_into(index, deltas)`` is the same call."""
        shape, is_array = classify(movers)
        if shape is not None and shape.array is not None and hasattr(shape.array, "sweep_into"):
            movers = as_array(movers, shape, is_array)
        if not hasattr(movers, "sweep_into") or not hasattr(movers, "_rows"):
            raise TypeError(f"sweep_into(): 'movers' must be shapes (an AABBArray, "
                            f"CircleArray, ..., or one AABB, Circle, ...), not "
                            f"{type(movers).__name__}")
        return movers.sweep_into(_IndexColliders(self, mask), deltas)

    def update(self, ids: Any, shapes: Any) -> None:
        """Replace the indexed shapes of ``ids`` by ``shapes`` (a collection as
        :func:`pairs` takes, one shape per id, any kinds; a :class:`Colliders` gives its
        shapes in the order of its ids), without a rebuild: a shape
        that stays at its grid level with its box's lowest corner in its cell keeps its
        place (the cell plays the part of Box2D's fat boxes); one that leaves it is
        looked at by every search until enough have left (64 + sqrt(N)) that the grid
        is rebuilt. Every answer afterwards is a fresh index's."""
        new = shape_set(shapes, "update", "shapes")
        n = set_size(new)
        targets = np.asarray(ids)
        if targets.ndim == 0:
            targets = targets.reshape(1)
        if targets.size == 0 and targets.dtype.kind == "f":  # numpy types [] as float64
            targets = targets.astype(np.int64)
        if targets.dtype == object or targets.dtype.kind not in "iu":
            raise TypeError(f"update(): 'ids' must be integers, not {targets.dtype}")
        if targets.shape != (n,):
            raise ValueError(f"update(): 'ids' must have one id per shape ({n}), not shape "
                             f"{targets.shape}")
        row = first_past_int64(targets)
        if row is not None:
            raise KeyError(f"update(): 'ids' row {row}: no indexed shape has id "
                           f"{int(targets[row])}")
        targets = targets.astype(np.int64)
        names = self._names
        if names is None:
            inside = (targets >= 0) & (targets < self._size)
        else:
            if self._sorted_ids is None:
                self._sorted_ids = np.sort(names)
            known = self._sorted_ids
            at = np.minimum(np.searchsorted(known, targets), max(len(known) - 1, 0))
            inside = known[at] == targets if len(known) else np.zeros(n, dtype=bool)
        if not inside.all():
            row = int(np.argmin(inside))
            raise KeyError(f"update(): 'ids' row {row}: no indexed shape has id "
                           f"{int(targets[row])}")
        ordered = np.sort(targets)  # a repeated id is two equal neighbours once sorted
        repeated = ordered[1:] == ordered[:-1]
        if repeated.any():
            twice = int(ordered[1:][repeated][0])
            rows = np.flatnonzero(targets == twice)[:2].tolist()
            raise ValueError(f"update(): 'ids' rows {rows[0]} and {rows[1]} both name id "
                             f"{twice}")
        # The set holds the shapes grouped by kind; names[j] is where shape j was in the
        # caller's order (a list's position) or its id (a Colliders, whose order is its
        # ids': they may have gaps after a removal), so its rank is its place.
        names = new[-1]
        in_order = targets if names is None else targets[np.searchsorted(np.sort(names), names)]
        _core.grid_update(self._grid, new, np.ascontiguousarray(in_order))


def _scalar_shape(kind: str, v: Any) -> Any:
    """A shape of ``_core.grid_shapes``: its kind's name and row (a polygon's vertices)."""
    if kind == "aabb":
        return AABB(v[:2], v[2:])
    if kind == "circle":
        return Circle(v[:2], v[2])
    if kind == "obb":
        return OBB(v[:2], v[2:4], v[4])
    if kind == "capsule":
        return Segment(v[:2], v[2:4]) if v[4] == 0.0 else Capsule(v[:2], v[2:4], v[4])
    return Polygon(v)


class _IndexColliders:
    """An index standing as sweep_into's colliders, with a mask."""

    __slots__ = ("_index", "_mask")

    def __init__(self, index: Index, mask: Optional[int]) -> None:
        self._index, self._mask = index, mask

    def _sweep_set(self) -> tuple:
        return self._index._sweep_set(self._mask)
