/// The players whose name contains a text: the first few with their roster positions, and
/// how many match in all. `PlayerService.players(nameContaining:limit:)` answers it.
public struct PlayerMatches: Equatable, Sendable {
  /// A player found, with their 0-based position on the whole roster.
  public struct Match: Equatable, Sendable {
    public var position: Int
    public var player: Player

    public init(position: Int, player: Player) {
      self.position = position
      self.player = player
    }

    /// What tells namesakes apart: "number 12 (31, Arsenal, Midfielder)".
    public var toldApart: String {
      let details = [
        player.age.map { "\($0)" }, player.favouriteTeam, player.position?.displayName,
      ].compactMap { $0 }
      return "number \(position + 1)"
        + (details.isEmpty ? "" : " (\(details.joined(separator: ", ")))")
    }
  }

  /// The first matches, in roster order.
  public var matches: [Match]
  /// How many players match, shown or not.
  public var total: Int

  public init(matches: [Match], total: Int) {
    self.matches = matches
    self.total = total
  }

  /// The rule every backend uses: `name` contains `text`, ignoring case and accents
  /// (`NameKey`).
  public static func name(_ name: String, contains text: String) -> Bool {
    NameKey(name).contains(NameKey(text))
  }

  /// The matches among `roster` (every player, in roster order): the first `limit`.
  public init(searching roster: [Player], for text: String, limit: Int) {
    let wanted = NameKey(text)
    var matches: [Match] = []
    var total = 0
    for (position, player) in roster.enumerated()
    where NameKey(player.name).contains(wanted) {
      total += 1
      if matches.count < limit { matches.append(Match(position: position, player: player)) }
    }
    self.init(matches: matches, total: total)
  }
}
