"""End-to-end tests of `recipes export`: what it writes, and where (devices, FIFOs, links, modes)."""
import json
import os
import select
import stat
import subprocess

import pytest

from test_cli import BIN, export, library, recipes_json, run  # noqa: F401 (library is a fixture)


@pytest.mark.slow
def test_export_then_import_into_an_emptied_library_reproduces_everything(tmp_path):
    source = tmp_path / "source.sqlite"
    run("init", library=source)
    extra = [{"id": 900, "title": "Crème brûlée 🍮", "prepTime": 1200, "cookTime": 2400, "servings": "6",
              "ingredients": "cream\nsugar", "directions": "Bake.\nChill.\nBurn.", "isFavorite": True,
              "collections": ["Desserts", "Français"], "addedOn": "2026-11-02T10:11:12Z", "imageNames": ["a.jpg"],
              "sourceURL": "https://example.com/creme", "notes": "Torch it.", "rating": 5, "statedTotalTime": 0,
              "imageURLs": ["https://example.com/creme.jpg"]}]
    (tmp_path / "extra.json").write_text(json.dumps(extra))
    run("import", str(tmp_path / "extra.json"), library=source)
    run("fav", str(recipes_json("list", library=source)[0]["id"]), library=source)
    run("export", "-o", str(tmp_path / "all.json"), library=source)
    exported = json.loads((tmp_path / "all.json").read_text())
    assert exported == export(source)
    assert next(r for r in exported if r["id"] == 900) == extra[0]

    target = tmp_path / "target.sqlite"
    run("init", library=target)
    for recipe in recipes_json("list", library=target):
        run("rm", str(recipe["id"]), library=target)
    assert recipes_json("list", library=target) == []
    result = run("import", str(tmp_path / "all.json"), library=target)
    assert f"Imported {len(exported)} recipes" in result.stdout
    assert export(target) == exported
    assert run("export", library=target).stdout == run("export", library=source).stdout


def test_export_of_one_collection(library, tmp_path):
    everything = export(library)
    name = next(r["collections"][0] for r in everything if r["collections"])
    only = json.loads(run("export", "--collection", name, library=library).stdout)
    assert only == [r for r in everything if name in r["collections"]]


@pytest.fixture
def character_device(tmp_path):
    """A character device that a broken export could not replace for the whole machine: as root
    a null device node of our own in tmp (a rename over /dev/null would replace it system-wide),
    else /dev/null itself (only root could replace it)."""
    if os.geteuid() != 0:
        return "/dev/null"
    node = tmp_path / "null"
    try:
        os.mknod(node, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
    except OSError as error:
        pytest.skip(f"cannot create a device node as root here: {error}")
    return str(node)


def test_export_to_a_character_device_leaves_the_device(library, character_device):
    before = os.stat(character_device)
    result = run("export", "-o", character_device, library=library)
    assert "Exported" in result.stderr
    after = os.stat(character_device)
    assert stat.S_ISCHR(after.st_mode) and after.st_rdev == before.st_rdev and after.st_ino == before.st_ino
    assert stat.S_IMODE(after.st_mode) == stat.S_IMODE(before.st_mode)


def test_export_to_a_fifo_feeds_its_reader(library, tmp_path):
    expected = export(library)
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    # Opened without blocking, so that an export that replaced the FIFO leaves the test waiting on nothing.
    reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
    command = [BIN, "export", "-o", str(fifo), "--library", str(library)]
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    received = b""
    try:
        while True:
            ready, _, _ = select.select([reader], [], [], 0.1)
            chunk = os.read(reader, 65536) if ready else b""
            received += chunk
            if not chunk and process.poll() is not None:
                break
    finally:
        os.close(reader)
    assert process.wait(timeout=30) == 0
    assert json.loads(received) == expected
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


def test_export_through_a_symlink_writes_its_target_and_keeps_the_link(library, tmp_path):
    (tmp_path / "real").mkdir()
    target = tmp_path / "real" / "backup.json"
    target.write_text("old")
    link = tmp_path / "backup.json"
    link.symlink_to("real/backup.json")
    run("export", "-o", str(link), library=library)
    assert link.is_symlink() and os.readlink(link) == "real/backup.json"
    assert json.loads(target.read_text()) == export(library)
    assert sorted(p.name for p in (tmp_path / "real").iterdir()) == ["backup.json"]
    dangling = tmp_path / "later.json"
    dangling.symlink_to("real/later.json")
    run("export", "-o", str(dangling), library=library)
    assert dangling.is_symlink() and json.loads((tmp_path / "real" / "later.json").read_text()) == export(library)


def test_export_keeps_a_private_files_mode_and_owner(library, tmp_path):
    target = tmp_path / "private.json"
    target.write_text("old")
    os.chmod(target, 0o600)
    owner = (65534, 65534) if os.geteuid() == 0 else (os.getuid(), os.getgid())
    if os.geteuid() == 0:
        os.chown(target, *owner)
    run("export", "-o", str(target), library=library)
    status = os.stat(target)
    assert stat.S_IMODE(status.st_mode) == 0o600
    assert (status.st_uid, status.st_gid) == owner
    assert json.loads(target.read_text()) == export(library)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["library.sqlite", "private.json"]


def test_export_to_dash_writes_standard_output(library):
    result = run("export", "-o", "-", library=library)
    assert json.loads(result.stdout) == export(library)
    assert result.stderr == ""


def test_export_to_a_directory_fails_and_names_it(library, tmp_path):
    result = run("export", "-o", str(tmp_path), library=library, check=False)
    assert result.returncode == 1
    assert f"cannot write {tmp_path}: it is a directory" in result.stderr
