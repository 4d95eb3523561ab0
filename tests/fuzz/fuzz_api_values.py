"""The API fuzzer (fuzz_api.py), part 1: its settings, the decoder of input bytes, the
per-input context, and the misbehaving user objects.

Settings that fuzz_api.py changes at run time (``collide2d``, ``_CTX``, ``EVIL_MUTATION``)
are set in every part by ``fuzz_api._share``.
"""

from __future__ import annotations

import collections
import math
import numbers
import os
import re
import struct

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


# Counters of the whole run (fuzz_api.py prints them).
_SEEN = set()
STATS = collections.Counter()
WARN_STATS = collections.Counter()
