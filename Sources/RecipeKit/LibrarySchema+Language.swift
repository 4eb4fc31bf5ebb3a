import GRDB

extension LibrarySchema {
    /// Migration "v21 recipe language": the language a recipe's source declares (a page's
    /// `inLanguage`, Cooklang's `locale`), as written, or `NULL` when it declares none; read to
    /// write counted nouns and units the recipe's way (`Recipe.language(cooklangSource:)`).
    ///
    /// A nullable column with no default: SQLite adds it without rewriting a row, so a library
    /// of a million recipes upgrades at once; recipes imported before it have none and are
    /// decided by their Cooklang source or their words, as before.
    static func registerLanguage(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v21 recipe language", foreignKeyChecks: .immediate) { db in
            try db.execute(sql: "ALTER TABLE recipe ADD COLUMN language TEXT")
        }
    }
}
