//! Rustdoc from `summary` and `description`: the description is dedented,
//! every code block becomes a `text` block, so IR examples never run as
//! doctests, and bare URLs become autolinks, which `rustdoc -D warnings`
//! asks for.

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

/// Fenced blocks get the `text` language, and close at the indentation
/// they open at (a block in a list item stays in it); indented blocks
/// (four spaces after a blank line) are fenced as `text` too.
fn fence_code(text: &str) -> String {
    let mut out = Vec::new();
    let mut in_fence = false;
    let mut fence_indent = String::new();
    let mut in_indented = false;
    let mut prev_blank = true;
    for line in text.lines() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("```") {
            if in_fence {
                out.push(format!("{fence_indent}```"));
            } else {
                fence_indent = line[..line.len() - trimmed.len()].to_string();
                out.push(format!("{fence_indent}```text"));
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
            autolink_urls(line)
        });
        prev_blank = line.trim().is_empty();
    }
    if in_fence {
        out.push(format!("{fence_indent}```"));
    }
    if in_indented {
        close_indented(&mut out);
    }
    out.join("\n")
}

/// `line` with each bare `http(s)://` URL outside inline code written as
/// an autolink (`<url>`); a URL already in `<...>`, in a markdown link's
/// `(...)` or quoted is left alone. Trailing punctuation, and a closing
/// parenthesis the URL did not open, stay outside.
fn autolink_urls(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(start) = ["https://", "http://"]
        .iter()
        .filter_map(|scheme| rest.find(scheme))
        .min()
    {
        let (before, at) = rest.split_at(start);
        out.push_str(before);
        let len = at.find(char::is_whitespace).unwrap_or(at.len());
        let mut url = &at[..len];
        while url.ends_with(['.', ',', ';', ':', '!', '?', '\'', '"'])
            || (url.ends_with(')') && url.matches(')').count() > url.matches('(').count())
        {
            url = &url[..url.len() - 1];
        }
        let in_code = out.matches('`').count() % 2 == 1;
        let wrapped = out.ends_with(['<', '(', '"', '\'']);
        if in_code || wrapped {
            out.push_str(url);
        } else {
            out.push_str(&format!("<{url}>"));
        }
        rest = &at[url.len()..];
    }
    out.push_str(rest);
    out
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

    #[test]
    fn bare_urls_become_autolinks_and_others_stay() {
        assert_eq!(
            autolink_urls("See also https://en.wikipedia.org/wiki/Atan2"),
            "See also <https://en.wikipedia.org/wiki/Atan2>"
        );
        assert_eq!(
            autolink_urls("as in https://arxiv.org/abs/2310.10537."),
            "as in <https://arxiv.org/abs/2310.10537>."
        );
        assert_eq!(
            autolink_urls("(see https://a.b/c#L1) and http://x.y/(z)"),
            "(see <https://a.b/c#L1>) and <http://x.y/(z)>"
        );
        for kept in [
            "<https://a.b/c>",
            "[link](https://a.b/c)",
            "`curl https://a.b/c`",
            "\"https://a.b/c\"",
            "no url here",
        ] {
            assert_eq!(autolink_urls(kept), kept);
        }
    }
}
