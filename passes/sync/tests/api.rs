//! The library API as a caller sees it: inputs in memory, diagnostics as data, typed
//! errors, and the status a run maps to.

use tcgen05_sync::{
    run, EmitKind, ErrorKind, Input, Language, Options, Severity, Status, SyncReading,
};

/// A kernel whose tcgen05.ld is released by an mbarrier arrive with neither
/// tcgen05.wait::ld nor tcgen05.fence::before_thread_sync before it (R-BEFORE).
const RELEASE_WITHOUT_FENCE: &str = "\
.version 8.7
.target sm_100a
.address_size 64
.visible .entry k(.param .u32 taddr, .param .u64 bar)
{
\t.reg .b32 %r<4>;
\t.reg .b64 %rd<2>;
\tld.param.u32 %r1, [taddr];
\tld.param.u64 %rd1, [bar];
\ttcgen05.ld.sync.aligned.32x32b.x1.b32 {%r2}, [%r1];
\tmbarrier.arrive.shared::cta.b64 _, [%rd1];
\tret;
}
";

#[test]
fn check_returns_findings_as_data() {
    let options = Options {
        check: true,
        ..Options::default()
    };
    let out = run(Input::text("k.ptx", RELEASE_WITHOUT_FENCE), &options).unwrap();
    // --check found an error: exit status 1 and nothing to write.
    assert_eq!(out.status, Status::Hazards);
    assert_eq!(out.exit_code(), 1);
    assert!(out.bytes.is_none());
    let errors: Vec<_> = out
        .diagnostics
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .collect();
    assert_eq!(errors.len(), 1, "{:?}", out.diagnostics);
    let d = errors[0];
    assert_eq!(d.rule, Some("R-BEFORE"));
    // The arrive (line 11) releases the load (line 10), the note's other end.
    let at = d.location.as_ref().unwrap();
    assert_eq!(
        (at.file.as_str(), at.line, at.function.as_str()),
        ("k.ptx", Some(11), "k")
    );
    assert_eq!(d.related.len(), 1);
    assert_eq!(d.related[0].0.line, Some(10));
}

#[test]
fn insert_mode_repairs_and_remarks() {
    // The default (acq-rel) reading: the arrive is a release, which orders the load's
    // issue by itself; only completion is missing, so one tcgen05.wait::ld.
    let options = Options {
        remarks: true,
        ..Options::default()
    };
    let out = run(Input::text("k.ptx", RELEASE_WITHOUT_FENCE), &options).unwrap();
    assert_eq!(out.status, Status::Success);
    let text = String::from_utf8(out.bytes.clone().unwrap()).unwrap();
    let wait = text.find("tcgen05.wait::ld.sync.aligned;").unwrap();
    let arrive = text.find("mbarrier.arrive").unwrap();
    assert!(wait < arrive, "{text}");
    assert!(
        !text.contains("tcgen05.fence::before_thread_sync"),
        "{text}"
    );
    assert_eq!(out.remarks().count(), 1);
    // The strict reading (Options::sync_reading, --sync-reading=strict) also wants
    // tcgen05.fence::before_thread_sync before the arrive.
    let strict = Options {
        remarks: true,
        sync_reading: SyncReading::Strict,
        ..Options::default()
    };
    let out = run(Input::text("k.ptx", RELEASE_WITHOUT_FENCE), &strict).unwrap();
    let text = String::from_utf8(out.bytes.clone().unwrap()).unwrap();
    let fence = text.find("tcgen05.fence::before_thread_sync;").unwrap();
    assert!(fence < text.find("mbarrier.arrive").unwrap(), "{text}");
    assert_eq!(out.remarks().count(), 2);
    // The repaired kernel is clean for --check in that reading.
    let check = Options {
        check: true,
        sync_reading: SyncReading::Strict,
        ..Options::default()
    };
    let again = run(Input::text("fixed.ptx", &text), &check).unwrap();
    assert_eq!(again.status, Status::Success);
    assert!(again.diagnostics.is_empty(), "{:?}", again.diagnostics);
}

#[test]
fn errors_are_typed_and_name_the_input() {
    // Malformed PTX: the file and the line.
    let e = run(Input::text("bad.ptx", ".entry k(\n"), &Options::default()).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Malformed);
    assert!(e.message.starts_with("bad.ptx:"), "{}", e.message);
    assert_eq!(e.exit_code(), 2);
    // Standard input without a language.
    let e = run(Input::Stdin, &Options::default()).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Usage);
    // A target without tcgen05.
    let sm90 = Options {
        mcpu: "sm_90".into(),
        ..Options::default()
    };
    let e = run(Input::text("k.ptx", RELEASE_WITHOUT_FENCE), &sm90).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Usage);
    assert!(e.message.contains("sm_90"), "{}", e.message);
    // A name without a known extension needs Options::language.
    let e = run(
        Input::text("kernel", RELEASE_WITHOUT_FENCE),
        &Options::default(),
    )
    .unwrap_err();
    assert_eq!(e.kind, ErrorKind::Usage);
    let ptx = Options {
        language: Some(Language::Ptx),
        emit: Some(EmitKind::None),
        ..Options::default()
    };
    assert!(run(Input::text("kernel", RELEASE_WITHOUT_FENCE), &ptx).is_ok());
    // PTX cannot become LLVM IR.
    let llvm = Options {
        emit: Some(EmitKind::Llvm),
        ..Options::default()
    };
    let e = run(Input::text("k.ptx", RELEASE_WITHOUT_FENCE), &llvm).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Usage);
}

#[test]
fn llvm_text_and_parsed_module_give_the_same_ir() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../testdata/examples/gemm.ll"
    );
    let source = std::fs::read_to_string(path).unwrap();
    let from_text = run(Input::text("gemm.ll", &source), &Options::default()).unwrap();
    let context = inkwell::context::Context::create();
    let buffer = inkwell::memory_buffer::MemoryBuffer::create_from_memory_range_copy(
        source.as_bytes(),
        "gemm.ll",
    );
    let module = context.create_module_from_ir(buffer).unwrap();
    let from_module = run(
        Input::LlvmModule {
            name: "gemm.ll".into(),
            module: &module,
        },
        &Options::default(),
    )
    .unwrap();
    // The module was rewritten in place, and both runs print the same IR.
    assert_eq!(from_text.bytes, from_module.bytes);
    assert!(module
        .print_to_string()
        .to_string()
        .contains("call void @llvm.nvvm.tcgen05.wait.ld()"));
}
