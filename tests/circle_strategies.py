"""hypothesis strategies for the circle and segment array twins (issue 3, section 7).

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

import numpy as np
from hypothesis import strategies as st

import collide2d
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

# --------------------------------------------------------------------------
# Shapes: widths, scalar objects, forms
# --------------------------------------------------------------------------

WIDTH = {"circle": 3, "segment": 4, "box": 4, "vec": 2}


def stack(rows, kind):
    return np.array(rows, dtype=np.float64).reshape(len(rows), WIDTH[kind])


def circle(row):
    return collide2d.Circle((float(row[0]), float(row[1])), float(row[2]))


def segment(row):
    return collide2d.Segment((float(row[0]), float(row[1])), (float(row[2]), float(row[3])))


def aabb(row):
    return collide2d.AABB((float(row[0]), float(row[1])), (float(row[2]), float(row[3])))


def vec(row):
    return (float(row[0]), float(row[1]))


SCALAR = {"circle": circle, "segment": segment, "box": aabb, "vec": vec}


def array_type(kind):
    return {"circle": lambda: collide2d.CircleArray, "segment": lambda: collide2d.SegmentArray,
            "box": lambda: collide2d.AABBArray}[kind]()


#: How a single row may be written when it broadcasts.
SINGLE_FORMS = {
    "circle": ["Circle", "tuple", "list", "array1d", "array2d", "CircleArray"],
    "segment": ["Segment", "tuple", "list", "array1d", "array2d", "SegmentArray"],
    "box": ["AABB", "tuple", "array1d", "array2d", "AABBArray"],
    "vec": ["Vec2", "tuple", "list", "array1d", "array2d"],
}

#: How N rows may be written.
FULL_FORMS = {
    "circle": ["ndarray", "ndarray", "CircleArray", "list of Circle"],
    "segment": ["ndarray", "ndarray", "SegmentArray", "list of Segment"],
    "box": ["ndarray", "ndarray", "AABBArray", "list of AABB"],
    "vec": ["ndarray", "ndarray", "list"],
}


def single_form(row, kind, form):
    values = [float(v) for v in row]
    if form in ("Circle", "Segment", "AABB"):
        return SCALAR[kind](values)
    if form == "Vec2":
        return collide2d.Vec2(*values)
    if form == "tuple":
        return tuple(values)
    if form == "list":
        return list(values)
    if form == "array1d":
        return np.array(values)
    if form == "array2d":
        return np.array([values])
    if form.endswith("Array"):
        return array_type(kind)(np.array([values]))
    raise AssertionError(form)


def full_form(rows, kind, form):
    if form == "ndarray":
        return rows
    if form == "list":
        return rows.tolist()
    if form.startswith("list of"):
        return [SCALAR[kind](r) for r in rows.tolist()]
    if form.endswith("Array"):
        return array_type(kind)(rows)
    raise AssertionError(form)


@st.composite
def batch_call(draw, case_name, kinds, max_rows=12):
    """One batch call from a list of cases.

    Returns ``(receiver, args, receiver_rows, arg_rows, single)``: the receiver
    (an array twin) and the arguments as passed, each of them also as n full
    rows for the scalar loop (``receiver_rows``, ``arg_rows``), and whether
    the receiver was a single broadcast row (so hit rows carry collider 0).
    """
    rows = draw(st.lists(CASES[case_name], max_size=max_rows))
    n = len(rows)
    columns = [stack([case[k] for case in rows], kind) for k, kind in enumerate(kinds)]
    mode = draw(st.sampled_from(["full", "full", "receiver", "argument"])) if n else "full"
    single = mode == "receiver"
    which = draw(st.integers(1, len(kinds) - 1)) if mode == "argument" else -1
    passed = []
    for k, kind in enumerate(kinds):
        if k == 0 and single:
            columns[0] = np.repeat(columns[0][:1], n, axis=0)
            form = draw(st.sampled_from(["ndarray", "list of"]))
            value = columns[0][:1] if form == "ndarray" else [SCALAR[kind](columns[0][0])]
            passed.append(array_type(kind)(value))
        elif k == 0:
            form = draw(st.sampled_from(["ndarray", "ndarray", "list of"]))
            value = columns[0] if form == "ndarray" else [SCALAR[kind](r) for r in columns[0]]
            passed.append(array_type(kind)(value))
        elif k == which:
            columns[k] = np.repeat(columns[k][:1], n, axis=0)
            form = draw(st.sampled_from(SINGLE_FORMS[kind]))
            passed.append(single_form(columns[k][0], kind, form))
        else:
            # an empty list has no row width: empty arguments are arrays or twins
            forms = [f for f in FULL_FORMS[kind] if n or not f.startswith("list")]
            passed.append(full_form(columns[k], kind, draw(st.sampled_from(forms))))
    return passed[0], passed[1:], columns[0], columns[1:], single


def receiver_index(n, single):
    return np.zeros(n, dtype=np.int64) if single else np.arange(n, dtype=np.int64)


# --------------------------------------------------------------------------
# sweep_into: movers through mixed colliders, with repeats (ties)
# --------------------------------------------------------------------------


@st.composite
def mixed_colliders(draw, anchor_rows, max_boxes=5, max_circles=5):
    """(box_rows, circle_rows) near the movers' paths, with repeated rows and
    box/circle pairs that touch the same way (ties between the kinds)."""
    boxes, circles = [], []
    nb, nc = draw(st.integers(0, max_boxes)), draw(st.integers(0, max_circles))
    for _ in range(nb):
        choice = draw(st.integers(0, 3))
        if choice == 0 and boxes:
            boxes.append(boxes[draw(st.integers(0, len(boxes) - 1))])
        elif choice == 1 or not anchor_rows:
            boxes.append(draw(st.one_of(free_box, st.tuples(small, small, small_size, small_size))))
        else:
            a = anchor_rows[draw(st.integers(0, len(anchor_rows) - 1))]
            boxes.append((a[0] + draw(quarters(-4, 4)), a[1] + draw(quarters(-4, 4)),
                          draw(maybe_zero_size), draw(maybe_zero_size)))
    for _ in range(nc):
        choice = draw(st.integers(0, 3))
        if choice == 0 and circles:
            circles.append(circles[draw(st.integers(0, len(circles) - 1))])
        elif choice == 1 and boxes:
            b = boxes[draw(st.integers(0, len(boxes) - 1))]  # a circle inscribed in a box
            circles.append((b[0], b[1], abs(min(b[2], b[3]))))
        elif choice == 2 or not anchor_rows:
            circles.append(draw(st.one_of(free_circle, st.tuples(small, small, small_size))))
        else:
            a = anchor_rows[draw(st.integers(0, len(anchor_rows) - 1))]
            circles.append((a[0] + draw(quarters(-4, 4)), a[1] + draw(quarters(-4, 4)),
                            draw(maybe_zero_size)))
    return (np.array(boxes, dtype=np.float64).reshape(-1, 4),
            np.array(circles, dtype=np.float64).reshape(-1, 3))


@st.composite
def sweep_into_call(draw, mover_kind):
    """(mover_rows, delta_rows, box_rows, circle_rows) for sweep_into."""
    n = draw(st.integers(0, 10))
    width = WIDTH[mover_kind]
    movers = []
    deltas = []
    for _ in range(n):
        if draw(st.integers(0, 3)) == 0:
            movers.append(draw(free_circle if mover_kind == "circle" else free_box))
            deltas.append(draw(free_motion))
        else:
            sizes = tuple(draw(maybe_zero_size) for _ in range(width - 2))
            movers.append((draw(small), draw(small)) + sizes)
            d = (draw(quarters(-8, 8)), draw(quarters(-8, 8)))
            if draw(st.integers(0, 4)) == 0:
                d = (d[0], draw(zeros))
            deltas.append(d)
    mover_rows = np.array(movers, dtype=np.float64).reshape(n, width)
    delta_rows = np.array(deltas, dtype=np.float64).reshape(n, 2)
    anchors = [tuple(m[:2]) for m in movers if abs(m[0]) < 100 and abs(m[1]) < 100]
    anchors += [(m[0] + d[0], m[1] + d[1]) for m, d in zip(movers, deltas)
                if abs(m[0]) < 100 and abs(m[1]) < 100 and abs(d[0]) < 100 and abs(d[1]) < 100]
    box_rows, circle_rows = draw(mixed_colliders(anchors))
    return mover_rows, delta_rows, box_rows, circle_rows


# --------------------------------------------------------------------------
# The batch methods of section 7, and deterministic valid calls
# --------------------------------------------------------------------------

#: method id -> (receiver kind, [(argument name, kind)], case strategy name).
#: Argument names are those of docs/circles-and-lines.md section 7.
METHODS = {
    "CircleArray.intersect_point": ("circle", [("points", "vec")], "circle-point"),
    "CircleArray.intersect_circle": ("circle", [("others", "circle")], "circle-circle"),
    "CircleArray.intersect_aabb": ("circle", [("boxes", "box")], "circle-box"),
    "CircleArray.intersect_segment": ("circle", [("pos", "vec"), ("delta", "vec")], "circle-cast"),
    "CircleArray.overlaps_point": ("circle", [("points", "vec")], "circle-point"),
    "CircleArray.overlaps_circle": ("circle", [("others", "circle")], "circle-circle"),
    "CircleArray.overlaps_aabb": ("circle", [("boxes", "box")], "circle-box"),
    "CircleArray.overlaps_segment": ("circle", [("segments", "segment")], "circle-segment"),
    "CircleArray.sweep_circle": ("circle", [("others", "circle"), ("delta", "vec")],
                                 "circle-sweep-circle"),
    "CircleArray.sweep_aabb": ("circle", [("boxes", "box"), ("delta", "vec")], "circle-sweep-box"),
    "CircleArray.overlap_interval": (
        "circle", [("others", "circle"), ("delta", "vec"), ("other_delta", "vec")],
        "circle-interval"),
    "CircleArray.line_points": ("circle", [("p1", "vec"), ("p2", "vec")], "circle-line"),
    "SegmentArray.intersection": ("segment", [("others", "segment")], "segment-segment"),
    "SegmentArray.overlaps_segment": ("segment", [("others", "segment")], "segment-segment"),
    "SegmentArray.overlaps_circle": ("segment", [("circles", "circle")], "segment-circle"),
    "SegmentArray.overlaps_aabb": ("segment", [("boxes", "box")], "segment-box"),
    "AABBArray.intersect_circle": ("box", [("circles", "circle")], "box-circle"),
    "AABBArray.overlaps_point": ("box", [("points", "vec")], "box-point"),
    "AABBArray.overlaps_circle": ("box", [("circles", "circle")], "box-circle"),
    "AABBArray.overlaps_segment": ("box", [("segments", "segment")], "box-segment"),
    "AABBArray.sweep_circle": ("box", [("circles", "circle"), ("delta", "vec")],
                               "box-sweep-circle"),
}

#: Keyword variants: (method id, kwargs) pairs covering every documented mode.
VARIANTS = [(m, {}) for m in METHODS if m not in (
    "CircleArray.line_points", "SegmentArray.intersection")] + [
    ("CircleArray.line_points", {}),
    ("CircleArray.line_points", {"segment": True}),
    ("CircleArray.line_points", {"segment": False}),
    ("SegmentArray.intersection", {}),
    ("SegmentArray.intersection", {"lines": False}),
    ("SegmentArray.intersection", {"lines": True}),
]


def variant_id(variant):
    method, kwargs = variant
    return method + "".join(f"[{k}={v}]" for k, v in kwargs.items())


def call(method, receiver, args, **kwargs):
    """``receiver`` (an array twin, or rows) . method(*args)."""
    kind, arg_specs, _ = METHODS[method]
    if isinstance(receiver, np.ndarray) or isinstance(receiver, list):
        receiver = array_type(kind)(receiver)
    if isinstance(args, dict):
        args = [args[name] for name, _ in arg_specs]
    return getattr(receiver, method.split(".")[1])(*args, **kwargs)


def _quarter(rng, lo, hi, shape):
    return rng.integers(int(lo * 4), int(hi * 4) + 1, size=shape) / 4


def _nonzero(rng, n, lo=-2, hi=2):
    v = _quarter(rng, lo, hi, (n, 2))
    v[(v == 0).all(axis=1), 0] = 0.75
    return v


def valid_call(method, n=6, seed=0):
    """(receiver_rows, {name: rows}) of quarter steps for ``method``.

    Even rows hit by construction (points and casts start at the receiver's
    centre, shapes are centred there, segments cross it at right angles to a
    segment receiver) and odd rows miss (everything moved 20 away, segments
    parallel to a segment receiver), for every method and mode.
    """
    rng = np.random.default_rng(seed)
    kind, arg_specs, _ = METHODS[method]
    c = _quarter(rng, -3, 3, (n, 2))
    v = _nonzero(rng, n)
    if kind == "circle":
        receiver = np.hstack([c, _quarter(rng, 0.5, 2, (n, 1))])
    elif kind == "box":
        receiver = np.hstack([c, _quarter(rng, 0.5, 1.5, (n, 2))])
    else:
        receiver = np.hstack([c - v, c + v])
    odd = (np.arange(n) % 2 == 1)[:, None]
    at = c + odd * np.array([20.0, 21.0])
    if kind == "segment":
        w = np.where(odd, v, np.stack([-v[:, 1], v[:, 0]], axis=1))
    else:
        w = _nonzero(rng, n, -3, 3)
    args = {}
    for name, arg_kind in arg_specs:
        if name in ("delta", "other_delta"):
            args[name] = _quarter(rng, -4, 4, (n, 2))
        elif name == "p1":
            args[name] = at - w
        elif name == "p2":
            args[name] = at + w
        elif arg_kind == "vec":
            args[name] = at + _quarter(rng, -0.25, 0.25, (n, 2))
        elif arg_kind == "circle":
            args[name] = np.hstack([at + _quarter(rng, -0.25, 0.25, (n, 2)),
                                    _quarter(rng, 0.5, 2, (n, 1))])
        elif arg_kind == "box":
            args[name] = np.hstack([at + _quarter(rng, -0.25, 0.25, (n, 2)),
                                    _quarter(rng, 0.5, 1.5, (n, 2))])
        else:
            args[name] = np.hstack([at - w, at + w])
    return receiver, args


def valid_sweep_into(mover_kind, n=6, seed=0):
    """(movers, box_rows, circle_rows, delta): rows 0 and 3 hit a box, 1 and 4
    a circle, 2 and 5 nothing (n <= 6)."""
    ys = np.array([0.0, 3.0, 6.0, 9.0, 12.0, 15.0])[:n]
    movers = np.c_[np.zeros(n), ys, np.full(n, 0.5)]
    if mover_kind == "box":
        movers = np.c_[movers, np.full(n, 0.75)]
    boxes = np.array([[5.0, 0.0, 1.0, 1.0], [-5.0, 9.0, 1.0, 0.5], [40.0, 40.0, 1.0, 1.0],
                      [5.25, 0.0, 1.0, 1.0]])
    circles = np.array([[-5.0, 3.0, 1.0], [5.0, 12.0, 0.75], [40.0, -40.0, 2.0]])
    delta = np.array([[10.0, 0.0], [-10.0, 0.0], [10.0, 0.5], [-10.0, 0.0], [10.0, 0.0],
                      [0.0, 1.0]])[:n]
    return movers, boxes, circles, delta
