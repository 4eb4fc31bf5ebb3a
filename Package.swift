// swift-tools-version: 6.1
// The recipes package: a terminal recipe browser built on a diffable data source.
// Module boundaries follow ../shared/DESIGN.md; docs/ARCHITECTURE.md records changes to them.

import PackageDescription

let package = Package(
    name: "recipes",
    products: [
        .executable(name: "recipes", targets: ["recipes"]),
        .library(name: "DiffableDataSource", targets: ["DiffableDataSource"]),
        .library(name: "RecipeKit", targets: ["RecipeKit"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .library(name: "RecipeBrowser", targets: ["RecipeBrowser"]),
        .library(name: "RecipeFormats", targets: ["RecipeFormats"]),
        .library(name: "Ingredients", targets: ["Ingredients"]),
        .library(name: "RecipeStructure", targets: ["RecipeStructure"]),
        .library(name: "FolderLibrary", targets: ["FolderLibrary"]),
        .library(name: "WebFetch", targets: ["WebFetch"]),
        .library(name: "Pictures", targets: ["Pictures"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", exact: "2.0.1"),
    ],
    targets: [
        // Snapshots of identifiers, section snapshots (trees), the diff, and the data source.
        .target(name: "DiffableDataSource"),
        // One ingredient line understood (quantity, range, unit, name, note), units, scaling,
        // cook-friendly formatting, shopping lists, durations in steps: pure functions over text.
        .target(name: "Ingredients"),
        // A recipe understood: ingredient groups, sections, steps with the ingredient uses in each
        // (own amounts, fixed), cookware, named timers, notes, references; rendered back to text.
        .target(name: "RecipeStructure", dependencies: ["Ingredients"]),
        // Recipes, the SQLite store, queries, import/export, the bundled sample library, the shopping
        // list's marks and ticks (its lines combined by Ingredients).
        .target(
            name: "RecipeKit",
            dependencies: ["Ingredients", "RecipeStructure", "SampleLibraryData", "RecipeFormats", "Pictures", .product(name: "GRDB", package: "GRDB.swift"),
                           .product(name: "GRDBSQLite", package: "GRDB.swift")]
        ),
        // The bundled sample library, embedded in the binary so an installed `recipes` needs no files:
        // the files' bytes by C23's #embed (Resources/sample_library.c), exposed to Swift here.
        .target(name: "SampleLibraryData", dependencies: ["CSampleLibrary"]),
        .target(
            name: "CSampleLibrary",
            path: "Resources",
            exclude: ["sample-library.json", "sample-pictures"],
            sources: ["sample_library.c"]
        ),
        // The system ncursesw library, through a shim header.
        .systemLibrary(
            name: "CNcursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        // Signal flags, crash-time tty restore and the terminal byte counter, in C.
        .target(name: "CTerminalSupport"),
        // Terminal lifecycle, input, text width, ListPane, frame statistics.
        .target(name: "TerminalUI", dependencies: ["CNcursesw", "CTerminalSupport", "DiffableDataSource"]),
        // A small program that shows a ListPane, for end-to-end tests and measurements.
        .executableTarget(name: "tui-demo", dependencies: ["TerminalUI", "DiffableDataSource"]),
        // The system zlib, for Paprika's ZIP and gzip files.
        .systemLibrary(
            name: "CZlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // The system libxml2, whose HTML parser reads the microdata and RDFa of web pages.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        // Other recipe formats read and written: schema.org JSON-LD, microdata and RDFa (files and
        // web pages), Cooklang, Paprika, Markdown. Pure functions over bytes and values: no store, no terminal.
        // cmark-gfm (GitHub's CommonMark parser, with tables and task lists), for Markdown recipes.
        .systemLibrary(name: "CCmarkGFM", providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        .target(name: "RecipeFormats", dependencies: ["CZlib", "CLibXML2", "CCmarkGFM", "RecipeStructure", .product(name: "Yams", package: "Yams")]),
        // A folder of Cooklang files as the library: the index caught up from the folder, the
        // folder's logs (favorites), what the program writes written out to files, the watcher.
        .target(name: "FolderLibrary", dependencies: ["RecipeKit", "RecipeFormats", "Ingredients", "Pictures"]),
        // The system libcurl (Debian's OpenSSL build), through a shim header.
        .systemLibrary(
            name: "CCurl",
            providers: [.apt(["libcurl4-openssl-dev"])]
        ),
        // Recipe pages and their pictures fetched over HTTP(S) with libcurl: redirects checked one by
        // one, timeouts, a size limit, a few at a time; pages read by RecipeFormats into what the store imports.
        .target(name: "WebFetch", dependencies: ["CCurl", "RecipeFormats", "RecipeKit"]),
        // The system picture libraries: libjpeg-turbo (its TurboJPEG API), libpng, libwebp (with its
        // demuxer, for an animation's first frame), libexif (a photo's orientation) and libchafa
        // (pixels to character cells; its headers need glib's, found by pkg-config).
        .systemLibrary(name: "CTurboJPEG", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CPng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CWebP", providers: [.apt(["libwebp-dev"])]),
        .systemLibrary(name: "CExif", providers: [.apt(["libexif-dev"])]),
        .systemLibrary(name: "CChafa", pkgConfig: "chafa", providers: [.apt(["libchafa-dev", "libglib2.0-dev"])]),
        // Pictures: bytes in, oriented and scaled pixels out, and pixels to character cells.
        // No store, no terminal.
        .target(name: "Pictures", dependencies: ["CTurboJPEG", "CPng", "CWebP", "CExif", "CChafa"]),
        // The app: sidebar, list and detail controllers, key bindings, event loop.
        .target(name: "RecipeBrowser", dependencies: ["RecipeKit", "TerminalUI", "DiffableDataSource", "Ingredients", "RecipeStructure", "WebFetch", "Pictures"]),
        // The `recipes` command: the browser and the scriptable subcommands.
        .executableTarget(
            name: "recipes",
            dependencies: [
                "RecipeBrowser", "RecipeKit", "Ingredients", "RecipeFormats", "RecipeStructure", "TerminalUI", "FolderLibrary", "WebFetch", "Pictures",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "DiffableDataSourceTests",
            dependencies: [
                "DiffableDataSource",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "RecipeKitTests",
            dependencies: [
                "RecipeKit", "Ingredients", "RecipeFormats", "SampleLibraryData", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "FolderLibraryTests", dependencies: ["FolderLibrary", "RecipeKit"]),
        .testTarget(name: "IngredientsTests", dependencies: ["Ingredients"]),
        .testTarget(name: "RecipeStructureTests", dependencies: ["RecipeStructure", "RecipeFormats", "Ingredients"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "DiffableDataSource"]),
        .testTarget(name: "RecipeFormatsTests", dependencies: ["RecipeFormats", "CZlib"]),
        .testTarget(name: "WebFetchTests", dependencies: ["WebFetch", "RecipeFormats", "RecipeKit"]),
        .testTarget(name: "PicturesTests", dependencies: ["Pictures"], exclude: ["Fixtures"]),
        .testTarget(name: "RecipeBrowserTests", dependencies: ["RecipeBrowser", "RecipeKit", "TerminalUI", "DiffableDataSource", "Ingredients", "FolderLibrary", "RecipeFormats"]),
    ],
    swiftLanguageModes: [.v6]
)
