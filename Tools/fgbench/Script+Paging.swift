/// The screens that page a long list, each timed for its "lines shown": at 10,000 players
/// and 1,000 gathers none prints more than a screenful and its hints (issue 22).
extension Script {
  /// On History, after `records`: the next page of the records, a gather's line-up, the
  /// gathers again and their next page.
  var historyPages: [Step] {
    [
      Step(name: "records more", lines: ["more"], raw: nil),
      Step(name: "history show 1", lines: ["show 1"], raw: nil),
      Step(name: "history list", lines: ["list"]) { db throws(BenchError) in
        try db.historyPage(owner: owner, positions: 0..<20)
        try db.rows(Query.scorers, [owner])
      },
      Step(name: "history more", lines: ["more"]) { db throws(BenchError) in
        try db.historyPage(owner: owner, positions: 20..<40)
      },
    ]
  }

  /// Every player picked: the teams screen and its next page, the teams balanced and their
  /// next page, then the match screen of them all and its next page (the match is ended
  /// untimed, which leaves the player list).
  static var teamsPages: [Step] {
    [
      Step(name: "teams of everyone", lines: ["confirm"], raw: nil),
      Step(name: "teams more", lines: ["more"], raw: nil),
      Step(name: "teams balanced", lines: ["balance 7"], raw: nil),
      Step(name: "teams balanced more", lines: ["more"], raw: nil),
      Step(name: "match of everyone (play)", lines: ["play"], raw: nil),
      Step(name: "match more", lines: ["more"], raw: nil),
      Step(name: "match goal", lines: ["goal a"], raw: nil),
      .untimed("end", "y"),
    ]
  }
}
