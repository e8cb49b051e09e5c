"""Renderings of results for people: answer keys, scorecards."""
