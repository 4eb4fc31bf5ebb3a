/// Reads Paprika exports: `.paprikarecipes` (a ZIP archive of gzip-compressed JSON recipes) and
/// `.paprikarecipe` (one gzip-compressed JSON recipe).
///
/// All expansion is bounded by `ReadOptions.limits`: the whole file to the lower of the limit's
/// bytes and ratio times its size, each entry to its ratio times its own compressed size. Past
/// a limit the file is refused whole, as it is damaged or built to exhaust memory. A damaged
/// entry is left out with a problem naming it; the other recipes are read.
enum PaprikaReader {
    /// Reads a `.paprikarecipes` archive.
    static func readArchive(_ bytes: UnsafeBufferPointer<UInt8>, fileName: String, options: ReadOptions) -> ReadResult {
        let archive: ZipArchive
        do {
            archive = try ZipArchive(bytes)
        } catch {
            return .failure(FormatProblem(fileName: fileName, message: error.message), format: .paprikaArchive)
        }
        var budget = ExpansionBudget(limits: options.limits, fileSize: bytes.count)
        var recipes: [ExternalRecipe] = []
        var problems: [FormatProblem] = []
        for entry in archive.entries where !entry.isDirectory && !entry.name.hasPrefix("__MACOSX/") {
            let place = "entry \"\(entry.name)\""
            do throws(ReadFailure) {
                let stored = try archive.contents(of: entry, limit: budget.allowance(forCompressedSize: entry.compressedSize))
                budget.spend(stored.count)
                let json = try stored.withUnsafeBufferPointer { buffer throws(ReadFailure) in
                    try expanded(buffer, budget: &budget)
                }
                recipes.append(try PaprikaRecipeMapping.recipe(from: json, fallbackTitle: FileNames.stem(of: entry.name)))
            } catch where error.isRefusal {
                return .failure(FormatProblem(fileName: fileName, place: place, message: error.message), format: .paprikaArchive)
            } catch {
                problems.append(FormatProblem(fileName: fileName, place: place, message: error.message))
            }
        }
        if recipes.isEmpty, problems.isEmpty {
            problems.append(FormatProblem(fileName: fileName, message: "the archive holds no recipes"))
        }
        return ReadResult(fileName: fileName, format: .paprikaArchive, recipes: recipes, problems: problems)
    }

    /// Reads a single `.paprikarecipe`.
    static func readSingle(_ bytes: UnsafeBufferPointer<UInt8>, fileName: String, options: ReadOptions) -> ReadResult {
        var budget = ExpansionBudget(limits: options.limits, fileSize: bytes.count)
        do throws(ReadFailure) {
            let json = try expanded(bytes, budget: &budget)
            let recipe = try PaprikaRecipeMapping.recipe(from: json, fallbackTitle: FileNames.stem(of: fileName))
            return ReadResult(fileName: fileName, format: .paprikaSingle, recipes: [recipe])
        } catch {
            return .failure(FormatProblem(fileName: fileName, message: error.message), format: .paprikaSingle)
        }
    }

    /// A gzip file's content, expanded within the limits (a page saved by `curl` without `--compressed`).
    static func gunzipped(_ bytes: UnsafeBufferPointer<UInt8>, options: ReadOptions) throws(ReadFailure) -> [UInt8] {
        var budget = ExpansionBudget(limits: options.limits, fileSize: bytes.count)
        return try expanded(bytes, budget: &budget)
    }

    /// The JSON of a recipe entry: gunzipped when it is gzip (as Paprika writes), else as it is.
    static func expanded(_ bytes: UnsafeBufferPointer<UInt8>, budget: inout ExpansionBudget) throws(ReadFailure) -> [UInt8] {
        guard bytes.starts(with: [0x1F, 0x8B]) else { return Array(bytes) }
        do throws(InflateFailure) {
            let json = try Inflater.inflate(bytes, wrapping: .gzip, limit: budget.allowance(forCompressedSize: bytes.count))
            budget.spend(json.count)
            return json
        } catch {
            switch error {
            case .tooLarge(let limit): throw .refused(limit: limit)
            case .truncated: throw ReadFailure(message: "the gzip data ends early (the file is truncated)")
            case .corrupt(let reason): throw ReadFailure(message: "the gzip data is damaged (\(reason))")
            }
        }
    }
}
