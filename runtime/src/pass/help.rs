//! The list of registered passes with their options, laid out as mlir-opt's
//! `--list-passes` lays it out (MLIR's `printRegisteredPasses`, with LLVM's
//! command-line library printing each option): passes sorted by argument,
//! each followed by its options sorted by key, and the descriptions of all
//! of them aligned on one column that the widest option sets.

use super::options::OptionHelp;
use super::registry::PassRegistry;
use std::fmt::Write as _;

/// The first column past an option's text: LLVM's option width counts
/// three more than the text it prints.
const OPTION_SLACK: usize = 3;
/// What an enum value's width counts besides its name (`    =` and more).
const ENUM_VALUE_PREFIX: usize = 8;

/// `--list-passes`: `Passes:` and a block per registered pass.
pub(crate) fn list_passes(registry: &PassRegistry) -> String {
    let entries: Vec<(&str, &str, Vec<OptionHelp>)> = registry
        .iter()
        .filter_map(|info| Some((info, info.create()?)))
        .map(|(info, pass)| {
            let help = pass.options().map(|o| o.help()).unwrap_or_default();
            (info.argument, info.description, help)
        })
        .collect();
    // MLIR's `maxWidth`: each pass's widest option, plus 2, plus 4.
    let desc_indent = entries
        .iter()
        .map(|(_, _, options)| options.iter().map(option_width).max().unwrap_or(0) + 6)
        .max()
        .unwrap_or(6);
    let mut out = String::from("Passes:\n");
    for (argument, description, options) in &entries {
        let pad = desc_indent - 6;
        let _ = writeln!(out, "  --{argument:<pad$}-   {description}");
        for option in options {
            option_lines(&mut out, option, desc_indent - 2);
        }
    }
    out
}

/// The option as LLVM prints its name and value: `--key=<value>`, or
/// `-k <value>` for a one-letter key.
fn option_text(option: &OptionHelp) -> String {
    let one_letter = option.argument.len() == 1;
    let mut text = format!(
        "  {}{}",
        if one_letter { "-" } else { "--" },
        option.argument
    );
    if let Some(name) = option.value_name {
        let _ = write!(text, "{}{name}>", if one_letter { " <" } else { "=<" });
    }
    text
}

/// LLVM's `getOptionWidth`: the text and its slack, or an enum value's
/// line if that is wider.
fn option_width(option: &OptionHelp) -> usize {
    let values = option
        .values
        .iter()
        .map(|(name, _)| name.len() + ENUM_VALUE_PREFIX);
    values
        .max()
        .unwrap_or(0)
        .max(option_text(option).len() + OPTION_SLACK)
}

/// One option's lines under its pass, its description at `width` past the
/// pass's indent (LLVM's `printOptionInfo` with the global width).
fn option_lines(out: &mut String, option: &OptionHelp, width: usize) {
    let text = option_text(option);
    let pad = width.saturating_sub(option_width(option));
    let mut lines = option.description.split('\n');
    let _ = writeln!(out, "  {text}{:pad$} - {}", "", lines.next().unwrap_or(""));
    for line in lines {
        let _ = writeln!(out, "{:width$}{line}", "");
    }
    for (name, description) in &option.values {
        // A value without a description is its name alone (LLVM's
        // `generic_parser_base::printOptionInfo`).
        if description.is_empty() {
            let _ = writeln!(out, "    ={name}");
            continue;
        }
        let pad = width.saturating_sub(name.len() + ENUM_VALUE_PREFIX);
        let _ = writeln!(out, "    ={name}{:pad$} -   {description}", "");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pass::{EnumOptionValue, Pass, PassFailure, PassOptions};
    use crate::{Context, OpId};

    #[derive(Clone, Copy, Debug, PartialEq)]
    enum Level {
        Low,
        High,
        Max,
    }

    impl EnumOptionValue for Level {
        const NAMES: &'static [(&'static str, Level)] = &[
            ("low", Level::Low),
            ("high", Level::High),
            ("max", Level::Max),
        ];
        // A value may have no description: it lists as its name alone.
        const DESCRIPTIONS: &'static [&'static str] = &["Gently", "Hard", ""];
    }

    struct WithOptions(PassOptions);

    impl Pass for WithOptions {
        fn name(&self) -> &'static str {
            "WithOptions"
        }
        fn argument(&self) -> &'static str {
            "with-options"
        }
        fn description(&self) -> &'static str {
            "A pass with options"
        }
        fn options(&self) -> Option<&PassOptions> {
            Some(&self.0)
        }
        fn options_mut(&mut self) -> Option<&mut PassOptions> {
            Some(&mut self.0)
        }
        fn run_on_operation(&mut self, _: &mut Context, _: OpId) -> Result<(), PassFailure> {
            Ok(())
        }
    }

    struct Plain;

    impl Pass for Plain {
        fn name(&self) -> &'static str {
            "Plain"
        }
        fn argument(&self) -> &'static str {
            "plain"
        }
        fn description(&self) -> &'static str {
            "No options"
        }
        fn run_on_operation(&mut self, _: &mut Context, _: OpId) -> Result<(), PassFailure> {
            Ok(())
        }
    }

    /// The columns mlir-opt 22 uses for the same widths: the widest
    /// option, `--level=<value>` (2 + 15 + 3 = 20), makes the width 26;
    /// the dashes of passes and options are at column 24 (26 - 2), those
    /// of enum values at 22, as in mlir-opt's own list (60, 58 and 56).
    #[test]
    fn lays_out_passes_options_and_values_as_mlir_opt() {
        let mut registry = PassRegistry::new();
        registry.register(|| Box::new(Plain));
        registry.register(|| {
            Box::new(WithOptions(
                PassOptions::new()
                    .with("level", "How hard", Level::Low)
                    .with("n", "Count", 1u32)
                    .with("all", "Everything", false),
            ))
        });
        assert_eq!(
            list_passes(&registry),
            "Passes:\n\
             \x20 --plain               -   No options\n\
             \x20 --with-options        -   A pass with options\n\
             \x20   --all               - Everything\n\
             \x20   --level=<value>     - How hard\n\
             \x20   =low              -   Gently\n\
             \x20   =high             -   Hard\n\
             \x20   =max\n\
             \x20   -n <uint>           - Count\n"
        );
    }
}
