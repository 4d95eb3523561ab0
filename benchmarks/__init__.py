"""collide2d benchmarks: speed ratios against the anchors, measured in one run.

Run from the repository root::

    python -m benchmarks            # the full run
    python -m benchmarks --quick    # a smoke run: smaller N, fewer repeats
    python -m benchmarks --only sweep_into
    python -m benchmarks --only polygon   # a group: aabb, circles, obb, polygon, threads

Each row times one collide2d call and one anchor doing the same work on the
same data -- numpy written the obvious way (``numpy_ref``, ``numpy_circles``),
the pure-Python oracles (``collide2d.oracle``),
pygame-ce ``Rect`` and ``pygame.geometry.Circle``, shapely 2, and pymunk's
``shapes_collide`` (Chipmunk2D) -- after
checking that both give the same answer.  Times are per call, the median of
several repeats (``timing``); the ratio is printed with the target from the
issues and PASS or MISS.  Anchors that are not installed (``pip install
.[bench]``) show as "not installed".  Targets are checked here, never in the
test suite.

Modules: ``timing`` (the timer), ``data`` (the inputs), ``numpy_ref`` and
``numpy_circles``, ``numpy_obb`` (the numpy anchors), ``aabb``, ``circles``, ``obb``,
``polygon`` and ``threads`` (the cases),
``report`` (the table).
"""
