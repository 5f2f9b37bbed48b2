//! Golden tests of the core through bare PTX bodies in `testdata/core/`: each
//! `NAME.ptx` is planned and rewritten and compared with `NAME.expected`. Files whose
//! name contains `.trust` run with `--ld-use=trust-register-dependency`. Every output
//! must also pass the independent checker (which must flag the input exactly when
//! something was inserted), and a second run must change nothing.
//! `BLESS=1 cargo test -p tcgen05-core --test golden` rewrites the expectations.

use std::fs;
use std::path::{Path, PathBuf};

use pretty_assertions::assert_eq;
use tcgen05_core::checker::check;
use tcgen05_core::plan::{plan, Config, LdUsePolicy, SyncReading};
use tcgen05_ptx::{read_body, rewrite};

/// The case's configuration under `reading`: the file name picks the ld-use policy
/// (`.trust` in the name: trust the register dependency; otherwise `wait`).
fn config_for(path: &Path, sync_reading: SyncReading) -> Config {
    let name = path.file_name().unwrap().to_string_lossy();
    Config {
        sync_reading,
        ld_use: if name.contains(".trust") {
            LdUsePolicy::TrustRegisterDependency
        } else {
            LdUsePolicy::Wait
        },
    }
}

fn run_once(src: &str, config: &Config) -> (String, usize) {
    let pf =
        read_body(src, "test").unwrap_or_else(|e| panic!("{}:{}: {}", e.line, e.col, e.message));
    let edits = plan(&pf.func, config);
    (rewrite(src, &[(&pf, &edits)]), edits.len())
}

#[test]
fn golden_core_cases() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../testdata/core");
    let bless = std::env::var_os("BLESS").is_some();
    let mut cases: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ptx"))
        .collect();
    cases.sort();
    assert!(
        cases.len() >= 10,
        "golden cases missing from {}",
        dir.display()
    );
    // Every case under both thread-sync readings: `<case>.expected` holds the strict
    // reading's output, `<case>.acqrel.expected` the acq-rel reading's.
    let readings = [
        (SyncReading::Strict, "expected"),
        (SyncReading::AcqRel, "acqrel.expected"),
    ];
    for (case, (reading, extension)) in cases
        .iter()
        .flat_map(|c| readings.iter().map(move |r| (c, *r)))
    {
        let src = fs::read_to_string(case).unwrap();
        let config = config_for(case, reading);
        let (out, _) = run_once(&src, &config);
        let expected_path = case.with_extension(extension);
        if bless {
            fs::write(&expected_path, &out).unwrap();
        } else {
            let expected = fs::read_to_string(&expected_path).unwrap_or_else(|_| {
                panic!("{} missing; run with BLESS=1", expected_path.display())
            });
            assert_eq!(expected, out, "{} ({reading:?})", case.display());
        }
        // The independent checker agrees with the planner about the input: it finds a
        // hazard exactly when something was inserted.
        let input = read_body(&src, "test").unwrap();
        let before = check(&input.func, &config);
        assert_eq!(
            out != src,
            !before.is_empty(),
            "{}: planner and checker disagree about the input; checker: {before:#?}",
            case.display()
        );
        // The independent checker agrees the output is clean.
        let pf = read_body(&out, "test").unwrap();
        let findings = check(&pf.func, &config);
        assert!(
            findings.is_empty(),
            "{}: checker finds {findings:#?}",
            case.display()
        );
        // Idempotence: a second run inserts nothing.
        let (again, n) = run_once(&out, &config);
        assert_eq!(n, 0, "{}: second run inserted\n{again}", case.display());
    }
}
