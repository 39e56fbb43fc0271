//! `toyc`, the compiler of MLIR's Toy tutorial (its `toyc-ch7`), on
//! ods-rs: one module a stage, as the tutorial's files.
//!
//! - [`lexer`], [`parser`] and [`ast`]: the front end (chapter 1), with
//!   [`dump`] for `-emit=ast`;
//! - [`mlirgen`]: the AST to the Toy dialect of `sample-dialect`
//!   (chapters 2 and 7);
//! - [`pipeline`]: the tutorial's passes, inlining, shape inference and
//!   cleanups (chapters 3 and 4), and the lowering to affine loops;
//! - [`lower_to_affine`]: that lowering (chapter 5);
//! - [`lower_to_llvm`]: the full lowering to the `llvm` dialect
//!   (chapter 6), with [`print_lowering`] for `toy.print`;
//! - [`llvm_tools`]: the LLVM IR export, and the installed LLVM tools
//!   `-opt` and `-emit=jit` hand it to.

pub mod ast;
pub mod dump;
pub mod lexer;
pub mod llvm_tools;
pub mod lower_to_affine;
pub mod lower_to_llvm;
pub mod mlirgen;
pub mod parser;
pub mod pipeline;
pub mod print_lowering;
