import Testing

@testable import RemoteAPI

@Suite("Location header: the created resource's id")
struct LocationTests {
  @Test(
    "ids are read from a path or an absolute URL under the expected collection",
    arguments: [
      ("/api/players/5", "/api/players", "5"),
      ("http://host:8080/api/players/5", "/api/players", "5"),
      ("/prefix/api/gathers/ABC?x=1", "/api/gathers", "ABC"),
      ("/api/@#", "/api/players", nil),
      ("/api/players", "/api/players", nil),
      ("/api/gathers/5", "/api/players", nil),
      ("", "/api/players", nil),
    ] as [(String, String, String?)])
  func locations(location: String, collection: String, id: String?) {
    #expect(Location.id(in: location, collection: collection) == id)
  }
}
