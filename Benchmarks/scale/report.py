"""The driver's table: one column per library, issue 6's target beside each figure."""
import statistics


def percentile(values, p):
    """The p-th percentile by nearest rank (p99 of 200 presses is the second slowest)."""
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def frame_ms(frame):
    """A frame record's time, event read to `doupdate` returned, in milliseconds."""
    return frame["us"] / 1000


TARGETS = {
    "first frame ms": "< 1000 (10k: < 100)",
    "peak RSS after first frame MB": "< 300",
    "peak RSS after tour MB": "< 300",
    "j": "p99 < 2", "PgDn": "p99 < 2", "G": "p99 < 2", "f": "p99 < 2",
    "d": "p99 < 20", "u": "p99 < 20",
    "j slowest": "", "PgDn slowest": "", "G slowest": "",
    "search typed": "p99 < 16", "search erased": "p99 < 16",
    "search results, 2 letters": "p99 < 150", "search results, 4+ letters": "p99 < 50",
    "search results by prefix length": "p99 < 50 (first screen)",
    "whole search result by prefix length": "",
    "scope All -> collection ms": "< 300", "scope collection -> All ms": "< 300",
    "scope Favorites ms": "< 300", "scope All ms": "< 300",
    "scope All -> collection key frame ms": "< 16", "scope collection -> All key frame ms": "< 16",
    "scope Favorites key frame ms": "< 16", "scope All key frame ms": "< 16",
}


def cell(value, each=False):
    if isinstance(value, list):
        if value and isinstance(value[0], dict) and each and len(value) <= 12:
            return " ".join(f"{frame_ms(f):.1f}" for f in value)
        if value and isinstance(value[0], dict):
            times = [frame_ms(f) for f in value]
            return f"{statistics.median(times):.2f} / {percentile(times, 99):.2f}"
        return " ".join(f"{v:.0f}" for v in value)
    if isinstance(value, float):
        return f"{value:.1f}"
    return str(value)


def frames_cell(value):
    """Median rows and bytes a frame rendered: the same at every size when only what changed is drawn."""
    if isinstance(value, list) and value and isinstance(value[0], dict):
        return f"{statistics.median(f['total_rows'] for f in value):.0f} rows, " \
               f"{statistics.median(f['bytes'] for f in value):.0f} B"
    return ""


def print_table(results):
    labels = list(results)
    order = [k for k in TARGETS if any(k in r for r in results.values())]
    order += sorted({k for r in results.values() for k in r} - set(order) - {"first frame rows"})
    print("| figure | target | " + " | ".join(labels) + " |")
    print("|---|---|" + "---:|" * len(labels))
    for key in order:
        unit = " ms (median / p99)" if key in ("j", "PgDn", "G", "f", "d", "u") else ""
        if key in ("search typed", "search erased"):
            unit = " ms, the keystroke's frame (median / p99, or each)"
        elif key.startswith("search results") or key.startswith("whole search"):
            unit = " ms until the list shows it (wall, median / p99)" if "letter" in key else " (median/p99 ms)"
        each = key.startswith("search")
        print(f"| {key}{unit} | {TARGETS.get(key, '')} | "
              + " | ".join(cell(results[l].get(key, ''), each) for l in labels) + " |")
    for key in ("j", "PgDn", "G", "f", "d", "u", "search typed"):
        if any(key in r for r in results.values()):
            print(f"| {key}: frame size (median) | same at every size | "
                  + " | ".join(frames_cell(results[l].get(key)) for l in labels) + " |")
