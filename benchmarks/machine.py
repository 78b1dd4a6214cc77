"""The one-line description of the machine that the GUI benchmarks print above their tables."""

from __future__ import annotations

import os
import platform

import PySide6
from PySide6.QtCore import qVersion


def describe_machine(qt_platform: str) -> str:
    """Operating system, cores, load, Python, PySide6 and Qt versions, and the Qt platform."""
    load = os.getloadavg() if hasattr(os, "getloadavg") else (float("nan"),) * 3
    return (
        f"{platform.platform()}, {os.cpu_count()} CPUs, load {load[0]:.1f} {load[1]:.1f} "
        f"{load[2]:.1f}; Python {platform.python_version()}, PySide6 {PySide6.__version__}, "
        f"Qt {qVersion()}, QT_QPA_PLATFORM={qt_platform}"
    )
