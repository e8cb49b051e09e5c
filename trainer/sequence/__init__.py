"""Sequences: several hands from one sabot, up to a whole taglia (RULEBOOK §5, FORMATS §5).

The one-hand engine (`trainer.solve`, `trainer.faults`) stays the only place
that knows a hand; a sequence only carries the state from one hand to the
next (`play.Carry`): where the sabot stands, the set-aside cards that open
the next hand, the colpo in bianco announced for it, the button, the bets,
and whether the mask has ended the taglia.

    seq = load.load(path)             # a checked Sequence (load.load_any: a Scenario or a Sequence)
    sol = solve.solve_sequence(seq)   # SequenceSolution: one one-hand Solution per hand
    sol.hands[0].answer, sol.to_json("it")

`model` holds the types, `load` reads `hands:` files, `play` turns each hand
into a one-hand Scenario, `solve` solves them in turn.
"""
