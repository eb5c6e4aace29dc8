/// What the edit screen shows, as plain strings: the presenter's output to the view.
struct PlayerEditViewModel: Equatable, Sendable {
  /// One numbered option of a choice field; `isCurrent` marks the player's value.
  struct Choice: Equatable, Sendable {
    var number: String
    var name: String
    var isCurrent: Bool
  }

  var title: String
  /// "Current age: 31".
  var current: String
  /// The field inside a sentence ("position"), for the view's number errors.
  var fieldName: String
  /// The options to choose from; empty when the value is typed.
  var choices: [Choice]
  /// The field's word in capitals, which the hint puts after `set`: `CLUB`.
  var placeholder: String
}
