//! The adapters between each front-end crate and the pipeline: each parses and
//! verifies its input, builds its [`FrontEnd`](crate::FrontEnd) and hands it to
//! `Session::process`, the pipeline every language shares.

pub(crate) mod llvm;
pub(crate) mod mlir;
pub(crate) mod ptx;

use crate::{Error, ErrorKind};

/// The input as text, for the text front ends (PTX, MLIR). The reader has already
/// rejected invalid UTF-8 with its line (`io::check_input`); this names the file if
/// bytes reach a front end some other way.
pub(crate) fn text<'b>(file: &str, bytes: &'b [u8]) -> Result<&'b str, Error> {
    std::str::from_utf8(bytes).map_err(|_| {
        Error::new(
            ErrorKind::Malformed,
            format!("{file}: malformed input: not UTF-8 text"),
        )
    })
}
