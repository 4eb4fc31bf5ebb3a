"""End-to-end tests that text from the library or typed by a person never reaches a terminal as
control sequences: only as visible stand-ins, in every subcommand's output and message."""
import json
import os
import subprocess

from test_cli import BIN, library, recipes_json, run  # noqa: F401 (library is a fixture)


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
