"""What a trainee reads in `trainer train` after each hand (the verdict) and at the end (the summary, what to
study), in English and Italian: part of the session catalog (trainer/i18n/session.py merges it), split off to
keep each module short. Ids start with "session." like the rest of that catalog."""
from __future__ import annotations

EN: dict[str, str] = {
    # ---- after a scenario, and at the end ----
    "session.result.passed": "{score} of {max} decisions right: passed.",
    "session.result.failed": "{score} of {max} decisions right: not passed. What went wrong:",
    "session.result.passed.one": "{score} of {max} decisions right: passed.",
    "session.result.failed.one": "{score} of {max} decisions right: not passed. What went wrong:",
    "session.result.right": "Right answer: {answer}",
    "session.wait": "Press Enter for the next hand…",
    "session.wait.summary": "Press Enter for the summary…",
    "session.wait.more": "Press Enter for the rest of the verdict…",
    "session.wait.more_summary": "Press Enter for the rest of the summary…",
    "session.result.unasked": (
        "Not asked: you said {status}, which calls for no such decision. It counts as wrong."
    ),
    "session.said.valid": "the hand is valid",
    "session.said.colpo_in_bianco": "the hand is a colpo in bianco",
    "session.said.cancelled": "the hand is cancelled",
    "session.said.exhausted": "the hand is exhausted",
    "session.verdict.no_cards_given": "You gave no cards; the right cards are {expected}, in this order.",
    "session.verdict.no_cards_right": "You gave {given}; the right answer is no cards.",
    "session.result.not_graded": (
        "Answered because of your status, not graded (the right status calls for no such decision): {keys}."
    ),
    "session.saved.sheet": "Answer sheet: {path}",
    "session.saved.scorecard": "Scorecard: {path}",
    "session.stopped.interrupt": "Session stopped (Ctrl-C).",
    "session.stopped.eof": "The input closed: session stopped.",
    "session.saved.sheets": "Answer sheets saved ({count}) in {folder}",
    "session.saved.scorecards": "Scorecards in {folder}",
    "session.saved.unfinished": "Unfinished scenario saved as {path} (incomplete: true, not graded).",
    "session.summary.title": "Summary for {trainee}",
    "session.summary.nothing": "No scenario was finished.",
    "session.summary.passed": "passed",
    "session.summary.failed": "not passed",
    "session.summary.by_article": "  By article:",
    "session.advice.study": "What to study (the rules of each article with a wrong decision):",
    "session.advice.article": "{article}: {count} ({keys})",
    "session.advice.wrong.one": "1 wrong",
    "session.advice.wrong.many": "{count} wrong",
    "session.advice.replay": "Play the hands with a wrong decision again:",
    "session.summary.total": "Total: {right} of {total} decisions right; scenarios passed: {passed} of {scenarios}.",
}

IT: dict[str, str] = {
    # ---- dopo uno scenario, e alla fine ----
    "session.result.passed": "{score} decisioni giuste su {max}: superato.",
    "session.result.failed": "{score} decisioni giuste su {max}: non superato. Che cosa non andava:",
    "session.result.passed.one": "{score} decisione giusta su {max}: superato.",
    "session.result.failed.one": "{score} decisione giusta su {max}: non superato. Che cosa non andava:",
    "session.result.right": "Risposta giusta: {answer}",
    "session.wait": "Premi Invio per il colpo successivo…",
    "session.wait.summary": "Premi Invio per il riepilogo…",
    "session.wait.more": "Premi Invio per il resto della valutazione…",
    "session.wait.more_summary": "Premi Invio per il resto del riepilogo…",
    "session.result.unasked": (
        "Non chiesta: hai detto che {status}, e questo non richiede tale decisione. Conta come errata."
    ),
    "session.said.valid": "il colpo è valido",
    "session.said.colpo_in_bianco": "è un colpo in bianco",
    "session.said.cancelled": "il colpo è annullato",
    "session.said.exhausted": "il colpo è esaurito",
    "session.verdict.no_cards_given": (
        "Non hai indicato nessuna carta; le carte giuste, in quest'ordine, sono: {expected}."
    ),
    "session.verdict.no_cards_right": "Hai indicato {given}; la risposta giusta è nessuna carta.",
    "session.result.not_graded": (
        "Risposte date per il tuo stato, non valutate (lo stato giusto non richiede tali decisioni): {keys}."
    ),
    "session.saved.sheet": "Foglio risposte: {path}",
    "session.saved.scorecard": "Scheda di valutazione: {path}",
    "session.stopped.interrupt": "Sessione interrotta (Ctrl-C).",
    "session.stopped.eof": "L'input si è chiuso: sessione interrotta.",
    "session.saved.sheets": "Fogli risposte salvati ({count}) in {folder}",
    "session.saved.scorecards": "Schede di valutazione in {folder}",
    "session.saved.unfinished": "Scenario non finito salvato in {path} (incomplete: true, non valutato).",
    "session.summary.title": "Riepilogo per {trainee}",
    "session.summary.nothing": "Nessuno scenario è stato completato.",
    "session.summary.passed": "superato",
    "session.summary.failed": "non superato",
    "session.summary.by_article": "  Per articolo:",
    "session.advice.study": "Da studiare (le regole di ogni articolo con una decisione errata):",
    "session.advice.article": "{article}: {count} ({keys})",
    "session.advice.wrong.one": "1 errata",
    "session.advice.wrong.many": "{count} errate",
    "session.advice.replay": "Per rigiocare i colpi con una decisione errata:",
    "session.summary.total": "Totale: {right} decisioni giuste su {total}; scenari superati: {passed} su {scenarios}.",
}
