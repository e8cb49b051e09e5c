"""YAML that people write by hand: a line-aware reader, typed checks that
report FILE:LINE:COL problems, and the error type. Scenario files and answer
sheets are both read through here."""
