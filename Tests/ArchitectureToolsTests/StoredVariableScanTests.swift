import ArchitectureTools
import Testing

/// The stored `var`s of each type's body, for `mvp-view-holds-no-presenter-state`:
/// computed properties, statics, locals and protocol requirements are not state.
struct StoredVariableScanTests {
  let analyzer = SourceAnalyzer()

  @Test func onlyStoredVarsOfATypesBodyAreRecorded() {
    let facts = analyzer.analyze(
      """
      protocol GatherViewing: AnyObject { var names: [String] { get } }
      final class GatherView {
        weak var delegate: (any GatherViewDelegate)?
        private(set) var names: [NumberedName] = []
        var highest = 0
        var window = LineUpWindow()
        var onTick: (Int) -> Void = { _ in }
        var shown: String? { didSet { render() } }
        var title: String { "Match" }
        static var count = 0
        let console: Console
        func render() { var local = 1; local += 1 }
        struct Row { var text = "" }
      }
      """)
    let stored = facts.storedVariables
    #expect(
      stored.map { "\($0.owner).\($0.name): \($0.type ?? "-")" } == [
        "GatherView.delegate: (any GatherViewDelegate)?", "GatherView.names: [NumberedName]",
        "GatherView.highest: Int", "GatherView.window: LineUpWindow",
        "GatherView.onTick: (Int)->Void", "GatherView.shown: String?", "Row.text: String",
      ])
    #expect(stored.map(\.isWeak) == [true, false, false, false, false, false, false])
    #expect(stored[0].baseType == "GatherViewDelegate")
    #expect(stored[1].position == SourcePosition(line: 4, column: 20))
  }
}
