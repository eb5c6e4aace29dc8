import Foundation

/// Every player's rating, learned by replaying the ended gathers in date order through a
/// `RatingModel`. Nothing is stored: the book is rebuilt from the history the backend
/// returns, so a corrected or deleted gather, a renamed or archived player, or a guest is
/// reflected the next time it is built. Replaying the same gathers gives the same ratings
/// to the last digit (players are always combined in the order of their ids).
///
/// A gather counts once it has a score. An own goal is already in the score, for the team
/// it counted for. An ended gather whose teams are not known (the web service keeps no
/// teams; another device started it) is left out and counted in `leftOut`.
public struct RatingBook: Sendable {
  public let model: RatingModel
  /// The learned rating of every player who played an ended gather that counts.
  public private(set) var ratings: [Player.ID: Rating] = [:]
  /// Each player's entries, oldest first.
  public private(set) var history: [Player.ID: [RatingEntry]] = [:]
  /// One forecast per gather replayed, oldest first, made before learning from it.
  public private(set) var forecasts: [RatingForecast] = []
  /// Ended gathers left out because their teams are not known.
  public private(set) var leftOut = 0

  /// When each player last played: their gather's place in the replay and its date.
  private var lastPlayed: [Player.ID: (index: Int, date: Date?)] = [:]

  /// Replays `gathers` (any order, e.g. newest first as the backends return them).
  public init(gathers: [Gather], model: RatingModel = .standard) {
    self.model = model
    for (index, gather) in Self.replayOrder(gathers).enumerated() {
      learn(from: gather, at: index)
    }
  }

  /// The ended gathers in the order they are learned from: by date (end, else start);
  /// gathers without a date keep the backend's order, before the dated ones.
  public static func replayOrder(_ gathers: [Gather]) -> [Gather] {
    let ended = gathers.reversed().filter { $0.score != nil }
    return ended.enumerated().sorted { first, second in
      let (firstDate, secondDate) = (date(of: first.element), date(of: second.element))
      if firstDate != secondDate {
        return (firstDate ?? .distantPast) < (secondDate ?? .distantPast)
      }
      return first.offset < second.offset
    }.map(\.element)
  }

  /// A player's rating: learned, or the prior of their declared skill if they have not
  /// played an ended gather yet.
  public func rating(of player: Player) -> Rating {
    ratings[player.id] ?? model.prior(for: player.skill)
  }

  /// How many ended gathers the player's rating learned from.
  public func games(of playerID: Player.ID) -> Int { history[playerID]?.count ?? 0 }

  /// Each player's entry for one gather, by player id (empty when it was left out).
  public func entries(in gatherID: Gather.ID) -> [Player.ID: RatingEntry] {
    var found: [Player.ID: RatingEntry] = [:]
    for (player, entries) in history {
      if let entry = entries.last(where: { $0.gatherID == gatherID }) { found[player] = entry }
    }
    return found
  }

  private static func date(of gather: Gather) -> Date? { gather.endedAt ?? gather.createdAt }

  private mutating func learn(from gather: Gather, at index: Int) {
    guard let score = gather.score else { return }
    var seen = Set<Player.ID>()
    var sides: [Team: [Player]] = [.teamA: [], .teamB: []]
    for place in gather.players where seen.insert(place.player.id).inserted {
      guard let team = place.team else {
        leftOut += 1
        return
      }
      if team != .bench { sides[team, default: []].append(place.player) }
    }
    let teamA = (sides[.teamA] ?? []).sorted { $0.id < $1.id }
    let teamB = (sides[.teamB] ?? []).sorted { $0.id < $1.id }
    guard !teamA.isEmpty, !teamB.isEmpty else {
      leftOut += 1
      return
    }
    let date = Self.date(of: gather)
    let before = (
      a: teamA.map { going(in: $0, at: index, on: date) },
      b: teamB.map { going(in: $0, at: index, on: date) }
    )
    let priors = (
      a: teamA.map { model.prior(for: $0.skill) }, b: teamB.map { model.prior(for: $0.skill) }
    )
    // A substitute counts once: players who took turns in a place share it.
    let (sharesA, sharesB) = (gather.placeShares(of: .teamA), gather.placeShares(of: .teamB))
    let shares = (
      teamA: teamA.map { sharesA[$0.id] ?? 1 }, teamB: teamB.map { sharesB[$0.id] ?? 1 }
    )
    let strength = { (ratings: [Rating], shares: [Double]) in
      TeamStrength(ratings, shares: shares)
    }
    forecasts.append(
      RatingForecast(
        gatherID: gather.id,
        chanceA: model.chance(
          of: strength(before.a, shares.teamA), beating: strength(before.b, shares.teamB)),
        declaredChanceA: model.chance(
          of: strength(priors.a, shares.teamA), beating: strength(priors.b, shares.teamB)),
        resultA: score.teamA > score.teamB ? 1 : score.teamA < score.teamB ? 0 : 0.5,
        newcomers: (teamA + teamB).filter { ratings[$0.id] == nil }.count,
        players: teamA.count + teamB.count))
    let after = model.updated(teamA: before.a, teamB: before.b, shares: shares, score: score)
    for (team, players, going, coming) in [
      (Team.teamA, teamA, before.a, after.teamA), (.teamB, teamB, before.b, after.teamB),
    ] {
      for (offset, player) in players.enumerated() {
        ratings[player.id] = coming[offset]
        lastPlayed[player.id] = (index, date)
        history[player.id, default: []].append(
          RatingEntry(
            gatherID: gather.id, date: date, team: team, score: score, before: going[offset],
            after: coming[offset]))
      }
    }
  }

  /// The player's rating as they come to gather number `index`: their prior the first
  /// time, else their last rating aged by the days since (7 a gather missed when a date is
  /// not known).
  private func going(in player: Player, at index: Int, on date: Date?) -> Rating {
    guard let rating = ratings[player.id], let last = lastPlayed[player.id] else {
      return model.prior(for: player.skill)
    }
    let days: Double
    if let date, let lastDate = last.date {
      days = date.timeIntervalSince(lastDate) / 86_400
    } else {
      days = Double(index - last.index) * 7
    }
    return model.aged(rating, daysAway: days)
  }
}
