import Domain
import Foundation
import Testing

/// What a backend without pages answers for a page of History: the ended gathers only,
/// at those positions, with their number.
struct GatherPageTests {
  private let gathers = (0..<7).map { index in
    Gather(id: UUID(), score: index == 2 ? nil : Score(teamA: index, teamB: 0))
  }

  @Test func aSlicedPageHoldsOnlyEndedGathersAtThosePositions() {
    let page = GatherPage(slicing: gathers, at: 1..<3)
    #expect(page.total == 6 && page.offset == 1 && page.positions == 1..<3)
    #expect(page.gathers.map(\.score?.teamA) == [1, 3])
  }

  @Test func aPagePastTheEndIsEmptyButKnowsTheTotal() {
    let page = GatherPage(slicing: gathers, at: 5..<10)
    #expect(page.gathers.map(\.score?.teamA) == [6])
    #expect(GatherPage(slicing: gathers, at: 8..<10).gathers.isEmpty)
    #expect(GatherPage(slicing: gathers, at: 8..<10).total == 6)
  }
}
