//! The op trait and operand segments.
