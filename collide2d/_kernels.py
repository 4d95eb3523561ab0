"""The array twins' methods, made from the C kernel list.

``src/core/kernels/kernel_list.h`` has one line per batch query: its id, the array
twin's method, the result rows and the arguments (name and row kind). The
extension hands the list over as data (``_core.kernel_list()``); from it this
module

- attaches to each array twin (:class:`AABBArray`, :class:`CircleArray`,
  :class:`SegmentArray`) the method of every line whose receiver is of its
  kind, unless the class writes that method by hand (``intersection`` and
  ``line_points`` do: they choose between kernels); ``sweep_into``'s colliders are
  made into a shape set first (``_sweep_into.py``);
- gives the typing blocks the type checkers read (``collide2d/_stubgen.py``
  writes them).

A generated method converts its arguments only when the kernel asks for it
(``ConversionNeeded``), so float64 arrays are read in place, and its docstring
is the scalar method's, which states the contract.
"""

from __future__ import annotations

import inspect
from typing import Any, Callable, Dict, NamedTuple, Tuple

from . import _core
from ._core import ConversionNeeded
from ._polygon_array import polygon_rows
from ._row_args import _rows

__all__ = ["Kernel", "KERNELS", "kernel", "install"]


class Arg(NamedTuple):
    name: str  # in messages and as the method's parameter
    kind: str  # row kind: aabb, circle, segment, obb, capsule, polygon, vec, size, boxes_all,
    #            circles_all, shapes_all
    width: int  # doubles per row


class Kernel(NamedTuple):
    id: str  # c2d_batch_<id> in C, _core.batch_<id> in Python
    method: str  # the array twin's method (a validator: the twin's name)
    result: str  # none, mask, hit, sweep, interval, line, points, distance, manifold, pairs
    args: Tuple[Arg, ...]  # args[0] is the receiver
    cost: int  # estimated nanoseconds per row on one core (how calls split over threads)

    @property
    def receiver(self) -> str:
        return self.args[0].kind

    @property
    def function(self) -> Callable[..., Any]:
        return getattr(_core, "batch_" + self.id)


KERNELS: Tuple[Kernel, ...] = tuple(
    Kernel(id, method, result, tuple(Arg(*a) for a in args), cost)
    for id, method, result, args, cost in _core.kernel_list()
)
_BY_ID: Dict[str, Kernel] = {k.id: k for k in KERNELS}


def kernel(id: str) -> Kernel:
    """The kernel list's line ``id`` (``KeyError`` if there is none)."""
    return _BY_ID[id]


def _defaults(k: Kernel) -> Dict[str, float]:
    # A trailing size argument (padding) defaults to 0: no padding.
    return {a.name: 0.0 for a in k.args[1:] if a.kind == "size"}


def _make_method(k: Kernel, wrap: Callable[[Any], Any], scalar_type: type):
    function, func = k.function, k.method
    specs = tuple((a.width, a.name, a.kind) for a in k.args[1:])
    names = tuple(name for _, name, _ in specs)
    defaults = _defaults(k)
    mask = k.result == "mask"

    def convert(values: tuple) -> list:
        # The arguments the kernel could not read in place, as float64 rows (once).
        return [polygon_rows(value, func, name) if kind == "polygon" else
                _rows(value, width, func, name, kind)
                for value, (width, name, kind) in zip(values, specs)]

    # The method is written out with its real parameters (as dataclasses and namedtuple
    # make theirs), so that the common call -- positional float64 rows -- goes straight
    # to the kernel: a batch call of one row costs a few scalar calls, not an argument
    # dance. Names come from the kernel list (identifiers), defaults from _defaults.
    params = ", ".join(name + (f"={defaults[name]!r}" if name in defaults else "")
                       for name in names)
    call_args = ", ".join(names)
    if mask:
        source = f"""
def {func}(self, {params}, *, out=None):
    try:
        return function(self._rows, {call_args}, out)
    except ConversionNeeded:
        return function(self._rows, *convert(({call_args},)), out)
"""
    elif k.result == "pairs":  # any length: no out=
        source = f"""
def {func}(self, {params}):
    try:
        raw = function(self._rows, {call_args})
    except ConversionNeeded:
        raw = function(self._rows, *convert(({call_args},)))
    return wrap(raw)
"""
    else:
        # out= takes a result array of the same class (say one from an earlier
        # call, to reuse its memory frame after frame): its rows are written in
        # place (the C layer checks length, layout and writability).
        # fields= asks for some fields only, as arrays of their own: the kernel then
        # writes only those bytes (binding py_fields.c).
        source = f"""
def {func}(self, {params}, *, out=None, fields=None):
    if fields is not None:
        names, spec = field_spec(fields, out)
        try:
            arrays = function(self._rows, {call_args}, None, spec)
        except ConversionNeeded:
            arrays = function(self._rows, *convert(({call_args},)), None, spec)
        return dict(zip(names, arrays))
    rows = None if out is None else out_rows(out)
    try:
        raw = function(self._rows, {call_args}, rows)
    except ConversionNeeded:
        raw = function(self._rows, *convert(({call_args},)), rows)
    return wrap(raw) if out is None else out
"""
    # The result array class (HitArray, ...): wrappers are its _wrap classmethod.
    result_type: Any = getattr(wrap, "__self__", type(None))

    def field_spec(fields: Any, out: Any) -> Tuple[Tuple[str, ...], Tuple[Any, ...]]:
        if out is not None:
            raise TypeError(f"{func}(): give 'out' or 'fields', not both")
        return _field_spec(result_type, func, fields)

    def out_rows(out: Any) -> Any:
        if not isinstance(out, result_type):
            raise TypeError(f"{func}(): 'out' must be a {result_type.__name__}, "
                            f"not {type(out).__name__}")
        return out._raw

    namespace: Dict[str, Any] = {"function": function, "convert": convert, "wrap": wrap,
                                 "ConversionNeeded": ConversionNeeded, "out_rows": out_rows,
                                 "field_spec": field_spec}
    exec(source, namespace)
    method = namespace[func]

    method.__name__ = method.__qualname__ = func
    scalar_doc = inspect.getdoc(getattr(scalar_type, func, None)) or ""
    method.__doc__ = (
        f"Row-wise :meth:`{scalar_type.__name__}.{func}`: row i of the receiver against row i "
        f"of {', '.join(repr(n) for n in names)} (one row broadcasts against N).\n\n"
        + ("Returns an (N,) bool array (into ``out`` when given).\n\n" if mask else
           f"Returns a {result_type.__name__} (``out``, rewritten "
           "in place, when given one of the same length); with ``fields`` (names such as "
           "``('hit', 'time')``), a dict of those fields' arrays only.\n\n")
        + scalar_doc
    ) if k.result != "pairs" else (
        f"Every pair (i, j) of a row i of the receiver and a row j of {names[0]!r} whose "
        "shapes overlap (touching is not): a (K, 2) int64 array of (i, j), in the order of i, "
        "then of j. The same test as the scalar ``overlaps_*`` methods, bit for bit; brute "
        "force, O(N * M) (the reference a broad phase is checked against)."
    )
    return method


def leaf_fields(dtype: Any) -> Dict[str, Tuple[int, Any]]:
    """The leaves of a result dtype by name, nested ones dotted ("hit.normal", as
    ``sweeps.hit.normal`` reads): name -> (byte offset, the field's dtype)."""
    leaves: Dict[str, Tuple[int, Any]] = {}
    for name in dtype.names:
        field, offset = dtype.fields[name][:2]
        if field.names:
            for sub, (sub_offset, sub_field) in leaf_fields(field).items():
                leaves[f"{name}.{sub}"] = (offset + sub_offset, sub_field)
        else:
            leaves[name] = (offset, field)
    return leaves


# (result type, names) -> the binding's spec: a method called with the same fields
# again (a loop, frame after frame) skips the checks and the dtype walk.
_SPECS: Dict[Tuple[Any, Tuple[str, ...]], Tuple[Any, ...]] = {}


def _field_spec(result_type: Any, func: str, fields: Any) -> Tuple[Tuple[str, ...], Tuple[Any, ...]]:
    """``fields`` checked against the result's dtype: (names, the spec for the binding,
    an (offset, size, dtype, shape) per name)."""
    if isinstance(fields, str) or not isinstance(fields, (tuple, list)):
        raise TypeError(f"{func}(): 'fields' must be a tuple or list of field names, "
                        f"not {type(fields).__name__}")
    names = tuple(fields)
    bad = next((n for n in names if not isinstance(n, str)), None)
    if bad is not None:  # a list among them was a bare "unhashable type" below
        raise TypeError(f"{func}(): 'fields' must be field names (strings), not "
                        f"{type(bad).__name__}")
    spec = _SPECS.get((result_type, names))
    if spec is not None:
        return names, spec
    leaves = leaf_fields(result_type._dtype)
    for name in names:
        if name not in leaves:
            raise ValueError(f"{func}(): 'fields' has {name!r}, not a field of "
                             f"{result_type.__name__} (its fields: {', '.join(leaves)})")
    if not names or len(set(names)) != len(names):
        raise ValueError(f"{func}(): 'fields' must name at least one field, each once")
    spec = tuple((offset, field.itemsize, field.base, field.shape)
                 for offset, field in (leaves[name] for name in names))
    if len(_SPECS) < 1024:  # names are the caller's: keep the cache bounded
        _SPECS[(result_type, names)] = spec
    return names, spec


def is_generated(twin: type, name: str) -> bool:
    """``twin.name`` was made from the kernel list (not written by hand)."""
    return bool(getattr(twin.__dict__.get(name), "_generated", False))


def install(twin: type, kind: str, scalar_type: type, wrappers: Dict[str, Callable]) -> None:
    """Attach to ``twin`` the method of every kernel whose receiver is ``kind``,
    except the methods the class writes by hand, and its row validator."""
    for k in KERNELS:
        if k.receiver != kind:
            continue
        if k.result == "none":
            setattr(twin, "_check", staticmethod(k.function))
        elif k.args[1].kind == "shapes_all":  # sweep_into: its colliders are a shape set
            from ._sweep_into import sweep_into_method

            method = sweep_into_method(kind, k.function, wrappers[k.result])
            method._generated = True  # type: ignore[attr-defined]
            setattr(twin, k.method, method)
        elif k.method not in twin.__dict__ or is_generated(twin, k.method):
            method = _make_method(k, wrappers.get(k.result, lambda raw: raw), scalar_type)
            method._generated = True  # type: ignore[attr-defined]
            setattr(twin, k.method, method)


def _pairs(raw: Any) -> Any:
    """A pairs kernel's (K, 2) rows of two int64 (row, other row), which the
    binding returns in float64 clothing like every record output."""
    return raw.view("<i8" if raw.dtype.byteorder in "<=|" else ">i8")


def _install_all() -> None:
    from ._result_arrays import (CirclePointsArray, DistanceArray, HitArray, IntervalArray,
                                 LineIntersectionArray, ManifoldArray, SweepArray)
    from ._polygon_array import PolygonArray
    from ._shape_arrays import AABBArray, CapsuleArray, CircleArray, OBBArray, SegmentArray

    wrappers = {"hit": HitArray._wrap, "sweep": SweepArray._wrap,
                "interval": IntervalArray._wrap, "line": LineIntersectionArray._wrap,
                "points": CirclePointsArray._wrap, "distance": DistanceArray._wrap,
                "manifold": ManifoldArray._wrap,
                "pairs": _pairs}
    for twin, kind, scalar in ((AABBArray, "aabb", _core.AABB),
                               (CircleArray, "circle", _core.Circle),
                               (SegmentArray, "segment", _core.Segment),
                               (OBBArray, "obb", _core.OBB),
                               (CapsuleArray, "capsule", _core.Capsule),
                               (PolygonArray, "polygon", _core.Polygon)):
        install(twin, kind, scalar, wrappers)


_install_all()
