import Foundation

/// The rules every screen applies to what the user types for a player.
///
/// Shared by all features that create or change players, so they agree on what is valid.
public enum PlayerRules {
  public static let maximumNameLength = 50
  public static let maximumTeamNameLength = 50
  public static let ageRange = 5...99

  /// A trimmed, non-blank name of at most `maximumNameLength` characters, without NUL
  /// (which C strings, terminals and other tools cut text at).
  public static func validateName(_ text: String) throws(FootballGatherError) -> String {
    let name = text.trimmingWhitespace()
    guard !name.isEmpty else { throw .invalidInput("the name cannot be empty") }
    guard !name.unicodeScalars.contains("\0") else {
      throw .invalidInput("the name contains a NUL character (\\u{0}); remove it")
    }
    guard name.count <= maximumNameLength else {
      throw .invalidInput("the name is longer than \(maximumNameLength) characters; shorten it")
    }
    return name
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
    let team = text.trimmingWhitespace()
    guard !team.isEmpty else { return nil }
    guard !team.unicodeScalars.contains("\0") else {
      throw .invalidInput("the favourite team contains a NUL character (\\u{0}); remove it")
    }
    guard team.count <= maximumTeamNameLength else {
      throw .invalidInput(
        "the favourite club is longer than \(maximumTeamNameLength) characters; shorten it")
    }
    return team
  }
}
