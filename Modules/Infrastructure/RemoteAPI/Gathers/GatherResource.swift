import Domain
import Foundation

/// A gather as the web service sends it; `score` and `winnerTeam` are `null` until it ends.
struct GatherResource: Decodable {
  var id: Gather.ID
  var score: String?
  var winnerTeam: String?
}
