#!/usr/bin/env python3
"""How many Cooklang files `recipes` reads exactly as cooklang-rs does, step by step.

Given a corpus of .cook files, the reference parse of each (written by
reference.py: cooklang-rs's own model as JSON), and a `recipes` binary, this
imports every file into a new empty library of its own (`recipes init --empty`,
`recipes import FILE --format cook`), reads `recipes show ID --json` and compares
its "steps" with the reference turned into the same shape:

    {"section": str|None, "text": str,
     "ingredients": [{"name", "quantity": number|None, "unit": str|None, "fixed": bool}],
     "timers": [{"name": str|None, "seconds": number|None}]}

A file matches when it has the same number of steps and, in every step, the same
ingredients in the same order with equal name, quantity, unit and fixed flag, and
the same timers in the same order with equal name and seconds. Step text and
sections are not part of the figure (the acceptance asks for per-step
ingredients, amounts, fixed flags and timers); a section that differs is listed
among a failing file's differences and counted apart.

Normalisations, each because the two sides say the same thing differently:

- Numbers: compared as floats within 1e-9 (relative above 1). cooklang-rs gives
  1/3 as 0.333…, and a quantity written "2" as 2.0.
- Quantity that is not a plain number: cooklang-rs keeps "a pinch", and in
  canonical mode ranges ("1-2") and "01/2", as text; the per-step shape has no
  place for text, so it is null there, and ours must be null too.
- Units: exactly as written, as both keep them; an empty unit is null.
- Fixed: cooklang-rs's interface does not expose the `=` mark, so reference.py
  derives it from cooklang-rs's scaling (a number it keeps at factor 2 is fixed).
  Where that cannot tell (no amount, a text amount, 0) the reference has null and
  our flag is not compared.
- Timer seconds: cooklang-rs gives a value and the unit as written. Seconds come
  from cooklang-rs's bundled units table (units.toml, quantity "time": second(s)/
  s/sec, minute(s)/min, hour(s)/h, day(s)/d; its unit lookup is exact). A unit
  outside that table ("mins", "hrs") or a text value gives no reference seconds:
  cooklang-rs cannot say how long it is, and a parser that reads "mins" as
  minutes is not wrong, so by default only the timer's name is compared there;
  --strict-timers requires ours to give no seconds either.
- Timer name: cooklang-rs gives "" for `~{5%minutes}`; that is null.
- Ingredient that references another recipe (`@./sauces/Hollandaise{150%g}`):
  cooklang-rs names it "Hollandaise" and keeps the path apart; ours may carry
  either the name or the path ("./sauces/Hollandaise").

Files cooklang-rs refuses (reference {"error": ...}) are left out of the figure
and counted apart.

Not normalised by default, on purpose (each is a real difference from the
reference as run; two flags show how much each accounts for):

- --tolerance T: numbers within T instead of 1e-9. A side that writes 1/3 as
  0.3333 does not give cooklang-rs's amount; --tolerance 1e-4 shows what the
  figure would be if that rounding were accepted.
- --extended-modifiers: the reference is cooklang-rs in canonical mode (the only
  mode its bindings expose), which keeps `@&salt`'s "&" in the name and does not
  read `@&salt` without braces as an ingredient at all; cooklang-rs's extended
  mode (what CookCLI runs) reads "&?-+" as modifiers. With the flag a name is
  also accepted without those leading characters. Ranges ("2-3") stay text in
  canonical mode and are never normalised.

Usage:
    python3 compare.py CORPUS_DIR REFS_DIR --recipes PATH/TO/recipes [--show N]
    python3 compare.py CORPUS_DIR REFS_DIR --self-test   # reference against itself
    python3 compare.py --convert REFS_DIR/x.cook.json    # per-step shape of one reference
    options: --show N (failing files listed), --json FILE (every file's outcome),
             --strict-timers, --tolerance T, --extended-modifiers, --threshold P

Exit status: 0 when the figure is at least --threshold (95 by default), else 1.
Standard library only.
"""
import argparse
import json
import math
import os
import subprocess
import sys
import tempfile

# Prefixes that cooklang-rs's extended syntax reads as component modifiers (reference,
# optional, hidden, new); canonical cooklang-rs keeps them in the name.
MODIFIERS = "&?-+"
EXTENDED_MODIFIERS = False

# cooklang-rs units.toml, [[quantity]] "time": names and symbols with their ratio to seconds.
TIME_UNITS = {
    "second": 1, "seconds": 1, "s": 1, "sec": 1,
    "minute": 60, "minutes": 60, "min": 60,
    "hour": 3600, "hours": 3600, "h": 3600,
    "day": 86400, "days": 86400, "d": 86400,
}


def number_of(quantity):
    """The plain number of a cooklang-rs amount, or None (no amount, text, range)."""
    if not quantity:
        return None
    value = quantity["value"]
    return value["value"] if value["type"] == "number" else None


def unit_of(quantity):
    """The unit as written, None when absent or empty."""
    if not quantity:
        return None
    return quantity.get("unit") or None


def seconds_of(quantity):
    """A timer's duration in seconds by cooklang-rs's time units, or None."""
    number, unit = number_of(quantity), unit_of(quantity)
    if number is None or unit not in TIME_UNITS:
        return None
    return number * TIME_UNITS[unit]


def render(item, ref):
    """An item's text as cooklang-rs's own bindings render it (for reading only)."""
    if item["type"] == "text":
        return item["value"]
    component = ref[item["type"] + ("s" if item["type"] != "cookware" else "")][item["index"]]
    if item["type"] == "timer" and component.get("quantity"):
        q = component["quantity"]
        value = q["value"].get("value", "")
        return f"{value:g} {q.get('unit') or ''}".strip() if isinstance(value, float) else f"{value} {q.get('unit') or ''}".strip()
    return component.get("name") or ""


def reference_steps(ref):
    """cooklang-rs's JSON (reference.py) turned into the per-step shape of `show --json`."""
    steps = []
    for section in ref["sections"]:
        for block in section["content"]:
            if block["type"] != "step":
                continue
            ingredients, timers = [], []
            for item in block["items"]:
                if item["type"] == "ingredient":
                    ing = ref["ingredients"][item["index"]]
                    ingredients.append({
                        "name": ing["name"],
                        "reference": ing.get("reference"),
                        "quantity": number_of(ing["quantity"]),
                        "unit": unit_of(ing["quantity"]),
                        "fixed": ing.get("fixed"),
                    })
                elif item["type"] == "timer":
                    timer = ref["timers"][item["index"]]
                    timers.append({
                        "name": timer["name"] or None,
                        "seconds": seconds_of(timer["quantity"]),
                        "unit": unit_of(timer["quantity"]),
                    })
            steps.append({
                "section": section["name"],
                "text": "".join(render(i, ref) for i in block["items"]),
                "ingredients": ingredients,
                "timers": timers,
            })
    return steps


TOLERANCE = 1e-9


def same_number(a, b):
    if a is None or b is None:
        return a is None and b is None
    if isinstance(a, bool) or isinstance(b, bool):
        return False
    return math.isclose(float(a), float(b), rel_tol=TOLERANCE, abs_tol=TOLERANCE)


def ingredient_differences(ours, theirs):
    """What differs between one of our ingredient uses and cooklang-rs's."""
    out = []
    names = {theirs["name"]} | ({theirs["reference"]} if theirs.get("reference") else set())
    if EXTENDED_MODIFIERS:
        names |= {n.lstrip(MODIFIERS) for n in names}
    if ours.get("name") not in names:
        out.append(f"name {ours.get('name')!r} vs {theirs['name']!r}")
    if not same_number(ours.get("quantity"), theirs["quantity"]):
        out.append(f"quantity {ours.get('quantity')!r} vs {theirs['quantity']!r}")
    if (ours.get("unit") or None) != theirs["unit"]:
        out.append(f"unit {ours.get('unit')!r} vs {theirs['unit']!r}")
    if theirs["fixed"] is not None and bool(ours.get("fixed")) != theirs["fixed"]:
        out.append(f"fixed {ours.get('fixed')!r} vs {theirs['fixed']!r}")
    return out


def timer_differences(ours, theirs, strict):
    out = []
    if (ours.get("name") or None) != theirs["name"]:
        out.append(f"timer name {ours.get('name')!r} vs {theirs['name']!r}")
    if theirs["seconds"] is not None or strict:
        if not same_number(ours.get("seconds"), theirs["seconds"]):
            out.append(f"timer seconds {ours.get('seconds')!r} vs {theirs['seconds']!r}")
    return out


def list_differences(label, ours, theirs, compare):
    """Differences of two lists compared item by item, or their lengths."""
    if len(ours) != len(theirs):
        return [f"{label}: {len(ours)} vs {len(theirs)}: "
                f"{[x.get('name') for x in ours]} vs {[x['name'] for x in theirs]}"]
    out = []
    for n, (a, b) in enumerate(zip(ours, theirs)):
        out += [f"{label} {n + 1} ({b['name']}): {d}" for d in compare(a, b)]
    return out


def step_differences(ours, theirs, strict_timers):
    """(differences that count, section differences) between our steps and the reference's."""
    if len(ours) != len(theirs):
        first = next((n for n, (a, b) in enumerate(zip(ours, theirs))
                      if [i.get("name") for i in a.get("ingredients", [])] != [i["name"] for i in b["ingredients"]]),
                     min(len(ours), len(theirs)))
        return [f"{len(ours)} steps vs {len(theirs)}; first unlike step {first + 1}"], []
    counted, sections = [], []
    for n, (a, b) in enumerate(zip(ours, theirs)):
        here = list_differences("ingredient", a.get("ingredients", []), b["ingredients"], ingredient_differences)
        here += list_differences("timer", a.get("timers", []), b["timers"],
                                 lambda x, y: timer_differences(x, y, strict_timers))
        counted += [f"step {n + 1}: {d}" for d in here]
        if (a.get("section") or None) != (b["section"] or None):
            sections.append(f"step {n + 1}: section {a.get('section')!r} vs {b['section']!r}")
    return counted, sections


def kind_of(difference):
    """A failing difference's kind, for the summary's breakdown."""
    for word, kind in (("steps vs", "step count"), ("not read", "not read"), ("timer", "timers"),
                       ("name", "name"), ("quantity", "quantity"), ("unit", "unit"),
                       ("fixed", "fixed"), ("ingredient:", "ingredient count"),
                       ("section", "section")):
        if word in difference:
            return kind
    return "other"


def run(binary, library, *args):
    env = dict(os.environ, RECIPES_LIBRARY=library, NO_COLOR="1")
    return subprocess.run([binary, *args], env=env, capture_output=True, text=True, timeout=120)


def our_steps(binary, path):
    """`recipes show --json`'s steps for one imported file, or raises RuntimeError."""
    with tempfile.TemporaryDirectory() as tmp:
        library = os.path.join(tmp, "library")
        done = run(binary, library, "init", "--empty")
        if done.returncode:
            raise RuntimeError(f"init: {done.stderr.strip()}")
        done = run(binary, library, "import", "--format", "cook", path)
        if done.returncode:
            raise RuntimeError(f"import: {(done.stderr or done.stdout).strip()[:300]}")
        listed = json.loads(run(binary, library, "list", "--json").stdout)
        if len(listed) != 1:
            raise RuntimeError(f"import gave {len(listed)} recipes")
        shown = run(binary, library, "show", str(listed[0]["id"]), "--json")
        recipe = json.loads(shown.stdout)
        if "steps" not in recipe:
            raise RuntimeError("`show --json` has no \"steps\" (a build without the structured recipe)")
        return recipe["steps"]


def cook_files(corpus):
    for root, dirs, files in os.walk(corpus):
        dirs.sort()
        for name in sorted(files):
            if name.endswith(".cook"):
                path = os.path.join(root, name)
                yield path, os.path.relpath(path, corpus)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("corpus", nargs="?")
    parser.add_argument("refs", nargs="?")
    parser.add_argument("--recipes", help="the recipes binary to measure")
    parser.add_argument("--self-test", action="store_true",
                        help="compare the reference with itself (checks this script and the corpus)")
    parser.add_argument("--convert", metavar="REF_JSON", help="print one reference in the per-step shape")
    parser.add_argument("--strict-timers", action="store_true")
    parser.add_argument("--show", type=int, default=20, help="failing files to list (default 20)")
    parser.add_argument("--threshold", type=float, default=95.0)
    parser.add_argument("--tolerance", type=float, default=1e-9,
                        help="relative/absolute tolerance for numbers (default 1e-9)")
    parser.add_argument("--extended-modifiers", action="store_true",
                        help="also accept names without a leading &?-+ (cooklang-rs extended syntax)")
    parser.add_argument("--json", metavar="FILE", help="also write every file's outcome here")
    args = parser.parse_args()
    global TOLERANCE, EXTENDED_MODIFIERS
    TOLERANCE, EXTENDED_MODIFIERS = args.tolerance, args.extended_modifiers

    if args.convert:
        with open(args.convert, encoding="utf-8") as f:
            json.dump(reference_steps(json.load(f)), sys.stdout, ensure_ascii=False, indent=1)
        print()
        return 0
    if not args.corpus or not args.refs or not (args.recipes or args.self_test):
        parser.error("give CORPUS_DIR REFS_DIR and --recipes BINARY (or --self-test)")

    matched, failed, refused, missing, broken, section_only = [], [], [], [], [], 0
    outcomes = {}
    for path, rel in cook_files(args.corpus):
        ref_path = os.path.join(args.refs, rel + ".json")
        if not os.path.exists(ref_path):
            missing.append(rel)
            continue
        with open(ref_path, encoding="utf-8") as f:
            ref = json.load(f)
        if "error" in ref:
            refused.append(rel)
            outcomes[rel] = {"outcome": "refused by cooklang-rs", "error": ref["error"]}
            continue
        theirs = reference_steps(ref)
        try:
            ours = json.loads(json.dumps(theirs)) if args.self_test else our_steps(args.recipes, path)
        except (RuntimeError, ValueError, subprocess.TimeoutExpired) as error:
            broken.append((rel, str(error)))
            failed.append((rel, [f"not read: {error}"]))
            outcomes[rel] = {"outcome": "not read", "error": str(error)}
            continue
        counted, sections = step_differences(ours, theirs, args.strict_timers)
        section_only += bool(sections) and not counted
        if counted:
            failed.append((rel, counted + sections))
        else:
            matched.append(rel)
        outcomes[rel] = {"outcome": "differs" if counted else "matches", "differences": counted + sections}

    total = len(matched) + len(failed)
    share = 100.0 * len(matched) / total if total else 0.0
    print(f"cooklang parity: {len(matched)} of {total} files ({share:.1f} %) give cooklang-rs's "
          f"per-step ingredients, amounts, fixed flags and timers")
    print(f"  {len(refused)} files refused by cooklang-rs (left out); {len(missing)} without a reference; "
          f"{len(broken)} not read by recipes; {section_only} matching files differ only in sections")
    kinds = {}
    for _, differences in failed:
        for kind in {kind_of(d) for d in differences}:
            kinds[kind] = kinds.get(kind, 0) + 1
    if kinds:
        print("  failing files by kind of difference: "
              + ", ".join(f"{k} {n}" for k, n in sorted(kinds.items(), key=lambda x: -x[1])))
    for rel, differences in failed[:args.show]:
        print(f"- {rel}")
        for d in differences[:4]:
            print(f"    {d}")
        if len(differences) > 4:
            print(f"    … {len(differences) - 4} more")
    if len(failed) > args.show:
        print(f"… {len(failed) - args.show} more failing files (--show N, --json FILE)")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(outcomes, f, ensure_ascii=False, indent=1)
    return 0 if share >= args.threshold else 1


if __name__ == "__main__":
    sys.exit(main())
