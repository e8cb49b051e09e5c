"""Examples in prompts are never a right answer (issue 20, item 2).

Every payout prompt used to say "e.g. -100 or 147.25", seat 2's answer in
premise-banco-win-odd-stake. The examples the session's prompts give (net
amounts, a seat's stakes, a bet settled, the form of an announcement) are
read here with the session's own parsers, so each is valid input, and
checked against every answer of every bundled scenario and a few thousand
drills.
"""
from __future__ import annotations

import glob
import os
import re
from decimal import Decimal

import pytest

from trainer.drill import VARIANTS
from trainer.drill.generate import generate
from trainer.engine.solve import solve
from trainer.i18n import templates
from trainer.i18n.prompts import ANNOUNCE_EXAMPLE
from trainer.i18n.prompts import MESSAGES as PROMPTS
from trainer.i18n.session import MESSAGES
from trainer.io.plain import answer_plain
from trainer.sequence.load import load_any
from trainer.session.money_questions import parse_amount, parse_settled, parse_stakes
from trainer.session.questions import Ask, announces_scores
from trainer.table import Seat, Table

# The session catalog and the prompts' help (trainer.i18n.prompts), as dicts of templates.
EN, IT = templates("en", MESSAGES + PROMPTS), templates("it", MESSAGES + PROMPTS)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
AMOUNT_TEXTS = ("session.ask.payouts", "session.options.amount", "session.retry.amount", "session.help.payouts")
_AMOUNT = re.compile(r"(?<![\w.,])[-+]?\d+(?:[.,]\d+)?(?![\w%])")
_STAKES = re.compile(r"\b(?:[pbe]|égalité) \d+(?: (?:[pbe]|égalité) \d+)*")
_SETTLED = re.compile(r"\b[cp] \d+ [pbe] \d+(?:[.,]\d+)?")


@pytest.fixture(scope="module")
def answers():
    """Every right answer's net payouts, stakes that play and bets settled: bundled scenarios and drills."""
    paths = sorted(glob.glob(os.path.join(ROOT, "scenarios", "*.yaml"))
                   + glob.glob(os.path.join(ROOT, "scenarios", "sequences", "*.yaml")))
    solutions = [solve(load_any(p)) for p in paths]
    solutions += [d.solution for seed in range(6) for d in generate(10 * len(VARIANTS), seed)]
    nets, stakes, settled, announced = set(), set(), set(), set()
    for solution in solutions:
        for hand in solution.hands:
            a = answer_plain(hand.answer)
            nets |= {Decimal(str(v)) for v in (a.get("payouts") or {}).values()}
            stakes |= {tuple(sorted(b.items())) for b in (a.get("bets") or {}).values()}
            settled |= {tuple(sorted((k, str(v)) for k, v in b.items())) for b in a.get("settlement") or []}
            if a.get("announce"):
                announced.add(str(a["announce"]).casefold())
    assert len(solutions) > 2000 and len(nets) > 1000 and stakes and settled
    return nets, stakes, settled, announced


def _texts(keys):
    return [(lang, key, catalog[key]) for lang, catalog in (("en", EN), ("it", IT)) for key in keys]


@pytest.mark.slow
def test_no_amount_in_a_payout_prompt_is_a_right_payout(answers):
    nets = answers[0]
    for lang, key, text in _texts(AMOUNT_TEXTS):
        examples = [m for m in _AMOUNT.findall(text) if m != "0"]  # 0 says what a push is, not an example
        assert examples, (key, text)
        for example in examples:
            value = Decimal(str(parse_amount(example)))
            assert value not in nets, (lang, key, example)


@pytest.mark.slow
def test_no_stakes_or_settled_bet_in_a_prompt_is_a_right_answer(answers):
    _, stakes, settled, _ = answers
    ask = Ask("en", Table((Seat(3, 130), Seat(6, None, 70, 15)), 3), ())
    for lang, key, text in _texts(("session.options.stakes", "session.retry.stakes", "session.help.bets")):
        for example in _STAKES.findall(text):
            assert tuple(sorted(parse_stakes(example).items())) not in stakes, (lang, key, example)
    for lang, key, text in _texts(("session.options.settled",)):
        examples = _SETTLED.findall(text)
        assert len(examples) == 2, text
        for example in examples:
            bet = parse_settled(example.replace(",", "."), ask)
            assert bet is not None
            assert tuple(sorted((k, str(Decimal(str(v)) if k in ("pay", "collect") else v))
                                for k, v in bet.items())) not in settled, (lang, example)


_SCORES = re.compile(r"\b(banco|punto)\b[^0-9a-z]*([0-9])", re.IGNORECASE)  # as the grader reads them


def _scores(text: str) -> tuple[tuple[str, str], ...]:
    return tuple((side.casefold(), digit) for side, digit in _SCORES.findall(text))


def test_no_announcement_text_names_scores_but_its_one_example():
    # Every "Banco N, Punto M" is the right announcement of some hand: the prompts show the form in words, and
    # the one real example (trainee report item 16) is said apart, in ANNOUNCE_EXAMPLE.
    keys = ("session.retry.announce", "session.options.announce", "session.ask.announce", "session.help.announce")
    for lang, key, text in _texts(keys):
        assert not re.search(r"banco\W+\d.*punto\W+\d", text, re.IGNORECASE), (lang, key, text)
    for lang, key, text in _texts(("session.options.announce", "session.help.announce")):
        assert "{example}" in text, (lang, key)


def test_the_announcement_example_is_a_real_one_and_no_bundled_hand_announces_it():
    assert announces_scores(ANNOUNCE_EXAMPLE)
    paths = sorted(glob.glob(os.path.join(ROOT, "scenarios", "*.yaml"))
                   + glob.glob(os.path.join(ROOT, "scenarios", "sequences", "*.yaml")))
    said = {_scores(str(answer_plain(hand.answer).get("announce") or ""))
            for path in paths for hand in solve(load_any(path)).hands}
    assert len(said) > 20 and _scores(ANNOUNCE_EXAMPLE) not in said
