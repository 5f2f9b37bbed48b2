//! Bits of an integer value known to be zero and known to be one, and how the
//! integer operations front ends follow transform them (`and`, `or`, `xor`, shifts by
//! constants, a choice between values, truncation to a width). The PTX reader and the
//! LLVM front end both compute known bits of registers and SSA values (CUTLASS's
//! block-scaled instruction descriptors are `or`s of constant shape fields and run-time
//! scale-factor ids), each walking its own IR; the transfer functions are these.

/// Bits known zero (`zeros`) and known one (`ones`); a bit in neither is unknown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct KnownBits {
    pub zeros: u64,
    pub ones: u64,
}

/// The mask of the low `width` bits.
fn low(width: u32) -> u64 {
    if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    }
}

impl KnownBits {
    /// Nothing known.
    pub const UNKNOWN: KnownBits = KnownBits { zeros: 0, ones: 0 };

    /// The value, when every bit is known.
    pub fn value(self) -> Option<u64> {
        (self.zeros | self.ones == u64::MAX).then_some(self.ones)
    }

    pub fn constant(v: u64) -> KnownBits {
        KnownBits { zeros: !v, ones: v }
    }

    pub fn and(self, other: KnownBits) -> KnownBits {
        KnownBits {
            zeros: self.zeros | other.zeros,
            ones: self.ones & other.ones,
        }
    }

    pub fn or(self, other: KnownBits) -> KnownBits {
        KnownBits {
            zeros: self.zeros & other.zeros,
            ones: self.ones | other.ones,
        }
    }

    pub fn xor(self, other: KnownBits) -> KnownBits {
        KnownBits {
            zeros: (self.zeros & other.zeros) | (self.ones & other.ones),
            ones: (self.ones & other.zeros) | (self.zeros & other.ones),
        }
    }

    /// Shifted left by `k` (below 64): the vacated low bits are zero.
    pub fn shift_left(self, k: u32) -> KnownBits {
        KnownBits {
            zeros: (self.zeros << k) | low(k),
            ones: self.ones << k,
        }
    }

    /// A `width`-bit value shifted right by `k` (below `width`), logically: the
    /// vacated high bits of the width are zero.
    pub fn shift_right(self, k: u32, width: u32) -> KnownBits {
        let mask = low(width);
        KnownBits {
            zeros: ((self.zeros & mask) >> k) | (mask & !(mask >> k)),
            ones: (self.ones & mask) >> k,
        }
    }

    /// Either of two values (a `select`, a `phi`): what both know.
    pub fn join(self, other: KnownBits) -> KnownBits {
        KnownBits {
            zeros: self.zeros & other.zeros,
            ones: self.ones & other.ones,
        }
    }

    /// As a `width`-bit value: the bits above the width are zero.
    pub fn within(self, width: u32) -> KnownBits {
        let mask = low(width);
        KnownBits {
            zeros: (self.zeros & mask) | !mask,
            ones: self.ones & mask,
        }
    }

    /// `(zeros, ones)`.
    pub fn pair(self) -> (u64, u64) {
        (self.zeros, self.ones)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transfer_functions_keep_what_is_known() {
        let c = KnownBits::constant(0b1010);
        let u = KnownBits::UNKNOWN;
        // x & 0b1010: every bit outside 0b1010 is zero.
        assert_eq!(c.and(u).zeros, !0b1010);
        // x | 0b1010: those bits are one.
        assert_eq!(c.or(u).ones, 0b1010);
        // 0b1010 ^ 0b0110 = 0b1100, fully known.
        assert_eq!(
            c.xor(KnownBits::constant(0b0110)),
            KnownBits::constant(0b1100)
        );
        // Shifts fill with known zeros.
        assert_eq!(u.shift_left(4).zeros, 0b1111);
        let r = u.within(32).shift_right(4, 32);
        assert_eq!(r.zeros & 0xf000_0000, 0xf000_0000);
        // A choice between 0b1010 and 0b1000 knows bit 3 one and bits 0, 2 zero.
        let j = c.join(KnownBits::constant(0b1000));
        assert_eq!(j.ones, 0b1000);
        assert_eq!(j.zeros & 0b0111, 0b0101);
        // A 16-bit value has zero bits above 16.
        assert_eq!(u.within(16).zeros, !0xffff);
    }
}
