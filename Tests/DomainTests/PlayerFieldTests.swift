import Domain
import Testing

struct PlayerFieldTests {
  let bob = Player(
    id: 2, name: "Bob", age: 30, skill: .professional, position: .striker,
    favouriteTeam: "Real Madrid")

  @Test func everyFieldReadsAsTheUserSeesIt() {
    #expect(
      PlayerField.allCases.map { bob.displayValue(of: $0) } == [
        "Bob", "30", "Real Madrid", "Striker", "Professional",
      ])
  }

  @Test func unsetFieldsHaveNoValue() {
    let cy = Player(id: 3, name: "Cy")
    #expect(PlayerField.allCases.map { cy.displayValue(of: $0) } == ["Cy", nil, nil, nil, nil])
  }

  @Test func fieldsHaveNamesForPeople() {
    #expect(
      PlayerField.allCases.map(\.displayName) == [
        "Name", "Age", "Favourite club", "Position", "Skill",
      ])
  }
}
