"""`python -m companion ARGS` (or the module `PEAK_MODULE` names), run the same way, and then its peak memory
written where `PEAK_FILE` says.

The peak is the kernel's high-water mark of this process's own memory (`VmHWM`), which starts afresh when
the process starts: a child's `ru_maxrss` would also count the memory of the process it was forked from.
"""

from __future__ import annotations

import atexit
import os
import runpy
import sys


def _write_peak() -> None:
    with open("/proc/self/status", encoding="ascii") as status:
        peak = next(line.split()[1] for line in status if line.startswith("VmHWM:"))
    with open(os.environ["PEAK_FILE"], "w", encoding="ascii") as kept:
        kept.write(peak)


atexit.register(_write_peak)
module = os.environ.get("PEAK_MODULE", "companion")
sys.argv = [module, *sys.argv[1:]]
runpy.run_module(module, run_name="__main__", alter_sys=True)
