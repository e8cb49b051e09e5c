"""Words of the whole-taglia session (`trainer train --shoe`, a sequence file, `--resume`), English and
Italian. Every id starts with "taglia."."""

EN: dict[str, str] = {
    "taglia.welcome": (
        "Whole taglia for {trainee}: {sabot}, seed {seed}. You are the dealer; hands follow one another "
        "from one sabot until the mask comes out."
    ),
    "taglia.sabot.one": "a sabot of one deck",
    "taglia.sabot.many": "a sabot of {n} decks",
    "taglia.quick": "Quick: a hand with nothing to handle asks only the reader, the announcement and the winner.",
    "taglia.burn": "Opening burn (R23): {card} turned up, so {count} more cards are burnt: {cards}.",
    "taglia.resumed": "Resuming {scenario} at hand {n}.",
    "taglia.status": "Hand {n} · {left} cards before the mask · score {score}/{max}",
    "taglia.status.out": "Hand {n} · the mask has come out · score {score}/{max}",
    "taglia.hand.score": "Hand {n}: {score}/{max}.",
    "taglia.over": "The mask has ended the taglia after {count} hands.",
    "taglia.saved.taglia": "The taglia: {path}",
    "taglia.saved.sheet": "Your answers: {path}",
    "taglia.saved.scorecard": "Scorecard: {path}",
    "taglia.resume": "To go on later:",
    "taglia.status.of": "Hand {n} of {total} · {left} cards before the mask · score {score}/{max}",
    "taglia.status.of.out": "Hand {n} of {total} · the mask has come out · score {score}/{max}",
    "taglia.status.of.plain": "Hand {n} of {total} · score {score}/{max}",
    "taglia.sequence.welcome": (
        "Sequence for {trainee}: {title}. {count} hands from one sabot, one after the other; you are the dealer."
    ),
    "taglia.sequence.over": "End of the sequence: {count} hands played.",
    # PASSED or FAILED and the pass mark, in the scorecard's words (card.passed, card.pass_mark_all): the end
    # screen never says less than the scorecard (issue 20).
    "taglia.sequence.total": "Sequence score: {score}/{max}. {verdict} (pass mark: {mark}).",
    "taglia.saved.sequence": "The sequence: {path}",
    "taglia.total": "Taglia score: {score}/{max}. {verdict} (pass mark: {mark}).",
    "taglia.wait.first": "Press Enter to deal the first hand…",
    "taglia.replay": "Play the whole taglia again:",
    "taglia.sequence.replay": "Play the sequence again:",
    "taglia.hand.exhausted": (
        "This hand was exhausted (Art. 10): its cards were already burnt, so it stands as played; only its "
        "status, procedure, next hand and button are decided."
    ),
    "taglia.listing": "The cards in sabot order; third cards come from here, by the table:",
    "taglia.hand.cards": "The hand: Punto {punto} ({punto_score}), Banco {banco} ({banco_score}).",
}

IT: dict[str, str] = {
    "taglia.welcome": (
        "Taglia intera per {trainee}: {sabot}, chiave di mescolata {seed}. Il dealer sei tu; i colpi si susseguono "
        "dallo stesso sabot finché non esce la mascherina."
    ),
    "taglia.sabot.one": "un sabot di un mazzo",
    "taglia.sabot.many": "un sabot di {n} mazzi",
    "taglia.quick": "Rapido: un colpo senza nulla da gestire chiede solo il lettore, l'annuncio e il vincitore.",
    "taglia.burn": "Bruciatura iniziale (R23): girata {card}, quindi si bruciano altre {count} carte: {cards}.",
    "taglia.resumed": "Si riprende {scenario} dal colpo {n}.",
    "taglia.status": "Colpo {n} · {left} carte prima della mascherina · punteggio {score}/{max}",
    "taglia.status.out": "Colpo {n} · la mascherina è uscita · punteggio {score}/{max}",
    "taglia.hand.score": "Colpo {n}: {score}/{max}.",
    "taglia.over": "La mascherina ha chiuso la taglia dopo {count} colpi.",
    "taglia.saved.taglia": "La taglia: {path}",
    "taglia.saved.sheet": "Le tue risposte: {path}",
    "taglia.saved.scorecard": "Scheda di valutazione: {path}",
    "taglia.resume": "Per continuare più tardi:",
    "taglia.status.of": "Colpo {n} di {total} · {left} carte prima della mascherina · punteggio {score}/{max}",
    "taglia.status.of.out": "Colpo {n} di {total} · la mascherina è uscita · punteggio {score}/{max}",
    "taglia.status.of.plain": "Colpo {n} di {total} · punteggio {score}/{max}",
    "taglia.sequence.welcome": (
        "Sequenza per {trainee}: {title}. {count} colpi dallo stesso sabot, uno dopo l'altro; il dealer sei tu."
    ),
    "taglia.sequence.over": "Fine della sequenza: {count} colpi giocati.",
    "taglia.sequence.total": "Punteggio della sequenza: {score}/{max}. {verdict} (soglia: {mark}).",
    "taglia.saved.sequence": "La sequenza: {path}",
    "taglia.total": "Punteggio della taglia: {score}/{max}. {verdict} (soglia: {mark}).",
    "taglia.wait.first": "Premi Invio per distribuire il primo colpo…",
    "taglia.replay": "Rigioca tutta la taglia:",
    "taglia.sequence.replay": "Rigioca la sequenza:",
    "taglia.hand.exhausted": (
        "Questo colpo era esaurito (Art. 10): le sue carte erano già bruciate, quindi resta come è stato "
        "giocato; si decidono solo lo stato, la procedura, il colpo successivo e il bottone."
    ),
    "taglia.listing": "Le carte nell'ordine del sabot; le terze carte vengono da qui, secondo la tabella:",
    "taglia.hand.cards": "Il colpo: Punto {punto} ({punto_score}), Banco {banco} ({banco_score}).",
}
