"""Rows of every shape kind as hypothesis strategies, the scalar shapes made from them,
and their cores as shapely 2 geometries: shared by the suites of the queries that take
any two kinds (distances, contact manifolds)."""

from __future__ import annotations

import math

import shapely
from hypothesis import assume
from hypothesis import strategies as st
from shape_checks import make

from collide2d import OBB, Polygon

tie = st.integers(-12, 12).map(lambda v: v / 4)
free = st.floats(-8, 8, allow_nan=False)
coord = tie | free
size = st.integers(0, 8).map(lambda v: v / 4) | st.floats(0, 4, allow_nan=False)
angle = st.integers(-4, 4).map(lambda k: k * (math.pi / 2)) | st.floats(-7, 7)


def hull_of(points):
    try:
        return tuple((v.x, v.y) for v in Polygon.hull(points).vertices)
    except ValueError:
        return None


@st.composite
def row(draw, kind, c=coord, z=size):
    if kind == "point":
        return (draw(c), draw(c))
    if kind == "segment":
        return tuple(draw(c) for _ in range(4))
    if kind == "circle":
        return (draw(c), draw(c), draw(z))
    if kind == "capsule":
        return (draw(c), draw(c), draw(c), draw(c), draw(z))
    if kind == "aabb":
        return (draw(c), draw(c), draw(z), draw(z))
    if kind == "obb":
        return (draw(c), draw(c), draw(z), draw(z), draw(angle))
    points = draw(st.lists(st.tuples(c, c), min_size=3, max_size=8))
    vertices = hull_of(points)
    assume(vertices is not None)
    return vertices


def shape(kind, r):
    return Polygon(r) if kind == "polygon" else make(kind, r)


def core(kind, r):
    """The shape's core as a shapely geometry, and its radius."""
    if kind == "point":
        return shapely.Point(r), 0.0
    if kind in ("segment", "capsule"):
        a, b = r[:2], r[2:4]
        g = shapely.Point(a) if a == b else shapely.LineString([a, b])
        return g, (r[4] if kind == "capsule" else 0.0)
    if kind == "circle":
        return shapely.Point(r[:2]), r[2]
    if kind == "aabb":
        x0, y0, x1, y1 = r[0] - r[2], r[1] - r[3], r[0] + r[2], r[1] + r[3]
        if r[2] > 0 and r[3] > 0:
            return shapely.box(x0, y0, x1, y1), 0.0
        return (shapely.LineString([(x0, y0), (x1, y1)]) if (r[2] or r[3])
                else shapely.Point(r[:2])), 0.0
    if kind == "obb":
        o = OBB(r[:2], r[2:4], r[4])
        pts = [(v.x, v.y) for v in o.corners]
        if r[2] > 0 and r[3] > 0:
            return shapely.Polygon(pts), 0.0
        return shapely.LineString([pts[0], pts[2]]) if (r[2] or r[3]) else \
            shapely.Point(r[:2]), 0.0
    return shapely.Polygon(r), 0.0


smooth = st.floats(-6, 6, allow_nan=False).map(lambda v: round(v * 2**20) / 2**20)
positive = st.floats(0.05, 3).map(lambda v: round(v * 2**20) / 2**20)


def moved(kind, r, v):
    """Row r of `kind` translated by v."""
    if kind == "polygon":
        return tuple((x + v[0], y + v[1]) for x, y in r)
    if kind in ("capsule", "segment"):
        return (r[0] + v[0], r[1] + v[1], r[2] + v[0], r[3] + v[1], *r[4:])
    return (r[0] + v[0], r[1] + v[1], *r[2:])
