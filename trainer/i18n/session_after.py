"""What a trainee reads in `trainer train` after each hand (the verdict) and at the end (the summary, what to
study), in English and Italian: part of the session catalog (trainer/i18n/session.py merges it), split off to
keep each module short. Ids start with "session." like the rest of that catalog."""
from __future__ import annotations

from .messages import C_, Messages

MESSAGES: Messages = (
    # ---- after a scenario, and at the end ----
    C_("session.result.passed", "{score} of {max} decisions right: passed."),
    C_("session.result.failed", "{score} of {max} decisions right: not passed. What went wrong:"),
    C_("session.result.passed.one", "{score} of {max} decisions right: passed."),
    C_("session.result.failed.one", "{score} of {max} decisions right: not passed. What went wrong:"),
    C_("session.result.right", "Right answer: {answer}"),
    C_("session.wait", "Press Enter for the next hand…"),
    C_("session.wait.summary", "Press Enter for the summary…"),
    C_("session.wait.more", "Press Enter for the rest of the verdict…"),
    C_("session.wait.more_summary", "Press Enter for the rest of the summary…"),
    C_("session.result.unasked", "Not asked: you said {status}, which calls for no such decision. It counts as wrong."),
    C_("session.said.valid", "the hand is valid"),
    C_("session.said.colpo_in_bianco", "the hand is a colpo in bianco"),
    C_("session.said.cancelled", "the hand is cancelled"),
    C_("session.said.exhausted", "the hand is exhausted"),
    C_("session.verdict.no_cards_given", "You gave no cards; the right cards are {expected}, in this order."),
    C_("session.verdict.no_cards_right", "You gave {given}; the right answer is no cards."),
    C_("session.result.not_graded",
       "Answered because of your status, not graded (the right status calls for no such decision): {keys}."),
    C_("session.saved.sheet", "Answer sheet: {path}"),
    C_("session.saved.scorecard", "Scorecard: {path}"),
    C_("session.stopped.interrupt", "Session stopped (Ctrl-C)."),
    C_("session.stopped.eof", "The input closed: session stopped."),
    C_("session.saved.sheets", "Answer sheets saved ({count}) in {folder}"),
    C_("session.saved.scorecards", "Scorecards in {folder}"),
    C_("session.saved.unfinished", "Unfinished scenario saved as {path} (incomplete: true, not graded)."),
    C_("session.summary.title", "Summary for {trainee}"),
    C_("session.summary.nothing", "No scenario was finished."),
    C_("session.summary.passed", "passed"),
    C_("session.summary.failed", "not passed"),
    C_("session.summary.by_article", "  By article:"),
    C_("session.advice.study", "What to study (the rules of each article with a wrong decision):"),
    C_("session.advice.article", "{article}: {count} ({keys})"),
    C_("session.advice.wrong.one", "1 wrong"),
    C_("session.advice.wrong.many", "{count} wrong"),
    C_("session.advice.replay", "Play the hands with a wrong decision again:"),
    C_("session.summary.total",
       "Total: {right} of {total} decisions right; scenarios passed: {passed} of {scenarios}."),
    C_("session.summary.time", "Time: {total} in all; per hand ({hands} hands): median {median} s, slowest "
                               "{slowest} s (hand {hand})."),
    C_("session.summary.time.one", "Time: {total} for the one hand answered."),
    C_("session.duration.seconds", "{seconds} s"),
    C_("session.duration.minutes", "{minutes} min {seconds} s"),
    C_("session.duration.hours", "{hours} h {minutes} min"),
)
