//! The adapters between each front-end crate and the pipeline: each parses and
//! verifies its input, builds its [`FrontEnd`](crate::FrontEnd) and hands it to
//! `Session::process`, the pipeline every language shares.

pub(crate) mod llvm;
pub(crate) mod mlir;
pub(crate) mod ptx;
