"""Import throughput of the real `recipes` binary: 10,000 generated .cook files and 10,000 generated
web pages of about 100 KB each (schema.org JSON-LD among a realistic page's markup, scripts and
other JSON-LD), each set imported into an empty library. Prints files per second against the
targets (2,000 .cook/s, 500 pages/s). Files are generated once under --workdir and reused. Then
1,000 of the pages imported by address from a web server on 127.0.0.1 (`--urls-from`, 4 at a
time, each page's picture fetched with it): pages per second."""
import argparse
import os
import pathlib
import random
import subprocess
import time

COOK = """---
title: Generated recipe {n}
servings: {servings}
prep time: {prep} minutes
cook time: {cook} minutes
tags:
  - {tag}
source: https://example.com/cook/{n}
---
Heat @olive oil{{2%tbsp}} in a #large pan{{}} and add @onions{{2}}, chopped. Cook for ~{{8%minutes}}.

Stir in @garlic{{3%cloves}}, @tomatoes{{400%g}} and @salt. Simmer for ~{{20%minutes}}.

Add @pasta{{{grams}%g}} cooked in @water{{2%l}}. Serve with @parmesan{{50%g}}.
"""

RECIPE_LD = """{{"@context": "https://schema.org", "@graph": [
 {{"@type": "WebSite", "name": "Example Kitchen", "url": "https://example.com"}},
 {{"@type": "BreadcrumbList", "itemListElement": [{{"@type": "ListItem", "position": 1, "name": "Dinner"}}]}},
 {{"@type": ["Recipe", "NewsArticle"], "name": "Generated page {n}", "url": "https://example.com/recipes/{n}",
   "image": [{{"@type": "ImageObject", "url": "https://example.com/img/{n}.jpg"}}],
   "recipeYield": ["4", "4 servings"], "prepTime": "PT15M", "cookTime": "PT{cook}M", "totalTime": "PT{total}M",
   "recipeCategory": "Dinner", "recipeCuisine": "Italian",
   "recipeIngredient": [{ingredients}],
   "recipeInstructions": [{{"@type": "HowToSection", "name": "Sauce", "itemListElement": [{steps}]}}]}}]}}"""


def page(n, rng):
    ingredients = ", ".join(f'"{rng.randint(1, 500)} g ingredient {i} &amp; more"' for i in range(12))
    steps = ", ".join(f'{{"@type": "HowToStep", "text": "<p>Step {i}: stir the pot for {rng.randint(1, 9)} minutes.</p>"}}'
                      for i in range(8))
    cook = rng.randint(5, 90)
    ld = RECIPE_LD.format(n=n, cook=cook, total=cook + 15, ingredients=ingredients, steps=steps)
    filler = []
    size = 0
    while size < 95_000:
        chunk = (f'<div class="comment" id="c{size}"><p>Lovely recipe, made it {rng.randint(1, 20)} times. '
                 f'<a href="https://example.com/u/{rng.randint(1, 10**6)}">reader</a></p></div>\n')
        filler.append(chunk)
        size += len(chunk)
    script = "<script>window.dataLayer=[" + ",".join(f'{{"e":{i}}}' for i in range(200)) + "];</script>"
    return (f"<!doctype html><html><head><title>Generated page {n}</title>{script}"
            f'<script type="application/ld+json">{ld}</script></head><body>{"".join(filler)}</body></html>')


def generate(folder, count, kind):
    marker = folder / ".complete"
    if marker.exists():
        return
    folder.mkdir(parents=True, exist_ok=True)
    rng = random.Random(42)
    for n in range(count):
        if kind == "cook":
            text = COOK.format(n=n, servings=rng.randint(1, 8), prep=rng.randint(5, 30), cook=rng.randint(5, 60),
                               tag=rng.choice(["Dinner", "Lunch", "Quick"]), grams=rng.randint(100, 500))
            (folder / f"{n:05}.cook").write_text(text)
        else:
            (folder / f"{n:05}.html").write_text(page(n, rng))
    marker.write_text("")


def fresh_library(binary, library):
    """An empty library at `library`, whatever was there before."""
    for suffix in ("", "-wal", "-shm"):
        try:
            os.remove(str(library) + suffix)
        except FileNotFoundError:
            pass
    subprocess.run([binary, "init", "--empty", "--library", str(library)], check=True, capture_output=True)


def measure(binary, folder, library):
    fresh_library(binary, library)
    start = time.perf_counter()
    result = subprocess.run([binary, "import", str(folder), "--library", str(library)], capture_output=True, text=True)
    seconds = time.perf_counter() - start
    assert result.returncode == 0, result.stderr
    return seconds, result.stdout.strip()


def serve(folder):
    """A threaded web server on 127.0.0.1 over the generated pages; each page's picture address
    points back to it (/img/N.jpg, a small JPEG), so nothing leaves the machine."""
    import threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
    picture = b"\xff\xd8\xff\xe0" + b"\0" * 2_000

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.0"

        def log_message(self, *args):
            pass

        def do_GET(self):
            if self.path.startswith("/img/"):
                body, kind = picture, "image/jpeg"
            else:
                body = (folder / self.path.lstrip("/")).read_bytes().replace(b"https://example.com/img/", b"/img/")
                kind = "text/html; charset=utf-8"
            self.send_response(200)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def measure_urls(binary, folder, library, count):
    """`recipes import --urls-from` of `count` generated pages served from 127.0.0.1 (4 at a time,
    each with its picture): seconds and the summary line."""
    server = serve(folder)
    listing = folder.parent / f"urls-{count}.txt"
    port = server.server_address[1]
    listing.write_text("".join(f"http://127.0.0.1:{port}/{n:05}.html\n" for n in range(count)))
    fresh_library(binary, library)
    start = time.perf_counter()
    result = subprocess.run([binary, "import", "--urls-from", str(listing), "--library", str(library)],
                            capture_output=True, text=True)
    seconds = time.perf_counter() - start
    server.shutdown()
    assert result.returncode == 0, result.stderr
    return seconds, result.stdout.strip()


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--binary", required=True)
    parser.add_argument("--workdir", default=".build/bench-import")
    parser.add_argument("--count", type=int, default=10_000)
    parser.add_argument("--urls", type=int, default=1_000, help="pages fetched from 127.0.0.1 by address")
    args = parser.parse_args()
    work = pathlib.Path(args.workdir)
    for kind, target in (("cook", 2_000), ("html", 500)):
        folder = work / f"{kind}-{args.count}"
        generate(folder, args.count, kind)
        megabytes = sum(f.stat().st_size for f in folder.iterdir()) / 1e6
        seconds, summary = measure(args.binary, folder, work / f"{kind}.sqlite")
        rate = args.count / seconds
        verdict = "meets" if rate >= target else "BELOW"
        print(f"import {args.count} .{kind} files ({megabytes:.0f} MB): {seconds:.2f} s, {rate:,.0f} files/s "
              f"({verdict} the target of {target:,}/s) — {summary}")
    pages = min(args.count, args.urls)
    seconds, summary = measure_urls(args.binary, work / f"html-{args.count}", work / "urls.sqlite", pages)
    print(f"import {pages} web pages of ~100 KB from a server on 127.0.0.1, 4 at a time, each with its picture: "
          f"{seconds:.2f} s, {pages / seconds:,.0f} pages/s — {summary}")


if __name__ == "__main__":
    main()
