//! MLIR's `getReassociationIndicesForCollapse`: the groups by which one
//! shape collapses into another of fewer dimensions, found by matching the
//! target's sizes left to right and right to left and keeping the answer
//! only when both ways agree (up to where unit dimensions go), as
//! mlir-opt 22 does.

use ods_runtime::ods::pred::DYNAMIC;

/// The source dimensions `first..=last` that make one target dimension.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Span {
    first: usize,
    last: usize,
}

impl Span {
    fn at(first: usize) -> Self {
        Span { first, last: first }
    }
    fn indices(self) -> impl Iterator<Item = usize> {
        self.first..=self.last
    }
    fn contains(self, index: usize) -> bool {
        (self.first..=self.last).contains(&index)
    }
}

/// From `start`, the shortest span reaching a dynamic size, or with
/// `greedy` the span to the end; `None` without a dynamic size.
fn span_for_dynamic(source: &[i64], start: usize, greedy: bool) -> Option<Span> {
    let rest = source.get(start..)?;
    let dynamic = rest.iter().position(|&d| d == DYNAMIC)?;
    let last = if greedy {
        source.len() - 1
    } else {
        start + dynamic
    };
    Some(Span { first: start, last })
}

/// From `start`, the first span of static sizes whose product is `target`
/// (starting over after a dynamic size and dropping leading sizes that
/// overshoot), with `greedy` extended by the sizes after it that keep the
/// product.
fn span_for_size(source: &[i64], start: usize, target: i64, greedy: bool) -> Option<Span> {
    let mut span = Span::at(start);
    let mut result = span;
    let (mut product, mut reached): (i64, bool) = (1, false);
    while let Some(&size) = source.get(span.last) {
        if reached && (!greedy || size == DYNAMIC) {
            break;
        }
        if size == DYNAMIC {
            // A static target size cannot take a dynamic one.
            span = Span::at(span.last + 1);
            result = span;
            product = 1;
            continue;
        }
        product = product.wrapping_mul(size);
        if reached && product > target {
            break;
        }
        while product > target && span.first < span.last {
            product = product.checked_div(source[span.first]).unwrap_or(product);
            span.first += 1;
        }
        result = span;
        reached |= product == target;
        span.last += 1;
    }
    reached.then_some(result)
}

/// The span of each target dimension, matched left to right (lazily, but
/// greedily for the last); skipped source sizes join a dynamic target
/// dimension before them.
fn spans_left_to_right(source: &[i64], target: &[i64]) -> Option<Vec<Span>> {
    let mut spans: Vec<Span> = Vec::with_capacity(target.len());
    let (mut next, mut previous) = (0, None);
    for (i, &size) in target.iter().enumerate() {
        let greedy = i + 1 == target.len();
        let span = if size == DYNAMIC {
            span_for_dynamic(source, next, greedy)?
        } else {
            span_for_size(source, next, size, greedy)?
        };
        if span.last >= source.len() {
            return None;
        }
        if span.first > next {
            if previous != Some(DYNAMIC) {
                return None;
            }
            spans.last_mut()?.last = span.first - 1;
        }
        previous = Some(size);
        next = span.last + 1;
        spans.push(span);
    }
    (spans.last()?.last + 1 == source.len()).then_some(spans)
}

/// [`spans_left_to_right`] on the reversed shapes, mapped back.
fn spans_right_to_left(source: &[i64], target: &[i64]) -> Option<Vec<Span>> {
    let reversed = |shape: &[i64]| shape.iter().rev().copied().collect::<Vec<_>>();
    let spans = spans_left_to_right(&reversed(source), &reversed(target))?;
    let mirror = |i: usize| source.len() - 1 - i;
    let spans = spans.into_iter().rev().map(|s| Span {
        first: mirror(s.last),
        last: mirror(s.first),
    });
    Some(spans.collect())
}

/// The groups collapsing `source` into `target`, `None` when there is no
/// unambiguous one (MLIR's `getReassociationIndicesForCollapse`).
pub(crate) fn collapse_groups(source: &[i64], target: &[i64]) -> Option<Vec<Vec<i64>>> {
    if source.len() <= target.len() {
        return None;
    }
    let as_i64 = |i: usize| i64::try_from(i).unwrap_or(i64::MAX);
    if target.is_empty() {
        // A scalar takes only unit or dynamic sizes.
        let all = source.iter().all(|&d| d == 1 || d == DYNAMIC);
        return all.then(|| vec![(0..source.len()).map(as_i64).collect()]);
    }
    let forward = spans_left_to_right(source, target)?;
    let backward = spans_right_to_left(source, target)?;
    if forward.len() != target.len() || backward.len() != target.len() {
        return None;
    }
    let mut groups = Vec::with_capacity(target.len());
    for (&f, &b) in forward.iter().zip(&backward) {
        // The two ways may differ only in where unit sizes go (mlir-opt 22
        // groups 1x1x1x1 into 1x1x1 as [[0], [1], [2, 3]], though right to
        // left it reads [[0, 1], [2], [3]]).
        let mut differing = f
            .indices()
            .filter(|&i| !b.contains(i))
            .chain(b.indices().filter(|&i| !f.contains(i)));
        if differing.any(|i| source[i] != 1) {
            return None;
        }
        groups.push(f.indices().map(as_i64).collect());
    }
    Some(groups)
}

#[cfg(test)]
mod tests {
    use super::collapse_groups;
    use ods_runtime::ods::pred::DYNAMIC as D;

    #[test]
    fn static_sizes_group_by_their_products() {
        let groups = collapse_groups(&[2, 3, 4, 5, 6, 7, 8], &[24, 5, 42, 8]);
        let expected = vec![vec![0, 1, 2], vec![3], vec![4, 5], vec![6]];
        assert_eq!(groups, Some(expected));
        assert_eq!(collapse_groups(&[1, 1, 1], &[]), Some(vec![vec![0, 1, 2]]));
        assert_eq!(collapse_groups(&[2, 3], &[5]), None);
    }

    #[test]
    fn unit_sizes_may_go_either_way_but_dynamic_ones_may_not() {
        assert_eq!(
            collapse_groups(&[1, 1, 1, 1], &[1, 1, 1]),
            Some(vec![vec![0], vec![1], vec![2, 3]])
        );
        assert_eq!(collapse_groups(&[D, D, D], &[D, D]), None);
        assert_eq!(collapse_groups(&[2, 2, D], &[2, D]), None);
        assert_eq!(
            collapse_groups(&[D, 2, 3, 5], &[D, 15]),
            Some(vec![vec![0, 1], vec![2, 3]])
        );
    }
}
