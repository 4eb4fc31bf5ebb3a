import Testing
@testable import RecipeFormats

/// Where a saved page's `image` is looked for among the files a browser saved with it, and which
/// references are refused for reading outside the page's folder.
@Suite struct SavedPageFilesTests {
    @Test func aWebAddressIsLookedForByItsDecodedLastPart() {
        #expect(SavedPageFiles.reference("https://cdn.example.com/img/pad%20thai.jpg?w=1200#x")
            == .savedFrom(fileName: "pad thai.jpg"))
        #expect(SavedPageFiles.reference("//cdn.example.com/a/b.webp") == .savedFrom(fileName: "b.webp"))
        #expect(SavedPageFiles.reference("https://example.com/") == nil)
        #expect(SavedPageFiles.reference("https://example.com/a/..%2F..%2Fetc") == nil)
    }

    @Test func aRelativeImageIsReadFromThePagesFolder() {
        #expect(SavedPageFiles.reference("./Pad Thai_files/photo%201.jpg") == .relative(["Pad Thai_files", "photo 1.jpg"]))
        #expect(SavedPageFiles.reference("photo.jpg?v=2") == .relative(["photo.jpg"]))
        #expect(SavedPageFiles.reference("data:image/png;base64,AAAA") == nil)
    }

    @Test func referencesLeadingOutOfThePagesFolderAreRefused() {
        for image in ["../secret.jpg", "x_files/../../secret.jpg", "/etc/passwd", "file:///etc/passwd",
                      "C:\\photo.jpg", "./x_files/..%2F..%2Fsecret.jpg", "%2E%2E/secret.jpg"] {
            #expect(SavedPageFiles.reference(image) == .outside, "\(image)")
        }
    }

    @Test func filesFoldersOfChromeAndTranslatedFirefoxAreKnown() {
        #expect(SavedPageFiles.folderNames(forPage: "saved/Pad Thai.html").prefix(3)
            == ["Pad Thai_files", "Pad Thai-Dateien", "Pad Thai_fichiers"])
        #expect(SavedPageFiles.pageStem(ofFolder: "Kuchen-Dateien") == "Kuchen")
        #expect(SavedPageFiles.pageStem(ofFolder: "_files") == nil)
        #expect(SavedPageFiles.pageStem(ofFolder: "Desserts") == nil)
    }
}
