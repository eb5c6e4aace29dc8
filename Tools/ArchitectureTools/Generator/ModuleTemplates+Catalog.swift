extension ModuleTemplates {
  /// The module's DocC catalog (`<Name>.docc`, beside its sources): the overview page
  /// `Tools/docs.sh` needs and the changelog `Tools/api.sh` reads.
  var catalog: [TemplateFile] { [overview, changelog] }

  var overview: TemplateFile {
    TemplateFile(
      name: "\(module.name).docc/\(module.target).md",
      contents: """
        # ``\(module.target)``

        What the \(module.title) screen shows. (Say here what the module does for the user.)

        ## Overview

        `\(module.target)` is one VIPER module: a View, an Interactor, a Presenter, its
        Entities and a Router, each in its own file under `\(module.sourcePath)`, and a
        Builder that wires them. Only the builder and the Router are public.

        It sits in the **feature ring**: it imports only the shared kernel (`Domain` and
        `LineUI`). The composition root (`AppComposition`) builds it, and the flow that owns
        it implements its Router.

        The public entry point is ``\(module.name)Builder``, and
        ``\(module.name)Builder/build(router:)`` makes the screen; ``\(module.name)Router``
        is the module's ways out, each named after what the user wants.

        The module's public API is checked in CI against `Tools/api/\(module.target).json`; a
        breaking change must be recorded with its reason in <doc:CHANGELOG>.

        ## Topics

        ### Building the screen

        - ``\(module.name)Builder``
        - ``\(module.name)Router``

        ### Changes

        - <doc:CHANGELOG>

        """)
  }

  var changelog: TemplateFile {
    TemplateFile(
      name: "\(module.name).docc/CHANGELOG.md",
      contents: """
        # Changelog

        Breaking changes to the public API of `\(module.target)`, newest first.

        ## Overview

        `Tools/api.sh` compares the module's public API with its baseline,
        `Tools/api/\(module.target).json`, and fails CI on a breaking change (a public type or
        member removed, renamed or changed) unless an entry below quotes the change as the
        check prints it and gives the reason on the next line:

        ```
        - Struct OldName has been removed
          Reason: why the module's users have to change, and what they change to.
        ```

        After the change is recorded, `Tools/api.sh --update \(module.target)` writes the new
        baseline.

        ## Unreleased

        No breaking changes.

        """)
  }
}
