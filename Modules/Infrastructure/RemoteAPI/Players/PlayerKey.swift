/// The web service's names for a player's fields, written by `PlayerBody` and read by
/// `PlayerResource`.
enum PlayerKey: String, CodingKey {
  case id, name, age, skill, preferredPosition, favouriteTeam
}
