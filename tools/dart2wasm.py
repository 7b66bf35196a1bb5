"""The two changes the site makes in Flet's dart2wasm client (`main.dart.wasm`), as it makes them in the dart2js
one (`build_web.CLIENT_CHANGES`): no Rive runtime asked of a CDN, and a boot screen with no spinner.

A WebAssembly module is a list of sections, each its id and its size ahead of its content; the client's strings
are imports of its import section (JavaScript's string builtins: the import's name is the string itself), its
constants globals of its global section, each built by a constant expression. So:

- a string is replaced by another of the same length, byte for byte, and nothing else moves;
- the boot screen's options are the constant map `{spinner_size: 30, startup_message: "Working..."}`, which the
  module holds as a list of its keys and values; the global its spinner size reads (the boxed 30, which other
  constants share) is swapped for one holding 0, written in as many bytes.

Each change checks that the client holds what it changes exactly once, and raises where it does not."""

from __future__ import annotations

from dataclasses import dataclass

IMPORTS, GLOBALS = 2, 6
"""The ids of the import and the global sections."""
GLOBAL_KIND = 3
"""An import of a global (its kind in the import section)."""
REF, REF_NULL = 0x64, 0x63
"""The value types followed by a heap type."""
END, GLOBAL_GET, I32_CONST, I64_CONST, F32_CONST, F64_CONST, REF_NULL_OP, REF_FUNC, GC = (
    0x0B,
    0x23,
    0x41,
    0x42,
    0x43,
    0x44,
    0xD0,
    0xD2,
    0xFB,
)
ARITHMETIC = frozenset({0x6A, 0x6B, 0x6C, 0x7C, 0x7D, 0x7E})
"""The extended constant expressions' additions, subtractions and multiplications: one byte each."""
STRUCT_NEW, ARRAY_NEW_FIXED = 0x00, 0x08
WITH_TYPE = frozenset({0x00, 0x01, 0x06, 0x07})
"""Gc instructions of constant expressions followed by one type index (struct.new, struct.new_default,
array.new, array.new_default)."""
WITH_TWO = frozenset({0x08, 0x09, 0x0A})
WITHOUT = frozenset({0x1A, 0x1B, 0x1C})
"""any.convert_extern, extern.convert_any, ref.i31."""


def _number(data: bytes, at: int, signed: bool) -> tuple[int, int]:
    """The LEB128 number at `at`, and where it ends."""
    value = shift = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return (value - (1 << shift) if signed and byte & 0x40 else value), at


def _unsigned(data: bytes, at: int) -> tuple[int, int]:
    return _number(data, at, signed=False)


def _signed(data: bytes, at: int) -> tuple[int, int]:
    return _number(data, at, signed=True)


def _leb(value: int) -> bytes:
    out = bytearray()
    while True:
        low, value = value & 0x7F, value >> 7
        out.append(low | 0x80 if value else low)
        if not value:
            return bytes(out)


def _section(module: bytes, wanted: int) -> int:
    """Where the content of section `wanted` starts."""
    at = 8  # the magic number and the version
    while at < len(module):
        size, content = _unsigned(module, at + 1)
        if module[at] == wanted:
            return content
        at = content + size
    raise ValueError(f"the module has no section {wanted}")


def _value_type(module: bytes, at: int) -> int:
    """Where the value type at `at` ends."""
    if module[at] in (REF, REF_NULL):
        return _signed(module, at + 1)[1]
    return at + 1


def _limits(module: bytes, at: int) -> int:
    flags = module[at]
    at = _unsigned(module, at + 1)[1]
    return _unsigned(module, at)[1] if flags & 1 else at


@dataclass(frozen=True)
class Op:
    """One instruction of a constant expression: its code (a gc one as 0xFB00 + its number), its immediates,
    and where it starts."""

    code: int
    immediates: tuple[int, ...]
    at: int


def _expression(module: bytes, at: int) -> tuple[list[Op], int]:
    """The constant expression at `at`, and where it ends."""
    ops: list[Op] = []
    while True:
        code, start = module[at], at
        at += 1
        if code == END:
            return ops, at
        immediates: list[int] = []
        if code in (GLOBAL_GET, REF_FUNC):
            value, at = _unsigned(module, at)
            immediates.append(value)
        elif code in (I32_CONST, I64_CONST, REF_NULL_OP):
            value, at = _signed(module, at)
            immediates.append(value)
        elif code in (F32_CONST, F64_CONST):
            at += 4 if code == F32_CONST else 8
        elif code == GC:
            sub, at = _unsigned(module, at)
            code = 0xFB00 + sub
            for _ in range(1 if sub in WITH_TYPE else 2 if sub in WITH_TWO else 0):
                value, at = _unsigned(module, at)
                immediates.append(value)
            if sub not in WITH_TYPE | WITH_TWO | WITHOUT:
                raise ValueError(f"a constant expression with the gc instruction {sub:#x}")
        elif code not in ARITHMETIC:
            raise ValueError(f"a constant expression with the instruction {code:#x}")
        ops.append(Op(code, tuple(immediates), start))


def _imports(module: bytes) -> tuple[dict[bytes, tuple[int, int]], int]:
    """Each string the module imports (by the import's name) with the index of its global and where the name
    starts; and how many globals the module imports."""
    count, at = _unsigned(module, _section(module, IMPORTS))
    strings: dict[bytes, tuple[int, int]] = {}
    repeated: set[bytes] = set()
    globals_ = 0
    for _ in range(count):
        length, at = _unsigned(module, at)
        at += length
        length, at = _unsigned(module, at)
        name, named = module[at : at + length], at
        at += length
        kind = module[at]
        at += 1
        if kind == 0 or kind == 4:  # a function, a tag
            at = _unsigned(module, at + (1 if kind == 4 else 0))[1]
        elif kind == 1:  # a table
            at = _limits(module, _value_type(module, at))
        elif kind == 2:  # a memory
            at = _limits(module, at)
        elif kind == GLOBAL_KIND:
            at = _value_type(module, at) + 1
            if name in strings:
                repeated.add(name)
            strings[name] = (globals_, named)
            globals_ += 1
    return {name: place for name, place in strings.items() if name not in repeated}, globals_


def _globals(module: bytes, first: int) -> dict[int, list[Op]]:
    """The constant expression of each global the module defines, by the global's index (the first after the
    `first` imported)."""
    count, at = _unsigned(module, _section(module, GLOBALS))
    defined: dict[int, list[Op]] = {}
    for index in range(first, first + count):
        at = _value_type(module, at) + 1
        defined[index], at = _expression(module, at)
    return defined


def _reads(ops: list[Op], index: int) -> bool:
    return any(op.code == GLOBAL_GET and op.immediates == (index,) for op in ops)


def _only(found: list[int], what: str) -> int:
    if len(found) != 1:
        raise ValueError(f"main.dart.wasm holds {len(found)} {what}, not one")
    return found[0]


def with_string(module: bytes, old: str, new: str) -> bytes:
    """`module` with its imported string `old` replaced by `new`, of the same length in UTF-8."""
    before, after = old.encode(), new.encode()
    if len(before) != len(after):
        raise ValueError(f"{new!r} is not as long as {old!r}")
    strings, _ = _imports(module)
    if before not in strings:
        raise ValueError(f"main.dart.wasm imports no string {old!r} (or more than one)")
    named = strings[before][1]
    return module[:named] + after + module[named + len(after) :]


def with_constant_int(module: bytes, key: str, next_key: str, value: int) -> bytes:
    """`module` with the value of `key` in its one constant map whose next key is `next_key` (a map's keys and
    values are one list: key, value, key, value ...) read from a global holding `value` instead: one that boxes
    `value` as the old one boxes its number, defined before the map, its index as many bytes long."""
    strings, imported = _imports(module)
    defined = _globals(module, imported)

    def string(text: str) -> int:
        """The global of the constant string `text`: its import wrapped in a Dart string."""
        if text.encode() not in strings:
            raise ValueError(f"main.dart.wasm imports no string {text!r} (or more than one)")
        raw = strings[text.encode()][0]
        return _only([index for index, ops in defined.items() if len(ops) == 4 and _reads(ops, raw)], repr(text))

    first, second = string(key), string(next_key)
    found = []
    for index, ops in defined.items():
        if not any(op.code == 0xFB00 + ARRAY_NEW_FIXED for op in ops):
            continue
        reads = [op for op in ops if op.code == GLOBAL_GET]
        found += [
            (index, reads[place + 1])
            for place in range(len(reads) - 2)
            if reads[place].immediates == (first,) and reads[place + 2].immediates == (second,)
        ]
    mapped = _only([index for index, _ in found], f"constant maps of {key!r} then {next_key!r}")
    old = found[0][1]
    box = defined[old.immediates[0]]
    if [op.code for op in box] != [I32_CONST, I64_CONST, 0xFB00 + STRUCT_NEW]:
        raise ValueError(f"the value of {key!r} in main.dart.wasm is not a boxed number")
    width = len(_leb(old.immediates[0]))
    wanted = [(box[0].code, box[0].immediates), (I64_CONST, (value,)), (box[2].code, box[2].immediates)]
    same = [
        index
        for index, ops in defined.items()
        if index < mapped and len(_leb(index)) == width and [(op.code, op.immediates) for op in ops] == wanted
    ]
    if not same:
        raise ValueError(f"main.dart.wasm has no constant {value} to give {key!r}")
    start = old.at + 1
    return module[:start] + _leb(same[0]) + module[start + width :]
