// collide2d: the C core test program -- runs every test of tests/c/test_*.c.
// The last line of output is "N passed, N failed"; the exit status is 1 when anything
// failed.
#include "check.h"

int passed_count;
int failed_count;

int main(void) {
    test_intersect_point();
    test_intersect_segment();
    test_intersect_aabb();
    test_overlaps_agrees_with_intersect();
    test_sweep_aabb();
    test_batch_intersect_collider_rows();
    test_sweep_into();
    test_overlap_interval();
    test_batch_equals_scalar();
    test_validation();
    test_no_nan_on_awkward_inputs();
    test_circle_point_and_circle();
    test_circle_and_aabb();
    test_circle_segment();
    test_line_intersection();
    test_circle_line_points();
    test_sweep_circle_circle();
    test_sweep_circle_and_aabb();
    test_overlap_interval_circles();
    test_circle_invariants();
    test_circles_no_nan();
    test_work_counts_saturate();
    test_result_rows_have_no_stale_bytes();
    test_dispatch_tables();
    test_every_kernel_of_the_list();
    test_broad_pairs();
    test_radix_sort();
    test_sweep_pairs();
    test_sweep_choice();
    test_rows_changed_in_place();
    test_grid_copy_bounds();
    printf("%d passed, %d failed\n", passed_count, failed_count);
    return failed_count ? 1 : 0;
}
