"""hypothesis strategies for the circle and segment array twins (docs/circles-and-lines.md, section 7).

Rows are plain tuples of Python floats:

* circle ``(cx, cy, r)``, segment ``(x0, y0, x1, y1)``, box ``(cx, cy, hx, hy)``,
  point / motion ``(x, y)``.

Two sources of rows, mixed in every list of cases:

* *near* cases: geometry on small quarter steps built so that ties are exact
  and common -- a point exactly on a circle (Pythagorean directions), tangent
  circles, a circle tangent to a box face or corner, a tangent line, a segment
  ending or starting on the circle, collinear and end-sharing segments, a
  centre on a box edge, zero radii, zero-length segments -- then sometimes
  scaled by a power of two (``2**190`` up to huge values, ``2**-1070`` down to
  subnormals), which keeps every tie exact;
* *free* cases: independent rows from ``array_strategies`` (quarter steps,
  signed zeros, reals, wide values up to 2**200) plus tiny values.

``batch_call`` turns a list of cases into one batch call, with the receiver or
one argument broadcast as a single row in any accepted form.
"""

from __future__ import annotations

from hypothesis import strategies as st

from array_strategies import LIMIT, coord, motion, size, tiny, zeros

# --------------------------------------------------------------------------
# Free rows
# --------------------------------------------------------------------------

tiny_positive = st.sampled_from([5e-324, 1e-310, 2.0**-1022, 1e-170, 2.0**-537])
ccoord = st.one_of(coord, coord, coord, tiny, tiny_positive)
cmotion = st.one_of(motion, tiny_positive)
radius = st.one_of(size, zeros, tiny_positive, st.sampled_from([LIMIT, 2.0**199]))

free_point = st.tuples(ccoord, ccoord)
free_motion = st.tuples(cmotion, cmotion)
free_circle = st.tuples(ccoord, ccoord, radius)
free_box = st.tuples(ccoord, ccoord, radius, radius)


@st.composite
def free_segment(draw):
    a = draw(free_point)
    if draw(st.integers(0, 5)) == 0:
        return a + a  # zero length
    return a + draw(free_point)


# --------------------------------------------------------------------------
# Near geometry on quarter steps
# --------------------------------------------------------------------------


def quarters(lo, hi):
    return st.integers(lo * 4, hi * 4).map(lambda k: k / 4)


small = quarters(-12, 12)
small_size = quarters(0, 6)
maybe_zero_size = st.one_of(small_size, st.just(0.0), st.just(-0.0))
box_half = st.one_of(quarters(0, 6), quarters(0, 6), quarters(0, 6), st.just(0.0), st.just(-0.0))
inside_factors = st.sampled_from([-2, -1, -0.5, -0.5, 0, 0, 0.5, 0.5, 1, 2])
jitter = st.one_of(st.just(0.0), st.just(0.0), st.just(0.0), quarters(-1, 1).map(lambda v: v / 4))

_TRIPLES = [(1, 0, 1), (0, 1, 1), (3, 4, 5), (4, 3, 5), (5, 12, 13), (12, 5, 13)]


@st.composite
def direction(draw):
    """(p, q, n) with p*p + q*q == n*n, random signs."""
    p, q, n = draw(st.sampled_from(_TRIPLES))
    return p * draw(st.sampled_from([1, -1])), q * draw(st.sampled_from([1, -1])), n


@st.composite
def on_circle(draw, cx, cy):
    """A point at the exact distance n*m from (cx, cy), and that distance."""
    p, q, n = draw(direction())
    m = draw(quarters(0, 2))
    return (cx + p * m, cy + q * m), n * m


@st.composite
def near_circle_point(draw):
    cx, cy = draw(small), draw(small)
    (px, py), dist = draw(on_circle(cx, cy))
    kind = draw(st.integers(0, 3))
    if kind == 0:
        r = dist  # exactly on the circle
    elif kind == 1:
        r = max(dist + draw(jitter), 0.0)
    elif kind == 2:
        r, (px, py) = draw(maybe_zero_size), (cx, cy)  # at the centre
    else:
        r = draw(maybe_zero_size)
    return (cx, cy, r), (px + draw(jitter), py)


@st.composite
def near_circle_circle(draw):
    cx, cy = draw(small), draw(small)
    (ox, oy), dist = draw(on_circle(cx, cy))
    total = max(dist + draw(jitter), 0.0)  # radius sum: tangent, or just in / out
    r1 = draw(st.sampled_from([0.0, total, total / 2, total / 4]))
    r2 = total - r1
    if draw(st.integers(0, 4)) == 0:
        ox, oy = cx, cy  # coincident
    return (cx, cy, r1), (ox, oy, r2)


@st.composite
def near_circle_box(draw):
    """(circle, box): near a face, tangent to a corner, centre on an edge or
    inside, at the box centre."""
    bx, by = draw(small), draw(small)
    hx, hy = draw(maybe_zero_size), draw(maybe_zero_size)
    sx, sy = draw(st.sampled_from([1, -1])), draw(st.sampled_from([1, -1]))
    region = draw(st.integers(0, 4))
    r = draw(maybe_zero_size)
    if region == 0:  # near a face
        gap = draw(quarters(0, 3))
        cx, cy = bx + sx * (hx + gap), by + draw(st.integers(-4, 4)) / 4 * hy
        r = max(gap + draw(jitter), 0.0)
    elif region == 1:  # near a corner
        p, q, n = draw(direction())
        m = draw(quarters(0, 2))
        cx, cy = bx + sx * (hx + abs(p) * m), by + sy * (hy + abs(q) * m)
        r = max(n * m + draw(jitter), 0.0)
    elif region == 2:  # centre on an edge
        cx, cy = bx + sx * hx, by + draw(st.integers(-4, 4)) / 4 * hy
    elif region == 3:  # inside
        cx, cy = bx + draw(st.integers(-4, 4)) / 4 * hx, by + draw(st.integers(-4, 4)) / 4 * hy
    else:
        cx, cy = bx, by
    return (cx, cy, r), (bx, by, hx, hy)


@st.composite
def near_circle_line(draw):
    """(circle, p1, p2): tangent lines, ending / starting on the circle, starting
    inside or at the centre, zero length, through the centre."""
    cx, cy, r0 = draw(small), draw(small), draw(maybe_zero_size)
    p, q, n = draw(direction())
    m = draw(quarters(0, 2))
    on = (cx + p * m, cy + q * m)
    r_on = max(n * m + draw(jitter), 0.0)
    k0, k1 = draw(quarters(-4, 4)), draw(quarters(-4, 4))
    anywhere = (draw(small), draw(small))
    kind = draw(st.integers(0, 6))
    if kind == 0:  # tangent
        return (cx, cy, r_on), (on[0] - q * k0, on[1] + p * k0), (on[0] - q * k1, on[1] + p * k1)
    if kind == 1:
        return (cx, cy, r_on), anywhere, on
    if kind == 2:
        return (cx, cy, r_on), on, anywhere
    if kind == 3:
        return (cx, cy, r0), (cx, cy) if draw(st.booleans()) else on, anywhere
    if kind == 4:
        return (cx, cy, r_on), on, on
    if kind == 5:
        return (cx, cy, r0), (cx + p * k0, cy + q * k0), (cx - p * k1, cy - q * k1)
    return (cx, cy, r0), anywhere, (draw(small), draw(small))


@st.composite
def near_circle_sweep(draw):
    """(collider circle, mover circle, delta): the mover's centre ends on, in or
    beyond the Minkowski circle, or travels along; sometimes a zero component."""
    collider, mover = draw(near_circle_circle())
    total = collider[2] + mover[2]
    p, q, n = draw(direction())
    if (total * 16) % n:
        p, q, n = 1, 0, 1
    if total > 0 and draw(st.booleans()):
        m = total / n
        end = (collider[0] + p * m + draw(jitter), collider[1] + q * m)
    else:
        end = (draw(small), draw(small))
    start = (mover[0], mover[1])
    if draw(st.booleans()):
        start = (mover[0] - p * draw(quarters(0, 8)), mover[1] - q * draw(quarters(0, 8)))
    delta = (end[0] - start[0], end[1] - start[1])
    if draw(st.integers(0, 5)) == 0:
        delta = (delta[0], draw(st.sampled_from([0.0, -0.0])))
    return collider, (start[0], start[1], mover[2]), delta


@st.composite
def near_box_circle_sweep(draw):
    """(box, circle, delta): the circle's centre aimed at a face or corner arc of
    the rounded box, or at the padded square's corner (outside the arc)."""
    circle, box = draw(near_circle_box())
    bx, by, hx, hy = box
    r = circle[2]
    sx, sy = draw(st.sampled_from([1, -1])), draw(st.sampled_from([1, -1]))
    target = draw(st.integers(0, 3))
    if target == 0:
        end = (bx + sx * (hx + r) + draw(jitter), by + draw(st.integers(-4, 4)) / 4 * hy)
    elif target == 1:
        p, q, n = draw(direction())
        if (r * 16) % n:
            p, q, n = 1, 0, 1
        m = r / n
        end = (bx + sx * (hx + abs(p) * m), by + sy * (hy + abs(q) * m))
    elif target == 2:
        end = (bx + sx * (hx + r), by + sy * (hy + r))
    else:
        end = (draw(small), draw(small))
    start = (circle[0], circle[1])
    if draw(st.booleans()):
        p, q, n = draw(direction())
        k = draw(quarters(1, 6))
        start = (end[0] - p * k, end[1] - q * k)
    delta = (end[0] - start[0], end[1] - start[1])
    if draw(st.integers(0, 5)) == 0:
        delta = (draw(st.sampled_from([0.0, -0.0])), delta[1])
    return box, (start[0], start[1], r), delta


@st.composite
def near_interval(draw):
    collider, other, rel = draw(near_circle_sweep())
    if draw(st.booleans()):
        delta = draw(st.sampled_from([(0.0, 0.0), (-0.0, 0.0), (0.0, -0.0)]))
    else:
        delta = (draw(small), draw(small))
    return collider, other, delta, (rel[0] + delta[0], rel[1] + delta[1])


@st.composite
def near_segment_pair(draw):
    """(segment, other): collinear, parallel, sharing an end, T junction, zero
    length, or anywhere."""
    a1, a2 = (draw(small), draw(small)), (draw(small), draw(small))
    da = (a2[0] - a1[0], a2[1] - a1[1])

    def along(s):
        return (a1[0] + da[0] * s, a1[1] + da[1] * s)

    s_values = st.integers(-8, 12).map(lambda k: k / 4)
    anywhere = (draw(small), draw(small))
    kind = draw(st.integers(0, 6))
    if kind == 0:
        b1, b2 = along(draw(s_values)), along(draw(s_values))
    elif kind == 1:
        off = (draw(small), draw(small))
        b1, b2 = (a1[0] + off[0], a1[1] + off[1]), (a2[0] + off[0], a2[1] + off[1])
        if draw(st.booleans()):
            b1, b2 = b2, b1
    elif kind == 2:
        b1, b2 = draw(st.sampled_from([a1, a2])), anywhere
        if draw(st.booleans()):
            b1, b2 = b2, b1
    elif kind == 3:
        b1, b2 = along(draw(s_values)), anywhere
    elif kind == 4:
        b1 = draw(st.sampled_from([along(draw(s_values)), anywhere]))
        b2 = b1
        if draw(st.booleans()):
            a1, a2, b1, b2 = b1, b2, a1, a2
    else:
        b1, b2 = anywhere, (draw(small), draw(small))
    if draw(st.integers(0, 9)) == 0:
        a2 = a1
    return a1 + a2, b1 + b2


@st.composite
def near_segment_box(draw):
    """(segment, box): ends on edges and corners, inside, along an edge, through a corner."""
    bx, by = draw(small), draw(small)
    hx, hy = draw(box_half), draw(box_half)
    box = (bx, by, hx, hy)
    factors = inside_factors

    def near():
        return (bx + draw(factors) * hx + draw(jitter), by + draw(factors) * hy + draw(jitter))

    if draw(st.integers(0, 3)) == 0:
        k = (bx + draw(st.sampled_from([1, -1])) * hx, by + draw(st.sampled_from([1, -1])) * hy)
        d = (draw(small), draw(small))
        s0, s1 = draw(quarters(-2, 0)), draw(quarters(0, 2))
        return (k[0] + d[0] * s0, k[1] + d[1] * s0, k[0] + d[0] * s1, k[1] + d[1] * s1), box
    return near() + near(), box


@st.composite
def near_box_point(draw):
    bx, by = draw(small), draw(small)
    hx, hy = draw(box_half), draw(box_half)
    factors = inside_factors
    return (bx, by, hx, hy), (bx + draw(factors) * hx + draw(jitter),
                              by + draw(factors) * hy + draw(jitter))


# --------------------------------------------------------------------------
# Cases: near geometry (sometimes scaled by a power of two) or free rows
# --------------------------------------------------------------------------

#: Powers of two keep every tie of the quarter-step geometry exact: 2**190
#: gives values near the 2**200 bound, 2**-1070 subnormal ones.
SCALES = [1.0, 1.0, 1.0, 1.0, 2.0**-30, 2.0**-1070, 2.0**-520, 2.0**60, 2.0**190]


def _scale_case(case, k):
    return tuple(tuple(v * k for v in row) for row in case)


def cases(near, free, scale=True):
    """Near cases (sometimes scaled) or free rows, one tuple of rows per case."""

    @st.composite
    def one(draw):
        if draw(st.integers(0, 3)) == 0:
            return draw(free)
        case = draw(near)
        if scale:
            case = _scale_case(case, draw(st.sampled_from(SCALES)))
        return case

    return one()


def _segment_from_cast(case):
    circle, p1, p2 = case
    return circle, p1 + p2


def _cast_from_line(case):
    circle, p1, p2 = case
    return circle, p1, (p2[0] - p1[0], p2[1] - p1[1])


# The circle-sweep-box near case moves a circle *towards* a box; for
# Circle.sweep_aabb the box moves and the circle stays: the same geometry seen
# from the other side (relative motion reversed) is just as near.


def _swap_for_circle_sweep_box(case):
    box, circle, delta = case
    # The box moves by -delta relative to the circle: its centre ends where
    # the circle's motion would bring the box, so ties survive.
    return circle, box, (-delta[0], -delta[1])


# Case strategies per query, rows in the order of (receiver, arguments...)
CASES = {
    "circle-point": cases(near_circle_point(), st.tuples(free_circle, free_point)),
    "circle-circle": cases(near_circle_circle(), st.tuples(free_circle, free_circle)),
    "circle-box": cases(near_circle_box(), st.tuples(free_circle, free_box)),
    "circle-cast": cases(near_circle_line().map(_cast_from_line),
                         st.tuples(free_circle, free_point, free_motion)),
    "circle-segment": cases(near_circle_line().map(_segment_from_cast),
                            st.tuples(free_circle, free_segment())),
    "circle-line": cases(near_circle_line(), st.tuples(free_circle, free_point, free_point)),
    "circle-sweep-circle": cases(near_circle_sweep(),
                                 st.tuples(free_circle, free_circle, free_motion)),
    "circle-sweep-box": cases(near_box_circle_sweep().map(_swap_for_circle_sweep_box),
                              st.tuples(free_circle, free_box, free_motion)),
    "box-sweep-circle": cases(near_box_circle_sweep(),
                              st.tuples(free_box, free_circle, free_motion)),
    "circle-interval": cases(near_interval(),
                             st.tuples(free_circle, free_circle, free_motion, free_motion)),
    "segment-segment": cases(near_segment_pair(), st.tuples(free_segment(), free_segment())),
    "segment-box": cases(near_segment_box(), st.tuples(free_segment(), free_box)),
    "segment-circle": cases(near_circle_line().map(lambda c: (c[1] + c[2], c[0])),
                            st.tuples(free_segment(), free_circle)),
    "box-circle": cases(near_circle_box().map(lambda c: (c[1], c[0])),
                        st.tuples(free_box, free_circle)),
    "box-point": cases(near_box_point(), st.tuples(free_box, free_point)),
    "box-segment": cases(near_segment_box().map(lambda c: (c[1], c[0])),
                         st.tuples(free_box, free_segment())),
}

