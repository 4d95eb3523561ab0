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
    # A circle swept into one Segment given as sweep_into's colliders: the target once
    # read the segment's four numbers as a box's row for the scalar calls it compares
    # with (a false "batch != scalar", or a ValueError of its own on a negative half).
    "one segment as the colliders": bytes.fromhex(
        "8c385f18726ac8dfcbe65e1fd629680bcee300c869b584ec84bad5f53ebff8fdff72dc6e41b555169972"
        "5a3812174519b313335f8c17b4766274345020cdbb832d60a09a5d7526ac8039ff10442f49d1533170b2"
        "c4615d0c99fd29b6785c75e9002001e34fd19f92b812f2f29acb6e5f624af4cda0616d02c9f696c4942e"
        "bfa7196d0affa24cc2cd959c5c9d0758cf2cbeeba1e79094bdd0a4e281ea827deceeb9cb50a17714db3f"
        "467dc3027920cf323b1b262c619b61c970f8db8f44f25183014245f3d6ba4109ad821e4d6b99872bc12c"
        "49d61e7a566dabff04c97c728d1b5929eaef2281200ef512ed224d8f6161e829ca7ee91ae46046f47434"
        "c353313bfd81a66c2cec4900a8533a4c36f58dedea3640b94b0717e1d5f673e778ca0cac4c21e4594648"
        "ce9e83c0b42bd9485c0cf499f5fed09f47a51f45c69fa49777ca42afd07e59148bce5a46b17e27e38b51"
        "13cc6f9438f4831e0dc9731e7db25cb2b6d53866dd3e0a30247b9dbc142ae2098b04e993eef65a369001"
        "c40b56fe9595e98589d05795b0b5f908729887b3b9f68dee62130f2ad2b50546c939d8d8d7a35fa62dfa"
        "c9"
    ),
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
