import Foundation

/// Writes the report as aligned tables, or as JSON with `--format json`.
enum Printer {
  static func json(_ report: BenchReport) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return String(decoding: try encoder.encode(report), as: UTF8.self)
  }

  static func table(_ report: BenchReport) -> String {
    var lines: [String] = []
    for fixture in report.fixtures {
      lines.append("")
      lines.append("## \(fixture.scale) (built through LocalStore in \(format(fixture.seconds))s)")
      lines.append("")
      lines.append("| use case | app ms | raw SQL ms | ratio | peak MiB | lines shown |")
      lines.append("|---|---:|---:|---:|---:|---:|")
      for row in report.measurements where row.scale == fixture.scale {
        lines.append(
          "| \(row.useCase)\(row.failed ? " (ERROR)" : "") | \(format(row.appMilliseconds)) | "
            + "\(row.rawMilliseconds.map(format) ?? "-") | "
            + "\(row.ratio.map { format($0) + "x" } ?? "-") | \(format(row.peakMebibytes)) | "
            + "\(row.outputLines) |")
      }
    }
    if let bcrypt = report.bcrypt {
      lines += [
        "", "## bcrypt (cost \(bcrypt.cost))", "",
        "hash \(format(bcrypt.hashMilliseconds)) ms, verify \(format(bcrypt.verifyMilliseconds)) ms"
          + " (part of every log in and register above)",
      ]
    }
    lines += ["", "## balance", "", "| players | method | ms |", "|---:|---|---:|"]
    for row in report.balanceTimes {
      lines.append("| \(row.players) | \(row.method) | \(format(row.milliseconds)) |")
    }
    if let gap = report.balanceGap {
      lines += [
        "",
        "Seeded search against the exact optimum on \(gap.rosters) random rosters of "
          + "\(gap.playersFrom)-\(gap.playersTo) players: optimal on \(gap.optimalCount), "
          + "mean gap \(format(gap.meanGap)), worst gap \(gap.worstGap) (skill points; 1,000 "
          + "would be a goalkeeper misplaced); mean time exact \(format(gap.meanExactMilliseconds)) "
          + "ms, seeded \(format(gap.meanHeuristicMilliseconds)) ms.",
      ]
    }
    lines += ["", "Peak memory of the whole run: \(format(report.peakMebibytes)) MiB"]
    return lines.joined(separator: "\n")
  }

  static func format(_ value: Double) -> String {
    value >= 100
      ? String(format: "%.0f", value)
      : value >= 10
        ? String(format: "%.1f", value)
        : String(format: "%.2f", value)
  }
}
