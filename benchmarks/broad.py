"""The broad-phase benchmark cases (``collide2d.pairs``), in the pattern of
:mod:`benchmarks.aabb`: ours and the anchor first give the same pairs, then are timed
with :func:`timing.compare` (medians of interleaved repeats).

Anchors, on equal-size boxes (where they ask the same question): scipy's
``cKDTree`` (build, then ``query_pairs`` under the Chebyshev metric, p = inf: two equal
boxes of side s overlap where their centres are closer than s on both axes) and shapely
2's ``STRtree`` (build, then a bulk ``query(..., predicate="intersects")``; shapely
counts touching boxes, which uniform random data never has). Two scenes: uniform boxes,
and a clustered one (points drawn around a few centres with heavy-tailed spreads).
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from collide2d import AABBArray, Index, pairs

from . import timing
from .aabb import Case, Config, Measured, NotInstalled, _shapely, check
from .report import FASTER, INFO

CASES: list[Case] = []
SIZES = (10**4, 10**5, 10**6)


def case(what: str, anchor: str, kind: str, target: float, n: int):
    def register(measure: Callable[[Config, int], Measured]) -> None:
        CASES.append(Case(f"{what}, N = {n:.0e}", anchor, kind, target,
                          lambda config: measure(config, n)))

    return register


def _scipy():
    try:
        from scipy.spatial import cKDTree
    except ImportError:
        raise NotInstalled("scipy") from None
    return cKDTree


def scene(n: int, clustered: bool) -> np.ndarray:
    """n unit boxes (half size 0.5, so side 1) at about 0.16 pairs per box: uniform in a
    square, or around 20 centres with spreads drawn from a heavy-tailed law."""
    rng = np.random.default_rng(41 + clustered)
    side = np.sqrt(n) * 3.5
    if clustered:
        centres = rng.uniform(0, side, (20, 2))
        spread = side / 20 * rng.pareto(1.5, 20)[:, None] + side / 40
        which = rng.integers(0, 20, n)
        xy = centres[which] + rng.normal(0, 1, (n, 2)) * spread[which]
    else:
        xy = rng.uniform(0, side, (n, 2))
    return np.c_[xy, np.full((n, 2), 0.5)]


def _kdtree_pairs(cKDTree, xy: np.ndarray) -> np.ndarray:
    found = cKDTree(xy).query_pairs(np.nextafter(1.0, 0.0), p=np.inf, output_type="ndarray")
    return found[np.lexsort((found[:, 1], found[:, 0]))] if len(found) else found


def _strtree_pairs(shapely, boxes) -> np.ndarray:
    tree = shapely.STRtree(boxes)
    i, j = tree.query(boxes, predicate="intersects")
    keep = i < j
    return np.c_[i[keep], j[keep]]


def _register(clustered: bool) -> None:
    label = "pairs (" + ("clustered" if clustered else "uniform") + " boxes)"
    for n in SIZES:
        @case(label, "scipy cKDTree", FASTER, 8, n)
        def vs_kdtree(config: Config, n: int, clustered=clustered) -> Measured:
            cKDTree = _scipy()
            rows = scene(n, clustered)
            boxes = AABBArray(rows)
            ours = pairs(boxes)
            check("pairs vs cKDTree", ours, _kdtree_pairs(cKDTree, rows[:, :2]), exact=True)
            mine, anchor = timing.compare(timing.calls(pairs, boxes),
                                          timing.calls(_kdtree_pairs, cKDTree, rows[:, :2]),
                                          config.timer)
            return Measured(f"{n:,}", mine, anchor, f"{len(ours):,} pairs; the anchor builds "
                            "its tree and sorts its pairs in the call, as ours does")

        @case(label, "shapely STRtree", FASTER, 20, n)
        def vs_strtree(config: Config, n: int, clustered=clustered) -> Measured:
            shapely = _shapely()
            rows = scene(n, clustered)
            boxes = AABBArray(rows)
            geoms = shapely.box(rows[:, 0] - 0.5, rows[:, 1] - 0.5, rows[:, 0] + 0.5,
                                rows[:, 1] + 0.5)
            ours = pairs(boxes)
            expected = _strtree_pairs(shapely, geoms)
            check("pairs vs STRtree", ours, expected[np.lexsort((expected[:, 1], expected[:, 0]))],
                  exact=True)
            mine, anchor = timing.compare(timing.calls(pairs, boxes),
                                          timing.calls(_strtree_pairs, shapely, geoms),
                                          config.timer)
            return Measured(f"{n:,}", mine, anchor, f"{len(ours):,} pairs; geometries built "
                            "beforehand, the tree in the call")


_register(False)
_register(True)


@case("pairs (uniform boxes)", "scipy cKDTree", FASTER, 8, 10**7)
def pairs_ten_million(config: Config, n: int) -> Measured:
    """1e7 boxes: about 2 GB for ours, 1.5 GB for cKDTree; fewer repeats (each call takes
    seconds)."""
    cKDTree = _scipy()
    rows = scene(n, False)
    boxes = AABBArray(rows)
    ours = pairs(boxes)
    check("pairs vs cKDTree", ours, _kdtree_pairs(cKDTree, rows[:, :2]), exact=True)
    timer = timing.Timer(repeats=3, min_seconds=0.0)
    mine, anchor = timing.compare(timing.calls(pairs, boxes),
                                  timing.calls(_kdtree_pairs, cKDTree, rows[:, :2]), timer)
    return Measured(f"{n:,}", mine, anchor, f"{len(ours):,} pairs; medians of 3")


# ---- an Index kept: built once, queried in bulk -------------------------------------------


@case("Index.query (1e5 small boxes into 1e6)", "shapely STRtree bulk query", FASTER, 10, 10**6)
def index_query_vs_strtree(config: Config, n: int) -> Measured:
    shapely = _shapely()
    rows = scene(n, False)
    rng = np.random.default_rng(43)
    queries = np.c_[rng.uniform(0, rows[:, :2].max(), (n // 10, 2)), np.full((n // 10, 2), 0.25)]
    index = Index(AABBArray(rows))
    tree = shapely.STRtree(shapely.box(rows[:, 0] - 0.5, rows[:, 1] - 0.5, rows[:, 0] + 0.5,
                                       rows[:, 1] + 0.5))
    query_geoms = shapely.box(queries[:, 0] - 0.25, queries[:, 1] - 0.25, queries[:, 0] + 0.25,
                              queries[:, 1] + 0.25)
    boxes = AABBArray(queries)
    i, j = tree.query(query_geoms, predicate="intersects")
    order = np.lexsort((j, i))
    check("Index.query_pairs vs STRtree", index.query_pairs(boxes), np.c_[i[order], j[order]],
          exact=True)
    mine, anchor = timing.compare(timing.calls(index.query, boxes),
                                  timing.calls(tree.query, query_geoms, "intersects"),
                                  config.timer)
    return Measured(f"{n // 10:,} into {n:,}", mine, anchor,
                    f"{len(i):,} hits; both built beforehand (ours as CSR, shapely as pairs)")


@case("Index build (1e6 boxes)", "shapely STRtree build", FASTER, 1, 10**6)
def index_build_vs_strtree(config: Config, n: int) -> Measured:
    shapely = _shapely()
    rows = scene(n, False)
    boxes = AABBArray(rows)
    geoms = shapely.box(rows[:, 0] - 0.5, rows[:, 1] - 0.5, rows[:, 0] + 0.5, rows[:, 1] + 0.5)
    mine, anchor = timing.compare(timing.calls(Index, boxes),
                                  timing.calls(shapely.STRtree, geoms), config.timer)
    return Measured(f"{n:,}", mine, anchor, f"{n / mine / 1e6:.1f} M boxes/s (the issue's "
                    "target: 10 M boxes/s); shapely's geometries built beforehand")


def _in_calls_of(movers: np.ndarray, colliders, delta: np.ndarray, per_call: int):
    """sweep_into as calls of `per_call` movers (below 64 the kernel passes over every
    collider: the O(N * M) sweep_into, the anchor)."""
    return [AABBArray(movers[i:i + per_call]).sweep_into(colliders, delta[i:i + per_call])
            for i in range(0, len(movers), per_call)]


@case("AABBArray.sweep_into through a grid (1e4 movers, 1e6 colliders), per mover",
      "the O(N*M) pass, per mover", FASTER, 100, 10**6)
def sweep_into_grid_vs_pass(config: Config, n: int) -> Measured:
    rows = scene(n, False)
    walls = AABBArray(rows)
    rng = np.random.default_rng(47)
    movers_n = n // 100
    movers = np.c_[rng.uniform(0, rows[:, :2].max(), (movers_n, 2)), np.full((movers_n, 2), 0.25)]
    delta = rng.normal(0, 5, (movers_n, 2))
    sample = 126  # movers the pass is timed on (it is slow): two calls of 63
    ours_result = AABBArray(movers).sweep_into(walls, delta)
    by_pass = np.concatenate([s._raw for s in _in_calls_of(movers[:sample], walls, delta[:sample], 63)])
    check("sweep_into through a grid vs the pass", ours_result._raw[:sample].view(np.int64),
          by_pass.view(np.int64), exact=True)  # the bytes (a collider -1 reads as NaN)
    mine, anchor = timing.compare(
        timing.calls(AABBArray(movers).sweep_into, walls, delta),
        timing.calls(_in_calls_of, movers[:sample], walls, delta[:sample], 63), config.timer)
    return Measured(f"{movers_n:,} x {n:,}", mine / movers_n, anchor / sample,
                    f"ours: all {movers_n:,} movers in one call, the grid's build included; the "
                    f"pass timed on {sample} movers; each divided by its count; "
                    f"{int((ours_result.hit.collider >= 0).sum()):,} hits")


# ---- the Index's other searches -------------------------------------------------------------


def _rays(rows: np.ndarray, n: int, length: float):
    """n rays of the given length in random directions from random points of the scene."""
    rng = np.random.default_rng(53)
    origins = rng.uniform(0, rows[:, :2].max(), (n, 2))
    angle = rng.uniform(0, 2 * np.pi, n)
    return origins, np.c_[np.cos(angle), np.sin(angle)] * length


@case("Index.raycast (1e5 rays 10 boxes long into 1e6 boxes)", "1 M rays/s (the target rate)",
      FASTER, 1, 10**6)
def index_raycast_rate(config: Config, n: int) -> Measured:
    rows = scene(n, False)
    boxes = AABBArray(rows)
    index = Index(boxes)
    origins, deltas = _rays(rows, n // 10, 10.0)
    hits = index.raycast(origins, deltas)
    # The first hits of a sample, against every box's own segment test (brute force).
    for i in range(0, len(origins), len(origins) // 20):
        times = boxes.intersect_segment(origins[i], deltas[i])
        hit = times.records["hit"].astype(bool)
        want = -1 if not hit.any() else int(np.flatnonzero(hit)[np.argmin(times.time[hit])])
        check("Index.raycast vs every box", [hits.records["collider"][i]], [want], exact=True)
    mine, _ = timing.compare(timing.calls(index.raycast, origins, deltas),
                             timing.calls(len, origins), config.timer)
    rate = len(origins) / mine
    return Measured(f"{len(origins):,} into {n:,}", mine, len(origins) / 1e6,
                    f"{rate / 1e6:.2f} M rays/s; {int((hits.records['collider'] >= 0).sum()):,} "
                    "rays hit; the anchor is the target rate itself")


@case("Index.nearest (1e5 points, 1e6 boxes)", "shapely STRtree.query_nearest", INFO, None,
      10**6)
def index_nearest_vs_strtree(config: Config, n: int) -> Measured:
    shapely = _shapely()
    rows = scene(n, False)
    index = Index(AABBArray(rows))
    rng = np.random.default_rng(59)
    points = rng.uniform(0, rows[:, :2].max(), (n // 10, 2))
    tree = shapely.STRtree(shapely.box(rows[:, 0] - 0.5, rows[:, 1] - 0.5, rows[:, 0] + 0.5,
                                       rows[:, 1] + 0.5))
    geoms = shapely.points(points)
    _, ids = index.nearest(points, 1)
    which, found = tree.query_nearest(geoms, all_matches=False)
    # Outside every box the two answer the same question (inside, ours ranks by depth).
    outside = np.ones(len(points), dtype=bool)
    offsets, _ = index.query_point(points)
    outside[np.diff(offsets) > 0] = False
    check("Index.nearest vs STRtree.query_nearest", ids[which, 0][outside[which]],
          found[outside[which]], exact=True)
    mine, anchor = timing.compare(timing.calls(index.nearest, points, 1),
                                  timing.calls(tree.query_nearest, geoms, None, False, False,
                                               False),
                                  config.timer)
    return Measured(f"{len(points):,} into {n:,}", mine, anchor,
                    "both built beforehand; shapely's distance is 0 inside a box, ours negative")


@case("Index.update (1e4 boxes moved a little, of 1e6)", "a new Index of them all", INFO, None,
      10**6)
def index_update_vs_rebuild(config: Config, n: int) -> Measured:
    rows = scene(n, False)
    index = Index(AABBArray(rows))
    rng = np.random.default_rng(61)
    ids = rng.choice(n, n // 100, replace=False)
    moved = rows.copy()
    moved[ids, :2] += rng.normal(0, 0.05, (len(ids), 2))
    movers = AABBArray(moved[ids])
    index.update(ids, movers)
    check("pairs after update vs a fresh index", index.pairs(), Index(AABBArray(moved)).pairs(),
          exact=True)
    mine, anchor = timing.compare(timing.calls(index.update, ids, movers),
                                  timing.calls(Index, AABBArray(moved)), config.timer)
    return Measured(f"{len(ids):,} of {n:,}", mine, anchor,
                    f"{collide2d_moved(index):,} boxes left their cells (looked at by every "
                    "search until a rebuild)")


def collide2d_moved(index) -> int:
    from collide2d import _core

    return int(_core.grid_moved(index._grid))


# Scenes outside the grid's cost model (docs/api.md, "Where that cost model does not
# hold"), each against the same call on a tame twin: how much the trouble costs.

def _spread(n: int) -> np.ndarray:
    rng = np.random.default_rng(67)
    return np.c_[rng.uniform(0, 1000, (n, 2)), np.full((n, 2), 0.5)]


@case("pairs (unit boxes and one at 1e15)", "the same without it", INFO, None, 2 * 10**4)
def pairs_with_one_far_box(config: Config, n: int) -> Measured:
    rows = _spread(n)
    far = AABBArray(np.vstack([rows, [1e15, 1e15, 0.5, 0.5]]))
    near = AABBArray(rows)
    check("pairs with a far box vs without", pairs(far), pairs(near), exact=True)
    mine, anchor = timing.compare(timing.calls(pairs, far), timing.calls(pairs, near),
                                  config.timer)
    return Measured(f"{n:,} + 1", mine, anchor,
                    "each box is widened by a margin of its own magnitude (2^-40), not of the "
                    "far box's")


@case("Index.nearest from beyond a corner (100 points)", "from inside the scene", INFO, None,
      2 * 10**4)
def nearest_beyond_a_corner(config: Config, n: int) -> Measured:
    index = Index(AABBArray(_spread(n)))
    rng = np.random.default_rng(71)
    outside = rng.uniform(-1e6, -1e6 + 10, (100, 2))
    inside = rng.uniform(0, 1000, (100, 2))
    mine, anchor = timing.compare(timing.calls(index.nearest, outside, 1),
                                  timing.calls(index.nearest, inside, 1), config.timer)
    return Measured(f"100 into {n:,}", mine, anchor,
                    "every box is a candidate; once k are kept, a farther box costs a box test")


@case("Index.pairs (boxes of side 2e-3 along a diagonal 1e6 long)", "the same 100 times smaller",
      INFO, None, 2 * 10**4)
def pairs_of_tiny_boxes_far_apart(config: Config, n: int) -> Measured:
    t = np.linspace(0, 1e6, n)
    vast = Index(AABBArray(np.c_[t, t, np.full((n, 2), 1e-3)]))
    small = Index(AABBArray(np.c_[t / 100, t / 100, np.full((n, 2), 1e-3)]))
    check("pairs of a vast scene vs a small one", vast.pairs(), small.pairs(), exact=True)
    mine, anchor = timing.compare(timing.calls(vast.pairs), timing.calls(small.pairs),
                                  config.timer)
    return Measured(f"{n:,}", mine, anchor,
                    "cells no smaller than 2^-25 of how far most boxes reach, so that few pass "
                    "the 2^26 cells of a key's row or column")
