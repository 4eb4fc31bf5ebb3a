"""How often `recipes` reads real recipe pages right, beside recipe-scrapers' generic reader.

    python3 Benchmarks/pages/measure.py CORPUS --binary PATH/recipes [--failures FILE] [--http]

CORPUS is a folder of saved pages, `NAME.html`, each with `NAME.json` beside it: what a person
reads on the page (`title`, `ingredients` as a list (or its lines joined by "\\n"), `instructions` as lines joined by "\\n",
`total_time` in minutes or null, and `ingredients_unordered` when only the set is known). The
corpus is not in this repository; docs/BENCHMARKS.md says how it was built.

Each page is imported on its own into an empty library by the real binary and read back with
`recipes list --json` (with --http, each is served from a local http.server on 127.0.0.1 and
imported by its address, `recipes import http://127.0.0.1:PORT/NAME.html`, so the score shows
whether fetching changes the reading; the reference still reads the files); the first recipe the page gives is scored (a page that gives more than
one is counted apart). The same pages go through recipe-scrapers' generic schema.org reader
(`reference.py`, in a venv under .build/ made on first use), scored the same way.

"Right", per field, after normalising both sides (HTML character references decoded, Unicode
NFC, a fraction written as one character the same as written with a slash, `2½` and `2 ½` as
`2 1/2`, every run of whitespace, non-breaking spaces included, made one space, ends trimmed; and
the brackets recipe plugins garble made plain: `((note))` and `( note )` are `(note)`, `(, note)`
is `, note` (also when the bracket is never closed), ` ,` is `,`, a checkbox `▢` is nothing; the expected data, written by site scrapers,
keeps these as the page has them, and `recipes` cleans them on purpose):
- title: equal;
- ingredients: the same lines in the same order (as a set when the expected is unordered);
- steps: the same lines in the same order, a step number the site wrote at the start of a step
  ("1.", "2)", "Step 3:", "Schritt 4", "Passo 5", or a bare "1 " when every line starts with
  its own number in sequence) taken off both sides, so a line that is only a step's number is
  no line; section headings count neither for nor against: the lines are
  right with the reader's headings as lines or without them, compared with the expected's
  headings as lines or without them, and a colon ending a line is not compared (sites write
  headings with and without one);
- total time: the same number of minutes (`recipes`: the total a person is shown, the larger
  of prep + cook and the stated total); no time and null are equal. Scored only on pages whose
  expected JSON gives a total time.
"All right" is title, ingredients and steps all right on one page.
"""
import argparse
import collections
import contextlib
import functools
import html
import http.server
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import unicodedata
from html.parser import HTMLParser

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent.parent
VENV = ROOT / ".build" / "pages-venv"
REFERENCE_VERSION = "15.13.0"
NOTE_AFTER_COMMA = re.compile(r"\(\s*,\s*([^()]*)\)")
NOTE_OPENING_COMMA = re.compile(r"\(\s*,\s*")
# The word for "step" in the languages of recipe sites: `Schritt 2` and `Passo 3` number a step as `Step 1` does.
STEP_WORD = r"(?:step|schritt|passo|paso|etapa|étape|etape|stap|trin|steg|krok|vaihe|adım|korak|lépés|шаг|βήμα|bước|langkah)"
STEP_NUMBER = re.compile(rf"^(?:{STEP_WORD}\s*)?\d{{1,2}}\s*[.):]\s*|^{STEP_WORD}\s*\d{{1,2}}\s*", re.IGNORECASE)
FRACTIONS = {"½": "1/2", "⅓": "1/3", "⅔": "2/3", "¼": "1/4", "¾": "3/4", "⅕": "1/5", "⅖": "2/5", "⅗": "3/5",
             "⅘": "4/5", "⅙": "1/6", "⅚": "5/6", "⅛": "1/8", "⅜": "3/8", "⅝": "5/8", "⅞": "7/8"}
VULGAR_FRACTION = re.compile(r"(?:(\d)\s*)?([" + "".join(FRACTIONS) + "])")


def plain_fractions(text):
    """`2½`, `2 ½` and `2 1⁄2` as `2 1/2`: the same amount, written with one character or three."""
    text = VULGAR_FRACTION.sub(lambda m: (m.group(1) + " " if m.group(1) else "") + FRACTIONS[m.group(2)], text)
    return text.replace("\u2044", "/")


def normal(text):
    text = html.unescape(html.unescape(str(text)))
    text = plain_fractions(unicodedata.normalize("NFC", text))
    text = " ".join(text.replace("\u00a0", " ").replace("\u25a2", " ").split())
    text = NOTE_AFTER_COMMA.sub(r", \1", text)
    # The same bracket left open (`shallot (, very finely sliced (Note 2)`).
    text = NOTE_OPENING_COMMA.sub(", ", text)
    for garbled, plain in (("((", "("), ("))", ")"), ("( ", "("), (" )", ")"), (" ,", ","), ("()", "")):
        while garbled in text:
            text = text.replace(garbled, plain)
    return " ".join(text.split())


def normal_lines(lines):
    return [line for line in (normal(line) for line in lines) if line]


def without_number(step):
    return STEP_NUMBER.sub("", step, count=1).strip()


def is_heading(line):
    return len(line) > 1 and line.endswith(":")


def ingredients_right(got, expected, unordered):
    # A few expected files give the lines as one text joined by "\n", not as a list.
    expected = expected.split("\n") if isinstance(expected, str) else expected
    got, expected = normal_lines(got or []), normal_lines(expected)
    expected = [line.rstrip(":") for line in expected]
    candidates = [[line.rstrip(":") for line in got], [line.rstrip(":") for line in got if not is_heading(line)]]
    if unordered:
        return any(sorted(c) == sorted(expected) for c in candidates)
    return any(c == expected for c in candidates)


def without_bare_numbers(steps):
    """Steps each starting with its number and a space, in sequence (`1 Mix`, `2 Bake`), without it."""
    if len(steps) > 1 and all(step.startswith(f"{index + 1} ") for index, step in enumerate(steps)):
        return [step.split(" ", 1)[1] for step in steps]
    return steps


def steps_right(got, expected):
    got = [without_number(s) for s in without_bare_numbers(normal_lines(got or []))]
    expected = expected.split("\n") if isinstance(expected, str) else expected
    expected = [without_number(s) for s in without_bare_numbers(normal_lines(expected))]
    got, expected = [s for s in got if s], [s for s in expected if s]
    # Headings count neither for nor against on either side: a reader may keep a heading the
    # expected leaves out (`Recipe:` over the steps) as well as the other way round.
    expecteds = [[s.rstrip(":") for s in expected], [s.rstrip(":") for s in expected if not is_heading(s)]]
    candidates = [[s.rstrip(":") for s in got], [s.rstrip(":") for s in got if not is_heading(s)]]
    return any(c == e for c in candidates for e in expecteds)


def score(read, expected):
    """Which fields of one page's reading are right: title, ingredients, steps, all, total (None: not scored)."""
    if read is None:
        read = {}
    title = read.get("title") is not None and normal(read["title"]) == normal(expected["title"])
    ingredients = ingredients_right(read.get("ingredients"), expected["ingredients"],
                                    expected.get("ingredients_unordered", False))
    steps = steps_right(read.get("steps"), expected["instructions"])
    total = None
    stated = expected.get("total_time")
    if isinstance(stated, str) and stated.strip().isdigit():
        stated = int(stated)
    # An expected total that is no number ("30 minuten + 2 uur stoven") cannot be compared.
    if "total_time" in expected and not isinstance(stated, str):
        total = (read.get("total_time") or 0) == (stated or 0)
    return {"title": title, "ingredients": ingredients, "steps": steps,
            "all": title and ingredients and steps, "total": total}


class LinkedData(HTMLParser):
    """The JSON-LD blocks of a page, to tell pages whose JSON-LD is well formed and holds a Recipe."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.blocks, self._inside = [], None

    def handle_starttag(self, tag, attrs):
        if tag == "script" and (dict(attrs).get("type") or "").lower().startswith("application/ld+json"):
            self._inside = []

    def handle_data(self, data):
        if self._inside is not None:
            self._inside.append(data)

    def handle_endtag(self, tag):
        if tag == "script" and self._inside is not None:
            self.blocks.append("".join(self._inside))
            self._inside = None


def has_recipe(value):
    if isinstance(value, list):
        return any(has_recipe(v) for v in value)
    if isinstance(value, dict):
        types = value.get("@type")
        types = types if isinstance(types, list) else [types]
        if any(isinstance(t, str) and t.split("/")[-1].split(":")[-1].lower() == "recipe" for t in types):
            return True
        return any(has_recipe(v) for v in value.values())
    return False


def well_formed_linked_data(page):
    """Whether a JSON-LD block of the page parses as JSON as written and holds a Recipe node."""
    parser = LinkedData()
    parser.feed(page.read_bytes().decode("utf-8", errors="replace"))
    for block in parser.blocks:
        try:
            if has_recipe(json.loads(block)):
                return True
        except ValueError:
            continue
    return False


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """Serves the corpus folder without a log line per request."""

    def log_message(self, *args):
        pass


@contextlib.contextmanager
def served(folder):
    """A function from a page to its address on a local http.server serving `folder`, while it runs."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0),
                                             functools.partial(QuietHandler, directory=str(folder)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield lambda page: f"http://127.0.0.1:{server.server_address[1]}/{page.name}"
    finally:
        server.shutdown()
        server.server_close()


def read_with_recipes(binary, pages, address=str):
    """What `recipes import` makes of each page (given to it as `address(page)`), as the library stores it."""
    results = {}
    with tempfile.TemporaryDirectory() as scratch:
        empty = pathlib.Path(scratch) / "empty.sqlite"
        subprocess.run([binary, "init", "--empty", "--library", str(empty)], check=True, capture_output=True)
        for page in pages:
            library = pathlib.Path(scratch) / "page.sqlite"
            for suffix in ("", "-wal", "-shm"):
                pathlib.Path(str(library) + suffix).unlink(missing_ok=True)
            shutil.copyfile(empty, library)
            subprocess.run([binary, "import", address(page), "--library", str(library)], capture_output=True)
            listed = subprocess.run([binary, "list", "--json", "--library", str(library)],
                                    capture_output=True, text=True, check=True)
            recipes = sorted(json.loads(listed.stdout), key=lambda r: r["id"])
            if not recipes:
                results[page.stem] = None
                continue
            first = recipes[0]
            shown_total = max(first.get("prepTime", 0) + first.get("cookTime", 0), first.get("statedTotalTime", 0))
            results[page.stem] = {
                "title": first["title"],
                "ingredients": first["ingredients"].split("\n"),
                "steps": first["directions"].split("\n"),
                "total_time": shown_total // 60,
                "recipes": len(recipes),
            }
    return results


def reference_python():
    python = VENV / "bin" / "python"
    if not (VENV / f".ready-{REFERENCE_VERSION}").exists():
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
        subprocess.run([str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check",
                        f"recipe-scrapers=={REFERENCE_VERSION}"], check=True)
        (VENV / f".ready-{REFERENCE_VERSION}").touch()
    return python


def read_with_reference(corpus):
    lines = subprocess.run([str(reference_python()), str(HERE / "reference.py"), str(corpus)],
                           capture_output=True, text=True, check=True).stdout.splitlines()
    results = {}
    for line in lines:
        read = json.loads(line)
        instructions = read["instructions"]
        results[read["page"]] = {
            "title": read["title"],
            "ingredients": read["ingredients"],
            "steps": instructions.split("\n") if isinstance(instructions, str) else None,
            "total_time": read["total_time"],
        }
    return results


def summary(name, scores, subset):
    def share(key, pages):
        scored = [scores[p][key] for p in pages if scores[p][key] is not None]
        right = sum(scored)
        return f"{right}/{len(scored)} ({100 * right / len(scored):.1f} %)" if scored else "-"
    every = sorted(scores)
    return (f"| {name} | {share('all', every)} | {share('all', subset)} | {share('title', every)} "
            f"| {share('ingredients', every)} | {share('steps', every)} | {share('total', every)} |")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("corpus", type=pathlib.Path)
    parser.add_argument("--binary", required=True)
    parser.add_argument("--no-reference", action="store_true", help="score recipes only")
    parser.add_argument("--failures", type=pathlib.Path, help="write each page recipes got wrong, with what it read")
    parser.add_argument("--http", action="store_true",
                        help="have recipes import each page by its address on a local http.server, not as a file")
    args = parser.parse_args()

    pages = sorted(args.corpus.glob("*.html"))
    expected = {p.stem: json.loads(p.with_suffix(".json").read_text()) for p in pages}
    well_formed = [p.stem for p in pages if well_formed_linked_data(p)]
    if args.http:
        with served(args.corpus) as address:
            ours = read_with_recipes(args.binary, pages, address)
    else:
        ours = read_with_recipes(args.binary, pages)
    readers = {"recipes, pages fetched over HTTP" if args.http else "recipes": ours}
    if not args.no_reference:
        readers[f"recipe-scrapers {REFERENCE_VERSION}, generic reader"] = read_with_reference(args.corpus)

    print(f"{len(pages)} pages, {len(well_formed)} with a Recipe in well-formed JSON-LD; "
          f"{sum(1 for r in ours.values() if r and r['recipes'] > 1)} gave recipes more than one recipe\n")
    print("| reader | all right | all right, well-formed JSON-LD | title | ingredients | steps | total time |")
    print("|---|---|---|---|---|---|---|")
    all_scores = {}
    for name, reads in readers.items():
        scores = {p: score(reads.get(p), expected[p]) for p in expected}
        all_scores[name] = scores
        print(summary(name, scores, well_formed))

    if args.failures:
        with args.failures.open("w") as out:
            for page, result in sorted(all_scores[next(iter(readers))].items()):
                wrong = [k for k in ("title", "ingredients", "steps", "total") if result[k] is False]
                if wrong:
                    out.write(json.dumps({"page": page, "wrong": wrong, "well_formed": page in well_formed,
                                          "read": ours.get(page), "expected": expected[page]},
                                         ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
