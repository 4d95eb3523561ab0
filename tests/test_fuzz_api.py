"""The API fuzz target (tests/fuzz/fuzz_api.py) over fixed-seed pseudo-random inputs.

``test_one_input`` runs in-process over ~3000 reproducible byte strings and a few
hand-made ones. A failure lists every distinct violation with the index of the
first input that showed it, its bytes (hex) and the command that replays it:

    python tests/fuzz/fuzz_api.py --no-atheris --seed 20240601 --only <index>

The user object whose ``__float__`` empties the list it is in (which used to
segfault) only runs in a subprocess, so a crash fails one test instead of
killing pytest.
"""

from __future__ import annotations

import collections
import importlib.util
import pathlib
import subprocess
import sys
import time
import traceback

import pytest

FUZZ_PATH = pathlib.Path(__file__).parent / "fuzz" / "fuzz_api.py"
SEED = 20240601
RUNS = 3000
TIME_BUDGET = 40.0  # seconds for the in-process loop; it normally takes a few


def _load_fuzz_module():
    name = "collide2d_fuzz_api"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, FUZZ_PATH)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # the target's subclasses pickle by module name
    spec.loader.exec_module(module)
    return module


fuzz = _load_fuzz_module()


def _run_inputs(inputs):
    """Run (name, replay command, data) inputs; a dict of failures grouped by violation."""
    groups = collections.OrderedDict()
    counts = collections.Counter()
    ran = 0
    start = time.perf_counter()
    for name, replay, data in inputs:
        if time.perf_counter() - start > TIME_BUDGET:
            break
        ran += 1
        try:
            fuzz.test_one_input(data)
        except fuzz.Violation as v:
            lines = str(v).splitlines()[1:-1]
        except Exception:  # a bug of the target itself: report it the same way
            lines = ["[fuzz target error] " + traceback.format_exc().strip().splitlines()[-1]
                     + " | " + " ".join(traceback.format_exc().splitlines()[-6:-1])]
        else:
            continue
        for line in lines:
            key = line.split(":", 1)[0]
            counts[key] += 1
            if key not in groups:
                groups[key] = (name, replay, line, data)
    return ran, time.perf_counter() - start, groups, counts


def _failure_text(ran, seconds, groups, counts) -> str:
    out = [f"{len(groups)} distinct violation(s) in {ran} inputs ({seconds:.1f} s):"]
    for key, (name, replay, line, data) in groups.items():
        out.append(f"\n{counts[key]} x {line[:1500]}")
        out.append(f"    first seen on {name}; replay: {replay}")
        out.append(f"    input ({len(data)} bytes): {data.hex()}")
    return "\n".join(out)


def test_fuzz_api_seeded_inputs():
    inputs = (
        (f"seeded input {i}",
         f"python tests/fuzz/fuzz_api.py --no-atheris --seed {SEED} --only {i}",
         fuzz.seeded_input(SEED, i))
        for i in range(RUNS)
    )
    ran, seconds, groups, counts = _run_inputs(inputs)
    assert ran >= min(RUNS, 500), f"only {ran} inputs ran within {TIME_BUDGET} s"
    if groups:
        pytest.fail(_failure_text(ran, seconds, groups, counts), pytrace=False)


HAND_MADE = {
    "empty": b"",
    "zeros": bytes(64),
    "ones": b"\xff" * 512,
    "counting": bytes(range(256)) * 2,
    "alternating": b"\x00\xff" * 200,
    "sevens": b"\x07" * 300,
}


@pytest.mark.parametrize("name", sorted(HAND_MADE))
def test_fuzz_api_hand_made_input(name):
    data = HAND_MADE[name]
    replay = ("python -c \"import sys; sys.path.insert(0, 'tests/fuzz'); import fuzz_api; "
              f"fuzz_api.test_one_input(bytes.fromhex('{data.hex()}'))\"")
    ran, seconds, groups, counts = _run_inputs([(f"hand-made input {name!r}", replay, data)])
    if groups:
        pytest.fail(_failure_text(ran, seconds, groups, counts), pytrace=False)


def test_fuzz_api_evil_mutation_does_not_crash():
    """The list-emptying __float__, in a subprocess: it must not kill the process."""
    cmd = [sys.executable, str(FUZZ_PATH), "--no-atheris", "--evil-mutation", "--runs", "1500",
           "--seed", str(SEED + 1)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=120,
                          cwd=FUZZ_PATH.parent.parent.parent)
    # 0: no violation, 1: violations (reported by the in-process tests); < 0 a signal
    assert proc.returncode in (0, 1), (
        f"{' '.join(cmd)} died with return code {proc.returncode} "
        f"(rerun with --verbose to see the input index)\n{proc.stderr[-3000:]}"
    )
