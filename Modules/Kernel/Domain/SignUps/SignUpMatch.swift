/// Which roster player a name from a sign-up list means, ignoring case and accents
/// (`NameKey`): the one whose whole name it is; else the one whose name, or one word of
/// it (a first name, a surname: "muller" for Thomas Müller), starts with it. Two players
/// that fit equally are ambiguous, and nobody is picked for the name.
public enum SignUpMatch: Equatable, Sendable {
  case player(Player)
  /// More than one player fits; the first few of them.
  case ambiguous([Player])
  case none

  /// The match of `name` among `candidates` (the players whose name contains it, as
  /// `PlayerService.players(nameContaining:limit:)` finds them). `complete` is `false`
  /// when there were more candidates than given: then only a whole name is sure.
  public init(_ name: String, among candidates: [Player], complete: Bool = true) {
    let wanted = NameKey(name)
    let whole = candidates.filter { NameKey($0.name) == wanted }
    if whole.count == 1 {
      self = .player(whole[0])
      return
    }
    guard whole.isEmpty else {
      self = .ambiguous(Array(whole.prefix(Self.shown)))
      return
    }
    let starting = candidates.filter { player in
      let key = NameKey(player.name)
      return key.hasPrefix(wanted)
        || key.folded.split(whereSeparator: { $0 == " " || $0 == "-" }).contains {
          $0.hasPrefix(wanted.folded)
        }
    }
    switch starting.count {
    case 0: self = complete ? .none : .ambiguous(Array(candidates.prefix(Self.shown)))
    case 1 where complete: self = .player(starting[0])
    default: self = .ambiguous(Array(starting.prefix(Self.shown)))
    }
  }

  /// How many of the players that fit an ambiguous name are named.
  public static let shown = 3
}
