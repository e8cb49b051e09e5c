"""Messages for text that is not YAML at all, or not numbers as people write them.

The parser's own words ("while scanning for the next token found character
that cannot start any token") are kept, with a hint at the usual cause: a
tab, a missing space, an unclosed bracket or quote, a bad escape.
"""
from __future__ import annotations

import yaml

from .errors import Problem

# Far above any stake (the loaders cap those at ten digits): this only guards the reading, int() refuses 4,300.
MAX_DIGITS = 1000
_YAML = "tag:yaml.org,2002:"
INT, FLOAT = _YAML + "int", _YAML + "float"


def position(prefix: str) -> tuple[int, int]:
    """Line and column (in characters, as YAML counts them) just after `prefix`."""
    line = prefix.count("\n") + 1
    col = len(prefix) - (prefix.rfind("\n") + 1) + 1
    return line, col


def tag_name(tag: str) -> str:
    """A tag as the author wrote it: !!python/object rather than its full URI."""
    return "!!" + tag[len(_YAML):] if tag.startswith(_YAML) else tag


def number_problem(tag: str, text: str, say: bool = True) -> str | None:
    """Why a scalar YAML 1.1 reads as a number is not one the trainer takes; None when it is plain decimal.

    YAML 1.1 reads 0x78, 0170, 0b1111000, 1_2_0 and 2:00 all as 120. A
    stake or a seat written so is a typo or a time, not 120 tokens, so only
    plain decimal digits (with a sign, a point, an exponent) are numbers here.
    Without `say`, a refused number gives "" (past the 50 problems listed, no message is written).
    """
    digits = sum(ch.isdigit() for ch in text) if len(text) > MAX_DIGITS else 0
    if digits > MAX_DIGITS:
        return "" if not say else (f"this number has {digits:,} digits, too long to read: numbers here have at "
                                   f"most {MAX_DIGITS:,} digits, and no stake, payout or count comes near that; "
                                   "check the value")
    body = text.lstrip("+-")
    if tag == INT and body[:2].lower() == "0x":
        kind = "hexadecimal number"
    elif tag == INT and body[:2].lower() == "0b":
        kind = "binary number"
    elif ":" in body:
        kind = "time-like number (base 60)"
    elif "_" in body:
        kind = "number with underscores"
    elif tag == INT and len(body) > 1 and body[0] == "0":
        kind = "number with a leading 0 (octal)"
    else:
        return None
    if not say:
        return ""
    return (f"'{text}' is not a plain decimal number: YAML 1.1 would read this {kind} as {_read_as(tag, text)}, "
            "which is almost never what was meant; write the number in plain decimal digits, like 100, or put "
            "the value in quotes if it is text")


def _read_as(tag: str, text: str) -> str:
    from yaml.constructor import SafeConstructor

    node = yaml.ScalarNode(tag, text)
    build = SafeConstructor.construct_yaml_int if tag == INT else SafeConstructor.construct_yaml_float
    try:
        return str(build(SafeConstructor(), node))
    except (ValueError, ArithmeticError):
        return "a number"


def reader_problem(path: str, source: str, err: yaml.reader.ReaderError) -> Problem:
    # libyaml gives a byte offset, PyYAML a character index; the first such
    # character is the one the reader stopped at, whichever parser it was.
    at = source.find(chr(err.character)) if isinstance(err.character, int) else -1
    line, col = position(source[: at if at >= 0 else err.position])
    return Problem(
        path, line, col,
        f"the file holds the character #x{err.character:04x} ({err.reason}); it is often "
        "invisible: delete it, or retype the line",
    )


def yaml_problem(path: str, source: str, err: yaml.MarkedYAMLError) -> Problem:
    mark = _mark(err)
    line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
    tabbed = False
    for m in (err.problem_mark, err.context_mark):
        text = _line(source, m.line) if m is not None else ""
        tabbed = tabbed or "\t" in text[: len(text) - len(text.lstrip(" \t"))]
    if mark is not None and "escape" in f"{err.problem}":  # the parser stops inside it: point at its backslash
        col = _line(source, mark.line).rfind("\\", 0, mark.column) + 1 or col
    odd = _odd_space(source, mark.line if mark is not None else 0)
    if odd is not None:  # pasted from a word processor: YAML takes it for text, not a space
        return Problem(path, *odd)
    indent = None if tabbed else _indentation(source, err)
    if indent is not None:
        return Problem(path, indent[0], 1, indent[1])
    return Problem(path, line, col, _yaml_message(err, tabbed))


def _before(source: str, line: int) -> str:
    """The line before `line` (from 0), blank lines and comments passed over."""
    for n in range(line - 1, -1, -1):
        text = _line(source, n)
        if text.strip() and not text.lstrip().startswith("#"):
            return text
    return ""


def _spaces(text: str) -> int:
    return len(text) - len(text.lstrip(" "))


def _indentation(source: str, err: yaml.MarkedYAMLError) -> tuple[int, str] | None:
    """A key indented more or less than its neighbours, said as such at its own line.

    libyaml reports it as "did not find expected key" (its map's keys start
    elsewhere) or as "mapping values are not allowed" (a key indented under a
    key that already has its value), which tells an author nothing about
    the spaces at the start of the line.
    """
    what = f"{err.context} {err.problem}"
    at, ctx = err.problem_mark, err.context_mark
    if at is None:
        return None
    if "block mapping" in what and "expected key" in what and ctx is not None:
        text = _line(source, at.line)
        has, prev = _spaces(text), _spaces(_before(source, at.line))
        if text.strip() and ctx.column < has < prev:
            return at.line + 1, (
                f"this line is indented {has} space{'s' if has != 1 else ''}, less than the line before it ({prev}) and more than "
                f"the keys at line {ctx.line + 1} ({ctx.column}): indent it by {prev} spaces to go with the "
                f"line before, or by {ctx.column} to stand beside the key at line {ctx.line + 1}")
        if text.strip() and has != ctx.column:
            more = "more" if has > ctx.column else "less"
            return at.line + 1, (
                f"this line is indented {has} space{'s' if has != 1 else ''}, {more} than the other keys of its "
                f"map, which start at column {ctx.column + 1} (line {ctx.line + 1}): indent it by "
                f"{ctx.column} space{'s' if ctx.column != 1 else ''} like them")
    if "mapping values are not allowed" in what:
        text, before = _line(source, at.line), _before(source, at.line)
        key, colon, value = before.strip().partition(":")
        if colon and value.strip() and _spaces(text) > _spaces(before):
            return at.line + 1, (
                f"this line is indented {_spaces(text)} spaces, more than the line before it "
                f"('{before.strip()}'), which already has its value: indent it by {_spaces(before)} "
                f"spaces like that line, or, if it belongs under {key.strip()}:, remove that line's value")
    return None


def _line(source: str, line: int) -> str:
    """Line `line` (from 0) of `source`, found without splitting the whole file."""
    start = 0
    for _ in range(line):
        start = source.find("\n", start) + 1
        if not start:
            return ""
    end = source.find("\n", start)
    return source[start: end if end >= 0 else len(source)]


def _mark(err: yaml.MarkedYAMLError) -> yaml.Mark | None:
    """Where to send the author: the parser stops after a key that lacks its colon, or at
    the end of the file after an unclosed quote, so those point where the trouble starts;
    a bad escape is pointed at itself."""
    what = f"{err.context} {err.problem}"
    if err.context_mark and ("expected ':'" in what or ("quoted scalar" in what and "escape" not in what)):
        return err.context_mark
    return err.problem_mark or err.context_mark


def _yaml_message(err: yaml.MarkedYAMLError, tabbed: bool = False) -> str:
    what = " ".join(p for p in (err.context, err.problem) if p)
    ctx = err.context_mark
    if "duplicate anchor" in what and ctx:  # the parser's own words read badly here
        return (f"not valid YAML: this anchor (&name) was already given at line {ctx.line + 1}, "
                f"column {ctx.column + 1}; give each anchor its own name")
    hint = ""
    if tabbed or "tab" in what.lower():
        hint = "; YAML forbids tabs for indentation: indent with spaces, not tabs"
    elif "mapping values are not allowed" in what:
        hint = "; put a space after each colon, or quote a text that holds ': '"
    elif "single document" in what:
        hint = ("; a file holds one scenario (or answer sheet): remove the '---' line and "
                "what follows it, or move that part to a file of its own")
    elif "flow sequence" in what or "flow mapping" in what:
        # The parser stops where it gave up, often the next line; say where the bracket opened.
        pair = "[]" if "sequence" in what else "{}"
        opened = f" opened at line {ctx.line + 1}, column {ctx.column + 1}" if ctx else ""
        hint = f"; the '{pair[0]}'{opened} is not closed: add the missing '{pair[1]}', or a comma between items"
    elif "undefined alias" in what:
        hint = ("; a value that starts with * names an anchor (&name) defined earlier; "
                "put the value in quotes if it is plain text")
    elif "could not find expected ':'" in what:
        hint = "; each line of a map is 'key: value', with a space after the colon"
    elif "escape" in what:
        hint = ("; in double quotes a backslash starts an escape (\\n, \\t, \\u00e9), and this escape is not a "
                "valid character (a \\u escape must not be half of a surrogate pair, D800-DFFF): write the "
                "character itself, or put text holding backslashes in single quotes")
    elif "quoted scalar" in what:
        hint = "; a quoted text is not closed: add the closing quote"
    return f"not valid YAML: {what}{hint}"


# Spaces that look like a space but that YAML reads as text, the usual paste from a word processor or a web page.
_ODD_SPACES = {"\u00a0": "a non-breaking space", "\u2007": "a figure space", "\u202f": "a narrow non-breaking space",
               "\u3000": "an ideographic space", "\u200b": "a zero-width space", "\u2002": "an en space",
               "\u2003": "an em space", "\u2009": "a thin space"}


def _odd_space(source: str, line: int) -> tuple[int, int, str] | None:
    """The first look-alike space at the start of a line, up to the line YAML stopped at (from 0), as line, column
    and message."""
    if not any(ch in source for ch in _ODD_SPACES):
        return None
    for n, text in enumerate(source.split("\n", line + 1)[:line + 1]):
        lead = text[:len(text) - len(text.lstrip(" \t" + "".join(_ODD_SPACES)))]
        for col, ch in enumerate(lead):
            if ch in _ODD_SPACES:
                return n + 1, col + 1, (f"this line starts with {_ODD_SPACES[ch]} (U+{ord(ch):04X}), which looks "
                                        "like a space but is not one to YAML; replace it with a normal space")
    return None
