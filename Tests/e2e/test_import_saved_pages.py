"""Web pages saved by a browser as "Web page, complete" (`Name.html` and `Name_files/`) imported with
the real binary: the recipe's picture taken from the files folder, and nothing read outside it."""
import json

from pictures import halves, solid
from test_cli import run
from test_import_apps import empty_library, stored_picture


def saved_page(folder, stem, title, image, files=None, files_folder=None, img_src=None):
    """Writes `stem.html` in `folder`, a recipe page whose JSON-LD `image` is `image`, and its files
    folder (`stem_files` unless named) holding `files` (name -> bytes); returns the page's path."""
    folder.mkdir(parents=True, exist_ok=True)
    recipe = {"@context": "https://schema.org", "@type": "Recipe", "name": title, "image": image,
              "recipeIngredient": ["200 g rice noodles", "2 eggs"],
              "recipeInstructions": [{"@type": "HowToStep", "text": "Soak the noodles, then fry."}]}
    picture = f'<img src="{img_src}">' if img_src else ""
    page = folder / f"{stem}.html"
    page.write_text(f'<!DOCTYPE html><html><head><title>{title}</title>'
                    f'<script type="application/ld+json">{json.dumps(recipe)}</script>'
                    f'<script src="./{stem}_files/app.js"></script></head><body>{picture}</body></html>')
    if files is not None:
        saved = folder / (files_folder or f"{stem}_files")
        saved.mkdir(exist_ok=True)
        for name, data in files.items():
            (saved / name).write_bytes(data)
    return page


def test_a_saved_pages_picture_comes_from_its_files_folder_and_is_exported_beside_the_recipe(tmp_path):
    library = empty_library(tmp_path)
    photo = halves(64, 48, (220, 120, 20), (20, 80, 200))
    pages = tmp_path / "saved"
    # Chrome keeps the JSON-LD's address; the file it saved is named as the address's last part.
    saved_page(pages, "Pad Thai - Example Kitchen", "Pad Thai",
               "https://cdn.example.com/images/pad%20thai-1200x800.jpg",
               {"pad thai-1200x800.jpg": photo, "app.js": b"window.x = 1;", "style.css": b"body { color: red }",
                "ads.html": b"<html><body>an advert frame</body></html>", "logo.png": solid(8, 8, (0, 0, 0), "PNG")})
    result = run("import", str(pages), library=library)
    assert "Imported 1 recipe" in result.stdout
    assert "refused" not in result.stdout + result.stderr and "app.js" not in result.stderr
    assert stored_picture(library, "Pad Thai") == ("jpeg", photo)

    exported = tmp_path / "exported"
    run("export", "--format", "cook", "-o", str(exported), library=library)
    assert (exported / "Pad Thai.jpg").read_bytes() == photo
    assert (exported / "Pad Thai.cook").exists()


def test_a_relative_image_and_a_translated_files_folder_are_read(tmp_path):
    library = empty_library(tmp_path)
    firefox = halves(40, 40, (10, 200, 10), (200, 10, 200), "PNG")
    german = solid(30, 20, (200, 30, 30))
    pages = tmp_path / "pages"
    # Firefox rewrites an <img src> to the saved file; a page whose recipe names that picture.
    page = saved_page(pages, "Soup", "Lentil soup", "./Soup_files/soup%20bowl.png", {"soup bowl.png": firefox},
                      img_src="./Soup_files/soup%20bowl.png")
    # A German Firefox names the folder "Name-Dateien".
    saved_page(pages, "Kuchen", "Apfelkuchen", "https://example.de/bilder/kuchen.jpg", {"kuchen.jpg": german},
               files_folder="Kuchen-Dateien")
    result = run("import", str(page), str(pages / "Kuchen.html"), library=library)
    assert "Imported 2 recipes" in result.stdout and result.stderr == ""
    assert stored_picture(library, "Lentil soup") == ("png", firefox)
    assert stored_picture(library, "Apfelkuchen") == ("jpeg", german)


def test_a_picture_outside_the_page_and_its_files_folder_is_refused_with_a_warning(tmp_path):
    library = empty_library(tmp_path)
    secret = solid(16, 16, (1, 2, 3))
    (tmp_path / "secret.jpg").write_bytes(secret)
    pages = tmp_path / "pages"
    saved_page(pages, "Up", "Climbing up", "../secret.jpg", {})
    saved_page(pages, "Absolute", "Absolute path", str(tmp_path / "secret.jpg"), {})
    saved_page(pages, "Scheme", "File address", (tmp_path / "secret.jpg").as_uri(), {})
    saved_page(pages, "Encoded", "Encoded climb", "./Encoded_files/..%2F..%2Fsecret.jpg", {})
    linked = saved_page(pages, "Linked", "Linked out", "https://example.com/photo.jpg", {})
    (pages / "Linked_files" / "photo.jpg").symlink_to(tmp_path / "secret.jpg")
    saved_page(pages, "Folder", "Folder linked out", "https://example.com/secret.jpg")
    (pages / "Folder_files").symlink_to(tmp_path)
    result = run("import", str(pages), library=library)
    assert "Imported 6 recipes" in result.stdout
    for page, title in [("Up", "Climbing up"), ("Absolute", "Absolute path"), ("Scheme", "File address"),
                        ("Encoded", "Encoded climb"), ("Linked", "Linked out"), ("Folder", "Folder linked out")]:
        assert stored_picture(library, title) is None, title
        warnings = [line for line in result.stderr.splitlines() if f"{page}.html" in line]
        assert len(warnings) == 1 and "outside the page's folder" in warnings[0], (page, result.stderr)
    assert linked.exists()
