"""Messages for the mistakes a scenario author made when writing files from docs/scenarios.md alone (a trial
by an author, 2026-12-02): each says where, names what was written and what to write instead."""
from __future__ import annotations

from click.testing import CliRunner

from trainer.cli import main

BASE = """\
id: art3-second-card-floor
title:
  en: A card falls during the distribution
  it: Una carta cade durante la distribuzione
articles: [3]
table:
  button: 3
  seats:
    1: {punto: 100}
    3: {banco: 200, egalite: 10}
    6: {punto: 100}
shoe:
  cards: [2H, 6C, 3D, QS, 8H, 5D]
fault:
  kind: dropped_card
  card: 2
"""


def validate(tmp_path, text: str, *more: str):
    f = tmp_path / "s.yaml"
    f.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(main, ["validate", str(f), *more])
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.output


def test_the_base_file_is_valid(tmp_path):
    assert validate(tmp_path, BASE)[0] == 0


def test_a_thousands_comma_in_a_map_or_a_list_is_named_as_such(tmp_path):
    code, out = validate(tmp_path, BASE.replace("1: {punto: 100}", "1: {punto: 1,000}"))
    assert code == 1 and "s.yaml:9:16: '1,000' has a thousands separator" in out and "like 1000" in out
    code, out = validate(tmp_path, BASE.replace("articles: [3]", "articles: [1,000]"))
    assert code == 1 and "s.yaml:5:12: '1,000' has a thousands separator" in out
    # two numbers with a space after the comma are two values, as YAML reads them
    code, out = validate(tmp_path, BASE.replace("articles: [3]", "articles: [3, 100]"))
    assert "thousands separator" not in out


def test_a_card_written_suit_first_is_told_to_put_the_rank_first(tmp_path):
    code, out = validate(tmp_path, BASE.replace("QS,", "SQ,"))
    assert code == 1 and "'SQ' has its suit first: write the rank, then the suit, e.g. QS" in out


def test_true_in_quotes_is_told_to_drop_the_quotes(tmp_path):
    text = BASE.replace("kind: dropped_card\n  card: 2", "kind: extra_card\n  seen: \"true\"")
    code, out = validate(tmp_path, text.replace("articles: [3]", "articles: [1]"))
    assert code == 1 and "fault.seen must be true or false; got 'true' (written in quotes" in out


def test_a_capitalised_key_gets_its_lowercase_spelling(tmp_path):
    code, out = validate(tmp_path, BASE.replace("id:", "ID:"))
    assert "unknown key 'ID' in the file; did you mean 'id'?" in out
    code, out = validate(tmp_path, BASE.replace("kind: dropped_card", "Kind: dropped_card"))
    assert code == 1 and "fault has no 'kind' ('Kind' is written; did you mean 'kind'?)" in out


def test_a_non_breaking_space_is_named_at_its_own_line(tmp_path):
    code, out = validate(tmp_path, BASE.replace("  button: 3", "\u00a0 button: 3"))
    assert code == 1 and "s.yaml:7:1: this line starts with a non-breaking space (U+00A0)" in out


def test_after_burn_on_a_kind_that_cannot_have_it_gives_one_message_not_two(tmp_path):
    code, out = validate(tmp_path, BASE.replace("  card: 2", "  card: 2\n  after_burn: true"))
    assert code == 1 and "after_burn: true (Article 10) applies only to" in out
    assert "articles must include 10" not in out


def test_a_huge_card_position_says_what_a_position_is(tmp_path):
    code, out = validate(tmp_path, BASE.replace("card: 2", "card: 99999999999999999999999"))
    assert code == 1 and "past any card a hand can reach" in out and "1 is the first card out of the sabot" in out


def test_grammar_an_exposed_card_and_one_space(tmp_path):
    code, out = validate(tmp_path, BASE.replace("kind: dropped_card\n  card: 2", "kind: exposed_card\n  card: 2")
                         .replace("articles: [3]", "articles: [2]"))
    assert "which an exposed_card fault requires" in out
    code, out = validate(tmp_path, BASE.replace("    6: {punto: 100}\n", "    6: {punto: 100}\n   9: {punto: 5}\n"))
    assert code == 1 and "indented 3 spaces" in out
    code, out = validate(tmp_path, BASE.replace("fault:\n  kind: dropped_card\n  card: 2",
                                                "fault:\n  kind: dropped_card\n card: 2"))
    assert code == 1 and "indented 1 space," in out


def test_an_empty_folder_is_named_alone_or_beside_files(tmp_path):
    empty = tmp_path / "nothing-here"
    empty.mkdir()
    f = tmp_path / "ok.yaml"
    f.write_text(BASE, encoding="utf-8")
    for command in ("validate", "solve"):
        alone = CliRunner().invoke(main, [command, str(empty)])
        assert alone.exit_code == 1 and f"{empty}: no scenario files in this folder" in alone.output
        beside = CliRunner().invoke(main, [command, str(empty), str(f)])
        assert beside.exit_code == 1 and f"{empty}: no scenario files in this folder" in beside.output
    beside = CliRunner().invoke(main, ["validate", str(empty), str(f)])
    assert "1 scenario file valid, but 1 folder given holds none." in beside.output


def test_rules_takes_a_fault_kind_for_its_article():
    result = CliRunner().invoke(main, ["rules", "dropped_card"])
    assert result.exit_code == 0 and result.output.startswith("Art. 3 ")
    result = CliRunner().invoke(main, ["rules", "late-bet"])
    assert result.exit_code == 0 and result.output.startswith("premise ")


def test_a_descending_house_names_its_rule_where_the_reader_and_the_button_are_explained(tmp_path):
    text = """\
id: house-descending
title: Scores swapped in the announcement
articles: [9]
table:
  button: 6
  seats:
    3: {punto: 100}
    6: {banco: 135, egalite: 20}
    9: {punto: 100}
shoe:
  cards: [4H, 5C, 2D, 3S, 9D, KC]
fault:
  kind: misannounced_score
  announced: {banco: 6, punto: 8}
house:
  seat_order: descending
"""
    f = tmp_path / "d.yaml"
    f.write_text(text, encoding="utf-8")
    for lang, rule in (("en", "house rule seat_order: descending"), ("it", "regola della casa seat_order: descending")):
        out = " ".join(CliRunner().invoke(main, ["solve", "--lang", lang, str(f)]).output.split())
        assert out.count(rule) == 2, out  # the reader's tie and the button's move
    plain = " ".join(CliRunner().invoke(main, ["solve", str(f)]).output.split())
    ascending = tmp_path / "a.yaml"
    ascending.write_text(text.replace("house:\n  seat_order: descending\n", ""), encoding="utf-8")
    assert "seat_order" not in CliRunner().invoke(main, ["solve", str(ascending)]).output
    assert "down the seat numbers" in plain
