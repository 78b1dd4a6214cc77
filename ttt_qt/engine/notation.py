"""The text format of a whole game (rules, players and moves), for saved games and records.

A game reads::

    ttt_qt game 2
    size 3
    win_length 3
    rules normal
    x person Bob
    o computer perfect time_limit=1.5
    moves B2 A1 C3

Each of ``x`` and ``o`` is ``person`` and the person's name, or ``computer``, a strategy's
registry name and its options as ``name=value``. Version 3 adds the gomoku rule after
``rules``, such as ``rule renju``; a game without it is freestyle. Version 4 adds the
opening and the choices made in it, such as ``opening swap2 two black``; a game without it has
no opening rule. Version 1, the same without the players, still reads. ``format_game`` writes
exactly this layout, in the oldest version that holds the game (1 when the players are not
known and 2 when they are, for a freestyle game; 3 for another rule; 4 with an opening), so
older versions of ttt_qt read what they can play,
and ``parse_saved_game`` reads it back, so the text round-trips exactly. Blank lines and
``#`` comments are allowed when reading.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable

from .cells import cell_name, parse_cell
from .errors import (
    CellNameError,
    GameFormatError,
    IllegalMove,
    NewerGameFormatError,
    NotAGameError,
)
from .game import Game
from .opening import OPENING_CHOICES, OPENINGS, Opening, OpeningChoice, opening_allowed
from .players import (
    COMPUTER,
    ENGINE,
    OPTION_NAME,
    PERSON,
    PLAYER_KINDS,
    STRATEGY_NAME,
    GamePlayer,
    SavedGame,
)
from .rules import GOMOKU_RULES, MAX_SIZE, MIN_SIZE, MIN_WIN_LENGTH, GomokuRule, Rules
from .types import Mark, Move

FORMAT_VERSION = 5
"""The latest version of the saved-game format: written for a game an outside engine played,
and read here with every earlier one."""
ENGINE_VERSION = 5
"""The version written when a player is an outside engine (read in any version that names
players, as earlier files of this version wrote them): a version of ttt_qt that knows no
engines then says that the file is newer, rather than that a player is wrong."""
OPENING_VERSION = 4
"""The version that first names the opening."""
RULE_VERSION = 3
"""The version that first names the gomoku rule."""
PLAYERS_VERSION = 2
"""The version that first names the players."""
HEADER = f"ttt_qt game {FORMAT_VERSION}"
_HEADERS = {f"ttt_qt game {version}": version for version in range(1, FORMAT_VERSION + 1)}
_KEYS = ("size", "win_length", "rules", "moves")
_PLAYER_KEYS: dict[str, Mark] = {"x": "X", "o": "O"}
"""The entries of format version 2 that say who played each side, by the mark."""
_RULE_KEY = "rule"
"""The entry of format version 3 that names the gomoku rule (freestyle when left out)."""
_OPENING_KEY = "opening"
"""The entry of format version 4 that names the opening and its choices (none when left out)."""
_NUMBER = re.compile(r"-?[0-9]{1,20}(\.[0-9]{1,20})?(e[-+]?[0-9]{1,3})?")
"""An option's value as written: a decimal number, perhaps with an exponent (no nan, no inf)."""
_RULE_WORDS = {"normal": False, "reverse": True}
MAX_TEXT_LENGTH = 100_000

FORMAT_PROBLEMS = {
    "not text": "a saved game is text",
    "too long": "a saved game is at most {limit} characters",
    "not a game": "not a ttt_qt game: the first line must be '{header}'",
    "newer format": (
        "saved by a newer version of ttt_qt (game format {version}; this version"
        " reads format {ours})"
    ),
    "unknown entry": "unknown entry '{entry}'",
    "entry twice": "'{entry}' is given twice",
    "missing entries": "missing {entries}",
    "not a number": "{entry} must be a whole number, not '{text}'",
    "size out of range": "board size must be from {low} to {high}, not {size}",
    "win length out of range": (
        "win length must be from {low} to the board size {size}, not {length}"
    ),
    "rules word": "rules must be 'normal' or 'reverse', not '{text}'",
    "rule word": "rule must be 'freestyle', 'standard', 'renju' or 'caro', not '{text}'",
    "opening word": "the opening must be 'none', 'swap' or 'swap2', not '{text}'",
    "opening board": (
        "the {opening} opening is played on 15 x 15 with five in a row, under freestyle, standard"
        " or Renju"
    ),
    "opening choice": "'{text}' is not a choice of the opening: give black, white or two",
    "choice missing": "{cell} cannot be played before the opening's choice",
    "choices out of place": "the opening's choices ({text}) do not fit its moves",
    "rule board": (
        "the {rule} rule is five in a row on boards from 7 x 7 to 15 x 15, in normal rules"
    ),
    "not a cell": (
        "'{word}' is not a cell: give a column letter A-{last} and a row 1-{size}, like B2"
    ),
    "off the board": "'{word}' is off the {size} x {size} board: columns A-{last}, rows 1-{size}",
    "cell taken": "{cell} cannot be played, it is already taken",
    "game over": "{cell} cannot be played, the game is over",
    "forbidden": "{cell} cannot be played, it is forbidden to X under Renju ({reason})",
    "player kind": "{entry} must be 'person', 'computer' or 'engine', not '{text}'",
    "no player name": "{entry} must give a name after '{player}'",
    "strategy name": (
        "'{text}' in {entry} is not a strategy name (lower-case letters, digits, '-' and '_')"
    ),
    "option": "'{text}' in {entry} is not an option: give name=number, like time_limit=1.5",
    "option twice": "the option '{option}' of {entry} is given twice",
}
"""What can be wrong with a saved game: a ``GameFormatError``'s ``problem`` and, filled in
from its ``facts`` with ``str.format``, the English words for it."""


def format_moves(moves: Iterable[Move]) -> str:
    """The moves as cell names separated by spaces, such as ``B2 A1 C3``."""
    return " ".join(cell_name(move) for move in moves)


def parse_moves(text: str, rules: Rules) -> list[Move]:
    """Parse cell names separated by spaces (or commas) on the board of ``rules``.

    Raises:
        GameFormatError: a word is not a cell of that board.
    """
    return [_parse_move(number, word, rules) for number, word in _numbered_words(text)]


def _numbered_words(text: str) -> list[tuple[int, str]]:
    """The cell names of a list of moves, numbered from 1."""
    return list(enumerate(text.replace(",", " ").split(), start=1))


def _parse_move(number: int, word: str, rules: Rules, line: int | None = None) -> Move:
    """Move ``number`` of a list, named ``word``; GameFormatError when it is not a cell."""
    try:
        return parse_cell(word, rules.size)
    except CellNameError as error:
        if error.problem not in FORMAT_PROBLEMS:
            raise GameFormatError(f"move {number}: {error}", line=line, move=number) from None
        last = cell_name((0, rules.size - 1))[0]
        raise _broken(
            error.problem, line, number, word=word.strip(), last=last, size=rules.size
        ) from None


def _broken(
    problem: str,
    line: int | None = None,
    move: int | None = None,
    kind: type[GameFormatError] = GameFormatError,
    **facts: object,
) -> GameFormatError:
    """The error of ``kind`` saying ``problem`` (of FORMAT_PROBLEMS) at ``line`` and ``move``."""
    texts = {name: str(value) for name, value in facts.items()}
    what = FORMAT_PROBLEMS[problem].format(**texts)
    where = ", ".join(
        f"{name} {number}" for name, number in (("line", line), ("move", move)) if number
    )
    message = f"{where}: {what}" if where else what
    return kind(message, problem, texts, line, move)


def _newer_version(first_line: str) -> int | None:
    """The format version of a header such as ``ttt_qt game 3``, when later than ours."""
    match = re.fullmatch(r"ttt_qt game (\d{1,6})", first_line)
    if match is None or int(match.group(1)) <= FORMAT_VERSION:
        return None
    return int(match.group(1))


def format_game(game: Game, players: tuple[GamePlayer, GamePlayer] | None = None) -> str:
    """The game in the text format, ending with a newline; ``players`` are X's and O's.

    Without players and under freestyle it is format version 1, which every version of
    ttt_qt reads; with them, version 2; under another gomoku rule, version 3; with an
    opening, version 4; with an outside engine among the players, version 5.
    """
    rules = game.rules
    if players is not None and any(player.kind == ENGINE for player in players):
        version = ENGINE_VERSION
    elif game.opening != "none":
        version = OPENING_VERSION
    elif not rules.is_freestyle:
        version = RULE_VERSION
    else:
        version = 1 if players is None else PLAYERS_VERSION
    lines = [
        f"ttt_qt game {version}",
        f"size {rules.size}",
        f"win_length {rules.win_length}",
        f"rules {'reverse' if rules.reverse else 'normal'}",
    ]
    if not rules.is_freestyle:
        lines.append(f"{_RULE_KEY} {rules.rule}")
    if game.opening != "none":
        lines.append(" ".join([_OPENING_KEY, game.opening, *game.choices]))
    if players is not None:
        x, o = players
        lines += [f"x {format_player(x)}", f"o {format_player(o)}"]
    lines.append(f"moves {format_moves(game.moves)}".rstrip())
    return "\n".join(lines) + "\n"


def format_saved_game(saved: SavedGame) -> str:
    """``saved`` in the text format: with its players when it knows them."""
    players = None if saved.x is None or saved.o is None else (saved.x, saved.o)
    return format_game(saved.game, players)


def format_player(player: GamePlayer) -> str:
    """A player as ``x`` and ``o`` say it: ``person Bob``, ``computer mcts playouts=500``."""
    if player.kind != COMPUTER:
        return f"{player.kind} {player.name}"
    options = (f"{name}={_format_number(value)}" for name, value in player.options)
    return " ".join([player.kind, player.name, *options])


def _format_number(value: float) -> str:
    """``4`` for a whole number, else the shortest text that reads back as ``value``."""
    if float(value).is_integer() and abs(value) < 1e15:
        return str(int(value))
    return repr(float(value))


def parse_game(text: str) -> Game:
    """Read the game of a text written by ``format_game``, whoever played it.

    Raises:
        GameFormatError: the text is not a game, with the line and the reason.
    """
    return parse_saved_game(text).game


def parse_saved_game(text: str) -> SavedGame:
    """Read a text written by ``format_game``: the game, and its players when it names them.

    Raises:
        GameFormatError: the text is not a game, with the line and the reason.
    """
    if not isinstance(text, str):
        raise _broken("not text")
    if len(text) > MAX_TEXT_LENGTH:
        raise _broken("too long", limit=MAX_TEXT_LENGTH)
    lines = [
        (number, line.strip())
        for number, line in enumerate(text.splitlines(), start=1)
        if line.strip() and not line.strip().startswith("#")
    ]
    version = _HEADERS.get(lines[0][1]) if lines else None
    if version is None:
        newer = _newer_version(lines[0][1] if lines else "")
        if newer is not None:
            raise _broken(
                "newer format", kind=NewerGameFormatError, version=newer, ours=FORMAT_VERSION
            )
        raise _broken("not a game", kind=NotAGameError, header=HEADER)
    keys = _KEYS if version == 1 else (*_KEYS, *_PLAYER_KEYS)
    if version >= RULE_VERSION:
        keys = (*keys, _RULE_KEY)
    if version >= OPENING_VERSION:
        keys = (*keys, _OPENING_KEY)
    values: dict[str, tuple[int, str]] = {}
    for number, line in lines[1:]:
        key, _, value = line.partition(" ")
        if key not in keys:
            raise _broken("unknown entry", number, entry=key)
        if key in values:
            raise _broken("entry twice", number, entry=key)
        values[key] = (number, value.strip())
    # The players are optional, but both or neither: a file naming one has lost the other.
    named = [key for key in _PLAYER_KEYS if key in values]
    required = (*_KEYS, *_PLAYER_KEYS) if named else _KEYS
    missing = [key for key in required if key not in values]
    if missing:
        raise _broken("missing entries", entries=", ".join(missing))
    rules = _parse_rules(values)
    opening, choices = _parse_opening(values.get(_OPENING_KEY), rules)
    players = [_parse_player(key, *values[key]) for key in named]
    game = _parse_moves(values["moves"], rules, opening, choices)
    return SavedGame(game, *players)


def _parse_opening(
    entry: tuple[int, str] | None, rules: Rules
) -> tuple[Opening, list[OpeningChoice]]:
    """The opening of the ``opening`` entry (its line and text) and its choices; none without."""
    if entry is None:
        return "none", []
    line, text = entry
    name, *words = text.split() or [""]
    opening = next((known for known in OPENINGS if known == name), None)
    if opening is None:
        raise _broken("opening word", line, text=name)
    if opening != "none" and not opening_allowed(rules):
        raise _broken("opening board", line, opening=opening)
    choices: list[OpeningChoice] = []
    for word in words:
        choice = next((known for known in OPENING_CHOICES if known == word), None)
        if choice is None:
            raise _broken("opening choice", line, text=word)
        choices.append(choice)
    return opening, choices


def _parse_moves(
    entry: tuple[int, str], rules: Rules, opening: Opening, choices: list[OpeningChoice]
) -> Game:
    """The game of the ``moves`` entry (its line and text), played under ``rules``.

    The opening's ``choices`` are made as each falls due.
    """
    moves_line, moves_text = entry
    game = Game(rules, opening=opening)
    pending = list(choices)
    # Move by move, so that the first bad move is the one reported, whatever is wrong with it.
    for number, word in _numbered_words(moves_text):
        move = _parse_move(number, word, rules, moves_line)
        _make_due_choices(game, pending)
        try:
            game.play(move)
        except IllegalMove:
            # The cell is on the board: it is taken, forbidden, the game was over, or the
            # opening waited for a choice the entry does not give.
            if game.choice_due:
                raise _broken("choice missing", moves_line, number, cell=cell_name(move)) from None
            board = game.board
            reason = board.forbidden_reason(move)
            if reason is not None:
                cell = cell_name(move)
                raise _broken("forbidden", moves_line, number, cell=cell, reason=reason) from None
            problem = "game over" if board.is_over else "cell taken"
            raise _broken(problem, moves_line, number, cell=cell_name(move)) from None
    _make_due_choices(game, pending)
    if pending:
        raise _broken("choices out of place", moves_line, text=" ".join(choices))
    return game


def _make_due_choices(game: Game, pending: list[OpeningChoice]) -> None:
    """Make the first of ``pending`` while the game's opening waits for a choice.

    A choice that is not allowed there is left pending (and reported as out of place).
    """
    while pending and game.choice_due:
        try:
            game.choose(pending[0])
        except IllegalMove:
            return
        pending.pop(0)


def _parse_player(key: str, line: int, text: str) -> GamePlayer:
    """The player of the ``x`` or ``o`` entry ``text``, on ``line``."""
    kind, _, rest = text.partition(" ")
    if kind not in PLAYER_KINDS:
        raise _broken("player kind", line, entry=key, text=kind)
    words = rest.split()
    if not words:
        raise _broken("no player name", line, entry=key, player=kind)
    if kind == PERSON:
        return GamePlayer.person(rest)
    if kind == ENGINE:
        return GamePlayer.engine(rest)
    strategy = words[0]
    if not STRATEGY_NAME.fullmatch(strategy):
        raise _broken("strategy name", line, entry=key, text=strategy)
    options: dict[str, float] = {}
    for word in words[1:]:
        name, equals, value = word.partition("=")
        number = float(value) if _NUMBER.fullmatch(value) else math.inf
        if not (equals and OPTION_NAME.fullmatch(name) and math.isfinite(number)):
            raise _broken("option", line, entry=key, text=word)
        if name in options:
            raise _broken("option twice", line, entry=key, option=name)
        options[name] = number
    return GamePlayer.computer(strategy, options)


def _parse_rules(values: dict[str, tuple[int, str]]) -> Rules:
    numbers: dict[str, int] = {}
    for key in ("size", "win_length"):
        line, text = values[key]
        # isdigit alone also takes digits such as "²", which int() refuses.
        if not (text.isascii() and text.isdigit()) or len(text) > 2:
            raise _broken("not a number", line, entry=key, text=text)
        numbers[key] = int(text)
    line, word = values["rules"]
    if word not in _RULE_WORDS:
        raise _broken("rules word", line, text=word)
    size, length = numbers["size"], numbers["win_length"]
    if not MIN_SIZE <= size <= MAX_SIZE:
        raise _broken(
            "size out of range", values["size"][0], low=MIN_SIZE, high=MAX_SIZE, size=size
        )
    if not MIN_WIN_LENGTH <= length <= size:
        line = values["win_length"][0]
        raise _broken("win length out of range", line, low=MIN_WIN_LENGTH, size=size, length=length)
    rule = _parse_rule(values.get(_RULE_KEY))
    try:
        return Rules(size, length, _RULE_WORDS[word], rule)
    except ValueError:
        # Rules refuses the rule on this board (the size and length are checked above).
        raise _broken("rule board", values[_RULE_KEY][0], rule=rule) from None


def _parse_rule(entry: tuple[int, str] | None) -> GomokuRule:
    """The gomoku rule of the ``rule`` entry (its line and text); freestyle without one."""
    if entry is None:
        return "freestyle"
    line, word = entry
    for rule in GOMOKU_RULES:
        if word == rule:
            return rule
    raise _broken("rule word", line, text=word)
