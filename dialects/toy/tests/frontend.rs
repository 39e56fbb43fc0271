//! The front end on our own Toy programs: the AST dump, the parser's
//! errors with their locations, and no panic on malformed input.

use toy::dump::{dump, format_double};
use toy::parser::parse;

/// The dump of `source`, which must parse.
fn ast(source: &str) -> String {
    let outcome = parse(source.as_bytes(), "t.toy");
    assert!(outcome.errors.is_empty(), "{:?}", outcome.errors);
    dump(&outcome.module.expect("a module"))
}

/// The parser's messages for `source`, and whether a module came out.
fn errors(source: &str) -> (Vec<String>, bool) {
    let outcome = parse(source.as_bytes(), "t.toy");
    (outcome.errors, outcome.module.is_some())
}

#[test]
fn doubles_print_as_llvm_prints_them() {
    assert_eq!(format_double(1.0), "1.000000e+00");
    assert_eq!(format_double(0.125), "1.250000e-01");
    assert_eq!(format_double(12345.0), "1.234500e+04");
    assert_eq!(format_double(0.0), "0.000000e+00");
    assert_eq!(format_double(1e300 * 1e10), "INF");
}

#[test]
fn dumps_structs_functions_and_expressions() {
    let source = "\
struct Pair {
  var x;
  Pair inner;
}

def scale(Pair p, k) {
  return p.x * k + 1.5;
}

def main() {
  var v<3> = [7, 8.25, 9];
  Pair q = {[1, 2], {3}};
  print(scale(q, v));
  return;
}
";
    let expected = "  Module:
    Struct: Pair @t.toy:1:1
      Variables: [
        VarDecl x<> @t.toy:2:3
        VarDecl inner<Pair> @t.toy:3:3
      ]
    Function 
      Proto 'scale' @t.toy:6:1
      Params: [p, k]
      Block {
        Return
          BinOp: + @t.toy:7:20
            BinOp: * @t.toy:7:16
              BinOp: . @t.toy:7:12
                var: p @t.toy:7:10
                var: x @t.toy:7:12
              var: k @t.toy:7:16
            1.500000e+00 @t.toy:7:20
      } // Block
    Function 
      Proto 'main' @t.toy:10:1
      Params: []
      Block {
        VarDecl v<3> @t.toy:11:3
          Literal: <3>[ 7.000000e+00, 8.250000e+00, 9.000000e+00] @t.toy:11:14
        VarDecl q<Pair> @t.toy:12:3
          Struct Literal:             Literal: <2>[ 1.000000e+00, 2.000000e+00] @t.toy:12:13
            Struct Literal:               3.000000e+00 @t.toy:12:22
             @t.toy:12:21
           @t.toy:12:12
        Print [ @t.toy:13:3
          Call 'scale' [ @t.toy:13:9
            var: q @t.toy:13:15
            var: v @t.toy:13:18
          ]
        ]
        Return
          (void)
      } // Block
";
    assert_eq!(ast(source), expected);
}

#[test]
fn nested_literals_carry_their_dimensions() {
    let dump = ast("def main() { var m = [[[1], [2]], [[3], [4]]]; }");
    assert!(dump.contains(
        "Literal: <2, 2, 1>[ <2, 1>[ <1>[ 1.000000e+00], <1>[ 2.000000e+00]], \
         <2, 1>[ <1>[ 3.000000e+00], <1>[ 4.000000e+00]]] @t.toy:1:22"
    ));
}

#[test]
fn comments_and_blank_statements_are_skipped() {
    let dump = ast("# leading comment\ndef main() { ;; var a = 1; ; # trailing\n }");
    assert!(dump.contains("VarDecl a<> @t.toy:2:17\n"), "{dump}");
}

#[test]
fn parse_errors_name_the_expected_token_and_where() {
    let cases: &[(&str, &str)] = &[
        (
            "def main() { var a = [1, 2; }",
            "Parse error (1, 27): expected '] or ,' in literal expression but has Token 59 ';'",
        ),
        (
            "def main() { var a = [[1, 2], [3]]; }",
            "Parse error (1, 35): expected 'uniform well-nested dimensions' inside literal expression but has Token 59 ';'",
        ),
        (
            "def main() { var a = [[1], 2]; }",
            "Parse error (1, 30): expected 'uniform well-nested dimensions' inside literal expression but has Token 59 ';'",
        ),
        (
            "def main() { print(1, 2); }",
            "Parse error (1, 25): expected '<single arg>' as argument to print() but has Token 59 ';'",
        ),
        (
            "var x = 1;",
            "Parse error (1, 1): expected ''def' or 'struct'' when parsing top level module records but has Token -3",
        ),
        (
            "def main() { var a<2 3 = 1; }",
            "Parse error (1, 24): expected '>' to end type but has Token 61 '='",
        ),
        (
            "def f(a,) { }",
            "Parse error (1, 9): expected 'identifier' after ',' in function parameter list but has Token 41 ')'",
        ),
        (
            "struct S { var a = 1; }",
            "Parse error (1, 18): expected ';' after variable in struct definition but has Token 61 '='",
        ),
        (
            "def main() { Pair p; }",
            "Parse error (1, 20): expected 'initializer' in variable declaration but has Token 59 ';'",
        ),
    ];
    for (source, message) in cases {
        let (errors, _) = errors(source);
        assert_eq!(
            errors.first().map(String::as_str),
            Some(*message),
            "{source}"
        );
    }
}

#[test]
fn an_error_at_the_end_keeps_the_definitions_before_it() {
    // As the tutorial: the function that fails is dropped and, the input
    // being at its end, the module is what parsed before.
    let (errors, module) = errors("def f() { return; }\ndef main() { print(1);");
    assert_eq!(
        errors,
        ["Parse error (2, 22): expected '}' to close block but has Token -1"]
    );
    assert!(module);
}

#[test]
fn an_error_before_the_end_fails_the_module() {
    let (errors, module) = errors("def main() { print(1, 2); }\ndef g() {}");
    assert_eq!(
        errors,
        [
            "Parse error (1, 25): expected '<single arg>' as argument to print() but has Token 59 ';'",
            "Parse error (1, 25): expected 'nothing' at end of module but has Token 59 ';'",
        ]
    );
    assert!(!module);
}

#[test]
fn a_bad_initializer_leaves_the_declaration_without_one() {
    // As the tutorial: the error is reported, the declaration kept
    // without an initializer (IR generation then rejects it).
    let outcome = parse(b"def main() { var a = 1 +; }", "t.toy");
    assert_eq!(
        outcome.errors,
        ["Parse error (1, 25): expected 'expression' to complete binary operator but has Token 59 ';'"]
    );
    let dump = dump(&outcome.module.expect("a module"));
    assert!(
        dump.contains("VarDecl a<> @t.toy:1:14\n      } // Block"),
        "{dump}"
    );
}

#[test]
fn unknown_tokens_are_reported_by_value() {
    let (errors, _) = errors("def main() { var a = @; }");
    assert_eq!(errors[0], "unknown token '64' when expecting an expression");
}

/// A small deterministic generator (xorshift), for the fuzzing below.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

const SEED_PROGRAM: &str = "struct S { var a; var b; }
def f(S s, x) { return transpose(s.a) * x + s.b; }
def main() {
  var a<2, 2> = [[1, 2], [3, 4.5]];
  S s = {a, [5, 6, 7, 8]};
  var c = f(s, a);
  print(c);
}
";

#[test]
fn random_bytes_and_token_soups_never_panic() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let pieces = [
        "def",
        "struct",
        "var",
        "return",
        "print",
        "transpose",
        "a",
        "b",
        "(",
        ")",
        "{",
        "}",
        "[",
        "]",
        "<",
        ">",
        ",",
        ";",
        "=",
        "+",
        "-",
        "*",
        ".",
        "1",
        "2.5",
        "#c\n",
        " ",
        "\n",
        "\u{e9}",
        "\0",
        "\u{ff}",
    ];
    for _ in 0..3000 {
        let len = rng.below(40);
        let text: String = (0..len).map(|_| pieces[rng.below(pieces.len())]).collect();
        let _ = parse(text.as_bytes(), "soup.toy");
        let bytes: Vec<u8> = (0..len).map(|_| rng.next() as u8).collect();
        let _ = parse(&bytes, "bytes.toy");
    }
}

#[test]
fn mutated_programs_never_panic_in_the_parser_or_the_dump() {
    let mut rng = Rng(42);
    let seed = SEED_PROGRAM.as_bytes();
    let alphabet = b"(){}[]<>,;=+-*.#0123456789 \nabsvS";
    for _ in 0..3000 {
        let mut bytes = seed.to_vec();
        for _ in 0..1 + rng.below(4) {
            let at = rng.below(bytes.len());
            match rng.below(3) {
                0 => {
                    bytes.remove(at);
                }
                1 => bytes.insert(at, alphabet[rng.below(alphabet.len())]),
                _ => bytes[at] = alphabet[rng.below(alphabet.len())],
            }
        }
        if let Some(module) = parse(&bytes, "m.toy").module {
            let _ = dump(&module);
        }
    }
}
