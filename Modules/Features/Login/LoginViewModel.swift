/// What the login screen shows, as plain strings: the presenter's output to the view.
struct LoginViewModel: Equatable, Sendable {
  var title: String
  /// Offered as the default when the user is asked for a username.
  var rememberedUsername: String?
  var rememberMeLine: String
}
