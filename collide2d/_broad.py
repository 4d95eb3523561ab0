"""The broad phase: every overlapping pair of a collection of shapes, or of two.

``pairs`` hands the collections to the C core as shape sets (``_sweep_into.shape_set``:
the same forms ``sweep_into`` takes) and gets back the pairs its hierarchical spatial
hash finds (src/core/broad/grid.h), each decided by the exact narrow phase.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional, Tuple

import numpy as np

from . import _core
from ._core import ConversionNeeded
from ._row_args import _rows
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
    with the number of shapes and of pairs, not with their product.

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


class Index:
    """The shapes of a collection, indexed once for many questions: each query is then
    answered from the shapes near it instead of from all of them.

    ``Index(shapes)`` takes what :func:`pairs` takes (a :class:`Colliders`, whose shapes
    the answers name by id; an array twin; a sequence of shapes of any kinds, named by
    position; box rows). The shapes are read when the index is built (a hierarchical
    grid of their bounding boxes, src/core/broad/grid.h); changing them afterwards is
    not seen: build a new index.

    >>> from collide2d import AABB, Circle, Index
    >>> index = Index([AABB((0, 0), (1, 1)), Circle((5, 0), 1), AABB((9, 9), (1, 1))])
    >>> offsets, ids = index.query([AABB((0.5, 0), (0.25, 0.25)), Circle((4, 0), 2)])
    >>> ids[offsets[0]:offsets[1]].tolist(), ids[offsets[1]:offsets[2]].tolist()
    ([0], [1])
    >>> index.query_point([(5, 0.5), (3, 3)])[1].tolist()
    [1]
    """

    __slots__ = ("_set", "_grid", "_size")

    def __init__(self, shapes: Any) -> None:
        self._set = shape_set(shapes, "Index", "shapes")
        self._grid = _core.grid_build(self._set)
        self._size = set_size(self._set)

    def __len__(self) -> int:
        return self._size

    def __repr__(self) -> str:
        return f"<Index of {len(self)} shapes>"

    def pairs(self) -> np.ndarray:
        """Every pair of the indexed shapes that overlap: :func:`pairs` of them."""
        return _as_int64(_core.grid_pairs(self._grid))

    def query(self, shapes: Any) -> Tuple[np.ndarray, np.ndarray]:
        """For each shape of ``shapes`` (a collection, as :func:`pairs` takes), the ids of
        the indexed shapes it overlaps (touching is not), increasing: ``(offsets, ids)``,
        shape ``i``'s being ``ids[offsets[i]:offsets[i + 1]]`` (CSR). Shapes come in the
        collection's order: a sequence's, an array's rows, a :class:`Colliders`' ids."""
        return self._query(shapes)[:2]

    def _query(self, shapes: Any) -> Tuple[np.ndarray, np.ndarray, Optional[np.ndarray]]:
        queries = shape_set(shapes, "query", "shapes")
        offsets, ids = _core.grid_query(self._grid, queries)
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

    def query_pairs(self, shapes: Any) -> np.ndarray:
        """:meth:`query` as a ``(K, 2)`` int64 array of ``(shape, id)`` in order, a shape
        named by its row (position) or, in a :class:`Colliders`, its id."""
        offsets, ids, names = self._query(shapes)
        rows = np.repeat(np.arange(len(offsets) - 1), np.diff(offsets))
        return np.c_[rows if names is None else names[rows], ids].astype(np.int64)

    def raycast(self, origins: Any, deltas: Any) -> "HitArray":
        """For each ray (segment) from ``origins[i]`` by ``deltas[i]`` (``(N, 2)`` arrays,
        or one row that broadcasts), the first indexed shape it enters: a
        :class:`HitArray` whose ``collider`` is that shape's id (-1: none), with the
        entry ``time``, ``normal`` and ``pos`` of that shape's ``intersect_segment``
        (a ray starting inside one reports time 0). Ties go to the lowest id. Segments
        have no inside: rays pass them."""
        try:
            raw = _core.grid_raycast(self._grid, origins, deltas)
        except ConversionNeeded:
            raw = _core.grid_raycast(self._grid, _rows(origins, 2, "raycast", "origins"),
                                     _rows(deltas, 2, "raycast", "deltas"))
        from ._result_arrays import HitArray

        return HitArray._wrap(raw)

    def query_point(self, points: Any) -> Tuple[np.ndarray, np.ndarray]:
        """For each point (an ``(M, 2)`` array or one point), the ids of the indexed shapes
        with the point strictly inside (never a segment: it has no inside), as
        :meth:`query`'s ``(offsets, ids)``."""
        try:
            offsets, ids = _core.grid_query_point(self._grid, points)
        except ConversionNeeded:
            offsets, ids = _core.grid_query_point(self._grid, _rows(points, 2, "query_point",
                                                                    "points"))
        return _as_int64(offsets).reshape(-1), _as_int64(ids).reshape(-1)
