//! The front-end value handle shared by the rule layer (`spec.rs`), the predicate
//! facts (`facts.rs`) and the program model (`model.rs`). It lives in a leaf module
//! of its own so that those three import downwards only: `spec` and `facts` know
//! values without knowing the model, and the model builds on both.

/// A front-end value: an SSA value, a PTX register or a symbol, interned by the
/// front end. Only equality matters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Value(pub u32);
