import Domain
import Foundation

/// `gathers.line_up_changes`: the changes of a line-up after kick-off, as one JSON array.
extension GatherTable {
  /// Keeps the line-up changes of the gather (none: `NULL`).
  static func setLineUpChanges(
    _ changes: [LineUpChange], of id: Gather.ID, owner: UUID, in db: SQLiteConnection
  ) throws(FootballGatherError) {
    var json: String?
    if !changes.isEmpty {
      do {
        json = String(decoding: try JSONEncoder().encode(changes), as: UTF8.self)
      } catch {
        throw .storage("the line-up changes could not be written as JSON: \(error)")
      }
    }
    try db.execute(
      "UPDATE gathers SET line_up_changes = ? WHERE id = ? AND user_id = ?", [json, id, owner])
  }

  /// The changes held in the column (`NULL`: none).
  static func lineUpChanges(_ json: String?) throws(FootballGatherError) -> [LineUpChange] {
    guard let json else { return [] }
    do {
      return try JSONDecoder().decode([LineUpChange].self, from: Data(json.utf8))
    } catch {
      throw .storage("the database holds line-up changes that cannot be read: \(error)")
    }
  }
}
