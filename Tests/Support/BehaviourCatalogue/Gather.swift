import Testing

// The match screen's behaviours, one tag each, named after the behaviour suite's scenarios
// (Tests/PatternBehaviourTests/Gather*BehaviourTests.swift, LineUpBehaviourTests.swift). A
// test that shows one of them carries its tag.

extension Tag {
  /// `goal a 1` scores for a team with its scorer and minute; `og` makes it an own goal.
  @Tag public static var gatherGoalIsScored: Self
  /// `undo` takes the last goal back and `remove N` the goal numbered N in `goals`.
  @Tag public static var gatherGoalIsTakenBack: Self
  /// `score 3-2` types the result when the goals were not kept.
  @Tag public static var gatherScoreIsTyped: Self
  /// `name a Bibs` renames a team everywhere it shows; `name a` gives the old name back.
  @Tag public static var gatherTeamIsRenamed: Self
  /// `end` asks first; a yes saves the result and leaves, a no plays on.
  @Tag public static var gatherEndSavesTheResult: Self
  /// `time`, `start`, `pause`, `stop` and `timer` set and run the countdown to "Time's up!".
  @Tag public static var gatherTimerCountsDown: Self
  /// `halves 2x25 break 5` plays two halves with a break and says when each begins.
  @Tag public static var gatherHalvesHaveABreak: Self
  /// Halves set once the clock has moved ask whether it starts again at 0 (keep on an empty line).
  @Tag public static var gatherHalvesMidMatchAskFirst: Self
  /// Goal minutes never go back when the time is set again or the countdown stopped.
  @Tag public static var gatherGoalMinutesNeverGoBack: Self
  /// Ending before time is up says how much play was left; at time's up it says none.
  @Tag public static var gatherEarlyEndSaysTheTimeLeft: Self
  /// Bad input (an unknown word, a number out of range) is one error that changes nothing.
  @Tag public static var gatherBadInputIsOneError: Self
  /// `quit` asks before leaving the app with a match unfinished.
  @Tag public static var gatherQuitAsksFirst: Self
  /// `back` while the timer runs asks first, and leaves the match kept.
  @Tag public static var gatherBackAsksWhileRunning: Self
  /// A match left running goes on without its screen and, on return, says what passed.
  @Tag public static var gatherLeftMatchGoesOn: Self
  /// A match left paused comes back as it was.
  @Tag public static var gatherLeftPausedMatchComesBackAsItWas: Self
  /// A match left unfinished is offered again and resumed where it was: score, clock, line-up.
  @Tag public static var gatherUnfinishedMatchResumes: Self
  /// An unfinished match is kept unless the user says no twice.
  @Tag public static var gatherUnfinishedMatchKeptUnlessDiscardedTwice: Self
  /// Every change (goal, removal, line-up, score, name) is saved by the line that made it.
  @Tag public static var gatherEveryChangeIsSaved: Self
  /// A match that cannot be saved says so at every change; a refused end keeps it running.
  @Tag public static var gatherUnsavableMatchSaysSo: Self
  /// The screen lists 25 players of each team, and scorers beyond them by number.
  @Tag public static var gatherListsTwentyFiveATeam: Self
  /// A long line-up pages with `more` and `list A-B`; a change prints what changed, not the teams.
  @Tag public static var gatherLongLineUpPages: Self
  /// Moves, swaps and substitutions change the line-up and a substitution keeps its minute.
  @Tag public static var gatherLineUpChanges: Self
  /// A bad line-up command is one error that changes nothing.
  @Tag public static var gatherBadLineUpInputChangesNothing: Self
  /// Latecomers join from the roster or as guests.
  @Tag public static var gatherLatecomersJoin: Self
  /// A player's name, or its start, works wherever a number does; an unclear one is an error.
  @Tag public static var gatherNamesWorkLikeNumbers: Self
  /// Tab completes the match's players' names after a command word.
  @Tag public static var gatherTabCompletesNames: Self
}
