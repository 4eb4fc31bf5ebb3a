import Foundation
import GRDB
import Pictures
import RecipeFormats

/// A recipe's picture as the library stores it: its bytes as they came, their format, and the
/// size it is shown at.
public struct StoredPicture: Sendable, Equatable {
    /// JPEG, PNG or WebP.
    public let format: PictureFormat
    /// The width in pixels as shown (after the EXIF orientation).
    public let width: Int
    /// The height in pixels as shown.
    public let height: Int
    /// The picture file's bytes.
    public let bytes: [UInt8]

    /// Checks `bytes` by their header (format, size limits, colour model) and wraps them.
    /// - Throws: `PictureProblem` when they would be refused when shown.
    public init(checking bytes: [UInt8]) throws(PictureProblem) {
        let header = try PictureDecoder.header(of: bytes)
        self.init(format: header.format, width: header.width, height: header.height, bytes: bytes)
    }

    init(format: PictureFormat, width: Int, height: Int, bytes: [UInt8]) {
        self.format = format
        self.width = width
        self.height = height
        self.bytes = bytes
    }
}

/// The pictures of recipes (table `recipePicture`, migration v16).
enum RecipePictures {
    /// Keeps `picture` as recipe `id`'s picture, or removes the one it had when `nil`.
    static func keep(_ picture: StoredPicture?, of id: Recipe.ID, _ db: Database) throws {
        if let picture {
            try db.cachedStatement(sql: "INSERT OR REPLACE INTO recipePicture (recipeId, format, width, height, bytes) VALUES (?, ?, ?, ?, ?)")
                .execute(arguments: [id, picture.format.rawValue, picture.width, picture.height, Data(picture.bytes)])
        } else {
            try db.cachedStatement(sql: "DELETE FROM recipePicture WHERE recipeId = ?").execute(arguments: [id])
        }
    }

    /// Recipe `id`'s picture, if it has one.
    static func picture(of id: Recipe.ID, _ db: Database) throws -> StoredPicture? {
        guard let row = try Row.fetchOne(db.cachedStatement(sql: """
            SELECT p.format, p.width, p.height, p.bytes FROM recipePicture p JOIN recipe ON recipe.id = p.recipeId WHERE p.recipeId = ?
            """), arguments: [id]),
            let format = PictureFormat(rawValue: row[0]) else { return nil }
        let data: Data = row[3]
        return StoredPicture(format: format, width: row[1], height: row[2], bytes: [UInt8](data))
    }

    /// The shown size of recipe `id`'s picture, read without its bytes; nil when it has none.
    static func size(of id: Recipe.ID, _ db: Database) throws -> (width: Int, height: Int)? {
        guard let row = try Row.fetchOne(db.cachedStatement(sql: """
            SELECT p.width, p.height FROM recipePicture p JOIN recipe ON recipe.id = p.recipeId WHERE p.recipeId = ?
            """), arguments: [id]) else { return nil }
        return (row[0], row[1])
    }

    /// The picture an imported recipe brings: the first of its embedded pictures that is one this
    /// library keeps (a GIF or a refused file is left out: the recipe is imported without it).
    static func imported(from images: [EmbeddedImage]) -> StoredPicture? {
        for image in images {
            if let picture = try? StoredPicture(checking: [UInt8](image.data)) { return picture }
        }
        return nil
    }
}

extension RecipeStore {
    /// Recipe `id`'s picture, or nil when it has none.
    public func picture(of id: Recipe.ID) throws -> StoredPicture? {
        try read { db in try RecipePictures.picture(of: id, db) }
    }

    /// The shown size in pixels of recipe `id`'s picture, read without its bytes (cheap enough for
    /// a key press); nil when it has none.
    public func pictureSize(of id: Recipe.ID) throws -> (width: Int, height: Int)? {
        try read { db in try RecipePictures.size(of: id, db) }
    }

    /// The IDs among `ids` whose recipes have a picture.
    public func recipeIDsWithPictures(among ids: [Recipe.ID]) throws -> Set<Recipe.ID> {
        let wanted = Set(ids)
        return try read { db in
            var found: Set<Recipe.ID> = []
            let rows = try Recipe.ID.fetchCursor(db, sql: "SELECT p.recipeId FROM recipePicture p JOIN recipe ON recipe.id = p.recipeId")
            while let id = try rows.next() {
                if wanted.contains(id) { found.insert(id) }
            }
            return found
        }
    }

    /// Stores `picture` as recipe `id`'s picture, replacing the one it had.
    /// - Throws: `LibraryError.noSuchRecipe` when no recipe has this ID.
    public func setPicture(_ picture: StoredPicture, of id: Recipe.ID) throws {
        try write { db in
            guard try Recipe.ID.fetchOne(db, sql: "SELECT id FROM recipe WHERE id = ?", arguments: [id]) != nil else {
                throw LibraryError.noSuchRecipe(id)
            }
            try RecipePictures.keep(picture, of: id, db)
        }
    }

    /// Removes recipe `id`'s picture; returns whether it had one.
    /// - Throws: `LibraryError.noSuchRecipe` when no recipe has this ID.
    @discardableResult
    public func removePicture(of id: Recipe.ID) throws -> Bool {
        try write { db in
            guard try Recipe.ID.fetchOne(db, sql: "SELECT id FROM recipe WHERE id = ?", arguments: [id]) != nil else {
                throw LibraryError.noSuchRecipe(id)
            }
            try RecipePictures.keep(nil, of: id, db)
            return db.changesCount > 0
        }
    }
}
