//! Hooks not written yet: no fold, no pattern, no extra check.

use super::super::*;
use ods_runtime::diag::Diagnostic;
use ods_runtime::registry::FoldResult;
use ods_runtime::{Attribute, Context};

impl AddFOpHooks for AddFOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: AddFOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
}

impl AddIOpHooks for AddIOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: AddIOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
    fn canonicalization_patterns(_patterns: &mut ods_runtime::rewrite::RewritePatternSet) {}
}

impl AddUIExtendedOpHooks for AddUIExtendedOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: AddUIExtendedOpAdaptor<Option<Attribute>>,
    ) -> Option<Vec<FoldResult>> {
        None
    }
    fn canonicalization_patterns(_patterns: &mut ods_runtime::rewrite::RewritePatternSet) {}
}

impl AndIOpHooks for AndIOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: AndIOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
    fn canonicalization_patterns(_patterns: &mut ods_runtime::rewrite::RewritePatternSet) {}
}

impl BitcastOpHooks for BitcastOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: BitcastOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
    fn canonicalization_patterns(_patterns: &mut ods_runtime::rewrite::RewritePatternSet) {}
}

impl CeilDivSIOpHooks for CeilDivSIOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: CeilDivSIOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
}

impl CeilDivUIOpHooks for CeilDivUIOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: CeilDivUIOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
}

impl CmpFOpHooks for CmpFOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: CmpFOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
    fn canonicalization_patterns(_patterns: &mut ods_runtime::rewrite::RewritePatternSet) {}
}

impl CmpIOpHooks for CmpIOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: CmpIOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
    fn canonicalization_patterns(_patterns: &mut ods_runtime::rewrite::RewritePatternSet) {}
}

impl DivFOpHooks for DivFOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: DivFOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
    fn canonicalization_patterns(_patterns: &mut ods_runtime::rewrite::RewritePatternSet) {}
}

impl DivSIOpHooks for DivSIOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: DivSIOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
}

impl DivUIOpHooks for DivUIOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: DivUIOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
}

impl ExtFOpHooks for ExtFOp {
    fn verify(self, _ctx: &Context) -> Result<(), Diagnostic> {
        Ok(())
    }
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: ExtFOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
}

impl ExtSIOpHooks for ExtSIOp {
    fn verify(self, _ctx: &Context) -> Result<(), Diagnostic> {
        Ok(())
    }
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: ExtSIOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
    fn canonicalization_patterns(_patterns: &mut ods_runtime::rewrite::RewritePatternSet) {}
}

impl ExtUIOpHooks for ExtUIOp {
    fn verify(self, _ctx: &Context) -> Result<(), Diagnostic> {
        Ok(())
    }
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: ExtUIOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
}

impl FPToSIOpHooks for FPToSIOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: FPToSIOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
}

impl FPToUIOpHooks for FPToUIOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: FPToUIOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
}

impl FloorDivSIOpHooks for FloorDivSIOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: FloorDivSIOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
}

impl IndexCastOpHooks for IndexCastOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: IndexCastOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
    fn canonicalization_patterns(_patterns: &mut ods_runtime::rewrite::RewritePatternSet) {}
}

impl IndexCastUIOpHooks for IndexCastUIOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: IndexCastUIOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
    fn canonicalization_patterns(_patterns: &mut ods_runtime::rewrite::RewritePatternSet) {}
}

impl MaxNumFOpHooks for MaxNumFOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: MaxNumFOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
}

impl MaxSIOpHooks for MaxSIOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: MaxSIOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
}

impl MaxUIOpHooks for MaxUIOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: MaxUIOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
}

impl MaximumFOpHooks for MaximumFOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: MaximumFOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
}

impl MinNumFOpHooks for MinNumFOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: MinNumFOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
}

impl MinSIOpHooks for MinSIOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: MinSIOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
}

impl MinUIOpHooks for MinUIOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: MinUIOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
}

impl MinimumFOpHooks for MinimumFOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: MinimumFOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
}

impl MulFOpHooks for MulFOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: MulFOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
    fn canonicalization_patterns(_patterns: &mut ods_runtime::rewrite::RewritePatternSet) {}
}

impl MulIOpHooks for MulIOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: MulIOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
    fn canonicalization_patterns(_patterns: &mut ods_runtime::rewrite::RewritePatternSet) {}
    fn get_asm_result_names(
        self,
        ctx: &Context,
        set_name: ods_runtime::registry::SetValueNameFn<'_>,
    ) {
        super::muli_result_names(self, ctx, set_name)
    }
}

impl MulSIExtendedOpHooks for MulSIExtendedOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: MulSIExtendedOpAdaptor<Option<Attribute>>,
    ) -> Option<Vec<FoldResult>> {
        None
    }
    fn canonicalization_patterns(_patterns: &mut ods_runtime::rewrite::RewritePatternSet) {}
}

impl MulUIExtendedOpHooks for MulUIExtendedOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: MulUIExtendedOpAdaptor<Option<Attribute>>,
    ) -> Option<Vec<FoldResult>> {
        None
    }
    fn canonicalization_patterns(_patterns: &mut ods_runtime::rewrite::RewritePatternSet) {}
}

impl NegFOpHooks for NegFOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: NegFOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
}

impl OrIOpHooks for OrIOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: OrIOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
    fn canonicalization_patterns(_patterns: &mut ods_runtime::rewrite::RewritePatternSet) {}
}

impl RemFOpHooks for RemFOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: RemFOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
}

impl RemSIOpHooks for RemSIOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: RemSIOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
}

impl RemUIOpHooks for RemUIOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: RemUIOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
}

impl SIToFPOpHooks for SIToFPOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: SIToFPOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
}

impl ScalingExtFOpHooks for ScalingExtFOp {
    fn verify(self, _ctx: &Context) -> Result<(), Diagnostic> {
        Ok(())
    }
}

impl ScalingTruncFOpHooks for ScalingTruncFOp {
    fn verify(self, _ctx: &Context) -> Result<(), Diagnostic> {
        Ok(())
    }
}

impl ShLIOpHooks for ShLIOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: ShLIOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
}

impl ShRSIOpHooks for ShRSIOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: ShRSIOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
}

impl ShRUIOpHooks for ShRUIOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: ShRUIOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
}

impl SubFOpHooks for SubFOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: SubFOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
}

impl SubIOpHooks for SubIOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: SubIOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
    fn canonicalization_patterns(_patterns: &mut ods_runtime::rewrite::RewritePatternSet) {}
}

impl TruncFOpHooks for TruncFOp {
    fn verify(self, _ctx: &Context) -> Result<(), Diagnostic> {
        Ok(())
    }
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: TruncFOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
    fn canonicalization_patterns(_patterns: &mut ods_runtime::rewrite::RewritePatternSet) {}
}

impl TruncIOpHooks for TruncIOp {
    fn verify(self, _ctx: &Context) -> Result<(), Diagnostic> {
        Ok(())
    }
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: TruncIOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
    fn canonicalization_patterns(_patterns: &mut ods_runtime::rewrite::RewritePatternSet) {}
}

impl UIToFPOpHooks for UIToFPOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: UIToFPOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
}

impl XOrIOpHooks for XOrIOp {
    fn fold(
        self,
        _ctx: &mut Context,
        _constants: XOrIOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
    fn canonicalization_patterns(_patterns: &mut ods_runtime::rewrite::RewritePatternSet) {}
}
