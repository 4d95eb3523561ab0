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

import collections
import json
import os
import random
import sys
import time
import warnings

import numpy as np

# The parts of the fuzzer live next to this file; loaded by its path (tests/test_fuzz_api.py)
# rather than run, it puts them on the import path itself.
_HERE = os.path.dirname(os.path.abspath(__file__))
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)

import fuzz_api_arrays  # noqa: E402
import fuzz_api_checks  # noqa: E402
import fuzz_api_generators  # noqa: E402
import fuzz_api_scalars  # noqa: E402
import fuzz_api_values  # noqa: E402
from fuzz_api_arrays import (
    gen_batch_colliders,
    op_batch_then_records,
    op_result_arrays,
    op_twin_ctor,
    op_twin_method,
)
from fuzz_api_checks import Caller, fingerprint
from fuzz_api_generators import (
    WRONG,
    _row_values,
    gen_coord,
    gen_pair,
    gen_rows,
    gen_scalar_shape,
    gen_twin,
)
from fuzz_api_scalars import (
    gen_scalar_colliders,
    op_line_functions,
    op_scalar_ctor,
    op_scalar_method,
    op_subclass_scalar,
    op_threads,
    op_vec2_ops,
)
from fuzz_api_values import (
    _SEEN,
    EVIL_MUTATION,
    LOG_PATH,
    STATS,
    WARN_STATS,
    Ctx,
    Decoder,
    Violation,
    _short,
    collide2d,
)

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



# The parts of the fuzzer (one topic each); a setting changed at run time is set in all.
_PARTS = (fuzz_api_values, fuzz_api_generators, fuzz_api_checks, fuzz_api_scalars,
          fuzz_api_arrays)


def _share(name: str, value) -> None:
    """Set the module-level `name` in this file and in every part that has it."""
    globals()[name] = value
    for part in _PARTS:
        if hasattr(part, name):
            setattr(part, name, value)


def _load() -> None:
    if collide2d is None:
        import collide2d as c2

        _share("collide2d", c2)


def test_one_input(data: bytes) -> None:
    """One fuzz input: 1 to 3 operations; AssertionError on a violation."""
    _load()
    d = Decoder(data)
    ctx = Ctx()
    _share("_CTX", ctx)
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
    argv = sys.argv[1:]
    if "--evil-mutation" in argv:
        argv.remove("--evil-mutation")
        _share("EVIL_MUTATION", True)
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
    with atheris.instrument_imports(include=["collide2d"]):
        import collide2d as c2
    _share("collide2d", c2)
    atheris.Setup([sys.argv[0]] + argv, test_one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
