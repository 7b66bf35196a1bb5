"""`tools.dart2wasm` on Flet's own dart2wasm client: a string swapped for one as long, byte for byte; the boot
screen's spinner size read from a constant 0; and a refusal, not a broken client, where the client no longer holds
what is changed."""

from __future__ import annotations

from functools import cache

import pytest

from tools import build_web, dart2wasm


@cache
def client() -> bytes:
    return (build_web.client() / "main.dart.wasm").read_bytes()


def differing(one: bytes, other: bytes) -> list[int]:
    assert len(one) == len(other)
    return [at for at, (a, b) in enumerate(zip(one, other, strict=True)) if a != b]


def spinner_box(module: bytes) -> list[dart2wasm.Op]:
    """The constant expression of the global that the boot screen's spinner size is read from."""
    strings, imported = dart2wasm._imports(module)
    defined = dart2wasm._globals(module, imported)
    raw = {strings[name.encode()][0]: name for name in ("spinner_size", "startup_message")}
    wrapped = {
        index: raw[ops[2].immediates[0]]
        for index, ops in defined.items()
        if len(ops) == 4 and ops[2].code == dart2wasm.GLOBAL_GET and ops[2].immediates[0] in raw
    }
    (value,) = [
        reads[place + 1].immediates[0]
        for ops in defined.values()
        for reads in [[op for op in ops if op.code == dart2wasm.GLOBAL_GET]]
        for place in range(len(reads) - 2)
        if wrapped.get(reads[place].immediates[0]) == "spinner_size"
        and wrapped.get(reads[place + 2].immediates[0]) == "startup_message"
    ]
    return defined[value]


def test_a_string_is_replaced_in_place_and_the_import_keeps_its_global() -> None:
    changed = dart2wasm.with_string(client(), build_web.RIVE_RUNTIME, build_web.NO_RIVE_WASM)
    before, _ = dart2wasm._imports(client())
    after, _ = dart2wasm._imports(changed)
    assert build_web.RIVE_RUNTIME.encode() not in changed
    assert after[build_web.NO_RIVE_WASM.encode()][0] == before[build_web.RIVE_RUNTIME.encode()][0]
    named = before[build_web.RIVE_RUNTIME.encode()][1]
    assert all(named <= at < named + len(build_web.RIVE_RUNTIME) for at in differing(client(), changed))


def test_the_spinner_size_is_read_from_a_zero_of_the_same_kind_and_nothing_else_changes() -> None:
    box = spinner_box(client())
    assert box[1].immediates == (30,)
    changed = dart2wasm.with_constant_int(client(), "spinner_size", "startup_message", 0)
    now = spinner_box(changed)
    assert [(op.code, op.immediates) for op in now] == [
        (box[0].code, box[0].immediates),
        (dart2wasm.I64_CONST, (0,)),
        (box[2].code, box[2].immediates),
    ]
    assert len(differing(client(), changed)) <= 3  # one global's index, its length kept


@pytest.mark.parametrize(
    ("change", "refusal"),
    [
        (lambda: dart2wasm.with_string(client(), build_web.RIVE_RUNTIME, "data:,"), "not as long"),
        (lambda: dart2wasm.with_string(client(), "no such string in the client", "x" * 28), "imports no string"),
        (lambda: dart2wasm.with_constant_int(client(), "spinner_size", "no such key", 0), "imports no string"),
        (lambda: dart2wasm.with_constant_int(client(), "startup_message", "spinner_size", 0), "holds 0 constant"),
        (lambda: dart2wasm.with_constant_int(client(), "spinner_size", "startup_message", 987654), "no constant"),
    ],
)
def test_a_client_without_what_is_changed_is_refused(change: object, refusal: str) -> None:
    with pytest.raises(ValueError, match=refusal):
        change()  # type: ignore[operator]
