"""``python -m benchmarks.memory``: the peak memory of the broad phase, per shape.

Each call runs in a fresh process (so peaks do not mix) on the uniform scene of
``benchmarks.broad``: the process's peak resident size during the call (``VmHWM``, its
high-water mark reset just before the call through ``/proc/self/clear_refs``, so that the
numpy temporaries of making the inputs do not hide it), less its resident size with the
inputs made (and the arrays collide2d keeps for reuse given back, ``release_memory``), less the output's own bytes, divided by the shapes. Linux only.
The target: the output plus 64 bytes per indexed shape. The ``freeze()`` rows:
the same boxes frozen (``AABBArray.freeze``) before the call, read in place by it.
"""

from __future__ import annotations

import subprocess
import sys

CHILD = r"""
import sys
import numpy as np
from benchmarks.broad import scene
import collide2d
collide2d.set_num_threads(1)
n, what = int(sys.argv[1]), sys.argv[2]
boxes = collide2d.AABBArray(scene(n, False))
if what.startswith("frozen "):  # rows read in place (AABBArray.freeze)
    boxes, what = boxes.freeze(), what.split()[1]
probes = collide2d.AABBArray(scene(n, False)[: n // 10] * [1, 1, 0.5, 0.5])
index = collide2d.Index(boxes) if what != "pairs" else None
def status(field):
    with open("/proc/self/status") as f:
        return next(int(line.split()[1]) * 1024 for line in f if line.startswith(field))
collide2d.release_memory()  # arrays kept from making the index would hide the call's own
# Memory the C library's heap keeps after the inputs' temporaries were freed (resident,
# counted in `before`) would be reused by the call unseen: given back first.
import ctypes
ctypes.CDLL("libc.so.6").malloc_trim(0)
with open("/proc/self/clear_refs", "w") as f:
    f.write("5")  # the peak resident size (VmHWM) starts again from the current size
before = status("VmRSS:")
if what == "pairs":
    out = collide2d.pairs(boxes)
    kept = out.nbytes
elif what == "Index":
    out = collide2d.Index(boxes)
    kept = 0
elif what == "sweep":  # an Index built, then movers swept through it (no copy of its boxes)
    out = probes.sweep_into(collide2d.Index(boxes), (1.0, 0.5))
    kept = out.records.nbytes
else:
    out = index.query(probes)
    kept = out[0].nbytes + out[1].nbytes
peak = status("VmHWM:")
print(peak - before, kept)
"""


def measure(n: int, what: str) -> tuple[int, int]:
    done = subprocess.run([sys.executable, "-c", CHILD, str(n), what], capture_output=True,
                          text=True, check=True)
    grown, kept = map(int, done.stdout.split())
    return grown, kept


def main() -> int:
    print("peak memory of the broad phase (fresh process per row, uniform boxes, one thread)")
    print(f"{'call':<34} {'N':>10} {'output':>12} {'beyond output':>16} {'per shape':>10}")
    for n in (10**5, 10**6):
        for what, label in (("pairs", "pairs(boxes)"), ("Index", "Index(boxes)"),
                            ("query", "Index.query (N/10 probes)"),
                            ("sweep", "Index + sweep_into (N/10 movers)"),
                            ("frozen pairs", "pairs(boxes.freeze())"),
                            ("frozen Index", "Index(boxes.freeze())")):
            grown, kept = measure(n, what)
            beyond = max(grown - kept, 0)
            print(f"{label:<34} {n:>10,} {kept:>12,} {beyond:>16,} {beyond / n:>9.0f}B")
    return 0


if __name__ == "__main__":
    sys.exit(main())
