"""The window's help with outside engines: what it says when one fails, and the engine log.

When an engine fails to move (it crashed, hung, printed garbage or played a taken cell), the
game is kept and a message box (``engineFailedBox``) says so in the engine's one sentence,
with two ways on: play on against the strongest built-in level of the rules
(``playOnBuiltInButton``), or start the engine again (``retryEngineButton``). Move > Engine
Log (``engineLogDialog``) shows what the engines at work printed besides their moves.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMainWindow,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ttt_qt import ai
from ttt_qt.engine import Mark, Rules

from ..game.model import GameModel
from ..players.engine_player import WindowEngine
from ..players.strategy_texts import level_name
from ..settings.app_settings import ComputerChoice
from ..widgets import dialogs

STATUS_MESSAGE_MS = 8000


def built_in_choice(rules: Rules) -> tuple[str, ComputerChoice]:
    """The strongest built-in level of ``rules``: its name and its player."""
    rung = ai.ladder(rules)[-1]
    return level_name(rung.level), ComputerChoice(rung.strategy)


class EngineHelp(QObject):
    """Offers a way on when an engine fails, and shows the engines' log.

    Attributes:
        failed_box: the message box about the last failure while it is open, else None.
        log_dialog: the engine log while it is open, else None.
    """

    def __init__(self, model: GameModel, window: QMainWindow, log_action: QAction) -> None:
        """Help with ``model``'s engines in ``window``; ``log_action`` opens the log."""
        super().__init__(window)
        self._model = model
        self._window = window
        self.failed_box: QMessageBox | None = None
        self.log_dialog: EngineLogDialog | None = None
        model.engine_failed.connect(self._on_model_engine_failed)
        log_action.triggered.connect(self.show_log)

    @Slot(str, str)
    def _on_model_engine_failed(self, mark: str, message: str) -> None:
        model = self._model
        side: Mark = "X" if mark == "X" else "O"
        engine = model.engine_for(side)
        name = engine.title if engine is not None else model.player_name(side)
        self._window.statusBar().showMessage(message, STATUS_MESSAGE_MS)
        if self.failed_box is not None:
            self.failed_box.close()
        level, choice = built_in_choice(model.board.rules)
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("The engine failed"),
            message,
            QMessageBox.StandardButton.Close,
            self._window,
        )
        box.setObjectName("engineFailedBox")
        box.setInformativeText(
            self.tr("The game is kept. Play on against {level}, or start {name} again?").format(
                level=level, name=name
            )
        )
        play_on = box.addButton(
            self.tr("Play on against {level}").format(level=level),
            QMessageBox.ButtonRole.AcceptRole,
        )
        play_on.setObjectName("playOnBuiltInButton")
        retry = box.addButton(self.tr("&Try Again"), QMessageBox.ButtonRole.ActionRole)
        retry.setObjectName("retryEngineButton")
        play_on.clicked.connect(lambda: model.settings_changes.replace_player(side, choice))
        retry.clicked.connect(model.computer_turn.retry)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(self._on_failed_box_finished)
        dialogs.make_room_for_title(box)
        self.failed_box = box
        box.open()

    @Slot()
    def _on_failed_box_finished(self) -> None:
        self.failed_box = None

    @Slot()
    def show_log(self) -> EngineLogDialog:
        """Open the engine log (or bring it up to date when it is open)."""
        if self.log_dialog is None:
            self.log_dialog = EngineLogDialog(self._model, self._window)
            self.log_dialog.finished.connect(self._on_log_dialog_finished)
        self.log_dialog.refresh()
        self.log_dialog.show()
        return self.log_dialog

    @Slot()
    def _on_log_dialog_finished(self) -> None:
        if self.log_dialog is not None:
            self.log_dialog.deleteLater()
        self.log_dialog = None


class EngineLogDialog(QDialog):
    """What the engines at work printed besides their moves (``engineLogDialog``).

    Attributes:
        text: ``engineLogText``, the log, read-only.
    """

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        """The log of ``model``'s engines; ``refresh`` reads it again."""
        super().__init__(parent)
        self.setObjectName("engineLogDialog")
        self.setWindowTitle(self.tr("Engine Log"))
        self._model = model
        self.text = QPlainTextEdit(self)
        self.text.setObjectName("engineLogText")
        self.text.setReadOnly(True)
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        metrics = self.text.fontMetrics()
        self.text.setMinimumSize(60 * metrics.averageCharWidth(), 16 * metrics.height())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        refresh = QPushButton(self.tr("&Refresh"), self)
        refresh.setObjectName("engineLogRefreshButton")
        buttons.addButton(refresh, QDialogButtonBox.ButtonRole.ActionRole)
        refresh.clicked.connect(self.refresh)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)

    @Slot()
    def refresh(self) -> None:
        """Show the engines' messages as they are now."""
        engines = self._model.seats.engines
        if not engines:
            self.text.setPlainText(self.tr("No outside engine plays or gives hints now."))
            return
        self.text.setPlainText("\n\n".join(self._section(engine) for engine in engines))

    def _section(self, engine: WindowEngine) -> str:
        pid = engine.pid
        if pid is None:
            heading = self.tr("{name} ({path}), not running").format(
                name=engine.title, path=engine.path
            )
        else:
            heading = self.tr("{name} ({path}), process {pid}").format(
                name=engine.title, path=engine.path, pid=pid
            )
        lines = [f"{entry.kind.upper()} {entry.text}" for entry in engine.messages]
        if not lines:
            lines = [self.tr("It has printed no message.")]
        return "\n".join([heading, *lines])
