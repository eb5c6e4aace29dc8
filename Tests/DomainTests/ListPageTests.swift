import Domain
import Testing

/// Every long list pages alike: a screenful, `more`, `list A-B`. (The footers that say so
/// are Presentation's: Tests/PresentationTests/PagingFooterTests.swift.)
struct ListPageTests {
  @Test func aLongListShowsAScreenfulThenMoreUntilTheEnd() {
    var page = ListPage(total: 103, size: 50)
    #expect(page.rows == 0..<50)
    #expect(page.next() && page.rows == 50..<100)
    #expect(page.next() && page.rows == 100..<103)
    let movedPastTheEnd = page.next()
    #expect(!movedPastTheEnd)
    #expect(page.rows == 100..<103)
  }

  @Test func aRangeIsCutToTheList() {
    #expect(!ListPage(total: 7).isPartial)
    var page = ListPage(total: 37, size: 10)
    page.show(30...40)
    #expect(page.rows == 29..<37)
    #expect(page.resized(to: 31).rows == 29..<31)
    #expect(page.resized(to: 5).rows == 0..<5)
  }
}
