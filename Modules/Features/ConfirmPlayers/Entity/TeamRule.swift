import Domain

/// One rule as the user states it, with the players it names.
enum TeamRule: Equatable, Sendable {
  case together([Player])
  case apart([Player])
  case pin(Player, Team)
}
