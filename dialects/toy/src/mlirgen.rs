//! MLIRGen (the tutorial's `MLIRGen.cpp`): the AST of a Toy file to a
//! module of the Toy dialect, one `toy.func` a function, with the
//! tutorial's error messages at the AST's locations. Values are named by a
//! scoped symbol table; a declaration with a shape reshapes its value.

use crate::ast::{Expr, ExprKind, Function, Module, Prototype, Record, Struct, VarDecl, VarType};
use crate::lexer::Location;
use ods_runtime::diag::Diagnostic;
use ods_runtime::interfaces::symbol_table::set_visibility;
use ods_runtime::interfaces::symbols::Visibility;
use ods_runtime::ods::op::Op;
use ods_runtime::{
    AttrKind, Attribute, Builder, Context, DenseData, OpBuilder, OpId, RankedTensorType, Type,
    Value,
};
use sample_dialect::toy::{
    AddOp, ConstantOp, FuncOp, GenericCallOp, MulOp, PrintOp, ReshapeOp, ReturnOp, StructAccessOp,
    StructConstantOp, StructType, TransposeOp,
};
use std::collections::HashMap;

/// The `ExprAST` kind number the tutorial reports for an expression it
/// cannot generate (only `print(...)` nested in an expression gets there).
const PRINT_EXPR_KIND: u32 = 8;

/// What generating a module gives: its top-level operation unless
/// generation failed, and the errors reported on the way (an error need
/// not fail it: as the tutorial, a `print` of a bad value is left out).
#[derive(Debug)]
pub struct GenOutcome {
    /// The `builtin.module`.
    pub module: Option<OpId>,
    /// The errors, each at its AST location, in order.
    pub errors: Vec<Diagnostic>,
}

/// Generates the module of `module` (the tutorial stops at the first
/// definition that fails).
pub fn mlir_gen(ctx: &mut Context, module: &Module) -> GenOutcome {
    let top = match ods_runtime::parse_source(ctx, "module {}", "toy") {
        Ok(top) => top,
        Err(d) => {
            return GenOutcome {
                module: None,
                errors: vec![d],
            }
        }
    };
    let unknown = ctx.unknown_loc();
    ctx.set_op_loc(top, unknown);
    let body = ctx.blocks(ctx.regions(top)[0])[0];
    let mut gen = Gen {
        ctx,
        body,
        at: OpBuilder::at_end(body),
        scopes: Vec::new(),
        functions: HashMap::new(),
        structs: HashMap::new(),
        errors: Vec::new(),
    };
    for record in &module.records {
        let ok = match record {
            Record::Function(f) => gen.function(f).is_some(),
            Record::Struct(s) => gen.structure(s).is_some(),
        };
        if !ok {
            return GenOutcome {
                module: None,
                errors: gen.errors,
            };
        }
    }
    let mut errors = gen.errors;
    if let Err(d) = ods_runtime::verify::verify(gen.ctx, top) {
        let unknown = gen.ctx.unknown_loc();
        errors.extend([d, Diagnostic::error(unknown, "module verification error")]);
        return GenOutcome {
            module: None,
            errors,
        };
    }
    GenOutcome {
        module: Some(top),
        errors,
    }
}

/// The generator's state.
struct Gen<'c, 'a> {
    ctx: &'c mut Context,
    /// The module's body.
    body: ods_runtime::BlockId,
    /// Where ops are created.
    at: OpBuilder,
    /// The symbol table: a map a scope, innermost last.
    scopes: Vec<HashMap<&'a str, (Value, &'a VarDecl)>>,
    /// The functions generated so far, by name (the first of a name).
    functions: HashMap<&'a str, FuncOp>,
    /// The structs declared so far: their type and AST.
    structs: HashMap<&'a str, (Type, &'a Struct)>,
    errors: Vec<Diagnostic>,
}

impl<'c, 'a> Gen<'c, 'a> {
    fn b(&mut self) -> Builder<'_> {
        Builder {
            ctx: self.ctx,
            at: self.at,
        }
    }

    fn loc(&mut self, l: &Location) -> Attribute {
        let file = self.ctx.symbol(&l.file);
        self.ctx.attr(AttrKind::FileLineColLoc {
            file,
            line: l.line.max(0) as u32,
            col: l.col.max(0) as u32,
            end: None,
        })
    }

    fn error<T>(&mut self, l: &Location, message: impl Into<String>) -> Option<T> {
        let loc = self.loc(l);
        self.errors.push(Diagnostic::error(loc, message.into()));
        None
    }

    fn lookup(&self, name: &str) -> Option<(Value, &'a VarDecl)> {
        self.scopes.iter().rev().find_map(|s| s.get(name).copied())
    }

    /// Declares `var` as `value`; fails (silently, as the tutorial) when
    /// the name is taken in any enclosing scope.
    fn declare(&mut self, var: &'a VarDecl, value: Value) -> Option<()> {
        if self.lookup(&var.name).is_some() {
            return None;
        }
        self.scopes.last_mut()?.insert(&var.name, (value, var));
        Some(())
    }

    fn f64_tensor(&mut self, shape: &[i64]) -> Type {
        let f64_type = self.ctx.f64_type();
        if shape.is_empty() {
            return sample_dialect::unranked_f64_tensor(self.ctx);
        }
        let dims: Vec<Option<i64>> = shape.iter().map(|&d| Some(d)).collect();
        RankedTensorType::get(self.ctx, &dims, f64_type, None).ty()
    }

    /// The type of a declared variable: its struct, or a tensor of its
    /// shape (unranked without one).
    fn var_type(&mut self, ty: &VarType, l: &Location) -> Option<Type> {
        if ty.name.is_empty() {
            return Some(self.f64_tensor(&ty.shape));
        }
        match self.structs.get(ty.name.as_str()) {
            Some(&(t, _)) => Some(t),
            None => self.error(l, format!("error: unknown struct type '{}'", ty.name)),
        }
    }

    fn structure(&mut self, s: &'a Struct) -> Option<()> {
        if self.structs.contains_key(s.name.as_str()) {
            return self.error(
                &s.loc,
                format!("error: struct type with name `{}' already exists", s.name),
            );
        }
        let mut elements = Vec::new();
        for v in &s.variables {
            if v.init.is_some() || !v.ty.shape.is_empty() {
                return self.error(
                    &v.loc,
                    "error: variables within a struct definition must not have initializers",
                );
            }
            elements.push(self.var_type(&v.ty, &v.loc)?);
        }
        let ty = StructType::get(self.ctx, elements).ty();
        self.structs.insert(&s.name, (ty, s));
        Some(())
    }

    fn prototype(&mut self, proto: &'a Prototype) -> Option<FuncOp> {
        let loc = self.loc(&proto.loc);
        let mut inputs = Vec::new();
        for arg in &proto.args {
            inputs.push(self.var_type(&arg.ty, &arg.loc)?);
        }
        let fn_type = self.ctx.function_type(&inputs, &[]);
        self.at = OpBuilder::at_end(self.body);
        Some(FuncOp::create_name(
            &mut self.b(),
            loc,
            &proto.name,
            fn_type,
        ))
    }

    fn function(&mut self, f: &'a Function) -> Option<FuncOp> {
        self.scopes.push(HashMap::new());
        let result = self.function_in_scope(f);
        self.scopes.pop();
        result
    }

    fn function_in_scope(&mut self, f: &'a Function) -> Option<FuncOp> {
        let function = self.prototype(&f.proto)?;
        let entry = self.ctx.blocks(function.body(self.ctx))[0];
        let args = self.ctx.block_args(entry);
        for (decl, &value) in f.proto.args.iter().zip(&args) {
            self.declare(decl, value)?;
        }
        self.at = OpBuilder::at_end(entry);
        if self.block(&f.body).is_none() {
            let _ = self.ctx.erase_op(function.id());
            return None;
        }
        let last = self.ctx.block_ops(entry).last().copied();
        match last.and_then(|op| ReturnOp::cast(self.ctx, op)) {
            None => {
                let loc = self.loc(&f.proto.loc);
                ReturnOp::create_empty(&mut self.b(), loc);
            }
            Some(ret) if ret.has_operand(self.ctx) => {
                let result = self.ctx.value_type(self.ctx.operands(ret.id())[0]);
                let inputs = self.ctx.value_types(self.ctx.block_args(entry));
                let fn_type = self.ctx.function_type(&inputs, &[result]);
                function.set_function_type(self.ctx, fn_type);
            }
            Some(_) => {}
        }
        if f.proto.name != "main" {
            set_visibility(self.ctx, function.id(), Visibility::Private);
        }
        self.functions.entry(&f.proto.name).or_insert(function);
        Some(function)
    }

    /// A function body: declarations, a `return` that ends it, prints and
    /// expressions.
    fn block(&mut self, list: &'a [Expr]) -> Option<()> {
        self.scopes.push(HashMap::new());
        let result = self.block_in_scope(list);
        self.scopes.pop();
        result
    }

    fn block_in_scope(&mut self, list: &'a [Expr]) -> Option<()> {
        for e in list {
            match &e.kind {
                ExprKind::VarDecl(v) => {
                    self.var_decl(v)?;
                }
                ExprKind::Return(value) => return self.ret(&e.loc, value.as_deref()),
                // As the tutorial, a print that fails does not fail the
                // function (its error is reported all the same).
                ExprKind::Print(arg) => {
                    if self.print(&e.loc, arg).is_none() {
                        return Some(());
                    }
                }
                _ => {
                    self.expr(e)?;
                }
            }
        }
        Some(())
    }

    fn ret(&mut self, l: &Location, value: Option<&'a Expr>) -> Option<()> {
        let loc = self.loc(l);
        let operands = match value {
            Some(v) => vec![self.expr(v)?],
            None => Vec::new(),
        };
        ReturnOp::create(&mut self.b(), loc, &operands);
        Some(())
    }

    fn print(&mut self, l: &Location, arg: &'a Expr) -> Option<()> {
        let value = self.expr(arg)?;
        let loc = self.loc(l);
        PrintOp::create(&mut self.b(), loc, value);
        Some(())
    }

    fn var_decl(&mut self, v: &'a VarDecl) -> Option<Value> {
        let Some(init) = &v.init else {
            return self.error(&v.loc, "missing initializer in variable declaration");
        };
        let mut value = self.expr(init)?;
        if !v.ty.name.is_empty() {
            let ty = self.var_type(&v.ty, &v.loc)?;
            let actual = self.ctx.value_type(value);
            if ty != actual {
                let got = ods_runtime::asm::printer::type_to_string(self.ctx, actual);
                let expected = ods_runtime::asm::printer::type_to_string(self.ctx, ty);
                return self.error(
                    &v.loc,
                    format!(
                        "struct type of initializer is different than the variable declaration. Got {got}, but expected {expected}"
                    ),
                );
            }
        } else if !v.ty.shape.is_empty() {
            let ty = self.f64_tensor(&v.ty.shape);
            let loc = self.loc(&v.loc);
            value = ReshapeOp::create(&mut self.b(), loc, ty, value).result0(self.ctx);
        }
        self.declare(v, value)?;
        Some(value)
    }

    fn expr(&mut self, e: &'a Expr) -> Option<Value> {
        match &e.kind {
            ExprKind::Binary { op, lhs, rhs } => self.binary(&e.loc, *op, lhs, rhs),
            ExprKind::Var(name) => match self.lookup(name) {
                Some((value, _)) => Some(value),
                None => self.error(&e.loc, format!("error: unknown variable '{name}'")),
            },
            ExprKind::Literal { .. } => {
                let (attr, ty) = self.literal_attr(e);
                let loc = self.loc(&e.loc);
                Some(ConstantOp::create(&mut self.b(), loc, ty, attr).result0(self.ctx))
            }
            ExprKind::StructLiteral(values) => {
                let (attr, ty) = self.struct_attr(values);
                let loc = self.loc(&e.loc);
                Some(StructConstantOp::create(&mut self.b(), loc, ty, attr).output(self.ctx))
            }
            ExprKind::Call { callee, args } => self.call(&e.loc, callee, args),
            ExprKind::Number(n) => {
                let loc = self.loc(&e.loc);
                Some(ConstantOp::create_value_f64(&mut self.b(), loc, *n).result0(self.ctx))
            }
            ExprKind::VarDecl(v) => self.var_decl(v),
            ExprKind::Return(_) | ExprKind::Print(_) => self.error(
                &e.loc,
                format!("MLIR codegen encountered an unhandled expr kind '{PRINT_EXPR_KIND}'"),
            ),
        }
    }

    fn binary(&mut self, l: &Location, op: u8, lhs: &'a Expr, rhs: &'a Expr) -> Option<Value> {
        let left = self.expr(lhs)?;
        let loc = self.loc(l);
        if op == b'.' {
            let Some(index) = self.member_index(lhs, rhs) else {
                return self.error(l, "invalid access into struct expression");
            };
            let access = StructAccessOp::create_input_index(&mut self.b(), loc, left, index);
            return Some(access.output(self.ctx));
        }
        let right = self.expr(rhs)?;
        let value = match op {
            b'+' => AddOp::create_lhs_rhs(&mut self.b(), loc, left, right).result0(self.ctx),
            b'*' => MulOp::create_lhs_rhs(&mut self.b(), loc, left, right).result0(self.ctx),
            _ => return self.error(l, format!("invalid binary operator '{}'", op as char)),
        };
        Some(value)
    }

    /// The struct that `e` (a variable or a member access) is of.
    fn struct_for(&self, e: &'a Expr) -> Option<&'a Struct> {
        let name = match &e.kind {
            ExprKind::Var(name) => &self.lookup(name)?.1.ty.name,
            ExprKind::Binary { op: b'.', lhs, rhs } => {
                let ExprKind::Var(member) = &rhs.kind else {
                    return None;
                };
                let parent = self.struct_for(lhs)?;
                &parent.variables.iter().find(|v| &v.name == member)?.ty.name
            }
            _ => return None,
        };
        self.structs.get(name.as_str()).map(|&(_, s)| s)
    }

    /// The index of the member `rhs` names in the struct of `lhs`.
    fn member_index(&self, lhs: &'a Expr, rhs: &'a Expr) -> Option<usize> {
        let s = self.struct_for(lhs)?;
        let ExprKind::Var(name) = &rhs.kind else {
            return None;
        };
        s.variables.iter().position(|v| &v.name == name)
    }

    /// A tensor literal's or number's elements attribute and its type.
    fn literal_attr(&mut self, e: &Expr) -> (Attribute, Type) {
        let mut data = Vec::new();
        collect_data(e, &mut data);
        let dims = match &e.kind {
            ExprKind::Literal { dims, .. } => dims.clone(),
            _ => Vec::new(),
        };
        let f64_type = self.ctx.f64_type();
        let shape: Vec<Option<i64>> = dims.iter().map(|&d| Some(d)).collect();
        let ty = RankedTensorType::get(self.ctx, &shape, f64_type, None).ty();
        // MLIR stores elements that are all equal as a splat.
        let splat = data.windows(2).all(|w| w[0].to_bits() == w[1].to_bits());
        if splat {
            data.truncate(1);
        }
        let bits: Box<[u128]> = data.iter().map(|v| v.to_bits() as u128).collect();
        let attr = self.ctx.attr(AttrKind::DenseElements {
            ty,
            data: DenseData::Floats(bits),
            splat,
            i1_padding: 0,
        });
        (attr, ty)
    }

    /// A struct literal's array attribute and its struct type (tensors in
    /// it unranked).
    fn struct_attr(&mut self, values: &[Expr]) -> (Attribute, Type) {
        let mut attrs = Vec::new();
        let mut types = Vec::new();
        for v in values {
            let (attr, ty) = match &v.kind {
                ExprKind::StructLiteral(inner) => self.struct_attr(inner),
                _ => (self.literal_attr(v).0, self.f64_tensor(&[])),
            };
            attrs.push(attr);
            types.push(ty);
        }
        let attr = self.ctx.attr(AttrKind::Array(attrs.into()));
        (attr, StructType::get(self.ctx, types).ty())
    }

    fn call(&mut self, l: &Location, callee: &str, args: &'a [Expr]) -> Option<Value> {
        let loc = self.loc(l);
        let mut operands = Vec::new();
        for a in args {
            operands.push(self.expr(a)?);
        }
        if callee == "transpose" {
            if args.len() != 1 {
                return self.error(
                    l,
                    "MLIR codegen encountered an error: toy.transpose does not accept multiple arguments",
                );
            }
            return Some(
                TransposeOp::create_input(&mut self.b(), loc, operands[0]).result0(self.ctx),
            );
        }
        let Some(&function) = self.functions.get(callee) else {
            return self.error(l, format!("no defined function found for '{callee}'"));
        };
        let fn_type = function.function_type(self.ctx);
        let result = ods_runtime::interfaces::function::function_type_parts(self.ctx, fn_type)
            .and_then(|(_, results)| results.first().copied());
        let result = result.unwrap_or_else(|| sample_dialect::unranked_f64_tensor(self.ctx));
        let callee = ods_runtime::ods::convert::flat_symbol_ref(self.ctx, callee);
        let call = GenericCallOp::create_with_attrs(&mut self.b(), loc, result, callee, &operands);
        Some(call.result0(self.ctx))
    }
}

/// The numbers of a literal, flattened in order.
fn collect_data(e: &Expr, data: &mut Vec<f64>) {
    match &e.kind {
        ExprKind::Literal { values, .. } => values.iter().for_each(|v| collect_data(v, data)),
        ExprKind::Number(n) => data.push(*n),
        _ => {}
    }
}
