//! Building an outlined implementation: a private `linkonce_odr` function
//! at the end of the module, and its body block by block, each op at the
//! module's location (MLIR's `ImplicitLocOpBuilder` at the module).

use crate::arith::{AndIOp, CmpIOp, CmpIPredicate, ConstantOp};
use crate::cf::{BranchOp, CondBranchOp};
use crate::func::{FuncOp, ReturnOp};
use ods_runtime::interfaces::function::add_entry_block;
use ods_runtime::ods::op::Op;
use ods_runtime::{
    AttrKind, Attribute, BlockId, Builder, Context, OpBuilder, OpId, RegionId, Type, Value,
};

/// A function body under construction.
pub(super) struct Outline<'c> {
    pub(super) b: Builder<'c>,
    pub(super) loc: Attribute,
    body: RegionId,
    /// The entry block.
    pub(super) entry: BlockId,
    /// The arguments of the entry block.
    pub(super) args: Vec<Value>,
}

impl<'c> Outline<'c> {
    /// A new function `name` of type `inputs -> result` at the end of
    /// `module`, private with LLVM's `linkonce_odr` linkage, with its entry
    /// block, where ops go first.
    pub(super) fn new(
        ctx: &'c mut Context,
        module: OpId,
        name: &str,
        inputs: &[Type],
        result: Type,
    ) -> (FuncOp, Outline<'c>) {
        let loc = ctx.op_loc(module);
        let top = ctx.blocks(ctx.regions(module)[0])[0];
        let ty = ctx.function_type(inputs, &[result]);
        let mut b = Builder::at_end(ctx, top);
        let f = FuncOp::create_name_type(&mut b, loc, name.into(), ty, None, None);
        // `#llvm.linkage<linkonce_odr>`, as text: this crate has no llvm
        // dialect.
        let dialect = b.symbol("llvm");
        let linkage = b.attr(AttrKind::Opaque {
            dialect,
            data: "linkage<linkonce_odr>".into(),
            ty: None,
        });
        b.set_attr(f.id(), "llvm.linkage", Some(linkage));
        f.set_sym_visibility(&mut b, "private");
        let entry = add_entry_block(&mut b, f.id()).expect("a new function has no body");
        b.at = OpBuilder::at_end(entry);
        let args = b.block_args(entry);
        let body = f.body(&b);
        let outline = Outline {
            b,
            loc,
            body,
            entry,
            args,
        };
        (f, outline)
    }

    /// A new block at the end of the body with arguments of `types`,
    /// where ops go next (MLIR's `createBlock`).
    pub(super) fn block(&mut self, types: &[Type]) -> BlockId {
        let args: Vec<_> = types.iter().map(|&t| (t, self.loc)).collect();
        let block = self.b.create_block(&args);
        self.b.append_block(self.body, block);
        self.at_end(block);
        block
    }

    /// Ops go at the end of `block` next.
    pub(super) fn at_end(&mut self, block: BlockId) {
        self.b.at = OpBuilder::at_end(block);
    }

    /// `arith.constant` of `attr`, typed `ty`.
    pub(super) fn constant(&mut self, ty: Type, attr: Attribute) -> Value {
        ConstantOp::create(&mut self.b, self.loc, ty, attr).result(&self.b)
    }

    /// `arith.constant value : ty` for an integer type.
    pub(super) fn int(&mut self, ty: Type, value: i128) -> Value {
        let attr = self.b.integer_attr(ty, value);
        self.constant(ty, attr)
    }

    /// `arith.cmpi predicate, lhs, rhs` of scalars.
    pub(super) fn cmp(&mut self, predicate: CmpIPredicate, lhs: Value, rhs: Value) -> Value {
        let i1 = self.b.integer_type(1);
        CmpIOp::create(&mut self.b, self.loc, i1, predicate, lhs, rhs).result(&self.b)
    }

    /// `func.return value`.
    pub(super) fn ret(&mut self, value: Value) {
        ReturnOp::create(&mut self.b, self.loc, &[value]);
    }

    /// `(value & one) != zero`.
    pub(super) fn is_odd(&mut self, ty: Type, value: Value, one: Value, zero: Value) -> Value {
        let low = AndIOp::create(&mut self.b, self.loc, ty, value, one).result(&self.b);
        self.cmp(CmpIPredicate::Ne, low, zero)
    }

    /// `cf.br ^dest(args)`.
    pub(super) fn br(&mut self, dest: BlockId, args: &[Value]) {
        BranchOp::create(&mut self.b, self.loc, args, dest);
    }

    /// Ends `block` with a branch on `condition` to a new block returning
    /// what `value` makes there, and otherwise to a new block after it,
    /// which is returned with ops going there next (MLIR's `if (c) return
    /// v;` in blocks).
    pub(super) fn return_if(
        &mut self,
        block: BlockId,
        condition: Value,
        value: impl FnOnce(&mut Self) -> Value,
    ) -> BlockId {
        let then = self.block(&[]);
        let value = value(self);
        self.ret(value);
        let otherwise = self.block(&[]);
        self.cond_br_at(block, condition, (then, &[]), (otherwise, &[]));
        self.at_end(otherwise);
        otherwise
    }

    /// `cf.cond_br` as [`Outline::cond_br`], at the end of `block`.
    pub(super) fn cond_br_at(
        &mut self,
        block: BlockId,
        condition: Value,
        on_true: (BlockId, &[Value]),
        on_false: (BlockId, &[Value]),
    ) {
        self.at_end(block);
        self.cond_br(condition, on_true, on_false);
    }

    /// `cf.cond_br condition, ^on_true(true_args), ^on_false(false_args)`.
    pub(super) fn cond_br(
        &mut self,
        condition: Value,
        (on_true, true_args): (BlockId, &[Value]),
        (on_false, false_args): (BlockId, &[Value]),
    ) {
        CondBranchOp::create(
            &mut self.b,
            self.loc,
            condition,
            true_args,
            false_args,
            None,
            on_true,
            on_false,
        );
    }
}
