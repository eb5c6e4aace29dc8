/// The body that puts a player in a gather: `{"team": "Team A"}`.
struct TeamBody: Encodable {
  var team: String
}
