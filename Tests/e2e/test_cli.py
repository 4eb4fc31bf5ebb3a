"""End-to-end tests of the `recipes` subcommands, the real binary run as a script would run it:
creating and finding the library, list, search, show, fav, rm, collections and the help. The
helpers here (`run`, `recipes_json`, `export`, the `library` fixture) serve the other
test_cli_*.py files (export, import IDs, terminal safety, library access) too."""
import json
import os
import sqlite3
import subprocess
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
    if text == '"':
        # Quoted as the browser's list quotes it, so a quote is not lost among quotes.
        assert result.stderr == "recipes: the search '\"' holds no letter or digit, so it matches no recipe.\n"
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
