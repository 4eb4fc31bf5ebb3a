#!/usr/bin/env python3
"""Compares the titles `recipes --folder CORPUS` lists with the titles cooklang-rs gives.

cooklang-rs (through the PyPI wheel `cooklang-bindings` 0.6.0, as reference.py) gives a recipe's
`title` metadata; a recipe without one is named by its file, as CookCLI names it. The titles the
folder library lists are read from its index (the `folderFile` table maps each file to its
recipe), after `recipes --folder CORPUS list` has caught the index up.

Usage (needs `pip install cooklang-bindings==0.6.0`):
    XDG_CACHE_HOME=/tmp/cache recipes --folder CORPUS list > /dev/null
    python3 titles.py CORPUS /tmp/cache/recipes/folders/NAME-HASH.sqlite
"""
import os
import sqlite3
import sys

os.environ.setdefault("RUST_BACKTRACE", "0")
from cooklang._generated import cooklang_bindings as ffi  # noqa: E402


def main(corpus, index):
    with sqlite3.connect(index) as db:
        listed = dict(db.execute("SELECT f.path, r.title FROM folderFile f JOIN recipe r ON r.id = f.recipeId"))
    same = different = refused = 0
    for path in sorted(listed):
        with open(os.path.join(corpus, path), encoding="utf-8", errors="replace") as file:
            text = file.read()
        try:
            title = ffi.metadata_title(ffi.parse_recipe(text, 1.0))
        except BaseException:  # the Rust library panics on a file it refuses
            refused += 1
            continue
        expected = title or os.path.splitext(os.path.basename(path))[0]
        if expected.strip() == listed[path].strip():
            same += 1
        else:
            different += 1
            print(f"{path}: cooklang-rs {expected!r}, recipes {listed[path]!r}")
    print(f"{same} the same, {different} different, {refused} refused by cooklang-rs, of {len(listed)} files listed")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
