import Domain
import Testing

struct LoginFormTests {
  @Test func theUsernameIsTrimmedAndAnyPasswordLogsIn() throws {
    let credentials = try LoginForm(username: "  alice ", password: "x").validated()
    #expect(credentials == Credentials(username: "alice", password: "x"))
  }

  @Test(arguments: [
    (LoginForm(username: " ", password: "x"), "the username cannot be empty; type one"),
    (LoginForm(username: "bob", password: ""), "the password cannot be empty; type one"),
    (
      LoginForm(username: "bob", password: "short", repeatedPassword: "short"),
      "the password needs at least 8 characters"
    ),
    (
      LoginForm(username: "bob", password: "abcdefgh", repeatedPassword: "abcdefgX"),
      "the passwords do not match"
    ),
  ])
  func theFirstProblemToFixIsSaid(form: LoginForm, message: String) {
    #expect(throws: FootballGatherError.invalidInput(message)) { try form.validated() }
  }

  @Test func aNewPasswordIsCheckedBeforeItIsRepeated() {
    #expect(LoginForm.newPasswordProblem("1234567") == .tooShort)
    #expect(LoginForm.newPasswordProblem("12345678") == nil)
    let registering = LoginForm(username: "bob", password: "12345678", repeatedPassword: "1234567")
    #expect(registering.passwordProblem == .repeatDiffers)
    #expect(LoginForm(username: "bob", password: "1").passwordProblem == nil)
  }
}
