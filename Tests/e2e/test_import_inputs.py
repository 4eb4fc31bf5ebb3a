"""End-to-end tests of what `recipes import` is given and how it refuses what it cannot read:
standard input, pipes, devices, empty folders and files, a thousand files with bad ones among
them; each refusal told once, with its reason. The real binary."""
import json
import os
import subprocess

import pytest

from test_import import BIN, COOK, empty_library, everything, run


@pytest.mark.parametrize("dry_run", [[], ["--dry-run"]], ids=["import", "dry-run"])
@pytest.mark.parametrize("bad", [1, 2])
def test_each_refusal_is_told_once_and_the_summary_counts_it(tmp_path, dry_run, bad):
    library = empty_library(tmp_path)
    (tmp_path / "dal.cook").write_text("Simmer @red lentils{1%cup} in @water{3%cups}.\n")
    pages = [tmp_path / f"about{n}.html" for n in range(bad)]
    for page in pages:
        page.write_text("<html><body><p>About us</p></body></html>")
    result = run("import", *dry_run, str(tmp_path / "dal.cook"), *map(str, pages), library=library)
    reason = "no schema.org Recipe in the page"
    for page in pages:
        assert result.stderr.count(f"{page}: {reason}") == 1, result.stderr
    assert reason not in result.stdout
    verb = "Would import" if dry_run else "Imported"
    assert result.stdout.splitlines()[-1] == f"{verb} 1 recipe from {1 + bad} files; {bad} refused."


def test_an_empty_folder_or_file_is_refused_with_its_reason(tmp_path):
    library = empty_library(tmp_path)
    folder = tmp_path / "nothing here"
    (folder / ".git").mkdir(parents=True)
    (folder / "cover.jpg").write_bytes(b"\xff\xd8\xff")
    (tmp_path / "empty.json").write_text("[]")
    for path, reason in [(folder, "a folder with no file to import below it (hidden files and folders, and pictures, "
                                  "are left out)"),
                         (tmp_path / "empty.json", "holds no recipe")]:
        result = run("import", str(path), library=library, check=False)
        assert (result.returncode, result.stderr) == (1, f"{path}: {reason}\n")
        assert result.stdout == f"Imported 0 recipes from {path}; 1 refused.\n"


def test_standard_input_is_read_and_recognised_by_content(tmp_path):
    library = empty_library(tmp_path)
    result = run("import", "-", library=library, input=COOK.format(title="From stdin"))
    assert result.stdout == "Imported 1 recipe from standard input.\n"
    assert [r["title"] for r in everything(library)] == ["From stdin"]
    forced = run("import", "--format", "cook", "-", library=library, input="Boil @water{1%l}.\n")
    assert forced.stdout.startswith("Imported 1 recipe")


def test_standard_input_named_twice_is_wrong_usage(tmp_path):
    library = empty_library(tmp_path)
    result = run("import", "-", "-", library=library, input=COOK.format(title="Twice"), check=False)
    assert result.returncode == 64
    assert result.stderr.splitlines()[0] == "Error: - names standard input, which is read once: give - once."
    assert everything(library) == []


def test_nothing_readable_exits_1(tmp_path):
    library = empty_library(tmp_path)
    (tmp_path / "none.html").write_text("<html></html>")
    result = run("import", str(tmp_path / "none.html"), str(tmp_path / "missing.cook"), library=library, check=False)
    assert result.returncode == 1
    assert "missing.cook: cannot read the file (no such file)" in result.stderr
    assert "2 refused" in result.stdout


def test_a_device_is_refused_and_a_pipe_is_read(tmp_path):
    library = empty_library(tmp_path)
    (tmp_path / "dal.cook").write_text("Simmer @red lentils{1%cup} in @water{3%cups}.\n")
    # /dev/zero never ends: it is named as what it is, and the other file is still imported.
    result = run("import", "/dev/zero", str(tmp_path / "dal.cook"), library=library, check=False)
    assert "/dev/zero: is a device, not a file" in result.stderr
    assert result.stdout.startswith("Imported 1 recipe") and "1 refused" in result.stdout
    # A pipe (what `<(curl …)` gives) is read to its end, as cat reads it.
    fifo = tmp_path / "page.cook"
    os.mkfifo(fifo)
    writer = subprocess.Popen(["sh", "-c", f"printf 'Boil @eggs{{2}}.\\n' > '{fifo}'"])
    piped = run("import", str(fifo), library=library)
    writer.wait(timeout=30)
    assert piped.stdout.startswith("Imported 1 recipe")
    assert sorted(recipe["title"] for recipe in everything(library)) == ["dal", "page"]


def test_a_folder_of_1000_files_with_some_bad_imports_the_good_ones(tmp_path):
    library = empty_library(tmp_path)
    folder = tmp_path / "many"
    folder.mkdir()
    for n in range(1000):
        if n % 100 == 7:
            (folder / f"r{n:04}.cook").write_bytes(b"Mix @flour{1%kg} \xff\xfe bad bytes\n")
        elif n % 100 == 8:
            (folder / f"r{n:04}.html").write_text("<html>nothing</html>")
        else:
            (folder / f"r{n:04}.cook").write_text(COOK.format(title=f"Recipe {n:04}"))
    result = run("import", str(folder), library=library)
    assert result.stdout.startswith("Imported 980 recipes from 1000 files; 20 refused")
    titles = [r["title"] for r in json.loads(run("list", "--json", library=library).stdout)]
    assert len(titles) == 980 and titles[0] == "Recipe 0000"


def test_a_folder_that_cannot_be_read_is_said_so_not_called_empty(tmp_path):
    library = empty_library(tmp_path)
    folder = tmp_path / "locked"
    (folder / "inside").mkdir(parents=True)
    (folder / "inside" / "dal.cook").write_text("Simmer @lentils{1%cup}.\n")
    folder.chmod(0o000)
    # Root reads any folder: the program runs without the capabilities that allow it.
    as_a_person = ["setpriv", "--bounding-set=-dac_override,-dac_read_search"] if os.geteuid() == 0 else []
    try:
        result = subprocess.run([*as_a_person, BIN, "import", str(folder), "--library", str(library)],
                                capture_output=True, text=True, env=dict(os.environ, LANG="C.UTF-8"))
    finally:
        folder.chmod(0o755)
    assert (result.returncode, result.stderr) == (1, f"{folder}: cannot read the folder (permission denied)\n")
    assert everything(library) == []
