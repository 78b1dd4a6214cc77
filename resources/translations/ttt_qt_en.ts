<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Coach</name>
    <message numerus="yes">
        <source>Your puzzle rating: {rating} (± {deviation}, %n puzzles)</source>
        <translation>
            <numerusform>Your puzzle rating: {rating} (± {deviation}, %n puzzle)</numerusform>
            <numerusform>Your puzzle rating: {rating} (± {deviation}, %n puzzles)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Evaluation</name>
    <message numerus="yes">
        <source>Win in %n</source>
        <translation>
            <numerusform>Win in %n</numerusform>
            <numerusform>Win in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loss in %n</source>
        <translation>
            <numerusform>Loss in %n</numerusform>
            <numerusform>Loss in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2. If %3 plays here, %3 can force a win within %n moves (the moves of both players, this one included).</source>
        <translation>
            <numerusform>%1: %2. If %3 plays here, %3 can force a win within %n move (the moves of both players, this one included).</numerusform>
            <numerusform>%1: %2. If %3 plays here, %3 can force a win within %n moves (the moves of both players, this one included).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2. If %3 plays here, %4 can force a win within %n moves (the moves of both players, this one included).</source>
        <translation>
            <numerusform>%1: %2. If %3 plays here, %4 can force a win within %n move (the moves of both players, this one included).</numerusform>
            <numerusform>%1: %2. If %3 plays here, %4 can force a win within %n moves (the moves of both players, this one included).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EvaluationSummary</name>
    <message numerus="yes">
        <source>Every move for %1 wins in %n.</source>
        <translation>
            <numerusform>Every move for %1 wins in %n.</numerusform>
            <numerusform>Every move for %1 wins in %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every move for %1 loses in %n.</source>
        <translation>
            <numerusform>Every move for %1 loses in %n.</numerusform>
            <numerusform>Every move for %1 loses in %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every move for %1 wins in %n, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>
            <numerusform>Every move for %1 wins in %n, except %2.</numerusform>
            <numerusform>Every move for %1 wins in %n, except %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every move for %1 loses in %n, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>
            <numerusform>Every move for %1 loses in %n, except %2.</numerusform>
            <numerusform>Every move for %1 loses in %n, except %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: wins in %n</source>
        <comment>a cell (%1) and its value</comment>
        <translation>
            <numerusform>%1: wins in %n</numerusform>
            <numerusform>%1: wins in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: loses in %n</source>
        <comment>a cell (%1) and its value</comment>
        <translation>
            <numerusform>%1: loses in %n</numerusform>
            <numerusform>%1: loses in %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MoveReport</name>
    <message numerus="yes">
        <source>%2 played %3 (%1) — proven: %4 can force a win within %n more moves (the moves of both players).</source>
        <translation>
            <numerusform>%2 played %3 (%1) — proven: %4 can force a win within %n more move (the moves of both players).</numerusform>
            <numerusform>%2 played %3 (%1) — proven: %4 can force a win within %n more moves (the moves of both players).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a forced win within %n moves (the moves of both players)</source>
        <translation>
            <numerusform>a forced win within %n move (the moves of both players)</numerusform>
            <numerusform>a forced win within %n moves (the moves of both players)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a forced loss within %n moves (the moves of both players)</source>
        <translation>
            <numerusform>a forced loss within %n move (the moves of both players)</numerusform>
            <numerusform>a forced loss within %n moves (the moves of both players)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message numerus="yes">
        <source>Puzzle rating from {start} to {now} after %n puzzles ({solved} solved).</source>
        <translation>
            <numerusform>Puzzle rating from {start} to {now} after %n puzzle ({solved} solved).</numerusform>
            <numerusform>Puzzle rating from {start} to {now} after %n puzzles ({solved} solved).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message numerus="yes">
        <source>All %n recorded games.</source>
        <translation>
            <numerusform>All %n recorded game.</numerusform>
            <numerusform>All %n recorded games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) between computer players are not counted.</source>
        <translation>
            <numerusform>%n game between computer players is not counted.</numerusform>
            <numerusform>%n games between computer players are not counted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> games</source>
        <comment>after the number of recent games</comment>
        <translation>
            <numerusform> game</numerusform>
            <numerusform> games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved %n game(s) to {path}.</source>
        <translation>
            <numerusform>Saved %n game to {path}.</numerusform>
            <numerusform>Saved %n games to {path}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved the report of %n game(s) to {path}.</source>
        <translation>
            <numerusform>Saved the report of %n game to {path}.</numerusform>
            <numerusform>Saved the report of %n games to {path}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Forget all %n recorded games? This cannot be undone.</source>
        <translation>
            <numerusform>Forget the %n recorded game? This cannot be undone.</numerusform>
            <numerusform>Forget all %n recorded games? This cannot be undone.</numerusform>
        </translation>
    </message>
</context>
</TS>
