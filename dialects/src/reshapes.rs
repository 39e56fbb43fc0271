//! The canonicalization pattern MLIR's `ReshapeOpsUtils.h` writes once for
//! the reshapes of `memref` and `tensor` (`ComposeReassociativeReshapeOps`):
//! two expansions, or two collapses, in a row are one.

use ods_runtime::ods::op::Op;
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{Attribute, Context, IrResult, OpId, Type, Value};

/// The reshapes that expand or collapse by a reassociation.
pub(crate) trait Reshape: Op {
    fn src(self, ctx: &Context) -> Value;
    fn groups(self, ctx: &Context) -> Vec<Vec<i64>>;
    /// Whether its source and result types have the identity layout (a
    /// tensor always has); MLIR composes only those.
    fn identity_layouts(self, ctx: &Context) -> bool;
    /// Replaces the op by a reshape of `source` by `groups`.
    fn recreate(
        self,
        rw: &mut PatternRewriter<'_>,
        source: Value,
        groups: &[Vec<i64>],
    ) -> IrResult<()>;
}

/// A dialect's collapse with the expansion and cast it composes with
/// (`ComposeCollapseOfExpandOp`, `ComposeExpandOfCollapseOp`): what they
/// read and build.
pub(crate) trait ReshapeFamily: Reshape {
    type Expand: Reshape;
    /// The expansion's output shape: dynamic sizes and static ones.
    fn output_shape(ctx: &Context, expand: Self::Expand) -> (Vec<Value>, Vec<i64>);
    fn build_collapse(rw: &mut PatternRewriter<'_>, at: Built, groups: &[Vec<i64>]) -> Value;
    fn build_expand(
        rw: &mut PatternRewriter<'_>,
        at: Built,
        groups: &[Vec<i64>],
        output_shape: (&[Value], Vec<i64>),
    ) -> Value;
    fn build_cast(rw: &mut PatternRewriter<'_>, at: Built) -> Value;
}

/// Where a composed reshape or cast goes: its location, result type and
/// source.
#[derive(Clone, Copy)]
pub(crate) struct Built {
    pub(crate) loc: Attribute,
    pub(crate) ty: Type,
    pub(crate) source: Value,
}

/// MLIR's `composeReassociationIndices`: the groups of two reshapes of
/// one kind in a row, each group of the smaller list naming groups of the
/// larger; `None` when they do not compose.
fn compose_groups(producer: &[Vec<i64>], consumer: &[Vec<i64>]) -> Option<Vec<Vec<i64>>> {
    let (larger, smaller) = match producer.len().cmp(&consumer.len()) {
        std::cmp::Ordering::Equal => return None,
        std::cmp::Ordering::Greater => (producer, consumer),
        std::cmp::Ordering::Less => (consumer, producer),
    };
    if smaller.is_empty() {
        return Some(Vec::new());
    }
    if smaller.iter().map(Vec::len).sum::<usize>() != larger.len() {
        return None;
    }
    smaller
        .iter()
        .map(|group| {
            group
                .iter()
                .map(|&i| larger.get(usize::try_from(i).ok()?).cloned())
                .collect::<Option<Vec<Vec<i64>>>>()
                .map(|g| g.concat())
        })
        .collect()
}

/// Two reshapes of one kind in a row are one (MLIR's
/// `ComposeReassociativeReshapeOps`).
pub(crate) fn compose_reshapes<T: Reshape>(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<T>(fold_reshape_of_reshape::<T>);
}

fn fold_reshape_of_reshape<T: Reshape>(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let outer = T::from_id_unchecked(op);
    let inner = rw.defining_op(outer.src(rw)).and_then(|d| T::cast(rw, d));
    let Some(inner) = inner.filter(|i| i.identity_layouts(rw) && outer.identity_layouts(rw)) else {
        return Ok(false);
    };
    let Some(groups) = compose_groups(&inner.groups(rw), &outer.groups(rw)) else {
        return Ok(false);
    };
    let source = inner.src(rw);
    outer.recreate(rw, source, &groups)?;
    Ok(true)
}

/// The [`Reshape`] methods `collapse_shape` and `expand_shape` share:
/// their source, groups and layouts read alike.
macro_rules! reshape_accessors {
    ($op:ty, $identity:expr) => {
        fn src(self, ctx: &::ods_runtime::Context) -> ::ods_runtime::Value {
            <$op>::src(self, ctx)
        }
        fn groups(self, ctx: &::ods_runtime::Context) -> Vec<Vec<i64>> {
            self.reassociation_indices(ctx)
        }
        fn identity_layouts(self, ctx: &::ods_runtime::Context) -> bool {
            let identity = $identity;
            identity(ctx, ctx.value_type(<$op>::src(self, ctx)))
                && identity(ctx, ctx.value_type(self.result(ctx)))
        }
    };
}
pub(crate) use reshape_accessors;

/// Implements [`Reshape`] for a dialect's `collapse_shape` and
/// `expand_shape`, and [`ReshapeFamily`] with its `cast`, whose generated
/// APIs agree; `$identity(ctx, type)` says whether a type has the identity
/// layout. A new expansion keeps the outer one's output shape.
macro_rules! impl_reshapes {
    ($collapse:ty, $expand:ty, $cast:ty, $identity:expr) => {
        impl $crate::reshapes::ReshapeFamily for $collapse {
            type Expand = $expand;
            fn output_shape(
                ctx: &::ods_runtime::Context,
                expand: $expand,
            ) -> (Vec<::ods_runtime::Value>, Vec<i64>) {
                (expand.output_shape(ctx), expand.static_output_shape(ctx))
            }
            fn build_collapse(
                rw: &mut ::ods_runtime::rewrite::PatternRewriter<'_>,
                at: $crate::reshapes::Built,
                groups: &[Vec<i64>],
            ) -> ::ods_runtime::Value {
                let attr = $crate::reassociation::reassociation_attr(rw.context(), groups);
                <$collapse>::create(rw, at.loc, at.ty, at.source, attr).result(rw)
            }
            fn build_expand(
                rw: &mut ::ods_runtime::rewrite::PatternRewriter<'_>,
                at: $crate::reshapes::Built,
                groups: &[Vec<i64>],
                (dynamic, statics): (&[::ods_runtime::Value], Vec<i64>),
            ) -> ::ods_runtime::Value {
                let attr = $crate::reassociation::reassociation_attr(rw.context(), groups);
                <$expand>::create(rw, at.loc, at.ty, at.source, attr, dynamic, statics).result(rw)
            }
            fn build_cast(
                rw: &mut ::ods_runtime::rewrite::PatternRewriter<'_>,
                at: $crate::reshapes::Built,
            ) -> ::ods_runtime::Value {
                <$cast>::create(rw, at.loc, at.ty, at.source).dest(rw)
            }
        }

        impl $crate::reshapes::Reshape for $collapse {
            $crate::reshapes::reshape_accessors!($collapse, $identity);
            fn recreate(
                self,
                rw: &mut ::ods_runtime::rewrite::PatternRewriter<'_>,
                source: ::ods_runtime::Value,
                groups: &[Vec<i64>],
            ) -> ::ods_runtime::IrResult<()> {
                use ::ods_runtime::ods::op::Op;
                let op = self.id();
                let (loc, ty) = (rw.op_loc(op), rw.value_type(self.result(rw)));
                let attr = $crate::reassociation::reassociation_attr(rw.context(), groups);
                rw.set_insertion_point(op);
                let new = <$collapse>::create(rw, loc, ty, source, attr).result(rw);
                rw.replace_op(op, &[new])
            }
        }

        impl $crate::reshapes::Reshape for $expand {
            $crate::reshapes::reshape_accessors!($expand, $identity);
            fn recreate(
                self,
                rw: &mut ::ods_runtime::rewrite::PatternRewriter<'_>,
                source: ::ods_runtime::Value,
                groups: &[Vec<i64>],
            ) -> ::ods_runtime::IrResult<()> {
                use ::ods_runtime::ods::op::Op;
                let op = self.id();
                let (loc, ty) = (rw.op_loc(op), rw.value_type(self.result(rw)));
                let (dynamic, statics) = (self.output_shape(rw), self.static_output_shape(rw));
                let attr = $crate::reassociation::reassociation_attr(rw.context(), groups);
                rw.set_insertion_point(op);
                let new =
                    <$expand>::create(rw, loc, ty, source, attr, &dynamic, statics).result(rw);
                rw.replace_op(op, &[new])
            }
        }
    };
}
pub(crate) use impl_reshapes;

#[cfg(test)]
mod tests {
    use super::compose_groups;

    #[test]
    fn groups_of_the_smaller_list_name_groups_of_the_larger() {
        let inner = vec![vec![0, 1], vec![2], vec![3, 4]];
        let outer = vec![vec![0, 1], vec![2]];
        assert_eq!(
            compose_groups(&inner, &outer),
            Some(vec![vec![0, 1, 2], vec![3, 4]])
        );
        assert_eq!(compose_groups(&inner, &inner), None);
        assert_eq!(compose_groups(&[vec![0, 1, 2]], &[]), Some(vec![]));
    }
}
