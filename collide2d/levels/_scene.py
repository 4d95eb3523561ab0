"""A level's colliders ready for the rules: one Index, per-kind rows, batch distances.

The rules ask the same questions many times (which colliders are near this one,
how far apart are these pairs); this gathers what they share so each is asked
in one batch call rather than a Python loop over shapes.
"""

from __future__ import annotations

from functools import cached_property
from typing import Any, Dict, List, Optional, Tuple

import numpy as np

from .._broad import Index
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
        self.index: Optional[Index] = Index(collection) if self.n else None
        # Kinds as small integer codes (one numpy comparison per kind, no per-shape
        # Python), and each collider's row in its kind's column of the collection.
        self.kind_names = [entry.kind for entry in collection.shape_kinds()]
        self.code = np.empty(self.n, dtype=np.int64)  # every collider is of one kind:
        self.row = np.empty(self.n, dtype=np.int64)  # each entry is written below
        self.columns: Dict[str, Any] = {}
        for code, kind in enumerate(self.kind_names):
            members = collection.ids(kind)
            self.code[members] = code
            self.row[members] = np.arange(len(members))
            self.columns[kind] = collection.rows(kind)

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
        return np.flatnonzero(self.code == self.kind_names.index(kind))

    def rows_of(self, ids: np.ndarray) -> Tuple[str, Any]:
        """The shapes ``ids`` (all of one kind) as that kind's array twin."""
        kind = self.kind_names[self.code[ids[0]]]
        rows = self.columns[kind][self.row[ids]]
        twin = SHAPES[kind].array
        return kind, rows if kind == "polygon" or twin is None else twin(rows)

    def distances(self, i: np.ndarray, j: np.ndarray) -> Dict[str, np.ndarray]:
        """Signed distance, closest points and normal (from i toward j) of pairs (i, j)."""
        out = {"distance": np.empty(len(i)), "point_a": np.empty((len(i), 2)),
               "point_b": np.empty((len(i), 2)), "normal": np.empty((len(i), 2))}
        if not len(i):
            return out
        pair_kind = self.code[i] * len(self.kind_names) + self.code[j]
        for key in np.unique(pair_kind):
            sel = np.flatnonzero(pair_kind == key)
            _, a = self.rows_of(i[sel])
            _, b = self.rows_of(j[sel])
            result = distance(a, b)
            for name in out:
                out[name][sel] = getattr(result, name)
        return out

    def near_pairs(self, grow: float) -> np.ndarray:
        """Pairs (i < j) whose bounding boxes come within ``grow`` of each other."""
        if self.n < 2:
            return np.empty((0, 2), dtype=np.int64)
        grown = self.boxes + np.array([-grow, -grow, grow, grow]) / 2
        centre = (grown[:, :2] + grown[:, 2:]) / 2
        half = (grown[:, 2:] - grown[:, :2]) / 2
        rows = np.concatenate([centre, half], axis=1)
        # Grown by grow/2 each, two boxes within grow of each other overlap; add a
        # hair so boxes exactly grow apart (touching: not overlapping) are kept.
        rows[:, 2:] += 1e-9 * (1.0 + np.abs(rows[:, :2]).max(axis=1, keepdims=True))
        found = Index(AABBArray(rows)).pairs()
        return found

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
