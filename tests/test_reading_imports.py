"""What only reads the results store (`trainer audit`, `trainer audit verify`, `trainer class report`) imports
neither the grading pipeline nor the generator nor the page's templates: those are the writers' and the html
format's, and importing them would cost every read of the store their start-up."""
from __future__ import annotations

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

READERS = ("trainer.audit", "trainer.audit.tally", "trainer.audit.catalogue", "trainer.audit.verify_text",
           "trainer.store", "trainer.store.verify", "trainer.classview.load", "trainer.classview.report")
WRITERS = ("trainer.pipeline", "trainer.engine.grade", "trainer.engine.solve", "trainer.io.plain",
           "trainer.drill.generate", "trainer.store.from_graded", "trainer.store.recorder", "jinja2",
           "trainer.faults.drills", "trainer.adaptive.plan")  # the class report reads histories, plans no drill


def test_the_reading_side_imports_no_writer_and_no_page():
    code = (f"import sys\nfor m in {READERS!r}: __import__(m)\n"
            f"print(' '.join(m for m in {WRITERS!r} if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=ROOT, env={**os.environ, "PYTHONPATH": ROOT}).stdout
    assert out.split() == []

