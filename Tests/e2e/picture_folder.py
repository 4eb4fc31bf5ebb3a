"""A folder library for the picture tests: recipes with real JPEG and PNG pictures beside their
files, each picture one colour of its own, and what another program does to those files."""
import hashlib

from pictures import solid
from test_folder_library import Folder

TITLES = ["Apricot tart", "Basil soup", "Carrot salad", "Date loaf", "Eggplant stew", "Fig jam", "Garlic bread",
          "Hazelnut cake", "Iced tea", "Jollof rice", "Kale chips", "Lemon curd", "Mango lassi", "Nut roast"]
MORE_TITLES = ["Quince jelly", "Rhubarb fool", "Saffron rice", "Tomato pie"]
COLOURS = [(r, g, b) for r in (30, 120, 210) for g in (30, 120, 210) for b in (30, 120, 210)]
SIZES = [(400, 300), (300, 400), (640, 220), (200, 200)]


class PictureFolder(Folder):
    """The folder library and what its files say each recipe's picture is (by the bytes written)."""

    def __init__(self, tmp_path, rng):
        super().__init__(tmp_path)
        self.rng, self.colour_of_bytes = rng, {}
        for index, title in enumerate(TITLES):
            self.add_recipe(title)
            if index % 4 != 3:
                self.set_picture(title)

    def add_recipe(self, title):
        self.write(f"{title}.cook", f"---\nservings: {len(title) % 5 + 2}\n---\nSimmer @water{{1%l}} for ~{{5%minutes}}.\n")

    def pictures_of(self, title):
        return [self.root / f"{title}{ext}" for ext in (".jpg", ".png") if (self.root / f"{title}{ext}").exists()]

    def set_picture(self, title):
        for old in self.pictures_of(title):
            old.unlink()
        used = set(self.expected().values())
        colour = self.rng.choice([c for c in COLOURS if c not in used])
        fmt = self.rng.choice(["JPEG", "PNG"])
        data = solid(*self.rng.choice(SIZES), colour, fmt=fmt)
        self.colour_of_bytes[hashlib.sha1(data).digest()] = colour
        (self.root / f"{title}.{'jpg' if fmt == 'JPEG' else 'png'}").write_bytes(data)

    def expected(self):
        """Each recipe on disk, by title: the colour of its picture, or None."""
        shown = {}
        for path in self.root.glob("*.cook"):
            files = self.pictures_of(path.stem)
            shown[path.stem] = self.colour_of_bytes.get(hashlib.sha1(files[0].read_bytes()).digest()) if files else None
        return shown

    def change_on_disk(self):
        """What another program does to the folder: a picture replaced, removed or added, a
        recipe added or deleted."""
        titles = sorted(self.expected())
        kind = self.rng.random()
        if kind < 0.45 and titles:
            title = self.rng.choice(titles)
            self.set_picture(title)
            return f"new picture for {title}"
        if kind < 0.65 and titles:
            title = self.rng.choice(titles)
            for path in self.pictures_of(title):
                path.unlink()
            return f"picture of {title} removed"
        if kind < 0.85 or len(titles) <= 4:
            title = self.rng.choice(MORE_TITLES + TITLES)
            self.add_recipe(title)
            return f"{title}.cook written"
        title = self.rng.choice(titles)
        for path in self.pictures_of(title) + [self.root / f"{title}.cook"]:
            path.unlink()
        return f"{title} removed"
