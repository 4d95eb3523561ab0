"""The broad phase: every overlapping pair of a collection of shapes, or of two.

``pairs`` hands the collections to the C core as shape sets (``_sweep_into.shape_set``:
the same forms ``sweep_into`` takes) and gets back the pairs its hierarchical spatial
hash finds (src/core/broad/grid.h), each decided by the exact narrow phase.
"""

from __future__ import annotations

from typing import Any, Optional

import numpy as np

from . import _core
from ._sweep_into import shape_set

__all__ = ["pairs"]


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
    raw = _core.broad_pairs(a, b)
    return raw.view("<i8" if raw.dtype.byteorder in "<=|" else ">i8")
