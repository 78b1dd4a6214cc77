"""The guard against PySide6 releases that drop references to None and True (6.12.0 on 3.11)."""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QApplication, QLabel

from ttt_qt.app import pyside_fixes


class _Emitter(QObject):
    changed = Signal(int)


def test_many_qt_calls_never_use_up_none_or_true(qapp: QApplication) -> None:
    assert pyside_fixes.install() == pyside_fixes.install()  # once per process, same answer
    label, emitter = QLabel(), _Emitter()
    none_floor, true_floor = sys.getrefcount(None) // 2, sys.getrefcount(True) // 2
    calls = 20_000  # more than None and True have references on an unguarded Python 3.11
    for number in range(calls):
        label.setText("x")
        emitter.changed.emit(number)
    assert sys.getrefcount(None) > none_floor
    assert sys.getrefcount(True) > true_floor


def test_the_guard_is_needed_exactly_when_references_go_missing() -> None:
    if pyside_fixes.references_go_missing():
        assert pyside_fixes.install()
        assert sys.getrefcount(None) > pyside_fixes.SPARE_REFERENCES // 2
    else:
        assert not pyside_fixes.install()
