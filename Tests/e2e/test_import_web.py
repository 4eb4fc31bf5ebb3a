"""`recipes import URL…` and the browser's `i` prompt against a web server on 127.0.0.1 that the
tests start (recipe_server.py): redirects, every bad address, charsets, pictures, many at once."""
import json
import os
import subprocess
import sys
import time

import pyte
import pytest

from recipe_server import PICTURE, RecipeServer
from terminal import TerminalSession
from test_browser import Library, open_browser, quit_cleanly, status, wait_selected
from test_import import BIN, PAGE, empty_library, everything, run

# A stalled server is given up on after this many seconds here (15 by default).
QUICK = {"RECIPES_FETCH_STALL_SECONDS": "1"}


def run_env(*args, library, env=None, input=None):
    command = [BIN, *args, "--library", str(library)]
    return subprocess.run(command, capture_output=True, text=True, timeout=120, input=input,
                          env=dict(os.environ, LANG="C.UTF-8", **(env or {})))


@pytest.fixture
def server():
    with RecipeServer() as running:
        yield running


def test_addresses_mixed_with_files_are_fetched_after_redirects_with_their_pictures(tmp_path, server):
    library = empty_library(tmp_path)
    page = tmp_path / "saved.html"
    page.write_text(PAGE.format(title="Saved pad thai", slug="saved"))
    result = run("import", server.url("/recipe/1"), str(page), server.url("/redirect/3/2"), server.url("/gzip/3"),
                 library=library)
    assert result.stdout.startswith("Imported 4 recipes from 1 file and 3 web pages."), result.stdout
    assert result.stderr == ""
    recipes = {r["title"]: r for r in everything(library)}
    assert set(recipes) == {"Web recipe 1", "Saved pad thai", "Web recipe 2", "Squeezed recipe 3"}
    # A page that does not name its address is known by where it came from: after the redirects.
    assert recipes["Web recipe 1"]["sourceURL"] == server.url("/recipe/1")
    assert recipes["Web recipe 2"]["sourceURL"] == server.url("/recipe/2")
    assert recipes["Web recipe 2"]["ingredients"] == "200 g rice noodles\n2 tbsp fish sauce"
    # Each page's picture was fetched with it, resolved against the page, by a User-Agent naming us.
    assert {"/picture/1.png", "/picture/2.png"} <= set(server.requests)
    assert all("recipes" in agent for agent in server.user_agents)
    # ...and kept with the recipe: an export to Cooklang writes it beside the recipe's file.
    folder = tmp_path / "exported"
    assert run("export", "--format", "cook", "-o", str(folder), library=library).returncode == 0
    assert (folder / "Web recipe 1.png").read_bytes() == PICTURE
    # The same addresses again are already there, and are said to be.
    again = run("import", server.url("/recipe/1"), server.url("/redirect/1/2"), library=library)
    assert again.stdout.startswith("Imported 0 recipes from 2 web pages; 2 already in the library"), again.stdout


BAD = [
    ("/status/404", "the server answered HTTP 404 (Not Found)"),
    ("/status/500", "the server answered HTTP 500 (Internal Server Error)"),
    ("/stall", "the server stopped answering (nothing for 1 s); gave up"),
    ("/huge", "the page is larger than the 20 MB limit; refused"),
    ("/endless", "the page is larger than the 20 MB limit; refused"),
    ("/bomb", "the page is larger than the 20 MB limit; refused"),
    ("/no-recipe", "no schema.org Recipe in the page"),
    ("/loop", "more than 10 redirects (a redirect loop?)"),
    ("/to-file", "redirected to file:///etc/hostname, which is not fetched (only http:// and https:// are)"),
]


def test_every_bad_address_is_one_line_naming_it_and_the_others_are_imported(tmp_path, server):
    library = empty_library(tmp_path)
    bad = [(server.url(path), message) for path, message in BAD] + [
        ("file:///etc/hostname", "not a web address this import fetches (only http:// and https:// are)"),
        ("ftp://127.0.0.1/recipe", "not a web address this import fetches (only http:// and https:// are)"),
    ]
    addresses = [address for address, _ in bad]
    addresses.insert(4, server.url("/recipe/7"))
    result = run_env("import", *addresses, library=library, env=QUICK)
    assert result.returncode == 0, result.stderr
    lines = result.stderr.splitlines()
    for address, message in bad:
        naming = [line for line in lines if line.startswith(address + ": ")]
        assert len(naming) == 1, (address, result.stderr)
        assert message in naming[0], naming[0]
    assert len(lines) == len(bad), result.stderr
    assert result.stdout.startswith(f"Imported 1 recipe from {len(addresses)} web pages; {len(bad)} refused"), result.stdout
    # Nothing half-imported: the one good page, whole, and nothing of the others.
    assert [(r["title"], r["ingredients"]) for r in everything(library)] == [
        ("Web recipe 7", "200 g rice noodles\n2 tbsp fish sauce")]


def test_only_bad_addresses_exit_1_and_change_nothing(tmp_path, server):
    library = empty_library(tmp_path)
    result = run_env("import", server.url("/status/404"), server.url("/no-recipe"), library=library)
    assert result.returncode == 1
    assert "Imported 0 recipes from 2 web pages; 2 refused" in result.stdout
    assert everything(library) == []


def test_a_200_mb_body_is_refused_at_the_limit_with_memory_bounded(tmp_path, server):
    library = empty_library(tmp_path)
    # The peak memory of the command alone, from a fresh parent that waits for it only.
    measure = ("import resource, subprocess, sys; subprocess.run(sys.argv[1:], capture_output=True); "
               "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
    peak_kb = subprocess.run([sys.executable, "-c", measure, BIN, "import", server.url("/endless"), server.url("/bomb"),
                              "--library", str(library)], capture_output=True, text=True, timeout=120).stdout
    assert int(peak_kb) < 150 * 1024, f"{int(peak_kb) // 1024} MB at the peak"
    assert everything(library) == []


def test_a_certificate_that_does_not_verify_is_refused(tmp_path):
    library = empty_library(tmp_path)
    with RecipeServer(https=True) as secure:
        address = secure.url("/recipe/1")
        result = run_env("import", address, library=library, env=QUICK)
    assert result.returncode == 1
    assert result.stderr.startswith(address + ": the server's certificate does not verify, so the page was not fetched")
    assert len(result.stderr.splitlines()) == 1
    assert everything(library) == []


def test_a_windows_1252_page_keeps_its_accents(tmp_path, server):
    library = empty_library(tmp_path)
    run("import", server.url("/cp1252"), library=library)
    [recipe] = everything(library)
    assert recipe["title"] == "Crème brûlée"
    assert recipe["directions"] == "Caramelise – don’t burn."
    assert "/picture/9.png" in server.requests


def test_a_picture_that_cannot_be_fetched_is_said_and_the_recipe_is_imported(tmp_path, server):
    library = empty_library(tmp_path)
    address = server.url("/broken-picture/1")
    result = run("import", address, library=library)
    assert result.stderr == (f"{address}: imported without its picture: the server answered HTTP 404 (Not Found) "
                             f"({server.url('/status/404')})\n")
    assert [r["title"] for r in everything(library)] == ["Pictureless 1"]


def test_addresses_listed_in_a_file_or_on_standard_input(tmp_path, server):
    library = empty_library(tmp_path)
    listing = tmp_path / "urls.txt"
    listing.write_text(f"# dinner\n{server.url('/recipe/1')}\n\n  {server.url('/recipe/2')}  \n")
    result = run("import", "--urls-from", str(listing), server.url("/recipe/3"), library=library)
    assert result.stdout.startswith("Imported 3 recipes from 3 web pages."), result.stdout
    result = run("import", "--urls-from", "-", library=library, input=server.url("/recipe/4") + "\n")
    assert result.stdout.startswith("Imported 1 recipe from " + server.url("/recipe/4")), result.stdout
    assert sorted(r["title"] for r in everything(library)) == [f"Web recipe {n}" for n in range(1, 5)]
    refused = run_env("import", "--urls-from", "-", "-", library=library, input="")
    assert refused.returncode != 0 and "not both" in refused.stderr


def test_a_list_of_addresses_that_cannot_be_read_or_holds_other_lines_is_refused_whole(tmp_path):
    library = empty_library(tmp_path)
    listing = tmp_path / "urls.txt"
    listing.write_text("# dinner\r\nhttps://example.invalid/a\r\n\r\nBoil @eggs{2}.\r\n")
    missing = tmp_path / "missing.txt"
    comments = tmp_path / "comments.txt"
    comments.write_text("# to try later\n\n")
    for source, message in [
        (comments, f"--urls-from {comments} lists no web address (blank lines and lines starting with # are left "
                   "out); nothing was imported"),
        (listing, f'--urls-from {listing}, line 4: "Boil @eggs{{2}}." is not a web address; the file lists one '
                  "http:// or https:// address a line (nothing was imported)"),
        (missing, f"--urls-from {missing}: cannot read the file (no such file)"),
        ("/dev/zero", "--urls-from /dev/zero: is a device, not a file: name the file that lists the web addresses, "
                      "one a line"),
    ]:
        result = run_env("import", "--urls-from", str(source), library=library)
        assert (result.returncode, result.stdout, result.stderr) == (1, "", f"Error: {message}\n")
    assert everything(library) == []


def test_fifty_addresses_in_one_command_with_a_progress_bar_on_a_terminal(tmp_path, server):
    library = empty_library(tmp_path)
    addresses = [server.url(f"/recipe/{n}") for n in range(50)]
    with TerminalSession([BIN, "import", *addresses, "--library", str(library)], rows=10, cols=100) as term:
        assert term.wait_exit() == 0
        term.pump()
        output = bytes(term.output)
    # The bar as a person saw it: the screen after each rewrite of the line.
    seen = []
    screen = pyte.Screen(100, 10)
    stream = pyte.ByteStream(screen)
    for piece in output.split(b"\r"):
        stream.feed(b"\r" + piece)
        seen.append(screen.display[screen.cursor.y].rstrip())
    bars = [line for line in seen if line.endswith("pages fetched")]
    assert "[" + "-" * 30 + "] 0/50 pages fetched" in bars
    assert "[" + "#" * 15 + "-" * 15 + "] 25/50 pages fetched" in bars
    assert "[" + "#" * 30 + "] 50/50 pages fetched" in bars
    # Erased at the end: the summary is what stays.
    assert "Imported 50 recipes from 50 web pages." in "\n".join(screen.display)
    assert not any("pages fetched" in line for line in screen.display)
    assert len(everything(library)) == 50


def test_the_files_progress_counts_the_files_alone_when_addresses_come_after(tmp_path, server):
    library = empty_library(tmp_path)
    # A FIFO holds the file read open until written: the import has then run for over a second,
    # when the count of files read is shown.
    fifo = tmp_path / "slow.cook"
    os.mkfifo(fifo)
    command = [BIN, "import", str(fifo), server.url("/recipe/1"), "--library", str(library)]
    with TerminalSession(command, rows=10, cols=100) as term:
        time.sleep(1.5)
        with open(fifo, "w") as writer:
            writer.write("Boil @eggs{2}.\n")
        assert term.wait_exit() == 0
        term.pump()
        output = bytes(term.output)
    assert b"1/1 files, 1 recipe" in output and b"1/2 files" not in output
    assert "Imported 2 recipes from 1 file and 1 web page." in term.text()


def test_no_progress_bar_when_standard_error_is_not_a_terminal(tmp_path, server):
    library = empty_library(tmp_path)
    result = run("import", *[server.url(f"/recipe/{n}") for n in range(5)], library=library)
    assert result.stderr == ""
    assert result.stdout == "Imported 5 recipes from 5 web pages.\n"


def test_the_browser_imports_from_the_prompt_while_the_person_keeps_moving(tmp_path, server):
    library = Library(tmp_path)
    titles = library.titles()
    with open_browser(library) as term:
        wait_selected(term, titles[0])
        term.send("i")
        term.wait_for(lambda t: "Import from (web address or path):" in status(t), what="the prompt")
        term.send(server.url("/slow/1?seconds=5") + "\r")
        term.wait_for(lambda t: "importing " + server.url("/slow/1") in status(t), what="import in progress")
        # No key waits for the network: the selection moves while the page is fetched.
        for title in titles[1:4]:
            term.send("j")
            wait_selected(term, title)
            assert "importing" in status(term)
        wait_selected(term, "Slow recipe 1", what="the imported recipe selected")
        assert 'Imported "Slow recipe 1"' in status(term)
        quit_cleanly(term)
    assert "Slow recipe 1" in library.titles()


def test_the_browser_prompt_says_why_nothing_was_imported(tmp_path, server):
    library = Library(tmp_path)
    before = library.titles()
    with open_browser(library, env=QUICK) as term:
        term.send("i" + server.url("/status/404") + "\r")
        term.wait_for(lambda t: f"Nothing imported: {server.url('/status/404')}: the server answered HTTP 404" in status(t),
                      what="the refusal")
        term.send("i")
        term.send("\x1b")
        term.wait_for(lambda t: "Nothing imported" in status(t) and "404" not in status(t), what="cancelled")
        quit_cleanly(term)
    assert library.titles() == before


@pytest.mark.parametrize("value, why", [("abc", "is not a number of seconds"), ("0", "is not a positive number of seconds")])
def test_a_stall_timeout_that_is_no_number_of_seconds_is_said_once_and_the_default_used(tmp_path, server, value, why):
    library = empty_library(tmp_path)
    page = tmp_path / "saved.html"
    page.write_text(PAGE.format(title="Saved pad thai", slug="saved"))
    result = run_env("import", str(page), server.url("/recipe/1"), library=library,
                     env={"RECIPES_FETCH_STALL_SECONDS": value})
    assert result.stderr == f"RECIPES_FETCH_STALL_SECONDS={value} {why}; using 15\n"
    assert result.returncode == 0 and result.stdout.startswith("Imported 2 recipes")


def test_the_browser_says_a_stall_timeout_that_is_no_number_before_it_takes_the_terminal(tmp_path):
    with open_browser(Library(tmp_path), env={"RECIPES_FETCH_STALL_SECONDS": "abc"}) as term:
        quit_cleanly(term)
    said = bytes(term.output).find(b"RECIPES_FETCH_STALL_SECONDS=abc is not a number of seconds; using 15")
    assert 0 <= said < bytes(term.output).find(b"\x1b[?1049h")
