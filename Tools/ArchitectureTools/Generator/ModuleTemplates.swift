/// The templates of one module, in the repository's style (mirrors PlayerList).
struct ModuleTemplates {
  let module: ModuleName

  var sources: [TemplateFile] {
    [view, presenter, viewModel, interactor, entity, router, builder]
  }

  var tests: [TemplateFile] {
    [doubles, presenterTests, viewTests, interactorTests, routerTests, builderTests]
  }
}
