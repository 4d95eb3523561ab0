"""Colliders: one collection of shapes of any kinds, each with a stable integer id.

What ``sweep_into`` takes (and the broad phase will): a level's walls and posts
in one object instead of a pair of box and circle arrays. Each kind's rows are
kept in one contiguous float64 column, in id order, so a query reads them in
place; ids are given out in increasing order and never reused, so they stay
valid across removals.
"""

from __future__ import annotations

import bisect
import threading
from typing import Any, Dict, Iterable, Iterator, List, Optional, Tuple

import numpy as np

from . import _core
from ._core import Polygon
from ._shapes import SHAPES, Shape, classify

__all__ = ["Colliders"]

# The kinds a collection holds: those with an array twin (points are no colliders).
_TWINS: Dict[str, Any] = {kind: s.array for kind, s in SHAPES.items() if s.array is not None}


class _Column:
    """The rows of one kind: a growable (capacity, width) array and their ids."""

    __slots__ = ("rows", "ids", "count")

    def __init__(self, width: int) -> None:
        self.rows = np.empty((0, width))
        self.ids = np.empty(0, dtype=np.int64)
        self.count = 0

    def append(self, rows: np.ndarray, ids: np.ndarray) -> None:
        need = self.count + len(rows)
        if need > len(self.rows):  # grow geometrically: amortised O(1) per row
            capacity = max(need, 2 * len(self.rows), 16)
            grown = np.empty((capacity, self.rows.shape[1]))
            grown[: self.count] = self.rows[: self.count]
            grown_ids = np.empty(capacity, dtype=np.int64)
            grown_ids[: self.count] = self.ids[: self.count]
            self.rows, self.ids = grown, grown_ids
        self.rows[self.count:need] = rows
        self.ids[self.count:need] = ids
        self.count = need

    def index_of(self, id: int) -> int:
        """The row of ``id``, or -1 (ids are sorted: they only grow)."""
        i = int(np.searchsorted(self.ids[: self.count], id))
        return i if i < self.count and self.ids[i] == id else -1

    def delete(self, i: int) -> None:
        # Into new arrays (not swap-remove: rows stay in id order, which is the order
        # ties are broken in; not shifted in place: a view handed out earlier, which a
        # call on another thread may be reading without the GIL, keeps its rows).
        self.rows = np.delete(self.rows, i, axis=0)
        self.ids = np.delete(self.ids, i)
        self.count -= 1


class _PolygonColumn:
    """The polygons: their vertex arrays (counter-clockwise from vertex 0, as
    :class:`Polygon` stores them) and ids; the ragged ``(vertices, offsets)`` pair
    the kernels read is made once after each change (under the collection's lock); the
    ids array is kept apart from it, so reading ids never packs vertices."""

    __slots__ = ("polygons", "ids_list", "_packed", "_ids")

    def __init__(self) -> None:
        self.polygons: List[np.ndarray] = []
        self.ids_list: List[int] = []
        self._packed: Optional[Tuple[np.ndarray, np.ndarray]] = None
        self._ids: Optional[np.ndarray] = None

    def __getstate__(self) -> Tuple[List[np.ndarray], List[int]]:
        return self.polygons, self.ids_list

    def __setstate__(self, state: Tuple[List[np.ndarray], List[int]]) -> None:
        self.polygons, self.ids_list = state
        self._packed = self._ids = None

    @property
    def count(self) -> int:
        return len(self.polygons)

    @property
    def ids(self) -> np.ndarray:
        if self._ids is None:
            self._ids = np.array(self.ids_list, dtype=np.int64)
        return self._ids

    def append_polygons(self, polygons: Iterable[Any], ids: np.ndarray) -> None:
        self.polygons.extend(np.asarray(p, dtype=np.float64) for p in polygons)
        self.ids_list.extend(ids.tolist())
        self._packed = self._ids = None

    def packed(self) -> Tuple[np.ndarray, np.ndarray]:
        """The ragged ``(vertices, offsets)`` pair in memory nothing can write, as a frozen
        PolygonArray's: the kernels trust these rows (checked once, as they were added)
        and these offsets (checked once, here), and no flag set back on a base can make
        them writable (offsets written by another thread during a call sent the kernels
        past the vertices)."""
        if self._packed is None:
            counts = np.fromiter(map(len, self.polygons), dtype=np.int64,
                                 count=len(self.polygons))
            offsets = np.zeros(len(self.polygons) + 1, dtype=np.int64)
            np.cumsum(counts, out=offsets[1:])
            vertices = b"".join(np.ascontiguousarray(p).tobytes() for p in self.polygons)
            memory = _core._frozen_offsets(offsets, len(vertices) // 16)
            self._packed = (np.frombuffer(vertices, dtype=np.float64).reshape(-1, 2),
                            np.frombuffer(memoryview(memory), dtype=np.int64))
        return self._packed

    def index_of(self, id: int) -> int:
        """The row of ``id``, or -1 (ids are sorted: they only grow); a bisection of the
        list, so a look-up after a change builds no array."""
        i = bisect.bisect_left(self.ids_list, id)
        return i if i < len(self.ids_list) and self.ids_list[i] == id else -1

    def delete(self, i: int) -> None:
        del self.polygons[i], self.ids_list[i]
        self._packed = self._ids = None


class Colliders:
    """A mixed collection of colliders (boxes, circles, segments, oriented boxes,
    capsules, polygons) with stable ids.

    >>> from collide2d import AABB, Circle, AABBArray, Colliders, sweep_into
    >>> level = Colliders()
    >>> wall = level.add(AABB((5, 0), (1, 1)))
    >>> post = level.add(Circle((3, 0), 0.5))
    >>> level.extend(AABBArray([[0, 9, 10, 1], [0, -9, 10, 1]])).tolist()
    [2, 3]
    >>> s = sweep_into(AABB((0, 0), (0.5, 0.5)), level, (10, 0))
    >>> s.hit.collider is level[post], s.hit.time
    (True, 0.2)
    >>> level.remove(post)
    >>> sweep_into(AABB((0, 0), (0.5, 0.5)), level, (10, 0)).hit.collider is level[wall]
    True

    ``add`` keeps the very object passed in (``level[id]`` returns it, and so
    does a scalar query's ``hit.collider``), so a subclass of a shape can carry
    a game's own data. Rows added with ``extend`` are stored as rows only;
    ``level[id]`` makes a shape from the row. Array queries report ids
    (``SweepArray.hit.collider``). Iteration yields the shapes in id order: the
    order in which ``sweep_into`` breaks exact ties (the lowest id wins), scalar and
    batch alike.
    """

    __slots__ = ("_columns", "_objects", "_next_id", "_lock")

    def __init__(self, shapes: Iterable[Any] = ()) -> None:
        self._columns: Dict[str, Any] = {
            kind: _PolygonColumn() if kind == "polygon" else _Column(SHAPES[kind].width)
            for kind in _TWINS}
        self._objects: Dict[int, Any] = {}  # ids added as scalar objects
        self._next_id = 0
        # Held by every change and every read of more than one field: a collection read
        # on one thread while another changed it could return a neighbour's shape for an
        # id, or keep a polygon packing made from half an addition for good.
        self._lock = threading.RLock()
        items = list(shapes)
        self._add_scalars(items, [self._scalar_kind(s, "__init__", f"'shapes' item {k}")
                                  for k, s in enumerate(items)])

    def __getstate__(self) -> Tuple[Dict[str, Any], Dict[int, Any], int]:
        with self._lock:
            return self._columns, self._objects, self._next_id

    def __setstate__(self, state: Tuple[Dict[str, Any], Dict[int, Any], int]) -> None:
        self._columns, self._objects, self._next_id = state
        self._lock = threading.RLock()

    # ---- building --------------------------------------------------------------------

    def _new_ids(self, n: int) -> np.ndarray:
        ids = np.arange(self._next_id, self._next_id + n, dtype=np.int64)
        self._next_id += n
        return ids

    def add(self, shape: Any) -> int:
        """Add one scalar shape (:class:`AABB`, :class:`Circle`, :class:`Segment`,
        :class:`OBB`, :class:`Capsule`, :class:`Polygon` or a subclass); return its id."""
        kind = self._scalar_kind(shape, "add", "'shape'")
        return int(self._add_scalars([shape], [kind])[0])

    def extend(self, shapes: Any) -> np.ndarray:
        """Add an array twin's rows (:class:`AABBArray`, :class:`CircleArray`,
        :class:`SegmentArray`, :class:`OBBArray`, :class:`CapsuleArray`,
        :class:`PolygonArray`), or an iterable of scalar shapes; return the new ids."""
        kind, is_array = classify(shapes)
        if is_array and kind is not None and kind.kind in self._columns:
            twin = _TWINS[kind.kind]
            array = shapes if isinstance(shapes, twin) else twin(shapes)
            with self._lock:
                ids = self._new_ids(len(array))
                if kind.kind == "polygon":
                    self._columns["polygon"].append_polygons(array, ids)
                else:
                    self._columns[kind.kind].append(array.rows, ids)
            return ids
        if kind is not None:
            raise TypeError(f"Colliders.extend(): 'shapes' must be an array twin of a shape "
                            f"or an iterable of shapes, not {type(shapes).__name__}")
        try:
            items = list(shapes)
        except TypeError:
            raise TypeError(f"Colliders.extend(): 'shapes' must be an array twin of a shape "
                            f"or an iterable of shapes, not {type(shapes).__name__}") from None
        # Every item checked before any is added: a refused call adds nothing.
        kinds = [self._scalar_kind(s, "extend", f"'shapes' item {k}") for k, s in enumerate(items)]
        return self._add_scalars(items, kinds)

    def _add_scalars(self, items: List[Any], kinds: List[Shape]) -> np.ndarray:
        """Add checked scalar shapes (the objects themselves are kept) with each kind's rows
        in one append (100,000 boxes in 0.2 s instead of 0.43 one at a time); return their
        ids."""
        positions: Dict[str, List[int]] = {}
        for k, shape_kind in enumerate(kinds):
            positions.setdefault(shape_kind.kind, []).append(k)
        rows = {name: [items[k] for k in at] if name == "polygon"
                else np.array([np.asarray(items[k], dtype=np.float64) for k in at])
                for name, at in positions.items()}
        with self._lock:
            ids = self._new_ids(len(items))
            for name, at in positions.items():
                if name == "polygon":
                    self._columns["polygon"].append_polygons(rows[name], ids[at])
                else:
                    self._columns[name].append(rows[name], ids[at])
            self._objects.update(zip(ids.tolist(), items))
        return ids

    def _scalar_kind(self, shape: Any, func: str, what: str) -> Shape:
        """The kind of one scalar shape a collection holds, or TypeError naming it."""
        kind, is_array = classify(shape)
        if kind is None or is_array or kind.kind not in self._columns:
            raise TypeError(f"Colliders.{func}(): {what} must be an AABB, a Circle, a "
                            f"Segment, an OBB, a Capsule or a Polygon, not "
                            f"{type(shape).__name__}")
        return kind

    def remove(self, id: int) -> None:
        """Remove collider ``id`` (KeyError if there is none); other ids are unchanged."""
        with self._lock:
            kind, i = self._find(id)
            self._columns[kind].delete(i)
            self._objects.pop(id, None)

    # ---- reading ---------------------------------------------------------------------

    def _find(self, id: Any) -> Tuple[str, int]:
        if isinstance(id, (int, np.integer)) and not isinstance(id, bool):
            for kind, column in self._columns.items():
                i = column.index_of(int(id))
                if i >= 0:
                    return kind, i
        raise KeyError(id)

    def __getitem__(self, id: int) -> Any:
        """The shape with id ``id``: the object added, or one made from its row."""
        with self._lock:
            kind, i = self._find(id)
            obj = self._objects.get(int(id))
            if obj is not None:
                return obj
            column = self._columns[kind]
            row = column.polygons[i] if kind == "polygon" else column.rows[i:i + 1]
        return Polygon(row) if kind == "polygon" else _TWINS[kind](row)[0]

    def __contains__(self, id: Any) -> bool:
        # Under the lock as every look-up: a removal on another thread between a column's
        # search and its read would otherwise answer wrongly, or raise IndexError.
        with self._lock:
            try:
                self._find(id)
            except KeyError:
                return False
            return True

    def __len__(self) -> int:
        with self._lock:
            return sum(c.count for c in self._columns.values())

    def __iter__(self) -> Iterator[Any]:
        for id in self.ids().tolist():
            try:
                shape = self[id]
            except KeyError:  # as a dict does; not a KeyError the caller did not ask for
                raise RuntimeError(f"Colliders changed during iteration: collider {id} "
                                   "was removed") from None
            yield shape

    def __repr__(self) -> str:
        counts = ", ".join(f"{c.count} {kind}" for kind, c in self._columns.items() if c.count)
        return f"<Colliders: {counts or 'empty'}>"

    def _repr_svg_(self) -> str:
        """The first 200 shapes, in id order, drawn as an SVG picture (world y up), which
        Jupyter shows."""
        from . import _svg  # imported when first drawn: _svg imports this module

        return _svg.svg_of(self)

    def ids(self, kind: Optional[str] = None) -> np.ndarray:
        """The ids (a copy) in increasing order, or those of one ``kind`` (``"aabb"``,
        ``"circle"``, ``"segment"``, ``"obb"``, ``"capsule"``, ``"polygon"``)."""
        with self._lock:
            if kind is not None:
                column = self._columns[kind]
                return np.array(column.ids[: column.count])
            return np.sort(np.concatenate([self.ids(k) for k in self._columns]))

    def rows(self, kind: str) -> Any:
        """The rows of one kind, in id order: a read-only view that later changes to the
        collection leave as it is (for polygons, a :class:`PolygonArray` over read-only
        arrays)."""
        column = self._columns[kind]
        if kind == "polygon":  # frozen: Polygon objects' vertices, checked, read-only
            with self._lock:
                vertices, offsets = column.packed()
            twin = _TWINS["polygon"].__new__(_TWINS["polygon"])
            twin._rows = (vertices.view(), offsets.view(), True)
            return twin
        with self._lock:
            view = column.rows[: column.count]
        view.flags.writeable = False
        return view

    def _shape_set(self) -> tuple:
        """The kernels' shape-set argument: a column per kind (read in place) and the
        ids in that order (_sweep_into.py)."""
        columns = []
        with self._lock:
            for kind, column in self._columns.items():
                if kind == "polygon":
                    vertices, offsets = column.packed()
                    columns.append((vertices, offsets, True))  # checked Polygons, read-only
                else:
                    columns.append(column.rows[: column.count])
            ids = np.concatenate([self._columns[k].ids[: self._columns[k].count]
                                  for k in self._columns])
        return tuple(columns) + (ids,)

    def shape_kinds(self) -> List[Shape]:
        """The registry entries of the kinds this collection holds."""
        return [SHAPES[k] for k, c in self._columns.items() if c.count]
