"""The convex-polygon benchmark cases, each one row of the table, in the pattern of
:mod:`benchmarks.aabb`: ours and the anchor first give the same answers on the data, then
are timed with :func:`timing.compare` (medians of interleaved repeats).

Anchors: shapely 2's vectorised ``intersects`` on the same polygons (GEOS), and pymunk's
``Shape.shapes_collide`` (Chipmunk2D's GJK/EPA collision of two shapes, without stepping
a space) for one pair at a time.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

import numpy as np

from collide2d import Polygon, PolygonArray

from . import timing
from .aabb import Case, Config, Measured, NotInstalled, _shapely, _share, check
from .data import WORLD, _read_only
from .report import FASTER, INFO

CASES: list[Case] = []
SIDES = 8


def case(what: str, anchor: str, kind: str = INFO, target: float | None = None):
    def register(measure: Callable[[Config], Measured]) -> Callable[[Config], Measured]:
        CASES.append(Case(what, anchor, kind, target, measure))
        return measure

    return register


def _regular(rng, centres: np.ndarray) -> np.ndarray:
    """An (n * SIDES, 2) vertex array: a regular SIDES-gon of radius 0.5-2 around each
    centre, turned at random, counter-clockwise."""
    n = centres.shape[0]
    radius = rng.uniform(0.5, 2.0, size=(n, 1))
    turn = rng.uniform(0, 2 * np.pi, size=(n, 1)) + 2 * np.pi * np.arange(SIDES) / SIDES
    x = centres[:, :1] + radius * np.cos(turn)
    y = centres[:, 1:] + radius * np.sin(turn)
    return np.stack([x, y], axis=-1).reshape(-1, 2)


@cache
def octagon_pairs(n: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``vertices``, ``other_vertices`` (n * 8, 2) and the shared ``offsets`` (n + 1,):
    octagons of radius 0.5-2, each other one's centre within 4 per axis (about 30 %
    overlap)."""
    rng = np.random.default_rng(31)
    centres = rng.uniform(0.0, WORLD, size=(n, 2))
    ours = _regular(rng, centres)
    others = _regular(rng, centres + rng.uniform(-4.0, 4.0, size=(n, 2)))
    offsets = np.arange(0, SIDES * (n + 1), SIDES, dtype=np.int64)
    return _read_only(ours, others, offsets)


def _shapely_polygons(shapely, vertices: np.ndarray, n: int):
    rings = np.concatenate([vertices.reshape(n, SIDES, 2),
                            vertices.reshape(n, SIDES, 2)[:, :1]], axis=1)
    return shapely.polygons(rings)


def _octagon_columns(shapely, n: int):
    """The n octagon pairs as two frozen PolygonArrays (checked once, as shapely's
    geometries are built once) and as two arrays of shapely polygons."""
    vertices, other_vertices, offsets = octagon_pairs(n)
    return (PolygonArray(vertices, offsets).freeze(), PolygonArray(other_vertices, offsets).freeze(),
            _shapely_polygons(shapely, vertices, n), _shapely_polygons(shapely, other_vertices, n))


@case("PolygonArray.overlaps_polygon (8-gons)", "shapely.intersects", FASTER, 50)
def overlaps_vs_shapely(config: Config) -> Measured:
    shapely = _shapely()
    n = config.n
    ours, others, shapes, other_shapes = _octagon_columns(shapely, n)
    expected = shapely.intersects(shapes, other_shapes)
    check("overlaps_polygon vs shapely", ours.overlaps_polygon(others), expected, exact=True)
    mine, anchor = timing.compare(timing.calls(ours.overlaps_polygon, others),
                                  timing.calls(shapely.intersects, shapes, other_shapes),
                                  config.timer)
    note = ("pairwise, geometries built beforehand (ours: frozen PolygonArrays, checked "
            "convex once; read in place they are checked on every call, about 4x the time); "
            "shapely counts touching, the random data never touches; "
            + _share(expected, "overlap"))
    return Measured(f"{n:,}", mine, anchor, note)


def _pymunk():
    try:
        import pymunk
    except ImportError:
        raise NotInstalled("pymunk") from None
    return pymunk


def _scalar_pair(pymunk):
    """One overlapping pair of 8-gons, as collide2d Polygons and as pymunk Polys (static
    bodies in a space, so shapes_collide has their world vertices)."""
    vertices, other_vertices, offsets = octagon_pairs(1000)
    overlapping = PolygonArray(vertices, offsets).overlaps_polygon(
        PolygonArray(other_vertices, offsets))
    i = int(np.flatnonzero(overlapping)[0])
    a = [tuple(v) for v in vertices[8 * i:8 * i + 8]]
    b = [tuple(v) for v in other_vertices[8 * i:8 * i + 8]]
    space = pymunk.Space()
    shapes = []
    for verts in (a, b):
        body = pymunk.Body(body_type=pymunk.Body.STATIC)
        shape = pymunk.Poly(body, verts)
        space.add(body, shape)
        shapes.append(shape)
    return Polygon(a), Polygon(b), shapes[0], shapes[1]


def _check_against_pymunk(pa, pb, ma, mb) -> None:
    hit, contact = pa.intersect_polygon(pb), ma.shapes_collide(mb)
    check("overlaps_polygon vs pymunk", pa.overlaps_polygon(pb), bool(contact.points),
          exact=True)
    depth = -min(p.distance for p in contact.points)
    # The same minimum translation: Chipmunk's EPA depth and normal, to its tolerance.
    check("intersect_polygon depth vs pymunk", np.hypot(*hit.delta), depth)
    if not np.allclose(tuple(hit.normal), tuple(contact.normal), atol=1e-9):
        raise AssertionError(f"normals differ: ours {hit.normal}, pymunk {contact.normal}")


def _scalar(config: Config, method) -> Measured:
    pymunk = _pymunk()
    pa, pb, ma, mb = _scalar_pair(pymunk)
    _check_against_pymunk(pa, pb, ma, mb)
    mine, anchor = timing.compare(timing.calls_unrolled(method, pa, pb),
                                  timing.calls_unrolled(type(ma).shapes_collide, ma, mb),
                                  config.timer)
    note = (f"one overlapping pair per call: ours {mine * 1e9:.0f} ns, "
            f"pymunk {pymunk.version} {anchor * 1e9:.0f} ns (contact points included)")
    return Measured("1", mine, anchor, note)


@case("Polygon.overlaps_polygon (8-gons)", "pymunk shapes_collide", FASTER, 10)
def scalar_overlaps_vs_pymunk(config: Config) -> Measured:
    return _scalar(config, Polygon.overlaps_polygon)


@case("Polygon.intersect_polygon (8-gons)", "pymunk shapes_collide", FASTER, 10)
def scalar_intersect_vs_pymunk(config: Config) -> Measured:
    return _scalar(config, Polygon.intersect_polygon)


@case("PolygonArray.distance_polygon (8-gons)", "shapely.distance", FASTER, 20)
def distance_vs_shapely(config: Config) -> Measured:
    shapely = _shapely()
    n = config.n
    ours, others, shapes, other_shapes = _octagon_columns(shapely, n)
    expected = shapely.distance(shapes, other_shapes)
    # shapely's distance is 0 for overlapping pairs; ours is then minus the depth.
    check("distance_polygon vs shapely", np.maximum(ours.distance_polygon(others).distance, 0.0),
          expected)
    mine, anchor = timing.compare(timing.calls(ours.distance_polygon, others),
                                  timing.calls(shapely.distance, shapes, other_shapes),
                                  config.timer)
    note = ("pairwise, geometries built beforehand; ours also gives the closest points, the "
            "normal and, overlapping, the depth; " + _share(expected == 0, "overlap"))
    return Measured(f"{n:,}", mine, anchor, note)
