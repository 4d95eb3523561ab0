"""The API fuzzer (fuzz_api.py), part 2: value generators -- numbers, pairs in every
container, rows of every dtype and layout, shapes, twins, wrong types.
"""

from __future__ import annotations

import array
import decimal
import fractions
import math
import warnings

import numpy as np
from fuzz_api_values import (
    _CTX,
    EVIL_MUTATION,
    FLOAT_MODES,
    INDEX_MODES,
    SEQ_MODES,
    Decoder,
    EvilFloat,
    EvilIndex,
    EvilIter,
    EvilReal,
    EvilSeq,
    collide2d,
)

# --------------------------------------------------------------------------
# value generators
# --------------------------------------------------------------------------

NAN = math.nan
INF = math.inf
INTERESTING = [
    0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, 3.0, 1.5, 0.1, 10.0, 1e-8, 1e8,
    1e-300, 5e-324, -5e-324, 2.2250738585072014e-308, 1e300, -1e300,
    2.0**200, -(2.0**200), 2.0**200 * (1 + 2.0**-52), -(2.0**200 * (1 + 2.0**-52)),
    2.0**-1022, 1.7976931348623157e308, NAN, INF, -INF,
]
SMALL_INTS = [0, 1, -1, 2, 3, -7, 2**53 + 1, 2**63 - 1, -(2**63)]
HUGE_INTS = [10**400, -(10**400), 2**1024, 2**200, 2**201, -(2**200)]
WRONG = [None, "1.0", b"12", {}, {"x": 1}, object(), 1j, complex(1, 0), set(), Ellipsis,
         slice(None), np.datetime64("2020-01-01"), np.str_("1")]


def gen_coord(d: Decoder) -> float:
    """A plain float, mostly a modest value that passes validation."""
    r = d.u8()
    if r < 150:
        return (d.u8() % 21 - 10) / (1, 2, 4, 8)[d.u8() % 4]
    if r < 220:
        return d.pick(INTERESTING)
    if r < 240:
        return d.raw_f64()
    return float(d.pick(SMALL_INTS))


def gen_size(d: Decoder) -> float:
    """A plain float for a size: mostly >= 0."""
    v = gen_coord(d)
    if d.chance(220):
        v = abs(v)
    return v


def gen_evil_number(d: Decoder):
    ctx = _CTX
    ctx.evil = True
    k = d.u8() % 4
    if k == 0:
        return EvilFloat(d.pick(FLOAT_MODES))
    if k == 1:
        return EvilReal(d.pick(FLOAT_MODES))
    return EvilIndex(d.pick(INDEX_MODES))


def gen_num(d: Decoder, size: bool = False):
    """A number argument: any real-number representation, or not a number at all."""
    r = d.u8()
    if r < 150:
        return gen_size(d) if size else gen_coord(d)
    if r < 170:
        return d.pick(SMALL_INTS) if r < 158 else d.pick(HUGE_INTS)
    if r < 195:
        v = gen_size(d) if size else gen_coord(d)
        k = d.u8() % 6
        if k == 0:
            with np.errstate(all="ignore"):
                return np.float32(v)
        if k == 1:
            return np.float64(v)
        if k == 2:
            return np.int64(d.pick(SMALL_INTS[:7]))
        if k == 3:
            return np.bool_(d.chance(128))
        if k == 4:
            with np.errstate(all="ignore"):
                return np.float16(v)
        return np.uint8(d.u8())
    if r < 205:
        return d.chance(128)
    if r < 215:
        return fractions.Fraction(d.u8() - 128, d.u8() % 7 + 1) if d.chance(180) else decimal.Decimal("1.5")
    if r < 237:
        return gen_evil_number(d)
    return d.pick(WRONG)


def _pair_items(d: Decoder, size: bool):
    if d.chance(200):
        return [gen_size(d) if size else gen_coord(d) for _ in range(2)]
    return [gen_num(d, size) for _ in range(2)]


def gen_pair(d: Decoder, size: bool = False):
    """A pair argument in any container (or something that is not a pair)."""
    vec2 = collide2d.Vec2
    r = d.u8() % 24
    if r < 6:
        return tuple(_pair_items(d, size))
    if r < 9:
        items = _pair_items(d, size)
        if EVIL_MUTATION and d.chance(60):
            lst = list(items)
            lst[d.u8() % 2] = EvilFloat("mutate", lst)
            _CTX.mutating = _CTX.evil = True
            return lst
        return items
    if r < 12:
        try:
            return vec2(gen_size(d) if size else gen_coord(d), gen_size(d) if size else gen_coord(d))
        except ValueError:
            return vec2(0.0, 0.0)
    if r < 15:
        items = [gen_size(d) if size else gen_coord(d) for _ in range(2)]
        dt = d.pick(["f8", "f8", "f4", "i8", "?", ">f8", "O", "c16"])
        try:
            with np.errstate(all="ignore"), warnings.catch_warnings():
                warnings.simplefilter("ignore")
                a = np.array(items, dtype=dt)
        except (OverflowError, ValueError):
            a = np.array([1, 2], dtype=dt)
        return _layout(d, a)
    if r == 15:
        return array.array("d", [gen_size(d) if size else gen_coord(d) for _ in range(2)])
    if r == 16:
        a = array.array(d.pick("dfqi"), [0, 1])
        return memoryview(a) if d.chance(128) else a
    if r == 17:
        n = d.pick([0, 1, 3, 4])
        return tuple(gen_coord(d) for _ in range(n)) if d.chance(128) else [gen_coord(d) for _ in range(n)]
    if r == 18:
        _CTX.evil = True
        cls = EvilIter if d.chance(60) else EvilSeq
        return cls(_pair_items(d, size), d.pick(SEQ_MODES))
    if r == 19:
        return {0: gen_coord(d), 1: gen_coord(d)}
    if r == 20:
        return np.array([[gen_coord(d), gen_coord(d)]]) if d.chance(128) else np.zeros((2, 1))
    if r == 21:
        return (x for x in (1.0, 2.0))  # an iterator, not a sequence
    if r == 22:
        return memoryview(np.array([gen_coord(d), gen_coord(d)]))
    return d.pick(WRONG + [1.0, 3])


def gen_scalar_shape(d: Decoder, kind: str):
    """A scalar shape that constructs (mostly a valid one)."""
    c2 = collide2d
    try:
        if kind == "aabb":
            return c2.AABB((gen_coord(d), gen_coord(d)), (gen_size(d), gen_size(d)))
        if kind == "circle":
            return c2.Circle((gen_coord(d), gen_coord(d)), gen_size(d))
        if kind == "segment":
            return c2.Segment((gen_coord(d), gen_coord(d)), (gen_coord(d), gen_coord(d)))
        if kind in ("point", "vec"):
            return c2.Vec2(gen_coord(d), gen_coord(d))
    except ValueError:
        pass
    return {"aabb": c2.AABB((0, 0), (1, 1)), "circle": c2.Circle((0, 0), 1),
            "segment": c2.Segment((0, 0), (1, 1))}.get(kind, c2.Vec2(0.0, 0.0))


WIDTH = {"point": 2, "vec": 2, "aabb": 4, "circle": 3, "segment": 4, "size": 1}
SIZE_COLS = {"aabb": (2, 3), "circle": (2,), "size": (0,)}


def _row_values(d: Decoder, kind: str, n: int, valid: bool) -> np.ndarray:
    w = WIDTH[kind]
    a = np.empty((n, w))
    sizes = SIZE_COLS.get(kind, ())
    for i in range(n):
        for j in range(w):
            if valid:
                v = (d.u8() % 21 - 10) / (1, 2, 4)[d.u8() % 3]
                a[i, j] = abs(v) if j in sizes else v
            else:
                a[i, j] = gen_size(d) if j in sizes else gen_coord(d)
    return a


def _layout(d: Decoder, a: np.ndarray) -> np.ndarray:
    """The same values in another memory layout (same shape and dtype)."""
    k = d.u8() % 12
    if k == 0 and a.ndim >= 1:  # every other row/element of a bigger array
        big = np.zeros((a.shape[0] * 2,) + a.shape[1:], dtype=a.dtype)
        big[::2] = a
        a = big[::2]
    elif k == 1 and a.ndim == 2:  # columns with a stride
        big = np.zeros((a.shape[0], a.shape[1] * 2), dtype=a.dtype)
        big[:, ::2] = a
        a = big[:, ::2]
    elif k == 2:
        a = np.asfortranarray(a)
    elif k == 3:
        a = a.copy()
        a.setflags(write=False)
    elif k == 4 and a.ndim >= 1 and a.shape[0] >= 1:  # zero stride
        a = np.broadcast_to(a[:1], a.shape)
    elif k == 5 and a.dtype.itemsize > 1 and a.dtype != object:  # unaligned
        buf = bytearray(a.nbytes + 1)
        u = np.ndarray(a.shape, dtype=a.dtype, buffer=buf, offset=1)
        u[...] = a
        a = u
    elif k == 6 and a.ndim == 2:  # the transpose of a transpose, Fortran strides
        a = np.ascontiguousarray(a.T).T
    elif k == 7 and a.ndim >= 1 and a.shape[0] >= 1:  # negative stride
        a = a[::-1].copy()[::-1]
    return a


def gen_rows(d: Decoder, kind: str, n: int | None = None, valid: bool | None = None):
    """A rows argument for a batch call (width of ``kind``), in any representation."""
    c2 = collide2d
    w = WIDTH[kind]
    if n is None:
        n = d.uint(6)
    if valid is None:
        valid = d.chance(170)
    r = d.u8() % 32
    if r < 10:  # float64 (N, w), any layout
        return _layout(d, _row_values(d, kind, n, valid))
    if r < 13:  # another dtype
        a = _row_values(d, kind, n, valid)
        dt = d.pick(["f4", "i8", "?", ">f8", "O", "c16", "u1", "f2", "i4"])
        with np.errstate(all="ignore"), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            if dt in ("i8", "u1", "i4"):
                a = np.nan_to_num(a, nan=0, posinf=0, neginf=0)
                a = np.clip(a, -100, 100)
            a = a.astype(dt)
        return _layout(d, a)
    if r == 13:  # one row, 1-D
        return _layout(d, _row_values(d, kind, 1, valid)[0])
    if r == 14:  # wrong dimensionality / width
        shape = d.pick([(), (n,), (n, w + 1), (n, w - 1 if w > 1 else 2), (n, 1, w), (1, n, w),
                        (n, w, 1), (0,), (0, 0), (w, n) if n != w else (w, 5)])
        return np.zeros(shape) + (1 if d.chance(128) else 0)
    if r < 18:  # lists / tuples of rows
        a = _row_values(d, kind, n, valid)
        rows = [list(row) for row in a] if d.chance(128) else [tuple(row) for row in a]
        if n and d.chance(40):
            rows[d.uint(n)] = d.pick([None, "x", [1.0], list(range(w + 1))])
        elif n and d.chance(40):
            row = rows[d.uint(n)]
            if isinstance(row, list):
                row[d.uint(w)] = gen_num(d)
        return rows if d.chance(200) else tuple(rows)
    if r == 18:  # a list of scalar shapes
        if kind in ("aabb", "circle", "segment", "point"):
            return [gen_scalar_shape(d, kind) for _ in range(n)]
        return [gen_num(d, True) for _ in range(n)]
    if r < 21:  # a twin or a scalar shape
        if kind == "aabb":
            return c2.AABBArray(_row_values(d, kind, n, True)) if d.chance(128) else gen_scalar_shape(d, kind)
        if kind == "circle":
            return c2.CircleArray(_row_values(d, kind, n, True)) if d.chance(128) else gen_scalar_shape(d, kind)
        if kind == "segment":
            return c2.SegmentArray(_row_values(d, kind, n, True)) if d.chance(128) else gen_scalar_shape(d, kind)
        if kind == "size":
            return gen_num(d, True)
        return gen_pair(d)
    if r == 21:  # array.array / memoryview
        flat = _row_values(d, kind, n, valid).ravel().tolist()
        a = array.array("d", flat)
        if d.chance(128):
            return a
        try:
            return memoryview(a).cast("B").cast("d", (n, w)) if n else memoryview(a)
        except (TypeError, ValueError):
            return memoryview(a)
    if r == 22:  # memoryview of an ndarray
        return memoryview(_row_values(d, kind, n, valid))
    if r == 23:  # record array with the right total width
        return np.zeros(n, dtype=[("a", "f8", (w,))])
    if r == 24:
        _CTX.evil = True
        cls = EvilIter if d.chance(60) else EvilSeq
        return cls([tuple(row) for row in _row_values(d, kind, n, valid)], d.pick(SEQ_MODES))
    if r == 25:  # rows containing evil numbers
        a = _row_values(d, kind, max(n, 1), valid).tolist()
        a[d.uint(len(a))][d.uint(w)] = gen_evil_number(d)
        return a
    if r == 26:  # an empty thing
        return d.pick([[], (), np.empty((0, w)), np.empty(0), np.empty((0, w), dtype="f4"), array.array("d")])
    if r == 27:
        return gen_num(d)
    if r == 28:
        return d.pick(WRONG)
    if r == 29 and kind == "size":
        return _layout(d, np.abs(_row_values(d, "size", n, valid)[:, 0]))
    if r == 30:  # a numpy matrix-like subclass / masked array
        a = _row_values(d, kind, n, valid)
        return np.ma.masked_array(a, mask=np.zeros_like(a, dtype=bool)) if d.chance(128) else a.view(_NdSub)
    return _row_values(d, kind, n, valid)


class _NdSub(np.ndarray):
    pass


# subclasses of the twins, made on first use
_SUBCLASSES = {}


def twin_class(d: Decoder, kind: str):
    c2 = collide2d
    base = {"aabb": c2.AABBArray, "circle": c2.CircleArray, "segment": c2.SegmentArray}[kind]
    if d.chance(200):
        return base
    sub = _SUBCLASSES.get(base)
    if sub is None:
        sub = _SUBCLASSES[base] = type("Sub" + base.__name__, (base,), {"__module__": __name__})
        globals()[sub.__name__] = sub  # picklable by name
    return sub


def gen_twin(d: Decoder, kind: str, n: int | None = None):
    """A valid array twin receiver of N rows."""
    if n is None:
        n = d.pick([1, 1, 2, 3, 4, 5, 0])
    rows = _row_values(d, kind, n, d.chance(230))
    rows = _layout(d, rows) if d.chance(60) else rows
    cls = twin_class(d, kind)
    try:
        twin = cls(rows)
    except (TypeError, ValueError):
        twin = cls(np.abs(np.nan_to_num(np.asarray(rows, dtype=float), nan=0, posinf=1, neginf=1)).clip(0, 9))
    # Boxes of three rows frozen: the broad phase then reads their rows in place. Told by
    # the row count, not by a byte of the input, so that recorded inputs (test_fuzz_api's
    # hand-made ones) still decode to the calls they were recorded for.
    return twin.freeze() if kind == "aabb" and len(twin) == 3 else twin


