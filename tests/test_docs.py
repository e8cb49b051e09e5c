"""docs/ and the README agree with the code: the rules pages are generated from the catalog, the
authors' and inspectors' pages name every house rule, default and step the engine knows, and
nothing points outside the repository.

`UPDATE_DOCS=1 pytest tests/test_docs.py` rewrites docs/rules.md and docs/rules.it.md.
"""
from __future__ import annotations

import os
import re
from dataclasses import fields
from pathlib import Path

import pytest

from trainer.rulebook import all_topics
from trainer.rulebook.render import markdown
from trainer.rules import DEFAULT_HOUSE, HouseRules
from trainer.vocab import Step

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"


@pytest.mark.parametrize("lang, name", [("en", "rules.md"), ("it", "rules.it.md")])
def test_rules_pages_are_generated_from_the_catalog(lang, name):
    page = DOCS / name
    fresh = markdown(lang)
    if os.environ.get("UPDATE_DOCS"):
        page.write_text(fresh, encoding="utf-8")
    assert page.read_text(encoding="utf-8") == fresh, f"docs/{name} is stale: UPDATE_DOCS=1 pytest {__file__}"
    for t in all_topics():
        assert t.title[lang] in fresh


def test_scenario_page_lists_every_house_rule_with_its_default():
    text = (DOCS / "scenarios.md").read_text(encoding="utf-8")
    for name in (f.name for f in fields(HouseRules)):
        value = getattr(DEFAULT_HOUSE, name)
        shown = "[" + ", ".join(value) + "]" if isinstance(value, tuple) else str(value)
        assert re.search(rf"\| `{name}` \| `{re.escape(shown)}`", text), name


def test_answer_sheet_page_lists_every_step():
    text = (DOCS / "answer-sheets.md").read_text(encoding="utf-8")
    for step in Step:
        assert f"| `{step}` |" in text, step


def test_readme_and_docs_need_nothing_outside_the_repository():
    pages = [ROOT / "README.md", *DOCS.glob("*.md")]
    for page in pages:
        text = page.read_text(encoding="utf-8")
        assert "../shared" not in text and "RULEBOOK" not in text and "FORMATS" not in text, page.name
        for link in re.findall(r"\]\(([^)#]+)\)", text):
            if not link.startswith("http"):
                assert (page.parent / link).exists(), (page.name, link)
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "trainer rules" in readme and "docs/audit.md" in readme
