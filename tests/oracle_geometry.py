"""Families of inputs for the oracle suites: geometry on small dyadic numbers (where ties are
exact), mapped to the floats of a test case.
"""

from __future__ import annotations

from dataclasses import dataclass

from hypothesis import strategies as st

import strategies as S

# --------------------------------------------------------------------------
# Families of inputs: every builder draws geometry on small dyadic numbers
# (where ties are exact) and a Family maps it to the floats of a test case.
# --------------------------------------------------------------------------


def quarters(lo: int, hi: int):
    return st.integers(lo * 4, hi * 4).map(lambda k: k / 4)


@dataclass
class Family:
    """How the exact geometry of a builder becomes float inputs.

    ``exact``: unchanged.  ``calm``: every number multiplied by ``scale``
    (a float in [0.3, 3] times 1, 2**-40 or 2**100), coordinates translated by
    ``(tx, ty)``, and each number jittered by a relative ``0``, ``+-1e-8``,
    ``+-1e-5`` or ``+-1e-2`` so that near-ties on both sides of 1e-9 occur.
    """

    name: str
    scale: float = 1.0
    tx: float = 0.0
    ty: float = 0.0

    def _jitter(self, draw, v: float) -> float:
        if self.name == "exact":
            return v
        j = draw(st.sampled_from([0.0, 0.0, 1e-8, -1e-8, 1e-5, -1e-5, 1e-2, -1e-2]))
        return (v * self.scale) * (1.0 + j)

    def x(self, draw, v: float) -> float:
        return self._jitter(draw, v) + self.tx

    def y(self, draw, v: float) -> float:
        return self._jitter(draw, v) + self.ty

    def size(self, draw, v: float) -> float:
        return self._jitter(draw, v)

    def vec(self, draw, v: float) -> float:
        return self._jitter(draw, v)

    def point(self, draw, p):
        return (self.x(draw, p[0]), self.y(draw, p[1]))

    def motion(self, draw, d):
        return (self.vec(draw, d[0]), self.vec(draw, d[1]))

    def circle(self, draw, c):
        return (self.x(draw, c[0]), self.y(draw, c[1]), self.size(draw, c[2]))

    def box(self, draw, b):
        return (self.x(draw, b[0]), self.y(draw, b[1]),
                self.size(draw, b[2]), self.size(draw, b[3]))


@st.composite
def families(draw, exact_only: bool = False):
    if exact_only or draw(st.booleans()):
        return Family("exact")
    scale = draw(st.floats(0.3, 3.0)) * draw(st.sampled_from([1.0, 1.0, 2.0**-40, 2.0**100]))
    calm = st.one_of(st.just(0.0), st.floats(-1e3, 1e3).filter(lambda v: v == 0 or abs(v) > 1e-3))
    return Family("calm", scale, draw(calm) * scale, draw(calm) * scale)


small = quarters(-16, 16)
small_size = quarters(0, 8)

# Pythagorean directions (p, q, n) with p^2 + q^2 = n^2: offsets along them have
# exact lengths, so tangency is exact on dyadic numbers.
_TRIPLES = [(1, 0, 1), (0, 1, 1), (3, 4, 5), (4, 3, 5), (5, 12, 13), (12, 5, 13), (8, 15, 17)]


@st.composite
def directions(draw):
    p, q, n = draw(st.sampled_from(_TRIPLES))
    return p * draw(st.sampled_from([1, -1])), q * draw(st.sampled_from([1, -1])), n


def quarter_jitter():
    return st.one_of(st.just(0.0), st.just(0.0), quarters(-1, 1))


@st.composite
def circle_geometry(draw):
    return (draw(small), draw(small), draw(st.one_of(small_size, st.just(0.0))))


@st.composite
def box_geometry(draw):
    return (draw(small), draw(small), draw(st.one_of(small_size, st.just(0.0))),
            draw(st.one_of(small_size, st.just(0.0))))


@st.composite
def point_on_or_near(draw, c):
    """A point at an exact distance n*m from ``c`` along a Pythagorean direction
    (0 for m = 0), plus a little jitter: on, just inside or just outside a
    circle of that radius."""
    p, q, n = draw(directions())
    m = draw(quarters(0, 4)) / 4
    point = (c[0] + p * m + draw(quarter_jitter()) / 4, c[1] + q * m + draw(quarter_jitter()) / 4)
    return point, n * m


@st.composite
def circle_point_geometry(draw):
    """(circle, point): the point often exactly on the circle or at its centre."""
    c = draw(circle_geometry())
    point, dist = draw(point_on_or_near(c))
    choice = draw(st.integers(0, 3))
    if choice == 0:
        c = (c[0], c[1], dist)  # the point on the circle (when not jittered)
    elif choice == 1:
        c = (c[0], c[1], max(dist + draw(quarter_jitter()), 0.0))
    return c, point


@st.composite
def circle_pair_geometry(draw):
    """(circle, other): tangent (R = distance), overlapping by a little, apart by
    a little, coincident, or unrelated."""
    c = draw(circle_geometry())
    if draw(st.integers(0, 4)) == 0:
        return c, draw(circle_geometry())
    (ox, oy), dist = draw(point_on_or_near(c))
    radius_sum = dist + draw(quarter_jitter())
    other_r = radius_sum - c[2]
    if other_r < 0:
        other_r = draw(small_size)
    return c, (ox, oy, other_r)


@st.composite
def box_circle_geometry(draw):
    """(box, circle) with the circle near a face, near a corner (exactly
    tangent along a Pythagorean direction), centred on an edge, inside, at the
    box centre, or anywhere."""
    box = draw(box_geometry())
    bx, by, hx, hy = box
    sx = draw(st.sampled_from([1, -1]))
    sy = draw(st.sampled_from([1, -1]))
    region = draw(st.integers(0, 5))
    r = draw(small_size)
    if region == 0:  # near a face
        gap = draw(quarters(0, 3))
        cx = bx + sx * (hx + gap)
        cy = by + draw(st.integers(-4, 4)) / 4 * hy
        r = gap + draw(quarter_jitter())
    elif region == 1:  # near a corner
        p, q, n = draw(directions())
        m = draw(quarters(0, 2))
        cx = bx + sx * (hx + abs(p) * m)
        cy = by + sy * (hy + abs(q) * m)
        r = n * m + draw(quarter_jitter())
    elif region == 2:  # centre on an edge
        cx = bx + sx * hx
        cy = by + draw(st.integers(-4, 4)) / 4 * hy
        r = draw(st.one_of(st.just(0.0), small_size))
    elif region == 3:  # inside
        cx = bx + draw(st.integers(-4, 4)) / 4 * hx
        cy = by + draw(st.integers(-4, 4)) / 4 * hy
        r = draw(st.one_of(st.just(0.0), small_size))
    elif region == 4:  # at the box centre
        cx, cy = bx, by
    else:
        cx, cy = draw(small), draw(small)
    return box, (cx, cy, max(r, 0.0))


@st.composite
def segment_circle_geometry(draw):
    """(circle, p1, p2): tangent lines (through a point on the circle along the
    perpendicular of a Pythagorean direction), segments ending or starting on
    the circle, starting inside or at the centre, zero length, or anywhere."""
    c = draw(circle_geometry())
    p, q, n = draw(directions())
    m = draw(quarters(0, 2))
    on = (c[0] + p * m, c[1] + q * m)  # exactly on a circle of radius n * m
    r_on = n * m + draw(st.one_of(st.just(0.0), st.just(0.0), quarter_jitter()))
    kind = draw(st.integers(0, 6))
    k0, k1 = draw(quarters(-4, 4)), draw(quarters(-4, 4))
    anywhere = (draw(small), draw(small))
    if kind == 0:  # tangent line
        circle = (c[0], c[1], max(r_on, 0.0))
        p1 = (on[0] - q * k0, on[1] + p * k0)
        p2 = (on[0] - q * k1, on[1] + p * k1)
    elif kind == 1:  # ends on the circle
        circle, p1, p2 = (c[0], c[1], max(r_on, 0.0)), anywhere, on
    elif kind == 2:  # starts on the circle
        circle, p1, p2 = (c[0], c[1], max(r_on, 0.0)), on, anywhere
    elif kind == 3:  # starts at the centre or inside
        circle, p1, p2 = c, (c[0], c[1]) if draw(st.booleans()) else on, anywhere
    elif kind == 4:  # zero length
        circle, p1, p2 = (c[0], c[1], max(r_on, 0.0)), on, on
    elif kind == 5:  # through the centre
        circle, p1 = c, (c[0] + p * k0, c[1] + q * k0)
        p2 = (c[0] - p * k1, c[1] - q * k1)
    else:
        circle, p1, p2 = c, anywhere, (draw(small), draw(small))
    return circle, p1, p2


@st.composite
def segment_pair_geometry(draw):
    """(a1, a2, b1, b2): crossing, sharing an end point, T junctions, collinear
    (overlapping, touching, disjoint, reversed), parallel, zero length, or
    anywhere."""
    a1 = (draw(small), draw(small))
    a2 = (draw(small), draw(small))
    da = (a2[0] - a1[0], a2[1] - a1[1])
    kind = draw(st.integers(0, 6))

    def along(s):
        return (a1[0] + da[0] * s, a1[1] + da[1] * s)

    s_values = st.integers(-8, 12).map(lambda k: k / 4)
    anywhere = (draw(small), draw(small))
    if kind == 0:  # collinear, any overlap
        b1, b2 = along(draw(s_values)), along(draw(s_values))
    elif kind == 1:  # parallel, offset
        off = (draw(small), draw(small))
        b1 = (a1[0] + off[0], a1[1] + off[1])
        b2 = (a2[0] + off[0], a2[1] + off[1])
        if draw(st.booleans()):
            b1, b2 = b2, b1
    elif kind == 2:  # sharing an end point
        b1, b2 = draw(st.sampled_from([a1, a2])), anywhere
        if draw(st.booleans()):
            b1, b2 = b2, b1
    elif kind == 3:  # T junction: one end on A
        b1, b2 = along(draw(s_values)), anywhere
    elif kind == 4:  # zero length
        b1 = draw(st.sampled_from([along(draw(s_values)), anywhere]))
        b2 = b1
        if draw(st.booleans()):
            a1, a2, b1, b2 = b1, b2, a1, a2
    else:
        b1, b2 = anywhere, (draw(small), draw(small))
    if draw(st.integers(0, 9)) == 0:
        a2 = a1  # zero-length A
    return a1, a2, b1, b2


@st.composite
def segment_box_geometry(draw):
    """(box, p0, p1): ends on edges, at corners, inside, outside, and lines
    through a corner."""
    box = draw(box_geometry())
    bx, by, hx, hy = box

    def near_point():
        fx = draw(st.sampled_from([-2, -1, -1, -0.5, 0, 0.5, 1, 1, 2]))
        fy = draw(st.sampled_from([-2, -1, -1, -0.5, 0, 0.5, 1, 1, 2]))
        return (bx + fx * hx + draw(quarter_jitter()), by + fy * hy + draw(quarter_jitter()))

    if draw(st.integers(0, 3)) == 0:  # through a corner
        k = (bx + draw(st.sampled_from([1, -1])) * hx, by + draw(st.sampled_from([1, -1])) * hy)
        d = (draw(small), draw(small))
        s0, s1 = draw(quarters(-2, 0)), draw(quarters(0, 2))
        return box, (k[0] + d[0] * s0, k[1] + d[1] * s0), (k[0] + d[0] * s1, k[1] + d[1] * s1)
    return box, near_point(), near_point()


def tagged(builder, exact_only: bool = False):
    """``(family_name, mapped_case)`` for a geometry builder and a mapping."""

    @st.composite
    def cases(draw):
        family = draw(families(exact_only))
        return family.name, builder(draw, family)

    return cases()


def _map_circle_point(draw, fam):
    c, p = draw(circle_point_geometry())
    return fam.circle(draw, c), fam.point(draw, p)


def _map_circle_pair(draw, fam):
    c, o = draw(circle_pair_geometry())
    return fam.circle(draw, c), fam.circle(draw, o)


def _map_box_circle(draw, fam):
    b, c = draw(box_circle_geometry())
    return fam.box(draw, b), fam.circle(draw, c)


def _map_segment_circle(draw, fam):
    """(circle, p1, p2) as points (for circle_line_points)."""
    c, p1, p2 = draw(segment_circle_geometry())
    return fam.circle(draw, c), fam.point(draw, p1), fam.point(draw, p2)


def _map_cast_circle(draw, fam):
    """(circle, pos, delta) for the raycast (delta mapped as a motion)."""
    c, p1, p2 = draw(segment_circle_geometry())
    return fam.circle(draw, c), fam.point(draw, p1), fam.motion(draw, fsub_float(p2, p1))


def _map_segment_pair(draw, fam):
    return tuple(fam.point(draw, p) for p in draw(segment_pair_geometry()))


def _map_segment_box(draw, fam):
    b, p0, p1 = draw(segment_box_geometry())
    return fam.box(draw, b), fam.point(draw, p0), fam.point(draw, p1)


def fsub_float(p, q):
    return (p[0] - q[0], p[1] - q[1])


circle_point_cases = tagged(_map_circle_point)
circle_pair_cases = tagged(_map_circle_pair)
box_circle_cases = tagged(_map_box_circle)
segment_circle_cases = tagged(_map_segment_circle)
cast_circle_cases = tagged(_map_cast_circle)
segment_pair_cases = tagged(_map_segment_pair)
segment_box_cases = tagged(_map_segment_box)

exact_circle_pairs = tagged(_map_circle_pair, exact_only=True)
exact_box_circles = tagged(_map_box_circle, exact_only=True)


# Sweeps: the mover is aimed at a point near the Minkowski shape.


@st.composite
def circle_sweep_geometry(draw):
    """(collider, mover, delta): the mover's centre is aimed so that it ends
    inside, on or beyond the circle of radius R around the collider, or
    travels along a tangent; sometimes a zero motion component."""
    collider, mover = draw(circle_pair_geometry())
    radius_sum = collider[2] + mover[2]
    p, q, n = draw(directions())
    if (radius_sum * 16) % n != 0:
        p, q, n = 1, 0, 1  # keep m = R / n a multiple of 1/16 (exact)
    if radius_sum > 0 and draw(st.booleans()):
        # End exactly on (or near) the Minkowski circle.
        m = radius_sum / n
        end = (collider[0] + p * m + draw(quarter_jitter()), collider[1] + q * m)
    else:
        end = (draw(small), draw(small))
    start = (mover[0] - p * draw(quarters(0, 8)), mover[1] - q * draw(quarters(0, 8)))
    if draw(st.integers(0, 3)) == 0:
        start = (mover[0], mover[1])
    delta = (end[0] - start[0], end[1] - start[1])
    if draw(st.integers(0, 5)) == 0:
        delta = (delta[0], draw(st.sampled_from([0.0, -0.0])))
    return collider, (start[0], start[1], mover[2]), delta


@st.composite
def box_sweep_geometry(draw):
    """(box, circle, delta): the circle's centre is aimed at a point near the
    rounded box -- a face, a corner arc (exactly on it along a Pythagorean
    direction), a corner square outside the arc -- or anywhere."""
    box, circle = draw(box_circle_geometry())
    bx, by, hx, hy = box
    r = circle[2]
    sx = draw(st.sampled_from([1, -1]))
    sy = draw(st.sampled_from([1, -1]))
    target = draw(st.integers(0, 3))
    if target == 0:  # a face of the rounded box
        end = (bx + sx * (hx + r) + draw(quarter_jitter()), by + draw(st.integers(-4, 4)) / 4 * hy)
    elif target == 1:  # exactly on a corner arc
        p, q, n = draw(directions())
        if (r * 16) % n != 0:
            p, q, n = 1, 0, 1  # keep m = r / n a multiple of 1/16 (exact)
        m = r / n
        end = (bx + sx * (hx + abs(p) * m), by + sy * (hy + abs(q) * m))
    elif target == 2:  # the outer corner of the grown box (outside the arc)
        end = (bx + sx * (hx + r), by + sy * (hy + r))
    else:
        end = (draw(small), draw(small))
    if draw(st.booleans()):
        # Start outside: back up from the end by a few steps along some direction.
        p, q, n = draw(directions())
        k = draw(quarters(1, 8))
        start = (end[0] - p * k, end[1] - q * k)
        end = (end[0] + p * draw(quarters(0, 2)), end[1] + q * draw(quarters(0, 2)))
        circle = (start[0], start[1], r)
    delta = (end[0] - circle[0], end[1] - circle[1])
    if draw(st.integers(0, 5)) == 0:
        delta = (draw(st.sampled_from([0.0, -0.0])), delta[1])
    return box, circle, delta


def _map_circle_sweep(draw, fam):
    c, m, d = draw(circle_sweep_geometry())
    return fam.circle(draw, c), fam.circle(draw, m), fam.motion(draw, d)


def _map_box_sweep(draw, fam):
    b, c, d = draw(box_sweep_geometry())
    return fam.box(draw, b), fam.circle(draw, c), fam.motion(draw, d)


circle_sweep_cases = tagged(_map_circle_sweep)
box_sweep_cases = tagged(_map_box_sweep)
exact_circle_sweeps = tagged(_map_circle_sweep, exact_only=True)
exact_box_sweeps = tagged(_map_box_sweep, exact_only=True)


@st.composite
def interval_geometry(draw):
    """(circle, other, delta, other_delta) with the relative motion aimed near
    the Minkowski circle; both circles often move."""
    collider, other, rel = draw(circle_sweep_geometry())
    delta = draw(st.sampled_from([(0.0, 0.0), (-0.0, 0.0)])) if draw(st.booleans()) else (
        draw(small), draw(small))
    other_delta = (rel[0] + delta[0], rel[1] + delta[1])
    return collider, other, delta, other_delta


# General floats (strategies.py): the whole valid range, for "no NaN".
general_circles = st.tuples(S.coords, S.coords, S.sizes)
general_segments = st.tuples(S.coords, S.coords, S.coords, S.coords)
tagged_shapes = st.one_of(
    st.tuples(st.just("aabb"), S.boxes), st.tuples(st.just("circle"), general_circles)
)


