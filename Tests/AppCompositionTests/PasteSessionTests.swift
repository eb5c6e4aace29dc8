import AppComposition
import Domain
import LineUI
import TestSupport
import Testing

/// `paste` on the selection screen: a sign-up list from a chat is matched against the
/// roster (case, accents, a unique start of a name or of one of its words), the players
/// found are picked, and the names not found are offered as guests; on both backends.
@MainActor
@Suite
struct PasteSessionTests {
  static let roster = [
    PlayerDraft(name: "Ann Lee"), PlayerDraft(name: "Bob Stone"), PlayerDraft(name: "Carl Park"),
    PlayerDraft(name: "José Silva"), PlayerDraft(name: "Thomas Müller"),
    PlayerDraft(name: "Dan Lee"), PlayerDraft(name: "Dana Fox"),
  ]

  static let signUps = [
    "Saturday 10:00, who is in:", "1. ann lee", "2) Bob ✅", "Carl +1", "- jose (late)",
    "• muller 👍", "Dan", "3. Zed", "Ann Lee",
  ]

  @Test(arguments: BothBackends.allCases)
  func aPastedListPicksWhoIsOnTheRosterAndOffersTheRestAsGuests(backend: BothBackends)
    async throws
  {
    let run = try await backend.run(
      ["select", "paste"] + Self.signUps + ["", "y", "confirm"], roster: Self.roster)
    #expect(run.output.contains("Paste the sign-up list, then an empty line:\npaste> "))
    #expect(
      run.output.contains(
        "Picked 5 of the 7 names: Ann Lee, Bob Stone, Carl Park, José Silva, Thomas Müller. "
          + "Carl brings 1 more ('add NAME' adds a guest).\n"))
    #expect(
      run.output.contains("Dan fits more than one player: 6 Dan Lee, 7 Dana Fox; pick by number.\n")
    )
    #expect(run.output.contains("Not on the roster: Zed.\n"))
    #expect(run.output.contains("Add Zed to the roster as a guest and pick them? [y/n] y\n"))
    #expect(run.output.contains("Added 1 guest to the roster and picked them for today.\n"))
    #expect(run.output.contains("Select players of coach: 6 of 8 selected"))
    #expect(run.output.contains("Confirm players (6 selected)"))
    #expect(!run.output.contains("error:"))
  }

  @Test(arguments: BothBackends.allCases)
  func theEndOfInputAtTheQuestionAddsNoGuest(backend: BothBackends) async throws {
    let run = try await backend.run(["select", "paste", "Zed", "Bob"], roster: Self.roster)
    #expect(run.output.contains("Picked 1 of the 2 names: Bob Stone.\n"))
    #expect(run.output.contains("Add Zed to the roster as a guest and pick them? [y/n] \n"))
    #expect(run.output.contains("No guests added; 'add NAME' adds one.\n"))
    #expect(run.output.contains("Select players of coach: 1 of 7 selected"))
  }

  /// Issue 36: a list as a group chat writes it, with its heading, reserves and the ones
  /// out; the guests chosen by number.
  @Test(arguments: BothBackends.allCases)
  func aChatsListPicksOnlyWhoPlaysAndGuestsAreChosenByNumber(backend: BothBackends)
    async throws
  {
    let lines = [
      "Who's in for Thursday? 5-a-side, 8pm", "1. Ann Lee ✅", "2. Bob", "3. Yann Le Gall",
      "4. Pete Grant", "5. Kit Ward", "Reserves:", "6. Carl", "Out: Dana Fox, Will",
    ]
    let run = try await backend.run(
      ["select", "paste"] + lines + ["", "1 3", "confirm"], roster: Self.roster)
    let expected = [
      "Reserves, not picked: Carl.",
      "Out, not picked: Dana Fox, Will.",
      "Picked 2 of the 5 names: Ann Lee, Bob Stone.",
      "Not on the roster: 1 Yann Le Gall, 2 Pete Grant, 3 Kit Ward.",
      "Add which as guests and pick them? Their numbers (1 3), all, each or none: 1 3",
      "Added 2 guests to the roster and picked them for today.",
    ]
    #expect(run.output.contains(expected.joined(separator: "\n")))
    #expect(run.output.contains("Select players of coach: 4 of 9 selected"))
    #expect(run.output.contains("Confirm players (4 selected)"))
    #expect(!run.output.contains("error:"))
  }

  @Test func linesWithoutNamesPickNobody() async throws {
    let run = try await BothBackends.local.run(
      ["select", "paste", "Sunday:", "1.", "✅✅", ""], roster: Self.roster)
    #expect(run.output.contains("There were no names in the lines pasted; nothing was picked.\n"))
  }

  @Test func controlCWhilePastingPicksNobody() async throws {
    let app = try await AppHarness.seeded(players: Self.roster)
    defer { app.directory.remove() }
    let output = RecordingOutput(isTerminal: true)
    let session = FootballGatherApp(
      environment: ["NO_COLOR": "1"], homeDirectory: app.directory.path("home"),
      input: ScriptedKeyboard([
        .line("login coach"), .line("secret"), .line("select"), .line("paste"), .line("Ann"),
        .interrupted, .line("quit"),
      ]),
      output: output, errorOutput: RecordingOutput(), passwordHasher: app.hasher)
    #expect(await session.run(arguments: ["--db", app.databasePath]) == 0)
    #expect(output.text.contains("Paste stopped; nothing was picked.\n"))
    #expect(!output.text.contains("Picked"))
  }
}
