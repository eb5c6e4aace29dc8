import Domain
import Foundation
import Synchronization

/// A match snapshot as JSON, with the line-up's JSON kept from the last save: a 10,000-
/// player line-up is encoded when it changes, not on every timer command or goal.
///
/// The snapshot is encoded with sorted keys and an empty line-up, then the line-up's JSON
/// takes the place of the one `"players":[]` (a key outside any string: inside a string
/// its quotes would be escaped). The result decodes exactly as `JSONEncoder`'s would.
final class LineUpJSONCache: Sendable {
  private let last = Mutex<(players: [GatherPlayer], json: String)?>(nil)

  func json(of snapshot: MatchSnapshot) throws(FootballGatherError) -> String {
    let players = playersJSON(snapshot.players)
    var rest = snapshot
    rest.players = []
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let outline: String
    do {
      outline = String(decoding: try encoder.encode(rest), as: UTF8.self)
    } catch {
      throw .storage("the match could not be written as JSON: \(error)")
    }
    guard let slot = outline.range(of: #""players":[]"#) else {
      throw .storage("the match could not be written as JSON: no line-up in \(outline)")
    }
    return outline.replacingCharacters(in: slot, with: #""players":"# + players)
  }

  /// The line-up as JSON: the last one's when the line-up is the same.
  private func playersJSON(_ players: [GatherPlayer]) -> String {
    if let kept = last.withLock({ $0 }), kept.players == players { return kept.json }
    let json = LineUpJSON.encode(players)
    last.withLock { $0 = (players, json) }
    return json
  }
}
