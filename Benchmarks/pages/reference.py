"""What recipe-scrapers' generic schema.org reader reads from each page of a corpus, as JSON lines.

Run with the Python of a venv that has recipe-scrapers (measure.py makes one under .build/).
Each page is read by `scrape_html(html, url, supported_only=False)` with an address on no
site recipe-scrapers knows, so its generic reader (the one for "wild" pages: schema.org
JSON-LD and microdata) reads it, never a site's own scraper. A field that raises is null.
"""
import json
import pathlib
import sys

from recipe_scrapers import scrape_html

UNKNOWN_SITE = "https://pages.example.invalid/recipe"


def field(scraper, name):
    try:
        return getattr(scraper, name)()
    except Exception:  # the reader's own errors, per field: the field is missing
        return None


def main():
    for page in sorted(pathlib.Path(sys.argv[1]).glob("*.html")):
        html = page.read_bytes().decode("utf-8", errors="replace")
        try:
            scraper = scrape_html(html, UNKNOWN_SITE, supported_only=False)
        except Exception:
            scraper = None
        result = {"page": page.stem}
        for name in ("title", "ingredients", "instructions", "total_time"):
            result[name] = field(scraper, name) if scraper else None
        print(json.dumps(result, ensure_ascii=False), flush=True)


if __name__ == "__main__":
    main()
