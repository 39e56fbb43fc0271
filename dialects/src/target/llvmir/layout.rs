//! Sizes and alignments of LLVM types (LLVM's `DataLayout`): the default
//! layout LLVM assumes without a `target datalayout`, or the one the
//! module's `llvm.data_layout` string gives (its `i`, `f`, `v`, `a` and
//! `p` specifications; the others do not change sizes).

use super::types::IrType;
use ods_runtime::FloatKind;

/// An alignment specification: the bit width it is for, and its ABI and
/// preferred alignments in bytes.
type Spec = (u64, u64, u64);

/// The layout of a module's types.
#[derive(Clone, Debug)]
pub(crate) struct DataLayout {
    ints: Vec<Spec>,
    floats: Vec<Spec>,
    vectors: Vec<Spec>,
    /// Aggregates: ABI and preferred alignment.
    aggregate: (u64, u64),
    /// Pointers by address space: (space, size in bits, ABI, preferred).
    pointers: Vec<(u32, u64, u64, u64)>,
}

impl Default for DataLayout {
    /// LLVM's default layout: `i64` aligned to 4 bytes but preferring 8,
    /// aggregates preferring 8, 64-bit pointers.
    fn default() -> Self {
        DataLayout {
            ints: vec![(1, 1, 1), (8, 1, 1), (16, 2, 2), (32, 4, 4), (64, 4, 8)],
            floats: vec![(16, 2, 2), (32, 4, 4), (64, 8, 8), (128, 16, 16)],
            vectors: vec![(64, 8, 8), (128, 16, 16)],
            aggregate: (1, 8),
            pointers: vec![(0, 64, 8, 8)],
        }
    }
}

/// Sets the spec of `width` in `specs` (kept sorted by width).
fn upsert(specs: &mut Vec<Spec>, spec: Spec) {
    match specs.iter_mut().find(|s| s.0 == spec.0) {
        Some(s) => *s = spec,
        None => {
            specs.push(spec);
            specs.sort();
        }
    }
}

/// `value` rounded up to a multiple of `align`, at most `u64::MAX` (a
/// type may claim more bytes than there are).
fn round_up(value: u64, align: u64) -> u64 {
    value
        .checked_next_multiple_of(align.max(1))
        .unwrap_or(u64::MAX)
}

impl DataLayout {
    /// The layout a `target datalayout` string describes, over LLVM's
    /// defaults; specifications it cannot read are left out.
    pub(crate) fn parse(text: &str) -> DataLayout {
        let mut layout = DataLayout::default();
        for spec in text.split('-') {
            let fields: Vec<&str> = spec.split(':').collect();
            let number = |i: usize| fields.get(i).and_then(|f| f.parse::<u64>().ok());
            let Some(kind) = fields[0].chars().next() else {
                continue;
            };
            let width = fields[0][1..].parse::<u64>().ok();
            let bytes = |i: usize| number(i).map(|b| b / 8);
            match (kind, width) {
                ('i' | 'f' | 'v', Some(width)) => {
                    let Some(abi) = bytes(1) else { continue };
                    let spec = (width, abi, bytes(2).unwrap_or(abi));
                    let specs = match kind {
                        'i' => &mut layout.ints,
                        'f' => &mut layout.floats,
                        _ => &mut layout.vectors,
                    };
                    upsert(specs, spec);
                }
                ('a', _) => {
                    let abi = bytes(1).unwrap_or(0).max(1);
                    layout.aggregate = (abi, bytes(2).unwrap_or(abi).max(1));
                }
                ('p', space) => {
                    let space = u32::try_from(space.unwrap_or(0)).unwrap_or(0);
                    let (Some(size), Some(abi)) = (number(1), bytes(2)) else {
                        continue;
                    };
                    let pref = bytes(3).unwrap_or(abi);
                    layout.pointers.retain(|p| p.0 != space);
                    layout.pointers.push((space, size, abi, pref));
                }
                _ => {}
            }
        }
        layout
    }

    /// The pointer spec of an address space (that of 0 when it has none).
    fn pointer(&self, space: u32) -> (u32, u64, u64, u64) {
        let default = self.pointers.iter().find(|p| p.0 == 0).copied();
        (self.pointers.iter().find(|p| p.0 == space).copied())
            .or(default)
            .unwrap_or((0, 64, 8, 8))
    }

    /// The size in bits of a scalar or vector (LLVM's
    /// `getTypeSizeInBits`); that of an aggregate is its allocation size,
    /// and types without a size have none (0).
    fn bits(&self, ty: &IrType) -> u64 {
        match ty {
            IrType::Int(w) => u64::from(*w),
            IrType::Float(k) => u64::from(ods_runtime::ir::float::bit_width(*k)),
            IrType::PpcFp128 => 128,
            IrType::Ptr(space) => self.pointer(*space).1,
            IrType::Vector { len, element, .. } => len.saturating_mul(self.bits(element)),
            IrType::Struct { .. } | IrType::Array(..) => self.alloc_size(ty).saturating_mul(8),
            _ => 0,
        }
    }

    /// The bytes a value takes in memory, padding included (LLVM's
    /// `getTypeAllocSize`).
    pub(crate) fn alloc_size(&self, ty: &IrType) -> u64 {
        match ty {
            IrType::Struct {
                elements, packed, ..
            } => {
                let (size, align) = self.struct_layout(elements, *packed);
                round_up(size, align)
            }
            IrType::Array(n, e) => n.saturating_mul(self.alloc_size(e)),
            _ => round_up(self.bits(ty).div_ceil(8), self.abi_align(ty)),
        }
    }

    /// The offset of a struct's field `index`.
    pub(crate) fn field_offset(&self, elements: &[IrType], packed: bool, index: usize) -> u64 {
        let align = if packed {
            1
        } else {
            self.abi_align(&elements[index])
        };
        round_up(self.struct_layout(&elements[..index], packed).0, align)
    }

    /// The unpadded size of a struct's fields and its alignment.
    fn struct_layout(&self, elements: &[IrType], packed: bool) -> (u64, u64) {
        let mut size = 0u64;
        let mut align = 1u64;
        for e in elements {
            let a = if packed { 1 } else { self.abi_align(e) };
            size = round_up(size, a).saturating_add(self.alloc_size(e));
            align = align.max(a);
        }
        if !packed {
            align = align.max(self.aggregate.0);
        }
        (size, align)
    }

    /// The ABI alignment (what loads and stores take when not told).
    pub(crate) fn abi_align(&self, ty: &IrType) -> u64 {
        self.align(ty, false)
    }

    /// The preferred alignment (what `alloca` takes when not told).
    pub(crate) fn pref_align(&self, ty: &IrType) -> u64 {
        self.align(ty, true)
    }

    /// The store size of a type: what atomics align to when not told.
    pub(crate) fn store_size(&self, ty: &IrType) -> u64 {
        self.bits(ty).div_ceil(8).max(1)
    }

    fn align(&self, ty: &IrType, preferred: bool) -> u64 {
        let pick = |spec: Spec| if preferred { spec.2 } else { spec.1 };
        match ty {
            // The smallest integer spec at least as wide, else the widest.
            IrType::Int(w) => {
                let w = u64::from(*w);
                let spec = (self.ints.iter().find(|s| s.0 >= w))
                    .or(self.ints.last())
                    .copied();
                spec.map_or(1, pick)
            }
            IrType::Float(_) | IrType::PpcFp128 => {
                let bits = self.bits(ty);
                match self.floats.iter().find(|s| s.0 == bits) {
                    Some(&spec) => pick(spec),
                    None if matches!(ty, IrType::Float(FloatKind::F80)) => 16,
                    None => bits.div_ceil(8).checked_next_power_of_two().unwrap_or(1),
                }
            }
            IrType::Ptr(space) => {
                let p = self.pointer(*space);
                if preferred {
                    p.3
                } else {
                    p.2
                }
            }
            IrType::Vector { .. } => {
                let bits = self.bits(ty);
                match self.vectors.iter().find(|s| s.0 == bits) {
                    Some(&spec) => pick(spec),
                    None => (bits.div_ceil(8).checked_next_power_of_two())
                        .unwrap_or(1)
                        .max(1),
                }
            }
            IrType::Array(_, e) => self.align(e, preferred),
            IrType::Struct {
                elements, packed, ..
            } => {
                let layout = if *packed {
                    1
                } else {
                    self.struct_layout(elements, false).1
                };
                if preferred {
                    layout.max(self.aggregate.1)
                } else {
                    layout
                }
            }
            _ => 1,
        }
    }
}
