//===-- Utils.td - small helpers shared by the ODS prelude ----------------===//
//
// Part of ods-rs, the Rust port of MLIR's ODS machinery. Written for ods-rs;
// names follow MLIR 22 so that definitions written for MLIR find them.
//
// Deprecation markers, the `ins`/`outs` dag operators, `CArg` for builder
// parameters, and a few string helpers.
//
//===----------------------------------------------------------------------===//

#ifndef UTILS_TD
#define UTILS_TD

// Marks a TableGen definition as deprecated; using it is reported with
// `reason`.
class Deprecated<string reason> {
  string odsDeprecated = reason;
}

// Marks a generated Rust item as deprecated (`#[deprecated]`), with `reason`
// as its note.
class CppDeprecated<string reason> {
  string odsCppDeprecated = reason;
}

// A code template whose result is `result`; placeholders such as `$_self`
// are substituted where it is used.
class StrFunc<string r> {
  string result = r;
}

// Operators of the argument and result lists of an operation:
// `(ins I32:$x)` and `(outs F32:$y)`.
def ins;
def outs;

// A builder parameter with its Rust type and, optionally, a default value
// (a Rust expression). A parameter with a default becomes an `Option`
// parameter of the generated builder.
class CArg<string ty, string value = ""> {
  string type = ty;
  string defaultValue = value;
}

// `str` with its first character in upper case.
class firstCharToUpper<string str> {
  string ret = !if(!eq(!size(str), 0), "",
                   !toupper(!substr(str, 0, 1)) # !substr(str, 1));
}

// `foo_bar_baz` -> `FooBarBaz`: underscores are dropped and the character
// after each one, like the first character, is put in upper case.
class snakeCaseToCamelCase<string str> {
  string ret = !foldl("", !range(!size(str)), acc, i,
    !if(!eq(!substr(str, i, 1), "_"), acc,
        // `!or` evaluates both sides: the index is kept in range at 0.
        acc # !if(!or(!eq(i, 0),
                      !eq(!substr(str, !if(!eq(i, 0), 0, !sub(i, 1)), 1), "_")),
                  !toupper(!substr(str, i, 1)),
                  !substr(str, i, 1))));
}

#endif // UTILS_TD
