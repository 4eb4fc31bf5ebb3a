"""End-to-end tests of libraries the person cannot write or that are no library: refused writes,
reads kept, nothing touched; and several writers at once."""
import os
import pathlib
import shutil
import subprocess
import tempfile

import pytest

from test_cli import BIN, run


def test_a_file_that_is_not_a_library_is_refused_and_left_untouched(tmp_path):
    path = tmp_path / "notes.sqlite"
    path.write_bytes(b"my shopping list, not a database\n" * 100)
    before = path.read_bytes()
    for args in (["list"], ["fav", "1"], ["import", str(path)]):
        result = run(*args, library=path, check=False)
        assert result.returncode == 1
        assert f"{path}" in result.stderr
    assert "not a recipes library" in run("list", library=path, check=False).stderr
    assert path.read_bytes() == before


def unprivileged(*args):
    """The command run as a user whom permission bits stop: `nobody` when the tests run as root
    (root writes any file whatever its mode), else the test's own user."""
    if os.geteuid() != 0:
        return list(args)
    return ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups", *args]


@pytest.fixture
def shared_tmp():
    """A directory that `nobody` can reach (pytest's tmp_path is private to root)."""
    path = pathlib.Path(tempfile.mkdtemp(prefix="recipes-e2e-"))
    path.chmod(0o755)
    yield path
    for root, directories, _ in os.walk(path):
        for name in directories:
            os.chmod(os.path.join(root, name), 0o755)
    shutil.rmtree(path)


@pytest.mark.parametrize("directory_writable, file_writable", [(False, True), (False, False), (True, False)],
                         ids=["directory-read-only", "both-read-only", "file-read-only"])
def test_a_library_the_person_cannot_write_reads_but_refuses_writes(shared_tmp, directory_writable, file_writable):
    directory = shared_tmp / "library"
    directory.mkdir()
    library = directory / "library.sqlite"
    run("init", library=library)
    if os.geteuid() == 0:
        os.chown(library, 65534 if file_writable else 0, 65534 if file_writable else 0)
        os.chown(directory, 65534 if directory_writable else 0, 65534 if directory_writable else 0)
    os.chmod(library, 0o644 if file_writable else 0o444)
    os.chmod(directory, 0o755 if directory_writable else 0o555)
    before = library.read_bytes()

    def as_person(*args):
        command = unprivileged(BIN, *args, "--library", str(library))
        return subprocess.run(command, capture_output=True, text=True, timeout=60, env=dict(os.environ, LANG="C.UTF-8"))

    listed = as_person("list")
    assert listed.returncode == 0, listed.stderr
    assert len(listed.stdout.splitlines()) == 50
    assert "김치" in as_person("list", "--search", "김치").stdout
    assert as_person("show", "1").returncode == 0
    for write in (["fav", "1"], ["rm", "1"]):
        result = as_person(*write)
        assert result.returncode == 1
        assert f"library is read-only: {library}" in result.stderr
    assert library.read_bytes() == before


@pytest.fixture
def read_only_mount(tmp_path):
    """A directory whose file system is read-only even for root (a read-only bind mount), or a skip."""
    source, target = tmp_path / "source", tmp_path / "mounted"
    source.mkdir()
    target.mkdir()
    mounted = subprocess.run(["mount", "--bind", str(source), str(target)], capture_output=True).returncode == 0
    if not mounted:
        pytest.skip("needs permission to bind-mount")
    try:
        yield source, target
    finally:
        subprocess.run(["umount", str(target)], check=True)


def test_a_library_on_a_read_only_file_system_reads_but_refuses_writes(read_only_mount):
    source, target = read_only_mount
    run("init", library=source / "library.sqlite")
    remounted = subprocess.run(["mount", "-o", "remount,bind,ro", str(target)], capture_output=True)
    if remounted.returncode != 0:
        pytest.skip("needs permission to remount read-only")
    library = target / "library.sqlite"
    before = library.read_bytes()
    assert "김치찌개" in run("list", "--search", "김치", library=library).stdout
    result = run("fav", "1", library=library, check=False)
    assert result.returncode == 1
    assert f"library is read-only: {library}" in result.stderr
    assert library.read_bytes() == before


def test_concurrent_writers_see_no_lock_errors_and_lose_no_write(tmp_path):
    """Six processes at a time fav, unfav, rm and import on one library for a few seconds (the
    30 s version: `make bench-concurrency`)."""
    import concurrent_writers
    library = tmp_path / "library.sqlite"
    original = concurrent_writers.prepare(BIN, library)
    crew, exported, _ = concurrent_writers.hammer(BIN, library, writers=6, seconds=4)
    failures = [failure for writer in crew for failure in writer.failures]
    assert failures == []
    assert sum(writer.commands for writer in crew) >= 12
    assert all(writer.imported for writer in crew)
    assert concurrent_writers.check(crew, exported, original) == []
