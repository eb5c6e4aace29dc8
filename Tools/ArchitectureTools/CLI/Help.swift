/// The text of `archtool help`.
enum Help {
  static let text = """
    archtool \(ArchTool.version) — architecture metrics, rules and scaffolding for Swift trees

    usage: archtool <command> [options]

    commands:
      report [PATH]            lines, types, functions, public API and tests per module and role
          --profile P          footballgather (default), mvc, mvvm, mvp, mvp-c, viper, vip,
                               or a JSON file (see `archtool profiles NAME` for the format)
          --format F           table (default), markdown, csv, json, svg (stacked bars)
          --explain other      list the files no rule places, and why
          --files              every file with its layer and the rule that placed it
          --layers             the profile's own layers instead of the roles all patterns share
      compare PATH... --baseline PATH
                               several trees side by side, with deltas against the baseline;
                               PATH@PROFILE gives one tree its own profile, LABEL=PATH a
                               short column title (--baseline LABEL)
          --metrics LIST       comma-separated: files,code,comment,blank,types,functions,public,
                               tests,test-code
          --layers             as for report
          --profile, --format  as for report
      complexity [PATH]        cyclomatic complexity (lizard's count) per role: functions, sum, largest;
                               a function's role is its type's by declaration (docs/METRICS.md)
          --functions          one row per function instead
          --include-tests      count test files too (they are left out by default)
          --coupling           per role: types, WMC (sum, largest), CBO largest, fan-out, fan-in,
                               RFC (sum, largest), LCOM4 (sum, largest)
          --types              one row per type: role, WMC, fan-out, fan-in, CBO, RFC, LCOM4
          --code               code lines per role, each line in the role of its type
          --profile, --format  as for report (table, markdown or csv)
      support-use TESTS SUPPORT...
                               the files of the SUPPORT folders the tests use (a type they name,
                               a function they call), with their code lines
      graph [PATH]             the SwiftPM target graph with coupling metrics (Ca, Ce, I, A, D),
                               stable-dependency violations and cycles
          --format F           table (default), mermaid, dot, json, svg (targets by level)
          --layers             also the references between layers inside each target
          --include-tests      keep test targets in the graph
          --abstractness S     public (default: types other targets can use) or internal
          --describe FILE      read `swift package describe --type json` output from FILE
          --modules N|A,B      folders as modules (N path components deep, or the folders
                               listed), edges from type references: for trees without a
                               Package.swift; abstractness then counts every type
      check [PATH]             enforce the rings and VIPER roles; exit 1 on any violation
          --baseline FILE      accepted violations (one per line); stale entries are reported
          --write-baseline FILE
                               write the current violations as a baseline and exit 0
          --describe FILE      as for graph
          --profile P          mvc, mvvm, mvp, mvp-c, vip or viper: check PATH (a folder such as
                               Modules/Patterns/MVVM) with that pattern's own rules
          --rules FILE         JSON: which layers may not reference, import, use or call what
                               (any tree and profile)
      timing [PATH]            clean, null and incremental debug build times (median of N runs)
          --runs N             runs of each measurement (default 3)
          --touch FILE         a file to touch for an incremental build (repeatable); default:
                               a feature's Presenter, a Domain file and the composition root
          --edit               append a public declaration instead of touching (an interface
                               change), restoring each file afterwards
          --format F           table (default), markdown, json
      new-module NAME          create Modules/Features/NAME and Tests/NAMEFeatureTests and
                               register both in Package.swift
          --path PATH          the repository root (default .)
          --dry-run            list the files without writing them
      profiles [NAME]          list the built-in profiles, or print one as JSON
      owners [PATH]            which modules a change touches, per owner (team): its own
                               modules it edits and the other owners' modules it edits,
                               imports or is imported by (OWNERS: one 'TARGET TEAM' a line)
          --range A..B         the change: `git diff --name-only A..B`
          --changed FILE       the change: changed paths, one a line (instead of --range)
          --owners FILE        the owners file (default PATH/OWNERS)
          --owner TEAM         only that team's part
          --describe FILE      as for graph

    options: --help, --version. Colour only on a terminal; NO_COLOR turns it off.
    SOURCE_DATE_EPOCH fixes the date in report headers.

    """
}
