// Exposes the bundled sample library, which the C target CSampleLibrary embeds as bytes
// (Resources/sample_library.c), to RecipeKit.
import CSampleLibrary

/// The UTF-8 bytes of `sample-library.json`: a JSON array of recipes in the Recipe JSON form.
public let sampleLibraryJSON: [UInt8] = Array(
    UnsafeBufferPointer(start: recipes_sample_library_json_pointer(), count: recipes_sample_library_json_size))

/// The sample recipes' pictures by file name (the names the sample recipes' `imageNames` give):
/// JPEG bytes, each scaled to fit 320 x 240 (sources and licences in
/// `Resources/sample-pictures/SOURCES.md`).
public let samplePictures: [String: [UInt8]] = Dictionary(uniqueKeysWithValues: (0..<recipes_sample_picture_count).map { index in
    let picture = recipes_sample_pictures_pointer()[index]
    return (String(cString: picture.name), Array(UnsafeBufferPointer(start: picture.bytes, count: picture.size)))
})
