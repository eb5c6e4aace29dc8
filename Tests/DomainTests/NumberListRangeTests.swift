import Domain
import Testing

/// `list A-B` past the end of a list shows up to its end, with a note.
struct NumberListRangeTests {
  @Test func aListRangePastTheEndIsCutToItWithANote() throws {
    let clipped = try NumberList.listRange("30-40", in: 37)
    #expect(clipped.range == 30...37)
    #expect(clipped.note == "There are 37 players; showing 30-37.")
    let inside = try NumberList.listRange("3-9", in: 37, what: "gather")
    #expect(inside.range == 3...9 && inside.note == nil)
    #expect(try NumberList.listRange("7", in: 37).range == 7...7)
    #expect(throws: FootballGatherError.self) { try NumberList.listRange("38-40", in: 37) }
    #expect(throws: FootballGatherError.self) { try NumberList.listRange("9-3", in: 37) }
    #expect(throws: FootballGatherError.self) { try NumberList.listRange("5-", in: 37) }
  }
}
