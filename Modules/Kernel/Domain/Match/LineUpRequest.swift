/// A change of the line-up as the organiser typed it on the match screen, by the players'
/// numbers: `a 3`, `bench 3`, `swap 2 5`, `sub 2 7`. The match checks it
/// (`Match.refusal(of:)`) and makes it (`Match.change(_:at:)`).
public enum LineUpRequest: Equatable, Sendable {
  /// Player `number` goes to `team` (Team A, Team B or the Bench).
  case move(number: Int, to: Team)
  /// Players `first` and `second` change places.
  case swap(first: Int, second: Int)
  /// Player `off` (playing) goes to the Bench and player `on` (on the Bench) takes their
  /// place: a substitution.
  case substitute(off: Int, on: Int)
}
