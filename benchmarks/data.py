"""Benchmark data: random boxes, segments and motions, the same on every run.

Boxes are ``(cx, cy, hx, hy)`` rows in a 1000 x 1000 world with half sizes
between 0.5 and 2.  Pairs are placed near each other so that a good share of
them (25-55 %) hit: neither hits nor misses dominate, so a kernel that
branches pays for its mispredictions as it would on real data.  Coordinates
are random floats, so no pair touches exactly (that matters for shapely,
whose ``intersects`` counts touching).  The pygame data is integer rectangles,
which is what ``pygame.Rect`` holds.

Every array is made read-only: the benchmark doubles as a check that no
function writes to its inputs.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Tuple

import numpy as np

WORLD = 1000.0


def _read_only(*arrays: np.ndarray) -> Tuple[np.ndarray, ...]:
    for array in arrays:
        array.flags.writeable = False
    return arrays


def _boxes(rng: np.random.Generator, centres: np.ndarray, low: float, high: float) -> np.ndarray:
    halves = rng.uniform(low, high, size=centres.shape)
    return np.ascontiguousarray(np.concatenate([centres, halves], axis=1))


@lru_cache(maxsize=None)
def box_pairs(n: int) -> Tuple[np.ndarray, np.ndarray]:
    """``boxes``, ``others``: ``(n, 4)``, each other box within 4 of its partner."""
    rng = np.random.default_rng(1)
    centres = rng.uniform(0.0, WORLD, size=(n, 2))
    boxes = _boxes(rng, centres, 0.5, 2.0)
    others = _boxes(rng, centres + rng.uniform(-4.0, 4.0, size=(n, 2)), 0.5, 2.0)
    return _read_only(boxes, others)


@lru_cache(maxsize=None)
def segments(n: int) -> Tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``boxes (n, 4)``, segment starts ``pos (n, 2)`` near them, ``delta (n, 2)``."""
    rng = np.random.default_rng(2)
    centres = rng.uniform(0.0, WORLD, size=(n, 2))
    boxes = _boxes(rng, centres, 0.5, 2.0)
    pos = centres + rng.uniform(-4.0, 4.0, size=(n, 2))
    delta = rng.uniform(-8.0, 8.0, size=(n, 2))
    return _read_only(boxes, pos, delta)


@lru_cache(maxsize=None)
def sweeps(n: int) -> Tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Static ``boxes (n, 4)``, moving ``others (n, 4)`` near them, motions ``delta (n, 2)``."""
    rng = np.random.default_rng(3)
    centres = rng.uniform(0.0, WORLD, size=(n, 2))
    boxes = _boxes(rng, centres, 0.5, 2.0)
    others = _boxes(rng, centres + rng.uniform(-6.0, 6.0, size=(n, 2)), 0.5, 2.0)
    delta = rng.uniform(-8.0, 8.0, size=(n, 2))
    return _read_only(boxes, others, delta)


@lru_cache(maxsize=None)
def world(movers: int, colliders: int) -> Tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``movers (N, 4)`` with motions ``delta (N, 2)`` through ``colliders (M, 4)``.

    A level of M boxes (half sizes 0.5-2) and N movers that start in free
    space, as in a game, moving up to 20 per axis: about half of them are
    blocked by something on the way, the others move freely.
    """
    rng = np.random.default_rng(4)
    level = _boxes(rng, rng.uniform(0.0, WORLD, size=(colliders, 2)), 0.5, 2.0)
    candidates = _boxes(rng, rng.uniform(0.0, WORLD, size=(4 * movers, 2)), 0.5, 2.0)
    # Keep the candidates whose interiors overlap no collider.
    gap = np.abs(candidates[:, None, :2] - level[None, :, :2])
    reach = candidates[:, None, 2:] + level[None, :, 2:]
    free = ~((gap < reach).all(axis=2)).any(axis=1)
    bodies = np.ascontiguousarray(candidates[free][:movers])
    if len(bodies) < movers:
        raise RuntimeError(f"only {len(bodies)} of {movers} movers fit in free space")
    delta = rng.uniform(-20.0, 20.0, size=(len(bodies), 2))
    return _read_only(bodies, delta, level)


@lru_cache(maxsize=None)
def rects(n: int) -> Tuple[np.ndarray, Tuple[int, int, int, int]]:
    """``n`` integer rectangles ``(x, y, w, h)`` (sizes 1-8) and one 20 x 20 query rectangle."""
    rng = np.random.default_rng(5)
    corners = rng.integers(0, int(WORLD), size=(n, 2))
    sizes = rng.integers(1, 9, size=(n, 2))
    rows = np.concatenate([corners, sizes], axis=1).astype(np.int64)
    return _read_only(rows)[0], (490, 490, 20, 20)
