import Domain
import Testing

/// Path arithmetic on typed paths: what each kind of path a user types is in, worked out
/// without Foundation (whose `NSString` path methods trap on a one-character path).
struct FilePathsTests {
  @Test(
    "the folder of a path is the part before its last name",
    arguments: [
      ("games.sqlite", ""), ("3", ""), ("x", ""), ("~", ""), ("..", ""), (".", ""),
      ("./games.sqlite", "."), ("data/games.sqlite", "data"), ("/tmp/games.sqlite", "/tmp"),
      ("/games.sqlite", "/"), ("/tmp/fg/", "/tmp"), ("/tmp//fg//games.sqlite", "/tmp/fg"),
      ("~/games.sqlite", "~"), ("../up/games.sqlite", "../up"), ("x/", ""),
      ("/tmp/fg/é ü/games.sqlite", "/tmp/fg/é ü"), ("/", "/"), ("", ""), ("a/b/3", "a/b"),
    ])
  func folderOfAPath(path: String, folder: String) {
    #expect(FilePaths.folder(of: path) == folder)
  }

  @Test(
    "the folder asked about is '.' for a bare name",
    arguments: [("3", "."), ("x/", "."), ("a/b", "a"), ("/a", "/")])
  func folderAskedAbout(path: String, folder: String) {
    #expect(FilePaths.existingFolder(of: path) == folder)
  }

  @Test("a trailing slash names a folder; '/' alone is the root, not a file")
  func trailingSlash() {
    #expect(FilePaths.namesAFolder("x/"))
    #expect(FilePaths.namesAFolder("/tmp/fg/"))
    #expect(!FilePaths.namesAFolder("x"))
    #expect(!FilePaths.namesAFolder("/"))
  }

  @Test("a leading '~' is the home folder; a '~' inside a name stays")
  func tilde() {
    #expect(FilePaths.expandingTilde(in: "~", home: "/home/ann") == "/home/ann")
    #expect(FilePaths.expandingTilde(in: "~/p.csv", home: "/home/ann") == "/home/ann/p.csv")
    #expect(FilePaths.expandingTilde(in: "~bob/p.csv", home: "/home/ann") == "~bob/p.csv")
    #expect(FilePaths.expandingTilde(in: "a~/p.csv", home: "/home/ann") == "a~/p.csv")
  }
}
