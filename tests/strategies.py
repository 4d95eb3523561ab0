"""Shared hypothesis strategies for the collide2d tests.

Shapes are plain tuples, as in ``collide2d.oracle``, so that the same draw can
feed the oracle, the scalar API and the batch API:

* point / vector: ``(x, y)``
* box: ``(cx, cy, hx, hy)`` -- centre and half size

Two families of numbers:

* the *general* strategies (``coords``, ``sizes``, ``points``, ``boxes``,
  ``deltas``, ...) mix real floats within +-1e6, integers, quarter steps, signed
  zeros, subnormals and huge values up to +-2**200 (the documented limit).
  They are for "C agrees with the oracle bit for bit" and "never NaN".
* the *exact* strategies (``quarter_*``) use multiples of 1/4 within +-2**20
  (sizes and deltas a little larger), on which sums and differences are exact
  in float64.  They are for invariants that only hold in exact arithmetic
  (a resolved overlap no longer overlaps, translation by powers of two, ...).

The "near" strategies (``box_pairs``, ``box_point_pairs``, ``segment_cases``,
``sweep_cases``, ``sweep_into_cases``, ``interval_cases`` and their ``quarter_``
twins) place the second shape relative to the first -- at offsets of
``-1, 0, +1`` times the sum of the half sizes plus a little jitter -- so that
overlaps, exact touching, ties between the axes and motions running exactly
along an edge happen often rather than almost never.

Nothing here imports collide2d, so any test module can use it.
"""

from __future__ import annotations

import math

from hypothesis import strategies as st

__all__ = [
    "COORD_LIMIT",
    "SMALLEST_SUBNORMAL",
    "clamp_coord",
    # general
    "coords",
    "sizes",
    "paddings",
    "points",
    "boxes",
    "delta_components",
    "deltas",
    "box_pairs",
    "box_point_pairs",
    "segment_cases",
    "sweep_cases",
    "sweep_into_cases",
    "interval_cases",
    # exact (quarter steps)
    "quarter_coords",
    "quarter_sizes",
    "quarter_points",
    "quarter_boxes",
    "quarter_deltas",
    "quarter_box_pairs",
    "quarter_overlapping_box_pairs",
    "quarter_box_point_pairs",
    "quarter_inside_box_point_pairs",
    "quarter_segment_cases",
    "quarter_sweep_cases",
    "quarter_sweep_into_cases",
    "quarter_interval_cases",
    # builders
    "near_box",
    "near_point",
    "near_segment",
    "overlapping_box",
    "inside_point",
]

#: The documented bound on every number: |v| <= 2**200.
COORD_LIMIT = 2.0**200

#: The smallest positive subnormal double (its reciprocal overflows to inf).
SMALLEST_SUBNORMAL = 5e-324

_LARGEST_SUBNORMAL = 2.2250738585072009e-308


def clamp_coord(value: float) -> float:
    """Keep a derived coordinate within the documented +-2**200."""
    if abs(value) <= COORD_LIMIT:
        return value
    return math.copysign(COORD_LIMIT, value)


def _quarters(lo: int, hi: int) -> st.SearchStrategy[float]:
    """Multiples of 1/4 in [lo, hi] (lo, hi integers)."""
    return st.integers(lo * 4, hi * 4).map(lambda k: k / 4)


# --------------------------------------------------------------------------
# General numbers
# --------------------------------------------------------------------------

_reals = st.floats(-1e6, 1e6, allow_nan=False, allow_infinity=False)
_integers = st.integers(-1000, 1000).map(float)
_small_quarters = _quarters(-40, 40)
_signed_zeros = st.sampled_from([0.0, -0.0])
_tiny = st.floats(-_LARGEST_SUBNORMAL, _LARGEST_SUBNORMAL) | st.sampled_from(
    [SMALLEST_SUBNORMAL, -SMALLEST_SUBNORMAL, 2.2250738585072014e-308, -1e-300]
)
_huge = st.floats(-COORD_LIMIT, COORD_LIMIT) | st.sampled_from(
    [COORD_LIMIT, -COORD_LIMIT, 2.0**199, -(2.0**199), 1e60, -1e60]
)

#: Any valid coordinate.
coords: st.SearchStrategy[float] = st.one_of(
    _reals, _integers, _small_quarters, _small_quarters, _signed_zeros, _tiny, _huge
)

#: Any valid size (half size or padding): >= 0, including 0.0 and -0.0.
sizes: st.SearchStrategy[float] = st.one_of(
    st.floats(0.0, 1e6),
    st.integers(0, 1000).map(float),
    _quarters(0, 40),
    _quarters(0, 40),
    _signed_zeros,
    st.floats(0.0, _LARGEST_SUBNORMAL),
    st.floats(0.0, COORD_LIMIT) | st.sampled_from([COORD_LIMIT, 2.0**199]),
)

#: Paddings of intersect_segment: sizes, mostly zero.
paddings: st.SearchStrategy[float] = st.one_of(_signed_zeros, _signed_zeros, sizes)

#: Motion components: coordinates, plus the signed zeros and the subnormal
#: whose reciprocals are infinite (the "flat" slab case).
delta_components: st.SearchStrategy[float] = st.one_of(
    coords,
    st.sampled_from([0.0, -0.0, SMALLEST_SUBNORMAL, -SMALLEST_SUBNORMAL]),
)

points = st.tuples(coords, coords)
boxes = st.tuples(coords, coords, sizes, sizes)
deltas = st.tuples(delta_components, delta_components)

# --------------------------------------------------------------------------
# Exact numbers: multiples of 1/4 within +-2**20 (mostly small)
# --------------------------------------------------------------------------

#: Quarter-step coordinates within +-2**20, mostly within +-40.
quarter_coords: st.SearchStrategy[float] = st.one_of(
    _small_quarters, _small_quarters, _small_quarters, _quarters(-(2**20), 2**20), st.just(-0.0)
)

#: Quarter-step half sizes in [0, 2**16], mostly small; 0.0 and -0.0 included.
quarter_sizes: st.SearchStrategy[float] = st.one_of(
    _quarters(0, 16), _quarters(0, 16), _quarters(0, 2**16), _signed_zeros
)

#: Quarter-step motion components, with both signed zeros.
quarter_delta_components: st.SearchStrategy[float] = st.one_of(
    _quarters(-64, 64), _quarters(-64, 64), _quarters(-(2**20), 2**20), _signed_zeros
)

quarter_points = st.tuples(quarter_coords, quarter_coords)
quarter_boxes = st.tuples(quarter_coords, quarter_coords, quarter_sizes, quarter_sizes)
quarter_deltas = st.tuples(quarter_delta_components, quarter_delta_components)

# --------------------------------------------------------------------------
# "Near" builders
# --------------------------------------------------------------------------

# Where the second shape sits on one axis, in units of the gap (the sum of the
# half sizes): on the far side (-1, +1: touching when the jitter is 0), half
# way, or centred (0: ties and sign(0) cases); 2 and -2 place a segment's end
# beyond the box.
_EXACT_FACTORS = [-2, -1, -1, 0, 0, 1, 1, 2]
_GENERAL_FACTORS = [-2.0, -1.0, -1.0, -0.5, 0.0, 0.5, 1.0, 1.0, 2.0]


def _axis_offset(draw, gap: float, exact: bool) -> float:
    """An offset along one axis relative to ``gap``, often exactly +-gap or 0."""
    if exact:
        factor = draw(st.sampled_from(_EXACT_FACTORS))
        jitter = draw(st.one_of(st.just(0.0), st.just(0.0), _quarters(-3, 3)))
        return factor * gap + jitter
    factor = draw(st.sampled_from(_GENERAL_FACTORS))
    jitter = draw(
        st.one_of(
            st.just(0.0),
            st.just(0.0),
            st.floats(-1.0, 1.0),
            _quarters(-3, 3),
            st.floats(-1e-9, 1e-9),
        )
    )
    return factor * gap + jitter


def _place(draw, centre: float, gap: float, exact: bool) -> float:
    return clamp_coord(centre + _axis_offset(draw, gap, exact))


def _zero_some(draw, vec, exact: bool):
    """Sometimes replace motion components by a signed zero or a subnormal."""
    choices = [0.0, -0.0] if exact else [0.0, -0.0, SMALLEST_SUBNORMAL, -SMALLEST_SUBNORMAL]
    out = list(vec)
    for axis in (0, 1):
        if draw(st.integers(0, 4)) == 0:
            out[axis] = draw(st.sampled_from(choices))
    return tuple(out)


@st.composite
def near_box(draw, box, exact: bool = False):
    """A box placed relative to ``box`` so that overlap, touching and ties are common."""
    size = quarter_sizes if exact else sizes
    hx, hy = draw(size), draw(size)
    cx = _place(draw, box[0], box[2] + hx, exact)
    cy = _place(draw, box[1], box[3] + hy, exact)
    return (cx, cy, hx, hy)


@st.composite
def near_point(draw, box, exact: bool = False):
    """A point placed relative to ``box``: inside, on an edge, at the centre, outside."""
    return (_place(draw, box[0], box[2], exact), _place(draw, box[1], box[3], exact))


@st.composite
def near_segment(draw, box, pad_x: float = 0.0, pad_y: float = 0.0, exact: bool = False):
    """``(pos, delta)`` of a motion that starts and ends relative to ``box``
    grown by the paddings: entering, leaving, crossing, running along an edge."""
    grown = (box[0], box[1], box[2] + pad_x, box[3] + pad_y)
    start = draw(near_point(grown, exact))
    end = draw(near_point(grown, exact))
    delta = (clamp_coord(end[0] - start[0]), clamp_coord(end[1] - start[1]))
    return start, _zero_some(draw, delta, exact)


def _inside_offsets(draw, gap_x: float, gap_y: float):
    """Quarter-step offsets strictly inside (-gap, gap) on both axes (gaps are
    positive multiples of 1/4); often 0 (sign(0) = +1) and often with equal
    depths on the two axes (the tie goes to y)."""

    def one(gap):
        top = int(gap * 4) - 1
        return draw(st.one_of(st.just(0), st.integers(-top, top), st.sampled_from([-top, top]))) / 4

    ox = one(gap_x)
    oy = one(gap_y)
    if draw(st.integers(0, 3)) == 0:
        # Same depth on both axes: gap_x - |ox| == gap_y - |oy|.
        depth = gap_x - abs(ox)
        if 0 < depth <= gap_y:
            oy = math.copysign(gap_y - depth, draw(st.sampled_from([1.0, -1.0])))
    return ox, oy


_positive_quarter_sizes = st.one_of(_quarters(0, 16), _quarters(0, 2**16)).filter(lambda h: h > 0)


@st.composite
def overlapping_box(draw, box):
    """A quarter-step box whose interior overlaps ``box``'s (``box`` on quarter steps)."""
    hx = draw(_positive_quarter_sizes if box[2] <= 0 else quarter_sizes)
    hy = draw(_positive_quarter_sizes if box[3] <= 0 else quarter_sizes)
    ox, oy = _inside_offsets(draw, box[2] + hx, box[3] + hy)
    return (box[0] + ox, box[1] + oy, hx, hy)


@st.composite
def inside_point(draw, box):
    """A quarter-step point strictly inside ``box`` (which must have positive half sizes)."""
    ox, oy = _inside_offsets(draw, box[2], box[3])
    return (box[0] + ox, box[1] + oy)


@st.composite
def _overlapping_pairs(draw):
    box = draw(quarter_boxes)
    return box, draw(overlapping_box(box))


@st.composite
def _inside_point_pairs(draw):
    box = draw(st.tuples(quarter_coords, quarter_coords, _positive_quarter_sizes,
                         _positive_quarter_sizes))
    return box, draw(inside_point(box))


def _pair_strategy(first, exact: bool):
    @st.composite
    def pairs(draw):
        box = draw(first)
        if draw(st.integers(0, 3)) == 0:  # sometimes unrelated
            return box, draw(first)
        return box, draw(near_box(box, exact))

    return pairs()


def _box_point_strategy(first, free_points, exact: bool):
    @st.composite
    def pairs(draw):
        box = draw(first)
        if draw(st.integers(0, 3)) == 0:
            return box, draw(free_points)
        return box, draw(near_point(box, exact))

    return pairs()


def _segment_strategy(first, free_points, free_deltas, pads, exact: bool):
    @st.composite
    def cases(draw):
        """(box, pos, delta, padding_x, padding_y)"""
        box = draw(first)
        pad_x, pad_y = draw(pads), draw(pads)
        if draw(st.integers(0, 3)) == 0:
            return box, draw(free_points), draw(free_deltas), pad_x, pad_y
        pos, delta = draw(near_segment(box, pad_x, pad_y, exact))
        return box, pos, delta, pad_x, pad_y

    return cases()


def _sweep_strategy(first, free_deltas, exact: bool):
    @st.composite
    def cases(draw):
        """(collider, mover, delta): the mover moves by delta."""
        collider = draw(first)
        if draw(st.integers(0, 3)) == 0:
            return collider, draw(first), draw(free_deltas)
        mover = draw(near_box(collider, exact))
        if draw(st.booleans()):
            # Aim the mover's centre at a point placed relative to the collider
            # grown by the mover (the Minkowski sum): entering, stopping on a
            # face, sliding along one.
            grown = (collider[0], collider[1], collider[2] + mover[2], collider[3] + mover[3])
            end = draw(near_point(grown, exact))
            delta = (clamp_coord(end[0] - mover[0]), clamp_coord(end[1] - mover[1]))
        else:
            delta = draw(free_deltas)
        delta = _zero_some(draw, delta, exact)
        return collider, mover, delta

    return cases()


def _sweep_into_strategy(first, free_deltas, exact: bool):
    @st.composite
    def cases(draw):
        """(body, colliders, delta): colliders is a list of boxes, often near
        the body's path, with repeats so that ties between colliders happen."""
        body = draw(first)
        delta = draw(free_deltas)
        if draw(st.booleans()):
            end = draw(near_point(body, exact))
            delta = _zero_some(
                draw, (clamp_coord(end[0] - body[0]), clamp_coord(end[1] - body[1])), exact
            )
        colliders = []
        for _ in range(draw(st.integers(0, 6))):
            choice = draw(st.integers(0, 4))
            if choice == 0 or not colliders:
                colliders.append(draw(first))
            elif choice == 1:
                colliders.append(colliders[draw(st.integers(0, len(colliders) - 1))])
            else:
                # Near the body's start or its end.
                anchor = body if draw(st.booleans()) else (
                    clamp_coord(body[0] + delta[0]), clamp_coord(body[1] + delta[1]),
                    body[2], body[3])
                colliders.append(draw(near_box(anchor, exact)))
        return body, colliders, delta

    return cases()


def _interval_strategy(first, free_deltas, exact: bool):
    @st.composite
    def cases(draw):
        """(box, other, delta, other_delta): both move during the step."""
        box = draw(first)
        if draw(st.integers(0, 3)) == 0:
            return box, draw(first), draw(free_deltas), draw(free_deltas)
        other = draw(near_box(box, exact))
        # The box itself is often still (a zero delta, either sign).
        delta = draw(free_deltas) if draw(st.booleans()) else _zero_some(draw, (0.0, 0.0), exact)
        # Where the other box ends relative to the box (seen from the box).
        rel_end = draw(near_point((0.0, 0.0, box[2] + other[2], box[3] + other[3]), exact))
        rel_start = (other[0] - box[0], other[1] - box[1])
        rel_motion = (rel_end[0] - rel_start[0], rel_end[1] - rel_start[1])
        other_delta = (
            clamp_coord(rel_motion[0] + delta[0]),
            clamp_coord(rel_motion[1] + delta[1]),
        )
        return box, other, delta, _zero_some(draw, other_delta, exact)

    return cases()


# --------------------------------------------------------------------------
# Exported near strategies
# --------------------------------------------------------------------------

#: (box, other): the other box often overlaps, touches or ties with the first.
box_pairs = _pair_strategy(boxes, exact=False)
quarter_box_pairs = _pair_strategy(quarter_boxes, exact=True)

#: (box, other) on quarter steps whose interiors always overlap (ties on the
#: axes and centres aligned on an axis are common).
quarter_overlapping_box_pairs = _overlapping_pairs()

#: (box, point): the point is often inside, on an edge or at the centre.
box_point_pairs = _box_point_strategy(boxes, points, exact=False)
quarter_box_point_pairs = _box_point_strategy(quarter_boxes, quarter_points, exact=True)

#: (box, point) on quarter steps with the point strictly inside the box.
quarter_inside_box_point_pairs = _inside_point_pairs()

#: (box, pos, delta, padding_x, padding_y) for intersect_segment.
segment_cases = _segment_strategy(boxes, points, deltas, paddings, exact=False)
quarter_segment_cases = _segment_strategy(
    quarter_boxes, quarter_points, quarter_deltas, st.one_of(_signed_zeros, quarter_sizes),
    exact=True,
)

#: (collider, mover, delta) for collider.sweep_aabb(mover, delta).
sweep_cases = _sweep_strategy(boxes, deltas, exact=False)
quarter_sweep_cases = _sweep_strategy(quarter_boxes, quarter_deltas, exact=True)

#: (body, [colliders], delta) for body.sweep_into(colliders, delta).
sweep_into_cases = _sweep_into_strategy(boxes, deltas, exact=False)
quarter_sweep_into_cases = _sweep_into_strategy(quarter_boxes, quarter_deltas, exact=True)

#: (box, other, delta, other_delta) for box.overlap_interval(other, delta, other_delta).
interval_cases = _interval_strategy(boxes, deltas, exact=False)
quarter_interval_cases = _interval_strategy(quarter_boxes, quarter_deltas, exact=True)
