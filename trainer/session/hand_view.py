"""One hand as the trainee sees it: the panel that stays on screen and the questions' view of the cards.

Every hand the session plays (trainer.session.runner), of a one-hand
scenario or of a taglia, is shown this way, dealt out card by card, and its
verdict paged.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import narrate, screen
from .console import Console
from .layout import pages
from ..vocab import Key, SettleBy
from .questions import Ask

if TYPE_CHECKING:
    from ..engine.hand import HandSolution

Panel = list[tuple[str, str]]  # (kind, line): kind "card" lines are dealt with a pause before them


@dataclass(frozen=True)
class HandView:
    ask: Ask
    panel: Panel


def hand_view(solution: HandSolution, heading: str, description: str | None, lang: str, colour: bool,
              width: int, cards_asked: bool = True) -> HandView:
    """The panel under `heading` (already styled) and the Ask its questions use; the numbered cards join the
    panel when the story puts them in view from the first decision (the mask at the start of a hand).

    `cards_asked` False: the hand does not ask its Punto and Banco cards (a `--quick` hand), so no card
    question shows the numbered cards; the panel shows them instead, under a title of their own. The
    trainee still applies the drawing table to them to work out the announcement and the winner."""
    sc = solution.hand
    story = narrate.story(solution)
    listing = screen.listing_lines(sc.cards, story, lang, colour, width, carried=sc.carried)
    ask = Ask(lang, sc.table, tuple(sc.cards[:story.listed]), tuple(listing), colour, width, bool(sc.in_bianco),
              asked_beyond(solution))
    if not cards_asked and not narrate.cards_in_view(story):
        listing = screen.listing_lines(sc.cards, story, lang, colour, width, title="taglia.listing",
                                       carried=sc.carried)
    shown = not cards_asked or narrate.cards_in_view(story)
    panel = screen.panel_lines(heading, description, sc.table, sc.house, story, lang, colour, width,
                               listing if shown else (), new_limits=sc.new_limits)
    return HandView(ask, panel)


def asked_beyond(solution: HandSolution) -> tuple[str, ...]:
    """What the hand asks beyond its status's keys (Ask.extra): the stakes that play after a fault at the
    table, the settlement bet by bet where the scenario drills it."""
    out: tuple[Key, ...] = (Key.BETS,) if solution.outcome.betting is not None else ()
    if solution.hand.scenario.settlement == SettleBy.BET_BY_BET:
        out += (Key.SETTLEMENT,)
    return tuple(map(str, out))


def deal_out(c: Console, panel: Panel) -> None:
    """A fresh screen, then the panel line by line, pausing before each card as it is dealt."""
    c.echo()
    c.clear()
    for kind, line in panel:
        if kind == "card":
            c.pause()
        c.echo(line)


def show_pages(c: Console, blocks: list[list[str]], more: str) -> None:
    """Blocks of lines already fitted to the width; on a console that redraws, a screenful at a time on a
    fresh screen, each but the last kept until Enter (`more` asks for it), a block never split when it fits
    a page (layout.pages). A verdict read at 80x24 never scrolls away before it is read."""
    if not c.redraws:
        for block in blocks:
            c.lines(block, whole=True)
        return
    laid = pages(blocks, c.height - 1)  # the last line holds the prompt
    for i, page in enumerate(laid):
        c.clear()
        c.lines(page, whole=True)
        if i < len(laid) - 1:
            c.ask(more)


def exhausted_note(solution: HandSolution, choice: object, lang: str, width: int) -> list[str]:
    """An exhausted hand (Article 10) answered "valid" is right, as its sheet says valid either way; the
    verdict still says what the hand was, so the trainee learns it stood as played."""
    from ..vocab import Status
    from .layout import fit
    from .screen import t

    if solution.outcome.exhausted and choice == Status.VALID:
        return fit(t(lang, "taglia.hand.exhausted"), width)
    return []
