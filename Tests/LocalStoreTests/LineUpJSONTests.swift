import Domain
import Foundation
import Testing

@testable import LocalStore

/// The hand-written line-up JSON of a match snapshot reads back as the same players, and
/// names every field the types have.
struct LineUpJSONTests {
  private let players = [
    GatherPlayer(
      player: Player(
        id: 7, name: #"Zoë "Z" O\Neil 李 👍🏽"#, age: 31, skill: .professional,
        position: .goalkeeper, favouriteTeam: "Benfica\u{1}"),
      team: .teamA, number: 3),
    GatherPlayer(player: Player(id: 8, name: "Bo"), team: nil),
    GatherPlayer(player: Player(id: 9, name: "Cy", skill: .beginner), team: .bench, number: 12),
  ]

  @Test func aLineUpReadsBackAsTheSamePlayers() throws {
    let json = LineUpJSON.encode(players)
    #expect(try JSONDecoder().decode([GatherPlayer].self, from: Data(json.utf8)) == players)
    #expect(LineUpJSON.encode([]) == "[]")
  }

  @Test func itWritesTheDocumentJSONEncoderWrites() throws {
    let mine = try JSONSerialization.jsonObject(with: Data(LineUpJSON.encode(players).utf8))
    let theirs = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(players))
    #expect((mine as? NSArray) == (theirs as? NSArray))
  }

  /// A field added to either type fails here until `LineUpJSON` writes it too.
  @Test func itKnowsEveryStoredField() {
    let place = players[0]
    #expect(Mirror(reflecting: place).children.map(\.label) == ["player", "team", "number"])
    #expect(
      Mirror(reflecting: place.player).children.map(\.label) == [
        "id", "name", "age", "skill", "position", "favouriteTeam",
      ])
  }
}
