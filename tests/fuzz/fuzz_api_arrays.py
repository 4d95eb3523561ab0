"""The API fuzzer (fuzz_api.py), part 5: the array twins' constructors and methods, result
arrays and their records.
"""

from __future__ import annotations

import array
import pickle
import warnings

import numpy as np
from fuzz_api_checks import Caller, _bits, check_value, fingerprint
from fuzz_api_generators import (
    _SUBCLASSES,
    NAN,
    WIDTH,
    WRONG,
    _layout,
    _row_values,
    gen_num,
    gen_pair,
    gen_rows,
    gen_scalar_shape,
    gen_size,
    gen_twin,
    twin_class,
)
from fuzz_api_values import (
    _CTX,
    STATS,
    Decoder,
    EvilBool,
    EvilFloat,
    EvilIndex,
    EvilSeq,
    _short,
    collide2d,
)

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
    shapes = (c2.AABB, c2.Circle, c2.Segment, c2.OBB, c2.Capsule, c2.Polygon)
    if isinstance(colliders, shapes):  # one shape of any kind: not a row of box numbers
        return [colliders]
    if isinstance(colliders, c2.AABBArray):
        return [_scalar_from_row("aabb", r) for r in colliders.rows]
    if isinstance(colliders, c2.CircleArray):
        return [_scalar_from_row("circle", r) for r in colliders.rows]
    if isinstance(colliders, (list, tuple)):
        if all(isinstance(c, shapes) for c in colliders):
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

