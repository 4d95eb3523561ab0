"""The level checker's benchmark cases (``collide2d.levels``), in the pattern of
:mod:`benchmarks.broad`: where there is an anchor, ours and it first give the same answer,
then are timed with medians of interleaved repeats.

- The overlap rule on 1e4 and 1e5 mixed colliders (boxes, rotated boxes, convex polygons,
  circles; about 2 % of them in an overlapping pair), against shapely 2's ``STRtree``
  written the obvious good way: build, bulk ``query(..., predicate="intersects")``, then
  drop the pairs that only touch (``shapely.touches`` on the pair arrays).
- ``check(level)`` and each rule alone on tile levels of 1e2, 1e3 and 1e4 colliders
  (walls, platforms, a few posts and rotated boxes, a spawn and a goal): no anchor, the
  rows show where a level's time goes.
- ``check_many`` over 1,000 small Tiled maps on 2 worker processes against 1.
"""

from __future__ import annotations

import functools
import gc
import json
import math
import os
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any, Callable, Dict, List, Set, Tuple

import numpy as np

from collide2d import AABB, OBB, Circle, Polygon, pairs
from collide2d.levels import RULES, Collider, Level, Marker, check, check_many

from . import timing
from .aabb import Case, Config, Disagreement, Measured, _shapely
from .aabb import check as agree
from .report import FASTER, INFO, format_seconds

CASES: List[Case] = []
TILE = 16.0
PLAYER = (14.0, 28.0)  # a player a tile wide and two high (the reachability grid: 3.5 px)


def _interleaved(subjects: Dict[str, timing.Subject], timer: timing.Timer) -> Dict[str, float]:
    """Median seconds per call of each subject, all interleaved repeat by repeat.

    :func:`timing.compare` does two subjects; the per-rule rows need seven on one level.
    With ``min_seconds == 0`` each repeat is one call and there is no warm-up call: at
    seconds per call neither loop nor warm-up is worth another full call.
    """
    gc_was_enabled = gc.isenabled()
    gc.disable()
    try:
        numbers = {k: timing._calibrate(s, timer.min_seconds) if timer.min_seconds > 0 else 1
                   for k, s in subjects.items()}
        times: Dict[str, List[float]] = {k: [] for k in subjects}
        for _ in range(timer.repeats):
            for k, s in subjects.items():
                times[k].append(timing._clock(s, numbers[k]) / (numbers[k] * s.calls))
    finally:
        if gc_was_enabled:
            gc.enable()
    return {k: statistics.median(t) for k, t in times.items()}


def _per_collider(seconds: float, n: int) -> str:
    return f"{format_seconds(seconds / n)} per collider"


# ---- case 1: the overlap rule against shapely's STRtree --------------------------------------


def mixed_shapes(n: int, seed: int = 0) -> List[Any]:
    """n colliders on a grid of 32 px cells, one per cell, plus ~1 % "crates" overlapping.

    70 % of the cells hold a tile-sized box reaching the cell's edges (a floor, a wall, a
    block or a corner tile: neighbours touch exactly, as tiles do, on integer coordinates),
    the rest a rotated box, a convex polygon or a circle kept >= 5 px inside its cell. The
    crates (of all four kinds) sit 6 px deep in a box. So every pair is touching, clearly
    apart or clearly overlapping, and shapely's circles (polygons of 64 sides) give the
    same pairs as collide2d's exact ones.
    """
    rng = np.random.default_rng(seed)
    crates = max(1, n // 100)
    cells = n - crates
    cols = math.ceil(math.sqrt(cells))
    kinds = rng.choice(4, cells, p=[0.7, 0.1, 0.1, 0.1])
    shapes: List[Any] = []
    for k in range(cells):
        x0, y0 = (k % cols) * 32.0, (k // cols) * 32.0
        cx, cy = x0 + 16, y0 + 16
        if kinds[k] == 0:
            shapes.append((AABB((cx, y0 + 24), (16, 8)), AABB((x0 + 8, cy), (8, 16)),
                           AABB((cx, cy), (16, 16)), AABB((x0 + 8, y0 + 24), (8, 8)))
                          [rng.integers(4)])
        elif kinds[k] == 1:
            shapes.append(OBB((cx, cy), (rng.uniform(6, 10), rng.uniform(2, 4)),
                              rng.uniform(0, math.pi)))
        elif kinds[k] == 2:
            r, turn = rng.uniform(6, 11), rng.uniform(0, 1)
            corners = np.linspace(0, 2 * math.pi, int(rng.integers(3, 8)), endpoint=False) + turn
            shapes.append(Polygon([(cx + r * math.cos(t), cy + r * math.sin(t)) for t in corners]))
        else:
            shapes.append(Circle((cx, cy), rng.uniform(4, 11)))
    for k in rng.choice(np.flatnonzero(kinds == 0), crates, replace=False):
        # Every box kind above covers its cell's centre up to an edge 6 px off or more.
        cx, cy = (k % cols) * 32.0 + 16, (k // cols) * 32.0 + 16
        shapes.append((AABB((cx, cy), (6, 6)), OBB((cx, cy), (5, 5), rng.uniform(0, math.pi)),
                       Polygon([(cx - 6, cy + 5), (cx + 6, cy + 5), (cx, cy - 6)]),
                       Circle((cx, cy), 6.0))[rng.integers(4)])
    return shapes


def mixed_level(n: int) -> Level:
    shapes = mixed_shapes(n)
    side = math.ceil(math.sqrt(n)) * 32.0
    return Level("mixed.tmj", "mixed", [Collider(s, f"object {k}") for k, s in enumerate(shapes)],
                 [], PLAYER, (0.0, 0.0, side, side), (TILE, TILE))


def shapely_geoms(shapely, shapes: List[Any]) -> np.ndarray:
    """The same shapes as shapely geometries; circles as 64-gons (buffer, quad_segs=16)."""
    out = np.empty(len(shapes), dtype=object)
    boxes = [k for k, s in enumerate(shapes) if isinstance(s, AABB)]
    corners = np.array([[*shapes[k].min, *shapes[k].max] for k in boxes])
    out[boxes] = shapely.box(*corners.T)
    round_ = [k for k, s in enumerate(shapes) if isinstance(s, Circle)]
    rows = np.array([[*shapes[k].center, shapes[k].radius] for k in round_])
    out[round_] = shapely.buffer(shapely.points(rows[:, :2]), rows[:, 2], quad_segs=16)
    for k, s in enumerate(shapes):
        if isinstance(s, (OBB, Polygon)):
            out[k] = shapely.Polygon([tuple(p) for p in (s.corners if isinstance(s, OBB)
                                                          else s.vertices)])
    return out


def strtree_overlaps(shapely, geoms: np.ndarray) -> np.ndarray:
    """Pairs i < j whose interiors meet: intersecting, less those that only touch."""
    tree = shapely.STRtree(geoms)
    i, j = tree.query(geoms, predicate="intersects")
    keep = i < j
    i, j = i[keep], j[keep]
    deep = ~shapely.touches(geoms[i], geoms[j])
    return np.c_[i[deep], j[deep]]


def _overlap_rule(level: Level) -> list:
    # tolerance 0: every overlap deeper than 0, the question shapely's pairs answer.
    return check(level, ["overlap"], tolerance=0.0)


def _sorted_pairs(pairs: np.ndarray) -> np.ndarray:
    pairs = np.asarray(pairs, dtype=np.int64).reshape(-1, 2)
    return pairs[np.lexsort((pairs[:, 1], pairs[:, 0]))]


def _register_overlap(n: int) -> None:
    def measure(config: Config) -> Measured:
        shapely = _shapely()
        level = mixed_level(n)
        shapes = [c.shape for c in level.colliders]
        geoms = shapely_geoms(shapely, shapes)
        # This first call also builds level.shapes (the Colliders collection the Index is
        # built from), which the level keeps: the timed calls start, like shapely's, from
        # shapes already built.
        ours = _sorted_pairs([f.colliders for f in _overlap_rule(level)])
        agree("overlap rule vs STRtree", ours, _sorted_pairs(strtree_overlaps(shapely, geoms)),
              exact=True)
        t = _interleaved({"ours": timing.calls(_overlap_rule, level),
                          "anchor": timing.calls(strtree_overlaps, shapely, geoms),
                          "pairs": timing.calls(pairs, level.shapes)}, config.timer)
        in_pairs = len(np.unique(ours))
        return Measured(f"{n:,}", t["ours"], t["anchor"],
                        f"{len(ours):,} overlapping pairs ({in_pairs / n:.1%} of the colliders "
                        f"in one); their search, pairs(level.shapes), takes "
                        f"{format_seconds(t['pairs'])} ({t['pairs'] / t['ours']:.0%}) of ours; shapely's geometries built "
                        "beforehand, its tree in the call")

    CASES.append(Case(f"check(level, ['overlap']), mixed colliders, N = {n:.0e}",
                      "shapely STRtree + touches", FASTER, 20, measure))


for _n in (10**4, 10**5):
    _register_overlap(_n)


# ---- case 2: time per level by size, rule by rule ---------------------------------------------


def tile_cells(n: int, rng: np.random.Generator) -> Tuple[int, List[Tuple[int, int]]]:
    """A side x side tile map's n solid cells (col, row): a border, then platforms (runs of
    3-8 tiles) and short pillars at random, about 16 % of the map solid in all. The tiles
    round the spawn (bottom left) and the goal (top right) stay free."""
    side = max(12, int(math.sqrt(n / 0.18)))
    border = ({(c, r) for c in range(side) for r in (0, side - 1)}
              | {(c, r) for c in (0, side - 1) for r in range(side)})
    clear = ({(c, r) for c in range(1, 4) for r in range(side - 4, side - 1)}
             | {(c, r) for c in range(side - 4, side - 1) for r in range(1, 4)})
    solid: Set[Tuple[int, int]] = set(list(sorted(border))[:n])
    while len(solid) < n:
        c, r = int(rng.integers(1, side - 2)), int(rng.integers(2, side - 2))
        if rng.random() < 0.9:
            run = [(c + d, r) for d in range(int(rng.integers(3, 9)))]
        else:
            run = [(c, r + d) for d in range(int(rng.integers(2, 5)))]
        for cell in run:
            if len(solid) < n and cell not in clear and 0 < cell[0] < side - 1 \
                    and 0 < cell[1] < side - 1:
                solid.add(cell)
    return side, sorted(solid)


def tile_level(n: int, seed: int = 1) -> Level:
    """A tile level of n colliders: tile boxes (one per solid tile, as a Tiled tile layer
    loads) with one in twenty swapped for an object in a free tile (a post, a rotated
    box, a triangle), a spawn bottom left and a goal top right."""
    rng = np.random.default_rng(seed)
    side, cells = tile_cells(n, rng)
    taken = set(cells)
    colliders = []
    for c, r in cells:
        colliders.append(Collider(AABB(((c + .5) * TILE, (r + .5) * TILE), (TILE / 2, TILE / 2)),
                                  f"tile ({c}, {r}) of layer 'ground'"))
    for k in rng.choice(len(colliders), n // 20, replace=False):
        c, r = cells[k]
        if c in (0, side - 1) or r in (0, side - 1):
            continue  # keep the border closed
        while (c, r) in taken:
            c, r = int(rng.integers(1, side - 1)), int(rng.integers(1, side - 1))
        taken.add((c, r))
        x, y = (c + .5) * TILE, (r + .5) * TILE
        shape = (Circle((x, y), rng.uniform(3, 7)), OBB((x, y), (7, 3), rng.uniform(0, math.pi)),
                 Polygon([(x - 6, y + 5), (x + 6, y + 5), (x, y - 6)]))[k % 3]
        colliders[k] = Collider(shape, f"object {k} in layer 'props'")
    markers = [Marker("spawn", (2 * TILE, (side - 2) * TILE), PLAYER, "object 1 'spawn'"),
               Marker("goal", ((side - 2) * TILE, 2 * TILE), (8.0, 8.0), "object 2 'goal'")]
    return Level(f"tiles-{n}.tmj", f"tiles-{n}", colliders, markers, PLAYER,
                 (0.0, 0.0, side * TILE, side * TILE), (TILE, TILE))


@functools.lru_cache(maxsize=None)
def _rule_times(n: int, repeats: int,
                min_seconds: float) -> Tuple[Dict[str, float], Dict[str, int]]:
    """Median seconds of check(level) and of each rule alone, interleaved; findings by rule.
    Cached: the seven rows of one size share one run."""
    level = tile_level(n)
    findings = check(level)
    counts = {rule: sum(f.rule == rule for f in findings) for rule in RULES}
    subjects = {"all": timing.calls(check, level)}
    subjects.update({rule: timing.calls(check, level, [rule]) for rule in RULES})
    return _interleaved(subjects, timing.Timer(repeats, min_seconds)), counts


def _register_rules(n: int) -> None:
    def timer_for(config: Config) -> Tuple[int, float]:
        # At 1e4 one check(level) takes tens of seconds: three single calls, no warm-up.
        return (3, 0.0) if n >= 10**4 else (config.timer.repeats, config.timer.min_seconds)

    def all_rules(config: Config) -> Measured:
        t, counts = _rule_times(n, *timer_for(config))
        found = ", ".join(f"{rule} {k}" for rule, k in counts.items() if k)
        return Measured(f"{n:,}", t["all"], None, f"{_per_collider(t['all'], n)}; "
                        f"findings: {found or 'none'}")

    CASES.append(Case(f"check(level), all rules, tile level of N = {n:.0e}", "(report only)",
                      INFO, None, all_rules))
    for rule in RULES:
        def one_rule(config: Config, rule: str = rule) -> Measured:
            t, _ = _rule_times(n, *timer_for(config))
            return Measured(f"{n:,}", t[rule], None, f"{_per_collider(t[rule], n)}; "
                            f"{t[rule] / t['all']:.0%} of check(level)'s (its Scene included)")

        CASES.append(Case(f"check(level, ['{rule}']), tile level of N = {n:.0e}",
                          "(report only)", INFO, None, one_rule))


for _n in (10**2, 10**3, 10**4):
    _register_rules(_n)


# ---- case 3: 1,000 small Tiled maps on 2 processes against 1 -----------------------------------
# The writers are those of tests/tiled_maps.py (JSON maps as Tiled saves them), cut down.


def _obj(id: int, x: float, y: float, w: float = 0, h: float = 0, **extra: Any) -> Dict[str, Any]:
    out = {"id": id, "name": "", "type": extra.pop("type", ""), "x": x, "y": y, "width": w,
           "height": h, "rotation": extra.pop("rotation", 0), "visible": True}
    if "polygon" in extra:
        extra["polygon"] = [{"x": px, "y": py} for px, py in extra["polygon"]]
    out.update(extra)
    return out


def _layer(id: int, name: str, **content: Any) -> Dict[str, Any]:
    kind = "objectgroup" if "objects" in content else "tilelayer"
    return {"id": id, "name": name, "type": kind, "x": 0, "y": 0, "opacity": 1, "visible": True,
            **({"draworder": "topdown"} if kind == "objectgroup" else {}), **content}


def _tileset(size: int = 16) -> Dict[str, Any]:
    """An embedded tileset whose tile 0 is solid (one full-tile rectangle)."""
    return {"firstgid": 1, "columns": 4, "image": "tiles.png", "imagewidth": 4 * size,
            "imageheight": 2 * size, "margin": 0, "name": "tiles", "spacing": 0,
            "tilecount": 8, "tilewidth": size, "tileheight": size,
            "tiles": [{"id": 0, "objectgroup": {"draworder": "index", "id": 2, "name": "",
                                                 "opacity": 1, "type": "objectgroup",
                                                 "visible": True, "x": 0, "y": 0,
                                                 "objects": [_obj(1, 0, 0, size, size)]}}]}


def write_small_map(path: Path, n: int, rng: np.random.Generator) -> Path:
    """A map of about n colliders: a tile layer (border, platforms), a few props (rotated
    boxes, round posts, triangles) in an object layer, a spawn and a goal."""
    side, cells = tile_cells(n - n // 10, rng)
    data = [0] * (side * side)
    for c, r in cells:
        data[r * side + c] = 1
    props = []
    for k in range(n // 10):
        x, y = rng.integers(2, side - 2, 2) * TILE
        props.append((_obj(10 + k, x + 4, y + 4, 8, 3, rotation=float(rng.uniform(0, 90))),
                      _obj(10 + k, x + 3, y + 3, 10, 10, ellipse=True),
                      _obj(10 + k, x + 8, y + 2, polygon=[(0, 0), (6, 11), (-6, 11)]))[k % 3])
    markers = [_obj(1, 1.5 * TILE, (side - 3) * TILE, 14, 28, type="spawn"),
               _obj(2, (side - 2.5) * TILE, 2 * TILE, 8, 8, type="goal")]
    layers = [_layer(1, "ground", width=side, height=side, data=data),
              _layer(2, "props", objects=props), _layer(3, "markers", objects=markers)]
    path.write_text(json.dumps({
        "compressionlevel": -1, "width": side, "height": side, "infinite": False,
        "orientation": "orthogonal", "renderorder": "right-down", "tiledversion": "1.10.2",
        "tilewidth": 16, "tileheight": 16, "type": "map", "version": "1.10",
        "nextlayerid": 4, "nextobjectid": 10 + n, "layers": layers, "tilesets": [_tileset()],
        "properties": []}))
    return path


def _outcomes(results: list) -> list:
    return [(r.path, r.error, [f.to_dict() for f in r.findings]) for r in results]


def _min_time(fn: Callable[[], Any], times: int = 5) -> float:
    best = math.inf
    for _ in range(times):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def _children_cpu() -> float:
    """CPU seconds (user + system) of this process's finished children so far."""
    import resource

    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _many_levels(config: Config) -> Measured:
    count = 1000
    with tempfile.TemporaryDirectory(prefix="collide2d-levels-") as folder:
        rng = np.random.default_rng(7)
        paths = [str(write_small_map(Path(folder) / f"level-{k:04}.tmj",
                                     int(rng.integers(50, 201)), rng)) for k in range(count)]
        one = check_many(paths, jobs=1)
        # The workers' CPU time against the wall time: the CPUs the 2 workers actually got
        # (fewer than 2 when other processes compete for the cores).
        cpu, wall = _children_cpu(), time.perf_counter()
        two = check_many(paths, jobs=2)
        cpu, wall = _children_cpu() - cpu, time.perf_counter() - wall
        if _outcomes(one) != _outcomes(two):
            raise Disagreement("check_many: the findings of jobs=2 differ from those of jobs=1")
        colliders = sum(r.colliders for r in one)
        # Process start-up: a pool of 2 for two levels, against the same two in this process.
        start_up = (_min_time(lambda: check_many(paths[:2], jobs=2))
                    - _min_time(lambda: check_many(paths[:2], jobs=1)))
        # Each call takes seconds: three interleaved repeats of one call each.
        t = _interleaved({"two": timing.calls(functools.partial(check_many, paths, jobs=2)),
                          "one": timing.calls(functools.partial(check_many, paths, jobs=1))},
                         timing.Timer(3, 0.0))
    errors = sum(r.error is not None for r in one)
    return Measured(f"{count:,} maps", t["two"], t["one"],
                    f"{colliders / count:.0f} colliders a map on average, {errors} maps failed "
                    f"to load; jobs=1: {t['one'] / count * 1e3:.1f} ms a map (load + check); "
                    f"starting the 2-process pool costs about {start_up * 1e3:.0f} ms (spawn); "
                    f"jobs=2's workers got {cpu / wall:.2f} CPUs on average (load average "
                    f"{os.getloadavg()[0]:.2f} after the run)")


CASES.append(Case("check_many(1,000 small maps, jobs=2)", "the same, jobs=1", FASTER, 1.8,
                  _many_levels))
