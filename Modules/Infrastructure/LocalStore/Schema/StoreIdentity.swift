import Domain

/// What a database file says about itself: whose it is and which schema version it has.
///
/// Read from the file's 100-byte header before SQLite touches the file, and again through
/// pragmas once it is open, so a file that is not ours is refused before anything is written.
struct StoreIdentity: Equatable {
  var applicationID: Int32
  var userVersion: Int32
  /// Whether the file holds any table, index, view or trigger.
  var hasSchema: Bool

  /// Throws unless the file is a Football Gather database this version can open, or an
  /// empty SQLite database that can become one.
  func validate(path: String, knownVersion: Int32, applicationID expected: Int32)
    throws(FootballGatherError)
  {
    if applicationID == expected {
      // The migrations set the id and version 1 in one transaction: 0 or less was never ours.
      guard userVersion >= 1 else {
        throw StoreFileError.unknownVersion(path: path, found: userVersion)
      }
      guard userVersion <= knownVersion else {
        throw StoreFileError.newerVersion(path: path, found: userVersion, known: knownVersion)
      }
      return
    }
    let isBlank = applicationID == 0 && userVersion == 0 && !hasSchema
    guard isBlank else { throw StoreFileError.foreign(path: path) }
  }
}

extension StoreIdentity {
  /// The identity SQLite reports for an open connection.
  init(reading connection: SQLiteConnection) throws(FootballGatherError) {
    self.init(
      applicationID: try connection.applicationID(),
      userVersion: try connection.userVersion(),
      hasSchema: try connection.schemaObjectCount() > 0)
  }

  /// The identity in an SQLite file header, or `nil` if `header` is not one.
  ///
  /// Layout (sqlite.org/fileformat.html), big-endian integers: magic at 0, change counter
  /// at 24, page count at 28, schema cookie at 40, user version at 60, application id at 68,
  /// "version valid for" at 92. A file with tables has more than its first page; when the
  /// page count is stale (old writers), any schema change since creation counts as tables.
  init?(header: [UInt8]) {
    let magic = Array("SQLite format 3\0".utf8)
    guard header.count >= 100, Array(header[0..<16]) == magic else { return nil }
    func integer(at offset: Int) -> UInt32 {
      header[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    }
    let pageCount = integer(at: 28)
    let pageCountIsValid = pageCount > 0 && integer(at: 24) == integer(at: 92)
    self.init(
      applicationID: Int32(bitPattern: integer(at: 68)),
      userVersion: Int32(bitPattern: integer(at: 60)),
      hasSchema: pageCountIsValid ? pageCount > 1 : integer(at: 40) != 0)
  }
}
