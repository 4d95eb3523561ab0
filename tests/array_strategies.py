"""hypothesis strategies and helpers for the batch (array) tests.

Rows are drawn as plain Python floats and stacked into float64 numpy arrays.
The coordinate mix leans on small integer and quarter-step values, so exact
ties, touching edges and zero motion components happen often, with real and
very wide values (up to the documented bound 2**200), both zeros and
subnormal motion components mixed in.

The ``exact_*`` strategies use quarter steps of moderate size only: every sum
and product the formulas take on them is exact in binary64, which the
invariant tests rely on.
"""

from __future__ import annotations

import numpy as np
from hypothesis import strategies as st

import collide2d

LIMIT = 2.0**200

# --------------------------------------------------------------------------
# Numbers
# --------------------------------------------------------------------------

quarter = st.integers(-32, 32).map(lambda k: k / 4)
integer = st.integers(-8, 8).map(float)
zeros = st.sampled_from([0.0, -0.0])
real = st.floats(-1e3, 1e3, allow_nan=False, allow_infinity=False)
wide = st.floats(-LIMIT, LIMIT, allow_nan=False, allow_infinity=False)
tiny = st.sampled_from([5e-324, -5e-324, 1e-310, -1e-310, 2.0**-1022])

coord = st.one_of(quarter, quarter, integer, zeros, real, wide)
motion = st.one_of(quarter, quarter, integer, zeros, real, tiny, wide)
size = st.one_of(
    st.integers(0, 16).map(lambda k: k / 4),
    st.integers(0, 16).map(lambda k: k / 4),
    zeros,
    st.floats(0.0, 1e3, allow_nan=False, allow_infinity=False),
    st.floats(0.0, LIMIT, allow_nan=False, allow_infinity=False),
)

exact_coord = st.integers(-64, 64).map(lambda k: k / 4)
exact_motion = st.one_of(st.integers(-64, 64).map(lambda k: k / 4), zeros)
exact_size = st.one_of(st.integers(0, 24).map(lambda k: k / 4), zeros)

# --------------------------------------------------------------------------
# Rows and arrays of rows
# --------------------------------------------------------------------------

box_row = st.tuples(coord, coord, size, size)
vec_row = st.tuples(coord, coord)
motion_row = st.tuples(motion, motion)
exact_box_row = st.tuples(exact_coord, exact_coord, exact_size, exact_size)
exact_vec_row = st.tuples(exact_coord, exact_coord)
exact_motion_row = st.tuples(exact_motion, exact_motion)

WIDTH = {"box": 4, "vec": 2, "motion": 2, "size": 1}
ROW = {"box": box_row, "vec": vec_row, "motion": motion_row, "size": size}
EXACT_ROW = {
    "box": exact_box_row,
    "vec": exact_vec_row,
    "motion": exact_motion_row,
    "size": exact_size,
}

row_counts = st.integers(0, 24)


def stack(rows, kind):
    """A list of drawn rows as a float64 array: (n, width), or (n,) for sizes."""
    if kind == "size":
        return np.array(rows, dtype=np.float64).reshape(len(rows))
    return np.array(rows, dtype=np.float64).reshape(len(rows), WIDTH[kind])


def rows_of(kind, n, exact=False):
    """Strategy: exactly n rows of ``kind`` as a float64 array."""
    row = (EXACT_ROW if exact else ROW)[kind]
    return st.lists(row, min_size=n, max_size=n).map(lambda rows: stack(rows, kind))


# --------------------------------------------------------------------------
# Single rows in every form the API accepts for broadcasting
# --------------------------------------------------------------------------

SINGLE_FORMS = {
    "box": ["AABB", "tuple", "list", "array1d", "array2d"],
    "vec": ["Vec2", "tuple", "list", "array1d", "array2d"],
    "motion": ["Vec2", "tuple", "list", "array1d", "array2d"],
    "size": ["float"],
}


def single_form(row, kind, form):
    """One drawn row written as ``form`` (an AABB, Vec2, tuple, (k,) or (1, k) array)."""
    if kind == "size":
        return float(row)
    values = [float(v) for v in row]
    if form == "AABB":
        return collide2d.AABB((values[0], values[1]), (values[2], values[3]))
    if form == "Vec2":
        return collide2d.Vec2(values[0], values[1])
    if form == "tuple":
        return tuple(values)
    if form == "list":
        return list(values)
    if form == "array1d":
        return np.array(values, dtype=np.float64)
    if form == "array2d":
        return np.array([values], dtype=np.float64)
    raise AssertionError(form)


@st.composite
def call_args(draw, kinds, exact=False, receiver_may_broadcast=True):
    """A receiver and arguments for one batch call, some of them broadcast.

    Returns ``(receiver_rows, passed, expanded, n, receiver_single)``:
    ``receiver_rows`` is the receiver's (n or 1, 4) array, ``passed`` the
    argument values as handed to the method, ``expanded`` each argument
    as n full rows (what the scalar loop uses), ``n`` the result length.
    """
    n = draw(row_counts)
    row_source = EXACT_ROW if exact else ROW
    receiver_single = receiver_may_broadcast and draw(st.booleans())
    # Each argument: full n rows, or a single row in one of its forms.
    layouts = [draw(st.sampled_from(["full"] + SINGLE_FORMS[k])) for k in kinds]
    if receiver_single and all(layout != "full" for layout in layouts):
        n = 1  # nothing has n rows: the result has one row
    receiver_rows = draw(rows_of("box", 1 if receiver_single else n, exact))
    passed, expanded = [], []
    for kind, layout in zip(kinds, layouts):
        if layout == "full":
            rows = draw(rows_of(kind, n, exact))
            passed.append(rows)
            expanded.append(rows)
        else:
            row = draw(row_source[kind])
            passed.append(single_form(row, kind, layout))
            expanded.append(stack([row] * n, kind))
    return receiver_rows, passed, expanded, n, receiver_single


# --------------------------------------------------------------------------
# Conversions for the scalar side
# --------------------------------------------------------------------------


def aabb(row):
    """A scalar AABB from a (cx, cy, hx, hy) row."""
    return collide2d.AABB((float(row[0]), float(row[1])), (float(row[2]), float(row[3])))


def vec(row):
    """A plain (x, y) tuple of Python floats from a row."""
    return (float(row[0]), float(row[1]))


def expand_receiver(receiver_rows, n):
    """The receiver as n rows (a single receiver row repeats)."""
    if len(receiver_rows) == 1 and n != 1:
        return np.repeat(receiver_rows, n, axis=0)
    return receiver_rows
