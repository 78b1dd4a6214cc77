"""Developer tools that make the data the app ships; run from a checkout, never installed.

``build_books.py`` rebuilds the opening books in ``ttt_qt/ai/data/``. The tools import the
package like any other user of it; nothing in ``ttt_qt`` imports them.
"""
