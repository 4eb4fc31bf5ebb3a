"""`p` in the browser: the recipe shown gets its picture from a file typed in the prompt, a bad
file is refused with its reason and changes nothing, and `u` puts back what it had."""
from pictures import solid
from test_pictures import BANANA_BREAD, DETAIL_X, browse, library, picture_rows, shown_colour, wait_for_picture  # noqa: F401
from test_cli import run


def test_p_sets_the_picture_from_a_path_refuses_a_bad_file_and_u_takes_it_back(library, tmp_path):
    run("picture", str(BANANA_BREAD), "--remove", library=library)
    green = tmp_path / "green.png"
    green.write_bytes(solid(200, 100, (20, 200, 20), "PNG"))
    fake = tmp_path / "notes.jpg"
    fake.write_text("not a picture at all")
    term, _ = browse(library, tmp_path)
    with term:
        term.wait_for_text("Apple crumble")
        term.send("j")
        term.wait_for(lambda t: t.line(1)[DETAIL_X:].startswith("Banana bread"), what="Banana bread at the top")
        assert picture_rows(term) == []

        term.send("p")
        term.wait_for_text('Picture for "Banana bread"')
        term.send(str(fake) + "\r")
        term.wait_for_text("Picture unchanged: notes.jpg: not a")
        assert picture_rows(term) == []

        term.send("p")
        term.wait_for_text('Picture for "Banana bread"')
        term.send(str(green) + "\r")
        wait_for_picture(term, "Banana bread", least=2)
        colours = {shown_colour(c) for row in picture_rows(term) for c in row} - {None}
        assert colours and all(c[1] > 150 and c[0] < 100 for c in colours), colours
        assert "u to undo" in term.text()

        term.send("u")
        term.wait_for(lambda t: picture_rows(t) == [] and t.line(1)[DETAIL_X:].startswith("Banana bread"),
                      what="the picture taken back by u")
    assert "has no picture" in run("picture", str(BANANA_BREAD), "--remove", library=library).stdout
