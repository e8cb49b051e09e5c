"""The class view's tally (Tally(detail=False)) is the audit's, less what the class view does not show: the same
attempts, passes and accuracy per trainee and per article, the same keys missed most; no weeks, times, pass
marks, scenarios or examples."""
from __future__ import annotations

import dataclasses

from test_audit import make_records
from test_counted import odd_records
from trainer.audit.tally import Tally
from trainer.store import open_store


def _views(records, **options):
    tally = Tally(**options)
    for r in records:
        tally.add(r)
    return tally.views()


def test_the_class_views_tally_counts_what_the_audits_does(tmp_path):
    spec = str(tmp_path / "s.sqlite")
    with open_store(spec) as store:
        store.add_many(odd_records() + make_records(400, seed=11), key=None)
    with open_store(spec, read_only=True) as store:
        whole = _views(store.counted())
        some = _views(store.counted(), examples=0, detail=False)
    assert whole.records == some.records and some.scenarios == ()
    assert len(whole.trainees) == len(some.trainees) > 30
    for full, part in zip(whole.trainees, some.trainees):
        assert (part.trainee, part.attempts, part.passes, part.decisions, part.right, part.articles,
                part.weakest, part.first_graded, part.last_graded) == \
            (full.trainee, full.attempts, full.passes, full.decisions, full.right, full.articles,
             full.weakest, full.first_graded, full.last_graded)
        assert part.progress == () and part.pass_mark is None and part.seconds_median is None
    no_examples = tuple(dataclasses.replace(a, keys=tuple(dataclasses.replace(k, examples=()) for k in a.keys))
                        for a in whole.articles)
    assert some.articles == no_examples
    assert any(k.examples for a in whole.articles for k in a.keys)  # the audit's has some to leave out
