#!/usr/bin/env python3
"""How well `recipes` links a text recipe's steps to the ingredient lines they use.

Real Cooklang files are a gold standard of which ingredients each step uses: a cook
marked every ingredient where the step uses it (`@flour{100%g}`). For each .cook file
of a corpus this script

1. imports the file into an empty library of its own (`recipes init --empty`,
   `recipes import FILE --format cook`) and reads `recipes show ID --json`: the
   ingredient list (`ingredients`, one line each) and each step's text and uses;
2. imports the same recipe again as TEXT: a recipe in the library's JSON form whose
   `ingredients` are those list lines and whose `directions` are the steps' plain text
   (no Cooklang markup, so the linker has to find the ingredients by their words, as it
   does for a web page, Paprika or a typed recipe), and reads its steps' links;
3. scores every step: a list line the Cooklang step uses and the text step lists is
   linked right; one it uses and the text step does not list is missed; one the text step
   lists that the Cooklang step does not use is linked wrongly.

Lines are compared by the ingredient's name as `show --json`'s `parsedIngredients` gives
it for each list line (case folded): a Cooklang use of "flour" is the list line whose
name is "flour". A Cooklang use whose name no list line of the text recipe carries is
counted apart ("unmatched"), as is a file whose text form has another number of steps
(a step that reads as a heading, "For the sauce:"), and a file that does not import.

Precision = right / (right + wrong); recall = right / (right + missed), over all steps of
all files. A wrong link to a line an earlier step used is also counted apart: the cook marked
it where it went in, and a later "drain the potatoes" is a mention, not a use. The README says what these figures can and cannot tell.

Usage:
    python3 measure.py CORPUS_DIR --recipes PATH/TO/recipes [--json FILE] [--show N]
    options: --json FILE (every step's outcome, for comparing two builds),
             --show N (the first N wrong or missed links printed)

Standard library only.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cooklang-parity"))
from compare import cook_files  # noqa: E402  (the corpus walked as the parity figure walks it)


def run(binary, library, *args, stdin=None):
    env = dict(os.environ, RECIPES_LIBRARY=library, NO_COLOR="1")
    return subprocess.run([binary, *args], env=env, capture_output=True, text=True, timeout=120, input=stdin)


def shown(binary, library):
    """The one recipe of `library` as `show --json` prints it."""
    listed = json.loads(run(binary, library, "list", "--json").stdout)
    if len(listed) != 1:
        raise RuntimeError(f"import gave {len(listed)} recipes")
    return json.loads(run(binary, library, "show", str(listed[0]["id"]), "--json").stdout)


def import_into_new_library(binary, scratch, name, *import_args, stdin=None):
    library = os.path.join(scratch, name)
    done = run(binary, library, "init", "--empty")
    if done.returncode:
        raise RuntimeError(f"init: {done.stderr.strip()}")
    done = run(binary, library, "import", *import_args, stdin=stdin)
    if done.returncode:
        raise RuntimeError(f"import: {(done.stderr or done.stdout).strip()[:300]}")
    return shown(binary, library)


def line_names(recipe):
    """The folded name and text of each list line that is not a heading."""
    return [(line["name"].casefold(), line["text"].casefold())
            for line in recipe.get("parsedIngredients", []) if not line.get("heading")]


def words(text):
    return re.findall(r"\w+", text)


def line_of(name, lines):
    """The list line a Cooklang use names: the one whose name is the use's, else the only one
    whose text holds the use's name as whole words ("3 teentjes knoflook" for "knoflook")."""
    named = [line_name for line_name, _ in lines if line_name == name]
    if named:
        return named[0]
    wanted = words(name)
    holding = [line_name for line_name, text in lines
               if any(words(text)[i:i + len(wanted)] == wanted for i in range(len(words(text))))]
    return holding[0] if len(holding) == 1 else None


def step_names(step):
    return [use["name"].casefold() for use in step["ingredients"]]


def as_text_recipe(cook):
    """The Cooklang recipe as a text recipe in the library's JSON form: its list and its steps' plain text."""
    return [{
        "title": cook["title"],
        "ingredients": cook["ingredients"],
        "directions": "\n".join(" ".join(step["text"].split()) for step in cook["steps"]),
    }]


def measure(binary, path):
    """Per step of one file: (step text, used names, linked names); raises RuntimeError when not measurable."""
    with tempfile.TemporaryDirectory() as scratch:
        cook = import_into_new_library(binary, scratch, "cook", "--format", "cook", path)
        if "steps" not in cook:
            raise RuntimeError("`show --json` has no \"steps\"")
        text = import_into_new_library(binary, scratch, "text", "-", "--format", "json",
                                       stdin=json.dumps(as_text_recipe(cook)))
    if len(text["steps"]) != len(cook["steps"]):
        raise RuntimeError(f"steps: {len(cook['steps'])} as Cooklang, {len(text['steps'])} as text")
    lines = line_names(text)
    steps = []
    for used, linked in zip(cook["steps"], text["steps"]):
        gold = list(dict.fromkeys(step_names(used)))
        steps.append({
            "text": linked["text"],
            "used": list(dict.fromkeys(line_of(n, lines) for n in gold if line_of(n, lines))),
            "unmatched": [n for n in gold if not line_of(n, lines)],
            "linked": list(dict.fromkeys(step_names(linked))),
        })
    return steps


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("corpus")
    parser.add_argument("--recipes", required=True, help="the recipes binary to measure")
    parser.add_argument("--json", metavar="FILE", help="also write every step's outcome here")
    parser.add_argument("--show", type=int, default=0, help="wrong or missed links to print")
    args = parser.parse_args()

    right = missed = wrong = again = unmatched = files = step_count = 0
    refused = {}
    outcomes = {}
    shown_count = 0
    for path, name in cook_files(args.corpus):
        try:
            steps = measure(args.recipes, path)
        except (RuntimeError, json.JSONDecodeError, subprocess.TimeoutExpired) as error:
            refused[name] = str(error)
            continue
        files += 1
        outcomes[name] = steps
        used_before = set()
        for step in steps:
            step_count += 1
            used, linked = set(step["used"]), set(step["linked"])
            right += len(used & linked)
            missed += len(used - linked)
            wrong += len(linked - used)
            # A line an earlier step used, named again ("drain the potatoes"): the cook marked it
            # where it went in, so it counts as wrong, but it sends nobody for more.
            again += len((linked - used) & used_before)
            used_before |= used
            unmatched += len(step["unmatched"])
            if shown_count < args.show and used != linked:
                shown_count += 1
                print(f"{name}: {step['text'][:100]!r}\n    missed {sorted(used - linked)}  wrong {sorted(linked - used)}")
    precision = right / (right + wrong) if right + wrong else 0
    recall = right / (right + missed) if right + missed else 0
    print(f"files measured: {files} ({step_count} steps); left out: {len(refused)}")
    for name, reason in sorted(refused.items()):
        print(f"    left out {name}: {reason}")
    print(f"links right: {right}, missed: {missed}, wrong: {wrong} (of which {again} name a line an earlier step used)")
    print(f"Cooklang uses no list line names: {unmatched}")
    print(f"precision: {100 * precision:.1f} %  recall: {100 * recall:.1f} %")
    fresh = wrong - again
    print(f"precision with a line named again not counted wrong: {100 * right / (right + fresh) if right + fresh else 0:.1f} %")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(outcomes, f, ensure_ascii=False, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
