"""Answer sheets (FORMATS §3): what a trainee did, read line-aware like scenarios."""
