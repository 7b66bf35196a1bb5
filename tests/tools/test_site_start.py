"""The site's start (`tools.build_web.START`) unpacking the app's packages: every file as packed, under its folder,
and an archive holding anything else refused before a byte of it is written."""

from __future__ import annotations

import ast
import io
import os
import tarfile
from collections.abc import Callable
from pathlib import Path

import pytest

from tools import build_web

Unpack = Callable[[tarfile.TarFile, str], None]


@pytest.fixture(scope="module")
def unpacked() -> Unpack:
    """The start's `unpacked`, taken from the module the site runs (the rest of it needs the browser)."""
    start = ast.parse(build_web.START.format(archive="a.tar.gz", packages="p", module="main"))
    (found,) = (node for node in start.body if isinstance(node, ast.FunctionDef) and node.name == "unpacked")
    scope = {"os": os, "tarfile": tarfile}
    exec(compile(ast.Module([found], type_ignores=[]), "web_start", "exec"), scope)
    function: Unpack = scope["unpacked"]
    return function


def packed(tmp_path: Path, files: dict[str, bytes]) -> tarfile.TarFile:
    """An archive of `files` (by name) as the build packs one (`build_web.pack`), opened."""
    folder = tmp_path / "packed"
    for name, data in files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(data)
    archive = tmp_path / "packages.tar.gz"
    build_web.pack(folder, archive)
    return tarfile.open(archive)


def written(folder: Path) -> dict[str, bytes]:
    return {path.relative_to(folder).as_posix(): path.read_bytes() for path in folder.rglob("*") if path.is_file()}


def test_every_file_of_the_packages_is_written_as_packed(tmp_path: Path, unpacked: Unpack) -> None:
    files = {
        "flet/__init__.pyc": b"\x00\x01",
        "flet/controls/core/text.pyc": b"text",
        "babel/locale-data/fi.dat": os.urandom(3000),
        "pydantic_core/_pydantic_core.so": b"",
    }
    with packed(tmp_path, files) as archive:
        unpacked(archive, str(tmp_path / "out"))
    assert written(tmp_path / "out") == files


def member(name: str, kind: bytes = tarfile.REGTYPE, data: bytes = b"x", link: str = "") -> tarfile.TarFile:
    """An archive of one member `name`, of the `kind` given, opened."""
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w") as archive:
        info = tarfile.TarInfo(name)
        info.type, info.linkname = kind, link
        info.size = len(data) if kind == tarfile.REGTYPE else 0
        archive.addfile(info, io.BytesIO(data) if kind == tarfile.REGTYPE else None)
    buffer.seek(0)
    return tarfile.open(fileobj=buffer)


@pytest.mark.parametrize(
    "archive",
    [
        lambda: member("../outside.pyc"),
        lambda: member("flet/../../outside.pyc"),
        lambda: member("/outside.pyc"),
        lambda: member("flet/link.pyc", tarfile.SYMTYPE, link="/etc/passwd"),
        lambda: member("flet", tarfile.DIRTYPE),
    ],
    ids=["parent", "parent-within", "absolute", "symlink", "directory"],
)
def test_an_archive_holding_what_the_site_never_packs_is_refused(
    tmp_path: Path, unpacked: Unpack, archive: Callable[[], tarfile.TarFile]
) -> None:
    folder = tmp_path / "site" / "out"
    folder.mkdir(parents=True)
    with archive() as opened, pytest.raises(RuntimeError, match="never packs"):
        unpacked(opened, str(folder))
    assert [path for path in (tmp_path / "site").rglob("*") if path != folder] == []
