"""Words of adaptive drills (`trainer train --adaptive`, its plan, the audit's next-drill section), English
and Italian. Every id starts with "adaptive."; decision keys are named as scorecards name them
("card.key.status"), and the audit's column words come from the audit catalog."""
from __future__ import annotations

from .messages import C_, Messages

MESSAGES: Messages = (
    C_("adaptive.article", "Article {n}"),
    C_("adaptive.premise", "Premise"),
    C_("adaptive.why.new", "{article}: not in your recorded hands yet."),
    C_("adaptive.why.missed_only", "{article}: missed the only time it came up (box {box})."),
    C_("adaptive.why.missed_once", "{article}: missed once in your last {hands} hands with it (box {box})."),
    C_("adaptive.why.missed", "{article}: missed {misses} times in your last {hands} hands with it (box {box})."),
    C_("adaptive.why.key", "Decision missed most: {key} ({n})."),
    C_("adaptive.why.right_once", "{article}: right the last time (box {box}), {when}."),
    C_("adaptive.why.right", "{article}: right {streak} times in a row (box {box}), {when}."),
    C_("adaptive.due", "due again"),
    C_("adaptive.early_one", "not due until the next hand, but nothing is due sooner"),
    C_("adaptive.early", "not due for {wait} hands, but nothing is due sooner"),
    C_("adaptive.box.new", "new"),
    C_("adaptive.plan.head", "Adaptive drill for {trainee}, seed {seed} (recorded hands so far: {recorded}):"),
    C_("adaptive.plan.play", "Play it:"),
    C_("adaptive.session.start",
       "Adaptive drill for {trainee}, seed {seed}: chosen from your recorded results (hands so far: {recorded}); "
       "its scenarios are kept in {folder}."),
    C_("adaptive.advice", "Your next drill, chosen from your results: {command}"),
    C_("adaptive.advice.head", "Your next drill, chosen from your results:"),
    # trainer audit --trainee
    C_("adaptive.audit.title", "Next adaptive drill"),
    C_("adaptive.audit.note",
       "What {command} would stress next, from every recorded hand of the trainee ({recorded}; the filters do not "
       "apply). Leitner boxes per article: a miss sends the article to box 1, each right answer moves it up one "
       "box, to 5; box b comes back 2^(b-1) hands after its last review; due articles come first, lowest box first."),
    C_("adaptive.audit.col.box", "Box"),
    C_("adaptive.audit.col.hands", "Hands"),
    C_("adaptive.audit.col.variants", "Variants"),
    C_("adaptive.plan.mastered", "Mastered (the last {n} decisions right, from {m} scenarios or more): {articles}."),
    C_("adaptive.plan.mastered.none",
       "No article mastered yet (the last {n} decisions right, from {m} scenarios or more)."),
    C_("adaptive.plan.mastered.later",
       "A mastered article comes up later: twice as long after its last review as another of its box."),
)
