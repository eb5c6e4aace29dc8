import Domain
import Testing

@testable import ConfirmPlayersFeature

/// A rule that contradicts the rules already set is refused when it is typed, so
/// `balance` never ends with "no split keeps every rule" because of the rules alone.
struct TeamConstraintsTests {
  @Test func keepingApartTwoKeptTogetherIsRefusedEvenThroughAThirdPlayer() throws {
    var rules = TeamConstraints()
    try rules.keepTogether([1, 2])
    try rules.keepTogether([2, 3])
    #expect(throws: FootballGatherError.self) { try rules.keepApart([1, 2]) }
    #expect(throws: FootballGatherError.self) { try rules.keepApart([3, 1]) }
    try rules.keepApart([1, 4])
    #expect(rules.apart == [[1, 4]])
  }

  @Test func keepingTogetherTwoKeptApartIsRefused() throws {
    var rules = TeamConstraints()
    try rules.keepApart([1, 2])
    #expect(throws: FootballGatherError.self) { try rules.keepTogether([1, 3, 2]) }
    try rules.keepTogether([1, 3])
    #expect(throws: FootballGatherError.self) { try rules.keepTogether([3, 2]) }
    #expect(rules.together == [[1, 3]])
  }

  @Test func pinsMustAgreeWithTogetherAndApart() throws {
    var rules = TeamConstraints()
    try rules.pin(1, to: .teamA)
    try rules.pin(2, to: .teamB)
    #expect(throws: FootballGatherError.self) { try rules.keepTogether([1, 2]) }
    try rules.keepApart([1, 2])
    try rules.keepTogether([1, 3])
    #expect(throws: FootballGatherError.self) { try rules.pin(3, to: .teamB) }
    try rules.pin(4, to: .teamA)
    #expect(throws: FootballGatherError.self) { try rules.keepApart([3, 4]) }
    try rules.pin(1, to: .teamA)
    #expect(rules.pins == [1: .teamA, 2: .teamB, 4: .teamA])
  }

  @Test func aPlayerMayBeRepinnedWhenNothingElseDisagrees() throws {
    var rules = TeamConstraints()
    try rules.pin(1, to: .teamA)
    try rules.pin(1, to: .teamB)
    #expect(rules.pins == [1: .teamB])
  }
}
