"""How many shopping-list items the aisle guess leaves in "Other", per recipe language, on the
real binary: a copy of a folder of real Cooklang files (default /work/notes/cook-corpus, one
subfolder per GitHub repository, as its MANIFEST.tsv lists them) opened as a folder library;
for each language, its recipes are put on the shopping list (`recipes shopping add ID`) and the
list read as JSON (`recipes shopping --json`). A recipe's language is its repository's (the
table below, read by eye); repositories not in it are left out.

    python3 Benchmarks/aisles/measure.py --binary .build/debug/recipes [--corpus DIR] [--show]

`--show` prints every item with its aisle, to read the guesses by eye.
"""
import argparse
import collections
import json
import os
import shutil
import subprocess
import sys
import tempfile

# The language each repository's recipes are written in.
LANGUAGES = {
    "German": ["knaggit__cooklang", "leMaik__rezepte"],
    "Dutch": ["Klapkop__Kookboek"],
    "French": ["Net-Mist__remy"],
    "Spanish": ["nardoayala__recipes"],
    "English": [
        "FollowTheProcess__recipes", "Levison__cookbook", "LiHRaM__cooklang-recipes", "MatthijsvdVeer__recipes",
        "MikeEgan1__recipies", "andoriyu__cooking", "cco2__Recipes", "cooklang__recipes", "crhuber__cooking",
        "dowd__cook", "dubadub__cookbook", "emilioziniades__recipes", "evanstern__recipes-cooklang",
        "flolep2607__myrecipesmaster", "ignacio-gn__cook", "jfacchini__cook-recipes", "luizribeiro__menu",
        "meastburn__recipes", "ngildenhuys__cookbook", "nicholaswilde__recipes", "notslang__recipes",
        "oscarrenalias__cookbook", "stephendolan__recipes", "surzycki__recipes", "tdstein__recipes",
    ],
}


def recipes(binary, env, *args):
    done = subprocess.run([binary, *args], env=env, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"{' '.join(args)}: exit {done.returncode}: {done.stderr.strip()}")
    return done.stdout


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--corpus", default="/work/notes/cook-corpus")
    parser.add_argument("--show", action="store_true")
    options = parser.parse_args()
    binary = os.path.abspath(options.binary)
    with tempfile.TemporaryDirectory() as temp:
        # A copy: the shopping list of a folder library is written into the folder.
        folder = os.path.join(temp, "corpus")
        shutil.copytree(options.corpus, folder)
        env = dict(os.environ, XDG_CACHE_HOME=os.path.join(temp, "cache"), XDG_CONFIG_HOME=os.path.join(temp, "config"),
                   RECIPES_FOLDER=folder)
        env.pop("RECIPES_LIBRARY", None)
        # A recipe's repository is the first part of its file's path.
        by_repository = collections.defaultdict(list)
        for recipe in json.loads(recipes(binary, env, "list", "--json")):
            for collection in recipe.get("collections", []):
                by_repository[collection.split("/")[0]].append(recipe["id"])
        print(f"{'language':10} {'recipes':>7} {'items':>6} {'Other':>6} {'share':>6}")
        for language, repositories in LANGUAGES.items():
            ids = sorted({id for repository in repositories for id in by_repository.get(repository, [])})
            recipes(binary, env, "shopping", "clear")
            for id in ids:
                recipes(binary, env, "shopping", "add", str(id))
            items = json.loads(recipes(binary, env, "shopping", "--json"))["items"]
            other = [item for item in items if item["aisle"] == "Other"]
            share = len(other) / len(items) if items else 0
            print(f"{language:10} {len(ids):7} {len(items):6} {len(other):6} {share:6.0%}")
            if options.show:
                for item in sorted(items, key=lambda item: (item["aisle"], item["name"].lower())):
                    print(f"    {item['aisle']:15} {item['name']}")


if __name__ == "__main__":
    main()
