//! The report of a command-line argument that names no option, worded as
//! LLVM's `cl::ParseCommandLineOptions` words it (with its nearest option,
//! by edit distance, as `LookupNearestOption` finds it), in place of
//! clap's.

/// The first argument of `args` (program name first) that looks like an
/// option but is none of `options` (names without dashes).
pub(super) fn find<'a>(args: &'a [String], options: &[&str]) -> Option<&'a str> {
    args.iter()
        .skip(1)
        .take_while(|a| *a != "--")
        .find_map(|arg| {
            let name = arg.strip_prefix("--").or_else(|| arg.strip_prefix('-'))?;
            let name = name.split('=').next().unwrap_or(name);
            (!name.is_empty() && !options.contains(&name)).then_some(arg.as_str())
        })
}

/// LLVM's lines for the unknown argument `arg`: the first naming it, the
/// second the nearest of `options`, if any.
pub(super) fn report(program: &str, arg: &str, options: &[&str]) -> String {
    let name = std::path::Path::new(program)
        .file_name()
        .map_or(program.into(), |n| n.to_string_lossy());
    let mut out =
        format!("{name}: Unknown command line argument '{arg}'.  Try: '{program} --help'\n");
    let bare = arg.trim_start_matches('-');
    let (flag, value) = bare.split_once('=').unwrap_or((bare, ""));
    let nearest = options
        .iter()
        .map(|o| (edit_distance(o, flag), o))
        .min_by_key(|&(d, _)| d);
    if let Some((_, option)) = nearest {
        let dashes = if option.len() == 1 { "-" } else { "--" };
        let value = if value.is_empty() {
            String::new()
        } else {
            format!("={value}")
        };
        out.push_str(&format!(
            "{name}: Did you mean '{dashes}{option}{value}'?\n"
        ));
    }
    out
}

/// The Levenshtein distance of `a` and `b` (LLVM's `StringRef::edit_distance`
/// with replacements allowed).
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut previous = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let replaced = previous + usize::from(ca != cb);
            previous = row[j + 1];
            row[j + 1] = replaced.min(row[j] + 1).min(previous + 1);
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_unknown_argument_is_named_with_its_nearest_option() {
        let options = ["canonicalize", "cse", "split-input-file", "o"];
        let args: Vec<String> = ["tool", "-cse", "-canonicalise", "x.mlir"]
            .map(String::from)
            .to_vec();
        assert_eq!(find(&args, &options), Some("-canonicalise"));
        assert_eq!(
            report("/bin/tool", "-canonicalise", &options),
            "tool: Unknown command line argument '-canonicalise'.  Try: '/bin/tool --help'\n\
             tool: Did you mean '--canonicalize'?\n"
        );
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("", "abc"), 3);
    }
}
