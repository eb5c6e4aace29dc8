import Domain
import Foundation

// ratings-league: the synthetic leagues behind docs/RATINGS.md. Each league is generated
// from its seed with known true strengths; the ratings are learned from its gathers exactly
// as the app learns them, and compared with the truth and with the declared skill.
//
//   swift run -c release ratings-league [--leagues N] [--seed FIRST]

struct Options {
  var leagues = 20
  var firstSeed: UInt64 = 1
  var model = RatingModel.standard

  init(_ arguments: [String]) throws {
    var words = arguments[...]
    while let word = words.popFirst() {
      switch word {
      case "--leagues":
        guard let value = words.popFirst().flatMap(Int.init), (1...1_000).contains(value) else {
          throw UsageError("--leagues takes a number from 1 to 1000")
        }
        leagues = value
      case "--seed":
        guard let value = words.popFirst().flatMap(UInt64.init) else {
          throw UsageError("--seed takes a whole number")
        }
        firstSeed = value
      case "--beta":
        guard let value = words.popFirst().flatMap(Double.init), value > 0 else {
          throw UsageError("--beta takes a number above 0")
        }
        model.beta = value
      case "--declared":
        guard let value = words.popFirst().flatMap(Double.init), value > 0 else {
          throw UsageError("--declared takes a number above 0")
        }
        model.declaredDeviation = value
      case "--prior":
        guard let value = words.popFirst().flatMap(Double.init), value > 0 else {
          throw UsageError("--prior takes a number above 0")
        }
        model.priorDeviation = value
      case "--paper-gamma": model.paperGamma = true
      case "--form-per-game": model.formPerPlayer = false
      case "--margin":
        guard let value = words.popFirst().flatMap(Double.init), value >= 1 else {
          throw UsageError("--margin takes a number from 1")
        }
        model.largestMarginWeight = value
      default:
        throw UsageError("usage: ratings-league [--leagues N] [--seed FIRST]")
      }
    }
  }
}

struct UsageError: Error {
  let message: String
  init(_ message: String) { self.message = message }
}

do {
  let options = try Options(Array(CommandLine.arguments.dropFirst()))
  let seeds = (0..<UInt64(options.leagues)).map { options.firstSeed + $0 }
  let usual = try seeds.map { try LeagueFigures(League(seed: $0), seed: $0, model: options.model) }
  var crowded = League.Settings()
  crowded.guestsPerGather = 4
  let guests = try seeds.map {
    try LeagueFigures(League(seed: $0, settings: crowded), seed: $0, model: options.model)
  }
  print(LeagueTables(usual: usual, manyGuests: guests, seeds: seeds).markdown)
} catch let error as UsageError {
  FileHandle.standardError.write(Data("ratings-league: \(error.message)\n".utf8))
  exit(2)
} catch {
  FileHandle.standardError.write(Data("ratings-league: \(error)\n".utf8))
  exit(1)
}
