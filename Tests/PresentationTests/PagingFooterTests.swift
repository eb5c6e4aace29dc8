import Domain
import Presentation
import Testing

/// The lines under a page of a long list, the same on every screen that pages.
struct PagingFooterTests {
  @Test func aLongListsFooterSaysWhichRowsShowAndWhatMoreDoes() {
    var page = ListPage(total: 103, size: 50)
    #expect(
      page.footer("Gathers")
        == "Gathers 1-50 of 103. 'more' shows the next 50; 'list A-B' shows others.")
    #expect(page.next() && page.next())
    #expect(
      page.footer("Gathers") == "Gathers 101-103 of 103. That is the end; 'list A-B' shows others.")
    #expect(
      page.endMessage("gathers")
        == "That is the end of the list (103 gathers); 'list' starts again.")
  }

  @Test func aShortListHasNoFooter() {
    #expect(ListPage(total: 7).footer("Players") == nil)
  }

  /// The line under a page, as the player list and the selection both show it.
  @Test func theFooterSaysWhichRowsShowAndHowToSeeOthers() {
    var window = RosterWindow()
    #expect(window.footer(ofRosterOf: 50) == nil)
    #expect(
      window.footer(ofRosterOf: 120)
        == "Players 1-50 of 120. 'more' shows the next 50; 'list A-B' shows others, "
        + "'find TEXT' looks up names.")
    #expect(window.showNextPage(of: 120) && window.showNextPage(of: 120))
    #expect(
      window.footer(ofRosterOf: 120)
        == "Players 101-120 of 120. 'list A-B' shows others, 'find TEXT' looks up names.")
    window.show(from: 300, through: 310)
    #expect(window.footer(ofRosterOf: 120) == "No players in that range; the roster has 120.")
  }
}
