"""Cooking keys timed on the real binary: a cook-mode step change (`j`/`k` in cook mode) and a
serving more or fewer (`+`/`-` in the detail), each frame's time read from `--trace-frames`
(event read to `doupdate` returned), over N presses, for three recipes: a Cooklang pizza dough
(sections, per-step amounts, a fixed amount, timers), a sample recipe, and a long recipe of
300 ingredient lines and 120 steps in sections.

    python3 Benchmarks/cooking/drive.py --binary .build/release/recipes [--presses 500]
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "scale"))
from report import frame_ms, percentile  # noqa: E402
from session import DriveError, Session  # noqa: E402

PIZZA = """---
title: Pizza dough
servings: 2
---

= Starter

Mix @flour{100%g} and @water{100%ml} for the starter, leave to ~rise{12%hours}.

= Dough

Add @flour{400%g}, @water{220%ml} and @salt{=10%g} to the starter.
Knead for ~{10%minutes}.
"""


def long_recipe():
    """300 ingredient lines in 6 groups and 120 steps in 6 sections, each naming ingredients."""
    items = ["flour", "butter", "sugar", "eggs", "milk", "onions", "carrots", "celery", "garlic", "tomatoes"]
    ingredients, directions = [], []
    for group in range(6):
        ingredients.append(f"For part {group + 1}:")
        ingredients += [f"{n % 7 + 1} cups {items[n % len(items)]} {group}-{n}" for n in range(50)]
        directions.append(f"PART {group + 1}")
        directions += [f"Add the {items[n % len(items)]} and stir for {n % 9 + 1} minutes." for n in range(20)]
    return {"title": "Long stew", "servings": "8", "ingredients": "\n".join(ingredients),
            "directions": "\n".join(directions)}


def run(binary, *args):
    subprocess.run([binary, *args], check=True, capture_output=True, text=True)


def times(session, keys, presses):
    """Presses `keys` in turn `presses` times; the in-program frame times in ms."""
    result = []
    for i in range(presses):
        frame, _ = session.press(keys[i % len(keys)])
        result.append(frame_ms(frame))
    return result


def open_recipe(session, title):
    for key in "/" + title:
        session.press(key)
    session.press("enter")
    session.settle(0.5)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", required=True)
    parser.add_argument("--presses", type=int, default=500)
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        library = os.path.join(folder, "library.sqlite")
        run(options.binary, "init", "--library", library)
        with open(os.path.join(folder, "pizza.cook"), "w") as file:
            file.write(PIZZA)
        with open(os.path.join(folder, "long.json"), "w") as file:
            json.dump([long_recipe()], file)
        run(options.binary, "import", "--library", library, os.path.join(folder, "pizza.cook"),
            os.path.join(folder, "long.json"))
        print(f"{'recipe':<22} {'key':<28} {'p50 ms':>7} {'p99 ms':>7} {'max ms':>7}")
        for title in ["Pizza dough", "Beef and stout stew", "Long stew"]:
            session = Session([options.binary, "--library", library, "--trace-frames",
                               os.path.join(folder, "frames.jsonl")], os.path.join(folder, "frames.jsonl"))
            try:
                session.settle(1.0)
                open_recipe(session, title)
                plus = times(session, ["+", "-"], options.presses)
                session.press("c")
                session.settle(0.3)
                if "STEP 1 of" not in session.text() or title not in session.text():
                    raise DriveError(f"cook mode did not open on {title}:\n{session.text()}")
                steps = times(session, ["j", "k"], options.presses)
                for name, values in [("+ / - in the detail", plus), ("j / k in cook mode", steps)]:
                    print(f"{title:<22} {name:<28} {percentile(values, 50):7.2f} {percentile(values, 99):7.2f} "
                          f"{max(values):7.2f}")
            finally:
                session.close()


if __name__ == "__main__":
    main()
