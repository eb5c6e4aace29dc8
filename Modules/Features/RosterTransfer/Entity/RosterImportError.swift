import Domain

/// Why a roster file was not imported. In every case nothing was added.
enum RosterImportError: Error, Equatable {
  /// Rows that need fixing, each with its line.
  case invalidRows([RosterProblem])
  /// The file could not be read, or the players could not be stored.
  case failed(FootballGatherError)
  /// Some names are already on the roster or repeated in the file, and adding them
  /// anyway was not asked for.
  case duplicates(RosterDuplicates)
}
