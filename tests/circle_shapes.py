"""Shapes for the circle and segment suites: widths, scalar objects, argument forms, and the
batch methods with deterministic valid calls (the geometry is in circle_strategies.py)."""

from __future__ import annotations

import collide2d
import numpy as np
from hypothesis import strategies as st

from array_strategies import zeros
from circle_strategies import (
    CASES,
    free_box,
    free_circle,
    free_motion,
    maybe_zero_size,
    quarters,
    small,
    small_size,
)

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
