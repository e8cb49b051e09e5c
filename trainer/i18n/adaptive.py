"""Words of adaptive drills (`trainer train --adaptive`, its plan, the audit's next-drill section), English
and Italian. Every id starts with "adaptive."; decision keys are named as scorecards name them
("card.key.status"), and the audit's column words come from the audit catalog."""

EN: dict[str, str] = {
    "adaptive.article": "Article {n}",
    "adaptive.premise": "Premise",
    "adaptive.why.new": "{article}: not in your recorded hands yet.",
    "adaptive.why.missed_only": "{article}: missed the only time it came up (box {box}).",
    "adaptive.why.missed_once": "{article}: missed once in your last {hands} hands with it (box {box}).",
    "adaptive.why.missed": "{article}: missed {misses} times in your last {hands} hands with it (box {box}).",
    "adaptive.why.key": "Decision missed most: {key} ({n}).",
    "adaptive.why.right_once": "{article}: right the last time (box {box}), {when}.",
    "adaptive.why.right": "{article}: right {streak} times in a row (box {box}), {when}.",
    "adaptive.due": "due again",
    "adaptive.early_one": "not due until the next hand, but nothing is due sooner",
    "adaptive.early": "not due for {wait} hands, but nothing is due sooner",
    "adaptive.box.new": "new",
    "adaptive.plan.head": "Adaptive drill for {trainee}, seed {seed} (recorded hands so far: {recorded}):",
    "adaptive.plan.play": "Play it:",
    "adaptive.plan.mastered": "Mastered (the last {n} decisions right, from {m} scenarios or more): {articles}.",
    "adaptive.plan.mastered.none": "No article mastered yet (the last {n} decisions right, from {m} scenarios or more).",
    "adaptive.plan.mastered.later": "A mastered article comes up later: twice as long after its last review as another of its box.",
    "adaptive.session.start": (
        "Adaptive drill for {trainee}, seed {seed}: chosen from your recorded results (hands so far: {recorded}); "
        "its scenarios are kept in {folder}."
    ),
    "adaptive.advice": "Your next drill, chosen from your results: {command}",
    "adaptive.advice.head": "Your next drill, chosen from your results:",
    # trainer audit --trainee
    "adaptive.audit.title": "Next adaptive drill",
    "adaptive.audit.note": (
        "What {command} would stress next, from every recorded hand of the trainee ({recorded}; the filters "
        "do not apply). Leitner boxes per article: a miss sends the article to box 1, each right answer moves it "
        "up one box, to 5; box b comes back 2^(b-1) hands after its last review; due articles come first, "
        "lowest box first."
    ),
    "adaptive.audit.col.box": "Box",
    "adaptive.audit.col.hands": "Hands",
    "adaptive.audit.col.variants": "Variants",
}

IT: dict[str, str] = {
    "adaptive.article": "Articolo {n}",
    "adaptive.premise": "Premessa",
    "adaptive.why.new": "{article}: non ancora presente nei tuoi colpi registrati.",
    "adaptive.why.missed_only": "{article}: errore l'unica volta che è capitata (scatola {box}).",
    "adaptive.why.missed_once": "{article}: un errore nei tuoi ultimi {hands} colpi su questa regola (scatola {box}).",
    "adaptive.why.missed": (
        "{article}: errori in {misses} dei tuoi ultimi {hands} colpi su questa regola (scatola {box})."
    ),
    "adaptive.why.key": "Decisione sbagliata più spesso: {key} ({n}).",
    "adaptive.why.right_once": "{article}: risposta giusta l'ultima volta (scatola {box}), {when}.",
    "adaptive.why.right": "{article}: {streak} risposte giuste di fila (scatola {box}), {when}.",
    "adaptive.due": "da ripassare",
    "adaptive.early_one": "da ripassare al prossimo colpo, ma niente va ripassato prima",
    "adaptive.early": "da ripassare tra {wait} colpi, ma niente va ripassato prima",
    "adaptive.box.new": "nuovo",
    "adaptive.plan.head": "Esercitazione adattiva per {trainee}, chiave {seed} (colpi registrati finora: {recorded}):",
    "adaptive.plan.play": "Per giocarla:",
    "adaptive.plan.mastered": "Padroneggiati (le ultime {n} decisioni giuste, da {m} scenari o più): {articles}.",
    "adaptive.plan.mastered.none": "Nessun articolo ancora padroneggiato (le ultime {n} decisioni giuste, da {m} scenari o più).",
    "adaptive.plan.mastered.later": "Un articolo padroneggiato torna più tardi: al doppio dell'intervallo degli altri della sua scatola.",
    "adaptive.session.start": (
        "Esercitazione adattiva per {trainee}, chiave {seed}: scelta in base ai tuoi risultati registrati "
        "(colpi finora: {recorded}); i suoi scenari sono conservati in {folder}."
    ),
    "adaptive.advice": "La tua prossima esercitazione, scelta in base ai tuoi risultati: {command}",
    "adaptive.advice.head": "La tua prossima esercitazione, scelta in base ai tuoi risultati:",
    # trainer audit --trainee
    "adaptive.audit.title": "Prossima esercitazione adattiva",
    "adaptive.audit.note": (
        "Che cosa {command} eserciterebbe adesso, da tutti i colpi registrati dell'allievo ({recorded}; i "
        "filtri non si applicano). Scatole di Leitner per articolo: un errore riporta l'articolo alla scatola 1, ogni "
        "risposta giusta lo sposta avanti di una scatola, fino alla 5; la scatola b torna 2^(b-1) colpi dopo "
        "l'ultimo ripasso; prima gli articoli da ripassare, dalla scatola più bassa."
    ),
    "adaptive.audit.col.box": "Scatola",
    "adaptive.audit.col.hands": "Colpi",
    "adaptive.audit.col.variants": "Varianti",
}
