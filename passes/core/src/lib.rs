//! The IR-agnostic core of tcgen05-sync: the specification model, the program model
//! every front end translates into, the planner that computes which synchronization
//! is missing, and the independent checker that verifies the result.
//!
//! **Architecture Invariant:** this crate links neither LLVM nor MLIR and does no
//! I/O (`testing`, the property tests' generator, reads their knobs from the
//! environment). Front ends translate into [`model::Function`], call [`plan::plan`] and apply
//! the returned edits themselves.

pub mod barrier_groups;
pub mod barrier_phase;
pub mod cfg;
pub mod checker;
pub mod checks;
pub mod commit_synthesis;
pub mod dot;
pub mod facts;
pub mod handover;
pub mod known_bits;
pub mod leader;
pub mod model;
pub mod plan;
pub mod publish;
pub mod spec;
pub mod testing;
pub mod value;

/// The hash maps and sets of the analyses: FxHash (rustc's), not SipHash. Their keys
/// are instruction and value numbers the program cannot choose, and hashing was a
/// tenth of the time of a large function (BENCHMARKS.md).
pub type HashMap<K, V> = rustc_hash::FxHashMap<K, V>;
/// See [`HashMap`].
pub type HashSet<K> = rustc_hash::FxHashSet<K>;
