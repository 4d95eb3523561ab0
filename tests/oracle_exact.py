"""Exact answers with Fraction, and tie detection, for the oracle suites.
"""

from __future__ import annotations

from fractions import Fraction

from hypothesis import assume

from oracle_checks import fcross, fdot, fnorm, fr, fsub, fvec, near_zero

# --------------------------------------------------------------------------
# Exact answers with Fraction, and tie detection
# --------------------------------------------------------------------------


def exact_within(dist2: Fraction, radius: Fraction):
    """``dist^2 < R^2`` exactly; a tie when ``|dist^2 - R^2| <= 1e-9 (dist^2 + R^2)``."""
    r2 = radius * radius
    return dist2 < r2, near_zero(dist2 - r2, dist2 + r2)


def exact_circle_point(circle, point):
    c = fvec(circle)
    return exact_within(fdot(fsub(fvec(point), c), fsub(fvec(point), c)), fr(circle[2]))


def exact_circle_circle(circle, other):
    d = fsub(fvec(other), fvec(circle))
    return exact_within(fdot(d, d), fr(circle[2]) + fr(other[2]))


def exact_box_circle(box, circle):
    """The page's clamp semantics in exact arithmetic: outside the box, a hit iff
    the distance to the box is < r; inside or on the boundary, iff r > 0 or
    strictly inside.  Ties (S bounds every coordinate of the example): the
    centre within 1e-9 S of an edge line (the clamp's region could change), or
    outside with ``|dist^2 - r^2| <= 1e-9 (S^2 + r^2)``."""
    bx, by, hx, hy = map(fr, box)
    cx, cy, r = map(fr, circle)
    lo = (bx - hx, by - hy)
    hi = (bx + hx, by + hy)
    q = (min(max(cx, lo[0]), hi[0]), min(max(cy, lo[1]), hi[1]))
    d = (cx - q[0], cy - q[1])
    scale = max(abs(bx) + hx, abs(by) + hy, abs(cx), abs(cy), r)
    edge_tie = any(near_zero(v - e, scale) for v, e in
                   ((cx, lo[0]), (cx, hi[0]), (cy, lo[1]), (cy, hi[1])))
    if d != (0, 0):
        dist2 = fdot(d, d)
        return dist2 < r * r, edge_tie or near_zero(dist2 - r * r, scale * scale + r * r)
    strictly_inside = lo[0] < cx < hi[0] and lo[1] < cy < hi[1]
    return r > 0 or strictly_inside, edge_tie


def _segment_disc_scale(f, g, r):
    return max(fdot(f, f), fdot(g, g), r * r)


def exact_segment_circle(circle, p0, d):
    """The closed segment ``p0 + t d``, t in [0, 1], meets the open disc: the
    minimum of ``q(t) = |f + t d|^2 - r^2`` over [0, 1] is < 0.  Ties, with
    ``S^2 = max(|f|^2, |g|^2, r^2)`` (f, g the ends relative to the centre):
    ``|q(0)|`` or ``|q(1)| <= 1e-9 S^2`` (an end on the circle) or
    ``|disc| <= 1e-9 a S^2`` (tangent)."""
    c = fvec(circle)
    r = fr(circle[2])
    f = fsub(p0, c)
    g = (f[0] + d[0], f[1] + d[1])
    a = fdot(d, d)
    h = fdot(d, f)
    k = fdot(f, f) - r * r
    q1 = fdot(g, g) - r * r
    scale2 = _segment_disc_scale(f, g, r)
    tie = near_zero(k, scale2) or near_zero(q1, scale2) or near_zero(h * h - a * k, a * scale2)
    if r == 0:
        return False, False
    if a == 0:
        return k < 0, tie
    t = min(max(-h / a, Fraction(0)), Fraction(1))
    return a * t * t + 2 * h * t + k < 0, tie


def _cmp_sqrt(disc: Fraction, x: Fraction) -> int:
    """Sign of ``sqrt(disc) - x`` for ``disc >= 0``, exactly."""
    if x < 0:
        return 1
    diff = disc - x * x
    return (diff > 0) - (diff < 0)


def exact_line_points(center, radius, p1, p2, segment):
    """Exact number of points where the line (segment) p1p2 meets the circle:
    0, 1 (tangent, or a zero-length line on the circle) or 2, roots kept in
    [0, 1] for a segment.  Ties as in ``exact_segment_circle``."""
    c = fvec(center)
    r = fr(radius)
    f = fsub(fvec(p1), c)
    g = fsub(fvec(p2), c)
    d = fsub(g, f)
    a = fdot(d, d)
    h = fdot(d, f)
    k = fdot(f, f) - r * r
    q1 = fdot(g, g) - r * r
    disc = h * h - a * k
    scale2 = _segment_disc_scale(f, g, r)
    end_tie = near_zero(k, scale2) or near_zero(q1, scale2)
    tie = near_zero(disc, a * scale2) or (segment and end_tie)
    if a == 0:
        return (1 if k == 0 else 0), near_zero(k, scale2)
    if disc < 0:
        return 0, tie
    if disc == 0:
        u = -h / a
        return (1 if not segment or 0 <= u <= 1 else 0), tie
    if not segment:
        return 2, tie
    # u = (-h + sqrt(disc)) / a: 0 <= u iff sqrt(disc) >= h; u <= 1 iff sqrt(disc) <= a + h.
    plus = _cmp_sqrt(disc, h) >= 0 and _cmp_sqrt(disc, a + h) <= 0
    # u = (-h - sqrt(disc)) / a: 0 <= u iff sqrt(disc) <= -h; u <= 1 iff sqrt(disc) >= -(a + h).
    minus = _cmp_sqrt(disc, -h) <= 0 and _cmp_sqrt(disc, -(a + h)) >= 0
    return int(plus) + int(minus), tie


def _line_ties(a1, a2, b1, b2):
    """Orientation ties of four points: a point within 1e-9 |u| D of the other
    line (``|cross(u, p - origin)|``), the lines within 1e-9 of parallel
    (``|cross(da, db)| <= 1e-9 |da| |db|``), or two points within 1e-9 D of each
    other; D is the extent of the four points (max norm)."""
    pts = (a1, a2, b1, b2)
    extent = max(fnorm(fsub(p, q)) for p in pts for q in pts)
    da, db = fsub(a2, a1), fsub(b2, b1)
    ties = [near_zero(fcross(da, db), fnorm(da) * fnorm(db))]
    ties += [near_zero(fcross(da, fsub(p, a1)), fnorm(da) * extent) for p in (b1, b2)]
    ties += [near_zero(fcross(db, fsub(p, b1)), fnorm(db) * extent) for p in (a1, a2)]
    ties += [near_zero(fnorm(fsub(p, q)), extent) for p in (a1, a2) for q in (b1, b2)]
    return any(ties)


def exact_line_kind(a1, a2, b1, b2, segments):
    """The kind of :func:`line_intersection` decided in exact arithmetic,
    written from the geometry (not from the oracle's branches)."""
    a1, a2, b1, b2 = map(fvec, (a1, a2, b1, b2))
    tie = _line_ties(a1, a2, b1, b2)
    da, db = fsub(a2, a1), fsub(b2, b1)

    def on(point, origin, d):  # point on the line (segment) origin + s d
        w = fsub(point, origin)
        if fcross(d, w) != 0:
            return False
        s = fdot(w, d) / fdot(d, d)
        return not segments or 0 <= s <= 1

    if da == (0, 0) and db == (0, 0):
        return ("point" if a1 == b1 else "parallel"), tie
    if da == (0, 0):
        return ("point" if on(a1, b1, db) else "parallel"), tie
    if db == (0, 0):
        return ("point" if on(b1, a1, da) else "parallel"), tie
    denom = fcross(da, db)
    if denom != 0:
        r = fsub(a1, b1)
        ua = fcross(db, r) / denom
        ub = fcross(da, r) / denom
        if segments and not (0 <= ua <= 1 and 0 <= ub <= 1):
            return "none", tie
        return "point", tie
    if fcross(db, fsub(a1, b1)) != 0:
        return "parallel", tie
    if not segments:
        return "overlap", tie
    s0 = fdot(fsub(b1, a1), da) / fdot(da, da)
    s1 = fdot(fsub(b2, a1), da) / fdot(da, da)
    lo, hi = max(Fraction(0), min(s0, s1)), min(Fraction(1), max(s0, s1))
    return ("parallel" if lo > hi else "point" if lo == hi else "overlap"), tie


def exact_segments_overlap(a1, a2, b1, b2):
    """A proper crossing (both parameters strictly inside) or a collinear
    overlap of positive length; a zero-length segment overlaps nothing."""
    kind, tie = exact_line_kind(a1, a2, b1, b2, True)
    fa1, fa2, fb1, fb2 = map(fvec, (a1, a2, b1, b2))
    da, db = fsub(fa2, fa1), fsub(fb2, fb1)
    if da == (0, 0) or db == (0, 0):
        return False, tie
    denom = fcross(da, db)
    if denom != 0:
        r = fsub(fa1, fb1)
        ua = fcross(db, r) / denom
        ub = fcross(da, r) / denom
        return (0 < ua < 1 and 0 < ub < 1), tie
    return kind == "overlap", tie


def exact_segment_box(box, p0, p1):
    """The closed segment meets the open box (noonat/intersect's slab semantics).  Returns
    ``(answer, tie, corner_tie)``.  Ties: an end point within 1e-9 S of an edge
    line (S bounds every coordinate); corner ties: the segment's line within
    1e-9 |d| S of a corner."""
    bx, by, hx, hy = map(fr, box)
    p0, p1 = fvec(p0), fvec(p1)
    d = fsub(p1, p0)
    lo, hi = (bx - hx, by - hy), (bx + hx, by + hy)
    scale = max(abs(bx) + hx, abs(by) + hy, fnorm(p0), fnorm(p1))
    ties = [near_zero(p[axis] - e, scale) for p in (p0, p1) for axis in (0, 1)
            for e in (lo[axis], hi[axis])]
    corners = [(x, y) for x in (lo[0], hi[0]) for y in (lo[1], hi[1])]
    corner_tie = any(near_zero(fcross(d, fsub(k, p0)), fnorm(d) * scale) for k in corners)
    enter, leave = Fraction(-1), Fraction(2)  # any bounds outside [0, 1]
    for axis in (0, 1):
        if d[axis] == 0:
            if not lo[axis] < p0[axis] < hi[axis]:
                return False, any(ties), corner_tie
            continue
        t_a = (lo[axis] - p0[axis]) / d[axis]
        t_b = (hi[axis] - p0[axis]) / d[axis]
        enter = max(enter, min(t_a, t_b))
        leave = min(leave, max(t_a, t_b))
    return (enter < leave and enter < 1 and leave > 0), any(ties), corner_tie


def exact_box_box(box, other):
    ax, ay, ahx, ahy = map(fr, box)
    bx, by, bhx, bhy = map(fr, other)
    px = (ahx + bhx) - abs(bx - ax)
    py = (ahy + bhy) - abs(by - ay)
    scale = max(abs(ax) + ahx, abs(ay) + ahy, abs(bx) + bhx, abs(by) + bhy)
    return px > 0 and py > 0, near_zero(px, scale) or near_zero(py, scale)


def exact_point_box(point, box):
    return exact_box_box(box, (point[0], point[1], 0.0, 0.0))


def skip_ties(family: str, tie: bool) -> None:
    """On *calm* inputs, examples within 1e-9 of a tie are skipped; on *exact*
    inputs nothing is (the float formulas must get ties right there)."""
    if family == "calm":
        assume(not tie)


