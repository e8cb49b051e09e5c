"""Charts of the audit page as inline SVG, drawn in Python: no JavaScript, no fonts to load, crisp in print.

Each function returns markupsafe.Markup, so the template puts the drawing in
as it is; every text inside (labels, trainee ids) is escaped here. Values
are always written next to the marks too, so a chart printed in grey, or
read by a screen reader (role="img", a <title> with every value), loses
nothing.
"""
from __future__ import annotations

from typing import Sequence

from markupsafe import Markup, escape

FONT = '"DejaVu Sans", "Helvetica Neue", Arial, sans-serif'
INK, MUTED, GRID, TRACK = "#1b1b1b", "#555", "#d9dde3", "#eef1f5"
BAND_COLOUR = {"hi": "#1f3a5f", "mid": "#8a6d1f", "lo": "#b3261e", "none": "#8a8f98"}


def band(fraction: float | None) -> str:
    """hi (90 % and over), mid (75 % and over), lo, or none: the colour class of an accuracy."""
    if fraction is None:
        return "none"
    return "hi" if fraction >= 0.9 else "mid" if fraction >= 0.75 else "lo"


def _n(x: float) -> str:
    return f"{x:.1f}".rstrip("0").rstrip(".")


def _open(width: float, height: float, label: str, css: str) -> list[str]:
    return [f'<svg xmlns="http://www.w3.org/2000/svg" class="chart {css}" viewBox="0 0 {_n(width)} {_n(height)}" '
            f'width="{_n(width)}" height="{_n(height)}" role="img" aria-label="{escape(label)}" '
            f'font-family="{escape(FONT)}">',
            f"<title>{escape(label)}</title>"]


def bars(rows: Sequence[tuple[str, float | None, str]], title: str, axis: Sequence[str] = ("0", "50", "100"),
         width: int = 680) -> Markup:
    """Horizontal bars, one per row (label, fraction 0..1 or None, the value as text), 0-100 % across."""
    label_w, value_w, row_h, top, bottom = 92, 86, 22, 6, 20
    plot_w = width - label_w - value_w
    height = top + row_h * len(rows) + bottom
    desc = title + ": " + "; ".join(f"{label} {text}" for label, _, text in rows)
    out = _open(width, height, desc, "bars")
    for i, tick in enumerate(axis):  # gridlines and their labels
        x = label_w + plot_w * i / (len(axis) - 1)
        out.append(f'<line x1="{_n(x)}" y1="{top}" x2="{_n(x)}" y2="{_n(height - bottom + 3)}" stroke="{GRID}" '
                   f'stroke-width="1"/>')
        out.append(f'<text x="{_n(x)}" y="{_n(height - 5)}" font-size="10" fill="{MUTED}" '
                   f'text-anchor="middle">{escape(tick)}</text>')
    for i, (label, fraction, text) in enumerate(rows):
        y = top + row_h * i
        mid = y + row_h / 2
        out.append(f'<text x="{label_w - 8}" y="{_n(mid + 4)}" font-size="12" fill="{INK}" '
                   f'text-anchor="end">{escape(label)}</text>')
        out.append(f'<rect x="{label_w}" y="{_n(y + 4)}" width="{plot_w}" height="{row_h - 8}" fill="{TRACK}"/>')
        if fraction is not None:
            w = max(0.0, min(1.0, fraction)) * plot_w
            out.append(f'<rect x="{label_w}" y="{_n(y + 4)}" width="{_n(w)}" height="{row_h - 8}" '
                       f'fill="{BAND_COLOUR[band(fraction)]}"/>')
        out.append(f'<text x="{label_w + plot_w + 8}" y="{_n(mid + 4)}" font-size="12" fill="{INK}">'
                   f'{escape(text)}</text>')
    out.append("</svg>")
    return Markup("".join(out))


def line(points: Sequence[tuple[str, float | None, str]], title: str, width: int = 240, height: int = 48) -> Markup:
    """A small line of fractions 0..1 over time (label, fraction or None, the value as text), with 0, 50 and
    100 % gridlines and the first and last values written at the ends. Points without a value are skipped."""
    left, right, top, bottom = 30, 40, 6, 6
    plot_w, plot_h = width - left - right, height - top - bottom
    desc = title + ": " + "; ".join(f"{label} {text}" for label, _, text in points)
    out = _open(width, height, desc, "line")
    for level in (0.0, 0.5, 1.0):
        y = top + plot_h * (1 - level)
        out.append(f'<line x1="{left}" y1="{_n(y)}" x2="{left + plot_w}" y2="{_n(y)}" stroke="{GRID}" '
                   f'stroke-width="1"/>')
        out.append(f'<text x="{left - 4}" y="{_n(y + 3.5)}" font-size="9" fill="{MUTED}" '
                   f'text-anchor="end">{int(level * 100)}%</text>')
    n = len(points)
    xy = []
    for i, (_, fraction, _) in enumerate(points):
        if fraction is None:
            continue
        x = left + (plot_w * i / (n - 1) if n > 1 else plot_w / 2)
        y = top + plot_h * (1 - max(0.0, min(1.0, fraction)))
        xy.append((x, y, fraction))
    if len(xy) > 1:
        path = " ".join(f"{_n(x)},{_n(y)}" for x, y, _ in xy)
        out.append(f'<polyline points="{path}" fill="none" stroke="{BAND_COLOUR["hi"]}" stroke-width="1.6" '
                   f'stroke-linejoin="round"/>')
    for x, y, fraction in xy:
        out.append(f'<circle cx="{_n(x)}" cy="{_n(y)}" r="2.2" fill="{BAND_COLOUR[band(fraction)]}"/>')
    if xy:
        x, y, _ = xy[-1]
        last_text = next(text for _, f, text in reversed(points) if f is not None)
        out.append(f'<text x="{_n(x + 5)}" y="{_n(min(max(y + 4, top + 8), top + plot_h))}" font-size="10" '
                   f'fill="{INK}">{escape(last_text)}</text>')
    out.append("</svg>")
    return Markup("".join(out))


def meter(fraction: float | None, label: str, width: int = 110, height: int = 12) -> Markup:
    """One bar, 0..1 across, for a table cell."""
    out = _open(width, height, label, "meter")
    out.append(f'<rect x="0" y="0" width="{width}" height="{height}" fill="{TRACK}"/>')
    if fraction is not None:
        w = max(0.0, min(1.0, fraction)) * width
        out.append(f'<rect x="0" y="0" width="{_n(w)}" height="{height}" fill="{BAND_COLOUR[band(fraction)]}"/>')
    out.append("</svg>")
    return Markup("".join(out))
