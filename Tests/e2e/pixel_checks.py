"""What the screen must show with pictures made of pixels, read from a `PixelSession`: every
placeholder cell and placement names a picture kitty holds, the detail shows the picture of the
recipe it names (and none for one without), which is the recipe selected, and each card shows
its recipe's picture. Each function returns the problems it finds, in words."""
import re

from graphics import placeholder_cells


def near(a, b):
    return a is not None and b is not None and all(abs(x - y) <= 24 for x, y in zip(a, b))


def panes(term):
    """The screen's panes, left to right, as (first column, end column), split by the rules."""
    rules = [x for x, ch in enumerate(term.screen.display[1]) if ch == "│"]
    edges = [-1] + rules + [term.cols]
    return [(a + 1, b) for a, b in zip(edges, edges[1:]) if b - a > 1]


def title_in(text, titles):
    text = text.replace("♥", "").strip().split("  ")[0].rstrip("…").strip()
    return next((t for t in titles if text and t.startswith(text) and len(text) >= min(len(t), 6)), None)


def selection(term, titles):
    """The selected recipe (a list row or card drawn with a background) and its pane's index."""
    for index, (x0, x1) in enumerate(panes(term)):
        for y in range(1, term.rows - 1):
            if term.screen.buffer[y][x0 + 1].bg != "default" or term.screen.buffer[y][x0].bg != "default":
                title = title_in(term.screen.display[y][x0:x1], titles)
                if title:
                    return index, title
    return None, None


def detail_problems(term, expected, cells, placeholders, titles):
    """The detail (right of the selected recipe's pane, or the third pane when no recipe is drawn
    selected): the recipe it names is in the folder and is the one selected, and its picture is
    that recipe's. `titles`: every title the folder may ever have had."""
    index, selected = selection(term, expected)
    all_panes = panes(term)
    if selected is None and len(all_panes) == 3:
        index = 1
    if index is None or index + 1 >= len(all_panes) or term.rows < 8:
        return []
    x0, x1 = all_panes[index + 1]
    rows = [term.screen.display[y][x0:x1] for y in range(1, term.rows - 1)]
    mine = {(y, x): c for (y, x), c in cells.items() if x0 <= x < x1}
    top = next((i for i, line in enumerate(rows) if line.strip() and not any(y == i + 1 for y, _ in mine)), None)
    shown = rows[top].replace("♥", "").strip() if top is not None else None
    if shown in titles and shown not in expected:
        return [f"the detail shows {shown!r}, which is no longer in the folder"]
    if shown not in expected or selected is None:
        return []  # scrolled, not a recipe's detail, or a recipe outside the list
    problems = [] if shown == selected else [f"the detail shows {shown!r}, the selection is {selected!r}"]
    colour = expected[shown]
    held = term.pictures.held
    if placeholders:
        images = {image for image, _, _ in mine.values()}
        if colour is None and images:
            problems.append(f"{shown!r} has no picture, the detail shows pictures {images}")
        elif colour is not None:
            if len(images) != 1 or not near(held.get(next(iter(images)), {}).get("colour"), colour):
                return problems + [f"{shown!r}'s picture {colour} is not shown: pictures {images} are"]
            image = images.pop()
            block = {(1 + r, x0 + c) for r in range(held[image]["rows"]) for c in range(held[image]["columns"])}
            if top == held[image]["rows"] + 1 and set(mine) != block:
                problems.append(f"picture {image} of {shown!r} is not whole at the detail's top")
    else:
        placed = {image: place for image, place in term.pictures.placed.items()}
        if colour is None and placed:
            problems.append(f"{shown!r} has no picture, pictures {set(placed)} are placed")
        elif colour is not None and top > 1:
            wanted = [i for i, (y, x, _, r) in placed.items() if (y, x) == (1, x0) and top == r + 1 and near(held[i]["colour"], colour)]
            if not wanted or len(placed) != 1:
                problems.append(f"{shown!r}'s picture {colour} is not placed at the detail's top: {placed}")
    return problems


def card_problems(term, expected, cells):
    """Each card's picture (its block's first row under the card's title) is its recipe's, and a
    card whose recipe has a picture shows one (placeholder cells, or coloured symbols) once the
    browser is idle."""
    problems = []
    for (y, x), (image, row, column) in cells.items():
        if row != 0 or column != 0 or y < 2:
            continue
        title = title_in(term.screen.display[y - 1][x:], expected)
        colour = term.pictures.held.get(image, {}).get("colour")
        if title and any(near(colour, c) for c in expected.values()) and not near(colour, expected[title]):
            problems.append(f"the card of {title!r} shows the picture of another recipe ({colour})")
    index, _ = selection(term, expected)
    if index is None:
        return problems
    x0, x1 = panes(term)[index]
    for y in range(1, term.rows - 2):
        line = term.screen.buffer[y]
        for x in range(x0, x1):
            # A card's title: bold text starting a run, naming a recipe with a picture.
            if not line[x].bold or line[x].data == " " or (x > x0 and line[x - 1].bold and line[x - 1].data != " "):
                continue
            title = title_in(term.screen.display[y][x:x1], expected)
            if not title or expected[title] is None:
                continue
            below = [term.screen.buffer[y + 1 + r][c] for r in range(min(5, term.rows - 3 - y)) for c in range(x, min(x + 24, x1))]
            if not any(cell.data.startswith("\U0010EEEE") or cell.data.strip() or cell.bg != "default" for cell in below):
                problems.append(f"the card of {title!r} shows no picture")
    return problems


def problems_now(term, folder, placeholders, titles):
    found = list(term.pictures.problems)
    if term.pictures.sixels:
        found.append(f"sixels drawn in a kitty mode at {term.pictures.sixels}")
    try:
        cells = placeholder_cells(term.screen)
    except AssertionError as error:
        return found + [str(error)]
    if cells and not placeholders:
        found.append("placeholder cells while pictures are placed")
    for (y, x), (image, row, column) in cells.items():
        held = term.pictures.held.get(image)
        if held is None:
            found.append(f"cell {(y, x)} shows picture {image}, which kitty does not hold")
        elif row >= held["rows"] or column >= held["columns"]:
            found.append(f"cell {(y, x)} shows row {row}, column {column} of picture {image} of {held['rows']}x{held['columns']}")
    for image, (y, x, columns, rows) in term.pictures.placed.items():
        covered = [term.screen.buffer[y + r][x + c] for r in range(rows) for c in range(columns)
                   if y + r < term.rows and x + c < term.cols]
        if any(cell.data.strip() or cell.bg != "default" for cell in covered):
            found.append(f"picture {image} is placed over text at {(y, x)}")
    expected = folder.expected()
    count = re.search(r"(\d+) recipes?$", term.screen.display[0].rstrip())
    searching = "/" in term.screen.display[0] or term.line(term.rows - 1).startswith(" /")
    if count and "All Recipes" in term.screen.display[0] and not searching:
        if int(count.group(1)) != len(expected):
            found.append(f"the title line counts {count.group(1)} recipes, the folder has {len(expected)}")
    return found + detail_problems(term, expected, cells, placeholders, titles) + card_problems(term, expected, cells)


def screen_cells(term):
    """The screen's cells, by position, but the status line (any key clears a message there),
    and the placements, to compare a screen with its repaint."""
    cells = [[term.screen.buffer[y][x] for x in range(term.cols)] for y in range(term.rows - 1)]
    return [[(c.data, c.fg, c.bg, c.bold, c.reverse) for c in line] for line in cells], dict(term.pictures.placed)


def differences(before, after):
    """The lines that differ between two `screen_cells`, as text, and the placements."""
    lines = [f"line {y}: {''.join(c[0] for c in a)!r}\n     was {''.join(c[0] for c in b)!r} ({[(x, c, d) for x, (c, d) in enumerate(zip(a, b)) if c != d][:3]})"
             for y, (a, b) in enumerate(zip(after[0], before[0])) if a != b]
    return "\n".join(lines + [f"placements {before[1]} -> {after[1]}"])
