//! Run tcgen05-sync as a library on an LLVM IR file (by default the Quick start
//! kernel `testdata/examples/gemm.ll`), twice:
//!
//! 1. from its path, with remarks, printing each inserted instruction;
//! 2. on a module parsed by the caller (as an LLVM pass plugin would hold one), which
//!    the library rewrites in place.
//!
//! `cargo run -p tcgen05-sync --example insert [-- FILE.ll]`

use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use tcgen05_sync::{run, DiagnosticsFormat, EmitKind, Input, Options};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let path = std::env::args().nth(1).unwrap_or_else(|| {
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../testdata/examples/gemm.ll"
        )
        .into()
    });

    // 1. A path in, text IR and remarks out.
    let options = Options {
        remarks: true,
        ..Options::default()
    };
    let output = run(Input::Path(path.clone().into()), &options)?;
    print!("{}", output.render_diagnostics(DiagnosticsFormat::Text));
    println!(
        "{} remarks, {} bytes of IR, exit status {}",
        output.remarks().count(),
        output.bytes.as_ref().map_or(0, Vec::len),
        output.exit_code()
    );

    // 2. An already-parsed module, rewritten in place; nothing emitted.
    let context = Context::create();
    let buffer = MemoryBuffer::create_from_file(path.as_ref()).map_err(|e| e.to_string())?;
    let module = context
        .create_module_from_ir(buffer)
        .map_err(|e| e.to_string())?;
    let options = Options {
        emit: Some(EmitKind::None),
        ..Options::default()
    };
    run(
        Input::LlvmModule {
            name: path.clone(),
            module: &module,
        },
        &options,
    )?;
    let waits = module
        .print_to_string()
        .to_string()
        .matches("llvm.nvvm.tcgen05.wait.ld")
        .count();
    println!("the module in memory now mentions tcgen05.wait.ld {waits} times");
    Ok(())
}
