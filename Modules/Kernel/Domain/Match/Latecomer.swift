/// Who `add TEXT` on the match screen means: a roster player by their number on the player
/// list, or by name, case and accents ignored (`NameKey`: `add jose` finds José); or
/// nobody on the roster, so the name can join as a guest. The one rule every match screen
/// uses (`PlayerService.latecomer(_:)` answers it).
public enum Latecomer: Equatable, Sendable {
  /// The roster player meant.
  case found(Player)
  /// Several roster players fit the name: the first few with their roster positions, and
  /// how many in all.
  case several(PlayerMatches)
  /// Nobody on the roster has the name: it can join as a guest (a new roster player).
  case newGuest(String)
}

extension PlayerService {
  /// The roster player `text` names: a number is their row on the player list; a name is
  /// the one player called exactly that (ignoring case and accents), else the one whose
  /// name holds it. Throws for a number no row has.
  public func latecomer(_ text: String) async throws(FootballGatherError) -> Latecomer {
    if !text.isEmpty, text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) {
      let total = try await rosterPage(0..<0).total
      let row = try NumberList.number(text, in: total)
      guard let player = try await rosterPage((row - 1)..<row).players.first else {
        throw .notFound("player \(row) of the roster")
      }
      return .found(player)
    }
    let found = try await players(nameContaining: text, limit: Self.latecomerCandidates)
    let key = NameKey(text)
    let exact = found.matches.filter { NameKey($0.player.name) == key }
    if exact.count == 1 { return .found(exact[0].player) }
    if found.total == 1, let only = found.matches.first { return .found(only.player) }
    return found.total == 0 ? .newGuest(text) : .several(found)
  }

  /// How many players of the same name `latecomer(_:)` looks at.
  public static var latecomerCandidates: Int { 50 }
}
