"""The board's motion: one animation from 0 (nothing drawn) to 1 (whole), and how far it is.

A mark drawing itself in, the completed line drawing across the board and the result's band
fading in all run on it. Only painting follows it: the game never waits for an animation.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEasingCurve, QObject, QVariantAnimation


def drawing_animation(
    parent: QObject,
    duration_ms: int,
    on_value: Callable[[object], None],
    easing: QEasingCurve.Type = QEasingCurve.Type.Linear,
) -> QVariantAnimation:
    """An animation of ``parent`` from 0 to 1 over ``duration_ms``, reported to ``on_value``."""
    animation = QVariantAnimation(parent)
    animation.setStartValue(0.0)
    animation.setEndValue(1.0)
    animation.setDuration(duration_ms)
    animation.setEasingCurve(easing)
    animation.valueChanged.connect(on_value)
    return animation


def progress(animation: QVariantAnimation) -> float:
    """How far ``animation`` has drawn its thing: 1 unless it is running."""
    if animation.state() != QVariantAnimation.State.Running:
        return 1.0
    value = animation.currentValue()
    return float(value) if isinstance(value, float) else 1.0
