//! The kernel compiled from the `kern` dialect computes what Rust does.

#[test]
fn compiled_kernel_computes_axpy() {
    let x: [f32; kern_app::LEN] = std::array::from_fn(|i| i as f32);
    let mut y: [f32; kern_app::LEN] = std::array::from_fn(|i| 100.0 - i as f32);
    let expected: Vec<f32> = x.iter().zip(&y).map(|(x, y)| 2.5 * x + y).collect();
    kern_app::axpy(2.5, &x, &mut y);
    assert_eq!(y.to_vec(), expected);
}
