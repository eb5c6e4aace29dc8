import Domain
import Foundation

/// A gather as the web service sends it; `score` and `winnerTeam` are `null` until it ends.
struct GatherResource: Decodable {
  var id: Gather.ID
  var score: String?
  var winnerTeam: String?
}

/// The body that ends a gather: `{"score": "2-1", "winnerTeam": "Team A"}`.
struct GatherResultBody: Encodable {
  var score: String
  var winnerTeam: String

  init(score: Score) {
    self.score = score.description
    winnerTeam = Outcome(score: score).winnerTeamName
  }
}

/// The body that puts a player in a gather: `{"team": "Team A"}`.
struct TeamBody: Encodable {
  var team: String
}

/// The body that creates an empty gather: `{}`.
struct EmptyBody: Encodable {}
