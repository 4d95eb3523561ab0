"""The API fuzzer (fuzz_api.py), part 4: the scalar shapes' constructors, methods, Vec2
arithmetic, the line functions, subclasses and thread settings.
"""

from __future__ import annotations

import operator
import pickle

import numpy as np
from fuzz_api_checks import Caller, _bits, check_value, fingerprint
from fuzz_api_generators import gen_coord, gen_num, gen_pair, gen_scalar_shape, gen_twin
from fuzz_api_values import (
    _CTX,
    Decoder,
    EvilBool,
    EvilFloat,
    EvilIndex,
    EvilIter,
    _short,
    collide2d,
)

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


