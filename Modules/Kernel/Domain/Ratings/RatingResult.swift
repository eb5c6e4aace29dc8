/// How one player's team did in one gather.
public enum RatingResult: String, Hashable, Sendable {
  case won = "W"
  case drawn = "D"
  case lost = "L"
}
