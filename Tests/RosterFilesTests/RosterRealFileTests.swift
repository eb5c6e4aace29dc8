import Domain
import Testing

@testable import RosterFiles

/// Files as clubs keep them (issue 36): a spreadsheet with columns the roster has no
/// field for, headed with the player form's own labels in any case.
struct RosterRealFileTests {
  @Test func columnsThatNameNoFieldAreLeftOutAndNamedOnce() throws {
    let text = """
      Name,Phone,Age,Level,Favourite Club
      Ann Lee,07700 900123,31,A,Arsenal
      Bob Stone,07700 900456,,B,
      """
    let (drafts, ignored) = try RosterCodec.contents(of: text, as: .csv)
    #expect(
      drafts == [
        PlayerDraft(name: "Ann Lee", age: 31, favouriteTeam: "Arsenal"),
        PlayerDraft(name: "Bob Stone"),
      ])
    #expect(ignored == ["Phone", "Level"])
  }

  @Test(arguments: [
    "Favourite club", "Favourite Club", "FAVOURITE CLUB", "favourite_team", "Favorite Club",
    "club", "Club", "favouriteTeam", "favourite-team",
  ])
  func theFormsLabelNamesTheClubColumnInAnyCase(heading: String) throws {
    let (drafts, ignored) = try RosterCodec.contents(of: "NAME;\(heading)\nAnn;Arsenal\n", as: .csv)
    #expect(drafts == [PlayerDraft(name: "Ann", favouriteTeam: "Arsenal")])
    #expect(ignored.isEmpty)
  }

  @Test func aColumnWithoutAHeadingIsNamedOnlyWhenItHoldsText() throws {
    let empty = try RosterCodec.contents(of: "name,age,,\nAnn,31,,\n", as: .csv)
    #expect(empty.ignored.isEmpty)
    #expect(empty.drafts == [PlayerDraft(name: "Ann", age: 31)])
    let filled = try RosterCodec.contents(of: "name,,age\nAnn,note,31\n", as: .csv)
    #expect(filled.ignored == ["column 2 (no heading)"])
    #expect(filled.drafts == [PlayerDraft(name: "Ann", age: 31)])
  }

  @Test func aSemicolonFileWithUnknownColumnsStillFindsItsSeparator() throws {
    let (drafts, ignored) = try RosterCodec.contents(
      of: "Name;Phone;Position\nAnn;0123;striker\n", as: .csv)
    #expect(drafts == [PlayerDraft(name: "Ann", position: .striker)])
    #expect(ignored == ["Phone"])
  }

  @Test func jsonKeysThatNameNoFieldAreLeftOutAndNamedOnce() throws {
    let text = """
      [
        {"name": "Ann", "phone": "0123", "Favourite club": "Arsenal"},
        {"name": "Bob", "phone": "0456", "level": ["A"]}
      ]
      """
    let (drafts, ignored) = try RosterCodec.contents(of: text, as: .json)
    #expect(
      drafts == [PlayerDraft(name: "Ann", favouriteTeam: "Arsenal"), PlayerDraft(name: "Bob")])
    #expect(ignored == ["phone", "level"])
  }
}
