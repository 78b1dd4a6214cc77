<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>Show &amp;Evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show every free cell&apos;s value for the side to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the cell in row {row}, column {col} (3 x 3 only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save Game As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save this game to a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your results against each opponent, and every game you played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay a move you took back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the best move for you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players, board size, rules and the computer&apos;s strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to play with the keyboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version, licence and credits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrow keys: move the cursor between the cells
Enter or Space: play the cell under the cursor
1 to 9: play on 3 x 3 in numeric-keypad layout (7 8 9 is the top row)
H: hint    E: show the evaluation
Ctrl+N: new game    Ctrl+Z: undo    Ctrl+Shift+Z: redo
Ctrl+O: open a game    Ctrl+S: save the game
Ctrl+T: statistics    Ctrl+,: settings
In review: Left and Right step through the moves, Home and End go to the ends</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CellButton</name>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>completed line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Saved games (*.ttt);;Text files (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End this game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game in progress will not be kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;{name}&lt;/h2&gt;&lt;p&gt;Version {version}&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Tic-tac-toe from 3 x 3 to 10 x 10, k in a row, normal or reverse rules, against a friend or computer players from dumb to perfect.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;br&gt;&lt;a href=&quot;{url}&quot;&gt;{url}&lt;/a&gt;&lt;/p&gt;&lt;p&gt;Credits: the ttt_qt developers. Its console games and course modules follow the programming courses they were written for. Built with Python and Qt.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Evaluation</name>
    <message numerus="yes">
        <source>Win in %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loss in %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Draw</source>
        <comment>a proven result: with best play nobody wins</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2. %3 wins by playing here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %2. If %3 plays here, %3 can force a win within %n moves (the moves of both players, this one included).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2. If %3 plays here, %4 can force a win within %n moves (the moves of both players, this one included).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2. If %3 plays here, neither player can force a win: with best play the game is a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2. If %3 plays here, %3&apos;s chances are estimated at %5% (a draw counts as half a win). This is not proven.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each free cell shows how the game goes for %1 if %1 plays there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluating every free cell for %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The values come back when a person is to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: there is nothing left to evaluate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win in 3, Draw, Loss in 2: proven with best play, moves of both players counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A percentage: estimated chances, not proven (a draw counts half).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>Review: move {moves} of {total}. {result}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({mark}) chose a move that is not allowed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({mark}) could not move: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The analysis failed: {message}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameRecorder</name>
    <message>
        <source>This game could not be added to the statistics: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{error}

The current game is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review this game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Review the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review: {players} · {rules}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{players} · {rules}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint for {mark}: {cell}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint for {mark}: {cell} ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game with the new settings?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a &amp;new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The settings were not changed; your game goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change your opponent and start a new game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game instead?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open a game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game.ttt</source>
        <comment>suggested file name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some saved settings could not be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mode</name>
    <message>
        <source>You vs the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer vs computer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OpponentPicker</name>
    <message>
        <source>{name}, difficulty {level} of {top}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two people take turns at this board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two computers play: choose them in Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who you play against; changing it starts a new game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OutcomeDialog</name>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{x} (X) vs {o} (O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your move ({mark})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({mark}) is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({mark}) to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, reverse rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw.</source>
        <comment>the game ended without a winner</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You won!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} won!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board is full and nobody completed a line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You completed the line {line}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} completed the line {line}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You completed the line {line}, so you lose (reverse rules).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} completed the line {line}, so you win (reverse rules).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{loser} completed the line {line}, so {winner} wins (reverse rules).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board si&amp;ze:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Win length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board and rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>X (you move first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O (the computer opens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause before each computer move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> in a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reverse rules: whoever completes a line loses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new language is used from the next start of {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your &amp;symbol:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>X player&apos;s &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O player&apos;s n&amp;ame:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;X computer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;O computer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move &amp;delay:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> x {size}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Game status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show on every free cell how good it is for the player to move:
a proven win, draw or loss with the moves to the end (&quot;Win in 3&quot;),
or else the estimated chances (&quot;62%&quot;), not proven.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Forward ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Moves:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken back: Redo plays it again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatsChart</name>
    <message>
        <source>{player} vs {opponent}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No games recorded yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the chart&apos;s groups</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pairing}: {won} won, {lost} lost, {tied} tied</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatsChartWidget</name>
    <message>
        <source>Won, lost and tied per opponent</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Include games between c&amp;omputer players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games where the computer played both sides are kept apart from yours; tick to count them too (in the exports as well).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of recent games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary per opponent and rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won, lost and tied per opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games (double-click one to review it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear statistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No games recorded yet: finished games appear here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The one recorded game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>All %n recorded games.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The last {shown} of {total} recorded games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) between computer players are not counted.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{games} {left_out}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the games as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CSV file could not be written to {path}: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Saved %n game(s) to {path}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Export a PDF report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report could not be written to {path}: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Saved the report of %n game(s) to {path}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics could not be cleared: the records file cannot be changed now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics cleared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget the one recorded game? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatsTables</name>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} · {options}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <comment>between a computer&apos;s options</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{option}: {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} ({mark})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} tied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, reverse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run {run} · {rules}
X: {x}
O: {o}
Moves: {moves}
Double-click to review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no moves</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Strategies</name>
    <message>
        <source>Dumb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Takes the first free cell in order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays any free cell at random.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins or blocks when it can, else takes the centre, a corner, then a side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule-based: win, block, fork, block a fork, centre, opposite corner, corner, side; never loses on 3 x 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monte Carlo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays many random games and favours the squares the winners played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random games per move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score for own squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score for opponent squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCTS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monte Carlo tree search with proven wins and losses; strong on big boards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playouts per move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time limit per move (s, 0 = none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Negamax search: exact on 3 x 3 and 4 x 4; on larger boards the best move found in time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Think time (s)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StrategyPicker</name>
    <message>
        <source>{name}, difficulty {level} of {top}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difficulty {stars} ({level} of {top}). {summary}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{option}:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>parent</name>
    <message numerus="yes">
        <source>Forget all %n recorded games? This cannot be undone.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
</TS>
