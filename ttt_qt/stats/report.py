"""The PDF report: the summary, the chart and the table of runs (seed 004's "10 runs" report).

Built as a ``QTextDocument`` and printed with ``QPdfWriter`` — no extra dependency. The
report needs a ``QGuiApplication`` (for fonts); ``ensure_gui_application`` makes one for
the console programs. Its texts go through Qt's translation: the window's report speaks the
window's language, the console's (which installs no translation) English.
"""

from __future__ import annotations

import html
import os
import sys
from collections.abc import Collection, Mapping, Sequence
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QCoreApplication,
    QIODevice,
    QMarginsF,
    QSizeF,
    QUrl,
)
from PySide6.QtGui import (
    QFont,
    QGuiApplication,
    QPageLayout,
    QPageSize,
    QPdfWriter,
    QTextDocument,
)

from .chart import chart_image
from .records import MoveMark, StoredGame
from .runs import RUN_COLUMNS, date_text, local_time, run_row
from .summary import Summary, summarize
from .wording import rules_words, run_footnote, run_note, side_text

translate = QCoreApplication.translate
"""Qt's translation lookup; Qt's tools find the texts by the name ``translate``."""

SUMMARY_COLUMNS = (
    "Player",
    "Opponent",
    "Rules",
    "Played",
    "Won",
    "Lost",
    "Tied",
    "Abandoned",
    "Win rate",
    "Current streak",
    "Best streak",
    "Continued",
)
PRINTED_SUMMARY_COLUMNS = SUMMARY_COLUMNS[: SUMMARY_COLUMNS.index("Continued")]
"""The summary's columns in the PDF: all but Continued, for which the page has no room (the
continued runs are named under the table of runs)."""
_PAGE_WIDTH_POINTS = 523  # A4 (595 x 842 pt) less 36 pt margins
_PAGE_HEIGHT_POINTS = 770
_CHART_SCALE = 3
MAX_REPORT_RUNS = 500
"""The table of runs in a PDF lists at most this many (the newest); CSV has every game."""
_CHART_URL = QUrl("ttt-qt:chart.png")


def ensure_gui_application() -> QGuiApplication:
    """The running ``QGuiApplication``, or a new one (offscreen when there is no display)."""
    existing = QGuiApplication.instance()
    if isinstance(existing, QGuiApplication):
        return existing
    headless = sys.platform not in ("win32", "darwin") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    )
    if headless and not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    return QGuiApplication([sys.argv[0] if sys.argv else "ttt_qt"])


def rules_text(summary: Summary) -> str:
    """The summary's rules in the reader's language, or "all rules"."""
    return translate("Report", "all rules") if summary.rules is None else rules_words(summary.rules)


def summary_row(summary: Summary) -> tuple[str, ...]:
    """The summary's cells under ``SUMMARY_COLUMNS``."""
    return (
        side_text(summary.player),
        side_text(summary.opponent),
        rules_text(summary),
        str(summary.played),
        str(summary.won),
        str(summary.lost),
        str(summary.tied),
        str(summary.abandoned),
        f"{summary.win_rate:.0%}",
        str(summary.current_streak or ""),
        str(summary.best_streak),
        str(summary.continued),
    )


def origin_note() -> str:
    """What the summary's Abandoned and Continued columns count, in the reader's language."""
    return translate(
        "Report",
        "Abandoned games were left before their end (they count as played, not as won, lost or"
        " tied). Continued games were played on from a reviewed game, whose first moves they"
        " took over; they count with their results, and are named under the table of runs.",
    )


def run_footnotes(games: Sequence[StoredGame]) -> list[str]:
    """A line under the table of runs for each game abandoned or continued, in run order."""
    return [run_footnote(game.id, note) for game in games if (note := run_note(game))]


def report_title(games: Sequence[StoredGame], last: int | None) -> str:
    """``Tic-tac-toe: the last 10 games`` or ``Tic-tac-toe: all 37 games``."""
    count = len(games)
    if count == 1:
        return translate("Report", "Tic-tac-toe: one game")
    if last is not None:
        return translate("Report", "Tic-tac-toe: the last {count} games").format(count=count)
    return translate("Report", "Tic-tac-toe: all {count} games").format(count=count)


def report_document(
    games: Sequence[StoredGame],
    *,
    last: int | None = None,
    now: datetime | None = None,
    computer_games_left_out: int = 0,
    marks: Mapping[int, Sequence[MoveMark]] | None = None,
) -> QTextDocument:
    """The report as a document: title, summary, chart, runs, and the coach's marks.

    ``computer_games_left_out``: how many computer-vs-computer games the caller left out of
    ``games`` (the report says so). ``marks``: the coach's marks by run (``RecordStore.marks``).
    """
    document = page_document()
    font = document.defaultFont()
    width = round(document.pageSize().width())
    pixels_per_point = _logical_dpi() / 72
    chart_summaries = summarize(games, by_rules=False)
    chart_height = round((220 if chart_summaries else 60) * pixels_per_point)
    # Three times the pixels it is shown with, so it stays sharp on paper.
    image = chart_image(chart_summaries, width, chart_height, font=font, scale=_CHART_SCALE)
    document.addResource(QTextDocument.ResourceType.ImageResource, _CHART_URL, image)
    document.setHtml(
        _report_html(
            games,
            last,
            now or datetime.now(),
            (width, chart_height),
            computer_games_left_out,
            marks=marks or {},
        )
    )
    return document


def page_document() -> QTextDocument:
    """An empty document laid out for an A4 page with 36 pt margins, in 9 pt text."""
    document = QTextDocument()
    font = QFont()
    font.setPointSizeF(9)
    document.setDefaultFont(font)
    # The document lays text out in screen pixels and print_() maps its page onto the
    # paper's, so give it the page's size in those pixels: 9 pt text then prints at 9 pt.
    pixels_per_point = _logical_dpi() / 72
    width = round(_PAGE_WIDTH_POINTS * pixels_per_point)
    document.setPageSize(QSizeF(width, round(_PAGE_HEIGHT_POINTS * pixels_per_point)))
    document.setDocumentMargin(0)
    return document


def _logical_dpi() -> float:
    screen = QGuiApplication.primaryScreen()
    return screen.logicalDotsPerInchX() if screen is not None else 96.0


def pdf_bytes(
    games: Sequence[StoredGame],
    *,
    last: int | None = None,
    now: datetime | None = None,
    computer_games_left_out: int = 0,
    marks: Mapping[int, Sequence[MoveMark]] | None = None,
) -> bytes:
    """The report as the bytes of an A4 PDF file (see ``report_document``)."""
    ensure_gui_application()
    document = report_document(
        games, last=last, now=now, computer_games_left_out=computer_games_left_out, marks=marks
    )
    return document_pdf_bytes(document, report_title(games, last))


def document_pdf_bytes(document: QTextDocument, title: str) -> bytes:
    """``document`` (made by ``page_document``) printed as the bytes of an A4 PDF file."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setTitle(title)
    writer.setCreator("ttt_qt")
    writer.setResolution(300)
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(36, 36, 36, 36),
            QPageLayout.Unit.Point,
        )
    )
    document.print_(writer)
    del writer  # finishes the file
    buffer.close()
    return bytes(data.data())


def write_pdf(
    games: Sequence[StoredGame],
    path: Path | str,
    *,
    last: int | None = None,
    now: datetime | None = None,
    computer_games_left_out: int = 0,
    marks: Mapping[int, Sequence[MoveMark]] | None = None,
) -> None:
    """Write the report to ``path`` (see ``report_document``); OSError when it cannot be."""
    content = pdf_bytes(
        games, last=last, now=now, computer_games_left_out=computer_games_left_out, marks=marks
    )
    Path(path).write_bytes(content)


def _report_html(
    games: Sequence[StoredGame],
    last: int | None,
    now: datetime,
    chart_size: tuple[int, int],
    left_out: int,
    *,
    marks: Mapping[int, Sequence[MoveMark]],
) -> str:
    summaries = summarize(games)
    width, chart_height = chart_size
    parts = [
        "<html><body>",
        f"<h1>{html.escape(report_title(games, last))}</h1>",
        "<p>{}</p>".format(
            html.escape(
                " ".join(
                    part
                    for part in (
                        _period(games),
                        translate("Report", "Report made {date}.").format(date=date_text(now)),
                        _left_out(left_out),
                    )
                    if part
                )
            )
        ),
        html_heading(translate("Report", "Summary")),
        "<p>{}</p>".format(
            html.escape(
                translate(
                    "Report",
                    "Your games against the computer are counted for you, one row per computer"
                    " opponent (its strategy, and its options where they differ from the"
                    " defaults); games of two people or two computer players are counted for X."
                    " The current streak is the run of equal results at the end; the best streak"
                    " is the longest run of wins.",
                )
            )
        ),
        html_table(
            [translate("StatsTables", column) for column in PRINTED_SUMMARY_COLUMNS],
            [summary_row(s)[: len(PRINTED_SUMMARY_COLUMNS)] for s in summaries],
            numeric_from=3,
        ),
        f"<p>{html.escape(origin_note())}</p>",
        html_heading(translate("Report", "Won, lost and tied per opponent, all rules together")),
        f'<p><img src="{_CHART_URL.toString()}" width="{width}" height="{chart_height}"></p>',
        html_heading(translate("Report", "Runs")),
        *_runs_note(games),
        html_table(
            [translate("StatsTables", column) for column in RUN_COLUMNS],
            [
                run_row(game, side_text, (translate("Report", "yes"), translate("Report", "no")))
                for game in games[-MAX_REPORT_RUNS:]
            ],
            numeric_from=7,
            unbroken={0, 1},  # the run and its date
        ),
        *(f"<p>{html.escape(note)}</p>" for note in run_footnotes(games[-MAX_REPORT_RUNS:])),
        *_marks_section(games[-MAX_REPORT_RUNS:], marks),
        "</body></html>",
    ]
    return "\n".join(parts)


def html_heading(text: str) -> str:
    """A section's heading."""
    # Translated outside any f-string: Qt's lupdate does not look inside them.
    return f"<h2>{html.escape(text)}</h2>"


def _marks_section(
    games: Sequence[StoredGame], marks: Mapping[int, Sequence[MoveMark]]
) -> list[str]:
    """The coach's marks of the runs listed that it reviewed: each run's mistakes, in order."""
    reviewed = [game for game in games if marks.get(game.id)]
    if not reviewed:
        return []
    parts = [
        html_heading(translate("Report", "The coach's marks")),
        "<p>{}</p>".format(
            html.escape(
                translate(
                    "Report",
                    "The inaccuracies (?!), mistakes (?) and blunders (??) the coach found in"
                    " the runs it reviewed; ~ marks an estimate.",
                )
            )
        ),
    ]
    for game in reviewed:
        errors = [mark for mark in marks[game.id] if mark.is_error]
        found = ", ".join(
            f"{m.number}. {m.cell} {'' if m.exact else '~'}{m.sign}" for m in errors
        ) or translate("Report", "no mistakes found")
        line = translate("Report", "Run {run}: {marks}").format(run=game.id, marks=found)
        parts.append(f"<p>{html.escape(line)}</p>")
    return parts


def _left_out(count: int) -> str:
    if not count:
        return ""
    if count == 1:
        return translate("Report", "1 computer-vs-computer game is left out.")
    return translate("Report", "{count} computer-vs-computer games are left out.").format(
        count=count
    )


def _runs_note(games: Sequence[StoredGame]) -> list[str]:
    if len(games) <= MAX_REPORT_RUNS:
        return []
    note = translate(
        "Report",
        "The table lists the last {shown} of the {total} runs (the summary and the chart count"
        " them all); the CSV export has every one.",
    ).format(shown=MAX_REPORT_RUNS, total=len(games))
    return [f"<p>{html.escape(note)}</p>"]


def _period(games: Sequence[StoredGame]) -> str:
    if not games:
        return translate("Report", "No games recorded.")
    first = local_time(games[0].played_at).strftime("%Y-%m-%d")
    final = local_time(games[-1].played_at).strftime("%Y-%m-%d")
    if first == final:
        return translate("Report", "Runs {first} to {last}, played {date}.").format(
            first=games[0].id, last=games[-1].id, date=first
        )
    return translate("Report", "Runs {first} to {last}, played {start} to {end}.").format(
        first=games[0].id, last=games[-1].id, start=first, end=final
    )


def html_table(
    columns: Sequence[str],
    rows: Sequence[Sequence[str]],
    numeric_from: int,
    unbroken: Collection[int] = (),
) -> str:
    """An HTML table; numbers from column ``numeric_from`` on are right-aligned.

    Column titles, numbers and the ``unbroken`` columns (a date) never break over two lines:
    a broken title reads as two words, and a row two lines tall may be split by a page break.
    """

    def cell(tag: str, index: int, text: str) -> str:
        align = "right" if index >= numeric_from else "left"
        # Qt keeps a cell whole by its style only (<nobr> still breaks at a date's hyphens).
        whole = tag == "th" or index >= numeric_from or index in unbroken
        style = ' style="white-space: nowrap"' if whole else ""
        return f'<{tag} align="{align}"{style}>{html.escape(text)}</{tag}>'

    if not rows:
        return "<p>{}</p>".format(html.escape(translate("Report", "No games.")))
    head = "".join(cell("th", index, title) for index, title in enumerate(columns))
    lines = [
        '<table border="1" cellspacing="0" cellpadding="3" width="100%"'
        ' style="border-collapse: collapse; border-color: #888">',
        f'<thead><tr style="background-color: #e4e8ee">{head}</tr></thead>',
    ]
    for number, row in enumerate(rows):
        shade = ' style="background-color: #f5f6f8"' if number % 2 else ""
        cells = "".join(cell("td", index, text) for index, text in enumerate(row))
        lines.append(f"<tr{shade}>{cells}</tr>")
    lines.append("</table>")
    return "\n".join(lines)
