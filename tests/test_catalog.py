"""The gettext catalog: extracted from the code, translated in full, compiled, and checked by GNU gettext.

trainer/locale/trainer.pot is what `tools/catalog_to_gettext.py pot` extracts from the code today; the Italian
.po translates every message of it, none fuzzy, with the same placeholders as the English; `msgfmt -c
--check-format` accepts it; the shipped .mo is what msgfmt compiles from it. A planted stale message (its
English changed in the code) and a planted mismatched one (a placeholder renamed) are caught.
"""
from __future__ import annotations

import importlib.util
import os
import re
import shutil
import string
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from trainer.i18n import english, say, text_in

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "trainer" / "locale"
POT = LOCALE / "trainer.pot"
PO = LOCALE / "it" / "LC_MESSAGES" / "trainer.po"
LANGUAGES = sorted(LOCALE.glob("*/LC_MESSAGES/trainer.po"))  # every language's: a new one is checked like Italian

if shutil.which("msgfmt") is None:  # CI installs GNU gettext (.ci/run): there a missing msgfmt fails
    pytestmark = pytest.mark.skipif(not os.environ.get("CI"), reason="GNU gettext (msgfmt) is not installed")


def _tool():
    spec = importlib.util.spec_from_file_location("catalog_to_gettext", ROOT / "tools" / "catalog_to_gettext.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@dataclass
class Entry:
    ctxt: str | None = None
    msgid: str = ""
    plural: str | None = None
    strs: dict[int, str] = field(default_factory=dict)
    flags: set[str] = field(default_factory=set)


def _unquote(text: str) -> str:
    return (text[1:-1].replace('\\"', '"').replace("\\n", "\n").replace("\\t", "\t").replace("\\\\", "\\"))


def read_po(path: Path) -> list[Entry]:
    """The entries of a .po or .pot file, the header and obsolete ones aside."""
    entries: list[Entry] = []
    for block in path.read_text(encoding="utf-8").split("\n\n"):
        entry, last = Entry(), ""
        for line in block.splitlines():
            if line.startswith("#,"):
                entry.flags |= {f.strip() for f in line[2:].split(",")}
            elif line.startswith("#"):
                continue
            elif line.startswith('"'):
                value = _unquote(line)
                if last == "msgctxt":
                    entry.ctxt = (entry.ctxt or "") + value
                elif last == "msgid":
                    entry.msgid += value
                elif last == "msgid_plural":
                    entry.plural = (entry.plural or "") + value
                else:
                    n = int(last[7:-1]) if last.startswith("msgstr[") else 0
                    entry.strs[n] = entry.strs.get(n, "") + value
            else:
                keyword, _, value = line.partition(" ")
                last = keyword
                if keyword == "msgctxt":
                    entry.ctxt = _unquote(value)
                elif keyword == "msgid":
                    entry.msgid = _unquote(value)
                elif keyword == "msgid_plural":
                    entry.plural = _unquote(value)
                else:
                    entry.strs[int(keyword[7:-1]) if keyword.startswith("msgstr[") else 0] = _unquote(value)
        if entry.msgid or entry.ctxt:
            entries.append(entry)
    return entries


def _fields(template: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(template) if f is not None}


def problems(po: Path) -> list[str]:
    """What keeps `po` from being shipped: untranslated, fuzzy, or placeholders unlike the English's."""
    out = []
    for e in read_po(po):
        where = e.ctxt or e.msgid
        if "fuzzy" in e.flags:
            out.append(f"{where}: fuzzy (its English changed: review the translation)")
        if not all(e.strs.get(n) for n in range(2 if e.plural is not None else 1)):
            out.append(f"{where}: untranslated")
        english_fields = _fields(e.msgid) | (_fields(e.plural) if e.plural else set())
        for n, text in e.strs.items():
            # a plural's singular may leave the count unsaid ("un'altra carta"), never say what English does not
            unlike = not _fields(text) <= english_fields if e.plural is not None else _fields(text) != english_fields
            if text and unlike:
                out.append(f"{where}: placeholders {sorted(_fields(text))} differ from the English "
                           f"{sorted(english_fields)}")
    return out


def msgfmt(po: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["msgfmt", "-c", "--check-format", "-o", os.devnull, str(po)],
                          capture_output=True, text=True)


def _without_date(text: str) -> str:
    return re.sub(r'^"POT-Creation-Date: .*\n', "", text, flags=re.M)


def test_the_template_is_extracted_from_the_code_as_it_is(tmp_path, monkeypatch):
    tool = _tool()
    fresh = tmp_path / "trainer.pot"
    monkeypatch.setattr(tool, "POT", fresh)
    tool.pot()
    assert _without_date(fresh.read_text(encoding="utf-8")) == _without_date(POT.read_text(encoding="utf-8")), \
        "trainer.pot is stale: run python3 tools/catalog_to_gettext.py"


def test_the_template_holds_every_message_the_code_declares():
    declared = {m.id: m for m in english().values()}
    extracted = {e.ctxt: e for e in read_po(POT)}
    assert set(declared) <= set(extracted), sorted(set(declared) - set(extracted))
    for mid, m in declared.items():
        assert (extracted[mid].msgid, extracted[mid].plural) == (m.en, m.plural), mid


@pytest.mark.parametrize("po", LANGUAGES, ids=[p.parent.parent.name for p in LANGUAGES])
def test_each_language_translates_every_message_of_the_template(po):
    template = {(e.ctxt, e.msgid) for e in read_po(POT)}
    translated = {(e.ctxt, e.msgid) for e in read_po(po)}
    assert template == translated, f"{po.name} is not merged with trainer.pot: run python3 tools/catalog_to_gettext.py"
    assert problems(po) == []


@pytest.mark.parametrize("po", LANGUAGES, ids=[p.parent.parent.name for p in LANGUAGES])
def test_msgfmt_checks_each_language(po):
    done = msgfmt(po)
    assert done.returncode == 0 and "warning" not in done.stderr, done.stderr


@pytest.mark.parametrize("po", LANGUAGES, ids=[p.parent.parent.name for p in LANGUAGES])
def test_the_shipped_mo_is_compiled_from_the_po(tmp_path, po):
    fresh = tmp_path / "trainer.mo"
    subprocess.run(["msgfmt", "-c", "--check-format", "-o", str(fresh), str(po)], check=True)

    def unfmt(mo: Path) -> str:
        return subprocess.run(["msgunfmt", "--no-wrap", str(mo)], capture_output=True, text=True, check=True).stdout

    assert unfmt(po.with_suffix(".mo")) == unfmt(fresh), "trainer.mo is stale: run python3 tools/catalog_to_gettext.py mo"


def _plant(tmp_path: Path, ctxt: str, change) -> Path:
    """A copy of the Italian .po with the entry `ctxt` changed by `change(entry text) -> entry text`."""
    blocks = PO.read_text(encoding="utf-8").split("\n\n")
    hits = [i for i, b in enumerate(blocks) if f'msgctxt "{ctxt}"' in b]
    assert len(hits) == 1, ctxt
    blocks[hits[0]] = change(blocks[hits[0]])
    out = tmp_path / "planted.po"
    out.write_text("\n\n".join(blocks), encoding="utf-8")
    return out


def test_a_planted_mismatched_placeholder_is_caught(tmp_path):
    planted = _plant(tmp_path, "solve.button.passes",
                     lambda b: b.replace('msgstr "{reason}', 'msgstr "{ragione}'))
    assert any("solve.button.passes: placeholders" in p for p in problems(planted))
    assert msgfmt(planted).returncode != 0  # GNU gettext's own check agrees


def test_a_planted_stale_message_is_caught(tmp_path):
    """The English of a message changed in the code: msgmerge keeps the old Italian as fuzzy, which fails."""
    pot = tmp_path / "trainer.pot"
    pot.write_text(POT.read_text(encoding="utf-8").replace(
        'msgid "Nothing is carried into the next hand."', 'msgid "Nothing at all is carried into the next hand."'),
        encoding="utf-8")
    merged = tmp_path / "merged.po"
    subprocess.run(["msgmerge", "--quiet", "--no-wrap", "-o", str(merged), str(PO), str(pot)], check=True)
    assert [p for p in problems(merged) if p.startswith("solve.default.set_aside:")] == [
        "solve.default.set_aside: fuzzy (its English changed: review the translation)"]


def test_a_planted_untranslated_message_is_caught(tmp_path):
    planted = _plant(tmp_path, "solve.default.set_aside",
                     lambda b: re.sub(r'msgstr ".*"', 'msgstr ""', b))
    assert problems(planted) == ["solve.default.set_aside: untranslated"]


def test_a_count_takes_its_plural_form_in_both_languages():
    one = say("taglia.burn", card="1S", count=1, cards="7H")
    many = say("taglia.burn", card="3S", count=3, cards="7H 8H 9H")
    assert "1 more card is burned" in text_in(one, "en") and "3 more cards are burned" in text_in(many, "en")
    assert "si brucia un'altra carta" in text_in(one, "it")
    assert "si bruciano altre 3 carte" in text_in(many, "it")
