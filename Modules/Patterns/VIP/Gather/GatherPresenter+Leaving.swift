import Domain
import Presentation

/// The ways out's view models: the question to ask, the last lines, where to go.
extension GatherPresenter {
  func presentEnd(response: GatherModels.EndGather.Response) async {
    let viewModel: GatherModels.EndGather.ViewModel =
      switch response {
      case .ask(let facts): .ask(Text.endQuestion(facts))
      case .ended(let gather, let facts): .ended(lines: Text.ended(gather, facts: facts), gather)
      case .goesOn: .goesOn(Text.goesOn)
      case .failed(let error): .error("could not end the gather: \(error.message)")
      }
    await viewController?.displayEnd(viewModel: viewModel)
  }

  func presentLeave(response: GatherModels.Leave.Response) async {
    let viewModel: GatherModels.Leave.ViewModel =
      switch response {
      case .ask(let way): .ask(Text.leaveQuestion, way)
      case .left(let way, let timer): .left(Text.left(timer), way)
      case .goesOn: .goesOn(Text.goesOn)
      }
    await viewController?.displayLeave(viewModel: viewModel)
  }

  func presentResume(response: GatherModels.Resume.Response) async {
    let viewModel: GatherModels.Resume.ViewModel =
      switch response {
      case .resumed(let facts, let before):
        .resumed(
          .init(
            message: Text.change(from: before, to: facts.timer), content: Text.content(of: facts)))
      case .askDiscard(let facts): .askDiscard(Text.discardQuestion(facts))
      case .failed(let error): .error(error.message)
      }
    await viewController?.displayResume(viewModel: viewModel)
  }

  func presentDiscard(response: GatherModels.Discard.Response) async {
    let viewModel: GatherModels.Discard.ViewModel =
      switch response {
      case .discarded: .init(lines: [Text.discarded])
      case .failed(let error):
        .init(lines: [], error: "could not discard the match: \(error.message)")
      case .kept: .init(lines: [Text.kept])
      }
    await viewController?.displayDiscard(viewModel: viewModel)
  }
}
