"""Arguments as float64 rows, and what the array twins of shapes share.

The C kernels read float64 rows with unit column stride in place; anything
else is converted here once (``_rows``), when a kernel answers
``ConversionNeeded`` (``_batch``). ``_RowArray`` is the base of
:class:`AABBArray`, :class:`CircleArray` and :class:`SegmentArray`.
"""

from __future__ import annotations

import numbers
from typing import Any

import numpy as np

from ._core import AABB, OBB, Capsule, Circle, ConversionNeeded, Segment, Vec2

_F8 = np.dtype(np.float64)


# The kinds of collide2d's own shapes, and the kernel argument kinds that take them.
_SHAPE_KINDS = ((AABB, "aabb"), (Vec2, "vec"), (Circle, "circle"), (Segment, "segment"),
                (OBB, "obb"), (Capsule, "capsule"))
_ALL_OF = {"boxes_all": "aabb", "circles_all": "circle"}


def _same_kind(obj, kind, func: str, name: str) -> None:
    """TypeError for one of our shapes or shape arrays of another kind than ``kind`` (an
    argument kind of the kernel list; None: any): an AABB's four numbers read as a
    segment's gave a silent wrong answer, where the scalar method refuses it."""
    if kind is None:
        return
    own = getattr(obj, "_kind", None) if isinstance(obj, _RowArray) else next(
        (k for t, k in _SHAPE_KINDS if isinstance(obj, t)), None)
    if own is not None and own != _ALL_OF.get(kind, kind):
        raise TypeError(f"{func}(): {name!r} must be {_ALL_OF.get(kind, kind)} rows, not "
                        f"{type(obj).__name__}")


def _rows(obj, width: int, func: str, name: str, kind=None):
    """``obj`` as something the C kernels read: float64 rows, unit column stride.

    float64 arrays with unit column stride (including row-strided views such
    as ``a[::2]`` and ``a[:, :4]``) pass through uncopied; ``AABB`` and
    ``Vec2`` are read through their buffers; anything else is converted once.
    A shape or shape array of another kind than ``kind`` is refused (_same_kind).
    """
    if isinstance(obj, np.ndarray):
        a = obj
    elif isinstance(obj, (AABB, Vec2, Circle, Segment)):
        _same_kind(obj, kind, func, name)
        return obj
    elif isinstance(obj, (OBB, Capsule)):  # converted below, as any sequence of numbers
        _same_kind(obj, kind, func, name)
        a = _convert(obj, func, name)
    elif isinstance(obj, _RowArray):
        _same_kind(obj, kind, func, name)
        return obj._rows
    elif width == 1 and isinstance(obj, numbers.Real) and not isinstance(obj, bool):
        try:
            return float(obj)
        except OverflowError:
            raise _beyond_float64(func, name) from None
    else:
        a = _convert(obj, func, name)
    if a.dtype != _F8:
        a = _convert(a, func, name)
    if a.ndim == 1 and a.shape[0] == 0 and width > 1:
        a = a.reshape(0, width)  # an empty list: no rows
    if a.ndim and (
        not a.flags.aligned or a.strides[-1] != 8 or (a.ndim == 2 and a.strides[0] % 8)
    ):
        a = a.copy()  # C-contiguous and aligned (ascontiguousarray keeps misalignment)
    return a


def _real(x) -> bool:
    """Whether x reads as a real number, as the scalar functions read one: a Real, or
    any other object with ``__float__`` (a Decimal) but for complex numbers."""
    if isinstance(x, (numbers.Real, np.bool_)):
        return True
    return hasattr(type(x), "__float__") and not isinstance(x, (numbers.Complex, str, bytes))


def _convert(obj, func: str, name: str) -> np.ndarray:
    if isinstance(obj, np.ndarray) and obj.dtype.kind in "biuf":
        return obj.astype(_F8)
    if obj is None or isinstance(obj, (str, bytes)) or (isinstance(obj, np.ndarray) and obj.dtype.kind not in "biuf"):
        raise TypeError(f"{func}(): {name!r} must be real numbers, not {type(obj).__name__}"
                        + (f" of dtype {obj.dtype}" if isinstance(obj, np.ndarray) else ""))
    try:
        a = np.asarray(obj)
        if a.dtype == object:  # ints beyond int64, Fractions... or None: numbers only
            bad = [x for x in a.flat if not _real(x)][:1]
            if bad:
                raise TypeError(f"holds {type(bad[0]).__name__} values, not real numbers")
            a = a.astype(_F8)
        elif a.dtype.kind not in "biuf":  # e.g. str: not silently read
            raise TypeError(f"holds {a.dtype} values, not real numbers")
        a = a.astype(_F8, copy=False)
    except OverflowError:
        raise _beyond_float64(func, name) from None
    except (TypeError, ValueError) as error:
        ragged = _ragged_row(obj)
        if ragged is not None:  # numpy's "inhomogeneous shape" names no row
            row, size, first = ragged
            raise TypeError(f"{func}(): {name!r} row {row} has {size} value"
                            f"{'' if size == 1 else 's'}, where row 0 has {first}: rows must "
                            "all be as long") from None
        raise TypeError(f"{func}(): {name!r} cannot be read as float64 rows: {error}") from None
    return a


def _ragged_row(obj: Any) -> "tuple[int, int, int] | None":
    """The first row of a list of rows whose length differs from row 0's: (row, its
    length, row 0's), or None when the rows are not sized sequences of one length."""
    if not isinstance(obj, (list, tuple)) or not obj:
        return None
    try:
        sizes = [len(row) for row in obj]
    except TypeError:  # a number among the rows, or rows of no length
        return None
    for row, size in enumerate(sizes):
        if size != sizes[0]:
            return row, size, sizes[0]
    return None


def first_past_int64(a: np.ndarray) -> "int | None":
    """The first entry of an unsigned integer array too large for int64 (a cast would wrap
    it negative, and a message would then show the wrapped value), or None."""
    if a.dtype.kind == "u" and a.size and a.max() > np.iinfo(np.int64).max:
        return int(np.argmax(a > np.iinfo(np.int64).max))
    return None


def _beyond_float64(func: str, name: str) -> ValueError:
    return ValueError(f"{func}(): {name!r} has a value beyond the float64 range")


def _batch(kernel, func: str, receiver, *args, out=None):
    """Call a C batch kernel; on ConversionNeeded convert the arguments once and retry.

    ``args`` are ``(value, width, name)`` triples; ``out`` (a bool mask) is
    passed on for the overlap kernels.
    """
    extra = (out,) if out is not None else ()
    try:
        return kernel(receiver, *(a[0] for a in args), *extra)
    except ConversionNeeded:
        converted = [_rows(value, width, func, name) for value, width, name in args]
        return kernel(receiver, *converted, *extra)


class _RowArray:
    """What the array twins of shapes share: an ``(N, width)`` float64 array of rows."""

    __slots__ = ("_rows",)
    _rows: np.ndarray
    _width: int
    _check: Any = None  # the C kernel that validates rows

    @classmethod
    def _validated(cls, rows, func: str) -> np.ndarray:
        """``rows`` as a validated ``(N, width)`` float64 array (wrapped, not copied,
        when it already is one)."""
        if isinstance(rows, _RowArray):
            rows = rows._rows
        if isinstance(rows, (list, tuple)) and rows and isinstance(rows[0], (AABB, Circle, Segment, OBB, Capsule)):
            rows = [np.asarray(r) for r in rows]  # a list of scalar shapes
        a = _rows(rows, cls._width, func, "rows")
        a = np.asarray(a)
        if a.ndim == 1 and a.shape[0] in (0, cls._width):
            a = a.reshape(-1, cls._width)
        if a.ndim != 2 or a.shape[1] != cls._width:
            raise ValueError(f"{func}(): 'rows' must have shape (N, {cls._width}), not {a.shape}")
        cls._check(a)
        return a

    @property
    def rows(self) -> np.ndarray:
        """The wrapped float64 array of rows (not a copy)."""
        return self._rows

    def __len__(self) -> int:
        return self._rows.shape[0]

    def __iter__(self):
        for i in range(len(self)):
            yield self[i]

    def __array__(self, dtype=None, copy=None):
        return self._rows if dtype is None else self._rows.astype(dtype)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({np.array2string(self._rows, separator=', ', threshold=20)})"

    def __reduce__(self):
        # type(self): a subclass pickles as itself, with its own attributes.
        return (type(self), (np.array(self._rows),), getattr(self, "__dict__", None) or None)

    def _repr_svg_(self) -> str:
        """The first 200 rows drawn as an SVG picture (world y up), which Jupyter shows."""
        from . import _svg  # imported when first drawn: _svg imports this module

        return _svg.svg_of(self)


def _as_matrix(obj, func: str, name: str) -> np.ndarray:
    a = _rows(obj, 4, func, name)
    a = np.asarray(a)
    if a.ndim == 1:
        a = a.reshape(1, -1)
    if a.ndim != 2 or a.shape[1] != 4:
        raise ValueError(f"{func}(): {name!r} must have shape (N, 4), not {a.shape}")
    return a
