//! Input, atomic output, and finding and running ptxas.

use std::fs;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::Command;

/// How the input's bytes must look.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputForm {
    /// LLVM IR or PTX text: UTF-8 without NUL bytes.
    Text,
    /// Bitcode.
    Binary,
}

/// Read the input file or standard input, completely (so that `-o` may name the input
/// itself: the output replaces it atomically only after everything was read). An
/// empty input, a directory, and text that is not UTF-8 or holds NUL bytes are errors
/// that name the file (and the line of the first bad byte).
pub fn read_input(input: &str, form: InputForm) -> Result<Vec<u8>, String> {
    let name = if input == "-" { "<stdin>" } else { input };
    let bytes = if input == "-" {
        let mut buf = Vec::new();
        std::io::stdin()
            .read_to_end(&mut buf)
            .map_err(|e| format!("<stdin>: cannot read: {e}"))?;
        buf
    } else {
        if Path::new(input).is_dir() {
            return Err(format!("{input}: cannot read: is a directory"));
        }
        fs::read(input).map_err(|e| format!("{input}: cannot read: {}", describe(&e)))?
    };
    check_input(name, &bytes, form)?;
    Ok(bytes)
}

/// The checks of [`read_input`] on bytes already read.
pub fn check_input(name: &str, bytes: &[u8], form: InputForm) -> Result<(), String> {
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(format!("{name}: malformed input: the input is empty"));
    }
    if form == InputForm::Binary {
        return Ok(());
    }
    let line_of = |pos: usize| bytes[..pos].iter().filter(|&&b| b == b'\n').count() + 1;
    if let Some(pos) = bytes.iter().position(|&b| b == 0) {
        return Err(format!(
            "{name}:{}: malformed input: NUL byte in text (a binary file?)",
            line_of(pos)
        ));
    }
    if let Err(e) = std::str::from_utf8(bytes) {
        return Err(format!(
            "{name}:{}: malformed input: not UTF-8 text",
            line_of(e.valid_up_to())
        ));
    }
    Ok(())
}

fn describe(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "no such file".into(),
        std::io::ErrorKind::PermissionDenied => "permission denied".into(),
        _ => e.to_string(),
    }
}

/// An existing output that is not a regular file (`/dev/null`, a FIFO, a terminal):
/// written in place, since renaming over it would replace the device itself.
fn is_special(path: &Path) -> bool {
    fs::metadata(path).is_ok_and(|m| !m.is_file() && !m.is_dir())
}

fn write_stdout(bytes: &[u8]) -> Result<(), String> {
    let mut out = std::io::stdout().lock();
    out.write_all(bytes)
        .and_then(|_| out.flush())
        .map_err(|e| format!("<stdout>: cannot write: {e}"))
}

/// Write `bytes` to a path (synced when it is a regular file).
fn write_file(path: &Path, bytes: &[u8]) -> Result<(), String> {
    let mut f = fs::File::create(path).map_err(|e| describe(&e))?;
    f.write_all(bytes).map_err(|e| describe(&e))?;
    if f.metadata().is_ok_and(|m| m.is_file()) {
        f.sync_all().map_err(|e| describe(&e))?;
    }
    Ok(())
}

/// Write `bytes` to `output` (standard output for `None` or `-`); see
/// [`write_output_with`] for the atomic replacement of files.
pub fn write_output(output: Option<&str>, bytes: &[u8]) -> Result<(), String> {
    write_output_with(output, |path| write_file(path, bytes), || bytes.to_vec())
}

/// Write `output` with `produce`, which writes a given path itself (LLVM prints a
/// module straight to a file, which avoids holding its text in memory). A regular
/// file is produced as a temporary sibling and renamed over the target, so an error
/// never leaves a partial file and an existing file is replaced only on success. A
/// device or pipe is written in place. Standard output (`None` or `-`) gets the bytes
/// of `fallback`.
pub fn write_output_with(
    output: Option<&str>,
    produce: impl FnOnce(&Path) -> Result<(), String>,
    fallback: impl FnOnce() -> Vec<u8>,
) -> Result<(), String> {
    let path = match output {
        None | Some("-") => return write_stdout(&fallback()),
        Some(p) => Path::new(p),
    };
    if is_special(path) {
        return produce(path).map_err(|e| format!("{}: cannot write: {e}", path.display()));
    }
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    if name.is_empty() || path.is_dir() {
        return Err(format!("{}: cannot write: is a directory", path.display()));
    }
    let tmp = dir.join(format!(".{name}.tcgen05-opt.{}.tmp", std::process::id()));
    let result = produce(&tmp)
        .and_then(|_| fs::rename(&tmp, path).map_err(|e| describe(&e)))
        .map_err(|e| format!("{}: cannot write: {e}", path.display()));
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

/// `$PTXAS`, then `.tools/bin/ptxas` of the project (found next to the executable or
/// the source tree), then `PATH`.
pub fn find_ptxas() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("PTXAS") {
        return Some(PathBuf::from(p));
    }
    let mut roots: Vec<PathBuf> = Vec::new();
    if let Ok(exe) = std::env::current_exe() {
        roots.extend(exe.ancestors().skip(1).take(4).map(Path::to_path_buf));
    }
    // The workspace root, two levels above this crate (passes/sync).
    roots.push(PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")));
    for r in roots {
        let candidate = r.join(".tools/bin/ptxas");
        if candidate.is_file() {
            return Some(candidate);
        }
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join("ptxas"))
        .find(|p| p.is_file())
}

/// A hint for ptxas's "requires PTX ISA .version X.Y or later" (inline asm newer than
/// the `.version` code generation wrote): the `--mattr` that raises it.
fn version_hint(said: &str) -> Option<String> {
    let at = said.find("requires PTX ISA .version ")?;
    let rest = &said[at + "requires PTX ISA .version ".len()..];
    let version: String = rest
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == '.')
        .collect();
    let (major, minor) = version.split_once('.')?;
    let (major, minor): (u32, u32) = (major.parse().ok()?, minor.parse().ok()?);
    Some(format!(
        "hint: the input needs PTX ISA {major}.{minor}; emit it with --mattr=+ptx{}\n",
        major * 10 + minor
    ))
}

/// Assemble `ptx` for `arch` with ptxas; the error carries ptxas's own message.
pub fn run_ptxas(ptx: &str, arch: &str) -> Result<(), String> {
    let ptxas = find_ptxas().ok_or_else(|| {
        "--verify-ptx: ptxas not found; run scripts/setup (installs it into .tools/bin from the PyPI package nvidia-cuda-nvcc) or set PTXAS=/path/to/ptxas".to_string()
    })?;
    let dir = std::env::temp_dir().join(format!("tcgen05-opt-{}", std::process::id()));
    fs::create_dir_all(&dir).map_err(|e| format!("cannot create a temporary folder: {e}"))?;
    let input = dir.join("out.ptx");
    let result = (|| {
        fs::write(&input, ptx).map_err(|e| format!("cannot write a temporary file: {e}"))?;
        let out = Command::new(&ptxas)
            .arg(format!("-arch={arch}"))
            .arg("-o")
            .arg(dir.join("out.cubin"))
            .arg(&input)
            .output()
            .map_err(|e| format!("cannot run {}: {e}", ptxas.display()))?;
        if out.status.success() {
            Ok(())
        } else {
            let said = format!(
                "{}{}",
                String::from_utf8_lossy(&out.stderr),
                String::from_utf8_lossy(&out.stdout)
            );
            Err(format!(
                "ptxas rejected the emitted PTX:\n{said}{}",
                version_hint(&said).unwrap_or_default()
            ))
        }
    })();
    let _ = fs::remove_dir_all(&dir);
    result
}
