import Domain

/// The edit scene's requests, responses and view models, one group per use case.
enum PlayerEditModels {
  enum Load {
    struct Request {}
    struct Response { var edit: PlayerFieldEdit }
    struct ViewModel: Equatable {
      var title: String
      var current: String
      var fieldName: String
      var choices: [[String]]
      var hint: String
    }
  }

  enum Change {
    enum Request {
      case enter(String)
      case choose(index: Int)
    }
    enum Response {
      case changed(PlayerFieldEdit)
      case refused(FootballGatherError)
    }
    enum ViewModel: Equatable {
      case message(String)
      case error(String)
    }
  }

  enum Save {
    struct Request {}
    enum Response {
      case saved(Player, edit: PlayerFieldEdit)
      case nothingToSave(PlayerFieldEdit)
      case failed(FootballGatherError, edit: PlayerFieldEdit)
    }
    enum ViewModel: Equatable {
      case saved(String)
      case error(String)
    }
  }

  enum Leave {
    struct Request {}
    struct Response { var edit: PlayerFieldEdit }
    struct ViewModel: Equatable {
      /// The question to ask before leaving; `nil` when nothing would be lost.
      var question: String?
      var stillEditing: String
    }
  }
}
