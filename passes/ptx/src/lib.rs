//! The PTX front end of tcgen05-sync: [`read_module`] reads a PTX file into one core
//! [`Function`](tcgen05_core::model::Function) per `.entry`/`.func`, with each
//! instruction's line, column and text, and [`rewrite`] inserts planned instructions
//! as PTX lines while every other byte stays as it was.
//!
//! Instructions are classified by the shared decoder (`tcgen05-ptx-decode`), so a
//! PTX file and an LLVM inline-asm string mean the same thing.
//!
//! **Architecture Invariant:** text only: no I/O, no LLVM or MLIR.

// The reader refers to the core and the decoder by crate-local paths (`crate::model`,
// `crate::ptx_decode`), as it did when it lived in the core.
pub(crate) use tcgen05_core::{facts, model, plan, spec};
pub(crate) use tcgen05_ptx_decode::{ptx_decode, ptx_lex, smem_spans};

pub mod ptx_reader;
pub mod synthesis;
mod uniform;
mod warp_paths;

pub use ptx_reader::*;
pub use synthesis::{original_line, rewrite_ptx, Inserted};
