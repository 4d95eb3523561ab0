"""A level's colliders ready for the rules: one Index, per-kind rows, batch distances.

The rules ask the same questions many times (which colliders are near this one,
how far apart are these pairs); this gathers what they share so each is asked
in one batch call rather than a Python loop over shapes.
"""

from __future__ import annotations

from functools import cached_property
from typing import Any, Dict, Iterator, List, Optional, Tuple

import numpy as np

from .._broad import Index, pairs
from .._core import AABB
from .._generic import distance
from .._shape_arrays import AABBArray
from .._shapes import SHAPES
from ._model import Level

__all__ = ["Scene"]


def _bounds(kind: str, rows: Any) -> np.ndarray:
    """(x0, y0, x1, y1) of each row of one kind, in one numpy pass."""
    if kind == "polygon":
        v, starts = rows.vertices, rows.offsets[:-1]
        low = [np.minimum.reduceat(v[:, k], starts) for k in (0, 1)]
        high = [np.maximum.reduceat(v[:, k], starts) for k in (0, 1)]
        return np.stack(low + high, axis=1)
    rows = np.asarray(rows)
    if kind == "aabb":
        return np.concatenate([rows[:, :2] - rows[:, 2:4], rows[:, :2] + rows[:, 2:4]], axis=1)
    if kind == "circle":
        r = rows[:, 2:3]
        return np.concatenate([rows[:, :2] - r, rows[:, :2] + r], axis=1)
    if kind == "obb":  # the corners' reach from the centre along x and y
        c, s = np.abs(np.cos(rows[:, 4])), np.abs(np.sin(rows[:, 4]))
        reach = np.stack([c * rows[:, 2] + s * rows[:, 3], s * rows[:, 2] + c * rows[:, 3]], axis=1)
        # cos and sin round: widen by a few ulps so the box surely holds the corners.
        reach = reach * (1 + 4e-16) + 1e-300
        return np.concatenate([rows[:, :2] - reach, rows[:, :2] + reach], axis=1)
    r = rows[:, 4:5] if kind == "capsule" else 0.0  # segments and capsules
    lo = np.minimum(rows[:, 0:2], rows[:, 2:4]) - r
    hi = np.maximum(rows[:, 0:2], rows[:, 2:4]) + r
    return np.concatenate([lo, hi], axis=1)


class Scene:
    """The colliders of ``level`` indexed once; ids are positions in ``level.colliders``."""

    def __init__(self, level: Level) -> None:
        self.level = level
        self.n = len(level.colliders)
        collection = level.shapes  # ids 0..n-1: positions in level.colliders
        self.kind_names = [entry.kind for entry in collection.shape_kinds()]
        self.columns: Dict[str, Any] = {k: collection.rows(k) for k in self.kind_names}
        # Each kind's ids, increasing: the row of a collider in its kind's column is
        # its place among them.
        self.kind_ids: List[np.ndarray] = [collection.ids(k) for k in self.kind_names]

    # Built when a rule first searches the colliders: the overlap rule alone asks only
    # for pairs, which one pairs() call finds in less time than an Index's build and
    # pairs (1.13 against 1.19 ms on 1e4 mixed colliders).
    @cached_property
    def index(self) -> Optional[Index]:
        """The colliders indexed (ids: their positions); None for a level without any."""
        return Index(self.level.shapes) if self.n else None

    def overlapping_pairs(self) -> np.ndarray:
        """Every pair (i < j) of overlapping colliders, sorted: from the index if a rule
        has built it, else from one pairs() call (the same pairs either way)."""
        if "index" in self.__dict__ and self.index is not None:
            return self.index.pairs()
        if self.n < 2:
            return np.empty((0, 2), dtype=np.int64)
        return pairs(self.level.shapes)

    # The kind tables are made when a rule first needs every collider's: the overlap
    # rule looks up only its pairs' (a tenth of a millisecond for 1e5 colliders, against
    # a millisecond for the tables).
    @cached_property
    def code(self) -> np.ndarray:
        """Each collider's kind, as its index in ``kind_names``."""
        code = np.empty(self.n, dtype=np.int64)  # every collider is of one kind:
        for k, ids in enumerate(self.kind_ids):  # each entry is written here
            code[ids] = k
        return code

    @cached_property
    def row(self) -> np.ndarray:
        """Each collider's row in its kind's column."""
        row = np.empty(self.n, dtype=np.int64)
        for ids in self.kind_ids:
            row[ids] = np.arange(len(ids))
        return row

    def kinds_and_rows(self, ids: np.ndarray) -> Tuple[np.ndarray, np.ndarray]:
        """``code[ids]`` and ``row[ids]``: from the tables once made, else by binary
        search of each kind's ids (cheaper for a few ids)."""
        if "code" in self.__dict__ or 8 * len(ids) > self.n:
            return self.code[ids], self.row[ids]
        code, row = np.empty(len(ids), dtype=np.int64), np.empty(len(ids), dtype=np.int64)
        for k, kind_ids in enumerate(self.kind_ids):
            if not len(kind_ids):
                continue
            at = np.minimum(np.searchsorted(kind_ids, ids), len(kind_ids) - 1)
            hit = kind_ids[at] == ids
            code[hit], row[hit] = k, at[hit]
        return code, row

    # Made when a rule first asks: the overlap rule needs neither.
    @cached_property
    def shapes(self) -> List[Any]:
        """The colliders' shapes, by id."""
        return [c.shape for c in self.level.colliders]

    @cached_property
    def boxes(self) -> np.ndarray:
        """(x0, y0, x1, y1) of each collider, by id."""
        boxes = np.empty((self.n, 4))
        for kind, rows in self.columns.items():
            boxes[self.members(kind)] = _bounds(kind, rows)
        return boxes

    def members(self, kind: str) -> np.ndarray:
        """The ids of the colliders of one kind, increasing."""
        if kind not in self.columns:
            return np.empty(0, dtype=np.int64)
        return self.kind_ids[self.kind_names.index(kind)].copy()

    def rows_of(self, ids: np.ndarray) -> Tuple[str, Any]:
        """The shapes ``ids`` (all of one kind) as that kind's array twin."""
        code, row = self.kinds_and_rows(ids)
        return self._twin(int(code[0]), row)

    def _twin(self, code: int, row: np.ndarray) -> Tuple[str, Any]:
        kind = self.kind_names[code]
        rows = self.columns[kind][row]
        twin = SHAPES[kind].array
        return kind, rows if kind == "polygon" or twin is None else twin(rows)

    def distances(self, i: np.ndarray, j: np.ndarray) -> Dict[str, np.ndarray]:
        """Signed distance, closest points and normal (from i toward j) of pairs (i, j)."""
        out = {"distance": np.empty(len(i)), "point_a": np.empty((len(i), 2)),
               "point_b": np.empty((len(i), 2)), "normal": np.empty((len(i), 2))}
        if not len(i):
            return out
        # One look-up for both columns: half the numpy calls of two.
        code, row = self.kinds_and_rows(np.concatenate([i, j]))
        code_i, code_j, row_i, row_j = code[:len(i)], code[len(i):], row[:len(i)], row[len(i):]
        pair_kind = code_i * len(self.kind_names) + code_j
        for key in np.unique(pair_kind):
            sel = np.flatnonzero(pair_kind == key)
            _, a = self._twin(int(code_i[sel[0]]), row_i[sel])
            _, b = self._twin(int(code_j[sel[0]]), row_j[sel])
            result = distance(a, b)
            for name in out:
                out[name][sel] = getattr(result, name)
        return out

    def near_pairs(self, grow: float) -> np.ndarray:
        """Pairs (i < j) whose bounding boxes come within ``grow`` of each other."""
        return np.concatenate([np.empty((0, 2), dtype=np.int64),
                               *self.iter_near_pairs(grow)])

    def iter_near_pairs(self, grow: float, colliders_per_block: int = 4096
                        ) -> Iterator[np.ndarray]:
        """:meth:`near_pairs` in blocks (those of ``colliders_per_block`` first members at
        a time), to bound memory where the pairs are many."""
        if self.n < 2:
            return
        grown = self.boxes + np.array([-grow, -grow, grow, grow]) / 2
        centre = (grown[:, :2] + grown[:, 2:]) / 2
        half = (grown[:, 2:] - grown[:, :2]) / 2
        rows = np.concatenate([centre, half], axis=1)
        # Grown by grow/2 each, two boxes within grow of each other overlap; add a
        # hair so boxes exactly grow apart (touching: not overlapping) are kept.
        rows[:, 2:] += 1e-9 * (1.0 + np.abs(rows[:, :2]).max(axis=1, keepdims=True))
        yield from Index(AABBArray(rows)).iter_pairs(colliders_per_block)

    def query_boxes(self, rows: np.ndarray) -> Tuple[np.ndarray, np.ndarray]:
        """For each (cx, cy, hx, hy) box, the colliders it overlaps (CSR offsets, ids)."""
        if self.index is None:
            return np.zeros(len(rows) + 1, dtype=np.int64), np.empty(0, dtype=np.int64)
        return self.index.query(AABBArray(np.ascontiguousarray(rows, dtype=float)))

    def inside(self, points: np.ndarray) -> np.ndarray:
        """Whether each point is inside some collider (on a boundary is not inside)."""
        points = np.ascontiguousarray(points, dtype=float).reshape(-1, 2)
        if self.index is None or not len(points):
            return np.zeros(len(points), dtype=bool)
        offsets, _ = self.index.query_point(points)
        return np.diff(offsets) > 0

    def containing(self, point: Tuple[float, float]) -> List[int]:
        """The colliders ``point`` is inside (on a boundary is not inside)."""
        if self.index is None:
            return []
        _, ids = self.index.query_point(np.array([point], dtype=float))
        return [int(k) for k in ids]

    def box_hits(self, box: AABB) -> List[int]:
        offsets, ids = self.query_boxes(np.array([[*box.pos, *box.half]]))
        return [int(k) for k in ids]
