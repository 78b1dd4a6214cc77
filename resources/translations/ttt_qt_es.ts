<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>Show every free cell&apos;s value for the side to move</source>
        <translation>Mostrar el valor de cada casilla libre para el bando al que le toca mover</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <source>Pause the game between the two computers, or let it go on</source>
        <translation>Pausar la partida entre los dos ordenadores, o dejar que siga</translation>
    </message>
    <message>
        <source>Play {digit}</source>
        <translation>Jugar {digit}</translation>
    </message>
    <message>
        <source>Play the cell in row {row}, column {col} (3 x 3 only)</source>
        <translation>Jugar la casilla de la fila {row}, columna {col} (solo 3 x 3)</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Empezar una partida nueva</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>&amp;Abrir partida…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <source>Save this game to a file</source>
        <translation>Guardar esta partida en un archivo</translation>
    </message>
    <message>
        <source>Your results against each opponent, and every game you played</source>
        <translation>Tus resultados contra cada rival y todas las partidas que has jugado</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Close {name}</source>
        <translation>Cerrar {name}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>Deshacer tu última jugada</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Replay a move you took back</source>
        <translation>Volver a hacer una jugada que deshiciste</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>Show the best move for you</source>
        <translation>Mostrar la mejor jugada para ti</translation>
    </message>
    <message>
        <source>Review &amp;with Coach</source>
        <translation>&amp;Revisar con el entrenador</translation>
    </message>
    <message>
        <source>Every move of the finished game marked (! best, ?! inaccuracy, ? mistake, ?? blunder), with the better move and its line</source>
        <translation>Cada jugada de la partida terminada, calificada (! mejor, ?! imprecisión, ? error, ?? error grave), con la jugada mejor y su variante</translation>
    </message>
    <message>
        <source>Pu&amp;zzles…</source>
        <translation>Pro&amp;blemas…</translation>
    </message>
    <message>
        <source>Positions to win in a few moves, near your puzzle rating; the puzzle of the day</source>
        <translation>Posiciones para ganar en pocas jugadas, cerca de tu puntuación en problemas; el problema del día</translation>
    </message>
    <message>
        <source>Show &amp;Thinking…</source>
        <translation>&amp;Mostrar el razonamiento…</translation>
    </message>
    <message>
        <source>How the computer chooses a move here: the minimax tree, the Monte Carlo scores, the moves MCTS and the threat search consider</source>
        <translation>Cómo elige aquí el ordenador una jugada: el árbol minimax, las puntuaciones de Monte Carlo, las jugadas que consideran MCTS y la búsqueda de amenazas</translation>
    </message>
    <message>
        <source>Engine Lo&amp;g</source>
        <translation>Re&amp;gistro de motores</translation>
    </message>
    <message>
        <source>What the outside engines said: their messages and errors</source>
        <translation>Lo que han dicho los motores externos: sus mensajes y errores</translation>
    </message>
    <message>
        <source>After a game, Review with Coach (Ctrl+R) marks every move (! best, ?! inaccuracy, ? mistake, ?? blunder) and shows the better move; Game &gt; Puzzles… offers positions to win in a few moves.</source>
        <translation>Tras una partida, «Revisar con el entrenador» (Ctrl+R) marca cada jugada (! mejor jugada, ?! imprecisión, ? error, ?? error grave) y muestra la jugada mejor; Partida &gt; Problemas… ofrece posiciones para ganar en pocas jugadas.</translation>
    </message>
    <message>
        <source>Players, board size, rules and the computer&apos;s strength</source>
        <translation>Jugadores, tamaño del tablero, reglas y nivel del ordenador</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Cómo se juega</translation>
    </message>
    <message>
        <source>The computer&apos;s levels, from Beginner to Expert, rank how strongly each played in our measured games on rules like these; Unbeatable is offered only where its search proves every move. Each level&apos;s tooltip names the method behind it.</source>
        <translation>Los niveles del ordenador, de «Principiante» a «Experto», ordenan la fuerza con la que jugó cada uno en nuestras partidas medidas con reglas como estas; «Imbatible» solo se ofrece donde su búsqueda demuestra cada jugada. La ayuda emergente de cada nivel indica el método en que se basa.</translation>
    </message>
    <message>
        <source>Hint shows a good move. Evaluation writes on each free cell how the game goes if you play there: &quot;Win in 3&quot; and &quot;Loss in 2&quot; are proven with best play, counting the moves of both players; a percentage is an estimate.</source>
        <translation>«Pista» muestra una buena jugada. «Evaluación» escribe en cada casilla libre cómo va la partida si juegas allí: «Gana en 3» y «Pierde en 2» están demostrados con el mejor juego, contando las jugadas de ambos jugadores; un porcentaje es una estimación.</translation>
    </message>
    <message>
        <source>The players take turns putting their mark in a free cell. Reverse rules: whoever completes {k} in a row (across, down or diagonally) loses. A full board with no line is a draw.</source>
        <translation>Los jugadores ponen por turnos su marca en una casilla libre. Reglas inversas: quien completa {k} en línea (en horizontal, vertical o diagonal) pierde. Un tablero lleno sin línea es empate.</translation>
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
        <translation>Flechas: mover el cursor entre las casillas
Intro o Espacio: jugar la casilla bajo el cursor
1 a 9: jugar en 3 x 3 según la disposición del teclado numérico (7 8 9 es la fila superior)
H: pista    E: mostrar la evaluación    P: pausa o seguir (ordenador contra ordenador)
T: mostrar cómo piensa el ordenador
Ctrl+N: partida nueva    Ctrl+Z: deshacer    Ctrl+Mayús+Z: rehacer
Ctrl+O: abrir una partida    Ctrl+S: guardar la partida    F1: esta ayuda
Ctrl+T: estadísticas    Ctrl+,: configuración    Ctrl+Q: salir (la partida se conserva)
Ctrl+R: revisar la partida terminada con el entrenador
En el repaso: Izquierda y Derecha recorren las jugadas, Inicio y Fin van a los extremos</translation>
    </message>
    <message>
        <source>The players take turns putting their mark in a free cell. Whoever first completes {k} in a row (across, down or diagonally) wins. A full board with no line is a draw.</source>
        <translation>Los jugadores ponen por turnos su marca en una casilla libre. Quien primero completa {k} en línea (en horizontal, vertical o diagonal) gana. Un tablero lleno sin línea es empate.</translation>
    </message>
    <message>
        <source>Match my level plays at a level from 0 (weakest) to 10: after each game you win it plays stronger, after each one you lose weaker, a draw keeps it, so that you win about as often as you lose. Each board and rules keep their own level, read from your recorded games; clearing the statistics starts again.</source>
        <translation>«A mi nivel» juega en un nivel de 0 (el más débil) a 10: tras cada partida que ganas juega más fuerte, tras cada una que pierdes más débil, y un empate lo mantiene, para que ganes más o menos tan a menudo como pierdes. Cada tablero y cada regla tienen su propio nivel, leído de tus partidas registradas; borrar las estadísticas empieza de nuevo.</translation>
    </message>
    <message>
        <source>&amp;About {name}</source>
        <translation>&amp;Acerca de {name}</translation>
    </message>
    <message>
        <source>Save Game &amp;As…</source>
        <translation>&amp;Guardar partida como…</translation>
    </message>
    <message>
        <source>&amp;Evaluation</source>
        <translation>E&amp;valuación</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Configuración…</translation>
    </message>
    <message>
        <source>The rules, the levels, what the values mean, and the keys</source>
        <translation>Las reglas, los niveles, qué significan los valores, y las teclas</translation>
    </message>
    <message>
        <source>Version, licence and credits</source>
        <translation>Versión, licencia y créditos</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Jugada</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Column %1</source>
        <translation>Columna %1</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Fila %1</translation>
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
        <translation>%1, prohibida: %2</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1, vacía</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>última jugada</translation>
    </message>
    <message>
        <source>completed line</source>
        <translation>línea completada</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>pista</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Forbidden to X under Renju: %1</source>
        <translation>Prohibida para X en Renju: %1</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Stop revie&amp;w</source>
        <translation>Interru&amp;mpir la revisión</translation>
    </message>
    <message>
        <source>Try &amp;again from here</source>
        <translation>Pro&amp;bar de nuevo desde aquí</translation>
    </message>
    <message>
        <source>Save review as &amp;PDF…</source>
        <translation>Guardar la revisión en &amp;PDF…</translation>
    </message>
    <message>
        <source>Play on from the position before your first mistake, against the same opponent</source>
        <translation>Seguir jugando desde la posición anterior a tu primer error, contra el mismo rival</translation>
    </message>
    <message>
        <source>No mistake of yours found so far</source>
        <translation>Hasta ahora no se ha encontrado ningún error tuyo</translation>
    </message>
    <message>
        <source>Stop reviewing; the marks found so far stay</source>
        <translation>Interrumpir la revisión; las marcas encontradas hasta ahora se quedan</translation>
    </message>
    <message>
        <source>Hi&amp;de the coach</source>
        <translation>Ocultar el en&amp;trenador</translation>
    </message>
    <message>
        <source>Take the coach&apos;s marks and this panel away; the game stays shown to step through (New game ends the review)</source>
        <translation>Quitar las marcas del entrenador y este panel; la partida sigue a la vista para recorrerla («Nueva partida» termina la revisión)</translation>
    </message>
    <message>
        <source>The review could not be saved to {path}: {reason}.</source>
        <translation>No se pudo guardar la revisión en {path}: {reason}.</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Entrenador</translation>
    </message>
    <message>
        <source>Saved the review to {path}.</source>
        <translation>Revisión guardada en {path}.</translation>
    </message>
    <message>
        <source>Save the review as PDF</source>
        <translation>Guardar la revisión en PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf);;All files (*)</source>
        <translation>Archivos PDF (*.pdf);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Advantage over the game</source>
        <translation>Ventaja a lo largo de la partida</translation>
    </message>
    <message>
        <source>Who was better after each move: X above the middle, O below</source>
        <translation>Quién estaba mejor tras cada jugada: X por encima del centro, O por debajo</translation>
    </message>
    <message>
        <source>{done} of {total} moves reviewed</source>
        <translation>{done} de {total} jugadas revisadas</translation>
    </message>
    <message>
        <source>Move {number}, {cell}: {grade}; X&apos;s expected result {percent}%</source>
        <translation>Jugada {number}, {cell}: {grade}; resultado esperado de X: {percent}%</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>Your move: click a cell, or reach it with Tab and the arrow keys and press Space.</source>
        <translation>Te toca: haz clic en una casilla, o llega a ella con Tab y las flechas y pulsa Espacio.</translation>
    </message>
    <message>
        <source>{cell} is taken: choose a free cell.</source>
        <translation>{cell} está ocupada: elige una casilla libre.</translation>
    </message>
    <message>
        <source>{cell} is right. {mark} answers {reply}: your move.</source>
        <translation>{cell} es la jugada correcta. {mark} responde {reply}: te toca.</translation>
    </message>
    <message>
        <source>Solved! {cell} wins.</source>
        <translation>¡Resuelto! {cell} gana.</translation>
    </message>
    <message>
        <source>Your puzzle rating counts a first try without hints, so it counts this puzzle as missed.</source>
        <translation>Tu puntuación en problemas solo cuenta un primer intento sin pistas, así que este problema cuenta como fallado.</translation>
    </message>
    <message>
        <source>Hint: play {cell}.</source>
        <translation>Pista: juega {cell}.</translation>
    </message>
    <message>
        <source>Your puzzle rating counts this puzzle as missed.</source>
        <translation>Tu puntuación en problemas cuenta este problema como fallado.</translation>
    </message>
    <message>
        <source>The solution: {line}</source>
        <translation>La solución: {line}</translation>
    </message>
    <message>
        <source>Try again: {question}.</source>
        <translation>Inténtalo de nuevo: {question}.</translation>
    </message>
    <message>
        <source>Choose &amp;from:</source>
        <translation>&amp;Elegir entre:</translation>
    </message>
    <message>
        <source>Puzzles to choose from</source>
        <translation>Problemas entre los que elegir</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Qué ha pasado</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>Ver la &amp;solución</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Reintentar</translation>
    </message>
    <message>
        <source>&amp;Next puzzle</source>
        <translation>Siguie&amp;nte problema</translation>
    </message>
    <message>
        <source>Puzzle of the &amp;day</source>
        <translation>Problema del &amp;día</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Puzzle board</source>
        <translation>Tablero del problema</translation>
    </message>
    <message>
        <source>{cell}, {mark}</source>
        <translation>{cell}, {mark}</translation>
    </message>
    <message>
        <source>{cell}, empty, hinted</source>
        <translation>{cell}, vacía, señalada por la pista</translation>
    </message>
    <message>
        <source>{cell}, empty</source>
        <translation>{cell}, vacía</translation>
    </message>
    <message>
        <source>{cell} does not win. Try again.</source>
        <translation>{cell} no gana. Inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>{cell} does not win: the computer answers…</source>
        <translation>{cell} no gana: el ordenador responde…</translation>
    </message>
    <message>
        <source>{cell} does not win: {mark} answers {reply}. Try again.</source>
        <translation>{cell} no gana: {mark} responde {reply}. Inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>{mark} to play and win in 1 move</source>
        <translation>{mark} juega y gana en 1 jugada</translation>
    </message>
    <message>
        <source>{mark} to play and win in {n} moves</source>
        <translation>{mark} juega y gana en {n} jugadas</translation>
    </message>
    <message>
        <source>All puzzles</source>
        <translation>Todos los problemas</translation>
    </message>
    <message>
        <source>3 x 3</source>
        <translation>3 x 3</translation>
    </message>
    <message>
        <source>3 x 3, reverse rules</source>
        <translation>3 x 3, reglas inversas</translation>
    </message>
    <message>
        <source>Wins by fours (15 x 15)</source>
        <translation>Victorias con cuatros (15 x 15)</translation>
    </message>
    <message>
        <source>Wins by fours and threes (15 x 15)</source>
        <translation>Victorias con cuatros y treses (15 x 15)</translation>
    </message>
    <message>
        <source>Puzzle {id} · {size} x {size}, {length} in a row{reverse} · difficulty {level}</source>
        <translation>Problema {id} · {size} x {size}, {length} en línea{reverse} · dificultad {level}</translation>
    </message>
    <message>
        <source>, reverse rules</source>
        <translation>, reglas inversas</translation>
    </message>
    <message numerus="yes">
        <source>Your puzzle rating: {rating} (± {deviation}, %n puzzles)</source>
        <translation>
            <numerusform>Tu puntuación en problemas: {rating} (± {deviation}; problemas intentados: %n)</numerusform>
            <numerusform>Tu puntuación en problemas: {rating} (± {deviation}; problemas intentados: %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: the winning move is one of {cells}.</source>
        <translation>Pista: la jugada ganadora es una de estas casillas: {cells}.</translation>
    </message>
    <message>
        <source>best move</source>
        <translation>mejor jugada</translation>
    </message>
    <message>
        <source>good move</source>
        <translation>buena jugada</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprecisión</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>error</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>error grave</translation>
    </message>
    <message>
        <source>1 2 3: the better line, from the move before</source>
        <translation>1 2 3: la mejor secuencia, desde la jugada anterior</translation>
    </message>
    <message>
        <source>{name} is the best move (wins in {n})</source>
        <translation>{name} es la mejor jugada (gana en {n})</translation>
    </message>
    <message>
        <source>{name} is the best move (loses in {n})</source>
        <translation>{name} es la mejor jugada (pierde en {n})</translation>
    </message>
    <message>
        <source>{name} is the best move (draws)</source>
        <translation>{name} es la mejor jugada (empata)</translation>
    </message>
    <message>
        <source>{name} is the best move (estimate {label})</source>
        <translation>{name} es la mejor jugada (estimación: {label})</translation>
    </message>
    <message>
        <source>{name} is good; {best} was better</source>
        <translation>{name} es buena; {best} era mejor</translation>
    </message>
    <message>
        <source>{name} wins in {n}; {best} won in {m}</source>
        <translation>{name} gana en {n}; {best} ganaba en {m}</translation>
    </message>
    <message>
        <source>{name} only draws; {best} won in {m}</source>
        <translation>{name} solo empata; {best} ganaba en {m}</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win in {n}; {best} won in {m}</source>
        <translation>{name} permite a {rival} forzar la victoria en {n}; {best} ganaba en {m}</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win in {n}; {best} held the draw</source>
        <translation>{name} permite a {rival} forzar la victoria en {n}; {best} aseguraba el empate</translation>
    </message>
    <message>
        <source>{name} misses the win: {best} completes a line</source>
        <translation>{name} deja escapar la victoria: {best} completa una línea</translation>
    </message>
    <message>
        <source>{name} leaves {rival}&apos;s four unblocked; {best} blocks it</source>
        <translation>{name} deja sin bloquear el cuatro de {rival}; {best} lo bloquea</translation>
    </message>
    <message>
        <source>{name} misses a win by fours and threes; {best} starts it (estimate)</source>
        <translation>{name} deja escapar una victoria con cuatros y treses a partir de {best} (estimación)</translation>
    </message>
    <message>
        <source>{name} misses a win by fours: {best} wins in {m}</source>
        <translation>{name} deja escapar una victoria con cuatros: {best} gana en {m}</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win by fours in {n}; {best} stops it</source>
        <translation>{name} permite a {rival} forzar una victoria con cuatros en {n}; {best} lo impide</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win by fours in {n}; {best} was better</source>
        <translation>{name} permite a {rival} forzar una victoria con cuatros en {n}; {best} era mejor</translation>
    </message>
    <message>
        <source>{name} lets {rival} win by fours and threes (estimate); {best} stops it</source>
        <translation>{name} permite a {rival} ganar con cuatros y treses (estimación); {best} lo impide</translation>
    </message>
    <message>
        <source>{name} gives ground (estimate: {before}% to {after}%); {best} was better</source>
        <translation>{name} pierde terreno (estimación: del {before}% al {after}%); {best} era mejor</translation>
    </message>
    <message>
        <source>another move</source>
        <translation>otra jugada</translation>
    </message>
    <message>
        <source>{grade}: {sentence}</source>
        <translation>{grade}: {sentence}</translation>
    </message>
    <message>
        <source>{text} (an estimate)</source>
        <translation>{text} (una estimación)</translation>
    </message>
    <message>
        <source>Better: {line}</source>
        <translation>Mejor: {line}</translation>
    </message>
    <message>
        <source>Reviewing move {number} of {total}…</source>
        <translation>Revisando la jugada {number} de {total}…</translation>
    </message>
    <message>
        <source>Review stopped after {done} of {total} moves.</source>
        <translation>Revisión interrumpida tras {done} de {total} jugadas.</translation>
    </message>
    <message>
        <source>Review done: {total} moves marked.</source>
        <translation>Revisión terminada: {total} jugadas calificadas.</translation>
    </message>
</context>
<context>
    <name>CoachCommands</name>
    <message>
        <source>Cannot open the puzzles</source>
        <translation>No se pueden abrir los problemas</translation>
    </message>
    <message>
        <source>The puzzle set is missing from this installation of the app.</source>
        <translation>Falta la colección de problemas en esta instalación de la aplicación.</translation>
    </message>
    <message>
        <source>The puzzle set of this installation is damaged: reinstall the app.</source>
        <translation>La colección de problemas de esta instalación está dañada: vuelve a instalar la aplicación.</translation>
    </message>
    <message>
        <source>Cannot save the coach&apos;s marks</source>
        <translation>No se pueden guardar las calificaciones del entrenador</translation>
    </message>
    <message>
        <source>Puzzle rating: no puzzle tried yet (Game &gt; Puzzles…).</source>
        <translation>Puntuación en problemas: aún no has intentado ningún problema (Partida &gt; Problemas…).</translation>
    </message>
    <message>
        <source>Puzzle rating: {rating} (solved at the first try without hints: {solved} of {count}); lately {ratings}</source>
        <translation>Puntuación en problemas: {rating} (resueltos al primer intento sin pistas: {solved} de {count}); últimamente {ratings}</translation>
    </message>
</context>
<context>
    <name>CoachReport</name>
    <message>
        <source>Coach&apos;s review: {x} (X) vs {o} (O)</source>
        <translation>Revisión del entrenador: {x} (X) contra {o} (O)</translation>
    </message>
    <message>
        <source>{done} of {total} moves marked.</source>
        <translation>{done} de {total} jugadas marcadas.</translation>
    </message>
    <message>
        <source>Marks are exact where the value is proven; ~ marks an estimate of the search. Signs: ! best move, ?! inaccuracy, ? mistake, ?? blunder.</source>
        <translation>Las marcas son exactas donde el valor está demostrado; ~ indica una estimación de la búsqueda. Signos: ! mejor jugada, ?! imprecisión, ? error, ?? error grave.</translation>
    </message>
    <message>
        <source>Marks per player</source>
        <translation>Marcas por jugador</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Marca</translation>
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
        <translation>N.º</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Better</source>
        <translation>Mejor</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Por qué</translation>
    </message>
</context>
<context>
    <name>DesktopEntry</name>
    <message>
        <source>Tic-Tac-Toe</source>
        <translation>Tres en raya</translation>
    </message>
    <message>
        <source>Play tic-tac-toe on boards from 3 x 3 to 15 x 15 against a friend or the computer</source>
        <translation>Juega al tres en raya en tableros de 3 x 3 a 15 x 15 contra un amigo o contra el ordenador</translation>
    </message>
    <message>
        <source>tic-tac-toe;tictactoe;noughts;crosses;gomoku;k-in-a-row;misere;</source>
        <extracomment>Search words, each followed by a semicolon: keep the English ones and add your own.</extracomment>
        <translation>tic-tac-toe;tictactoe;noughts;crosses;gomoku;k-in-a-row;misere;tres en raya;tres en línea;gato;ceros y cruces;juego de mesa;estrategia;</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Open a game</source>
        <translation>Abrir una partida</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <source>End this game?</source>
        <translation>¿Terminar esta partida?</translation>
    </message>
    <message>
        <source>The game in progress will not be kept.</source>
        <translation>La partida en curso no se conservará.</translation>
    </message>
    <message>
        <source>Game files (*.ttt *.psq *.sgf)</source>
        <translation>Archivos de partida (*.ttt *.psq *.sgf)</translation>
    </message>
    <message>
        <source>ttt_qt games (*.ttt)</source>
        <translation>Partidas de ttt_qt (*.ttt)</translation>
    </message>
    <message>
        <source>Piskvork games (*.psq)</source>
        <translation>Partidas de Piskvork (*.psq)</translation>
    </message>
    <message>
        <source>SGF games (*.sgf)</source>
        <translation>Partidas SGF (*.sgf)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Add an engine</source>
        <translation>Añadir un motor</translation>
    </message>
    <message>
        <source>Gomocup engines (pbrain-*);;All files (*)</source>
        <translation>Motores de Gomocup (pbrain-*);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>The game in progress will count as abandoned in Statistics.</source>
        <translation>En las estadísticas, la partida en curso contará como abandonada.</translation>
    </message>
    <message>
        <source>The game in progress will count as abandoned in Statistics, and as a loss for Match my level.</source>
        <translation>En las estadísticas, la partida en curso contará como abandonada, y como derrota para «A mi nivel».</translation>
    </message>
    <message>
        <source>The game in progress is saved in {file}: Open Game brings it back.</source>
        <translation>La partida en curso está guardada en {file}: «Abrir partida» la recupera.</translation>
    </message>
    <message>
        <source>The game in progress is saved in {file}: Open Game brings it back. In Statistics it will count as abandoned.</source>
        <translation>La partida en curso está guardada en {file}: «Abrir partida» la recupera. En las estadísticas contará como abandonada.</translation>
    </message>
    <message>
        <source>The game in progress is saved in {file}: Open Game brings it back. In Statistics it will count as abandoned, and as a loss for Match my level.</source>
        <translation>La partida en curso está guardada en {file}: «Abrir partida» la recupera. En las estadísticas contará como abandonada, y como derrota para «A mi nivel».</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Seguir jugando</translation>
    </message>
    <message>
        <source>The game has just ended: {result}</source>
        <translation>La partida acaba de terminar: {result}</translation>
    </message>
    <message>
        <source>About {name}</source>
        <translation>Acerca de {name}</translation>
    </message>
    <message>
        <source>&lt;h2&gt;{name}&lt;/h2&gt;&lt;p&gt;Version {version}&lt;/p&gt;</source>
        <translation>&lt;h2&gt;{name}&lt;/h2&gt;&lt;p&gt;Versión {version}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Tic-tac-toe from 3 x 3 to 15 x 15, k in a row, normal or reverse rules, against a friend or computer players from dumb to perfect.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;br&gt;&lt;a href=&quot;{url}&quot;&gt;{url}&lt;/a&gt;&lt;/p&gt;&lt;p&gt;Credits: the ttt_qt developers. Its console games and course modules follow the programming courses they were written for. Built with Python and Qt.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tres en raya de 3 x 3 a 15 x 15, k en línea, reglas normales o inversas, contra un amigo o contra jugadores del ordenador, de simplón a perfecto.&lt;/p&gt;&lt;p&gt;Software libre bajo la licencia MIT.&lt;br&gt;&lt;a href=&quot;{url}&quot;&gt;{url}&lt;/a&gt;&lt;/p&gt;&lt;p&gt;Créditos: los desarrolladores de ttt_qt. Sus juegos de consola y módulos de curso siguen los cursos de programación para los que se escribieron. Hecho con Python y Qt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Acerca de Qt</translation>
    </message>
</context>
<context>
    <name>EngineHelp</name>
    <message>
        <source>The engine failed</source>
        <translation>El motor ha fallado</translation>
    </message>
    <message>
        <source>The game is kept. Play on against {level}, or start {name} again?</source>
        <translation>La partida se conserva. ¿Seguir jugando contra el nivel «{level}» o volver a iniciar {name}?</translation>
    </message>
    <message>
        <source>Play on against {level}</source>
        <translation>Seguir contra «{level}»</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Reintentar</translation>
    </message>
</context>
<context>
    <name>EngineLogDialog</name>
    <message>
        <source>Engine Log</source>
        <translation>Registro de motores</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualizar</translation>
    </message>
    <message>
        <source>No outside engine plays or gives hints now.</source>
        <translation>Ahora ningún motor externo juega ni da pistas.</translation>
    </message>
    <message>
        <source>{name} ({path}), not running</source>
        <translation>{name} ({path}), no está en ejecución</translation>
    </message>
    <message>
        <source>{name} ({path}), process {pid}</source>
        <translation>{name} ({path}), proceso {pid}</translation>
    </message>
    <message>
        <source>It has printed no message.</source>
        <translation>No ha escrito ningún mensaje.</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <source>There is no file at {path}.</source>
        <translation>No hay ningún archivo en {path}.</translation>
    </message>
    <message>
        <source>{name} is not a program that can be run (it is not executable).</source>
        <translation>{name} no es un programa que se pueda ejecutar (no es ejecutable).</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Motores</translation>
    </message>
    <message>
        <source>Gomocup engines (programs named pbrain-…) play five in a row on boards from 7 x 7 to 15 x 15. They are started from where they are; nothing is copied.</source>
        <translation>Los motores de Gomocup (programas llamados pbrain-…) juegan a cinco en línea en tableros de 7 x 7 a 15 x 15. Se ejecutan desde donde están; no se copia nada.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versión</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>Programa</translation>
    </message>
    <message>
        <source>Engines added</source>
        <translation>Motores añadidos</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Añadir…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>Hints come from the engine chosen here: its move for the side to move.</source>
        <translation>Las pistas las da el motor elegido aquí: su jugada para el bando al que le toca mover.</translation>
    </message>
    <message>
        <source>Analyse &amp;with:</source>
        <translation>Analizar &amp;con:</translation>
    </message>
    <message>
        <source>With the evaluation shown, the values on the cells stay the app&apos;s own (an engine gives one move, not a value per cell); the engine&apos;s move is framed as a hint, with its evaluation in the status bar.</source>
        <translation>Con la evaluación visible, los valores de las casillas siguen siendo los de la aplicación (un motor da una jugada, no un valor por casilla); la jugada del motor se enmarca como pista, con su evaluación en la barra de estado.</translation>
    </message>
    <message>
        <source>That engine is in the list already.</source>
        <translation>Ese motor ya está en la lista.</translation>
    </message>
    <message>
        <source>Starting {path} to read its name…</source>
        <translation>Iniciando {path} para leer su nombre…</translation>
    </message>
    <message>
        <source>Built-in analysis</source>
        <translation>Análisis integrado</translation>
    </message>
    <message>
        <source>{name} was added.</source>
        <translation>Se ha añadido {name}.</translation>
    </message>
    <message>
        <source>{reason} It was not added.</source>
        <translation>{reason} No se ha añadido.</translation>
    </message>
</context>
<context>
    <name>EnginesSection</name>
    <message>
        <source>Engines</source>
        <translation>Motores</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>&amp;Configurar motores…</translation>
    </message>
    <message>
        <source>Add or remove Gomocup engines, and choose who gives hints</source>
        <translation>Añadir o quitar motores de Gomocup, y elegir quién da las pistas</translation>
    </message>
    <message>
        <source>None added. Hints come from the app&apos;s own analysis.</source>
        <translation>No hay ninguno añadido. Las pistas vienen del análisis propio de la aplicación.</translation>
    </message>
    <message>
        <source>{names}. Hints come from the app&apos;s own analysis.</source>
        <translation>{names}. Las pistas vienen del análisis propio de la aplicación.</translation>
    </message>
    <message>
        <source>{names}. Hints come from {analyst} for five in a row on 7 x 7 to 15 x 15, else from the app&apos;s own analysis.</source>
        <translation>{names}. Las pistas vienen de {analyst} para cinco en línea en 7 x 7 a 15 x 15; si no, del análisis propio de la aplicación.</translation>
    </message>
</context>
<context>
    <name>Evaluation</name>
    <message numerus="yes">
        <source>Win in %n</source>
        <translation>
            <numerusform>Gana en %n</numerusform>
            <numerusform>Gana en %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loss in %n</source>
        <translation>
            <numerusform>Pierde en %n</numerusform>
            <numerusform>Pierde en %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw</source>
        <comment>a proven result: with best play nobody wins</comment>
        <translation>Empate</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1: %2. %3 wins by playing here.</source>
        <translation>%1: %2. %3 gana jugando aquí.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2. If %3 plays here, %3 can force a win within %n moves (the moves of both players, this one included).</source>
        <translation>
            <numerusform>%1: %2. Si %3 juega aquí, %3 puede forzar la victoria en %n jugada como máximo (jugadas de ambos jugadores, incluida esta).</numerusform>
            <numerusform>%1: %2. Si %3 juega aquí, %3 puede forzar la victoria en %n jugadas como máximo (jugadas de ambos jugadores, incluida esta).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2. If %3 plays here, %4 can force a win within %n moves (the moves of both players, this one included).</source>
        <translation>
            <numerusform>%1: %2. Si %3 juega aquí, %4 puede forzar la victoria en %n jugada como máximo (jugadas de ambos jugadores, incluida esta).</numerusform>
            <numerusform>%1: %2. Si %3 juega aquí, %4 puede forzar la victoria en %n jugadas como máximo (jugadas de ambos jugadores, incluida esta).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2. If %3 plays here, neither player can force a win: with best play the game is a draw.</source>
        <translation>%1: %2. Si %3 juega aquí, ningún jugador puede forzar la victoria: con el mejor juego, la partida acaba en empate.</translation>
    </message>
    <message>
        <source>%1: %2. If %3 plays here, %3&apos;s chances are estimated at %5% (a draw counts as half a win). This is not proven.</source>
        <translation>%1: %2. Si %3 juega aquí, sus posibilidades se estiman en un %5% (un empate cuenta como media victoria). No está demostrado.</translation>
    </message>
    <message>
        <source>Each free cell shows how the game goes for %1 if %1 plays there.</source>
        <translation>Cada casilla libre muestra cómo le va la partida a %1 si %1 juega allí.</translation>
    </message>
    <message>
        <source>Evaluating every free cell for %1…</source>
        <translation>Evaluando cada casilla libre para %1…</translation>
    </message>
    <message>
        <source>The values come back when a person is to move.</source>
        <translation>Los valores vuelven cuando le toca mover a una persona.</translation>
    </message>
    <message>
        <source>Pause the game to see the values for the player to move.</source>
        <translation>Pausa la partida para ver los valores del jugador al que le toca mover.</translation>
    </message>
    <message>
        <source>The game is over: there is nothing left to evaluate.</source>
        <translation>La partida ha terminado: no queda nada que evaluar.</translation>
    </message>
    <message>
        <source>Green a win, blue a draw, red a loss: proven with best play, stronger the sooner.</source>
        <translation>Verde una victoria, azul un empate, rojo una derrota: demostrado con el mejor juego, más intenso cuanto antes.</translation>
    </message>
    <message>
        <source>Paler shades: estimated chances, not proven. Point at a cell to read its value.</source>
        <translation>Tonos más pálidos: probabilidades estimadas, no demostradas. Señala una casilla para leer su valor.</translation>
    </message>
    <message>
        <source>Win in 3, Draw, Loss in 2: proven with best play, moves of both players counted.</source>
        <translation>Gana en 3, Empate, Pierde en 2: demostrado con el mejor juego, contando las jugadas de ambos jugadores.</translation>
    </message>
    <message>
        <source>A percentage: estimated chances, not proven (a draw counts half).</source>
        <translation>Un porcentaje: posibilidades estimadas, no demostradas (un empate cuenta la mitad).</translation>
    </message>
</context>
<context>
    <name>EvaluationSummary</name>
    <message numerus="yes">
        <source>Every move for %1 wins in %n.</source>
        <translation>
            <numerusform>Cada jugada de %1 gana en %n.</numerusform>
            <numerusform>Cada jugada de %1 gana en %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every move for %1 loses in %n.</source>
        <translation>
            <numerusform>Cada jugada de %1 pierde en %n.</numerusform>
            <numerusform>Cada jugada de %1 pierde en %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every move for %1 draws.</source>
        <comment>with best play, wherever %1 plays</comment>
        <translation>Cada jugada de %1 lleva al empate.</translation>
    </message>
    <message>
        <source>Every move for %1 is estimated at %2%.</source>
        <translation>Cada jugada de %1 se estima en un %2%.</translation>
    </message>
    <message numerus="yes">
        <source>Every move for %1 wins in %n, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>
            <numerusform>Cada jugada de %1 gana en %n, salvo %2.</numerusform>
            <numerusform>Cada jugada de %1 gana en %n, salvo %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every move for %1 loses in %n, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>
            <numerusform>Cada jugada de %1 pierde en %n, salvo %2.</numerusform>
            <numerusform>Cada jugada de %1 pierde en %n, salvo %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every move for %1 draws, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>Cada jugada de %1 lleva al empate, salvo %2.</translation>
    </message>
    <message>
        <source>Every move for %1 is estimated at %3%, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>Cada jugada de %1 se estima en un %3%, salvo %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1: wins in %n</source>
        <comment>a cell (%1) and its value</comment>
        <translation>
            <numerusform>%1: gana en %n</numerusform>
            <numerusform>%1: gana en %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: loses in %n</source>
        <comment>a cell (%1) and its value</comment>
        <translation>
            <numerusform>%1: pierde en %n</numerusform>
            <numerusform>%1: pierde en %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: draws</source>
        <comment>a cell (%1) and its value</comment>
        <translation>%1: empate</translation>
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
        <translation>{name} no existe.</translation>
    </message>
    <message>
        <source>{name} is a folder, not a saved game.</source>
        <translation>{name} es una carpeta, no una partida guardada.</translation>
    </message>
    <message>
        <source>{name} cannot be read: permission denied.</source>
        <translation>No se puede leer {name}: permiso denegado.</translation>
    </message>
    <message>
        <source>{name} is not a text file, so it is not a saved game.</source>
        <translation>{name} no es un archivo de texto, así que no es una partida guardada.</translation>
    </message>
    <message>
        <source>{name} cannot be read: {reason}.</source>
        <translation>No se puede leer {name}: {reason}.</translation>
    </message>
    <message>
        <source>{name} is empty: there is no game in it.</source>
        <translation>{name} está vacío: no contiene ninguna partida.</translation>
    </message>
    <message>
        <source>{name} was saved by a newer version of ttt_qt (game format {version}; this version reads format {ours}). Update ttt_qt to open it.</source>
        <translation>{name} se guardó con una versión más reciente de ttt_qt (formato de partida {version}; esta versión lee el formato {ours}). Actualiza ttt_qt para abrirla.</translation>
    </message>
    <message>
        <source>{name} is not a ttt_qt game: the first line must be &apos;{header}&apos;.</source>
        <translation>{name} no es una partida de ttt_qt: la primera línea debe ser &apos;{header}&apos;.</translation>
    </message>
    <message>
        <source>{name} cannot be opened: {reason}.</source>
        <translation>No se puede abrir {name}: {reason}.</translation>
    </message>
    <message>
        <source>{name} is too big to be a game file.</source>
        <translation>{name} es demasiado grande para ser un archivo de partida.</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>línea {line}</translation>
    </message>
    <message>
        <source>line {line}, move {move}</source>
        <translation>línea {line}, jugada {move}</translation>
    </message>
    <message>
        <source>{where}: {problem}</source>
        <translation>{where}: {problem}</translation>
    </message>
    <message>
        <source>a saved game is at most {limit} characters</source>
        <translation>una partida guardada tiene como máximo {limit} caracteres</translation>
    </message>
    <message>
        <source>unknown entry &apos;{entry}&apos;</source>
        <translation>entrada desconocida &apos;{entry}&apos;</translation>
    </message>
    <message>
        <source>&apos;{entry}&apos; is given twice</source>
        <translation>&apos;{entry}&apos; aparece dos veces</translation>
    </message>
    <message>
        <source>missing {entries}</source>
        <translation>falta {entries}</translation>
    </message>
    <message>
        <source>{entry} must be a whole number, not &apos;{text}&apos;</source>
        <translation>{entry} debe ser un número entero, no &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>board size must be from {low} to {high}, not {size}</source>
        <translation>el tamaño del tablero debe ir de {low} a {high}, no {size}</translation>
    </message>
    <message>
        <source>win length must be from {low} to the board size {size}, not {length}</source>
        <translation>la longitud de la línea debe ir de {low} al tamaño del tablero, {size}, no {length}</translation>
    </message>
    <message>
        <source>rules must be &apos;normal&apos; or &apos;reverse&apos;, not &apos;{text}&apos;</source>
        <translation>rules debe ser &apos;normal&apos; o &apos;reverse&apos;, no &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>rule must be &apos;freestyle&apos;, &apos;standard&apos;, &apos;renju&apos; or &apos;caro&apos;, not &apos;{text}&apos;</source>
        <translation>rule debe ser &apos;freestyle&apos;, &apos;standard&apos;, &apos;renju&apos; o &apos;caro&apos;, no &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>the {rule} rule is five in a row on boards from 7 x 7 to 15 x 15, in normal rules</source>
        <translation>la regla {rule} es de cinco en línea en tableros de 7 x 7 a 15 x 15, con reglas normales</translation>
    </message>
    <message>
        <source>the opening must be &apos;none&apos;, &apos;swap&apos; or &apos;swap2&apos;, not &apos;{text}&apos;</source>
        <translation>la apertura debe ser &apos;none&apos;, &apos;swap&apos; o &apos;swap2&apos;, no &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>the {opening} opening is played on 15 x 15 with five in a row, under freestyle, standard or Renju</source>
        <translation>la apertura {opening} se juega en 15 x 15 con cinco en línea, con la regla estilo libre, estándar o Renju</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a choice of the opening: give black, white or two</source>
        <translation>&apos;{text}&apos; no es una elección de la apertura: indica &apos;black&apos;, &apos;white&apos; o &apos;two&apos;</translation>
    </message>
    <message>
        <source>{cell} cannot be played before the opening&apos;s choice</source>
        <translation>no se puede jugar {cell} antes de la elección de la apertura</translation>
    </message>
    <message>
        <source>the opening&apos;s choices ({text}) do not fit its moves</source>
        <translation>las elecciones de la apertura ({text}) no encajan con sus jugadas</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; is not a cell: give a column letter A-{last} and a row 1-{size}, like B2</source>
        <translation>&apos;{word}&apos; no es una casilla: indica una letra de columna A-{last} y una fila 1-{size}, como B2</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; is off the {size} x {size} board: columns A-{last}, rows 1-{size}</source>
        <translation>&apos;{word}&apos; está fuera del tablero de {size} x {size}: columnas A-{last}, filas 1-{size}</translation>
    </message>
    <message>
        <source>{cell} cannot be played, it is already taken</source>
        <translation>no se puede jugar {cell}: ya está ocupada</translation>
    </message>
    <message>
        <source>{cell} cannot be played, the game is over</source>
        <translation>no se puede jugar {cell}: la partida ha terminado</translation>
    </message>
    <message>
        <source>{cell} cannot be played, it is forbidden to X under Renju ({reason})</source>
        <translation>no se puede jugar {cell}: en Renju está prohibida para X ({reason})</translation>
    </message>
    <message>
        <source>{entry} must be &apos;person&apos;, &apos;computer&apos; or &apos;engine&apos;, not &apos;{text}&apos;</source>
        <translation>{entry} debe ser &apos;person&apos;, &apos;computer&apos; o &apos;engine&apos;, no &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>{entry} must give a name after &apos;{player}&apos;</source>
        <translation>{entry} debe indicar un nombre después de &apos;{player}&apos;</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; in {entry} is not a strategy name (lower-case letters, digits, &apos;-&apos; and &apos;_&apos;)</source>
        <translation>&apos;{text}&apos; en {entry} no es un nombre de estrategia (letras minúsculas, dígitos, &apos;-&apos; y &apos;_&apos;)</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; in {entry} is not an option: give name=number, like time_limit=1.5</source>
        <translation>&apos;{text}&apos; en {entry} no es una opción: indica nombre=número, como time_limit=1.5</translation>
    </message>
    <message>
        <source>the option &apos;{option}&apos; of {entry} is given twice</source>
        <translation>la opción &apos;{option}&apos; de {entry} aparece dos veces</translation>
    </message>
    <message>
        <source>{name} cannot be written: there is no folder {folder}.</source>
        <translation>No se puede escribir {name}: no existe la carpeta {folder}.</translation>
    </message>
    <message>
        <source>A {format} file cannot keep these rules: {name} will open as {opened}, not {rules}.</source>
        <translation>Un archivo {format} no puede conservar estas reglas: {name} se abrirá como {opened}, no como {rules}.</translation>
    </message>
    <message>
        <source>{name} cannot be written: {reason}.</source>
        <translation>No se puede escribir {name}: {reason}.</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>Paused. {turn}</source>
        <translation>En pausa. {turn}</translation>
    </message>
    <message>
        <source>Review: move {moves} of {total}. {result}</source>
        <translation>Repaso: jugada {moves} de {total}. {result}</translation>
    </message>
    <message>
        <source>This is a review: Play from here plays on from a move.</source>
        <translation>Esto es una revisión: «Jugar desde aquí» sigue la partida desde una jugada.</translation>
    </message>
    <message>
        <source>The game is over: New game starts another.</source>
        <translation>La partida ha terminado: «Nueva partida» empieza otra.</translation>
    </message>
    <message>
        <source>Two computers play this game: Pause stops them, Continue goes on.</source>
        <translation>Dos ordenadores juegan esta partida: «Pausa» los detiene y «Continuar» sigue.</translation>
    </message>
    <message>
        <source>Wait for {name} to move.</source>
        <translation>Espera a que juegue {name}.</translation>
    </message>
    <message>
        <source>{cell} is taken: choose a free cell.</source>
        <translation>{cell} está ocupada: elige una casilla libre.</translation>
    </message>
    <message>
        <source>{cell} is forbidden to {mark} under Renju: {reason}.</source>
        <translation>En Renju, {cell} está prohibida para {mark}: {reason}.</translation>
    </message>
    <message>
        <source>{name} ({mark}) chose a move that is not allowed: {error}</source>
        <translation>{name} ({mark}) eligió una jugada no permitida: {error}</translation>
    </message>
    <message>
        <source>{name} ({mark}) made an opening decision that is not allowed: {error}</source>
        <translation>{name} ({mark}) tomó una decisión de apertura no permitida: {error}</translation>
    </message>
    <message>
        <source>{name} ({mark}) could not move: {message}</source>
        <translation>{name} ({mark}) no pudo mover: {message}</translation>
    </message>
    <message>
        <source>The analysis failed: {message}</source>
        <translation>El análisis ha fallado: {message}</translation>
    </message>
</context>
<context>
    <name>GameRecorder</name>
    <message>
        <source>This game could not be added to the statistics: {reason}</source>
        <translation>No se pudo añadir esta partida a las estadísticas: {reason}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Configuración…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <source>The computers&apos; unfinished game is back, paused: Continue lets them play on.</source>
        <translation>La partida sin terminar de los ordenadores ha vuelto, en pausa: «Continuar» les deja seguir jugando.</translation>
    </message>
    <message>
        <source>Your unfinished game is back: play on, or start a new one.</source>
        <translation>Tu partida sin terminar ha vuelto: sigue jugando o empieza una nueva.</translation>
    </message>
    <message>
        <source>Review this game?</source>
        <translation>¿Repasar esta partida?</translation>
    </message>
    <message>
        <source>&amp;Review the game</source>
        <translation>&amp;Repasar la partida</translation>
    </message>
    <message>
        <source>Review: {players} · {rules}</source>
        <translation>Repaso: {players} · {rules}</translation>
    </message>
    <message>
        <source>{players} · {rules}</source>
        <translation>{players} · {rules}</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Algo ha salido mal</translation>
    </message>
    <message>
        <source>Start a new game with the new settings? If you keep playing, the rules and players stay as they were.</source>
        <translation>¿Empezar una partida nueva con la nueva configuración? Si sigues jugando, las reglas y los jugadores se quedan como estaban.</translation>
    </message>
    <message>
        <source>The rules and players were not changed; your game goes on.</source>
        <translation>Las reglas y los jugadores no han cambiado; tu partida continúa.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Cómo se juega</translation>
    </message>
    <message>
        <source>Start a &amp;new game</source>
        <translation>Empezar una partida &amp;nueva</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>P&amp;ista</translation>
    </message>
    <message>
        <source>The result stays in Statistics; the game from here on is not counted.</source>
        <translation>El resultado se queda en las estadísticas; la partida a partir de aquí no cuenta.</translation>
    </message>
    <message>
        <source>The game was already over when it was opened: Statistics do not count it.</source>
        <translation>La partida ya había terminado cuando se abrió: las estadísticas no la cuentan.</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>¿Empezar una partida nueva?</translation>
    </message>
    <message>
        <source>Change your opponent and start a new game?</source>
        <translation>¿Cambiar de rival y empezar una partida nueva?</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
</context>
<context>
    <name>Metainfo</name>
    <message>
        <source>Tic-tac-toe from 3 x 3 to 15 x 15, against a friend or the computer</source>
        <translation>Tres en raya de 3 x 3 a 15 x 15, contra un amigo o contra el ordenador</translation>
    </message>
    <message>
        <source>A tic-tac-toe game for the desktop that grows with its players: the classic 3 x 3 game, boards up to 15 x 15 with k in a row to win, and reverse (misère) rules in which whoever completes a line loses.</source>
        <translation>Un tres en raya para el escritorio que crece con sus jugadores: la partida clásica de 3 x 3, tableros de hasta 15 x 15 en los que se gana con k en línea, y reglas inversas (misère) en las que pierde quien completa una línea.</translation>
    </message>
    <message>
        <source>Play a friend, play the computer, or watch two computer players</source>
        <translation>Juega contra un amigo o contra el ordenador, o mira jugar a dos jugadores del ordenador</translation>
    </message>
    <message>
        <source>Computer players from a beginner that takes the first free cell to one that never loses</source>
        <translation>Jugadores del ordenador desde un principiante que toma la primera casilla libre hasta uno que nunca pierde</translation>
    </message>
    <message>
        <source>Hints, undo and redo, a move list and a highlighted winning line</source>
        <translation>Pistas, deshacer y rehacer, una lista de jugadas y la línea ganadora resaltada</translation>
    </message>
    <message>
        <source>An evaluation overlay that shows how good every free cell is</source>
        <translation>Una evaluación sobre el tablero que muestra lo buena que es cada casilla libre</translation>
    </message>
    <message>
        <source>Statistics of every game, with a chart and a PDF or CSV report</source>
        <translation>Estadísticas de cada partida, con un gráfico y un informe en PDF o CSV</translation>
    </message>
    <message>
        <source>Mouse and keyboard play, with the numeric keypad on 3 x 3</source>
        <translation>Juego con ratón y teclado, con el teclado numérico en 3 x 3</translation>
    </message>
    <message>
        <source>A game against the computer on the classic 3 x 3 board</source>
        <translation>Una partida contra el ordenador en el tablero clásico de 3 x 3</translation>
    </message>
    <message>
        <source>tic-tac-toe</source>
        <translation>tres en raya</translation>
    </message>
    <message>
        <source>noughts and crosses</source>
        <translation>tres en línea</translation>
    </message>
    <message>
        <source>k in a row</source>
        <translation>k en línea</translation>
    </message>
</context>
<context>
    <name>Mode</name>
    <message>
        <source>You vs the computer</source>
        <translation>Tú contra el ordenador</translation>
    </message>
    <message>
        <source>Two people</source>
        <translation>Dos personas</translation>
    </message>
    <message>
        <source>Computer vs computer</source>
        <translation>Ordenador contra ordenador</translation>
    </message>
</context>
<context>
    <name>MoveReport</name>
    <message numerus="yes">
        <source>%2 played %3 (%1) — proven: %4 can force a win within %n more moves (the moves of both players).</source>
        <translation>
            <numerusform>%2 ha jugado %3 (%1) — demostrado: %4 puede forzar la victoria en %n jugada más como máximo (jugadas de ambos jugadores).</numerusform>
            <numerusform>%2 ha jugado %3 (%1) — demostrado: %4 puede forzar la victoria en %n jugadas más como máximo (jugadas de ambos jugadores).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a forced win within %n moves (the moves of both players)</source>
        <translation>
            <numerusform>una victoria forzada en %n jugada como máximo (jugadas de ambos jugadores)</numerusform>
            <numerusform>una victoria forzada en %n jugadas como máximo (jugadas de ambos jugadores)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a forced loss within %n moves (the moves of both players)</source>
        <translation>
            <numerusform>una derrota forzada en %n jugada como máximo (jugadas de ambos jugadores)</numerusform>
            <numerusform>una derrota forzada en %n jugadas como máximo (jugadas de ambos jugadores)</numerusform>
        </translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — proven: with best play the game is a draw.</source>
        <translation>%2 ha jugado %3 (%1) — demostrado: con el mejor juego, la partida acaba en empate.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — a forced move.</source>
        <translation>%2 ha jugado %3 (%1) — una jugada forzada.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — the best move found in %4 s, not proven.</source>
        <translation>%2 ha jugado %3 (%1) — la mejor jugada encontrada en %4 s, no demostrada.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — the move its random games favoured, not proven.</source>
        <translation>%2 ha jugado %3 (%1) — la jugada que favorecieron sus partidas al azar, no demostrada.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — a cell chosen at random.</source>
        <translation>%2 ha jugado %3 (%1) — una casilla elegida al azar.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — the first free cell.</source>
        <translation>%2 ha jugado %3 (%1) — la primera casilla libre.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — its usual opening move, not searched.</source>
        <translation>%2 ha jugado %3 (%1) — su apertura habitual, sin búsqueda.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — not proven.</source>
        <translation>%2 ha jugado %3 (%1) — no demostrada.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — a move by its rules of thumb, not proven.</source>
        <translation>%2 ha jugado %3 (%1) — una jugada según sus reglas prácticas, no demostrada.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) the last time the app ran.</source>
        <translation>%2 jugó %3 (%1) la última vez que se usó la aplicación.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1), an outside engine&apos;s move.</source>
        <translation>%2 ha jugado %3 (%1), jugada de un motor externo.</translation>
    </message>
    <message>
        <source>%1 suggests %2 for %3.</source>
        <translation>%1 sugiere %2 para %3.</translation>
    </message>
    <message>
        <source>Its evaluation for %1: %2 (depth %3).</source>
        <translation>Su evaluación para %1: %2 (profundidad %3).</translation>
    </message>
    <message>
        <source>Its evaluation for %1: %2.</source>
        <translation>Su evaluación para %1: %2.</translation>
    </message>
    <message>
        <source>It expects %1.</source>
        <translation>Prevé %1.</translation>
    </message>
    <message>
        <source>Hint for %1: %2.</source>
        <translation>Pista para %1: %2.</translation>
    </message>
    <message>
        <source>Hint for %1: %2 — proven: %3.</source>
        <translation>Pista para %1: %2 — demostrado: %3.</translation>
    </message>
    <message>
        <source>Hint for %1: %2 — the best move found in %3 s, not proven (%4).</source>
        <translation>Pista para %1: %2 — la mejor jugada encontrada en %3 s, no demostrada (%4).</translation>
    </message>
</context>
<context>
    <name>OpeningChoices</name>
    <message>
        <source>Play &amp;black</source>
        <translation>Jugar con ne&amp;gras</translation>
    </message>
    <message>
        <source>Play &amp;white</source>
        <translation>Jugar con &amp;blancas</translation>
    </message>
    <message>
        <source>Place two &amp;more stones</source>
        <translation>Colocar dos piedras &amp;más</translation>
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
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>Black (X) places the first stone and moves on.</source>
        <translation>Las negras (X) colocan la primera piedra y la partida sigue.</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Swap</translation>
    </message>
    <message>
        <source>The first player places three stones; the other then chooses a colour.</source>
        <translation>El primer jugador coloca tres piedras; después, el otro elige color.</translation>
    </message>
    <message>
        <source>Swap2</source>
        <translation>Swap2</translation>
    </message>
    <message>
        <source>The first player places three stones; the other chooses a colour, or places two more and leaves the choice to the first.</source>
        <translation>El primer jugador coloca tres piedras; el otro elige color, o coloca dos más y deja la elección al primero.</translation>
    </message>
    <message>
        <source>Swap and swap2 are played on {size} x {size} with five in a row, under freestyle, standard or Renju.</source>
        <translation>Swap y swap2 se juegan en {size} x {size} con cinco en línea, con la regla estilo libre, estándar o Renju.</translation>
    </message>
</context>
<context>
    <name>OpeningTexts</name>
    <message>
        <source>{name} is choosing a side…</source>
        <translation>{name} está eligiendo bando…</translation>
    </message>
    <message>
        <source>{name} is placing the opening stones…</source>
        <translation>{name} está colocando las piedras de la apertura…</translation>
    </message>
    <message>
        <source>Opening: place a black stone (X), {count} to go.</source>
        <translation>Apertura: coloca una piedra negra (X). Piedras por colocar: {count}.</translation>
    </message>
    <message>
        <source>Opening: place a white stone (O), {count} to go.</source>
        <translation>Apertura: coloca una piedra blanca (O). Piedras por colocar: {count}.</translation>
    </message>
    <message>
        <source>Opening: {name} places a black stone (X), {count} to go.</source>
        <translation>Apertura: {name} coloca una piedra negra (X). Piedras por colocar: {count}.</translation>
    </message>
    <message>
        <source>Opening: {name} places a white stone (O), {count} to go.</source>
        <translation>Apertura: {name} coloca una piedra blanca (O). Piedras por colocar: {count}.</translation>
    </message>
    <message>
        <source>Your choice: play black, play white or place two more stones.</source>
        <translation>Tú eliges: jugar con negras, jugar con blancas o colocar dos piedras más.</translation>
    </message>
    <message>
        <source>Your choice: play black or play white.</source>
        <translation>Tú eliges: jugar con negras o jugar con blancas.</translation>
    </message>
    <message>
        <source>{name} chooses: play black, play white or place two more stones.</source>
        <translation>{name} elige: jugar con negras, jugar con blancas o colocar dos piedras más.</translation>
    </message>
    <message>
        <source>{name} chooses: play black or play white.</source>
        <translation>{name} elige: jugar con negras o jugar con blancas.</translation>
    </message>
    <message>
        <source>{name} took black.</source>
        <translation>{name} se ha quedado con las negras.</translation>
    </message>
    <message>
        <source>{name} took white.</source>
        <translation>{name} se ha quedado con las blancas.</translation>
    </message>
    <message>
        <source>{name} will place two more stones.</source>
        <translation>{name} colocará dos piedras más.</translation>
    </message>
    <message>
        <source>Swap2 keeps the first stones fair: the other player picks a side after seeing them.</source>
        <translation>Swap2 hace justas las primeras piedras: el otro jugador elige bando después de verlas.</translation>
    </message>
    <message>
        <source>Swap keeps the first stones fair: the other player picks a side after seeing them.</source>
        <translation>Swap hace justas las primeras piedras: el otro jugador elige bando después de verlas.</translation>
    </message>
    <message>
        <source>Choose a side first, with the buttons beside the board.</source>
        <translation>Primero elige bando con los botones junto al tablero.</translation>
    </message>
</context>
<context>
    <name>OpponentPicker</name>
    <message>
        <source>Another person</source>
        <translation>Otra persona</translation>
    </message>
    <message>
        <source>Two people take turns at this board</source>
        <translation>Dos personas se turnan en este tablero</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>Riva&amp;l:</translation>
    </message>
    <message>
        <source>Who you play against; changing it starts a new game (asking first mid-game)</source>
        <translation>Contra quién juegas; si lo cambias, empieza una partida nueva (a mitad de partida, tras preguntar)</translation>
    </message>
    <message>
        <source>up from {before} after your last results</source>
        <translation>subió desde {before} tras tus últimos resultados</translation>
    </message>
    <message>
        <source>down from {before} after your last results</source>
        <translation>bajó desde {before} tras tus últimos resultados</translation>
    </message>
    <message>
        <source>It plays at level {level} of {top}, {change} on these rules.</source>
        <translation>Juega en el nivel {level} de {top}, {change} con estas reglas.</translation>
    </message>
    <message>
        <source>It plays at level {level} of {top}, set by your results on these rules.</source>
        <translation>Juega en el nivel {level} de {top}, fijado por tus resultados con estas reglas.</translation>
    </message>
</context>
<context>
    <name>OutcomeDialog</name>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Jugar otra vez</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>Review with c&amp;oach</source>
        <translation>Revisar con el &amp;entrenador</translation>
    </message>
    <message>
        <source>Every move of the game marked, and what was better</source>
        <translation>Cada jugada de la partida calificada, y lo que habría sido mejor</translation>
    </message>
</context>
<context>
    <name>OutcomeTeller</name>
    <message>
        <source>The last game ended before the new one: {result}</source>
        <translation>La partida anterior terminó antes de la nueva: {result}</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <source>Puzzle rating, puzzle by puzzle</source>
        <translation>Puntuación de problemas, problema a problema</translation>
    </message>
    <message>
        <source>No puzzles tried yet.</source>
        <translation>Todavía no has intentado ningún problema.</translation>
    </message>
    <message numerus="yes">
        <source>Puzzle rating from {start} to {now} after %n puzzles ({solved} solved).</source>
        <translation>
            <numerusform>Puntuación de problemas de {start} a {now} tras %n problema ({solved} resueltos).</numerusform>
            <numerusform>Puntuación de problemas de {start} a {now} tras %n problemas ({solved} resueltos).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>all rules</source>
        <translation>todas las reglas</translation>
    </message>
    <message>
        <source>Abandoned games were left before their end (they count as played, not as won, lost or tied). Continued games were played on from a reviewed game, whose first moves they took over; they count with their results, and are named under the table of runs.</source>
        <translation>Las partidas abandonadas se dejaron antes de terminar (cuentan como jugadas, no como ganadas, perdidas ni empatadas). Las partidas continuadas se siguieron jugando desde una partida repasada, de la que tomaron las primeras jugadas; cuentan con sus resultados y se indican debajo de la tabla de partidas.</translation>
    </message>
    <message>
        <source>Tic-tac-toe: one game</source>
        <translation>Tres en raya: una partida</translation>
    </message>
    <message>
        <source>Tic-tac-toe: the last {count} games</source>
        <translation>Tres en raya: las últimas {count} partidas</translation>
    </message>
    <message>
        <source>Tic-tac-toe: all {count} games</source>
        <translation>Tres en raya: las {count} partidas</translation>
    </message>
    <message>
        <source>Report made {date}.</source>
        <translation>Informe generado el {date}.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Resumen</translation>
    </message>
    <message>
        <source>Your games against the computer are counted for you, one row per computer opponent (its strategy, and its options where they differ from the defaults); games of two people or two computer players are counted for X. The current streak is the run of equal results at the end; the best streak is the longest run of wins.</source>
        <translation>Tus partidas contra el ordenador se cuentan para ti, una fila por cada rival del ordenador (su estrategia, y sus opciones cuando difieren de las predeterminadas); las partidas entre dos personas o entre dos jugadores del ordenador se cuentan para X. La racha actual es la serie de resultados iguales al final; la mejor racha es la serie de victorias más larga.</translation>
    </message>
    <message>
        <source>Won, lost and tied per opponent, all rules together</source>
        <translation>Ganadas, perdidas y empatadas por rival, todas las reglas juntas</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>The coach&apos;s marks</source>
        <translation>Las marcas del entrenador</translation>
    </message>
    <message>
        <source>The inaccuracies (?!), mistakes (?) and blunders (??) the coach found in the runs it reviewed; ~ marks an estimate.</source>
        <translation>Las imprecisiones (?!), errores (?) y errores graves (??) que el entrenador encontró en las partidas revisadas; ~ indica una estimación.</translation>
    </message>
    <message>
        <source>no mistakes found</source>
        <translation>ningún error encontrado</translation>
    </message>
    <message>
        <source>Run {run}: {marks}</source>
        <translation>Partida {run}: {marks}</translation>
    </message>
    <message>
        <source>1 computer-vs-computer game is left out.</source>
        <translation>Se deja fuera 1 partida de ordenador contra ordenador.</translation>
    </message>
    <message>
        <source>{count} computer-vs-computer games are left out.</source>
        <translation>Se dejan fuera {count} partidas de ordenador contra ordenador.</translation>
    </message>
    <message>
        <source>The table lists the last {shown} of the {total} runs (the summary and the chart count them all); the CSV export has every one.</source>
        <translation>La tabla muestra las últimas {shown} de las {total} partidas (el resumen y el gráfico las cuentan todas); la exportación CSV las incluye todas.</translation>
    </message>
    <message>
        <source>No games recorded.</source>
        <translation>No hay partidas registradas.</translation>
    </message>
    <message>
        <source>Runs {first} to {last}, played {date}.</source>
        <translation>Partidas {first} a {last}, jugadas el {date}.</translation>
    </message>
    <message>
        <source>Runs {first} to {last}, played {start} to {end}.</source>
        <translation>Partidas {first} a {last}, jugadas del {start} al {end}.</translation>
    </message>
    <message>
        <source>No games.</source>
        <translation>No hay partidas.</translation>
    </message>
</context>
<context>
    <name>ResultBanner</name>
    <message>
        <source>Click to hide this. The result stays beside the board.</source>
        <translation>Haz clic para ocultarlo. El resultado sigue junto al tablero.</translation>
    </message>
    <message>
        <source>Press New game to play again.</source>
        <translation>Pulsa «Nueva partida» para volver a jugar.</translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>{x} (X) vs {o} (O)</source>
        <translation>{x} (X) contra {o} (O)</translation>
    </message>
    <message>
        <source>Your move ({mark})</source>
        <translation>Te toca ({mark})</translation>
    </message>
    <message>
        <source>{name} ({mark}) is thinking…</source>
        <translation>{name} ({mark}) está pensando…</translation>
    </message>
    <message>
        <source>{name} ({mark}) to move</source>
        <translation>Le toca a {name} ({mark})</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, standard (exactly five)</source>
        <translation>{size} x {size}, {length} en línea, estándar (exactamente cinco)</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, Renju</source>
        <translation>{size} x {size}, {length} en línea, Renju</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, Caro</source>
        <translation>{size} x {size}, {length} en línea, Caro</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, reverse rules</source>
        <translation>{size} x {size}, {length} en línea, reglas inversas</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row</source>
        <translation>{size} x {size}, {length} en línea</translation>
    </message>
    <message>
        <source>you ({mark})</source>
        <translation>ti ({mark})</translation>
    </message>
    <message>
        <source>{name} ({mark})</source>
        <translation>{name} ({mark})</translation>
    </message>
    <message>
        <source>Next to play: you ({mark})</source>
        <translation>Juega a continuación: tú ({mark})</translation>
    </message>
    <message>
        <source>Next to play: {name} ({mark})</source>
        <translation>Juega a continuación: {name} ({mark})</translation>
    </message>
    <message>
        <source>Draw.</source>
        <comment>the game ended without a winner</comment>
        <translation>Empate.</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>¡Has ganado!</translation>
    </message>
    <message>
        <source>You lost.</source>
        <translation>Has perdido.</translation>
    </message>
    <message>
        <source>{name} won!</source>
        <translation>¡{name} ha ganado!</translation>
    </message>
    <message>
        <source>The board is full and nobody completed a line.</source>
        <translation>El tablero está lleno y nadie ha completado una línea.</translation>
    </message>
    <message>
        <source>You completed the line {line}.</source>
        <translation>Has completado la línea {line}.</translation>
    </message>
    <message>
        <source>{name} completed the line {line}.</source>
        <translation>{name} ha completado la línea {line}.</translation>
    </message>
    <message>
        <source>You completed the line {line}, so you lose (reverse rules).</source>
        <translation>Has completado la línea {line}, así que pierdes (reglas inversas).</translation>
    </message>
    <message>
        <source>{name} completed the line {line}, so you win (reverse rules).</source>
        <translation>{name} ha completado la línea {line}, así que ganas tú (reglas inversas).</translation>
    </message>
    <message>
        <source>{loser} completed the line {line}, so {winner} wins (reverse rules).</source>
        <translation>{loser} ha completado la línea {line}, así que gana {winner} (reglas inversas).</translation>
    </message>
</context>
<context>
    <name>RuleCombo</name>
    <message>
        <source>Gomoku rule</source>
        <translation>Regla de gomoku</translation>
    </message>
    <message>
        <source>A rule other than freestyle needs five in a row on a board from {low} x {low} to {high} x {high}, in normal rules.</source>
        <translation>Solo con cinco en línea, en tableros de {low} x {low} a {high} x {high} y con reglas normales, se puede jugar con una regla distinta del estilo libre.</translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <source>Freestyle</source>
        <translation>Estilo libre</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Estándar</translation>
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
        <translation>Estilo libre: gana con cinco o más en línea</translation>
    </message>
    <message>
        <source>Standard: exactly five; six or more does not win</source>
        <translation>Estándar: exactamente cinco; seis o más no ganan</translation>
    </message>
    <message>
        <source>Renju: X (black) may not make a double three, a double four or an overline</source>
        <translation>Renju: X (negras) no puede hacer un doble tres, un doble cuatro ni una línea larga</translation>
    </message>
    <message>
        <source>Caro: a five blocked at both ends does not win</source>
        <translation>Caro: un cinco bloqueado en ambos extremos no gana</translation>
    </message>
    <message>
        <source>double three</source>
        <translation>doble tres</translation>
    </message>
    <message>
        <source>double four</source>
        <translation>doble cuatro</translation>
    </message>
    <message>
        <source>overline</source>
        <translation>línea larga</translation>
    </message>
    <message>
        <source>{count} in a row does not win under the standard rule: play on.</source>
        <translation>{count} en línea no gana con la regla estándar: sigue jugando.</translation>
    </message>
    <message>
        <source>A five blocked at both ends does not win under Caro: play on.</source>
        <translation>Un cinco bloqueado en ambos extremos no gana en Caro: sigue jugando.</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <source>Cannot open the game</source>
        <translation>No se puede abrir la partida</translation>
    </message>
    <message>
        <source>{error}

The current game is kept.</source>
        <translation>{error}

Se conserva la partida actual.</translation>
    </message>
    <message>
        <source>Opened {file}: {players}.</source>
        <translation>Se ha abierto {file}: {players}.</translation>
    </message>
    <message>
        <source>Opened {file}: {players}. Your next games keep its rules: {rules}.</source>
        <translation>Se ha abierto {file}: {players}. Tus próximas partidas mantienen sus reglas: {rules}.</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>No se puede guardar la partida</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>Se ha guardado {file}</translation>
    </message>
    <message>
        <source>Open a saved game instead?</source>
        <translation>¿Abrir una partida guardada en su lugar?</translation>
    </message>
    <message>
        <source>&amp;Open a game…</source>
        <translation>&amp;Abrir una partida…</translation>
    </message>
    <message>
        <source>Open {file} instead?</source>
        <translation>¿Abrir {file} en su lugar?</translation>
    </message>
    <message>
        <source>&amp;Open it</source>
        <translation>&amp;Abrirla</translation>
    </message>
    <message>
        <source>game.ttt</source>
        <comment>suggested file name</comment>
        <translation>partida.ttt</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <source>&amp;Save anyway</source>
        <translation>&amp;Guardar de todos modos</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>&amp;Modo:</translation>
    </message>
    <message>
        <source>Board si&amp;ze:</source>
        <translation>&amp;Tamaño del tablero:</translation>
    </message>
    <message>
        <source>&amp;Win length:</source>
        <translation>&amp;Línea ganadora:</translation>
    </message>
    <message>
        <source>Board and rules</source>
        <translation>Tablero y reglas</translation>
    </message>
    <message>
        <source>Board &amp;theme:</source>
        <translation>T&amp;ema del tablero:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>X (you move first)</source>
        <translation>X (empiezas tú)</translation>
    </message>
    <message>
        <source>O (the computer opens)</source>
        <translation>O (empieza el ordenador)</translation>
    </message>
    <message>
        <source>Pause before each computer move</source>
        <translation>Pausa antes de cada jugada del ordenador</translation>
    </message>
    <message>
        <source>Restore &amp;Defaults</source>
        <translation>Valores pre&amp;determinados</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Tamaño del tablero</translation>
    </message>
    <message>
        <source> in a row</source>
        <translation> en línea</translation>
    </message>
    <message>
        <source>Win length</source>
        <translation>Línea ganadora</translation>
    </message>
    <message>
        <source>Reverse rules: whoever completes a line loses</source>
        <translation>Reglas inversas: quien completa una línea pierde</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>Idioma del sistema ({language})</translation>
    </message>
    <message>
        <source>The new language is used from the next start of {name}.</source>
        <translation>El nuevo idioma se usará a partir del próximo inicio de {name}.</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papel</translation>
    </message>
    <message>
        <source>Go board</source>
        <translation>Tablero de go</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>Until you pick a theme, the board takes the one that suits the game: paper for three and four in a row, a go board from five in a row on, and high contrast when the system asks for it.</source>
        <translation>Mientras no elijas un tema, el tablero toma el que conviene a la partida: papel para tres y cuatro en línea, tablero de go a partir de cinco en línea, y alto contraste cuando el sistema lo pide.</translation>
    </message>
    <message>
        <source>Until you pick one: paper for three and four in a row, a go board from five on.</source>
        <translation>Mientras no elijas uno: papel para tres y cuatro en línea, tablero de go a partir de cinco.</translation>
    </message>
    <message>
        <source>Animat&amp;ions</source>
        <translation>&amp;Animaciones</translation>
    </message>
    <message>
        <source>Marks draw themselves and the winning line draws across the board. With animations off, every change shows at once.</source>
        <translation>Las marcas se dibujan solas y la línea ganadora se traza sobre el tablero. Sin animaciones, cada cambio se muestra al instante.</translation>
    </message>
    <message>
        <source>R&amp;ule:</source>
        <translation>Re&amp;gla:</translation>
    </message>
    <message>
        <source>Openin&amp;g:</source>
        <translation>A&amp;pertura:</translation>
    </message>
    <message>
        <source>Look and language</source>
        <translation>Aspecto e idioma</translation>
    </message>
    <message>
        <source>At most {count} characters. Left empty, the name is {name}.</source>
        <translation>Como máximo {count} caracteres. Si se deja vacío, el nombre es {name}.</translation>
    </message>
    <message>
        <source>Your &amp;symbol:</source>
        <translation>Tu &amp;símbolo:</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>&amp;Rival:</translation>
    </message>
    <message>
        <source>X player&apos;s &amp;name:</source>
        <translation>&amp;Nombre del jugador X:</translation>
    </message>
    <message>
        <source>O player&apos;s n&amp;ame:</source>
        <translation>Nom&amp;bre del jugador O:</translation>
    </message>
    <message>
        <source>Move &amp;delay:</source>
        <translation>&amp;Demora por jugada:</translation>
    </message>
    <message>
        <source>&amp;X computer</source>
        <translation>Ordenador &amp;X</translation>
    </message>
    <message>
        <source>&amp;O computer</source>
        <translation>Ordenador &amp;O</translation>
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
        <translation>jugadores</translation>
    </message>
    <message>
        <source>player names</source>
        <translation>nombres de los jugadores</translation>
    </message>
    <message>
        <source>rules of the game</source>
        <translation>reglas del juego</translation>
    </message>
    <message>
        <source>unfinished game</source>
        <translation>partida sin terminar</translation>
    </message>
    <message>
        <source>Statistics choices</source>
        <translation>opciones de las estadísticas</translation>
    </message>
    <message>
        <source>move delay</source>
        <translation>demora por jugada</translation>
    </message>
    <message>
        <source>evaluation</source>
        <translation>evaluación</translation>
    </message>
    <message>
        <source>language</source>
        <translation>idioma</translation>
    </message>
    <message>
        <source>board theme</source>
        <translation>tema del tablero</translation>
    </message>
    <message>
        <source>animations</source>
        <translation>animaciones</translation>
    </message>
    <message>
        <source>window size</source>
        <translation>tamaño de la ventana</translation>
    </message>
    <message>
        <source>Some settings could not be read and were reset.</source>
        <translation>No se pudieron leer algunos ajustes y se han restablecido.</translation>
    </message>
    <message>
        <source>Some settings could not be read and were reset, among them: {list}.</source>
        <translation>No se pudieron leer algunos ajustes y se han restablecido, entre ellos: {list}.</translation>
    </message>
    <message>
        <source>Some settings could not be read and were reset: {list}.</source>
        <translation>No se pudieron leer algunos ajustes y se han restablecido: {list}.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Game status</source>
        <translation>Estado de la partida</translation>
    </message>
    <message>
        <source>The computer&apos;s last move, or how the game ended</source>
        <translation>La última jugada del ordenador, o cómo terminó la partida</translation>
    </message>
    <message>
        <source>Show on every free cell how good it is for the player to move:
a proven win, draw or loss with the moves to the end (&quot;Win in 3&quot;),
or else the estimated chances (&quot;62%&quot;), not proven.</source>
        <translation>Muestra en cada casilla libre lo buena que es para el jugador al que le toca:
una victoria, un empate o una derrota demostrados, con las jugadas hasta el final («Gana en 3»),
o si no, las posibilidades estimadas («62%»), sin demostrar.</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ &amp;Atrás</translation>
    </message>
    <message>
        <source>&amp;Forward ▶</source>
        <translation>Adelan&amp;te ▶</translation>
    </message>
    <message>
        <source>&amp;Play from here</source>
        <translation>Ju&amp;gar desde aquí</translation>
    </message>
    <message>
        <source>Mo&amp;ves:</source>
        <translation>Jugada&amp;s:</translation>
    </message>
    <message>
        <source>Moves played</source>
        <translation>Jugadas realizadas</translation>
    </message>
    <message>
        <source>The game is over here: step back to play on from an earlier move.</source>
        <translation>Aquí la partida ha terminado: retrocede para seguir desde una jugada anterior.</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>Con&amp;tinuar</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>P&amp;ausa</translation>
    </message>
    <message>
        <source>Whoever completes {length} in a row loses: leave that to your opponent.</source>
        <translation>Quien complete {length} en línea pierde: déjaselo a tu rival.</translation>
    </message>
    <message>
        <source>Taken back: Redo plays it again</source>
        <translation>Deshecha: Rehacer la vuelve a jugar</translation>
    </message>
</context>
<context>
    <name>StatsChart</name>
    <message>
        <source>{player} vs {opponent}</source>
        <translation>{player} contra {opponent}</translation>
    </message>
    <message>
        <source>No games recorded yet</source>
        <translation>Aún no hay partidas registradas</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganadas</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdidas</translation>
    </message>
    <message>
        <source>tied</source>
        <translation>empatadas</translation>
    </message>
    <message>
        <source>{count} played</source>
        <translation>jugadas: {count}</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the chart&apos;s groups</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>{pairing}: {won} won, {lost} lost, {tied} tied</source>
        <translation>{pairing}: ganadas {won}, perdidas {lost}, empatadas {tied}</translation>
    </message>
</context>
<context>
    <name>StatsChartWidget</name>
    <message>
        <source>Won, lost and tied per opponent</source>
        <translation>Ganadas, perdidas y empatadas por rival</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Include games between c&amp;omputer players</source>
        <translation>Incluir partidas entre &amp;ordenadores</translation>
    </message>
    <message>
        <source>Games where the computer played both sides are kept apart from yours; tick to count them too (in the exports as well).</source>
        <translation>Las partidas en las que el ordenador jugó con ambos bandos se guardan aparte de las tuyas; marca la casilla para contarlas también (incluso en las exportaciones).</translation>
    </message>
    <message>
        <source>Only the last</source>
        <translation>Solo las últimas</translation>
    </message>
    <message>
        <source>Number of recent games</source>
        <translation>Número de partidas recientes</translation>
    </message>
    <message>
        <source>Summary per opponent and rules</source>
        <translation>Resumen por rival y reglas</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Partidas jugadas</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Resumen</translation>
    </message>
    <message>
        <source>Won, lost and tied per opponent, all rules together</source>
        <translation>Ganadas, perdidas y empatadas por rival, todas las reglas juntas</translation>
    </message>
    <message>
        <source>Games (double-click one to review it)</source>
        <translation>Partidas (haz doble clic en una para repasarla)</translation>
    </message>
    <message>
        <source>Puzzle rating after each puzzle (a filled dot: solved)</source>
        <translation>Puntuación tras cada problema (punto relleno: resuelto)</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Repasar</translation>
    </message>
    <message>
        <source>Review with c&amp;oach</source>
        <translation>Revisar con el &amp;entrenador</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Exportar &amp;CSV…</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>Exportar &amp;PDF…</translation>
    </message>
    <message>
        <source>C&amp;lear statistics…</source>
        <translation>&amp;Borrar estadísticas…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>None of your games recorded yet: they appear here once finished.</source>
        <translation>Aún no hay ninguna partida tuya registrada: aparecen aquí en cuanto terminan.</translation>
    </message>
    <message>
        <source>No games recorded yet: finished games appear here.</source>
        <translation>Aún no hay partidas registradas: las partidas terminadas aparecen aquí.</translation>
    </message>
    <message>
        <source>{counted} of {total} recorded games.</source>
        <translation>{counted} de {total} partidas registradas.</translation>
    </message>
    <message>
        <source>The one recorded game.</source>
        <translation>La única partida registrada.</translation>
    </message>
    <message numerus="yes">
        <source>All %n recorded games.</source>
        <translation>
            <numerusform>La %n partida registrada.</numerusform>
            <numerusform>Las %n partidas registradas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The last {shown} of {total} recorded games.</source>
        <translation>Las últimas {shown} de {total} partidas registradas.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) between computer players are not counted.</source>
        <translation>
            <numerusform>No se cuenta %n partida entre ordenadores.</numerusform>
            <numerusform>No se cuentan %n partidas entre ordenadores.</numerusform>
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
            <numerusform> partida</numerusform>
            <numerusform> partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the games as CSV</source>
        <translation>Exportar las partidas como CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Archivos CSV (*.csv);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>The CSV file could not be written to {path}: {reason}.</source>
        <translation>No se pudo escribir el archivo CSV en {path}: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n game(s) to {path}.</source>
        <translation>
            <numerusform>Se ha guardado %n partida en {path}.</numerusform>
            <numerusform>Se han guardado %n partidas en {path}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export a PDF report</source>
        <translation>Exportar un informe PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf);;All files (*)</source>
        <translation>Archivos PDF (*.pdf);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>The report could not be written to {path}: {reason}.</source>
        <translation>No se pudo escribir el informe en {path}: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>Saved the report of %n game(s) to {path}.</source>
        <translation>
            <numerusform>Se ha guardado el informe de %n partida en {path}.</numerusform>
            <numerusform>Se ha guardado el informe de %n partidas en {path}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Forget all %n recorded games? This cannot be undone.</source>
        <translation>
            <numerusform>¿Olvidar la %n partida registrada? No se puede deshacer.</numerusform>
            <numerusform>¿Olvidar las %n partidas registradas? No se puede deshacer.</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics could not be cleared: the records file cannot be changed now.</source>
        <translation>No se pudieron borrar las estadísticas: ahora no se puede modificar el archivo de registros.</translation>
    </message>
    <message>
        <source>Statistics cleared.</source>
        <translation>Estadísticas borradas.</translation>
    </message>
    <message>
        <source>Clear statistics</source>
        <translation>Borrar estadísticas</translation>
    </message>
    <message>
        <source>Forget the one recorded game? This cannot be undone.</source>
        <translation>¿Olvidar la única partida registrada? No se puede deshacer.</translation>
    </message>
</context>
<context>
    <name>StatsTables</name>
    <message>
        <source>Run</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
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
        <translation>Ganador</translation>
    </message>
    <message>
        <source>Who lost</source>
        <translation>Perdedor</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Duración</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <comment>a column: how many games were left unfinished</comment>
        <translation>Abandonadas</translation>
    </message>
    <message>
        <source>Continued</source>
        <translation>Continuadas</translation>
    </message>
    <message>
        <source>Games left before their end (a new game, another game opened, ...): counted as played, not as won, lost or tied. Match my level counts them as your losses.</source>
        <translation>Partidas dejadas antes de terminar (una partida nueva, otra partida abierta...): cuentan como jugadas, no como ganadas, perdidas ni empatadas. «A mi nivel» las cuenta como derrotas tuyas.</translation>
    </message>
    <message>
        <source>Games played on from a reviewed game, whose first moves they took over: counted with their results, and noted in the games table.</source>
        <translation>Partidas que siguieron desde una partida repasada, de la que tomaron las primeras jugadas: cuentan con sus resultados y se indican en la tabla de partidas.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdidas</translation>
    </message>
    <message>
        <source>Tied</source>
        <translation>Empatadas</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>% de victorias</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Racha actual</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Mejor racha</translation>
    </message>
    <message>
        <source>{name} · {options}</source>
        <translation>{name} · {options}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
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
        <translation>{value} partidas al azar por jugada</translation>
    </message>
    <message>
        <source>{value} playouts a move</source>
        <translation>{value} simulaciones por jugada</translation>
    </message>
    <message>
        <source>{value} s a move</source>
        <translation>{value} s por jugada</translation>
    </message>
    <message>
        <source>{option}: {value}</source>
        <translation>{option}: {value}</translation>
    </message>
    <message>
        <source>Abandoned; continued from run {run} after move {move}</source>
        <translation>Abandonada; continuación de la partida {run} tras la jugada {move}</translation>
    </message>
    <message>
        <source>Continued from run {run} after move {move}</source>
        <translation>Continuación de la partida {run} tras la jugada {move}</translation>
    </message>
    <message>
        <source>Abandoned; continued from another game after move {move}</source>
        <translation>Abandonada; continuación de otra partida tras la jugada {move}</translation>
    </message>
    <message>
        <source>Continued from another game after move {move}</source>
        <translation>Continuación de otra partida tras la jugada {move}</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <comment>one game&apos;s note</comment>
        <translation>Abandonada</translation>
    </message>
    <message>
        <source>Run {run}: {note}</source>
        <translation>Partida {run}: {note}</translation>
    </message>
    <message>
        <source>{side} ({mark})</source>
        <translation>{side} ({mark})</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>{count} won</source>
        <translation>ganadas: {count}</translation>
    </message>
    <message>
        <source>{count} lost</source>
        <translation>perdidas: {count}</translation>
    </message>
    <message>
        <source>{count} tied</source>
        <translation>empatadas: {count}</translation>
    </message>
    <message>
        <source>{count} abandoned</source>
        <translation>abandonadas: {count}</translation>
    </message>
    <message>
        <source>all rules</source>
        <translation>todas las reglas</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, reverse</source>
        <translation>{size} x {size}, {length} en línea, inversas</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row</source>
        <translation>{size} x {size}, {length} en línea</translation>
    </message>
    <message>
        <source>Run {run} · {rules}
X: {x}
O: {o}
Moves: {moves}
Double-click to review</source>
        <translation>Partida {run} · {rules}
X: {x}
O: {o}
Jugadas: {moves}
Doble clic para repasarla</translation>
    </message>
    <message>
        <source>no moves</source>
        <translation>sin jugadas</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Playing on from move {moves} with the players and rules of the game reviewed; New game goes back to your settings.</source>
        <translation>Se sigue jugando desde la jugada {moves} con los jugadores y las reglas de la partida revisada; Nueva partida vuelve a tu configuración.</translation>
    </message>
    <message>
        <source>Playing on from move {moves}.</source>
        <translation>Se sigue jugando desde la jugada {moves}.</translation>
    </message>
    <message>
        <source>Back to your settings: {players}, {rules}.</source>
        <translation>De nuevo tu configuración: {players}, {rules}.</translation>
    </message>
    <message>
        <source>Looking for a hint for {player}…</source>
        <translation>Buscando una pista para {player}…</translation>
    </message>
</context>
<context>
    <name>Strategies</name>
    <message>
        <source>Dumb</source>
        <translation>Simplón</translation>
    </message>
    <message>
        <source>Takes the first free cell in order.</source>
        <translation>Toma la primera casilla libre por orden.</translation>
    </message>
    <message>
        <source>the first free cell</source>
        <translation>la primera casilla libre</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Azar</translation>
    </message>
    <message>
        <source>Plays any free cell at random.</source>
        <translation>Juega cualquier casilla libre al azar.</translation>
    </message>
    <message>
        <source>random moves</source>
        <translation>jugadas al azar</translation>
    </message>
    <message>
        <source>Smart</source>
        <translation>Listo</translation>
    </message>
    <message>
        <source>Wins or blocks when it can, else takes the centre, a corner, then a side.</source>
        <translation>Gana o bloquea cuando puede; si no, toma el centro, una esquina y después un lado.</translation>
    </message>
    <message>
        <source>Wins or blocks when it can, else takes the cell with the most lines still open to it.</source>
        <translation>Gana o bloquea cuando puede; si no, toma la casilla con más líneas aún abiertas para él.</translation>
    </message>
    <message>
        <source>win-or-block rules</source>
        <translation>reglas de ganar o bloquear</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <source>Fork rules</source>
        <translation>Reglas de doble amenaza</translation>
    </message>
    <message>
        <source>Rule-based: win, block, fork, block a fork, centre, opposite corner, corner, side; never loses on 3 x 3.</source>
        <translation>Basado en reglas: ganar, bloquear, doble amenaza, bloquear una doble amenaza, centro, esquina opuesta, esquina, lado; nunca pierde en 3 x 3.</translation>
    </message>
    <message>
        <source>Rule-based: win, block, fork, block a fork, else the cell that best builds its lines and blocks the opponent&apos;s.</source>
        <translation>Basado en reglas: ganar, bloquear, doble amenaza, bloquear una doble amenaza; si no, la casilla que mejor construye sus líneas y bloquea las del rival.</translation>
    </message>
    <message>
        <source>fork rules</source>
        <translation>reglas de doble amenaza</translation>
    </message>
    <message>
        <source>Monte Carlo</source>
        <translation>Monte Carlo</translation>
    </message>
    <message>
        <source>Plays many random games and favours the squares the winners played.</source>
        <translation>Juega muchas partidas al azar y prefiere las casillas que jugaron los ganadores.</translation>
    </message>
    <message>
        <source>random games</source>
        <translation>partidas al azar</translation>
    </message>
    <message>
        <source>Random games per move</source>
        <translation>Partidas al azar por jugada</translation>
    </message>
    <message>
        <source>How many random games it plays before each move: more plays better, and slower.</source>
        <translation>Cuántas partidas al azar juega antes de cada jugada: más juega mejor, y más despacio.</translation>
    </message>
    <message>
        <source>After each random game, what each square the computer played there counts: added to that square&apos;s score when the computer won, taken off when it lost.</source>
        <translation>Tras cada partida al azar, lo que cuenta cada casilla que el ordenador jugó en ella: se suma a la puntuación de esa casilla si el ordenador ganó y se resta si perdió.</translation>
    </message>
    <message>
        <source>After each random game, what each square its opponent played there counts: taken off that square&apos;s score when the computer won, added when it lost.</source>
        <translation>Tras cada partida al azar, lo que cuenta cada casilla que jugó su rival en ella: se resta de la puntuación de esa casilla si el ordenador ganó y se suma si perdió.</translation>
    </message>
    <message>
        <source>Stops the random games once this many seconds have passed; 0 plays them all.</source>
        <translation>Detiene las partidas al azar cuando han pasado tantos segundos; 0 las juega todas.</translation>
    </message>
    <message>
        <source>How many random games it plays from the position before each move: more plays better, and slower.</source>
        <translation>Cuántas partidas al azar juega desde la posición antes de cada jugada: más juega mejor, y más despacio.</translation>
    </message>
    <message>
        <source>How long it may think about each move; it often answers sooner.</source>
        <translation>Cuánto tiempo puede pensar cada jugada; a menudo responde antes.</translation>
    </message>
    <message>
        <source>Score for own squares</source>
        <translation>Puntos por casillas propias</translation>
    </message>
    <message>
        <source>Score for opponent squares</source>
        <translation>Puntos por casillas del rival</translation>
    </message>
    <message>
        <source>MCTS</source>
        <translation>MCTS</translation>
    </message>
    <message>
        <source>Searches the game tree as deep as its think time allows, and proves the result where it reaches the end of every line.</source>
        <translation>Explora el árbol de juego tan hondo como su tiempo de reflexión permite, y demuestra el resultado donde llega al final de cada variante.</translation>
    </message>
    <message>
        <source>threat search</source>
        <translation>búsqueda de amenazas</translation>
    </message>
    <message>
        <source>Match my level</source>
        <translation>A mi nivel</translation>
    </message>
    <message>
        <source>Plays stronger after you win and weaker after you lose, so that you win about as often as you lose; its level comes from your recorded games on these rules.</source>
        <translation>Juega más fuerte cuando ganas y más flojo cuando pierdes, para que ganes más o menos tan a menudo como pierdes; su nivel sale de tus partidas registradas con estas reglas.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Threat search</source>
        <translation>Búsqueda de amenazas</translation>
    </message>
    <message>
        <source>Finds wins by fours and threes, stops the opponent&apos;s, and searches the best cells; for four or five in a row on 6 x 6 and bigger boards (elsewhere it plays as Perfect).</source>
        <translation>Encuentra victorias con cuatros y treses, frena las del rival y examina las mejores casillas; para cuatro o cinco en línea desde 6&#xa0;x&#xa0;6 (en otros casos juega como Perfecto).</translation>
    </message>
    <message>
        <source>Playouts per move</source>
        <translation>Simulaciones por jugada</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Unbeatable</source>
        <translation>Imbatible</translation>
    </message>
    <message>
        <source>Monte Carlo tree search: random games that look deeper where they go well, with proven wins and losses.</source>
        <translation>Búsqueda en árbol Monte Carlo: partidas al azar que profundizan donde van bien, con victorias y derrotas demostradas.</translation>
    </message>
    <message>
        <source>Monte Carlo tree search</source>
        <translation>búsqueda en árbol Monte Carlo</translation>
    </message>
    <message>
        <source>Time limit per move (s, 0 = none)</source>
        <translation>Tiempo máximo por jugada (s, 0 = sin límite)</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>Perfecto</translation>
    </message>
    <message>
        <source>full game-tree search</source>
        <translation>búsqueda completa en el árbol de juego</translation>
    </message>
    <message>
        <source>Think time (s)</source>
        <translation>Tiempo para pensar (s)</translation>
    </message>
</context>
<context>
    <name>StrategyPicker</name>
    <message>
        <source>Only {value} here</source>
        <translation>Aquí solo {value}</translation>
    </message>
    <message>
        <source>From {low} to {high}</source>
        <translation>De {low} a {high}</translation>
    </message>
    <message>
        <source>{option}:</source>
        <translation>{option}:</translation>
    </message>
    <message>
        <source>On these rules its search proves the value of every position: it cannot be beaten.</source>
        <translation>Con estas reglas, su búsqueda demuestra el valor de cada posición: no se le puede ganar.</translation>
    </message>
    <message>
        <source>On these rules it can be beaten: it does not prove its moves from the start, and the window says when a move is proven.</source>
        <translation>Con estas reglas se le puede ganar: no demuestra sus jugadas desde el principio, y la ventana te indica cuándo una jugada está demostrada.</translation>
    </message>
    <message>
        <source>In reverse rules its rules turn around: it avoids completing a line of its own and leaves its opponent the cells that would complete one of the opponent&apos;s.</source>
        <translation>Con las reglas inversas, sus reglas se dan la vuelta: evita completar una línea propia y deja al rival las casillas que completarían una del rival.</translation>
    </message>
    <message>
        <source>On these rules it plays as %1: its threats need four or five in a row, normal rules and a board of 6 x 6 or more.</source>
        <translation>Con estas reglas juega como %1: sus amenazas necesitan cuatro o cinco en línea, reglas normales y un tablero de 6 x 6 o más.</translation>
    </message>
    <message>
        <source>%1: %2, %3 random games a move.</source>
        <translation>%1: %2, %3 partidas al azar por jugada.</translation>
    </message>
    <message>
        <source>%1: %2, up to %3 s a move.</source>
        <translation>%1: %2, hasta %3 s por jugada.</translation>
    </message>
    <message>
        <source>%1: %2, answers at once.</source>
        <translation>%1: %2, responde al instante.</translation>
    </message>
    <message>
        <source>{summary} It plays at level {level} of {top} now.</source>
        <translation>{summary} Ahora juega en el nivel {level} de {top}.</translation>
    </message>
    <message>
        <source>{name}, level {level} of {top}</source>
        <translation>{name}, nivel {level} de {top}</translation>
    </message>
    <message>
        <source>{name} {version}, an outside engine: {path}</source>
        <translation>{name} {version}, un motor externo: {path}</translation>
    </message>
    <message>
        <source>{name}, an outside engine: {path}</source>
        <translation>{name}, un motor externo: {path}</translation>
    </message>
    <message>
        <source>Added engines play five in a row on boards from 7 x 7 to 15 x 15, normal rules.</source>
        <translation>Los motores añadidos juegan a cinco en línea en tableros de 7 x 7 a 15 x 15, con reglas normales.</translation>
    </message>
</context>
<context>
    <name>Thinking</name>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Significado</translation>
    </message>
    <message>
        <source>Alpha-beta window</source>
        <translation>Ventana alfa-beta</translation>
    </message>
    <message>
        <source>Monte Carlo scores</source>
        <translation>Puntuaciones de Monte Carlo</translation>
    </message>
    <message>
        <source>Moves considered</source>
        <translation>Jugadas consideradas</translation>
    </message>
    <message>
        <source>Visits</source>
        <translation>Visitas</translation>
    </message>
    <message>
        <source>Result of its games</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Proof</source>
        <translation>Demostración</translation>
    </message>
    <message>
        <source>The share of the random games through this move that the player making it won, a draw counting half</source>
        <translation>La proporción de las partidas al azar que pasan por esta jugada que ganó el jugador que la hace; un empate cuenta la mitad</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>an opening rule, not a search</source>
        <translation>una regla de apertura, no una búsqueda</translation>
    </message>
    <message>
        <source>the best found, not proven</source>
        <translation>la mejor encontrada, no demostrada</translation>
    </message>
    <message>
        <source>{header}: {text}</source>
        <translation>{header}: {text}</translation>
    </message>
    <message>
        <source>the move chosen</source>
        <translation>la jugada elegida</translation>
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
        <translation>Esta posición, le toca a {mark}</translation>
    </message>
    <message>
        <source>{cell} by {mark}</source>
        <translation>{cell} de {mark}</translation>
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
        <translation>podada: nunca explorada</translation>
    </message>
    <message>
        <source>cut off: worth at least {value} to {mark}</source>
        <translation>cortada: vale al menos {value} para {mark}</translation>
    </message>
    <message>
        <source>cut off: worth at most {value} to {mark}</source>
        <translation>cortada: vale como máximo {value} para {mark}</translation>
    </message>
    <message>
        <source>{mark} wins</source>
        <translation>gana {mark}</translation>
    </message>
    <message>
        <source>{mark} loses</source>
        <translation>pierde {mark}</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>{meaning} (remembered)</source>
        <translation>{meaning} (memorizada)</translation>
    </message>
    <message>
        <source>α {alpha}, β {beta}</source>
        <translation>α {alpha}, β {beta}</translation>
    </message>
    <message>
        <source>proven win</source>
        <translation>victoria demostrada</translation>
    </message>
    <message>
        <source>proven draw</source>
        <translation>empate demostrado</translation>
    </message>
    <message>
        <source>proven loss</source>
        <translation>derrota demostrada</translation>
    </message>
    <message>
        <source>Alpha-beta: α is what the player making the move is already sure of through another move, β what the opponent is sure of. Once a reply shows a move is worth at most α, the other replies are not searched: they are pruned.</source>
        <translation>Alfa-beta: α es lo que el jugador que hace la jugada ya tiene asegurado con otra jugada, β lo que tiene asegurado el rival. En cuanto una respuesta muestra que una jugada vale como máximo α, las demás respuestas no se exploran: se podan.</translation>
    </message>
    <message>
        <source>The game is over: minimax has nothing to search.</source>
        <translation>La partida ha terminado: minimax no tiene nada que explorar.</translation>
    </message>
    <message>
        <source>Minimax searched {searched} moves ({known} of them remembered from another move order) and plays {cell}.</source>
        <translation>Minimax exploró {searched} jugadas ({known} de ellas memorizadas de otro orden de jugadas) y juega {cell}.</translation>
    </message>
    <message>
        <source>Alpha-beta pruning left {pruned} moves unsearched (grey).</source>
        <translation>La poda alfa-beta dejó {pruned} jugadas sin explorar (en gris).</translation>
    </message>
    <message>
        <source>Each value is for the player who made the move: a win scores the free cells left at its end plus one (a quicker win scores more), a loss minus that, a draw 0. Each player takes the reply worth most to them; bold marks the move chosen.</source>
        <translation>Cada valor es para el jugador que hizo la jugada: una victoria vale las casillas libres que quedan al final más uno (una victoria más rápida vale más), una derrota lo mismo en negativo, un empate 0. Cada jugador elige la respuesta que más vale para él; la negrita marca la jugada elegida.</translation>
    </message>
    <message>
        <source>Monte Carlo played {trials} random games for {mark}: after each, the squares of the winner gain and the loser&apos;s lose. It takes {cell}, scored {score}, the highest.</source>
        <translation>Monte Carlo jugó {trials} partidas al azar para {mark}: tras cada una, las casillas del ganador suman y las del perdedor restan. Toma {cell}, con {score} puntos, la puntuación más alta.</translation>
    </message>
    <message>
        <source>{cell}: {mark}</source>
        <translation>{cell}: {mark}</translation>
    </message>
    <message>
        <source>{cell}: score {score}, the move taken</source>
        <translation>{cell}: puntuación {score}, la jugada elegida</translation>
    </message>
    <message>
        <source>{cell}: score {score}</source>
        <translation>{cell}: puntuación {score}</translation>
    </message>
    <message>
        <source>MCTS plays {cell} without a search: a win, a forced block, the opening rule or a threat it saw first.</source>
        <translation>MCTS juega {cell} sin búsqueda: una victoria, un bloqueo forzado, la regla de apertura o una amenaza que vio primero.</translation>
    </message>
    <message>
        <source>MCTS ran {visits} random games through its tree from here, going deeper where they went well, and plays {cell}, the move it tried most.</source>
        <translation>MCTS jugó desde aquí {visits} partidas al azar por su árbol, profundizando donde iban bien, y juega {cell}, la jugada que más probó.</translation>
    </message>
    <message>
        <source>The threat search plays {cell} by its opening rule.</source>
        <translation>La búsqueda de amenazas juega {cell} según su regla de apertura.</translation>
    </message>
    <message>
        <source>The threat search plays {cell}, its value proven, in {seconds} s.</source>
        <translation>La búsqueda de amenazas juega {cell}, con su valor demostrado, en {seconds} s.</translation>
    </message>
    <message>
        <source>The threat search plays {cell}, the best it found in {seconds} s.</source>
        <translation>La búsqueda de amenazas juega {cell}, la mejor que encontró en {seconds} s.</translation>
    </message>
    <message>
        <source>Principal line: {moves}</source>
        <translation>Variante principal: {moves}</translation>
    </message>
    <message>
        <source>The computer could not show its thinking: {message}</source>
        <translation>El ordenador no pudo mostrar su razonamiento: {message}</translation>
    </message>
    <message>
        <source>The game is over: there is nothing left to think about.</source>
        <translation>La partida ha terminado: no queda nada en que pensar.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
</context>
<context>
    <name>ThinkingPanel</name>
    <message>
        <source>How the computer thinks</source>
        <translation>Cómo piensa el ordenador</translation>
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
        <translation>Poda alfa-&amp;beta</translation>
    </message>
    <message>
        <source>Stop searching a move as soon as one reply shows it is no better than a move already found: the same choice, fewer positions; the moves left out are grey.</source>
        <translation>Deja de explorar una jugada en cuanto una respuesta muestra que no es mejor que otra ya encontrada: la misma elección, menos posiciones; las jugadas descartadas aparecen en gris.</translation>
    </message>
    <message>
        <source>Values as the search &amp;finds them</source>
        <translation>Valores según los &amp;encuentra la búsqueda</translation>
    </message>
    <message>
        <source>Show the tree as it stood at the step chosen: no value yet for the moves not reached, … for those whose replies are still being searched.</source>
        <translation>Mostrar el árbol como estaba en el paso elegido: aún sin valor para las jugadas no alcanzadas, … para aquellas cuyas respuestas aún se buscan.</translation>
    </message>
    <message>
        <source>Minimax search tree</source>
        <translation>Árbol de búsqueda minimax</translation>
    </message>
    <message>
        <source>Pre&amp;vious step</source>
        <translation>Paso an&amp;terior</translation>
    </message>
    <message>
        <source>The move searched before this one</source>
        <translation>La jugada explorada antes de esta</translation>
    </message>
    <message>
        <source>Ne&amp;xt step</source>
        <translation>Paso &amp;siguiente</translation>
    </message>
    <message>
        <source>The move searched after this one</source>
        <translation>La jugada explorada después de esta</translation>
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
        <translation>Búsqueda en árbol Monte Carlo (MCTS)</translation>
    </message>
    <message>
        <source>Threat search</source>
        <translation>Búsqueda de amenazas</translation>
    </message>
    <message>
        <source>A pruned move: alpha-beta never searched it.</source>
        <translation>Una jugada podada: alfa-beta nunca la exploró.</translation>
    </message>
    <message>
        <source>Step {step} of {steps} in the search&apos;s order</source>
        <translation>Paso {step} de {steps} en el orden de la búsqueda</translation>
    </message>
</context>
</TS>
