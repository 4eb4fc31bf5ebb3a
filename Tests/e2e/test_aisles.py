"""End-to-end tests of the shopping list's aisles on the real binary: a German and a French
Cooklang recipe's items are under the aisles a cook of that language expects ("Zwiebeln" and
"oignons" under Produce, "Hühnerbrühe" under Pantry), not all under Other; "paprika" is a bell
pepper in the German recipe and the spice in the French one."""
from test_cli import run

GULASCH = """---
title: Gulasch
locale: de
---
@Rindfleisch{800%g} mit @Zwiebeln{3} in @Butterschmalz{2%EL} anbraten, mit @Paprikapulver{2%EL}
bestäuben, @Hühnerbrühe{500%ml} und @rote Paprika{2} dazu, mit @Salz{} abschmecken.
"""

POULET = """---
title: Poulet au paprika
locale: fr
---
Faire dorer le @poulet{1%kg} avec les @oignons{2} dans le @beurre{30%g}, ajouter la @crème{20%cl},
le @paprika{2%pincées} et le @sel{}.
"""


def sections(text):
    """The list's text as {heading: [item lines]}."""
    found, heading = {}, None
    for line in text.splitlines():
        if line and not line.startswith(" "):
            heading = line.strip()
            found[heading] = []
        elif line.strip() and heading:
            found[heading].append(line.strip())
    return found


def test_a_german_and_a_french_recipes_items_are_under_their_aisles(tmp_path):
    library = tmp_path / "library.sqlite"
    run("init", "--empty", library=library)
    (tmp_path / "gulasch.cook").write_text(GULASCH)
    (tmp_path / "poulet.cook").write_text(POULET)
    run("import", str(tmp_path / "gulasch.cook"), str(tmp_path / "poulet.cook"), library=library)
    for recipe in ("1", "2"):
        run("shopping", "add", recipe, library=library)
    aisles = sections(run("shopping", library=library).stdout)
    names = {heading: " | ".join(lines) for heading, lines in aisles.items()}
    assert "Other" not in aisles, names
    for heading, words in {
        "Produce": ["3 Zwiebeln", "2 rote Paprika", "2 oignons"],
        "Dairy and eggs": ["2 EL Butterschmalz", "30 g beurre", "20 cl crème"],
        "Meat and fish": ["800 g Rindfleisch", "1 kg poulet"],
        "Pantry": ["500 ml Hühnerbrühe"],
        "Spices": ["2 EL Paprikapulver", "2 pincées paprika", "Salz", "sel"],
    }.items():
        for word in words:
            assert any(line.startswith("[ ] " + word + "  (") for line in aisles.get(heading, [])), (word, names)
