"""What `trainer exam` and `trainer certificate` say, in English and Italian (issue 22)."""
from __future__ import annotations

EN: dict[str, str] = {
    # ---- the sitting ----
    "exam.welcome": "Exam {title} for {trainee}, proctor {proctor}: {count} hands, {seconds} seconds each.",
    "exam.rules": (
        "Each hand is dealt now, for this sitting only. Answer as the dealer; when a hand's time is up its "
        "questions end, and what is not answered counts as wrong. Ctrl-C ends the exam: it is then failed, "
        "incomplete, and recorded as such."
    ),
    "exam.wait.first": "Press Enter to deal the first hand…",
    "exam.time_up": "Time is up for this hand ({seconds} seconds): the questions not answered count as wrong.",
    "exam.passed": "PASSED: {score} of {max} decisions right.",
    "exam.failed": "FAILED: {score} of {max} decisions right.",
    "exam.rule.passed": "Every part of the rule held: at least {least} overall, each article's minimum, no red line.",
    "exam.rule.incomplete": "The exam was not finished ({hands} of {planned} hands answered): failed, incomplete.",
    "exam.rule.red_line": (
        "A red line was crossed: the decision {key} in hand {hand} (Art. {articles}) was wrong, which fails the "
        "exam whatever the score."
    ),
    "exam.rule.overall": "The overall score is {got}, below the {least} the exam needs.",
    "exam.rule.article": "Article {article}: {right} of {decisions} right ({got}), below its minimum of {least}.",
    "exam.articles": "Per article:",
    "exam.article_line": "  Art. {article}: {right}/{decisions}",
    "exam.late": "Hands out of time: {hands}.",
    "exam.taglia": "The taglia had {dealt} hands; {asked} were asked.",
    "exam.taglia.skipped": "The taglia had {dealt} hands; not asked (a colpo in bianco the hand before announced, R20): {hands}.",
    "exam.certificate": "Certificate: {path}",
    "exam.recorded": "Recorded in the results store: {count} hands and the exam's outcome (record {seq}).",
    "exam.stopped": "The exam was stopped.",
    # ---- the certificate ----
    "cert.title": "Certificate",
    "cert.heading": "Punto Banco dealer examination",
    "cert.trainee": "Trainee",
    "cert.exam": "Exam",
    "cert.proctor": "Proctor",
    "cert.issued": "Issued",
    "cert.result": "Result",
    "cert.passed": "passed",
    "cert.failed": "not passed",
    "cert.score": "{score} of {max} decisions right ({fraction})",
    "cert.articles": "Decisions per article",
    "cert.article": "Article",
    "cert.decisions": "Decisions",
    "cert.right": "Right",
    "cert.rule": "Pass rule",
    "cert.rule.overall": "At least {least} of all decisions right.",
    "cert.rule.article": "Article {article}: at least {least}.",
    "cert.rule.red_line": "Red line: any wrong {key} decision{where} fails the exam.",
    "cert.rule.red_line.where": " citing Art. {articles}",
    "cert.records": "Rests on {count} records of the results store: {seqs}.",
    "cert.catalogue": "Exam file SHA-256",
    "cert.rulebook": "Rulebook SHA-256",
    "cert.trainer": "Trainer version",
    "cert.key": "Signed with key",
    "cert.verify": (
        "This page is a copy for reading. The certificate is its JSON file: check it with the school's public "
        "key, offline, with trainer certificate verify FILE --public-key signing.pub."
    ),
    # ---- the class view ----
    "class.title": "Class report",
    "class.heading": "{name}: {trainees} trainees, {records} recorded results",
    "class.trainees": "Trainees",
    "class.trainee": "Trainee",
    "class.attempts": "Attempts",
    "class.accuracy": "Accuracy",
    "class.time": "Seconds per decision",
    "class.exams": "Exams",
    "class.certificates": "Certificates",
    "class.article": "Article",
    "class.decisions": "Decisions",
    "class.recent": "Last 10",
    "class.trend": "Trend",
    "class.trend.up": "up",
    "class.trend.down": "down",
    "class.trend.level": "level",
    "class.box": "Plan box",
    "class.mastered": "Mastered",
    "class.mastery": "Mastered: the last {n} decisions citing the article right, from {m} scenarios or more.",
    "class.articles": "The class per article",
    "class.missed": "Decisions missed most",
    "class.rules": "The articles, as trainer rules tells them",
    "class.no_results": "no recorded results",
    "class.yes": "yes",
}

IT: dict[str, str] = {
    "exam.welcome": "Esame {title} per {trainee}, sorvegliante {proctor}: {count} colpi, {seconds} secondi ciascuno.",
    "exam.rules": (
        "Ogni colpo è distribuito ora, solo per questa prova. Rispondi come il dealer; quando il tempo di un "
        "colpo è scaduto le sue domande finiscono, e ciò che non hai risposto conta come sbagliato. Ctrl-C "
        "termina l'esame: è allora non superato, incompleto, e registrato come tale."
    ),
    "exam.wait.first": "Premi Invio per distribuire il primo colpo…",
    "exam.time_up": "Tempo scaduto per questo colpo ({seconds} secondi): le domande senza risposta contano come sbagliate.",
    "exam.passed": "SUPERATO: {score} decisioni giuste su {max}.",
    "exam.failed": "NON SUPERATO: {score} decisioni giuste su {max}.",
    "exam.rule.passed": (
        "Ogni parte della regola è rispettata: almeno {least} in tutto, il minimo di ogni articolo, nessuna linea rossa."
    ),
    "exam.rule.incomplete": "L'esame non è stato finito ({hands} colpi su {planned}): non superato, incompleto.",
    "exam.rule.red_line": (
        "Una linea rossa è stata superata: la decisione {key} del colpo {hand} (Art. {articles}) era sbagliata, "
        "e questo fa fallire l'esame qualunque sia il punteggio."
    ),
    "exam.rule.overall": "Il punteggio complessivo è {got}, sotto il {least} richiesto dall'esame.",
    "exam.rule.article": "Articolo {article}: {right} giuste su {decisions} ({got}), sotto il minimo di {least}.",
    "exam.articles": "Per articolo:",
    "exam.article_line": "  Art. {article}: {right}/{decisions}",
    "exam.late": "Colpi fuori tempo: {hands}.",
    "exam.taglia": "La taglia aveva {dealt} colpi; ne sono stati chiesti {asked}.",
    "exam.taglia.skipped": "La taglia aveva {dealt} colpi; non chiesti (un colpo in bianco annunciato dal colpo precedente, R20): {hands}.",
    "exam.certificate": "Certificato: {path}",
    "exam.recorded": "Registrato nell'archivio dei risultati: {count} colpi e l'esito dell'esame (record {seq}).",
    "exam.stopped": "L'esame è stato interrotto.",
    "cert.title": "Certificato",
    "cert.heading": "Esame di croupier di Punto Banco",
    "cert.trainee": "Allievo",
    "cert.exam": "Esame",
    "cert.proctor": "Sorvegliante",
    "cert.issued": "Rilasciato",
    "cert.result": "Esito",
    "cert.passed": "superato",
    "cert.failed": "non superato",
    "cert.score": "{score} decisioni giuste su {max} ({fraction})",
    "cert.articles": "Decisioni per articolo",
    "cert.article": "Articolo",
    "cert.decisions": "Decisioni",
    "cert.right": "Giuste",
    "cert.rule": "Regola per superare l'esame",
    "cert.rule.overall": "Almeno il {least} di tutte le decisioni giuste.",
    "cert.rule.article": "Articolo {article}: almeno il {least}.",
    "cert.rule.red_line": "Linea rossa: una decisione {key} sbagliata{where} fa fallire l'esame.",
    "cert.rule.red_line.where": " che cita l'Art. {articles}",
    "cert.records": "Si basa su {count} record dell'archivio dei risultati: {seqs}.",
    "cert.catalogue": "SHA-256 del file d'esame",
    "cert.rulebook": "SHA-256 del regolamento",
    "cert.trainer": "Versione del trainer",
    "cert.key": "Firmato con la chiave",
    "cert.verify": (
        "Questa pagina è una copia da leggere. Il certificato è il suo file JSON: si verifica con la chiave "
        "pubblica della scuola, senza rete, con trainer certificate verify FILE --public-key signing.pub."
    ),
    "class.title": "Rapporto della classe",
    "class.heading": "{name}: {trainees} allievi, {records} risultati registrati",
    "class.trainees": "Allievi",
    "class.trainee": "Allievo",
    "class.attempts": "Tentativi",
    "class.accuracy": "Precisione",
    "class.time": "Secondi per decisione",
    "class.exams": "Esami",
    "class.certificates": "Certificati",
    "class.article": "Articolo",
    "class.decisions": "Decisioni",
    "class.recent": "Ultime 10",
    "class.trend": "Andamento",
    "class.trend.up": "in salita",
    "class.trend.down": "in discesa",
    "class.trend.level": "stabile",
    "class.box": "Casella del piano",
    "class.mastered": "Padroneggiato",
    "class.mastery": "Padroneggiato: le ultime {n} decisioni che citano l'articolo giuste, da {m} scenari o più.",
    "class.articles": "La classe per articolo",
    "class.missed": "Decisioni sbagliate più spesso",
    "class.rules": "Gli articoli, come li racconta trainer rules",
    "class.no_results": "nessun risultato registrato",
    "class.yes": "sì",
}
