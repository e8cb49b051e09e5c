"""Asking the decisions of one hand: re-asking invalid lines, timing, keeping every line typed.

The status is asked first; the decisions that follow are those the
trainee's own status calls for (`paths.path`), never those of the hand's
right answer, so that which questions come tells nothing. A hand's
`grade:` (FORMATS §5) narrows them to its keys: with the status among them
the path is kept to those keys, so which questions come still tells
nothing; without it (a `--quick` hand: reader, announce, winner) the keys
are asked in the dealer's order.

The interview's state (`answer`, `times`, `typed`) is updated after every
line, so whatever happens (Ctrl-C, a closed terminal) the runner can save
exactly what the trainee had done: answered decisions, a partly answered
settlement, and every raw line, the invalid ones included.

On a console that redraws (a terminal), every prompt comes on a fresh
screen: the hand (`panel`: the table, the deal and the fault) on top, the
answers given so far, then the decision with what was typed for it; what
does not fit the screen's height is left out in that order (the long form of
the decision's options, such as the steps menu, then the answers so far,
then the scenario's own words above the table: the table, the deal and what
went wrong stay).
Elsewhere the decisions follow one another in one transcript.

A hand asked its whole path offers a key that the trainee's earlier answers
settle (trainer.session.follow_on) with that answer filled in: Enter
confirms it, anything else typed answers as usual, `<` goes back; the keys
confirmed are kept (`confirmed`) for the sheet.

At every prompt `?` shows the key's help (trainer.session.prompt_help: what it
asks, how it is typed, the rules topics; the same for every hand) and asks
again; an empty line where nothing is offered is asked again with the one
"nothing typed" sentence of its key. Neither answers anything.
"""
from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Callable, Sequence

from ..i18n import say, text_in
from ..vocab import Key
from .console import Console
from .follow_on import Proposal, proposal
from .layout import fit, fit_all
from .paths import choice_of, path
from .prompt_help import HELP, empty_reason, help_lines
from .question_set import QUESTIONS
from .questions import ORDER, Ask, Back, Help, Question, Retry, TYPED_SHOWN, is_back
from .questions import brief as brief_typed
from .screen import GAP, WORDS, emphasis, paint, t
from .sheets import HandAnswers

Typed = dict[str, list[str] | dict[int, list[str]]]  # every line typed per key; payouts: per seat


def asked_keys(grade: Sequence[str] | None) -> tuple[str, ...] | None:
    """A `grade:` list as the interview asks it: None (the whole path), or the keys in the dealer's order."""
    if grade is None:
        return None
    keys = set(map(str, grade))
    return tuple(k for k in ORDER if k in keys)


def complete(answer: Mapping[str, object], grade: Sequence[str] | None, extra: tuple[str, ...] = ()) -> bool:
    """Was this hand answered to its last question (a stop mid-hand leaves it short)?"""
    keys = asked_keys(grade)
    if keys is not None and Key.STATUS.value not in keys:
        return all(k in answer for k in keys)
    if "status" not in answer:
        return False
    return all(q.key in answer for q in path(choice_of(answer), extra) if keys is None or q.key in keys)


class Interview:
    def __init__(self, console: Console, ask: Ask, clock: Callable[[], float] = time.monotonic,
                 panel: Sequence[tuple[str, str]] = (), grade: Sequence[str] | None = None,
                 follow_on: bool = True):
        """`grade`: the hand's `grade:` keys, the only ones asked (None: the whole path); `follow_on`: offer
        the answers that earlier ones settle, in a hand asked its whole path (a quick hand asks too few)."""
        self.console = console
        self.keys = asked_keys(grade)
        self.status_led = self.keys is None or Key.STATUS.value in self.keys
        self.ask_ctx = ask
        self.clock = clock
        self.panel = list(panel)
        self.answer: dict[str, object] = {}
        self.times: dict[str, float] = {}
        self.typed: Typed = {}
        self.confirmed: list[str] = []  # the keys answered by confirming the answer offered (Enter)
        self.offers = follow_on and self.keys is None
        self.choice: str | None = None  # the status option the trainee chose: it decides the questions
        self.done = False

    @property
    def asked(self) -> list[str]:
        """The keys the trainee's path asks (so far: the status alone until it is answered)."""
        if not self.status_led:
            return list(self.keys or ())
        if self.choice is None:
            return [Key.STATUS.value]
        return [q.key for q in path(self.choice, self.ask_ctx.extra) if self.keys is None or q.key in self.keys]

    def given(self) -> HandAnswers:
        """What the trainee has given so far, as the sheet keeps it."""
        return HandAnswers(self.answer, self.times, self.typed, tuple(self.confirmed))

    def _questions(self) -> list[Question]:
        """The decisions this hand asks, as far as the answers so far tell (the status's path once it is given)."""
        if not self.status_led:
            return [QUESTIONS[key] for key in self.keys or ()]
        if self.choice is None:
            return [QUESTIONS[Key.STATUS]]
        keys = self.keys
        return [q for q in path(self.choice, self.ask_ctx.extra) if keys is None or q.key in keys]

    def run(self) -> None:
        """Each decision in turn; `<` (back) at a decision's first prompt takes the one before it up again,
        its answer dropped (a new status may change the path), until the last is answered."""
        i = 0
        while True:
            questions = self._questions()
            if i >= len(questions):
                break
            # No "of N": how many decisions a hand has would tell its status before it is asked.
            try:
                self._one(questions[i], i + 1, first=i == 0)
            except Back:
                i -= 1
                self._forget(questions[i].key)
                continue
            i += 1
        self.done = True

    def _forget(self, key: str) -> None:
        """A decision's answer dropped, to be asked again (its lines typed stay in `typed`)."""
        self.answer.pop(key, None)
        self.times.pop(key, None)
        if key in self.confirmed:
            self.confirmed.remove(key)
        if key == Key.STATUS:
            self.choice = None

    def _one(self, q: Question, n: int, first: bool = False) -> None:
        """Decision `n`, part by part; `<` at a later part goes back to the part before it, at the first part
        raises Back (unless the decision is the hand's `first`, which has nothing before it)."""
        c, ask = self.console, self.ask_ctx
        head = emphasis(t(ask.lang, "session.progress", n=n, what=t(ask.lang, f"session.key.{q.key}")), c.colour)
        parts = q.parts(ask)
        offer = self._offer(q, len(parts))
        offered = [] if offer is None else [emphasis(t(ask.lang, f"session.proposed.{offer.source}",
                                                       value=q.show(offer.value, ask)), c.colour)]
        intro = [paint(line, c.colour) for line in q.intro(ask)] + offered
        brief = [paint(line, c.colour) for line in q.brief(ask)] + offered if q.brief else intro
        compact = [paint(line, c.colour) for line in q.compact(ask)] + offered if q.compact else brief
        said: list[str] = []  # this decision's accepted lines so far (a settlement's seats)
        last: list[str] = []  # the last line not accepted, with why and the options (or the help asked for)
        helped: list[str] = []  # on a redrawn screen, the help asked for: shown in place of the hand
        if not c.redraws:
            c.echo()
            c.echo(head)
            c.lines(intro)
        start = self.clock()
        values: list[object] = []
        confirmed = False
        j = 0
        while j < len(parts):
            part = parts[j]
            prompt = part.prompt if offer is None else self._offer_prompt(q, part.prompt, offer)
            back = False
            while True:
                typed_at_help: str | None = None
                if c.redraws and helped:
                    typed_at_help = self._draw_help(head, brief, said + last, helped)
                elif c.redraws:
                    self._draw(q.key, head, (intro, compact, brief), said + last)
                helped = []
                # A line typed at the help's pager answers the prompt: it is never dropped.
                raw = typed_at_help if typed_at_help is not None else c.ask(prompt)
                self._keep(q.key, part.seat, raw)
                if is_back(raw) and (j > 0 or not first):
                    back = True
                    break
                try:
                    if is_back(raw):
                        raise Retry(say("session.retry.first"))
                    if raw.strip() == HELP:  # at every prompt, the same help for every hand: it answers nothing
                        raise Help(help_lines(q.key, ask))
                    # Enter takes the answer offered; where none is offered an empty line is asked again.
                    confirmed = offer is not None and not raw.strip()
                    if offer is None and not raw.strip():
                        raise Retry(say(empty_reason(q.key)))
                    value = offer.value if offer is not None and confirmed else part.parse(raw)
                except Retry as retry:
                    more = [emphasis(text_in(retry.why, ask.lang), c.colour, fg="yellow"), *part.options]
                except Help as shown:
                    more, helped = ([], shown.lines) if c.redraws else (shown.lines, [])
                else:
                    break
                # Redrawn, the options already on screen with the question are not said twice.
                last = [prompt + brief_typed(raw, 2 * TYPED_SHOWN),
                        *(line for line in more if line not in intro)]
                if not c.redraws:
                    c.lines(more)
            last = []
            if back:
                if j == 0:
                    self._forget(q.key)
                    raise Back()
                j -= 1  # the part before, asked again: its value dropped
                said.pop()
                values.pop()
                self._partly(q, values, start)
                continue
            said.append(prompt + brief_typed(raw, 60))
            if q.until_none and value is None:  # "done": the rest of its parts are not asked
                break
            values.append((part.seat, value) if part.seat is not None else value)
            self._partly(q, values, start)
            j += 1
        chosen = q.combine(values)
        if q.key == Key.STATUS:
            self.choice = str(chosen)
        self.answer[q.key] = q.record(chosen)
        self.times[q.key] = self._since(start)
        if confirmed:
            self.confirmed.append(q.key)

    def _offer(self, q: Question, parts: int) -> Proposal | None:
        """The answer offered for `q`, as the trainee's answers so far settle it (one prompt's questions only)."""
        if not self.offers or parts != 1:
            return None
        return proposal(q.key, self.answer, self.choice)

    def _offer_prompt(self, q: Question, prompt: str, offer: Proposal) -> str:
        """The prompt with the answer offered, which Enter confirms: "Burned [Enter: no cards] > "."""
        ask = self.ask_ctx
        return t(ask.lang, "session.prompt.proposed", prompt=prompt.rstrip().removesuffix(">").rstrip(),
                 value=q.show(offer.value, ask))

    def _partly(self, q: Question, values: list[object], start: float) -> None:
        """A decision asked seat by seat (payouts, bets) is kept as it grows."""
        if any(p.seat is not None for p in q.parts(self.ask_ctx)):
            if values:
                self.answer[q.key] = q.combine(values)
                self.times[q.key] = self._since(start)
            else:
                self.answer.pop(q.key, None)
                self.times.pop(q.key, None)

    def _draw(self, key: str, head: str, forms: tuple[list[str], list[str], list[str]], said: list[str]) -> None:
        """The whole screen for the next prompt, as much of it as fits the terminal's height. `forms`: the
        decision's options in full, compact and brief."""
        c = self.console
        width, room = c.width, c.height - 1  # the prompt takes the last line
        whole = fit_all([line for _, line in self.panel], width)
        short = fit_all([line for kind, line in self.panel if kind not in (WORDS, GAP)], width)
        so_far = self._so_far(width, key)
        shown = {line for _, line in self.panel if line.strip()}  # the card list, when the panel holds it
        intro, compact, brief = ([x for x in form if x not in shown] for form in forms)
        for top, answers, options in ((whole, so_far, intro), (whole, so_far, compact), (whole, [], compact),
                                      (short, [], compact), (whole, so_far, brief), (whole, [], brief),
                                      (short, [], brief)):
            decision = fit_all([head, *options, *said], width)
            if len(top) + 1 + len(answers) + len(decision) <= room:
                break
        c.clear()
        c.lines([*top, "", *answers, *decision])

    def _draw_help(self, head: str, brief: list[str], said: list[str], helped: list[str]) -> str | None:
        """The help asked for in place of the hand, above the decision, until the next line is typed; what
        does not fit above it comes first, a screenful at a time, each kept until Enter. A line typed at one
        of those pages instead of Enter is returned: it is the answer to the decision's prompt."""
        c = self.console
        room = c.height - 1
        decision = fit_all([head, *brief, *said], c.width)
        lines = fit_all(helped, c.width)
        above = max(1, room - len(decision) - 1)
        tail = max(0, len(lines) - above)  # the end of the help, shown above the decision
        for start in range(0, tail, room):  # the pages before it hold only what the end does not
            c.clear()
            c.lines(lines[start:min(start + room, tail)])
            typed = c.ask(t(self.ask_ctx.lang, "session.wait.more_steps"))
            if typed.strip():
                return typed
        c.clear()
        c.lines([*lines[tail:], "", *decision])
        return None

    def _so_far(self, width: int, current: str) -> list[str]:
        """The answers given in this hand before `current`, as the questions show them, on a line or two."""
        ask = self.ask_ctx
        shown = []
        for key, value in self.answer.items():
            if key == current:
                continue
            q = QUESTIONS[key]
            text = q.show(self.choice if key == Key.STATUS else value, ask)
            shown.append(f"{t(ask.lang, f'session.key.{key}')}: {text}")
        if not shown:
            return []
        return fit(paint(t(ask.lang, "session.so_far", answers=" · ".join(shown)), ask.colour), width, "  ")

    def _since(self, start: float) -> float:
        return round(max(0.0, self.clock() - start), 1)

    def _keep(self, key: str, seat: int | None, raw: str) -> None:
        if seat is None:
            lines = self.typed.setdefault(key, [])
            assert isinstance(lines, list)
            lines.append(raw)
        else:
            by_seat = self.typed.setdefault(key, {})
            assert isinstance(by_seat, dict)
            by_seat.setdefault(seat, []).append(raw)
