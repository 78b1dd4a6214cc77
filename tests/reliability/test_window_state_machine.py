"""The window under random interleavings of everything a person can do, while the computer thinks.

A hypothesis state machine clicks any cell, undoes, redoes, starts new games, changes the
settings (mode, opponents and their strength, board size, win length, reverse rules), asks for
hints, toggles the evaluation overlay, saves and opens games (good and bad files), dismisses
dialogs, and lets the computer's results arrive at arbitrary moments. After every step:

- the board is a position a legal game reaches under the rules in force;
- every computer move that landed answered exactly the position it landed on, from a job whose
  generation was still current (its cancel flag unset): no stale move ever lands;
- the status label and every cell's accessible name say what the board holds;
- the buttons are enabled exactly when the model allows their command;
- the computer is thinking whenever it is its turn in a live game.

No exception and no Qt warning may occur (pytest-qt and ``qt_log_level_fail`` fail the test).
"""

from __future__ import annotations

import threading
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)
from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QLabel,
    QMessageBox,
    QPushButton,
    QSlider,
    QSpinBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from tests.helpers import slow_run
from ttt_qt import ai
from ttt_qt.app.computer import computer as computer_module
from ttt_qt.app.dialogs.outcome_dialog import OutcomeDialog
from ttt_qt.app.dialogs.settings_dialog import SettingsDialog
from ttt_qt.app.players import build as players_module
from ttt_qt.app.players.strategy_picker import StrategyPicker
from ttt_qt.app.players.strategy_texts import computer_name
from ttt_qt.app.settings.app_settings import ComputerChoice, Mode
from ttt_qt.app.widgets import dialogs
from ttt_qt.app.window.main_window import MainWindow
from ttt_qt.engine import MAX_SIZE, Board, Move, cell_name, parse_game
from ttt_qt.stats import RecordStore

pytestmark = pytest.mark.gui

WAIT_MS = 30_000
# --slow runs the long machine CI used to run every time; the quick run's 12 games of 50 steps
# take about 14 s of one worker.
EXAMPLES = 40 if slow_run() else 12
STEPS = 50

# Fast players mostly; sometimes ones that really think (with small budgets, set in the dialog).
OPPONENTS = ["sequential", "random", "smart", "expert", "sequential", "random"]
THINKERS = {
    "montecarlo": ("trials", st.integers(5, 80)),
    "mcts": ("playouts", st.integers(20, 400)),
    "perfect": ("time_limit", st.sampled_from([0.1, 0.15, 0.2])),
}

W = TypeVar("W", bound=QWidget)

TOTALS: Counter[str] = Counter()
"""What the machine did over the whole test, printed at its end (the figures of the report)."""


@dataclass(frozen=True)
class Answer:
    """A move a computer player returned, with the position and cancel flag it was given."""

    board: Board
    move: Move
    cancel: threading.Event | None


class AnswerLog:
    """Every computer answer (filled in the computer's thread, read in the GUI thread)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.answers: list[Answer] = []

    def add(self, answer: Answer) -> None:
        with self.lock:
            self.answers.append(answer)

    def take_current(self, board: Board, move: Move) -> Answer | None:
        """Remove and return a live (not cancelled) answer of ``move`` to ``board``."""
        with self.lock:
            for index, answer in enumerate(self.answers):
                live = answer.cancel is None or not answer.cancel.is_set()
                if live and answer.board == board and answer.move == move:
                    return self.answers.pop(index)
        return None

    def forget(self) -> int:
        """Forget every answer; return how many were cancelled (stale, never landed)."""
        with self.lock:
            stale = sum(1 for a in self.answers if a.cancel is not None and a.cancel.is_set())
            self.answers.clear()
            return stale


class RecordingStrategy:
    """A real strategy whose every answer is logged, so landed moves can be traced to it."""

    def __init__(self, inner: ai.Strategy, log: AnswerLog) -> None:
        self.name = inner.name
        self._inner = inner
        self._log = log

    def choose(self, board: Board, limit: ai.Limit | None = None) -> Move:
        move = self._inner.choose(board, limit)
        self._log.add(Answer(board, move, limit.cancel if limit is not None else None))
        return move


def settings_changes() -> st.SearchStrategy[dict[str, Any]]:
    thinker = st.sampled_from(sorted(THINKERS)).flatmap(
        lambda name: THINKERS[name][1].map(lambda value: (name, value))
    )
    opponent = st.one_of(st.sampled_from(OPPONENTS).map(lambda name: (name, None)), thinker)
    return st.fixed_dictionaries(
        {
            "mode": st.sampled_from(list(Mode)),
            "human_mark": st.sampled_from(["X", "O"]),
            "opponent": opponent,
            "computer_x": opponent,
            "computer_o": opponent,
            "size": st.integers(3, MAX_SIZE),
            "win_length": st.integers(3, MAX_SIZE),
            "reverse": st.booleans(),
            "delay_ms": st.sampled_from([0, 0, 100, 300]),
            "accept": st.booleans(),
        }
    )


class WindowMachine(RuleBasedStateMachine):
    """One window per example, driven through its widgets."""

    def __init__(self, qtbot: QtBot, folder: Path, log: AnswerLog) -> None:
        super().__init__()
        TOTALS["examples"] += 1
        self.qtbot = qtbot
        self.folder = folder / f"example-{TOTALS['examples']}"
        self.folder.mkdir(parents=True)
        QSettings.setPath(
            QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(self.folder / "settings")
        )
        self.log = log
        self.errors: list[str] = []
        self.violations: list[str] = []
        self.human_moves: list[tuple[Move, str]] = []
        self.saved: Path | None = None
        self.window = MainWindow(record_store=RecordStore(self.folder / "records.sqlite3"))
        self.window.show()
        qtbot.waitExposed(self.window)
        self.model = self.window.model
        self.previous_board = self.model.board
        self.model.move_played.connect(self._on_model_move_played)
        self.model.board_changed.connect(self._on_model_board_changed)
        self.model.error_occurred.connect(self.errors.append)

    # --- watching the model -----------------------------------------------------------------

    def _on_model_move_played(self, move: Move, mark: str) -> None:
        # A slot must not raise (Qt would only print it): violations are kept for an invariant.
        before = self.previous_board
        if before.to_move != mark or before.mark_at(move) is not None:
            self.violations.append(f"{mark} played {cell_name(move)} out of turn on\n{before}")
        if self.model.is_human(mark):  # type: ignore[arg-type]
            self.human_moves.append((move, mark))
            return
        if self.log.take_current(before, move) is None:
            self.violations.append(
                f"a computer move {cell_name(move)} for {mark} landed that no current job "
                f"chose for this position:\n{before}"
            )
        TOTALS["computer moves landed"] += 1

    def _on_model_board_changed(self) -> None:
        self.previous_board = self.model.board

    # --- helpers ----------------------------------------------------------------------------

    def button(self, name: str) -> QPushButton:
        found = self.window.findChild(QPushButton, name)
        assert found is not None, name
        return found

    def press(self, name: str) -> None:
        QTest.mouseClick(self.button(name), Qt.MouseButton.LeftButton)

    def modal_open(self) -> bool:
        return QApplication.activeModalWidget() is not None

    def end_the_game_if_asked(self) -> None:
        """Answer "end this game?" with yes, when it was asked."""
        for box in self.window.findChildren(QMessageBox, "discardGameBox"):
            if box.isVisible():
                assert self.model.has_game_in_progress
                button = box.findChild(QPushButton, "discardButton")
                assert button is not None
                QTest.mouseClick(button, Qt.MouseButton.LeftButton)
                TOTALS["games ended after asking"] += 1

    def dismiss_all(self) -> None:
        for box in self.window.findChildren(QMessageBox):
            if box.isVisible():
                box.close()
        for dialog in self.window.findChildren(QDialog):
            if dialog.isVisible():
                dialog.reject()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

    def step(self) -> None:
        # Between two things a person does, the event loop runs: results that are ready land.
        QCoreApplication.processEvents()
        TOTALS["steps"] += 1
        TOTALS["steps while the computer thought"] += self.model.is_thinking

    # --- rules ------------------------------------------------------------------------------

    @rule(row=st.integers(0, 9), col=st.integers(0, 9))
    def click_cell(self, row: int, col: int) -> None:
        self.step()
        board = self.model.board
        move = (row % board.rules.size, col % board.rules.size)
        expected = self.model.accepts_moves and board.mark_at(move) is None
        blocked = self.modal_open()
        self.human_moves.clear()
        QTest.mouseClick(self.window.board_view.cell(move), Qt.MouseButton.LeftButton)
        if expected and not blocked:
            assert self.human_moves == [(move, board.to_move)]
            TOTALS["moves clicked"] += 1
        elif not expected:
            assert self.human_moves == []

    @rule(pick=st.integers(0, 99))
    def click_an_empty_cell(self, pick: int) -> None:
        empty = [
            button.cell
            for button in self.window.board_view.cells()
            if self.model.board.mark_at(button.cell) is None
        ]
        if empty:
            row, col = empty[pick % len(empty)]
            self.click_cell(row, col)

    @rule()
    def undo(self) -> None:
        self.step()
        self._press_command("undoButton", self.model.can_undo)

    @rule()
    def redo(self) -> None:
        self.step()
        self._press_command("redoButton", self.model.can_redo)

    @rule()
    def new_game(self) -> None:
        self.step()
        self.dismiss_all()
        self.press("newGameButton")
        self.end_the_game_if_asked()
        assert self.model.game.moves == ()
        assert self.model.board == Board.empty(self.model.settings.rules)

    def _press_command(self, name: str, allowed: bool) -> None:
        self.dismiss_all()
        generation = self.model.generation
        moves = self.model.game.moves
        assert self.button(name).isEnabled() == allowed
        self.press(name)
        if allowed:
            assert self.model.generation > generation
        else:
            assert self.model.game.moves == moves

    @rule()
    def ask_for_a_hint(self) -> None:
        self.step()
        self.dismiss_all()
        allowed = self.model.computer_turn.can_hint
        assert self.button("hintButton").isEnabled() == allowed
        self.press("hintButton")
        TOTALS["hints asked"] += allowed

    @rule()
    def wait_for_the_hint(self) -> None:
        self.step()
        if self.model.computer_turn.can_hint:
            self.press("hintButton")
            generation = self.model.generation
            self.qtbot.waitUntil(
                lambda: (
                    self.model.computer_turn.hint is not None or self.model.generation != generation
                ),
                timeout=WAIT_MS,
            )
            TOTALS["hints shown"] += self.model.computer_turn.hint is not None

    @rule()
    def toggle_the_evaluation(self) -> None:
        self.step()
        check = self.window.findChild(QCheckBox, "evaluationCheck")
        assert check is not None
        shown = check.isChecked()
        check.click()
        assert self.model.settings.show_evaluation is not shown

    @rule(change=settings_changes())
    def change_the_settings(self, change: dict[str, Any]) -> None:
        self.step()
        self.dismiss_all()
        self.press("settingsButton")
        dialog = self.window.findChild(SettingsDialog, "settingsDialog")
        assert dialog is not None
        _choose(_child(dialog, QComboBox, "modeCombo"), change["mode"].value)
        _choose(_child(dialog, QComboBox, "symbolCombo"), change["human_mark"])
        # The rules first: the pickers list the levels of the rules being chosen.
        _child(dialog, QSpinBox, "sizeSpin").setValue(change["size"])
        _child(dialog, QSpinBox, "winLengthSpin").setValue(change["win_length"])
        _child(dialog, QCheckBox, "reverseCheck").setChecked(change["reverse"])
        for picker, key in (
            ("opponentCombo", "opponent"),
            ("opponentXCombo", "computer_x"),
            ("opponentOCombo", "computer_o"),
        ):
            name, value = change[key]
            combo = _child(dialog, QComboBox, picker)
            if combo.findData(name) >= 0:
                _choose(combo, name)
            else:  # it plays at a level another player stands for: as a saved setting would
                owner = combo.parentWidget()
                assert isinstance(owner, StrategyPicker)
                owner.set_choice(ComputerChoice(name))
            assert combo.currentData() == name
            if value is not None:
                spin = dialog.findChild(QWidget, f"{picker}_{THINKERS[name][0]}")
                assert isinstance(spin, QSpinBox | QDoubleSpinBox)
                spin.setValue(value)
        _child(dialog, QSlider, "moveDelaySlider").setValue(change["delay_ms"])
        wanted = dialog.settings()
        before = self.model.settings
        moves_before = self.model.game.moves
        reviewing = self.model.is_reviewing
        buttons = dialog.findChild(QDialogButtonBox)
        assert buttons is not None
        which = QDialogButtonBox.StandardButton
        target = buttons.button(which.Ok if change["accept"] else which.Cancel)
        QTest.mouseClick(target, Qt.MouseButton.LeftButton)
        if change["accept"]:
            self.end_the_game_if_asked()
            TOTALS["settings applied"] += 1
            assert self.model.settings.rules == wanted.rules
            assert self.model.settings.mode == wanted.mode
            if wanted.same_game_as(before) and not reviewing:
                assert self.model.game.moves == moves_before  # the game goes on
            else:
                assert self.model.game.moves == ()
        else:
            assert self.model.settings == before

    @rule()
    def save_the_game(self) -> None:
        self.step()
        path = self.folder / f"saved-{TOTALS['steps']}.ttt"
        game = self.model.game
        self._answer_file_chooser("choose_save_path", path)
        self.window.window_actions.save_game.trigger()
        saved = parse_game(path.read_text(encoding="utf-8"))
        assert saved.moves == game.moves and saved.rules == game.rules
        self.saved = path
        TOTALS["games saved"] += 1

    @precondition(lambda self: self.saved is not None)
    @rule()
    def open_the_saved_game(self) -> None:
        self.step()
        assert self.saved is not None
        game = parse_game(self.saved.read_text(encoding="utf-8"))
        self._answer_file_chooser("choose_open_path", self.saved)
        self.window.window_actions.open_game.trigger()
        self.end_the_game_if_asked()
        assert self.model.game.moves == game.moves
        assert self.model.settings.rules == game.rules
        TOTALS["games opened"] += 1

    @rule(text=st.one_of(st.text(max_size=200), st.binary(max_size=200)), header=st.booleans())
    def open_a_bad_file(self, text: str | bytes, header: bool) -> None:
        self.step()
        path = self.folder / "bad.ttt"
        data = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
        path.write_bytes((b"ttt_qt game 1\n" if header else b"") + data)
        game = self.model.game
        self._answer_file_chooser("choose_open_path", path)
        self.window.window_actions.open_game.trigger()
        self.end_the_game_if_asked()
        box = [b for b in self.window.findChildren(QMessageBox) if b.isVisible()]
        if box:  # refused: the message says so and the game is kept
            assert "The current game is kept." in box[-1].text()
            assert self.model.game.moves == game.moves
            TOTALS["bad files refused"] += 1

    def _answer_file_chooser(self, name: str, path: Path) -> None:
        setattr(dialogs, name, lambda *args: str(path))

    @rule()
    def let_the_computer_move(self) -> None:
        self.step()
        self.dismiss_all()
        generation = self.model.generation
        self.qtbot.waitUntil(
            lambda: self.model.generation != generation or not self.model.is_thinking,
            timeout=WAIT_MS,
        )

    @rule()
    def let_events_run(self) -> None:
        self.step()
        QCoreApplication.processEvents()

    @rule(play_again=st.booleans())
    def answer_the_outcome_dialog(self, play_again: bool) -> None:
        self.step()
        dialog = self.window.outcome_dialog
        if dialog is None:
            return
        assert isinstance(dialog, OutcomeDialog)
        target = dialog.play_again_button if play_again else dialog.close_button
        QTest.mouseClick(target, Qt.MouseButton.LeftButton)
        if play_again:
            assert self.model.game.moves == ()

    # --- invariants ---------------------------------------------------------------------------

    @invariant()
    def only_current_answers_land(self) -> None:
        assert self.violations == []

    @invariant()
    def the_board_is_a_legal_position_of_the_rules_in_force(self) -> None:
        board = self.model.board
        rules = self.model.settings.rules
        assert board.rules == rules
        assert Board(rules, board.x_bits, board.o_bits) == board
        assert Board.from_moves(rules, self.model.game.moves) == board

    @invariant()
    def the_views_say_what_the_board_holds(self) -> None:
        model, board = self.model, self.model.board
        size = board.rules.size
        cells = self.window.board_view.cells()
        assert len(cells) == size * size
        for button in cells:
            mark = board.mark_at(button.cell)
            assert button.accessibleName() == f"{cell_name(button.cell)}, {mark or 'empty'}"
        label = self.window.findChild(QLabel, "statusLabel")
        assert label is not None
        settings = model.settings
        versus = settings.mode == Mode.HUMAN_VS_COMPUTER

        def name(mark: str) -> str:
            if settings.mode == Mode.HUMAN_VS_HUMAN:
                return settings.name_of("X" if mark == "X" else "O")
            if settings.mode == Mode.COMPUTER_VS_COMPUTER:
                choice = settings.computer_x if mark == "X" else settings.computer_o
                return computer_name(choice.name, settings.rules)
            if mark == settings.human_mark:
                return "You"
            return computer_name(settings.opponent.name, settings.rules)

        outcome = board.outcome
        if outcome is not None:
            if outcome.winner is None:
                expected = "Draw."
            elif versus:
                expected = "You won!" if outcome.winner == settings.human_mark else "You lost."
            else:
                expected = f"{name(outcome.winner)} won!"
        elif versus and board.to_move == settings.human_mark:
            expected = f"Your move ({board.to_move})"
        else:
            doing = "is thinking…" if model.is_thinking else "to move"
            expected = f"{name(board.to_move)} ({board.to_move}) {doing}"
        if model.is_paused and outcome is None:
            expected = f"Paused. {expected}"
        assert label.text() == expected

    @invariant()
    def the_buttons_follow_the_model(self) -> None:
        assert self.button("undoButton").isEnabled() == self.model.can_undo
        assert self.button("redoButton").isEnabled() == self.model.can_redo
        assert self.button("hintButton").isEnabled() == self.model.computer_turn.can_hint

    @invariant()
    def the_computer_thinks_on_its_turn(self) -> None:
        assert self.errors == []
        board = self.model.board
        if not board.is_over and not self.model.is_human(board.to_move):
            # Two computers' game waits, paused, after an Undo from its end.
            assert self.model.is_thinking != self.model.is_paused
        if self.model.computer_turn.hint is not None:
            assert board.mark_at(self.model.computer_turn.hint) is None

    def teardown(self) -> None:
        self.dismiss_all()
        self.window.close()
        TOTALS["stale answers dropped"] += self.log.forget()
        assert self.model.is_shut_down
        self.window.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _child(dialog: QWidget, kind: type[W], name: str) -> W:
    found = dialog.findChild(kind, name)
    assert isinstance(found, kind), name
    return found


def _choose(combo: QComboBox, data: str) -> None:
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)


def test_the_window_survives_any_interleaving(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    log = AnswerLog()
    real_create = ai.create

    def recording_create(name: str, seed: int | None = None, **options: Any) -> ai.Strategy:
        return RecordingStrategy(real_create(name, seed=seed, **options), log)

    monkeypatch.setattr(players_module, "create", recording_create)
    # Hints and the evaluation think briefly here: each search still runs, only shorter.
    monkeypatch.setattr(computer_module, "HINT_BUDGET_SECONDS", 0.2)
    monkeypatch.setattr(computer_module, "EVALUATION_BUDGET_SECONDS", 0.2)
    monkeypatch.setattr(dialogs, "choose_open_path", dialogs.choose_open_path)
    monkeypatch.setattr(dialogs, "choose_save_path", dialogs.choose_save_path)
    TOTALS.clear()

    class FreshWindowMachine(WindowMachine):
        def __init__(self) -> None:
            super().__init__(qtbot, tmp_path, log)

    run_state_machine_as_test(
        FreshWindowMachine,
        settings=settings(
            max_examples=EXAMPLES,
            stateful_step_count=STEPS,
            deadline=None,
            suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
        ),
    )
    print("\nstate machine:", dict(TOTALS))
    assert TOTALS["steps"] > 0
    assert TOTALS["computer moves landed"] > 0
