#!/usr/bin/env python3
"""Every step's links on real web pages, dumped from one build and compared with another's.

    python3 page_links.py dump PAGES_DIR --recipes PATH/TO/recipes -o links.json
    python3 page_links.py diff before.json after.json

`dump` imports each page (`recipes import PAGE`, as Benchmarks/pages/measure.py does) into a
library of its own and writes, per page, each step's text and the ingredients `show --json`
lists for it. `diff` prints every step whose links differ between two dumps, with the lines
gained and lost, for a person to read as a cook would. Standard library only.
"""
import argparse
import json
import os
import pathlib
import subprocess
import sys
import tempfile


def run(binary, library, *args):
    env = dict(os.environ, RECIPES_LIBRARY=library, NO_COLOR="1")
    return subprocess.run([binary, *args], env=env, capture_output=True, text=True, timeout=120)


def dump(pages, binary):
    results = {}
    for page in pages:
        with tempfile.TemporaryDirectory() as scratch:
            library = os.path.join(scratch, "library")
            run(binary, library, "init", "--empty")
            run(binary, library, "import", str(page))
            listed = json.loads(run(binary, library, "list", "--json").stdout or "[]")
            if not listed:
                continue
            recipe = json.loads(run(binary, library, "show", str(min(r["id"] for r in listed)), "--json").stdout)
            results[page.stem] = {
                "ingredients": recipe["ingredients"].split("\n"),
                "steps": [[step["text"], [use["name"] for use in step["ingredients"]]] for step in recipe.get("steps", [])],
            }
    return results


def diff(before, after):
    changed = 0
    for page in sorted(set(before) & set(after)):
        old, new = before[page]["steps"], after[page]["steps"]
        if len(old) != len(new):
            print(f"== {page}: {len(old)} steps before, {len(new)} after")
            continue
        lines = []
        for (text, was), (_, now) in zip(old, new):
            if was != now:
                changed += 1
                gained = [n for n in now if n not in was]
                lost = [n for n in was if n not in now]
                lines.append(f"  {text[:160]!r}\n      + {gained}  - {lost}")
        if lines:
            print(f"== {page}\n    list: {before[page]['ingredients']}")
            print("\n".join(lines))
    print(f"steps whose links changed: {changed}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    dumping = sub.add_parser("dump")
    dumping.add_argument("pages", type=pathlib.Path)
    dumping.add_argument("--recipes", required=True)
    dumping.add_argument("-o", "--output", required=True)
    comparing = sub.add_parser("diff")
    comparing.add_argument("before")
    comparing.add_argument("after")
    args = parser.parse_args()
    if args.command == "dump":
        results = dump(sorted(args.pages.glob("*.html")), args.recipes)
        with open(args.output, "w", encoding="utf-8") as f:
            json.dump(results, f, ensure_ascii=False, indent=1)
        print(f"{len(results)} pages dumped to {args.output}")
    else:
        with open(args.before, encoding="utf-8") as f, open(args.after, encoding="utf-8") as g:
            diff(json.load(f), json.load(g))
    return 0


if __name__ == "__main__":
    sys.exit(main())
