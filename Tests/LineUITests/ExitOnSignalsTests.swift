import TestSupport
import Testing

@testable import LineUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

struct ExitOnSignalsTests {
  @Test func eachSignalEndsWith128PlusItsNumber() {
    #expect(ExitOnSignals.endingSignals.map(ExitOnSignals.exitStatus(for:)) == [130, 143, 129])
  }
}
