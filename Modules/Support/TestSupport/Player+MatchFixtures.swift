import Domain

/// The match the match tests play: Domain's, the VIPER Gather module's and every pattern
/// variant's (Tests/DomainTests, Tests/GatherFeatureTests, Tests/<Pattern>GatherTests).
/// Written once here; a test target that means other players by these names declares its
/// own, which shadow these.
extension Player {
  public static let ann = Player(id: 1, name: "Ann", skill: .amateur, position: .goalkeeper)
  public static let bob = Player(id: 2, name: "Bob", skill: .professional, position: .striker)
  public static let cy = Player(id: 3, name: "Cy")
  public static let dee = Player(id: 4, name: "Dee", skill: .beginner, position: .defender)
}
