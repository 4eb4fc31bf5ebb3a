"""Several `recipes` processes writing one library at once: fav, unfav, rm and import.

Each writer owns a disjoint set of recipes (sample IDs by remainder, and the recipes it
imports), so its own log of the commands that reported success says what the library must
hold at the end; together the logs give the whole library. Every failure is kept with its
message: none may happen ("database is locked", "library is busy" are failures here).

Used by test_cli_library_access.py (a few seconds) and by hand or `make bench-concurrency` (30 s):

    python3 Tests/e2e/concurrent_writers.py --binary .build/release/recipes --writers 6 --seconds 30
"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import threading
import time


def run(binary, library, *args):
    """Runs one command; returns (succeeded, stderr, seconds)."""
    started = time.monotonic()
    result = subprocess.run([binary, *args, "--library", str(library)], capture_output=True, text=True,
                            timeout=120, env=dict(os.environ, LANG="C.UTF-8"))
    return result.returncode == 0, result.stderr.strip(), time.monotonic() - started


class Writer:
    """One process after another, acting on its own recipes only, logging what succeeded."""

    def __init__(self, number, writers, binary, library, workdir, seed):
        self.number, self.binary, self.library, self.workdir = number, binary, library, workdir
        self.random = random.Random(seed * 100 + number)
        # What this writer's recipes must be at the end: key -> isFavorite, key an ID or a title.
        self.expected = {}
        self.present_ids = [i for i in range(1, 51) if i % writers == number]
        self.favorites = {}  # ID -> isFavorite, for IDs this writer has touched
        self.commands, self.failures, self.durations = 0, [], []
        self.imported = 0

    def step(self):
        choice = self.random.random()
        if choice < 0.25 or not self.present_ids:
            self.import_one()
        elif choice < 0.85:
            recipe_id = self.random.choice(self.present_ids)
            favorite = self.random.random() < 0.5
            if self.execute("fav" if favorite else "unfav", str(recipe_id)):
                self.favorites[recipe_id] = favorite
        else:
            recipe_id = self.random.choice(self.present_ids)
            if self.execute("rm", str(recipe_id)):
                self.present_ids.remove(recipe_id)
                self.favorites.pop(recipe_id, None)

    def import_one(self):
        """Imports one recipe, with an ID of its own or without one (the store numbers it); or
        now and then 500 at once, which holds the write lock longer."""
        self.imported += 1
        numbered = self.imported % 2 == 0
        count = 500 if self.random.random() < 0.1 else 1
        recipes = []
        for n in range(count):
            recipe = {"title": f"writer {self.number} recipe {self.imported}.{n}",
                      "isFavorite": self.random.random() < 0.5, "ingredients": "flour\nwater\nsalt" * 10}
            if numbered:
                recipe["id"] = 1_000_000 * (self.number + 1) + 1000 * self.imported + n
            recipes.append(recipe)
        path = os.path.join(self.workdir, f"writer-{self.number}-{self.imported}.json")
        with open(path, "w") as file:
            json.dump(recipes, file)
        if self.execute("import", path, expect_quiet=numbered):
            for recipe in recipes:
                if numbered:
                    self.present_ids.append(recipe["id"])
                    self.favorites[recipe["id"]] = recipe["isFavorite"]
                else:
                    self.expected[recipe["title"]] = recipe["isFavorite"]

    def execute(self, *args, expect_quiet=False):
        """Runs a command; a failure, or for `expect_quiet` any note such as a skipped ID, is logged."""
        succeeded, stderr, seconds = run(self.binary, self.library, *args)
        self.commands += 1
        self.durations.append(seconds)
        if not succeeded or (expect_quiet and "Skipped" in stderr):
            self.failures.append((" ".join(args), stderr))
            return False
        return True

    def run_until(self, deadline):
        while time.monotonic() < deadline:
            self.step()


def prepare(binary, library):
    """Creates the library the writers start from; returns its recipes by ID."""
    subprocess.run([binary, "init", "--library", str(library)], check=True, capture_output=True)
    marker = os.path.join(os.path.dirname(str(library)), "marker.json")
    with open(marker, "w") as file:
        json.dump([{"id": 100_000_000, "title": "The last ID the writers leave alone"}], file)
    subprocess.run([binary, "import", marker, "--library", str(library)], check=True, capture_output=True)
    exported = subprocess.run([binary, "export", "--library", str(library)], capture_output=True, text=True, check=True)
    return {recipe["id"]: recipe for recipe in json.loads(exported.stdout)}


def hammer(binary, library, writers=6, seconds=4.0, seed=1):
    """Runs `writers` writers on `library` for `seconds`; returns a report (see `check`)."""
    with tempfile.TemporaryDirectory() as workdir:
        crew = [Writer(n, writers, binary, library, workdir, seed) for n in range(writers)]
        deadline = time.monotonic() + seconds
        threads = [threading.Thread(target=w.run_until, args=(deadline,)) for w in crew]
        started = time.monotonic()
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        elapsed = time.monotonic() - started
    exported = json.loads(subprocess.run([binary, "export", "--library", str(library)], capture_output=True,
                                         text=True, check=True).stdout)
    return crew, exported, elapsed


def check(crew, exported, original):
    """The differences between the library and the writers' logs (empty when none was lost)."""
    by_id = {recipe["id"]: recipe for recipe in exported}
    problems = []
    expected_ids = {100_000_000}
    for writer in crew:
        for recipe_id in writer.present_ids:
            expected_ids.add(recipe_id)
            if recipe_id not in by_id:
                problems.append(f"recipe {recipe_id} (writer {writer.number}) is missing")
                continue
            favorite = writer.favorites.get(recipe_id, original.get(recipe_id, {}).get("isFavorite"))
            if by_id[recipe_id]["isFavorite"] != favorite:
                problems.append(f"recipe {recipe_id}: isFavorite {by_id[recipe_id]['isFavorite']}, "
                                f"writer {writer.number}'s last successful command says {favorite}")
    by_title = {}
    for recipe in exported:
        by_title.setdefault(recipe["title"], []).append(recipe)
    for writer in crew:
        for title, favorite in writer.expected.items():
            found = by_title.get(title, [])
            if len(found) != 1:
                problems.append(f"{len(found)} recipes titled {title!r}, expected 1")
                continue
            expected_ids.add(found[0]["id"])
            if found[0]["isFavorite"] != favorite:
                problems.append(f"{title!r}: isFavorite {found[0]['isFavorite']}, expected {favorite}")
    extra = set(by_id) - expected_ids
    if extra:
        problems.append(f"recipes no log accounts for: {sorted(extra)[:20]}")
    return problems


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] if ordered else 0.0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", required=True)
    parser.add_argument("--writers", type=int, default=6)
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as directory:
        library = os.path.join(directory, "library.sqlite")
        original = prepare(options.binary, library)
        crew, exported, elapsed = hammer(options.binary, library, options.writers, options.seconds, options.seed)
        problems = check(crew, exported, original)
    durations = [d for w in crew for d in w.durations]
    failures = [f for w in crew for f in w.failures]
    print(f"{options.writers} writers, {elapsed:.1f} s: {len(durations)} commands "
          f"({len(durations) / elapsed:.1f}/s), {len(failures)} failed, {len(problems)} lost or wrong writes; "
          f"command time median {percentile(durations, 0.5) * 1000:.0f} ms, "
          f"p99 {percentile(durations, 0.99) * 1000:.0f} ms, max {max(durations, default=0) * 1000:.0f} ms; "
          f"library at the end: {len(exported)} recipes")
    for command, message in failures[:10]:
        print(f"  failed: recipes {command}: {message}")
    for problem in problems[:10]:
        print(f"  {problem}")
    return 1 if failures or problems else 0


if __name__ == "__main__":
    sys.exit(main())
