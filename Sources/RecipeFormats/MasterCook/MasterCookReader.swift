/// Reads MasterCook's exports: its XML (`.mx2`, `MasterCookXMLReader`) and its text
/// (`.mxp`, "MasterCook Export", `MasterCookTextReader`), told apart by their content; and
/// Cookmate's XML (`CookmateXMLReader`), the other desktop-era XML export, through the same path.
enum MasterCookReader {
    /// Reads a MasterCook file of either kind.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, fileName: String, options: ReadOptions) -> ReadResult {
        let head = Array(bytes.prefix(4096))
        if isXMLExport(head) || CookmateXMLReader.isExport(head) || head.first(where: { $0 > 0x20 && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF }) == UInt8(ascii: "<") {
            return MasterCookXMLReader.read(bytes, fileName: fileName, options: options)
        }
        return MasterCookTextReader.read(bytes, fileName: fileName, options: options)
    }

    /// Whether the start of a file (its first 4 KiB) is MasterCook's XML: an `<mx2` element.
    static func isXMLExport(_ head: [UInt8]) -> Bool {
        head.withUnsafeBufferPointer { ByteSearch.firstIndex(of: Array("<mx2".utf8), in: $0, from: 0, ignoringCase: true) != nil }
    }

    /// Whether the start of a file (its first 4 KiB) holds a line of MasterCook's text export
    /// that starts a recipe (`* Exported from MasterCook *`).
    static func isTextExport(_ head: [UInt8]) -> Bool {
        ExportText.holdsStartLine(head, naming: "mastercook", isStart: MasterCookTextReader.isRecipeStart)
    }

    /// Seconds from MasterCook's elapsed time, `H:MM` (`1:25` is 85 minutes); `nil` for none or zero.
    static func seconds(elapsed text: String) -> Int? {
        let parts = text.trimmingCharacters(in: .whitespaces.union(["\""])).split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let hours = Int(parts[0]), let minutes = Int(parts[1]), hours >= 0, minutes >= 0,
              hours < 10_000 else { return nil }
        let seconds = hours * 3_600 + minutes * 60
        return seconds > 0 ? seconds : nil
    }
}
