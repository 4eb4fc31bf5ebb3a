// Exposes the bundled sample library, which SwiftPM embeds as bytes (`.embedInCode`), to RecipeKit.

/// The UTF-8 bytes of `sample-library.json`: a JSON array of recipes in the Recipe JSON form.
public let sampleLibraryJSON: [UInt8] = PackageResources.sample_library_json

/// The sample recipes' pictures by file name (the names the sample recipes' `imageNames` give):
/// JPEG bytes, each scaled to fit 320 x 240 (sources and licences in `sample-pictures/SOURCES.md`).
public let samplePictures: [String: [UInt8]] = [
    "banana-bread.jpg": PackageResources.banana_bread_jpg,
    "bibimbap.jpg": PackageResources.bibimbap_jpg,
    "blueberry-muffins.jpg": PackageResources.blueberry_muffins_jpg,
    "borscht.jpg": PackageResources.borscht_jpg,
    "bulgogi.jpg": PackageResources.bulgogi_jpg,
    "chocolate-chip-cookies.jpg": PackageResources.chocolate_chip_cookies_jpg,
    "creme-brulee.jpg": PackageResources.creme_brulee_jpg,
    "dal-tadka.jpg": PackageResources.dal_tadka_jpg,
    "fish-tacos.jpg": PackageResources.fish_tacos_jpg,
    "gateau-au-chocolat.jpg": PackageResources.gateau_au_chocolat_jpg,
    "greek-salad.jpg": PackageResources.greek_salad_jpg,
    "japchae.jpg": PackageResources.japchae_jpg,
    "oyakodon.jpg": PackageResources.oyakodon_jpg,
    "pad-krapow.jpg": PackageResources.pad_krapow_jpg,
    "pancakes.jpg": PackageResources.pancakes_jpg,
    "pumpkin-pie.jpg": PackageResources.pumpkin_pie_jpg,
    "roast-chicken.jpg": PackageResources.roast_chicken_jpg,
    "shakshuka.jpg": PackageResources.shakshuka_jpg,
    "sheet-pan-gnocchi.jpg": PackageResources.sheet_pan_gnocchi_jpg,
    "shorbat-adas.jpg": PackageResources.shorbat_adas_jpg,
    "spanakopita.jpg": PackageResources.spanakopita_jpg,
    "syrniki.jpg": PackageResources.syrniki_jpg,
    "tiramisu.jpg": PackageResources.tiramisu_jpg,
    "tom-yum.jpg": PackageResources.tom_yum_jpg,
]
