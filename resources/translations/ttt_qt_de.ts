<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>Show every free cell&apos;s value for the side to move</source>
        <translation>Den Wert jedes freien Feldes für die Seite am Zug anzeigen</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Pause the game between the two computers, or let it go on</source>
        <translation>Das Spiel der beiden Computer anhalten oder weiterlaufen lassen</translation>
    </message>
    <message>
        <source>Play {digit}</source>
        <translation>{digit} spielen</translation>
    </message>
    <message>
        <source>Play the cell in row {row}, column {col} (3 x 3 only)</source>
        <translation>Das Feld in Zeile {row}, Spalte {col} spielen (nur 3 x 3)</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Ein neues Spiel beginnen</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>Spiel ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ein gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <source>Save this game to a file</source>
        <translation>Dieses Spiel in einer Datei speichern</translation>
    </message>
    <message>
        <source>Your results against each opponent, and every game you played</source>
        <translation>Deine Ergebnisse gegen jeden Gegner und alle deine Spiele</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Close {name}</source>
        <translation>{name} beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>Deinen letzten Zug zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Replay a move you took back</source>
        <translation>Einen zurückgenommenen Zug erneut ausführen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Show the best move for you</source>
        <translation>Den besten Zug für dich anzeigen</translation>
    </message>
    <message>
        <source>Review &amp;with Coach</source>
        <translation>Mit dem Coach &amp;analysieren</translation>
    </message>
    <message>
        <source>Every move of the finished game marked (! best, ?! inaccuracy, ? mistake, ?? blunder), with the better move and its line</source>
        <translation>Jeder Zug der beendeten Partie bewertet (! bester Zug, ?! Ungenauigkeit, ? Fehler, ?? Patzer), mit dem besseren Zug und seiner Variante</translation>
    </message>
    <message>
        <source>Pu&amp;zzles…</source>
        <translation>&amp;Taktikaufgaben…</translation>
    </message>
    <message>
        <source>Positions to win in a few moves, near your puzzle rating; the puzzle of the day</source>
        <translation>Stellungen, die in wenigen Zügen zu gewinnen sind, passend zu deiner Aufgabenwertung; die Aufgabe des Tages</translation>
    </message>
    <message>
        <source>Show &amp;Thinking…</source>
        <translation>&amp;Denkprozess anzeigen…</translation>
    </message>
    <message>
        <source>How the computer chooses a move here: the minimax tree, the Monte Carlo scores, the moves MCTS and the threat search consider</source>
        <translation>Wie der Computer hier einen Zug wählt: der Minimax-Baum, die Monte-Carlo-Wertungen, die Züge, die MCTS und die Drohungssuche in Betracht ziehen</translation>
    </message>
    <message>
        <source>Engine Lo&amp;g</source>
        <translation>Engine-&amp;Protokoll</translation>
    </message>
    <message>
        <source>What the outside engines said: their messages and errors</source>
        <translation>Was die externen Engines ausgegeben haben: ihre Meldungen und Fehler</translation>
    </message>
    <message>
        <source>After a game, Review with Coach (Ctrl+R) marks every move (! best, ?! inaccuracy, ? mistake, ?? blunder) and shows the better move; Game &gt; Puzzles… offers positions to win in a few moves.</source>
        <translation>Nach einer Partie markiert „Mit dem Coach analysieren“ (Strg+R) jeden Zug (! bester Zug, ?! Ungenauigkeit, ? Fehler, ?? Patzer) und zeigt den besseren Zug; Spiel &gt; Taktikaufgaben… bietet Stellungen, die in wenigen Zügen zu gewinnen sind.</translation>
    </message>
    <message>
        <source>Players, board size, rules and the computer&apos;s strength</source>
        <translation>Spieler, Spielfeldgröße, Regeln und Spielstärke des Computers</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;So wird gespielt</translation>
    </message>
    <message>
        <source>The computer&apos;s levels, from Beginner to Expert, rank how strongly each played in our measured games on rules like these; Unbeatable is offered only where its search proves every move. Each level&apos;s tooltip names the method behind it.</source>
        <translation>Die Stufen des Computers, von „Anfänger“ bis „Experte“, ordnen ein, wie stark jede in unseren gemessenen Partien mit ähnlichen Regeln gespielt hat; „Unschlagbar“ wird nur angeboten, wo seine Suche jeden Zug beweist. Der Tooltip jeder Stufe nennt die Methode dahinter.</translation>
    </message>
    <message>
        <source>Hint shows a good move. Evaluation writes on each free cell how the game goes if you play there: &quot;Win in 3&quot; and &quot;Loss in 2&quot; are proven with best play, counting the moves of both players; a percentage is an estimate.</source>
        <translation>„Tipp“ zeigt einen guten Zug. „Bewertung“ schreibt auf jedes freie Feld, wie das Spiel ausgeht, wenn du dorthin setzt: „Sieg in 3“ und „Niederlage in 2“ sind bei bestem Spiel bewiesen, Züge beider Spieler gezählt; ein Prozentwert ist eine Schätzung.</translation>
    </message>
    <message>
        <source>The players take turns putting their mark in a free cell. Reverse rules: whoever completes {k} in a row (across, down or diagonally) loses. A full board with no line is a draw.</source>
        <translation>Die Spieler setzen abwechselnd ihr Zeichen in ein freies Feld. Umgekehrte Regeln: Wer {k} in einer Reihe vollendet (waagerecht, senkrecht oder diagonal), verliert. Ein volles Brett ohne Reihe ist ein Remis.</translation>
    </message>
    <message>
        <source>Arrow keys: move the cursor between the cells
Enter or Space: play the cell under the cursor
1 to 9: play on 3 x 3 in numeric-keypad layout (7 8 9 is the top row)
H: hint    E: show the evaluation    P: pause or go on (computer vs computer)
T: show how the computer thinks
Ctrl+N: new game    Ctrl+Z: undo    Ctrl+Shift+Z: redo
Ctrl+O: open a game    Ctrl+S: save the game    F1: this help
Ctrl+T: statistics    Ctrl+,: settings    Ctrl+Q: quit (the game is kept)
Ctrl+R: review the finished game with the coach
In review: Left and Right step through the moves, Home and End go to the ends</source>
        <translation>Pfeiltasten: den Cursor zwischen den Feldern bewegen
Eingabe oder Leertaste: das Feld unter dem Cursor spielen
1 bis 9: auf 3 x 3 wie auf dem Ziffernblock spielen (7 8 9 ist die oberste Reihe)
H: Tipp    E: Bewertung anzeigen    P: Pause oder weiter (Computer gegen Computer)
T: zeigen, wie der Computer denkt
Strg+N: neues Spiel    Strg+Z: rückgängig    Strg+Umschalt+Z: wiederholen
Strg+O: Spiel öffnen    Strg+S: Spiel speichern    F1: diese Hilfe
Strg+T: Statistik    Strg+,: Einstellungen    Strg+Q: beenden (das Spiel bleibt erhalten)
Strg+R: das beendete Spiel mit dem Trainer analysieren
Beim Nachspielen: Links und Rechts gehen durch die Züge, Pos1 und Ende springen an Anfang und Ende</translation>
    </message>
    <message>
        <source>The players take turns putting their mark in a free cell. Whoever first completes {k} in a row (across, down or diagonally) wins. A full board with no line is a draw.</source>
        <translation>Die Spieler setzen abwechselnd ihr Zeichen in ein freies Feld. Wer zuerst {k} in einer Reihe vollendet (waagerecht, senkrecht oder diagonal), gewinnt. Ein volles Brett ohne Reihe ist ein Remis.</translation>
    </message>
    <message>
        <source>Match my level plays at a level from 0 (weakest) to 10: after each game you win it plays stronger, after each one you lose weaker, a draw keeps it, so that you win about as often as you lose. Each board and rules keep their own level, read from your recorded games; clearing the statistics starts again.</source>
        <translation>„Auf meinem Niveau“ spielt auf einer Stufe von 0 (am schwächsten) bis 10: Nach jedem Spiel, das du gewinnst, spielt der Computer stärker, nach jedem verlorenen schwächer, ein Unentschieden lässt die Stufe, damit du etwa so oft gewinnst wie verlierst. Jedes Brett und jede Regel haben ihre eigene Stufe, gelesen aus deinen aufgezeichneten Spielen; Statistik löschen fängt von vorn an.</translation>
    </message>
    <message>
        <source>&amp;About {name}</source>
        <translation>Ü&amp;ber {name}</translation>
    </message>
    <message>
        <source>Save Game &amp;As…</source>
        <translation>Spiel speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Evaluation</source>
        <translation>&amp;Bewertung</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>Stat&amp;istik…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>The rules, the levels, what the values mean, and the keys</source>
        <translation>Die Regeln, die Stufen, was die Werte bedeuten, und die Tasten</translation>
    </message>
    <message>
        <source>Version, licence and credits</source>
        <translation>Version, Lizenz und Danksagungen</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Zeile %1</translation>
    </message>
</context>
<context>
    <name>CellButton</name>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, forbidden: %2</source>
        <translation>%1, verboten: %2</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1, leer</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>letzter Zug</translation>
    </message>
    <message>
        <source>completed line</source>
        <translation>vollständige Reihe</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Forbidden to X under Renju: %1</source>
        <translation>Für X unter Renju verboten: %1</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Stop revie&amp;w</source>
        <translation>Ana&amp;lyse abbrechen</translation>
    </message>
    <message>
        <source>Try &amp;again from here</source>
        <translation>Ab hier ne&amp;u versuchen</translation>
    </message>
    <message>
        <source>Save review as &amp;PDF…</source>
        <translation>Analyse als &amp;PDF speichern…</translation>
    </message>
    <message>
        <source>Play on from the position before your first mistake, against the same opponent</source>
        <translation>Ab der Stellung vor deinem ersten Fehler weiterspielen, gegen denselben Gegner</translation>
    </message>
    <message>
        <source>No mistake of yours found so far</source>
        <translation>Bisher kein Fehler von dir gefunden</translation>
    </message>
    <message>
        <source>Stop reviewing; the marks found so far stay</source>
        <translation>Die Analyse abbrechen; die bisher gefundenen Markierungen bleiben</translation>
    </message>
    <message>
        <source>Hi&amp;de the coach</source>
        <translation>Coach aus&amp;blenden</translation>
    </message>
    <message>
        <source>Take the coach&apos;s marks and this panel away; the game stays shown to step through (New game ends the review)</source>
        <translation>Die Markierungen des Coachs und diesen Bereich ausblenden; die Partie bleibt zum Durchgehen sichtbar („Neues Spiel“ beendet die Analyse)</translation>
    </message>
    <message>
        <source>The review could not be saved to {path}: {reason}.</source>
        <translation>Die Analyse konnte nicht unter {path} gespeichert werden: {reason}.</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Trainer</translation>
    </message>
    <message>
        <source>Saved the review to {path}.</source>
        <translation>Analyse unter {path} gespeichert.</translation>
    </message>
    <message>
        <source>Save the review as PDF</source>
        <translation>Analyse als PDF speichern</translation>
    </message>
    <message>
        <source>PDF files (*.pdf);;All files (*)</source>
        <translation>PDF-Dateien (*.pdf);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Advantage over the game</source>
        <translation>Vorteil im Verlauf der Partie</translation>
    </message>
    <message>
        <source>Who was better after each move: X above the middle, O below</source>
        <translation>Wer nach jedem Zug besser stand: X oberhalb der Mitte, O unterhalb</translation>
    </message>
    <message>
        <source>{done} of {total} moves reviewed</source>
        <translation>{done} von {total} Zügen analysiert</translation>
    </message>
    <message>
        <source>Move {number}, {cell}: {grade}; X&apos;s expected result {percent}%</source>
        <translation>Zug {number}, {cell}: {grade}; erwartetes Ergebnis für X {percent}&#xa0;%</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Taktikaufgaben</translation>
    </message>
    <message>
        <source>Your move: click a cell, or reach it with Tab and the arrow keys and press Space.</source>
        <translation>Du bist am Zug: Klicke auf ein Feld oder geh mit Tab und den Pfeiltasten dorthin und drücke die Leertaste.</translation>
    </message>
    <message>
        <source>{cell} is taken: choose a free cell.</source>
        <translation>{cell} ist besetzt: Wähle ein freies Feld.</translation>
    </message>
    <message>
        <source>{cell} is right. {mark} answers {reply}: your move.</source>
        <translation>{cell} ist richtig. {mark} antwortet mit {reply}: Du bist am Zug.</translation>
    </message>
    <message>
        <source>Solved! {cell} wins.</source>
        <translation>Gelöst! {cell} gewinnt.</translation>
    </message>
    <message>
        <source>Your puzzle rating counts a first try without hints, so it counts this puzzle as missed.</source>
        <translation>Deine Aufgabenwertung zählt nur einen ersten Versuch ohne Tipps, darum zählt diese Aufgabe als nicht gelöst.</translation>
    </message>
    <message>
        <source>Hint: play {cell}.</source>
        <translation>Tipp: Spiele {cell}.</translation>
    </message>
    <message>
        <source>Your puzzle rating counts this puzzle as missed.</source>
        <translation>Deine Aufgabenwertung zählt diese Aufgabe als nicht gelöst.</translation>
    </message>
    <message>
        <source>The solution: {line}</source>
        <translation>Die Lösung: {line}</translation>
    </message>
    <message>
        <source>Try again: {question}.</source>
        <translation>Versuch es noch einmal: {question}.</translation>
    </message>
    <message>
        <source>Choose &amp;from:</source>
        <translation>&amp;Wählen aus:</translation>
    </message>
    <message>
        <source>Puzzles to choose from</source>
        <translation>Aufgaben zur Auswahl</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was passiert ist</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>&amp;Lösung zeigen</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Erneut versuchen</translation>
    </message>
    <message>
        <source>&amp;Next puzzle</source>
        <translation>&amp;Nächste Aufgabe</translation>
    </message>
    <message>
        <source>Puzzle of the &amp;day</source>
        <translation>&amp;Aufgabe des Tages</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Puzzle board</source>
        <translation>Brett der Aufgabe</translation>
    </message>
    <message>
        <source>{cell}, {mark}</source>
        <translation>{cell}, {mark}</translation>
    </message>
    <message>
        <source>{cell}, empty, hinted</source>
        <translation>{cell}, leer, vom Tipp markiert</translation>
    </message>
    <message>
        <source>{cell}, empty</source>
        <translation>{cell}, leer</translation>
    </message>
    <message>
        <source>{cell} does not win. Try again.</source>
        <translation>{cell} gewinnt nicht. Versuch es noch einmal.</translation>
    </message>
    <message>
        <source>{cell} does not win: the computer answers…</source>
        <translation>{cell} gewinnt nicht: Der Computer antwortet…</translation>
    </message>
    <message>
        <source>{cell} does not win: {mark} answers {reply}. Try again.</source>
        <translation>{cell} gewinnt nicht: {mark} antwortet mit {reply}. Versuch es noch einmal.</translation>
    </message>
    <message>
        <source>{mark} to play and win in 1 move</source>
        <translation>{mark} zieht und gewinnt in 1 Zug</translation>
    </message>
    <message>
        <source>{mark} to play and win in {n} moves</source>
        <translation>{mark} zieht und gewinnt in {n} Zügen</translation>
    </message>
    <message>
        <source>All puzzles</source>
        <translation>Alle Aufgaben</translation>
    </message>
    <message>
        <source>3 x 3</source>
        <translation>3 x 3</translation>
    </message>
    <message>
        <source>3 x 3, reverse rules</source>
        <translation>3 x 3, umgekehrte Regeln</translation>
    </message>
    <message>
        <source>Wins by fours (15 x 15)</source>
        <translation>Gewinne durch Vierer (15 x 15)</translation>
    </message>
    <message>
        <source>Wins by fours and threes (15 x 15)</source>
        <translation>Gewinne durch Vierer und Dreier (15 x 15)</translation>
    </message>
    <message>
        <source>Puzzle {id} · {size} x {size}, {length} in a row{reverse} · difficulty {level}</source>
        <translation>Aufgabe {id} · {size} x {size}, {length} in einer Reihe{reverse} · Schwierigkeit {level}</translation>
    </message>
    <message>
        <source>, reverse rules</source>
        <translation>, umgekehrte Regeln</translation>
    </message>
    <message numerus="yes">
        <source>Your puzzle rating: {rating} (± {deviation}, %n puzzles)</source>
        <translation>
            <numerusform>Deine Aufgabenwertung: {rating} (± {deviation}, Aufgaben: %n)</numerusform>
            <numerusform>Deine Aufgabenwertung: {rating} (± {deviation}, Aufgaben: %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: the winning move is one of {cells}.</source>
        <translation>Tipp: Der Gewinnzug ist eines dieser Felder: {cells}.</translation>
    </message>
    <message>
        <source>best move</source>
        <translation>bester Zug</translation>
    </message>
    <message>
        <source>good move</source>
        <translation>guter Zug</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>Patzer</translation>
    </message>
    <message>
        <source>1 2 3: the better line, from the move before</source>
        <translation>1 2 3: die bessere Zugfolge ab dem Zug davor</translation>
    </message>
    <message>
        <source>{name} is the best move (wins in {n})</source>
        <translation>{name} ist der beste Zug (gewinnt in {n})</translation>
    </message>
    <message>
        <source>{name} is the best move (loses in {n})</source>
        <translation>{name} ist der beste Zug (verliert in {n})</translation>
    </message>
    <message>
        <source>{name} is the best move (draws)</source>
        <translation>{name} ist der beste Zug (Remis)</translation>
    </message>
    <message>
        <source>{name} is the best move (estimate {label})</source>
        <translation>{name} ist der beste Zug (Schätzung {label})</translation>
    </message>
    <message>
        <source>{name} is good; {best} was better</source>
        <translation>{name} ist gut; {best} war besser</translation>
    </message>
    <message>
        <source>{name} wins in {n}; {best} won in {m}</source>
        <translation>{name} gewinnt in {n}; {best} hätte in {m} gewonnen</translation>
    </message>
    <message>
        <source>{name} only draws; {best} won in {m}</source>
        <translation>{name} führt nur zum Remis; {best} hätte in {m} gewonnen</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win in {n}; {best} won in {m}</source>
        <translation>{name} lässt {rival} den Sieg in {n} erzwingen; {best} hätte in {m} gewonnen</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win in {n}; {best} held the draw</source>
        <translation>{name} lässt {rival} den Sieg in {n} erzwingen; {best} hätte das Remis gehalten</translation>
    </message>
    <message>
        <source>{name} misses the win: {best} completes a line</source>
        <translation>{name} verpasst den Sieg: {best} vollendet eine Reihe</translation>
    </message>
    <message>
        <source>{name} leaves {rival}&apos;s four unblocked; {best} blocks it</source>
        <translation>{name} lässt den Vierer von {rival} offen; {best} blockiert ihn</translation>
    </message>
    <message>
        <source>{name} misses a win by fours and threes; {best} starts it (estimate)</source>
        <translation>{name} verpasst einen Sieg durch Vierer und Dreier; {best} hätte ihn eingeleitet (geschätzt)</translation>
    </message>
    <message>
        <source>{name} misses a win by fours: {best} wins in {m}</source>
        <translation>{name} verpasst einen Sieg durch Vierer: {best} gewinnt in {m}</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win by fours in {n}; {best} stops it</source>
        <translation>{name} lässt {rival} einen Sieg durch Vierer in {n} erzwingen; {best} verhindert ihn</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win by fours in {n}; {best} was better</source>
        <translation>{name} lässt {rival} einen Sieg durch Vierer in {n} erzwingen; {best} war besser</translation>
    </message>
    <message>
        <source>{name} lets {rival} win by fours and threes (estimate); {best} stops it</source>
        <translation>{name} lässt {rival} durch Vierer und Dreier gewinnen (geschätzt); {best} verhindert das</translation>
    </message>
    <message>
        <source>{name} gives ground (estimate: {before}% to {after}%); {best} was better</source>
        <translation>{name} verliert an Boden (Schätzung: von {before}&#xa0;% auf {after}&#xa0;%); {best} war besser</translation>
    </message>
    <message>
        <source>another move</source>
        <translation>ein anderer Zug</translation>
    </message>
    <message>
        <source>{grade}: {sentence}</source>
        <translation>{grade}: {sentence}</translation>
    </message>
    <message>
        <source>{text} (an estimate)</source>
        <translation>{text} (geschätzt)</translation>
    </message>
    <message>
        <source>Better: {line}</source>
        <translation>Besser: {line}</translation>
    </message>
    <message>
        <source>Reviewing move {number} of {total}…</source>
        <translation>Zug {number} von {total} wird analysiert…</translation>
    </message>
    <message>
        <source>Review stopped after {done} of {total} moves.</source>
        <translation>Analyse nach {done} von {total} Zügen abgebrochen.</translation>
    </message>
    <message>
        <source>Review done: {total} moves marked.</source>
        <translation>Analyse fertig: {total} Züge bewertet.</translation>
    </message>
</context>
<context>
    <name>CoachCommands</name>
    <message>
        <source>Cannot open the puzzles</source>
        <translation>Taktikaufgaben können nicht geöffnet werden</translation>
    </message>
    <message>
        <source>The puzzle set is missing from this installation of the app.</source>
        <translation>Die Aufgabensammlung fehlt in dieser Installation der App.</translation>
    </message>
    <message>
        <source>The puzzle set of this installation is damaged: reinstall the app.</source>
        <translation>Die Aufgabensammlung dieser Installation ist beschädigt: Installiere die App neu.</translation>
    </message>
    <message>
        <source>Cannot save the coach&apos;s marks</source>
        <translation>Die Bewertungen des Coachs können nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Puzzle rating: no puzzle tried yet (Game &gt; Puzzles…).</source>
        <translation>Aufgabenwertung: noch keine Aufgabe versucht (Spiel &gt; Taktikaufgaben…).</translation>
    </message>
    <message>
        <source>Puzzle rating: {rating} (solved at the first try without hints: {solved} of {count}); lately {ratings}</source>
        <translation>Aufgabenwertung: {rating} (im ersten Versuch ohne Tipps gelöst: {solved} von {count}); zuletzt {ratings}</translation>
    </message>
</context>
<context>
    <name>CoachReport</name>
    <message>
        <source>Coach&apos;s review: {x} (X) vs {o} (O)</source>
        <translation>Trainer-Analyse: {x} (X) gegen {o} (O)</translation>
    </message>
    <message>
        <source>{done} of {total} moves marked.</source>
        <translation>{done} von {total} Zügen bewertet.</translation>
    </message>
    <message>
        <source>Marks are exact where the value is proven; ~ marks an estimate of the search. Signs: ! best move, ?! inaccuracy, ? mistake, ?? blunder.</source>
        <translation>Die Bewertungen sind exakt, wo der Wert bewiesen ist; ~ kennzeichnet eine Schätzung der Suche. Zeichen: ! bester Zug, ?! Ungenauigkeit, ? Fehler, ?? Patzer.</translation>
    </message>
    <message>
        <source>Marks per player</source>
        <translation>Bewertungen je Spieler</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>{name} (X)</source>
        <translation>{name} (X)</translation>
    </message>
    <message>
        <source>{name} (O)</source>
        <translation>{name} (O)</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Better</source>
        <translation>Besser</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
</context>
<context>
    <name>DesktopEntry</name>
    <message>
        <source>Tic-Tac-Toe</source>
        <translation>Tic-Tac-Toe-Spiel</translation>
    </message>
    <message>
        <source>Play tic-tac-toe on boards from 3 x 3 to 15 x 15 against a friend or the computer</source>
        <translation>Tic-Tac-Toe auf Spielfeldern von 3 x 3 bis 15 x 15 gegen Freunde oder den Computer spielen</translation>
    </message>
    <message>
        <source>tic-tac-toe;tictactoe;noughts;crosses;gomoku;k-in-a-row;misere;</source>
        <extracomment>Search words, each followed by a semicolon: keep the English ones and add your own.</extracomment>
        <translation>tic-tac-toe;tictactoe;noughts;crosses;gomoku;k-in-a-row;misere;Drei gewinnt;Kreis und Kreuz;Brettspiel;Strategiespiel;Denkspiel;</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Open a game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>End this game?</source>
        <translation>Dieses Spiel beenden?</translation>
    </message>
    <message>
        <source>The game in progress will not be kept.</source>
        <translation>Das laufende Spiel wird nicht behalten.</translation>
    </message>
    <message>
        <source>Game files (*.ttt *.psq *.sgf)</source>
        <translation>Spieldateien (*.ttt *.psq *.sgf)</translation>
    </message>
    <message>
        <source>ttt_qt games (*.ttt)</source>
        <translation>ttt_qt-Spiele (*.ttt)</translation>
    </message>
    <message>
        <source>Piskvork games (*.psq)</source>
        <translation>Piskvork-Spiele (*.psq)</translation>
    </message>
    <message>
        <source>SGF games (*.sgf)</source>
        <translation>SGF-Spiele (*.sgf)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Add an engine</source>
        <translation>Engine hinzufügen</translation>
    </message>
    <message>
        <source>Gomocup engines (pbrain-*);;All files (*)</source>
        <translation>Gomocup-Engines (pbrain-*);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The game in progress will count as abandoned in Statistics.</source>
        <translation>Das laufende Spiel zählt in der Statistik als abgebrochen.</translation>
    </message>
    <message>
        <source>The game in progress will count as abandoned in Statistics, and as a loss for Match my level.</source>
        <translation>Das laufende Spiel zählt in der Statistik als abgebrochen und für „Auf meinem Niveau“ als Niederlage.</translation>
    </message>
    <message>
        <source>The game in progress is saved in {file}: Open Game brings it back.</source>
        <translation>Das laufende Spiel ist in {file} gespeichert: „Spiel öffnen“ holt es zurück.</translation>
    </message>
    <message>
        <source>The game in progress is saved in {file}: Open Game brings it back. In Statistics it will count as abandoned.</source>
        <translation>Das laufende Spiel ist in {file} gespeichert: „Spiel öffnen“ holt es zurück. In der Statistik zählt es als abgebrochen.</translation>
    </message>
    <message>
        <source>The game in progress is saved in {file}: Open Game brings it back. In Statistics it will count as abandoned, and as a loss for Match my level.</source>
        <translation>Das laufende Spiel ist in {file} gespeichert: „Spiel öffnen“ holt es zurück. In der Statistik zählt es als abgebrochen und für „Auf meinem Niveau“ als Niederlage.</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <source>The game has just ended: {result}</source>
        <translation>Das Spiel ist gerade zu Ende gegangen: {result}</translation>
    </message>
    <message>
        <source>About {name}</source>
        <translation>Über {name}</translation>
    </message>
    <message>
        <source>&lt;h2&gt;{name}&lt;/h2&gt;&lt;p&gt;Version {version}&lt;/p&gt;</source>
        <translation>&lt;h2&gt;{name}&lt;/h2&gt;&lt;p&gt;Version {version}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Tic-tac-toe from 3 x 3 to 15 x 15, k in a row, normal or reverse rules, against a friend or computer players from dumb to perfect.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;br&gt;&lt;a href=&quot;{url}&quot;&gt;{url}&lt;/a&gt;&lt;/p&gt;&lt;p&gt;Credits: the ttt_qt developers. Its console games and course modules follow the programming courses they were written for. Built with Python and Qt.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tic-Tac-Toe von 3 x 3 bis 15 x 15, k in einer Reihe, mit normalen oder umgekehrten Regeln, gegen Freunde oder Computerspieler von simpel bis perfekt.&lt;/p&gt;&lt;p&gt;Freie Software unter der MIT-Lizenz.&lt;br&gt;&lt;a href=&quot;{url}&quot;&gt;{url}&lt;/a&gt;&lt;/p&gt;&lt;p&gt;Danksagungen: die Entwickler von ttt_qt. Die Konsolenspiele und Kursmodule folgen den Programmierkursen, für die sie geschrieben wurden. Erstellt mit Python und Qt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Über Qt</translation>
    </message>
</context>
<context>
    <name>EngineHelp</name>
    <message>
        <source>The engine failed</source>
        <translation>Die Engine ist ausgefallen</translation>
    </message>
    <message>
        <source>The game is kept. Play on against {level}, or start {name} again?</source>
        <translation>Das Spiel bleibt erhalten. Gegen {level} weiterspielen oder {name} neu starten?</translation>
    </message>
    <message>
        <source>Play on against {level}</source>
        <translation>Gegen {level} weiterspielen</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Erneut versuchen</translation>
    </message>
</context>
<context>
    <name>EngineLogDialog</name>
    <message>
        <source>Engine Log</source>
        <translation>Engine-Protokoll</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>No outside engine plays or gives hints now.</source>
        <translation>Zurzeit spielt keine externe Engine und keine gibt Tipps.</translation>
    </message>
    <message>
        <source>{name} ({path}), not running</source>
        <translation>{name} ({path}), läuft nicht</translation>
    </message>
    <message>
        <source>{name} ({path}), process {pid}</source>
        <translation>{name} ({path}), Prozess {pid}</translation>
    </message>
    <message>
        <source>It has printed no message.</source>
        <translation>Sie hat keine Meldung ausgegeben.</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <source>There is no file at {path}.</source>
        <translation>Unter {path} gibt es keine Datei.</translation>
    </message>
    <message>
        <source>{name} is not a program that can be run (it is not executable).</source>
        <translation>{name} ist kein Programm, das sich starten lässt (es ist nicht ausführbar).</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Engines</translation>
    </message>
    <message>
        <source>Gomocup engines (programs named pbrain-…) play five in a row on boards from 7 x 7 to 15 x 15. They are started from where they are; nothing is copied.</source>
        <translation>Gomocup-Engines (Programme namens pbrain-…) spielen fünf in einer Reihe auf Brettern von 7 x 7 bis 15 x 15. Sie werden dort gestartet, wo sie liegen; nichts wird kopiert.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>Programm</translation>
    </message>
    <message>
        <source>Engines added</source>
        <translation>Hinzugefügte Engines</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Hints come from the engine chosen here: its move for the side to move.</source>
        <translation>Tipps kommen von der hier gewählten Engine: ihr Zug für die Seite am Zug.</translation>
    </message>
    <message>
        <source>Analyse &amp;with:</source>
        <translation>Analyse &amp;mit:</translation>
    </message>
    <message>
        <source>With the evaluation shown, the values on the cells stay the app&apos;s own (an engine gives one move, not a value per cell); the engine&apos;s move is framed as a hint, with its evaluation in the status bar.</source>
        <translation>Bei angezeigter Bewertung bleiben die Werte auf den Feldern die der App (eine Engine liefert einen Zug, keinen Wert je Feld); der Zug der Engine wird als Tipp umrahmt, ihre Bewertung steht in der Statusleiste.</translation>
    </message>
    <message>
        <source>That engine is in the list already.</source>
        <translation>Diese Engine ist schon in der Liste.</translation>
    </message>
    <message>
        <source>Starting {path} to read its name…</source>
        <translation>{path} wird gestartet, um den Namen zu lesen…</translation>
    </message>
    <message>
        <source>Built-in analysis</source>
        <translation>Eingebaute Analyse</translation>
    </message>
    <message>
        <source>{name} was added.</source>
        <translation>{name} wurde hinzugefügt.</translation>
    </message>
    <message>
        <source>{reason} It was not added.</source>
        <translation>{reason} Sie wurde nicht hinzugefügt.</translation>
    </message>
</context>
<context>
    <name>EnginesSection</name>
    <message>
        <source>Engines</source>
        <translation>Engines</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>&amp;Engines…</translation>
    </message>
    <message>
        <source>Add or remove Gomocup engines, and choose who gives hints</source>
        <translation>Gomocup-Engines hinzufügen oder entfernen und wählen, wer Tipps gibt</translation>
    </message>
    <message>
        <source>None added. Hints come from the app&apos;s own analysis.</source>
        <translation>Keine hinzugefügt. Tipps kommen aus der eigenen Analyse der App.</translation>
    </message>
    <message>
        <source>{names}. Hints come from the app&apos;s own analysis.</source>
        <translation>{names}. Tipps kommen aus der eigenen Analyse der App.</translation>
    </message>
    <message>
        <source>{names}. Hints come from {analyst} for five in a row on 7 x 7 to 15 x 15, else from the app&apos;s own analysis.</source>
        <translation>{names}. Tipps kommen von {analyst} bei fünf in einer Reihe auf 7 x 7 bis 15 x 15, sonst aus der eigenen Analyse der App.</translation>
    </message>
</context>
<context>
    <name>Evaluation</name>
    <message numerus="yes">
        <source>Win in %n</source>
        <translation>
            <numerusform>Sieg in %n</numerusform>
            <numerusform>Sieg in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loss in %n</source>
        <translation>
            <numerusform>Niederlage in %n</numerusform>
            <numerusform>Niederlage in %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw</source>
        <comment>a proven result: with best play nobody wins</comment>
        <translation>Remis</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>%1: %2. %3 wins by playing here.</source>
        <translation>%1: %2. %3 gewinnt mit einem Zug hierhin.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2. If %3 plays here, %3 can force a win within %n moves (the moves of both players, this one included).</source>
        <translation>
            <numerusform>%1: %2. Wenn %3 hier spielt, kann %3 den Sieg in höchstens %n Zug erzwingen (Züge beider Spieler, dieser mitgezählt).</numerusform>
            <numerusform>%1: %2. Wenn %3 hier spielt, kann %3 den Sieg in höchstens %n Zügen erzwingen (Züge beider Spieler, dieser mitgezählt).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2. If %3 plays here, %4 can force a win within %n moves (the moves of both players, this one included).</source>
        <translation>
            <numerusform>%1: %2. Wenn %3 hier spielt, kann %4 den Sieg in höchstens %n Zug erzwingen (Züge beider Spieler, dieser mitgezählt).</numerusform>
            <numerusform>%1: %2. Wenn %3 hier spielt, kann %4 den Sieg in höchstens %n Zügen erzwingen (Züge beider Spieler, dieser mitgezählt).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2. If %3 plays here, neither player can force a win: with best play the game is a draw.</source>
        <translation>%1: %2. Wenn %3 hier spielt, kann keiner den Sieg erzwingen: Bei bestem Spiel endet die Partie unentschieden.</translation>
    </message>
    <message>
        <source>%1: %2. If %3 plays here, %3&apos;s chances are estimated at %5% (a draw counts as half a win). This is not proven.</source>
        <translation>%1: %2. Wenn %3 hier spielt, werden die Chancen von %3 auf %5&#xa0;% geschätzt (ein Remis zählt als halber Sieg). Das ist nicht bewiesen.</translation>
    </message>
    <message>
        <source>Each free cell shows how the game goes for %1 if %1 plays there.</source>
        <translation>Jedes freie Feld zeigt, wie das Spiel für %1 ausgeht, wenn %1 dorthin setzt.</translation>
    </message>
    <message>
        <source>Evaluating every free cell for %1…</source>
        <translation>Alle freien Felder werden für %1 bewertet…</translation>
    </message>
    <message>
        <source>The values come back when a person is to move.</source>
        <translation>Die Werte erscheinen wieder, wenn ein Mensch am Zug ist.</translation>
    </message>
    <message>
        <source>Pause the game to see the values for the player to move.</source>
        <translation>Halte das Spiel an, um die Werte für die Seite am Zug zu sehen.</translation>
    </message>
    <message>
        <source>The game is over: there is nothing left to evaluate.</source>
        <translation>Das Spiel ist vorbei: Es gibt nichts mehr zu bewerten.</translation>
    </message>
    <message>
        <source>Green a win, blue a draw, red a loss: proven with best play, stronger the sooner.</source>
        <translation>Grün ein Sieg, blau ein Remis, rot eine Niederlage: bewiesen bei bestem Spiel, kräftiger, je früher.</translation>
    </message>
    <message>
        <source>Paler shades: estimated chances, not proven. Point at a cell to read its value.</source>
        <translation>Blassere Farben: geschätzte Chancen, nicht bewiesen. Zeige auf ein Feld, um seinen Wert zu lesen.</translation>
    </message>
    <message>
        <source>Win in 3, Draw, Loss in 2: proven with best play, moves of both players counted.</source>
        <translation>Sieg in 3, Remis, Niederlage in 2: bewiesen bei bestem Spiel, Züge beider Spieler gezählt.</translation>
    </message>
    <message>
        <source>A percentage: estimated chances, not proven (a draw counts half).</source>
        <translation>Ein Prozentwert: geschätzte Chancen, nicht bewiesen (ein Remis zählt halb).</translation>
    </message>
</context>
<context>
    <name>EvaluationSummary</name>
    <message numerus="yes">
        <source>Every move for %1 wins in %n.</source>
        <translation>
            <numerusform>Jeder Zug für %1 führt zum Sieg in %n.</numerusform>
            <numerusform>Jeder Zug für %1 führt zum Sieg in %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every move for %1 loses in %n.</source>
        <translation>
            <numerusform>Jeder Zug für %1 führt zur Niederlage in %n.</numerusform>
            <numerusform>Jeder Zug für %1 führt zur Niederlage in %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every move for %1 draws.</source>
        <comment>with best play, wherever %1 plays</comment>
        <translation>Jeder Zug für %1 führt zum Remis.</translation>
    </message>
    <message>
        <source>Every move for %1 is estimated at %2%.</source>
        <translation>Jeder Zug für %1 wird auf %2&#xa0;% geschätzt.</translation>
    </message>
    <message numerus="yes">
        <source>Every move for %1 wins in %n, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>
            <numerusform>Jeder Zug für %1 führt zum Sieg in %n, außer %2.</numerusform>
            <numerusform>Jeder Zug für %1 führt zum Sieg in %n, außer %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every move for %1 loses in %n, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>
            <numerusform>Jeder Zug für %1 führt zur Niederlage in %n, außer %2.</numerusform>
            <numerusform>Jeder Zug für %1 führt zur Niederlage in %n, außer %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every move for %1 draws, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>Jeder Zug für %1 führt zum Remis, außer %2.</translation>
    </message>
    <message>
        <source>Every move for %1 is estimated at %3%, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>Jeder Zug für %1 wird auf %3&#xa0;% geschätzt, außer %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1: wins in %n</source>
        <comment>a cell (%1) and its value</comment>
        <translation>
            <numerusform>%1: Sieg in %n</numerusform>
            <numerusform>%1: Sieg in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: loses in %n</source>
        <comment>a cell (%1) and its value</comment>
        <translation>
            <numerusform>%1: Niederlage in %n</numerusform>
            <numerusform>%1: Niederlage in %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: draws</source>
        <comment>a cell (%1) and its value</comment>
        <translation>%1: Remis</translation>
    </message>
    <message>
        <source>%1: %2%</source>
        <comment>a cell (%1) and its estimated chances</comment>
        <translation>%1: %2&#xa0;%</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>{name} does not exist.</source>
        <translation>{name} existiert nicht.</translation>
    </message>
    <message>
        <source>{name} is a folder, not a saved game.</source>
        <translation>{name} ist ein Ordner, kein gespeichertes Spiel.</translation>
    </message>
    <message>
        <source>{name} cannot be read: permission denied.</source>
        <translation>{name} kann nicht gelesen werden: Zugriff verweigert.</translation>
    </message>
    <message>
        <source>{name} is not a text file, so it is not a saved game.</source>
        <translation>{name} ist keine Textdatei und damit kein gespeichertes Spiel.</translation>
    </message>
    <message>
        <source>{name} cannot be read: {reason}.</source>
        <translation>{name} kann nicht gelesen werden: {reason}.</translation>
    </message>
    <message>
        <source>{name} is empty: there is no game in it.</source>
        <translation>{name} ist leer: Es enthält kein Spiel.</translation>
    </message>
    <message>
        <source>{name} was saved by a newer version of ttt_qt (game format {version}; this version reads format {ours}). Update ttt_qt to open it.</source>
        <translation>{name} wurde mit einer neueren Version von ttt_qt gespeichert (Spielformat {version}; diese Version liest Format {ours}). Aktualisiere ttt_qt, um es zu öffnen.</translation>
    </message>
    <message>
        <source>{name} is not a ttt_qt game: the first line must be &apos;{header}&apos;.</source>
        <translation>{name} ist kein ttt_qt-Spiel: Die erste Zeile muss &apos;{header}&apos; lauten.</translation>
    </message>
    <message>
        <source>{name} cannot be opened: {reason}.</source>
        <translation>{name} kann nicht geöffnet werden: {reason}.</translation>
    </message>
    <message>
        <source>{name} is too big to be a game file.</source>
        <translation>{name} ist zu groß für eine Spieldatei.</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>Zeile {line}</translation>
    </message>
    <message>
        <source>line {line}, move {move}</source>
        <translation>Zeile {line}, Zug {move}</translation>
    </message>
    <message>
        <source>{where}: {problem}</source>
        <translation>{where}: {problem}</translation>
    </message>
    <message>
        <source>a saved game is at most {limit} characters</source>
        <translation>ein gespeichertes Spiel hat höchstens {limit} Zeichen</translation>
    </message>
    <message>
        <source>unknown entry &apos;{entry}&apos;</source>
        <translation>unbekannter Eintrag &apos;{entry}&apos;</translation>
    </message>
    <message>
        <source>&apos;{entry}&apos; is given twice</source>
        <translation>&apos;{entry}&apos; steht zweimal da</translation>
    </message>
    <message>
        <source>missing {entries}</source>
        <translation>es fehlt: {entries}</translation>
    </message>
    <message>
        <source>{entry} must be a whole number, not &apos;{text}&apos;</source>
        <translation>{entry} muss eine ganze Zahl sein, nicht &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>board size must be from {low} to {high}, not {size}</source>
        <translation>die Brettgröße muss von {low} bis {high} reichen, nicht {size}</translation>
    </message>
    <message>
        <source>win length must be from {low} to the board size {size}, not {length}</source>
        <translation>die Reihenlänge muss von {low} bis zur Brettgröße {size} reichen, nicht {length}</translation>
    </message>
    <message>
        <source>rules must be &apos;normal&apos; or &apos;reverse&apos;, not &apos;{text}&apos;</source>
        <translation>rules muss &apos;normal&apos; oder &apos;reverse&apos; sein, nicht &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>rule must be &apos;freestyle&apos;, &apos;standard&apos;, &apos;renju&apos; or &apos;caro&apos;, not &apos;{text}&apos;</source>
        <translation>rule muss &apos;freestyle&apos;, &apos;standard&apos;, &apos;renju&apos; oder &apos;caro&apos; sein, nicht &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>the {rule} rule is five in a row on boards from 7 x 7 to 15 x 15, in normal rules</source>
        <translation>die Regel {rule} gilt nur für fünf in einer Reihe auf Brettern von 7 x 7 bis 15 x 15, mit normalen Regeln</translation>
    </message>
    <message>
        <source>the opening must be &apos;none&apos;, &apos;swap&apos; or &apos;swap2&apos;, not &apos;{text}&apos;</source>
        <translation>die Eröffnung muss &apos;none&apos;, &apos;swap&apos; oder &apos;swap2&apos; sein, nicht &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>the {opening} opening is played on 15 x 15 with five in a row, under freestyle, standard or Renju</source>
        <translation>die Eröffnung {opening} wird auf 15 x 15 mit fünf in einer Reihe gespielt, unter freestyle, standard oder Renju</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a choice of the opening: give black, white or two</source>
        <translation>&apos;{text}&apos; ist keine Wahl der Eröffnung: Gib black, white oder two an</translation>
    </message>
    <message>
        <source>{cell} cannot be played before the opening&apos;s choice</source>
        <translation>{cell} kann nicht vor der Wahl der Eröffnung gespielt werden</translation>
    </message>
    <message>
        <source>the opening&apos;s choices ({text}) do not fit its moves</source>
        <translation>die Wahlen der Eröffnung ({text}) passen nicht zu ihren Zügen</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; is not a cell: give a column letter A-{last} and a row 1-{size}, like B2</source>
        <translation>&apos;{word}&apos; ist kein Feld: Gib einen Spaltenbuchstaben A-{last} und eine Zeile 1-{size} an, etwa B2</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; is off the {size} x {size} board: columns A-{last}, rows 1-{size}</source>
        <translation>&apos;{word}&apos; liegt außerhalb des {size} x {size}-Bretts: Spalten A-{last}, Zeilen 1-{size}</translation>
    </message>
    <message>
        <source>{cell} cannot be played, it is already taken</source>
        <translation>{cell} kann nicht gespielt werden, das Feld ist schon belegt</translation>
    </message>
    <message>
        <source>{cell} cannot be played, the game is over</source>
        <translation>{cell} kann nicht gespielt werden, das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>{cell} cannot be played, it is forbidden to X under Renju ({reason})</source>
        <translation>{cell} kann nicht gespielt werden, das Feld ist für X unter Renju verboten ({reason})</translation>
    </message>
    <message>
        <source>{entry} must be &apos;person&apos;, &apos;computer&apos; or &apos;engine&apos;, not &apos;{text}&apos;</source>
        <translation>{entry} muss &apos;person&apos;, &apos;computer&apos; oder &apos;engine&apos; sein, nicht &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>{entry} must give a name after &apos;{player}&apos;</source>
        <translation>{entry} muss nach &apos;{player}&apos; einen Namen angeben</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; in {entry} is not a strategy name (lower-case letters, digits, &apos;-&apos; and &apos;_&apos;)</source>
        <translation>&apos;{text}&apos; in {entry} ist kein Strategiename (Kleinbuchstaben, Ziffern, &apos;-&apos; und &apos;_&apos;)</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; in {entry} is not an option: give name=number, like time_limit=1.5</source>
        <translation>&apos;{text}&apos; in {entry} ist keine Option: Gib Name=Zahl an, etwa time_limit=1.5</translation>
    </message>
    <message>
        <source>the option &apos;{option}&apos; of {entry} is given twice</source>
        <translation>die Option &apos;{option}&apos; von {entry} steht zweimal da</translation>
    </message>
    <message>
        <source>{name} cannot be written: there is no folder {folder}.</source>
        <translation>{name} kann nicht geschrieben werden: Den Ordner {folder} gibt es nicht.</translation>
    </message>
    <message>
        <source>A {format} file cannot keep these rules: {name} will open as {opened}, not {rules}.</source>
        <translation>Eine {format}-Datei kann diese Regeln nicht speichern: {name} wird als „{opened}“ geöffnet, nicht als „{rules}“.</translation>
    </message>
    <message>
        <source>{name} cannot be written: {reason}.</source>
        <translation>{name} kann nicht geschrieben werden: {reason}.</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>Paused. {turn}</source>
        <translation>Angehalten. {turn}</translation>
    </message>
    <message>
        <source>Review: move {moves} of {total}. {result}</source>
        <translation>Nachspielen: Zug {moves} von {total}. {result}</translation>
    </message>
    <message>
        <source>This is a review: Play from here plays on from a move.</source>
        <translation>Das ist ein Nachspielen: „Ab hier spielen“ spielt von einem Zug an weiter.</translation>
    </message>
    <message>
        <source>The game is over: New game starts another.</source>
        <translation>Das Spiel ist vorbei: „Neues Spiel“ beginnt ein weiteres.</translation>
    </message>
    <message>
        <source>Two computers play this game: Pause stops them, Continue goes on.</source>
        <translation>Zwei Computer spielen diese Partie: „Pause“ hält sie an, „Weiter“ lässt sie weiterspielen.</translation>
    </message>
    <message>
        <source>Wait for {name} to move.</source>
        <translation>Warte, bis {name} gezogen hat.</translation>
    </message>
    <message>
        <source>{cell} is taken: choose a free cell.</source>
        <translation>{cell} ist besetzt: Wähle ein freies Feld.</translation>
    </message>
    <message>
        <source>{cell} is forbidden to {mark} under Renju: {reason}.</source>
        <translation>{cell} ist für {mark} unter Renju verboten: {reason}.</translation>
    </message>
    <message>
        <source>{name} ({mark}) chose a move that is not allowed: {error}</source>
        <translation>{name} ({mark}) hat einen unerlaubten Zug gewählt: {error}</translation>
    </message>
    <message>
        <source>{name} ({mark}) made an opening decision that is not allowed: {error}</source>
        <translation>{name} ({mark}) hat eine unerlaubte Entscheidung in der Eröffnung getroffen: {error}</translation>
    </message>
    <message>
        <source>{name} ({mark}) could not move: {message}</source>
        <translation>{name} ({mark}) konnte nicht ziehen: {message}</translation>
    </message>
    <message>
        <source>The analysis failed: {message}</source>
        <translation>Die Analyse ist fehlgeschlagen: {message}</translation>
    </message>
</context>
<context>
    <name>GameRecorder</name>
    <message>
        <source>This game could not be added to the statistics: {reason}</source>
        <translation>Dieses Spiel konnte nicht in die Statistik aufgenommen werden: {reason}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>Stat&amp;istik…</translation>
    </message>
    <message>
        <source>The computers&apos; unfinished game is back, paused: Continue lets them play on.</source>
        <translation>Das unbeendete Spiel der Computer ist zurück, angehalten: „Weiter“ lässt sie weiterspielen.</translation>
    </message>
    <message>
        <source>Your unfinished game is back: play on, or start a new one.</source>
        <translation>Dein unfertiges Spiel ist wieder da: Spiel weiter oder fang ein neues an.</translation>
    </message>
    <message>
        <source>Review this game?</source>
        <translation>Dieses Spiel nachspielen?</translation>
    </message>
    <message>
        <source>&amp;Review the game</source>
        <translation>Spiel &amp;nachspielen</translation>
    </message>
    <message>
        <source>Review: {players} · {rules}</source>
        <translation>Nachspielen: {players} · {rules}</translation>
    </message>
    <message>
        <source>{players} · {rules}</source>
        <translation>{players} · {rules}</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Etwas ist schiefgelaufen</translation>
    </message>
    <message>
        <source>Start a new game with the new settings? If you keep playing, the rules and players stay as they were.</source>
        <translation>Ein neues Spiel mit den neuen Einstellungen beginnen? Wenn du weiterspielst, bleiben Regeln und Spieler, wie sie waren.</translation>
    </message>
    <message>
        <source>The rules and players were not changed; your game goes on.</source>
        <translation>Regeln und Spieler wurden nicht geändert; dein Spiel geht weiter.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>So wird gespielt</translation>
    </message>
    <message>
        <source>Start a &amp;new game</source>
        <translation>&amp;Neues Spiel beginnen</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>The result stays in Statistics; the game from here on is not counted.</source>
        <translation>Das Ergebnis bleibt in der Statistik; das Spiel ab hier wird nicht gezählt.</translation>
    </message>
    <message>
        <source>The game was already over when it was opened: Statistics do not count it.</source>
        <translation>Die Partie war schon beendet, als sie geöffnet wurde: Die Statistik zählt sie nicht.</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Ein neues Spiel beginnen?</translation>
    </message>
    <message>
        <source>Change your opponent and start a new game?</source>
        <translation>Gegner wechseln und ein neues Spiel beginnen?</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
</context>
<context>
    <name>Metainfo</name>
    <message>
        <source>Tic-tac-toe from 3 x 3 to 15 x 15, against a friend or the computer</source>
        <translation>Tic-Tac-Toe von 3 x 3 bis 15 x 15, gegen Freunde oder den Computer</translation>
    </message>
    <message>
        <source>A tic-tac-toe game for the desktop that grows with its players: the classic 3 x 3 game, boards up to 15 x 15 with k in a row to win, and reverse (misère) rules in which whoever completes a line loses.</source>
        <translation>Ein Tic-Tac-Toe für den Desktop, das mit seinen Spielern wächst: das klassische Spiel auf 3 x 3, Spielfelder bis 15 x 15, auf denen k in einer Reihe gewinnen, und umgekehrte Regeln (Misère), bei denen verliert, wer eine Reihe vervollständigt.</translation>
    </message>
    <message>
        <source>Play a friend, play the computer, or watch two computer players</source>
        <translation>Gegen Freunde oder den Computer spielen oder zwei Computerspielern zusehen</translation>
    </message>
    <message>
        <source>Computer players from a beginner that takes the first free cell to one that never loses</source>
        <translation>Computerspieler vom Anfänger, der das erste freie Feld nimmt, bis zu einem, der nie verliert</translation>
    </message>
    <message>
        <source>Hints, undo and redo, a move list and a highlighted winning line</source>
        <translation>Tipps, Rückgängig und Wiederholen, eine Zugliste und eine hervorgehobene Gewinnreihe</translation>
    </message>
    <message>
        <source>An evaluation overlay that shows how good every free cell is</source>
        <translation>Eine Bewertungsanzeige, die zeigt, wie gut jedes freie Feld ist</translation>
    </message>
    <message>
        <source>Statistics of every game, with a chart and a PDF or CSV report</source>
        <translation>Statistik über jedes Spiel, mit Diagramm und einem Bericht als PDF oder CSV</translation>
    </message>
    <message>
        <source>Mouse and keyboard play, with the numeric keypad on 3 x 3</source>
        <translation>Spielen mit Maus und Tastatur, auf 3 x 3 auch mit dem Ziffernblock</translation>
    </message>
    <message>
        <source>A game against the computer on the classic 3 x 3 board</source>
        <translation>Ein Spiel gegen den Computer auf dem klassischen 3-x-3-Spielfeld</translation>
    </message>
    <message>
        <source>tic-tac-toe</source>
        <translation>Tic-Tac-Toe</translation>
    </message>
    <message>
        <source>noughts and crosses</source>
        <translation>Drei gewinnt</translation>
    </message>
    <message>
        <source>k in a row</source>
        <translation>k in einer Reihe</translation>
    </message>
</context>
<context>
    <name>Mode</name>
    <message>
        <source>You vs the computer</source>
        <translation>Du gegen den Computer</translation>
    </message>
    <message>
        <source>Two people</source>
        <translation>Zwei Personen</translation>
    </message>
    <message>
        <source>Computer vs computer</source>
        <translation>Computer gegen Computer</translation>
    </message>
</context>
<context>
    <name>MoveReport</name>
    <message numerus="yes">
        <source>%2 played %3 (%1) — proven: %4 can force a win within %n more moves (the moves of both players).</source>
        <translation>
            <numerusform>%2 (%1) hat %3 gespielt – bewiesen: %4 kann den Sieg in höchstens %n weiteren Zug erzwingen (Züge beider Spieler).</numerusform>
            <numerusform>%2 (%1) hat %3 gespielt – bewiesen: %4 kann den Sieg in höchstens %n weiteren Zügen erzwingen (Züge beider Spieler).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a forced win within %n moves (the moves of both players)</source>
        <translation>
            <numerusform>ein erzwungener Sieg in höchstens %n Zug (Züge beider Spieler)</numerusform>
            <numerusform>ein erzwungener Sieg in höchstens %n Zügen (Züge beider Spieler)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a forced loss within %n moves (the moves of both players)</source>
        <translation>
            <numerusform>eine erzwungene Niederlage in höchstens %n Zug (Züge beider Spieler)</numerusform>
            <numerusform>eine erzwungene Niederlage in höchstens %n Zügen (Züge beider Spieler)</numerusform>
        </translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — proven: with best play the game is a draw.</source>
        <translation>%2 (%1) hat %3 gespielt – bewiesen: Bei bestem Spiel endet die Partie unentschieden.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — a forced move.</source>
        <translation>%2 (%1) hat %3 gespielt – ein erzwungener Zug.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — the best move found in %4 s, not proven.</source>
        <translation>%2 (%1) hat %3 gespielt – der beste in %4 s gefundene Zug, nicht bewiesen.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — the move its random games favoured, not proven.</source>
        <translation>%2 (%1) hat %3 gespielt – der Zug, den seine Zufallspartien bevorzugten, nicht bewiesen.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — a cell chosen at random.</source>
        <translation>%2 (%1) hat %3 gespielt – ein zufällig gewähltes Feld.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — the first free cell.</source>
        <translation>%2 (%1) hat %3 gespielt – das erste freie Feld.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — its usual opening move, not searched.</source>
        <translation>%2 (%1) hat %3 gespielt – sein üblicher Eröffnungszug, nicht gesucht.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — not proven.</source>
        <translation>%2 (%1) hat %3 gespielt – nicht bewiesen.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — a move by its rules of thumb, not proven.</source>
        <translation>%2 (%1) hat %3 gespielt – ein Zug nach Faustregeln, nicht bewiesen.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) the last time the app ran.</source>
        <translation>%2 (%1) hat %3 gespielt, als die App zuletzt lief.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1), an outside engine&apos;s move.</source>
        <translation>%2 (%1) hat %3 gespielt, der Zug einer externen Engine.</translation>
    </message>
    <message>
        <source>%1 suggests %2 for %3.</source>
        <translation>%1 schlägt %2 für %3 vor.</translation>
    </message>
    <message>
        <source>Its evaluation for %1: %2 (depth %3).</source>
        <translation>Seine Bewertung für %1: %2 (Tiefe %3).</translation>
    </message>
    <message>
        <source>Its evaluation for %1: %2.</source>
        <translation>Seine Bewertung für %1: %2.</translation>
    </message>
    <message>
        <source>It expects %1.</source>
        <translation>Es erwartet %1.</translation>
    </message>
    <message>
        <source>Hint for %1: %2.</source>
        <translation>Tipp für %1: %2.</translation>
    </message>
    <message>
        <source>Hint for %1: %2 — proven: %3.</source>
        <translation>Tipp für %1: %2 – bewiesen: %3.</translation>
    </message>
    <message>
        <source>Hint for %1: %2 — the best move found in %3 s, not proven (%4).</source>
        <translation>Tipp für %1: %2 – der beste in %3 s gefundene Zug, nicht bewiesen (%4).</translation>
    </message>
</context>
<context>
    <name>OpeningChoices</name>
    <message>
        <source>Play &amp;black</source>
        <translation>Mit Schw&amp;arz spielen</translation>
    </message>
    <message>
        <source>Play &amp;white</source>
        <translation>Mit Weiß spie&amp;len</translation>
    </message>
    <message>
        <source>Place two &amp;more stones</source>
        <translation>Zwei Steine &amp;dazusetzen</translation>
    </message>
</context>
<context>
    <name>OpeningCombo</name>
    <message>
        <source>Opening</source>
        <translation>Eröffnung</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Black (X) places the first stone and moves on.</source>
        <translation>Schwarz (X) setzt den ersten Stein, dann geht das Spiel normal weiter.</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Swap</translation>
    </message>
    <message>
        <source>The first player places three stones; the other then chooses a colour.</source>
        <translation>Der erste Spieler setzt drei Steine; der andere wählt dann eine Farbe.</translation>
    </message>
    <message>
        <source>Swap2</source>
        <translation>Swap2</translation>
    </message>
    <message>
        <source>The first player places three stones; the other chooses a colour, or places two more and leaves the choice to the first.</source>
        <translation>Der erste Spieler setzt drei Steine; der andere wählt eine Farbe oder setzt zwei weitere und überlässt die Wahl dem ersten.</translation>
    </message>
    <message>
        <source>Swap and swap2 are played on {size} x {size} with five in a row, under freestyle, standard or Renju.</source>
        <translation>Swap und Swap2 werden auf {size} x {size} mit fünf in einer Reihe gespielt, unter Freistil, Standard oder Renju.</translation>
    </message>
</context>
<context>
    <name>OpeningTexts</name>
    <message>
        <source>{name} is choosing a side…</source>
        <translation>{name} wählt eine Farbe…</translation>
    </message>
    <message>
        <source>{name} is placing the opening stones…</source>
        <translation>{name} setzt die Eröffnungssteine…</translation>
    </message>
    <message>
        <source>Opening: place a black stone (X), {count} to go.</source>
        <translation>Eröffnung: Setze einen schwarzen Stein (X), noch {count}.</translation>
    </message>
    <message>
        <source>Opening: place a white stone (O), {count} to go.</source>
        <translation>Eröffnung: Setze einen weißen Stein (O), noch {count}.</translation>
    </message>
    <message>
        <source>Opening: {name} places a black stone (X), {count} to go.</source>
        <translation>Eröffnung: {name} setzt einen schwarzen Stein (X), noch {count}.</translation>
    </message>
    <message>
        <source>Opening: {name} places a white stone (O), {count} to go.</source>
        <translation>Eröffnung: {name} setzt einen weißen Stein (O), noch {count}.</translation>
    </message>
    <message>
        <source>Your choice: play black, play white or place two more stones.</source>
        <translation>Du wählst: mit Schwarz spielen, mit Weiß spielen oder zwei weitere Steine setzen.</translation>
    </message>
    <message>
        <source>Your choice: play black or play white.</source>
        <translation>Du wählst: mit Schwarz oder mit Weiß spielen.</translation>
    </message>
    <message>
        <source>{name} chooses: play black, play white or place two more stones.</source>
        <translation>{name} wählt: mit Schwarz spielen, mit Weiß spielen oder zwei weitere Steine setzen.</translation>
    </message>
    <message>
        <source>{name} chooses: play black or play white.</source>
        <translation>{name} wählt: mit Schwarz oder mit Weiß spielen.</translation>
    </message>
    <message>
        <source>{name} took black.</source>
        <translation>{name} hat Schwarz genommen.</translation>
    </message>
    <message>
        <source>{name} took white.</source>
        <translation>{name} hat Weiß genommen.</translation>
    </message>
    <message>
        <source>{name} will place two more stones.</source>
        <translation>{name} setzt zwei weitere Steine.</translation>
    </message>
    <message>
        <source>Swap2 keeps the first stones fair: the other player picks a side after seeing them.</source>
        <translation>Swap2 macht die ersten Steine fair: Der andere Spieler wählt seine Farbe, nachdem er sie gesehen hat.</translation>
    </message>
    <message>
        <source>Swap keeps the first stones fair: the other player picks a side after seeing them.</source>
        <translation>Swap macht die ersten Steine fair: Der andere Spieler wählt seine Farbe, nachdem er sie gesehen hat.</translation>
    </message>
    <message>
        <source>Choose a side first, with the buttons beside the board.</source>
        <translation>Wähle zuerst eine Farbe, mit den Schaltflächen neben dem Spielfeld.</translation>
    </message>
</context>
<context>
    <name>OpponentPicker</name>
    <message>
        <source>Another person</source>
        <translation>Andere Person</translation>
    </message>
    <message>
        <source>Two people take turns at this board</source>
        <translation>Zwei Personen spielen abwechselnd auf diesem Spielfeld</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>&amp;Gegner:</translation>
    </message>
    <message>
        <source>Who you play against; changing it starts a new game (asking first mid-game)</source>
        <translation>Gegen wen du spielst; ein Wechsel beginnt ein neues Spiel (mitten im Spiel erst nach Rückfrage)</translation>
    </message>
    <message>
        <source>up from {before} after your last results</source>
        <translation>hoch von {before} nach deinen letzten Ergebnissen</translation>
    </message>
    <message>
        <source>down from {before} after your last results</source>
        <translation>herunter von {before} nach deinen letzten Ergebnissen</translation>
    </message>
    <message>
        <source>It plays at level {level} of {top}, {change} on these rules.</source>
        <translation>Es spielt auf Niveau {level} von {top}, {change} mit diesen Regeln.</translation>
    </message>
    <message>
        <source>It plays at level {level} of {top}, set by your results on these rules.</source>
        <translation>Es spielt auf Niveau {level} von {top}, bestimmt durch deine Ergebnisse mit diesen Regeln.</translation>
    </message>
</context>
<context>
    <name>OutcomeDialog</name>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Nochmal spielen</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>Review with c&amp;oach</source>
        <translation>Mit dem Coach &amp;analysieren</translation>
    </message>
    <message>
        <source>Every move of the game marked, and what was better</source>
        <translation>Jeder Zug der Partie bewertet, und was besser gewesen wäre</translation>
    </message>
</context>
<context>
    <name>OutcomeTeller</name>
    <message>
        <source>The last game ended before the new one: {result}</source>
        <translation>Das letzte Spiel endete vor dem neuen: {result}</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <source>Puzzle rating, puzzle by puzzle</source>
        <translation>Rätselwertung, Rätsel für Rätsel</translation>
    </message>
    <message>
        <source>No puzzles tried yet.</source>
        <translation>Noch kein Rätsel versucht.</translation>
    </message>
    <message numerus="yes">
        <source>Puzzle rating from {start} to {now} after %n puzzles ({solved} solved).</source>
        <translation>
            <numerusform>Rätselwertung von {start} auf {now} nach %n Rätsel ({solved} gelöst).</numerusform>
            <numerusform>Rätselwertung von {start} auf {now} nach %n Rätseln ({solved} gelöst).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>all rules</source>
        <translation>alle Regeln</translation>
    </message>
    <message>
        <source>Abandoned games were left before their end (they count as played, not as won, lost or tied). Continued games were played on from a reviewed game, whose first moves they took over; they count with their results, and are named under the table of runs.</source>
        <translation>Abgebrochene Spiele wurden vor ihrem Ende verlassen (sie zählen als gespielt, nicht als gewonnen, verloren oder unentschieden). Fortgesetzte Spiele wurden von einer nachgespielten Partie aus weitergespielt, deren erste Züge sie übernommen haben; sie zählen mit ihren Ergebnissen und werden unter der Tabelle der Spiele genannt.</translation>
    </message>
    <message>
        <source>Tic-tac-toe: one game</source>
        <translation>Tic-Tac-Toe: ein Spiel</translation>
    </message>
    <message>
        <source>Tic-tac-toe: the last {count} games</source>
        <translation>Tic-Tac-Toe: die letzten {count} Spiele</translation>
    </message>
    <message>
        <source>Tic-tac-toe: all {count} games</source>
        <translation>Tic-Tac-Toe: alle {count} Spiele</translation>
    </message>
    <message>
        <source>Report made {date}.</source>
        <translation>Bericht erstellt am {date}.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Your games against the computer are counted for you, one row per computer opponent (its strategy, and its options where they differ from the defaults); games of two people or two computer players are counted for X. The current streak is the run of equal results at the end; the best streak is the longest run of wins.</source>
        <translation>Deine Spiele gegen den Computer werden für dich gezählt, eine Zeile je Computergegner (seine Strategie und seine Optionen, wo sie von den Standardwerten abweichen); Spiele zweier Menschen oder zweier Computerspieler werden für X gezählt. Die aktuelle Serie ist die Folge gleicher Ergebnisse am Ende; die beste Serie ist die längste Folge von Siegen.</translation>
    </message>
    <message>
        <source>Won, lost and tied per opponent, all rules together</source>
        <translation>Gewonnen, verloren und unentschieden je Gegner, alle Regeln zusammen</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>The coach&apos;s marks</source>
        <translation>Die Bewertungen des Trainers</translation>
    </message>
    <message>
        <source>The inaccuracies (?!), mistakes (?) and blunders (??) the coach found in the runs it reviewed; ~ marks an estimate.</source>
        <translation>Die Ungenauigkeiten (?!), Fehler (?) und Patzer (??), die der Trainer in den analysierten Spielen fand; ~ kennzeichnet eine Schätzung.</translation>
    </message>
    <message>
        <source>no mistakes found</source>
        <translation>keine Fehler gefunden</translation>
    </message>
    <message>
        <source>Run {run}: {marks}</source>
        <translation>Spiel {run}: {marks}</translation>
    </message>
    <message>
        <source>1 computer-vs-computer game is left out.</source>
        <translation>1 Spiel Computer gegen Computer wird nicht berücksichtigt.</translation>
    </message>
    <message>
        <source>{count} computer-vs-computer games are left out.</source>
        <translation>{count} Spiele Computer gegen Computer werden nicht berücksichtigt.</translation>
    </message>
    <message>
        <source>The table lists the last {shown} of the {total} runs (the summary and the chart count them all); the CSV export has every one.</source>
        <translation>Die Tabelle führt die letzten {shown} der {total} Spiele auf (Übersicht und Diagramm zählen alle); der CSV-Export enthält jedes einzelne.</translation>
    </message>
    <message>
        <source>No games recorded.</source>
        <translation>Keine Spiele aufgezeichnet.</translation>
    </message>
    <message>
        <source>Runs {first} to {last}, played {date}.</source>
        <translation>Spiele {first} bis {last}, gespielt am {date}.</translation>
    </message>
    <message>
        <source>Runs {first} to {last}, played {start} to {end}.</source>
        <translation>Spiele {first} bis {last}, gespielt vom {start} bis {end}.</translation>
    </message>
    <message>
        <source>No games.</source>
        <translation>Keine Spiele.</translation>
    </message>
</context>
<context>
    <name>ResultBanner</name>
    <message>
        <source>Click to hide this. The result stays beside the board.</source>
        <translation>Klicke, um das auszublenden. Das Ergebnis bleibt neben dem Spielfeld.</translation>
    </message>
    <message>
        <source>Press New game to play again.</source>
        <translation>Drücke „Neues Spiel“, um noch einmal zu spielen.</translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>{x} (X) vs {o} (O)</source>
        <translation>{x} (X) gegen {o} (O)</translation>
    </message>
    <message>
        <source>Your move ({mark})</source>
        <translation>Du bist am Zug ({mark})</translation>
    </message>
    <message>
        <source>{name} ({mark}) is thinking…</source>
        <translation>{name} ({mark}) denkt nach…</translation>
    </message>
    <message>
        <source>{name} ({mark}) to move</source>
        <translation>{name} ({mark}) ist am Zug</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, standard (exactly five)</source>
        <translation>{size} x {size}, {length} in einer Reihe, Standard (genau fünf)</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, Renju</source>
        <translation>{size} x {size}, {length} in einer Reihe, Renju</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, Caro</source>
        <translation>{size} x {size}, {length} in einer Reihe, Caro</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, reverse rules</source>
        <translation>{size} x {size}, {length} in einer Reihe, umgekehrte Regeln</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row</source>
        <translation>{size} x {size}, {length} in einer Reihe</translation>
    </message>
    <message>
        <source>you ({mark})</source>
        <translation>dich ({mark})</translation>
    </message>
    <message>
        <source>{name} ({mark})</source>
        <translation>{name} ({mark})</translation>
    </message>
    <message>
        <source>Next to play: you ({mark})</source>
        <translation>Als Nächstes am Zug: du ({mark})</translation>
    </message>
    <message>
        <source>Next to play: {name} ({mark})</source>
        <translation>Als Nächstes am Zug: {name} ({mark})</translation>
    </message>
    <message>
        <source>Draw.</source>
        <comment>the game ended without a winner</comment>
        <translation>Unentschieden.</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Du hast gewonnen!</translation>
    </message>
    <message>
        <source>You lost.</source>
        <translation>Du hast verloren.</translation>
    </message>
    <message>
        <source>{name} won!</source>
        <translation>{name} hat gewonnen!</translation>
    </message>
    <message>
        <source>The board is full and nobody completed a line.</source>
        <translation>Das Spielfeld ist voll und niemand hat eine Reihe vervollständigt.</translation>
    </message>
    <message>
        <source>You completed the line {line}.</source>
        <translation>Du hast die Reihe {line} vervollständigt.</translation>
    </message>
    <message>
        <source>{name} completed the line {line}.</source>
        <translation>{name} hat die Reihe {line} vervollständigt.</translation>
    </message>
    <message>
        <source>You completed the line {line}, so you lose (reverse rules).</source>
        <translation>Du hast die Reihe {line} vervollständigt und verlierst damit (umgekehrte Regeln).</translation>
    </message>
    <message>
        <source>{name} completed the line {line}, so you win (reverse rules).</source>
        <translation>{name} hat die Reihe {line} vervollständigt, also gewinnst du (umgekehrte Regeln).</translation>
    </message>
    <message>
        <source>{loser} completed the line {line}, so {winner} wins (reverse rules).</source>
        <translation>{loser} hat die Reihe {line} vervollständigt, also gewinnt {winner} (umgekehrte Regeln).</translation>
    </message>
</context>
<context>
    <name>RuleCombo</name>
    <message>
        <source>Gomoku rule</source>
        <translation>Gomoku-Regel</translation>
    </message>
    <message>
        <source>A rule other than freestyle needs five in a row on a board from {low} x {low} to {high} x {high}, in normal rules.</source>
        <translation>Eine andere Regel als Freistil gibt es nur bei fünf in einer Reihe auf Brettern von {low} x {low} bis {high} x {high}, mit normalen Regeln.</translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <source>Freestyle</source>
        <translation>Freistil</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Renju</source>
        <translation>Renju</translation>
    </message>
    <message>
        <source>Caro</source>
        <translation>Caro</translation>
    </message>
    <message>
        <source>Freestyle: five or more in a row wins</source>
        <translation>Freistil: Fünf oder mehr in einer Reihe gewinnen</translation>
    </message>
    <message>
        <source>Standard: exactly five; six or more does not win</source>
        <translation>Standard: Genau fünf gewinnen; sechs oder mehr nicht</translation>
    </message>
    <message>
        <source>Renju: X (black) may not make a double three, a double four or an overline</source>
        <translation>Renju: X (Schwarz) darf keinen Doppel-Dreier, keinen Doppel-Vierer und keine Überlänge bilden</translation>
    </message>
    <message>
        <source>Caro: a five blocked at both ends does not win</source>
        <translation>Caro: Eine an beiden Enden blockierte Fünf gewinnt nicht</translation>
    </message>
    <message>
        <source>double three</source>
        <translation>Doppel-Dreier</translation>
    </message>
    <message>
        <source>double four</source>
        <translation>Doppel-Vierer</translation>
    </message>
    <message>
        <source>overline</source>
        <translation>Überlänge</translation>
    </message>
    <message>
        <source>{count} in a row does not win under the standard rule: play on.</source>
        <translation>{count} in einer Reihe gewinnen unter der Standardregel nicht: Spiel weiter.</translation>
    </message>
    <message>
        <source>A five blocked at both ends does not win under Caro: play on.</source>
        <translation>Eine an beiden Enden blockierte Fünf gewinnt unter Caro nicht: Spiel weiter.</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <source>Cannot open the game</source>
        <translation>Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>{error}

The current game is kept.</source>
        <translation>{error}

Das aktuelle Spiel bleibt erhalten.</translation>
    </message>
    <message>
        <source>Opened {file}: {players}.</source>
        <translation>{file} geöffnet: {players}.</translation>
    </message>
    <message>
        <source>Opened {file}: {players}. Your next games keep its rules: {rules}.</source>
        <translation>{file} geöffnet: {players}. Deine nächsten Spiele behalten seine Regeln: {rules}.</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Spiel kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>{file} gespeichert</translation>
    </message>
    <message>
        <source>Open a saved game instead?</source>
        <translation>Stattdessen ein gespeichertes Spiel öffnen?</translation>
    </message>
    <message>
        <source>&amp;Open a game…</source>
        <translation>Spiel ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open {file} instead?</source>
        <translation>Stattdessen {file} öffnen?</translation>
    </message>
    <message>
        <source>&amp;Open it</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>game.ttt</source>
        <comment>suggested file name</comment>
        <translation>spiel.ttt</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>&amp;Save anyway</source>
        <translation>&amp;Trotzdem speichern</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>&amp;Modus:</translation>
    </message>
    <message>
        <source>Board si&amp;ze:</source>
        <translation>Spiel&amp;feldgröße:</translation>
    </message>
    <message>
        <source>&amp;Win length:</source>
        <translation>Gewinn&amp;länge:</translation>
    </message>
    <message>
        <source>Board and rules</source>
        <translation>Spielfeld und Regeln</translation>
    </message>
    <message>
        <source>Board &amp;theme:</source>
        <translation>Spielfeld-&amp;Design:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>X (you move first)</source>
        <translation>X (du beginnst)</translation>
    </message>
    <message>
        <source>O (the computer opens)</source>
        <translation>O (der Computer beginnt)</translation>
    </message>
    <message>
        <source>Pause before each computer move</source>
        <translation>Pause vor jedem Computerzug</translation>
    </message>
    <message>
        <source>Restore &amp;Defaults</source>
        <translation>&amp;Standard wiederherstellen</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Spielfeldgröße</translation>
    </message>
    <message>
        <source> in a row</source>
        <translation> in einer Reihe</translation>
    </message>
    <message>
        <source>Win length</source>
        <translation>Gewinnlänge</translation>
    </message>
    <message>
        <source>Reverse rules: whoever completes a line loses</source>
        <translation>Umgekehrte Regeln: Wer eine Reihe vervollständigt, verliert</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>Systemsprache ({language})</translation>
    </message>
    <message>
        <source>The new language is used from the next start of {name}.</source>
        <translation>Die neue Sprache gilt ab dem nächsten Start von {name}.</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>Go board</source>
        <translation>Go-Brett</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>Until you pick a theme, the board takes the one that suits the game: paper for three and four in a row, a go board from five in a row on, and high contrast when the system asks for it.</source>
        <translation>Solange du kein Design wählst, nimmt das Spielfeld das zum Spiel passende: Papier für drei und vier in einer Reihe, ein Go-Brett ab fünf in einer Reihe und hohen Kontrast, wenn das System ihn verlangt.</translation>
    </message>
    <message>
        <source>Until you pick one: paper for three and four in a row, a go board from five on.</source>
        <translation>Bis du eines wählst: Papier für drei und vier in einer Reihe, ein Go-Brett ab fünf.</translation>
    </message>
    <message>
        <source>Animat&amp;ions</source>
        <translation>Animat&amp;ionen</translation>
    </message>
    <message>
        <source>Marks draw themselves and the winning line draws across the board. With animations off, every change shows at once.</source>
        <translation>Die Zeichen zeichnen sich selbst, und die Gewinnreihe zieht sich über das Spielfeld. Ohne Animationen erscheint jede Änderung sofort.</translation>
    </message>
    <message>
        <source>R&amp;ule:</source>
        <translation>&amp;Regel:</translation>
    </message>
    <message>
        <source>Openin&amp;g:</source>
        <translation>Eröffn&amp;ung:</translation>
    </message>
    <message>
        <source>Look and language</source>
        <translation>Aussehen und Sprache</translation>
    </message>
    <message>
        <source>At most {count} characters. Left empty, the name is {name}.</source>
        <translation>Höchstens {count} Zeichen. Leer gelassen lautet der Name {name}.</translation>
    </message>
    <message>
        <source>Your &amp;symbol:</source>
        <translation>Dein &amp;Zeichen:</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>&amp;Gegner:</translation>
    </message>
    <message>
        <source>X player&apos;s &amp;name:</source>
        <translation>&amp;Name von Spieler X:</translation>
    </message>
    <message>
        <source>O player&apos;s n&amp;ame:</source>
        <translation>N&amp;ame von Spieler O:</translation>
    </message>
    <message>
        <source>Move &amp;delay:</source>
        <translation>Zug&amp;verzögerung:</translation>
    </message>
    <message>
        <source>&amp;X computer</source>
        <translation>Computer &amp;X</translation>
    </message>
    <message>
        <source>&amp;O computer</source>
        <translation>Computer &amp;O</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source> x {size}</source>
        <translation> x {size}</translation>
    </message>
</context>
<context>
    <name>SettingsNotice</name>
    <message>
        <source>players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>player names</source>
        <translation>Spielernamen</translation>
    </message>
    <message>
        <source>rules of the game</source>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <source>unfinished game</source>
        <translation>unfertiges Spiel</translation>
    </message>
    <message>
        <source>Statistics choices</source>
        <translation>Auswahl in der Statistik</translation>
    </message>
    <message>
        <source>move delay</source>
        <translation>Zugverzögerung</translation>
    </message>
    <message>
        <source>evaluation</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>board theme</source>
        <translation>Spielfeld-Design</translation>
    </message>
    <message>
        <source>animations</source>
        <translation>Animationen</translation>
    </message>
    <message>
        <source>window size</source>
        <translation>Fenstergröße</translation>
    </message>
    <message>
        <source>Some settings could not be read and were reset.</source>
        <translation>Einige Einstellungen konnten nicht gelesen werden und wurden zurückgesetzt.</translation>
    </message>
    <message>
        <source>Some settings could not be read and were reset, among them: {list}.</source>
        <translation>Einige Einstellungen konnten nicht gelesen werden und wurden zurückgesetzt, darunter: {list}.</translation>
    </message>
    <message>
        <source>Some settings could not be read and were reset: {list}.</source>
        <translation>Einige Einstellungen konnten nicht gelesen werden und wurden zurückgesetzt: {list}.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Game status</source>
        <translation>Spielstand</translation>
    </message>
    <message>
        <source>The computer&apos;s last move, or how the game ended</source>
        <translation>Der letzte Zug des Computers oder wie die Partie endete</translation>
    </message>
    <message>
        <source>Show on every free cell how good it is for the player to move:
a proven win, draw or loss with the moves to the end (&quot;Win in 3&quot;),
or else the estimated chances (&quot;62%&quot;), not proven.</source>
        <translation>Zeigt auf jedem freien Feld, wie gut es für den Spieler am Zug ist:
ein bewiesener Sieg, ein Remis oder eine Niederlage mit den Zügen bis zum Ende („Sieg in 3“),
sonst die geschätzten Chancen („62&#xa0;%“), nicht bewiesen.</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ Zurü&amp;ck</translation>
    </message>
    <message>
        <source>&amp;Forward ▶</source>
        <translation>&amp;Vor ▶</translation>
    </message>
    <message>
        <source>&amp;Play from here</source>
        <translation>&amp;Ab hier spielen</translation>
    </message>
    <message>
        <source>Mo&amp;ves:</source>
        <translation>Z&amp;üge:</translation>
    </message>
    <message>
        <source>Moves played</source>
        <translation>Gespielte Züge</translation>
    </message>
    <message>
        <source>The game is over here: step back to play on from an earlier move.</source>
        <translation>Hier ist das Spiel vorbei: Geh einen Zug zurück, um von dort weiterzuspielen.</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Whoever completes {length} in a row loses: leave that to your opponent.</source>
        <translation>Wer {length} in einer Reihe vollendet, verliert: Überlass das deinem Gegner.</translation>
    </message>
    <message>
        <source>Taken back: Redo plays it again</source>
        <translation>Zurückgenommen: Wiederholen spielt ihn erneut</translation>
    </message>
</context>
<context>
    <name>StatsChart</name>
    <message>
        <source>{player} vs {opponent}</source>
        <translation>{player} gegen {opponent}</translation>
    </message>
    <message>
        <source>No games recorded yet</source>
        <translation>Noch keine Spiele aufgezeichnet</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>tied</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>{count} played</source>
        <translation>{count} gespielt</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the chart&apos;s groups</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>{pairing}: {won} won, {lost} lost, {tied} tied</source>
        <translation>{pairing}: {won} gewonnen, {lost} verloren, {tied} unentschieden</translation>
    </message>
</context>
<context>
    <name>StatsChartWidget</name>
    <message>
        <source>Won, lost and tied per opponent</source>
        <translation>Gewonnen, verloren und unentschieden je Gegner</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Include games between c&amp;omputer players</source>
        <translation>Spiele zwischen C&amp;omputerspielern einbeziehen</translation>
    </message>
    <message>
        <source>Games where the computer played both sides are kept apart from yours; tick to count them too (in the exports as well).</source>
        <translation>Spiele, in denen der Computer beide Seiten gespielt hat, werden getrennt von deinen geführt; setze das Häkchen, um sie mitzuzählen (auch in den Exporten).</translation>
    </message>
    <message>
        <source>Only the last</source>
        <translation>Nur die letzten</translation>
    </message>
    <message>
        <source>Number of recent games</source>
        <translation>Anzahl der letzten Spiele</translation>
    </message>
    <message>
        <source>Summary per opponent and rules</source>
        <translation>Übersicht je Gegner und Regeln</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Won, lost and tied per opponent, all rules together</source>
        <translation>Gewonnen, verloren und unentschieden je Gegner, alle Regeln zusammen</translation>
    </message>
    <message>
        <source>Games (double-click one to review it)</source>
        <translation>Spiele (Doppelklick zum Nachspielen)</translation>
    </message>
    <message>
        <source>Puzzle rating after each puzzle (a filled dot: solved)</source>
        <translation>Rätselwertung nach jedem Rätsel (ausgefüllter Punkt: gelöst)</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Nachspielen</translation>
    </message>
    <message>
        <source>Review with c&amp;oach</source>
        <translation>Mit dem Coach &amp;analysieren</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>&amp;CSV exportieren…</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>&amp;PDF exportieren…</translation>
    </message>
    <message>
        <source>C&amp;lear statistics…</source>
        <translation>Statistik &amp;löschen…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>None of your games recorded yet: they appear here once finished.</source>
        <translation>Noch keines deiner Spiele aufgezeichnet: Sie erscheinen hier, sobald sie beendet sind.</translation>
    </message>
    <message>
        <source>No games recorded yet: finished games appear here.</source>
        <translation>Noch keine Spiele aufgezeichnet: Beendete Spiele erscheinen hier.</translation>
    </message>
    <message>
        <source>{counted} of {total} recorded games.</source>
        <translation>{counted} von {total} aufgezeichneten Spielen.</translation>
    </message>
    <message>
        <source>The one recorded game.</source>
        <translation>Das einzige aufgezeichnete Spiel.</translation>
    </message>
    <message numerus="yes">
        <source>All %n recorded games.</source>
        <translation>
            <numerusform>Das %n aufgezeichnete Spiel.</numerusform>
            <numerusform>Alle %n aufgezeichneten Spiele.</numerusform>
        </translation>
    </message>
    <message>
        <source>The last {shown} of {total} recorded games.</source>
        <translation>Die letzten {shown} von {total} aufgezeichneten Spielen.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) between computer players are not counted.</source>
        <translation>
            <numerusform>%n Spiel zwischen Computerspielern wird nicht gezählt.</numerusform>
            <numerusform>%n Spiele zwischen Computerspielern werden nicht gezählt.</numerusform>
        </translation>
    </message>
    <message>
        <source>{games} {left_out}</source>
        <translation>{games} {left_out}</translation>
    </message>
    <message numerus="yes">
        <source> games</source>
        <comment>after the number of recent games</comment>
        <translation>
            <numerusform> Spiel</numerusform>
            <numerusform> Spiele</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the games as CSV</source>
        <translation>Spiele als CSV exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The CSV file could not be written to {path}: {reason}.</source>
        <translation>Die CSV-Datei konnte nicht nach {path} geschrieben werden: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n game(s) to {path}.</source>
        <translation>
            <numerusform>%n Spiel in {path} gespeichert.</numerusform>
            <numerusform>%n Spiele in {path} gespeichert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export a PDF report</source>
        <translation>PDF-Bericht exportieren</translation>
    </message>
    <message>
        <source>PDF files (*.pdf);;All files (*)</source>
        <translation>PDF-Dateien (*.pdf);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The report could not be written to {path}: {reason}.</source>
        <translation>Der Bericht konnte nicht nach {path} geschrieben werden: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>Saved the report of %n game(s) to {path}.</source>
        <translation>
            <numerusform>Den Bericht über %n Spiel in {path} gespeichert.</numerusform>
            <numerusform>Den Bericht über %n Spiele in {path} gespeichert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Forget all %n recorded games? This cannot be undone.</source>
        <translation>
            <numerusform>Das %n aufgezeichnete Spiel vergessen? Das kann nicht rückgängig gemacht werden.</numerusform>
            <numerusform>Alle %n aufgezeichneten Spiele vergessen? Das kann nicht rückgängig gemacht werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics could not be cleared: the records file cannot be changed now.</source>
        <translation>Die Statistik konnte nicht gelöscht werden: Die Datei mit den Aufzeichnungen kann gerade nicht geändert werden.</translation>
    </message>
    <message>
        <source>Statistics cleared.</source>
        <translation>Statistik gelöscht.</translation>
    </message>
    <message>
        <source>Clear statistics</source>
        <translation>Statistik löschen</translation>
    </message>
    <message>
        <source>Forget the one recorded game? This cannot be undone.</source>
        <translation>Das einzige aufgezeichnete Spiel vergessen? Das kann nicht rückgängig gemacht werden.</translation>
    </message>
</context>
<context>
    <name>StatsTables</name>
    <message>
        <source>Run</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>O</source>
        <translation>O</translation>
    </message>
    <message>
        <source>Who won</source>
        <translation>Gewinner</translation>
    </message>
    <message>
        <source>Who lost</source>
        <translation>Verlierer</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <comment>a column: how many games were left unfinished</comment>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Continued</source>
        <translation>Fortgesetzt</translation>
    </message>
    <message>
        <source>Games left before their end (a new game, another game opened, ...): counted as played, not as won, lost or tied. Match my level counts them as your losses.</source>
        <translation>Spiele, die vor ihrem Ende verlassen wurden (ein neues Spiel, ein anderes Spiel geöffnet, ...): als gespielt gezählt, nicht als gewonnen, verloren oder unentschieden. „Auf meinem Niveau“ zählt sie als deine Niederlagen.</translation>
    </message>
    <message>
        <source>Games played on from a reviewed game, whose first moves they took over: counted with their results, and noted in the games table.</source>
        <translation>Spiele, die von einer nachgespielten Partie aus weitergespielt wurden und deren erste Züge übernommen haben: mit ihren Ergebnissen gezählt und in der Tabelle der Spiele vermerkt.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Tied</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Aktuelle Serie</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Beste Serie</translation>
    </message>
    <message>
        <source>{name} · {options}</source>
        <translation>{name} · {options}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between a computer&apos;s options</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>{level} ({strategy})</source>
        <comment>a computer: its level, its strategy</comment>
        <translation>{level} ({strategy})</translation>
    </message>
    <message>
        <source>{value} random games a move</source>
        <translation>{value} Zufallspartien pro Zug</translation>
    </message>
    <message>
        <source>{value} playouts a move</source>
        <translation>{value} Simulationen pro Zug</translation>
    </message>
    <message>
        <source>{value} s a move</source>
        <translation>{value} s pro Zug</translation>
    </message>
    <message>
        <source>{option}: {value}</source>
        <translation>{option}: {value}</translation>
    </message>
    <message>
        <source>Abandoned; continued from run {run} after move {move}</source>
        <translation>Abgebrochen; fortgesetzt von Spiel {run} nach Zug {move}</translation>
    </message>
    <message>
        <source>Continued from run {run} after move {move}</source>
        <translation>Fortgesetzt von Spiel {run} nach Zug {move}</translation>
    </message>
    <message>
        <source>Abandoned; continued from another game after move {move}</source>
        <translation>Abgebrochen; fortgesetzt von einem anderen Spiel nach Zug {move}</translation>
    </message>
    <message>
        <source>Continued from another game after move {move}</source>
        <translation>Fortgesetzt von einem anderen Spiel nach Zug {move}</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <comment>one game&apos;s note</comment>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Run {run}: {note}</source>
        <translation>Spiel {run}: {note}</translation>
    </message>
    <message>
        <source>{side} ({mark})</source>
        <translation>{side} ({mark})</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>{count} won</source>
        <translation>{count} gewonnen</translation>
    </message>
    <message>
        <source>{count} lost</source>
        <translation>{count} verloren</translation>
    </message>
    <message>
        <source>{count} tied</source>
        <translation>{count} unentschieden</translation>
    </message>
    <message>
        <source>{count} abandoned</source>
        <translation>{count} abgebrochen</translation>
    </message>
    <message>
        <source>all rules</source>
        <translation>alle Regeln</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}&#xa0;%</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, reverse</source>
        <translation>{size} x {size}, {length} in einer Reihe, umgekehrt</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row</source>
        <translation>{size} x {size}, {length} in einer Reihe</translation>
    </message>
    <message>
        <source>Run {run} · {rules}
X: {x}
O: {o}
Moves: {moves}
Double-click to review</source>
        <translation>Spiel {run} · {rules}
X: {x}
O: {o}
Züge: {moves}
Doppelklick zum Nachspielen</translation>
    </message>
    <message>
        <source>no moves</source>
        <translation>keine Züge</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Playing on from move {moves} with the players and rules of the game reviewed; New game goes back to your settings.</source>
        <translation>Es geht ab Zug {moves} weiter, mit den Spielern und Regeln der nachgespielten Partie; Neues Spiel kehrt zu deinen Einstellungen zurück.</translation>
    </message>
    <message>
        <source>Playing on from move {moves}.</source>
        <translation>Es geht ab Zug {moves} weiter.</translation>
    </message>
    <message>
        <source>Back to your settings: {players}, {rules}.</source>
        <translation>Wieder deine Einstellungen: {players}, {rules}.</translation>
    </message>
    <message>
        <source>Looking for a hint for {player}…</source>
        <translation>Suche einen Tipp für {player}…</translation>
    </message>
</context>
<context>
    <name>Strategies</name>
    <message>
        <source>Dumb</source>
        <translation>Simpel</translation>
    </message>
    <message>
        <source>Takes the first free cell in order.</source>
        <translation>Nimmt der Reihe nach das erste freie Feld.</translation>
    </message>
    <message>
        <source>the first free cell</source>
        <translation>das erste freie Feld</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <source>Plays any free cell at random.</source>
        <translation>Spielt ein beliebiges freies Feld nach Zufall.</translation>
    </message>
    <message>
        <source>random moves</source>
        <translation>Zufallszüge</translation>
    </message>
    <message>
        <source>Smart</source>
        <translation>Schlau</translation>
    </message>
    <message>
        <source>Wins or blocks when it can, else takes the centre, a corner, then a side.</source>
        <translation>Gewinnt oder blockiert, wenn möglich, nimmt sonst die Mitte, eine Ecke, dann einen Rand.</translation>
    </message>
    <message>
        <source>Wins or blocks when it can, else takes the cell with the most lines still open to it.</source>
        <translation>Gewinnt oder blockiert, wenn möglich, nimmt sonst das Feld, für das die meisten Reihen noch offen sind.</translation>
    </message>
    <message>
        <source>win-or-block rules</source>
        <translation>Gewinn- und Blockregeln</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Fork rules</source>
        <translation>Gabelregeln</translation>
    </message>
    <message>
        <source>Rule-based: win, block, fork, block a fork, centre, opposite corner, corner, side; never loses on 3 x 3.</source>
        <translation>Regelbasiert: gewinnen, blockieren, Gabel, Gabel verhindern, Mitte, gegenüberliegende Ecke, Ecke, Rand; verliert nie auf 3&#xa0;x&#xa0;3.</translation>
    </message>
    <message>
        <source>Rule-based: win, block, fork, block a fork, else the cell that best builds its lines and blocks the opponent&apos;s.</source>
        <translation>Regelbasiert: gewinnen, blockieren, Gabel, Gabel verhindern, sonst das Feld, das die eigenen Reihen am besten ausbaut und die des Gegners blockiert.</translation>
    </message>
    <message>
        <source>fork rules</source>
        <translation>Gabelregeln</translation>
    </message>
    <message>
        <source>Monte Carlo</source>
        <translation>Monte Carlo</translation>
    </message>
    <message>
        <source>Plays many random games and favours the squares the winners played.</source>
        <translation>Spielt viele Zufallspartien und bevorzugt die Felder, die die Gewinner gespielt haben.</translation>
    </message>
    <message>
        <source>random games</source>
        <translation>Zufallspartien</translation>
    </message>
    <message>
        <source>Random games per move</source>
        <translation>Zufallspartien pro Zug</translation>
    </message>
    <message>
        <source>How many random games it plays before each move: more plays better, and slower.</source>
        <translation>Wie viele Zufallspartien er vor jedem Zug spielt: mehr spielt besser und langsamer.</translation>
    </message>
    <message>
        <source>After each random game, what each square the computer played there counts: added to that square&apos;s score when the computer won, taken off when it lost.</source>
        <translation>Was nach jeder Zufallspartie jedes Feld zählt, das der Computer darin gespielt hat: Es kommt zur Wertung des Feldes hinzu, wenn der Computer gewonnen hat, und wird abgezogen, wenn er verloren hat.</translation>
    </message>
    <message>
        <source>After each random game, what each square its opponent played there counts: taken off that square&apos;s score when the computer won, added when it lost.</source>
        <translation>Was nach jeder Zufallspartie jedes Feld zählt, das sein Gegner darin gespielt hat: Es wird von der Wertung des Feldes abgezogen, wenn der Computer gewonnen hat, und kommt hinzu, wenn er verloren hat.</translation>
    </message>
    <message>
        <source>Stops the random games once this many seconds have passed; 0 plays them all.</source>
        <translation>Beendet die Zufallspartien, sobald so viele Sekunden vergangen sind; 0 spielt sie alle.</translation>
    </message>
    <message>
        <source>How many random games it plays from the position before each move: more plays better, and slower.</source>
        <translation>Wie viele Zufallspartien er vor jedem Zug von der Stellung aus spielt: mehr spielt besser und langsamer.</translation>
    </message>
    <message>
        <source>How long it may think about each move; it often answers sooner.</source>
        <translation>Wie lange er über jeden Zug nachdenken darf; oft antwortet er früher.</translation>
    </message>
    <message>
        <source>Score for own squares</source>
        <translation>Punkte für eigene Felder</translation>
    </message>
    <message>
        <source>Score for opponent squares</source>
        <translation>Punkte für Gegnerfelder</translation>
    </message>
    <message>
        <source>MCTS</source>
        <translation>MCTS</translation>
    </message>
    <message>
        <source>Searches the game tree as deep as its think time allows, and proves the result where it reaches the end of every line.</source>
        <translation>Durchsucht den Spielbaum so tief, wie seine Bedenkzeit erlaubt, und beweist das Ergebnis, wo es das Ende jeder Variante erreicht.</translation>
    </message>
    <message>
        <source>threat search</source>
        <translation>Drohungssuche</translation>
    </message>
    <message>
        <source>Match my level</source>
        <translation>Auf meinem Niveau</translation>
    </message>
    <message>
        <source>Plays stronger after you win and weaker after you lose, so that you win about as often as you lose; its level comes from your recorded games on these rules.</source>
        <translation>Spielt stärker, nachdem du gewonnen hast, und schwächer, nachdem du verloren hast, sodass du etwa so oft gewinnst wie verlierst; sein Niveau ergibt sich aus deinen aufgezeichneten Partien mit diesen Regeln.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Threat search</source>
        <translation>Drohungssuche</translation>
    </message>
    <message>
        <source>Finds wins by fours and threes, stops the opponent&apos;s, and searches the best cells; for four or five in a row on 6 x 6 and bigger boards (elsewhere it plays as Perfect).</source>
        <translation>Findet Siege durch Vierer und Dreier, verhindert die des Gegners und durchsucht die besten Felder; für vier oder fünf in einer Reihe ab 6&#xa0;x&#xa0;6 (sonst spielt es wie Perfekt).</translation>
    </message>
    <message>
        <source>Playouts per move</source>
        <translation>Simulationen pro Zug</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Unbeatable</source>
        <translation>Unschlagbar</translation>
    </message>
    <message>
        <source>Monte Carlo tree search: random games that look deeper where they go well, with proven wins and losses.</source>
        <translation>Monte-Carlo-Baumsuche: Zufallspartien, die dort tiefer schauen, wo es gut läuft, mit bewiesenen Siegen und Niederlagen.</translation>
    </message>
    <message>
        <source>Monte Carlo tree search</source>
        <translation>Monte-Carlo-Baumsuche</translation>
    </message>
    <message>
        <source>Time limit per move (s, 0 = none)</source>
        <translation>Zeitlimit pro Zug (s, 0 = keins)</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>Perfekt</translation>
    </message>
    <message>
        <source>full game-tree search</source>
        <translation>vollständige Spielbaumsuche</translation>
    </message>
    <message>
        <source>Think time (s)</source>
        <translation>Bedenkzeit (s)</translation>
    </message>
</context>
<context>
    <name>StrategyPicker</name>
    <message>
        <source>Only {value} here</source>
        <translation>Hier nur {value}</translation>
    </message>
    <message>
        <source>From {low} to {high}</source>
        <translation>Von {low} bis {high}</translation>
    </message>
    <message>
        <source>{option}:</source>
        <translation>{option}:</translation>
    </message>
    <message>
        <source>On these rules its search proves the value of every position: it cannot be beaten.</source>
        <translation>Bei diesen Regeln beweist seine Suche den Wert jeder Stellung: Er ist nicht zu schlagen.</translation>
    </message>
    <message>
        <source>On these rules it can be beaten: it does not prove its moves from the start, and the window says when a move is proven.</source>
        <translation>Bei diesen Regeln ist er schlagbar: Er beweist seine Züge nicht von Anfang an, und das Fenster sagt dir, wenn ein Zug bewiesen ist.</translation>
    </message>
    <message>
        <source>In reverse rules its rules turn around: it avoids completing a line of its own and leaves its opponent the cells that would complete one of the opponent&apos;s.</source>
        <translation>In umgekehrten Regeln kehren sich seine Regeln um: Es vermeidet, eine eigene Reihe zu vollenden, und überlässt dem Gegner die Felder, die eine Reihe des Gegners vollenden würden.</translation>
    </message>
    <message>
        <source>On these rules it plays as %1: its threats need four or five in a row, normal rules and a board of 6 x 6 or more.</source>
        <translation>Mit diesen Regeln spielt es wie %1: Seine Drohungen brauchen vier oder fünf in einer Reihe, normale Regeln und ein Brett ab 6 x 6.</translation>
    </message>
    <message>
        <source>%1: %2, %3 random games a move.</source>
        <translation>%1: %2, %3 Zufallspartien pro Zug.</translation>
    </message>
    <message>
        <source>%1: %2, up to %3 s a move.</source>
        <translation>%1: %2, bis zu %3 s pro Zug.</translation>
    </message>
    <message>
        <source>%1: %2, answers at once.</source>
        <translation>%1: %2, antwortet sofort.</translation>
    </message>
    <message>
        <source>{summary} It plays at level {level} of {top} now.</source>
        <translation>{summary} Es spielt jetzt auf Niveau {level} von {top}.</translation>
    </message>
    <message>
        <source>{name}, level {level} of {top}</source>
        <translation>{name}, Niveau {level} von {top}</translation>
    </message>
    <message>
        <source>{name} {version}, an outside engine: {path}</source>
        <translation>{name} {version}, eine externe Engine: {path}</translation>
    </message>
    <message>
        <source>{name}, an outside engine: {path}</source>
        <translation>{name}, eine externe Engine: {path}</translation>
    </message>
    <message>
        <source>Added engines play five in a row on boards from 7 x 7 to 15 x 15, normal rules.</source>
        <translation>Hinzugefügte Engines spielen fünf in einer Reihe auf Brettern von 7 x 7 bis 15 x 15, mit normalen Regeln.</translation>
    </message>
</context>
<context>
    <name>Thinking</name>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Bedeutung</translation>
    </message>
    <message>
        <source>Alpha-beta window</source>
        <translation>Alpha-Beta-Fenster</translation>
    </message>
    <message>
        <source>Monte Carlo scores</source>
        <translation>Monte-Carlo-Wertungen</translation>
    </message>
    <message>
        <source>Moves considered</source>
        <translation>Betrachtete Züge</translation>
    </message>
    <message>
        <source>Visits</source>
        <translation>Besuche</translation>
    </message>
    <message>
        <source>Result of its games</source>
        <translation>Ergebnis seiner Partien</translation>
    </message>
    <message>
        <source>Proof</source>
        <translation>Beweis</translation>
    </message>
    <message>
        <source>The share of the random games through this move that the player making it won, a draw counting half</source>
        <translation>Der Anteil der Zufallspartien über diesen Zug, die der Spieler gewonnen hat, der ihn macht; ein Remis zählt halb</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}&#xa0;%</translation>
    </message>
    <message>
        <source>an opening rule, not a search</source>
        <translation>eine Eröffnungsregel, keine Suche</translation>
    </message>
    <message>
        <source>the best found, not proven</source>
        <translation>der beste gefundene, nicht bewiesen</translation>
    </message>
    <message>
        <source>{header}: {text}</source>
        <translation>{header}: {text}</translation>
    </message>
    <message>
        <source>the move chosen</source>
        <translation>der gewählte Zug</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>This position, {mark} to move</source>
        <translation>Diese Stellung, {mark} am Zug</translation>
    </message>
    <message>
        <source>{cell} by {mark}</source>
        <translation>{cell} von {mark}</translation>
    </message>
    <message>
        <source>≥ {value}</source>
        <translation>≥ {value}</translation>
    </message>
    <message>
        <source>≤ {value}</source>
        <translation>≤ {value}</translation>
    </message>
    <message>
        <source>pruned: never searched</source>
        <translation>abgeschnitten: nie durchsucht</translation>
    </message>
    <message>
        <source>cut off: worth at least {value} to {mark}</source>
        <translation>abgebrochen: für {mark} mindestens {value} wert</translation>
    </message>
    <message>
        <source>cut off: worth at most {value} to {mark}</source>
        <translation>abgebrochen: für {mark} höchstens {value} wert</translation>
    </message>
    <message>
        <source>{mark} wins</source>
        <translation>{mark} gewinnt</translation>
    </message>
    <message>
        <source>{mark} loses</source>
        <translation>{mark} verliert</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>{meaning} (remembered)</source>
        <translation>{meaning} (gemerkt)</translation>
    </message>
    <message>
        <source>α {alpha}, β {beta}</source>
        <translation>α {alpha}, β {beta}</translation>
    </message>
    <message>
        <source>proven win</source>
        <translation>bewiesener Sieg</translation>
    </message>
    <message>
        <source>proven draw</source>
        <translation>bewiesenes Remis</translation>
    </message>
    <message>
        <source>proven loss</source>
        <translation>bewiesene Niederlage</translation>
    </message>
    <message>
        <source>Alpha-beta: α is what the player making the move is already sure of through another move, β what the opponent is sure of. Once a reply shows a move is worth at most α, the other replies are not searched: they are pruned.</source>
        <translation>Alpha-Beta: α ist, was der Spieler am Zug durch einen anderen Zug schon sicher hat, β, was der Gegner sicher hat. Sobald eine Antwort zeigt, dass ein Zug höchstens α wert ist, werden die übrigen Antworten nicht mehr durchsucht: Sie werden abgeschnitten.</translation>
    </message>
    <message>
        <source>The game is over: minimax has nothing to search.</source>
        <translation>Das Spiel ist vorbei: Minimax hat nichts zu durchsuchen.</translation>
    </message>
    <message>
        <source>Minimax searched {searched} moves ({known} of them remembered from another move order) and plays {cell}.</source>
        <translation>Minimax hat {searched} Züge durchsucht ({known} davon aus einer anderen Zugfolge gemerkt) und spielt {cell}.</translation>
    </message>
    <message>
        <source>Alpha-beta pruning left {pruned} moves unsearched (grey).</source>
        <translation>Das Alpha-Beta-Pruning hat {pruned} Züge nicht durchsucht (grau).</translation>
    </message>
    <message>
        <source>Each value is for the player who made the move: a win scores the free cells left at its end plus one (a quicker win scores more), a loss minus that, a draw 0. Each player takes the reply worth most to them; bold marks the move chosen.</source>
        <translation>Jeder Wert gilt für den Spieler, der den Zug gemacht hat: Ein Sieg zählt die an seinem Ende noch freien Felder plus eins (ein schnellerer Sieg zählt mehr), eine Niederlage minus so viel, ein Remis 0. Jeder Spieler wählt die Antwort, die für ihn am meisten wert ist; fett steht der gewählte Zug.</translation>
    </message>
    <message>
        <source>Monte Carlo played {trials} random games for {mark}: after each, the squares of the winner gain and the loser&apos;s lose. It takes {cell}, scored {score}, the highest.</source>
        <translation>Monte Carlo hat {trials} Zufallspartien für {mark} gespielt: Nach jeder gewinnen die Felder des Siegers Punkte, die des Verlierers verlieren welche. Es nimmt {cell} mit {score}, der höchsten Wertung.</translation>
    </message>
    <message>
        <source>{cell}: {mark}</source>
        <translation>{cell}: {mark}</translation>
    </message>
    <message>
        <source>{cell}: score {score}, the move taken</source>
        <translation>{cell}: Wertung {score}, der gewählte Zug</translation>
    </message>
    <message>
        <source>{cell}: score {score}</source>
        <translation>{cell}: Wertung {score}</translation>
    </message>
    <message>
        <source>MCTS plays {cell} without a search: a win, a forced block, the opening rule or a threat it saw first.</source>
        <translation>MCTS spielt {cell} ohne Suche: ein Sieg, ein erzwungenes Blockieren, die Eröffnungsregel oder eine Drohung, die es vorab erkannt hat.</translation>
    </message>
    <message>
        <source>MCTS ran {visits} random games through its tree from here, going deeper where they went well, and plays {cell}, the move it tried most.</source>
        <translation>MCTS hat von hier aus {visits} Zufallspartien durch seinen Baum gespielt, tiefer, wo sie gut liefen, und spielt {cell}, den Zug, den es am häufigsten versucht hat.</translation>
    </message>
    <message>
        <source>The threat search plays {cell} by its opening rule.</source>
        <translation>Die Drohungssuche spielt {cell} nach ihrer Eröffnungsregel.</translation>
    </message>
    <message>
        <source>The threat search plays {cell}, its value proven, in {seconds} s.</source>
        <translation>Die Drohungssuche spielt {cell}, mit bewiesenem Wert, nach {seconds} s.</translation>
    </message>
    <message>
        <source>The threat search plays {cell}, the best it found in {seconds} s.</source>
        <translation>Die Drohungssuche spielt {cell}, den besten Zug, den sie in {seconds} s gefunden hat.</translation>
    </message>
    <message>
        <source>Principal line: {moves}</source>
        <translation>Hauptvariante: {moves}</translation>
    </message>
    <message>
        <source>The computer could not show its thinking: {message}</source>
        <translation>Der Computer konnte seinen Denkprozess nicht zeigen: {message}</translation>
    </message>
    <message>
        <source>The game is over: there is nothing left to think about.</source>
        <translation>Das Spiel ist vorbei: Es gibt nichts mehr zu überlegen.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Denkt nach…</translation>
    </message>
</context>
<context>
    <name>ThinkingPanel</name>
    <message>
        <source>How the computer thinks</source>
        <translation>Wie der Computer denkt</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>&amp;Algorithmus:</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <source>Alpha-&amp;beta pruning</source>
        <translation>Alpha-&amp;Beta-Pruning</translation>
    </message>
    <message>
        <source>Stop searching a move as soon as one reply shows it is no better than a move already found: the same choice, fewer positions; the moves left out are grey.</source>
        <translation>Die Suche in einem Zug abbrechen, sobald eine Antwort zeigt, dass er nicht besser ist als ein schon gefundener Zug: dieselbe Wahl, weniger Stellungen; die ausgelassenen Züge sind grau.</translation>
    </message>
    <message>
        <source>Values as the search &amp;finds them</source>
        <translation>Werte, wie die Suche sie &amp;findet</translation>
    </message>
    <message>
        <source>Show the tree as it stood at the step chosen: no value yet for the moves not reached, … for those whose replies are still being searched.</source>
        <translation>Den Baum so zeigen, wie er beim gewählten Schritt stand: noch kein Wert für die nicht erreichten Züge, … für die, deren Antworten noch durchsucht werden.</translation>
    </message>
    <message>
        <source>Minimax search tree</source>
        <translation>Minimax-Suchbaum</translation>
    </message>
    <message>
        <source>Pre&amp;vious step</source>
        <translation>&amp;Vorheriger Schritt</translation>
    </message>
    <message>
        <source>The move searched before this one</source>
        <translation>Der vor diesem durchsuchte Zug</translation>
    </message>
    <message>
        <source>Ne&amp;xt step</source>
        <translation>&amp;Nächster Schritt</translation>
    </message>
    <message>
        <source>The move searched after this one</source>
        <translation>Der nach diesem durchsuchte Zug</translation>
    </message>
    <message>
        <source>Minimax (3 x 3)</source>
        <translation>Minimax (3 x 3)</translation>
    </message>
    <message>
        <source>Monte Carlo</source>
        <translation>Monte Carlo</translation>
    </message>
    <message>
        <source>Monte Carlo tree search (MCTS)</source>
        <translation>Monte-Carlo-Baumsuche (MCTS)</translation>
    </message>
    <message>
        <source>Threat search</source>
        <translation>Drohungssuche</translation>
    </message>
    <message>
        <source>A pruned move: alpha-beta never searched it.</source>
        <translation>Ein abgeschnittener Zug: Alpha-Beta hat ihn nie durchsucht.</translation>
    </message>
    <message>
        <source>Step {step} of {steps} in the search&apos;s order</source>
        <translation>Schritt {step} von {steps} in der Reihenfolge der Suche</translation>
    </message>
</context>
</TS>
