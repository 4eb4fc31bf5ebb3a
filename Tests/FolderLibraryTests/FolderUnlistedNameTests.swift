import Foundation
import FolderLibrary
import RecipeKit
import Testing

/// Some file names cannot be listed as recipes: a name that is not UTF-8 (an old Latin-1 system, a
/// ZIP from elsewhere), or two names that differ only in how their accents are encoded (Unicode
/// NFC and NFD, which Swift's strings take as one). Such a file was left out without a word;
/// now the folder's warnings name it (sanitised where they are shown) and say what to do.
@Suite struct FolderUnlistedNameTests {
    @Test func aCookFileWhoseNameIsNotUTF8IsNamedInTheWarnings() throws {
        let folder = try TestFolder()
        try folder.write("Plain.cook", "Mix @flour{1%kg}.\n")
        let name = Array("Cr".utf8) + [0xE8] + Array("me.cook".utf8)
        let path = Array(folder.root.utf8) + [0x2F] + name + [0]
        let descriptor = path.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644) }
        #expect(descriptor >= 0)
        close(descriptor)
        let library = try folder.open()
        #expect(try TestFolder.recipes(library).keys.sorted() == ["Plain"])
        let warning = try #require(library.warnings.first)
        #expect(warning.contains("Cr\u{FFFD}me.cook"))
        #expect(warning.contains("not UTF-8"))
        #expect(warning.contains("rename it"))
    }

    @Test func twoNamesThatDifferOnlyInTheirUnicodeNormalizationAreNamedInTheWarnings() throws {
        let folder = try TestFolder()
        try folder.write("Cr\u{E8}me.cook", "Whisk @cream{1%dl}.\n")           // NFC: è as one character
        try folder.write("Cre\u{300}me.cook", "Whisk @milk{2%dl}.\n")          // NFD: e and a combining grave
        let library = try folder.open()
        #expect(try TestFolder.recipes(library).count == 1)
        let warning = try #require(library.warnings.first)
        #expect(warning.contains("Unicode"))
        #expect(warning.contains("rename one"))
    }

    /// The favorites log and the shopping list hold one path a line: a name with a line break is
    /// listed, but its favorite or mark could not be kept (it was lost at the next reading, without
    /// a word). The warnings say so.
    @Test func aCookFileWhoseNameHoldsALineBreakIsListedAndNamedInTheWarnings() throws {
        let folder = try TestFolder()
        try folder.write("Two\nlines.cook", "Mix @flour{1%kg}.\n")
        let library = try folder.open()
        #expect(try TestFolder.recipes(library).keys.sorted() == ["Two\nlines"])
        let warning = try #require(library.warnings.first)
        #expect(warning.hasPrefix("Two␊lines.cook holds a line break"))
        #expect(warning.contains("rename it"))
    }
}
