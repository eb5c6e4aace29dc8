import Domain
import Foundation
import Testing

/// The line-up rules every match screen shares (`Match+LineUp.swift`): who may move, swap,
/// come on or join, what is logged with its minute, and what the gather keeps.
struct LineUpTests {
  /// Ann (1) and Bob (2) on Team A, Cy (3) and Dee (4) on Team B, the timer started and
  /// the seventh minute played.
  static func kickedOff() throws -> Match {
    var match = Match(gather: .fixture)
    try match.timer.start(at: .zero)
    return match
  }

  static let minute7 = Duration.seconds(6 * 60 + 5)
  static let eve = Player(id: 5, name: "Eve")

  @Test func aSubstitutionPutsTheBenchPlayerOnTheTeamAndIsLoggedWithItsMinute() throws {
    var match = try Self.kickedOff()
    try match.change(.move(number: 4, to: .bench), at: Self.minute7)
    let made = try match.change(.substitute(off: 1, on: 4), at: Self.minute7)
    #expect(
      made == [LineUpChange(playerID: 4, from: .bench, to: .teamA, replacedID: 1, minute: 7)])
    #expect(match.players(of: .teamA) == [.bob, .dee])
    #expect(match.players(of: .bench) == [.ann])
    #expect(match.changes.count == 2)
  }

  @Test func beforeKickOffAChangeOnlyCorrectsTheStartingLineUp() throws {
    var match = Match(gather: .fixture)
    try match.change(.swap(first: 1, second: 3), at: .zero)
    #expect(match.players(of: .teamA) == [.bob, .cy])
    #expect(match.changes.isEmpty)
    #expect(match.playedLineUp.players.map(\.team) == [.teamB, .teamA, .teamA, .teamB])
  }

  @Test func everyRefusalSaysWhyAndChangesNothing() throws {
    var match = try Self.kickedOff()
    let before = match
    let refused: [(LineUpRequest, LineUpRefusal)] = [
      (.move(number: 9, to: .teamA), .noPlayer(number: 9)),
      (.move(number: 1, to: .teamA), .alreadyThere(player: "Ann", team: .teamA)),
      (.swap(first: 1, second: 2), .samePlace(first: "Ann", second: "Bob", team: .teamA)),
      (.swap(first: 2, second: 2), .samePlayer(number: 2)),
      (.substitute(off: 1, on: 3), .notOnBench(player: "Cy", team: .teamB)),
    ]
    for (request, refusal) in refused {
      #expect(match.refusal(of: request) == refusal)
      #expect(throws: refusal) { try match.change(request, at: Self.minute7) }
    }
    #expect(match == before)
    try match.change(.move(number: 1, to: .bench), at: Self.minute7)
    #expect(
      match.refusal(of: .move(number: 2, to: .teamB)) == .lastOfTeam(player: "Bob", team: .teamA))
    #expect(match.refusal(of: .substitute(off: 1, on: 3)) == .notPlaying(player: "Ann"))
    #expect(
      LineUpRefusal.lastOfTeam(player: "Bob", team: .teamA).error(
        in: TeamNames(teamA: "Bibs", teamB: "Team B"))
        == .invalidInput("Bob is the last Bibs player; a team needs at least one"))
  }

  @Test func aLatecomerJoinsWithTheNextNumber() throws {
    var match = try Self.kickedOff()
    let (number, change) = try match.join(Self.eve, to: .teamB, at: Self.minute7)
    #expect(number == 5)
    #expect(change == LineUpChange(playerID: 5, from: nil, to: .teamB, minute: 7))
    #expect(match.player(numbered: 5) == Self.eve)
    #expect(match.joinRefusal(of: .ann) == .alreadyInMatch(player: "Ann", number: 1))
  }

  /// The records rule: each game once, for the last team played for; never played: Bench.
  @Test func theGatherKeepsEachPlayerOnTheLastTeamTheyPlayedFor() throws {
    var match = try Self.kickedOff()
    _ = try match.join(Self.eve, to: .bench, at: Self.minute7)
    try match.change(.substitute(off: 1, on: 5), at: Self.minute7)  // Ann off, Eve on (A)
    try match.change(.swap(first: 2, second: 3), at: Self.minute7)  // Bob to B, Cy to A
    _ = try match.join(Player(id: 6, name: "Fay"), to: .bench, at: Self.minute7)
    let kept = Dictionary(
      uniqueKeysWithValues: match.playedLineUp.players.map { ($0.player.name, $0.team) })
    #expect(
      kept == [
        "Ann": .teamA, "Bob": .teamB, "Cy": .teamA, "Dee": .teamB, "Eve": .teamA, "Fay": .bench,
      ])
  }

  @Test func aGoalBeforeAMoveStaysTheScorersOwnAndCountsInTheRecords() throws {
    var match = try Self.kickedOff()
    _ = try match.recordGoal(for: .teamA, scorerNumber: 2, at: Self.minute7)
    try match.change(.swap(first: 2, second: 3), at: Self.minute7)
    #expect(match.scorerName(of: match.goals[0]) == "Bob")
    var gather = Gather.fixture
    gather.players = match.playedLineUp.players
    gather.lineUpChanges = match.changes
    gather.goals = match.goals
    gather.score = match.score
    let records = PlayerRecord.records(over: [gather])
    #expect(records[2] == PlayerRecord(playerID: 2, played: 1, lost: 1, goals: 1))
    #expect(records[3] == PlayerRecord(playerID: 3, played: 1, won: 1))
  }

  @Test func aPlayerKeptOnTheBenchCountsNoGame() {
    var gather = Gather.fixture
    gather.players.append(GatherPlayer(player: Self.eve, team: .bench))
    gather.score = Score(teamA: 1, teamB: 0)
    #expect(PlayerRecord.records(over: [gather])[5] == nil)
  }

  @Test func aSnapshotKeepsTheBenchAndTheChangesAndOldOnesReadWithout() throws {
    var match = try Self.kickedOff()
    try match.change(.move(number: 4, to: .bench), at: Self.minute7)
    let data = try JSONEncoder().encode(match.snapshot(at: Self.minute7))
    let resumed = Match(snapshot: try JSONDecoder().decode(MatchSnapshot.self, from: data))
    #expect(resumed.players(of: .bench) == [.dee])
    #expect(resumed.changes == match.changes)
    var old = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    old["changes"] = nil
    let oldData = try JSONSerialization.data(withJSONObject: old)
    #expect(try JSONDecoder().decode(MatchSnapshot.self, from: oldData).changes == [])
  }
}
