"""The trainer's own functions in a PostgreSQL store's schema (schema version 5; trainer_append as of 6).

A recording terminal needs no right on the tables but to call two functions
that the store's owner makes when it creates or migrates the store:

    trainer_head()                       the chain head (seq, hash, signed_from), locked FOR UPDATE until the
                                         caller's transaction ends, so terminals recording at once take turns
    trainer_append(rows, head_signature, signed_from)
                                         appends the results (a JSON array of rows, each keyed by column, in
                                         seq order) and moves the head to the last of them, or refuses
                                         (RAISE, nothing changed) a result that does not extend the head
                                         (its seq must be the head's + 1 and its prev_hash the head's hash),
                                         one larger than 4 MiB, or one whose answer, decisions, times or
                                         summary (schema version 6 on) are not JSON (the plain ways for a
                                         recording role to stop the audit's views or fill an inspector's
                                         memory; what else a forged row holds, verify finds)

Both run as their owner (SECURITY DEFINER) with a fixed search_path:
pg_catalog first, then the store's schema, then pg_temp last, so a caller's
temporary table never stands in for the store's (PostgreSQL's docs: "Writing
SECURITY DEFINER Functions Safely"). EXECUTE is revoked from PUBLIC: the
owner grants it to the recording role (docs/audit.md). So a recording role
can add results chained to the last one and nothing else: it cannot rewind,
reset or rewrite the head, nor change or delete a result. The marker of the
first signed record, once set, stays. The hashes and signatures are still
computed by the trainer in Python; the function checks the linkage only.

Verify accepts in the store's schema exactly these functions, as made here
(by name, arguments, result, language, body, SECURITY DEFINER, volatility,
strictness and search_path), and no operator: anything else is tampering.
"""
from __future__ import annotations

from dataclasses import dataclass

from .rows import SUMMARY_VERSION  # from which results have a summary column, which trainer_append checks too

FUNCTIONS_VERSION = 5  # the schema version from which a PostgreSQL store has the trainer's functions

_HEAD_BODY = """
    SELECT seq, hash, signed_from FROM chain_head WHERE id = 1 FOR UPDATE
"""

_APPEND_BODY_5 = """
DECLARE
    head chain_head%ROWTYPE;
    r results;
    i integer;
BEGIN
    SELECT * INTO head FROM chain_head WHERE id = 1 FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'the chain head is missing, so no result can be chained to it; nothing was recorded';
    END IF;
    IF jsonb_typeof(p_rows) IS DISTINCT FROM 'array' OR jsonb_array_length(p_rows) = 0 THEN
        RAISE EXCEPTION 'trainer_append takes a non-empty JSON array of results; nothing was recorded';
    END IF;
    FOR i IN 0 .. jsonb_array_length(p_rows) - 1 LOOP
        r := jsonb_populate_record(NULL::results, p_rows -> i);
        IF r.seq IS DISTINCT FROM head.seq + 1 OR r.prev_hash IS DISTINCT FROM head.hash THEN
            RAISE EXCEPTION 'result % does not extend the chain head (record %); nothing was recorded',
                coalesce(r.seq::text, 'without a number'), head.seq;
        END IF;
        IF octet_length((p_rows -> i)::text) > 4194304 THEN
            RAISE EXCEPTION 'result % is larger than any result the trainer records (4 MiB); nothing was recorded',
                r.seq;
        END IF;
        BEGIN
            PERFORM r.answer::jsonb, r.decisions::jsonb, r.times::jsonb;
        EXCEPTION WHEN others THEN
            RAISE EXCEPTION 'result %: its answer, decisions or times are not JSON; nothing was recorded', r.seq;
        END;
        INSERT INTO results SELECT r.*;
        head.seq := r.seq;
        head.hash := r.hash;
        head.key_id := r.key_id;
    END LOOP;
    IF (head.signed_from IS NOT NULL AND p_signed_from IS DISTINCT FROM head.signed_from)
            OR p_signed_from NOT BETWEEN 1 AND head.seq THEN
        RAISE EXCEPTION 'the marker of the first signed record (%) cannot become %; nothing was recorded',
            coalesce(head.signed_from::text, 'unset'), coalesce(p_signed_from::text, 'unset');
    END IF;
    UPDATE chain_head SET seq = head.seq, hash = head.hash, key_id = head.key_id, signature = p_head_signature,
        signed_from = p_signed_from WHERE id = 1;
    RETURN head.seq;
END
"""


@dataclass(frozen=True, slots=True)
class Function:
    """One of the trainer's functions, as PostgreSQL shows it back (pg_get_function_arguments and
    pg_get_function_result write these texts so), which is also how it is made."""
    name: str
    arguments: str
    result: str
    language: str
    body: str

    @property
    def signature(self) -> str:
        return f"{self.name}({self.arguments})"


# Version 6 on: the summary is checked as the other JSON columns are.
_APPEND_BODY = _APPEND_BODY_5.replace(
    "PERFORM r.answer::jsonb, r.decisions::jsonb, r.times::jsonb;",
    "PERFORM r.answer::jsonb, r.decisions::jsonb, r.times::jsonb, r.summary::jsonb;").replace(
    "its answer, decisions or times are not JSON", "its answer, decisions, times or summary are not JSON")
assert _APPEND_BODY != _APPEND_BODY_5

_HEAD = Function("trainer_head", "", "TABLE(seq bigint, hash text, signed_from bigint)", "sql", _HEAD_BODY)
_APPEND_ARGUMENTS = "p_rows jsonb, p_head_signature text, p_signed_from bigint"
_APPEND_5 = Function("trainer_append", _APPEND_ARGUMENTS, "bigint", "plpgsql", _APPEND_BODY_5)
_APPEND = Function("trainer_append", _APPEND_ARGUMENTS, "bigint", "plpgsql", _APPEND_BODY)
FUNCTIONS: tuple[Function, ...] = (_HEAD, _APPEND)  # as the latest schema version has them


def functions_at(version: int) -> tuple[Function, ...]:
    """The trainer's functions as a store at schema `version` has them (none before FUNCTIONS_VERSION)."""
    if version < FUNCTIONS_VERSION:
        return ()
    return (_HEAD, _APPEND_5) if version < SUMMARY_VERSION else FUNCTIONS


for _f in (_HEAD, _APPEND_5, _APPEND):
    # The store's SQL is written with ? placeholders (turned into psycopg's %s): a body never holds one.
    assert "?" not in _f.body and "$trainer$" not in _f.body


def _pin(functions: tuple[Function, ...]) -> str:
    """Fix the functions' search_path to the store's schema (the first of the connection's search_path, where
    the tables are) by name."""
    return ("DO $pin$ BEGIN "
            + " ".join(f"EXECUTE 'ALTER FUNCTION {f.signature} SET search_path = pg_catalog, ' "
                       f"|| pg_catalog.quote_ident(pg_catalog.current_schema()::text) || ', pg_temp';"
                       for f in functions)
            + " END $pin$")


def _made(f: Function, replace: bool = False) -> str:
    return (f"CREATE {'OR REPLACE ' if replace else ''}FUNCTION {f.signature} RETURNS {f.result} "
            f"LANGUAGE {f.language} VOLATILE CALLED ON NULL INPUT SECURITY DEFINER AS $trainer${f.body}$trainer$")


# Schema version 5's steps: make the functions in the store's schema, pin their search_path, and let no one
# but the owner call them until the owner grants it (docs/audit.md: PostgreSQL: least privilege).
_FIRST = functions_at(FUNCTIONS_VERSION)
MIGRATION: tuple[str, ...] = tuple(map(_made, _FIRST)) + (
    _pin(_FIRST), f"REVOKE EXECUTE ON FUNCTION {', '.join(f.signature for f in _FIRST)} FROM PUBLIC")
# Version 6's: the summary column, and trainer_append made again to check it. A function made again keeps its
# owner and its grants (a recording role granted EXECUTE keeps it), but not its search_path: pinned again.
MIGRATION_6: tuple[str, ...] = (
    "ALTER TABLE results ADD COLUMN summary TEXT", _made(_APPEND, replace=True), _pin((_APPEND,)),
    f"REVOKE EXECUTE ON FUNCTION {_APPEND.signature} FROM PUBLIC")

# Each function in the schema, with what verify compares (the trainer's: VOLATILE, SECURITY DEFINER, not
# STRICT, the fixed search_path). pg_catalog's functions named in full, and the schema's name as text: a
# function of the store's schema can then never stand in for one of these.
FUNCTIONS_SQL = """
    SELECT p.proname::text, pg_catalog.pg_get_function_arguments(p.oid), pg_catalog.pg_get_function_result(p.oid),
           l.lanname::text, p.prosrc, p.prokind::text, p.prosecdef, p.proisstrict, p.provolatile::text,
           p.proconfig::text[],
           ARRAY['search_path=pg_catalog, ' OPERATOR(pg_catalog.||) pg_catalog.quote_ident(n.nspname::text)
                 OPERATOR(pg_catalog.||) ', pg_temp']
    FROM pg_catalog.pg_proc p JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) p.pronamespace
         LEFT JOIN pg_catalog.pg_language l ON l.oid OPERATOR(pg_catalog.=) p.prolang
    WHERE n.nspname::text OPERATOR(pg_catalog.=) %s::text
    ORDER BY 1, 2"""

OPERATORS_SQL = """
    SELECT o.oprname::text FROM pg_catalog.pg_operator o JOIN pg_catalog.pg_namespace n
        ON n.oid OPERATOR(pg_catalog.=) o.oprnamespace
    WHERE n.nspname::text OPERATOR(pg_catalog.=) %s::text ORDER BY 1"""


def function_problems(found: list[tuple[object, ...]], operators: list[str], version: int) -> list[str]:
    """What is wrong with the functions (rows of FUNCTIONS_SQL) and operators of a store's schema at schema
    `version`: each that the trainer did not make, or made otherwise, and each of its own that is missing."""
    expected = {f.signature: f for f in functions_at(version)}
    problems: list[str] = []
    seen: set[str] = set()
    for name, arguments, result, language, body, kind, definer, strict, volatility, config, pinned in found:
        signature = f"{name}({arguments})"
        ours = expected.get(signature)
        if ours is None:
            problems.append(f"its schema holds a function the trainer did not make, {signature}")
            continue
        seen.add(signature)
        if (result, language, body, kind, definer, strict, volatility, config) != (
                ours.result, ours.language, ours.body, "f", True, False, "v", pinned):
            problems.append(f"the trainer's function {signature} was changed since the trainer made it")
    for signature in expected:
        if signature not in seen:
            problems.append(f"the trainer's function {signature} is missing")
    problems.extend(f"its schema holds an operator the trainer did not make, {name}" for name in operators)
    return problems
