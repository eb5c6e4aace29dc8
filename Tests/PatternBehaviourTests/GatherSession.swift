import Domain
import Foundation
import LineUI
import Synchronization
import TestSupport
import Testing

/// What every variant of the match screen runs over: a console, a test clock and
/// in-memory services.
@MainActor
struct GatherServices {
  let console: Console
  let clock: TestClock
  let gathers: FakeGatherService
  let snapshots: FakeMatchSnapshotService
  /// The roster a latecomer comes from.
  let players: FakePlayerService
}

/// Plays one script on one pattern's match screen, over the player list's stand-in, and returns the transcript: everything printed, then what was
/// kept (the unfinished match's snapshot and the saved gathers).
@MainActor
enum GatherSession {
  /// The players: Ann and Bob on Team A, Cy and Dee on Team B.
  static let lineUp = [
    GatherPlayer(player: Player(id: 1, name: "Ann", position: .goalkeeper), team: .teamA),
    GatherPlayer(player: Player(id: 2, name: "Bob", position: .striker), team: .teamA),
    GatherPlayer(player: Player(id: 3, name: "Cy"), team: .teamB),
    GatherPlayer(player: Player(id: 4, name: "Dee", position: .defender), team: .teamB),
  ]

  /// The roster: the line-up's players, then Eve, José and Joss, who come late.
  static let roster = [
    Player(id: 5, name: "Eve", position: .winger), Player(id: 6, name: "José"),
    Player(id: 7, name: "Joss"),
  ]

  /// - Parameters:
  ///   - failing: what every save of the match (its snapshot) throws.
  ///   - failingGathers: what every call to the gather service throws once the gather
  ///     exists (ending it too).
  ///   - resumable: the player list's stand-in takes `resume`, which opens the match saved
  ///     unfinished on a new screen of the same pattern, as the app does.
  ///   - readingSaves: after every line, the match as saved then (the snapshot service's,
  ///     read directly) is written under `-- saved after each line`, so a change that
  ///     reaches the screen but not the saved match is seen at the line that made it.
  static func transcript(
    of pattern: Pattern, _ steps: [TimedScript.Step],
    opening: (Gather) -> GatherScreens.Opening = { .started($0) },
    players: [GatherPlayer] = lineUp, failing: FootballGatherError? = nil,
    failingGathers: FootballGatherError? = nil, resumable: Bool = false,
    readingSaves: Bool = false
  ) async throws -> String {
    let clock = TestClock()
    let output = RecordingOutput()
    let gathers = FakeGatherService()
    let gather = try await gathers.createGather(players: players, teamNames: .standard)
    gathers.setFailure(failingGathers)
    let opening = opening(gather)
    var saved: MatchSnapshot?
    if case .resuming(let snapshot) = opening { saved = snapshot }
    let snapshots = FakeMatchSnapshotService(snapshot: saved)
    snapshots.setFailure(failing)
    let saves = SaveLog()
    let script = readingSaves ? saves.reading(snapshots, after: steps) : steps
    let console = Console(input: TimedScript(script, clock: clock, output: output), output: output)
    let stack = ScreenStack(console: console)
    let parent = GatherParent(console: console, stack: stack)
    let services = GatherServices(
      console: console, clock: clock, gathers: gathers, snapshots: snapshots,
      players: FakePlayerService(players: players.map(\.player) + roster))
    let resume: @MainActor () async -> Void = {
      guard let saved = snapshots.current else {
        console.line("parent: nothing to resume")
        return
      }
      let screen = GatherScreens.screen(
        pattern, .resuming(saved), services: services, parent: parent)
      await stack.push(screen)
    }
    await stack.push(ListStandIn(console: console, resume: resumable ? resume : nil))
    await stack.push(
      GatherScreens.screen(pattern, opening, services: services, parent: parent))
    await stack.run()
    // A prompt waiting for input ends its line with a space: dropped, so the expected
    // transcripts survive formatting.
    let printed = output.text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.hasSuffix(" ") ? String($0.dropLast()) : String($0) }
    let text =
      printed.joined(separator: "\n") + kept(snapshots: snapshots, gathers: gathers)
      + (readingSaves ? saves.text : "")
    // GATHER_TRANSCRIPTS=DIR keeps each transcript in DIR, to diff a variant against VIPER.
    if let folder = ProcessInfo.processInfo.environment["GATHER_TRANSCRIPTS"] {
      let name = "\(pattern.rawValue)-\(steps.count)-\(abs("\(steps)".hashValue) % 1000).txt"
      try? text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
    }
    return text
  }

  /// Plays `steps` on `pattern`'s screen, as `transcript` does, and expects the transcript
  /// VIPER gives: `expected`. A difference is one issue, at the caller, naming the pattern.
  static func expect(
    _ pattern: Pattern, _ steps: [TimedScript.Step],
    opening: (Gather) -> GatherScreens.Opening = { .started($0) },
    players: [GatherPlayer] = lineUp, failing: FootballGatherError? = nil,
    failingGathers: FootballGatherError? = nil, resumable: Bool = false,
    readingSaves: Bool = false, gives expected: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let transcript = try await transcript(
      of: pattern, steps, opening: opening, players: players, failing: failing,
      failingGathers: failingGathers, resumable: resumable, readingSaves: readingSaves)
    #expect(
      transcript == expected, "\(pattern.testDescription) differs from VIPER",
      sourceLocation: sourceLocation)
  }

  /// What the services hold at the end, in words.
  private static func kept(snapshots: FakeMatchSnapshotService, gathers: FakeGatherService)
    -> String
  {
    let snapshot = snapshots.current.map {
      "snapshot: \($0.goals.count) goals, \($0.timer.remainingMilliseconds) ms left in stage "
        + "\($0.timer.stage), \($0.timer.wasRunning ? "running" : "paused"), "
        + "names \($0.teamNames.name(of: .teamA))/\($0.teamNames.name(of: .teamB))"
        + lineUp($0.players, $0.changes)
    }
    let saved = gathers.gathers.map { gather in
      "gather: score \(gather.score.map { "\($0)" } ?? "none"), \(gather.goals.count) goals, "
        + "names \(gather.teamNames.name(of: .teamA))/\(gather.teamNames.name(of: .teamB))"
        + lineUp(gather.players, gather.lineUpChanges)
    }
    return (["-- kept"] + [snapshot ?? "snapshot: none"] + saved).joined(separator: "\n") + "\n"
  }

  /// ", line-up A: Ann, Cy; B: Bob, Dee; Bench: Eve; changes: 3 to Team A (from Team B) at 2'"
  /// once the line-up changed (a Bench or a change), else nothing.
  private static func lineUp(_ players: [GatherPlayer], _ changes: [LineUpChange]) -> String {
    guard !changes.isEmpty || players.contains(where: { $0.team == .bench }) else { return "" }
    let names = { (team: Team) in
      players.filter { $0.team == team }.map(\.player.name).joined(separator: ", ")
    }
    let logged = changes.map { change in
      "\(change.playerID) to \(change.to.displayName) (from \(change.from?.displayName ?? "-")"
        + (change.replacedID.map { ", for \($0)" } ?? "") + ") at \(change.minute ?? 0)'"
    }
    return ", line-up A: \(names(.teamA)); B: \(names(.teamB)); Bench: \(names(.bench)); "
      + "changes: \(logged.isEmpty ? "none" : logged.joined(separator: ", "))"
  }
}

/// The match as the snapshot service holds it after each line of a script, read from the
/// service itself (not from what the screen printed).
final class SaveLog: Sendable {
  private let entries = Mutex<[String]>([])

  /// `steps` with a reading of `snapshots` after every line.
  func reading(_ snapshots: FakeMatchSnapshotService, after steps: [TimedScript.Step])
    -> [TimedScript.Step]
  {
    steps.flatMap { step -> [TimedScript.Step] in
      guard case .line(let line) = step else { return [step] }
      return [
        step,
        .run { [self] in
          let saved = snapshots.current.map(Self.describe) ?? "nothing"
          entries.withLock { $0.append("\(line) -> \(saved)") }
        },
      ]
    }
  }

  var text: String {
    (["-- saved after each line"] + entries.withLock { $0 }).joined(separator: "\n") + "\n"
  }

  /// "1-1; goals: A by 1 at 2', B by 2 at 2'; names Bibs/Team B; A 1 2, B 3 4, bench -;
  /// changes 0": the score, each goal's team, scorer and minute as saved (an own goal is a
  /// goal for one team by a player of the other), the names and the line-up.
  static func describe(_ snapshot: MatchSnapshot) -> String {
    let team = { (team: Team?) in team == .teamA ? "A" : team == .teamB ? "B" : "-" }
    let goals = snapshot.goals.map { goal -> String in
      "\(team(goal.team)) by \(goal.scorerID.map(String.init) ?? "nobody") at "
        + (goal.minute.map { "\($0)'" } ?? "no minute")
    }
    let ids = { (side: Team) in
      snapshot.players.filter { $0.team == side }.map { "\($0.player.id)" }
        .joined(separator: " ")
    }
    return "\(snapshot.score.teamA)-\(snapshot.score.teamB); goals: "
      + (goals.isEmpty ? "none" : goals.joined(separator: ", "))
      + "; names \(snapshot.teamNames.name(of: .teamA))/\(snapshot.teamNames.name(of: .teamB))"
      + "; A \(ids(.teamA)), B \(ids(.teamB)), bench \(ids(.bench).isEmpty ? "-" : ids(.bench))"
      + "; changes \(snapshot.changes.count)"
  }
}
