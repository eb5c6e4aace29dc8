import Domain
import Testing

@testable import RosterTransferFeature

/// The names of an import file the roster (or the file, further up) already has.
struct RosterDuplicatesTests {
  @Test func aNameSpeltWithoutItsAccentsRepeatsTheRostersName() throws {
    let drafts = ["Zoe Martin", "jose alvarez", "Ann", "ZOË MARTIN"].map { PlayerDraft(name: $0) }
    let duplicates = try #require(
      RosterDuplicates(among: drafts, rosterNames: ["Zoë Martin", "José Álvarez"]))
    #expect(duplicates.count == 3)
    #expect(duplicates.names == ["Zoe Martin", "jose alvarez"])
    #expect(duplicates.rows.map(\.index) == [0, 1, 3])
  }
}
