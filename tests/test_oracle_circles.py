"""The pure-Python oracle for circles, segments and lines (``collide2d.oracle``: lines, circle, circle_sweep, overlaps).

Four kinds of tests, as issue 3 asks:

1. **Named examples** for every function, each derived by hand from
   ``docs/circles-and-lines.md`` (and Dev.Mag, MDN and WecTeam) in its docstring:
   tangent circles, a tangent segment, zero radius, a segment starting inside a
   circle, coincident centres, a segment ending on a circle, parallel and
   collinear segments, segments sharing an end point, a centre exactly on a box
   edge or inside a box, the rounded box's corner region hit and missed, huge
   and tiny coordinates.  Floats are compared bit for bit.
2. **Exact yes/no answers** with :class:`fractions.Fraction`: whether there is
   a hit (and the ``kind`` of a line intersection, the number of circle-line
   points) agrees with exact rational arithmetic on the same float inputs.
   Two families of inputs (see ``Family``):

   * *exact*: small dyadic numbers (multiples of 1/16 below 2**8 in
     magnitude, built from quarter steps and Pythagorean directions), on which
     every ``+ - *`` of the formulas is exact in float64, so the oracle must
     agree with exact arithmetic **also on ties** (touching, tangents, shared
     end points): nothing is skipped -- except where a formula divides first
     (noonat/intersect's slab multiplies by ``1 / delta``; see the segment-box test);
   * *calm*: the same geometry scaled, translated and jittered by a relative
     0, 1e-8, 1e-5 or 1e-2 (no subnormal or tiny values, where squares
     underflow): examples within a relative 1e-9 of a tie are skipped.  A tie
     is detected in exact arithmetic by the quantity whose sign decides the
     answer, measured against the scale of the example: e.g. ``|dist^2 -
     R^2| <= 1e-9 (dist^2 + R^2)`` for two circles, ``|cross(u, w)| <= 1e-9
     |u| D`` for a point against a line (``D`` the extent of the example),
     ``|disc| <= 1e-9 a S^2`` for a tangent line; each ``exact_*`` helper says
     which quantities it measures.  The float error of every one of them is a
     few ulps of that same scale, far below 1e-9 of it.
3. ``circle_line_points`` against **Dev.Mag's textbook formula**
   ``(-b +- sqrt(b^2 - 4ac)) / 2a`` at a stated tolerance (the oracle uses the
   stable pair instead), and a case where the textbook formula cancels.
4. **Invariants**: applying ``delta`` separates the shapes, swapping the
   circles negates the normal, sweeps end not overlapping, the rounded-box
   sweep equals the union of its parts (two grown boxes and four corner
   circles), ``circle_overlap_interval`` agrees with ``circle_intersect_circle``
   sampled at t = k/16, no NaN anywhere, inputs are not modified.
"""

from __future__ import annotations

import math
import struct
from dataclasses import dataclass
from fractions import Fraction

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import strategies as S
from collide2d import oracle
from collide2d.oracle import Hit, Sweep
from collide2d.oracle import LineIntersection

PROPERTY = settings(max_examples=100, deadline=None)
FEW = settings(max_examples=60, deadline=None)

# --------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------


def bits(value: float) -> bytes:
    return struct.pack("<d", value)


def assert_same_float(got, expected, what: str = "value") -> None:
    """``got`` is a float with exactly the bits of ``expected`` (sign of zero included)."""
    assert isinstance(got, float), f"{what}: expected a float, got {got!r}"
    assert bits(got) == bits(float(expected)), f"{what}: got {got!r}, expected {expected!r}"


def assert_same_vec(got, expected, what: str) -> None:
    assert len(got) == 2, f"{what}: {got!r}"
    assert_same_float(got[0], expected[0], what + ".x")
    assert_same_float(got[1], expected[1], what + ".y")


def assert_hit(hit, collider, pos, delta, normal, time) -> None:
    assert isinstance(hit, Hit), f"expected a Hit, got {hit!r}"
    assert hit.collider == collider
    assert_same_vec(hit.pos, pos, "pos")
    assert_same_vec(hit.delta, delta, "delta")
    assert_same_vec(hit.normal, normal, "normal")
    assert_same_float(hit.time, time, "time")


def floats_of(value):
    """Every float inside a (nested) result."""
    if isinstance(value, float):
        yield value
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from floats_of(item)


#: The relative distance to a tie below which a *calm* example is skipped.
TIE = Fraction(1, 10**9)


def fr(v: float) -> Fraction:
    return Fraction(v)


def fvec(v):
    return fr(v[0]), fr(v[1])


def fsub(p, q):
    return p[0] - q[0], p[1] - q[1]


def fdot(u, v):
    return u[0] * v[0] + u[1] * v[1]


def fcross(u, v):
    return u[0] * v[1] - u[1] * v[0]


def fnorm(u) -> Fraction:
    """The max norm (no square roots in exact arithmetic)."""
    return max(abs(u[0]), abs(u[1]))


def near_zero(value: Fraction, scale: Fraction) -> bool:
    """``|value| <= 1e-9 * scale``; never for a zero scale (an exactly degenerate
    input is decided exactly by both sides, it is not a tie)."""
    return scale > 0 and abs(value) <= TIE * scale


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


# ==========================================================================
# 1. Named examples, derived by hand
# ==========================================================================

# --- line_intersection ----------------------------------------------------


def assert_line(result, kind, start, end, t, u):
    assert isinstance(result, LineIntersection)
    assert result.kind == kind
    assert_same_vec(result.start, start, "start")
    assert_same_vec(result.end, end, "end")
    assert_same_vec(result.t, t, "t")
    assert_same_vec(result.u, u, "u")


def test_crossing_segments_meet_at_one_point():
    """A (0,0)-(4,4), B (0,4)-(4,0): da = (4,4), db = (4,-4), r = a1 - b1 = (0,-4).
    denom = db.y*da.x - db.x*da.y = -16 - 16 = -32; ua_num = db.x*r.y - db.y*r.x
    = -16 - 0 = -16; ub_num = da.x*r.y - da.y*r.x = -16 - 0 = -16.
    ua = ub = 0.5, point a1 + 0.5 da = (2, 2)."""
    got = oracle.line_intersection((0.0, 0.0), (4.0, 4.0), (0.0, 4.0), (4.0, 0.0))
    assert_line(got, "point", (2.0, 2.0), (2.0, 2.0), (0.5, 0.5), (0.5, 0.5))


def test_segments_that_stop_short_are_none_but_their_lines_meet():
    """A (0,0)-(1,1), B (0,4)-(4,0): da = (1,1), db = (4,-4), r = (0,-4);
    denom = -4 - 4 = -8, ua_num = -16 -> ua = 2, ub_num = -4 -> ub = 0.5.
    Segments: ua > 1, "none", with start = end = a2 and t = u = (1, 1).
    Lines: the point a1 + 2 da = (2, 2)."""
    a1, a2, b1, b2 = (0.0, 0.0), (1.0, 1.0), (0.0, 4.0), (4.0, 0.0)
    assert_line(oracle.line_intersection(a1, a2, b1, b2), "none", a2, a2, (1.0, 1.0), (1.0, 1.0))
    got = oracle.line_intersection(a1, a2, b1, b2, segments=False)
    assert_line(got, "point", (2.0, 2.0), (2.0, 2.0), (2.0, 2.0), (0.5, 0.5))


def test_parallel_segments_are_parallel():
    """A (0,0)-(4,0), B (0,1)-(4,1): da = db = (4,0), denom = 0*4 - 4*0 = 0;
    r = (0,-1), ua_num = 4*(-1) - 0*0 = -4 != 0: not collinear -> "parallel",
    start = end = a2, t = u = (1, 1).  The same for infinite lines."""
    a1, a2, b1, b2 = (0.0, 0.0), (4.0, 0.0), (0.0, 1.0), (4.0, 1.0)
    for segments in (True, False):
        got = oracle.line_intersection(a1, a2, b1, b2, segments)
        assert_line(got, "parallel", a2, a2, (1.0, 1.0), (1.0, 1.0))


def test_collinear_segments_overlap_from_the_later_start_to_the_earlier_end():
    """A (0,0)-(4,0), B (2,0)-(6,0): denom 0, r = (-2,0), ua_num = 4*0 - 0*(-2) = 0:
    collinear.  dot(da, da) = 16; s0 = dot((2,0), (4,0)) / 16 = 0.5,
    s1 = dot((6,0), (4,0)) / 16 = 1.5; lo = max(0, 0.5) = 0.5, hi = min(1, 1.5) = 1.
    start = (2,0), end = (4,0); u: dot(start - b1, db) / 16 = 0, dot((2,0), (4,0)) / 16 = 0.5."""
    got = oracle.line_intersection((0.0, 0.0), (4.0, 0.0), (2.0, 0.0), (6.0, 0.0))
    assert_line(got, "overlap", (2.0, 0.0), (4.0, 0.0), (0.5, 1.0), (0.0, 0.5))


def test_collinear_overlap_with_b_reversed_is_ordered_along_a():
    """B (6,0)-(2,0): s0 = 1.5, s1 = 0.5, so lo = 0.5, hi = 1 as before; along B
    (db = (-4,0), dot(db, db) = 16): u(start) = dot((2,0)-(6,0), db) / 16 = 16/16 = 1,
    u(end) = dot((4,0)-(6,0), db) / 16 = 8/16 = 0.5."""
    got = oracle.line_intersection((0.0, 0.0), (4.0, 0.0), (6.0, 0.0), (2.0, 0.0))
    assert_line(got, "overlap", (2.0, 0.0), (4.0, 0.0), (0.5, 1.0), (1.0, 0.5))


def test_collinear_segments_apart_are_parallel():
    """A (0,0)-(1,0), B (2,0)-(3,0): collinear, s0 = 2, s1 = 3: lo = 2 > hi = 1."""
    got = oracle.line_intersection((0.0, 0.0), (1.0, 0.0), (2.0, 0.0), (3.0, 0.0))
    assert_line(got, "parallel", (1.0, 0.0), (1.0, 0.0), (1.0, 1.0), (1.0, 1.0))


def test_collinear_segments_touching_end_to_end_meet_at_one_point():
    """A (0,0)-(2,0), B (2,0)-(5,0): s0 = dot((2,0),(2,0))/4 = 1, s1 = 10/4 = 2.5:
    lo = hi = 1 -> "point" a1 + 1 * da = (2, 0), t = (1, 1), u = dot((0,0), db)/9 = 0."""
    got = oracle.line_intersection((0.0, 0.0), (2.0, 0.0), (2.0, 0.0), (5.0, 0.0))
    assert_line(got, "point", (2.0, 0.0), (2.0, 0.0), (1.0, 1.0), (0.0, 0.0))


def test_collinear_lines_coincide_from_a1_to_a2():
    """Lines through (0,0)-(1,0) and (2,0)-(3,0): collinear -> "overlap", start = a1,
    end = a2, t = (0, 1); u = projections of a1, a2 on B: dot((-2,0), (1,0)) / 1 = -2
    and dot((-1,0), (1,0)) / 1 = -1."""
    got = oracle.line_intersection((0.0, 0.0), (1.0, 0.0), (2.0, 0.0), (3.0, 0.0), segments=False)
    assert_line(got, "overlap", (0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (-2.0, -1.0))


def test_segments_sharing_an_end_point_meet_there():
    """A (0,0)-(2,2), B (2,2)-(4,0): da = (2,2), db = (2,-2), r = (-2,-2).
    denom = -2*2 - 2*2 = -8; ua_num = 2*(-2) - (-2)*(-2) = -8 -> ua = 1;
    ub_num = 2*(-2) - 2*(-2) = 0 -> ub = 0 / -8 = -0.0, reported as +0.0.
    The point a1 + 1 * da = (2, 2): touching counts in this geometric query."""
    got = oracle.line_intersection((0.0, 0.0), (2.0, 2.0), (2.0, 2.0), (4.0, 0.0))
    assert_line(got, "point", (2.0, 2.0), (2.0, 2.0), (1.0, 1.0), (0.0, 0.0))


def test_t_junction_meets_at_the_foot():
    """A (0,0)-(4,0), B (2,0)-(2,3): da = (4,0), db = (0,3), r = (-2,0);
    denom = 3*4 - 0 = 12, ua_num = 0 - 3*(-2) = 6 -> ua = 0.5; ub_num = 4*0 - 0 = 0 -> 0."""
    got = oracle.line_intersection((0.0, 0.0), (4.0, 0.0), (2.0, 0.0), (2.0, 3.0))
    assert_line(got, "point", (2.0, 0.0), (2.0, 0.0), (0.5, 0.5), (0.0, 0.0))


def test_zero_length_segments_are_points():
    """A = (1,1) on B (0,0)-(2,2): cross(db, a1 - b1) = 2*1 - 2*1 = 0, projection
    dot((1,1), (2,2)) / 8 = 0.5: "point" (1,1), t = (0,0), u = (0.5,0.5).
    A = (1,0): cross = 2*0 - 2*1 = -2: "parallel".  A = (3,3): on B's line but
    s = 12/8 = 1.5: "parallel" for the segment, "point" with u = 1.5 for the line.
    B = (1,0) on A (0,0)-(4,0): cross(da, b1 - a1) = 0, s = 4/16 = 0.25: "point"
    at b1, t = (0.25, 0.25), u = (0, 0).  Two equal points meet; two unequal do not."""
    b1, b2 = (0.0, 0.0), (2.0, 2.0)
    p = (1.0, 1.0)
    assert_line(oracle.line_intersection(p, p, b1, b2), "point", p, p, (0.0, 0.0), (0.5, 0.5))
    q = (1.0, 0.0)
    assert_line(oracle.line_intersection(q, q, b1, b2), "parallel", q, q, (1.0, 1.0), (1.0, 1.0))
    far = (3.0, 3.0)
    assert oracle.line_intersection(far, far, b1, b2).kind == "parallel"
    assert_line(oracle.line_intersection(far, far, b1, b2, segments=False), "point", far, far,
                (0.0, 0.0), (1.5, 1.5))
    got = oracle.line_intersection((0.0, 0.0), (4.0, 0.0), q, q)
    assert_line(got, "point", q, q, (0.25, 0.25), (0.0, 0.0))
    assert_line(oracle.line_intersection(p, p, p, p), "point", p, p, (0.0, 0.0), (0.0, 0.0))
    assert oracle.line_intersection(p, p, q, q).kind == "parallel"


def test_lines_meeting_beyond_the_float_range_are_parallel():
    """A (0,0)-(1, 5e-324) (slope 5e-324), B (0,1)-(1,1): denom = 0*1 - 1*5e-324
    = -5e-324 != 0, ua_num = 1*(-1) - 0 = -1, so ua = -1 / -5e-324 overflows to
    +inf (the lines meet near x = 2e323): "parallel" for the lines (no inf or NaN
    coordinates), "none" for the segments (ua > 1)."""
    a1, a2, b1, b2 = (0.0, 0.0), (1.0, 5e-324), (0.0, 1.0), (1.0, 1.0)
    assert_line(oracle.line_intersection(a1, a2, b1, b2, segments=False), "parallel", a2, a2,
                (1.0, 1.0), (1.0, 1.0))
    assert oracle.line_intersection(a1, a2, b1, b2).kind == "none"


# --- circle_line_points ----------------------------------------------------


def test_line_through_a_circle_gives_two_points_ordered_along_it():
    """Circle (0,0) r 5, p1 (-10,3), p2 (10,3): f = (-10,3), d = (20,0), a = 400,
    h = -200, c = 109 - 25 = 84, disc = 40000 - 33600 = 6400, sqrt 80;
    q = -(-200 - 80) = 280, u1 = 280/400 = 0.7, u2 = 84/280 = 0.3: sorted (0.3, 0.7),
    points (-10 + 6, 3) = (-4, 3) and (-10 + 14, 3) = (4, 3)."""
    got = oracle.circle_line_points((0.0, 0.0), 5.0, (-10.0, 3.0), (10.0, 3.0))
    assert len(got) == 2
    (p, u), (p2, u2) = got
    assert_same_float(u, 84 / 280)
    assert_same_float(u2, 280 / 400)
    assert_same_vec(p, (-10.0 + (84 / 280) * 20.0, 3.0 + (84 / 280) * 0.0), "first")
    assert_same_vec(p2, (-10.0 + 0.7 * 20.0, 3.0), "second")
    assert p == (-4.0, 3.0) and p2 == (4.0, 3.0)


def test_tangent_line_gives_one_point_and_a_line_beyond_gives_none():
    """p1 (-10,5), p2 (10,5): c = 100 + 25 - 25 = 100, disc = 40000 - 40000 = 0:
    one point, u = -h/a = 200/400 = 0.5 -> (0, 5).  At y = 6: c = 111,
    disc = 40000 - 44400 < 0: none."""
    got = oracle.circle_line_points((0.0, 0.0), 5.0, (-10.0, 5.0), (10.0, 5.0))
    assert got == (((0.0, 5.0), 0.5),)
    assert oracle.circle_line_points((0.0, 0.0), 5.0, (-10.0, 6.0), (10.0, 6.0)) == ()


def test_segment_starting_inside_keeps_only_the_exit_point():
    """p1 (0,3) inside, p2 (10,3): f = (0,3), d = (10,0), a = 100, h = 0 (+0.0),
    c = 9 - 25 = -16, disc = 0 + 1600, sqrt 40; q = -(0 + copysign(40, +0.0)) = -40,
    u1 = -40/100 = -0.4, u2 = -16/-40 = 0.4.  Segment: only u = 0.4 -> (4, 3);
    line: (-4, 3) at -0.4 and (4, 3) at 0.4."""
    centre, p1, p2 = (0.0, 0.0), (0.0, 3.0), (10.0, 3.0)
    assert oracle.circle_line_points(centre, 5.0, p1, p2) == (((4.0, 3.0), 0.4),)
    line = oracle.circle_line_points(centre, 5.0, p1, p2, segment=False)
    assert line == (((-4.0, 3.0), -0.4), ((4.0, 3.0), 0.4))


def test_segment_ending_on_the_circle_includes_the_end_point():
    """p1 (-10,3), p2 (4,3) (on the circle r 5): d = (14,0), a = 196, h = -140,
    c = 84, disc = 19600 - 16464 = 3136, sqrt 56; q = -(-140 - 56) = 196:
    u1 = 196/196 = 1 exactly, u2 = 84/196.  Both are in [0, 1]."""
    got = oracle.circle_line_points((0.0, 0.0), 5.0, (-10.0, 3.0), (4.0, 3.0))
    assert len(got) == 2
    assert_same_float(got[0][1], 84 / 196)
    assert got[1] == ((4.0, 3.0), 1.0)


def test_zero_length_line_is_a_point_test_on_the_circle():
    """p1 = p2 = (3,4): a = 0, c = 9 + 16 - 25 = 0: ((3,4), 0).  At (3,3): c = -7: ()."""
    assert oracle.circle_line_points((0.0, 0.0), 5.0, (3.0, 4.0), (3.0, 4.0)) == (((3.0, 4.0), 0.0),)
    assert oracle.circle_line_points((0.0, 0.0), 5.0, (3.0, 3.0), (3.0, 3.0)) == ()


def test_zero_radius_circle_is_met_only_by_a_line_through_its_centre():
    """r = 0, line y = 0 through the centre: f = (-1,0), d = (2,0), a = 4, h = -2,
    c = 1, disc = 4 - 4 = 0: tangent, one point u = 2/4 = 0.5 -> (0, 0).  Line y = 1:
    c = 2, disc = 4 - 8 < 0: none."""
    assert oracle.circle_line_points((0.0, 0.0), 0.0, (-1.0, 0.0), (1.0, 0.0)) == (((0.0, 0.0), 0.5),)
    assert oracle.circle_line_points((0.0, 0.0), 0.0, (-1.0, 1.0), (1.0, 1.0)) == ()


# --- circle_intersect_point / circle_intersect_circle ------------------------


def test_point_inside_a_circle_is_pushed_out_radially():
    """Circle (0,0) r 5, point (3,0): d = (3,0), 9 < 25, len 3, normal (1,0),
    pos = (0 + 1*5, 0 + 0*5) = (5,0), delta = (1*(5-3), 0*2) = (2, 0)."""
    c = (0.0, 0.0, 5.0)
    assert_hit(oracle.intersect_circle_point(c, (3.0, 0.0)), c, (5.0, 0.0), (2.0, 0.0), (1.0, 0.0), 0.0)


def test_point_inside_along_a_three_four_five_direction():
    """Circle (1,1) r 10, point (4,5): d = (3,4), 25 < 100, len 5, normal (3/5, 4/5);
    pos = (1 + 0.6*10, 1 + 0.8*10), delta = (0.6*5, 0.8*5) -- float operations as
    written, which here give (7, 9) and (3, 4)."""
    c = (1.0, 1.0, 10.0)
    n = (3.0 / 5.0, 4.0 / 5.0)
    assert_hit(oracle.intersect_circle_point(c, (4.0, 5.0)), c,
               (1.0 + n[0] * 10.0, 1.0 + n[1] * 10.0), (n[0] * 5.0, n[1] * 5.0), n, 0.0)


def test_point_on_the_circle_is_touching_and_a_zero_radius_circle_is_never_hit():
    """(5,0) on the circle r 5: 25 < 25 is false.  r = 0: dot(d,d) < 0 never,
    not even for the centre itself."""
    assert oracle.intersect_circle_point((0.0, 0.0, 5.0), (5.0, 0.0)) is None
    assert oracle.intersect_circle_point((0.0, 0.0, 5.0), (3.0, 4.0)) is None
    assert oracle.intersect_circle_point((2.0, 2.0, 0.0), (2.0, 2.0)) is None


def test_point_at_the_centre_is_pushed_up():
    """d = 0: len 0, normal (0,1) (ties go to y), pos = (0, 0 + 1*5), delta = (0*5, 1*5)."""
    c = (0.0, 0.0, 5.0)
    assert_hit(oracle.intersect_circle_point(c, (0.0, 0.0)), c, (0.0, 5.0), (0.0, 5.0), (0.0, 1.0), 0.0)


def test_tangent_circles_do_not_collide():
    """(0,0) r 2 and (5,0) r 3: d = (5,0), R = 5, 25 < 25 false.  Also along a
    3-4-5 direction: (0,0) r 2 and (3,4) r 3."""
    assert oracle.intersect_circle_circle((0.0, 0.0, 2.0), (5.0, 0.0, 3.0)) is None
    assert oracle.intersect_circle_circle((0.0, 0.0, 2.0), (3.0, 4.0, 3.0)) is None


def test_overlapping_circles_push_the_other_out_to_touching():
    """(0,0) r 2 and (4,0) r 3: 16 < 25, len 4, normal (1,0), pos = (2,0) on the
    collider, delta = (1*(5-4), 0) = (1, 0): the other moves to (5,0), tangent."""
    c = (0.0, 0.0, 2.0)
    got = oracle.intersect_circle_circle(c, (4.0, 0.0, 3.0))
    assert_hit(got, c, (2.0, 0.0), (1.0, 0.0), (1.0, 0.0), 0.0)


def test_coincident_centres_push_along_plus_y():
    """(1,1) r 1 and (1,1) r 2: d = 0, normal (0,1), pos = (1, 1 + 1*1) = (1, 2),
    delta = (0*3, 1*3) = (0, 3)."""
    c = (1.0, 1.0, 1.0)
    got = oracle.intersect_circle_circle(c, (1.0, 1.0, 2.0))
    assert_hit(got, c, (1.0, 2.0), (0.0, 3.0), (0.0, 1.0), 0.0)


def test_circle_inside_another_is_pushed_out_to_touch_from_outside():
    """(0,0) r 5 and (1,0) r 1: 1 < 36, normal (1,0), delta (1*(6-1), 0) = (5,0):
    the small circle ends at (6,0), externally tangent."""
    c = (0.0, 0.0, 5.0)
    assert_hit(oracle.intersect_circle_circle(c, (1.0, 0.0, 1.0)), c, (5.0, 0.0), (5.0, 0.0),
               (1.0, 0.0), 0.0)


def test_zero_radius_circles():
    """Two zero radii: R = 0, nothing.  A zero-radius collider inside a circle of
    radius 1 at distance 0.5: R = 1, 0.25 < 1, a hit (the point is inside the
    other), pos = c + normal * 0 = (0,0), delta = (1*(1 - 0.5), 0) = (0.5, 0)."""
    assert oracle.intersect_circle_circle((0.0, 0.0, 0.0), (0.0, 0.0, 0.0)) is None
    c = (0.0, 0.0, 0.0)
    assert_hit(oracle.intersect_circle_circle(c, (0.5, 0.0, 1.0)), c, (0.0, 0.0), (0.5, 0.0),
               (1.0, 0.0), 0.0)


# --- aabb_intersect_circle / circle_intersect_aabb ---------------------------

BOX = (0.0, 0.0, 2.0, 1.0)  # x in [-2, 2], y in [-1, 1]


def test_circle_overlapping_a_face_is_pushed_out_of_it():
    """Circle (2.5, 0) r 1: q = (2, 0), d = (0.5, 0), 0.25 < 1, normal (1,0),
    pos = q = (2,0), delta = (1*(1 - 0.5), 0) = (0.5, 0)."""
    got = oracle.intersect_aabb_circle(BOX, (2.5, 0.0, 1.0))
    assert_hit(got, BOX, (2.0, 0.0), (0.5, 0.0), (1.0, 0.0), 0.0)


def test_circle_touching_a_face_or_a_corner_does_not_collide():
    """(3, 0) r 1: d = (1,0), 1 < 1 false.  (5, 5) r 5: q = (2,1), d = (3,4),
    25 < 25 false (tangent at the corner)."""
    assert oracle.intersect_aabb_circle(BOX, (3.0, 0.0, 1.0)) is None
    assert oracle.intersect_aabb_circle(BOX, (5.0, 5.0, 5.0)) is None


def test_circle_overlapping_a_corner_is_pushed_out_diagonally():
    """(5, 5) r 6: d = (3,4), 25 < 36, len 5, normal (3/5, 4/5), pos = the corner
    (2, 1), delta = (0.6 * 1, 0.8 * 1)."""
    got = oracle.intersect_aabb_circle(BOX, (5.0, 5.0, 6.0))
    n = (3.0 / 5.0, 4.0 / 5.0)
    assert_hit(got, BOX, (2.0, 1.0), (n[0] * 1.0, n[1] * 1.0), n, 0.0)


def test_centre_inside_the_box_leaves_through_the_nearest_face():
    """(1.5, 0.25) r 0.5: q = c, d = 0.  dx = 1.5, px = 2 - 1.5 = 0.5; dy = 0.25,
    py = 0.75; px < py: x, sign(1.5) = 1: normal (1,0), pos = (0 + 2*1, 0.25),
    delta = (1*(0.5 + 0.5), 0) = (1, 0) -- the circle ends tangent at x = 2.5."""
    got = oracle.intersect_aabb_circle(BOX, (1.5, 0.25, 0.5))
    assert_hit(got, BOX, (2.0, 0.25), (1.0, 0.0), (1.0, 0.0), 0.0)


def test_centre_at_the_box_centre_goes_up():
    """Box (0,0) half (1,1), circle (0,0) r 0.5: px = py = 1, a tie: y, sign(0) = +1:
    normal (0,1), pos = (0, 1), delta = (0, 1*(1 + 0.5)) = (0, 1.5)."""
    box = (0.0, 0.0, 1.0, 1.0)
    assert_hit(oracle.intersect_aabb_circle(box, (0.0, 0.0, 0.5)), box, (0.0, 1.0), (0.0, 1.5),
               (0.0, 1.0), 0.0)


def test_centre_exactly_on_an_edge_leaves_through_that_edge():
    """(2, 0.5) r 1 on the right edge: q = c, d = 0; px = 2 - 2 = 0 < py = 0.5:
    x, normal (1,0), pos (2, 0.5), delta = (1*(0 + 1), 0) = (1, 0).  With r = 0 it
    is noonat/intersect's point on the edge: not strictly inside, no hit."""
    got = oracle.intersect_aabb_circle(BOX, (2.0, 0.5, 1.0))
    assert_hit(got, BOX, (2.0, 0.5), (1.0, 0.0), (1.0, 0.0), 0.0)
    assert oracle.intersect_aabb_circle(BOX, (2.0, 0.5, 0.0)) is None


def test_zero_radius_circle_inside_a_box_is_noonats_point():
    """(1.5, 0.25) r 0: strictly inside, px = 0.5 < py = 0.75: delta = (1*(0.5 + 0), 0)
    -- exactly oracle.intersect_aabb_point's (0.5 * 1, 0)."""
    got = oracle.intersect_aabb_circle(BOX, (1.5, 0.25, 0.0))
    assert got == oracle.intersect_aabb_point(BOX, (1.5, 0.25))
    assert_hit(got, BOX, (2.0, 0.25), (0.5, 0.0), (1.0, 0.0), 0.0)


def test_circle_collider_pushes_a_box_out_along_the_direction_to_it():
    """Circle (0,0) r 2, box (3,0) half (1.5,1): q = (clamp(0, 1.5, 4.5), clamp(0,-1,1))
    = (1.5, 0), e = (1.5, 0), 2.25 < 4, normal (1,0), pos = (2, 0), delta =
    (1*(2 - 1.5), 0) = (0.5, 0): the box moves to x = 3.5, its left face at 2."""
    c = (0.0, 0.0, 2.0)
    got = oracle.intersect_circle_aabb(c, (3.0, 0.0, 1.5, 1.0))
    assert_hit(got, c, (2.0, 0.0), (0.5, 0.0), (1.0, 0.0), 0.0)


def test_circle_collider_inside_a_box_moves_the_box_the_shortest_way():
    """Circle (1, 0.5) r 1 inside box (0,0) half (2,2) (min -2, max 2): amounts
    +y: 1 + (0.5 + 2) = 3.5, -y: 1 + (2 - 0.5) = 2.5, +x: 1 + (1 + 2) = 4,
    -x: 1 + (2 - 1) = 2: -x wins; normal (-1,0), delta = (-1*2, 0*2) = (-2, 0),
    pos = (1 - 1, 0.5 + 0) = (0, 0.5)."""
    c = (1.0, 0.5, 1.0)
    got = oracle.intersect_circle_aabb(c, (0.0, 0.0, 2.0, 2.0))
    assert_hit(got, c, (0.0, 0.5), (-2.0, 0.0), (-1.0, 0.0), 0.0)


def test_circle_collider_at_the_box_centre_moves_the_box_up():
    """All four amounts are 1 + 2 = 3: the tie order is +y first: normal (0,1),
    delta (0*3, 1*3) = (0, 3), pos (0, 1)."""
    c = (0.0, 0.0, 1.0)
    got = oracle.intersect_circle_aabb(c, (0.0, 0.0, 2.0, 2.0))
    assert_hit(got, c, (0.0, 1.0), (0.0, 3.0), (0.0, 1.0), 0.0)


# --- circle_intersect_segment ---------------------------------------------

UNIT = (0.0, 0.0, 1.0)


def test_segment_through_a_circle_hits_where_it_enters():
    """pos (-2,0), delta (4,0), circle (0,0) r 1: f = (-2,0), k = 4 - 1 = 3, a = 16,
    h = -8, disc = 64 - 48 = 16, sqrt 4; q = -(-8 - 4) = 12, t0 = 3/12 = 0.25;
    v = f + t0 delta = (-1, 0), normal (-1, 0); pos = (-2 + 4*0.25, 0) = (-1, 0);
    delta = ((1 - 0.25) * -4, 0.75 * -0.0) = (-3, -0.0)."""
    got = oracle.intersect_circle_segment(UNIT, (-2.0, 0.0), (4.0, 0.0))
    assert_hit(got, UNIT, (-1.0, 0.0), (-3.0, -0.0), (-1.0, 0.0), 0.25)


def test_tangent_segment_does_not_hit():
    """pos (-2,1), delta (4,0): f = (-2,1), k = 4, h = -8, disc = 64 - 64 = 0."""
    assert oracle.intersect_circle_segment(UNIT, (-2.0, 1.0), (4.0, 0.0)) is None


def test_segment_starting_inside_hits_at_time_zero():
    """Circle (0,0) r 2, pos (1,0), delta (5,5): k = 1 - 4 < 0: time 0, normal from
    the centre to pos = (1,0)/1; pos + delta * 0 = (1, 0); delta = (1 * -5, 1 * -5)."""
    c = (0.0, 0.0, 2.0)
    got = oracle.intersect_circle_segment(c, (1.0, 0.0), (5.0, 5.0))
    assert_hit(got, c, (1.0, 0.0), (-5.0, -5.0), (1.0, 0.0), 0.0)


def test_segment_starting_at_the_centre_gets_the_up_normal():
    """pos = c: f = 0, k = -4 < 0, normal (0,1)."""
    c = (0.0, 0.0, 2.0)
    got = oracle.intersect_circle_segment(c, (0.0, 0.0), (1.0, 0.0))
    assert_hit(got, c, (0.0, 0.0), (-1.0, -0.0), (0.0, 1.0), 0.0)


def test_segment_ending_on_the_circle_does_not_hit():
    """pos (-3,0), delta (2,0): k = 8, a = 4, h = -6, disc = 36 - 32 = 4, sqrt 2;
    q = 8, t0 = 8/8 = 1: not < 1."""
    assert oracle.intersect_circle_segment(UNIT, (-3.0, 0.0), (2.0, 0.0)) is None


def test_segment_starting_on_the_circle():
    """pos (1,0) on the circle: k = 0.  Moving out, delta (1,0): h = 1 > 0, no hit.
    Moving in, delta (-1,0): h = -1, disc = 1, q = -(-1 - 1) = 2, t0 = 0/2 = 0:
    a hit at time 0, v = (1,0) + 0 = (1,0), normal (1,0), delta = (1*1, 1*-0.0)."""
    assert oracle.intersect_circle_segment(UNIT, (1.0, 0.0), (1.0, 0.0)) is None
    got = oracle.intersect_circle_segment(UNIT, (1.0, 0.0), (-1.0, 0.0))
    assert_hit(got, UNIT, (1.0, 0.0), (1.0, -0.0), (1.0, 0.0), 0.0)


def test_zero_length_segment_is_a_point_test_and_zero_radius_is_never_hit():
    """delta = 0: inside (k < 0) hits at time 0 with delta = (1 * -0.0, 1 * -0.0);
    outside, a = 0: no hit.  A circle of radius 0 is not hit even through its centre."""
    got = oracle.intersect_circle_segment(UNIT, (0.5, 0.0), (0.0, 0.0))
    assert_hit(got, UNIT, (0.5, 0.0), (-0.0, -0.0), (1.0, 0.0), 0.0)
    assert oracle.intersect_circle_segment(UNIT, (1.5, 0.0), (0.0, 0.0)) is None
    assert oracle.intersect_circle_segment((0.0, 0.0, 0.0), (-1.0, 0.0), (2.0, 0.0)) is None


# --- sweeps -------------------------------------------------------------------


def test_circle_swept_head_on_into_a_circle_stops_short_of_touching():
    """Collider (0,0) r 1, mover (-5,0) r 1, delta (10,0): cast against R = 2:
    f = (-5,0), k = 25 - 4 = 21, a = 100, h = -50, disc = 2500 - 2100 = 400, sqrt 20;
    q = 70, t = 21/70 (= 0.3 rounded); v = (-5 + t*10, 0) = (-2, 0), normal (-1,0);
    hit.pos = c + normal * r = (-1, 0); hit.delta = ((1 - t) * -10, (1 - t) * -0.0);
    time = t - 1e-8, pos = (-5 + 10 * time, 0 + 0 * time)."""
    collider = (0.0, 0.0, 1.0)
    sweep = oracle.sweep_circle_circle(collider, (-5.0, 0.0, 1.0), (10.0, 0.0))
    t = 21.0 / 70.0
    assert_hit(sweep.hit, collider, (-1.0, 0.0), ((1.0 - t) * -10.0, (1.0 - t) * -0.0),
               (-1.0, 0.0), t)
    time = t - 1e-8
    assert_same_float(sweep.time, time)
    assert_same_vec(sweep.pos, (-5.0 + 10.0 * time, 0.0 + 0.0 * time), "pos")
    assert sweep.started_overlapping is False


def test_circle_sweep_that_starts_overlapping_is_stuck_at_time_zero():
    """Mover (1,0) r 1 against (0,0) r 1: 1 < 4, stuck; the cast's k < 0 hit: time 0,
    normal (1,0) (centre to mover), hit.pos (1, 0), delta (1 * -3, 1 * -0.0)."""
    collider = (0.0, 0.0, 1.0)
    sweep = oracle.sweep_circle_circle(collider, (1.0, 0.0, 1.0), (3.0, 0.0))
    assert sweep.started_overlapping and sweep.time == 0.0
    assert_hit(sweep.hit, collider, (1.0, 0.0), (-3.0, -0.0), (1.0, 0.0), 0.0)
    assert_same_vec(sweep.pos, (1.0, 0.0), "pos")


def test_circle_sweeps_that_miss_graze_or_leave():
    """Passing at distance 3 > R = 2: no hit, pos = start + delta.  Passing at
    distance exactly 2 (tangent, disc = 0): no hit.  Touching (k = 0) and moving
    away (h > 0): no hit."""
    collider = (0.0, 0.0, 1.0)
    for start in ((-5.0, 3.0), (-5.0, 2.0)):
        sweep = oracle.sweep_circle_circle(collider, (*start, 1.0), (10.0, 0.0))
        assert sweep == Sweep(None, (start[0] + 10.0, start[1] + 0.0), 1.0, False)
    sweep = oracle.sweep_circle_circle(collider, (2.0, 0.0, 1.0), (1.0, 0.0))
    assert sweep == Sweep(None, (3.0, 0.0), 1.0, False)


def test_zero_delta_circle_sweep_is_the_static_test():
    """delta (0, -0.0): the static intersect_circle, time 0 when overlapping, else 1."""
    collider = (0.0, 0.0, 1.0)
    sweep = oracle.sweep_circle_circle(collider, (1.0, 0.0, 1.0), (0.0, -0.0))
    assert sweep == Sweep(oracle.intersect_circle_circle(collider, (1.0, 0.0, 1.0)), (1.0, 0.0),
                          0.0, True)
    assert oracle.sweep_circle_circle(collider, (3.0, 0.0, 1.0), (-0.0, 0.0)) == Sweep(
        None, (3.0, 0.0), 1.0, False)


SQUARE = (0.0, 0.0, 4.0, 4.0)  # x, y in [-4, 4]


def test_circle_swept_into_a_box_face():
    """Box (0,0) half (1,1), circle (-4, 0.5) r 1, delta (8, 0).  Slab against the box
    grown by 1 (half 2): x: scale 1/8, near = (0 - 2 + 4) * 0.125 = 0.25, far = 0.75;
    y: scale inf, (-2 - 0.5) * inf = -inf, (2 - 0.5) * inf = +inf.  near = 0.25 on x:
    normal (-1, 0).  Entry E = (-4 + 8*0.25, 0.5) = (-2, 0.5); clamp(E) = (-1, 0.5)
    equals E in y: a face, not a corner.  hit.pos = clamp(E) = (-1, 0.5),
    hit.delta = (0.75 * -8, 0.75 * -0.0); time = 0.25 - 1e-8."""
    box = (0.0, 0.0, 1.0, 1.0)
    sweep = oracle.sweep_aabb_circle(box, (-4.0, 0.5, 1.0), (8.0, 0.0))
    assert_hit(sweep.hit, box, (-1.0, 0.5), (-6.0, -0.0), (-1.0, 0.0), 0.25)
    time = 0.25 - 1e-8
    assert_same_float(sweep.time, time)
    assert_same_vec(sweep.pos, (-4.0 + 8.0 * time, 0.5 + 0.0 * time), "pos")


def test_circle_swept_into_the_rounded_corner_hits_the_arc():
    """SQUARE, circle (-20, 7) r 5, delta (32, 0).  Grown half 9: x near =
    (0 - 9 + 20) / 32 = 0.34375, y (inf scale) -inf..+inf.  E = (-20 + 11, 7) =
    (-9, 7); clamp(E) = (-4, 4) differs on both axes: the corner circle (-4,4) r 5
    decides.  f = (-16, 3), k = 265 - 25 = 240, a = 1024, h = -512,
    disc = 262144 - 245760 = 16384, sqrt 128, q = 640, t = 240/640 = 0.375 (later
    than the padded box's 0.34375).  v = (-16 + 12, 3) = (-4, 3), normal
    (-4/5, 3/5); centre at contact (-8, 7), hit.pos = clamp = the corner (-4, 4);
    hit.delta = (0.625 * -32, 0.625 * -0.0) = (-20, -0.0)."""
    sweep = oracle.sweep_aabb_circle(SQUARE, (-20.0, 7.0, 5.0), (32.0, 0.0))
    assert_hit(sweep.hit, SQUARE, (-4.0, 4.0), (-20.0, -0.0), (-4.0 / 5.0, 3.0 / 5.0), 0.375)
    time = 0.375 - 1e-8
    assert_same_float(sweep.time, time)
    assert_same_vec(sweep.pos, (-20.0 + 32.0 * time, 7.0 + 0.0 * time), "pos")


def test_circle_clipping_only_the_grown_boxs_corner_square_misses():
    """SQUARE, circle (-12, 5) r 5, delta (8, 8): the padded box (half 9) is entered
    at x: near_x = (-9 + 12)/8 = 0.375 > near_y = (-9 - 5)/8 = -1.75, and left at
    far_y = (9 - 5)/8 = 0.5 -- noonat/intersect's padded box would hit at 0.375.  E = (-9, 8)
    is in the corner square; against the corner circle (-4,4) r 5: f = (-8, 1),
    k = 65 - 25 = 40, a = 128, h = -64 + 8 = -56, disc = 3136 - 5120 < 0: a miss
    (the path's closest approach to the corner is 9/sqrt(2) > 5)."""
    circle, delta = (-12.0, 5.0, 5.0), (8.0, 8.0)
    assert oracle.intersect_aabb_segment(SQUARE, (-12.0, 5.0), delta, 5.0, 5.0) is not None
    sweep = oracle.sweep_aabb_circle(SQUARE, circle, delta)
    assert sweep == Sweep(None, (-4.0, 13.0), 1.0, False)


def test_circle_swept_from_inside_a_box_is_stuck_with_the_slab_hit():
    """SQUARE, circle (5, 0) r 2 moving (8, 0): the static test overlaps (q = (4,0),
    d = (1,0), 1 < 4).  Slab, grown half 6: near_x = (0 - 6 - 5)/8 = -1.375 >
    near_y = -inf, far = min((6 - 5)/8, inf) = 0.125: a hit at clamp(-1.375) = 0
    on x: normal (-1, 0) (noonat/intersect's slab entered last); E = (5, 0), clamp (4, 0):
    a face; hit.pos (4, 0), hit.delta = (1 * -8, 1 * -0.0); stuck, time 0."""
    sweep = oracle.sweep_aabb_circle(SQUARE, (5.0, 0.0, 2.0), (8.0, 0.0))
    assert sweep.started_overlapping
    assert_hit(sweep.hit, SQUARE, (4.0, 0.0), (-8.0, -0.0), (-1.0, 0.0), 0.0)
    assert_same_float(sweep.time, 0.0)
    assert_same_vec(sweep.pos, (5.0, 0.0), "pos")


def test_zero_radius_circle_sweep_is_noonats_segment_cast():
    """r = 0: the grown box is the box and there is no corner test, so the hit
    time and normal are those of oracle.intersect_aabb_segment."""
    box = (0.0, 0.0, 1.0, 1.0)
    sweep = oracle.sweep_aabb_circle(box, (-3.0, 0.5, 0.0), (4.0, 0.0))
    cast = oracle.intersect_aabb_segment(box, (-3.0, 0.5), (4.0, 0.0))
    assert sweep.hit.time == cast.time == 0.5
    assert sweep.hit.normal == cast.normal == (-1.0, 0.0)
    assert sweep.hit.pos == (-1.0, 0.5)


def test_box_swept_into_a_circle_mirrors_the_circle_swept_into_the_box():
    """Circle (-20, 7) r 5 static, SQUARE moving (-32, 0): in the box's frame the
    circle moves (32, 0) -- the corner example above: t = 0.375, the rounded box's
    normal (-0.8, 0.6), negated to (0.8, -0.6) (from the circle toward the box).
    hit.pos = c + normal * r = (-20 + 0.8*5, 7 - 0.6*5) = (-16, 4), the box's corner
    at contact; hit.delta = (0.625 * 32, 0.625 * -0.0) = (20, -0.0);
    pos = (0 - 32 * time, 0 + 0 * time)."""
    circle = (-20.0, 7.0, 5.0)
    sweep = oracle.sweep_circle_aabb(circle, SQUARE, (-32.0, 0.0))
    n = (0.0 - (-4.0 / 5.0), 0.0 - 3.0 / 5.0)
    assert_hit(sweep.hit, circle, (-20.0 + n[0] * 5.0, 7.0 + n[1] * 5.0), (20.0, -0.0), n, 0.375)
    assert sweep.hit.pos == (-16.0, 4.0)
    time = 0.375 - 1e-8
    assert_same_vec(sweep.pos, (0.0 + -32.0 * time, 0.0 + 0.0 * time), "pos")


def test_sweep_into_mixed_returns_the_first_nearest_collider():
    """Circle (0,0) r 1 moving (10, 0) through a box at (8,0) half 1 (rounded face
    at x = 6: t = 0.6) and twice the circle (5,0) r 1 (R = 2: contact at x = 3,
    t = 21/70 = 0.3): the first circle, index 1.  A box body (0,0) half 1 moving
    (10, 0) against the circle (5,0) r 1: in the box's frame the circle's centre
    moves (-10, 0) against the box grown by 1: scale = 1 / -10 = -0.1, sign -1,
    near_x = (0 + 2 - 5) * -0.1 = -3 * -0.1 (0.30000000000000004, noonat/intersect's
    reciprocal); the box's face normal (1, 0), negated: (-1, 0), hit.pos =
    (5 - 1, 0) = (4, 0)."""
    colliders = [("aabb", (8.0, 0.0, 1.0, 1.0)), ("circle", (5.0, 0.0, 1.0)),
                 ("circle", (5.0, 0.0, 1.0))]
    sweep, index = oracle.sweep_into_mixed(("circle", (0.0, 0.0, 1.0)), colliders, (10.0, 0.0))
    assert index == 1
    assert sweep == oracle.sweep_circle_circle((5.0, 0.0, 1.0), (0.0, 0.0, 1.0), (10.0, 0.0))
    assert sweep.hit.time == 0.3
    sweep, index = oracle.sweep_into_mixed(("aabb", (0.0, 0.0, 1.0, 1.0)), colliders, (10.0, 0.0))
    assert index == 1 and sweep.hit.collider == (5.0, 0.0, 1.0)
    assert_hit(sweep.hit, (5.0, 0.0, 1.0), (4.0, 0.0), ((1.0 - -3.0 * -0.1) * -10.0, -0.0),
               (-1.0, 0.0), -3.0 * -0.1)
    assert oracle.sweep_into_mixed(("circle", (0.0, 0.0, 1.0)), [], (1.0, 2.0)) == (
        Sweep(None, (1.0, 2.0), 1.0, False), -1)


# --- circle_overlap_interval ------------------------------------------------


def test_circles_meeting_head_on_overlap_in_the_middle_of_the_step():
    """(0,0) r 1 still, (4,0) r 1 moving (-8,0): v = (-8,0), d = (4,0), R = 2,
    a = 64, h = -32, k = 12, disc = 1024 - 768 = 256, sqrt 16; q = 48: roots
    48/64 = 0.75, 12/48 = 0.25 -> (0.25, 0.75)."""
    got = oracle.overlap_interval_circle_circle((0.0, 0.0, 1.0), (4.0, 0.0, 1.0), (0.0, 0.0), (-8.0, 0.0))
    assert got == (0.25, 0.75)


def test_circles_overlapping_at_the_start_have_first_zero():
    """(1,0) r 1 moving (8,0) away from (0,0) r 1: k = 1 - 4 = -3, v = (8,0), h = 8,
    disc = 64 + 192 = 256; q = -(8 + 16) = -24: roots -24/64 = -0.375 and
    -3/-24 = 0.125 -> (0, 0.125)."""
    got = oracle.overlap_interval_circle_circle((0.0, 0.0, 1.0), (1.0, 0.0, 1.0), (0.0, 0.0), (8.0, 0.0))
    assert got == (0.0, 0.125)


def test_overlap_interval_without_relative_motion_or_on_a_tangent_path():
    """Same motion for both (a = 0): (0, 1) when they overlap, None otherwise.
    A tangent path, (4,2) moving (-8,0): k = 20 - 4 = 16, h = -32, a = 64,
    disc = 1024 - 1024 = 0: None (touching is not overlapping)."""
    c, o = (0.0, 0.0, 1.0), (1.0, 0.0, 1.0)
    assert oracle.overlap_interval_circle_circle(c, o, (3.0, 4.0), (3.0, 4.0)) == (0.0, 1.0)
    assert oracle.overlap_interval_circle_circle(c, (3.0, 0.0, 1.0), (3.0, 4.0), (3.0, 4.0)) is None
    assert oracle.overlap_interval_circle_circle(c, (4.0, 2.0, 1.0), (0.0, 0.0), (-8.0, 0.0)) is None


# --- overlaps ----------------------------------------------------------------


@pytest.mark.parametrize(
    "kind_a, a, kind_b, b, expected",
    [
        ("point", (3.0, 0.0), "circle", (0.0, 0.0, 5.0), True),
        ("point", (3.0, 4.0), "circle", (0.0, 0.0, 5.0), False),  # on the circle
        ("point", (1.0, 1.0), "point", (1.0, 1.0), False),  # no interior
        ("point", (1.0, 0.0), "segment", (0.0, 0.0, 2.0, 0.0), False),
        ("point", (1.0, 0.5), "aabb", BOX, True),
        ("point", (2.0, 0.5), "aabb", BOX, False),  # on the edge
        ("circle", (0.0, 0.0, 2.0), "circle", (3.0, 4.0, 3.0), False),  # tangent
        ("circle", (0.0, 0.0, 2.0), "circle", (3.0, 4.0, 3.5), True),
        ("circle", (5.0, 5.0, 5.0), "aabb", BOX, False),  # tangent at the corner
        ("circle", (2.0, 0.5, 0.0), "aabb", BOX, False),  # zero radius on the edge
        ("circle", (2.0, 0.5, 1.0), "aabb", BOX, True),  # centre on the edge
        ("segment", (-2.0, 1.0, 2.0, 1.0), "circle", UNIT, False),  # tangent
        ("segment", (-2.0, 0.5, 2.0, 0.5), "circle", UNIT, True),
        ("segment", (-3.0, 0.0, -1.0, 0.0), "circle", UNIT, False),  # ends on it
        ("segment", (0.5, 0.0, 0.5, 0.0), "circle", UNIT, True),  # a point inside
        ("segment", (-3.0, 1.0, 3.0, 1.0), "aabb", BOX, False),  # along the top edge
        ("segment", (-3.0, 0.0, 3.0, 0.0), "aabb", BOX, True),
        ("segment", (-1.0, 0.0, 1.0, 0.0), "aabb", BOX, True),  # inside
        ("segment", (0.0, 0.0, 4.0, 4.0), "segment", (0.0, 4.0, 4.0, 0.0), True),
        ("segment", (0.0, 0.0, 2.0, 2.0), "segment", (2.0, 2.0, 4.0, 0.0), False),  # shared end
        ("segment", (0.0, 0.0, 4.0, 0.0), "segment", (2.0, 0.0, 2.0, 3.0), False),  # T
        ("segment", (0.0, 0.0, 4.0, 0.0), "segment", (2.0, 0.0, 6.0, 0.0), True),  # collinear
        ("segment", (0.0, 0.0, 2.0, 0.0), "segment", (2.0, 0.0, 5.0, 0.0), False),  # end to end
        ("segment", (1.0, 1.0, 1.0, 1.0), "segment", (0.0, 0.0, 2.0, 2.0), False),  # a point
        ("aabb", BOX, "aabb", (4.0, 0.0, 2.0, 1.0), False),  # touching
        ("aabb", BOX, "aabb", (3.5, 0.0, 2.0, 1.0), True),
    ],
)
def test_overlaps_named_pairs_in_both_orders(kind_a, a, kind_b, b, expected):
    """Strict overlap, each case by the page's rule (see the comment on each row);
    ``overlaps`` is symmetric."""
    assert oracle.overlaps(kind_a, a, kind_b, b) is expected
    assert oracle.overlaps(kind_b, b, kind_a, a) is expected


def test_signed_zero_inputs_give_no_negative_zero_normal():
    """-0.0 - +0.0 is -0.0 in IEEE arithmetic, so d = (0.5, -0.0) for the point
    (0.5, -0.0) and the centre (0, 0); the normal d / len is reported as
    (1.0, +0.0) (``+ 0.0`` in the normalisation), also for the raycast, where
    v = f + t0 delta = (-1, -0.0 + 0.25 * -0.0) = (-1, -0.0)."""
    for hit in (
        oracle.intersect_circle_point(UNIT, (0.5, -0.0)),
        oracle.intersect_circle_circle(UNIT, (0.5, -0.0, 1.0)),
    ):
        assert_same_vec(hit.normal, (1.0, 0.0), "normal")
    hit = oracle.intersect_circle_segment(UNIT, (-2.0, -0.0), (4.0, -0.0))
    assert_same_vec(hit.normal, (-1.0, 0.0), "normal")


# --- validation ----------------------------------------------------------------


BAD_NUMBERS = [math.nan, math.inf, -math.inf, 2.0**201]


@pytest.mark.parametrize("bad", BAD_NUMBERS)
def test_non_finite_or_huge_numbers_raise_value_error(bad):
    """Every function checks every coordinate like collide2d.oracle does."""
    calls = [
        lambda: oracle.line_intersection((bad, 0.0), (1.0, 1.0), (0.0, 1.0), (1.0, 0.0)),
        lambda: oracle.circle_line_points((0.0, 0.0), 1.0, (0.0, bad), (1.0, 0.0)),
        lambda: oracle.circle_line_points((0.0, 0.0), bad, (0.0, 0.0), (1.0, 0.0)),
        lambda: oracle.intersect_circle_point((bad, 0.0, 1.0), (0.0, 0.0)),
        lambda: oracle.intersect_circle_circle((0.0, 0.0, 1.0), (0.0, 0.0, bad)),
        lambda: oracle.intersect_aabb_circle((0.0, 0.0, bad, 1.0), (0.0, 0.0, 1.0)),
        lambda: oracle.intersect_circle_aabb((0.0, 0.0, 1.0), (bad, 0.0, 1.0, 1.0)),
        lambda: oracle.intersect_circle_segment((0.0, 0.0, 1.0), (0.0, 0.0), (bad, 0.0)),
        lambda: oracle.sweep_circle_circle((0.0, 0.0, 1.0), (2.0, 0.0, 1.0), (0.0, bad)),
        lambda: oracle.sweep_aabb_circle((0.0, 0.0, 1.0, 1.0), (bad, 0.0, 1.0), (1.0, 0.0)),
        lambda: oracle.sweep_circle_aabb((0.0, 0.0, 1.0), (0.0, 0.0, 1.0, bad), (1.0, 0.0)),
        lambda: oracle.sweep_into_mixed(("circle", (0.0, 0.0, 1.0)),
                                    [("aabb", (bad, 0.0, 1.0, 1.0))], (1.0, 0.0)),
        lambda: oracle.overlap_interval_circle_circle((0.0, 0.0, 1.0), (0.0, 0.0, 1.0), (0.0, 0.0),
                                           (bad, 0.0)),
        lambda: oracle.overlaps("segment", (0.0, 0.0, bad, 0.0), "point", (0.0, 0.0)),
    ]
    for call in calls:
        with pytest.raises(ValueError):
            call()


def test_negative_radius_and_unknown_kinds_raise_value_error():
    with pytest.raises(ValueError, match="radius"):
        oracle.intersect_circle_point((0.0, 0.0, -1.0), (0.0, 0.0))
    with pytest.raises(ValueError, match="radius"):
        oracle.circle_line_points((0.0, 0.0), -0.5, (0.0, 0.0), (1.0, 0.0))
    with pytest.raises(ValueError, match="half size"):
        oracle.intersect_aabb_circle((0.0, 0.0, -1.0, 1.0), (0.0, 0.0, 1.0))
    with pytest.raises(ValueError, match="kind"):
        oracle.overlaps("polygon", (0.0, 0.0), "point", (0.0, 0.0))
    with pytest.raises(ValueError, match="kind"):
        oracle.sweep_into_mixed(("segment", (0.0, 0.0, 1.0, 1.0)), [], (1.0, 0.0))
    # -0.0 is a valid radius (sizes >= 0), and behaves as 0.
    assert oracle.intersect_circle_point((0.0, 0.0, -0.0), (0.0, 0.0)) is None


# --- huge and tiny coordinates --------------------------------------------------


def test_huge_coordinates_scale_exactly():
    """Multiplying every input by 2**190 multiplies squared terms by 2**380 and the
    discriminant by 2**760 -- far from overflow, and exact for powers of two -- so
    parameters are unchanged and points scale exactly.  Circles at +-2**200 with
    radius 2**199 (the extremes) are apart: dot(d, d) = 2 * 2**402 > (2**200)^2."""
    k = 2.0**190
    small_pts = oracle.circle_line_points((0.0, 0.0), 5.0, (-10.0, 3.0), (10.0, 3.0))
    big_pts = oracle.circle_line_points((0.0, 0.0), 5.0 * k, (-10.0 * k, 3.0 * k), (10.0 * k, 3.0 * k))
    assert [u for _, u in big_pts] == [u for _, u in small_pts]
    assert [p for p, _ in big_pts] == [(x * k, y * k) for (x, y), _ in small_pts]
    big = 2.0**200
    assert oracle.intersect_circle_circle((big, big, big / 2), (-big, -big, big / 2)) is None
    # Radius 2**200 each: dot(d, d) = 8 * 2**400 > (2**201)^2 = 4 * 2**400.
    assert oracle.intersect_circle_circle((big, big, big), (-big, -big, big)) is None
    got = oracle.line_intersection((-big, -big), (big, big), (-big, big), (big, -big))
    assert got.kind == "point" and got.start == (0.0, 0.0)
    # Mover (0,0) r big/4 moving (big, 0) toward (big, 0) r big/4: R = big/2,
    # f = (-big, 0), k = 0.75 big^2, a = big^2, h = -big^2, disc = 0.25 big^4 (2**798),
    # sqrt 0.5 big^2, q = 1.5 big^2, t = 0.5.
    sweep = oracle.sweep_circle_circle((big, 0.0, big / 4), (0.0, 0.0, big / 4), (big, 0.0))
    assert sweep.hit.time == 0.5 and sweep.hit.normal == (-1.0, 0.0)
    assert sweep.hit.pos == (big - big / 4, 0.0)


def test_tiny_coordinates_scale_exactly_above_the_underflow_range():
    """At a scale of 2**-200 the fourth powers (2**-800) are still normal numbers:
    the same parameters and scaled points as at scale 1."""
    k = 2.0**-200
    small_pts = oracle.circle_line_points((0.0, 0.0), 5.0, (0.0, 3.0), (10.0, 3.0), segment=False)
    tiny_pts = oracle.circle_line_points((0.0, 0.0), 5.0 * k, (0.0, 3.0 * k), (10.0 * k, 3.0 * k),
                                     segment=False)
    assert [u for _, u in tiny_pts] == [u for _, u in small_pts]
    hit = oracle.intersect_circle_segment((0.0, 0.0, k), (-2.0 * k, 0.0), (4.0 * k, 0.0))
    assert hit.time == 0.25 and hit.normal == (-1.0, 0.0)


def test_below_1e_154_static_circle_tests_rescale_and_lines_use_float64s():
    """A point at 1e-171 from the centre of a circle of radius 1e-170 is inside:
    its squares (1e-342, 1e-340) would underflow to 0, so the static circle tests
    square them in a frame rescaled by an exact power of two (_closer_than), and
    a tiny difference vector is normalised in its own frame (_unit).  Lines keep
    float64's limit: a segment shorter than ~1.5e-162 (squared length 0) is a
    point -- never NaN, never a division by zero."""
    hit = oracle.intersect_circle_point((0.0, 0.0, 1e-170), (1e-171, 0.0))
    assert hit is not None and hit.normal == (1.0, 0.0)
    p = (1.0, 1.0)
    got = oracle.line_intersection(p, (1.0 + 2**-52, 1.0), (0.0, 0.0), (2.0, 2.0))
    assert got.kind in ("point", "none")
    tiny = oracle.line_intersection((0.0, 0.0), (1e-170, 0.0), (0.0, 0.0), (1e-170, 0.0))
    assert tiny.kind == "point" and tiny.start == (0.0, 0.0)  # both "zero length", a1 == b1
    hit = oracle.intersect_aabb_circle((0.0, 0.0, 1.0, 1.0), (1.0 + 2**-52, 0.0, 1.0))
    assert hit is not None and all(map(math.isfinite, hit.normal))
    hit = oracle.intersect_circle_circle((0.0, 0.0, 1.0), (1e-170, 0.0, 1.0))
    assert hit.normal == (1.0, 0.0)  # the centres' direction, not the (0, 1) fallback


def test_normal_of_a_tiny_circle_far_from_the_origin_is_still_unit():
    """The page's normal (pos + t0 delta - c) / r would be (0, 0) here (the entry
    point rounds onto the centre at 1e11, where the spacing of floats, 1.5e-5,
    exceeds r = 1.07e-7), and +-inf for a subnormal radius; the oracle's
    normalised local-space vector is a unit vector pointing back along the path."""
    circle = (-249047244417.71924, -650288816467.5735, 1.0697046823399156e-07)
    pos, delta = (-249047244418.92914, -650288816476.8745), (2.4197998046875, 18.60205078125)
    hit = oracle.intersect_circle_segment(circle, pos, delta)
    assert hit is not None
    assert abs(math.hypot(*hit.normal) - 1.0) < 1e-12
    assert hit.normal[0] * delta[0] + hit.normal[1] * delta[1] < 0
    # A path ~1e-17 from the centre of a circle of radius 5e-324 misses it, and
    # the discriminant a r^2 - cross(d, f)^2 says so (Dev.Mag's h^2 - a c,
    # rounding, called it a hit). A path through the centre of such a circle
    # is lost to underflow (r * r == 0; documented in docs/api.md): no hit,
    # and above all no inf or NaN anywhere.
    sub = (0.20784007719238895, 0.25144060821610803, 5e-324)
    pos = (-0.3162306686238283, 0.33989905880801174)
    delta = (1.076930138801448, -0.18177616711982475)
    assert oracle.intersect_circle_segment(sub, pos, delta) is None
    sweep = oracle.sweep_circle_circle((0.25, 0.25, 0.0), (0.0, 0.25, 5e-324), (1.0, 0.0))
    assert all(math.isfinite(v) for v in floats_of(sweep))


# ==========================================================================
# 2. Yes/no answers against exact rational arithmetic
# ==========================================================================


@PROPERTY
@given(case=segment_pair_cases, segments=st.booleans())
def test_line_intersection_kind_agrees_with_exact_arithmetic(case, segments):
    """The ``kind`` equals the exact one (ties skipped on calm inputs, see
    ``_line_ties``).  On exact inputs a crossing's ``t`` and ``u`` are moreover
    the correctly rounded exact parameters (one division of exact numbers)."""
    family, (a1, a2, b1, b2) = case
    expected, tie = exact_line_kind(a1, a2, b1, b2, segments)
    skip_ties(family, tie)
    got = oracle.line_intersection(a1, a2, b1, b2, segments)
    assert got.kind == expected, (got, expected)
    fa1, fa2, fb1, fb2 = map(fvec, (a1, a2, b1, b2))
    da, db = fsub(fa2, fa1), fsub(fb2, fb1)
    denom = fcross(da, db)
    if family == "exact" and got.kind == "point" and denom != 0:
        r = fsub(fa1, fb1)
        assert got.t == (float(fcross(db, r) / denom),) * 2
        assert got.u == (float(fcross(da, r) / denom),) * 2


@PROPERTY
@given(case=segment_circle_cases, segment=st.booleans())
def test_circle_line_points_count_agrees_with_exact_arithmetic(case, segment):
    """How many points (0, 1 or 2) equals the exact count of roots (in [0, 1] for
    a segment); ties -- tangent, an end on the circle -- skipped on calm inputs."""
    family, (circle, p1, p2) = case
    expected, tie = exact_line_points(circle[:2], circle[2], p1, p2, segment)
    skip_ties(family, tie)
    got = oracle.circle_line_points(circle[:2], circle[2], p1, p2, segment)
    assert len(got) == expected, (got, expected)


@PROPERTY
@given(case=circle_point_cases)
def test_circle_intersect_point_agrees_with_exact_arithmetic(case):
    """A hit iff ``dist^2 < r^2`` exactly (ties: ``exact_within``)."""
    family, (circle, point) = case
    expected, tie = exact_circle_point(circle, point)
    skip_ties(family, tie)
    assert (oracle.intersect_circle_point(circle, point) is not None) is expected
    assert oracle.overlaps("point", point, "circle", circle) is expected


@PROPERTY
@given(case=circle_pair_cases)
def test_circle_intersect_circle_agrees_with_exact_arithmetic(case):
    """A hit iff ``dist^2 < (r1 + r2)^2`` exactly, in both roles, and ``overlaps``."""
    family, (circle, other) = case
    expected, tie = exact_circle_circle(circle, other)
    skip_ties(family, tie)
    assert (oracle.intersect_circle_circle(circle, other) is not None) is expected
    assert (oracle.intersect_circle_circle(other, circle) is not None) is expected
    assert oracle.overlaps("circle", circle, "circle", other) is expected


@PROPERTY
@given(case=box_circle_cases)
def test_box_circle_tests_agree_with_exact_arithmetic(case):
    """``aabb_intersect_circle``, ``circle_intersect_aabb`` and ``overlaps`` hit
    exactly when the exact clamp semantics say so (ties: ``exact_box_circle``)."""
    family, (box, circle) = case
    expected, tie = exact_box_circle(box, circle)
    skip_ties(family, tie)
    assert (oracle.intersect_aabb_circle(box, circle) is not None) is expected
    assert (oracle.intersect_circle_aabb(circle, box) is not None) is expected
    assert oracle.overlaps("aabb", box, "circle", circle) is expected


@PROPERTY
@given(case=cast_circle_cases)
def test_circle_intersect_segment_agrees_with_exact_arithmetic(case):
    """The raycast hits iff the closed segment ``pos + t delta`` meets the open
    disc, in exact arithmetic (ties: ``exact_segment_circle``).  On a hit,
    ``0 <= time < 1``; exact inputs starting inside have time 0 exactly."""
    family, (circle, pos, delta) = case
    expected, tie = exact_segment_circle(circle, fvec(pos), fvec(delta))
    skip_ties(family, tie)
    hit = oracle.intersect_circle_segment(circle, pos, delta)
    assert (hit is not None) is expected
    if hit is not None:
        assert 0.0 <= hit.time < 1.0


@PROPERTY
@given(case=segment_circle_cases)
def test_overlaps_segment_circle_agrees_with_exact_arithmetic(case):
    """overlaps(segment, circle): the exact distance from the centre to the
    closed segment is < r (ties as for the raycast)."""
    family, (circle, p1, p2) = case
    expected, tie = exact_segment_circle(circle, fvec(p1), fsub(fvec(p2), fvec(p1)))
    skip_ties(family, tie)
    assert oracle.overlaps("segment", (*p1, *p2), "circle", circle) is expected


@PROPERTY
@given(case=segment_box_cases)
def test_overlaps_segment_box_agrees_with_exact_arithmetic(case):
    """overlaps(segment, aabb): the closed segment meets the open box, exactly
    (ties: ``exact_segment_box``).  A path through a corner is skipped on exact
    inputs too: noonat/intersect's slab test multiplies by the rounded reciprocal
    ``1 / delta`` (1 / 0.1875 is not dyadic), so whether it grazes the corner
    (near == far) or clips it is decided by rounding."""
    family, (box, p0, p1) = case
    expected, tie, corner_tie = exact_segment_box(box, p0, p1)
    assume(not corner_tie)
    skip_ties(family, tie)
    assert oracle.overlaps("segment", (*p0, *p1), "aabb", box) is expected


@PROPERTY
@given(case=segment_pair_cases)
def test_overlaps_segment_segment_agrees_with_exact_arithmetic(case):
    """A proper crossing or a collinear overlap of positive length, exactly."""
    family, (a1, a2, b1, b2) = case
    expected, tie = exact_segments_overlap(a1, a2, b1, b2)
    skip_ties(family, tie)
    assert oracle.overlaps("segment", (*a1, *a2), "segment", (*b1, *b2)) is expected
    assert oracle.overlaps("segment", (*b1, *b2), "segment", (*a1, *a2)) is expected


def _map_box_pair(draw, fam):
    box = draw(box_geometry())
    other = draw(S.near_box(box, exact=True))
    if max(map(abs, other)) > 64:
        other = draw(box_geometry())
    return fam.box(draw, box), fam.box(draw, other)


def _map_point_box(draw, fam):
    box = draw(box_geometry())
    return fam.point(draw, draw(S.near_point(box, exact=True))), fam.box(draw, box)


@PROPERTY
@given(box_pair=tagged(_map_box_pair), point_box=tagged(_map_point_box))
def test_overlaps_with_boxes_and_points_agree_with_exact_arithmetic(box_pair, point_box):
    """aabb-aabb and point-aabb: strict overlap, exactly (ties: an edge within
    1e-9 of the example's extent)."""
    family, (box, other) = box_pair
    expected, tie = exact_box_box(box, other)
    if not (family == "calm" and tie):
        assert oracle.overlaps("aabb", box, "aabb", other) is expected
    family, (point, box) = point_box
    expected, tie = exact_point_box(point, box)
    if not (family == "calm" and tie):
        assert oracle.overlaps("point", point, "aabb", box) is expected
        assert oracle.overlaps("aabb", box, "point", point) is expected


# ==========================================================================
# 3. circle_line_points against Dev.Mag's textbook formula
# ==========================================================================


def devmag_circle_line_roots(center, radius, p1, p2):
    """Dev.Mag's CircleLineCollision pseudocode, literally: the sorted u values."""
    local1 = (p1[0] - center[0], p1[1] - center[1])
    local2 = (p2[0] - center[0], p2[1] - center[1])
    d = (local2[0] - local1[0], local2[1] - local1[1])
    a = d[0] * d[0] + d[1] * d[1]
    b = 2 * ((d[0] * local1[0]) + (d[1] * local1[1]))
    c = (local1[0] * local1[0]) + (local1[1] * local1[1]) - (radius * radius)
    delta = b * b - (4 * a * c)
    if delta < 0:
        return []
    if delta == 0:
        return [-b / (2 * a)]
    root = math.sqrt(delta)
    return sorted([(-b + root) / (2 * a), (-b - root) / (2 * a)])


@PROPERTY
@given(case=segment_circle_cases)
def test_circle_line_points_match_devmags_formula_within_tolerance(case):
    """For lines that clearly cross the circle (exact ``disc > 1e-6 a S^2``; a
    near-tangent line's roots are ill-conditioned for any formula), both formulas
    give two roots and ``|u_devmag - u| <= 2**-30 (S / |d|) + 2**-48 (S / |d|)^2``,
    with ``S^2 = max(|p1 - c|^2, |p2 - c|^2, r^2)`` and ``|d| = |p2 - p1|``.
    Why: Dev.Mag's cancelling root ``(-b + sqrt(b^2 - 4ac)) / 2a`` loses a few
    ulps of ``(|b| + sqrt(delta)) / 2a <= 2 S / |d|`` and the discriminant's
    rounding moves a well-conditioned root by at most ~1e3 ulps of ``S / |d|``
    (2**-30 is about 1e-9); and Dev.Mag computes ``P2 - P1`` as ``(p2 - c) -
    (p1 - c)``, an error of an ulp of S in ``d``, which moves a root (of size up to
    ``S / |d|``) by about ``2 eps (S / |d|)^2`` -- large for a short segment far
    from the centre (2**-48 is 16 eps)."""
    family, (circle, p1, p2) = case
    centre, r = circle[:2], circle[2]
    c, f, g = fvec(centre), fsub(fvec(p1), fvec(centre)), fsub(fvec(p2), fvec(centre))
    d = fsub(g, f)
    a, h, k = fdot(d, d), fdot(d, f), fdot(f, f) - fr(r) ** 2
    scale2 = _segment_disc_scale(f, g, fr(r))
    assume(a > 0 and h * h - a * k > Fraction(1, 10**6) * a * scale2)
    ours = [u for _, u in oracle.circle_line_points(centre, r, p1, p2, segment=False)]
    devmag = devmag_circle_line_roots(centre, r, p1, p2)
    assert len(ours) == len(devmag) == 2
    ratio = math.sqrt(scale2) / math.sqrt(a)
    tolerance = 2.0**-30 * ratio + 2.0**-48 * ratio * ratio
    for u, u_devmag in zip(ours, devmag):
        assert abs(u - u_devmag) <= tolerance, (ours, devmag, tolerance)


def test_stable_roots_stay_accurate_where_devmags_formula_cancels():
    """Circle (0,0) r 1, line y = 0 from p1 = (-(1 + 2**-26), 0) to p2 = (12345.678, 0):
    f.x^2 = 1 + 2**-25 + 2**-52 is exact, so c = 2**-25 + 2**-52 is exact; the
    root at x = -1 is u = 2**-26 / (p2.x - p1.x).  Dev.Mag's (-b - sqrt(delta)) / 2a
    subtracts two numbers equal in their first 26 bits, so the rounding of b
    (one ulp) becomes ~2**26 ulps of u (measured: ~1.6e7); the stable c / q has
    no such subtraction and stays within a few ulps (measured: 0.5)."""
    p1, p2 = (-(1.0 + 2.0**-26), 0.0), (12345.678, 0.0)
    exact = Fraction(2) ** -26 / (fr(p2[0]) - fr(p1[0]))
    ours = oracle.circle_line_points((0.0, 0.0), 1.0, p1, p2, segment=False)[0][1]
    devmag = devmag_circle_line_roots((0.0, 0.0), 1.0, p1, p2)[0]
    assert abs(Fraction(ours) - exact) <= 4 * 2.0**-53 * exact
    assert abs(Fraction(devmag) - exact) > 10**6 * 2.0**-53 * exact


# ==========================================================================
# 4. Invariants
# ==========================================================================

def rounding_allowance(*numbers) -> Fraction:
    """How far below r^2 a squared distance may end after an irrational push:
    the moved centre is rounded to ~1 ulp of the largest coordinate, so the
    distance may be short by ~2**-52 * scale; allowed: 2**-46 * scale^2."""
    scale = max(abs(fr(v)) for v in numbers)
    return Fraction(2) ** -46 * scale * scale


def axis_aligned(normal) -> bool:
    return set(map(abs, normal)) <= {0.0, 1.0}


@PROPERTY
@given(case=exact_circle_pairs, as_point=st.booleans())
def test_applying_the_delta_separates_the_circles(case, as_point):
    """After ``other`` (or the point) moves by ``hit.delta`` the exact distance
    is the radius sum up to the rounding of an irrational normal
    (``rounding_allowance``); when
    the push is along an axis or the centres coincide (normal (0, 1)) the shapes
    touch exactly and no longer collide."""
    _, (circle, other) = case
    if as_point:
        other = (other[0], other[1], 0.0)
    hit = (oracle.intersect_circle_point(circle, other[:2]) if as_point
           else oracle.intersect_circle_circle(circle, other))
    if hit is None:
        return
    moved = (other[0] + hit.delta[0], other[1] + hit.delta[1], other[2])
    dist2 = fdot(fsub(fvec(moved), fvec(circle)), fsub(fvec(moved), fvec(circle)))
    radius_sum = fr(circle[2]) + fr(other[2])
    assert dist2 >= radius_sum**2 - rounding_allowance(*circle, *other, *moved)
    if axis_aligned(hit.normal):
        assert dist2 == radius_sum**2
        assert oracle.intersect_circle_circle(circle, moved) is None


@PROPERTY
@given(case=exact_box_circles)
def test_applying_the_delta_separates_box_and_circle(case):
    """``aabb_intersect_circle`` moves the circle, ``circle_intersect_aabb`` the box,
    by ``hit.delta``: afterwards the exact distance from the centre to the box is
    r (up to ``rounding_allowance`` for a diagonal push from a corner); pushes along an axis
    (every centre inside or on the box, and faces) leave them exactly touching
    and not colliding."""
    _, (box, circle) = case
    for circle_moves in (True, False):
        hit = (oracle.intersect_aabb_circle(box, circle) if circle_moves
               else oracle.intersect_circle_aabb(circle, box))
        if hit is None:
            continue
        if circle_moves:
            box2, circle2 = box, (circle[0] + hit.delta[0], circle[1] + hit.delta[1], circle[2])
        else:
            box2, circle2 = (box[0] + hit.delta[0], box[1] + hit.delta[1], box[2], box[3]), circle
        bx, by, hx, hy = map(fr, box2)
        cx, cy, r = map(fr, circle2)
        qx = min(max(cx, bx - hx), bx + hx)
        qy = min(max(cy, by - hy), by + hy)
        dist2 = (cx - qx) ** 2 + (cy - qy) ** 2
        assert dist2 >= r * r - rounding_allowance(*box, *circle, *box2, *circle2), hit
        if axis_aligned(hit.normal):
            assert dist2 == r * r
            assert oracle.intersect_aabb_circle(box2, circle2) is None


@PROPERTY
@given(case=circle_pair_cases)
def test_swapping_the_circles_negates_normal_and_delta(case):
    """``intersect_circle(b, a)`` has the opposite normal and delta of
    ``intersect_circle(a, b)`` (the same radius sum; ``d`` negates exactly) --
    except for coincident centres, where both push along (0, 1)."""
    _, (a, b) = case
    ab, ba = oracle.intersect_circle_circle(a, b), oracle.intersect_circle_circle(b, a)
    assert (ab is None) == (ba is None)
    if ab is None:
        return
    if a[:2] == b[:2]:
        assert ab.normal == ba.normal == (0.0, 1.0)
        return
    assert ba.normal == (-ab.normal[0], -ab.normal[1])
    assert ba.delta == (-ab.delta[0], -ab.delta[1])


@PROPERTY
@given(case=box_circle_cases)
def test_circle_and_box_as_colliders_mirror_each_other_outside_the_box(case):
    """For a centre outside the box (``e = -d`` exactly), ``circle_intersect_aabb``
    has the opposite normal and delta of ``aabb_intersect_circle``."""
    _, (box, circle) = case
    outside = not (box[0] - box[2] <= circle[0] <= box[0] + box[2]
                   and box[1] - box[3] <= circle[1] <= box[1] + box[3])
    assume(outside)
    a, b = oracle.intersect_aabb_circle(box, circle), oracle.intersect_circle_aabb(circle, box)
    assert (a is None) == (b is None)
    if a is not None:
        assert b.normal == (-a.normal[0], -a.normal[1])
        assert b.delta == (-a.delta[0], -a.delta[1])


def approach_ok(hit, delta, *numbers) -> bool:
    """True when the 1e-8 time back-off moves the shapes apart by far more than
    the rounding of the end position: ``1e-8 * (-normal . delta)`` (the rate at
    which the gap closes at contact) must exceed 2**-40 times the largest number
    involved.  Paths that only graze the shape close the gap too slowly."""
    closing = -(hit.normal[0] * delta[0] + hit.normal[1] * delta[1])
    scale = max(abs(v) for v in numbers) + 1.0
    return 1e-8 * closing > 2.0**-40 * scale


@PROPERTY
@given(case=exact_circle_sweeps)
def test_circle_sweep_ends_not_overlapping(case):
    """Unless it started overlapping, the mover at ``sweep.pos`` does not overlap
    the collider (oracle test and exact distance), for the paths that do not
    graze it (``approach_ok``); with no hit it ends at start + delta."""
    _, (collider, mover, delta) = case
    sweep = oracle.sweep_circle_circle(collider, mover, delta)
    assume(not sweep.started_overlapping)
    end = (sweep.pos[0], sweep.pos[1], mover[2])
    if sweep.hit is None:
        assert sweep.time == 1.0 and sweep.pos == (mover[0] + delta[0], mover[1] + delta[1])
        return
    assume(approach_ok(sweep.hit, delta, *collider, *mover, *delta))
    assert oracle.intersect_circle_circle(collider, end) is None
    assert not exact_circle_circle(collider, end)[0]
    assert 0.0 <= sweep.time < sweep.hit.time or sweep.time == sweep.hit.time == 0.0


@PROPERTY
@given(case=exact_box_sweeps)
def test_box_and_circle_sweeps_end_not_overlapping(case):
    """Both ``aabb_sweep_circle`` (the circle moves) and ``circle_sweep_aabb``
    (the box moves by -delta) end without overlap, by the oracle's static test
    and in exact arithmetic, unless they started overlapping or graze."""
    _, (box, circle, delta) = case
    sweep = oracle.sweep_aabb_circle(box, circle, delta)
    if not sweep.started_overlapping and sweep.hit is not None and approach_ok(
            sweep.hit, delta, *box, *circle, *delta):
        end = (sweep.pos[0], sweep.pos[1], circle[2])
        assert oracle.intersect_aabb_circle(box, end) is None
        assert not exact_box_circle(box, end)[0]
    back = (-delta[0], -delta[1])
    sweep = oracle.sweep_circle_aabb(circle, box, back)
    if not sweep.started_overlapping and sweep.hit is not None and approach_ok(
            sweep.hit, back, *box, *circle, *delta):
        end = (sweep.pos[0], sweep.pos[1], box[2], box[3])
        assert oracle.intersect_circle_aabb(circle, end) is None
        assert not exact_box_circle(end, circle)[0]


def union_of_parts_time(box, circle, delta):
    """The first time the centre enters the rounded box, computed from its parts:
    the box grown by r on x only, on y only (noonat/intersect's segment cast) and the four
    corner circles of radius r (the raycast).  Their open interiors cover the
    open rounded box exactly when r > 0."""
    bx, by, hx, hy = box
    cx, cy, r = circle
    times = []
    for pad_x, pad_y in ((r, 0.0), (0.0, r)):
        hit = oracle.intersect_aabb_segment(box, (cx, cy), delta, pad_x, pad_y)
        if hit is not None:
            times.append(hit.time)
    for kx in (bx - hx, bx + hx):
        for ky in (by - hy, by + hy):
            hit = oracle.intersect_circle_segment((kx, ky, r), (cx, cy), delta)
            if hit is not None:
                times.append(hit.time)
    return min(times, default=None)


@PROPERTY
@given(case=box_sweep_cases)
def test_rounded_box_sweep_is_the_union_of_two_grown_boxes_and_four_corner_circles(case):
    """``aabb_sweep_circle`` hits (not stuck) exactly when the union of the parts
    does, for r > 0 and a non-zero motion, at the same time: bit for bit when both
    pick the same part (the face slab or the corner raycast is the same formula),
    within 2**-40 at the seam where an entry exactly on a corner square's edge is
    a face hit for the rounded box (slab time ``num * (1 / delta)``) and a corner
    hit for the union (raycast ``k / q``).  Skipped on calm inputs: hit/no-hit
    disagreements (ties between the parts), and times compared within 1e-9."""
    family, (box, circle, delta) = case
    assume(circle[2] > 0 and (delta[0] != 0 or delta[1] != 0))
    sweep = oracle.sweep_aabb_circle(box, circle, delta)
    assume(not sweep.started_overlapping)
    expected = union_of_parts_time(box, circle, delta)
    got = None if sweep.hit is None else sweep.hit.time
    if family == "calm" and (got is None) != (expected is None):
        assume(False)
    assert (got is None) == (expected is None), (got, expected)
    if got is not None:
        assert abs(got - expected) <= (1e-9 if family == "calm" else 2.0**-40), (got, expected)


@PROPERTY
@given(case=box_sweep_cases)
def test_box_swept_into_a_circle_is_the_circle_swept_backwards_into_the_box(case):
    """``circle_sweep_aabb(circle, box, delta)`` is the rounded-box cast of
    ``aabb_sweep_circle(box, circle, -delta)``: same stuck flag, same hit times
    bit for bit, opposite normals (as values: the negation is written 0.0 - n).
    Not for a zero motion, which is the static tests, whose tie rules do not
    mirror (at the box's centre both push along +y), nor for the static push-out
    that replaces a stuck start's cast when rounding makes the cast miss (only
    possible on calm inputs)."""
    family, (box, circle, delta) = case
    assume(delta[0] != 0 or delta[1] != 0)
    a = oracle.sweep_aabb_circle(box, circle, (-delta[0], -delta[1]))
    b = oracle.sweep_circle_aabb(circle, box, delta)
    assert a.started_overlapping == b.started_overlapping
    assert (a.hit is None) == (b.hit is None)
    assert bits(a.time) == bits(b.time)
    if a.hit is not None:
        assert bits(a.hit.time) == bits(b.hit.time)
        if family == "exact" or not a.started_overlapping:
            assert b.hit.normal == (-a.hit.normal[0], -a.hit.normal[1])


@PROPERTY
@given(circle_case=circle_sweep_cases, box_case=box_sweep_cases)
def test_started_overlapping_is_exactly_the_static_test(circle_case, box_case):
    """For all three sweeps ``started_overlapping`` is the static test's answer,
    and then the sweep has a hit and time 0."""
    _, (collider, mover, delta) = circle_case
    _, (box, circle, box_delta) = box_case
    sweeps = [
        (oracle.sweep_circle_circle(collider, mover, delta),
         oracle.intersect_circle_circle(collider, mover)),
        (oracle.sweep_aabb_circle(box, circle, box_delta), oracle.intersect_aabb_circle(box, circle)),
        (oracle.sweep_circle_aabb(circle, box, box_delta), oracle.intersect_circle_aabb(circle, box)),
    ]
    for sweep, static in sweeps:
        assert sweep.started_overlapping is (static is not None)
        if sweep.started_overlapping:
            assert sweep.hit is not None and sweep.time == 0.0


@st.composite
def mixed_sweep_into_cases(draw):
    """(body, colliders, delta): tagged boxes and circles near the body's path,
    with repeats so that ties between colliders happen."""
    family = draw(families())
    body_box, body_circle, delta = draw(box_sweep_geometry())
    body = ("circle", family.circle(draw, body_circle)) if draw(st.booleans()) else (
        "aabb", family.box(draw, (body_circle[0], body_circle[1], body_circle[2], body_circle[2])))
    delta = family.motion(draw, delta)
    colliders = [("aabb", family.box(draw, body_box))]
    for _ in range(draw(st.integers(0, 4))):
        if draw(st.booleans()):
            colliders.append(colliders[draw(st.integers(0, len(colliders) - 1))])
        elif draw(st.booleans()):
            colliders.append(("circle", family.circle(draw, draw(circle_geometry()))))
        else:
            colliders.append(("aabb", family.box(draw, draw(box_geometry()))))
    return body, draw(st.permutations(colliders)), delta


@PROPERTY
@given(case=mixed_sweep_into_cases())
def test_sweep_into_mixed_is_the_first_nearest_of_the_single_sweeps(case):
    """The result is the single sweep of the first collider with the smallest time
    below 1 (field for field), or no hit at start + delta."""
    body, colliders, delta = case
    kind, shape = body
    singles = []
    for ckind, cshape in colliders:
        if ckind == "aabb" and kind == "aabb":
            singles.append(oracle.sweep_aabb_aabb(cshape, shape, delta))
        elif ckind == "aabb":
            singles.append(oracle.sweep_aabb_circle(cshape, shape, delta))
        elif kind == "aabb":
            singles.append(oracle.sweep_circle_aabb(cshape, shape, delta))
        else:
            singles.append(oracle.sweep_circle_circle(cshape, shape, delta))
    sweep, index = oracle.sweep_into_mixed(body, colliders, delta)
    best = min((s.time for s in singles), default=1.0)
    if best >= 1.0:
        assert index == -1 and sweep == Sweep(None, (shape[0] + delta[0], shape[1] + delta[1]),
                                              1.0, False)
        return
    assert index == next(i for i, s in enumerate(singles) if s.time == best)
    assert sweep == singles[index]
    assert sweep.hit.collider is colliders[index][1]


@PROPERTY
@given(case=interval_geometry())
def test_overlap_interval_agrees_with_intersect_circle_sampled_along_the_step(case):
    """At t = k/16 (exact positions on these dyadic inputs) the moved circles
    overlap when first < t < last and do not when t < first or t > last
    (samples within 1e-9 of an end are skipped); with None no sample overlaps;
    ``first`` is 0 when they overlap at t = 0."""
    circle, other, delta, other_delta = case
    interval = oracle.overlap_interval_circle_circle(circle, other, delta, other_delta)
    overlapping = {}
    for k in range(17):
        t = k / 16
        a = (circle[0] + delta[0] * t, circle[1] + delta[1] * t, circle[2])
        b = (other[0] + other_delta[0] * t, other[1] + other_delta[1] * t, other[2])
        overlapping[t] = oracle.intersect_circle_circle(a, b) is not None
    if interval is None:
        assert not any(overlapping.values()), overlapping
        return
    first, last = interval
    assert 0.0 <= first < last <= 1.0
    if overlapping[0.0]:
        assert_same_float(first, 0.0, "first")
    for t, hit in overlapping.items():
        if first + 1e-9 < t < last - 1e-9:
            assert hit, f"t={t} inside ({first}, {last}) but no overlap"
        elif t < first - 1e-9 or t > last + 1e-9:
            assert not hit, f"t={t} outside ({first}, {last}) but overlapping"


@PROPERTY
@given(circle=general_circles, other=general_circles, delta=S.deltas, other_delta=S.deltas)
def test_overlap_interval_is_ordered_within_the_step(circle, other, delta, other_delta):
    """Whenever there is an interval, 0 <= first < last <= 1 (any valid floats)."""
    interval = oracle.overlap_interval_circle_circle(circle, other, delta, other_delta)
    if interval is not None:
        first, last = interval
        assert 0.0 <= first < last <= 1.0


@PROPERTY
@given(case=segment_circle_cases, segment=st.booleans())
def test_circle_line_points_lie_on_the_circle_in_order(case, segment):
    """Points are ``p1 + u d``, ordered by u, with u in [0, 1] for segments, and
    lie on the circle up to rounding: ``| |P - c|^2 - r^2 | <= 2**-40 S^2``."""
    _, (circle, p1, p2) = case
    got = oracle.circle_line_points(circle[:2], circle[2], p1, p2, segment)
    us = [u for _, u in got]
    assert us == sorted(us)
    d = (p2[0] - p1[0], p2[1] - p1[1])
    c, r = fvec(circle), fr(circle[2])
    scale2 = _segment_disc_scale(fsub(fvec(p1), c), fsub(fvec(p2), c), r)
    for point, u in got:
        assert point == (p1[0] + u * d[0], p1[1] + u * d[1])
        if segment:
            assert 0.0 <= u <= 1.0
        w = fsub(fvec(point), c)
        assert abs(fdot(w, w) - r * r) <= Fraction(2) ** -40 * scale2 + Fraction(2) ** -40 * (
            fr(abs(u)) ** 2 * fdot(fvec(d), fvec(d)))


@PROPERTY
@given(box_point=S.box_point_pairs)
def test_zero_radius_circle_is_noonats_point(box_point):
    """A circle of radius 0 against a box is noonat/intersect's point (any floats):
    ``aabb_intersect_circle`` equals ``intersect_aabb_point``."""
    box, point = box_point
    circle = (point[0], point[1], 0.0)
    assert oracle.intersect_aabb_circle(box, circle) == oracle.intersect_aabb_point(box, point)


@PROPERTY
@given(box_point=S.quarter_box_point_pairs, delta=S.quarter_deltas)
def test_zero_radius_circle_sweep_is_noonats_segment_cast(box_point, delta):
    """Sweeping a circle of radius 0 hits exactly when noonat/intersect's segment cast
    does, at the same time, with the same normal for a moving point.  Quarter
    steps: at huge coordinates noonat/intersect's own cast and point test can disagree
    (``cy - hy`` rounds onto ``cy`` for a unit box at 1.6e60), and the sweep then
    takes the static test's answer."""
    box, point = box_point
    circle = (point[0], point[1], 0.0)
    sweep = oracle.sweep_aabb_circle(box, circle, delta)
    cast = oracle.intersect_aabb_segment(box, point, delta)
    assert (sweep.hit is None) == (cast is None)
    if cast is not None:
        assert bits(sweep.hit.time) == bits(cast.time)
        if delta[0] != 0 or delta[1] != 0:
            assert sweep.hit.normal == cast.normal


ALL_KINDS = st.sampled_from(oracle.SHAPE_KINDS)


@st.composite
def any_shape(draw, kind):
    if kind == "point":
        return draw(S.points)
    if kind == "segment":
        return draw(general_segments)
    if kind == "circle":
        return draw(general_circles)
    return draw(S.boxes)


@st.composite
def shape_pairs(draw):
    """Two shapes of any kinds, general floats; half the time the second is
    built from the first's numbers (same centre, shared end points)."""
    kind_a, kind_b = draw(ALL_KINDS), draw(ALL_KINDS)
    a, b = draw(any_shape(kind_a)), draw(any_shape(kind_b))
    if draw(st.booleans()):
        b = tuple(a[i % len(a)] if i < 2 else abs(a[i % len(a)]) for i in range(len(b)))
        if kind_b == "segment":
            b = (a[0], a[1], *draw(S.points))
    return kind_a, a, kind_b, b


@PROPERTY
@given(case=shape_pairs())
def test_overlaps_is_symmetric_and_matches_the_hit_tests(case):
    """``overlaps`` answers the same in both orders and equals "the matching hit
    test is not None" (any floats, full range)."""
    kind_a, a, kind_b, b = case
    got = oracle.overlaps(kind_a, a, kind_b, b)
    assert oracle.overlaps(kind_b, b, kind_a, a) is got
    pair = {kind_a: a, kind_b: b}
    if kind_a == kind_b == "circle":
        assert got is (oracle.intersect_circle_circle(a, b) is not None)
    elif kind_a == kind_b == "aabb":
        assert got is oracle.overlaps_aabb_aabb(a, b)
    elif set(pair) == {"point", "circle"}:
        assert got is (oracle.intersect_circle_point(pair["circle"], pair["point"]) is not None)
    elif set(pair) == {"circle", "aabb"}:
        assert got is (oracle.intersect_aabb_circle(pair["aabb"], pair["circle"]) is not None)
        assert got is (oracle.intersect_circle_aabb(pair["circle"], pair["aabb"]) is not None)
    elif set(pair) == {"point", "aabb"}:
        assert got is (oracle.intersect_aabb_point(pair["aabb"], pair["point"]) is not None)
    elif kind_a == "point" or kind_b == "point":
        assert got is False  # point-point, point-segment


def _results_of_everything(circle, other, box, seg, delta, other_delta, segment):
    a1, a2, b1, b2 = seg[:2], seg[2:], circle[:2], other[:2]
    return [
        oracle.line_intersection(a1, a2, b1, b2, segment),
        oracle.circle_line_points(circle[:2], circle[2], a1, a2, segment),
        oracle.intersect_circle_point(circle, a1),
        oracle.intersect_circle_circle(circle, other),
        oracle.intersect_aabb_circle(box, circle),
        oracle.intersect_circle_aabb(circle, box),
        oracle.intersect_circle_segment(circle, a1, delta),
        oracle.sweep_circle_circle(circle, other, delta),
        oracle.sweep_aabb_circle(box, circle, delta),
        oracle.sweep_circle_aabb(circle, box, delta),
        oracle.sweep_into_mixed(("circle", other), [("aabb", box), ("circle", circle)], delta),
        oracle.sweep_into_mixed(("aabb", box), [("circle", circle), ("circle", other)], delta),
        oracle.overlap_interval_circle_circle(circle, other, delta, other_delta),
    ]


@settings(max_examples=200, deadline=None)
@given(
    circle=general_circles, other=general_circles, box=S.boxes, seg=general_segments,
    delta=S.deltas, other_delta=S.deltas, segment=st.booleans(),
    related=st.integers(0, 3),
)
def test_no_result_is_ever_nan_or_infinite(circle, other, box, seg, delta, other_delta, segment,
                                           related):
    """Over the whole valid range (signed zeros, subnormals, +-2**200) no float
    in any result is NaN or infinite, and no normal, time or parameter is -0.0.  ``related`` ties the shapes together
    (same centres, a segment from the centre, the box around the circle) so that
    the degenerate branches run too."""
    if related == 1:
        other = (circle[0], circle[1], other[2])
        seg = (circle[0], circle[1], seg[2], seg[3])
    elif related == 2:
        box = (circle[0], circle[1], box[2], box[3])
        seg = (seg[0], seg[1], seg[0], seg[1])
    for result in _results_of_everything(circle, other, box, seg, delta, other_delta, segment):
        values = list(floats_of(result))
        assert all(math.isfinite(v) for v in values), result
        for value in signed_zero_free(result):
            assert bits(value) != bits(-0.0), result


def signed_zero_free(result):
    """The fields documented never to be -0.0: normals, times, the parameters
    t and u of a line intersection and of circle-line points, interval ends."""
    if isinstance(result, tuple) and len(result) == 2 and isinstance(result[0], Sweep):
        result = result[0]  # sweep_into_mixed's (sweep, index)
    if isinstance(result, Sweep):
        yield result.time
        result = result.hit
    if isinstance(result, Hit):
        yield from (*result.normal, result.time)
    elif isinstance(result, LineIntersection):
        yield from (*result.t, *result.u)
    elif isinstance(result, tuple) and result and isinstance(result[0], float):
        yield from result  # an overlap interval
    elif isinstance(result, tuple):
        yield from (u for _, u in result)  # circle-line points


@FEW
@given(circle=general_circles, other=general_circles, box=S.boxes, seg=general_segments,
       delta=S.deltas)
def test_inputs_are_not_modified(circle, other, box, seg, delta):
    """Lists passed in are unchanged afterwards (same values, same bits), and the
    collider sequence of ``sweep_into_mixed`` keeps its objects and order."""
    lists = [list(circle), list(other), list(box), list(seg), list(delta)]
    before = [[bits(float(v)) for v in item] for item in lists]
    c, o, b, s, d = lists
    colliders = [("aabb", b), ("circle", o)]
    order = [id(item) for item in colliders]
    oracle.line_intersection(s[:2], s[2:], c[:2], o[:2])
    oracle.circle_line_points(c[:2], c[2], s[:2], s[2:])
    oracle.intersect_circle_point(c, s[:2])
    oracle.intersect_circle_circle(c, o)
    oracle.intersect_aabb_circle(b, c)
    oracle.intersect_circle_aabb(c, b)
    oracle.intersect_circle_segment(c, s[:2], d)
    oracle.sweep_circle_circle(c, o, d)
    oracle.sweep_aabb_circle(b, c, d)
    oracle.sweep_circle_aabb(c, b, d)
    oracle.sweep_into_mixed(("circle", c), colliders, d)
    oracle.overlap_interval_circle_circle(c, o, d, d)
    oracle.overlaps("segment", s, "circle", c)
    assert [[bits(float(v)) for v in item] for item in lists] == before
    assert [id(item) for item in colliders] == order


def test_the_names_of_earlier_releases_remain_as_aliases() -> None:
    import collide2d.oracle_circles as old

    assert old.circle_intersect_aabb is oracle.intersect_circle_aabb
    assert oracle.overlap_interval is oracle.overlap_interval_aabb_aabb
    assert oracle.sweep_into is oracle.sweep_into_aabb
    for name in oracle.__all__:
        assert getattr(old, name) is getattr(oracle, name)
