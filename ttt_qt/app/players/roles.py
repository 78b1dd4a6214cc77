"""Who is who at the board, in the words the window uses for people.

Against the computer the person is "You" and the computer is its level on the rules of the
game ("Medium", ``strategy_texts.computer_name``); two people keep the names they set (Bob and
Alice by default, as in the course documents); two computers are their levels. The records
keep the strategies' own names (``record_name``). Every sentence is whole, never glued from
fragments, so that each can be translated as it stands.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication

from ttt_qt import ai
from ttt_qt.engine import MARKS, GamePlayer, Mark, Outcome, Rules, SavedGame, format_moves, other
from ttt_qt.engine.opening import Opening
from ttt_qt.engine.players import COMPUTER, ENGINE
from ttt_qt.stats import ENGINE_PREFIX, HUMAN
from ttt_qt.stats.records import Options
from ttt_qt.stats.sides import YOU
from ttt_qt.stats.wording import rules_words

from ..settings.app_settings import AppSettings, ComputerChoice, Mode
from .strategy_texts import computer_name

translate = QCoreApplication.translate
"""Qt's translation lookup; Qt's tools find the texts by the name ``translate``."""


def is_you(players: AppSettings, mark: Mark) -> bool:
    """True when ``mark`` is the person's in a game against the computer."""
    return players.mode == Mode.HUMAN_VS_COMPUTER and mark == players.human_mark


def player_name(players: AppSettings, mark: Mark) -> str:
    """The name shown for the player of ``mark``: "You", a person's name or a computer's level."""
    if is_you(players, mark):
        return translate("Roles", "You")
    choice = players.computer_for(mark)
    if choice is not None:
        return choice.name if choice.is_engine else computer_name(choice.name, players.rules)
    return players.name_of(mark)


def record_name(players: AppSettings, mark: Mark) -> str:
    """The name the records keep for the player of ``mark``, whatever the window's language.

    "You" and a computer's registry label ("Threat search") in English, as the records of
    every other run have them; a person's name as given.
    """
    if is_you(players, mark):
        return YOU
    choice = players.computer_for(mark)
    if choice is not None and not choice.is_engine:
        return ai.info(choice.name).label if choice.name in ai.names() else choice.name
    return choice.name if choice is not None else players.name_of(mark)


def describe_players(players: AppSettings) -> str:
    """Who plays whom, for the window title: "You (X) vs Medium (O)"."""
    return translate("Roles", "{x} (X) vs {o} (O)").format(
        x=player_name(players, "X"), o=player_name(players, "O")
    )


def turn_text(players: AppSettings, mark: Mark, thinking: bool) -> str:
    """Whose turn it is: "Your move (X)", "Bob (X) to move", "Medium (O) is thinking…"."""
    if is_you(players, mark):
        return translate("Roles", "Your move ({mark})").format(mark=mark)
    name = player_name(players, mark)
    if thinking:
        return translate("Roles", "{name} ({mark}) is thinking…").format(name=name, mark=mark)
    return translate("Roles", "{name} ({mark}) to move").format(name=name, mark=mark)


def player_with_mark(players: AppSettings, mark: Mark) -> str:
    """The player of ``mark`` as named after "for": "you (X)", "Bob (X)", "Hard (O)"."""
    if is_you(players, mark):
        return translate("Roles", "you ({mark})").format(mark=mark)
    name = player_name(players, mark)
    return translate("Roles", "{name} ({mark})").format(name=name, mark=mark)


def next_player_text(players: AppSettings, mark: Mark) -> str:
    """Who plays next in a game being reviewed: "Next to play: you (X)"."""
    if is_you(players, mark):
        return translate("Roles", "Next to play: you ({mark})").format(mark=mark)
    name = player_name(players, mark)
    return translate("Roles", "Next to play: {name} ({mark})").format(name=name, mark=mark)


def describe_rules(rules: Rules, opening: Opening = "none") -> str:
    """The game played: "3 x 3, 3 in a row", "5 x 5, 4 in a row, reverse rules"...

    A fair opening is named as Settings names it: "15 x 15, 5 in a row, Swap2".
    """
    text = rules_words(rules)
    if opening == "none":
        return text
    name = (
        translate("OpeningCombo", "Swap")
        if opening == "swap"
        else translate("OpeningCombo", "Swap2")
    )
    return f"{text}, {name}"


def outcome_headline(players: AppSettings, outcome: Outcome) -> str:
    """The result in a few words, from the person's side: "You won!", "You lost.", "Draw."."""
    winner = outcome.winner
    if winner is None:
        return translate("Roles", "Draw.", "the game ended without a winner")
    if players.mode == Mode.HUMAN_VS_COMPUTER:
        return (
            translate("Roles", "You won!")
            if winner == players.human_mark
            else translate("Roles", "You lost.")
        )
    return translate("Roles", "{name} won!").format(name=player_name(players, winner))


def outcome_explanation(players: AppSettings, outcome: Outcome, reverse: bool) -> str:
    """How the game ended, in one sentence, with reverse rules made plain."""
    if outcome.winner is None or outcome.line is None:
        return translate("Roles", "The board is full and nobody completed a line.")
    line = format_moves(outcome.line)
    completer: Mark = outcome.loser if reverse and outcome.loser else outcome.winner
    if not reverse:
        if is_you(players, completer):
            return translate("Roles", "You completed the line {line}.").format(line=line)
        return translate("Roles", "{name} completed the line {line}.").format(
            name=player_name(players, completer), line=line
        )
    # Reverse rules: whoever completes a line loses.
    if is_you(players, completer):
        return translate(
            "Roles", "You completed the line {line}, so you lose (reverse rules)."
        ).format(line=line)
    if is_you(players, other(completer)):
        return translate(
            "Roles", "{name} completed the line {line}, so you win (reverse rules)."
        ).format(name=player_name(players, completer), line=line)
    return translate(
        "Roles", "{loser} completed the line {line}, so {winner} wins (reverse rules)."
    ).format(
        loser=player_name(players, completer),
        line=line,
        winner=player_name(players, other(completer)),
    )


Seat = ComputerChoice | str
"""Who played one side of a game: a computer, or a person by the name they played under."""


def swapped_players(players: AppSettings) -> AppSettings:
    """``players`` with X and O exchanged: after a fair opening's choice, each holds the other.

    The person's mark flips against the computer; two people exchange names, two computers
    their places.
    """
    if players.mode == Mode.HUMAN_VS_COMPUTER:
        return replace(players, human_mark=other(players.human_mark))
    if players.mode == Mode.HUMAN_VS_HUMAN:
        return replace(players, x_name=players.o_name, o_name=players.x_name)
    return replace(players, computer_x=players.computer_o, computer_o=players.computer_x)


def players_of_game(base: AppSettings, x: Seat, o: Seat) -> AppSettings:
    """``base`` with the players of a game whose X and O were ``x`` and ``o``.

    One person against a computer is "You" against it; two people keep their names; two
    computers play computer vs computer. The rules and everything else stay ``base``'s.
    """
    if isinstance(x, ComputerChoice) and isinstance(o, ComputerChoice):
        return replace(base, mode=Mode.COMPUTER_VS_COMPUTER, computer_x=x, computer_o=o)
    if isinstance(x, ComputerChoice):
        return replace(base, mode=Mode.HUMAN_VS_COMPUTER, human_mark="O", opponent=x)
    if isinstance(o, ComputerChoice):
        return replace(base, mode=Mode.HUMAN_VS_COMPUTER, human_mark="X", opponent=o)
    return replace(base, mode=Mode.HUMAN_VS_HUMAN, x_name=x, o_name=o)


def game_players(players: AppSettings) -> tuple[GamePlayer, GamePlayer]:
    """Who plays X and O, as a saved game keeps them: a strategy with its options, or a person.

    A person is kept by the name the records give them ("You" against the computer).
    """
    sides: list[GamePlayer] = []
    for mark in MARKS:
        choice = players.computer_for(mark)
        if choice is None:
            sides.append(GamePlayer.person(record_name(players, mark)))
        elif choice.is_engine:
            sides.append(GamePlayer.engine(choice.name))
        else:
            sides.append(GamePlayer.computer(choice.name, choice.options))
    return sides[0], sides[1]


def seat_of_record(settings: AppSettings, kind: str, name: str, options: Options) -> Seat:
    """Who played a recorded side: its ``x_player`` or ``o_player`` ``kind``, ``name``, options.

    An engine not added in ``settings`` is shown by its name.
    """
    if kind == HUMAN:
        return name
    if kind.startswith(ENGINE_PREFIX):
        return engine_named(settings, kind[len(ENGINE_PREFIX) :]) or name
    return ComputerChoice(kind, options)


def engine_named(settings: AppSettings, name: str) -> ComputerChoice | None:
    """The added engine that calls itself ``name``, as a computer player, if there is one."""
    for entry in settings.engines:
        if entry.name == name:
            return ComputerChoice(entry.name, (), entry.path)
    return None


def players_of_saved_game(base: AppSettings, saved: SavedGame) -> AppSettings | None:
    """``base`` with the players a saved game names, or None when it names none we have.

    None too when a side was played by a strategy this version does not have, or by an engine
    not added in Settings: it could not play on, and its name would not say who played.
    """
    seats: list[Seat] = []
    for mark in MARKS:
        player = saved.player(mark)
        if player is None:
            return None
        if player.is_person:
            seats.append(player.name)
        elif player.kind == COMPUTER and player.name in ai.names():
            seats.append(ComputerChoice(player.name, player.options))
        elif player.kind == ENGINE and (engine := engine_named(base, player.name)) is not None:
            seats.append(engine)
        else:
            return None
    return players_of_game(base, seats[0], seats[1]).normalized()
