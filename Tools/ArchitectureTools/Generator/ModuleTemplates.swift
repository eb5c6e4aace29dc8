/// The templates of one module, in the repository's style (the shape of Attendance).
struct ModuleTemplates {
  let module: ModuleName

  var sources: [TemplateFile] {
    [view, presenter, viewModel, interactor, entity, router, builder]
  }

  var tests: [TemplateFile] {
    [doubles, presenterTests, viewTests, interactorTests, builderTests]
  }
}
