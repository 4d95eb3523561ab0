"""Fuzz target over the whole public Python API of collide2d.

``test_one_input(data: bytes)`` decodes the bytes (with its own small decoder,
so it runs with or without atheris) into arguments -- interesting floats, huge
ints, numpy scalars, pairs in every container, row arrays of every dtype and
layout, wrong types, user objects whose ``__float__`` / ``__index__`` /
``__len__`` / ``__getitem__`` misbehave -- and calls a picked public function,
method or constructor with them. Properties checked on every call:

(a) the process survives;
(b) the only exceptions are TypeError / ValueError (and subclasses), IndexError /
    KeyError only where indexing, ZeroDivisionError only for ``Vec2 / 0``
    (Python's own convention for ``/``); never AttributeError, OverflowError,
    SystemError, or ``collide2d._core.ConversionNeeded``; an exception raised by
    a user's ``__float__`` / ``__index__`` (:class:`EvilError`, a BaseException
    standing in for KeyboardInterrupt, or :class:`EvilException`, a user's own
    error class) propagates unchanged and is never swallowed;
(c) inputs are never modified (numpy arrays, lists, array.array, twins...);
(d) a successful batch call equals the loop of scalar calls row by row (hit
    flags and every float field bitwise), and no NaN appears in a result;
(e) calling twice gives byte-identical raw result arrays and pickles (the
    output memory is scribbled between the calls, so uninitialised bytes show).

Run it:

    python tests/fuzz/fuzz_api.py -max_total_time=600   # atheris, if importable
    python tests/fuzz/fuzz_api.py --runs 20000 --seed 1 # plain random loop
    python tests/fuzz/fuzz_api.py --no-atheris --runs 5000 --only 1234

Flags of this script (removed before atheris sees argv):

``--evil-mutation``  also generate the user object whose ``__float__`` clears
                     the list it is in while the list is being read (it used
                     to segfault); on by default, ``COLLIDE2D_FUZZ_EVIL_MUTATION=0``
                     turns it off.
``--no-atheris``     the plain loop even when atheris is importable.
``--runs N``, ``--seed S``, ``--start I``, ``--only I``, ``--max-len L``,
``--stop``, ``--verbose``, ``--progress-file F``
                     plain loop controls (input I is ``seeded_input(S, I)``;
                     after a crash, F holds the index of the input that crashed).

Environment: ``COLLIDE2D_FUZZ_EVIL_MUTATION=0`` leaves that object out;
``COLLIDE2D_FUZZ_LOG=path`` logs each distinct violation (kind, call, message,
input hex) to ``path`` as JSON lines instead of raising, so a long atheris run
keeps going past known bugs.
"""

from __future__ import annotations

import array
import collections
import decimal
import fractions
import json
import math
import numbers
import operator
import os
import pickle
import random
import re
import struct
import sys
import time
import warnings

import numpy as np

collide2d = None  # imported lazily (under atheris.instrument_imports() when fuzzing)

EVIL_MUTATION = os.environ.get("COLLIDE2D_FUZZ_EVIL_MUTATION", "1") not in ("", "0")
LOG_PATH = os.environ.get("COLLIDE2D_FUZZ_LOG") or None

# --------------------------------------------------------------------------
# user errors
# --------------------------------------------------------------------------


class EvilError(BaseException):
    """Raised by user code; a BaseException like KeyboardInterrupt."""


class EvilException(Exception):
    """A user's own error class (an Exception, not TypeError/ValueError)."""


class FloatSub(float):
    pass


# --------------------------------------------------------------------------
# decoder
# --------------------------------------------------------------------------


class Decoder:
    """Consumes bytes like atheris.FuzzedDataProvider; past the end it reads zeros."""

    __slots__ = ("data", "i")

    def __init__(self, data: bytes) -> None:
        self.data = bytes(data)
        self.i = 0

    def u8(self) -> int:
        i = self.i
        if i >= len(self.data):
            return 0
        self.i = i + 1
        return self.data[i]

    def uint(self, n: int) -> int:
        """An int in [0, n)."""
        if n <= 1:
            return 0
        if n <= 256:
            return self.u8() % n
        return (self.u8() | self.u8() << 8 | self.u8() << 16) % n

    def chance(self, per256: int) -> bool:
        return self.u8() < per256

    def raw_f64(self) -> float:
        b = bytes(self.u8() for _ in range(8))
        return struct.unpack("<d", b)[0]

    def pick(self, seq):
        return seq[self.uint(len(seq))]

    def exhausted(self) -> bool:
        return self.i >= len(self.data)


# --------------------------------------------------------------------------
# per-input context: evil bookkeeping and violations
# --------------------------------------------------------------------------


class Violation(AssertionError):
    pass


class Ctx:
    def __init__(self) -> None:
        self.armed = False
        self.must_propagate = []  # user exceptions raised (while armed) that must reach the caller
        self.user_raised = []  # every user exception raised while armed
        self.mutating = False  # a container-clearing object is in play
        self.evil = False  # some misbehaving user object is in play
        self.violations = []  # (kind, label, message)
        self.calls = 0

    def violate(self, kind: str, label: str, message: str) -> None:
        # one group for a class and its test subclass ("SubAABBArray" -> "AABBArray")
        label = re.sub(r"\bSub(?=[A-Z])", "", label)
        self.violations.append((kind, label, " ".join(str(message).split("\n"))))


_CTX = Ctx()


def _short(x, n: int = 160) -> str:
    try:
        s = repr(x)
    except BaseException as e:  # a repr that raises
        s = f"<unrepresentable {type(x).__name__}: {type(e).__name__}>"
    if isinstance(x, np.ndarray):
        s = (f"ndarray(shape={x.shape}, dtype={x.dtype}, strides={x.strides}, "
             f"C={x.flags.c_contiguous}, writeable={x.flags.writeable}) " + s.replace("\n", ""))
    s = " ".join(s.split("\n"))
    return s if len(s) <= n else s[: n - 3] + "..."


def _user_raise(exc: BaseException, must: bool):
    ctx = _CTX
    if ctx.armed:
        ctx.user_raised.append(exc)
        if must:
            ctx.must_propagate.append(exc)
    raise exc


# --------------------------------------------------------------------------
# evil user objects
# --------------------------------------------------------------------------

FLOAT_MODES = ["ok", "raise_base", "raise_exc", "raise_type", "raise_value", "ret_str",
               "ret_int", "ret_sub", "ret_nan", "ret_huge"]
INDEX_MODES = ["ok", "raise_base", "raise_exc", "huge", "ret_str", "negative"]


class EvilFloat:
    """An object with a misbehaving ``__float__``."""

    __slots__ = ("mode", "box")

    def __init__(self, mode: str, box=None) -> None:
        self.mode = mode
        self.box = box

    def __repr__(self) -> str:
        return f"EvilFloat({self.mode!r})"

    def __float__(self):
        m = self.mode
        if m == "ok":
            return 0.5
        if m == "raise_base":
            _user_raise(EvilError("__float__"), True)
        if m == "raise_exc":
            _user_raise(EvilException("__float__"), True)
        if m == "raise_type":
            _user_raise(TypeError("__float__ says no"), False)
        if m == "raise_value":
            _user_raise(ValueError("__float__ says no"), False)
        if m == "ret_str":
            return "1.5"
        if m == "ret_int":
            return 1
        if m == "ret_sub":
            return FloatSub(2.0)
        if m == "ret_nan":
            return math.nan
        if m == "ret_huge":
            return 1e308
        if m == "mutate":
            if self.box is not None:
                self.box.clear()  # empty the list this object is in
            return 1.0
        return 0.0

    def __reduce__(self):
        return (EvilFloat, (self.mode,))


class EvilReal(EvilFloat):
    """Registered as numbers.Real, so the Python layer takes the number path."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"EvilReal({self.mode!r})"


numbers.Real.register(EvilReal)


class EvilIndex:
    """An int-like object with only ``__index__`` (PyFloat_AsDouble falls back to it)."""

    __slots__ = ("mode",)

    def __init__(self, mode: str) -> None:
        self.mode = mode

    def __repr__(self) -> str:
        return f"EvilIndex({self.mode!r})"

    def __index__(self):
        m = self.mode
        if m == "ok":
            return 3
        if m == "raise_base":
            _user_raise(EvilError("__index__"), True)
        if m == "raise_exc":
            _user_raise(EvilException("__index__"), True)
        if m == "huge":
            return 10**400
        if m == "ret_str":
            return "3"
        if m == "negative":
            return -(2**70)
        return 0


class EvilBool:
    """A truth value that raises."""

    __slots__ = ("mode",)

    def __init__(self, mode: str) -> None:
        self.mode = mode

    def __repr__(self) -> str:
        return f"EvilBool({self.mode!r})"

    def __bool__(self):
        if self.mode == "raise_base":
            _user_raise(EvilError("__bool__"), True)
        if self.mode == "ret_int":
            return 1  # TypeError from Python
        return True


SEQ_MODES = ["ok", "len_raise", "len_wrong", "len_short", "len_neg", "len_str", "gi_raise",
             "gi_index_early", "gi_type"]


class EvilSeq:
    """A sequence with a misbehaving ``__len__`` / ``__getitem__``."""

    def __init__(self, items, mode: str) -> None:
        self.items = list(items)
        self.mode = mode

    def __repr__(self) -> str:
        return f"EvilSeq({self.items!r}, {self.mode!r})"

    def __len__(self):
        m = self.mode
        if m == "len_raise":
            _user_raise(EvilError("__len__"), False)
        if m == "len_wrong":
            return len(self.items) + 1
        if m == "len_short":
            return max(len(self.items) - 1, 0)
        if m == "len_neg":
            return -1
        if m == "len_str":
            return "2"
        return len(self.items)

    def __getitem__(self, i):
        m = self.mode
        if isinstance(i, slice):
            return self.items[i]
        if m == "gi_raise" and isinstance(i, int) and i >= len(self.items) - 1:
            _user_raise(EvilError("__getitem__"), False)
        if m == "gi_index_early" and isinstance(i, int) and i >= 1:
            raise IndexError(i)
        if m == "gi_type":
            raise TypeError("no items today")
        return self.items[i]


class EvilIter(EvilSeq):
    """A sequence whose ``__iter__`` raises after the first item."""

    def __iter__(self):
        if self.items:
            yield self.items[0]
        _user_raise(EvilError("__iter__"), False)


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
        return cls(rows)
    except (TypeError, ValueError):
        return cls(np.abs(np.nan_to_num(np.asarray(rows, dtype=float), nan=0, posinf=1, neginf=1)).clip(0, 9))


# --------------------------------------------------------------------------
# calls and checks
# --------------------------------------------------------------------------


class Outcome:
    __slots__ = ("ok", "value", "exc")

    def __init__(self, ok, value=None, exc=None):
        self.ok, self.value, self.exc = ok, value, exc


FORBIDDEN_NAMES = ("AttributeError", "OverflowError", "SystemError", "ConversionNeeded")


def _snapshot(obj, depth=0, out=None):
    """What an input looks like now, to compare after the call."""
    if out is None:
        out = []
    if len(out) > 300 or depth > 4:
        return out
    c2 = collide2d
    if isinstance(obj, np.ndarray):
        if obj.dtype != object:
            out.append(("nd", obj, obj.shape, obj.strides, obj.flags.writeable, obj.tobytes(), obj.copy()))
        else:
            out.append(("ndo", obj, obj.shape, [id(x) for x in obj.ravel(order="K")]))
    elif isinstance(obj, (c2.AABBArray, c2.CircleArray, c2.SegmentArray)):
        out.append(("twin", obj, id(obj._rows)))
        _snapshot(obj._rows, depth + 1, out)
    elif isinstance(obj, _records_types()):
        out.append(("rec", obj, id(obj._raw)))
        _snapshot(obj._raw, depth + 1, out)
    elif isinstance(obj, list):
        out.append(("list", obj, [id(x) for x in obj]))
        for x in obj:
            _snapshot(x, depth + 1, out)
    elif isinstance(obj, tuple):
        for x in obj:
            _snapshot(x, depth + 1, out)
    elif isinstance(obj, dict):
        out.append(("dict", obj, [(id(k), id(v)) for k, v in obj.items()]))
    elif isinstance(obj, (array.array, bytearray)):
        out.append(("bytes", obj, bytes(obj)))
    elif isinstance(obj, memoryview):
        try:
            out.append(("bytes", obj, obj.tobytes()))
        except (TypeError, ValueError):
            pass
    elif isinstance(obj, EvilSeq):
        out.append(("list", obj.items, [id(x) for x in obj.items]))
    elif isinstance(obj, (c2.Vec2, c2.AABB, c2.Circle, c2.Segment)):
        out.append(("bytes", obj, bytes(memoryview(obj))))
    return out


def _changed(snap) -> list:
    bad = []
    for s in snap:
        kind, obj = s[0], s[1]
        if kind == "nd":
            _, _, shape, strides, wr, raw, copy = s
            if obj.shape != shape or obj.strides != strides or obj.flags.writeable != wr:
                bad.append(f"ndarray layout/flags changed: {shape}{strides}{wr} -> "
                           f"{obj.shape}{obj.strides}{obj.flags.writeable}")
            elif obj.tobytes() != raw:
                same = np.array_equal(obj, copy, equal_nan=obj.dtype.kind in "fc")
                bad.append(f"ndarray contents changed (array_equal incl. NaN: {same}): {_short(copy)} -> {_short(obj)}")
        elif kind == "ndo":
            if [id(x) for x in obj.ravel(order="K")] != s[3]:
                bad.append("object ndarray items changed")
        elif kind == "twin":
            if id(obj._rows) != s[2]:
                bad.append(f"{type(obj).__name__}._rows replaced")
        elif kind == "rec":
            if id(obj._raw) != s[2]:
                bad.append(f"{type(obj).__name__}._raw replaced")
        elif kind == "list":
            if [id(x) for x in obj] != s[2]:
                bad.append(f"list changed: now {_short(obj)}")
        elif kind == "dict":
            if [(id(k), id(v)) for k, v in obj.items()] != s[2]:
                bad.append("dict changed")
        elif kind == "bytes":
            try:
                now = bytes(obj) if not isinstance(obj, memoryview) else obj.tobytes()
            except (TypeError, ValueError):
                continue
            if now != s[2]:
                bad.append(f"{type(obj).__name__} bytes changed")
    return bad


_REC_TYPES = None


def _records_types():
    global _REC_TYPES
    if _REC_TYPES is None:
        from collide2d._result_arrays import _Records

        _REC_TYPES = _Records
    return _REC_TYPES


def _has_nan(x, depth=0) -> bool:
    c2 = collide2d
    if depth > 4:
        return False
    if isinstance(x, float):
        return math.isnan(x)
    if isinstance(x, c2.Vec2):
        return math.isnan(x.x) or math.isnan(x.y)
    if isinstance(x, c2.Hit):
        return any(_has_nan(v, depth + 1) for v in (x.pos, x.delta, x.normal, x.time))
    if isinstance(x, c2.Sweep):
        return _has_nan(x.pos, depth + 1) or _has_nan(x.time) or _has_nan(x.hit, depth + 1)
    if isinstance(x, (tuple, list)):
        return any(_has_nan(v, depth + 1) for v in x)
    if isinstance(x, _records_types()):
        try:
            rec = x.records
        except (TypeError, ValueError):
            return False
        return _rec_nan(rec)
    if isinstance(x, np.ndarray) and x.dtype.kind == "f":
        return bool(np.isnan(x).any())
    return False


def _rec_nan(rec) -> bool:
    names = rec.dtype.names
    if names is None:
        return rec.dtype.kind == "f" and bool(np.isnan(rec).any())
    return any(_rec_nan(rec[name]) for name in names)


def fingerprint(x):
    """Bytes that must be identical when a call is repeated."""
    c2 = collide2d
    if isinstance(x, _records_types()):
        return ("rec", type(x).__name__, np.asarray(x._raw).shape, np.asarray(x._raw).tobytes(),
                pickle.dumps(x))
    if isinstance(x, (c2.AABBArray, c2.CircleArray, c2.SegmentArray)):
        return ("twin", type(x).__name__, x.rows.shape, x.rows.tobytes())
    if isinstance(x, np.ndarray):
        if x.dtype.names is not None:  # tobytes() of a record view copies no padding: fields only
            return ("nd-rec", x.dtype.descr, x.shape, tuple(fingerprint(x[f]) for f in x.dtype.names))
        return ("nd", x.dtype.str, x.shape, x.tobytes() if x.dtype != object else repr(x))
    if isinstance(x, (tuple, list)) and not isinstance(x, c2.LineIntersection):
        return tuple(fingerprint(v) for v in x)
    try:
        return ("pickle", pickle.dumps(x))
    except Exception:
        return ("repr", repr(x))


def _scribble(x) -> None:
    """Free a block of dirty memory of each result size, for the allocator to reuse."""
    sizes = set()
    if isinstance(x, _records_types()):
        sizes.add(np.asarray(x._raw).nbytes)
    elif isinstance(x, np.ndarray):
        sizes.add(x.nbytes)
    junk = [np.full(max(s, 1), 0xA5 ^ (len(sizes) * 0x3C), dtype=np.uint8) for s in sizes]
    del junk


class Caller:
    """Runs one library call with the checks (b), (c), (e) and the NaN part of (d)."""

    def __init__(self, ctx: Ctx) -> None:
        self.ctx = ctx

    def __call__(self, label, fn, *args, indexing=False, zerodiv=False, nan_check=False,
                 det=True, watch=(), **kwargs) -> Outcome:
        """``fn(*args, **kwargs)``, checked; ``watch``: more inputs (e.g. the receiver)
        that must not change; ``out=`` is the one argument that may."""
        ctx = self.ctx
        ctx.calls += 1
        snap = _snapshot((args, tuple(v for k, v in kwargs.items() if k != "out"), tuple(watch)))
        n_must = len(ctx.must_propagate)
        n_user = len(ctx.user_raised)
        out = self._run(fn, args, kwargs)
        STATS["calls returning" if out.ok else "calls raising"] += 1
        must = ctx.must_propagate[n_must:]
        user = ctx.user_raised[n_user:]
        self._check_exception(label, out, must, user, indexing, zerodiv, args, kwargs)
        if not out.ok and type(out.exc) is TypeError and not ctx.evil:
            self._check_huge_int(label, fn, args, kwargs, out.exc)
        if not ctx.mutating:
            for msg in _changed(snap):
                ctx.violate("input modified", label, f"{msg}; args={_short(args)} kwargs={_short(kwargs)}")
        if out.ok and nan_check and _has_nan(out.value):
            ctx.violate("NaN in result", label, f"{_short(out.value)}; args={_short(args)}")
        if det and not ctx.mutating and not ctx.evil and not _one_shot(args, kwargs):
            try:
                first = fingerprint(out.value) if out.ok else None
            except Exception as e:  # pickling a result failed: a finding of its own
                ctx.violate("result not picklable", label, f"{type(e).__name__}: {e}")
                first = None
            _scribble(out.value if out.ok else None)
            again = self._run(fn, args, kwargs)
            if out.ok != again.ok:
                ctx.violate("nondeterministic", label,
                            f"first {'ok' if out.ok else repr(out.exc)}, then "
                            f"{'ok' if again.ok else repr(again.exc)}; args={_short(args)}")
            elif out.ok and first is not None:
                try:
                    second = fingerprint(again.value)
                except Exception:
                    second = None
                if second is not None and first != second:
                    ctx.violate("nondeterministic", label,
                                f"two calls gave different bytes: {_diff(first, second)}; args={_short(args)}")
            elif not out.ok and (type(out.exc) is not type(again.exc) or str(out.exc) != str(again.exc)):
                ctx.violate("nondeterministic", label, f"{out.exc!r} then {again.exc!r}")
        return out

    def _check_huge_int(self, label, fn, args, kwargs, exc) -> None:
        """An int beyond the float64 range is a bad value (ValueError), not a bad type:
        if the call stops raising TypeError once such ints become 0.5, the TypeError
        was about the int."""
        replaced, found = _replace_huge((args, kwargs))
        if not found:
            return
        again = self._run(fn, replaced[0], replaced[1])
        if again.ok or type(again.exc) is not TypeError:
            self.ctx.violate("huge int is TypeError", label,
                             f"{exc}; with the huge ints replaced by 0.5 the call "
                             f"{'returns' if again.ok else 'raises ' + type(again.exc).__name__}; "
                             f"args={_short(args, 300)}")

    def _run(self, fn, args, kwargs) -> Outcome:
        ctx = self.ctx
        ctx.armed = True
        try:
            v = fn(*args, **kwargs)
        except BaseException as e:  # noqa: BLE001 - classified below
            ctx.armed = False
            if isinstance(e, (SystemExit, GeneratorExit, KeyboardInterrupt)):
                raise  # a real interrupt, not a finding
            return Outcome(False, exc=e)
        ctx.armed = False
        return Outcome(True, value=v)

    def _check_exception(self, label, out, must, user, indexing, zerodiv, args, kwargs):
        ctx = self.ctx
        where = f"args={_short(args, 300)}" + (f" kwargs={_short(kwargs)}" if kwargs else "")
        if out.ok:
            if must:
                ctx.violate("user exception swallowed", label,
                            f"{must[0]!r} raised by user code, call returned {_short(out.value)}; {where}")
            return
        e = out.exc
        name = type(e).__name__
        if isinstance(e, _conversion_needed()):
            ctx.violate("ConversionNeeded leaked", label, f"{e}; {where}")
            return
        if isinstance(e, (EvilError, EvilException)):
            if not any(e is u for u in user):
                ctx.violate("user exception altered", label, f"{e!r} is not the one raised; {where}")
            return
        if must:
            ctx.violate("user exception swallowed", label,
                        f"{must[0]!r} raised by user code, caller got {name}: {e}; {where}")
            return
        if isinstance(e, (TypeError, ValueError)):
            return
        if indexing and isinstance(e, (IndexError, KeyError)):
            return
        if zerodiv and isinstance(e, ZeroDivisionError):
            return
        if isinstance(e, MemoryError):
            ctx.violate("MemoryError", label, f"{e}; {where}")
            return
        ctx.violate(f"forbidden {name}", label, f"{name}: {e}; {where}")


def _replace_huge(obj, depth=0):
    """``obj`` with every int beyond the float64 range (in tuples, lists, dicts) made 0.5."""
    if type(obj) is int and abs(obj) >= 2**1024:
        return 0.5, True
    if depth < 4 and type(obj) in (tuple, list):
        items = [_replace_huge(x, depth + 1) for x in obj]
        return type(obj)(x for x, _ in items), any(f for _, f in items)
    if depth < 4 and type(obj) is dict:
        items = {k: _replace_huge(v, depth + 1) for k, v in obj.items()}
        return {k: v for k, (v, _) in items.items()}, any(f for _, f in items.values())
    return obj, False


def _one_shot(args, kwargs) -> bool:
    """An iterator argument is used up by the first call: no second call to compare."""
    return any(hasattr(a, "__next__") for a in list(args) + list(kwargs.values()))


def _diff(a, b) -> str:
    if isinstance(a, tuple) and isinstance(b, tuple) and len(a) == len(b):
        for x, y in zip(a, b):
            if x != y:
                return _diff(x, y)
    if isinstance(a, bytes) and isinstance(b, bytes) and len(a) == len(b):
        at = [i for i in range(len(a)) if a[i] != b[i]]
        return f"{len(at)} bytes differ, first at offset {at[0]} (of {len(a)})"
    return f"{_short(a, 80)} vs {_short(b, 80)}"


_CN = None


def _conversion_needed():
    global _CN
    if _CN is None:
        _CN = collide2d._core.ConversionNeeded
    return _CN


def _bits(v) -> bytes:
    return struct.pack("<d", float(v))


# --------------------------------------------------------------------------
# value round trips (pickle, repr/eval, hash, iteration)
# --------------------------------------------------------------------------


def _eval_ns():
    c2 = collide2d
    return {"Vec2": c2.Vec2, "AABB": c2.AABB, "Circle": c2.Circle, "Segment": c2.Segment,
            "Hit": c2.Hit, "Sweep": c2.Sweep, "nan": NAN, "inf": INF}


def check_value(call: Caller, label: str, x) -> None:
    """Round trips of a scalar value object (Vec2, AABB, Circle, Segment, Hit, Sweep, LineIntersection)."""
    c2 = collide2d
    ctx = call.ctx
    pk = call(label + ":pickle", lambda: pickle.loads(pickle.dumps(x)), det=False)
    if pk.ok:
        if type(pk.value) is not type(x):
            ctx.violate("pickle round trip", label, f"type {type(x).__name__} -> {type(pk.value).__name__}")
        elif fingerprint(pk.value) != fingerprint(x):
            ctx.violate("pickle round trip", label, f"{_short(x)} -> {_short(pk.value)}")
        elif not _any_nan(x) and not (pk.value == x) and _plain_hit(x):
            ctx.violate("pickle round trip", label, f"{_short(x)} != its unpickled copy")
    else:
        if isinstance(x, (c2.Vec2, c2.AABB, c2.Circle, c2.Segment)) or (
                isinstance(x, c2.Hit) and _plain_collider(x.collider)):
            ctx.violate("pickle round trip", label, f"pickling {_short(x)} raised {pk.exc!r}")
    # repr / eval
    if isinstance(x, (c2.Vec2, c2.AABB, c2.Circle, c2.Segment, c2.Hit, c2.Sweep)) and _evaluable(x):
        rp = call(label + ":repr", repr, x, det=False)
        if rp.ok:
            try:
                back = eval(rp.value, _eval_ns())  # noqa: S307 - our own repr
            except Exception as e:
                ctx.violate("repr round trip", label, f"eval({rp.value!r}) raised {e!r}")
            else:
                # repr prints every NaN as "nan" (as float's does): NaN payloads and signs
                # do not round-trip, so with a NaN only the text must
                same = repr(back) == rp.value if _any_nan(x) else fingerprint(back) == fingerprint(x)
                if not same:
                    ctx.violate("repr round trip", label, f"{rp.value} -> {_short(back)}")
    elif isinstance(x, c2.LineIntersection):
        call(label + ":repr", repr, x, det=False)
    # hash: equal objects, equal hashes; Vec2 hashes like its tuple
    h = call(label + ":hash", hash, x, det=False)
    if h.ok and pk.ok and not _any_nan(x) and _plain_hit(x):
        h2 = call(label + ":hash copy", hash, pk.value, det=False)
        if h2.ok and h2.value != h.value:
            ctx.violate("hash", label, f"hash differs after pickling {_short(x)}")
    if isinstance(x, c2.Vec2):
        if h.ok and not _any_nan(x) and h.value != hash((x.x, x.y)):
            ctx.violate("hash", label, f"hash({_short(x)}) != hash((x, y))")
        it = call(label + ":iter", lambda: (list(x), len(x), x[0], x[1], x[-1], tuple(np.asarray(x))), det=False)
        if it.ok:
            lst, n, a, b, last, arr = it.value
            if n != 2 or _bits(a) != _bits(x.x) or _bits(b) != _bits(x.y) or _bits(last) != _bits(x.y) \
                    or [_bits(v) for v in lst] != [_bits(x.x), _bits(x.y)] or [_bits(v) for v in arr] != [_bits(x.x), _bits(x.y)]:
                ctx.violate("contract", label, f"Vec2 iteration/indexing/buffer disagree for {_short(x)}")
        call(label + ":index 2", lambda: x[2], indexing=True, det=False)
    elif isinstance(x, (c2.AABB, c2.Circle, c2.Segment)):
        call(label + ":buffer", lambda: np.asarray(x).tolist(), det=False)
        if isinstance(x, c2.AABB):
            at = call(label + ":attrs", lambda: (x.pos, x.half, x.min, x.max, x.bounds), det=False)
            if at.ok:
                pos, half, mn, mx, bounds = at.value
                if list(map(_bits, bounds)) != list(map(_bits, (mn.x, mn.y, mx.x, mx.y))):
                    ctx.violate("contract", label, f"AABB.bounds != (min, max) for {_short(x)}")
        elif isinstance(x, c2.Circle):
            call(label + ":attrs", lambda: (x.center, x.radius), det=False)
        else:
            call(label + ":attrs", lambda: (x.a, x.b, x.delta), det=False)
    elif isinstance(x, c2.Hit):
        call(label + ":attrs", lambda: (x.collider, x.pos, x.delta, x.normal, x.time), det=False)
    elif isinstance(x, c2.Sweep):
        call(label + ":attrs", lambda: (x.hit, x.pos, x.time, x.started_overlapping), det=False)


def _any_nan(x) -> bool:
    c2 = collide2d
    if isinstance(x, (c2.Vec2, c2.AABB, c2.Circle, c2.Segment)):
        return any(math.isnan(v) for v in memoryview(x).tolist())
    return _has_nan(x)


def _plain_hit(x) -> bool:
    """Equality of a Hit compares colliders, which pickling copies: only plain ones compare."""
    c2 = collide2d
    if isinstance(x, c2.Sweep):
        x = x.hit
    if not isinstance(x, c2.Hit):
        return True
    c = x.collider  # NaN != NaN and hashes by identity: a copy differs
    return _plain_collider(c) and not (isinstance(c, float) and math.isnan(c))


def _plain_collider(c) -> bool:
    c2 = collide2d
    return c is None or type(c) in (int, float, bool) or isinstance(c, (c2.AABB, c2.Circle, c2.Segment, c2.Vec2))


def _evaluable(x) -> bool:
    c2 = collide2d
    if isinstance(x, c2.Hit):
        return _plain_collider(x.collider) and not (type(x.collider) is float and not math.isfinite(x.collider))
    if isinstance(x, c2.Sweep):
        return x.hit is None or _evaluable(x.hit)
    return True


# --------------------------------------------------------------------------
# scalar shapes
# --------------------------------------------------------------------------

SCALAR_METHODS = {
    "aabb": {
        "intersect_point": ["point"],
        "intersect_segment": ["point", "vec", "?size", "?size"],
        "intersect_aabb": ["aabb"],
        "intersect_circle": ["circle"],
        "overlaps_aabb": ["aabb"],
        "overlaps_circle": ["circle"],
        "sweep_aabb": ["aabb", "vec"],
        "sweep_circle": ["circle", "vec"],
        "sweep_into": ["colliders", "vec"],
        "overlap_interval": ["aabb", "vec", "vec"],
    },
    "circle": {
        "intersect_point": ["point"],
        "intersect_circle": ["circle"],
        "intersect_aabb": ["aabb"],
        "intersect_segment": ["point", "vec"],
        "overlaps_circle": ["circle"],
        "overlaps_aabb": ["aabb"],
        "sweep_circle": ["circle", "vec"],
        "sweep_aabb": ["aabb", "vec"],
        "sweep_into": ["colliders", "vec"],
        "overlap_interval": ["circle", "vec", "vec"],
    },
    "segment": {"intersection": ["segment"]},
}
KWNAMES = {
    ("aabb", "intersect_segment"): ["pos", "delta", "padding_x", "padding_y"],
    ("aabb", "sweep_aabb"): ["other", "delta"],
    ("aabb", "sweep_circle"): ["other", "delta"],
    ("aabb", "sweep_into"): ["colliders", "delta"],
    ("aabb", "overlap_interval"): ["other", "delta", "other_delta"],
    ("circle", "intersect_segment"): ["pos", "delta"],
    ("circle", "sweep_circle"): ["other", "delta"],
    ("circle", "sweep_aabb"): ["other", "delta"],
    ("circle", "sweep_into"): ["colliders", "delta"],
    ("circle", "overlap_interval"): ["other", "delta", "other_delta"],
}


def gen_scalar_arg(d: Decoder, tag: str):
    c2 = collide2d
    if tag in ("point", "vec"):
        return gen_pair(d) if d.chance(200) else gen_scalar_shape(d, "point")
    if tag == "size":
        return gen_num(d, size=True)
    if tag in ("aabb", "circle", "segment"):
        if d.chance(215):
            return gen_scalar_shape(d, tag)
        return d.pick([None, (0, 0, 1, 1), [0, 0, 1], gen_scalar_shape(d, d.pick(["aabb", "circle", "segment"])),
                       gen_twin(d, tag if tag != "segment" else "aabb", 1), gen_pair(d), "box"])
    if tag == "colliders":
        return gen_scalar_colliders(d)
    raise AssertionError(tag)


def gen_scalar_colliders(d: Decoder):
    n = d.uint(5)
    items = [gen_scalar_shape(d, d.pick(["aabb", "aabb", "circle"])) for _ in range(n)]
    r = d.u8() % 12
    if r < 5:
        return items
    if r == 5:
        return tuple(items)
    if r == 6:
        return iter(items)
    if r == 7:
        if items:
            items[d.uint(n)] = d.pick([None, gen_scalar_shape(d, "segment"), (0, 0, 1, 1), 3.0, gen_pair(d)])
        return items
    if r == 8:
        _CTX.evil = True
        return EvilIter(items, "ok")
    if r == 9:
        return gen_twin(d, d.pick(["aabb", "circle"]))
    if r == 10:
        return {it: 1 for it in items}
    return d.pick([None, "ab", 3, np.zeros((2, 4)), gen_scalar_shape(d, "aabb")])


def op_scalar_ctor(d: Decoder, call: Caller) -> None:
    c2 = collide2d
    which = d.uint(9)
    if which == 0:
        args = (gen_num(d), gen_num(d))
        if d.chance(40):
            out = call("Vec2()", c2.Vec2, x=args[0], y=args[1])
        elif d.chance(20):
            out = call("Vec2()", c2.Vec2, *args[: d.uint(2)])
        else:
            out = call("Vec2()", c2.Vec2, *args)
        if out.ok:
            if type(out.value) is not c2.Vec2:
                call.ctx.violate("contract", "Vec2()", f"type {type(out.value)}")
            for v, got in zip(args, (out.value.x, out.value.y)):
                if type(v) in (float, int) and abs(v) < 2**1023 and _bits(v) != _bits(got):
                    call.ctx.violate("contract", "Vec2()", f"Vec2 stores {got!r} for {v!r}")
            check_value(call, "Vec2", out.value)
    elif which == 1:
        args = [gen_pair(d), gen_pair(d, size=True)]
        out = call("AABB()", c2.AABB, *args) if d.chance(220) else call("AABB()", c2.AABB, pos=args[0], half=args[1])
        if out.ok:
            check_value(call, "AABB", out.value)
    elif which == 2:
        args = [gen_num(d) for _ in range(4)]
        out = call("AABB.from_bounds()", c2.AABB.from_bounds, *args)
        if out.ok:
            check_value(call, "AABB.from_bounds", out.value)
    elif which == 3:
        args = [gen_num(d), gen_num(d), gen_num(d, True), gen_num(d, True)]
        out = call("AABB.from_rect()", c2.AABB.from_rect, *args)
        if out.ok:
            check_value(call, "AABB.from_rect", out.value)
    elif which == 4:
        out = call("Circle()", c2.Circle, gen_pair(d), gen_num(d, True))
        if out.ok:
            check_value(call, "Circle", out.value)
    elif which == 5:
        out = call("Segment()", c2.Segment, gen_pair(d), gen_pair(d))
        if out.ok:
            check_value(call, "Segment", out.value)
    elif which == 6:
        coll = d.pick([0, 3, None, "name", gen_scalar_shape(d, "aabb"), [1, 2], gen_num(d)])
        args = [coll, gen_pair(d), gen_pair(d), gen_pair(d), gen_num(d)]
        out = call("Hit()", c2.Hit, *args)
        if out.ok:
            check_value(call, "Hit", out.value)
    elif which == 7:
        hit = d.pick([None, c2.Hit(0, (1, 2), (0, 0), (0, 1), 0.5), "hit", 0])
        args = [hit, gen_pair(d), gen_num(d)]
        if d.chance(128):
            args.append(d.pick([True, False, 0, 1, None, "x", EvilBool("raise_base"), EvilBool("ret_int"), np.bool_(True)]))
            if isinstance(args[-1], EvilBool):
                _CTX.evil = True
        out = call("Sweep()", c2.Sweep, *args)
        if out.ok:
            check_value(call, "Sweep", out.value)
    else:
        # LineIntersection is a struct sequence: constructed from one sequence
        seq = d.pick([("point", c2.Vec2(0, 0), c2.Vec2(0, 0), (0.0, 0.0), (0.0, 0.0)), (1, 2), [], "abcde", None])
        call("LineIntersection()", c2.LineIntersection, seq)


def op_vec2_ops(d: Decoder, call: Caller) -> None:
    c2 = collide2d
    try:
        v = c2.Vec2(gen_coord(d), gen_coord(d))
    except ValueError:
        v = c2.Vec2(1.0, 2.0)
    r = d.u8() % 14
    other = gen_pair(d) if r < 7 else gen_num(d)
    op = operator
    ops = {
        0: ("v + other", op.add, (v, other)), 1: ("other + v", op.add, (other, v)),
        2: ("v - other", op.sub, (v, other)), 3: ("other - v", op.sub, (other, v)),
        4: ("v == other", op.eq, (v, other)), 5: ("v != other", op.ne, (v, other)),
        6: ("v < other", op.lt, (v, other)),
        7: ("v * k", op.mul, (v, other)), 8: ("k * v", op.mul, (other, v)),
        9: ("v / k", op.truediv, (v, other)), 10: ("k / v", op.truediv, (other, v)),
        11: ("-v, abs(v), bool(v)", lambda u: (-u, abs(u), bool(u)), (v,)),
        12: ("v ** k", op.pow, (v, other)), 13: ("v @ k", op.matmul, (v, other)),
    }
    label, fn, args = ops[r]
    zerodiv = r == 9 and _is_zero(other)
    out = call("Vec2: " + label, fn, *args, zerodiv=zerodiv)
    if not out.ok:
        return
    plain_pair = isinstance(other, (tuple, list, c2.Vec2)) and len(other) == 2 and all(
        type(t) in (float, int) and abs(t) < 2**1023 for t in other)
    plain_num = type(other) in (float, int, bool) or isinstance(other, (np.floating, np.integer)) and not isinstance(other, np.bool_)
    if r in (0, 1, 2, 3) and plain_pair:
        x, y = float(other[0]), float(other[1])
        exp = {0: (v.x + x, v.y + y), 1: (x + v.x, y + v.y), 2: (v.x - x, v.y - y), 3: (x - v.x, y - v.y)}[r]
        if type(out.value) is not c2.Vec2 or list(map(_bits, out.value)) != list(map(_bits, exp)):
            call.ctx.violate("contract", "Vec2: " + label, f"{_short(v)} with {_short(other)} gave {_short(out.value)}")
    # number * Vec2 with a numpy scalar on the left is numpy's own operator (an
    # array, docs/api.md), so only Python numbers are checked there.
    if (r in (7, 9) and plain_num) or (r == 8 and type(other) in (float, int, bool)):
        if type(out.value) is not c2.Vec2:
            call.ctx.violate("contract", "Vec2: " + label,
                             f"{_short(v)} with {type(other).__name__} {other!r} gave {type(out.value).__name__} {_short(out.value)}")
    if r == 4 and plain_pair and out.value is not (v.x == float(other[0]) and v.y == float(other[1])):
        call.ctx.violate("contract", "Vec2: " + label, f"{_short(v)} == {_short(other)} gave {out.value!r}")


def _is_zero(x) -> bool:
    try:
        return float(x) == 0.0 if not isinstance(x, (EvilFloat, EvilIndex)) else False
    except (TypeError, ValueError, OverflowError):
        return False


def op_scalar_method(d: Decoder, call: Caller) -> None:
    c2 = collide2d
    kind = d.pick(["aabb", "aabb", "circle", "circle", "segment"])
    recv = gen_scalar_shape(d, kind)
    methods = SCALAR_METHODS[kind]
    name = d.pick(sorted(methods))
    tags = methods[name]
    args = []
    for tag in tags:
        if tag.startswith("?"):
            if d.chance(128):
                break
            tag = tag[1:]
        args.append(gen_scalar_arg(d, tag))
    label = f"{type(recv).__name__}.{name}"
    kw = {}
    names = KWNAMES.get((kind, name))
    if names and d.chance(50):
        k = d.uint(len(args) + 1)
        kw = dict(zip(names[k:], args[k:]))
        args = args[:k]
    if d.chance(8):
        args.append(0.0)  # one argument too many
    elif d.chance(8) and args:
        args.pop()
    out = call(label, getattr(recv, name), *args, nan_check=True, watch=(recv,), **kw)
    if not out.ok:
        return
    check_scalar_result(call, label, name, recv, out.value, args, kw)


def check_scalar_result(call: Caller, label: str, name: str, recv, value, args, kw) -> None:
    c2 = collide2d
    ctx = call.ctx
    if name.startswith("intersect_"):
        if value is not None:
            if type(value) is not c2.Hit:
                ctx.violate("contract", label, f"returned {type(value).__name__}")
                return
            if value.collider is not recv:
                ctx.violate("contract", label, "Hit.collider is not the receiver")
            _check_time(ctx, label, value.time)
            check_value(call, label + " -> Hit", value)
    elif name.startswith("overlaps_"):
        if type(value) is not bool:
            ctx.violate("contract", label, f"returned {type(value).__name__}")
        elif args and not kw:
            other = args[0]
            hit = call(label + " vs intersect", getattr(recv, "intersect_" + name[9:]), other, det=False)
            if hit.ok and (hit.value is not None) != value:
                ctx.violate("contract", label, f"{value} but intersect gave {_short(hit.value)}; "
                                               f"{_short(recv)} vs {_short(other)}")
    elif name.startswith("sweep_"):
        if type(value) is not c2.Sweep:
            ctx.violate("contract", label, f"returned {type(value).__name__}")
            return
        _check_time(ctx, label, value.time)
        if value.hit is None and value.time != 1.0:
            ctx.violate("contract", label, f"no hit but time {value.time!r}")
        if value.started_overlapping and value.time != 0.0:
            ctx.violate("contract", label, f"started_overlapping but time {value.time!r}")
        check_value(call, label + " -> Sweep", value)
    elif name == "overlap_interval":
        if value is not None:
            if not (isinstance(value, tuple) and len(value) == 2 and 0 <= value[0] < value[1] <= 1):
                ctx.violate("contract", label, f"interval {value!r} is not 0 <= first < last <= 1")
            elif _bits(value[0]) == _bits(-0.0):
                ctx.violate("contract", label, "first is -0.0")
    elif name == "intersection":
        if not isinstance(value, c2.LineIntersection) or value.kind not in ("point", "overlap", "parallel", "none"):
            ctx.violate("contract", label, f"returned {_short(value)}")
        else:
            check_value(call, label + " -> LineIntersection", value)


def _check_time(ctx, label, t) -> None:
    if not (0.0 <= t <= 1.0):
        ctx.violate("contract", label, f"time {t!r} outside [0, 1]")
    elif _bits(t) == _bits(-0.0):
        ctx.violate("contract", label, "time is -0.0 (docs: times are never -0.0)")


def op_line_functions(d: Decoder, call: Caller) -> None:
    c2 = collide2d
    if d.chance(128):
        pts = [gen_pair(d) if d.chance(60) else gen_scalar_shape(d, "point") for _ in range(4)]
        kw = {}
        if d.chance(128):
            kw["segments"] = d.pick([True, False, 0, 1, None, np.bool_(False), EvilBool("raise_base"), "x", np.array([1, 2])])
            if isinstance(kw["segments"], EvilBool):
                _CTX.evil = True
        out = call("line_intersection()", c2.line_intersection, *pts, nan_check=True, **kw)
        if out.ok:
            check_value(call, "line_intersection", out.value)
            if all(isinstance(p, c2.Vec2) for p in pts) and type(kw.get("segments", True)) is bool:
                seg = call("Segment.intersection", lambda: c2.Segment(pts[0], pts[1]).intersection(c2.Segment(pts[2], pts[3])) if kw.get("segments", True) else None, det=False)
                if seg.ok and seg.value is not None and fingerprint(seg.value) != fingerprint(out.value):
                    call.ctx.violate("contract", "line_intersection()", f"differs from Segment.intersection: {out.value} vs {seg.value}")
    else:
        circle = gen_scalar_shape(d, "circle") if d.chance(230) else d.pick([None, gen_scalar_shape(d, "aabb"), (0, 0, 1)])
        p1, p2 = gen_pair(d), gen_pair(d)
        kw = {}
        if d.chance(128):
            kw["segment"] = d.pick([True, False, 0, None, "x", EvilBool("raise_base")])
            if isinstance(kw["segment"], EvilBool):
                _CTX.evil = True
        out = call("circle_line_points()", c2.circle_line_points, circle, p1, p2, nan_check=True, **kw)
        if out.ok:
            v = out.value
            if not isinstance(v, tuple) or len(v) > 2 or any(
                    not (isinstance(p, tuple) and len(p) == 2 and type(p[0]) is c2.Vec2 and type(p[1]) is float) for p in v):
                call.ctx.violate("contract", "circle_line_points()", f"returned {_short(v)}")
            elif len(v) == 2 and not v[0][1] <= v[1][1]:
                call.ctx.violate("contract", "circle_line_points()", f"not ordered by u: {v}")


def op_subclass_scalar(d: Decoder, call: Caller) -> None:
    c2 = collide2d
    base = d.pick([c2.Vec2, c2.AABB, c2.Circle, c2.Segment, c2.Hit, c2.Sweep])
    out = call(f"subclass {base.__name__}", lambda: type("Sub", (base,), {}), det=False)
    if out.ok:  # a subclass that exists must behave
        sub = out.value
        call(f"subclass {base.__name__}()", lambda: pickle.loads(pickle.dumps(sub())), det=False)


def op_threads(d: Decoder, call: Caller) -> None:
    c2 = collide2d
    before = c2.get_num_threads()
    arg = d.pick([1, 2, 8, 9, 64, 65, 1000, 0, -1, 10**400, 2**63, 1.5, "2", None, True, np.int64(3), EvilIndex("raise_base"), EvilIndex("ok")])
    if isinstance(arg, EvilIndex):
        _CTX.evil = True
    try:
        call("set_num_threads()", c2.set_num_threads, arg, det=False)
        got = call("get_num_threads()", c2.get_num_threads, det=False)
        if got.ok and not (1 <= got.value <= 64):
            call.ctx.violate("contract", "get_num_threads()", f"{got.value!r}")
    finally:
        c2.set_num_threads(before)


# --------------------------------------------------------------------------
# array twins
# --------------------------------------------------------------------------

ARRAY_METHODS = {
    "aabb": {
        "intersect_point": ["point"],
        "intersect_segment": ["point", "vec", "?size", "?size"],
        "intersect_aabb": ["aabb"],
        "overlaps_aabb": ["aabb", "out"],
        "sweep_aabb": ["aabb", "vec"],
        "sweep_into": ["colliders", "vec"],
        "overlap_interval": ["aabb", "vec", "vec"],
        "intersect_circle": ["circle"],
        "overlaps_point": ["point", "out"],
        "overlaps_circle": ["circle", "out"],
        "overlaps_segment": ["segment", "out"],
        "sweep_circle": ["circle", "vec"],
    },
    "circle": {
        "intersect_point": ["point"],
        "intersect_circle": ["circle"],
        "intersect_aabb": ["aabb"],
        "intersect_segment": ["point", "vec"],
        "overlaps_point": ["point", "out"],
        "overlaps_circle": ["circle", "out"],
        "overlaps_aabb": ["aabb", "out"],
        "overlaps_segment": ["segment", "out"],
        "sweep_circle": ["circle", "vec"],
        "sweep_aabb": ["aabb", "vec"],
        "sweep_into": ["colliders", "vec"],
        "overlap_interval": ["circle", "vec", "vec"],
        "line_points": ["point", "point", "?bool"],
    },
    "segment": {
        "intersection": ["segment", "?bool"],
        "overlaps_segment": ["segment", "out"],
        "overlaps_circle": ["circle", "out"],
        "overlaps_aabb": ["aabb", "out"],
    },
}


def gen_batch_arg(d: Decoder, tag: str, n: int):
    """A batch argument of N rows (or one row), mostly in the fast float64 form."""
    r = d.u8()
    if r < 110:
        return _row_values(d, tag, n if d.chance(200) else 1, d.chance(235)) if tag != "size" else \
            np.abs(_row_values(d, "size", n, True)[:, 0])
    if r < 140:
        if tag == "size":
            return gen_size(d) if d.chance(128) else gen_num(d, size=True)
        if tag in ("point", "vec"):
            return gen_pair(d) if d.chance(128) else gen_scalar_shape(d, tag)
        return gen_scalar_shape(d, tag)
    if r < 245:
        return gen_rows(d, tag, n if d.chance(200) else d.uint(6))
    return d.pick(WRONG)


def gen_out(d: Decoder, n: int):
    r = d.u8() % 12
    if r < 4:
        return np.zeros(n, dtype=bool)
    if r == 4:
        a = np.zeros(n, dtype=bool)
        a.setflags(write=False)
        return a
    if r == 5:
        return np.zeros(n + d.pick([1, -1 if n else 2, 3]), dtype=bool)
    if r == 6:
        return np.zeros(n, dtype=d.pick(["f8", "i1", "u1", "i8", "O"]))
    if r == 7:
        return np.zeros(2 * n, dtype=bool)[::2]
    if r == 8:
        return np.zeros((n, 1), dtype=bool)
    if r == 9:
        return d.pick([[False] * n, "out", 3, array.array("b", [0] * n), bytearray(n)])
    if r == 10:
        return np.zeros((1, n), dtype=bool)[0]  # fine: a C-contiguous row
    return np.broadcast_to(np.zeros(1, dtype=bool), (n,))


def gen_batch_colliders(d: Decoder):
    c2 = collide2d
    r = d.u8() % 16
    if r < 3:
        return gen_twin(d, "aabb", d.uint(5))
    if r < 5:
        return gen_twin(d, "circle", d.uint(5))
    if r < 7:
        boxes = gen_twin(d, "aabb", d.uint(4)) if d.chance(180) else gen_rows(d, "aabb")
        circles = gen_twin(d, "circle", d.uint(4)) if d.chance(180) else gen_rows(d, "circle")
        pair = (boxes, circles)
        return pair if d.chance(200) else list(pair)
    if r == 7:
        return [gen_scalar_shape(d, "aabb") for _ in range(d.uint(4))]
    if r == 8:
        return [gen_scalar_shape(d, "circle") for _ in range(d.uint(4))]
    if r == 9:
        return [gen_scalar_shape(d, d.pick(["aabb", "circle"])) for _ in range(d.uint(4))]
    if r == 10:
        return _layout(d, _row_values(d, "aabb", d.uint(5), True))
    if r == 11:
        return gen_scalar_shape(d, d.pick(["aabb", "circle", "segment"]))
    if r == 12:
        return gen_rows(d, d.pick(["aabb", "circle"]))
    if r == 13:
        return [] if d.chance(128) else ()
    if r == 14:
        return (gen_twin(d, "aabb", 1), gen_twin(d, "circle", 1), gen_twin(d, "circle", 1))
    return d.pick(WRONG + [[None], [[0, 0, 1, 1]], iter([])])


def op_twin_ctor(d: Decoder, call: Caller) -> None:
    c2 = collide2d
    kind = d.pick(["aabb", "circle", "segment"])
    cls = twin_class(d, kind)
    r = d.u8() % 8
    if r < 5 or kind != "aabb":
        rows = gen_rows(d, kind)
        out = call(f"{cls.__name__}()", cls, rows)
    elif r < 7:
        rows = gen_rows(d, "aabb")
        out = call(f"{cls.__name__}.from_bounds()", cls.from_bounds, rows)
    else:
        rows = gen_rows(d, "aabb", valid=True)
        out = call(f"{cls.__name__}.from_rect()", cls.from_rect, rows)
    if out.ok:
        check_twin(d, call, out.value)


def check_twin(d: Decoder, call: Caller, t) -> None:
    c2 = collide2d
    ctx = call.ctx
    label = type(t).__name__
    rows = t.rows
    if not (isinstance(rows, np.ndarray) and rows.dtype == np.float64 and rows.ndim == 2
            and rows.shape[1] == {"aabb": 4, "circle": 3, "segment": 4}[t._kind]):
        ctx.violate("contract", label, f"rows is {_short(rows)}")
        return
    n = len(t)
    props = {"aabb": ("pos", "half"), "circle": ("center", "radius"), "segment": ("a", "b", "delta")}[t._kind]
    call(label + ".props", lambda: [getattr(t, p) for p in props] + [np.asarray(t), repr(t)], det=False)
    if t._kind == "aabb":
        call(label + ".to_bounds", t.to_bounds)
    # pickling keeps the type and the rows
    pk = call(label + ":pickle", lambda: pickle.loads(pickle.dumps(t)), det=False)
    if pk.ok:
        if type(pk.value) is not type(t):
            ctx.violate("pickle round trip", label, f"type {type(t).__name__} -> {type(pk.value).__name__}")
        elif pk.value.rows.tobytes() != rows.tobytes():
            ctx.violate("pickle round trip", label, "rows differ")
    # iteration equals indexing, and both agree with the rows
    it = call(label + ":iter", lambda: list(t), det=False)
    if it.ok and len(it.value) != n:
        ctx.violate("contract", label, f"iteration gave {len(it.value)} items for len {n}")
    index = d.pick([0, -1, n, -n - 1, slice(None, None, 2), slice(1, None), np.int64(0),
                    np.zeros(n, dtype=bool), [0, 0], "a", 1.0, None, (0, 1), np.array([n])])
    got = call(label + "[index]", lambda: t[index], indexing=True, det=False)
    if got.ok and isinstance(index, (int, np.integer)):
        item = got.value
        if it.ok and fingerprint(item) != fingerprint(it.value[int(index)]):
            ctx.violate("contract", label, f"t[{index}] != list(t)[{index}]")
        if memoryview(item).tolist() != rows[int(index)].tolist() and not np.isnan(rows[int(index)]).any():
            ctx.violate("contract", label, f"t[{index}] = {item} but rows[{index}] = {rows[int(index)]}")
        check_value(call, label + "[i]", item)


def _scalar_from_row(kind: str, row):
    c2 = collide2d
    r = [float(v) for v in row]
    if kind == "aabb":
        return c2.AABB((r[0], r[1]), (r[2], r[3]))
    if kind == "circle":
        return c2.Circle((r[0], r[1]), r[2])
    if kind == "segment":
        return c2.Segment((r[0], r[1]), (r[2], r[3]))
    if kind in ("point", "vec"):
        return (r[0], r[1])
    if kind == "size":
        return r[0]
    raise AssertionError(kind)


def _as_matrix(x, kind: str):
    """A successful batch argument as an (n, width) float64 matrix, or None."""
    c2 = collide2d
    w = WIDTH[kind]
    if isinstance(x, (c2.AABBArray, c2.CircleArray, c2.SegmentArray)):
        m = x.rows
    elif isinstance(x, (c2.AABB, c2.Circle, c2.Segment, c2.Vec2)):
        m = np.asarray(x)
    elif isinstance(x, (EvilFloat, EvilIndex, EvilSeq)):
        return None
    else:
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                m = np.asarray(x, dtype=np.float64)
        except Exception:
            return None
    if m.ndim == 0 and w == 1:
        m = m.reshape(1, 1)
    elif m.ndim == 1 and w == 1:
        m = m.reshape(-1, 1)
    elif m.ndim == 1 and m.shape[0] == w:
        m = m.reshape(1, w)
    if m.ndim != 2 or m.shape[1] != w:
        return None
    return m


def _row(m, i):
    return m[i if m.shape[0] > 1 else 0]


def op_twin_method(d: Decoder, call: Caller) -> None:
    c2 = collide2d
    kind = d.pick(["aabb", "aabb", "circle", "circle", "segment"])
    methods = ARRAY_METHODS[kind]
    name = d.pick(sorted(methods))
    n = d.pick([1, 2, 3, 4, 5, 0, 1])
    recv = gen_twin(d, kind, n) if d.chance(235) else gen_twin(d, kind, d.uint(6))
    n_args = d.pick([n, n, n, 1])
    args, kw, tags = [], {}, []
    for tag in methods[name]:
        optional = tag.startswith("?")
        tag = tag.lstrip("?")
        if optional and d.chance(100):
            continue
        if tag == "out":
            if d.chance(90):
                kw["out"] = gen_out(d, max(len(recv), n_args) if d.chance(220) else d.uint(6))
            continue
        if tag == "bool":
            b = d.pick([True, False, True, False, 0, 1, None, "x", np.bool_(True), EvilBool("raise_base")])
            if isinstance(b, EvilBool):
                _CTX.evil = True
            args.append(b)
            tags.append("bool")
            continue
        if tag == "colliders":
            args.append(gen_batch_colliders(d))
            tags.append("colliders")
            continue
        args.append(gen_batch_arg(d, tag, n_args))
        tags.append(tag)
    label = f"{type(recv).__name__}.{name}"
    out = call(label, getattr(recv, name), *args, nan_check=True, watch=(recv,), **kw)
    if not out.ok:
        return
    res = out.value
    if "out" in kw and kw["out"] is not None and res is not kw["out"]:
        call.ctx.violate("contract", label, "out= given but another array returned")
    check_batch_result(d, call, label, kind, name, recv, args, tags, res)


def check_batch_result(d, call: Caller, label, kind, name, recv, args, tags, res) -> None:
    """(d): the batch result equals the scalar calls row by row."""
    c2 = collide2d
    ctx = call.ctx
    if _CTX.evil:
        return
    R = recv.rows
    mats = []
    for a, tag in zip(args, tags):
        if tag == "bool":
            mats.append(a)
            continue
        if tag == "colliders":
            mats.append(a)
            continue
        m = _as_matrix(a, tag)
        if m is None:
            return
        mats.append(m)
    counts = [R.shape[0]] + [m.shape[0] for m, t in zip(mats, tags) if t not in ("bool", "colliders")]
    big = {c for c in counts if c != 1}
    if len(big) > 1:
        ctx.violate("contract", label, f"succeeded with row counts {counts} that do not broadcast")
        return
    N = big.pop() if big else 1
    if len(res) != N:
        ctx.violate("contract", label, f"{len(res)} result rows for row counts {counts}")
        return
    # collider objects for sweep_into
    collider_objs = None
    if "colliders" in tags:
        collider_objs = _collider_objects(args[tags.index("colliders")])
        if collider_objs is None:
            return
    for i in range(N):
        r_obj = _scalar_from_row(kind, _row(R, i))
        sargs = []
        for m, tag in zip(mats, tags):
            if tag == "bool":
                sargs.append(m)
            elif tag == "colliders":
                sargs.append(collider_objs)
            else:
                sargs.append(_scalar_from_row(tag, _row(m, i)))
        STATS["batch rows compared with scalar calls"] += 1
        _compare_row(call, label, kind, name, r_obj, sargs, tags, res, i, R.shape[0], collider_objs)
        if ctx.violations:
            return


def _collider_objects(colliders):
    """sweep_into's colliders as the list of scalar shapes the scalar API takes (boxes first)."""
    c2 = collide2d
    if isinstance(colliders, c2.AABBArray):
        return [_scalar_from_row("aabb", r) for r in colliders.rows]
    if isinstance(colliders, c2.CircleArray):
        return [_scalar_from_row("circle", r) for r in colliders.rows]
    if isinstance(colliders, (list, tuple)):
        if all(isinstance(c, (c2.AABB, c2.Circle)) for c in colliders):
            return list(colliders)
        if len(colliders) == 2:
            b = _as_matrix(colliders[0], "aabb")
            c = _as_matrix(colliders[1], "circle")
            if b is None or c is None:
                return None
            return [_scalar_from_row("aabb", r) for r in b] + [_scalar_from_row("circle", r) for r in c]
        return None
    m = _as_matrix(colliders, "aabb")
    if m is None:
        return None
    return [_scalar_from_row("aabb", r) for r in m]


def _compare_row(call, label, kind, name, r_obj, sargs, tags, res, i, n_recv, collider_objs) -> None:
    c2 = collide2d
    ctx = call.ctx
    slabel = f"{type(r_obj).__name__}.{name} (scalar twin of {label})"
    if name.startswith("overlaps_"):
        s = call(slabel, c2.overlaps, r_obj, sargs[0], det=False)
        if not s.ok:
            ctx.violate("batch != scalar", label, f"row {i}: batch ok, scalar raised {s.exc!r}; {_short(r_obj)} {_short(sargs)}")
        elif bool(res[i]) != s.value:
            ctx.violate("batch != scalar", label, f"row {i}: batch {bool(res[i])}, overlaps() {s.value}; {_short(r_obj)} vs {_short(sargs[0])}")
        return
    if name == "line_points":
        seg = sargs[1 + 1] if len(sargs) > 2 else True
        s = call(slabel, c2.circle_line_points, r_obj, sargs[0], sargs[1], segment=seg, det=False)
    elif name == "intersection":
        lines = sargs[1] if len(sargs) > 1 else False
        if lines:
            o = sargs[0]
            s = call(slabel, c2.line_intersection, r_obj.a, r_obj.b, o.a, o.b, segments=False, det=False)
        else:
            s = call(slabel, r_obj.intersection, sargs[0], det=False)
    else:
        s = call(slabel, getattr(r_obj, name), *sargs, det=False)
    if not s.ok:
        ctx.violate("batch != scalar", label, f"row {i}: batch ok, scalar raised {s.exc!r}; {_short(r_obj)} {_short(sargs)}")
        return
    sv = s.value
    try:
        rec = res.records[i]
    except Exception as e:
        ctx.violate("contract", label, f"records[{i}] raised {e!r}")
        return
    where = f"row {i}: {_short(r_obj)} {_short(sargs, 200)}"
    if isinstance(res, c2.HitArray):
        _cmp_hit(ctx, label, where, rec, sv, i if n_recv > 1 else 0, None)
    elif isinstance(res, c2.SweepArray):
        exp_collider = None
        if sv.hit is not None and collider_objs is not None:
            exp_collider = next((k for k, c in enumerate(collider_objs) if c is sv.hit.collider), -2)
        _cmp_hit(ctx, label, where, rec["hit"], sv.hit, i if n_recv > 1 else 0, exp_collider)
        if _bits(rec["time"]) != _bits(sv.time) or list(map(_bits, rec["pos"])) != list(map(_bits, sv.pos)) \
                or bool(rec["started_overlapping"]) != sv.started_overlapping:
            ctx.violate("batch != scalar", label, f"{where}: sweep row {_rec_text(rec)} vs {sv!r}")
    elif isinstance(res, c2.IntervalArray):
        if sv is None:
            if rec["hit"] or rec["first"] != 1.0 or rec["last"] != 1.0:
                ctx.violate("batch != scalar", label, f"{where}: interval row {_rec_text(rec)} vs None")
        elif not rec["hit"] or _bits(rec["first"]) != _bits(sv[0]) or _bits(rec["last"]) != _bits(sv[1]):
            ctx.violate("batch != scalar", label, f"{where}: interval row {_rec_text(rec)} vs {sv!r}")
    elif isinstance(res, c2.LineIntersectionArray):
        names = ("none", "point", "overlap", "parallel")
        got = (names[int(rec["kind"])] if 0 <= rec["kind"] < 4 else int(rec["kind"]),
               list(map(_bits, rec["start"])), list(map(_bits, rec["end"])),
               list(map(_bits, rec["t"])), list(map(_bits, rec["u"])))
        exp = (sv.kind, list(map(_bits, sv.start)), list(map(_bits, sv.end)),
               list(map(_bits, sv.t)), list(map(_bits, sv.u)))
        if got != exp:
            ctx.violate("batch != scalar", label, f"{where}: line row {_rec_text(rec)} vs {sv!r}")
    elif isinstance(res, c2.CirclePointsArray):
        cnt = int(rec["count"])
        ok = cnt == len(sv) and all(
            list(map(_bits, rec["points"][k])) == list(map(_bits, sv[k][0])) and _bits(rec["u"][k]) == _bits(sv[k][1])
            for k in range(cnt)) and all(
            rec["points"][k][0] == 0 and rec["points"][k][1] == 0 and rec["u"][k] == 0 for k in range(cnt, 2))
        if not ok:
            ctx.violate("batch != scalar", label, f"{where}: points row {_rec_text(rec)} vs {sv!r}")


def _rec_text(rec) -> str:
    return str(rec.tolist())[:300]


def _cmp_hit(ctx, label, where, rec, hit, exp_row, exp_collider) -> None:
    if hit is None:
        if rec["hit"] or list(rec["delta"]) != [0, 0] or list(rec["normal"]) != [0, 0] or rec["time"] != 1.0 \
                or rec["collider"] != -1:
            ctx.violate("batch != scalar", label, f"{where}: hit row {_rec_text(rec)} vs None "
                                                  "(no-hit rows: delta=normal=0, time=1, collider=-1)")
        return
    if not rec["hit"]:
        ctx.violate("batch != scalar", label, f"{where}: batch no hit, scalar {hit!r}")
        return
    got = [list(map(_bits, rec[f])) for f in ("pos", "delta", "normal")] + [_bits(rec["time"])]
    exp = [list(map(_bits, getattr(hit, f))) for f in ("pos", "delta", "normal")] + [_bits(hit.time)]
    if got != exp:
        ctx.violate("batch != scalar", label, f"{where}: hit row {_rec_text(rec)} vs {hit!r}")
        return
    want = exp_row if exp_collider is None else exp_collider
    if int(rec["collider"]) != want:
        ctx.violate("batch != scalar", label, f"{where}: collider {int(rec['collider'])}, expected {want}")


def op_result_arrays(d: Decoder, call: Caller) -> None:
    """Result arrays built from anything, then every accessor."""
    c2 = collide2d
    types = [c2.HitArray, c2.SweepArray, c2.IntervalArray, c2.LineIntersectionArray, c2.CirclePointsArray]
    cls = d.pick(types)
    if d.chance(60):
        cls = _records_subclass(cls)
    width = cls._dtype.itemsize // 8
    n = d.uint(5)
    r = d.u8() % 10
    if r < 3:
        raw = np.zeros((n, width))
        if d.chance(128):
            raw[:] = d.pick([0.0, 1.0, NAN, -1.0])
    elif r == 3:
        raw = np.zeros(n, dtype=cls._dtype)
    elif r == 4:
        raw = np.zeros((n, width + d.pick([1, -1])))
    elif r == 5:
        raw = np.zeros((n, width), dtype=d.pick(["f4", "i8", "O"]))
    elif r == 6:
        raw = _layout(d, np.zeros((n, width)))
    elif r == 7:
        raw = np.zeros(width)
    else:
        raw = d.pick(["x", None, [[0.0] * width], 3, np.zeros((n, width, 1)), np.float64(1)])
    out = call(f"{cls.__name__}()", cls, raw, det=False)
    if out.ok:
        exercise_records(d, call, out.value, strict=False)


def _records_subclass(cls):
    sub = _SUBCLASSES.get(cls)
    if sub is None:
        sub = _SUBCLASSES[cls] = type("Sub" + cls.__name__, (cls,), {"__module__": __name__, "__slots__": ()})
        globals()[sub.__name__] = sub
    return sub


def exercise_records(d: Decoder, call: Caller, res, strict: bool = True) -> None:
    """Fields, len, iteration, indexing, repr, pickle of a result array."""
    c2 = collide2d
    ctx = call.ctx
    label = type(res).__name__
    fields = [f for f in ("hit", "pos", "delta", "normal", "time", "collider", "started_overlapping",
                          "first", "last", "kind", "start", "end", "t", "u", "count", "points", "records",
                          "kind_names") if hasattr(type(res), f)]
    f = d.pick(fields)
    got = call(f"{label}.<field>", lambda: getattr(res, f), det=strict)
    if not got.ok and f"{label}.<field>" in [v[1] for v in ctx.violations]:
        ctx.violations[-1] = (ctx.violations[-1][0], ctx.violations[-1][1], f"field {f!r}: " + ctx.violations[-1][2])
    call(f"{label}: len/repr", lambda: (len(res), repr(res)), det=False)
    it = call(f"{label}: iter", lambda: list(res), det=False)
    index = d.pick([0, -1, 1, 5, -6, slice(1, None), slice(None, None, -1), np.int64(0), [0, 0], "hit", None, 1.5,
                    np.zeros(len(res) if _safe_len(res) is not None else 0, dtype=bool)])
    got = call(f"{label}[{type(index).__name__}]", lambda: res[index], indexing=True, det=False)
    if strict and got.ok and it.ok and isinstance(index, (int, np.integer)):
        if fingerprint(got.value) != fingerprint(it.value[int(index)]):
            ctx.violate("contract", label, f"res[{index}] != list(res)[{index}]")
    if strict and got.ok and isinstance(index, slice):
        if type(got.value) is not type(res):
            ctx.violate("contract", label, f"slicing gave {type(got.value).__name__}")
    pk = call(f"{label}:pickle", lambda: pickle.loads(pickle.dumps(res)), det=False)
    if pk.ok:
        if type(pk.value) is not type(res):
            ctx.violate("pickle round trip", label, f"type {type(res).__name__} -> {type(pk.value).__name__}")
        elif np.asarray(pk.value._raw).tobytes() != np.asarray(res._raw).tobytes():
            ctx.violate("pickle round trip", label, "raw bytes differ after pickling")
    elif strict:
        ctx.violate("pickle round trip", label, f"pickling raised {pk.exc!r}")
    if strict and it.ok:
        for k, item in enumerate(it.value[:3]):
            if item is not None and not isinstance(item, (tuple, float)):
                check_value(call, f"{label}[{k}]", item)
            elif isinstance(item, tuple) and item and isinstance(item[0], (c2.Vec2, float)):
                pass


def _safe_len(x):
    try:
        return len(x)
    except Exception:
        return None


def op_batch_then_records(d: Decoder, call: Caller) -> None:
    """A real batch result, then every accessor of it."""
    c2 = collide2d
    n = d.pick([1, 2, 3, 5])
    kind = d.pick(["aabb", "circle", "segment"])
    recv = gen_twin(d, kind, n)
    if kind == "aabb":
        which = d.uint(4)
        if which == 0:
            res = call("AABBArray.intersect_point", recv.intersect_point, _row_values(d, "point", n, True))
        elif which == 1:
            res = call("AABBArray.sweep_aabb", recv.sweep_aabb, _row_values(d, "aabb", n, True), _row_values(d, "vec", n, True))
        elif which == 2:
            res = call("AABBArray.overlap_interval", recv.overlap_interval, _row_values(d, "aabb", n, True),
                       _row_values(d, "vec", n, True), _row_values(d, "vec", n, True))
        else:
            res = call("AABBArray.sweep_into", recv.sweep_into, gen_twin(d, "aabb", 3), _row_values(d, "vec", n, True))
    elif kind == "circle":
        if d.chance(128):
            res = call("CircleArray.line_points", recv.line_points, _row_values(d, "point", n, True),
                       _row_values(d, "point", n, True), d.chance(128))
        else:
            res = call("CircleArray.sweep_circle", recv.sweep_circle, _row_values(d, "circle", n, True),
                       _row_values(d, "vec", n, True))
    else:
        res = call("SegmentArray.intersection", recv.intersection, _row_values(d, "segment", n, True), d.chance(128))
    if res.ok:
        exercise_records(d, call, res.value, strict=True)
        if isinstance(res.value, c2.SweepArray):
            exercise_records(d, call, res.value.hit, strict=True)


# --------------------------------------------------------------------------
# generic functions
# --------------------------------------------------------------------------


def gen_generic_arg(d: Decoder):
    r = d.u8() % 16
    if r < 6:
        return gen_scalar_shape(d, d.pick(["aabb", "circle", "segment", "point"]))
    if r < 10:
        return gen_twin(d, d.pick(["aabb", "circle", "segment"]), d.pick([1, 2, 3]))
    if r < 12:
        return _row_values(d, "point", d.pick([1, 2, 3]), True)
    if r == 12:
        return gen_pair(d)
    if r == 13:
        return np.array([gen_coord(d), gen_coord(d)])
    if r == 14:
        return gen_rows(d, d.pick(["aabb", "point"]))
    return d.pick(WRONG + [[gen_scalar_shape(d, "aabb")], 1.0])


def op_generic(d: Decoder, call: Caller) -> None:
    c2 = collide2d
    ctx = call.ctx
    r = d.u8() % 4
    a, b = gen_generic_arg(d), gen_generic_arg(d)
    if r == 0:
        out = call("overlaps()", c2.overlaps, a, b, nan_check=True)
        if out.ok:
            back = call("overlaps() reversed", c2.overlaps, b, a, det=False)
            if not back.ok:
                ctx.violate("contract", "overlaps()", f"overlaps(a, b) ok but overlaps(b, a) raised {back.exc!r}; "
                                                      f"a={_short(a)} b={_short(b)}")
            elif fingerprint(_norm_bool(out.value)) != fingerprint(_norm_bool(back.value)):
                ctx.violate("contract", "overlaps()", f"not symmetric: {_short(out.value)} vs {_short(back.value)}; "
                                                      f"a={_short(a)} b={_short(b)}")
    elif r == 1:
        call("intersect()", c2.intersect, a, b, nan_check=True)
    elif r == 2:
        delta = gen_pair(d) if d.chance(160) else _row_values(d, "vec", d.pick([1, 2, 3]), True)
        call("sweep()", c2.sweep, a, b, delta, nan_check=True)
    else:
        colliders = gen_batch_colliders(d) if d.chance(128) else gen_scalar_colliders(d)
        delta = gen_pair(d) if d.chance(160) else _row_values(d, "vec", d.pick([1, 2, 3]), True)
        call("sweep_into()", c2.sweep_into, a, colliders, delta, nan_check=True)


def _norm_bool(v):
    if isinstance(v, np.ndarray):
        return v.astype(bool)
    return bool(v) if isinstance(v, (bool, np.bool_)) else v


# --------------------------------------------------------------------------
# the target
# --------------------------------------------------------------------------

OPS = [
    op_scalar_ctor, op_scalar_ctor, op_vec2_ops, op_scalar_method, op_scalar_method, op_scalar_method,
    op_line_functions, op_subclass_scalar, op_threads,
    op_twin_ctor, op_twin_ctor, op_twin_method, op_twin_method, op_twin_method, op_twin_method,
    op_result_arrays, op_batch_then_records, op_batch_then_records, op_generic, op_generic,
]

_SEEN = set()
STATS = collections.Counter()
WARN_STATS = collections.Counter()


def _load() -> None:
    global collide2d
    if collide2d is None:
        import collide2d as c2

        collide2d = c2


def test_one_input(data: bytes) -> None:
    """One fuzz input: 1 to 3 operations; AssertionError on a violation."""
    global _CTX
    _load()
    d = Decoder(data)
    ctx = _CTX = Ctx()
    call = Caller(ctx)
    n_ops = 1 + d.u8() % 3
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for _ in range(n_ops):
            op = d.pick(OPS)
            STATS[op.__name__] += 1
            ctx.evil = ctx.mutating = False
            op(d, call)
            if ctx.violations or d.exhausted():
                break
    for w in caught:
        fn = os.path.basename(w.filename)
        WARN_STATS[(w.category.__name__, fn, str(w.message)[:80])] += 1
    if ctx.violations:
        _report(ctx.violations, data)


def _report(violations, data: bytes) -> None:
    groups = collections.OrderedDict()
    for kind, label, msg in violations:
        groups.setdefault((kind, label), []).append(msg)
    if LOG_PATH:
        with open(LOG_PATH, "a") as f:
            for (kind, label), msgs in groups.items():
                key = (kind, label)
                if key in _SEEN:
                    continue
                _SEEN.add(key)
                f.write(json.dumps({"kind": kind, "call": label, "message": msgs[0][:2000],
                                    "input": data.hex()}) + "\n")
        return
    lines = [f"{len(violations)} violation(s) in {len(groups)} group(s):"]
    for (kind, label), msgs in groups.items():
        lines.append(f"[{kind}] {label}: {msgs[0]}" + (f" (+{len(msgs) - 1} more)" if len(msgs) > 1 else ""))
    lines.append(f"input ({len(data)} bytes): {data.hex()}")
    raise Violation("\n".join(lines))


def seeded_input(seed: int, i: int, max_len: int = 512) -> bytes:
    """Input i of the fixed-seed plain loop."""
    rnd = random.Random(seed * 1_000_003 + i)
    n = rnd.randrange(1, max_len)
    return rnd.randbytes(n)


# --------------------------------------------------------------------------
# main
# --------------------------------------------------------------------------


def _plain_main(argv) -> int:
    import argparse
    import faulthandler

    faulthandler.enable()
    p = argparse.ArgumentParser(description="collide2d API fuzzer, plain random loop")
    p.add_argument("--runs", type=int, default=10000)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--start", type=int, default=0)
    p.add_argument("--only", type=int, default=None)
    p.add_argument("--max-len", type=int, default=512)
    p.add_argument("--stop", action="store_true", help="stop at the first violation")
    p.add_argument("--verbose", action="store_true", help="print each input's index before running it")
    p.add_argument("--progress-file", default=None,
                   help="keep the index of the running input in this file (to find a crashing input)")
    args = p.parse_args(argv)
    progress = os.open(args.progress_file, os.O_WRONLY | os.O_CREAT, 0o644) if args.progress_file else None
    _load()
    first = collections.OrderedDict()
    counts = collections.Counter()
    indices = [args.only] if args.only is not None else range(args.start, args.start + args.runs)
    t0 = time.perf_counter()
    done = 0
    for i in indices:
        data = seeded_input(args.seed, i, args.max_len)
        if args.verbose:
            print(f"input {i}", file=sys.stderr, flush=True)
        if progress is not None:
            os.pwrite(progress, b"%-20d\n" % i, 0)
        try:
            test_one_input(data)
        except Violation as v:
            text = str(v)
            for line in text.splitlines()[1:-1]:
                key = line.split(":", 1)[0]
                counts[key] += 1
                if key not in first:
                    first[key] = (i, line, data.hex())
            if args.stop or args.only is not None:
                print(f"input {i} (seed {args.seed}):\n{text}")
                return 1
        done += 1
    dt = time.perf_counter() - t0
    print(f"{done} inputs in {dt:.1f} s ({done / dt:.0f} exec/s), seed {args.seed}, "
          f"evil mutation {'on' if EVIL_MUTATION else 'off'}")
    print("operations:", dict(STATS.most_common()))
    if WARN_STATS:
        print("warnings seen:")
        for (cat, fn, msg), k in WARN_STATS.most_common(20):
            print(f"  {k:6d} {cat} in {fn}: {msg}")
    if not first:
        print("no violations")
        return 0
    print(f"{len(first)} distinct violation group(s):")
    for key, (i, line, hexdata) in first.items():
        print(f"  {counts[key]:5d} x {line[:600]}")
        print(f"        first at input {i}: python {sys.argv[0]} --no-atheris --seed {args.seed} --only {i}")
    return 1


def main() -> None:
    global EVIL_MUTATION
    argv = sys.argv[1:]
    if "--evil-mutation" in argv:
        argv.remove("--evil-mutation")
        EVIL_MUTATION = True
    use_atheris = "--no-atheris" not in argv
    if not use_atheris:
        argv.remove("--no-atheris")
    atheris = None
    if use_atheris and not any(a.startswith("--") for a in argv):
        try:
            import atheris  # type: ignore
        except ImportError:
            atheris = None
    if atheris is None:
        sys.exit(_plain_main(argv))
    global collide2d
    with atheris.instrument_imports(include=["collide2d"]):
        import collide2d as c2
    collide2d = c2
    atheris.Setup([sys.argv[0]] + argv, test_one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
