import Domain
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What a window is told when another window on the same database got to its match
/// first. Nothing of this window is lost: its own goals are listed in the message, to be
/// added from History, and the match as the other window left it is shown.
enum MatchConflict {
  /// The gather was ended elsewhere: its result, and this window's goals that were not saved.
  static func ended(_ gather: Gather, unsaved goals: [Goal]) -> FootballGatherError {
    let score = gather.score.map(gather.teamNames.scoreLine) ?? "no score"
    var text =
      "this match was ended in another window at \(score); here it is: "
      + goalList(gather.goals, of: gather)
    if goals != gather.goals {
      text +=
        ". Not saved from this window: \(goalList(goals, of: gather))"
        + " (add them with 'edit N goal a|b P' in History)"
    }
    return .conflict(text)
  }

  /// The match was saved by another window since this one last read or wrote it.
  static func changed(_ saved: MatchSnapshot?, unsaved goals: [Goal], of gather: Gather)
    -> FootballGatherError
  {
    guard let saved else {
      return .conflict(
        "this match was discarded in another window; nothing was saved from this one "
          + "(its goals: \(goalList(goals, of: gather))); type 'back' to leave it")
    }
    return .conflict(
      "this match was changed in another window (now \(saved.teamNames.scoreLine(saved.score)): "
        + "\(goalList(saved.goals, of: gather))); nothing was saved from this one (its goals: "
        + "\(goalList(goals, of: gather))); type 'back', then 'resume' to go on with it as saved")
  }

  /// "1' Team A (Bob), Team B": each goal with its minute, team and scorer when known.
  static func goalList(_ goals: [Goal], of gather: Gather) -> String {
    guard !goals.isEmpty else { return "no goals" }
    return goals.map { goal in
      let minute = goal.minute.map { "\($0)' " } ?? ""
      let scorer = gather.players.first { $0.player.id == goal.scorerID }.map {
        " (\($0.player.name))"
      }
      return minute + gather.teamNames.name(of: goal.team) + (scorer ?? "")
    }.joined(separator: ", ")
  }

  /// Whether `holder` ("host:pid") is another process of this machine that is still running.
  static func isAnotherLiveProcess(_ holder: String?) -> Bool {
    guard let holder, holder != SnapshotLedger.thisProcess,
      let colon = holder.lastIndex(of: ":"),
      String(holder[..<colon]) == ProcessInfo.processInfo.hostName,
      let pid = try? WholeNumber.parse(
        holder[holder.index(after: colon)...], in: 1...Int(Int32.max))
    else { return false }
    return kill(pid_t(pid), 0) == 0 || errno == EPERM
  }
}
