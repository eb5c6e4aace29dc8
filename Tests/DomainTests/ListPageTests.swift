import Domain
import Testing

/// Every long list pages alike: a screenful, `more`, `list A-B`.
struct ListPageTests {
  @Test func aLongListShowsAScreenfulThenMoreUntilTheEnd() {
    var page = ListPage(total: 103, size: 50)
    #expect(page.rows == 0..<50)
    #expect(
      page.footer("Gathers")
        == "Gathers 1-50 of 103. 'more' shows the next 50; 'list A-B' shows others.")
    #expect(page.next() && page.rows == 50..<100)
    #expect(page.next() && page.rows == 100..<103)
    #expect(
      page.footer("Gathers") == "Gathers 101-103 of 103. That is the end; 'list A-B' shows others.")
    let movedPastTheEnd = page.next()
    #expect(!movedPastTheEnd)
    #expect(
      page.endMessage("gathers")
        == "That is the end of the list (103 gathers); 'list' starts again.")
  }

  @Test func aShortListHasNoFooterAndARangeIsCutToTheList() {
    #expect(ListPage(total: 7).footer("Players") == nil)
    var page = ListPage(total: 37, size: 10)
    page.show(30...40)
    #expect(page.rows == 29..<37)
    #expect(page.resized(to: 31).rows == 29..<31)
    #expect(page.resized(to: 5).rows == 0..<5)
  }
}
