/// Reads schema.org Recipe data: JSON-LD files, and saved web pages that carry JSON-LD blocks.
enum SchemaRecipeReader {
    /// Reads a `.json`/`.jsonld` file holding JSON-LD.
    static func readDocument(
        _ bytes: UnsafeBufferPointer<UInt8>, fileName: String, options: ReadOptions
    ) -> ReadResult {
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            let problem = FormatProblem(
                fileName: fileName, place: "line \(error.line), column \(error.column)",
                message: "not valid JSON: expected \(error.expected)")
            return .failure(problem, format: .jsonld)
        }
        return recipes(in: [document], labels: [nil], shown: nil, pageURL: nil, fileName: fileName, options: options,
                       format: .jsonld, notFound: { nodes in
            "no schema.org Recipe in the file" + describing(nodes)
        })
    }

    /// Reads a saved web page: every `<script type="application/ld+json">` block is read, and a
    /// block that is not valid JSON does not hide a Recipe in another. When they give no recipe
    /// with both ingredients and steps, the page's microdata and RDFa are read too (libxml2's
    /// HTML parser), and a recipe told in both is made one.
    static func readPage(
        _ bytes: UnsafeBufferPointer<UInt8>, fileName: String, options: ReadOptions
    ) -> ReadResult {
        if WebPageArchive.isArchive(bytes) {
            guard let page = WebPageArchive.page(in: bytes) else {
                return .failure(FormatProblem(fileName: fileName, message: "a web archive (MHTML) without a web page (text/html part) in it"),
                                format: .html)
            }
            return page.bytes.withUnsafeBufferPointer {
                readUnpackedPage($0, fileName: fileName, options: options, charset: page.charset ?? options.charsetHint)
            }
        }
        return readUnpackedPage(bytes, fileName: fileName, options: options, charset: options.charsetHint)
    }

    /// Reads a page that is no archive, in the charset named or else found in it.
    private static func readUnpackedPage(
        _ bytes: UnsafeBufferPointer<UInt8>, fileName: String, options: ReadOptions, charset: String?
    ) -> ReadResult {
        if let utf8 = PageCharset.utf8(bytes, hint: charset) {
            return utf8.withUnsafeBufferPointer { readUTF8Page($0, fileName: fileName, options: options) }
        }
        return readUTF8Page(bytes, fileName: fileName, options: options)
    }

    private static func readUTF8Page(
        _ bytes: UnsafeBufferPointer<UInt8>, fileName: String, options: ReadOptions
    ) -> ReadResult {
        let page = LinkedDataScanner.scan(bytes)
        var documents: [JSONValue] = []
        var labels: [String?] = []
        var brokenBlocks: [String] = []
        for (index, block) in page.blocks.enumerated() {
            guard let json = jsonRange(in: bytes, block) else { continue }
            do {
                documents.append(try parseBlock(UnsafeBufferPointer(rebasing: bytes[json])))
                labels.append("JSON-LD block \(index + 1)")
            } catch {
                let start = TextPosition(of: json.lowerBound, in: bytes)
                let line = start.line + error.line - 1
                let column = error.line == 1 ? start.column + error.column - 1 : error.column
                brokenBlocks.append("JSON-LD block \(index + 1) is not valid JSON "
                    + "(line \(line), column \(column): expected \(error.expected))")
            }
        }
        // Parsing the elements costs far more than finding the scripts: done only when the
        // scripts give no whole recipe, one without any time (which the page may show), or one
        // whose ingredients are only names or whose steps are only titles (the page shows them whole).
        var shown: JSONValue?
        let scripts = SchemaNodes(documents: documents)
        if !scripts.hasWholeRecipe || !scripts.hasTime || scripts.namesIngredientsOnly || scripts.namesStepsOnly,
           let document = HTMLDocument(utf8: bytes) {
            if !scripts.hasWholeRecipe, EmbeddedItems.mayHoldItems(bytes) {
                let items = EmbeddedItems.items(in: document) + RecipeMicroformat.recipes(in: document)
                documents += items
                labels += items.map { _ in "microdata" }
            }
            let nodes = SchemaNodes(documents: documents)
            if !nodes.hasWholeRecipe || !nodes.hasTime || nodes.namesIngredientsOnly || nodes.namesStepsOnly {
                let names = nodes.recipes.compactMap { $0.node["name"]?.text }
                shown = VisibleRecipe.recipe(in: document, fallbackTitle: page.openGraphTitle, recipeNames: names)
            }
        }
        var result = recipes(in: documents, labels: labels, shown: shown, pageURL: page.canonicalURL ?? page.openGraphURL,
                             fileName: fileName, options: options, format: .html, notFound: { nodes in
            if page.blocks.isEmpty {
                return "no schema.org Recipe in the page: it has no JSON-LD block "
                    + "(<script type=\"application/ld+json\">), no microdata or RDFa Recipe, and no ingredients "
                    + "and steps under headings; a page that builds its recipe with JavaScript must be saved after it has loaded"
            }
            return (["no schema.org Recipe in the page" + describing(nodes)] + brokenBlocks).joined(separator: "; ")
        })
        // A page's `<html lang>` is its recipes' declared language where their data names none,
        // unless it says English: themes ship `lang="en-US"` and many sites in other languages
        // never change it, so there the recipe's own words decide.
        if let declared = page.declaredLanguage, !declared.lowercased().hasPrefix("en") {
            for index in result.recipes.indices where result.recipes[index].language == nil {
                result.recipes[index].language = declared
            }
        }
        return result
    }

    /// A block's JSON; a block whose quotes the page escaped as HTML (`{&quot;@type&quot;: …}`)
    /// is read again with its character references decoded. Errors are those of the block as written.
    private static func parseBlock(_ json: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        do {
            return try JSONParser.parse(json)
        } catch {
            guard ByteSearch.firstIndex(of: escapedQuote, in: json, from: 0) != nil
                    || ByteSearch.firstIndex(of: numericQuote, in: json, from: 0) != nil else { throw error }
            let (decoded, _) = HTMLText.decodingReferences(String(decoding: json, as: UTF8.self).unicodeScalars)
            guard let value = try? JSONParser.parse(Array(String(decoded).utf8)) else { throw error }
            return value
        }
    }

    private static let escapedQuote = Array("&quot;".utf8)
    private static let numericQuote = Array("&#34;".utf8)

    /// The part of a script block that is JSON: from its first `{` or `[` to its last `}` or `]`,
    /// which drops HTML comments and stray semicolons around it, after a CDATA wrapper is taken off.
    private static func jsonRange(in bytes: UnsafeBufferPointer<UInt8>, _ block: Range<Int>) -> Range<Int>? {
        let isOpen = { (byte: UInt8) in byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") }
        let isClose = { (byte: UInt8) in byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") }
        guard var first = block.first(where: { isOpen(bytes[$0]) }) else { return nil }
        var end = block.upperBound
        let inside = UnsafeBufferPointer(rebasing: bytes[block])
        if let open = ByteSearch.firstIndex(of: cdataOpen, in: inside, from: 0), block.lowerBound + open + 2 == first {
            first = block[(block.lowerBound + open + cdataOpen.count)...].first { isOpen(bytes[$0]) } ?? block.upperBound
            if let close = lastIndex(of: cdataClose, in: inside) { end = block.lowerBound + close }
        }
        guard first < end, let last = (first ..< end).last(where: { isClose(bytes[$0]) }) else { return nil }
        return first ..< last + 1
    }

    private static let cdataOpen = Array("<![CDATA[".utf8)
    private static let cdataClose = Array("]]>".utf8)

    private static func lastIndex(of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var found: Int?
        var position = 0
        while let hit = ByteSearch.firstIndex(of: needle, in: bytes, from: position) {
            found = hit
            position = hit + 1
        }
        return found
    }

    private static func describing(_ nodes: SchemaNodes) -> String {
        nodes.otherTypes.isEmpty ? "" : " (its JSON-LD describes: \(nodes.otherTypes.prefix(8).joined(separator: ", ")))"
    }

    /// Whether `names` are the lines of `shown` without their amounts: as many, none with a digit,
    /// each in a line of its own on the page (in the page's order or not: a site's data may sort
    /// them otherwise), and the page giving an amount somewhere.
    private static func namesOnly(_ names: [String], of shown: [String]) -> Bool {
        guard names.count > 1, names.count == shown.count, !names.contains(where: { $0.contains(where: \.isNumber) }),
              shown.contains(where: { $0.contains(where: \.isNumber) }) else { return false }
        var unused = shown.map { $0.lowercased() }
        // Longest names first, so that "salt" cannot take the line that "sea salt flakes" needs.
        for name in names.map({ $0.lowercased() }).sorted(by: { $0.count > $1.count }) {
            guard let line = unused.firstIndex(where: { $0.contains(name) }) else { return false }
            unused.remove(at: line)
        }
        return true
    }

    /// Whether `steps` are only the titles of the steps `shown` gives in full (a meal kit's data
    /// says "Cook the rice noodles", "Serve" where its page has the paragraphs under them): each a
    /// few words and no sentence, found in order in the page's steps, which say several times more.
    private static func titlesOnly(_ steps: [String], of shown: [String]) -> Bool {
        guard !steps.isEmpty, shown.count >= steps.count, steps.allSatisfy(SchemaNodes.isStepTitle) else { return false }
        let page = shown.joined(separator: "\n").lowercased()
        var from = page.startIndex
        for step in steps {
            guard let found = page.range(of: step.lowercased(), range: from ..< page.endIndex) else { return false }
            from = found.upperBound
        }
        return page.count >= 3 * steps.joined(separator: "\n").count
    }

    /// The page's steps from the data's first step title on (what comes before it is the page's
    /// preamble: "2-serving instructions"), with the lines that are the titles as headings.
    private static func titled(_ shown: [String], by titles: [String]) -> [String] {
        let names = Set(titles.map { $0.lowercased() })
        let first = shown.firstIndex { names.contains($0.lowercased()) } ?? 0
        return shown[first...].map { names.contains($0.lowercased()) ? ExternalRecipe.headingLine($0) : $0 }
    }

    /// The recipes of the documents' Recipe nodes; `shown` is the recipe read from the page's
    /// text (`VisibleRecipe`), which fills the ingredients or steps the first of them lacks and
    /// the times when the first gives none, or is the page's recipe when they give none and it
    /// has both ingredients and steps.
    private static func recipes(
        in documents: [JSONValue], labels: [String?], shown: JSONValue?, pageURL: String?, fileName: String,
        options: ReadOptions, format: RecipeFormat, notFound: (SchemaNodes) -> String
    ) -> ReadResult {
        let nodes = SchemaNodes(documents: documents)
        let shownRecipe = shown.map { node in
            var mapping = SchemaRecipeMapping(
                nodes: nodes, options: options, pageURL: pageURL, fallbackTitle: FileNames.stem(of: fileName))
            return mapping.recipe(from: node, at: .root)
        }
        guard !nodes.recipes.isEmpty else {
            if let shownRecipe, !shownRecipe.ingredients.isEmpty, !shownRecipe.directions.isEmpty {
                return ReadResult(fileName: fileName, format: format, recipes: [shownRecipe], problems: [])
            }
            return .failure(FormatProblem(fileName: fileName, message: notFound(nodes)), format: format)
        }
        var recipes: [ExternalRecipe] = []
        var identifiers: [String: Int] = [:]
        var problems: [FormatProblem] = []
        for found in nodes.recipes {
            var mapping = SchemaRecipeMapping(
                nodes: nodes, options: options, pageURL: pageURL, fallbackTitle: FileNames.stem(of: fileName))
            let recipe = mapping.recipe(from: found.node, at: found.path)
            let identifier = found.node["@id"]?.text
            // Pages often carry the same recipe twice (a theme and a plugin each emit it, or a
            // reviews plugin adds a node with the recipe's @id and only its reviews): keep one,
            // with what each of them knows.
            if let same = identifier.flatMap({ identifiers[$0] }) ?? recipes.firstIndex(where: { $0.isSameRecipe(as: recipe) }) {
                recipes[same] = recipes[same].merged(with: recipe)
            } else {
                if let identifier { identifiers[identifier] = recipes.count }
                recipes.append(recipe)
            }
            problems += mapping.skipped.map { skipped in
                let place = [labels[found.document], skipped.path.description].compactMap { $0 }.joined(separator: ": ")
                return FormatProblem(fileName: fileName, place: place, message: skipped.message)
            }
        }
        if let shownRecipe {
            // No ingredients, one line where the page shows a list of several (a stand-in, not the
            // list), or the names of the ingredients the page lists with their amounts.
            let stub = { (recipe: ExternalRecipe) in
                recipe.ingredients.isEmpty || (recipe.ingredients.count == 1 && shownRecipe.ingredients.count > 1)
                    || namesOnly(recipe.ingredients, of: shownRecipe.ingredients)
            }
            // No steps, or only their titles.
            let titles = { (recipe: ExternalRecipe) in
                recipe.directions.isEmpty || titlesOnly(recipe.directions, of: shownRecipe.directions)
            }
            if let partial = recipes.firstIndex(where: { stub($0) || titles($0) }) {
                let (stubbed, titled) = (stub(recipes[partial]), titles(recipes[partial]))
                if stubbed { recipes[partial].ingredients = shownRecipe.ingredients }
                if titled { recipes[partial].directions = Self.titled(shownRecipe.directions, by: recipes[partial].directions) }
            }
            // Times the page shows are the first recipe's, and only taken when the data gives
            // none: a shown time beside a stated one could be another recipe's.
            if recipes[0].prepTime == nil && recipes[0].cookTime == nil && recipes[0].totalTime == nil {
                (recipes[0].prepTime, recipes[0].cookTime, recipes[0].totalTime) =
                    (shownRecipe.prepTime, shownRecipe.cookTime, shownRecipe.totalTime)
            }
        }
        // A page's recipe with nothing to cook from is imported all the same (its title, times,
        // notes, picture and address are worth keeping), but not in silence. (A JSON-LD file may
        // hold one on purpose: an exported library's recipe that has only a title.)
        if format == .html {
            problems += recipes.filter { $0.ingredients.isEmpty && $0.directions.isEmpty }.map { recipe in
                FormatProblem(fileName: fileName, message: "\u{201C}\(recipe.title)\u{201D} gives no ingredients and no steps "
                    + "in its data, and none were found in what the page shows: imported without them")
            }
        }
        return ReadResult(fileName: fileName, format: format, recipes: recipes, problems: problems)
    }
}
