"""Article 8's words: the engine's reasons for a wrong third card, and the session's story of it."""

EN: dict[str, str] = {
    "art8.what.given": "{side} was given a third card it must not have",
    "art8.what.withheld": "{side} was refused a third card it must have",
    "art8.cards": "Rebuilt in sabot order, each third card going where the table sends it (R8).",
    "session.story.given": "{side} is given a third card: the {n} card, {card}.",
    "session.story.withheld": "{side} is given no third card.",
    "session.notice.given": "{side} had been given a third card ({card}) against the rules",
    "session.notice.withheld": "{side} had not been given the third card it was due",
}

IT: dict[str, str] = {
    "art8.what.given": "Al {side} è stata data una terza carta che non gli spettava",
    "art8.what.withheld": "Al {side} è stata negata una terza carta che gli spettava",
    "art8.cards": "Colpo ricostruito nell'ordine del sabot, con ogni terza carta dove la manda la tabella (R8).",
    "session.story.given": "Al {side} viene data una terza carta: la {n} carta, {card}.",
    "session.story.withheld": "Al {side} non viene data una terza carta.",
    "session.notice.given": "al {side} era stata data una terza carta ({card}) contro la regola",
    "session.notice.withheld": "al {side} non era stata data la terza carta che gli spettava",
}
