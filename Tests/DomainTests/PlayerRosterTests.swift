import Domain
import Testing

struct PlayerRosterTests {
  let ann = Player(id: 1, name: "Ann")
  let bob = Player(id: 2, name: "Bob")
  let cy = Player(id: 3, name: "Cy")
  var roster: PlayerRoster { PlayerRoster([cy, ann, bob]) }

  @Test func addedPlayersTakeTheirPlaceInOrder() {
    let dee = Player(id: 4, name: "Dee")
    #expect(roster.removing(2).adding([dee, bob]).players == [ann, bob, cy, dee])
  }

  @Test func aPageKnowsTheWholeRostersLengthAndOnlyItsOwnRows() {
    let page = PlayerRoster(
      RosterPage(offset: 1, players: [bob], total: 3), loadedFor: 1..<2)
    #expect(page.count == 3)
    #expect(page.player(at: 1) == bob)
    #expect(page.player(at: 0) == nil)
    #expect(page.hasLoaded([1, 3, -1]))
    #expect(!page.hasLoaded([0]))
    let dee = Player(id: 4, name: "Dee")
    #expect(page.adding([dee]).count == 4)
    #expect(page.adding([dee]).players == [bob])
    let end = PlayerRoster(RosterPage(offset: 2, players: [cy], total: 3), loadedFor: 2..<52)
    #expect(end.adding([dee]).players == [cy, dee])
  }
}

struct RosterWindowTests {
  @Test func aWindowIsAPageUntilMoreOrARangeMovesIt() {
    var window = RosterWindow()
    #expect(window.rows == 0..<50)
    let moves = (1...3).map { _ in window.showNextPage(of: 120) }
    #expect(moves == [true, true, false])
    #expect(window.rows == 100..<150)
    window.show(from: 9, through: 11)
    #expect(window.rows == 9..<12)
    window.show(from: 200, through: nil)
    #expect(window.rows == 200..<250)
    window.show(from: nil, through: nil)
    #expect(window == RosterWindow())
  }
}
