"""Exams (issue 22): an exam file's hands dealt from a seed drawn at the start, graded and recorded hand by
hand, passed or failed by its rule, and certified.

- `model`: the exam as its file defines it; `load`: reading the file (FILE:LINE:COL), the bundled exams;
- `schema`: its JSON Schema; `draw`: the hands, in memory; `rule`: the pass rule applied;
- `sitting`: one sitting at the terminal, through the session's one loop (trainer.session.exam_hands).
"""
from __future__ import annotations

from .load import bundled_exams, find_exam, load_exam
from .model import Exam, PassRule, RedLine

__all__ = ["Exam", "PassRule", "RedLine", "bundled_exams", "find_exam", "load_exam"]
