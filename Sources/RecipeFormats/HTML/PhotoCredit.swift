/// A photographer's credit that a page writes after its method (`Foto: Erik Spronk`,
/// `Photos by Jane Doe`): where the steps end, never a step.
enum PhotoCredit {
    /// Whether a paragraph is a short line that credits the photos.
    static func isCredit(_ text: String) -> Bool {
        guard text.utf8.count <= 80 else { return false }
        let lowered = text.lowercased().replacingOccurrences(of: "’", with: "'")
        return openings.contains(where: lowered.hasPrefix)
    }

    private static let openings = [
        "foto:", "foto's:", "fotos:", "foto's door", "foto door", "fotografie:", "photo:", "photos:", "photo by",
        "photos by", "photo credit", "photography:", "photography by", "bild:", "bilder:", "fotograf:",
    ]
}
