"""The main window: the board, the side panel, the menus, and the dialogs around them.

The window connects views to the model and shows dialogs; it checks no rule itself.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, Slot
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import QHBoxLayout, QMainWindow, QMessageBox, QWidget

from ttt_qt.engine import Game, Move, Outcome
from ttt_qt.stats import GameRecord, RecordStore

from ..board.view import BoardView
from ..dialogs.outcome_dialog import OutcomeDialog
from ..dialogs.settings_dialog import SettingsDialog
from ..game.guard import GameGuard
from ..game.model import GameModel
from ..game.recorder import GameRecorder
from ..players import roles
from ..players.match_level import adaptation
from ..settings.app_settings import AppSettings, ComputerChoice, Mode
from ..settings.store import SettingsStore
from ..stats.dialog import StatsDialog
from ..thinking import panel as thinking_panel
from ..widgets import dialogs
from ..widgets.screen_room import BoardRoom
from .actions import build_menus, create_actions, keyboard_help, keys_right_to_left, rules_help
from .coach_commands import CoachCommands
from .engine_help import EngineHelp
from .outcome_teller import STATUS_MESSAGE_MS, OutcomeTeller
from .saved_games import SavedGames
from .settings_commands import SettingsCommands
from .side_panel import SidePanel
from .statistics_commands import StatisticsCommands
from .status_line import StatusLine

DEFAULT_WINDOW_SIZE = (820, 560)


class MainWindow(QMainWindow):
    """The app's window; ``MainWindow()`` builds it from the saved settings.

    Attributes:
        model: the game model.
        board_view: the board.
        side_panel: the status, buttons and move list.
        window_actions: every command, with its shortcut.
        guard: asks before a command ends the game in progress.
        engine_help: what the window offers when an outside engine fails, and their log.
        settings_commands: the Settings dialog and what its OK does to the game.
        statistics_commands: the Statistics dialog and the review of a game chosen there.
    """

    def __init__(
        self, settings_store: SettingsStore | None = None, record_store: RecordStore | None = None
    ) -> None:
        """Build the window from the settings in ``settings.store`` (the app's own by default).

        Finished games go to ``record_store`` (the app's records file by default).
        """
        super().__init__()
        self.setObjectName("mainWindow")
        self._store = settings_store or SettingsStore()
        self.model = GameModel(self._store.load(), self)
        self.recorder = GameRecorder(self.model, record_store)
        self.guard = GameGuard(self.model, self, self.recorder)
        # First to hear of a new position, so that what is said about it is not wiped after.
        self.status_line = StatusLine(self.model, self)

        self.board_view = BoardView(self.model)
        self.side_panel = SidePanel(self.model)
        self.outcomes = OutcomeTeller(self.model, self.guard, self, self.board_view)
        self.saved_games = SavedGames(self.model, self._store, self, self.guard, self.outcomes)
        central = QWidget(self)
        layout = QHBoxLayout(central)
        layout.addWidget(self.board_view, 1)
        layout.addWidget(self.side_panel)
        self.setCentralWidget(central)
        self._board_room = BoardRoom(self)

        self.window_actions = create_actions(self)
        build_menus(self.menuBar(), self.window_actions)
        self.addActions(list(self.window_actions.keypad))
        panel = self.side_panel
        panel.add_command(self.window_actions.new_game, "newGameButton", self.tr("&New game"))
        panel.add_command(self.window_actions.settings, "settingsButton", self.tr("Se&ttings…"))
        panel.add_command(self.window_actions.undo, "undoButton", self.tr("&Undo"))
        panel.add_command(self.window_actions.redo, "redoButton", self.tr("&Redo"))
        panel.add_command(self.window_actions.hint, "hintButton", self.tr("H&int"))
        panel.add_command(self.window_actions.statistics, "statsButton", self.tr("&Statistics…"))
        panel.use_pause_action(self.window_actions.pause)
        panel.use_evaluation_action(self.window_actions.show_evaluation)
        self.engine_help = EngineHelp(self.model, self, self.window_actions.engine_log)
        self.settings_commands = SettingsCommands(self, self._store)
        self.statistics_commands = StatisticsCommands(self, self._store)
        self._connect()
        self.coach = CoachCommands(self, self._store)
        self.model.settings_changes.set_adaptation(adaptation(self.recorder.store))
        self.statusBar().setObjectName("statusBar")

        geometry = self._store.load_geometry()
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(*DEFAULT_WINDOW_SIZE)
        resumed = self.saved_games.resume_unfinished()
        self.model.start()
        self._update_window()
        self.board_view.focus_cell((self.model.board.rules.size // 2,) * 2)
        if resumed and self.model.is_paused:
            self.statusBar().showMessage(
                self.tr(
                    "The computers' unfinished game is back, paused: Continue lets them play on."
                ),
                STATUS_MESSAGE_MS,
            )
        elif resumed:
            self.statusBar().showMessage(
                self.tr("Your unfinished game is back: play on, or start a new one."),
                STATUS_MESSAGE_MS,
            )
        # Told after the window is up: a damaged records file moved aside, and the like.
        QTimer.singleShot(0, self.recorder, self.recorder.pass_on_notice)
        QTimer.singleShot(0, self.settings_commands, self.settings_commands.pass_on_notice)

    # --- public commands (also used by tests and ``main``) -------------------------------------

    def open_settings(self) -> SettingsDialog:
        """Open the settings dialog without blocking (``SettingsCommands``).

        Accepting settings that change the game starts a new game, after asking when a game
        is in progress. Two computers' game waits while it is open.
        """
        return self.settings_commands.open()

    def open_statistics(self) -> StatsDialog:
        """Open the statistics dialog without blocking; a game chosen there is reviewed here."""
        return self.statistics_commands.open()

    def open_game_file(self, path: str | Path) -> bool:
        """Open the saved game at ``path`` now; a bad file gets a message and the game is kept.

        The Open Game command asks before it ends a game in progress; this does not.
        """
        return self.saved_games.open_file(path)

    @Slot(str)
    def come_forward(self, path: str = "") -> None:
        """Come to the front, and open ``path`` if given, asking first to end a game in play.

        For a later start of the app, and for files the system sends (macOS's Finder).
        """
        if self.isMinimized():
            self.showNormal()
        dialogs.bring_to_front(self)
        if path:
            self.saved_games.open_file_asking(path)

    def save_game_file(self, path: str | Path) -> bool:
        """Save the game (up to the current move) to ``path``; False, with a message, on failure."""
        return self.saved_games.save_file(path)

    def review_game(
        self,
        game: Game,
        x_name: str,
        o_name: str,
        players: AppSettings | None = None,
        run: int | None = None,
    ) -> None:
        """Show the finished ``game`` read-only, to step through it or play on from any move.

        ``players`` says who played it; without it, two people named ``x_name`` and ``o_name``.
        ``run``: its run number in the records (a game played on from it is kept as its
        continuation). Asks first when a game is in progress.
        """
        self.statistics_commands.review_game(game, x_name, o_name, players, run)

    def review_record(self, record: GameRecord) -> None:
        """Review a recorded game, with each side played by whoever played it."""
        self.statistics_commands.review_record(record)

    def show_error(self, title: str, text: str) -> QMessageBox:
        """Tell the person something went wrong, without blocking."""
        return dialogs.show_message(self, title, text, QMessageBox.Icon.Warning)

    @property
    def outcome_dialog(self) -> OutcomeDialog | None:
        """The open outcome dialog, if any."""
        return self.outcomes.dialog

    # --- wiring --------------------------------------------------------------------------------

    def _connect(self) -> None:
        actions, model = self.window_actions, self.model
        actions.new_game.triggered.connect(self._on_new_game_triggered)
        actions.open_game.triggered.connect(self.saved_games.choose_and_open)
        actions.save_game.triggered.connect(self.saved_games.choose_and_save)
        actions.statistics.triggered.connect(self.statistics_commands.open)
        actions.quit.triggered.connect(self.close)
        actions.undo.triggered.connect(self._on_undo_triggered)
        actions.redo.triggered.connect(model.redo)
        actions.hint.triggered.connect(self.status_line.ask_hint)
        actions.pause.triggered.connect(model.set_paused)
        actions.show_evaluation.toggled.connect(model.settings_changes.show_evaluation)
        self.side_panel.evaluation_check.toggled.connect(model.settings_changes.show_evaluation)
        actions.settings.triggered.connect(self.open_settings)
        thinking_panel.attach(actions.show_thinking, model, self)
        actions.keyboard_help.triggered.connect(self._on_keyboard_help_triggered)
        actions.about.triggered.connect(self._on_about_triggered)
        for action in actions.keypad:
            action.triggered.connect(self._on_keypad_triggered)
        self.board_view.cell_activated.connect(self._on_cell_chosen)
        # After the model's own slot: the new game's first message is this one.
        self.side_panel.play_from_here_button.clicked.connect(self.status_line.say_played_on)
        # The button hides as the review ends: the keys go on at the board, not nowhere.
        self.side_panel.play_from_here_button.clicked.connect(self.board_view.focus_cursor)
        for button in self.side_panel.opening_choices.buttons.values():  # hidden once chosen
            button.clicked.connect(self.board_view.focus_cursor)
        self.model.own_settings_back.connect(self.status_line.say_own_settings_back)
        self.side_panel.opponent_picker.opponent_chosen.connect(self._on_opponent_chosen)
        model.board_changed.connect(self._update_window)
        model.thinking_changed.connect(self._on_model_thinking_changed)
        model.review_changed.connect(self._update_window)
        model.settings_changed.connect(self._on_model_settings_changed)
        model.game_over.connect(self._on_model_game_over)
        model.error_occurred.connect(self._on_model_error_occurred)
        model.hint_ready.connect(self.status_line.say_hint)
        self.recorder.notice_ready.connect(self._on_recorder_notice_ready)

    @Slot()
    def _update_window(self) -> None:
        model = self.model
        settings = model.settings
        players = roles.describe_players(model.players)
        rules = roles.describe_rules(model.board.rules, model.game.opening)
        # The platform adds the app's display name ("— Tic-Tac-Toe Qt") where it shows titles.
        if model.is_reviewing:
            title = self.tr("Review: {players} · {rules}").format(players=players, rules=rules)
        else:
            title = self.tr("{players} · {rules}").format(players=players, rules=rules)
        self.setWindowTitle(title)
        live = not model.is_reviewing and not model.is_shut_down
        self.window_actions.undo.setEnabled(model.can_undo)
        self.window_actions.redo.setEnabled(model.can_redo)
        self.window_actions.hint.setEnabled(model.computer_turn.can_hint)
        self.window_actions.pause.setEnabled(model.can_pause)
        self.window_actions.pause.setChecked(model.is_paused)
        self.window_actions.save_game.setEnabled(not model.is_shut_down)
        self.window_actions.new_game.setEnabled(not model.is_shut_down)
        self.window_actions.show_evaluation.setChecked(settings.show_evaluation)
        for action in self.window_actions.keypad:
            action.setEnabled(live and model.board.rules.size == 3)
        if not model.board.is_over:
            self.outcomes.close()

    @Slot(bool)
    def _on_model_thinking_changed(self, thinking: bool) -> None:
        if thinking:
            self.board_view.setCursor(Qt.CursorShape.BusyCursor)
        else:
            self.board_view.unsetCursor()
        self._update_window()

    @Slot(object)
    def _on_model_settings_changed(self, settings: AppSettings) -> None:
        self._store.save(
            self.model.review_mode.own_settings
        )  # not a reviewed or opened game's players
        self._update_window()

    @Slot(object)
    def _on_model_game_over(self, outcome: Outcome) -> None:
        self.outcomes.game_over(outcome)

    @Slot(str)
    def _on_model_error_occurred(self, message: str) -> None:
        self.statusBar().showMessage(message, STATUS_MESSAGE_MS)
        self.show_error(self.tr("Something went wrong"), message)

    @Slot()
    def _on_undo_triggered(self) -> None:
        was_over = self.model.board.is_over
        if not (self.model.undo() and was_over):
            return
        if self.model.result_counted:
            # Statistics keep the result a game first reached; taking it back does not change it.
            message = self.tr(
                "The result stays in Statistics; the game from here on is not counted."
            )
        else:
            message = self.tr(
                "The game was already over when it was opened: Statistics do not count it."
            )
        self.statusBar().showMessage(message, STATUS_MESSAGE_MS)

    @Slot()
    def _on_new_game_triggered(self) -> None:
        self.guard.unless_game_in_progress(
            self._start_new_game, self.tr("Start a new game?"), self.tr("Start a &new game")
        )

    def _start_new_game(self) -> None:
        self.model.new_game()
        self.board_view.setFocus()  # the arrows and Enter play again at once

    @Slot(object)
    def _on_opponent_chosen(self, choice: ComputerChoice | None) -> None:
        current = self.model.settings
        if choice is None:
            settings = replace(current, mode=Mode.HUMAN_VS_HUMAN)
        else:
            settings = replace(current, mode=Mode.HUMAN_VS_COMPUTER, opponent=choice)
        box = self.guard.unless_game_in_progress(
            lambda: self.model.apply_settings(settings),
            self.tr("Change your opponent and start a new game?"),
            self.tr("Start a &new game"),
        )
        if box is not None:
            box.keep_chosen.connect(self.side_panel.refresh)  # the opponent you still play

    @Slot(str)
    def _on_recorder_notice_ready(self, notice: str) -> None:
        self.statusBar().showMessage(notice.splitlines()[0], STATUS_MESSAGE_MS)
        dialogs.show_message(self, self.tr("Statistics"), notice, QMessageBox.Icon.Warning)

    @Slot()
    def _on_keyboard_help_triggered(self) -> None:
        keys = keyboard_help()
        if self.isRightToLeft():
            keys = keys_right_to_left(keys)
        text = f"{rules_help(self.model.board.rules)}\n\n{keys}"
        dialogs.show_message(self, self.tr("How to play"), text)

    @Slot()
    def _on_about_triggered(self) -> None:
        dialogs.show_about(self)

    @Slot()
    def _on_keypad_triggered(self) -> None:
        action = self.sender()
        if isinstance(action, QAction):
            move = tuple(action.data())
            self.board_view.focus_cell(move)
            self._on_cell_chosen(move)

    @Slot(object)
    def _on_cell_chosen(self, move: Move) -> None:
        """Play ``move``, or say why it cannot be played now."""
        if not self.model.play(move):
            reason = self.model.texts.refusal_text(move)
            if reason:
                self.statusBar().showMessage(reason, STATUS_MESSAGE_MS)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Keep a game in progress for the next start, stop the computer's thread, then close."""
        self.outcomes.close()
        self.saved_games.keep_unfinished()
        self._store.save_geometry(self.saveGeometry())
        self._store.sync()
        self.model.shutdown()
        self.recorder.close()
        super().closeEvent(event)
