import Domain
import Presentation
import Testing

/// The match screen's arguments, read once for the six patterns: the form is checked here,
/// each refusal says what to type.
struct GatherInputTests {
  @Test func timesAndHalvesReadTheirForms() throws {
    #expect(try GatherInput.seconds(["25:00"]) == 1_500)
    #expect(try GatherInput.seconds(["7"]) == 420)
    #expect(throws: FootballGatherError.self) { try GatherInput.seconds(["1:5"]) }
    let halves = try GatherInput.halves(["2X25", "BREAK", "5"])
    #expect(halves == (2, 1_500, 300))
    #expect(
      throws: FootballGatherError.invalidInput(
        "type e.g. 'halves 2x25 break 5' (or 'halves 2x25' for no break, 'halves 2x22:30' for minutes and seconds)"
      )
    ) { try GatherInput.halves(["2x25", "pause", "5"]) }
  }

  /// Halves take a length as `time` does: whole minutes or minutes and seconds.
  @Test func halvesTakeMinutesAndSecondsAsTimeDoes() throws {
    let halves = try GatherInput.halves(["2x22:30", "break", "2:30"])
    #expect(halves == (2, 1_350, 150))
    let noBreak = try GatherInput.halves(["3x0:45"])
    #expect(noBreak == (3, 45, 0))
    for bad in [["2x22:3"], ["2x22:60"], ["2x:30"], ["2x22:30", "break", "1:5"]] {
      #expect(
        throws: FootballGatherError.invalidInput(
          "type e.g. 'halves 2x25 break 5' (or 'halves 2x25' for no break, "
            + "'halves 2x22:30' for minutes and seconds)")
      ) { try GatherInput.halves(bad) }
    }
    #expect(
      throws: FootballGatherError.invalidInput(
        "'1000' is out of range; type a whole number from 0 to 999")
    ) { try GatherInput.halves(["2x1000"]) }
  }

  @Test func goalsAndLineUpChangesTakeOnlyNumbersShown() throws {
    let goal = try GatherInput.goal(["b", "og", "3"], highestNumber: 4)
    #expect(goal == (.teamB, 3, true))
    #expect(throws: FootballGatherError.self) {
      try GatherInput.goal(["a", "9"], highestNumber: 4)
    }
    #expect(
      try GatherInput.lineUp("SUB", ["2", "4"], highestNumber: 4) == .substitute(off: 2, on: 4))
    #expect(
      throws: FootballGatherError.invalidInput(
        "type 'swap N M' with the numbers of two players, e.g. 'swap 2 3'")
    ) { try GatherInput.lineUp("swap", ["2"], highestNumber: 4) }
  }

  @Test func aSubstituteWhoIsNotInTheMatchIsToldHowToComeOn() throws {
    #expect(
      throws: FootballGatherError.invalidInput(
        "there is no player 23; choose a number from 1 to 22 "
          + "(someone not in this match comes on with 'add NAME' first)")
    ) { try GatherInput.lineUp("sub", ["4", "23"], highestNumber: 22) }
    // The player going off, and numbers that are no player at all, get the plain refusal.
    #expect(
      throws: FootballGatherError.invalidInput(
        "there is no player 23; choose a number from 1 to 22")
    ) { try GatherInput.lineUp("sub", ["23", "4"], highestNumber: 22) }
    #expect(
      throws: FootballGatherError.invalidInput(
        "there is no player 0; choose a number from 1 to 22")
    ) { try GatherInput.lineUp("sub", ["4", "0"], highestNumber: 22) }
    #expect(
      throws: FootballGatherError.invalidInput(
        "there is no player 23; choose a number from 1 to 22")
    ) { try GatherInput.lineUp("a", ["23"], highestNumber: 22) }
  }

  @Test func latecomersAndNamesReadTheirTeamFirst() throws {
    let late = try GatherInput.latecomer(["b", "Fay", "Li"])
    #expect(late == (.teamB, "Fay Li"))
    let bench = try GatherInput.latecomer(["a"])
    #expect(bench == (.bench, "a"))
    let name = try GatherInput.teamName(["A", "Red", "Bibs"])
    #expect(name == (.teamA, "Red Bibs"))
    let standard = try GatherInput.teamName(["b"])
    #expect(standard.0 == .teamB && standard.1 == nil)
  }
}
