// Exposes the bundled sample library, which SwiftPM embeds as bytes (`.embedInCode`), to RecipeKit.

/// The UTF-8 bytes of `sample-library.json`: a JSON array of recipes in the Recipe JSON form.
public let sampleLibraryJSON: [UInt8] = PackageResources.sample_library_json
