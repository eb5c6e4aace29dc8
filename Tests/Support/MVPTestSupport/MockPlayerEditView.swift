import Domain

/// The edit presenter's view in a test (`MockMVPView`). Strict.
public final class MockPlayerEditView: MockMVPView<
  MockPlayerEditView.Method, MockPlayerEditView.Call
>
{
  public enum Method: MVPViewMethods {
    case setupView, showMessage, handleError, askToDiscard, handleSuccessfulPlayerUpdate
  }

  public enum Call: MVPViewCalls {
    case setup(title: String, current: String, choices: Int, hint: String)
    case message(String)
    case error(String)
    case question(String)
    case saved(Player)
  }

  public func setupView(title: String, current: String, choices: [[String]], hint: String) {
    record(.setupView, .setup(title: title, current: current, choices: choices.count, hint: hint))
  }

  public func handleSuccessfulPlayerUpdate(_ player: Player) async {
    record(.handleSuccessfulPlayerUpdate, .saved(player))
  }
}
