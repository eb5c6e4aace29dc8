import Domain

/// What a goal command (`goal a 3`, `remove 2`, `undo`) came to: the goal recorded or
/// removed, with the match after it; or the match's typed refusal, with the teams' names
/// to word it. The presenter formats either; the match decided.
enum GoalChange: Equatable, Sendable {
  case done(Goal, MatchStatus)
  case refused(GoalRefusal, TeamNames)
}
