import Foundation

/// Every player's rating, learned by replaying the ended gathers in date order through a
/// `RatingModel`. The book itself stores nothing: it is built from the history the backend
/// returns (or, `init(resuming:from:gathers:)`, from where a kept replay stood and the
/// gathers after it), so a corrected or deleted gather, a renamed or archived player, or a
/// guest is reflected the next time it is built. Replaying the same gathers gives the same ratings
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
  /// Games learned from before this book's replay began (`init(resuming:from:gathers:)`).
  private(set) var earlierGames: [Player.ID: Int] = [:]

  /// Replays `gathers` (any order, e.g. newest first as the backends return them).
  public init(gathers: [Gather], model: RatingModel = .standard) {
    self.init(resuming: [:], from: 0, gathers: gathers, model: model)
  }

  /// Goes on from `standings` (each player as an earlier replay left them) with `gathers`,
  /// which all come after the gathers that replay learned from; the first of them takes
  /// place `firstIndex` in the replay. The ratings are those of one replay of every gather,
  /// to the last digit: what a backend that keeps ratings replays when a gather ends or is
  /// corrected (from that gather on). `history` and `forecasts` hold only `gathers`.
  public init(
    resuming standings: [Player.ID: Standing], from firstIndex: Int, gathers: [Gather],
    model: RatingModel = .standard
  ) {
    self.model = model
    for (player, standing) in standings {
      ratings[player] = standing.rating
      lastPlayed[player] = (standing.index, standing.date)
      earlierGames[player] = standing.games
    }
    for (offset, gather) in Self.replayOrder(gathers).enumerated() {
      learn(from: gather, at: firstIndex + offset)
    }
  }

  /// Every player who has a rating, as the replay leaves them (to go on from).
  public var standings: [Player.ID: Standing] {
    var found: [Player.ID: Standing] = [:]
    for (player, rating) in ratings {
      let last = lastPlayed[player]
      found[player] = Standing(
        rating: rating, date: last?.date ?? nil, index: last?.index ?? 0, games: games(of: player))
    }
    return found
  }

  /// The date a gather is replayed at: its end, else its start.
  static func date(of gather: Gather) -> Date? { gather.endedAt ?? gather.createdAt }

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
