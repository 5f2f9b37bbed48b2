//! PTX instruction meaning: one decoder turns a PTX statement (from a `.ptx` file, an
//! LLVM or MLIR inline-asm string, or an NVVM intrinsic mapped to PTX text) into an
//! [`Op`](tcgen05_core::spec::Op) of the core's specification model.
//!
//! The layer sits between the core (model, rules, analyses; no front-end code) and
//! the front ends (PTX, LLVM, MLIR), which all read tcgen05 instructions through it
//! so they agree on what an instruction does.
//!
//! **Architecture Invariant:** text only: no I/O, no LLVM or MLIR.

// The decoder refers to the core's modules by their crate-local paths
// (`crate::model`, `crate::spec`), as it did when it lived in the core.
pub(crate) use tcgen05_core::{model, spec};

pub mod ptx_decode;
pub mod ptx_lex;
pub mod smem_spans;
pub mod synthesis_text;

pub use ptx_decode::*;
pub use synthesis_text::{ptx_sequence, ArrayBase};
