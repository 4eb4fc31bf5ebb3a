#!/usr/bin/env python3
"""Writes the reference parse of every .cook file of a corpus, by cooklang-rs.

The reference parser is cooklang-rs itself, reached through the PyPI wheel
`cooklang-bindings` (0.6.0 wraps cooklang-rs v0.18.7, its UniFFI crate
`cooklang-bindings`, unmodified; the wheel carries the compiled Rust library).
Only its generated low-level module (`cooklang._generated.cooklang_bindings`) is
used, not the wheel's Python convenience layer, so what is written is what the
Rust library returned. That interface parses canonical Cooklang (extensions off:
no modifiers `@?x`, no ranges `1-2`, no `\\` line joins), the mode the wheel
exposes; it cannot be switched.

For each CORPUS/REL.cook it writes OUT/REL.cook.json: cooklang-rs's own model
(sections, their blocks, each step's items referring by index into the recipe's
ingredient, cookware and timer lists), plus two things the interface does not
hand over directly and that are derived here from cooklang-rs's own behaviour:

- `fixed` of an ingredient: the interface does not expose the `=` (fixed) mark,
  but cooklang-rs's scaling keeps fixed quantities. The file is parsed a second
  time at scaling factor 2: a number that cooklang-rs left unchanged is fixed, a
  number it doubled is not. Where that cannot tell (no amount, a text amount
  such as "a pinch", or 0), `fixed` is null.
- nothing else: timer durations stay as cooklang-rs gives them (a value and the
  unit as written); compare.py turns them into seconds.

A file cooklang-rs refuses (it panics through the bindings) gets
{"error": MESSAGE} and is left out of the figure by compare.py.

Usage (needs `pip install cooklang-bindings==0.6.0`, see README.md):
    python3 reference.py CORPUS_DIR OUT_DIR
"""
import json
import os
import sys

# A refused file panics inside the Rust library; keep its report to one message.
os.environ.setdefault("RUST_BACKTRACE", "0")

from importlib.metadata import version

import cooklang
from cooklang._generated import cooklang_bindings as ffi

# Written into every reference file, so a figure always names the parser it was measured against.
UPSTREAM = (f"cooklang-rs {cooklang.UPSTREAM_VERSION} via cooklang-bindings "
            f"{version('cooklang-bindings')} (canonical Cooklang)")


def value_json(value):
    """One cooklang-rs `Value` as JSON, keeping its kind."""
    if isinstance(value, ffi.Value.NUMBER):
        return {"type": "number", "value": value.value}
    if isinstance(value, ffi.Value.RANGE):
        return {"type": "range", "start": value.start, "end": value.end}
    if isinstance(value, ffi.Value.TEXT):
        return {"type": "text", "value": value.value}
    return {"type": "empty"}


def amount_json(amount):
    """An `Amount` (value and unit as written), or None when the component had none."""
    if amount is None:
        return None
    return {"value": value_json(amount.quantity), "unit": amount.units}


def fixed_flag(single, double):
    """Whether cooklang-rs kept this amount when scaling by 2 (see module doc)."""
    if single is None or double is None:
        return None
    a, b = single.quantity, double.quantity
    if not isinstance(a, ffi.Value.NUMBER) or not isinstance(b, ffi.Value.NUMBER):
        return None
    if a.value == 0:
        return None
    return b.value == a.value


def item_json(item):
    """One step item: text, or a reference by index into a component list."""
    if isinstance(item, ffi.Item.TEXT):
        return {"type": "text", "value": item.value}
    if isinstance(item, ffi.Item.INGREDIENT_REF):
        return {"type": "ingredient", "index": item.index}
    if isinstance(item, ffi.Item.COOKWARE_REF):
        return {"type": "cookware", "index": item.index}
    return {"type": "timer", "index": item.index}


def block_json(block):
    """A step (its items) or a note (its text)."""
    if isinstance(block, ffi.Block.STEP_BLOCK):
        return {"type": "step", "items": [item_json(i) for i in block[0].items]}
    return {"type": "note", "text": block[0].text}


def reference_of(text):
    """cooklang-rs's parse of one recipe's text as a JSON-ready dict."""
    single = ffi.parse_recipe(text, 1.0)
    double = ffi.parse_recipe(text, 2.0)
    doubled = double.ingredients()
    ingredients = []
    for n, ing in enumerate(single.ingredients()):
        ref = None
        if ing.reference is not None:
            ref = "/".join([*ing.reference.components, ing.reference.name])
        ingredients.append({
            "name": ing.name,
            "quantity": amount_json(ing.amount),
            "note": ing.descriptor,
            "reference": ref,
            "fixed": fixed_flag(ing.amount, doubled[n].amount),
        })
    return {
        "parser": UPSTREAM,
        "sections": [
            {"name": s.title, "content": [block_json(b) for b in s.blocks]}
            for s in single.sections()
        ],
        "ingredients": ingredients,
        "cookware": [{"name": c.name, "quantity": amount_json(c.amount)} for c in single.cookware()],
        "timers": [{"name": t.name, "quantity": amount_json(t.amount)} for t in single.timers()],
    }


def main(argv):
    if len(argv) != 3:
        sys.exit(__doc__.split("Usage")[1])
    corpus, out = argv[1], argv[2]
    done = refused = 0
    for root, dirs, files in os.walk(corpus):
        dirs.sort()
        for name in sorted(files):
            if not name.endswith(".cook"):
                continue
            path = os.path.join(root, name)
            rel = os.path.relpath(path, corpus)
            with open(path, encoding="utf-8", errors="replace") as f:
                text = f.read()
            try:
                result = reference_of(text)
            except BaseException as error:  # a Rust panic arrives as InternalError
                result = {"parser": UPSTREAM, "error": str(error)[:500]}
                refused += 1
            target = os.path.join(out, rel + ".json")
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "w", encoding="utf-8") as f:
                json.dump(result, f, ensure_ascii=False, indent=1)
            done += 1
    print(f"{done} files read by {UPSTREAM}; {refused} refused by it")


if __name__ == "__main__":
    main(sys.argv)
