import Domain
import Testing

/// A sign-up list read whole (issue 36): headings and remarks hold no names, "Reserves:"
/// and "Out:" lists are not players.
struct SignUpListTests {
  @Test func aChatsListGivesWhoPlaysWhoIsAReserveAndWhoIsOut() {
    let list = SignUpList([
      "Who's in for Thursday? 5-a-side, 8pm", "Kick-off: 8pm sharp", "1. Ann ✅", "2) Bob +1",
      "Pitch booked at the leisure centre near the station", "Reserves:", "3. Cy", "- Dee",
      "In:", "4. Eve", "Out: Liam, Will and Zed", "❌ Can't make it: Fay",
    ])
    #expect(list.playing.map(\.name) == ["Ann", "Bob", "Eve"])
    #expect(list.playing.map(\.bringing) == [0, 1, 0])
    #expect(list.reserves.map(\.name) == ["Cy", "Dee"])
    #expect(list.out.map(\.name) == ["Liam", "Will", "Zed", "Fay"])
  }

  @Test func someoneWhoSignedUpAndThenSaidOutIsOut() {
    let list = SignUpList(["Ann", "Bob", "Reserves: Cy", "Out: ann, CY"])
    #expect(list.playing.map(\.name) == ["Bob"])
    #expect(list.reserves.isEmpty)
    #expect(list.out.map(\.name) == ["ann", "CY"])
  }

  @Test func aHeadingUnderTheOutListStartsThePlayersAgain() {
    let list = SignUpList(["Out:", "Liam", "Saturday 10:00:", "Ann", "ANN", "Subs: Cy & Dee"])
    #expect(list.playing.map(\.name) == ["Ann"])
    #expect(list.out.map(\.name) == ["Liam"])
    #expect(list.reserves.map(\.name) == ["Cy", "Dee"])
  }
}
