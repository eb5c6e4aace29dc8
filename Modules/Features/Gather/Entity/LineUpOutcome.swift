import Domain

/// What a line-up command (`a 3`, `swap 2 5`, `sub 2 7`) came to: the changes made, with
/// the match after them; or the match's typed refusal, with the teams' names to word it.
/// The presenter formats either; the match decided.
enum LineUpOutcome: Equatable, Sendable {
  case done([LineUpChange], MatchStatus)
  /// A latecomer joined with their number.
  case joined(Int, LineUpChange, MatchStatus)
  case refused(LineUpRefusal, TeamNames)
}
