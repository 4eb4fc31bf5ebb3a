#!/usr/bin/env python3
"""How often the ingredient parser gets a line's quantity and unit right, on labelled lines.

    python3 Benchmarks/ingredient-lines/measure.py SET.csv [SET.csv ...] [--recipes BIN] [--failures]

A set is a CSV file with the columns `input`, `quantity` and `unit`, labelled the way the
training data of ingredient-parser-nlp (github.com/strangetom/ingredient-parser, train/data)
is: quantities `1.25`, `#1$4` (1/4), `1#1$2` (1 1/2), `2-4` (a range), `8x` (a count of packs),
`half`, several numbers when the line has several measures (the first is the line's amount);
a few labels write a number as a word (`Six`) or keep an inch mark (`1#1$2"`): the word is read
as its number and the mark dropped; `few` is no number;
units as words, several when there are several measures, with size words among them.

The lines go through the real parser as a user's would: they are imported as one schema.org
recipe into a new empty library and read back from `recipes show ID --json`
(`parsedIngredients`). A line is right when both hold:
- quantity: the parser's amount is the label's first one (1 % tolerance, both ends of a range),
  or neither has one;
- unit: the parser's unit is one of the label's units, or the parser has none and the label
  names none (size words and sizes such as `inch` are not units) or counts packs (`8x`: the
  units are the size of each).
"""
import argparse, csv, json, os, subprocess, sys, tempfile

# The label's unit words, in the parser's short names; words not here are not units.
UNITS = {
    "cup": "cup", "cups": "cup", "c": "cup", "tablespoon": "tbsp", "tbsp": "tbsp", "teaspoon": "tsp",
    "tsp": "tsp", "ounce": "oz", "oz": "oz", "pound": "lb", "lb": "lb", "g": "g", "gram": "g",
    "kg": "kg", "ml": "ml", "l": "l", "pint": "pint", "pt": "pint", "quart": "quart", "qt": "quart",
    "gallon": "gallon", "fl oz": "fl oz", "floz": "fl oz", "fluid ounce": "fl oz", "clove": "clove",
    "can": "can", "stalk": "stalk", "rib": "stalk", "sprig": "sprig", "slice": "slice",
    "pinch": "pinch", "bunch": "bunch", "head": "head", "bulb": "head", "dash": "dash",
    "handful": "handful", "package": "package", "containers": "container", "box": "box",
    "jar": "jar", "stick": "stick", "piece": "piece", "pod": "pod", "loaf": "loaf", "knob": "knob",
    "splash": "splash", "bottle": "bottle", "square": "square", "fillets": "fillet", "stem": "stem",
    "chunk": "chunk", "jigger": "jigger", "link": "link", "batch": "batch", "recipe": "recipe",
    "m": "m", "container": "container", "tub": "container", "jars": "jar", "sheet": "sheet",
    "drop": "drop", "scoop": "scoop", "block": "block", "strip": "strip", "rasher": "strip",
    "dessertspoon": "dsp", "dessertspoons": "dsp", "dessert spoon": "dsp", "dsp": "dsp", "mug": "mug",
    "mugs": "mug", "glass": "glass", "glasses": "glass", "basket": "basket", "punnet": "basket",
}


NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12}


def label_quantity(text):
    """The label's first amount as (low, high), or None."""
    token = text.split()[0].lower() if text.split() else ""
    if not token or token == "few":
        return None
    if token == "half":
        return (0.5, 0.5)
    if token in NUMBER_WORDS:
        return (NUMBER_WORDS[token], NUMBER_WORDS[token])
    token = token.rstrip("\"”'").rstrip("x")

    def number(part):
        if "#" in part:
            whole, fraction = part.split("#")
            numerator, denominator = fraction.split("$")
            return (float(whole) if whole else 0) + float(numerator) / float(denominator)
        return float(part)

    if "-" in token:
        low, high = token.split("-", 1)
        return (number(low), number(high))
    value = number(token)
    return (value, value)


def unit_word(word):
    """The parser's short name for a label's unit word, its plural included ("cloves",
    "dessert spoons", "dashes"); None when it is no unit."""
    for form in (word, word[:-1] if word.endswith("s") else None, word[:-2] if word.endswith("es") else None):
        if form and form in UNITS:
            return UNITS[form]
    return None


def label_units(text):
    words = text.split()
    units, index = set(), 0
    while index < len(words):
        pair = unit_word(" ".join(words[index:index + 2]).lower()) if index + 1 < len(words) else None
        if pair:
            units.add(pair)
            index += 2
            continue
        word = unit_word(words[index].lower())
        if word:
            units.add(word)
        index += 1
    return units


def close(a, b):
    return abs(a - b) <= max(0.01, 0.01 * abs(b))


def parsed_lines(lines, recipes):
    """The `parsedIngredients` of `lines` imported as one recipe into a new library."""
    with tempfile.TemporaryDirectory() as folder:
        library = os.path.join(folder, "library.sqlite")
        path = os.path.join(folder, "lines.json")
        with open(path, "w", encoding="utf-8") as file:
            json.dump({"@context": "https://schema.org", "@type": "Recipe", "name": "Labelled lines",
                       "recipeIngredient": lines}, file)

        def run(*args):
            return subprocess.run([recipes, *args, "--library", library],
                                  check=True, capture_output=True, text=True).stdout

        run("init", "--empty")
        run("import", path)
        recipe_id = json.loads(run("list", "--json"))[0]["id"]
        parsed = json.loads(run("show", str(recipe_id), "--json"))["parsedIngredients"]
    if len(parsed) != len(lines):
        sys.exit(f"measure.py: {len(lines)} lines imported but {len(parsed)} read back")
    return parsed


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sets", nargs="+", help="labelled CSV files (input, quantity, unit)")
    parser.add_argument("--recipes", default=None, help="the recipes binary (default: this build's)")
    parser.add_argument("--failures", action="store_true", help="list the lines got wrong")
    options = parser.parse_args()
    recipes = options.recipes or os.path.join(
        subprocess.run(["swift", "build", "--show-bin-path"], capture_output=True, text=True,
                       check=True, cwd=os.path.join(os.path.dirname(__file__), "..", "..")).stdout.strip(),
        "recipes")
    total_right = total = 0
    for set_path in options.sets:
        with open(set_path, newline="", encoding="utf-8") as file:
            rows = [row for row in csv.DictReader(file) if row["input"].strip()]
        parsed = parsed_lines([row["input"] for row in rows], recipes)
        right = 0
        for row, line in zip(rows, parsed):
            expected = label_quantity(row["quantity"])
            ours = None if line["quantity"] is None else (
                line["quantity"], line["upperQuantity"] if line["upperQuantity"] is not None else line["quantity"])
            quantity_ok = (expected is None and ours is None) or (
                expected is not None and ours is not None and close(ours[0], expected[0]) and close(ours[1], expected[1]))
            units = label_units(row["unit"])
            # "8x" counts items whose size the units give ("8 x 450g lobsters"): a plain count is right.
            counts_packs = row["quantity"].split()[:1] and row["quantity"].split()[0].endswith("x")
            unit_ok = line["unit"] in units or (line["unit"] is None and (not units or counts_packs))
            if quantity_ok and unit_ok:
                right += 1
            elif options.failures:
                print(f"  {row['input']!r}: label {row['quantity']!r} {row['unit']!r}; "
                      f"parsed {line['quantity']}-{line['upperQuantity']} {line['unit']}")
        print(f"{os.path.basename(set_path)}: {right}/{len(rows)} right ({100 * right / len(rows):.1f} %)")
        total_right += right
        total += len(rows)
    print(f"all: {total_right}/{total} right ({100 * total_right / total:.1f} %)")


if __name__ == "__main__":
    main()
