import Domain

/// Turns a password into a salted, deliberately slow hash and checks a password against one.
///
/// The store keeps only the hash; the password itself is never stored, logged or printed.
public protocol PasswordHasher: Sendable {
  /// A new salted hash of `password`, in the self-describing `crypt` form (e.g. `$2b$10$…`).
  /// Throws `.invalidInput` for a password the algorithm cannot take.
  func hash(_ password: String) throws(FootballGatherError) -> String
  /// Whether `password` is the one `hash` was made from.
  func verify(_ password: String, against hash: String) -> Bool
}
