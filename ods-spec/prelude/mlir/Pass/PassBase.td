//===-- PassBase.td - declaring passes ------------------------------------===//
//
// Part of ods-rs, the Rust port of MLIR's ODS machinery. Written for ods-rs;
// names follow MLIR 22 so that definitions written for MLIR find them.
//
// A pass is a def of `Pass` (or `InterfacePass`) giving its command-line
// argument, what it runs on, its documentation, its options and its
// statistics. ods-build generates for each an options struct, a statistics
// struct, the trait the pass's Rust implements and its registration; the
// type of an option is a C++ scalar name (`bool`, `int`, `int64_t`,
// `unsigned`, `uint64_t`, `std::string`) or a Rust type implementing
// `ods_runtime::pass::OptionValue`, its default a C++ or Rust literal.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_PASS_PASSBASE
#define MLIR_PASS_PASSBASE

// An option of a pass: `pass{arg=value}` in a pipeline.
class Option<string varName, string arg, string valueType, string default,
             string desc, string additionalFlags = ""> {
  // The name of the option's field (made snake_case in Rust).
  string cppName = varName;
  // The key in a pipeline's text.
  string argument = arg;
  // The type of the value.
  string type = valueType;
  // The default value; empty for the type's default.
  string defaultValue = default;
  // One line of help.
  string description = desc;
  // Flags MLIR's C++ passes to the option's constructor (unused in Rust).
  string additionalOptFlags = additionalFlags;
}

// An option holding a list (`arg=a,b,c`) of values of `valueType`.
class ListOption<string varName, string arg, string valueType,
                 string desc, string additionalFlags = "">
  : Option<varName, arg, valueType, "", desc, additionalFlags>;

// A counter the pass keeps (`--mlir-pass-statistics`).
class Statistic<string varName, string statName, string desc> {
  // The name of the statistic's field.
  string cppName = varName;
  // The name the report shows.
  string name = statName;
  // One line saying what it counts.
  string description = desc;
}

// What every pass declares.
class PassBase<string passArg, string base> {
  // The pass's name in pipelines and on the command line.
  string argument = passArg;
  // The base of the pass in MLIR's C++: says what the pass runs on.
  string baseClass = base;
  // One line, the pass's help.
  string summary = "";
  // Markdown.
  string description = "";
  // How MLIR's C++ makes the pass (unused in Rust).
  code constructor = "";
  // The dialects whose entities the pass may create, loaded before it runs.
  list<string> dependentDialects = [];
  // The pass's options.
  list<Option> options = [];
  // The pass's statistics.
  list<Statistic> statistics = [];
}

// A pass on ops named `operation`, or on any op when it is empty.
class Pass<string passArg, string operation = "">
  : PassBase<passArg, "::mlir::OperationPass<" # operation # ">">;

// A pass on the ops that have the interface `interface`.
class InterfacePass<string passArg, string interface>
  : PassBase<passArg, "::mlir::InterfacePass<" # interface # ">">;

#endif // MLIR_PASS_PASSBASE
