"""One hand solved: what the fault (or the mask, or nothing) makes of it, and every graded key with its why.

FORMATS §3 fixes which keys a hand's answer has for each status; RULEBOOK
§3 fixes their values. The fault modules say what the fault does; this
module adds what every hand has (reader, announcement, winner, payouts,
button) and writes one sentence per key.
"""
from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Iterable, TypeVar

from .. import table as tbl
from ..cards import Card
from ..coup import Coup
from ..faults import Context, Impossible, Outcome, art5, premise, resolve
from ..faults.base import announced_in_bianco
from ..game.betting import placed
from ..i18n import Cards, Say, Text, say
from ..rules import HouseRules
from ..table import Table
from ..vocab import DEALER, SeatOrder, GRADED, PREMISE, Act, Article, Box, ButtonAfterCancel, ButtonMove, Key, NextHand, Reader, \
    SettleBy, SettlementOrder, Status, Step, Winner
from .answer import Answer, Bets, Explanation, Payouts, Settled, Settlement, Why
from .model import Hand

ON_PREMISE: tuple[Article, ...] = (PREMISE,)  # a key decided by the game's premise alone


@dataclass(frozen=True, slots=True)
class HandSolution:
    """A hand's canonical answer: the keys it grades, each with its articles and why."""

    hand: Hand
    outcome: Outcome
    answer: Answer
    explanation: Explanation

    @property
    def keys(self) -> tuple[Key, ...]:
        """The keys graded, in FORMATS order."""
        return self.answer.keys

    def only(self, keys: tuple[Key, ...]) -> HandSolution:
        return HandSolution(self.hand, self.outcome, self.answer.only(keys), self.explanation.only(keys))


def reader_of(hand: Hand) -> Reader:
    """Who reads the Punto cards on the stakes as placed: the table's reader (R11, R15), or the dealer."""
    return tbl.reader(hand.table, hand.house)


def outcome_of(hand: Hand, reader: Reader) -> Outcome:
    """What the fault (or the mask, or nothing) makes of this hand; Impossible if it cannot happen."""
    ctx = Context(hand.cards, hand.house, reader, hand.carried, placed(hand.table))
    mask = hand.mask_after
    if mask is not None:
        art5.check_listing(mask, ctx)
    if hand.fault is not None:
        out = resolve(hand.fault, ctx)
        if mask is not None:
            art5.check_beside_fault(mask, hand.fault.kind, out)
        if out.betting is not None and not any(seat.has_stake for seat in out.betting.playing.seats):
            raise Impossible(("fault",), "once the dealer has acted on this stake no stake is left to play, and a "
                             "hand needs at least one; give another seat a stake")
        return out
    if mask == hand.carried:  # the first thing out of the sabot (R22)
        out = art5.mask(mask, ctx)
    else:
        coup = ctx.correct()
        masked = art5.in_clean_hand(mask, hand.articles, coup, ctx) if mask is not None else None
        out = masked or premise.clean(coup)
    return announced_in_bianco(out, hand.in_bianco) if hand.in_bianco else out


def stakes_that_play(hand: Hand, out: Outcome) -> Table:
    """The table as it plays once the dealer has acted on the bets (R27-R29): the stakes placed, unless a
    fault that touches the bets refused, reduced or exchanged some."""
    return out.betting.playing if out.betting is not None else hand.table


def solution_of(hand: Hand, out: Outcome, reader: Reader) -> HandSolution:
    """The hand's solution once its outcome is known: the keys its status grades. A fault on the bets
    changes who reads: the reader is the one of the stakes that play."""
    keys = GRADED["exhausted" if out.exhausted else out.status]
    if out.betting is not None:  # a fault on the bets: which stakes play is graded too (FORMATS §6)
        keys += (Key.BETS,)
    if hand.scenario.settlement == SettleBy.BET_BY_BET and Key.PAYOUTS in keys:
        keys += (Key.SETTLEMENT,)
    stakes = stakes_that_play(hand, out)
    if out.betting is not None:
        reader = tbl.reader(stakes, hand.house)
    answer, explanation = _keys(hand, out, reader, stakes, frozenset(keys))
    return HandSolution(hand, out, answer, explanation)


def _keys(hand: Hand, out: Outcome, reader: Reader, stakes: Table,
          graded: frozenset[Key]) -> tuple[Answer, Explanation]:
    """The `graded` keys of the hand (those of the cards only if cards play): each one's value, and its
    articles and why; the others are left empty, and what only they need is not worked out."""
    why = out.why
    # The keys a fault decides take its articles and its whys (defaults for those it leaves); the others are
    # on the premise alone, or on the premise and the fault's articles where the fault had a hand in them.
    # No article sets the payout rates: they are the house's (RULEBOOK §2.5), so never Art. 11.
    fault = out.articles
    both = _merge(ON_PREMISE, fault) if out.button != ButtonMove.PASSES or out.cards_moved or "announce" in why \
        else ON_PREMISE
    button, button_why = _button(hand, out)
    coup = out.coup
    if coup is None:  # the keys every status has
        return (Answer(status=Status(out.status), procedure=tuple(Step(s) for s in out.steps),
                       set_aside=_only(graded, Key.SET_ASIDE, tuple(out.set_aside)),
                       burned=_only(graded, Key.BURNED, tuple(out.burned)), next_hand=NextHand(out.next_hand),
                       button=button),
                Explanation(status=Why(fault, why["status"]), procedure=Why(fault, why["procedure"]),
                            set_aside=_only(graded, Key.SET_ASIDE, Why(fault, why.get("set_aside", say("solve.default.set_aside")))),
                            burned=_only(graded, Key.BURNED, Why(fault, why.get("burned", say("solve.default.burned")))),
                            next_hand=Why(fault, why.get("next_hand", say("solve.default.next_hand"))),
                            button=Why(ON_PREMISE if out.button == ButtonMove.PASSES else both, button_why)))
    # A hand whose cards play adds its cards, reader, announcement and payouts.
    punto_why, banco_why = _cards_why(coup, out)
    if hand.carried:
        punto_why, banco_why = _opened_by_carried(hand, coup, out, punto_why, banco_why)
    cards = both if out.cards_moved else ON_PREMISE
    announcement = coup.announcement()
    announce_why: Say | Text = say("solve.announce", announcement=announcement)
    if "announce" in why:
        announce_why = why["announce"] + announce_why
    winner = Winner(coup.winner)
    reads = Key.READER in graded
    reader_why, temporary = _reader_why(stakes, reader, hand.house) if reads else (say("solve.reader.dealer"), False)
    pays, bets, settles = Key.PAYOUTS in graded, Key.BETS in graded, Key.SETTLEMENT in graded
    answer = Answer(
        status=Status(out.status), procedure=tuple(Step(s) for s in out.steps),
        reader=reader if reads else None, punto=tuple(coup.punto), banco=tuple(coup.banco), announce=announcement,
        winner=winner, payouts=payouts(stakes, hand.house, winner) if pays else None,
        set_aside=_only(graded, Key.SET_ASIDE, tuple(out.set_aside)),
        burned=_only(graded, Key.BURNED, tuple(out.burned)), next_hand=NextHand(out.next_hand), button=button,
        bets=Bets.of(stakes) if bets else None, settlement=settlement(stakes, hand.house, winner) if settles else None)
    explanation = Explanation(
        status=Why(fault, why["status"]), procedure=Why(fault, why["procedure"]),
        reader=Why(_merge(ON_PREMISE, (13,)) if temporary else ON_PREMISE, reader_why) if reads else None,
        punto=Why(cards, punto_why), banco=Why(cards, banco_why),
        announce=Why(both if "announce" in why else ON_PREMISE, announce_why),
        winner=Why(ON_PREMISE, _winner_why(coup)),
        payouts=Why(ON_PREMISE, _payouts_why(winner, hand.house, out)) if pays else None,
        set_aside=_only(graded, Key.SET_ASIDE, Why(fault, why.get("set_aside", say("solve.default.set_aside")))),
        burned=_only(graded, Key.BURNED, Why(fault, why.get("burned", say("solve.default.burned")))),
        next_hand=Why(fault, why.get("next_hand", say("solve.default.next_hand"))),
        button=Why(ON_PREMISE if out.button == ButtonMove.PASSES else both, button_why),
        bets=Why(fault, why.get("bets", say("solve.default.bets"))) if bets else None,
        settlement=Why(ON_PREMISE, _settlement_why(winner, hand.house)) if settles else None)
    return answer.only(tuple(graded)), explanation.only(tuple(graded))


_V = TypeVar("_V")


def _only(graded: frozenset[Key], key: Key, value: _V) -> _V | None:
    """`value` where the hand grades `key`, else nothing."""
    return value if key in graded else None


def payouts(stakes: Table, house: HouseRules, winner: Winner) -> Payouts:
    """Each staked seat's net, in seat order, as the answer writes it (whole tokens, else the cents)."""
    nets = tbl.settle(stakes, winner, house)
    return Payouts(tuple((seat, tbl.amount(net)) for seat, net in nets.items()))


def settlement(stakes: Table, house: HouseRules, winner: Winner) -> Settlement:
    """The hand settled bet by bet as the canonical solution lists it (FORMATS §6): every losing stake
    collected, then every winner paid, each in seat order, boxes punto, banco, egalite (R31)."""
    results = tbl.bet_by_bet(stakes, winner, house)
    collected = [Settled(seat, Box(box), Act.COLLECT, -won) for seat, box, won in results if won < 0]
    paid = [Settled(seat, Box(box), Act.PAY, tbl.amount(won)) for seat, box, won in results if won > 0]
    return Settlement(tuple(collected + paid), house.settlement_order == SettlementOrder.COLLECT_FIRST)


def _settlement_why(winner: Winner, house: HouseRules) -> Say | Text:
    """R31: losers collected before winners are paid (unless the house lets any order do), at the house's
    rates; on an Égalité the Punto and Banco stakes stand."""
    order = say("solve.settlement.collect_first" if house.settlement_order == SettlementOrder.COLLECT_FIRST
                else "solve.settlement.any")
    return order + say("solve.settlement.egalite") if winner == Winner.EGALITE else order


def _merge(a: Iterable[Article], b: Iterable[Article]) -> tuple[Article, ...]:
    out = list(a)
    out += [x for x in b if x not in out]
    return tuple(out)


def _button(hand: Hand, out: Outcome) -> tuple[int, Say]:
    table, house = hand.table, hand.house
    now = table.button
    cancelled = out.button == ButtonMove.CANCEL
    if out.button == ButtonMove.PASSES or (cancelled and house.button_after_cancel == ButtonAfterCancel.PASS):
        to = tbl.next_button(table, house)
        reason = say("solve.button.reason.cancel_pass" if cancelled else "solve.button.reason.played")
        if to == now:
            return now, say("solve.button.alone", reason=reason, seat=now)
        down = house.seat_order == SeatOrder.DESCENDING
        return to, say("solve.button.passes.descending" if down else "solve.button.passes", reason=reason,
                       seat=now, to=to)
    if cancelled:  # the house rule button_after_cancel: stay
        return now, say("solve.button.cancel", seat=now)
    return now, say("solve.button.bianco", seat=now)


def _reader_why(table: Table, reader: Reader, house: HouseRules) -> tuple[Say | Text, bool]:
    """The reader's why, and whether a temporary player has a Punto stake (Art. 13 then has its say)."""
    why: Say | Text
    if reader == DEALER:
        why = say("solve.reader.dealer")
    else:
        stake, tied = tbl.punto_leaders(table)  # the reader is one of them
        if len(tied) > 1:
            down = house.seat_order == SeatOrder.DESCENDING  # R11's order, reversed by the house: say so
            why = say("solve.reader.tie.descending" if down else "solve.reader.tie", seats=list(tied), stake=stake,
                      seat=reader, button=table.button)
        else:
            why = say("solve.reader.top", seat=reader, stake=stake)
    temps = [s for s in table.seats if s.temporary and s.punto is not None]
    if temps:
        names = [say("solve.reader.temporary_seat", seat=s.number, stake=s.punto) for s in temps]
        why += say("solve.reader.temporary", seats=names)
    return why, bool(temps)


_BANCO_WHY = {(drew, third): "solve.banco." + ("draws" if drew else "stands") + "."
              + ("third" if third else "punto_stood") for drew in (True, False) for third in (True, False)}


def _cards_why(coup: Coup, out: Outcome) -> tuple[Say | Text, Say | Text]:
    punto_cards, banco_cards = coup.punto, coup.banco
    p2, b2 = coup.punto_two, coup.banco_two
    two_p = Cards(tuple(punto_cards[:2]))
    two_b = Cards(tuple(banco_cards[:2]))
    punto_drew = len(punto_cards) == 3
    punto: Say | Text
    banco: Say | Text
    if p2 >= 8:
        punto = say("solve.punto.battuta", cards=two_p, score=p2)
    elif b2 >= 8:
        # 6 or 7 stands anyway: only a Punto that would have drawn is stopped by the battuta.
        which = "solve.punto.banco_battuta" if p2 <= 5 else "solve.punto.banco_battuta_stands"
        punto = say(which, cards=two_p, score=p2)
    elif punto_drew:
        punto = say("solve.punto.draws", cards=two_p, score=p2, card=punto_cards[2], total=coup.punto_score)
    else:
        punto = say("solve.punto.stands", cards=two_p, score=p2)
    if b2 >= 8:
        banco = say("solve.banco.battuta", cards=two_b, score=b2)
    elif p2 >= 8:
        banco = say("solve.banco.punto_battuta", cards=two_b, score=b2)
    else:
        # The table against Punto's third card, or with Punto standing (R12).
        params: dict[str, object] = {"cards": two_b, "score": b2}
        if len(banco_cards) == 3:
            params["card"], params["total"] = banco_cards[2], coup.banco_score
        if punto_drew:
            params["third"], params["value"] = punto_cards[2], punto_cards[2].value
        banco = say(_BANCO_WHY[len(banco_cards) == 3, punto_drew], **params)
    if out.cards_moved:
        # The fault's own note on where the cards went comes first.
        if out.why.get("punto"):
            punto = out.why["punto"] + punto
        if out.why.get("banco"):
            banco = out.why["banco"] + banco
    return punto, banco


def _opened_by_carried(hand: Hand, coup: Coup, out: Outcome, punto: Say | Text,
                       banco: Say | Text) -> tuple[Say | Text, Say | Text]:
    """R19: the cards set aside by the hand before open this one; each side's note names the ones it got."""
    if out.cards_moved:  # the fault moved cards: name them all once, on Punto's line
        return _carried(list(hand.cards[:hand.carried])) + punto, banco
    got: dict[str, list[Card]] = {"punto": [], "banco": []}
    for dealt in coup.trail[:hand.carried]:
        got[dealt.side].append(dealt.card)
    if got["punto"]:
        punto = _carried(got["punto"]) + punto
    if got["banco"]:
        banco = _carried(got["banco"]) + banco
    return punto, banco


def _carried(cards: list[Card]) -> Say:
    return say("solve.carried.one" if len(cards) == 1 else "solve.carried.many", cards=Cards(tuple(cards)))


def _winner_why(coup: Coup) -> Say:
    b, p = coup.banco_score, coup.punto_score
    if b == p:
        return say("solve.winner.tie", score=b)
    side, hi, lo = ("Banco", b, p) if b > p else ("Punto", p, b)
    return say("solve.winner.side", side=side, high=hi, low=lo)


def _payouts_why(winner: Winner, house: HouseRules, out: Outcome) -> Say | Text:
    """The rates used, named as the house's (RULEBOOK §2.5: no article sets them); where the dealer refused or
    cut a stake, that it settles on what plays (R27-R29)."""
    rates = _rates_why(winner, house)
    if out.betting is not None and (out.betting.refused or out.betting.reduced):
        return rates + say("solve.payouts.as_played")
    return rates


def _rates_why(winner: Winner, house: HouseRules) -> Say:
    if winner == Winner.EGALITE:
        return say("solve.payouts.egalite", pays=house.egalite_pays)
    if winner == Winner.PUNTO:
        return say("solve.payouts.punto")
    rounding = say("solve.payouts.rounding.cent" if house.commission_rounding == "cent"
                   else "solve.payouts.rounding.unit")
    return say("solve.payouts.banco", rate=1 - house.banco_commission, commission=_percent(house.banco_commission),
               rounding=rounding)


def _percent(fraction: Decimal) -> Decimal:
    """0.05 -> 5, 0.035 -> 3.5: a commission as a number of per cent, without trailing zeros."""
    pct = fraction * 100
    return pct.quantize(Decimal(1)) if pct == pct.to_integral_value() else pct.normalize()
