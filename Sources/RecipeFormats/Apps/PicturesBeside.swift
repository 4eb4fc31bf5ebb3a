/// Where apps put a recipe's picture beside its file, in an export's folder or a ZIP archive.
public enum PicturesBeside {
    /// The paths, relative to the folder of the recipe file `fileName`, where its picture may be,
    /// the likeliest first: a picture named as the file (`Pancakes.jpg` beside `Pancakes.cook`);
    /// and for a file that has a folder of its own (`recipe.json`, or Mealie's `<slug>/<slug>.json`)
    /// Nextcloud Cookbook's `full.jpg`, Tandoor's `image.*` and Mealie's `images/original.webp`.
    public static func candidates(forRecipeFile fileName: String) -> [String] {
        let stem = FileNames.stem(of: fileName)
        let kinds = ["jpg", "jpeg", "png", "webp"]
        let named = kinds.flatMap { [stem + "." + $0, stem + "." + $0.uppercased()] }
        let parts = fileName.split(separator: "/")
        let ownFolder = stem.lowercased() == "recipe" || (parts.count >= 2 && parts[parts.count - 2] == stem)
        guard ownFolder else { return named }
        return named + ["full.jpg"] + kinds.map { "image.\($0)" } + ["images/original.webp", "images/original.jpg"]
    }

    /// Whether a file's name says it is a picture (`.jpg`, `.jpeg`, `.png`, `.webp`, `.gif`, in any case).
    public static func isPictureName(_ fileName: String) -> Bool {
        ["jpg", "jpeg", "png", "webp", "gif"].contains(FileNames.extension(of: fileName))
    }
}
