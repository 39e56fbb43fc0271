//! The dynamic dialect example prints what `examples/dynamic_dialect.expected`
//! holds for its IR file.

// Its `main` runs only as the example.
#[allow(dead_code)]
#[path = "../examples/dynamic_dialect.rs"]
mod example;

#[test]
fn the_example_prints_the_expected_output() {
    let source = include_str!("../examples/dynamic_dialect.mlir");
    let expected = include_str!("../examples/dynamic_dialect.expected");
    assert_eq!(example::run(source).unwrap(), expected);
}
