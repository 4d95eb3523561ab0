"""check_many on a Dask cluster: a LocalCluster of two worker processes, one thread each.

collide2d never starts a cluster itself: the test makes one, as a user would, and
passes its client.
"""

import json

import pytest

from collide2d.levels import check_many, examples

distributed = pytest.importorskip("distributed", reason="the test extras install distributed")


@pytest.fixture(scope="module")
def client():
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                       dashboard_address=None)
    with distributed.Client(cluster) as c:
        yield c
    cluster.close()


def test_the_same_results_as_in_process_in_the_same_order(client, tmp_path):
    (tmp_path / "bad.tmx").write_text("<map")
    paths = examples() + [str(tmp_path / "bad.tmx")] + examples()[::-1]
    here = check_many(paths)
    there = check_many(paths, client=client)
    assert [(r.path, r.findings, r.error, r.colliders) for r in there] == \
        [(r.path, r.findings, r.error, r.colliders) for r in here]
    assert there[3].error is not None and "broken XML" in there[3].error


def test_each_worker_runs_the_library_on_one_thread(client):
    from collide2d.levels._check import check_path

    workers = list(client.scheduler_info()["workers"])
    assert len(workers) == 2
    for address in workers:  # one check on each worker, pinned there
        assert client.submit(check_path, examples()[0], {}, workers=[address], pure=False).result()

    def threads():
        import collide2d
        return collide2d.get_num_threads()
    assert client.run(threads) == {address: 1 for address in workers}


def test_the_command_line_checks_on_a_cluster_by_its_address(client):
    import io

    from collide2d.levels._cli import main

    address = client.scheduler.address
    out, here = io.StringIO(), io.StringIO()
    assert main(["--dask", address, "--format", "json"] + examples(), out) == 1
    assert main(["--format", "json"] + examples(), here) == 1
    strip = [{k: v for k, v in level.items() if k != "seconds"}
             for level in json.loads(out.getvalue())["levels"]]
    assert strip == [{k: v for k, v in level.items() if k != "seconds"}
                     for level in json.loads(here.getvalue())["levels"]]


def test_a_scheduler_that_cannot_be_reached_is_exit_status_2_with_a_message(capsys):
    import dask

    from collide2d.levels._cli import main

    # Nothing listens on port 9 of this machine; the connect timeout kept short.
    with dask.config.set({"distributed.comm.timeouts.connect": "1s"}):
        assert main(["--dask", "tcp://127.0.0.1:9"] + examples()) == 2
    assert "cannot reach the dask scheduler tcp://127.0.0.1:9" in capsys.readouterr().err


@pytest.mark.parametrize("address", ["localhost", "foo://bar:1"])
def test_an_address_that_is_no_address_is_exit_status_2_with_a_message(capsys, address):
    from collide2d.levels._cli import main

    assert main(["--dask", address] + examples()) == 2
    assert f"cannot reach the dask scheduler {address}" in capsys.readouterr().err
