"""Game records, summaries and reports.

``RecordStore`` keeps every finished game in one sqlite file in the application data
folder (the window and the console programs share it); ``GameRecord`` is one game, with
who played each side (a person, or a strategy and its options). ``sides`` describes a side
as people read it ("You", "Bob", "Hard (Perfect)"), ``summary`` counts the games per opponent.
Records and summaries need no window; the PDF report and the chart use QtGui.
"""

from .paths import RECORDS_FILE_NAME, data_folder, default_records_path
from .records import ENGINE_PREFIX, HUMAN, GameRecord, StoredGame
from .schema import SCHEMA_VERSION
from .store import RecordStore

__all__ = [
    "ENGINE_PREFIX",
    "HUMAN",
    "RECORDS_FILE_NAME",
    "SCHEMA_VERSION",
    "GameRecord",
    "RecordStore",
    "StoredGame",
    "data_folder",
    "default_records_path",
]
