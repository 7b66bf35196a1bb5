"""A browser held to a share of one CPU, every process and thread of it, as a mid-range phone runs a page.

Chromium's own throttle (`Emulation.setCPUThrottlingRate` over DevTools) slows a page's main thread only: it is
refused on a dedicated worker, which is where the web app's Python runs. So the throttled web figures hold the
whole browser to `1 / rate` of one CPU with the kernel's CPU controller instead: a control group whose quota is
`period / rate` each period, into which the browser's processes are moved as soon as it has started. What they
start later (the renderer of each page, its workers' threads) starts inside the group, as a forked process and
a new thread stay in their parent's group.

This needs a writable CPU controller (cgroup v2's `cpu.max`, or v1's `cpu.cfs_quota_us`), as root in a container
or on a machine of one's own; where there is none, `held` says so and yields None, and the caller falls back to
Chromium's own throttle.
"""

from __future__ import annotations

import contextlib
import os
import uuid
from collections.abc import Iterator
from pathlib import Path

PERIOD_US = 10_000
"""The controller's accounting period: the group may run `PERIOD_US / rate` microseconds of CPU in each. Short,
so that the browser gets its CPU in slices of a few milliseconds, as from a slower processor: with the kernel's
default of 100 ms, a tap ran its first 25 ms at full speed and then waited 75 ms, so that a tap's time came in
steps of a tenth of a second (the floor's 98 ms, one period; a full homeland's 198 ms, two) rather than with
the work it does."""

_V2 = Path("/sys/fs/cgroup")
_V1 = Path("/sys/fs/cgroup/cpu")


def _group(rate: float) -> tuple[Path, Path] | None:
    """A new control group of `1 / rate` of one CPU, and the file processes are moved into it with; None where the
    CPU controller cannot be written to."""
    quota = max(1000, int(PERIOD_US / rate))
    name = f"benchmark-{uuid.uuid4().hex[:8]}"
    with contextlib.suppress(OSError):
        if "cpu" in (_V2 / "cgroup.controllers").read_text().split():
            group = _V2 / name
            group.mkdir()
            (group / "cpu.max").write_text(f"{quota} {PERIOD_US}")
            return group, group / "cgroup.procs"
    with contextlib.suppress(OSError):
        if (_V1 / "cpu.cfs_quota_us").exists():
            group = _V1 / name
            group.mkdir()
            (group / "cpu.cfs_period_us").write_text(str(PERIOD_US))
            (group / "cpu.cfs_quota_us").write_text(str(quota))
            return group, group / "cgroup.procs"
    return None


def _processes() -> dict[int, tuple[int, str]]:
    """Every process: its parent's id and its command line."""
    found: dict[int, tuple[int, str]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        with contextlib.suppress(OSError, ValueError, IndexError):
            parent = int((entry / "stat").read_text().rpartition(")")[2].split()[1])
            found[int(entry.name)] = (parent, (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode())
    return found


def browser_processes(marker: str) -> list[int]:
    """The processes of the browser whose command line holds `marker` (its own DevTools port, say), and all that
    descend from it."""
    processes = _processes()
    tree = [pid for pid, (_, command) in processes.items() if marker in command.split()]
    for pid in tree:  # grows as it is walked: each process's children after it
        tree.extend(child for child, (parent, _) in processes.items() if parent == pid and child not in tree)
    return tree


@contextlib.contextmanager
def held(markers: list[str], rate: float) -> Iterator[Path | None]:
    """Hold the browsers whose command lines hold `markers` to `1 / rate` of one CPU while inside; the group, or
    None where the CPU controller cannot be written to (nothing is held then)."""
    made = _group(rate)
    if made is None:
        yield None
        return
    group, procs = made
    try:
        for marker in markers:
            for pid in browser_processes(marker):
                with contextlib.suppress(ProcessLookupError, OSError):  # gone since it was listed
                    procs.write_text(str(pid))
        yield group
    finally:
        parent = group.parent / "cgroup.procs"
        for pid in procs.read_text().split():
            with contextlib.suppress(OSError):
                parent.write_text(pid)
        with contextlib.suppress(OSError):
            os.rmdir(group)
