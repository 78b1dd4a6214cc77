"""The settings: their values and where they are kept.

``AppSettings`` is one frozen dataclass, normalized; ``SettingsStore`` keeps it in ``QSettings``
with the window's geometry; the languages and their translators; the notice shown once when
the settings file was damaged. The dialog that changes them is in ``dialogs``.
"""
