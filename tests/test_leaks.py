"""No reference or memory leaks on any path of the public API.

Every case is one call of a public callable (constructors, every method of every
value type and array twin, the generic functions, line_intersection,
circle_line_points, pickling, repr, result arrays and their fields), on its
success path or on an error path (bad values, wrong types, wrong shapes, NaN
rows, negative sizes, mismatched lengths, a user's ``__float__`` that raises).
Each case is called 30 times to warm up, then 1000 and 2000 more times:

* ``sys.getallocatedblocks()`` (live pymalloc blocks) may not grow by more than a
  small slack after either loop, so the growth cannot scale with the loop count;
* ``sys.getrefcount`` of every argument (and of the items of tuple/list
  arguments) is unchanged, and that of None, True and False moves by less than
  the slack (they are not immortal in CPython 3.11);
* tracemalloc's total (which also sees numpy's data buffers) agrees.
"""

from __future__ import annotations

import array
import gc
import numbers
import pickle
import sys
import tracemalloc

import numpy as np
import pytest

import collide2d as c2
from collide2d import (
    AABB,
    AABBArray,
    Colliders,
    Circle,
    CircleArray,
    CirclePointsArray,
    Hit,
    HitArray,
    IntervalArray,
    LineIntersection,
    LineIntersectionArray,
    Segment,
    SegmentArray,
    Sweep,
    SweepArray,
    Vec2,
)

WARMUP = 30
LOOPS = (1000, 2000)
BLOCK_SLACK = 50  # pymalloc blocks
SINGLETON_SLACK = 20  # references to None / True / False
TRACED_SLACK = 64 * 1024  # bytes, tracemalloc
TRACED_LOOPS = (500, 1000)


class UserError(BaseException):
    """What a user's __float__ raises (a stand-in for KeyboardInterrupt)."""


class RaisingFloat:
    def __float__(self):
        raise UserError("from __float__")


class RaisingReal(RaisingFloat):
    """Registered as numbers.Real: the batch layer reads it as one number."""


numbers.Real.register(RaisingReal)


class RaisingIndex:
    def __index__(self):
        raise UserError("from __index__")


class Sub(AABBArray):
    pass


OK = "ok"
CASES = []


def case(case_id, fn, *args, expect=OK, **kwargs):
    """One leak case: ``fn(*args, **kwargs)`` returns (expect=OK) or raises ``expect``."""
    CASES.append(pytest.param(fn, args, kwargs, expect, id=case_id))


# ---- shared arguments ----------------------------------------------------------

V = Vec2(1.0, 2.0)
BOX = AABB((0.0, 0.0), (1.0, 1.0))
BOX2 = AABB((1.5, 0.5), (1.0, 1.0))
CIRC = Circle((0.5, 0.0), 1.0)
CIRC2 = Circle((2.0, 0.0), 1.5)
SEG = Segment((-2.0, 0.0), (2.0, 0.5))
SEG2 = Segment((0.0, -2.0), (0.5, 2.0))
HIT = Hit(0, (1.0, 2.0), (0.0, 0.0), (0.0, 1.0), 0.5)
SWEEP = Sweep(HIT, (1.0, 1.0), 0.5, True)
EVIL = RaisingFloat()
EVIL_PAIR = (EVIL, 1.0)
EVIL_INDEX = RaisingIndex()
EVIL_REAL = RaisingReal()
HUGE = 10**400
NAN = float("nan")

N = 4
BOXES = AABBArray(np.array([[0, 0, 1, 1], [3, 0, 1, 2], [0, 5, 0.5, 0.5], [-2, -2, 1, 1]], dtype=float))
CIRCLES = CircleArray(np.array([[0, 0, 1], [3, 0, 2], [0, 5, 0.5], [-2, -2, 1]], dtype=float))
SEGMENTS = SegmentArray(np.array([[-2, 0, 2, 0], [3, -3, 3, 3], [0, 0, 0, 0], [-5, -5, 5, 5]], dtype=float))
BOX_ROWS = np.array([[0.5, 0.5, 1, 1], [2, 0, 1, 1], [0, 9, 1, 1], [-2, -2, 0.5, 0.5]])
CIRCLE_ROWS = np.array([[0.5, 0.5, 1], [2, 0, 1], [0, 9, 1], [-2, -2, 0.5]])
SEGMENT_ROWS = np.array([[-3, 0.5, 3, 0.5], [2, -2, 2, 2], [0, 9, 1, 9], [-3, -3, 3, 3]])
POINTS = np.array([[0.5, 0.25], [3, 1], [9, 9], [-2, -2]])
DELTAS = np.array([[2.0, 0.0], [-1.0, 1.0], [0.0, -6.0], [0.5, 0.5]])
PADDINGS = np.array([0.0, 0.5, 1.0, 0.25])
BOUNDS_ROWS = np.array([[0, 0, 1, 1], [1, 1, 3, 2], [-5, -5, 5, 5], [0, 0, 0, 0]], dtype=float)
NAN_POINTS = np.array([[0.5, 0.25], [NAN, 1], [9, 9], [-2, -2]])
NAN_BOX_ROWS = np.array([[0.5, 0.5, 1, 1], [2, 0, 1, 1], [0, 9, NAN, 1], [-2, -2, 0.5, 0.5]])
NEG_BOX_ROWS = np.array([[0.5, 0.5, 1, 1], [2, 0, -1, 1], [0, 9, 1, 1], [-2, -2, 0.5, 0.5]])
NEG_CIRCLE_ROWS = np.array([[0.5, 0.5, 1], [2, 0, -1], [0, 9, 1], [-2, -2, 0.5]])
INF_SEGMENT_ROWS = np.array([[-3, 0.5, 3, 0.5], [2, -2, np.inf, 2], [0, 9, 1, 9], [-3, -3, 3, 3]])
THREE_POINTS = POINTS[:3]
THREE_BOXES = BOX_ROWS[:3]
BAD_SHAPE = np.zeros((4, 5))
OBJECT_ROWS = np.array([[0.0, 0.0, 1.0, None]] * 4, dtype=object)
INT_POINTS = np.array([[0, 0], [3, 1], [9, 9], [-2, -2]], dtype=np.int64)
F32_BOX_ROWS = BOX_ROWS.astype(np.float32)
FORTRAN_POINTS = np.asfortranarray(POINTS)
STRIDED_POINTS = np.repeat(POINTS, 2, axis=0)[::2]
READONLY_POINTS = POINTS.copy()
READONLY_POINTS.setflags(write=False)
BROADCAST_POINTS = np.broadcast_to(np.array([0.5, 0.5]), (N, 2))
POINT_LIST = [[0.5, 0.25], [3.0, 1.0], [9.0, 9.0], [-2.0, -2.0]]
EVIL_POINT_LIST = [[0.5, 0.25], [3.0, EVIL], [9.0, 9.0], [-2.0, -2.0]]
ARRAY_D = array.array("d", [0.5, 0.25, 3.0, 1.0])
EMPTY_ARRAY_D = array.array("d")
OUT_MASK = np.zeros(N, dtype=bool)
OUT_WRONG_DTYPE = np.zeros(N, dtype=np.int8)
OUT_WRONG_SHAPE = np.zeros(N + 1, dtype=bool)
OUT_READONLY = np.zeros(N, dtype=bool)
OUT_READONLY.setflags(write=False)
OUT_STRIDED = np.zeros(2 * N, dtype=bool)[::2]
SUB_BOXES = Sub(BOX_ROWS)

HITS = BOXES.intersect_point(POINTS)
SWEEPS = BOXES.sweep_aabb(BOX_ROWS, DELTAS)
INTERVALS = BOXES.overlap_interval(BOX_ROWS, DELTAS, -DELTAS)
LINES = SEGMENTS.intersection(SEGMENT_ROWS)
CIRCLE_POINTS = CIRCLES.line_points(POINTS, POINTS + DELTAS)
HIT_RAW = np.array(HITS._raw)
SWEEP_RAW = np.array(SWEEPS._raw)
HIT_RECORDS = np.array(HITS.records)


def _set_threads_back(n):
    try:
        c2.set_num_threads(n)
    finally:
        c2.set_num_threads(c2.get_num_threads())


# ---- Vec2 ------------------------------------------------------------------------

case("Vec2()", Vec2, 1.0, 2.0)
case("Vec2(kw)", lambda: Vec2(x=1, y=np.float32(2)))
case("Vec2(bad type)", Vec2, "x", 1.0, expect=TypeError)
case("Vec2(huge int)", Vec2, HUGE, 1.0, expect=ValueError)
case("Vec2(evil __float__)", Vec2, EVIL, 1.0, expect=UserError)
case("Vec2(evil __index__)", Vec2, 1.0, EVIL_INDEX, expect=UserError)
case("Vec2(missing)", Vec2, 1.0, expect=TypeError)
case("Vec2 + tuple", lambda v, t: v + t, V, (1.0, 2.0))
case("tuple + Vec2", lambda v, t: t + v, V, (1.0, 2.0))
case("Vec2 + list", lambda v, t: v + t, V, [1.0, 2.0])
case("Vec2 - Vec2", lambda v: v - v, V)
case("list - Vec2", lambda v, t: t - v, V, [1, 2])
case("Vec2 + bad", lambda v: v + "ab", V, expect=TypeError)
case("Vec2 + 3-tuple", lambda v: v + (1, 2, 3), V, expect=TypeError)
case("Vec2 + evil pair", lambda v, t: v + t, V, EVIL_PAIR, expect=UserError)
case("Vec2 * float", lambda v: v * 2.5, V)
case("int * Vec2", lambda v: 3 * v, V)
case("Vec2 * np.float32", lambda v, k: v * k, V, np.float32(2))
case("Vec2 * evil", lambda v, k: v * k, V, EVIL, expect=UserError)
case("Vec2 * str", lambda v: v * "ab", V, expect=TypeError)
case("Vec2 / float", lambda v: v / 4.0, V)
case("Vec2 / 0", lambda v: v / 0, V, expect=ZeroDivisionError)
case("-Vec2, abs, bool", lambda v: (-v, abs(v), bool(v)), V)
case("Vec2 == tuple", lambda v, t: v == t, V, (1.0, 2.0))
case("Vec2 == evil pair", lambda v, t: v == t, V, EVIL_PAIR, expect=UserError)
case("Vec2 == other", lambda v: v == "x", V)
case("Vec2 < Vec2", lambda v: v < v, V, expect=TypeError)
case("Vec2 hash", hash, V)
case("Vec2 len/index/iter", lambda v: (len(v), v[0], v[-1], list(v), v.x, v.y), V)
case("Vec2[2]", lambda v: v[2], V, expect=IndexError)
case("Vec2 repr", repr, V)
case("Vec2 pickle", lambda v: pickle.loads(pickle.dumps(v)), V)
case("Vec2 buffer", lambda v: (np.asarray(v), memoryview(v).tolist()), V)
case("Vec2 writable buffer", lambda v: np.frombuffer(v, dtype=float).__setitem__(0, 1), V, expect=ValueError)

# ---- AABB ------------------------------------------------------------------------

case("AABB()", AABB, (0.0, 1.0), [1.0, 2.0])
case("AABB(Vec2s)", AABB, V, V)
case("AABB(kw)", lambda: AABB(pos=(0, 0), half=(1, 1)))
case("AABB(negative half)", AABB, (0.0, 0.0), (-1.0, 1.0), expect=ValueError)
case("AABB(nan)", AABB, (NAN, 0.0), (1.0, 1.0), expect=ValueError)
case("AABB(huge int)", AABB, (HUGE, 0), (1, 1), expect=ValueError)
case("AABB(wrong type)", AABB, None, (1.0, 1.0), expect=TypeError)
case("AABB(3 items)", AABB, (0.0, 0.0, 0.0), (1.0, 1.0), expect=ValueError)
case("AABB(evil)", AABB, EVIL_PAIR, (1.0, 1.0), expect=UserError)
case("AABB.from_bounds", AABB.from_bounds, 0.0, 0.0, 2.0, 4.0)
case("AABB.from_bounds(max < min)", AABB.from_bounds, 0.0, 0.0, -2.0, 4.0, expect=ValueError)
case("AABB.from_bounds(bad)", AABB.from_bounds, 0.0, "x", 2.0, 4.0, expect=TypeError)
case("AABB.from_bounds(evil)", AABB.from_bounds, 0.0, EVIL, 2.0, 4.0, expect=UserError)
case("AABB.from_rect", AABB.from_rect, 0.0, 0.0, 2.0, 4.0)
case("AABB.from_rect(negative)", AABB.from_rect, 0.0, 0.0, -2.0, 4.0, expect=ValueError)
case("AABB attrs", lambda b: (b.pos, b.half, b.min, b.max, b.bounds), BOX)
case("AABB repr/hash/eq", lambda b, o: (repr(b), hash(b), b == o, b != o, b == 3), BOX, BOX2)
case("AABB pickle", lambda b: pickle.loads(pickle.dumps(b)), BOX)
case("AABB buffer", np.asarray, BOX)
case("AABB.intersect_point", AABB.intersect_point, BOX, (0.5, 0.25))
case("AABB.intersect_point(miss)", AABB.intersect_point, BOX, (5.0, 0.25))
case("AABB.intersect_point(nan)", AABB.intersect_point, BOX, (NAN, 0.25), expect=ValueError)
case("AABB.intersect_point(bad)", AABB.intersect_point, BOX, "ab", expect=TypeError)
case("AABB.intersect_point(evil)", AABB.intersect_point, BOX, EVIL_PAIR, expect=UserError)
case("AABB.intersect_segment", AABB.intersect_segment, BOX, (-2.0, 0.5), (4.0, 0.0))
case("AABB.intersect_segment(padding)", lambda b: b.intersect_segment((-2, 0.5), (4, 0), padding_x=0.5, padding_y=1), BOX)
case("AABB.intersect_segment(negative padding)", AABB.intersect_segment, BOX, (-2.0, 0.5), (4.0, 0.0), -1.0, expect=ValueError)
case("AABB.intersect_segment(huge padding)", AABB.intersect_segment, BOX, (-2.0, 0.5), (4.0, 0.0), HUGE, expect=ValueError)
case("AABB.intersect_segment(bad kw)", lambda b: b.intersect_segment((0, 0), (1, 1), pad=1), BOX, expect=TypeError)
case("AABB.intersect_segment(missing)", AABB.intersect_segment, BOX, (0.0, 0.0), expect=TypeError)
case("AABB.intersect_aabb", AABB.intersect_aabb, BOX, BOX2)
case("AABB.intersect_aabb(bad)", AABB.intersect_aabb, BOX, (0, 0, 1, 1), expect=TypeError)
case("AABB.intersect_circle", AABB.intersect_circle, BOX, CIRC)
case("AABB.intersect_circle(bad)", AABB.intersect_circle, BOX, BOX, expect=TypeError)
case("AABB.overlaps_aabb", AABB.overlaps_aabb, BOX, BOX2)
case("AABB.overlaps_aabb(bad)", AABB.overlaps_aabb, BOX, None, expect=TypeError)
case("AABB.overlaps_circle", AABB.overlaps_circle, BOX, CIRC)
case("AABB.sweep_aabb", AABB.sweep_aabb, BOX, BOX2, (-3.0, 0.0))
case("AABB.sweep_aabb(miss)", AABB.sweep_aabb, BOX, BOX2, (3.0, 0.0))
case("AABB.sweep_aabb(nan delta)", AABB.sweep_aabb, BOX, BOX2, (NAN, 0.0), expect=ValueError)
case("AABB.sweep_circle", AABB.sweep_circle, BOX, CIRC2, (-3.0, 0.0))
case("AABB.sweep_into", AABB.sweep_into, BOX, [BOX2, CIRC2], (3.0, 0.0))
case("AABB.sweep_into(tuple)", AABB.sweep_into, BOX, (BOX2, BOX2), (3.0, 0.0))
case("AABB.sweep_into(bad item)", AABB.sweep_into, BOX, [BOX2, "x"], (3.0, 0.0), expect=TypeError)
case("AABB.sweep_into(not iterable)", AABB.sweep_into, BOX, 3, (3.0, 0.0), expect=TypeError)
case("AABB.sweep_into(evil delta)", AABB.sweep_into, BOX, [BOX2], EVIL_PAIR, expect=UserError)
case("AABB.overlap_interval", AABB.overlap_interval, BOX, BOX2, (3.0, 0.0), (0.0, 0.0))
case("AABB.overlap_interval(bad)", AABB.overlap_interval, BOX, BOX2, (3.0, 0.0), None, expect=TypeError)

# ---- Circle, Segment, lines --------------------------------------------------------

case("Circle()", Circle, (0.0, 1.0), 2.0)
case("Circle(negative)", Circle, (0.0, 1.0), -2.0, expect=ValueError)
case("Circle(bad)", Circle, (0.0, 1.0), "r", expect=TypeError)
case("Circle(evil)", Circle, (0.0, 1.0), EVIL, expect=UserError)
case("Circle attrs/repr/hash/eq", lambda c, o: (c.center, c.radius, repr(c), hash(c), c == o), CIRC, CIRC2)
case("Circle pickle", lambda c: pickle.loads(pickle.dumps(c)), CIRC)
case("Circle.intersect_point", Circle.intersect_point, CIRC, (0.5, 0.5))
case("Circle.intersect_point(bad)", Circle.intersect_point, CIRC, None, expect=TypeError)
case("Circle.intersect_circle", Circle.intersect_circle, CIRC, CIRC2)
case("Circle.intersect_aabb", Circle.intersect_aabb, CIRC, BOX2)
case("Circle.intersect_segment", Circle.intersect_segment, CIRC, (-3.0, 0.0), (6.0, 0.0))
case("Circle.intersect_segment(nan)", Circle.intersect_segment, CIRC, (-3.0, 0.0), (NAN, 0.0), expect=ValueError)
case("Circle.overlaps_circle", Circle.overlaps_circle, CIRC, CIRC2)
case("Circle.overlaps_aabb", Circle.overlaps_aabb, CIRC, BOX2)
case("Circle.sweep_circle", Circle.sweep_circle, CIRC, CIRC2, (-4.0, 0.0))
case("Circle.sweep_aabb", Circle.sweep_aabb, CIRC, BOX2, (-4.0, 0.0))
case("Circle.sweep_aabb(bad)", Circle.sweep_aabb, CIRC, CIRC2, (-4.0, 0.0), expect=TypeError)
case("Circle.sweep_into", Circle.sweep_into, CIRC, [BOX2, CIRC2], (4.0, 0.0))
case("Circle.sweep_into(bad)", Circle.sweep_into, CIRC, [V], (4.0, 0.0), expect=TypeError)
case("Circle.overlap_interval", Circle.overlap_interval, CIRC, CIRC2, (4.0, 0.0), (0.0, 0.0))
case("Segment()", Segment, (0.0, 0.0), (1.0, 1.0))
case("Segment(inf)", Segment, (0.0, 0.0), (float("inf"), 1.0), expect=ValueError)
case("Segment(evil)", Segment, (0.0, 0.0), EVIL_PAIR, expect=UserError)
case("Segment attrs/repr/hash/eq", lambda s, o: (s.a, s.b, s.delta, repr(s), hash(s), s == o), SEG, SEG2)
case("Segment pickle", lambda s: pickle.loads(pickle.dumps(s)), SEG)
case("Segment.intersection", Segment.intersection, SEG, SEG2)
case("Segment.intersection(bad)", Segment.intersection, SEG, BOX, expect=TypeError)
case("LineIntersection fields/pickle", lambda s, o: pickle.loads(pickle.dumps(s.intersection(o))).start, SEG, SEG2)
case("LineIntersection()", LineIntersection, ("point", V, V, (0.5, 0.5), (0.5, 0.5)))
case("LineIntersection(bad)", LineIntersection, (1, 2), expect=TypeError)
case("line_intersection", c2.line_intersection, (0, 0), (2, 2), (0, 2), (2, 0))
case("line_intersection(lines)", lambda: c2.line_intersection((0, 0), (1, 1), (0, 2), (2, 0), segments=False))
case("line_intersection(bad)", c2.line_intersection, (0, 0), (2, 2), None, (2, 0), expect=TypeError)
case("line_intersection(evil)", c2.line_intersection, (0, 0), (2, 2), EVIL_PAIR, (2, 0), expect=UserError)
case("line_intersection(missing)", c2.line_intersection, (0, 0), (2, 2), expect=TypeError)
case("circle_line_points", c2.circle_line_points, CIRC, (-3.0, 0.0), (3.0, 0.0))
case("circle_line_points(line)", lambda c: c2.circle_line_points(c, (-3, 0), (3, 0), segment=False), CIRC)
case("circle_line_points(bad circle)", c2.circle_line_points, BOX, (-3.0, 0.0), (3.0, 0.0), expect=TypeError)
case("circle_line_points(nan)", c2.circle_line_points, CIRC, (NAN, 0.0), (3.0, 0.0), expect=ValueError)

# ---- Hit, Sweep ----------------------------------------------------------------------

case("Hit()", Hit, BOX, (1.0, 2.0), (0.0, 0.0), (0.0, 1.0), 0.5)
case("Hit(bad pair)", Hit, BOX, "ab", (0.0, 0.0), (0.0, 1.0), 0.5, expect=TypeError)
case("Hit(bad time)", Hit, BOX, (1.0, 2.0), (0.0, 0.0), (0.0, 1.0), "t", expect=TypeError)
case("Hit(evil)", Hit, BOX, (1.0, 2.0), EVIL_PAIR, (0.0, 1.0), 0.5, expect=UserError)
case("Hit attrs/repr/hash/eq", lambda h: (h.collider, h.pos, h.delta, h.normal, h.time, repr(h), hash(h), h == h), HIT)
case("Hit hash(unhashable collider)", lambda: hash(Hit([1], (0, 0), (0, 0), (0, 0), 0.0)), expect=TypeError)
case("Hit pickle", lambda h: pickle.loads(pickle.dumps(h)), HIT)
case("Sweep()", Sweep, HIT, (1.0, 1.0), 0.5, True)
case("Sweep(no hit)", Sweep, None, (1.0, 1.0), 1.0)
case("Sweep(bad hit)", Sweep, "hit", (1.0, 1.0), 0.5, expect=TypeError)
case("Sweep(bad pos)", Sweep, HIT, None, 0.5, expect=TypeError)
case("Sweep attrs/repr/hash/eq", lambda s: (s.hit, s.pos, s.time, s.started_overlapping, repr(s), hash(s), s == s), SWEEP)
case("Sweep pickle", lambda s: pickle.loads(pickle.dumps(s)), SWEEP)

# ---- threads ---------------------------------------------------------------------------

case("get_num_threads", c2.get_num_threads)
case("set_num_threads", lambda: _set_threads_back(c2.get_num_threads()))
case("set_num_threads(0)", c2.set_num_threads, 0, expect=ValueError)
case("set_num_threads(str)", c2.set_num_threads, "2", expect=TypeError)
case("set_num_threads(evil)", c2.set_num_threads, EVIL_INDEX, expect=UserError)

# ---- AABBArray -------------------------------------------------------------------------

case("AABBArray(float64)", AABBArray, BOX_ROWS)
case("AABBArray(list)", AABBArray, BOX_ROWS.tolist())
case("AABBArray(list of AABB)", AABBArray, [BOX, BOX2])
case("AABBArray(float32)", AABBArray, F32_BOX_ROWS)
case("AABBArray(array.array)", AABBArray, EMPTY_ARRAY_D)
case("AABBArray subclass", Sub, BOX_ROWS)
case("AABBArray(nan row)", AABBArray, NAN_BOX_ROWS, expect=ValueError)
case("AABBArray(negative size)", AABBArray, NEG_BOX_ROWS, expect=ValueError)
case("AABBArray(wrong shape)", AABBArray, BAD_SHAPE, expect=ValueError)
case("AABBArray(object rows)", AABBArray, OBJECT_ROWS, expect=TypeError)
case("AABBArray(None)", AABBArray, None, expect=TypeError)
case("AABBArray(list holding an object)", AABBArray, [[0.0, 0.0, 1.0, EVIL]], expect=UserError)  # the user's own error, as scalar calls pass it on
case("AABBArray.from_bounds", AABBArray.from_bounds, BOUNDS_ROWS)
case("AABBArray.from_bounds(max < min)", AABBArray.from_bounds, BOUNDS_ROWS[:, [2, 1, 0, 3]], expect=ValueError)
case("AABBArray.from_rect", AABBArray.from_rect, BOX_ROWS)
case("AABBArray.from_rect(negative)", AABBArray.from_rect, NEG_BOX_ROWS, expect=ValueError)
case("AABBArray.to_bounds", AABBArray.to_bounds, BOXES)
case("AABBArray len/rows/pos/half/repr", lambda b: (len(b), b.rows, b.pos, b.half, repr(b), np.asarray(b)), BOXES)
case("AABBArray[i], slice, mask, iter", lambda b: (b[0], b[-1], b[1:], b[np.array([1, 0, 1, 0], bool)], list(b)), BOXES)
case("AABBArray[out of range]", lambda b: b[10], BOXES, expect=IndexError)
case("AABBArray pickle", lambda b: pickle.loads(pickle.dumps(b)), BOXES)
case("AABBArray subclass pickle", lambda b: pickle.loads(pickle.dumps(b)), SUB_BOXES)

for name, recv in (("AABBArray", BOXES), ("CircleArray", CIRCLES)):
    case(f"{name}.intersect_point", recv.intersect_point, POINTS)
    case(f"{name}.intersect_point(one point)", recv.intersect_point, (0.5, 0.5))
    case(f"{name}.intersect_point(Vec2)", recv.intersect_point, V)
    case(f"{name}.intersect_point(list)", recv.intersect_point, POINT_LIST)
    case(f"{name}.intersect_point(int)", recv.intersect_point, INT_POINTS)
    case(f"{name}.intersect_point(fortran)", recv.intersect_point, FORTRAN_POINTS)
    case(f"{name}.intersect_point(strided)", recv.intersect_point, STRIDED_POINTS)
    case(f"{name}.intersect_point(read-only)", recv.intersect_point, READONLY_POINTS)
    case(f"{name}.intersect_point(zero stride)", recv.intersect_point, BROADCAST_POINTS)
    case(f"{name}.intersect_point(array.array)", recv.intersect_point, ARRAY_D, expect=ValueError)
    case(f"{name}.intersect_point(nan row)", recv.intersect_point, NAN_POINTS, expect=ValueError)
    case(f"{name}.intersect_point(mismatched)", recv.intersect_point, THREE_POINTS, expect=ValueError)
    case(f"{name}.intersect_point(wrong shape)", recv.intersect_point, BAD_SHAPE, expect=ValueError)
    case(f"{name}.intersect_point(wrong type)", recv.intersect_point, "points", expect=TypeError)
    case(f"{name}.intersect_point(list holding an object)", recv.intersect_point, EVIL_POINT_LIST, expect=UserError)
    case(f"{name}.intersect_aabb", recv.intersect_aabb, BOX_ROWS)
    case(f"{name}.intersect_aabb(AABB)", recv.intersect_aabb, BOX2)
    case(f"{name}.intersect_aabb(negative size)", recv.intersect_aabb, NEG_BOX_ROWS, expect=ValueError)
    case(f"{name}.intersect_aabb(out)", lambda r: r.intersect_aabb(BOX_ROWS, out=r.intersect_aabb(BOX_ROWS)), recv)
    case(f"{name}.intersect_aabb(out of another class)", lambda r: r.intersect_aabb(BOX_ROWS, out=OUT_MASK), recv, expect=TypeError)
    case(f"{name}.intersect_aabb(fields)", lambda r: r.intersect_aabb(BOX_ROWS, fields=("hit", "normal")), recv)
    case(f"{name}.intersect_aabb(fields, negative size)", lambda r: r.intersect_aabb(NEG_BOX_ROWS, fields=("hit",)), recv, expect=ValueError)
    case(f"{name}.intersect_aabb(bad fields)", lambda r: r.intersect_aabb(BOX_ROWS, fields=("nope",)), recv, expect=ValueError)
    case(f"{name}.intersect_circle", recv.intersect_circle, CIRCLE_ROWS)
    case(f"{name}.intersect_circle(Circle)", recv.intersect_circle, CIRC2)
    case(f"{name}.intersect_circle(negative radius)", recv.intersect_circle, NEG_CIRCLE_ROWS, expect=ValueError)
    case(f"{name}.intersect_segment", recv.intersect_segment, POINTS, DELTAS)
    case(f"{name}.intersect_segment(mismatched)", recv.intersect_segment, POINTS, THREE_POINTS, expect=ValueError)
    case(f"{name}.overlaps_aabb", recv.overlaps_aabb, BOX_ROWS)
    case(f"{name}.overlaps_aabb(out)", lambda r: r.overlaps_aabb(BOX_ROWS, out=OUT_MASK), recv)
    case(f"{name}.overlaps_aabb(out dtype)", lambda r: r.overlaps_aabb(BOX_ROWS, out=OUT_WRONG_DTYPE), recv, expect=TypeError)
    case(f"{name}.overlaps_aabb(out shape)", lambda r: r.overlaps_aabb(BOX_ROWS, out=OUT_WRONG_SHAPE), recv, expect=ValueError)
    case(f"{name}.overlaps_aabb(out read-only)", lambda r: r.overlaps_aabb(BOX_ROWS, out=OUT_READONLY), recv, expect=ValueError)
    case(f"{name}.overlaps_aabb(out strided)", lambda r: r.overlaps_aabb(BOX_ROWS, out=OUT_STRIDED), recv, expect=ValueError)
    case(f"{name}.overlaps_aabb(out list)", lambda r: r.overlaps_aabb(BOX_ROWS, out=[False] * N), recv, expect=TypeError)
    case(f"{name}.overlaps_aabb(float32)", recv.overlaps_aabb, F32_BOX_ROWS)
    case(f"{name}.overlaps_aabb(object)", recv.overlaps_aabb, OBJECT_ROWS, expect=TypeError)
    case(f"{name}.overlaps_circle", recv.overlaps_circle, CIRCLE_ROWS)
    case(f"{name}.overlaps_point", recv.overlaps_point, POINTS)
    case(f"{name}.overlaps_segment", recv.overlaps_segment, SEGMENT_ROWS)
    case(f"{name}.overlaps_segment(inf row)", recv.overlaps_segment, INF_SEGMENT_ROWS, expect=ValueError)
    case(f"{name}.sweep_aabb", recv.sweep_aabb, BOX_ROWS, DELTAS)
    case(f"{name}.sweep_aabb(nan delta)", recv.sweep_aabb, BOX_ROWS, NAN_POINTS, expect=ValueError)
    case(f"{name}.sweep_circle", recv.sweep_circle, CIRCLE_ROWS, DELTAS)
    case(f"{name}.sweep_into(boxes)", recv.sweep_into, BOXES, DELTAS)
    case(f"{name}.sweep_into(circles)", recv.sweep_into, CIRCLES, DELTAS)
    case(f"{name}.sweep_into(pair)", recv.sweep_into, (BOXES, CIRCLES), DELTAS)
    case(f"{name}.sweep_into(list of AABB)", recv.sweep_into, [BOX, BOX2], DELTAS)
    case(f"{name}.sweep_into(list of Circle)", recv.sweep_into, [CIRC, CIRC2], DELTAS)
    case(f"{name}.sweep_into(one Circle)", recv.sweep_into, CIRC2, DELTAS)
    case(f"{name}.sweep_into(empty)", recv.sweep_into, [], DELTAS)
    case(f"{name}.sweep_into(mixed list)", recv.sweep_into, [BOX, CIRC, SEG], DELTAS)
    case(f"{name}.sweep_into(list with a point)", recv.sweep_into, [BOX, V], DELTAS, expect=TypeError)
    case(f"{name}.sweep_into(negative size)", recv.sweep_into, NEG_BOX_ROWS, DELTAS, expect=ValueError)
    case(f"{name}.sweep_into(Segment)", recv.sweep_into, SEG, DELTAS)
    case(f"{name}.sweep_into(Colliders)", recv.sweep_into, Colliders([BOX, CIRC, SEG]), DELTAS)
    case(f"{name}.sweep_into(point)", recv.sweep_into, V, DELTAS, expect=TypeError)
    case(f"{name}.overlap_interval", recv.overlap_interval, BOX_ROWS if name == "AABBArray" else CIRCLE_ROWS, DELTAS, -DELTAS)
    case(f"{name}.overlap_interval(mismatched)", recv.overlap_interval,
         BOX_ROWS if name == "AABBArray" else CIRCLE_ROWS, DELTAS, THREE_POINTS, expect=ValueError)

case("AABBArray.intersect_segment(paddings)", BOXES.intersect_segment, POINTS, DELTAS, PADDINGS, 0.5)
case("AABBArray.intersect_segment(huge padding)", BOXES.intersect_segment, POINTS, DELTAS, HUGE, expect=ValueError)
case("AABBArray.intersect_segment(negative padding)", BOXES.intersect_segment, POINTS, DELTAS, -PADDINGS - 1, expect=ValueError)
case("AABBArray.intersect_segment(evil padding)", BOXES.intersect_segment, POINTS, DELTAS, EVIL_REAL, expect=UserError)
case("AABBArray.intersect_segment(object padding)", BOXES.intersect_segment, POINTS, DELTAS, EVIL, expect=UserError)

# ---- CircleArray, SegmentArray extras ---------------------------------------------------

case("CircleArray(float64)", CircleArray, CIRCLE_ROWS)
case("CircleArray(list of Circle)", CircleArray, [CIRC, CIRC2])
case("CircleArray(negative radius)", CircleArray, NEG_CIRCLE_ROWS, expect=ValueError)
case("CircleArray(wrong shape)", CircleArray, BOX_ROWS, expect=ValueError)
case("CircleArray attrs/index/iter/repr/pickle",
     lambda c: (c.center, c.radius, c[0], c[1:], list(c), repr(c), pickle.loads(pickle.dumps(c))), CIRCLES)
case("CircleArray.line_points", CIRCLES.line_points, POINTS, POINTS + DELTAS)
case("CircleArray.line_points(line)", lambda c: c.line_points(POINTS, POINTS + DELTAS, segment=False), CIRCLES)
case("CircleArray.line_points(nan)", CIRCLES.line_points, NAN_POINTS, POINTS, expect=ValueError)
case("SegmentArray(float64)", SegmentArray, SEGMENT_ROWS)
case("SegmentArray(list of Segment)", SegmentArray, [SEG, SEG2])
case("SegmentArray(inf row)", SegmentArray, INF_SEGMENT_ROWS, expect=ValueError)
case("SegmentArray attrs/index/iter/repr/pickle",
     lambda s: (s.a, s.b, s.delta, s[0], s[1:], list(s), repr(s), pickle.loads(pickle.dumps(s))), SEGMENTS)
case("SegmentArray.intersection", SEGMENTS.intersection, SEGMENT_ROWS)
case("SegmentArray.intersection(lines)", lambda s: s.intersection(SEGMENT_ROWS, lines=True), SEGMENTS)
case("SegmentArray.intersection(mismatched)", SEGMENTS.intersection, THREE_BOXES, expect=ValueError)
case("SegmentArray.overlaps_segment", SEGMENTS.overlaps_segment, SEGMENT_ROWS)
case("SegmentArray.overlaps_circle", SEGMENTS.overlaps_circle, CIRCLE_ROWS)
case("SegmentArray.overlaps_aabb", SEGMENTS.overlaps_aabb, BOX_ROWS)
case("SegmentArray.overlaps_aabb(out)", lambda s: s.overlaps_aabb(BOX_ROWS, out=OUT_MASK), SEGMENTS)
case("SegmentArray.overlaps_aabb(nan)", SEGMENTS.overlaps_aabb, NAN_BOX_ROWS, expect=ValueError)

# ---- result arrays ------------------------------------------------------------------------


def _fields(r, names):
    return [getattr(r, n) for n in names]


case("HitArray fields", _fields, HITS, ["hit", "pos", "delta", "normal", "time", "collider", "records"])
case("HitArray index/iter/slice/repr", lambda h: (h[0], h[-1], h[1:], list(h), len(h), repr(h)), HITS)
case("HitArray[out of range]", lambda h: h[10], HITS, expect=IndexError)
case("HitArray pickle", lambda h: pickle.loads(pickle.dumps(h)), HITS)
case("HitArray(raw)", HitArray, HIT_RAW)
case("HitArray(records)", HitArray, HIT_RECORDS)
case("HitArray(str)", HitArray, "x", expect=TypeError)
case("HitArray(wrong width)", HitArray, BAD_SHAPE, expect=(TypeError, ValueError))
case("SweepArray fields", _fields, SWEEPS, ["hit", "pos", "time", "started_overlapping", "records"])
case("SweepArray index/iter/repr/pickle", lambda s: (s[0], list(s), repr(s), pickle.loads(pickle.dumps(s))), SWEEPS)
case("SweepArray(raw)", SweepArray, SWEEP_RAW)
case("SweepArray(None)", SweepArray, None, expect=TypeError)
case("IntervalArray fields/index/iter/repr/pickle",
     lambda r: (r.hit, r.first, r.last, r[0], list(r), repr(r), pickle.loads(pickle.dumps(r))), INTERVALS)
case("IntervalArray(int)", IntervalArray, 3, expect=TypeError)
case("LineIntersectionArray fields/index/iter/pickle",
     lambda r: (r.kind, r.kind_names, r.start, r.end, r.t, r.u, r.hit, r[0], list(r), pickle.loads(pickle.dumps(r))), LINES)
case("LineIntersectionArray(list)", LineIntersectionArray, [[0.0] * 9], expect=(TypeError, ValueError))
case("CirclePointsArray fields/index/iter/pickle",
     lambda r: (r.count, r.points, r.u, r.hit, r[0], list(r), pickle.loads(pickle.dumps(r))), CIRCLE_POINTS)
case("CirclePointsArray(str)", CirclePointsArray, "x", expect=TypeError)

# ---- generic functions ----------------------------------------------------------------------

case("overlaps(AABB, AABB)", c2.overlaps, BOX, BOX2)
case("overlaps(point, AABB)", c2.overlaps, (0.5, 0.5), BOX)
case("overlaps(Segment, Circle)", c2.overlaps, SEG, CIRC)
case("overlaps(Segment, Segment)", c2.overlaps, SEG, SEG2)
case("overlaps(AABBArray, points)", c2.overlaps, BOXES, POINTS)
case("overlaps(points, points)", c2.overlaps, POINTS, POINTS)
case("overlaps(unsupported)", c2.overlaps, BOX, "x", expect=TypeError)
case("intersect(AABB, Segment)", c2.intersect, BOX, SEG)
case("intersect(CircleArray, AABB)", c2.intersect, CIRCLES, BOX2)
case("intersect(unsupported)", c2.intersect, SEG, BOX, expect=TypeError)
case("sweep(AABB, Circle)", c2.sweep, BOX, CIRC2, (-3.0, 0.0))
case("sweep(AABBArray, AABB)", c2.sweep, BOXES, BOX2, DELTAS)
case("sweep(unsupported)", c2.sweep, SEG, BOX, (1.0, 0.0), expect=TypeError)
case("sweep_into(AABB, list)", c2.sweep_into, BOX, [BOX2, CIRC2], (3.0, 0.0))
case("sweep_into(CircleArray, pair)", c2.sweep_into, CIRCLES, (BOXES, CIRCLES), DELTAS)
case("sweep_into(unsupported)", c2.sweep_into, V, [BOX], (1.0, 0.0), expect=TypeError)
case("overlaps(a=, b=)", lambda: c2.overlaps(a=BOX, b=BOX2))
case("contacts(AABB, point, margin=)", lambda: c2.contacts(BOX, V, margin=0.5))
case("contacts(AABB, AABB, 0.5)", c2.contacts, BOX, BOX2, 0.5)
case("distance(three)", c2.distance, BOX, BOX2, 1.0, expect=TypeError)
case("_generic_function(bad)", c2._core._generic_function, {BOX: 1}, len, 2, expect=TypeError)
case("_generic_function", c2._core._generic_function, {}, len, 2)
case("distance(point, AABB)", c2.distance, V, BOX)
case("contacts(point, Circle)", c2.contacts, V, CIRC)
case("_distance_turned(bad)", c2._core._distance_turned, V, expect=TypeError)
case("_manifold_turned(bad)", c2._core._manifold_turned, V, expect=TypeError)
case("pairs", c2.pairs, [BOX, BOX2, CIRC, SEG])
case("pairs(two)", c2.pairs, BOXES, CIRCLES)
case("pairs(bad row)", c2.pairs, NEG_BOX_ROWS, expect=ValueError)
case("pairs(point)", c2.pairs, [BOX, V], expect=TypeError)

CASE_IDS = [p.id for p in CASES]
assert len(CASE_IDS) == len(set(CASE_IDS)), "duplicate case ids"


# ---- the check --------------------------------------------------------------------------------


def _loop(fn, args, kwargs, expect, n):
    if expect is OK:
        for _ in range(n):
            fn(*args, **kwargs)
    else:
        for _ in range(n):
            try:
                fn(*args, **kwargs)
            except expect:
                pass


def _watched(args, kwargs):
    """The arguments, and the items of tuple/list arguments, whose refcounts must not move."""
    objs = list(args) + list(kwargs.values())
    for a in list(objs):
        if isinstance(a, (tuple, list)):
            objs.extend(a)
    return objs


def _refcounts(objs):
    return [sys.getrefcount(o) for o in objs]


def _singletons():
    return [sys.getrefcount(None), sys.getrefcount(True), sys.getrefcount(False)]


def _first_outcome(fn, args, kwargs, expect):
    """(problem or None, what to catch in the loops): a case whose call no longer takes
    the path it was written for is reported, and still checked for leaks on the path
    it takes now."""
    try:
        fn(*args, **kwargs)
    except BaseException as e:  # noqa: BLE001 - checked against `expect`
        if expect is OK or not isinstance(e, expect):
            want = "success" if expect is OK else getattr(expect, "__name__", expect)
            return f"expected {want}, got {type(e).__name__}: {e}", type(e)
        return None, expect
    if expect is not OK:
        return f"expected {getattr(expect, '__name__', expect)} (the error path this case checks), " \
               "but the call succeeded", OK
    return None, OK


def _measure(fn, args, kwargs, expect, watched, loops, traced):
    """Growth of the live blocks (or of tracemalloc's total) over each loop, and the
    refcount changes of the arguments and singletons over all of them."""
    gc.collect()
    refs0, single0 = _refcounts(watched), _singletons()
    level = [tracemalloc.get_traced_memory()[0] if traced else sys.getallocatedblocks()]
    for n in loops:
        _loop(fn, args, kwargs, expect, n)
        gc.collect()
        level.append(tracemalloc.get_traced_memory()[0] if traced else sys.getallocatedblocks())
    refs1, single1 = _refcounts(watched), _singletons()
    growth = [b - a for a, b in zip(level, level[1:])]
    return growth, list(zip(watched, refs0, refs1)), list(zip(("None", "True", "False"), single0, single1))


def _problems(growth, refs, singles, slack, unit, loops):
    problems = []
    if any(g >= slack for g in growth):
        problems.append(f"{unit} grew by {growth[0]} over {loops[0]} calls and by {growth[1]} over the next "
                        f"{loops[1]}")
    for obj, before, after in refs:
        if before != after:
            problems.append(f"refcount of argument {obj!r:.80} went {before} -> {after}")
    for name, before, after in singles:
        if abs(after - before) >= SINGLETON_SLACK:
            problems.append(f"refcount of {name} went {before} -> {after} over {sum(loops)} calls")
    return problems


ATTEMPTS = 3  # a cache filled on first use (pickle, numpy) settles; a leak fails every attempt


@pytest.mark.parametrize("fn, args, kwargs, expect", CASES)
def test_no_leak(fn, args, kwargs, expect):
    outcome, expect = _first_outcome(fn, args, kwargs, expect)
    _loop(fn, args, kwargs, expect, WARMUP)
    watched = _watched(args, kwargs)
    for attempt in range(ATTEMPTS):
        growth, refs, singles = _measure(fn, args, kwargs, expect, watched, LOOPS, traced=False)
        problems = _problems(growth, refs, singles, BLOCK_SLACK, "allocated blocks", LOOPS)
        if not problems:
            break
    assert not problems, f"after {ATTEMPTS} attempts: " + "; ".join(problems) + (f"; also {outcome}" if outcome else "")

    # tracemalloc as a second opinion (it also traces numpy's data buffers)
    tracemalloc.start()
    try:
        _loop(fn, args, kwargs, expect, WARMUP)
        for attempt in range(ATTEMPTS):
            growth, refs, singles = _measure(fn, args, kwargs, expect, watched, TRACED_LOOPS, traced=True)
            problems = _problems(growth, refs, singles, TRACED_SLACK, "tracemalloc's total (bytes)", TRACED_LOOPS)
            if not problems:
                break
    finally:
        tracemalloc.stop()
    assert not problems, f"tracemalloc, after {ATTEMPTS} attempts: " + "; ".join(problems)
    assert outcome is None, outcome + " (no leak on that path)"
