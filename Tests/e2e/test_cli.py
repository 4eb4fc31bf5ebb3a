"""End-to-end tests of the `recipes` subcommands: the real binary, run as a script would run it."""
import json
import os
import pathlib
import select
import shutil
import stat
import sqlite3
import subprocess
import tempfile
import unicodedata

import pytest

BIN = os.path.abspath(os.environ.get("RECIPES_BIN", ".build/debug/recipes"))


def run(*args, library=None, env=None, check=True, cwd=None):
    """Runs recipes with `--library` added for subcommands, in `cwd` if given; returns the CompletedProcess."""
    command = [BIN, *args]
    if library is not None:
        command += ["--library", str(library)]
    environment = dict(os.environ, LANG="C.UTF-8", **(env or {}))
    result = subprocess.run(command, capture_output=True, text=True, timeout=60, env=environment, cwd=cwd)
    if check:
        assert result.returncode == 0, result.stderr
    return result


def recipes_json(*args, library):
    return json.loads(run(*args, "--json", library=library).stdout)


def export(library):
    return json.loads(run("export", library=library).stdout)


def title_key(text):
    """The list's sort key, as docs/ARCHITECTURE.md states it: accents dropped (NFD, nonspacing
    marks removed, NFC again), then lower case; compared by code point (= UTF-8 bytes)."""
    decomposed = unicodedata.normalize("NFD", text)
    stripped = "".join(c for c in decomposed if unicodedata.category(c) != "Mn")
    return unicodedata.normalize("NFC", stripped).lower()


@pytest.fixture
def library(tmp_path):
    """A library with the sample recipes, made by `recipes init`."""
    path = tmp_path / "library.sqlite"
    run("init", library=path)
    return path


def test_init_creates_a_library_with_the_sample_recipes_and_its_directories(tmp_path):
    path = tmp_path / "deep" / "dir" / "library.sqlite"
    result = run("init", library=path)
    assert result.stdout == (f"Created the library {path} with the 50 sample recipes "
                             "(`recipes rm --samples` deletes those you have not changed).\n")
    assert len(run("list", library=path).stdout.splitlines()) == 50
    assert run("list", "--recents", library=path).stdout.strip() != ""


def test_init_empty_creates_an_empty_library(tmp_path):
    path = tmp_path / "library.sqlite"
    assert run("init", "--empty", library=path).stdout == f"Created an empty library at {path}.\n"
    assert recipes_json("list", library=path) == []
    assert recipes_json("collections", library=path) == []


def test_init_refuses_an_existing_library_and_leaves_it(library):
    before = library.read_bytes()
    for args in (["init"], ["init", "--empty"]):
        result = run(*args, library=library, check=False)
        assert result.returncode == 1
        assert f"Error: a library already exists at {library}; it was left as it is" in result.stderr
    assert library.read_bytes() == before


@pytest.mark.parametrize("args", [["list"], ["show", "12"], ["fav", "12"], ["unfav", "12"], ["rm", "12"],
                                  ["collections"], ["export"], ["export", "-o", "out.json"], ["import", "in.json"]])
def test_commands_never_create_a_library(tmp_path, args):
    (tmp_path / "in.json").write_text("[]")
    typo = tmp_path / "typo" / "sub" / "x.sqlite"
    result = subprocess.run([BIN, *args, "--library", str(typo)], capture_output=True, text=True, timeout=60,
                            cwd=tmp_path)
    assert result.returncode == 1
    assert result.stderr == (f"Error: no library at {typo} (recipes creates one when you open the browser "
                             "or run `recipes init`)\n")
    assert result.stdout == ""
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.json"]


def test_the_library_defaults_to_recipes_library_then_xdg_data_home(tmp_path):
    run("init", env={"RECIPES_LIBRARY": str(tmp_path / "env.sqlite"), "XDG_DATA_HOME": str(tmp_path / "xdg")})
    assert (tmp_path / "env.sqlite").exists()
    environment = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "xdg"))
    environment.pop("RECIPES_LIBRARY", None)
    subprocess.run([BIN, "init"], check=True, capture_output=True, env=environment, timeout=60)
    assert (tmp_path / "xdg" / "recipes" / "library.sqlite").exists()


def test_list_is_ordered_by_title_ignoring_case_then_id(library):
    recipes = recipes_json("list", library=library)
    keys = [(title_key(r["title"]), r["id"]) for r in recipes]
    assert keys == sorted(keys)
    titles = [r["title"] for r in recipes]
    # Accented titles stand with their letters, not after "Z".
    assert titles.index("Gâteau au chocolat") < titles.index("Greek salad")
    assert titles.index("Pancakes") < titles.index("Pão de queijo") < titles.index("Pasta e fagioli")
    lines = run("list", library=library).stdout.splitlines()
    assert [int(line.split("\t")[0]) for line in lines] == [r["id"] for r in recipes]
    for line, recipe in zip(lines, recipes):
        fields = line.split("\t")
        assert fields[1] == recipe["title"]
        assert (fields[-1] == "♥") == recipe["isFavorite"]


def test_a_library_from_before_title_keys_is_upgraded_once_with_a_notice(library):
    """A library as the version before "v9 title sort key" left it: the list ordered by NOCASE."""
    run("list", library=library)
    with sqlite3.connect(library) as db:
        db.executescript("""
            DROP INDEX recipe_by_title;
            DROP INDEX recipe_favorites_by_title;
            DROP INDEX recipe_lookup;
            ALTER TABLE recipe DROP COLUMN titleKey;
            CREATE INDEX recipe_by_title ON recipe(title COLLATE NOCASE, id);
            CREATE INDEX recipe_favorites_by_title ON recipe(isFavorite, title COLLATE NOCASE, id);
            CREATE INDEX recipe_lookup ON recipe(id, title COLLATE NOCASE, isFavorite, addedOn);
            DELETE FROM grdb_migrations WHERE identifier = 'v9 title sort key';
        """)
        before = db.execute("SELECT id, title, isFavorite FROM recipe ORDER BY id").fetchall()
    first = run("list", "--json", library=library)
    assert f"Upgrading the library {library}" in first.stderr
    recipes = json.loads(first.stdout)
    assert [(r["id"], r["title"], int(r["isFavorite"])) for r in recipes] != before  # listed in title order
    assert sorted((r["id"], r["title"], int(r["isFavorite"])) for r in recipes) == before
    assert [r["id"] for r in recipes] == [r["id"] for r in sorted(recipes, key=lambda r: (title_key(r["title"]), r["id"]))]
    assert run("list", library=library).stderr == ""


def test_list_scopes(library):
    everything = recipes_json("list", library=library)
    favorites = recipes_json("list", "--favorites", library=library)
    assert [r["id"] for r in favorites] == [r["id"] for r in everything if r["isFavorite"]]
    recents = recipes_json("list", "--recents", library=library)
    dates = [r["addedOn"] for r in recents]
    assert dates == sorted(dates, reverse=True) and dates
    name = next(r["collections"][0] for r in everything if r["collections"])
    in_collection = recipes_json("list", "--collection", name, library=library)
    assert [r["id"] for r in in_collection] == [r["id"] for r in everything if name in r["collections"]]


def test_list_rejects_two_scopes_and_unknown_collections(library):
    result = run("list", "--favorites", "--recents", library=library, check=False)
    assert result.returncode != 0
    assert "Choose one of --favorites, --recents and --collection" in result.stderr
    result = run("list", "--collection", "No such thing", library=library, check=False)
    assert result.returncode == 1
    assert 'no collection named "No such thing"' in result.stderr


@pytest.mark.parametrize("text", ['"', "*", "-", "NEAR(", "a AND", "(x", "title:x", "🍲", "';--", "\x1b[2J"])
def test_search_with_hostile_text_never_fails(library, text):
    result = run("list", "--search", text, library=library, check=False)
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize("text", ['"', "(", "\x01", "🍲", "*-"])
def test_search_with_no_word_lists_nothing_and_says_why(library, text):
    result = run("list", "--search", text, library=library)
    assert result.stdout == ""
    assert "holds no letter or digit, so it matches no recipe" in result.stderr
    assert "\x01" not in result.stderr
    assert recipes_json("list", "--search", text, library=library) == []
    # Blank text is no search at all.
    assert len(recipes_json("list", "--search", "  ", library=library)) == len(recipes_json("list", library=library))


def test_search_finds_hangul_by_prefix(library):
    everything = recipes_json("list", library=library)
    korean = [r for r in everything if r["title"].startswith("김치")]
    assert korean, "the sample library has recipes starting with 김치"
    found = recipes_json("list", "--search", "김치", library=library)
    assert {r["id"] for r in korean} <= {r["id"] for r in found}


def test_show_prints_the_recipe_and_its_json(library):
    recipe = recipes_json("list", library=library)[0]
    shown = run("show", str(recipe["id"]), library=library).stdout
    assert recipe["title"] in shown
    assert "Ingredients" in shown and "Directions" in shown
    shown = json.loads(run("show", str(recipe["id"]), "--json", library=library).stdout)
    assert len(shown.pop("parsedIngredients")) == len([l for l in recipe["ingredients"].splitlines() if l.strip()])
    steps = shown.pop("steps")
    assert steps and all(set(step) == {"section", "text", "ingredients", "timers"} for step in steps)
    assert shown == recipe


@pytest.mark.parametrize("command", ["show", "fav", "unfav", "rm"])
def test_unknown_ids_fail_with_a_message(library, command):
    result = run(command, "999", library=library, check=False)
    assert result.returncode == 1
    assert "no recipe with ID 999" in result.stderr
    assert result.stdout == ""


def test_fav_and_unfav(library):
    recipe = next(r for r in recipes_json("list", library=library) if not r["isFavorite"])
    run("fav", str(recipe["id"]), library=library)
    assert recipes_json("show", str(recipe["id"]), library=library)["isFavorite"] is True
    run("fav", str(recipe["id"]), library=library)
    assert recipes_json("show", str(recipe["id"]), library=library)["isFavorite"] is True
    run("unfav", str(recipe["id"]), library=library)
    assert recipes_json("show", str(recipe["id"]), library=library)["isFavorite"] is False


def test_rm_deletes_and_a_second_rm_fails(library):
    recipe = recipes_json("list", library=library)[0]
    run("rm", str(recipe["id"]), library=library)
    assert recipe["id"] not in [r["id"] for r in recipes_json("list", library=library)]
    assert run("rm", str(recipe["id"]), library=library, check=False).returncode == 1


def test_collections_count_their_recipes(library):
    everything = recipes_json("list", library=library)
    collections = recipes_json("collections", library=library)
    assert len(collections) >= 6
    assert [c["name"] for c in collections] == sorted((c["name"] for c in collections), key=title_key)
    for collection in collections:
        assert collection["recipeCount"] == sum(collection["name"] in r["collections"] for r in everything)
    lines = run("collections", library=library).stdout.splitlines()
    assert lines == [f'{c["recipeCount"]}\t{c["name"]}' for c in collections]


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


def test_import_skips_existing_ids_or_replaces_them(library, tmp_path):
    mine = dict(export(library)[0], id=4000, title="My stew", imageNames=[])
    (tmp_path / "mine.json").write_text(json.dumps([mine]))
    run("import", str(tmp_path / "mine.json"), library=library)
    changed = dict(mine, title="Changed title")
    new = dict(mine, id=5000, title="Brand new")
    (tmp_path / "in.json").write_text(json.dumps([changed, new]))
    result = run("import", str(tmp_path / "in.json"), library=library)
    assert "Imported 1 recipe " in result.stdout
    assert "Skipped 1 recipe whose IDs are already in the library: 4000" in result.stderr
    assert recipes_json("show", "4000", library=library)["title"] == "My stew"
    run("import", str(tmp_path / "in.json"), "--replace", library=library)
    assert recipes_json("show", "4000", library=library)["title"] == "Changed title"


def toggle_favorite(recipe_id, library):
    """Changes a recipe (a sample one stops counting as unchanged)."""
    marked = recipes_json("show", str(recipe_id), library=library)["isFavorite"]
    run("unfav" if marked else "fav", str(recipe_id), library=library)


def test_recipes_without_ids_get_new_ones_and_only_the_title_is_required(library, tmp_path):
    (tmp_path / "new.json").write_text(json.dumps([{"title": "Toast"}, {"title": "Tea", "servings": "2"}]))
    result = run("import", str(tmp_path / "new.json"), library=library)
    assert result.stdout == f"Imported 2 recipes from {tmp_path / 'new.json'}.\n"
    assert ("The library still holds 50 sample recipes you have not changed; `recipes rm --samples` deletes them."
            in result.stderr)
    toast, tea = recipes_json("show", "51", library=library), recipes_json("show", "52", library=library)
    assert (toast["title"], toast["isFavorite"], toast["prepTime"], toast["ingredients"]) == ("Toast", False, 0, "")
    assert (tea["title"], tea["servings"]) == ("Tea", "2")


def test_a_recipe_takes_the_id_of_an_unchanged_sample_but_not_of_a_changed_one(library, tmp_path):
    toggle_favorite(2, library)
    changed = recipes_json("show", "2", library=library)
    mine = [{"id": 1, "title": "Grandma's soup"}, {"id": 2, "title": "My bread"}]
    (tmp_path / "mine.json").write_text(json.dumps(mine))
    result = run("import", str(tmp_path / "mine.json"), library=library)
    assert result.stdout.startswith("Imported 1 recipe ")
    assert "Replaced 1 sample recipe you had not changed with yours of the same IDs: 1." in result.stderr
    assert "Skipped 1 recipe whose IDs are already in the library: 2 (use --replace" in result.stderr
    assert "still holds 48 sample recipes" in result.stderr
    assert recipes_json("show", "1", library=library)["title"] == "Grandma's soup"
    assert recipes_json("show", "2", library=library) == changed


def test_rm_samples_deletes_the_unchanged_samples_only(library, tmp_path):
    toggle_favorite(12, library)
    (tmp_path / "mine.json").write_text(json.dumps([{"title": "Toast"}]))
    run("import", str(tmp_path / "mine.json"), library=library)
    result = run("rm", "--samples", library=library)
    assert result.stdout == "Deleted 49 sample recipes that were unchanged since they were added.\n"
    assert sorted(r["id"] for r in recipes_json("list", library=library)) == [12, 51]
    assert run("rm", "--samples", library=library).stdout == "No unchanged sample recipes to delete.\n"
    (tmp_path / "more.json").write_text(json.dumps([{"title": "Jam"}]))
    assert "sample" not in run("import", str(tmp_path / "more.json"), library=library).stderr


@pytest.mark.parametrize("args, message", [
    (["rm"], "Give the ID of the recipe to delete, or --samples."),
    (["rm", "3", "--samples"], "Give either an ID or --samples, not both."),
    (["rm", "0"], "A recipe ID is a positive number, not 0."),
])
def test_rm_wants_an_id_or_samples(library, args, message):
    result = run(*args, library=library, check=False)
    assert result.returncode == 64
    assert message in result.stderr


@pytest.mark.parametrize("contents, message", [
    ('[{"id": 1 "title": "x"}]', "bad.json: line 1, column 11: expected ',' or '}' after a field"),
    ('[\n{"id": 7, "title": "x", "prepTime": "soon"}]', 'bad.json: recipe #1 (id 7): "prepTime" must be a number of seconds'),
    ('{"id": 1}', 'bad.json: recipe #1 (id 1): "title" is missing'),
    ('"Kimchi stew"', "bad.json: not a recipe format this import reads"),
])
def test_a_bad_file_is_reported_and_nothing_is_written(library, tmp_path, contents, message):
    before = export(library)
    bad = tmp_path / "bad.json"
    bad.write_text(contents)
    result = run("import", str(bad), library=library, check=False)
    assert result.returncode == 1
    assert message in result.stderr
    assert export(library) == before


def test_duplicate_ids_in_a_file_are_listed_and_nothing_is_written(library, tmp_path):
    before = export(library)
    recipes = [dict(before[0], id=i) for i in (8000, 8001, 8000, 8001, 8002)]
    (tmp_path / "dup.json").write_text(json.dumps(recipes))
    result = run("import", str(tmp_path / "dup.json"), library=library, check=False)
    assert result.returncode == 1
    assert "dup.json: IDs used by more than one recipe: 8000, 8001" in result.stderr
    assert export(library) == before


def test_control_characters_in_data_never_reach_the_terminal(library, tmp_path):
    evil = {"id": 4242, "title": "Evil \x1b[2J\x07 title", "prepTime": 0, "cookTime": 0, "servings": "1\x1b]0;pwned\x07",
            "ingredients": "salt\x1b[31m", "directions": "Stir.\r\nServe.\x9b", "isFavorite": False}
    (tmp_path / "evil.json").write_text(json.dumps([evil]))
    run("import", str(tmp_path / "evil.json"), library=library)
    for output in (run("list", library=library).stdout, run("show", "4242", library=library).stdout):
        assert "\x1b" not in output and "\x07" not in output and "\x9b" not in output and "\r" not in output
    assert "Evil ␛[2J␇ title" in run("show", "4242", library=library).stdout
    # JSON keeps the data exactly, escaped as JSON does.
    assert recipes_json("show", "4242", library=library)["title"] == evil["title"]


def test_messages_quoting_a_typed_path_or_name_never_pass_control_characters(tmp_path):
    library = tmp_path / "evil\x1b[31m.sqlite"
    created = run("init", "--empty", library=library)
    assert "\x1b" not in created.stdout and "evil␛[31m.sqlite" in created.stdout
    (tmp_path / "r.json").write_text(json.dumps([{"title": "Soup", "collections": ["Lunch"]}]))
    run("import", str(tmp_path / "r.json"), library=library)
    refused = run("collections", "rename", "lunch", "Dinner\x1b]0;pwned\x07", library=library, check=False)
    assert refused.returncode == 1 and "holds a control character" in refused.stderr
    missing = run("collections", "rename", "Supper\x1b[2J", "Dinner", library=library, check=False)
    assert "\x1b" not in missing.stderr and 'no collection named "Supper␛[2J"' in missing.stderr


def run_on_terminal(*args, library):
    """Runs recipes with its standard output on a pseudo-terminal; returns every byte it wrote there."""
    import pty
    leader, follower = pty.openpty()
    command = [BIN, *args, "--library", str(library)]
    process = subprocess.Popen(command, stdout=follower, stderr=subprocess.PIPE,
                               env=dict(os.environ, LANG="C.UTF-8"))
    os.close(follower)
    output = b""
    while True:
        try:
            chunk = os.read(leader, 65536)
        except OSError:  # EIO: the process closed the terminal
            break
        if not chunk:
            break
        output += chunk
    os.close(leader)
    assert process.wait(timeout=60) == 0, process.stderr.read()
    return output


# Everything a terminal would act on: ESC with CSI, OSC (OSC 52 writes the clipboard) and a
# title change, BEL, 8-bit CSI and other C1 controls (raw and as UTF-8), bidi overrides,
# isolates and marks.
HOSTILE = ("\x1b[2J\x1b]52;c;cHduZWQ=\x07\x1b]0;pwned\x1b\\\x9b31m\x85\x8d\x9d\u202e\u2067\u200f\u061c"
           + "\u0301" * 100 + "🧑‍🍳")
TERMINAL_CONTROLS = [b"\x1b", b"\x07", b"\r"] + [chr(c).encode() for c in range(0x80, 0xA0)] + [
    chr(c).encode() for c in (0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A))]


def test_hostile_text_in_every_field_reaches_a_terminal_only_as_visible_stand_ins(library, tmp_path):
    hostile = {"id": 4343, "title": "Soup " + HOSTILE, "servings": "2" + HOSTILE, "ingredients": "salt" + HOSTILE,
               "directions": "Stir." + HOSTILE + "\r\nServe.", "collections": ["Mine" + HOSTILE],
               "imageNames": ["a.jpg" + HOSTILE], "prepTime": 60, "cookTime": 0, "isFavorite": True}
    (tmp_path / "hostile.json").write_text(json.dumps([hostile]))
    run("import", str(tmp_path / "hostile.json"), library=library)
    outputs = {args: run_on_terminal(*args, library=library)
               for args in (("list",), ("list", "--favorites"), ("show", "4343"), ("collections",),
                            ("show", "4343", "--json"), ("list", "--json"), ("export",))}
    for args, output in outputs.items():
        for control in TERMINAL_CONTROLS:
            assert control not in output.replace(b"\r\n", b"\n"), (args, control)
    page = outputs[("show", "4343")].decode()
    assert "Soup ␛[2J␛]52;c;cHduZWQ=␇␛]0;pwned␛\\\\u{9B}31m" in page
    assert "\u0301" * 100 + "🧑‍🍳" in page  # combining marks and ZWJ sequences are text, kept
    # JSON keeps the data exactly: the controls are JSON escapes, which decode to the same text.
    shown = json.loads(outputs[("show", "4343", "--json")])
    assert {key: shown[key] for key in hostile} == hostile
    assert recipes_json("show", "4343", library=library) == shown


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


def test_shell_completions_come_from_argument_parser():
    result = run("--generate-completion-script", "bash")
    assert "_recipes" in result.stdout
    assert "export" in result.stdout


def test_help_describes_every_subcommand():
    result = run("--help")
    for command in ["list", "show", "fav", "unfav", "rm", "collections", "import", "export", "shopping"]:
        assert f"  {command} " in result.stdout


def test_version_and_help_that_an_installed_user_can_follow():
    assert run("--version").stdout.strip() == "0.1.0"
    help_text = run("--help").stdout
    assert "man recipes" in help_text and "recipes help SUBCOMMAND" in " ".join(help_text.split())
    # The import help alone says what a file holds (an installed user has no docs/CLI.md).
    import_help = " ".join(run("help", "import").stdout.split())
    for key in ["title", "id", "prepTime", "cookTime", "servings", "ingredients", "directions", "isFavorite",
                "collections", "imageNames", "addedOn"]:
        assert f'"{key}"' in import_help


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

