#!/usr/bin/env python3
"""Move the dict catalogs of trainer/i18n into the gettext catalog, and rebuild the template and the .mo files.

    python3 tools/catalog_to_gettext.py            # convert any dicts left, then pot, po, mo (all of it)
    python3 tools/catalog_to_gettext.py pot        # only re-extract trainer/locale/trainer.pot
    python3 tools/catalog_to_gettext.py mo         # only recompile the .mo files from the .po files
    python3 tools/catalog_to_gettext.py from-git REV   # take the dict entries REV added or changed, then all

Merging a branch that still edits the dict catalogs (git merge REV conflicts in trainer/i18n/*.py): keep this
side's version of those files (git checkout --ours trainer/i18n/...), then `from-git REV`: for each catalog
module, the EN/IT entries REV added or changed since the merge base are appended to the module as dicts (a
module REV added is written as REV has it), and converted like any dicts left.

Re-runnable: a module of trainer/i18n (or trainer/i18n/places) that still holds `EN = {id: English}` and
`IT = {id: Italian}` dicts (a branch written before the gettext catalog, merged in) has its EN dict turned into
`C_(id, English)` entries of its MESSAGES tuple (added at the end, or replacing an entry of the same id), and
its IT dict moved into trainer/locale/it/LC_MESSAGES/trainer.po (a dict of another language, say FR, into
fr/LC_MESSAGES/trainer.po). The dicts, and their `EN.update(...)` lines, are removed; imports they leave
unused are not (mypy and flake8 say so).

Then the template is extracted from the code by GNU xgettext (keywords C_:1c,2 and NC_:1c,2,3), each
language's .po is merged with it by msgmerge (a message whose English changed turns fuzzy, for a translator to
review; messages gone from the code are dropped), and compiled by msgfmt --check-format.
Needs GNU gettext (apt install gettext).
"""
from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "trainer"
LOCALE = PACKAGE / "locale"
POT = LOCALE / "trainer.pot"
CATALOG_DIRS = (PACKAGE / "i18n", PACKAGE / "i18n" / "places")
KEYWORDS = ("-k", "-kC_:1c,2", "-kNC_:1c,2,3")
WIDTH = 116  # a source line's text, within the 120 columns of the code
LANG_DICT = re.compile(r"^[A-Z]{2}$")  # EN, IT, FR: a dict catalog of one language
HEADER = """msgid ""
msgstr ""
"Project-Id-Version: trainer\\n"
"PO-Revision-Date: 2026-12-02 00:00+0000\\n"
"Last-Translator: trainer <->\\n"
"Language-Team: {lang}\\n"
"Language: {lang}\\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"

"""


def po_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t") + '"'


def py_string(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)  # a double-quoted literal Python reads the same


def chunks(text: str, width: int) -> list[str]:
    """`text` cut after spaces into pieces whose literals fit `width`."""
    out: list[str] = []
    current = ""
    for word in re.findall(r"\S+\s*|\s+", text):
        if current and len(py_string(current + word)) > width:
            out.append(current)
            current = ""
        current += word
    return out + [current] if current or not out else out


def entry(mid: str, en: str, indent: str = "    ") -> str:
    """One `C_(id, English),` entry, its English cut over lines when long."""
    head = f"{indent}C_({py_string(mid)}, "
    one = f"{head}{py_string(en)}),"
    if len(one) <= WIDTH + 4:
        return one
    pad = indent + "   "
    pieces = chunks(en, WIDTH - len(pad))
    lines = [f"{indent}C_({py_string(mid)},"] + [pad + py_string(p) for p in pieces]
    return "\n".join(lines) + "),"


def _lang_dicts(tree: ast.Module) -> dict[str, ast.stmt]:
    out: dict[str, ast.stmt] = {}
    for stmt in tree.body:
        target = stmt.target if isinstance(stmt, ast.AnnAssign) else (
            stmt.targets[0] if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 else None)
        if isinstance(target, ast.Name) and LANG_DICT.match(target.id) and isinstance(
                getattr(stmt, "value", None), ast.Dict):
            out[target.id] = stmt
    return out


def _updates(tree: ast.Module, names: set[str]) -> list[ast.stmt]:
    """`EN.update(...)` lines: they merged dicts that are now messages."""
    return [s for s in tree.body if isinstance(s, ast.Expr) and isinstance(s.value, ast.Call)
            and isinstance(s.value.func, ast.Attribute) and s.value.func.attr == "update"
            and isinstance(s.value.func.value, ast.Name) and s.value.func.value.id in names]


def _messages(tree: ast.Module) -> ast.Tuple | None:
    for stmt in tree.body:
        target = stmt.target if isinstance(stmt, ast.AnnAssign) else (
            stmt.targets[0] if isinstance(stmt, ast.Assign) else None)
        if isinstance(target, ast.Name) and target.id == "MESSAGES" and isinstance(getattr(stmt, "value", None),
                                                                                  ast.Tuple):
            value = stmt.value
            assert isinstance(value, ast.Tuple)
            return value
    return None


def convert(path: Path) -> dict[str, dict[str, tuple[str, str]]]:
    """Turn `path`'s dict catalogs into messages; {lang: {id: (English, translation)}} of what it moved."""
    source = path.read_text(encoding="utf-8")
    tree = ast.parse(source)
    dicts = _lang_dicts(tree)
    if "EN" not in dicts:
        return {}
    lines = source.splitlines()
    en_stmt = dicts["EN"]
    en_dict = getattr(en_stmt, "value")
    assert isinstance(en_dict, ast.Dict)
    english: dict[str, str] = {}
    new: list[tuple[str, list[str], str]] = []  # (id, the comment lines before it, its entry)
    previous_end = en_dict.lineno  # the line of "{"
    for key, value in zip(en_dict.keys, en_dict.values):
        assert key is not None, f"{path}: a ** in the EN dict"
        mid, en = ast.literal_eval(key), ast.literal_eval(value)
        assert isinstance(mid, str) and isinstance(en, str), f"{path}: {mid!r} is not a string entry"
        # comments between entries say what follows: they stay with it
        comments = [lines[n - 1] for n in range(previous_end + 1, key.lineno) if lines[n - 1].strip().startswith("#")]
        new.append((mid, comments, entry(mid, en)))
        english[mid] = en
        previous_end = value.end_lineno or value.lineno
    moved: dict[str, dict[str, tuple[str, str]]] = {}
    for name, stmt in dicts.items():
        if name == "EN":
            continue
        value = getattr(stmt, "value")
        translated = {ast.literal_eval(k): ast.literal_eval(v) for k, v in zip(value.keys, value.values)
                      if k is not None}
        missing = set(translated) - set(english)
        assert not missing, f"{path}: {name} has ids EN does not: {sorted(missing)}"
        moved[name.lower()] = {mid: (english[mid], text) for mid, text in translated.items()}

    edits: list[tuple[int, int, list[str]]] = []  # (first line, last line, replacement), 1-based inclusive
    existing = _messages(tree)
    if existing is None:
        edits.append((en_stmt.lineno, en_stmt.end_lineno or en_stmt.lineno,
                      ["MESSAGES: Messages = ("] + [line for _, c, e in new for line in c + [e]] + [")"]))
    else:
        known = {}
        for call in existing.elts:
            if isinstance(call, ast.Call) and call.args and isinstance(call.args[0], ast.Constant):
                known[call.args[0].value] = call
        kept: list[str] = []
        for mid, comments, text in new:
            call = known.get(mid)
            if call is not None:  # the same id, new English: the entry is replaced where it is
                edits.append((call.lineno, call.end_lineno or call.lineno, [text]))
            else:
                kept += comments + [text]
        close = existing.end_lineno or existing.lineno  # the line of the tuple's ")"
        edits.append((close, close - 1, kept))  # inserted before it
        edits.append((en_stmt.lineno, en_stmt.end_lineno or en_stmt.lineno, []))
    for name, stmt in dicts.items():
        if name != "EN":
            edits.append((stmt.lineno, stmt.end_lineno or stmt.lineno, []))
    for stmt in _updates(tree, set(dicts)):
        edits.append((stmt.lineno, stmt.end_lineno or stmt.lineno, []))
    for first, last, replacement in sorted(edits, key=lambda e: (e[0], e[1]), reverse=True):
        lines[first - 1:last] = replacement
    text = "\n".join(lines) + "\n"
    if existing is None and "import C_" not in text:
        depth = "." * (1 + len(path.parent.relative_to(PACKAGE / "i18n").parts))
        text = _add_import(text, f"from {depth}messages import C_, Messages")
    text = re.sub(r'"""\n\n(from __future__)', r'"""\n\1', text)  # the house style: no blank line there
    text = re.sub(r"(import C_, Messages\n)\n*(MESSAGES)", r"\1\n\2", text)
    text = re.sub(r"\n{3,}(?=\S)", "\n\n\n", text).rstrip("\n") + "\n"
    path.write_text(text, encoding="utf-8")
    return moved


def _add_import(text: str, line: str) -> str:
    tree = ast.parse(text)
    after = 0
    for stmt in tree.body:
        if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant) or (
                isinstance(stmt, ast.ImportFrom) and stmt.module == "__future__"):
            after = stmt.end_lineno or stmt.lineno
        else:
            break
    lines = text.splitlines()
    block = ([""] if after else []) + [line]
    if after and "from __future__" not in lines[after - 1]:
        block = ["", "from __future__ import annotations", ""] + [line]
    lines[after:after] = block
    return "\n".join(lines) + "\n"


def run(*args: str) -> None:
    subprocess.run(args, check=True, cwd=ROOT)


def sources() -> list[str]:
    """Every module of the package that declares messages, in path order."""
    return sorted(str(p.relative_to(ROOT)) for p in PACKAGE.rglob("*.py")
                  if "C_(" in p.read_text(encoding="utf-8") and p.name != "messages.py")


def extract(out: Path) -> None:
    run("xgettext", "-L", "Python", "--from-code=UTF-8", *KEYWORDS, "--no-wrap", "--add-comments=Translators:",
        "--package-name=trainer", "--msgid-bugs-address=-", "--copyright-holder=", "-o", str(out), *sources())


def pot() -> None:
    extract(POT)
    # Templates are str.format templates ({seat}), never %-templates: xgettext takes the "%" of "5 % commission"
    # for a %-directive and flags it python-format, which msgmerge and msgfmt would then check; the flag goes.
    text = POT.read_text(encoding="utf-8")
    text = re.sub(r"^#, (.*)\n", lambda m: _flags(m.group(1)), text, flags=re.M)
    POT.write_text(text, encoding="utf-8")
    print(f"wrote {POT.name}")


def _flags(flags: str) -> str:
    kept = [f for f in flags.split(", ") if f != "python-format"]
    return "#, " + ", ".join(kept) + "\n" if kept else ""


def po_files() -> list[Path]:
    return sorted(LOCALE.glob("*/LC_MESSAGES/trainer.po"))


def merge(moved: dict[str, dict[str, tuple[str, str]]]) -> None:
    """Each language's .po: what the dicts moved (it wins over the .po), merged with the template."""
    langs = {p.parent.parent.name for p in po_files()} | set(moved)
    for lang in sorted(langs):
        po = LOCALE / lang / "LC_MESSAGES" / "trainer.po"
        po.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory() as tmp:
            combined = Path(tmp) / "combined.po"
            fragment = Path(tmp) / "fragment.po"
            body = [HEADER.format(lang=lang)]
            for mid, (en, text) in moved.get(lang, {}).items():
                body.append(f"msgctxt {po_string(mid)}\nmsgid {po_string(en)}\nmsgstr {po_string(text)}\n\n")
            fragment.write_text("".join(body), encoding="utf-8")
            if po.exists():
                run("msgcat", "--use-first", "--no-wrap", "-o", str(combined), str(fragment), str(po))
            else:
                combined.write_text(fragment.read_text(encoding="utf-8"), encoding="utf-8")
            run("msgmerge", "--quiet", "--no-wrap", "--previous", "-o", str(po), str(combined), str(POT))
            run("msgattrib", "--no-obsolete", "--no-wrap", "-o", str(po), str(po))
        print(f"wrote {po.relative_to(ROOT)}")


def mo() -> None:
    for po in po_files():
        out = po.with_suffix(".mo")
        run("msgfmt", "-c", "--check-format", "-o", str(out), str(po))
        print(f"wrote {out.relative_to(ROOT)}")


def _git(*args: str) -> str:
    return subprocess.run(("git", *args), check=True, cwd=ROOT, capture_output=True, text=True).stdout


def _dicts_at(rev: str, rel: str) -> dict[str, dict[str, str]]:
    """The language dicts of the module `rel` at `rev` ({} when it has none or is not there)."""
    try:
        source = _git("show", f"{rev}:{rel}")
    except subprocess.CalledProcessError:
        return {}
    out: dict[str, dict[str, str]] = {}
    for name, stmt in _lang_dicts(ast.parse(source)).items():
        value = getattr(stmt, "value")
        out[name] = {ast.literal_eval(k): ast.literal_eval(v) for k, v in zip(value.keys, value.values)
                     if k is not None}
    return out


def from_git(rev: str) -> None:
    """Append to each catalog module the dict entries `rev` added or changed since the merge base."""
    base = _git("merge-base", "HEAD", rev).strip()
    names = {line for line in _git("ls-tree", "-r", "--name-only", rev, "--", "trainer/i18n").splitlines()
             if line.endswith(".py")}
    for rel in sorted(names):
        path = ROOT / rel
        if path.parent not in CATALOG_DIRS:
            continue
        theirs, before = _dicts_at(rev, rel), _dicts_at(base, rel)
        if "EN" not in theirs:
            continue
        if not path.exists():  # a module the other branch added: as it wrote it, converted below
            path.write_text(_git("show", f"{rev}:{rel}"), encoding="utf-8")
            print(f"took {rel} from {rev}")
            continue
        if "EN" in _lang_dicts(ast.parse(path.read_text(encoding="utf-8"))):
            continue  # still dicts here (merged in as they are): converted below, whole
        changed = {mid for mid, text in theirs["EN"].items() if before.get("EN", {}).get(mid) != text}
        changed |= {mid for name, d in theirs.items() if name != "EN" for mid, text in d.items()
                    if before.get(name, {}).get(mid) != text and mid in theirs["EN"]}
        if not changed:
            continue
        blocks = []
        for name, d in theirs.items():
            entries = "".join(f"    {py_string(mid)}: {py_string(d[mid])},\n" for mid in sorted(changed) if mid in d)
            blocks.append(f"\n{name}: dict[str, str] = {{\n{entries}}}\n")
        with path.open("a", encoding="utf-8") as f:
            f.write("".join(blocks))
        print(f"{rel}: {len(changed)} entries from {rev}")


def main(argv: list[str]) -> int:
    what = argv[0] if argv else "all"
    if what == "pot":
        pot()
    elif what == "mo":
        mo()
    elif what == "from-git" and len(argv) == 2:
        from_git(argv[1])
        return main(["all"])
    elif what == "all":
        moved: dict[str, dict[str, tuple[str, str]]] = {}
        for folder in CATALOG_DIRS:
            for path in sorted(folder.glob("*.py")):
                for lang, entries in convert(path).items():
                    moved.setdefault(lang, {}).update(entries)
                    print(f"moved {len(entries)} {lang} messages out of {path.relative_to(ROOT)}")
        unread = [p.name for p in sorted((PACKAGE / "i18n").glob("*.py"))
                  if p.stem not in ("__init__", "messages") and "MESSAGES" in p.read_text(encoding="utf-8")
                  and p.stem not in (PACKAGE / "i18n" / "__init__.py")
                  .read_text(encoding="utf-8")]
        if unread:  # trainer.i18n.english() imports the catalog modules it names
            print(f"add {', '.join(unread)} to the imports of trainer.i18n.english() and to _MODULES", file=sys.stderr)
        pot()
        merge(moved)
        mo()
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
