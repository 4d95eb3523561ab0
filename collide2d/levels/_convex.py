"""Convex pieces for level geometry: concave polygons split into convex parts, and
ellipses approximated by convex polygons, both in the form ``collide2d.Polygon`` accepts.

Every side-of-a-line decision is exact (a floating-point filter, then rational arithmetic
when the filter cannot decide), so integer and dyadic coordinates, which Tiled maps are
made of, never meet a rounding-dependent answer.
"""

from __future__ import annotations

import bisect
import math
from fractions import Fraction
from typing import Dict, Iterable, List, Sequence, Tuple

import numpy as np

Point = Tuple[float, float]

# Shewchuk's error bound for the orientation determinant evaluated in doubles ("Adaptive
# Precision Floating-Point Arithmetic and Fast Robust Geometric Predicates", ccwerrboundA).
_EPS = 2.0**-53
_ORIENT_BOUND = (3.0 + 16.0 * _EPS) * _EPS
# Below this the products may have underflowed, which the relative bound does not cover.
_TINY = 2.0**-900
# The largest coordinate collide2d's shapes take (C2D_COORD_LIMIT in the C core): parts
# beyond it would be refused by Polygon.
_COORD_LIMIT = 2.0**200
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
    return _exact_orient(a, b, c)


def _on_common_scale(values: Iterable[float]) -> List[int]:
    """The floats, exactly, as integers all multiplied by one power of two (the largest of
    their denominators: every float is an integer over a power of two), so a sum of
    products of two of them keeps its sign."""
    ratios = [float(v).as_integer_ratio() for v in values]
    scale = max(d for _, d in ratios)
    return [n * (scale // d) for n, d in ratios]


def _exact_orient(a: Point, b: Point, c: Point) -> int:
    """:func:`_orient` in integers (:func:`_on_common_scale`)."""
    ax, ay, bx, by, cx, cy = _on_common_scale((a[0], a[1], b[0], b[1], c[0], c[1]))
    det = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)
    return (det > 0) - (det < 0)


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
        except OverflowError:  # an int past the largest float
            raise ValueError(f"vertex {i} is infinite as a float: {p!r}") from None
        if math.isnan(x) or math.isnan(y):
            raise ValueError(f"vertex {i} is NaN: ({x!r}, {y!r})")
        if math.isinf(x) or math.isinf(y):
            raise ValueError(f"vertex {i} is infinite: ({x!r}, {y!r})")
        if abs(x) > _COORD_LIMIT or abs(y) > _COORD_LIMIT:
            raise ValueError(f"vertex {i} exceeds 2**200 in magnitude, the largest coordinate "
                             f"collide2d takes: ({x!r}, {y!r})")
        read.append((i, (x, y)))
    return read


def _twice_area_sign(pts: List[Point]) -> int:
    """The sign of the shoelace sum, exactly (in integers, :func:`_on_common_scale`)."""
    ints = _on_common_scale(v for p in pts for v in p)
    xs, ys = ints[0::2], ints[1::2]
    total = sum(x * y for x, y in zip(xs, ys[1:] + ys[:1])) - sum(
        x * y for x, y in zip(xs[1:] + xs[:1], ys))
    return (total > 0) - (total < 0)


def _drop_straight(pts: List[Point]) -> List[Point]:
    # Dropping a straight vertex leaves its neighbours on the same line, so judging every
    # vertex against its original neighbours in one pass is enough.
    n = len(pts)
    return [pts[k] for k in range(n) if _orient(pts[k - 1], pts[k], pts[(k + 1) % n]) != 0]


def _orient_signs(a: np.ndarray, b: np.ndarray, c: np.ndarray) -> Tuple[np.ndarray, np.ndarray]:
    """:func:`_orient` for rows of points (or one point against rows), where its
    floating-point filter decides: the signs, and which rows were decided (undecided rows
    need the exact test)."""
    # Overflow makes inf or NaN, which the comparisons leave undecided.
    with np.errstate(all="ignore"):
        left = (b[..., 0] - a[..., 0]) * (c[..., 1] - a[..., 1])
        right = (b[..., 1] - a[..., 1]) * (c[..., 0] - a[..., 0])
        det = left - right
        bound = _ORIENT_BOUND * (np.abs(left) + np.abs(right))
        decided = (bound > _TINY) & (np.abs(det) > bound)
    return np.sign(det), decided


# Candidate edge pairs are made in blocks of about this many, to bound the memory an
# outline whose edges all overlap in x (a long zigzag) can take.
_PAIR_BLOCK = 1 << 18


def _edge_pairs_that_may_meet(pts: List[Point]) -> np.ndarray:
    """Pairs (i, j), i < j, of non-adjacent edges (edge k joins vertex k to the next) that
    may cross or touch, sorted: a superset of the pairs that do, found by sweeping the edges'
    boxes along x and dropping the pairs the orientation filter proves apart."""
    n = len(pts)
    start = np.array(pts, dtype=np.float64)
    end = np.roll(start, -1, axis=0)
    lo, hi = np.minimum(start, end), np.maximum(start, end)
    order = np.argsort(lo[:, 0], kind="stable")
    # In x order, edge e's box meets in x those of e + 1 .. reach[e] - 1 (closed intervals).
    reach = np.searchsorted(lo[order, 0], hi[order, 0], side="right")
    counts = reach - np.arange(n) - 1
    before = np.concatenate([[0], np.cumsum(counts)])  # pairs of the edges before e
    found = []
    first = 0
    while first < n:
        last = int(np.searchsorted(before, before[first] + _PAIR_BLOCK, side="right")) - 1
        last = min(max(last, first + 1), n)
        c = counts[first:last]
        if c.sum():
            edges = np.arange(first, last)
            mine = np.repeat(edges, c)
            theirs = np.arange(int(c.sum())) + np.repeat(edges + 1 - (before[first:last]
                                                                      - before[first]), c)
            i, j = order[mine], order[theirs]
            i, j = np.minimum(i, j), np.maximum(i, j)
            near = ((lo[i, 1] <= hi[j, 1]) & (lo[j, 1] <= hi[i, 1])
                    & (j - i != 1) & (j - i != n - 1))
            i, j = i[near], j[near]
            p, q, r, t = start[i], end[i], start[j], end[j]  # edges p-q and r-t
            (d1, k1), (d2, k2) = _orient_signs(r, t, p), _orient_signs(r, t, q)
            (d3, k3), (d4, k4) = _orient_signs(p, q, r), _orient_signs(p, q, t)
            # Decided and not crossing: every sign known and non-zero, so nothing touches.
            apart = k1 & k2 & k3 & k4 & ((d1 * d2 > 0) | (d3 * d4 > 0))
            found.append(np.stack([i[~apart], j[~apart]], axis=1))
        first = last
    pairs = np.concatenate(found) if found else np.empty((0, 2), dtype=np.int64)
    return pairs[np.lexsort((pairs[:, 1], pairs[:, 0]))]


def _check_simple(verts: List[Tuple[int, Point]]) -> None:
    """Raise ValueError unless the outline (no consecutive repeats) is a simple closed curve.

    Of several faults, the one reported is the first a loop over edge pairs (i, j), i < j,
    in order would meet; only the pairs whose boxes meet are tested exactly, so an outline
    of n edges takes about n log n steps unless many edges' boxes overlap.
    """
    n = len(verts)
    pts = [p for _, p in verts]
    for k in range(n):
        a, b, c = pts[k - 1], pts[k], pts[(k + 1) % n]
        if _orient(a, b, c) == 0 and _reverses(a, b, c):
            raise ValueError(f"polygon outline doubles back on itself at vertex {verts[k][0]}")
    for i, j in _edge_pairs_that_may_meet(pts).tolist():
        how = _segments_meet(pts[i], pts[(i + 1) % n], pts[j], pts[(j + 1) % n])
        if how:
            raise ValueError(f"polygon edges {verts[i][0]} and {verts[j][0]} {how} "
                             "(edge i joins vertex i to the next)")


class _Blockers:
    """The vertices that can stop a convex vertex from being an ear: those not convex
    (reflex, or straight as ears are cut). A vertex inside an ear's closed triangle means
    one of these is inside it too (the farthest from the new edge inside it is one), so only
    they are tested. Cutting ears only turns vertices convex, so the set only shrinks.

    Kept sorted by x, so a test looks only at the blockers within the triangle's x range.
    """

    def __init__(self, pts: List[Point], ids: List[int]) -> None:
        self.pts = pts
        ids = sorted(ids, key=lambda k: pts[k][0])
        self.ids = np.array(ids, dtype=np.int64)
        self.xs = [pts[k][0] for k in ids]
        self.ys = np.array([pts[k][1] for k in ids], dtype=np.float64)
        self.xy = np.array(pts, dtype=np.float64).reshape(-1, 2)
        self.alive = np.zeros(len(pts), dtype=bool)
        self.alive[ids] = True
        self.count = len(ids)

    def drop(self, k: int) -> None:
        if self.alive[k]:
            self.alive[k] = False
            self.count -= 1

    def any_in(self, u: int, v: int, w: int) -> bool:
        """Whether a blocker other than u, v, w lies in the closed triangle u, v, w."""
        if not self.count:
            return False
        pts = self.pts
        a, b, c = pts[u], pts[v], pts[w]
        # Box tests first (comparisons are exact), then exact orientation tests.
        first = bisect.bisect_left(self.xs, min(a[0], b[0], c[0]))
        last = bisect.bisect_right(self.xs, max(a[0], b[0], c[0]))
        if first == last:
            return False
        low, high = min(a[1], b[1], c[1]), max(a[1], b[1], c[1])
        ids, ys = self.ids[first:last], self.ys[first:last]
        near = ids[(ys >= low) & (ys <= high) & self.alive[ids]]
        near = near[(near != u) & (near != v) & (near != w)]
        if len(near) <= 8:  # a few: numpy's per-call cost would outweigh the loop
            return any(_orient(a, b, pts[x]) >= 0 and _orient(b, c, pts[x]) >= 0
                       and _orient(c, a, pts[x]) >= 0 for x in near.tolist())
        # The orientation filter on all of them at once: a sign proved negative puts a
        # point outside, three proved positive inside; the rest are tested exactly.
        p = self.xy[near]
        corners = [np.array(q, dtype=np.float64) for q in (a, b, c)]
        signs = [_orient_signs(corners[k], corners[(k + 1) % 3], p) for k in range(3)]
        outside = np.zeros(len(near), dtype=bool)
        for sign, decided in signs:
            outside |= decided & (sign < 0)
        if np.any(~outside & signs[0][1] & signs[1][1] & signs[2][1]):
            return True
        for x in near[~outside].tolist():
            q = pts[x]
            if _orient(a, b, q) >= 0 and _orient(b, c, q) >= 0 and _orient(c, a, q) >= 0:
                return True
        return False


def _ear_clip(pts: List[Point]) -> Tuple[List[List[int]], List[Tuple[int, int]]]:
    """Triangles (vertex indices, counter-clockwise) and the diagonals between them.

    Ears are kept in a sorted list and the next one cut is the first at or after the last
    cut's following vertex, going round: the order a scan of the outline would cut them in,
    without scanning. Cutting an ear changes only its two neighbours' angles, so only they
    are tested again; when no ear is listed (a vertex whose blocker has turned convex may
    have become one unseen), every vertex is tested again.
    """
    n = len(pts)
    prev = [n - 1] + list(range(n - 1))
    nxt = list(range(1, n)) + [0]

    def angle(k: int) -> int:
        return _orient(pts[prev[k]], pts[k], pts[nxt[k]])

    blockers = _Blockers(pts, [k for k in range(n) if angle(k) <= 0])

    def is_ear(k: int) -> bool:
        # Straight vertices appear as ears are cut; their triangles have no area. The
        # triangle is closed: a vertex on the new edge would pinch the rest.
        return angle(k) > 0 and not blockers.any_in(prev[k], k, nxt[k])

    def all_ears() -> List[int]:
        out, k = [], first
        for _ in range(remaining):
            if is_ear(k):
                out.append(k)
            k = nxt[k]
        return sorted(out)

    first, remaining = 0, n
    ears = all_ears()
    triangles: List[List[int]] = []
    diagonals: List[Tuple[int, int]] = []
    cursor = 0
    while remaining > 3:
        if not ears:
            ears = all_ears()
            if not ears:  # a simple polygon always has an ear (Meisters), so this is a bug
                raise RuntimeError("ear clipping found no ear in a polygon checked to be simple")
        at = bisect.bisect_left(ears, cursor)
        v = ears.pop(at if at < len(ears) else 0)
        u, w = prev[v], nxt[v]
        triangles.append([u, v, w])
        diagonals.append((u, w))
        nxt[u], prev[w] = w, u
        remaining -= 1
        if first == v:
            first = w
        cursor = w
        for k in (u, w):
            if angle(k) > 0:
                blockers.drop(k)
            listed = bisect.bisect_left(ears, k)
            was = listed < len(ears) and ears[listed] == k
            now = is_ear(k)
            if was and not now:
                del ears[listed]
            elif now and not was:
                ears.insert(listed, k)
    triangles.append([prev[first], first, nxt[first]])
    return triangles, diagonals


def _merge(pts: List[Point], parts: List[List[int]],
           diagonals: List[Tuple[int, int]]) -> List[List[int]]:
    """Hertel-Mehlhorn: remove each diagonal whose removal keeps both of its ends convex.

    The parts' outlines are kept as half-edges: ``after[(a, b)]`` is the vertex that follows
    edge a -> b in its part, ``before[(a, b)]`` the one before a, so a removal is a few
    dictionary updates. Returns the parts, in the order of their first triangle.
    """
    after: Dict[Tuple[int, int], int] = {}
    before: Dict[Tuple[int, int], int] = {}
    for part in parts:
        m = len(part)
        for k in range(m):
            a, b = part[k], part[(k + 1) % m]
            after[(a, b)], before[(a, b)] = part[(k + 2) % m], part[k - 1]
    for a, b in diagonals:
        # This part: p -> a -> b -> q; the other: s -> b -> a -> t.
        p, q = before[(a, b)], after[(a, b)]
        s, t = before[(b, a)], after[(b, a)]
        # A straight angle (orientation 0) is still convex; such vertices are dropped later.
        if _orient(pts[p], pts[a], pts[t]) >= 0 and _orient(pts[s], pts[b], pts[q]) >= 0:
            del after[(a, b)], before[(a, b)], after[(b, a)], before[(b, a)]
            after[(p, a)], before[(a, t)] = t, p
            after[(s, b)], before[(b, q)] = q, s
    out = []
    for part in parts:
        for k in range(len(part)):
            edge = (part[k], part[(k + 1) % len(part)])
            if edge not in after:
                continue
            cycle = [edge[0]]
            while True:  # walk the part's outline, removing its edges as they are seen
                nxt_vertex = after.pop(edge)
                if edge[1] == cycle[0]:
                    break
                cycle.append(edge[1])
                edge = (edge[1], nxt_vertex)
            out.append(cycle)
    return out


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

    Raises ValueError for a coordinate not finite or past 2**200 in magnitude (what
    ``collide2d.Polygon`` takes), fewer than 3 distinct vertices, zero
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
    if _twice_area_sign(pts) < 0:
        pts.reverse()
    pts = _drop_straight(pts)
    n = len(pts)
    if all(_orient(pts[k - 1], pts[k], pts[(k + 1) % n]) > 0 for k in range(n)):
        return [pts]
    triangles, diagonals = _ear_clip(pts)
    return [_drop_straight([pts[k] for k in part]) for part in _merge(pts, triangles, diagonals)]


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
