"""The instructor's class view (issue 22, item 4): `trainer class report`.

- `load`: the class file (name, trainees); `report`: the figures, through the audit's own tally;
- `page`: the printable page, CSV and JSON.
"""
