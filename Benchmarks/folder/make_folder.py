"""Writes a folder of N synthetic Cooklang recipes (default 10,000) in subfolders of 100, for
measuring a folder library: `recipes --folder DIR list` cold (no index yet) and warm.

    python3 Benchmarks/folder/make_folder.py /tmp/folder-10k 10000
"""
import random
import sys
from pathlib import Path

INGREDIENTS = ["flour", "butter", "eggs", "milk", "sugar", "salt", "onions", "garlic", "olive oil", "tomatoes",
               "rice", "lentils", "chickpeas", "carrots", "potatoes", "spinach", "lemon", "parsley", "cumin",
               "paprika", "chicken thighs", "beef", "coconut milk", "ginger", "soy sauce", "honey", "yoghurt"]
UNITS = [("g", 50, 500), ("ml", 50, 400), ("tbsp", 1, 4), ("tsp", 1, 3), ("", 1, 6)]
COLLECTIONS = ["Breakfast", "Soups", "Mains", "Baking", "Sides", "Desserts", "Sauces", "Salads"]


def recipe(rng, number):
    lines = ["---", f"servings: {rng.randint(1, 8)}", f"tags: [{rng.choice(COLLECTIONS).lower()}]", "---", ""]
    for step in range(rng.randint(3, 8)):
        used = rng.sample(INGREDIENTS, 2)
        parts = []
        for name in used:
            unit, low, high = rng.choice(UNITS)
            amount = rng.randint(low, high)
            parts.append(f"@{name}{{{amount}%{unit}}}" if unit else f"@{name}{{{amount}}}")
        lines.append(f"Step {step + 1} of recipe {number}: combine {parts[0]} with {parts[1]} in a #pot{{}} "
                     f"and cook for ~{{{rng.randint(2, 40)}%minutes}}.")
        lines.append("")
    return "\n".join(lines)


def main():
    root = Path(sys.argv[1])
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 10_000
    rng = random.Random(7)
    for number in range(count):
        folder = root / COLLECTIONS[number % len(COLLECTIONS)] / f"part {number // 100:03d}"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"Recipe {number:05d}.cook").write_text(recipe(rng, number))


if __name__ == "__main__":
    main()
