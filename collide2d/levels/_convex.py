"""Convex pieces for level geometry: concave polygons split into convex parts, and
ellipses approximated by convex polygons, both in the form ``collide2d.Polygon`` accepts.

Every side-of-a-line decision is exact (a floating-point filter, then rational arithmetic
when the filter cannot decide), so integer and dyadic coordinates, which Tiled maps are
made of, never meet a rounding-dependent answer.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Iterable, List, Sequence, Tuple

Point = Tuple[float, float]

# Shewchuk's error bound for the orientation determinant evaluated in doubles ("Adaptive
# Precision Floating-Point Arithmetic and Fast Robust Geometric Predicates", ccwerrboundA).
_EPS = 2.0**-53
_ORIENT_BOUND = (3.0 + 16.0 * _EPS) * _EPS
# Below this the products may have underflowed, which the relative bound does not cover.
_TINY = 2.0**-900
# Enough for 0.05 px up to radius 10 000 px; refusing beyond keeps a typo in a tolerance
# from building a polygon that slows every query it takes part in.
_MAX_ELLIPSE_VERTICES = 1024


def _orient(a: Point, b: Point, c: Point) -> int:
    """The sign of the cross product (b - a) x (c - a): 1 left turn, -1 right, 0 collinear."""
    left = (b[0] - a[0]) * (c[1] - a[1])
    right = (b[1] - a[1]) * (c[0] - a[0])
    det = left - right
    bound = _ORIENT_BOUND * (abs(left) + abs(right))
    # NaN or infinite intermediates fail the comparison and fall through to the exact path.
    if bound > _TINY and abs(det) > bound:
        return 1 if det > 0 else -1
    ax, ay = Fraction(a[0]), Fraction(a[1])
    exact = ((Fraction(b[0]) - ax) * (Fraction(c[1]) - ay)
             - (Fraction(b[1]) - ay) * (Fraction(c[0]) - ax))
    return (exact > 0) - (exact < 0)


def _reverses(a: Point, b: Point, c: Point) -> bool:
    """For collinear a, b, c: whether the path a -> b -> c turns back at b."""
    dot = (Fraction(b[0]) - Fraction(a[0])) * (Fraction(c[0]) - Fraction(b[0])) + (
        Fraction(b[1]) - Fraction(a[1])) * (Fraction(c[1]) - Fraction(b[1]))
    return dot < 0


def _within_box(a: Point, b: Point, p: Point) -> bool:
    """For p collinear with a and b: whether p lies on the closed segment ab."""
    return (min(a[0], b[0]) <= p[0] <= max(a[0], b[0])
            and min(a[1], b[1]) <= p[1] <= max(a[1], b[1]))


def _segments_meet(p: Point, q: Point, r: Point, s: Point) -> str | None:
    """'cross' when closed segments pq and rs cross, 'touch' when they only touch, else None."""
    if (max(p[0], q[0]) < min(r[0], s[0]) or max(r[0], s[0]) < min(p[0], q[0])
            or max(p[1], q[1]) < min(r[1], s[1]) or max(r[1], s[1]) < min(p[1], q[1])):
        return None
    d1, d2 = _orient(r, s, p), _orient(r, s, q)
    d3, d4 = _orient(p, q, r), _orient(p, q, s)
    if d1 * d2 < 0 and d3 * d4 < 0:
        return "cross"
    if ((d1 == 0 and _within_box(r, s, p)) or (d2 == 0 and _within_box(r, s, q))
            or (d3 == 0 and _within_box(p, q, r)) or (d4 == 0 and _within_box(p, q, s))):
        return "touch"
    return None


def _read(points: Iterable[Sequence[float]]) -> List[Tuple[int, Point]]:
    """The vertices as float pairs, each with its index in the caller's list."""
    read = []
    for i, p in enumerate(points):
        try:
            x, y = p
            x, y = float(x), float(y)
        except (TypeError, ValueError):
            raise ValueError(f"vertex {i} is not an (x, y) pair: {p!r}") from None
        if math.isnan(x) or math.isnan(y):
            raise ValueError(f"vertex {i} is NaN: ({x!r}, {y!r})")
        if math.isinf(x) or math.isinf(y):
            raise ValueError(f"vertex {i} is infinite: ({x!r}, {y!r})")
        read.append((i, (x, y)))
    return read


def _drop_straight(pts: List[Point]) -> List[Point]:
    # Dropping a straight vertex leaves its neighbours on the same line, so judging every
    # vertex against its original neighbours in one pass is enough.
    n = len(pts)
    return [pts[k] for k in range(n) if _orient(pts[k - 1], pts[k], pts[(k + 1) % n]) != 0]


def _check_simple(verts: List[Tuple[int, Point]]) -> None:
    """Raise ValueError unless the outline (no consecutive repeats) is a simple closed curve."""
    n = len(verts)
    pts = [p for _, p in verts]
    for k in range(n):
        a, b, c = pts[k - 1], pts[k], pts[(k + 1) % n]
        if _orient(a, b, c) == 0 and _reverses(a, b, c):
            raise ValueError(f"polygon outline doubles back on itself at vertex {verts[k][0]}")
    for i in range(n):
        for j in range(i + 2, n):
            if i == 0 and j == n - 1:
                continue  # the first and last edges share vertex 0
            how = _segments_meet(pts[i], pts[(i + 1) % n], pts[j], pts[(j + 1) % n])
            if how:
                raise ValueError(f"polygon edges {verts[i][0]} and {verts[j][0]} {how} "
                                 "(edge i joins vertex i to the next)")


def _ear_clip(pts: List[Point]) -> Tuple[List[List[int]], List[Tuple[int, int]]]:
    """Triangles (vertex indices, counter-clockwise) and the diagonals between them."""
    remaining = list(range(len(pts)))
    triangles: List[List[int]] = []
    diagonals: List[Tuple[int, int]] = []
    k = 0
    while len(remaining) > 3:
        m = len(remaining)
        for step in range(m):
            at = (k + step) % m
            u, v, w = remaining[at - 1], remaining[at], remaining[(at + 1) % m]
            # Straight vertices appear as ears are cut; their triangles have no area.
            if _orient(pts[u], pts[v], pts[w]) <= 0:
                continue
            # Closed triangle: a vertex on the new edge u-w would pinch the rest.
            if any(_orient(pts[u], pts[v], pts[x]) >= 0 and _orient(pts[v], pts[w], pts[x]) >= 0
                   and _orient(pts[w], pts[u], pts[x]) >= 0
                   for x in remaining if x not in (u, v, w)):
                continue
            triangles.append([u, v, w])
            diagonals.append((u, w))
            del remaining[at]
            k = at % (m - 1)
            break
        else:  # a simple polygon always has an ear (Meisters), so this is a bug
            raise RuntimeError("ear clipping found no ear in a polygon checked to be simple")
    triangles.append(remaining)
    return triangles, diagonals


def _has_edge(part: List[int], a: int, b: int) -> bool:
    return any(part[k - 1] == a and part[k] == b for k in range(len(part)))


def _rotated(part: List[int], start: int) -> List[int]:
    at = part.index(start)
    return part[at:] + part[:at]


def _merge(pts: List[Point], parts: List[List[int]], diagonals: List[Tuple[int, int]]) -> None:
    """Hertel-Mehlhorn: remove each diagonal whose removal keeps both of its ends convex."""
    for a, b in diagonals:
        i = next(k for k, part in enumerate(parts) if _has_edge(part, a, b))
        j = next(k for k, part in enumerate(parts) if _has_edge(part, b, a))
        first, second = _rotated(parts[i], b), _rotated(parts[j], a)  # [b .. a], [a .. b]
        # A straight angle (orientation 0) is still convex; such vertices are dropped later.
        if (_orient(pts[first[-2]], pts[a], pts[second[1]]) >= 0
                and _orient(pts[second[-2]], pts[b], pts[first[1]]) >= 0):
            parts[i] = first + second[1:-1]
            del parts[j]


def convex_parts(points: Iterable[Sequence[float]]) -> List[List[Point]]:
    """Split a simple polygon into convex parts that ``collide2d.Polygon`` accepts.

    ``points`` is the outline as (x, y) pairs in either winding, possibly concave. Repeated
    consecutive vertices (the last compared with the first) are dropped, then vertices on a
    straight line between their neighbours. The parts cover the polygon exactly and do not
    overlap: they meet only along shared diagonals, and their vertices are the input's
    vertices (as floats), so their areas sum to the polygon's exactly. Each part is listed
    counter-clockwise with at least 3 vertices and no three consecutive ones collinear. A
    convex polygon comes back as one part.

    Method: ear clipping (Eberly, *Triangulation by Ear Clipping*; an ear exists by
    Meisters, *Polygons have ears*, 1975), then Hertel & Mehlhorn's merging (*Fast
    triangulation of simple polygons*, 1983): a diagonal is removed when both of its ends
    stay convex. Every diagonal left is needed at a reflex vertex and a reflex vertex needs
    at most two, so with r reflex vertices there are at most 2r + 1 parts, at most four
    times the optimum, which is at least ceil(r/2) + 1 (Chazelle; O'Rourke, *Computational
    Geometry in C*, section 2.5). Orientation tests use Shewchuk's floating-point filter
    with an exact rational fallback, so the answers are exact for any finite input.

    Raises ValueError for a non-finite coordinate, fewer than 3 distinct vertices, zero
    area (all vertices on one line), or an outline that is not simple: two non-adjacent
    edges that cross or touch (edge i joins vertex i to the next; of repeated vertices, the
    last one), or one that doubles back. Indices in messages are positions in ``points``.
    """
    verts = _read(points)
    # Keeping the last of each run of repeats makes edge i the input's edge from vertex i.
    distinct = [v for k, v in enumerate(verts) if v[1] != verts[(k + 1) % len(verts)][1]]
    if len(distinct) < 3:
        count = len(distinct) or min(len(verts), 1)
        raise ValueError(f"polygon needs at least 3 distinct vertices, got {count}")
    pts = [p for _, p in distinct]
    if all(_orient(pts[0], pts[1], p) == 0 for p in pts[2:]):
        raise ValueError("polygon has zero area: all its vertices lie on one line")
    _check_simple(distinct)
    twice_area = sum(Fraction(p[0]) * Fraction(q[1]) - Fraction(q[0]) * Fraction(p[1])
                     for p, q in zip(pts, pts[1:] + pts[:1]))
    if twice_area < 0:
        pts.reverse()
    pts = _drop_straight(pts)
    n = len(pts)
    if all(_orient(pts[k - 1], pts[k], pts[(k + 1) % n]) > 0 for k in range(n)):
        return [pts]
    parts, diagonals = _ear_clip(pts)
    _merge(pts, parts, diagonals)
    return [_drop_straight([pts[k] for k in part]) for part in parts]


def _hull(pts: List[Point]) -> List[Point]:
    """Andrew's monotone chain, exact predicate: counter-clockwise, no collinear vertices."""
    pts = sorted(set(pts))
    if len(pts) < 3:
        return pts
    lower: List[Point] = []
    upper: List[Point] = []
    for p in pts:
        while len(lower) >= 2 and _orient(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    for p in reversed(pts):
        while len(upper) >= 2 and _orient(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def ellipse_polygon(cx: float, cy: float, rx: float, ry: float, tolerance: float) -> List[Point]:
    """A convex polygon, counter-clockwise, within ``tolerance`` of the axis-aligned ellipse.

    The polygon is *inscribed*: its n vertices lie on the ellipse at the parameter angles
    2 pi k / n (the first at (cx + rx, cy)), so it lies inside the ellipse. The ellipse is
    the unit circle under the map diag(rx, ry); a point of a unit-circle arc is within the
    sagitta 1 - cos(pi / n) of its chord, and the map stretches that distance by at most
    R = max(rx, ry), while carrying chords to chords. So every point of the ellipse is
    within R (1 - cos(pi / n)) of the polygon's boundary, and n is the least n >= 8 for
    which that is at most ``tolerance`` less a margin for rounding the vertices (16 units
    in the last place of |cx| + |cy| + R). When rounding has made vertices collinear or
    repeated (radii within a few units in the last place of the centre), the result is their
    convex hull instead, found with exact orientation tests and listed from its leftmost
    vertex, so ``collide2d.Polygon`` always accepts it; moving points by at most the margin
    moves their hull's boundary by no more.

    Raises ValueError for a non-finite argument, a radius or tolerance that is not
    positive, a tolerance that needs more than 1024 vertices, or an ellipse too small to
    show at its position in floating point.
    """
    args = {"cx": cx, "cy": cy, "rx": rx, "ry": ry, "tolerance": tolerance}
    for name, value in args.items():
        if not math.isfinite(value):
            raise ValueError(f"ellipse_polygon(): {name} is not finite: {value!r}")
    for name in ("rx", "ry", "tolerance"):
        if not args[name] > 0:
            raise ValueError(f"ellipse_polygon(): {name} must be positive, got {args[name]!r}")
    radius = max(rx, ry)
    budget = tolerance - 16 * 2.0**-52 * (abs(cx) + abs(cy) + radius)

    def sagitta(n: int) -> float:
        return radius * 2 * math.sin(math.pi / (2 * n)) ** 2  # 1 - cos without cancellation

    if budget <= 0 or sagitta(_MAX_ELLIPSE_VERTICES) > budget:
        best = sagitta(_MAX_ELLIPSE_VERTICES) + (tolerance - budget)
        raise ValueError(f"ellipse_polygon(): tolerance {tolerance!r} is too small for radius "
                         f"{radius!r}: {_MAX_ELLIPSE_VERTICES} vertices come no closer than "
                         f"{best:.3g}")
    # Invert 1 - cos(x) = 2 sin(x/2)^2 for a first guess, then step past any rounding.
    ratio = min(budget / radius, 2.0)
    n = max(8, math.ceil(math.pi / (2 * math.asin(math.sqrt(ratio / 2)))) - 1)
    while sagitta(n) > budget:
        n += 1
    while n > 8 and sagitta(n - 1) <= budget:
        n -= 1
    ring = [(cx + rx * math.cos(2 * math.pi * k / n), cy + ry * math.sin(2 * math.pi * k / n))
            for k in range(n)]
    if len(set(ring)) == n and all(_orient(ring[k - 1], ring[k], ring[(k + 1) % n]) > 0
                                   for k in range(n)):
        return ring
    hull = _hull(ring)
    if len(hull) < 3:
        raise ValueError(f"ellipse_polygon(): radii {rx!r}, {ry!r} are too small to show "
                         f"at ({cx!r}, {cy!r}) in floating point")
    return hull
