import Domain

/// The login scene's requests (view -> interactor), responses (interactor -> presenter)
/// and view models (presenter -> view), one group per use case, as Clean Swift writes them.
enum LoginModels {
  enum LoadCredentials {
    struct Request {}
    struct Response { var preferences: LoginPreferences }
    struct ViewModel: Equatable {
      var title: String
      var rememberMe: String
      var hint: String
      var usernameText: String?
    }
  }

  enum Authenticate {
    struct Request {
      var username: String
      var password: String
    }
    enum Response {
      case loggedIn(AuthSession)
      case registered(AuthSession)
      case restored(AuthSession)
      case failed(FootballGatherError)
    }
    struct ViewModel: Equatable {
      var message: String?
      var errorMessage: String?
      /// Who is in, for the router to hand to the next screen; `nil` on an error.
      var session: AuthSession?
    }
  }

  /// Register's first step: is the username free? Answered as `Register.Response`, as are
  /// the other steps of the registration dialogue.
  enum CheckUsername {
    struct Request { var username: String }
  }

  /// Register's second step: the new password, checked before it is asked again.
  enum CheckPassword {
    struct Request { var password: String }
  }

  /// The user left the registration dialogue (end of input, or discarded it).
  enum CancelRegistration {
    struct Request {}
  }

  /// Register's last step, the repeated password, and the dialogue's responses.
  enum Register {
    struct Request { var repeated: String }
    enum Response {
      case usernameAccepted(String)
      case passwordAccepted(String)
      case refused(FootballGatherError)
      case passwordRefused(LoginForm.PasswordProblem)
      /// The new password is too short: asked for again, the username kept.
      case passwordTooShort(String)
    }
    enum ViewModel: Equatable {
      case askPassword(prompt: String, username: String)
      case askRepeat(prompt: String, username: String)
      case askPasswordAgain(error: String, prompt: String, username: String)
      case error(String)
    }
  }

  enum RememberMe {
    struct Request { var isOn: Bool }
    enum Response {
      case changed(Bool)
      case failed(FootballGatherError)
    }
    struct ViewModel: Equatable {
      var message: String?
      var errorMessage: String?
    }
  }

  enum LogOut {
    struct Request { var session: AuthSession }
    struct Response {}
    struct ViewModel: Equatable { var message: String }
  }
}
