"""What the trainee reads after a scenario (the wrong decisions, put right) and at the end (the summary)."""
from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from ..cards import CardError
from ..coup import Coup
from ..engine.grade import Decision, Grade, grade_hand
from ..engine.hand import HandSolution
from ..faults import KINDS
from ..i18n import cite, say, text_in
from ..io.plain import answer_from_plain, value_plain
from ..report.timing import TimeLimit, fail_late, late_hands
from ..i18n.format import plural
from ..rulebook import rules_command, with_lookup
from ..vocab import CARD_KEYS, Article, Key, Touches
from .question_set import QUESTIONS
from .questions import Ask
from .screen import emphasis, paint, t, wrap


def result_lines(grade: Grade, ask: Ask, width: int, asked: Sequence[str] | None = None,
                 choice: str | None = None) -> list[str]:
    """result_blocks, one line after another."""
    return [line for block in result_blocks(grade, ask, width, asked, choice) for line in block]


def result_blocks(grade: Grade, ask: Ask, width: int, asked: Sequence[str] | None = None,
                  choice: str | None = None, coup: Coup | None = None) -> list[list[str]]:
    """The score, then each wrong decision: what was wrong, the right answer, the article and why; in blocks
    that a page keeps whole (the score with the first wrong decision, then one block per wrong decision).

    `asked`: the keys the trainee's own status led to (all the graded ones when not given); a graded key
    the trainee was not asked is wrong and says why it was not asked; keys asked but not graded are named
    on one line at the end. `choice`: the status option chosen (exhausted is recorded as valid). `coup`: the
    hand's cards as they play, so that a wrong card, score or winner names the rule that decides it here
    (a natural ends the hand; the drawing rules; the higher score), and every wrong decision says which
    `trainer rules` topics to read (issue 20).
    """
    lang, colour = ask.lang, ask.colour
    asked = list(grade_keys(grade)) if asked is None else list(asked)
    said = "session.result.passed" if grade.passed else "session.result.failed"
    head = t(lang, plural(grade.score, said + ".one", said), score=grade.score, max=grade.max)
    blocks = [[emphasis(head, colour, fg="green" if grade.passed else "red")]]
    lines = blocks[0]

    def say_on(text: str) -> None:
        lines.extend(paint(line, colour) for line in wrap(text, width, "      "))

    for d in grade.decisions:
        if d.ok:
            continue
        if len(blocks) > 1 or len(lines) > 1:  # the score heads the first entry's block
            lines = []
            blocks.append(lines)
        lines.append(emphasis(f"  ✗ {t(lang, f'session.key.{d.key}')}", colour, fg="red"))
        if d.key in asked:
            # An exhausted hand is recorded as valid: say back the option the trainee chose.
            said_status = d.key == Key.STATUS and choice is not None and d.given is not None
            say_on(verdict_text(replace(d, given=choice) if said_status else d, ask))
        else:
            said = t(lang, f"session.said.{choice}") if choice else "?"
            say_on(t(lang, "session.result.unasked", status=said))
        say_on(t(lang, "session.result.right", answer=QUESTIONS[d.key].show(value_plain(d.expected), ask)))
        why = with_lookup(text_in(d.why, lang, symbols=True), lang)
        say_on(f"{cite(d.articles, lang)}: {why}")
        rule = deciding_rule(d.key, coup)
        if rule is not None:
            say_on(t(lang, rule))
        topics = [topic for topic in rule_topics(d.articles) if f"trainer rules {topic}" not in why]
        if topics:
            say_on(t(lang, "session.result.read", command=rules_command(topics, lang)))
    extra = [k for k in asked if k not in grade_keys(grade)]
    if extra:
        names = ", ".join(t(lang, f"session.key.{k}") for k in extra)
        blocks.append([paint(line, colour)
                       for line in wrap(t(lang, "session.result.not_graded", keys=names), width, "  ")])
    return blocks


_FROM_THE_CARDS = frozenset({"punto", "banco", "announce", "winner"})


def deciding_rule(key: str, coup: Coup | None) -> str | None:
    """The id of the rule that decides a key read from the cards, in this hand: a natural ends it, else the
    drawing rules (the cards, the scores), or the higher score (the winner); None for any other key."""
    if coup is None or key not in _FROM_THE_CARDS:
        return None
    if key == "winner" and not (coup.punto_two >= 8 or coup.banco_two >= 8):
        return "session.rule.winner"
    return "session.rule.natural" if coup.punto_two >= 8 or coup.banco_two >= 8 else "session.rule.draw"


def rule_topics(articles: Sequence[Article]) -> list[str]:
    """The `trainer rules` topics of a decision's articles: premise, or the article's number."""
    return [str(a) for a in articles]


def grade_keys(grade: Grade) -> tuple[str, ...]:
    return tuple(d.key for d in grade.decisions)


# Keys whose grader verdict only repeats the two values ("You gave 9C 5D; ..."): the session says what was
# given in the words of its questions instead, so that the answer and the right answer read alike.
_SHOWN_BY_QUESTION = frozenset({"status", "reader", "punto", "banco", "winner", "set_aside", "burned",
                                "next_hand", "button"})
_CARD_KEYS = frozenset(map(str, CARD_KEYS))


def verdict_text(d: Decision, ask: Ask) -> str:
    """What was wrong with the given answer, in the grader's words with values as the question shows them."""
    if d.key in _SHOWN_BY_QUESTION and d.given is not None:
        show = QUESTIONS[d.key].show
        given_plain, expected_plain = value_plain(d.given), value_plain(d.expected)
        try:
            given, expected = show(given_plain, ask), show(expected_plain, ask)
        except (ValueError, TypeError, KeyError, CardError):  # a value no question would have read
            return text_in(d.verdict, ask.lang, symbols=True)
        if d.key in _CARD_KEYS:
            if given_plain == []:
                said = say("session.verdict.no_cards_given", expected=expected)
            elif expected_plain == []:
                said = say("session.verdict.no_cards_right", given=given)
            else:
                said = say("grade.cards", given=given, expected=expected)
        else:
            said = say("grade.equal", given=given, expected=expected)
        return text_in(said, ask.lang)
    return text_in(d.verdict, ask.lang, symbols=True)


def _article_key(a: Article) -> tuple[int, int]:
    return (0, 0) if a == "premise" else (1, a)


def summary_lines(trainee: str, played: list[tuple[str, Grade]], lang: str, colour: bool) -> list[str]:
    """Score per scenario and per article, then the total. `played`: (scenario id, Grade) in order."""
    lines = [emphasis(t(lang, "session.summary.title", trainee=trainee), colour)]
    if not played:
        return lines + ["  " + t(lang, "session.summary.nothing")]
    width = max(len(sid) for sid, _ in played)
    by_article: dict[Article, tuple[int, int]] = {}
    right = total = passed = 0
    for i, (sid, g) in enumerate(played, 1):
        mark = t(lang, "session.summary.passed" if g.passed else "session.summary.failed")
        lines.append(f"  {i:>2}. {sid:<{width}}  {g.score:>2}/{g.max:<2}  {mark}")
        right += g.score
        total += g.max
        passed += g.passed
        for d in g.decisions:
            for a in d.articles:
                ok, n = by_article.get(a, (0, 0))
                by_article[a] = (ok + d.ok, n + 1)
    lines.append(t(lang, "session.summary.by_article"))
    for a in sorted(by_article, key=_article_key):
        ok, n = by_article[a]
        lines.append(f"    {cite([a], lang):<10} {ok:>3}/{n:<3} {round(100 * ok / n):>3} %")
    lines.append(emphasis(t(lang, "session.summary.total", right=right, total=total, passed=passed,
                            scenarios=len(played)), colour))
    return lines



def hand_of_many(hand: HandSolution, answer: dict[str, object], times: dict[str, float], n: int, sid: str, trainee: str,
                 limit: TimeLimit | None) -> Grade:
    """Hand `n` of a taglia or sequence graded on its own, for its verdict (the whole sheet is graded at the
    end); a late hand's decisions wrong when the house says so, as the end's grading makes them."""
    decisions = grade_hand(hand, answer_from_plain(answer), n)
    if limit is not None:
        late = late_hands((times,), limit)
        decisions = fail_late(Grade(sid, trainee, tuple(decisions), hands=n), (n,) if late else (), limit).decisions
    return Grade(sid, trainee, tuple(decisions))


def plain_coup(hand: HandSolution) -> Coup | None:
    """The coup whose cards the cards' own rules decide: where no fault changed how the cards were dealt (no
    fault, or one at the betting) and the hand is no colpo in bianco; elsewhere the fault's article says it."""
    fault = hand.hand.fault
    plain = fault is None or KINDS[fault.kind].touches == Touches.BETS
    return hand.outcome.coup if plain and not hand.hand.in_bianco else None
