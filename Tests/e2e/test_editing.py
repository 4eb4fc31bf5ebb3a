"""The editor round trip while another `recipes` process writes the recipe being edited: the
save writes only what the person changed, a conflict comes back in the editor with both versions
marked, a recipe deleted meanwhile is offered back as a new one, and `u` undoes exactly the edit."""
import json

from test_browser import RECIPES_BIN, library, open_browser, quit_cleanly, status, wait_selected, write_editor  # noqa: F401


def import_replacing(lib, recipe, **fields):
    """`recipes import --replace` of `recipe` with `fields` changed, as another process would run it."""
    changed = dict(recipe, **fields)
    path = lib.directory / f"replace-{recipe['id']}.json"
    path.write_text(json.dumps([changed]))
    return f"{RECIPES_BIN} import --replace --library {lib.path} {path} >/dev/null"


def test_a_save_keeps_what_another_process_changed_meanwhile_and_undo_takes_back_only_the_edit(library):
    first = library.recipes()[0]
    other = import_replacing(library, first, ingredients="3 ripe bananas\n1 cup flour",
                             notes="Written by the other process.")
    editor = write_editor(library.directory, "servings.sh", f"""\
        {other}
        {RECIPES_BIN} fav {first['id']} --library {library.path} >/dev/null
        sed -i 's/^Servings: .*/Servings: 12 slices/' "$1"
        """)
    with open_browser(library, env={"EDITOR": editor, "VISUAL": ""}) as term:
        wait_selected(term, first["title"])
        term.send("e")
        term.wait_for_text(f'Saved "{first["title"]}"')
        saved = library.recipe(first["id"])
        assert saved["servings"] == "12 slices"
        assert saved["isFavorite"] is True
        assert saved["ingredients"] == "3 ripe bananas\n1 cup flour"
        assert saved["notes"] == "Written by the other process."
        term.send("u")
        term.wait_for_text("Undid: Saved")
        undone = library.recipe(first["id"])
        assert undone["servings"] == first["servings"]
        assert undone["isFavorite"] is True
        assert undone["ingredients"] == "3 ripe bananas\n1 cup flour"
        quit_cleanly(term)


def test_the_same_field_changed_on_both_sides_reopens_with_both_versions_marked(library):
    first = library.recipes()[0]
    other = import_replacing(library, first, title="Their title")
    log = library.directory / "second-round.txt"
    editor = write_editor(library.directory, "conflict.sh", f"""\
        if grep -q '^<<<<<<<' "$1"; then
          cp "$1" {log}
          sed -i '/^=======/,/^>>>>>>>/d; /^<<<<<<</d' "$1"
        else
          {other}
          sed -i 's/^Title: .*/Title: My title/; s/^Servings: .*/Servings: 9/' "$1"
        fi
        """)
    with open_browser(library, env={"EDITOR": editor, "VISUAL": ""}) as term:
        term.send("e")
        term.wait_for_text('Saved "My title"')
        reopened = log.read_text()
        assert reopened.startswith("# ! Not saved yet: while you were editing")
        assert "<<<<<<< yours: what you saved\nTitle: My title\n=======" in reopened
        assert "\nTitle: Their title\n>>>>>>> end of the two versions\n" in reopened
        assert "\nServings: 9\n" in reopened
        saved = library.recipe(first["id"])
        assert saved["title"] == "My title" and saved["servings"] == "9"
        quit_cleanly(term)


def test_a_recipe_deleted_while_edited_is_added_back_with_the_typed_text(library):
    first = library.recipes()[0]
    editor = write_editor(library.directory, "deleted.sh", f"""\
        if grep -q 'deleted elsewhere' "$1"; then
          sed -i '/^# !/d' "$1"
        else
          {RECIPES_BIN} rm {first['id']} --library {library.path} >/dev/null
          sed -i 's/^Ingredients:$/Ingredients:\\n- a pinch of what I typed/' "$1"
        fi
        """)
    with open_browser(library, env={"EDITOR": editor, "VISUAL": ""}) as term:
        term.send("e")
        term.wait_for_text("again, as a new recipe")
        wait_selected(term, first["title"], "the recipe added again is selected")
        again = [r for r in library.recipes() if r["title"] == first["title"]]
        assert len(again) == 1 and again[0]["id"] != first["id"]
        assert again[0]["ingredients"].startswith("a pinch of what I typed")
        quit_cleanly(term)


def test_leaving_the_deleted_recipe_unsaved_keeps_the_text_in_a_file(library):
    first = library.recipes()[0]
    editor = write_editor(library.directory, "leave.sh", f"""\
        if ! grep -q 'deleted elsewhere' "$1"; then
          {RECIPES_BIN} rm {first['id']} --library {library.path} >/dev/null
          sed -i 's/^Servings: .*/Servings: typed by hand/' "$1"
        fi
        """)
    with open_browser(library, env={"EDITOR": editor, "VISUAL": ""}) as term:
        term.send("e")
        term.wait_for_text("your text is kept in ")
        path = status(term).split("kept in ", 1)[1].strip()
        with open(path) as kept:
            assert "Servings: typed by hand" in kept.read()
        quit_cleanly(term)


def exported_cook(lib, name):
    """The bytes `recipes export --format cook` writes for the library's one recipe (beside it,
    the favorites and shopping files a folder library reads)."""
    folder = lib.directory / f"export-{name}"
    lib.cli("export", "--format", "cook", "-o", str(folder))
    (written,) = folder.glob("*.cook")
    return written.read_bytes()


def test_a_cooklang_recipe_opens_as_its_text_and_is_saved_byte_for_byte(library):
    library.cli("rm", "--samples")
    dough = library.directory / "dough.cook"
    dough.write_text(">> servings: 2\n\n-- the starter\nMix @flour{100%g} and @water{100%ml}.\n")
    library.cli("import", str(dough))
    (recipe,) = library.recipes()
    library.cli("fav", str(recipe["id"]))
    opened = library.directory / "opened.cook"
    saved = library.directory / "saved.cook"
    editor = write_editor(library.directory, "cook.sh", f"""\
        cp "$1" {opened}
        sed -i 's/@flour{{100%g}}/@flour{{150%g}}/; s/^>> servings: 2/>> servings: 3/' "$1"
        cp "$1" {saved}
        """)
    with open_browser(library, env={"EDITOR": editor, "VISUAL": ""}) as term:
        wait_selected(term, recipe["title"])
        term.send("e")
        term.wait_for_text(f'Saved "{recipe["title"]}"')
        assert opened.read_bytes() == dough.read_bytes()
        assert exported_cook(library, "saved") == saved.read_bytes()
        after = library.recipe(recipe["id"])
        assert after["servings"] == "3" and after["isFavorite"] is True
        term.send("u")
        term.wait_for_text("Undid: Saved")
        assert exported_cook(library, "undone") == dough.read_bytes()
        quit_cleanly(term)
