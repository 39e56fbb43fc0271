//! The conversion rewriter's side of type conversion: the casts it
//! inserts, the values that replaced others (MLIR's `getRemappedValue`),
//! and block signatures (MLIR's `applySignatureConversion` and
//! `convertRegionTypes`).

use super::journal::{Change, OperandChange};
use super::materialize::{unrealized_cast, MaterializationBuilder};
use super::rewriter::{CastKind, ConversionPatternRewriter, PendingCast};
use super::signature::{InputMapping, SignatureConversion};
use super::type_converter::TypeConverter;
use crate::ir::builder::InsertPoint;
use crate::{Attribute, BlockId, IrResult, RegionId, Type, Value};

impl ConversionPatternRewriter<'_> {
    /// Inserts a cast of `inputs` to `types` at `at`, to resolve when the
    /// conversion commits.
    pub(super) fn materialize(
        &mut self,
        at: InsertPoint,
        kind: CastKind,
        types: &[Type],
        inputs: &[Value],
        loc: Attribute,
    ) -> Vec<Value> {
        let mut builder = MaterializationBuilder::new(self.ctx, at);
        let cast = unrealized_cast(&mut builder, types, inputs, loc);
        self.record(Change::CreatedOp(cast));
        let pattern = self.state.pattern;
        let pending = PendingCast {
            kind,
            pattern,
            replaces_result: false,
            original: None,
        };
        self.state.casts.insert(cast, pending);
        self.ctx.results(cast)
    }

    /// Inserts a cast of `inputs` to `types` at `at` that converts a value
    /// of type `original`, to resolve when the conversion commits.
    fn materialize_target(
        &mut self,
        at: InsertPoint,
        types: &[Type],
        inputs: &[Value],
        original: Type,
        loc: Attribute,
    ) -> Vec<Value> {
        let results = self.materialize(at, CastKind::Target, types, inputs, loc);
        if let Some(cast) = results.first().and_then(|&r| self.ctx.defining_op(r)) {
            if let Some(pending) = self.state.casts.get_mut(&cast) {
                pending.original = Some(original);
            }
        }
        results
    }

    /// Records that source cast result `cast` stands for the converted
    /// `values`.
    pub(super) fn map_cast(&mut self, cast: Value, values: &[Value]) {
        match values {
            [one] => self.state.mapping.insert(cast, *one).map(drop),
            _ => self
                .state
                .mapping_many
                .insert(cast, values.to_vec())
                .map(drop),
        };
        self.record(Change::Mapped(cast));
    }

    /// The value `value` stands for after the conversion so far (MLIR's
    /// `getRemappedValue`): what replaced it, through the casts the
    /// conversion inserted.
    pub fn get_remapped_value(&self, value: Value) -> Value {
        let mut v = value;
        while let Some(next) = self.next_mapped(v) {
            v = next;
        }
        v
    }

    /// What `value` was replaced by, or the value a cast result stands for.
    fn next_mapped(&self, value: Value) -> Option<Value> {
        let state = &self.state;
        (state.replaced.get(value)).or_else(|| state.mapping.get(&value).copied())
    }

    /// Replaces every use of `from`, a block argument that goes away, by
    /// `to` (MLIR moves those at once), and remembers it for the uses
    /// made later.
    fn replace_argument(&mut self, from: Value, to: Value) {
        self.replace_all_uses_with(from, to);
        self.note_replaced(from, to);
    }

    /// Remembers that `from` goes away for `to`: the remapping finds `to`,
    /// and the uses of `from` move to it when the conversion commits.
    pub(super) fn note_replaced(&mut self, from: Value, to: Value) {
        if from != to {
            self.state.replaced.insert(from, to);
            self.record(Change::Replaced(from));
        }
    }

    /// Forwards to their replacements the uses that live ops make of
    /// replaced values (MLIR's replacement of an op's results when the
    /// conversion commits).
    pub(super) fn forward_replaced_values(&mut self) {
        // In the order of the replacements, as MLIR applies them.
        let replaced: Vec<Value> = (self.state.journal.iter())
            .filter_map(|change| match *change {
                Change::Replaced(v) => Some(v),
                _ => None,
            })
            .collect();
        for old in replaced {
            if !self.ctx.is_live(old) {
                continue;
            }
            let mut to = old;
            while let Some(next) = self.state.replaced.get(to) {
                to = next;
            }
            let late: Vec<crate::Use> = self
                .ctx
                .use_iter(old)
                .filter(|u| !self.is_erased(u.op))
                .collect();
            for u in late {
                let index = u.index as usize;
                self.ctx.set_operand(u.op, index, to);
                // Journaled only, for a rollback: the folds that read an
                // operand's original value have all run.
                self.state
                    .journal
                    .push(Change::SetOperand(Box::new(OperandChange {
                        op: u.op,
                        index,
                        old,
                    })));
            }
        }
    }

    /// The remapped `value` as a value of the type `converter` converts
    /// its type to, cast to it at `loc` when needed; `None` when the type
    /// does not convert to one type. The cast goes where the value it
    /// casts is defined, as MLIR's `computeInsertPoint` puts it: after its
    /// op, or at the start of its block.
    pub(super) fn remap_converted(
        &mut self,
        converter: &TypeConverter,
        value: Value,
        loc: Attribute,
    ) -> Option<Value> {
        let ty = self.ctx.value_type(value);
        let desired = converter.convert_type(self.ctx, ty)?;
        let mut chain = vec![value];
        while let Some(next) = self.next_mapped(*chain.last()?) {
            chain.push(next);
        }
        if let Some(&found) = chain
            .iter()
            .rev()
            .find(|&&v| self.ctx.value_type(v) == desired)
        {
            return Some(found);
        }
        let latest = *chain.last()?;
        if let Some(&cast) = self.state.converted.get(&(latest, desired)) {
            let live = |v: Value| {
                self.ctx.is_live(v) && self.ctx.defining_op(v).is_none_or(|op| !self.is_erased(op))
            };
            if live(cast) {
                return Some(cast);
            }
        }
        // A value that a one-to-many conversion replaced is made of the
        // values it became, where they are defined (as MLIR builds its
        // target materialization from the replacement values).
        let many = chain
            .iter()
            .rev()
            .find_map(|v| self.state.mapping_many.get(v));
        let (inputs, at) = match many {
            Some(values) => (
                values.clone(),
                super::driver::after_definitions(self.ctx, values)?,
            ),
            None => {
                let at = match latest {
                    Value::Result(op, _) => InsertPoint::After(op),
                    Value::Arg(block, _) => InsertPoint::Start(block),
                };
                (vec![latest], at)
            }
        };
        let cast = self.materialize_target(at, &[desired], &inputs, ty, loc)[0];
        self.state.converted.insert((latest, desired), cast);
        Some(cast)
    }

    /// The remapped `value` as values of the types `converter` converts
    /// its type to (several for a one-to-many conversion, none when it
    /// drops it): the values a one-to-many replacement or signature
    /// conversion gave it, else a cast of it at `loc`. `None` when the
    /// type does not convert.
    pub(super) fn remap_converted_many(
        &mut self,
        converter: &TypeConverter,
        value: Value,
        loc: Attribute,
    ) -> Option<Vec<Value>> {
        let ty = self.ctx.value_type(value);
        let desired = converter.convert_types(self.ctx, ty)?;
        if let [_] = desired[..] {
            return self.remap_converted(converter, value, loc).map(|v| vec![v]);
        }
        let mut latest = value;
        loop {
            if let Some(values) = self.state.mapping_many.get(&latest) {
                if self.ctx.value_types(values.iter().copied()) == desired {
                    return Some(values.clone());
                }
            }
            match self.next_mapped(latest) {
                Some(next) => latest = next,
                None => break,
            }
        }
        if desired.is_empty() {
            return Some(Vec::new());
        }
        let at = match latest {
            Value::Result(op, _) => InsertPoint::After(op),
            Value::Arg(block, _) => InsertPoint::Start(block),
        };
        Some(self.materialize_target(at, &desired, &[latest], ty, loc))
    }

    /// [`Self::get_converted_value`] for any conversion: the values of
    /// the types `converter` converts `value`'s type to (MLIR's
    /// `getRemappedValues` in a one-to-many pattern); `None` when the type
    /// does not convert.
    pub fn get_converted_values(
        &mut self,
        converter: &TypeConverter,
        value: Value,
    ) -> Option<Vec<Value>> {
        let loc = self.ctx.value_loc(value);
        self.remap_converted_many(converter, value, loc)
    }

    /// [`Self::get_remapped_value`] as a value of the type `converter`
    /// converts its type to, cast to it at its own location when needed
    /// (MLIR's `getRemappedValues` in a pattern with a type converter);
    /// `None` when the type does not convert to one type.
    pub fn get_converted_value(
        &mut self,
        converter: &TypeConverter,
        value: Value,
    ) -> Option<Value> {
        let loc = self.ctx.value_loc(value);
        self.remap_converted(converter, value, loc)
    }

    /// Gives `block` the arguments `conversion` describes (MLIR's
    /// `applySignatureConversion`): a new block with the converted
    /// arguments takes its place and its ops; each original argument is
    /// replaced by its new argument, the value it was remapped to, or a
    /// cast of its new arguments to its type. Returns the new block.
    pub fn apply_signature_conversion(
        &mut self,
        block: BlockId,
        conversion: &SignatureConversion,
    ) -> IrResult<BlockId> {
        let Some(region) = self.ctx.block_parent_region(block) else {
            return Err(crate::IrError::Invalid(
                "a signature conversion of a block in no region".into(),
            ));
        };
        let fallback = match self.ctx.region_parent_op(region) {
            Some(parent) => self.ctx.op_loc(parent),
            None => self.ctx.unknown_loc(),
        };
        let mut args: Vec<(Type, Attribute)> = conversion
            .converted_types()
            .iter()
            .map(|&t| (t, fallback))
            .collect();
        for i in 0..self.ctx.num_block_args(block) {
            if let Some(InputMapping::Args { start, len }) = conversion.input_mapping(i) {
                let loc = self.ctx.block_arg_loc(block, i);
                for arg in &mut args[*start..start + len] {
                    arg.1 = loc;
                }
            }
        }
        let point = self.insertion_point();
        let new = self.create_block(region, Some(block), &args);
        self.set_insertion_point_at(point);
        for op in self.ctx.block_ops(block) {
            self.ctx.move_op(op, InsertPoint::End(new));
        }
        // One record for the ops moved, as for a split: undone, they go
        // back to `block` (a journal entry per op took a quarter of the
        // journal of a large conversion).
        self.record(Change::SplitBlock(block, new));
        self.redirect_branches(region, block, new);
        let new_args = self.ctx.block_args(new);
        for (i, old) in self.ctx.block_args(block).into_iter().enumerate() {
            let ty = self.ctx.value_type(old);
            let arg_loc = self.ctx.block_arg_loc(block, i);
            let replacement = match conversion.input_mapping(i) {
                Some(InputMapping::Value(v)) => *v,
                Some(InputMapping::Args { start, len: 1 })
                    if self.ctx.value_type(new_args[*start]) == ty =>
                {
                    new_args[*start]
                }
                _ if !self.ctx.has_uses(old) => continue,
                mapping => {
                    let inputs = match mapping {
                        Some(InputMapping::Args { start, len }) => &new_args[*start..start + len],
                        _ => &[][..],
                    };
                    let at = InsertPoint::Start(new);
                    let cast = self.materialize(at, CastKind::Source, &[ty], inputs, arg_loc)[0];
                    self.map_cast(cast, inputs);
                    cast
                }
            };
            self.replace_argument(old, replacement);
        }
        self.erase_block(block)?;
        Ok(new)
    }

    /// Makes the branches in `region` to `from` go to `to` (MLIR's
    /// `replaceAllUsesWith` of a block).
    fn redirect_branches(&mut self, region: RegionId, from: BlockId, to: BlockId) {
        let ops: Vec<crate::OpId> = self
            .ctx
            .blocks(region)
            .iter()
            .flat_map(|&b| self.ctx.block_ops(b))
            .collect();
        for op in ops {
            let targets: Vec<usize> = (self.ctx.successors(op).iter().enumerate())
                .filter(|&(_, &s)| s == from)
                .map(|(i, _)| i)
                .collect();
            for index in targets {
                self.ctx.set_successor(op, index, to);
                self.record(Change::SetSuccessor {
                    op,
                    index: index as u32,
                    old: from,
                });
            }
        }
    }

    /// Converts the argument types of every block of `region` with
    /// `converter` (MLIR's `convertRegionTypes`); `entry` gives the entry
    /// block's conversion instead. Returns the new entry block, `None`
    /// when a type does not convert (nothing is changed then).
    pub fn convert_region_types(
        &mut self,
        region: RegionId,
        converter: &TypeConverter,
        entry: Option<&SignatureConversion>,
    ) -> IrResult<Option<BlockId>> {
        let blocks = self.ctx.blocks(region).to_vec();
        let mut conversions = Vec::with_capacity(blocks.len());
        for (i, &b) in blocks.iter().enumerate() {
            if let (0, Some(entry)) = (i, entry) {
                conversions.push(entry.clone());
                continue;
            }
            let types = self.ctx.value_types(self.ctx.block_args(b));
            let mut conversion = SignatureConversion::new(types.len());
            if !converter.convert_signature_args(self.ctx, &types, &mut conversion) {
                return Ok(None);
            }
            conversions.push(conversion);
        }
        let mut first = None;
        for (b, conversion) in blocks.into_iter().zip(&conversions) {
            let new = self.apply_signature_conversion(b, conversion)?;
            first.get_or_insert(new);
        }
        Ok(first)
    }
}
