import Domain
import Testing

struct ListingTests {
  @Test func namesBeyondTheLimitAreCounted() {
    #expect(
      ["Ann", "Bob", "Cy", "Dee", "Eve"].joined(listingAtMost: 3) == "Ann, Bob, Cy and 2 more")
    #expect(["Ann", "Bob", "Cy"].joined(listingAtMost: 3) == "Ann, Bob, Cy")
    #expect([String]().joined(listingAtMost: 3) == "")
  }
}
