"""A generated drill carries the scenario and solution it was checked with (issue 8.7).

The drill is solved from its data, not by writing its file and reading it
back; these tests prove that the file it writes loads and solves to the same
scenario and the same answer, in both languages, so the carried solution is
the one `trainer validate` and `trainer solve` would give for the file.
"""
from __future__ import annotations

import pytest

from conftest import plain
from trainer.drill import VARIANTS
from trainer.drill.generate import generate
from trainer.engine.solve import solve
from trainer.scenario.load import load
from trainer.session.sources import from_drill


@pytest.mark.parametrize("seed", [0, 7, 2024])
def test_the_written_text_loads_and_solves_to_the_carried_solution(seed: int) -> None:
    for drill in generate(2 * len(VARIANTS), seed):
        carried = drill.solution
        assert carried is not None
        loaded = load(f"<drill:{drill.id}>", drill.text.encode("utf-8"))
        assert loaded == carried.scenario, drill.id
        again = solve(loaded)
        assert again.only_hand.answer == carried.only_hand.answer, drill.id
        assert again.only_hand.outcome == carried.only_hand.outcome, drill.id
        for lang in ("en", "it"):
            assert plain(again, lang) == plain(carried, lang), (drill.id, lang)


def test_a_session_drill_keeps_its_files_and_their_solutions(tmp_path) -> None:
    loaded = from_drill(len(VARIANTS), 3, None, None, str(tmp_path))
    assert len(loaded.solutions) == len(VARIANTS) and loaded.drill_dir
    for sol in loaded.solutions:
        assert sol.scenario.source.startswith(loaded.drill_dir)
        from_file = solve(load(sol.scenario.source))
        assert from_file.scenario == sol.scenario and from_file.only_hand.answer == sol.only_hand.answer
        assert plain(from_file, "it") == plain(sol, "it")


def test_a_session_drill_records_the_digest_of_the_file_it_kept(tmp_path) -> None:
    # The results store records scenario_sha256 from the scenario as read; a
    # drill is never read back, so its digest must be the kept file's bytes.
    import hashlib

    loaded = from_drill(4, 11, None, None, str(tmp_path))
    for sol in loaded.solutions:
        with open(sol.scenario.source, "rb") as fh:
            on_disk = hashlib.sha256(fh.read()).hexdigest()
        assert sol.scenario.sha256 == on_disk == load(sol.scenario.source).sha256
