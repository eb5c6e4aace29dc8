import Domain
import Foundation

/// The body that ends a gather: `{"score": "2-1", "winnerTeam": "Team A"}`.
struct GatherResultBody: Encodable {
  var score: String
  var winnerTeam: String

  init(score: Score) {
    self.score = score.description
    winnerTeam = Outcome(score: score).winnerTeamName
  }
}
