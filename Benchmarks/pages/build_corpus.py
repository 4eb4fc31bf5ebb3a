"""Builds the corpus measure.py reads: real saved recipe pages, each with what a person reads on it.

    apt-get source --download-only python-recipe-scrapers   # Debian 12: 14.32.1, with deb-src enabled
    tar xzf python-recipe-scrapers_14.32.1.orig.tar.gz
    python3 Benchmarks/pages/build_corpus.py recipe-scrapers-14.32.1 CORPUS

recipe-scrapers' PyPI releases carry no test pages; the Debian source package is the project's
repository at that release, with tests/test_data (saved pages of many sites) and a test class
per page asserting what its site's own scraper reads. For each class, the literals of
test_title, test_ingredients, test_instructions and test_total_time (also when written as
"\\n".join([...]) or a set) become CORPUS/NAME.json beside the page, CORPUS/NAME.html. Classes
that fetch more than one address (expected_requests) and classes missing title, ingredients or
instructions are left out: 222 pages from 14.32.1. Each NAME.json also names its site's scraper
class (`scraper`), which site_expected.py uses.
"""
import ast
import json
import pathlib
import shutil
import sys

src = pathlib.Path(sys.argv[1])
out = pathlib.Path(sys.argv[2])
out.mkdir(parents=True, exist_ok=True)
FIELDS = {"test_title": "title", "test_ingredients": "ingredients",
          "test_instructions": "instructions", "test_total_time": "total_time"}

def evaluate(node):
    """A literal, "\\n".join([...]) of a literal, or set([...]) (kept as a list, marked unordered)."""
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "join"
            and isinstance(node.func.value, ast.Constant)):
        return node.func.value.value.join(evaluate(node.args[0])[0]), False
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "set":
        return list(evaluate(node.args[0])[0]), True
    value = ast.literal_eval(node)
    if isinstance(value, set):
        return sorted(value), True
    return value, False

def harvested(node):
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "set" and node.args:
        node = node.args[0]
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and isinstance(node.func.value, ast.Attribute) and node.func.value.attr == "harvester_class")

count = 0
for test in sorted((src / "tests").glob("test_*.py")):
    tree = ast.parse(test.read_text())
    for cls in [n for n in tree.body if isinstance(n, ast.ClassDef)]:
        scraper, file_name, expected, skip = None, None, {}, False
        for item in cls.body:
            if isinstance(item, ast.Assign) and isinstance(item.targets[0], ast.Name):
                name = item.targets[0].id
                if name == "scraper_class" and isinstance(item.value, ast.Name):
                    scraper = item.value.id
                if name == "test_file_name":
                    file_name = ast.literal_eval(item.value)
                if name == "test_file_extension":
                    skip = True
            if isinstance(item, ast.FunctionDef) and item.name == "expected_requests":
                skip = True
            if isinstance(item, ast.FunctionDef) and item.name in FIELDS:
                for call in ast.walk(item):
                    if (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute)
                            and call.func.attr in ("assertEqual", "assertSetEqual", "assertCountEqual", "assertListEqual") and len(call.args) == 2):
                        a, b = call.args
                        literal = b if harvested(a) else a if harvested(b) else None
                        if literal is None:
                            continue
                        try:
                            value, unordered = evaluate(literal)
                            expected[FIELDS[item.name]] = value
                            if unordered or call.func.attr == "assertCountEqual":
                                expected[FIELDS[item.name] + "_unordered"] = True
                        except (ValueError, TypeError, IndexError):
                            pass
        if skip or scraper is None or not {"title", "ingredients", "instructions"} <= expected.keys():
            continue
        name = file_name or scraper.lower()
        page = src / "tests" / "test_data" / f"{name}.testhtml"
        if not page.exists():
            continue
        shutil.copyfile(page, out / f"{name}.html")
        # The site's scraper, for site_expected.py to find the same site's scraper in a later release.
        expected["scraper"] = scraper
        (out / f"{name}.json").write_text(json.dumps(expected, ensure_ascii=False, indent=1))
        count += 1
print(count, "pages")
