//! Rustdoc from `summary` and `description`: the description is dedented,
//! and every code block becomes a `text` block, so IR examples never run
//! as doctests.

use proc_macro2::TokenStream;
use quote::quote;

/// `#[doc]` attributes for an item: the summary, then the description.
pub fn doc_attrs(summary: &str, description: &str) -> TokenStream {
    let text = doc_text(summary, description);
    lines_to_attrs(&text)
}

/// `#[doc]` attributes for plain text.
pub fn lines_to_attrs(text: &str) -> TokenStream {
    let lines = text.lines().map(|l| format!(" {l}").trim_end().to_string());
    quote!(#(#[doc = #lines])*)
}

/// The markdown of a summary and a description.
pub fn doc_text(summary: &str, description: &str) -> String {
    let mut out = String::new();
    let summary = summary.trim();
    if !summary.is_empty() {
        out.push_str(summary);
        if !summary.ends_with('.') {
            out.push('.');
        }
        out.push('\n');
    }
    let body = fence_code(&dedent(description));
    if !body.trim().is_empty() {
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str(body.trim_matches('\n'));
        out.push('\n');
    }
    out
}

/// Removes the indentation common to all non-blank lines.
fn dedent(text: &str) -> String {
    let indent = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    text.lines()
        .map(|l| {
            if l.len() >= indent {
                &l[indent..]
            } else {
                l.trim_start()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Fenced blocks get the `text` language; indented blocks (four spaces
/// after a blank line) are fenced as `text` too.
fn fence_code(text: &str) -> String {
    let mut out = Vec::new();
    let mut in_fence = false;
    let mut in_indented = false;
    let mut prev_blank = true;
    for line in text.lines() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("```") {
            if in_fence {
                out.push("```".to_string());
            } else {
                let indent = &line[..line.len() - trimmed.len()];
                out.push(format!("{indent}```text"));
            }
            in_fence = !in_fence;
            prev_blank = false;
            continue;
        }
        if in_fence {
            out.push(line.to_string());
            continue;
        }
        let indented = line.starts_with("    ") || line.starts_with('\t');
        if in_indented && !indented && !line.trim().is_empty() {
            close_indented(&mut out);
            in_indented = false;
        }
        if !in_indented && indented && prev_blank {
            out.push("```text".to_string());
            in_indented = true;
        }
        out.push(if in_indented {
            line.trim_start_matches("    ").to_string()
        } else {
            line.to_string()
        });
        prev_blank = line.trim().is_empty();
    }
    if in_fence {
        out.push("```".to_string());
    }
    if in_indented {
        close_indented(&mut out);
    }
    out.join("\n")
}

/// Ends an indented block before its trailing blank lines.
fn close_indented(out: &mut Vec<String>) {
    let mut blanks = 0;
    while out.last().is_some_and(|l| l.trim().is_empty()) {
        out.pop();
        blanks += 1;
    }
    out.push("```".to_string());
    out.extend(std::iter::repeat_n(String::new(), blanks));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fences_become_text() {
        let d = "\n    Adds.\n\n    ```mlir\n    %0 = toy.add %a, %b\n    ```\n  ";
        assert_eq!(
            doc_text("add", d),
            "add.\n\nAdds.\n\n```text\n%0 = toy.add %a, %b\n```\n"
        );
    }

    #[test]
    fn indented_blocks_become_text() {
        let d = "Example:\n\n    %0 = foo\n\nafter";
        assert_eq!(
            doc_text("", d),
            "Example:\n\n```text\n%0 = foo\n```\n\nafter\n"
        );
    }
}
