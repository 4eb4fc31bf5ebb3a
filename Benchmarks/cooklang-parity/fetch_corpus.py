#!/usr/bin/env python3
"""Rebuilds the corpus of cooks' Cooklang files that MANIFEST.tsv lists.

Each line of the manifest names a public repository (owner/name), a file's path in
it and the commit it was taken at. The file is written to
OUT/<owner>__<name>/<path>, byte for byte as it was at that commit, so the
reference (reference.py) and the comparison (compare.py) see exactly the files
they were measured on. The files stay out of this repository: their authors'
licences do not let us carry them.

Usage:
    python3 fetch_corpus.py MANIFEST.tsv OUT_DIR [--base URL]

--base is where repositories are cloned from, as BASE/<owner>/<name> (default
https://github.com). Needs git and network access to BASE; standard library only.
"""
import argparse
import csv
import os
import subprocess
import sys
import tempfile


def rows(manifest):
    """(repo, path, commit) for each line of the manifest, header skipped."""
    with open(manifest, encoding="utf-8", newline="") as f:
        reader = csv.reader(f, delimiter="\t")
        next(reader, None)
        for row in reader:
            if len(row) == 3:
                yield row


def fetch_repository(base, repo, wanted, out, scratch):
    """Clones one repository without blobs, then writes each wanted file at its commit."""
    clone = os.path.join(scratch, repo.replace("/", "__"))
    done = subprocess.run(["git", "clone", "--quiet", "--filter=blob:none", "--no-checkout",
                           f"{base}/{repo}", clone], capture_output=True, text=True)
    if done.returncode:
        return [f"{repo}: clone failed: {done.stderr.strip()}"]
    problems = []
    for path, commit in wanted:
        shown = subprocess.run(["git", "-C", clone, "show", f"{commit}:{path}"], capture_output=True)
        if shown.returncode:
            problems.append(f"{repo}/{path}@{commit[:10]}: {shown.stderr.decode().strip()}")
            continue
        target = os.path.join(out, repo.replace("/", "__"), path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as f:
            f.write(shown.stdout)
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("manifest")
    parser.add_argument("out")
    parser.add_argument("--base", default="https://github.com")
    args = parser.parse_args()
    by_repo = {}
    for repo, path, commit in rows(args.manifest):
        by_repo.setdefault(repo, []).append((path, commit))
    problems = []
    with tempfile.TemporaryDirectory() as scratch:
        for repo, wanted in sorted(by_repo.items()):
            problems += fetch_repository(args.base, repo, wanted, args.out, scratch)
    total = sum(len(w) for w in by_repo.values())
    print(f"{total - len(problems)} of {total} files from {len(by_repo)} repositories written to {args.out}")
    for problem in problems:
        print(f"  {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
