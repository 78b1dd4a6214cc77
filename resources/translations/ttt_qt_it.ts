<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>Show every free cell&apos;s value for the side to move</source>
        <translation>Mostra il valore di ogni casella libera per chi deve muovere</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <source>Pause the game between the two computers, or let it go on</source>
        <translation>Mettere in pausa la partita tra i due computer, o lasciarla continuare</translation>
    </message>
    <message>
        <source>Play {digit}</source>
        <translation>Gioca {digit}</translation>
    </message>
    <message>
        <source>Play the cell in row {row}, column {col} (3 x 3 only)</source>
        <translation>Gioca la casella in riga {row}, colonna {col} (solo 3 x 3)</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Inizia una nuova partita</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>&amp;Apri partita…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Apri una partita salvata</translation>
    </message>
    <message>
        <source>Save this game to a file</source>
        <translation>Salva questa partita in un file</translation>
    </message>
    <message>
        <source>Your results against each opponent, and every game you played</source>
        <translation>I tuoi risultati contro ogni avversario e tutte le partite che hai giocato</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>Close {name}</source>
        <translation>Chiudi {name}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>Annulla la tua ultima mossa</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>Replay a move you took back</source>
        <translation>Rigioca una mossa annullata</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <source>Show the best move for you</source>
        <translation>Mostra la mossa migliore per te</translation>
    </message>
    <message>
        <source>Review &amp;with Coach</source>
        <translation>Analizza con il &amp;coach</translation>
    </message>
    <message>
        <source>Every move of the finished game marked (! best, ?! inaccuracy, ? mistake, ?? blunder), with the better move and its line</source>
        <translation>Ogni mossa della partita finita valutata (! migliore, ?! imprecisione, ? errore, ?? errore grave), con la mossa migliore e la sua variante</translation>
    </message>
    <message>
        <source>Pu&amp;zzles…</source>
        <translation>Pro&amp;blemi…</translation>
    </message>
    <message>
        <source>Positions to win in a few moves, near your puzzle rating; the puzzle of the day</source>
        <translation>Posizioni da vincere in poche mosse, vicine al tuo punteggio nei problemi; il problema del giorno</translation>
    </message>
    <message>
        <source>Show &amp;Thinking…</source>
        <translation>&amp;Mostra il ragionamento…</translation>
    </message>
    <message>
        <source>How the computer chooses a move here: the minimax tree, the Monte Carlo scores, the moves MCTS and the threat search consider</source>
        <translation>Come il computer sceglie qui una mossa: l’albero minimax, i punteggi Monte Carlo, le mosse che MCTS e la ricerca di minacce prendono in considerazione</translation>
    </message>
    <message>
        <source>Engine Lo&amp;g</source>
        <translation>Re&amp;gistro dei motori</translation>
    </message>
    <message>
        <source>What the outside engines said: their messages and errors</source>
        <translation>Che cosa hanno scritto i motori esterni: i loro messaggi e i loro errori</translation>
    </message>
    <message>
        <source>After a game, Review with Coach (Ctrl+R) marks every move (! best, ?! inaccuracy, ? mistake, ?? blunder) and shows the better move; Game &gt; Puzzles… offers positions to win in a few moves.</source>
        <translation>Dopo una partita, «Analizza con il coach» (Ctrl+R) segna ogni mossa (! mossa migliore, ?! imprecisione, ? errore, ?? errore grave) e mostra la mossa migliore; Partita &gt; Problemi… propone posizioni da vincere in poche mosse.</translation>
    </message>
    <message>
        <source>Players, board size, rules and the computer&apos;s strength</source>
        <translation>Giocatori, dimensione della griglia, regole e forza del computer</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Come si gioca</translation>
    </message>
    <message>
        <source>The computer&apos;s levels, from Beginner to Expert, rank how strongly each played in our measured games on rules like these; Unbeatable is offered only where its search proves every move. Each level&apos;s tooltip names the method behind it.</source>
        <translation>I livelli del computer, da «Principiante» a «Esperto», sono ordinati secondo quanto forte ha giocato ciascuno nelle nostre partite misurate con regole simili; «Imbattibile» è offerto solo dove la sua ricerca dimostra ogni mossa. Il tooltip di ogni livello indica il metodo su cui si basa.</translation>
    </message>
    <message>
        <source>Hint shows a good move. Evaluation writes on each free cell how the game goes if you play there: &quot;Win in 3&quot; and &quot;Loss in 2&quot; are proven with best play, counting the moves of both players; a percentage is an estimate.</source>
        <translation>«Suggerimento» mostra una buona mossa. «Valutazione» scrive su ogni casella libera come va la partita se giochi lì: «Vittoria in 3» e «Sconfitta in 2» sono dimostrate col gioco migliore, contando le mosse di entrambi i giocatori; una percentuale è una stima.</translation>
    </message>
    <message>
        <source>The players take turns putting their mark in a free cell. Reverse rules: whoever completes {k} in a row (across, down or diagonally) loses. A full board with no line is a draw.</source>
        <translation>I giocatori mettono a turno il loro segno in una casella libera. Regole inverse: chi completa {k} in fila (in orizzontale, in verticale o in diagonale) perde. Una scacchiera piena senza fila è patta.</translation>
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
        <translation>Tasti freccia: spostano il cursore tra le caselle
Invio o Spazio: gioca la casella sotto il cursore
Da 1 a 9: gioca sul 3 x 3 come sul tastierino numerico (7 8 9 è la riga in alto)
H: suggerimento    E: mostra la valutazione    P: pausa o continua (computer contro computer)
T: mostra come ragiona il computer
Ctrl+N: nuova partita    Ctrl+Z: annulla    Ctrl+Shift+Z: ripeti
Ctrl+O: apri una partita    Ctrl+S: salva la partita    F1: questa guida
Ctrl+T: statistiche    Ctrl+,: impostazioni    Ctrl+Q: esci (la partita resta)
Ctrl+R: analizzare la partita finita con l’allenatore
In revisione: Sinistra e Destra scorrono le mosse, Home e Fine vanno all’inizio e alla fine</translation>
    </message>
    <message>
        <source>The players take turns putting their mark in a free cell. Whoever first completes {k} in a row (across, down or diagonally) wins. A full board with no line is a draw.</source>
        <translation>I giocatori mettono a turno il loro segno in una casella libera. Chi per primo completa {k} in fila (in orizzontale, in verticale o in diagonale) vince. Una scacchiera piena senza fila è patta.</translation>
    </message>
    <message>
        <source>Match my level plays at a level from 0 (weakest) to 10: after each game you win it plays stronger, after each one you lose weaker, a draw keeps it, so that you win about as often as you lose. Each board and rules keep their own level, read from your recorded games; clearing the statistics starts again.</source>
        <translation>«Al mio livello» gioca a un livello da 0 (il più debole) a 10: dopo ogni partita che vinci gioca più forte, dopo ogni partita persa più debole, un pareggio lo lascia com’è, così che tu vinca più o meno tanto spesso quanto perdi. Ogni scacchiera e regola ha il suo livello, letto dalle tue partite registrate; cancellare le statistiche ricomincia da capo.</translation>
    </message>
    <message>
        <source>&amp;About {name}</source>
        <translation>&amp;Informazioni su {name}</translation>
    </message>
    <message>
        <source>Save Game &amp;As…</source>
        <translation>&amp;Salva partita come…</translation>
    </message>
    <message>
        <source>&amp;Evaluation</source>
        <translation>Va&amp;lutazione</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>S&amp;tatistiche…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Impostazioni…</translation>
    </message>
    <message>
        <source>The rules, the levels, what the values mean, and the keys</source>
        <translation>Le regole, i livelli, il significato dei valori e i tasti</translation>
    </message>
    <message>
        <source>Version, licence and credits</source>
        <translation>Versione, licenza e riconoscimenti</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Mossa</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;uto</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Column %1</source>
        <translation>Colonna %1</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Riga %1</translation>
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
        <translation>%1, vietata: %2</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1, vuota</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>ultima mossa</translation>
    </message>
    <message>
        <source>completed line</source>
        <translation>linea completata</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>suggerimento</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Forbidden to X under Renju: %1</source>
        <translation>Vietata a X nel Renju: %1</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Stop revie&amp;w</source>
        <translation>&amp;Ferma l’analisi</translation>
    </message>
    <message>
        <source>Try &amp;again from here</source>
        <translation>Ri&amp;comincia da qui</translation>
    </message>
    <message>
        <source>Save review as &amp;PDF…</source>
        <translation>Salva l’analisi in &amp;PDF…</translation>
    </message>
    <message>
        <source>Play on from the position before your first mistake, against the same opponent</source>
        <translation>Continua a giocare dalla posizione prima del tuo primo errore, contro lo stesso avversario</translation>
    </message>
    <message>
        <source>No mistake of yours found so far</source>
        <translation>Finora non è stato trovato nessun tuo errore</translation>
    </message>
    <message>
        <source>Stop reviewing; the marks found so far stay</source>
        <translation>Ferma l’analisi; i segni trovati finora restano</translation>
    </message>
    <message>
        <source>Hi&amp;de the coach</source>
        <translation>Nascon&amp;di l’allenatore</translation>
    </message>
    <message>
        <source>Take the coach&apos;s marks and this panel away; the game stays shown to step through (New game ends the review)</source>
        <translation>Togli i segni dell’allenatore e questo pannello; la partita resta visibile da scorrere («Nuova partita» chiude l’analisi)</translation>
    </message>
    <message>
        <source>The review could not be saved to {path}: {reason}.</source>
        <translation>Impossibile salvare l’analisi in {path}: {reason}.</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Allenatore</translation>
    </message>
    <message>
        <source>Saved the review to {path}.</source>
        <translation>Analisi salvata in {path}.</translation>
    </message>
    <message>
        <source>Save the review as PDF</source>
        <translation>Salva l’analisi in PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf);;All files (*)</source>
        <translation>File PDF (*.pdf);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Advantage over the game</source>
        <translation>Vantaggio nel corso della partita</translation>
    </message>
    <message>
        <source>Who was better after each move: X above the middle, O below</source>
        <translation>Chi era in vantaggio dopo ogni mossa: X sopra la metà, O sotto</translation>
    </message>
    <message>
        <source>{done} of {total} moves reviewed</source>
        <translation>{done} mosse analizzate su {total}</translation>
    </message>
    <message>
        <source>Move {number}, {cell}: {grade}; X&apos;s expected result {percent}%</source>
        <translation>Mossa {number}, {cell}: {grade}; risultato atteso di X {percent}%</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Problemi</translation>
    </message>
    <message>
        <source>Your move: click a cell, or reach it with Tab and the arrow keys and press Space.</source>
        <translation>Tocca a te: fai clic su una casella, oppure raggiungila con Tab e i tasti freccia e premi Spazio.</translation>
    </message>
    <message>
        <source>{cell} is taken: choose a free cell.</source>
        <translation>{cell} è occupata: scegli una casella libera.</translation>
    </message>
    <message>
        <source>{cell} is right. {mark} answers {reply}: your move.</source>
        <translation>{cell} è la mossa giusta. {mark} risponde {reply}: tocca a te.</translation>
    </message>
    <message>
        <source>Solved! {cell} wins.</source>
        <translation>Risolto! {cell} vince.</translation>
    </message>
    <message>
        <source>Your puzzle rating counts a first try without hints, so it counts this puzzle as missed.</source>
        <translation>Il tuo punteggio nei problemi conta solo un primo tentativo senza suggerimenti, quindi questo problema conta come mancato.</translation>
    </message>
    <message>
        <source>Hint: play {cell}.</source>
        <translation>Suggerimento: gioca {cell}.</translation>
    </message>
    <message>
        <source>Your puzzle rating counts this puzzle as missed.</source>
        <translation>Il tuo punteggio nei problemi conta questo problema come mancato.</translation>
    </message>
    <message>
        <source>The solution: {line}</source>
        <translation>La soluzione: {line}</translation>
    </message>
    <message>
        <source>Try again: {question}.</source>
        <translation>Riprova: {question}.</translation>
    </message>
    <message>
        <source>Choose &amp;from:</source>
        <translation>Scegli &amp;da:</translation>
    </message>
    <message>
        <source>Puzzles to choose from</source>
        <translation>Problemi tra cui scegliere</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Cosa è successo</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>Mostra la so&amp;luzione</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Riprova</translation>
    </message>
    <message>
        <source>&amp;Next puzzle</source>
        <translation>&amp;Prossimo problema</translation>
    </message>
    <message>
        <source>Puzzle of the &amp;day</source>
        <translation>Problema del &amp;giorno</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Puzzle board</source>
        <translation>Griglia del problema</translation>
    </message>
    <message>
        <source>{cell}, {mark}</source>
        <translation>{cell}, {mark}</translation>
    </message>
    <message>
        <source>{cell}, empty, hinted</source>
        <translation>{cell}, vuota, indicata dal suggerimento</translation>
    </message>
    <message>
        <source>{cell}, empty</source>
        <translation>{cell}, vuota</translation>
    </message>
    <message>
        <source>{cell} does not win. Try again.</source>
        <translation>{cell} non vince. Riprova.</translation>
    </message>
    <message>
        <source>{cell} does not win: the computer answers…</source>
        <translation>{cell} non vince: il computer risponde…</translation>
    </message>
    <message>
        <source>{cell} does not win: {mark} answers {reply}. Try again.</source>
        <translation>{cell} non vince: {mark} risponde {reply}. Riprova.</translation>
    </message>
    <message>
        <source>{mark} to play and win in 1 move</source>
        <translation>{mark} muove e vince in 1 mossa</translation>
    </message>
    <message>
        <source>{mark} to play and win in {n} moves</source>
        <translation>{mark} muove e vince in {n} mosse</translation>
    </message>
    <message>
        <source>All puzzles</source>
        <translation>Tutti i problemi</translation>
    </message>
    <message>
        <source>3 x 3</source>
        <translation>3 x 3</translation>
    </message>
    <message>
        <source>3 x 3, reverse rules</source>
        <translation>3 x 3, regole inverse</translation>
    </message>
    <message>
        <source>Wins by fours (15 x 15)</source>
        <translation>Vittorie con i quattro (15 x 15)</translation>
    </message>
    <message>
        <source>Wins by fours and threes (15 x 15)</source>
        <translation>Vittorie con quattro e tre (15 x 15)</translation>
    </message>
    <message>
        <source>Puzzle {id} · {size} x {size}, {length} in a row{reverse} · difficulty {level}</source>
        <translation>Problema {id} · {size} x {size}, {length} in fila{reverse} · difficoltà {level}</translation>
    </message>
    <message>
        <source>, reverse rules</source>
        <translation>, regole inverse</translation>
    </message>
    <message numerus="yes">
        <source>Your puzzle rating: {rating} (± {deviation}, %n puzzles)</source>
        <translation>
            <numerusform>Il tuo punteggio nei problemi: {rating} (± {deviation}, problemi: %n)</numerusform>
            <numerusform>Il tuo punteggio nei problemi: {rating} (± {deviation}, problemi: %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: the winning move is one of {cells}.</source>
        <translation>Suggerimento: la mossa vincente è una di queste caselle: {cells}.</translation>
    </message>
    <message>
        <source>best move</source>
        <translation>mossa migliore</translation>
    </message>
    <message>
        <source>good move</source>
        <translation>buona mossa</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprecisione</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>errore</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>errore grave</translation>
    </message>
    <message>
        <source>1 2 3: the better line, from the move before</source>
        <translation>1 2 3: la sequenza migliore, dalla mossa prima</translation>
    </message>
    <message>
        <source>{name} is the best move (wins in {n})</source>
        <translation>{name} è la mossa migliore (vince in {n})</translation>
    </message>
    <message>
        <source>{name} is the best move (loses in {n})</source>
        <translation>{name} è la mossa migliore (perde in {n})</translation>
    </message>
    <message>
        <source>{name} is the best move (draws)</source>
        <translation>{name} è la mossa migliore (pareggio)</translation>
    </message>
    <message>
        <source>{name} is the best move (estimate {label})</source>
        <translation>{name} è la mossa migliore (stima {label})</translation>
    </message>
    <message>
        <source>{name} is good; {best} was better</source>
        <translation>{name} è una buona mossa; {best} era migliore</translation>
    </message>
    <message>
        <source>{name} wins in {n}; {best} won in {m}</source>
        <translation>{name} vince in {n}; {best} avrebbe vinto in {m}</translation>
    </message>
    <message>
        <source>{name} only draws; {best} won in {m}</source>
        <translation>{name} porta solo al pareggio; {best} avrebbe vinto in {m}</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win in {n}; {best} won in {m}</source>
        <translation>{name} permette a {rival} di forzare la vittoria in {n}; {best} avrebbe vinto in {m}</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win in {n}; {best} held the draw</source>
        <translation>{name} permette a {rival} di forzare la vittoria in {n}; {best} avrebbe mantenuto il pareggio</translation>
    </message>
    <message>
        <source>{name} misses the win: {best} completes a line</source>
        <translation>{name} manca la vittoria: {best} completa una fila</translation>
    </message>
    <message>
        <source>{name} leaves {rival}&apos;s four unblocked; {best} blocks it</source>
        <translation>{name} lascia aperto il quattro di {rival}; {best} lo blocca</translation>
    </message>
    <message>
        <source>{name} misses a win by fours and threes; {best} starts it (estimate)</source>
        <translation>{name} manca una vittoria con quattro e tre che iniziava con {best} (stima)</translation>
    </message>
    <message>
        <source>{name} misses a win by fours: {best} wins in {m}</source>
        <translation>{name} manca una vittoria con quattro: {best} vince in {m}</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win by fours in {n}; {best} stops it</source>
        <translation>{name} permette a {rival} di forzare una vittoria con quattro in {n}; {best} la ferma</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win by fours in {n}; {best} was better</source>
        <translation>{name} permette a {rival} di forzare una vittoria con quattro in {n}; {best} era migliore</translation>
    </message>
    <message>
        <source>{name} lets {rival} win by fours and threes (estimate); {best} stops it</source>
        <translation>{name} lascia vincere {rival} con quattro e tre (stima); {best} lo impedisce</translation>
    </message>
    <message>
        <source>{name} gives ground (estimate: {before}% to {after}%); {best} was better</source>
        <translation>{name} perde terreno (stima: da {before}% a {after}%); {best} era migliore</translation>
    </message>
    <message>
        <source>another move</source>
        <translation>un’altra mossa</translation>
    </message>
    <message>
        <source>{grade}: {sentence}</source>
        <translation>{grade}: {sentence}</translation>
    </message>
    <message>
        <source>{text} (an estimate)</source>
        <translation>{text} (una stima)</translation>
    </message>
    <message>
        <source>Better: {line}</source>
        <translation>Meglio: {line}</translation>
    </message>
    <message>
        <source>Reviewing move {number} of {total}…</source>
        <translation>Analisi della mossa {number} di {total}…</translation>
    </message>
    <message>
        <source>Review stopped after {done} of {total} moves.</source>
        <translation>Analisi interrotta dopo {done} mosse su {total}.</translation>
    </message>
    <message>
        <source>Review done: {total} moves marked.</source>
        <translation>Analisi completata: {total} mosse valutate.</translation>
    </message>
</context>
<context>
    <name>CoachCommands</name>
    <message>
        <source>Cannot open the puzzles</source>
        <translation>Impossibile aprire i problemi</translation>
    </message>
    <message>
        <source>The puzzle set is missing from this installation of the app.</source>
        <translation>La raccolta di problemi manca in questa installazione dell’app.</translation>
    </message>
    <message>
        <source>The puzzle set of this installation is damaged: reinstall the app.</source>
        <translation>La raccolta di problemi di questa installazione è danneggiata: reinstalla l’app.</translation>
    </message>
    <message>
        <source>Cannot save the coach&apos;s marks</source>
        <translation>Impossibile salvare le valutazioni del coach</translation>
    </message>
    <message>
        <source>Puzzle rating: no puzzle tried yet (Game &gt; Puzzles…).</source>
        <translation>Punteggio nei problemi: nessun problema ancora tentato (Partita &gt; Problemi…).</translation>
    </message>
    <message>
        <source>Puzzle rating: {rating} (solved at the first try without hints: {solved} of {count}); lately {ratings}</source>
        <translation>Punteggio nei problemi: {rating} (risolti al primo tentativo senza suggerimenti: {solved} su {count}); di recente {ratings}</translation>
    </message>
</context>
<context>
    <name>CoachReport</name>
    <message>
        <source>Coach&apos;s review: {x} (X) vs {o} (O)</source>
        <translation>Analisi dell’allenatore: {x} (X) contro {o} (O)</translation>
    </message>
    <message>
        <source>{done} of {total} moves marked.</source>
        <translation>{done} mosse su {total} valutate.</translation>
    </message>
    <message>
        <source>Marks are exact where the value is proven; ~ marks an estimate of the search. Signs: ! best move, ?! inaccuracy, ? mistake, ?? blunder.</source>
        <translation>Le valutazioni sono esatte dove il valore è dimostrato; ~ indica una stima della ricerca. Segni: ! mossa migliore, ?! imprecisione, ? errore, ?? svista.</translation>
    </message>
    <message>
        <source>Marks per player</source>
        <translation>Valutazioni per giocatore</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mosse</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Valutazione</translation>
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
        <translation>N.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mossa</translation>
    </message>
    <message>
        <source>Better</source>
        <translation>Migliore</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Perché</translation>
    </message>
</context>
<context>
    <name>DesktopEntry</name>
    <message>
        <source>Tic-Tac-Toe</source>
        <translation>Tris</translation>
    </message>
    <message>
        <source>Play tic-tac-toe on boards from 3 x 3 to 15 x 15 against a friend or the computer</source>
        <translation>Gioca a tris su griglie da 3 x 3 a 15 x 15 contro un amico o contro il computer</translation>
    </message>
    <message>
        <source>tic-tac-toe;tictactoe;noughts;crosses;gomoku;k-in-a-row;misere;</source>
        <extracomment>Search words, each followed by a semicolon: keep the English ones and add your own.</extracomment>
        <translation>tic-tac-toe;tictactoe;noughts;crosses;gomoku;k-in-a-row;misere;tris;filetto;zero;croce;gioco;</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Open a game</source>
        <translation>Apri una partita</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <source>End this game?</source>
        <translation>Terminare questa partita?</translation>
    </message>
    <message>
        <source>The game in progress will not be kept.</source>
        <translation>La partita in corso non verrà conservata.</translation>
    </message>
    <message>
        <source>Game files (*.ttt *.psq *.sgf)</source>
        <translation>File di partita (*.ttt *.psq *.sgf)</translation>
    </message>
    <message>
        <source>ttt_qt games (*.ttt)</source>
        <translation>Partite ttt_qt (*.ttt)</translation>
    </message>
    <message>
        <source>Piskvork games (*.psq)</source>
        <translation>Partite Piskvork (*.psq)</translation>
    </message>
    <message>
        <source>SGF games (*.sgf)</source>
        <translation>Partite SGF (*.sgf)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tutti i file (*)</translation>
    </message>
    <message>
        <source>Add an engine</source>
        <translation>Aggiungi un motore</translation>
    </message>
    <message>
        <source>Gomocup engines (pbrain-*);;All files (*)</source>
        <translation>Motori Gomocup (pbrain-*);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>The game in progress will count as abandoned in Statistics.</source>
        <translation>Nelle statistiche la partita in corso conterà come abbandonata.</translation>
    </message>
    <message>
        <source>The game in progress will count as abandoned in Statistics, and as a loss for Match my level.</source>
        <translation>Nelle statistiche la partita in corso conterà come abbandonata, e come sconfitta per «Al mio livello».</translation>
    </message>
    <message>
        <source>The game in progress is saved in {file}: Open Game brings it back.</source>
        <translation>La partita in corso è salvata in {file}: «Apri partita» la riporta indietro.</translation>
    </message>
    <message>
        <source>The game in progress is saved in {file}: Open Game brings it back. In Statistics it will count as abandoned.</source>
        <translation>La partita in corso è salvata in {file}: «Apri partita» la riporta indietro. Nelle statistiche conterà come abbandonata.</translation>
    </message>
    <message>
        <source>The game in progress is saved in {file}: Open Game brings it back. In Statistics it will count as abandoned, and as a loss for Match my level.</source>
        <translation>La partita in corso è salvata in {file}: «Apri partita» la riporta indietro. Nelle statistiche conterà come abbandonata, e come sconfitta per «Al mio livello».</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Continua a giocare</translation>
    </message>
    <message>
        <source>The game has just ended: {result}</source>
        <translation>La partita è appena finita: {result}</translation>
    </message>
    <message>
        <source>About {name}</source>
        <translation>Informazioni su {name}</translation>
    </message>
    <message>
        <source>&lt;h2&gt;{name}&lt;/h2&gt;&lt;p&gt;Version {version}&lt;/p&gt;</source>
        <translation>&lt;h2&gt;{name}&lt;/h2&gt;&lt;p&gt;Versione {version}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Tic-tac-toe from 3 x 3 to 15 x 15, k in a row, normal or reverse rules, against a friend or computer players from dumb to perfect.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;br&gt;&lt;a href=&quot;{url}&quot;&gt;{url}&lt;/a&gt;&lt;/p&gt;&lt;p&gt;Credits: the ttt_qt developers. Its console games and course modules follow the programming courses they were written for. Built with Python and Qt.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tris da 3 x 3 a 15 x 15, k in fila, regole normali o inverse, contro un amico o contro giocatori del computer, dal più sprovveduto al perfetto.&lt;/p&gt;&lt;p&gt;Software libero con licenza MIT.&lt;br&gt;&lt;a href=&quot;{url}&quot;&gt;{url}&lt;/a&gt;&lt;/p&gt;&lt;p&gt;Riconoscimenti: gli sviluppatori di ttt_qt. I giochi da console e i moduli didattici seguono i corsi di programmazione per cui sono stati scritti. Realizzato con Python e Qt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Informazioni su &amp;Qt</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Informazioni su Qt</translation>
    </message>
</context>
<context>
    <name>EngineHelp</name>
    <message>
        <source>The engine failed</source>
        <translation>Il motore non ha funzionato</translation>
    </message>
    <message>
        <source>The game is kept. Play on against {level}, or start {name} again?</source>
        <translation>La partita viene conservata. Continuare contro {level} o avviare di nuovo {name}?</translation>
    </message>
    <message>
        <source>Play on against {level}</source>
        <translation>Continua contro {level}</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Riprova</translation>
    </message>
</context>
<context>
    <name>EngineLogDialog</name>
    <message>
        <source>Engine Log</source>
        <translation>Registro dei motori</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aggiorna</translation>
    </message>
    <message>
        <source>No outside engine plays or gives hints now.</source>
        <translation>Al momento nessun motore esterno gioca o dà suggerimenti.</translation>
    </message>
    <message>
        <source>{name} ({path}), not running</source>
        <translation>{name} ({path}), non in esecuzione</translation>
    </message>
    <message>
        <source>{name} ({path}), process {pid}</source>
        <translation>{name} ({path}), processo {pid}</translation>
    </message>
    <message>
        <source>It has printed no message.</source>
        <translation>Non ha scritto nessun messaggio.</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <source>There is no file at {path}.</source>
        <translation>Non c’è nessun file in {path}.</translation>
    </message>
    <message>
        <source>{name} is not a program that can be run (it is not executable).</source>
        <translation>{name} non è un programma che si possa avviare (non è eseguibile).</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Motori</translation>
    </message>
    <message>
        <source>Gomocup engines (programs named pbrain-…) play five in a row on boards from 7 x 7 to 15 x 15. They are started from where they are; nothing is copied.</source>
        <translation>I motori Gomocup (programmi chiamati pbrain-…) giocano a cinque in fila su scacchiere da 7 x 7 a 15 x 15. Vengono avviati da dove si trovano; non viene copiato nulla.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versione</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>Programma</translation>
    </message>
    <message>
        <source>Engines added</source>
        <translation>Motori aggiunti</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>A&amp;ggiungi…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Rimuovi</translation>
    </message>
    <message>
        <source>Hints come from the engine chosen here: its move for the side to move.</source>
        <translation>I suggerimenti vengono dal motore scelto qui: la sua mossa per chi deve muovere.</translation>
    </message>
    <message>
        <source>Analyse &amp;with:</source>
        <translation>Analizza &amp;con:</translation>
    </message>
    <message>
        <source>With the evaluation shown, the values on the cells stay the app&apos;s own (an engine gives one move, not a value per cell); the engine&apos;s move is framed as a hint, with its evaluation in the status bar.</source>
        <translation>Con la valutazione mostrata, i valori sulle caselle restano quelli dell&apos;app (un motore dà una mossa, non un valore per casella); la mossa del motore è incorniciata come suggerimento, con la sua valutazione nella barra di stato.</translation>
    </message>
    <message>
        <source>That engine is in the list already.</source>
        <translation>Quel motore è già nell’elenco.</translation>
    </message>
    <message>
        <source>Starting {path} to read its name…</source>
        <translation>Avvio di {path} per leggerne il nome…</translation>
    </message>
    <message>
        <source>Built-in analysis</source>
        <translation>Analisi integrata</translation>
    </message>
    <message>
        <source>{name} was added.</source>
        <translation>{name} è stato aggiunto.</translation>
    </message>
    <message>
        <source>{reason} It was not added.</source>
        <translation>{reason} Non è stato aggiunto.</translation>
    </message>
</context>
<context>
    <name>EnginesSection</name>
    <message>
        <source>Engines</source>
        <translation>Motori</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>Motor&amp;i…</translation>
    </message>
    <message>
        <source>Add or remove Gomocup engines, and choose who gives hints</source>
        <translation>Aggiungi o rimuovi motori Gomocup e scegli chi dà i suggerimenti</translation>
    </message>
    <message>
        <source>None added. Hints come from the app&apos;s own analysis.</source>
        <translation>Nessun motore aggiunto. I suggerimenti vengono dall’analisi propria dell’app.</translation>
    </message>
    <message>
        <source>{names}. Hints come from the app&apos;s own analysis.</source>
        <translation>{names}. I suggerimenti vengono dall’analisi propria dell’app.</translation>
    </message>
    <message>
        <source>{names}. Hints come from {analyst} for five in a row on 7 x 7 to 15 x 15, else from the app&apos;s own analysis.</source>
        <translation>{names}. I suggerimenti vengono da {analyst} per cinque in fila su 7 x 7 fino a 15 x 15, altrimenti dall’analisi propria dell’app.</translation>
    </message>
</context>
<context>
    <name>Evaluation</name>
    <message numerus="yes">
        <source>Win in %n</source>
        <translation>
            <numerusform>Vittoria in %n</numerusform>
            <numerusform>Vittoria in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loss in %n</source>
        <translation>
            <numerusform>Sconfitta in %n</numerusform>
            <numerusform>Sconfitta in %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw</source>
        <comment>a proven result: with best play nobody wins</comment>
        <translation>Pareggio</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1: %2. %3 wins by playing here.</source>
        <translation>%1: %2. %3 vince giocando qui.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2. If %3 plays here, %3 can force a win within %n moves (the moves of both players, this one included).</source>
        <translation>
            <numerusform>%1: %2. Se %3 gioca qui, %3 può forzare la vittoria entro %n mossa (contando le mosse di entrambi i giocatori, compresa questa).</numerusform>
            <numerusform>%1: %2. Se %3 gioca qui, %3 può forzare la vittoria entro %n mosse (contando le mosse di entrambi i giocatori, compresa questa).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2. If %3 plays here, %4 can force a win within %n moves (the moves of both players, this one included).</source>
        <translation>
            <numerusform>%1: %2. Se %3 gioca qui, %4 può forzare la vittoria entro %n mossa (contando le mosse di entrambi i giocatori, compresa questa).</numerusform>
            <numerusform>%1: %2. Se %3 gioca qui, %4 può forzare la vittoria entro %n mosse (contando le mosse di entrambi i giocatori, compresa questa).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2. If %3 plays here, neither player can force a win: with best play the game is a draw.</source>
        <translation>%1: %2. Se %3 gioca qui, nessuno dei due può forzare la vittoria: giocando al meglio, la partita finisce in pareggio.</translation>
    </message>
    <message>
        <source>%1: %2. If %3 plays here, %3&apos;s chances are estimated at %5% (a draw counts as half a win). This is not proven.</source>
        <translation>%1: %2. Se %3 gioca qui, le probabilità di %3 sono stimate al %5% (un pareggio vale mezza vittoria). Non è dimostrato.</translation>
    </message>
    <message>
        <source>Each free cell shows how the game goes for %1 if %1 plays there.</source>
        <translation>Ogni casella libera mostra come va la partita per %1 se %1 gioca lì.</translation>
    </message>
    <message>
        <source>Evaluating every free cell for %1…</source>
        <translation>Valutazione di ogni casella libera per %1…</translation>
    </message>
    <message>
        <source>The values come back when a person is to move.</source>
        <translation>I valori tornano quando tocca muovere a una persona.</translation>
    </message>
    <message>
        <source>Pause the game to see the values for the player to move.</source>
        <translation>Metti in pausa la partita per vedere i valori per il giocatore che deve muovere.</translation>
    </message>
    <message>
        <source>The game is over: there is nothing left to evaluate.</source>
        <translation>La partita è finita: non c’è più niente da valutare.</translation>
    </message>
    <message>
        <source>Green a win, blue a draw, red a loss: proven with best play, stronger the sooner.</source>
        <translation>Verde una vittoria, blu un pareggio, rosso una sconfitta: dimostrato con il gioco migliore, più intenso quanto più è vicino.</translation>
    </message>
    <message>
        <source>Paler shades: estimated chances, not proven. Point at a cell to read its value.</source>
        <translation>Tonalità più pallide: probabilità stimate, non dimostrate. Punta una casella per leggerne il valore.</translation>
    </message>
    <message>
        <source>Win in 3, Draw, Loss in 2: proven with best play, moves of both players counted.</source>
        <translation>Vittoria in 3, Pareggio, Sconfitta in 2: dimostrati giocando al meglio, contando le mosse di entrambi i giocatori.</translation>
    </message>
    <message>
        <source>A percentage: estimated chances, not proven (a draw counts half).</source>
        <translation>Una percentuale: probabilità stimate, non dimostrate (un pareggio vale metà).</translation>
    </message>
</context>
<context>
    <name>EvaluationSummary</name>
    <message numerus="yes">
        <source>Every move for %1 wins in %n.</source>
        <translation>
            <numerusform>Ogni mossa di %1 porta alla vittoria in %n.</numerusform>
            <numerusform>Ogni mossa di %1 porta alla vittoria in %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every move for %1 loses in %n.</source>
        <translation>
            <numerusform>Ogni mossa di %1 porta alla sconfitta in %n.</numerusform>
            <numerusform>Ogni mossa di %1 porta alla sconfitta in %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every move for %1 draws.</source>
        <comment>with best play, wherever %1 plays</comment>
        <translation>Ogni mossa di %1 porta al pareggio.</translation>
    </message>
    <message>
        <source>Every move for %1 is estimated at %2%.</source>
        <translation>Ogni mossa di %1 è stimata al %2%.</translation>
    </message>
    <message numerus="yes">
        <source>Every move for %1 wins in %n, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>
            <numerusform>Ogni mossa di %1 porta alla vittoria in %n, tranne %2.</numerusform>
            <numerusform>Ogni mossa di %1 porta alla vittoria in %n, tranne %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every move for %1 loses in %n, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>
            <numerusform>Ogni mossa di %1 porta alla sconfitta in %n, tranne %2.</numerusform>
            <numerusform>Ogni mossa di %1 porta alla sconfitta in %n, tranne %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every move for %1 draws, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>Ogni mossa di %1 porta al pareggio, tranne %2.</translation>
    </message>
    <message>
        <source>Every move for %1 is estimated at %3%, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>Ogni mossa di %1 è stimata al %3%, tranne %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1: wins in %n</source>
        <comment>a cell (%1) and its value</comment>
        <translation>
            <numerusform>%1: vittoria in %n</numerusform>
            <numerusform>%1: vittoria in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: loses in %n</source>
        <comment>a cell (%1) and its value</comment>
        <translation>
            <numerusform>%1: sconfitta in %n</numerusform>
            <numerusform>%1: sconfitta in %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: draws</source>
        <comment>a cell (%1) and its value</comment>
        <translation>%1: pareggio</translation>
    </message>
    <message>
        <source>%1: %2%</source>
        <comment>a cell (%1) and its estimated chances</comment>
        <translation>%1: %2%</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>{name} does not exist.</source>
        <translation>{name} non esiste.</translation>
    </message>
    <message>
        <source>{name} is a folder, not a saved game.</source>
        <translation>{name} è una cartella, non una partita salvata.</translation>
    </message>
    <message>
        <source>{name} cannot be read: permission denied.</source>
        <translation>Impossibile leggere {name}: permesso negato.</translation>
    </message>
    <message>
        <source>{name} is not a text file, so it is not a saved game.</source>
        <translation>{name} non è un file di testo, quindi non è una partita salvata.</translation>
    </message>
    <message>
        <source>{name} cannot be read: {reason}.</source>
        <translation>Impossibile leggere {name}: {reason}.</translation>
    </message>
    <message>
        <source>{name} is empty: there is no game in it.</source>
        <translation>{name} è vuoto: non contiene nessuna partita.</translation>
    </message>
    <message>
        <source>{name} was saved by a newer version of ttt_qt (game format {version}; this version reads format {ours}). Update ttt_qt to open it.</source>
        <translation>{name} è stato salvato da una versione più recente di ttt_qt (formato di partita {version}; questa versione legge il formato {ours}). Aggiorna ttt_qt per aprirlo.</translation>
    </message>
    <message>
        <source>{name} is not a ttt_qt game: the first line must be &apos;{header}&apos;.</source>
        <translation>{name} non è una partita ttt_qt: la prima riga deve essere &apos;{header}&apos;.</translation>
    </message>
    <message>
        <source>{name} cannot be opened: {reason}.</source>
        <translation>Impossibile aprire {name}: {reason}.</translation>
    </message>
    <message>
        <source>{name} is too big to be a game file.</source>
        <translation>{name} è troppo grande per essere un file di partita.</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>riga {line}</translation>
    </message>
    <message>
        <source>line {line}, move {move}</source>
        <translation>riga {line}, mossa {move}</translation>
    </message>
    <message>
        <source>{where}: {problem}</source>
        <translation>{where}: {problem}</translation>
    </message>
    <message>
        <source>a saved game is at most {limit} characters</source>
        <translation>una partita salvata ha al massimo {limit} caratteri</translation>
    </message>
    <message>
        <source>unknown entry &apos;{entry}&apos;</source>
        <translation>voce sconosciuta &apos;{entry}&apos;</translation>
    </message>
    <message>
        <source>&apos;{entry}&apos; is given twice</source>
        <translation>&apos;{entry}&apos; compare due volte</translation>
    </message>
    <message>
        <source>missing {entries}</source>
        <translation>manca {entries}</translation>
    </message>
    <message>
        <source>{entry} must be a whole number, not &apos;{text}&apos;</source>
        <translation>{entry} deve essere un numero intero, non &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>board size must be from {low} to {high}, not {size}</source>
        <translation>la dimensione della scacchiera deve andare da {low} a {high}, non {size}</translation>
    </message>
    <message>
        <source>win length must be from {low} to the board size {size}, not {length}</source>
        <translation>la lunghezza della fila deve andare da {low} alla dimensione della scacchiera, {size}, non {length}</translation>
    </message>
    <message>
        <source>rules must be &apos;normal&apos; or &apos;reverse&apos;, not &apos;{text}&apos;</source>
        <translation>rules deve essere &apos;normal&apos; o &apos;reverse&apos;, non &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>rule must be &apos;freestyle&apos;, &apos;standard&apos;, &apos;renju&apos; or &apos;caro&apos;, not &apos;{text}&apos;</source>
        <translation>rule deve essere &apos;freestyle&apos;, &apos;standard&apos;, &apos;renju&apos; o &apos;caro&apos;, non &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>the {rule} rule is five in a row on boards from 7 x 7 to 15 x 15, in normal rules</source>
        <translation>la regola {rule} vale solo per cinque in fila su scacchiere da 7 x 7 a 15 x 15, con regole normali</translation>
    </message>
    <message>
        <source>the opening must be &apos;none&apos;, &apos;swap&apos; or &apos;swap2&apos;, not &apos;{text}&apos;</source>
        <translation>l’apertura deve essere &apos;none&apos;, &apos;swap&apos; o &apos;swap2&apos;, non &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>the {opening} opening is played on 15 x 15 with five in a row, under freestyle, standard or Renju</source>
        <translation>l’apertura {opening} si gioca su 15 x 15 con cinque in fila, con la regola freestyle, standard o Renju</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a choice of the opening: give black, white or two</source>
        <translation>&apos;{text}&apos; non è una scelta dell’apertura: indica black, white o two</translation>
    </message>
    <message>
        <source>{cell} cannot be played before the opening&apos;s choice</source>
        <translation>{cell} non si può giocare prima della scelta dell’apertura</translation>
    </message>
    <message>
        <source>the opening&apos;s choices ({text}) do not fit its moves</source>
        <translation>le scelte dell’apertura ({text}) non corrispondono alle sue mosse</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; is not a cell: give a column letter A-{last} and a row 1-{size}, like B2</source>
        <translation>&apos;{word}&apos; non è una casella: indica una lettera di colonna A-{last} e una riga 1-{size}, come B2</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; is off the {size} x {size} board: columns A-{last}, rows 1-{size}</source>
        <translation>&apos;{word}&apos; è fuori dalla scacchiera {size} x {size}: colonne A-{last}, righe 1-{size}</translation>
    </message>
    <message>
        <source>{cell} cannot be played, it is already taken</source>
        <translation>{cell} non si può giocare, è già occupata</translation>
    </message>
    <message>
        <source>{cell} cannot be played, the game is over</source>
        <translation>{cell} non si può giocare, la partita è finita</translation>
    </message>
    <message>
        <source>{cell} cannot be played, it is forbidden to X under Renju ({reason})</source>
        <translation>{cell} non si può giocare, nel Renju è vietata a X ({reason})</translation>
    </message>
    <message>
        <source>{entry} must be &apos;person&apos;, &apos;computer&apos; or &apos;engine&apos;, not &apos;{text}&apos;</source>
        <translation>{entry} deve essere &apos;person&apos;, &apos;computer&apos; o &apos;engine&apos;, non &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>{entry} must give a name after &apos;{player}&apos;</source>
        <translation>{entry} deve indicare un nome dopo &apos;{player}&apos;</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; in {entry} is not a strategy name (lower-case letters, digits, &apos;-&apos; and &apos;_&apos;)</source>
        <translation>&apos;{text}&apos; in {entry} non è un nome di strategia (lettere minuscole, cifre, &apos;-&apos; e &apos;_&apos;)</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; in {entry} is not an option: give name=number, like time_limit=1.5</source>
        <translation>&apos;{text}&apos; in {entry} non è un’opzione: indica nome=numero, come time_limit=1.5</translation>
    </message>
    <message>
        <source>the option &apos;{option}&apos; of {entry} is given twice</source>
        <translation>l’opzione &apos;{option}&apos; di {entry} compare due volte</translation>
    </message>
    <message>
        <source>{name} cannot be written: there is no folder {folder}.</source>
        <translation>Impossibile scrivere {name}: la cartella {folder} non esiste.</translation>
    </message>
    <message>
        <source>A {format} file cannot keep these rules: {name} will open as {opened}, not {rules}.</source>
        <translation>Un file {format} non può conservare queste regole: {name} si aprirà come «{opened}», non come «{rules}».</translation>
    </message>
    <message>
        <source>{name} cannot be written: {reason}.</source>
        <translation>Impossibile scrivere {name}: {reason}.</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>Paused. {turn}</source>
        <translation>In pausa. {turn}</translation>
    </message>
    <message>
        <source>Review: move {moves} of {total}. {result}</source>
        <translation>Revisione: mossa {moves} di {total}. {result}</translation>
    </message>
    <message>
        <source>This is a review: Play from here plays on from a move.</source>
        <translation>Questa è una revisione: «Gioca da qui» riprende la partita da una mossa.</translation>
    </message>
    <message>
        <source>The game is over: New game starts another.</source>
        <translation>La partita è finita: «Nuova partita» ne inizia un’altra.</translation>
    </message>
    <message>
        <source>Two computers play this game: Pause stops them, Continue goes on.</source>
        <translation>Due computer giocano questa partita: «Pausa» li ferma, «Continua» riprende.</translation>
    </message>
    <message>
        <source>Wait for {name} to move.</source>
        <translation>Aspetta che {name} muova.</translation>
    </message>
    <message>
        <source>{cell} is taken: choose a free cell.</source>
        <translation>{cell} è occupata: scegli una casella libera.</translation>
    </message>
    <message>
        <source>{cell} is forbidden to {mark} under Renju: {reason}.</source>
        <translation>{cell} è vietata a {mark} nel Renju: {reason}.</translation>
    </message>
    <message>
        <source>{name} ({mark}) chose a move that is not allowed: {error}</source>
        <translation>{name} ({mark}) ha scelto una mossa non consentita: {error}</translation>
    </message>
    <message>
        <source>{name} ({mark}) made an opening decision that is not allowed: {error}</source>
        <translation>{name} ({mark}) ha preso una decisione d’apertura non consentita: {error}</translation>
    </message>
    <message>
        <source>{name} ({mark}) could not move: {message}</source>
        <translation>{name} ({mark}) non ha potuto muovere: {message}</translation>
    </message>
    <message>
        <source>The analysis failed: {message}</source>
        <translation>L’analisi non è riuscita: {message}</translation>
    </message>
</context>
<context>
    <name>GameRecorder</name>
    <message>
        <source>This game could not be added to the statistics: {reason}</source>
        <translation>Impossibile aggiungere questa partita alle statistiche: {reason}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Impostazioni…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>S&amp;tatistiche…</translation>
    </message>
    <message>
        <source>The computers&apos; unfinished game is back, paused: Continue lets them play on.</source>
        <translation>La partita non finita dei computer è tornata, in pausa: «Continua» li lascia giocare ancora.</translation>
    </message>
    <message>
        <source>Your unfinished game is back: play on, or start a new one.</source>
        <translation>La tua partita non finita è tornata: continua a giocare o iniziane una nuova.</translation>
    </message>
    <message>
        <source>Review this game?</source>
        <translation>Rivedere questa partita?</translation>
    </message>
    <message>
        <source>&amp;Review the game</source>
        <translation>&amp;Rivedi la partita</translation>
    </message>
    <message>
        <source>Review: {players} · {rules}</source>
        <translation>Revisione: {players} · {rules}</translation>
    </message>
    <message>
        <source>{players} · {rules}</source>
        <translation>{players} · {rules}</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Qualcosa è andato storto</translation>
    </message>
    <message>
        <source>Start a new game with the new settings? If you keep playing, the rules and players stay as they were.</source>
        <translation>Iniziare una nuova partita con le nuove impostazioni? Se continui a giocare, regole e giocatori restano com’erano.</translation>
    </message>
    <message>
        <source>The rules and players were not changed; your game goes on.</source>
        <translation>Regole e giocatori non sono stati modificati; la partita continua.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Come si gioca</translation>
    </message>
    <message>
        <source>Start a &amp;new game</source>
        <translation>Inizia una &amp;nuova partita</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>Su&amp;ggerimento</translation>
    </message>
    <message>
        <source>The result stays in Statistics; the game from here on is not counted.</source>
        <translation>Il risultato resta nelle statistiche; la partita da qui in poi non viene contata.</translation>
    </message>
    <message>
        <source>The game was already over when it was opened: Statistics do not count it.</source>
        <translation>La partita era già finita quando è stata aperta: le statistiche non la contano.</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Iniziare una nuova partita?</translation>
    </message>
    <message>
        <source>Change your opponent and start a new game?</source>
        <translation>Cambiare avversario e iniziare una nuova partita?</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
</context>
<context>
    <name>Metainfo</name>
    <message>
        <source>Tic-tac-toe from 3 x 3 to 15 x 15, against a friend or the computer</source>
        <translation>Tris da 3 x 3 a 15 x 15, contro un amico o contro il computer</translation>
    </message>
    <message>
        <source>A tic-tac-toe game for the desktop that grows with its players: the classic 3 x 3 game, boards up to 15 x 15 with k in a row to win, and reverse (misère) rules in which whoever completes a line loses.</source>
        <translation>Un gioco di tris per il desktop che cresce con i suoi giocatori: il classico 3 x 3, griglie fino a 15 x 15 con k in fila per vincere e regole inverse (misère) in cui chi completa una linea perde.</translation>
    </message>
    <message>
        <source>Play a friend, play the computer, or watch two computer players</source>
        <translation>Gioca contro un amico o contro il computer, oppure guarda giocare due giocatori del computer</translation>
    </message>
    <message>
        <source>Computer players from a beginner that takes the first free cell to one that never loses</source>
        <translation>Giocatori del computer, da un principiante che prende la prima casella libera fino a uno che non perde mai</translation>
    </message>
    <message>
        <source>Hints, undo and redo, a move list and a highlighted winning line</source>
        <translation>Suggerimenti, annulla e ripeti, elenco delle mosse e linea vincente evidenziata</translation>
    </message>
    <message>
        <source>An evaluation overlay that shows how good every free cell is</source>
        <translation>Una valutazione sovrapposta alla griglia che mostra quanto è buona ogni casella libera</translation>
    </message>
    <message>
        <source>Statistics of every game, with a chart and a PDF or CSV report</source>
        <translation>Statistiche di ogni partita, con un grafico e un resoconto PDF o CSV</translation>
    </message>
    <message>
        <source>Mouse and keyboard play, with the numeric keypad on 3 x 3</source>
        <translation>Gioco con mouse e tastiera, con il tastierino numerico sul 3 x 3</translation>
    </message>
    <message>
        <source>A game against the computer on the classic 3 x 3 board</source>
        <translation>Una partita contro il computer sulla classica griglia 3 x 3</translation>
    </message>
    <message>
        <source>tic-tac-toe</source>
        <translation>tris</translation>
    </message>
    <message>
        <source>noughts and crosses</source>
        <translation>filetto</translation>
    </message>
    <message>
        <source>k in a row</source>
        <translation>k in fila</translation>
    </message>
</context>
<context>
    <name>Mode</name>
    <message>
        <source>You vs the computer</source>
        <translation>Tu contro il computer</translation>
    </message>
    <message>
        <source>Two people</source>
        <translation>Due persone</translation>
    </message>
    <message>
        <source>Computer vs computer</source>
        <translation>Computer contro computer</translation>
    </message>
</context>
<context>
    <name>MoveReport</name>
    <message numerus="yes">
        <source>%2 played %3 (%1) — proven: %4 can force a win within %n more moves (the moves of both players).</source>
        <translation>
            <numerusform>%2 ha giocato %3 (%1) — dimostrato: %4 può forzare la vittoria entro %n altra mossa (contando le mosse di entrambi i giocatori).</numerusform>
            <numerusform>%2 ha giocato %3 (%1) — dimostrato: %4 può forzare la vittoria entro altre %n mosse (contando le mosse di entrambi i giocatori).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a forced win within %n moves (the moves of both players)</source>
        <translation>
            <numerusform>una vittoria forzata entro %n mossa (contando le mosse di entrambi i giocatori)</numerusform>
            <numerusform>una vittoria forzata entro %n mosse (contando le mosse di entrambi i giocatori)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a forced loss within %n moves (the moves of both players)</source>
        <translation>
            <numerusform>una sconfitta forzata entro %n mossa (contando le mosse di entrambi i giocatori)</numerusform>
            <numerusform>una sconfitta forzata entro %n mosse (contando le mosse di entrambi i giocatori)</numerusform>
        </translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — proven: with best play the game is a draw.</source>
        <translation>%2 ha giocato %3 (%1) — dimostrato: giocando al meglio, la partita finisce in pareggio.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — a forced move.</source>
        <translation>%2 ha giocato %3 (%1) — una mossa forzata.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — the best move found in %4 s, not proven.</source>
        <translation>%2 ha giocato %3 (%1) — la mossa migliore trovata in %4 s, non dimostrata.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — the move its random games favoured, not proven.</source>
        <translation>%2 ha giocato %3 (%1) — la mossa favorita dalle sue partite casuali, non dimostrata.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — a cell chosen at random.</source>
        <translation>%2 ha giocato %3 (%1) — una casella scelta a caso.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — the first free cell.</source>
        <translation>%2 ha giocato %3 (%1) — la prima casella libera.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — its usual opening move, not searched.</source>
        <translation>%2 ha giocato %3 (%1) — la sua solita mossa d’apertura, senza ricerca.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — not proven.</source>
        <translation>%2 ha giocato %3 (%1) — non dimostrata.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — a move by its rules of thumb, not proven.</source>
        <translation>%2 ha giocato %3 (%1) — una mossa secondo le sue regole pratiche, non dimostrata.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) the last time the app ran.</source>
        <translation>%2 ha giocato %3 (%1) l’ultima volta che l’app era aperta.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1), an outside engine&apos;s move.</source>
        <translation>%2 ha giocato %3 (%1), la mossa di un motore esterno.</translation>
    </message>
    <message>
        <source>%1 suggests %2 for %3.</source>
        <translation>%1 suggerisce %2 per %3.</translation>
    </message>
    <message>
        <source>Its evaluation for %1: %2 (depth %3).</source>
        <translation>La sua valutazione per %1: %2 (profondità %3).</translation>
    </message>
    <message>
        <source>Its evaluation for %1: %2.</source>
        <translation>La sua valutazione per %1: %2.</translation>
    </message>
    <message>
        <source>It expects %1.</source>
        <translation>Prevede %1.</translation>
    </message>
    <message>
        <source>Hint for %1: %2.</source>
        <translation>Suggerimento per %1: %2.</translation>
    </message>
    <message>
        <source>Hint for %1: %2 — proven: %3.</source>
        <translation>Suggerimento per %1: %2 — dimostrato: %3.</translation>
    </message>
    <message>
        <source>Hint for %1: %2 — the best move found in %3 s, not proven (%4).</source>
        <translation>Suggerimento per %1: %2 — la mossa migliore trovata in %3 s, non dimostrata (%4).</translation>
    </message>
</context>
<context>
    <name>OpeningChoices</name>
    <message>
        <source>Play &amp;black</source>
        <translation>Gioca &amp;con il nero</translation>
    </message>
    <message>
        <source>Play &amp;white</source>
        <translation>Gioca con il &amp;bianco</translation>
    </message>
    <message>
        <source>Place two &amp;more stones</source>
        <translation>Metti altre &amp;due pietre</translation>
    </message>
</context>
<context>
    <name>OpeningCombo</name>
    <message>
        <source>Opening</source>
        <translation>Apertura</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nessuna</translation>
    </message>
    <message>
        <source>Black (X) places the first stone and moves on.</source>
        <translation>Il nero (X) mette la prima pietra, poi la partita prosegue normalmente.</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Swap</translation>
    </message>
    <message>
        <source>The first player places three stones; the other then chooses a colour.</source>
        <translation>Il primo giocatore mette tre pietre; l’altro poi sceglie un colore.</translation>
    </message>
    <message>
        <source>Swap2</source>
        <translation>Swap2</translation>
    </message>
    <message>
        <source>The first player places three stones; the other chooses a colour, or places two more and leaves the choice to the first.</source>
        <translation>Il primo giocatore mette tre pietre; l’altro sceglie un colore, oppure ne mette altre due e lascia la scelta al primo.</translation>
    </message>
    <message>
        <source>Swap and swap2 are played on {size} x {size} with five in a row, under freestyle, standard or Renju.</source>
        <translation>Swap e swap2 si giocano su {size} x {size} con cinque in fila, con la regola stile libero, standard o Renju.</translation>
    </message>
</context>
<context>
    <name>OpeningTexts</name>
    <message>
        <source>{name} is choosing a side…</source>
        <translation>{name} sta scegliendo il colore…</translation>
    </message>
    <message>
        <source>{name} is placing the opening stones…</source>
        <translation>{name} sta mettendo le pietre d’apertura…</translation>
    </message>
    <message>
        <source>Opening: place a black stone (X), {count} to go.</source>
        <translation>Apertura: metti una pietra nera (X), ancora {count}.</translation>
    </message>
    <message>
        <source>Opening: place a white stone (O), {count} to go.</source>
        <translation>Apertura: metti una pietra bianca (O), ancora {count}.</translation>
    </message>
    <message>
        <source>Opening: {name} places a black stone (X), {count} to go.</source>
        <translation>Apertura: {name} mette una pietra nera (X), ancora {count}.</translation>
    </message>
    <message>
        <source>Opening: {name} places a white stone (O), {count} to go.</source>
        <translation>Apertura: {name} mette una pietra bianca (O), ancora {count}.</translation>
    </message>
    <message>
        <source>Your choice: play black, play white or place two more stones.</source>
        <translation>Scegli tu: giocare con il nero, giocare con il bianco o mettere altre due pietre.</translation>
    </message>
    <message>
        <source>Your choice: play black or play white.</source>
        <translation>Scegli tu: giocare con il nero o giocare con il bianco.</translation>
    </message>
    <message>
        <source>{name} chooses: play black, play white or place two more stones.</source>
        <translation>{name} sceglie: giocare con il nero, giocare con il bianco o mettere altre due pietre.</translation>
    </message>
    <message>
        <source>{name} chooses: play black or play white.</source>
        <translation>{name} sceglie: giocare con il nero o giocare con il bianco.</translation>
    </message>
    <message>
        <source>{name} took black.</source>
        <translation>{name} ha preso il nero.</translation>
    </message>
    <message>
        <source>{name} took white.</source>
        <translation>{name} ha preso il bianco.</translation>
    </message>
    <message>
        <source>{name} will place two more stones.</source>
        <translation>{name} metterà altre due pietre.</translation>
    </message>
    <message>
        <source>Swap2 keeps the first stones fair: the other player picks a side after seeing them.</source>
        <translation>Lo swap2 rende equo l’inizio: l’altro giocatore sceglie il colore dopo aver visto le prime pietre.</translation>
    </message>
    <message>
        <source>Swap keeps the first stones fair: the other player picks a side after seeing them.</source>
        <translation>Lo swap rende equo l’inizio: l’altro giocatore sceglie il colore dopo aver visto le prime pietre.</translation>
    </message>
    <message>
        <source>Choose a side first, with the buttons beside the board.</source>
        <translation>Prima scegli un colore, con i pulsanti accanto alla griglia.</translation>
    </message>
</context>
<context>
    <name>OpponentPicker</name>
    <message>
        <source>Another person</source>
        <translation>Un’altra persona</translation>
    </message>
    <message>
        <source>Two people take turns at this board</source>
        <translation>Due persone giocano a turno su questa griglia</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Avversario</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>Avv&amp;ersario:</translation>
    </message>
    <message>
        <source>Who you play against; changing it starts a new game (asking first mid-game)</source>
        <translation>Contro chi giochi; cambiarlo avvia una nuova partita (a partita in corso, dopo averlo chiesto)</translation>
    </message>
    <message>
        <source>up from {before} after your last results</source>
        <translation>salito da {before} dopo i tuoi ultimi risultati</translation>
    </message>
    <message>
        <source>down from {before} after your last results</source>
        <translation>sceso da {before} dopo i tuoi ultimi risultati</translation>
    </message>
    <message>
        <source>It plays at level {level} of {top}, {change} on these rules.</source>
        <translation>Gioca al livello {level} di {top}, {change} con queste regole.</translation>
    </message>
    <message>
        <source>It plays at level {level} of {top}, set by your results on these rules.</source>
        <translation>Gioca al livello {level} di {top}, stabilito dai tuoi risultati con queste regole.</translation>
    </message>
</context>
<context>
    <name>OutcomeDialog</name>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Gioca ancora</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <source>Review with c&amp;oach</source>
        <translation>&amp;Analizza con il coach</translation>
    </message>
    <message>
        <source>Every move of the game marked, and what was better</source>
        <translation>Ogni mossa della partita valutata, e cosa era meglio</translation>
    </message>
</context>
<context>
    <name>OutcomeTeller</name>
    <message>
        <source>The last game ended before the new one: {result}</source>
        <translation>La partita precedente è finita prima della nuova: {result}</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <source>Puzzle rating, puzzle by puzzle</source>
        <translation>Punteggio dei problemi, problema per problema</translation>
    </message>
    <message>
        <source>No puzzles tried yet.</source>
        <translation>Nessun problema ancora tentato.</translation>
    </message>
    <message numerus="yes">
        <source>Puzzle rating from {start} to {now} after %n puzzles ({solved} solved).</source>
        <translation>
            <numerusform>Punteggio dei problemi da {start} a {now} dopo %n problema ({solved} risolti).</numerusform>
            <numerusform>Punteggio dei problemi da {start} a {now} dopo %n problemi ({solved} risolti).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>all rules</source>
        <translation>tutte le regole</translation>
    </message>
    <message>
        <source>Abandoned games were left before their end (they count as played, not as won, lost or tied). Continued games were played on from a reviewed game, whose first moves they took over; they count with their results, and are named under the table of runs.</source>
        <translation>Le partite abbandonate sono state lasciate prima della fine (contano come giocate, non come vinte, perse o pareggiate). Le partite continuate sono state proseguite da una partita rivista, di cui hanno ripreso le prime mosse; contano con i loro risultati e sono indicate sotto la tabella delle partite.</translation>
    </message>
    <message>
        <source>Tic-tac-toe: one game</source>
        <translation>Tris: una partita</translation>
    </message>
    <message>
        <source>Tic-tac-toe: the last {count} games</source>
        <translation>Tris: le ultime {count} partite</translation>
    </message>
    <message>
        <source>Tic-tac-toe: all {count} games</source>
        <translation>Tris: tutte le {count} partite</translation>
    </message>
    <message>
        <source>Report made {date}.</source>
        <translation>Resoconto creato: {date}.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Riepilogo</translation>
    </message>
    <message>
        <source>Your games against the computer are counted for you, one row per computer opponent (its strategy, and its options where they differ from the defaults); games of two people or two computer players are counted for X. The current streak is the run of equal results at the end; the best streak is the longest run of wins.</source>
        <translation>Le tue partite contro il computer sono contate per te, una riga per ogni avversario del computer (la sua strategia e le sue opzioni quando differiscono da quelle predefinite); le partite tra due persone o tra due giocatori del computer sono contate per X. La serie attuale è la sequenza di risultati uguali alla fine; la serie migliore è la sequenza di vittorie più lunga.</translation>
    </message>
    <message>
        <source>Won, lost and tied per opponent, all rules together</source>
        <translation>Vinte, perse e pareggiate per avversario, tutte le regole insieme</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>The coach&apos;s marks</source>
        <translation>Le valutazioni dell’allenatore</translation>
    </message>
    <message>
        <source>The inaccuracies (?!), mistakes (?) and blunders (??) the coach found in the runs it reviewed; ~ marks an estimate.</source>
        <translation>Le imprecisioni (?!), gli errori (?) e gli errori gravi (??) che l’allenatore ha trovato nelle partite analizzate; ~ indica una stima.</translation>
    </message>
    <message>
        <source>no mistakes found</source>
        <translation>nessun errore trovato</translation>
    </message>
    <message>
        <source>Run {run}: {marks}</source>
        <translation>Partita {run}: {marks}</translation>
    </message>
    <message>
        <source>1 computer-vs-computer game is left out.</source>
        <translation>1 partita tra computer è esclusa.</translation>
    </message>
    <message>
        <source>{count} computer-vs-computer games are left out.</source>
        <translation>{count} partite tra computer sono escluse.</translation>
    </message>
    <message>
        <source>The table lists the last {shown} of the {total} runs (the summary and the chart count them all); the CSV export has every one.</source>
        <translation>La tabella elenca le ultime {shown} delle {total} partite (il riepilogo e il grafico le contano tutte); l’esportazione CSV le contiene tutte.</translation>
    </message>
    <message>
        <source>No games recorded.</source>
        <translation>Nessuna partita registrata.</translation>
    </message>
    <message>
        <source>Runs {first} to {last}, played {date}.</source>
        <translation>Partite da {first} a {last}, giocate il {date}.</translation>
    </message>
    <message>
        <source>Runs {first} to {last}, played {start} to {end}.</source>
        <translation>Partite da {first} a {last}, giocate dal {start} al {end}.</translation>
    </message>
    <message>
        <source>No games.</source>
        <translation>Nessuna partita.</translation>
    </message>
</context>
<context>
    <name>ResultBanner</name>
    <message>
        <source>Click to hide this. The result stays beside the board.</source>
        <translation>Fai clic per nasconderlo. Il risultato resta accanto alla griglia.</translation>
    </message>
    <message>
        <source>Press New game to play again.</source>
        <translation>Premi «Nuova partita» per giocare ancora.</translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>{x} (X) vs {o} (O)</source>
        <translation>{x} (X) contro {o} (O)</translation>
    </message>
    <message>
        <source>Your move ({mark})</source>
        <translation>Tocca a te ({mark})</translation>
    </message>
    <message>
        <source>{name} ({mark}) is thinking…</source>
        <translation>{name} ({mark}) sta pensando…</translation>
    </message>
    <message>
        <source>{name} ({mark}) to move</source>
        <translation>Tocca a {name} ({mark})</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, standard (exactly five)</source>
        <translation>{size} x {size}, {length} in fila, standard (esattamente cinque)</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, Renju</source>
        <translation>{size} x {size}, {length} in fila, Renju</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, Caro</source>
        <translation>{size} x {size}, {length} in fila, Caro</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, reverse rules</source>
        <translation>{size} x {size}, {length} in fila, regole inverse</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row</source>
        <translation>{size} x {size}, {length} in fila</translation>
    </message>
    <message>
        <source>you ({mark})</source>
        <translation>te ({mark})</translation>
    </message>
    <message>
        <source>{name} ({mark})</source>
        <translation>{name} ({mark})</translation>
    </message>
    <message>
        <source>Next to play: you ({mark})</source>
        <translation>Gioca dopo: tu ({mark})</translation>
    </message>
    <message>
        <source>Next to play: {name} ({mark})</source>
        <translation>Gioca dopo: {name} ({mark})</translation>
    </message>
    <message>
        <source>Draw.</source>
        <comment>the game ended without a winner</comment>
        <translation>Pareggio.</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Hai vinto!</translation>
    </message>
    <message>
        <source>You lost.</source>
        <translation>Hai perso.</translation>
    </message>
    <message>
        <source>{name} won!</source>
        <translation>{name} ha vinto!</translation>
    </message>
    <message>
        <source>The board is full and nobody completed a line.</source>
        <translation>La griglia è piena e nessuno ha completato una linea.</translation>
    </message>
    <message>
        <source>You completed the line {line}.</source>
        <translation>Hai completato la linea {line}.</translation>
    </message>
    <message>
        <source>{name} completed the line {line}.</source>
        <translation>{name} ha completato la linea {line}.</translation>
    </message>
    <message>
        <source>You completed the line {line}, so you lose (reverse rules).</source>
        <translation>Hai completato la linea {line}, quindi perdi (regole inverse).</translation>
    </message>
    <message>
        <source>{name} completed the line {line}, so you win (reverse rules).</source>
        <translation>{name} ha completato la linea {line}, quindi vinci tu (regole inverse).</translation>
    </message>
    <message>
        <source>{loser} completed the line {line}, so {winner} wins (reverse rules).</source>
        <translation>{loser} ha completato la linea {line}, quindi vince {winner} (regole inverse).</translation>
    </message>
</context>
<context>
    <name>RuleCombo</name>
    <message>
        <source>Gomoku rule</source>
        <translation>Variante del gomoku</translation>
    </message>
    <message>
        <source>A rule other than freestyle needs five in a row on a board from {low} x {low} to {high} x {high}, in normal rules.</source>
        <translation>Una variante diversa dallo stile libero si gioca solo con cinque in fila su scacchiere da {low} x {low} a {high} x {high}, con regole normali.</translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <source>Freestyle</source>
        <translation>Stile libero</translation>
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
        <translation>Stile libero: cinque o più in fila vincono</translation>
    </message>
    <message>
        <source>Standard: exactly five; six or more does not win</source>
        <translation>Standard: esattamente cinque; sei o più non vincono</translation>
    </message>
    <message>
        <source>Renju: X (black) may not make a double three, a double four or an overline</source>
        <translation>Renju: X (nero) non può fare un doppio tre, un doppio quattro o una sovrafila</translation>
    </message>
    <message>
        <source>Caro: a five blocked at both ends does not win</source>
        <translation>Caro: un cinque bloccato a entrambe le estremità non vince</translation>
    </message>
    <message>
        <source>double three</source>
        <translation>doppio tre</translation>
    </message>
    <message>
        <source>double four</source>
        <translation>doppio quattro</translation>
    </message>
    <message>
        <source>overline</source>
        <translation>sovrafila</translation>
    </message>
    <message>
        <source>{count} in a row does not win under the standard rule: play on.</source>
        <translation>{count} in fila non vincono con la regola standard: continua a giocare.</translation>
    </message>
    <message>
        <source>A five blocked at both ends does not win under Caro: play on.</source>
        <translation>Un cinque bloccato a entrambe le estremità non vince nel Caro: continua a giocare.</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <source>Cannot open the game</source>
        <translation>Impossibile aprire la partita</translation>
    </message>
    <message>
        <source>{error}

The current game is kept.</source>
        <translation>{error}

La partita in corso è stata mantenuta.</translation>
    </message>
    <message>
        <source>Opened {file}: {players}.</source>
        <translation>Aperto {file}: {players}.</translation>
    </message>
    <message>
        <source>Opened {file}: {players}. Your next games keep its rules: {rules}.</source>
        <translation>Aperto {file}: {players}. Le tue prossime partite tengono le sue regole: {rules}.</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Impossibile salvare la partita</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>Salvato {file}</translation>
    </message>
    <message>
        <source>Open a saved game instead?</source>
        <translation>Aprire invece una partita salvata?</translation>
    </message>
    <message>
        <source>&amp;Open a game…</source>
        <translation>&amp;Apri una partita…</translation>
    </message>
    <message>
        <source>Open {file} instead?</source>
        <translation>Aprire invece {file}?</translation>
    </message>
    <message>
        <source>&amp;Open it</source>
        <translation>&amp;Aprila</translation>
    </message>
    <message>
        <source>game.ttt</source>
        <comment>suggested file name</comment>
        <translation>partita.ttt</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <source>&amp;Save anyway</source>
        <translation>&amp;Salva comunque</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>&amp;Modalità:</translation>
    </message>
    <message>
        <source>Board si&amp;ze:</source>
        <translation>&amp;Dimensione griglia:</translation>
    </message>
    <message>
        <source>&amp;Win length:</source>
        <translation>&amp;Lunghezza vincente:</translation>
    </message>
    <message>
        <source>Board and rules</source>
        <translation>Griglia e regole</translation>
    </message>
    <message>
        <source>Board &amp;theme:</source>
        <translation>&amp;Tema della griglia:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>Lin&amp;gua:</translation>
    </message>
    <message>
        <source>X (you move first)</source>
        <translation>X (muovi per primo)</translation>
    </message>
    <message>
        <source>O (the computer opens)</source>
        <translation>O (apre il computer)</translation>
    </message>
    <message>
        <source>Pause before each computer move</source>
        <translation>Pausa prima di ogni mossa del computer</translation>
    </message>
    <message>
        <source>Restore &amp;Defaults</source>
        <translation>Valori pre&amp;definiti</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Dimensione griglia</translation>
    </message>
    <message>
        <source> in a row</source>
        <translation> in fila</translation>
    </message>
    <message>
        <source>Win length</source>
        <translation>Lunghezza vincente</translation>
    </message>
    <message>
        <source>Reverse rules: whoever completes a line loses</source>
        <translation>Regole inverse: chi completa una linea perde</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>Lingua di sistema ({language})</translation>
    </message>
    <message>
        <source>The new language is used from the next start of {name}.</source>
        <translation>La nuova lingua sarà usata dal prossimo avvio di {name}.</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Go board</source>
        <translation>Tavoliere da go</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Contrasto elevato</translation>
    </message>
    <message>
        <source>Until you pick a theme, the board takes the one that suits the game: paper for three and four in a row, a go board from five in a row on, and high contrast when the system asks for it.</source>
        <translation>Finché non scegli un tema, la griglia prende quello adatto alla partita: carta per tre e quattro in fila, un tavoliere da go da cinque in fila in su, e contrasto elevato quando lo chiede il sistema.</translation>
    </message>
    <message>
        <source>Until you pick one: paper for three and four in a row, a go board from five on.</source>
        <translation>Finché non ne scegli uno: carta per tre e quattro in fila, tavoliere da go da cinque in su.</translation>
    </message>
    <message>
        <source>Animat&amp;ions</source>
        <translation>&amp;Animazioni</translation>
    </message>
    <message>
        <source>Marks draw themselves and the winning line draws across the board. With animations off, every change shows at once.</source>
        <translation>I segni si disegnano da soli e la linea vincente si traccia sulla griglia. Senza animazioni, ogni cambiamento appare subito.</translation>
    </message>
    <message>
        <source>R&amp;ule:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>Openin&amp;g:</source>
        <translation>A&amp;pertura:</translation>
    </message>
    <message>
        <source>Look and language</source>
        <translation>Aspetto e lingua</translation>
    </message>
    <message>
        <source>At most {count} characters. Left empty, the name is {name}.</source>
        <translation>Al massimo {count} caratteri. Se lasciato vuoto, il nome è {name}.</translation>
    </message>
    <message>
        <source>Your &amp;symbol:</source>
        <translation>Il tuo &amp;simbolo:</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>Avv&amp;ersario:</translation>
    </message>
    <message>
        <source>X player&apos;s &amp;name:</source>
        <translation>&amp;Nome del giocatore X:</translation>
    </message>
    <message>
        <source>O player&apos;s n&amp;ame:</source>
        <translation>N&amp;ome del giocatore O:</translation>
    </message>
    <message>
        <source>Move &amp;delay:</source>
        <translation>&amp;Ritardo mossa:</translation>
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
        <translation>giocatori</translation>
    </message>
    <message>
        <source>player names</source>
        <translation>nomi dei giocatori</translation>
    </message>
    <message>
        <source>rules of the game</source>
        <translation>regole del gioco</translation>
    </message>
    <message>
        <source>unfinished game</source>
        <translation>partita non finita</translation>
    </message>
    <message>
        <source>Statistics choices</source>
        <translation>scelte delle statistiche</translation>
    </message>
    <message>
        <source>move delay</source>
        <translation>ritardo mossa</translation>
    </message>
    <message>
        <source>evaluation</source>
        <translation>valutazione</translation>
    </message>
    <message>
        <source>language</source>
        <translation>lingua</translation>
    </message>
    <message>
        <source>board theme</source>
        <translation>tema della griglia</translation>
    </message>
    <message>
        <source>animations</source>
        <translation>animazioni</translation>
    </message>
    <message>
        <source>window size</source>
        <translation>dimensione della finestra</translation>
    </message>
    <message>
        <source>Some settings could not be read and were reset.</source>
        <translation>Non è stato possibile leggere alcune impostazioni, che sono state reimpostate.</translation>
    </message>
    <message>
        <source>Some settings could not be read and were reset, among them: {list}.</source>
        <translation>Non è stato possibile leggere alcune impostazioni, che sono state reimpostate, tra cui: {list}.</translation>
    </message>
    <message>
        <source>Some settings could not be read and were reset: {list}.</source>
        <translation>Non è stato possibile leggere alcune impostazioni, che sono state reimpostate: {list}.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Game status</source>
        <translation>Stato della partita</translation>
    </message>
    <message>
        <source>The computer&apos;s last move, or how the game ended</source>
        <translation>L’ultima mossa del computer, o come è finita la partita</translation>
    </message>
    <message>
        <source>Show on every free cell how good it is for the player to move:
a proven win, draw or loss with the moves to the end (&quot;Win in 3&quot;),
or else the estimated chances (&quot;62%&quot;), not proven.</source>
        <translation>Mostra su ogni casella libera quanto è buona per chi deve muovere:
una vittoria, un pareggio o una sconfitta dimostrati, con le mosse fino alla fine («Vittoria in 3»),
oppure le probabilità stimate («62%»), non dimostrate.</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ In&amp;dietro</translation>
    </message>
    <message>
        <source>&amp;Forward ▶</source>
        <translation>A&amp;vanti ▶</translation>
    </message>
    <message>
        <source>&amp;Play from here</source>
        <translation>Gioca da &amp;qui</translation>
    </message>
    <message>
        <source>Mo&amp;ves:</source>
        <translation>M&amp;osse:</translation>
    </message>
    <message>
        <source>Moves played</source>
        <translation>Mosse giocate</translation>
    </message>
    <message>
        <source>The game is over here: step back to play on from an earlier move.</source>
        <translation>Qui la partita è finita: torna indietro per continuare da una mossa precedente.</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continua</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>Pau&amp;sa</translation>
    </message>
    <message>
        <source>Whoever completes {length} in a row loses: leave that to your opponent.</source>
        <translation>Chi completa {length} in fila perde: lascialo fare all’avversario.</translation>
    </message>
    <message>
        <source>Taken back: Redo plays it again</source>
        <translation>Annullata: Ripeti la rigioca</translation>
    </message>
</context>
<context>
    <name>StatsChart</name>
    <message>
        <source>{player} vs {opponent}</source>
        <translation>{player} contro {opponent}</translation>
    </message>
    <message>
        <source>No games recorded yet</source>
        <translation>Nessuna partita registrata</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vinte</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perse</translation>
    </message>
    <message>
        <source>tied</source>
        <translation>pareggiate</translation>
    </message>
    <message>
        <source>{count} played</source>
        <translation>{count} giocate</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the chart&apos;s groups</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>{pairing}: {won} won, {lost} lost, {tied} tied</source>
        <translation>{pairing}: {won} vinte, {lost} perse, {tied} pareggiate</translation>
    </message>
</context>
<context>
    <name>StatsChartWidget</name>
    <message>
        <source>Won, lost and tied per opponent</source>
        <translation>Vinte, perse e pareggiate per avversario</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>Include games between c&amp;omputer players</source>
        <translation>Includi le partite tra giocatori del c&amp;omputer</translation>
    </message>
    <message>
        <source>Games where the computer played both sides are kept apart from yours; tick to count them too (in the exports as well).</source>
        <translation>Le partite in cui il computer ha giocato da entrambe le parti sono tenute separate dalle tue; seleziona per contarle comunque (anche nelle esportazioni).</translation>
    </message>
    <message>
        <source>Only the last</source>
        <translation>Solo le ultime</translation>
    </message>
    <message>
        <source>Number of recent games</source>
        <translation>Numero di partite recenti</translation>
    </message>
    <message>
        <source>Summary per opponent and rules</source>
        <translation>Riepilogo per avversario e regole</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Partite giocate</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Riepilogo</translation>
    </message>
    <message>
        <source>Won, lost and tied per opponent, all rules together</source>
        <translation>Vinte, perse e pareggiate per avversario, tutte le regole insieme</translation>
    </message>
    <message>
        <source>Games (double-click one to review it)</source>
        <translation>Partite (doppio clic su una per rivederla)</translation>
    </message>
    <message>
        <source>Puzzle rating after each puzzle (a filled dot: solved)</source>
        <translation>Punteggio dopo ogni problema (punto pieno: risolto)</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Rivedi</translation>
    </message>
    <message>
        <source>Review with c&amp;oach</source>
        <translation>&amp;Analizza con il coach</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Esporta &amp;CSV…</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>Esporta &amp;PDF…</translation>
    </message>
    <message>
        <source>C&amp;lear statistics…</source>
        <translation>Ce&amp;ncella statistiche…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>None of your games recorded yet: they appear here once finished.</source>
        <translation>Nessuna tua partita registrata: compaiono qui appena finite.</translation>
    </message>
    <message>
        <source>No games recorded yet: finished games appear here.</source>
        <translation>Nessuna partita registrata: le partite finite compaiono qui.</translation>
    </message>
    <message>
        <source>{counted} of {total} recorded games.</source>
        <translation>{counted} di {total} partite registrate.</translation>
    </message>
    <message>
        <source>The one recorded game.</source>
        <translation>L’unica partita registrata.</translation>
    </message>
    <message numerus="yes">
        <source>All %n recorded games.</source>
        <translation>
            <numerusform>In tutto, %n partita registrata.</numerusform>
            <numerusform>Tutte le %n partite registrate.</numerusform>
        </translation>
    </message>
    <message>
        <source>The last {shown} of {total} recorded games.</source>
        <translation>Le ultime {shown} di {total} partite registrate.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) between computer players are not counted.</source>
        <translation>
            <numerusform>%n partita tra giocatori del computer non è conteggiata.</numerusform>
            <numerusform>%n partite tra giocatori del computer non sono conteggiate.</numerusform>
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
            <numerusform> partita</numerusform>
            <numerusform> partite</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the games as CSV</source>
        <translation>Esporta le partite in CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>File CSV (*.csv);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>The CSV file could not be written to {path}: {reason}.</source>
        <translation>Impossibile scrivere il file CSV in {path}: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n game(s) to {path}.</source>
        <translation>
            <numerusform>%n partita salvata in {path}.</numerusform>
            <numerusform>%n partite salvate in {path}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export a PDF report</source>
        <translation>Esporta un resoconto PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf);;All files (*)</source>
        <translation>File PDF (*.pdf);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>The report could not be written to {path}: {reason}.</source>
        <translation>Impossibile scrivere il resoconto in {path}: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>Saved the report of %n game(s) to {path}.</source>
        <translation>
            <numerusform>Resoconto di %n partita salvato in {path}.</numerusform>
            <numerusform>Resoconto di %n partite salvato in {path}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Forget all %n recorded games? This cannot be undone.</source>
        <translation>
            <numerusform>Dimenticare %n partita registrata? L’operazione non può essere annullata.</numerusform>
            <numerusform>Dimenticare tutte le %n partite registrate? L’operazione non può essere annullata.</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics could not be cleared: the records file cannot be changed now.</source>
        <translation>Impossibile cancellare le statistiche: il file delle registrazioni non può essere modificato ora.</translation>
    </message>
    <message>
        <source>Statistics cleared.</source>
        <translation>Statistiche cancellate.</translation>
    </message>
    <message>
        <source>Clear statistics</source>
        <translation>Cancella statistiche</translation>
    </message>
    <message>
        <source>Forget the one recorded game? This cannot be undone.</source>
        <translation>Dimenticare l’unica partita registrata? L’operazione non può essere annullata.</translation>
    </message>
</context>
<context>
    <name>StatsTables</name>
    <message>
        <source>Run</source>
        <translation>N.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
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
        <translation>Vincitore</translation>
    </message>
    <message>
        <source>Who lost</source>
        <translation>Perdente</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Pareggio</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mosse</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durata</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Avversario</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <comment>a column: how many games were left unfinished</comment>
        <translation>Abbandonate</translation>
    </message>
    <message>
        <source>Continued</source>
        <translation>Continuate</translation>
    </message>
    <message>
        <source>Games left before their end (a new game, another game opened, ...): counted as played, not as won, lost or tied. Match my level counts them as your losses.</source>
        <translation>Partite lasciate prima della fine (una nuova partita, un’altra partita aperta, ...): contate come giocate, non come vinte, perse o pareggiate. «Al mio livello» le conta come tue sconfitte.</translation>
    </message>
    <message>
        <source>Games played on from a reviewed game, whose first moves they took over: counted with their results, and noted in the games table.</source>
        <translation>Partite proseguite da una partita rivista, di cui hanno ripreso le prime mosse: contate con i loro risultati e segnalate nella tabella delle partite.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Giocate</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perse</translation>
    </message>
    <message>
        <source>Tied</source>
        <translation>Pareggiate</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>% vittorie</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Serie attuale</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Serie migliore</translation>
    </message>
    <message>
        <source>{name} · {options}</source>
        <translation>{name} · {options}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
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
        <translation>{value} partite casuali per mossa</translation>
    </message>
    <message>
        <source>{value} playouts a move</source>
        <translation>{value} simulazioni per mossa</translation>
    </message>
    <message>
        <source>{value} s a move</source>
        <translation>{value} s per mossa</translation>
    </message>
    <message>
        <source>{option}: {value}</source>
        <translation>{option}: {value}</translation>
    </message>
    <message>
        <source>Abandoned; continued from run {run} after move {move}</source>
        <translation>Abbandonata; continuata dalla partita {run} dopo la mossa {move}</translation>
    </message>
    <message>
        <source>Continued from run {run} after move {move}</source>
        <translation>Continuata dalla partita {run} dopo la mossa {move}</translation>
    </message>
    <message>
        <source>Abandoned; continued from another game after move {move}</source>
        <translation>Abbandonata; continuata da un’altra partita dopo la mossa {move}</translation>
    </message>
    <message>
        <source>Continued from another game after move {move}</source>
        <translation>Continuata da un’altra partita dopo la mossa {move}</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <comment>one game&apos;s note</comment>
        <translation>Abbandonata</translation>
    </message>
    <message>
        <source>Run {run}: {note}</source>
        <translation>Partita {run}: {note}</translation>
    </message>
    <message>
        <source>{side} ({mark})</source>
        <translation>{side} ({mark})</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>{count} won</source>
        <translation>{count} vinte</translation>
    </message>
    <message>
        <source>{count} lost</source>
        <translation>{count} perse</translation>
    </message>
    <message>
        <source>{count} tied</source>
        <translation>{count} pareggiate</translation>
    </message>
    <message>
        <source>{count} abandoned</source>
        <translation>{count} abbandonate</translation>
    </message>
    <message>
        <source>all rules</source>
        <translation>tutte le regole</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, reverse</source>
        <translation>{size} x {size}, {length} in fila, inverse</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row</source>
        <translation>{size} x {size}, {length} in fila</translation>
    </message>
    <message>
        <source>Run {run} · {rules}
X: {x}
O: {o}
Moves: {moves}
Double-click to review</source>
        <translation>Partita {run} · {rules}
X: {x}
O: {o}
Mosse: {moves}
Doppio clic per rivederla</translation>
    </message>
    <message>
        <source>no moves</source>
        <translation>nessuna mossa</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Playing on from move {moves} with the players and rules of the game reviewed; New game goes back to your settings.</source>
        <translation>Si gioca dalla mossa {moves} con i giocatori e le regole della partita rivista; Nuova partita torna alle tue impostazioni.</translation>
    </message>
    <message>
        <source>Playing on from move {moves}.</source>
        <translation>Si gioca dalla mossa {moves}.</translation>
    </message>
    <message>
        <source>Back to your settings: {players}, {rules}.</source>
        <translation>Di nuovo le tue impostazioni: {players}, {rules}.</translation>
    </message>
    <message>
        <source>Looking for a hint for {player}…</source>
        <translation>Cerco un suggerimento per {player}…</translation>
    </message>
</context>
<context>
    <name>Strategies</name>
    <message>
        <source>Dumb</source>
        <translation>Sempliciotto</translation>
    </message>
    <message>
        <source>Takes the first free cell in order.</source>
        <translation>Prende la prima casella libera in ordine.</translation>
    </message>
    <message>
        <source>the first free cell</source>
        <translation>la prima casella libera</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Casuale</translation>
    </message>
    <message>
        <source>Plays any free cell at random.</source>
        <translation>Gioca una casella libera a caso.</translation>
    </message>
    <message>
        <source>random moves</source>
        <translation>mosse casuali</translation>
    </message>
    <message>
        <source>Smart</source>
        <translation>Furbo</translation>
    </message>
    <message>
        <source>Wins or blocks when it can, else takes the centre, a corner, then a side.</source>
        <translation>Vince o blocca quando può, altrimenti prende il centro, un angolo, poi un lato.</translation>
    </message>
    <message>
        <source>Wins or blocks when it can, else takes the cell with the most lines still open to it.</source>
        <translation>Vince o blocca quando può, altrimenti prende la casella con più linee ancora aperte.</translation>
    </message>
    <message>
        <source>win-or-block rules</source>
        <translation>regole per vincere o bloccare</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <source>Fork rules</source>
        <translation>Regole della forchetta</translation>
    </message>
    <message>
        <source>Rule-based: win, block, fork, block a fork, centre, opposite corner, corner, side; never loses on 3 x 3.</source>
        <translation>Basato su regole: vinci, blocca, forchetta, blocca una forchetta, centro, angolo opposto, angolo, lato; sul 3 x 3 non perde mai.</translation>
    </message>
    <message>
        <source>Rule-based: win, block, fork, block a fork, else the cell that best builds its lines and blocks the opponent&apos;s.</source>
        <translation>Basato su regole: vinci, blocca, forchetta, blocca una forchetta, altrimenti la casella che costruisce meglio le sue linee e blocca quelle dell’avversario.</translation>
    </message>
    <message>
        <source>fork rules</source>
        <translation>regole della forchetta</translation>
    </message>
    <message>
        <source>Monte Carlo</source>
        <translation>Monte Carlo</translation>
    </message>
    <message>
        <source>Plays many random games and favours the squares the winners played.</source>
        <translation>Gioca molte partite casuali e privilegia le caselle giocate dai vincitori.</translation>
    </message>
    <message>
        <source>random games</source>
        <translation>partite casuali</translation>
    </message>
    <message>
        <source>Random games per move</source>
        <translation>Partite casuali per mossa</translation>
    </message>
    <message>
        <source>How many random games it plays before each move: more plays better, and slower.</source>
        <translation>Quante partite casuali gioca prima di ogni mossa: di più gioca meglio, e più lentamente.</translation>
    </message>
    <message>
        <source>After each random game, what each square the computer played there counts: added to that square&apos;s score when the computer won, taken off when it lost.</source>
        <translation>Dopo ogni partita casuale, quanto conta ogni casella che il computer vi ha giocato: si aggiunge al punteggio di quella casella se il computer ha vinto, si toglie se ha perso.</translation>
    </message>
    <message>
        <source>After each random game, what each square its opponent played there counts: taken off that square&apos;s score when the computer won, added when it lost.</source>
        <translation>Dopo ogni partita casuale, quanto conta ogni casella che il suo avversario vi ha giocato: si toglie dal punteggio di quella casella se il computer ha vinto, si aggiunge se ha perso.</translation>
    </message>
    <message>
        <source>Stops the random games once this many seconds have passed; 0 plays them all.</source>
        <translation>Ferma le partite casuali dopo questi secondi; 0 le gioca tutte.</translation>
    </message>
    <message>
        <source>How many random games it plays from the position before each move: more plays better, and slower.</source>
        <translation>Quante partite casuali gioca dalla posizione prima di ogni mossa: di più gioca meglio, e più lentamente.</translation>
    </message>
    <message>
        <source>How long it may think about each move; it often answers sooner.</source>
        <translation>Quanto può pensare a ogni mossa; spesso risponde prima.</translation>
    </message>
    <message>
        <source>Score for own squares</source>
        <translation>Punteggio per le proprie caselle</translation>
    </message>
    <message>
        <source>Score for opponent squares</source>
        <translation>Punteggio per le caselle avversarie</translation>
    </message>
    <message>
        <source>MCTS</source>
        <translation>MCTS</translation>
    </message>
    <message>
        <source>Searches the game tree as deep as its think time allows, and proves the result where it reaches the end of every line.</source>
        <translation>Esplora l’albero di gioco fin dove il suo tempo di riflessione lo consente, e dimostra il risultato dove arriva alla fine di ogni variante.</translation>
    </message>
    <message>
        <source>threat search</source>
        <translation>ricerca di minacce</translation>
    </message>
    <message>
        <source>Match my level</source>
        <translation>Al mio livello</translation>
    </message>
    <message>
        <source>Plays stronger after you win and weaker after you lose, so that you win about as often as you lose; its level comes from your recorded games on these rules.</source>
        <translation>Gioca più forte dopo che hai vinto e più debole dopo che hai perso, così vinci più o meno tanto spesso quanto perdi; il suo livello viene dalle tue partite registrate con queste regole.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <source>Threat search</source>
        <translation>Ricerca di minacce</translation>
    </message>
    <message>
        <source>Finds wins by fours and threes, stops the opponent&apos;s, and searches the best cells; for four or five in a row on 6 x 6 and bigger boards (elsewhere it plays as Perfect).</source>
        <translation>Trova vittorie con quattro e tre, ferma quelle dell’avversario e esamina le caselle migliori; per quattro o cinque in fila da 6&#xa0;x&#xa0;6 in su (altrimenti gioca come Perfetto).</translation>
    </message>
    <message>
        <source>Playouts per move</source>
        <translation>Simulazioni per mossa</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Unbeatable</source>
        <translation>Imbattibile</translation>
    </message>
    <message>
        <source>Monte Carlo tree search: random games that look deeper where they go well, with proven wins and losses.</source>
        <translation>Ricerca ad albero Monte Carlo: partite casuali che guardano più a fondo dove vanno bene, con vittorie e sconfitte dimostrate.</translation>
    </message>
    <message>
        <source>Monte Carlo tree search</source>
        <translation>ricerca ad albero Monte Carlo</translation>
    </message>
    <message>
        <source>Time limit per move (s, 0 = none)</source>
        <translation>Tempo massimo per mossa (s, 0 = nessuno)</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>Perfetto</translation>
    </message>
    <message>
        <source>full game-tree search</source>
        <translation>ricerca completa nell’albero di gioco</translation>
    </message>
    <message>
        <source>Think time (s)</source>
        <translation>Tempo di riflessione (s)</translation>
    </message>
</context>
<context>
    <name>StrategyPicker</name>
    <message>
        <source>Only {value} here</source>
        <translation>Qui solo {value}</translation>
    </message>
    <message>
        <source>From {low} to {high}</source>
        <translation>Da {low} a {high}</translation>
    </message>
    <message>
        <source>{option}:</source>
        <translation>{option}:</translation>
    </message>
    <message>
        <source>On these rules its search proves the value of every position: it cannot be beaten.</source>
        <translation>Con queste regole la sua ricerca dimostra il valore di ogni posizione: è imbattibile.</translation>
    </message>
    <message>
        <source>On these rules it can be beaten: it does not prove its moves from the start, and the window says when a move is proven.</source>
        <translation>Con queste regole può essere battuto: non dimostra le sue mosse fin dall’inizio, e la finestra ti dice quando una mossa è dimostrata.</translation>
    </message>
    <message>
        <source>In reverse rules its rules turn around: it avoids completing a line of its own and leaves its opponent the cells that would complete one of the opponent&apos;s.</source>
        <translation>Con le regole inverse le sue regole si capovolgono: evita di completare una propria linea e lascia all’avversario le caselle che ne completerebbero una dell’avversario.</translation>
    </message>
    <message>
        <source>On these rules it plays as %1: its threats need four or five in a row, normal rules and a board of 6 x 6 or more.</source>
        <translation>Con queste regole gioca come %1: le sue minacce richiedono quattro o cinque in fila, regole normali e una scacchiera di 6 x 6 o più.</translation>
    </message>
    <message>
        <source>%1: %2, %3 random games a move.</source>
        <translation>%1: %2, %3 partite casuali per mossa.</translation>
    </message>
    <message>
        <source>%1: %2, up to %3 s a move.</source>
        <translation>%1: %2, fino a %3 s per mossa.</translation>
    </message>
    <message>
        <source>%1: %2, answers at once.</source>
        <translation>%1: %2, risponde subito.</translation>
    </message>
    <message>
        <source>{summary} It plays at level {level} of {top} now.</source>
        <translation>{summary} Ora gioca al livello {level} di {top}.</translation>
    </message>
    <message>
        <source>{name}, level {level} of {top}</source>
        <translation>{name}, livello {level} di {top}</translation>
    </message>
    <message>
        <source>{name} {version}, an outside engine: {path}</source>
        <translation>{name} {version}, un motore esterno: {path}</translation>
    </message>
    <message>
        <source>{name}, an outside engine: {path}</source>
        <translation>{name}, un motore esterno: {path}</translation>
    </message>
    <message>
        <source>Added engines play five in a row on boards from 7 x 7 to 15 x 15, normal rules.</source>
        <translation>I motori aggiunti giocano a cinque in fila su scacchiere da 7 x 7 a 15 x 15, con regole normali.</translation>
    </message>
</context>
<context>
    <name>Thinking</name>
    <message>
        <source>Move</source>
        <translation>Mossa</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Significato</translation>
    </message>
    <message>
        <source>Alpha-beta window</source>
        <translation>Finestra alfa-beta</translation>
    </message>
    <message>
        <source>Monte Carlo scores</source>
        <translation>Punteggi Monte Carlo</translation>
    </message>
    <message>
        <source>Moves considered</source>
        <translation>Mosse considerate</translation>
    </message>
    <message>
        <source>Visits</source>
        <translation>Visite</translation>
    </message>
    <message>
        <source>Result of its games</source>
        <translation>Risultato delle sue partite</translation>
    </message>
    <message>
        <source>Proof</source>
        <translation>Dimostrazione</translation>
    </message>
    <message>
        <source>The share of the random games through this move that the player making it won, a draw counting half</source>
        <translation>La quota delle partite casuali passate per questa mossa vinte dal giocatore che la fa, contando un pareggio come metà</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>an opening rule, not a search</source>
        <translation>una regola d’apertura, non una ricerca</translation>
    </message>
    <message>
        <source>the best found, not proven</source>
        <translation>la migliore trovata, non dimostrata</translation>
    </message>
    <message>
        <source>{header}: {text}</source>
        <translation>{header}: {text}</translation>
    </message>
    <message>
        <source>the move chosen</source>
        <translation>la mossa scelta</translation>
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
        <translation>Questa posizione, tocca a {mark}</translation>
    </message>
    <message>
        <source>{cell} by {mark}</source>
        <translation>{cell} di {mark}</translation>
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
        <translation>potata: mai esplorata</translation>
    </message>
    <message>
        <source>cut off: worth at least {value} to {mark}</source>
        <translation>interrotta: vale almeno {value} per {mark}</translation>
    </message>
    <message>
        <source>cut off: worth at most {value} to {mark}</source>
        <translation>interrotta: vale al massimo {value} per {mark}</translation>
    </message>
    <message>
        <source>{mark} wins</source>
        <translation>{mark} vince</translation>
    </message>
    <message>
        <source>{mark} loses</source>
        <translation>{mark} perde</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>pareggio</translation>
    </message>
    <message>
        <source>{meaning} (remembered)</source>
        <translation>{meaning} (memorizzato)</translation>
    </message>
    <message>
        <source>α {alpha}, β {beta}</source>
        <translation>α {alpha}, β {beta}</translation>
    </message>
    <message>
        <source>proven win</source>
        <translation>vittoria dimostrata</translation>
    </message>
    <message>
        <source>proven draw</source>
        <translation>pareggio dimostrato</translation>
    </message>
    <message>
        <source>proven loss</source>
        <translation>sconfitta dimostrata</translation>
    </message>
    <message>
        <source>Alpha-beta: α is what the player making the move is already sure of through another move, β what the opponent is sure of. Once a reply shows a move is worth at most α, the other replies are not searched: they are pruned.</source>
        <translation>Alfa-beta: α è ciò di cui il giocatore che fa la mossa è già sicuro grazie a un’altra mossa, β ciò di cui è sicuro l’avversario. Appena una risposta mostra che una mossa vale al massimo α, le altre risposte non vengono esplorate: vengono potate.</translation>
    </message>
    <message>
        <source>The game is over: minimax has nothing to search.</source>
        <translation>La partita è finita: il minimax non ha niente da esplorare.</translation>
    </message>
    <message>
        <source>Minimax searched {searched} moves ({known} of them remembered from another move order) and plays {cell}.</source>
        <translation>Il minimax ha esplorato {searched} mosse ({known} delle quali memorizzate da un altro ordine di mosse) e gioca {cell}.</translation>
    </message>
    <message>
        <source>Alpha-beta pruning left {pruned} moves unsearched (grey).</source>
        <translation>La potatura alfa-beta ha lasciato {pruned} mosse inesplorate (in grigio).</translation>
    </message>
    <message>
        <source>Each value is for the player who made the move: a win scores the free cells left at its end plus one (a quicker win scores more), a loss minus that, a draw 0. Each player takes the reply worth most to them; bold marks the move chosen.</source>
        <translation>Ogni valore è dal punto di vista del giocatore che ha fatto la mossa: una vittoria vale le caselle libere rimaste alla fine più uno (una vittoria più rapida vale di più), una sconfitta l’opposto, un pareggio 0. Ogni giocatore sceglie la risposta che vale di più per lui; il grassetto indica la mossa scelta.</translation>
    </message>
    <message>
        <source>Monte Carlo played {trials} random games for {mark}: after each, the squares of the winner gain and the loser&apos;s lose. It takes {cell}, scored {score}, the highest.</source>
        <translation>Monte Carlo ha giocato {trials} partite casuali per {mark}: dopo ognuna, le caselle del vincitore guadagnano punti e quelle del perdente ne perdono. Prende {cell}, con punteggio {score}, il più alto.</translation>
    </message>
    <message>
        <source>{cell}: {mark}</source>
        <translation>{cell}: {mark}</translation>
    </message>
    <message>
        <source>{cell}: score {score}, the move taken</source>
        <translation>{cell}: punteggio {score}, la mossa scelta</translation>
    </message>
    <message>
        <source>{cell}: score {score}</source>
        <translation>{cell}: punteggio {score}</translation>
    </message>
    <message>
        <source>MCTS plays {cell} without a search: a win, a forced block, the opening rule or a threat it saw first.</source>
        <translation>MCTS gioca {cell} senza ricerca: una vittoria, un blocco forzato, la regola d’apertura o una minaccia individuata prima della ricerca.</translation>
    </message>
    <message>
        <source>MCTS ran {visits} random games through its tree from here, going deeper where they went well, and plays {cell}, the move it tried most.</source>
        <translation>MCTS ha giocato da qui {visits} partite casuali attraverso il suo albero, andando più a fondo dove andavano bene, e gioca {cell}, la mossa che ha provato di più.</translation>
    </message>
    <message>
        <source>The threat search plays {cell} by its opening rule.</source>
        <translation>La ricerca di minacce gioca {cell} secondo la sua regola d’apertura.</translation>
    </message>
    <message>
        <source>The threat search plays {cell}, its value proven, in {seconds} s.</source>
        <translation>La ricerca di minacce gioca {cell}, con valore dimostrato, in {seconds} s.</translation>
    </message>
    <message>
        <source>The threat search plays {cell}, the best it found in {seconds} s.</source>
        <translation>La ricerca di minacce gioca {cell}, la mossa migliore trovata in {seconds} s.</translation>
    </message>
    <message>
        <source>Principal line: {moves}</source>
        <translation>Variante principale: {moves}</translation>
    </message>
    <message>
        <source>The computer could not show its thinking: {message}</source>
        <translation>Il computer non ha potuto mostrare il suo ragionamento: {message}</translation>
    </message>
    <message>
        <source>The game is over: there is nothing left to think about.</source>
        <translation>La partita è finita: non c’è più niente su cui ragionare.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Sta pensando…</translation>
    </message>
</context>
<context>
    <name>ThinkingPanel</name>
    <message>
        <source>How the computer thinks</source>
        <translation>Come ragiona il computer</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>&amp;Algoritmo:</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algoritmo</translation>
    </message>
    <message>
        <source>Alpha-&amp;beta pruning</source>
        <translation>Potatura alfa-&amp;beta</translation>
    </message>
    <message>
        <source>Stop searching a move as soon as one reply shows it is no better than a move already found: the same choice, fewer positions; the moves left out are grey.</source>
        <translation>Smettere di esplorare una mossa appena una risposta mostra che non è migliore di una mossa già trovata: la stessa scelta, meno posizioni; le mosse tralasciate sono in grigio.</translation>
    </message>
    <message>
        <source>Values as the search &amp;finds them</source>
        <translation>Valori man mano che la ricerca li &amp;trova</translation>
    </message>
    <message>
        <source>Show the tree as it stood at the step chosen: no value yet for the moves not reached, … for those whose replies are still being searched.</source>
        <translation>Mostra l’albero com’era al passo scelto: nessun valore per le mosse non ancora raggiunte, … per quelle le cui risposte sono ancora in esame.</translation>
    </message>
    <message>
        <source>Minimax search tree</source>
        <translation>Albero di ricerca minimax</translation>
    </message>
    <message>
        <source>Pre&amp;vious step</source>
        <translation>Passo &amp;precedente</translation>
    </message>
    <message>
        <source>The move searched before this one</source>
        <translation>La mossa esplorata prima di questa</translation>
    </message>
    <message>
        <source>Ne&amp;xt step</source>
        <translation>Passo &amp;successivo</translation>
    </message>
    <message>
        <source>The move searched after this one</source>
        <translation>La mossa esplorata dopo questa</translation>
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
        <translation>Ricerca ad albero Monte Carlo (MCTS)</translation>
    </message>
    <message>
        <source>Threat search</source>
        <translation>Ricerca di minacce</translation>
    </message>
    <message>
        <source>A pruned move: alpha-beta never searched it.</source>
        <translation>Una mossa potata: l’alfa-beta non l’ha mai esplorata.</translation>
    </message>
    <message>
        <source>Step {step} of {steps} in the search&apos;s order</source>
        <translation>Passo {step} di {steps} nell’ordine della ricerca</translation>
    </message>
</context>
</TS>
