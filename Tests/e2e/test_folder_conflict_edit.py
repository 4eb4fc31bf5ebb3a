"""`e` on a recipe whose file in a folder library is damaged but text (git's conflict markers,
Cooklang the reader refuses) opens the file's own text in $EDITOR, as a person resolving a git
conflict expects: what the editor saves is written back byte for byte and read again."""
import contextlib

from terminal import TerminalSession
from test_browser import quit_cleanly, status, wait_selected
from test_folder_library import RECIPES_BIN, SHOWN_WITHIN, folder, write_editor  # noqa: F401 (folder: the fixture)

CONFLICTED = """Put @apples{2%tbsp} in a #pan{} and stir.
<<<<<<< HEAD
Bake for ~{40%minutes}.
=======
Bake for ~{45%minutes}, covered.
>>>>>>> theirs
"""
RESOLVED = "Put @apples{2%tbsp} in a #pan{} and stir.\nBake for ~{45%minutes}, covered.\n"


@contextlib.contextmanager
def browser_editing_with(folder, editor):
    """The browser on `folder` with `editor` as $EDITOR, its first frame drawn."""
    with TerminalSession([RECIPES_BIN, "--folder", str(folder.root)], rows=30, cols=100,
                         env={**folder.env, "EDITOR": editor, "VISUAL": ""}) as term:
        term.wait_for(lambda t: "? help" in status(t), what="first frame")
        yield term


def test_e_on_a_file_in_conflict_edits_the_files_own_text_and_saves_it_byte_for_byte(folder, tmp_path):
    folder.write("Apple pie.cook", CONFLICTED)
    # The editor keeps the other side; it sees the file's lines themselves, markers at their starts.
    editor = write_editor(tmp_path, "resolve.sh", """
grep -q '^<<<<<<< HEAD$' "$1" && grep -q '^>>>>>>> theirs$' "$1" || exit 0
sed -i -e '/^<<<<<<< HEAD$/,/^=======$/d' -e '/^>>>>>>> theirs$/d' "$1"
""")
    with browser_editing_with(folder, editor) as term:
        wait_selected(term, "Apple pie")
        term.wait_for_text("is in conflict")
        term.send("e")
        term.wait_for(lambda t: 'Saved "Apple pie"' in status(t), timeout=SHOWN_WITHIN + 5, what="saved")
        # Read again: a good recipe now, the conflict's note gone from the detail.
        term.wait_for(lambda t: "is in conflict" not in t.text() and "45 minutes" in t.text(),
                      timeout=SHOWN_WITHIN + 5, what="the file read again")
        quit_cleanly(term)
    assert (folder.root / "Apple pie.cook").read_bytes() == RESOLVED.encode()
    listed = {r["title"]: r for r in folder.recipes()}
    assert "conflict" not in listed["Apple pie"].get("notes", "")


def test_e_on_a_file_the_cooklang_reader_refuses_saves_the_fixed_text_as_written(folder, tmp_path):
    # More steps than a recipe may hold: read, but refused as a recipe.
    folder.write("Bread.cook", "\n\n".join(f"Step {n}: knead @flour{{}}." for n in range(1, 1003)) + "\n")
    notes = {r["title"]: r["notes"] for r in folder.recipes()}["Bread"]
    assert "Bread.cook could not be read as Cooklang" in notes
    editor = write_editor(tmp_path, "fix.sh", """
grep -q '^Step 1002: knead @flour{}[.]$' "$1" || exit 0
printf 'Knead @flour{500%%g}.\\n\\nBake it.\\n' > "$1"
""")
    with browser_editing_with(folder, editor) as term:
        term.send("j")
        wait_selected(term, "Bread")
        term.send("e")
        term.wait_for(lambda t: 'Saved "Bread"' in status(t), timeout=SHOWN_WITHIN + 5, what="saved")
        term.wait_for(lambda t: "500 g flour" in t.text(), timeout=SHOWN_WITHIN + 5, what="the file read again")
        quit_cleanly(term)
    assert (folder.root / "Bread.cook").read_bytes() == b"Knead @flour{500%g}.\n\nBake it.\n"
