"""The API fuzzer (fuzz_api.py), part 3: calling under watch (which exceptions may come out,
inputs unmodified) and checking results (batch == scalar, no NaN, round trips).
"""

from __future__ import annotations

import array
import math
import pickle
import struct

import numpy as np
from fuzz_api_generators import INF, NAN
from fuzz_api_values import (
    STATS,
    Ctx,
    EvilError,
    EvilException,
    EvilSeq,
    _short,
    collide2d,
)

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


