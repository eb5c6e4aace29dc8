import Foundation

/// The rules every screen applies to what the user types for a player.
///
/// Shared by all features that create or change players, so they agree on what is valid.
public enum PlayerRules {
  public static let maximumNameLength = 50
  public static let maximumTeamNameLength = 50
  public static let ageRange = 5...99

  /// A trimmed, non-blank name of at most `maximumNameLength` characters, by `NameRule`:
  /// no control or bidirectional characters, typed or imported.
  public static func validateName(_ text: String) throws(FootballGatherError) -> String {
    try NameRule.checked(text, what: "the name", maximumLength: maximumNameLength)
  }

  /// A whole number in `ageRange`; blank means "not set".
  public static func validateAge(_ text: String) throws(FootballGatherError) -> Int? {
    let trimmed = text.trimmingWhitespace(newlines: false)
    guard !trimmed.isEmpty else { return nil }
    guard let age = try? WholeNumber.parse(trimmed, in: ageRange) else {
      throw .invalidInput(
        "the age must be a whole number from \(ageRange.lowerBound) to \(ageRange.upperBound)")
    }
    return age
  }

  /// A trimmed favourite team of at most `maximumTeamNameLength` characters; blank means "not set".
  public static func validateFavouriteTeam(_ text: String) throws(FootballGatherError) -> String? {
    if let team = NameRule.asciiChecked(text, maximumLength: maximumTeamNameLength) {
      return team
    }
    guard text.contains(where: { !$0.isWhitespace }) else { return nil }
    return try NameRule.checked(
      text, what: "the favourite club", maximumLength: maximumTeamNameLength)
  }
}
