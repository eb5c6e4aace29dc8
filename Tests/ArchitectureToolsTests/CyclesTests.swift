import ArchitectureTools
import Testing

@Suite("Cycle detection")
struct CyclesTests {
  @Test func acyclicGraphHasNoCycles() {
    #expect(Cycles.find(in: ["A": ["B", "C"], "B": ["C"]]).isEmpty)
  }

  @Test func reportsTheFullPathFromTheSmallestNode() {
    let cycles = Cycles.find(in: ["C": ["A"], "A": ["B"], "B": ["C"], "D": ["A"]])
    #expect(cycles == [["A", "B", "C", "A"]])
  }

  @Test func oneCyclePerComponentAndSelfLoops() {
    let cycles = Cycles.find(in: ["A": ["B"], "B": ["A"], "X": ["X"], "P": ["Q"], "Q": ["P"]])
    #expect(cycles == [["A", "B", "A"], ["P", "Q", "P"], ["X", "X"]])
  }
}
