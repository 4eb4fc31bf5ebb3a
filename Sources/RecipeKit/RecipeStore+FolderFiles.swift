// The index of a folder library: which file each recipe was read from, and batches of what the
// folder's files changed applied in one transaction (table `folderFile`, migration v16).
import Foundation
import GRDB

/// What a file looked like when the index read it: a file whose stamp is unchanged is not read again.
public struct FileStamp: Hashable, Sendable {
    /// The size in bytes.
    public var size: Int64
    /// The modification time, in nanoseconds since 1970.
    public var modified: Int64
    /// The inode: the same on this machine across a rename, so a renamed file keeps its recipe.
    public var inode: UInt64

    /// A stamp of these values.
    public init(size: Int64, modified: Int64, inode: UInt64) {
        self.size = size
        self.modified = modified
        self.inode = inode
    }
}

/// A file of a folder library as the index knows it.
public struct IndexedFile: Hashable, Sendable {
    /// The file's path inside the folder, `/`-separated.
    public var path: String
    /// The recipe read from it.
    public var recipeID: Recipe.ID
    /// What the file looked like when it was read.
    public var stamp: FileStamp
    /// Where the file went when its recipe was deleted in this program (a path inside the folder),
    /// so that undoing the delete brings it back; `nil` while it is in place.
    public var trashedAs: String?
    /// A hash of what the index took from the file when it last read or wrote it (see
    /// `FolderChanges.ReadRecipe.contentHash`): the recipe the index holds hashing alike has no
    /// change the file lacks but its favorite and marks, which live elsewhere. `nil`: not known.
    public var contentHash: Int64?

    /// A file known to the index.
    public init(path: String, recipeID: Recipe.ID, stamp: FileStamp, trashedAs: String? = nil, contentHash: Int64? = nil) {
        self.path = path
        self.recipeID = recipeID
        self.stamp = stamp
        self.trashedAs = trashedAs
        self.contentHash = contentHash
    }
}

/// What a folder's files changed since the index last read them, applied by `applyFolderChanges`.
public struct FolderChanges: Sendable {
    /// A file read: the recipe it holds and, when it is Cooklang read without problem, its text.
    public struct ReadRecipe: Sendable {
        /// The file's path inside the folder.
        public var path: String
        /// What the file looked like when read.
        public var stamp: FileStamp
        /// The recipe read (its ID, favorite mark and image names are the index's business).
        public var recipe: Recipe
        /// The file's text, kept as the recipe's Cooklang source; `nil` for a file read with problems.
        public var cooklangSource: String?
        /// The recipe's picture (the picture file beside it); `nil`: it has none, and one the
        /// index had is removed.
        public var picture: StoredPicture?
        /// A hash of what the index takes from the file, kept as `IndexedFile.contentHash`.
        public var contentHash: Int64?

        /// A file read.
        public init(path: String, stamp: FileStamp, recipe: Recipe, cooklangSource: String?, picture: StoredPicture? = nil,
                    contentHash: Int64? = nil) {
            self.path = path
            self.stamp = stamp
            self.recipe = recipe
            self.cooklangSource = cooklangSource
            self.picture = picture
            self.contentHash = contentHash
        }
    }

    /// Files new to the index: each becomes a new recipe.
    public var added: [ReadRecipe] = []
    /// Files renamed (the same inode under a new path): their recipes keep their IDs; applied
    /// before `changed`, which may name the new path when the content changed too.
    public var moved: [(from: String, to: String, stamp: FileStamp)] = []
    /// Files the index knows whose content (or picture beside) changed: their recipes keep ID, favorite and date.
    public var changed: [ReadRecipe] = []
    /// Files gone from the folder: their recipes are deleted from the index.
    public var removed: [String] = []
    /// The paths of the favorite recipes, when the favorites may have changed; `nil` leaves them.
    public var favoritePaths: Set<String>?
    /// The change-log sequence (`FolderSyncState.writtenOut`) the folder was read at: when the
    /// index changed after it (a write not yet in the folder), nothing is applied (see
    /// `FolderIndexChangedMeanwhile`); `nil` applies whatever the index holds.
    public var unchangedSince: Int?
    /// The picture files (beside the recipes) new or changed, with their stamps to keep.
    public var pictureStamps: [String: FileStamp] = [:]
    /// The picture files gone, whose stamps are forgotten.
    public var picturesGone: [String] = []

    /// No change at all.
    public init() {}

    /// Whether nothing changed.
    public var isEmpty: Bool {
        added.isEmpty && moved.isEmpty && changed.isEmpty && removed.isEmpty && favoritePaths == nil
            && pictureStamps.isEmpty && picturesGone.isEmpty
    }
}

extension RecipeStore {
    /// Every file the index knows, trashed ones included.
    public func indexedFiles() throws -> [IndexedFile] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT path, recipeId, size, modified, inode, trashedAs, contentHash FROM folderFile").map { row in
                IndexedFile(
                    path: row[0], recipeID: row[1],
                    stamp: FileStamp(size: row[2], modified: row[3], inode: UInt64(bitPattern: row[4])), trashedAs: row[5],
                    contentHash: row[6])
            }
        }
    }

    /// The picture files beside the recipes as the index last saw them (their stamps), by path.
    public func indexedPictures() throws -> [String: FileStamp] {
        try read { db in
            var pictures: [String: FileStamp] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT path, size, modified, inode FROM folderPicture") {
                pictures[row[0]] = FileStamp(size: row[1], modified: row[2], inode: UInt64(bitPattern: row[3]))
            }
            return pictures
        }
    }

    /// Applies what a folder's files changed, in one transaction, so that the index and the
    /// change log say it in one batch (one frame in an open browser); returns the IDs of the
    /// added files, by path (a file another process indexed meanwhile keeps the ID it got there).
    /// An added recipe with no date is dated by its file.
    ///
    /// - Throws: `LibraryError.invalidRecipe` when a recipe read cannot be stored (nothing is
    ///   written), `FolderIndexChangedMeanwhile` when the index changed after
    ///   `changes.unchangedSince` (nothing is written), `.readOnly`, or a failure of the library.
    @discardableResult
    public func applyFolderChanges(_ changes: FolderChanges) throws -> [String: Recipe.ID] {
        for file in changes.added + changes.changed { try check(file.recipe) }
        guard !changes.isEmpty else { return [:] }
        let changesFiles = !(changes.added.isEmpty && changes.moved.isEmpty && changes.changed.isEmpty && changes.removed.isEmpty
            && changes.pictureStamps.isEmpty && changes.picturesGone.isEmpty)
        return try writeFolderState(unchangedSince: changes.unchangedSince, changesFiles: changesFiles) { db in
            var ids: [String: Recipe.ID] = [:]
            for path in changes.removed {
                if let id = try FolderFiles.recipeID(at: path, db) { try RecipeRows.delete(id: id, db) }
                try FolderFiles.forget(path, db)
            }
            for move in changes.moved {
                try db.execute(sql: "DELETE FROM folderFile WHERE path = ?", arguments: [move.to])
                try db.execute(sql: "UPDATE folderFile SET path = ?, size = ?, modified = ?, inode = ? WHERE path = ?",
                               arguments: [move.to, move.stamp.size, move.stamp.modified, Int64(bitPattern: move.stamp.inode), move.from])
            }
            // A file another process (a second browser, a command on the same folder) indexed
            // since this one looked is updated, not added twice.
            var fresh: [FolderChanges.ReadRecipe] = [], indexedMeanwhile: [FolderChanges.ReadRecipe] = []
            for file in changes.added {
                if let id = try FolderFiles.recipeID(at: file.path, db) {
                    ids[file.path] = id
                    indexedMeanwhile.append(file)
                } else {
                    fresh.append(file)
                }
            }
            for (file, id) in zip(fresh, try insert(fresh.map(\.recipe), dated: fresh.map(\.stamp), db)) {
                try CooklangSources.keep(file.cooklangSource, of: id, db)
                if let picture = file.picture { try RecipePictures.keep(picture, of: id, db) }
                try FolderFiles.record(IndexedFile(path: file.path, recipeID: id, stamp: file.stamp, contentHash: file.contentHash), db)
                ids[file.path] = id
            }
            for file in changes.changed + indexedMeanwhile {
                guard let id = try FolderFiles.recipeID(at: file.path, db), let before = try RecipeRows.fetch(ids: [id], db).first else {
                    continue
                }
                var after = file.recipe
                after.id = id
                after.isFavorite = before.isFavorite
                after.addedOn = before.addedOn
                after.imageNames = before.imageNames
                if after != before { _ = try RecipeRows.update(after, db) }
                // The row first: its trigger forgets the source on any edit; then the file's text.
                try CooklangSources.keep(file.cooklangSource, of: id, db)
                // Written only when it differs: an unchanged picture puts nothing in the change log.
                if try RecipePictures.picture(of: id, db) != file.picture { try RecipePictures.keep(file.picture, of: id, db) }
                try FolderFiles.record(IndexedFile(path: file.path, recipeID: id, stamp: file.stamp, contentHash: file.contentHash), db)
            }
            if let favorites = changes.favoritePaths { try FolderFiles.setFavorites(favorites, db) }
            for path in changes.picturesGone {
                try db.execute(sql: "DELETE FROM folderPicture WHERE path = ?", arguments: [path])
            }
            for (path, stamp) in changes.pictureStamps {
                try db.execute(sql: "INSERT OR REPLACE INTO folderPicture (path, size, modified, inode) VALUES (?, ?, ?, ?)",
                               arguments: [path, stamp.size, stamp.modified, Int64(bitPattern: stamp.inode)])
            }
            return ids
        }
    }

    /// Inserts `recipes` under new IDs, in order, each dated by its file's modification time (never
    /// later than now); returns the IDs. Many (a folder opened the first time) go through
    /// `BulkImport`, which indexes them for search in one statement: row by row, the search
    /// index writes a segment per recipe (see `BulkImport`).
    private func insert(_ recipes: [Recipe], dated stamps: [FileStamp], _ db: Database) throws -> [Recipe.ID] {
        let now = now()
        let dated = zip(recipes, stamps).map { recipe, stamp in
            var recipe = recipe
            recipe.id = 0
            recipe.addedOn = min(Date(timeIntervalSince1970: Double(stamp.modified) / 1e9), now)
            return recipe
        }
        guard dated.count >= 100 else { return try dated.map { try RecipeRows.insert($0, id: nil, addedOn: now, db) } }
        var bulk = try BulkImport(existing: .skip, addedOn: now, db)
        try bulk.add(dated)
        return try bulk.finish().inserted
    }

    /// The recipe a Cooklang reference names (`./sauces/Hollandaise`, from the recipes' folder):
    /// in a folder library the one read from `sauces/Hollandaise.cook`, else (or when no file has
    /// that path) the first recipe titled as the reference's last part, ignoring case and accents.
    public func recipeID(referencedAs path: String) throws -> Recipe.ID? {
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        let name = relative.split(separator: "/").last.map(String.init) ?? String(relative)
        return try read { db in
            if let id = try FolderFiles.recipeID(at: relative + ".cook", db) { return id }
            return try Recipe.ID.fetchOne(db, sql: "SELECT id FROM recipe WHERE titleKey = ? ORDER BY id LIMIT 1",
                                          arguments: [TitleSortKey.of(name)])
        }
    }

    /// Records `file` as the index's knowledge of its path (a file this program just wrote or
    /// trashed), replacing what it knew of that path.
    public func recordFolderFile(_ file: IndexedFile) throws {
        try write { db in try FolderFiles.record(file, db) }
    }

    /// Forgets what the index knew of the file at `path` (its recipe stays).
    public func forgetFolderFile(at path: String) throws {
        try write { db in try FolderFiles.forget(path, db) }
    }
}

/// The SQL of table `folderFile`.
enum FolderFiles {
    static func recipeID(at path: String, _ db: Database) throws -> Recipe.ID? {
        try Recipe.ID.fetchOne(db.cachedStatement(sql: "SELECT recipeId FROM folderFile WHERE path = ? AND trashedAs IS NULL"),
                               arguments: [path])
    }

    static func record(_ file: IndexedFile, _ db: Database) throws {
        try db.cachedStatement(sql: """
            INSERT OR REPLACE INTO folderFile (path, recipeId, size, modified, inode, trashedAs, contentHash)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """).execute(arguments: [
                file.path, file.recipeID, file.stamp.size, file.stamp.modified, Int64(bitPattern: file.stamp.inode), file.trashedAs,
                file.contentHash,
            ])
    }

    static func forget(_ path: String, _ db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM folderFile WHERE path = ?").execute(arguments: [path])
    }

    /// Marks the recipes of the files at `paths` as favorites and every other file's as not,
    /// writing only the rows that differ.
    static func setFavorites(_ paths: Set<String>, _ db: Database) throws {
        let rows = try Row.fetchAll(db, sql: """
            SELECT f.path, r.id, r.isFavorite FROM folderFile f JOIN recipe r ON r.id = f.recipeId WHERE f.trashedAs IS NULL
            """)
        for row in rows {
            let path: String = row[0], id: Recipe.ID = row[1], isFavorite: Bool = row[2]
            let wanted = paths.contains(path)
            if wanted != isFavorite {
                try db.execute(sql: "UPDATE recipe SET isFavorite = ? WHERE id = ?", arguments: [wanted, id])
            }
        }
    }
}
