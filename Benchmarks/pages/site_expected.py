"""A second corpus: the same saved pages, with what each site's scraper of a later recipe-scrapers reads.

    .build/pages-venv/bin/python Benchmarks/pages/site_expected.py CORPUS CORPUS-NEW

Run with the Python of the venv measure.py makes (recipe-scrapers 15.13.0). CORPUS is built by
build_corpus.py from an older release's tests (14.32.1): each NAME.json names its site's
scraper class. For each page, that site's scraper in the installed release (found by its class
name, else by the host of the page's own address) reads the page, as the release's tests do
to write their expected values; its title, ingredients, instructions and total time become
CORPUS-NEW/NAME.json beside a copy of the page. A page whose site the release no longer knows,
or whose scraper fails on title, ingredients or instructions, is left out.

This stands in for the later release's own test pages, which neither Debian's source package
(14.32.1 in Debian 12; the later versions' files are not on the mirror) nor the PyPI releases
carry. Many sites' scrapers in 15.x read schema.org data with the same code as the generic
reader, so the reference scores higher here than on the per-site expectations of 14.32.1.
"""
import json
import pathlib
import shutil
import sys
import urllib.parse

from recipe_scrapers import SCRAPERS, scrape_html


def page_host(html):
    """The host of the address the page gives for itself (canonical link or og:url)."""
    for marker in ('rel="canonical" href="', "rel='canonical' href='", 'property="og:url" content="'):
        start = html.find(marker)
        if start >= 0:
            address = html[start + len(marker):].split('"')[0].split("'")[0]
            host = urllib.parse.urlparse(address).netloc.lower()
            if host:
                return host
    return None


def site_of(scraper_name, html):
    by_class = {cls.__name__: host for host, cls in SCRAPERS.items()}
    if scraper_name in by_class:
        return by_class[scraper_name]
    host = page_host(html)
    while host:
        if host in SCRAPERS:
            return host
        host = host.partition(".")[2] if host.count(".") > 1 else None
    return None


def main():
    corpus, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    out.mkdir(parents=True, exist_ok=True)
    kept = left = 0
    for page in sorted(corpus.glob("*.html")):
        html = page.read_bytes().decode("utf-8", errors="replace")
        old = json.loads(page.with_suffix(".json").read_text())
        site = site_of(old.get("scraper"), html)
        try:
            scraper = scrape_html(html, f"https://{site}/", supported_only=True) if site else None
            expected = {"title": scraper.title(), "ingredients": scraper.ingredients(),
                        "instructions": scraper.instructions()}
        except Exception:  # the site's scraper fails on this old page: not a test it would pass
            scraper = None
        if scraper is None or not all(expected.values()):
            left += 1
            continue
        try:
            expected["total_time"] = scraper.total_time()
        except Exception:  # no total the scraper can read: the field is not scored
            pass
        expected["scraper"] = type(scraper).__name__
        shutil.copyfile(page, out / page.name)
        (out / page.with_suffix(".json").name).write_text(json.dumps(expected, ensure_ascii=False, indent=1))
        kept += 1
    print(kept, "pages,", left, "left out")


if __name__ == "__main__":
    main()
