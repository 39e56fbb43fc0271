//! The types and attributes a builder asks for most, as methods of the
//! context (MLIR's `Builder::getI64Type`, `getIndexType`,
//! `getIntegerAttr`, ...); a [`Builder`](super::Builder) and a rewriter
//! have them too, through the context they dereference to. Each is a
//! short name for what [`crate::ods::convert`] makes.

use crate::ods::convert;
use crate::{Attribute, Context, FloatKind, FunctionType, Signedness, Type};

impl Context {
    /// `i1`.
    pub fn i1_type(&mut self) -> Type {
        self.integer_type(1)
    }

    /// `i32`.
    pub fn i32_type(&mut self) -> Type {
        self.integer_type(32)
    }

    /// `i64`.
    pub fn i64_type(&mut self) -> Type {
        self.integer_type(64)
    }

    /// The signless integer type of `width` bits.
    pub fn integer_type(&mut self, width: u32) -> Type {
        convert::integer(self, width, Signedness::Signless)
    }

    /// `index`.
    pub fn index_type(&mut self) -> Type {
        convert::index(self)
    }

    /// `f32`.
    pub fn f32_type(&mut self) -> Type {
        convert::float(self, FloatKind::F32)
    }

    /// `f64`.
    pub fn f64_type(&mut self) -> Type {
        convert::float(self, FloatKind::F64)
    }

    /// The function type from `inputs` to `results`.
    pub fn function_type(&mut self, inputs: &[Type], results: &[Type]) -> Type {
        FunctionType::get(self, inputs, results).ty()
    }

    /// An integer attribute of type `ty` (an integer type or `index`).
    pub fn integer_attr(&mut self, ty: Type, value: i128) -> Attribute {
        convert::integer_attr(self, ty, value)
    }

    /// An `index` attribute.
    pub fn index_attr(&mut self, value: i64) -> Attribute {
        let ty = self.index_type();
        self.integer_attr(ty, value.into())
    }

    /// A float attribute of type `ty`, `value` rounded to it.
    pub fn float_attr(&mut self, ty: Type, value: f64) -> Attribute {
        convert::float_attr(self, ty, value)
    }

    /// A string attribute.
    pub fn string_attr(&mut self, value: &str) -> Attribute {
        convert::string_attr(self, value)
    }
}

#[cfg(test)]
mod tests {
    use crate::asm::printer::{attr_to_string, type_to_string};
    use crate::Context;

    #[test]
    fn getters_make_the_builtin_types_and_attributes() {
        let mut ctx = Context::new();
        let (i64t, index, f64t) = (ctx.i64_type(), ctx.index_type(), ctx.f64_type());
        let fn_type = ctx.function_type(&[i64t, index], &[f64t]);
        assert_eq!(type_to_string(&ctx, fn_type), "(i64, index) -> f64");
        let i1 = ctx.i1_type();
        let attrs = [
            ctx.integer_attr(i1, 1),
            ctx.index_attr(7),
            ctx.float_attr(f64t, 0.5),
            ctx.string_attr("x"),
        ];
        let text: Vec<String> = attrs.iter().map(|&a| attr_to_string(&ctx, a)).collect();
        assert_eq!(text, ["true", "7 : index", "5.000000e-01 : f64", "\"x\""]);
    }
}
