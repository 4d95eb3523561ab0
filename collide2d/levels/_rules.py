"""The checker's rules: each finds one kind of fault in a level and says where it is.

Every rule is a function ``rule(scene, options) -> list[Finding]`` registered in
``RULES`` under its name with its severity; :func:`collide2d.levels.check` runs
them. docs/levels.md says what each one assumes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable, Dict, List, NamedTuple, Tuple

import numpy as np

from .._core import AABB, OBB, Circle, Segment
from .._shape_arrays import AABBArray, CapsuleArray
from ._model import Finding
from ._scene import Scene

__all__ = ["Options", "Rule", "RULES"]


@dataclass(frozen=True)
class Options:
    """What the rules need beyond the level (the CLI's flags; map properties fill the rest)."""

    player: Tuple[float, float]  # the player's box, width and height
    tolerance: float = 0.01  # overlaps this deep or less are seams, not faults (map pixels)
    speed: float = 600.0  # the fastest mover, map pixels per second (thin walls)
    step_time: float = 1.0 / 60.0  # one engine step, seconds (thin walls)
    resolution: float = 0.0  # the reachability grid's step; 0: a quarter of the player's
    #                          smaller side


class Rule(NamedTuple):
    name: str
    severity: str
    summary: str
    run: Callable[[Scene, Options], List[Finding]]


def _find(scene: Scene, rule: str, severity: str, message: str, pos: Any,
          colliders: Any = (), marks: Any = ()) -> Finding:
    ids = tuple(int(c) for c in colliders)
    level = scene.level
    return Finding._of(rule, severity, message, (float(pos[0]), float(pos[1])), ids,
                       tuple(marks), level.path, tuple(level.colliders[k].shape for k in ids))


def _components(n: int, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Each of 0..n-1's connected component under the joins ``a[k]``-``b[k]``, named by
    its least member, found in numpy rounds. Each round hooks every component's root to
    the least root joined to it (a root is a node labelled with itself), then points
    every node straight at its root (pointer jumping), and drops the joins inside one
    component. Every component joined to a smaller one merges each round, so the
    rounds are few, where a breadth-first flood, one numpy step per ring, took one per
    step of the longest path (a serpentine corridor of 40,000 grid positions: 3.7 s,
    this 16 ms)."""
    a, b = np.asarray(a, dtype=np.int64), np.asarray(b, dtype=np.int64)
    label = np.arange(n)
    while len(a):
        root_a, root_b = label[a], label[b]
        low = np.minimum(root_a, root_b)
        hooked = label.copy()
        np.minimum.at(hooked, root_a, low)  # a root takes the least root joined to it
        np.minimum.at(hooked, root_b, low)
        while True:  # every node to its root: roots point at smaller roots, no cycle
            up = hooked[hooked]
            if np.array_equal(up, hooked):
                break
            hooked = up
        if np.array_equal(hooked, label):
            break
        label = hooked
        apart = label[a] != label[b]
        a, b = a[apart], b[apart]
    return label


def _groups(n: int, links: np.ndarray) -> List[List[int]]:
    """Connected groups of 0..n-1 under ``links`` (pairs), each increasing, in the order
    of their least members."""
    links = np.asarray(links, dtype=np.int64).reshape(-1, 2)
    label = _components(n, links[:, 0], links[:, 1])
    order = np.argsort(label, kind="stable")
    cuts = np.flatnonzero(np.diff(label[order])) + 1
    return [part.tolist() for part in np.split(order, cuts)] if n else []


def _where(scene: Scene, k: int) -> str:
    return scene.level.colliders[k].source.split(": ", 1)[-1]


# --- overlap ---------------------------------------------------------------------------

def overlap(scene: Scene, options: Options) -> List[Finding]:
    """Solid colliders that overlap by more than the tolerance (the push-out is the mark)."""
    found = scene.overlapping_pairs()
    if not len(found):
        return []
    d = scene.distances(found[:, 0], found[:, 1])
    deep = np.flatnonzero(-d["distance"] > options.tolerance)
    # Plain Python numbers first, and each Finding made as _find makes it but without its
    # generic steps: a level may have thousands of overlaps (1,000 took 3.2 ms, now 2.2).
    rows = zip(found[deep].tolist(), (-d["distance"][deep]).tolist(),
               d["point_a"][deep].tolist(), d["point_b"][deep].tolist(),
               ((d["point_a"][deep] + d["point_b"][deep]) / 2).tolist())
    colliders, path = scene.level.colliders, scene.level.path
    out = []
    for (i, j), depth, a, b, (x, y) in rows:
        ci, cj = colliders[i], colliders[j]
        where_i, where_j = ci.source.split(": ", 1)[-1], cj.source.split(": ", 1)[-1]
        out.append(Finding._of("overlap", "error", f"{where_i} and {where_j} overlap by {depth:.4g}",
                               (x, y), (i, j), (Segment(a, b),), path, (ci.shape, cj.shape)))
    return out


# --- markers inside solid ---------------------------------------------------------------

def inside_solid(scene: Scene, options: Options) -> List[Finding]:
    """A spawn whose player box overlaps a collider; a goal whose centre is inside one."""
    w, h = options.player
    out = []
    for marker in scene.level.markers:
        name = marker.source.split(": ", 1)[-1]
        marks: Tuple[Any, ...]
        if marker.role == "spawn":
            box = AABB(marker.pos, (w / 2, h / 2))
            hits, what, marks = scene.box_hits(box), f"the player's box at spawn {name}", (box,)
        else:
            hits, what, marks = scene.containing(marker.pos), f"goal {name}", ()
        if hits:
            names = ", ".join(_where(scene, k) for k in hits[:3])
            more = f" and {len(hits) - 3} more" if len(hits) > 3 else ""
            out.append(_find(scene, "inside_solid", "error", f"{what} is inside {names}{more}",
                             marker.pos, hits, marks))
    return out


# --- narrow passages ---------------------------------------------------------------------

def narrow_passage(scene: Scene, options: Options) -> List[Finding]:
    """Free gaps between two colliders narrower than the player's box across the gap.

    A gap is the segment between the two colliders' closest points; it counts when
    it is free (no other collider crosses it) and shorter than the player's extent
    along it (|nx| w + |ny| h). Gaps sharing a collider are one passage.
    """
    w, h = options.player
    # The near pairs in blocks: colliders much smaller than the player, packed, make
    # millions of them (for 60,000 one-pixel boxes, an estimated tens of millions),
    # nearly all closed.
    found: List[Tuple[np.ndarray, ...]] = []
    # The player's extent across a gap reaches hypot(w, h) along a diagonal.
    for near in scene.iter_near_pairs(math.hypot(w, h)):
        d = scene.distances(near[:, 0], near[:, 1])
        extent = np.abs(d["normal"][:, 0]) * w + np.abs(d["normal"][:, 1]) * h
        narrow = np.flatnonzero((d["distance"] > 0) & (d["distance"] < extent * (1 - 1e-12)))
        a, b = d["point_a"][narrow], d["point_b"][narrow]
        free = np.flatnonzero(~_gaps_blocked(scene, a, b, near[narrow]))
        found.append((near[narrow[free]], d["distance"][narrow[free]], extent[narrow[free]],
                      a[free], b[free]))
    if not found or not sum(len(f[0]) for f in found):
        return []
    pair, width, across, a, b = (np.concatenate(column) for column in zip(*found))
    # Gaps sharing a collider are one passage: chain each collider's gaps together (the
    # gaps' ends sorted by collider, then gap: each joined to the next of its collider).
    collider, gap = pair.ravel(), np.repeat(np.arange(len(pair)), 2)
    order = np.lexsort((gap, collider))
    collider, gap = collider[order], gap[order]
    chained = np.flatnonzero(collider[1:] == collider[:-1])
    links = np.stack([gap[chained], gap[chained + 1]], axis=1)
    ends, widths, starts, stops = pair.tolist(), width.tolist(), a.tolist(), b.tolist()
    out = []
    for members in _groups(len(pair), links):
        tight = min(members, key=widths.__getitem__)  # the first of the narrowest
        colliders = sorted({c for m in members for c in ends[m]})
        out.append(_find(
            scene, "narrow_passage", "warning",
            f"a gap {width[tight]:.4g} wide between {_where(scene, ends[tight][0])} and "
            f"{_where(scene, ends[tight][1])} is narrower than the player "
            f"({across[tight]:.4g} across it)" + (f"; {len(members)} such gaps in this passage"
                                                  if len(members) > 1 else ""),
            (a[tight] + b[tight]) / 2, colliders,
            tuple(Segment(tuple(starts[m]), tuple(stops[m])) for m in members)))
    return out


def _gaps_blocked(scene: Scene, a: np.ndarray, b: np.ndarray, ends: np.ndarray) -> np.ndarray:
    """Whether each gap a-b (between the colliders ``ends``) is closed by another collider.

    Tested with a hair-thin capsule round each segment, so a collider the gap runs
    along (touching it, which collide2d does not count as overlapping) closes it
    too: a box could not pass there either. The capsule stops just short of the
    ends, which lie on the gap's own two colliders and may touch their neighbours.

    First one ray along each gap through the level's Index: a ray that enters another
    collider proves the gap closed (the capsule holds the ray) after a few cells, where
    the capsule's query visits every collider in the gap's box. The capsules are asked
    only of the gaps the rays leave open (rays pass segments, which have no inside).
    """
    blocked = np.zeros(len(a), dtype=bool)
    index = scene.index
    if not len(a) or index is None:  # a gap needs two colliders: the index exists
        return blocked
    hair = 1e-9 * (1.0 + np.abs(np.concatenate([a, b], axis=1)).max(axis=1, keepdims=True))
    inset = (b - a) * 1e-6
    start, end = a + inset, b - inset
    hits = index.raycast(start, end - start)
    hit = np.asarray(hits.collider)
    blocked[:] = (hit >= 0) & (hit != ends[:, 0]) & (hit != ends[:, 1])
    open_ = np.flatnonzero(~blocked)
    capsules = np.concatenate([start, end, hair], axis=1)[open_]
    # In blocks: in a dense scribble each gap crosses dozens of colliders, and the ids of
    # millions of gaps at once would take gigabytes.
    for first in range(0, len(open_), _GAP_BLOCK):
        last = min(first + _GAP_BLOCK, len(open_))
        offsets, ids = index.query(CapsuleArray(capsules[first:last]))
        gap = open_[np.repeat(np.arange(first, last), np.diff(offsets))]
        other = (ids != ends[gap, 0]) & (ids != ends[gap, 1])
        blocked[gap[other]] = True
    return blocked


_GAP_BLOCK = 1 << 16


# --- reachability -------------------------------------------------------------------------

def unreachable_goal(scene: Scene, options: Options) -> List[Finding]:
    """Goals the player's box cannot reach from a spawn, moving freely (top-down, no gravity).

    The box's centre is sampled on a grid of step ``resolution`` over the map; a
    grid position is free when the box there overlaps no collider, and two
    neighbouring free positions are joined when the box can move from one to the
    other without a hit, so the flood never passes through a wall, however thin.
    Where the grid's step is less than the box's size along the move (the default
    step, a quarter of the smaller side), the region the box sweeps is the two
    boxes' union, so two free positions are joined: no sweep is needed (on a tile
    level of 10,000 colliders the sweeps were a third of the rule's time). Where it
    is not (a ``resolution`` coarser than the player), an exact collide2d sweep
    through the level's Index decides. A goal is reached when a box swept from a
    reached position toward it touches it.
    """
    level = scene.level
    spawns, goals = level.spawns, level.goals
    if not spawns or not goals:
        return []
    w, h = options.player
    step = options.resolution or min(w, h) / 4
    x0, y0, x1, y1 = level.bounds
    xs = np.arange(x0 + w / 2, x1 - w / 2 + step * 1e-9, step)
    ys = np.arange(y0 + h / 2, y1 - h / 2 + step * 1e-9, step)
    if not len(xs) or not len(ys):  # no place in the map holds the box: nothing is reached
        return [_find(scene, "unreachable_goal", "error",
                      f"goal {goal.source.split(': ', 1)[-1]} cannot be reached: the map "
                      f"({x1 - x0:g} x {y1 - y0:g}) is smaller than a {w:g} x {h:g} box",
                      goal.pos, (), (AABB(goal.pos, (w / 2, h / 2)),))
                for goal in goals if not scene.containing(goal.pos)]
    ny, nx = len(ys), len(xs)
    rows = np.empty((ny * nx, 4))  # the box at each position, row by row (y), x along
    rows[:, 0] = np.tile(xs, ny)
    rows[:, 1] = np.repeat(ys, nx)
    rows[:, 2:] = (w / 2, h / 2)
    centres = rows[:, :2]
    offsets, _ = scene.query_boxes(rows)
    free = np.diff(offsets) == 0
    grid = free.reshape(ny, nx)
    joined = {}
    for name, delta, gaps, size in (("right", (step, 0.0), np.diff(xs), w),
                                    ("down", (0.0, step), np.diff(ys), h)):
        both = np.zeros((ny, nx), dtype=bool)  # free here and at the neighbour
        if name == "right":
            both[:, :-1] = grid[:, :-1] & grid[:, 1:]
        else:
            both[:-1] = grid[:-1] & grid[1:]
        # Open boxes less than their size apart: their union is what the box sweeps.
        joined[name] = _joins(scene, rows, np.flatnonzero(both), delta,
                              sweep=not np.all(gaps < size))
    reached = _grid_flood(nx, ny, joined["right"], joined["down"], [
        k for spawn in spawns
        for k in _entry_cells(scene, options, spawn.pos, centres, free, xs, ys)])
    out = []
    for goal in goals:
        if scene.containing(goal.pos):
            continue  # inside a collider: inside_solid reports it
        if not _goal_reached(scene, options, goal, centres[reached]):
            out.append(_find(scene, "unreachable_goal", "error",
                             f"goal {goal.source.split(': ', 1)[-1]} cannot be reached from "
                             f"the spawn by a {w:g} x {h:g} box (grid step {step:.4g})",
                             goal.pos, (), (AABB(goal.pos, (w / 2, h / 2)),)))
    return out


def _flood(n: int, joined: Dict[str, Tuple[np.ndarray, np.ndarray]],
           start: List[int]) -> np.ndarray:
    """The nodes 0..n-1 reached from ``start`` through the joins (each group a pair of
    arrays, joined node for node)."""
    label = _components(n, np.concatenate([p for p, _ in joined.values()]),
                        np.concatenate([q for _, q in joined.values()]))
    reached_root = np.zeros(n, dtype=bool)
    reached_root[label[np.asarray(start, dtype=np.int64)]] = True
    return reached_root[label]


def _joins(scene: Scene, rows: np.ndarray, starts: np.ndarray, delta: Tuple[float, float],
           *, sweep: bool) -> np.ndarray:
    """The positions of ``starts`` (each free, as is its neighbour ``delta`` away) joined to
    that neighbour: all of them, or with ``sweep`` those whose box (a row of ``rows``)
    sweeps by ``delta`` without a hit."""
    if not sweep or not len(starts) or scene.index is None:
        return starts
    sweeps = scene.index.sweep_into(AABBArray(rows[starts]), delta)
    return starts[~np.asarray(sweeps.hit.hit)]


def _grid_flood(nx: int, ny: int, right: np.ndarray, down: np.ndarray,
                start: List[int]) -> np.ndarray:
    """:func:`_flood` on a grid of ny rows of nx positions (position = row * nx + column),
    ``right``'s positions joined to the next along their row, ``down``'s to the one below.

    Positions joined along a row form a run, one label for them all (a running sum); the
    flood then joins runs, not positions: one join per stretch where two runs lie side by
    side, so both its arrays and its joins are a fraction of the positions' (on the
    benchmarks' tile level of 10,000 colliders, 1.1 M positions and 600,000 joins made
    540,000 runs and 20,000 joins between them, 40,000 runs taking part; the flood
    took 205-245 ms by positions, 25-35 ms by runs)."""
    n = nx * ny
    along = np.zeros(n, dtype=bool)
    along[right] = True
    first = np.ones(n, dtype=bool)  # a run starts where no join comes from the left
    first[1:] = ~along[:-1]
    run = np.cumsum(first) - 1
    upper, lower = run[down], run[down + nx]
    # A join repeats the one before it when both ends stay in the same runs.
    new = np.ones(len(down), dtype=bool)
    new[1:] = (upper[1:] != upper[:-1]) | (lower[1:] != lower[:-1])
    upper, lower = upper[new], lower[new]
    # Only the runs a join or a start names take part (most runs are single positions
    # that are not free): numbered 0.. among themselves.
    first_runs = run[np.asarray(start, dtype=np.int64)]
    named = np.unique(np.concatenate([upper, lower, first_runs]))
    reached = _flood(len(named), {"down": (np.searchsorted(named, upper),
                                           np.searchsorted(named, lower))},
                     list(np.searchsorted(named, first_runs)))
    reached_run = np.zeros(int(run[-1]) + 1 if n else 0, dtype=bool)
    reached_run[named[reached]] = True
    return reached_run[run]


def _entry_cells(scene: Scene, options: Options, start: Tuple[float, float],
                 centres: np.ndarray, free: np.ndarray, xs: np.ndarray,
                 ys: np.ndarray) -> List[int]:
    """The free grid positions around ``start`` the box can sweep to from there."""
    w, h = options.player
    col = int(np.clip(np.searchsorted(xs, start[0]), 1, len(xs) - 1)) if len(xs) > 1 else 0
    row = int(np.clip(np.searchsorted(ys, start[1]), 1, len(ys) - 1)) if len(ys) > 1 else 0
    around = sorted({r * len(xs) + c for r in (row - 1, row) for c in (col - 1, col)
                     if 0 <= r < len(ys) and 0 <= c < len(xs)})
    near = [k for k in around if free[k]]
    if not near or scene.index is None:
        return near
    movers = AABBArray(np.array([[start[0], start[1], w / 2, h / 2]] * len(near)))
    sweeps = scene.index.sweep_into(movers, centres[near] - np.array(start))
    hit = np.asarray(sweeps.hit.hit)
    return [k for k, blocked in zip(near, hit) if not blocked]


def _goal_reached(scene: Scene, options: Options, goal: Any, reached: np.ndarray) -> bool:
    if not len(reached):
        return False
    w, h = options.player
    gw, gh = goal.size
    reach_x, reach_y = (w + gw) / 2, (h + gh) / 2
    gap = np.abs(reached - np.array(goal.pos))
    if np.any((gap[:, 0] <= reach_x) & (gap[:, 1] <= reach_y)):
        return True  # a reached box already touches the goal
    step = options.resolution or min(w, h) / 4
    close = reached[(gap[:, 0] <= reach_x + 2 * step) & (gap[:, 1] <= reach_y + 2 * step)]
    if not len(close):
        return False
    if scene.index is None:  # no collider at all: nothing stops the sweep to the goal
        return True
    sweeps = scene.index.sweep_into(AABBArray(np.concatenate(
        [close, np.broadcast_to([w / 2, h / 2], close.shape)], axis=1)),
        np.array(goal.pos) - close)
    stop = np.asarray(sweeps.pos)
    gap = np.abs(stop - np.array(goal.pos))
    return bool(np.any((gap[:, 0] <= reach_x) & (gap[:, 1] <= reach_y)))


# --- internal edges (seams) -----------------------------------------------------------------

def _edge_table(scene: Scene) -> Tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Every edge of the level's boxes, turned boxes and polygons: (collider ids, p0, p1),
    counter-clockwise (y up), so (dy, -dx) points out of the shape."""
    ids, starts, ends = [np.empty(0, dtype=np.int64)], [np.empty((0, 2))], [np.empty((0, 2))]
    for kind, rows in scene.columns.items():
        members = scene.members(kind)
        if kind == "polygon":
            v, offsets = rows.vertices, rows.offsets
            following = np.arange(1, len(v) + 1)
            following[offsets[1:] - 1] = offsets[:-1]  # each polygon's last vertex wraps
            ids.append(np.repeat(members, np.diff(offsets)))
            starts.append(v)
            ends.append(v[following])
            continue
        r = np.asarray(rows)
        if kind == "aabb":
            lo, hi = r[:, :2] - r[:, 2:4], r[:, :2] + r[:, 2:4]
            corners = np.stack([lo, np.stack([hi[:, 0], lo[:, 1]], axis=1), hi,
                                np.stack([lo[:, 0], hi[:, 1]], axis=1)], axis=1)
        elif kind == "obb":
            cos, sin = np.cos(r[:, 4:5]), np.sin(r[:, 4:5])
            u = np.concatenate([cos, sin], axis=1) * r[:, 2:3]
            w = np.concatenate([-sin, cos], axis=1) * r[:, 3:4]
            c = r[:, :2]
            corners = np.stack([c - u - w, c + u - w, c + u + w, c - u + w], axis=1)
        else:
            continue  # round shapes and segments have no faces to seam
        ids.append(np.repeat(members, 4))
        starts.append(corners.reshape(-1, 2))
        ends.append(np.roll(corners, -1, axis=1).reshape(-1, 2))
    return np.concatenate(ids), np.concatenate(starts), np.concatenate(ends)


def _row_groups(table: np.ndarray) -> np.ndarray:
    """Each row's group among equal rows, groups numbered in the rows' lexicographic order:
    ``np.unique(table, axis=0, return_inverse=True)[1]``, by ``lexsort`` on the columns
    (np.unique sorts the rows as opaque records: with it, the seam rule took 16.8 s on a
    1000 x 1000 tile map of 300,000 solid tiles, 6.9 s with this)."""
    order = np.lexsort(table.T[::-1])
    ordered = table[order]
    starts = np.ones(len(table), dtype=bool)
    starts[1:] = np.any(ordered[1:] != ordered[:-1], axis=1)
    group = np.empty(len(table), dtype=np.int64)
    group[order] = np.cumsum(starts) - 1
    return group


def internal_edge(scene: Scene, options: Options) -> List[Finding]:
    """Seams on a surface made of several colliders, where a sliding box can catch.

    Two colliders with edges on one line, facing the same way and meeting end to
    end, make a flat surface with a vertex in it: engines that test shapes one by
    one can push a box sliding along it into that vertex (Box2D's "ghost
    collisions"). Only exposed seams count (the point just off the surface is
    free and inside the map); seams on one line linked through shared colliders
    are one finding. Found by sorting every edge end on its line: no pair loop.
    """
    owner, p0, p1 = _edge_table(scene)
    d = p1 - p0
    length = np.hypot(d[:, 0], d[:, 1])
    keep = length > 0
    owner, p0, p1, d, length = owner[keep], p0[keep], p1[keep], d[keep], length[keep]
    if len(owner) < 2:
        return []
    normal = np.stack([d[:, 1], -d[:, 0]], axis=1) / length[:, None]
    offset = np.einsum("ij,ij->i", normal, p0)
    # An edge end, keyed by its line (normal, offset) and its point, rounded so that
    # ends computed through different arithmetic still meet.
    line = np.column_stack([np.round(normal, 9), np.round(offset, 6)])
    ends = np.concatenate([p0, p1])
    keys = np.column_stack([np.concatenate([line, line]), np.round(ends, 6)])
    edge = np.concatenate([np.arange(len(owner)), np.arange(len(owner))])
    group = _row_groups(keys)
    order = np.argsort(group, kind="stable")
    g, e = group[order], edge[order]
    same = np.flatnonzero(g[1:] == g[:-1])  # consecutive ends at one point of one line
    source_id: Dict[str, int] = {}
    sources = np.array([source_id.setdefault(c.source, len(source_id))
                        for c in scene.level.colliders])
    a, b = e[same], e[same + 1]
    # Different colliders of different objects: the parts of one concave polygon
    # share their object, and its author cannot merge them.
    real = (owner[a] != owner[b]) & (sources[owner[a]] != sources[owner[b]])
    a, b, where = a[real], b[real], ends[order[same[real]]]
    if not len(a):
        return []
    w, h = options.player
    off = where + normal[a] * (1e-6 * max(w, h))  # where a box sliding over the seam is
    x0, y0, x1, y1 = scene.level.bounds
    inside_map = (off[:, 0] > x0) & (off[:, 0] < x1) & (off[:, 1] > y0) & (off[:, 1] < y1)
    exposed = inside_map.copy()
    exposed[inside_map] = ~scene.inside(off[inside_map])
    a, b, where = a[exposed], b[exposed], where[exposed]
    if not len(a):
        return []
    # One finding per line and set of colliders linked by seams on it.
    line_id = _row_groups(line[a])
    node = _row_groups(np.concatenate([np.stack([line_id, owner[a]], axis=1),
                                       np.stack([line_id, owner[b]], axis=1)]))
    nodes = int(node.max()) + 1
    component = _components(nodes, node[:len(a)], node[len(a):])[node[:len(a)]]  # per seam
    _, first = np.unique(component, return_index=True)
    first.sort()  # the findings in the order of their first seams
    rank = np.empty(nodes, dtype=np.int64)
    rank[component[first]] = np.arange(len(first))
    group = rank[component]
    points = _distinct_by_group(group, where + 0.0, len(first))
    colliders = _distinct_by_group(np.concatenate([group, group]),
                                   np.concatenate([owner[a], owner[b]])[:, None], len(first))
    out = []
    for k, seam in enumerate(first.tolist()):
        ny = normal[a[seam], 1]
        # Map y points down: a surface facing up (-y) is a floor.
        surface = "floor" if ny < -0.5 else "ceiling" if ny > 0.5 else "wall"
        found, ids = points[k], [c for (c,) in colliders[k]]
        out.append(_find(
            scene, "internal_edge", "warning",
            f"a {surface} made of {len(ids)} colliders has {len(found)} seam"
            f"{'s' if len(found) > 1 else ''} a sliding box can catch on: merge them into one "
            "collider (or a chain of edges)", found[0], ids, found))
    return out


def _distinct_by_group(group: np.ndarray, table: np.ndarray, groups: int) -> List[Tuple[Any, ...]]:
    """For each group 0..groups-1, the distinct rows of ``table`` whose ``group`` it is,
    increasing, as a tuple of tuples (one sort of them all, not a set per group)."""
    order = np.lexsort((*table.T[::-1], group))  # by group, then column by column
    g, t = group[order], table[order]
    keep = np.ones(len(g), dtype=bool)
    keep[1:] = (g[1:] != g[:-1]) | np.any(t[1:] != t[:-1], axis=1)
    g, rows = g[keep], [tuple(r) for r in t[keep].tolist()]
    cuts = [0, *np.searchsorted(g, np.arange(1, groups)).tolist(), len(g)]
    return [tuple(rows[cuts[k]:cuts[k + 1]]) for k in range(groups)]


# --- thin walls -------------------------------------------------------------------------------

def _thinnest_faces(shape: Any) -> Tuple[float, np.ndarray, np.ndarray]:
    """(thickness, unit axis, centre) of a turned box or a convex polygon: thinnest across
    one of its edges' normals; the centre is midway between its faces along the axis (a
    triangle's vertex mean is not: a probe from it lay inside the triangle itself)."""
    pts = np.array(shape.corners if isinstance(shape, OBB) else shape.vertices, dtype=float)
    edges = np.roll(pts, -1, axis=0) - pts
    lengths = np.hypot(edges[:, 0], edges[:, 1])
    if not (lengths > 0).any():  # a box of no size: no face to be thin across
        return math.inf, np.array([1.0, 0.0]), pts.mean(axis=0)
    normals = np.stack([edges[:, 1], -edges[:, 0]], axis=1)[lengths > 0]
    normals = normals / lengths[lengths > 0][:, None]
    heights = pts @ normals.T
    widths = np.ptp(heights, axis=0)
    k = int(np.argmin(widths))
    mean = pts.mean(axis=0)
    middle = (heights[:, k].min() + heights[:, k].max()) / 2
    return float(widths[k]), normals[k], mean + (middle - mean @ normals[k]) * normals[k]


def _across_core(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """The unit normal of each core a-b (segments, capsules); x for a core of no length."""
    d = b - a
    length = np.hypot(d[:, 0], d[:, 1])
    normal = np.stack([-d[:, 1], d[:, 0]], axis=1) / np.where(length > 0, length, 1.0)[:, None]
    normal[length == 0] = (1.0, 0.0)
    return normal


def _thinnest(scene: Scene) -> Tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(ids, thickness, unit axis, centre) of every collider across its thinnest
    direction, by id: kind by kind in numpy, turned boxes and polygons one by one."""
    parts = []
    for kind, rows in scene.columns.items():
        ids = scene.members(kind)
        if kind in ("obb", "polygon"):
            each = [_thinnest_faces(scene.shapes[k]) for k in ids.tolist()]
            parts.append((ids, np.array([t for t, _, _ in each]),
                          np.array([axis for _, axis, _ in each]).reshape(-1, 2),
                          np.array([centre for _, _, centre in each]).reshape(-1, 2)))
            continue
        r = np.asarray(rows, dtype=float)
        if kind == "aabb":
            along_x = r[:, 2] <= r[:, 3]  # thinnest across x: the axis is x
            axis = np.where(along_x[:, None], [1.0, 0.0], [0.0, 1.0])
            parts.append((ids, 2 * np.minimum(r[:, 2], r[:, 3]), axis, r[:, :2]))
        elif kind == "circle":
            parts.append((ids, 2 * r[:, 2], np.tile([1.0, 0.0], (len(r), 1)), r[:, :2]))
        else:  # segments (no thickness) and capsules: across the core
            thickness = 2 * r[:, 4] if kind == "capsule" else np.zeros(len(r))
            parts.append((ids, thickness, _across_core(r[:, :2], r[:, 2:4]),
                          (r[:, :2] + r[:, 2:4]) / 2))
    ids, thickness, axis, centre = (np.concatenate(column) for column in zip(*parts))
    order = np.argsort(ids, kind="stable")
    return ids[order], thickness[order], axis[order], centre[order]


def thin_wall(scene: Scene, options: Options) -> List[Finding]:
    """Colliders thinner than one step of the fastest mover, with free space on both sides.

    A small mover (a bullet: taken as a point) moving ``speed * step_time`` per
    step can be on one side of such a wall in one step and past it in the next,
    never overlapping it, in engines that test positions instead of sweeping.
    A collider whose faces are backed by other colliders (at the middle of its
    thin axis) is part of a thicker wall and is not reported; touching thin
    colliders are one finding.
    """
    reach = options.speed * options.step_time
    if reach <= 0 or scene.n == 0:
        return []
    ids, thickness, axis, centres = _thinnest(scene)
    keep = thickness < reach
    ids, thickness, axis, centres = ids[keep], thickness[keep], axis[keep], centres[keep]
    if not len(ids):
        return []
    eps = 1e-6 * max(reach, 1.0)
    # Just off both faces, for every candidate in one query: backed faces are inside.
    reach_out = (thickness / 2 + eps)[:, None] * axis
    backed = scene.inside(np.concatenate([centres + reach_out, centres - reach_out]))
    free = ~(backed[:len(ids)] | backed[len(ids):])
    thin = list(zip(ids[free].tolist(), thickness[free].tolist(), centres[free].tolist()))
    if not thin:
        return []
    ids = ids[free]
    position = {k: x for x, k in enumerate(ids.tolist())}
    near = scene.near_pairs(0.0)
    links = [(position[i], position[j]) for i, j in near.tolist()
             if i in position and j in position]
    out = []
    for group in _groups(len(thin), np.array(links).reshape(-1, 2)):
        members = [thin[x] for x in group]
        k, t, centre = min(members, key=lambda m: m[1])
        out.append(_find(
            scene, "thin_wall", "warning",
            f"{_where(scene, k)} is {t:.4g} thick, less than a mover at {options.speed:g} "
            f"per second covers in one step ({reach:.4g}): it can be passed through"
            + (f"; {len(members)} thin colliders in this wall" if len(members) > 1 else ""),
            centre, sorted(m[0] for m in members)))
    return out


RULES: Dict[str, Rule] = {r.name: r for r in (
    Rule("overlap", "error", "solid colliders overlapping (deeper than the tolerance)", overlap),
    Rule("inside_solid", "error", "spawns and goals inside solid geometry", inside_solid),
    Rule("narrow_passage", "warning", "gaps narrower than the player's box", narrow_passage),
    Rule("unreachable_goal", "error", "goals the player cannot reach from a spawn",
         unreachable_goal),
    Rule("internal_edge", "warning", "seams a box sliding along a surface can catch on",
         internal_edge),
    Rule("thin_wall", "warning", "walls a fast mover can pass through in one step", thin_wall),
)}
