import LineUI
import Testing

struct SparklineTests {
  @Test func valuesAreDrawnFromLowToHighInBlocksOrAscii() {
    let values: [Double] = [1, 2, 3, 4, 5, 6, 7, 8]
    #expect(Sparkline.line(values, unicode: true) == "▁▂▃▄▅▆▇█")
    #expect(Sparkline.line(values, unicode: false) == "_.-~=+*#")
  }

  @Test func onlyTheLastValuesAreDrawnAndASmallSpanStaysFlat() {
    #expect(
      Sparkline.line([1, 100, 20, 20, 20], width: 3, minimumSpan: 2, unicode: false) == "===")
    #expect(Sparkline.line([], unicode: true) == "")
    #expect(Sparkline.line([25], unicode: true) == "▅")
  }

  @Test func blocksAreDrawnOnlyOnAUTF8Terminal() {
    let utf8 = ["LANG": "en_GB.UTF-8"]
    #expect(TextStyle.forTerminal(isTerminal: true, environment: utf8).drawsBlocks)
    #expect(!TextStyle.forTerminal(isTerminal: false, environment: utf8).drawsBlocks)
    #expect(!TextStyle.forTerminal(isTerminal: true, environment: ["LANG": "C"]).drawsBlocks)
    #expect(
      !TextStyle.forTerminal(isTerminal: true, environment: ["LC_ALL": "C", "LANG": "x.utf8"])
        .drawsBlocks)
    #expect(
      TextStyle.forTerminal(isTerminal: true, environment: ["LC_CTYPE": "x.utf8"]).drawsBlocks)
  }
}
