<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>Show every free cell&apos;s value for the side to move</source>
        <translation>Mostrar o valor de cada casa livre para quem vai jogar</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausar</translation>
    </message>
    <message>
        <source>Pause the game between the two computers, or let it go on</source>
        <translation>Pausar a partida entre os dois computadores, ou deixá-la continuar</translation>
    </message>
    <message>
        <source>Play {digit}</source>
        <translation>Jogar {digit}</translation>
    </message>
    <message>
        <source>Play the cell in row {row}, column {col} (3 x 3 only)</source>
        <translation>Jogar na casa da linha {row}, coluna {col} (só no 3 x 3)</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nova partida</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Começar uma nova partida</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>&amp;Abrir partida…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Abrir uma partida salva</translation>
    </message>
    <message>
        <source>Save this game to a file</source>
        <translation>Salvar esta partida em um arquivo</translation>
    </message>
    <message>
        <source>Your results against each opponent, and every game you played</source>
        <translation>Seus resultados contra cada adversário e todas as partidas que você jogou</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sai&amp;r</translation>
    </message>
    <message>
        <source>Close {name}</source>
        <translation>Fechar o {name}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>Desfazer sua última jogada</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>Replay a move you took back</source>
        <translation>Refazer uma jogada desfeita</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>D&amp;ica</translation>
    </message>
    <message>
        <source>Show the best move for you</source>
        <translation>Mostrar a melhor jogada para você</translation>
    </message>
    <message>
        <source>Review &amp;with Coach</source>
        <translation>Revisar com o &amp;treinador</translation>
    </message>
    <message>
        <source>Every move of the finished game marked (! best, ?! inaccuracy, ? mistake, ?? blunder), with the better move and its line</source>
        <translation>Cada jogada da partida terminada avaliada (! melhor, ?! imprecisão, ? erro, ?? erro grave), com a jogada melhor e sua linha</translation>
    </message>
    <message>
        <source>Pu&amp;zzles…</source>
        <translation>Pro&amp;blemas…</translation>
    </message>
    <message>
        <source>Positions to win in a few moves, near your puzzle rating; the puzzle of the day</source>
        <translation>Posições para vencer em poucas jogadas, perto da sua pontuação em problemas; o problema do dia</translation>
    </message>
    <message>
        <source>Show &amp;Thinking…</source>
        <translation>&amp;Mostrar o raciocínio…</translation>
    </message>
    <message>
        <source>How the computer chooses a move here: the minimax tree, the Monte Carlo scores, the moves MCTS and the threat search consider</source>
        <translation>Como o computador escolhe uma jogada aqui: a árvore minimax, as pontuações de Monte Carlo, as jogadas que o MCTS e a busca de ameaças consideram</translation>
    </message>
    <message>
        <source>Engine Lo&amp;g</source>
        <translation>Re&amp;gistro dos motores</translation>
    </message>
    <message>
        <source>What the outside engines said: their messages and errors</source>
        <translation>O que os motores externos disseram: suas mensagens e erros</translation>
    </message>
    <message>
        <source>After a game, Review with Coach (Ctrl+R) marks every move (! best, ?! inaccuracy, ? mistake, ?? blunder) and shows the better move; Game &gt; Puzzles… offers positions to win in a few moves.</source>
        <translation>Depois de uma partida, “Revisar com o treinador” (Ctrl+R) marca cada jogada (! melhor jogada, ?! imprecisão, ? erro, ?? erro grave) e mostra a jogada melhor; Jogo &gt; Problemas… oferece posições para vencer em poucas jogadas.</translation>
    </message>
    <message>
        <source>Players, board size, rules and the computer&apos;s strength</source>
        <translation>Jogadores, tamanho do tabuleiro, regras e força do computador</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Como jogar</translation>
    </message>
    <message>
        <source>The computer&apos;s levels, from Beginner to Expert, rank how strongly each played in our measured games on rules like these; Unbeatable is offered only where its search proves every move. Each level&apos;s tooltip names the method behind it.</source>
        <translation>Os níveis do computador, de “Iniciante” a “Mestre”, são ordenados pela força com que cada um jogou em nossas partidas medidas com regras assim; “Imbatível” só é oferecido onde a busca dele prova cada jogada. A dica de ferramenta de cada nível diz o método por trás dele.</translation>
    </message>
    <message>
        <source>Hint shows a good move. Evaluation writes on each free cell how the game goes if you play there: &quot;Win in 3&quot; and &quot;Loss in 2&quot; are proven with best play, counting the moves of both players; a percentage is an estimate.</source>
        <translation>“Dica” mostra uma boa jogada. “Avaliação” escreve em cada casa livre como a partida vai se você jogar ali: “Vitória em 3” e “Derrota em 2” são provadas com o melhor jogo, contando as jogadas dos dois jogadores; uma porcentagem é uma estimativa.</translation>
    </message>
    <message>
        <source>The players take turns putting their mark in a free cell. Reverse rules: whoever completes {k} in a row (across, down or diagonally) loses. A full board with no line is a draw.</source>
        <translation>Os jogadores põem, cada um na sua vez, sua marca numa casa livre. Regras invertidas: quem completa {k} em linha (na horizontal, vertical ou diagonal) perde. Um tabuleiro cheio sem linha é empate.</translation>
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
        <translation>Setas: movem o cursor entre as casas
Enter ou Espaço: joga na casa sob o cursor
1 a 9: joga no 3 x 3 seguindo o teclado numérico (7 8 9 é a linha de cima)
H: dica    E: mostrar a avaliação    P: pausar ou continuar (computador contra computador)
T: mostrar como o computador pensa
Ctrl+N: nova partida    Ctrl+Z: desfazer    Ctrl+Shift+Z: refazer    F1: esta ajuda
Ctrl+O: abrir uma partida    Ctrl+S: salvar a partida
Ctrl+T: estatísticas    Ctrl+,: configurações    Ctrl+Q: sair (a partida é mantida)
Ctrl+R: revisar a partida terminada com o treinador
Na revisão: Esquerda e Direita percorrem as jogadas, Home e End vão ao início e ao fim</translation>
    </message>
    <message>
        <source>The players take turns putting their mark in a free cell. Whoever first completes {k} in a row (across, down or diagonally) wins. A full board with no line is a draw.</source>
        <translation>Os jogadores põem, cada um na sua vez, sua marca numa casa livre. Quem primeiro completa {k} em linha (na horizontal, vertical ou diagonal) vence. Um tabuleiro cheio sem linha é empate.</translation>
    </message>
    <message>
        <source>Match my level plays at a level from 0 (weakest) to 10: after each game you win it plays stronger, after each one you lose weaker, a draw keeps it, so that you win about as often as you lose. Each board and rules keep their own level, read from your recorded games; clearing the statistics starts again.</source>
        <translation>«No meu nível» joga num nível de 0 (o mais fraco) a 10: depois de cada partida que você vence ele joga mais forte, depois de cada uma que você perde, mais fraco, e um empate o mantém, para que você vença mais ou menos tanto quanto perde. Cada tabuleiro e regra tem seu próprio nível, lido das suas partidas registradas; limpar as estatísticas recomeça do zero.</translation>
    </message>
    <message>
        <source>&amp;About {name}</source>
        <translation>&amp;Sobre o {name}</translation>
    </message>
    <message>
        <source>Save Game &amp;As…</source>
        <translation>&amp;Salvar partida como…</translation>
    </message>
    <message>
        <source>&amp;Evaluation</source>
        <translation>Ava&amp;liação</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Estatísticas…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Configurações…</translation>
    </message>
    <message>
        <source>The rules, the levels, what the values mean, and the keys</source>
        <translation>As regras, os níveis, o que os valores significam, e as teclas</translation>
    </message>
    <message>
        <source>Version, licence and credits</source>
        <translation>Versão, licença e créditos</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>Jo&amp;gada</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ajuda</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Column %1</source>
        <translation>Coluna %1</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Linha %1</translation>
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
        <translation>%1, proibida: %2</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1, vazia</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>última jogada</translation>
    </message>
    <message>
        <source>completed line</source>
        <translation>linha completa</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>dica</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Forbidden to X under Renju: %1</source>
        <translation>Proibida para o X no Renju: %1</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Stop revie&amp;w</source>
        <translation>Interro&amp;mper a revisão</translation>
    </message>
    <message>
        <source>Try &amp;again from here</source>
        <translation>Tentar de novo daq&amp;ui</translation>
    </message>
    <message>
        <source>Save review as &amp;PDF…</source>
        <translation>Salvar a revisão em &amp;PDF…</translation>
    </message>
    <message>
        <source>Play on from the position before your first mistake, against the same opponent</source>
        <translation>Continuar jogando a partir da posição anterior ao seu primeiro erro, contra o mesmo adversário</translation>
    </message>
    <message>
        <source>No mistake of yours found so far</source>
        <translation>Nenhum erro seu encontrado até agora</translation>
    </message>
    <message>
        <source>Stop reviewing; the marks found so far stay</source>
        <translation>Interromper a revisão; as marcas encontradas até agora ficam</translation>
    </message>
    <message>
        <source>Hi&amp;de the coach</source>
        <translation>Ocultar o &amp;treinador</translation>
    </message>
    <message>
        <source>Take the coach&apos;s marks and this panel away; the game stays shown to step through (New game ends the review)</source>
        <translation>Tirar as marcas do treinador e este painel; a partida continua à vista para percorrer (“Novo jogo” encerra a revisão)</translation>
    </message>
    <message>
        <source>The review could not be saved to {path}: {reason}.</source>
        <translation>Não foi possível salvar a revisão em {path}: {reason}.</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Treinador</translation>
    </message>
    <message>
        <source>Saved the review to {path}.</source>
        <translation>Revisão salva em {path}.</translation>
    </message>
    <message>
        <source>Save the review as PDF</source>
        <translation>Salvar a revisão em PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf);;All files (*)</source>
        <translation>Arquivos PDF (*.pdf);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Advantage over the game</source>
        <translation>Vantagem ao longo da partida</translation>
    </message>
    <message>
        <source>Who was better after each move: X above the middle, O below</source>
        <translation>Quem estava melhor depois de cada jogada: X acima do meio, O abaixo</translation>
    </message>
    <message>
        <source>{done} of {total} moves reviewed</source>
        <translation>{done} de {total} jogadas revisadas</translation>
    </message>
    <message>
        <source>Move {number}, {cell}: {grade}; X&apos;s expected result {percent}%</source>
        <translation>Jogada {number}, {cell}: {grade}; resultado esperado do X: {percent}%</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>Your move: click a cell, or reach it with Tab and the arrow keys and press Space.</source>
        <translation>Sua vez: clique numa casa, ou chegue até ela com Tab e as setas e pressione Espaço.</translation>
    </message>
    <message>
        <source>{cell} is taken: choose a free cell.</source>
        <translation>{cell} está ocupada: escolha uma casa livre.</translation>
    </message>
    <message>
        <source>{cell} is right. {mark} answers {reply}: your move.</source>
        <translation>{cell} é a jogada certa. {mark} responde {reply}: sua vez.</translation>
    </message>
    <message>
        <source>Solved! {cell} wins.</source>
        <translation>Resolvido! {cell} vence.</translation>
    </message>
    <message>
        <source>Your puzzle rating counts a first try without hints, so it counts this puzzle as missed.</source>
        <translation>Sua pontuação em problemas só conta uma primeira tentativa sem dicas, então este problema conta como errado.</translation>
    </message>
    <message>
        <source>Hint: play {cell}.</source>
        <translation>Dica: jogue {cell}.</translation>
    </message>
    <message>
        <source>Your puzzle rating counts this puzzle as missed.</source>
        <translation>Sua pontuação em problemas conta este problema como errado.</translation>
    </message>
    <message>
        <source>The solution: {line}</source>
        <translation>A solução: {line}</translation>
    </message>
    <message>
        <source>Try again: {question}.</source>
        <translation>Tente de novo: {question}.</translation>
    </message>
    <message>
        <source>Choose &amp;from:</source>
        <translation>&amp;Escolher entre:</translation>
    </message>
    <message>
        <source>Puzzles to choose from</source>
        <translation>Problemas para escolher</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>O que aconteceu</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>D&amp;ica</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>Mostrar a &amp;solução</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Tentar de novo</translation>
    </message>
    <message>
        <source>&amp;Next puzzle</source>
        <translation>&amp;Próximo problema</translation>
    </message>
    <message>
        <source>Puzzle of the &amp;day</source>
        <translation>Problema do &amp;dia</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Puzzle board</source>
        <translation>Tabuleiro do problema</translation>
    </message>
    <message>
        <source>{cell}, {mark}</source>
        <translation>{cell}, {mark}</translation>
    </message>
    <message>
        <source>{cell}, empty, hinted</source>
        <translation>{cell}, vazia, indicada pela dica</translation>
    </message>
    <message>
        <source>{cell}, empty</source>
        <translation>{cell}, vazia</translation>
    </message>
    <message>
        <source>{cell} does not win. Try again.</source>
        <translation>{cell} não vence. Tente de novo.</translation>
    </message>
    <message>
        <source>{cell} does not win: the computer answers…</source>
        <translation>{cell} não vence: o computador responde…</translation>
    </message>
    <message>
        <source>{cell} does not win: {mark} answers {reply}. Try again.</source>
        <translation>{cell} não vence: {mark} responde {reply}. Tente de novo.</translation>
    </message>
    <message>
        <source>{mark} to play and win in 1 move</source>
        <translation>{mark} joga e vence em 1 jogada</translation>
    </message>
    <message>
        <source>{mark} to play and win in {n} moves</source>
        <translation>{mark} joga e vence em {n} jogadas</translation>
    </message>
    <message>
        <source>All puzzles</source>
        <translation>Todos os problemas</translation>
    </message>
    <message>
        <source>3 x 3</source>
        <translation>3 x 3</translation>
    </message>
    <message>
        <source>3 x 3, reverse rules</source>
        <translation>3 x 3, regras invertidas</translation>
    </message>
    <message>
        <source>Wins by fours (15 x 15)</source>
        <translation>Vitórias com quatros (15 x 15)</translation>
    </message>
    <message>
        <source>Wins by fours and threes (15 x 15)</source>
        <translation>Vitórias com quatros e três (15 x 15)</translation>
    </message>
    <message>
        <source>Puzzle {id} · {size} x {size}, {length} in a row{reverse} · difficulty {level}</source>
        <translation>Problema {id} · {size} x {size}, {length} em linha{reverse} · dificuldade {level}</translation>
    </message>
    <message>
        <source>, reverse rules</source>
        <translation>, regras invertidas</translation>
    </message>
    <message numerus="yes">
        <source>Your puzzle rating: {rating} (± {deviation}, %n puzzles)</source>
        <translation>
            <numerusform>Sua pontuação em problemas: {rating} (± {deviation}; problemas tentados: %n)</numerusform>
            <numerusform>Sua pontuação em problemas: {rating} (± {deviation}; problemas tentados: %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: the winning move is one of {cells}.</source>
        <translation>Dica: a jogada vencedora é uma destas casas: {cells}.</translation>
    </message>
    <message>
        <source>best move</source>
        <translation>melhor jogada</translation>
    </message>
    <message>
        <source>good move</source>
        <translation>boa jogada</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprecisão</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>erro</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>erro grave</translation>
    </message>
    <message>
        <source>1 2 3: the better line, from the move before</source>
        <translation>1 2 3: a melhor sequência, a partir da jogada anterior</translation>
    </message>
    <message>
        <source>{name} is the best move (wins in {n})</source>
        <translation>{name} é a melhor jogada (vence em {n})</translation>
    </message>
    <message>
        <source>{name} is the best move (loses in {n})</source>
        <translation>{name} é a melhor jogada (perde em {n})</translation>
    </message>
    <message>
        <source>{name} is the best move (draws)</source>
        <translation>{name} é a melhor jogada (empata)</translation>
    </message>
    <message>
        <source>{name} is the best move (estimate {label})</source>
        <translation>{name} é a melhor jogada (estimativa: {label})</translation>
    </message>
    <message>
        <source>{name} is good; {best} was better</source>
        <translation>{name} é boa; {best} era melhor</translation>
    </message>
    <message>
        <source>{name} wins in {n}; {best} won in {m}</source>
        <translation>{name} vence em {n}; {best} vencia em {m}</translation>
    </message>
    <message>
        <source>{name} only draws; {best} won in {m}</source>
        <translation>{name} só empata; {best} vencia em {m}</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win in {n}; {best} won in {m}</source>
        <translation>{name} deixa {rival} forçar a vitória em {n}; {best} vencia em {m}</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win in {n}; {best} held the draw</source>
        <translation>{name} deixa {rival} forçar a vitória em {n}; {best} garantia o empate</translation>
    </message>
    <message>
        <source>{name} misses the win: {best} completes a line</source>
        <translation>{name} deixa escapar a vitória: {best} completa uma linha</translation>
    </message>
    <message>
        <source>{name} leaves {rival}&apos;s four unblocked; {best} blocks it</source>
        <translation>{name} deixa o quatro de {rival} sem bloqueio; {best} o bloqueia</translation>
    </message>
    <message>
        <source>{name} misses a win by fours and threes; {best} starts it (estimate)</source>
        <translation>{name} deixa escapar uma vitória com quatros e trios a partir de {best} (estimativa)</translation>
    </message>
    <message>
        <source>{name} misses a win by fours: {best} wins in {m}</source>
        <translation>{name} deixa escapar uma vitória com quatros: {best} vence em {m}</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win by fours in {n}; {best} stops it</source>
        <translation>{name} deixa {rival} forçar uma vitória com quatros em {n}; {best} impede isso</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win by fours in {n}; {best} was better</source>
        <translation>{name} deixa {rival} forçar uma vitória com quatros em {n}; {best} era melhor</translation>
    </message>
    <message>
        <source>{name} lets {rival} win by fours and threes (estimate); {best} stops it</source>
        <translation>{name} deixa {rival} vencer com quatros e trios (estimativa); {best} impede isso</translation>
    </message>
    <message>
        <source>{name} gives ground (estimate: {before}% to {after}%); {best} was better</source>
        <translation>{name} perde terreno (estimativa: de {before}% para {after}%); {best} era melhor</translation>
    </message>
    <message>
        <source>another move</source>
        <translation>outra jogada</translation>
    </message>
    <message>
        <source>{grade}: {sentence}</source>
        <translation>{grade}: {sentence}</translation>
    </message>
    <message>
        <source>{text} (an estimate)</source>
        <translation>{text} (uma estimativa)</translation>
    </message>
    <message>
        <source>Better: {line}</source>
        <translation>Melhor: {line}</translation>
    </message>
    <message>
        <source>Reviewing move {number} of {total}…</source>
        <translation>Revisando a jogada {number} de {total}…</translation>
    </message>
    <message>
        <source>Review stopped after {done} of {total} moves.</source>
        <translation>Revisão interrompida depois de {done} de {total} jogadas.</translation>
    </message>
    <message>
        <source>Review done: {total} moves marked.</source>
        <translation>Revisão concluída: {total} jogadas avaliadas.</translation>
    </message>
</context>
<context>
    <name>CoachCommands</name>
    <message>
        <source>Cannot open the puzzles</source>
        <translation>Não foi possível abrir os problemas</translation>
    </message>
    <message>
        <source>The puzzle set is missing from this installation of the app.</source>
        <translation>Esta instalação do aplicativo não tem o conjunto de problemas.</translation>
    </message>
    <message>
        <source>The puzzle set of this installation is damaged: reinstall the app.</source>
        <translation>O conjunto de problemas desta instalação está danificado: reinstale o aplicativo.</translation>
    </message>
    <message>
        <source>Cannot save the coach&apos;s marks</source>
        <translation>Não foi possível salvar as avaliações do treinador</translation>
    </message>
    <message>
        <source>Puzzle rating: no puzzle tried yet (Game &gt; Puzzles…).</source>
        <translation>Pontuação em problemas: nenhum problema tentado ainda (Jogo &gt; Problemas…).</translation>
    </message>
    <message>
        <source>Puzzle rating: {rating} (solved at the first try without hints: {solved} of {count}); lately {ratings}</source>
        <translation>Pontuação em problemas: {rating} (resolvidos na primeira tentativa sem dicas: {solved} de {count}); recentemente {ratings}</translation>
    </message>
</context>
<context>
    <name>CoachReport</name>
    <message>
        <source>Coach&apos;s review: {x} (X) vs {o} (O)</source>
        <translation>Revisão do treinador: {x} (X) contra {o} (O)</translation>
    </message>
    <message>
        <source>{done} of {total} moves marked.</source>
        <translation>{done} de {total} jogadas marcadas.</translation>
    </message>
    <message>
        <source>Marks are exact where the value is proven; ~ marks an estimate of the search. Signs: ! best move, ?! inaccuracy, ? mistake, ?? blunder.</source>
        <translation>As marcas são exatas onde o valor está provado; ~ indica uma estimativa da busca. Sinais: ! melhor jogada, ?! imprecisão, ? erro, ?? erro grave.</translation>
    </message>
    <message>
        <source>Marks per player</source>
        <translation>Marcas por jogador</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jogadas</translation>
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
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jogada</translation>
    </message>
    <message>
        <source>Better</source>
        <translation>Melhor</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Por quê</translation>
    </message>
</context>
<context>
    <name>DesktopEntry</name>
    <message>
        <source>Tic-Tac-Toe</source>
        <translation>Jogo da velha</translation>
    </message>
    <message>
        <source>Play tic-tac-toe on boards from 3 x 3 to 15 x 15 against a friend or the computer</source>
        <translation>Jogue jogo da velha em tabuleiros de 3 x 3 a 15 x 15 contra um amigo ou contra o computador</translation>
    </message>
    <message>
        <source>tic-tac-toe;tictactoe;noughts;crosses;gomoku;k-in-a-row;misere;</source>
        <extracomment>Search words, each followed by a semicolon: keep the English ones and add your own.</extracomment>
        <translation>tic-tac-toe;tictactoe;noughts;crosses;gomoku;k-in-a-row;misere;jogo da velha;velha;jogo do galo;xis;bola;jogo;</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Open a game</source>
        <translation>Abrir uma partida</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Salvar a partida</translation>
    </message>
    <message>
        <source>End this game?</source>
        <translation>Encerrar esta partida?</translation>
    </message>
    <message>
        <source>The game in progress will not be kept.</source>
        <translation>A partida em andamento não será mantida.</translation>
    </message>
    <message>
        <source>Game files (*.ttt *.psq *.sgf)</source>
        <translation>Arquivos de partida (*.ttt *.psq *.sgf)</translation>
    </message>
    <message>
        <source>ttt_qt games (*.ttt)</source>
        <translation>Partidas do ttt_qt (*.ttt)</translation>
    </message>
    <message>
        <source>Piskvork games (*.psq)</source>
        <translation>Partidas do Piskvork (*.psq)</translation>
    </message>
    <message>
        <source>SGF games (*.sgf)</source>
        <translation>Partidas SGF (*.sgf)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Add an engine</source>
        <translation>Adicionar um motor</translation>
    </message>
    <message>
        <source>Gomocup engines (pbrain-*);;All files (*)</source>
        <translation>Motores do Gomocup (pbrain-*);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>The game in progress will count as abandoned in Statistics.</source>
        <translation>Nas estatísticas, a partida em andamento vai contar como abandonada.</translation>
    </message>
    <message>
        <source>The game in progress will count as abandoned in Statistics, and as a loss for Match my level.</source>
        <translation>Nas estatísticas, a partida em andamento vai contar como abandonada, e como derrota para “No meu nível”.</translation>
    </message>
    <message>
        <source>The game in progress is saved in {file}: Open Game brings it back.</source>
        <translation>A partida em andamento está salva em {file}: “Abrir partida” a traz de volta.</translation>
    </message>
    <message>
        <source>The game in progress is saved in {file}: Open Game brings it back. In Statistics it will count as abandoned.</source>
        <translation>A partida em andamento está salva em {file}: “Abrir partida” a traz de volta. Nas estatísticas ela vai contar como abandonada.</translation>
    </message>
    <message>
        <source>The game in progress is saved in {file}: Open Game brings it back. In Statistics it will count as abandoned, and as a loss for Match my level.</source>
        <translation>A partida em andamento está salva em {file}: “Abrir partida” a traz de volta. Nas estatísticas ela vai contar como abandonada, e como derrota para “No meu nível”.</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Continuar jogando</translation>
    </message>
    <message>
        <source>The game has just ended: {result}</source>
        <translation>A partida acabou de terminar: {result}</translation>
    </message>
    <message>
        <source>About {name}</source>
        <translation>Sobre o {name}</translation>
    </message>
    <message>
        <source>&lt;h2&gt;{name}&lt;/h2&gt;&lt;p&gt;Version {version}&lt;/p&gt;</source>
        <translation>&lt;h2&gt;{name}&lt;/h2&gt;&lt;p&gt;Versão {version}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Tic-tac-toe from 3 x 3 to 15 x 15, k in a row, normal or reverse rules, against a friend or computer players from dumb to perfect.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;br&gt;&lt;a href=&quot;{url}&quot;&gt;{url}&lt;/a&gt;&lt;/p&gt;&lt;p&gt;Credits: the ttt_qt developers. Its console games and course modules follow the programming courses they were written for. Built with Python and Qt.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jogo da velha de 3 x 3 a 15 x 15, k em linha, regras normais ou invertidas, contra um amigo ou contra jogadores do computador, do mais ingênuo ao perfeito.&lt;/p&gt;&lt;p&gt;Software livre sob a licença MIT.&lt;br&gt;&lt;a href=&quot;{url}&quot;&gt;{url}&lt;/a&gt;&lt;/p&gt;&lt;p&gt;Créditos: os desenvolvedores do ttt_qt. Os jogos de console e os módulos de curso seguem os cursos de programação para os quais foram escritos. Feito com Python e Qt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Sobre o &amp;Qt</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Sobre o Qt</translation>
    </message>
</context>
<context>
    <name>EngineHelp</name>
    <message>
        <source>The engine failed</source>
        <translation>O motor falhou</translation>
    </message>
    <message>
        <source>The game is kept. Play on against {level}, or start {name} again?</source>
        <translation>A partida foi mantida. Continuar jogando contra o nível “{level}” ou iniciar {name} de novo?</translation>
    </message>
    <message>
        <source>Play on against {level}</source>
        <translation>Continuar contra “{level}”</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Tentar de novo</translation>
    </message>
</context>
<context>
    <name>EngineLogDialog</name>
    <message>
        <source>Engine Log</source>
        <translation>Registro dos motores</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Atualizar</translation>
    </message>
    <message>
        <source>No outside engine plays or gives hints now.</source>
        <translation>Nenhum motor externo está jogando ou dando dicas agora.</translation>
    </message>
    <message>
        <source>{name} ({path}), not running</source>
        <translation>{name} ({path}), não está em execução</translation>
    </message>
    <message>
        <source>{name} ({path}), process {pid}</source>
        <translation>{name} ({path}), processo {pid}</translation>
    </message>
    <message>
        <source>It has printed no message.</source>
        <translation>Não escreveu nenhuma mensagem.</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <source>There is no file at {path}.</source>
        <translation>Não há nenhum arquivo em {path}.</translation>
    </message>
    <message>
        <source>{name} is not a program that can be run (it is not executable).</source>
        <translation>{name} não é um programa que possa ser executado (não é executável).</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Motores</translation>
    </message>
    <message>
        <source>Gomocup engines (programs named pbrain-…) play five in a row on boards from 7 x 7 to 15 x 15. They are started from where they are; nothing is copied.</source>
        <translation>Os motores do Gomocup (programas chamados pbrain-…) jogam cinco em linha em tabuleiros de 7 x 7 a 15 x 15. Eles são iniciados de onde estão; nada é copiado.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versão</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>Programa</translation>
    </message>
    <message>
        <source>Engines added</source>
        <translation>Motores adicionados</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Adicionar…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Remover</translation>
    </message>
    <message>
        <source>Hints come from the engine chosen here: its move for the side to move.</source>
        <translation>As dicas vêm do motor escolhido aqui: a jogada dele para quem vai jogar.</translation>
    </message>
    <message>
        <source>Analyse &amp;with:</source>
        <translation>Analisar &amp;com:</translation>
    </message>
    <message>
        <source>With the evaluation shown, the values on the cells stay the app&apos;s own (an engine gives one move, not a value per cell); the engine&apos;s move is framed as a hint, with its evaluation in the status bar.</source>
        <translation>Com a avaliação exibida, os valores nas casas continuam sendo os do aplicativo (um motor dá uma jogada, não um valor por casa); a jogada do motor aparece emoldurada como dica, com a avaliação dele na barra de status.</translation>
    </message>
    <message>
        <source>That engine is in the list already.</source>
        <translation>Esse motor já está na lista.</translation>
    </message>
    <message>
        <source>Starting {path} to read its name…</source>
        <translation>Iniciando {path} para ler o nome dele…</translation>
    </message>
    <message>
        <source>Built-in analysis</source>
        <translation>Análise integrada</translation>
    </message>
    <message>
        <source>{name} was added.</source>
        <translation>{name} foi adicionado.</translation>
    </message>
    <message>
        <source>{reason} It was not added.</source>
        <translation>{reason} Não foi adicionado.</translation>
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
        <translation>&amp;Gerenciar motores…</translation>
    </message>
    <message>
        <source>Add or remove Gomocup engines, and choose who gives hints</source>
        <translation>Adicionar ou remover motores do Gomocup e escolher quem dá as dicas</translation>
    </message>
    <message>
        <source>None added. Hints come from the app&apos;s own analysis.</source>
        <translation>Nenhum adicionado. As dicas vêm da análise do próprio aplicativo.</translation>
    </message>
    <message>
        <source>{names}. Hints come from the app&apos;s own analysis.</source>
        <translation>{names}. As dicas vêm da análise do próprio aplicativo.</translation>
    </message>
    <message>
        <source>{names}. Hints come from {analyst} for five in a row on 7 x 7 to 15 x 15, else from the app&apos;s own analysis.</source>
        <translation>{names}. As dicas vêm de {analyst} para cinco em linha em 7 x 7 a 15 x 15; fora disso, da análise do próprio aplicativo.</translation>
    </message>
</context>
<context>
    <name>Evaluation</name>
    <message numerus="yes">
        <source>Win in %n</source>
        <translation>
            <numerusform>Vitória em %n</numerusform>
            <numerusform>Vitória em %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loss in %n</source>
        <translation>
            <numerusform>Derrota em %n</numerusform>
            <numerusform>Derrota em %n</numerusform>
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
        <translation>%1: %2. %3 vence jogando aqui.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2. If %3 plays here, %3 can force a win within %n moves (the moves of both players, this one included).</source>
        <translation>
            <numerusform>%1: %2. Se %3 jogar aqui, %3 pode forçar a vitória em até %n jogada (contando as jogadas dos dois jogadores, incluindo esta).</numerusform>
            <numerusform>%1: %2. Se %3 jogar aqui, %3 pode forçar a vitória em até %n jogadas (contando as jogadas dos dois jogadores, incluindo esta).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2. If %3 plays here, %4 can force a win within %n moves (the moves of both players, this one included).</source>
        <translation>
            <numerusform>%1: %2. Se %3 jogar aqui, %4 pode forçar a vitória em até %n jogada (contando as jogadas dos dois jogadores, incluindo esta).</numerusform>
            <numerusform>%1: %2. Se %3 jogar aqui, %4 pode forçar a vitória em até %n jogadas (contando as jogadas dos dois jogadores, incluindo esta).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2. If %3 plays here, neither player can force a win: with best play the game is a draw.</source>
        <translation>%1: %2. Se %3 jogar aqui, nenhum jogador pode forçar a vitória: com o melhor jogo dos dois lados, a partida termina empatada.</translation>
    </message>
    <message>
        <source>%1: %2. If %3 plays here, %3&apos;s chances are estimated at %5% (a draw counts as half a win). This is not proven.</source>
        <translation>%1: %2. Se %3 jogar aqui, as chances de %3 são estimadas em %5% (um empate vale meia vitória). Isso não está provado.</translation>
    </message>
    <message>
        <source>Each free cell shows how the game goes for %1 if %1 plays there.</source>
        <translation>Cada casa livre mostra como a partida fica para %1 se %1 jogar ali.</translation>
    </message>
    <message>
        <source>Evaluating every free cell for %1…</source>
        <translation>Avaliando cada casa livre para %1…</translation>
    </message>
    <message>
        <source>The values come back when a person is to move.</source>
        <translation>Os valores voltam quando for a vez de uma pessoa jogar.</translation>
    </message>
    <message>
        <source>Pause the game to see the values for the player to move.</source>
        <translation>Pause a partida para ver os valores do jogador da vez.</translation>
    </message>
    <message>
        <source>The game is over: there is nothing left to evaluate.</source>
        <translation>A partida terminou: não há mais nada a avaliar.</translation>
    </message>
    <message>
        <source>Green a win, blue a draw, red a loss: proven with best play, stronger the sooner.</source>
        <translation>Verde uma vitória, azul um empate, vermelho uma derrota: provado com o melhor jogo, mais forte quanto mais cedo.</translation>
    </message>
    <message>
        <source>Paler shades: estimated chances, not proven. Point at a cell to read its value.</source>
        <translation>Tons mais claros: chances estimadas, não provadas. Aponte para uma casa para ler o valor dela.</translation>
    </message>
    <message>
        <source>Win in 3, Draw, Loss in 2: proven with best play, moves of both players counted.</source>
        <translation>Vitória em 3, Empate, Derrota em 2: provados com o melhor jogo, contando as jogadas dos dois jogadores.</translation>
    </message>
    <message>
        <source>A percentage: estimated chances, not proven (a draw counts half).</source>
        <translation>Uma porcentagem: chances estimadas, não provadas (um empate vale metade).</translation>
    </message>
</context>
<context>
    <name>EvaluationSummary</name>
    <message numerus="yes">
        <source>Every move for %1 wins in %n.</source>
        <translation>
            <numerusform>Toda jogada de %1 vence em %n.</numerusform>
            <numerusform>Toda jogada de %1 vence em %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every move for %1 loses in %n.</source>
        <translation>
            <numerusform>Toda jogada de %1 perde em %n.</numerusform>
            <numerusform>Toda jogada de %1 perde em %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every move for %1 draws.</source>
        <comment>with best play, wherever %1 plays</comment>
        <translation>Toda jogada de %1 leva ao empate.</translation>
    </message>
    <message>
        <source>Every move for %1 is estimated at %2%.</source>
        <translation>Toda jogada de %1 é estimada em %2%.</translation>
    </message>
    <message numerus="yes">
        <source>Every move for %1 wins in %n, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>
            <numerusform>Toda jogada de %1 vence em %n, exceto %2.</numerusform>
            <numerusform>Toda jogada de %1 vence em %n, exceto %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every move for %1 loses in %n, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>
            <numerusform>Toda jogada de %1 perde em %n, exceto %2.</numerusform>
            <numerusform>Toda jogada de %1 perde em %n, exceto %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every move for %1 draws, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>Toda jogada de %1 leva ao empate, exceto %2.</translation>
    </message>
    <message>
        <source>Every move for %1 is estimated at %3%, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>Toda jogada de %1 é estimada em %3%, exceto %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1: wins in %n</source>
        <comment>a cell (%1) and its value</comment>
        <translation>
            <numerusform>%1: vence em %n</numerusform>
            <numerusform>%1: vence em %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: loses in %n</source>
        <comment>a cell (%1) and its value</comment>
        <translation>
            <numerusform>%1: perde em %n</numerusform>
            <numerusform>%1: perde em %n</numerusform>
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
        <translation>{name} não existe.</translation>
    </message>
    <message>
        <source>{name} is a folder, not a saved game.</source>
        <translation>{name} é uma pasta, não uma partida salva.</translation>
    </message>
    <message>
        <source>{name} cannot be read: permission denied.</source>
        <translation>Não é possível ler {name}: permissão negada.</translation>
    </message>
    <message>
        <source>{name} is not a text file, so it is not a saved game.</source>
        <translation>{name} não é um arquivo de texto, então não é uma partida salva.</translation>
    </message>
    <message>
        <source>{name} cannot be read: {reason}.</source>
        <translation>Não é possível ler {name}: {reason}.</translation>
    </message>
    <message>
        <source>{name} is empty: there is no game in it.</source>
        <translation>{name} está vazio: não há nenhuma partida nele.</translation>
    </message>
    <message>
        <source>{name} was saved by a newer version of ttt_qt (game format {version}; this version reads format {ours}). Update ttt_qt to open it.</source>
        <translation>{name} foi salvo por uma versão mais nova do ttt_qt (formato de partida {version}; esta versão lê o formato {ours}). Atualize o ttt_qt para abri-lo.</translation>
    </message>
    <message>
        <source>{name} is not a ttt_qt game: the first line must be &apos;{header}&apos;.</source>
        <translation>{name} não é uma partida do ttt_qt: a primeira linha deve ser &apos;{header}&apos;.</translation>
    </message>
    <message>
        <source>{name} cannot be opened: {reason}.</source>
        <translation>Não é possível abrir {name}: {reason}.</translation>
    </message>
    <message>
        <source>{name} is too big to be a game file.</source>
        <translation>{name} é grande demais para ser um arquivo de partida.</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>linha {line}</translation>
    </message>
    <message>
        <source>line {line}, move {move}</source>
        <translation>linha {line}, jogada {move}</translation>
    </message>
    <message>
        <source>{where}: {problem}</source>
        <translation>{where}: {problem}</translation>
    </message>
    <message>
        <source>a saved game is at most {limit} characters</source>
        <translation>uma partida salva tem no máximo {limit} caracteres</translation>
    </message>
    <message>
        <source>unknown entry &apos;{entry}&apos;</source>
        <translation>entrada desconhecida &apos;{entry}&apos;</translation>
    </message>
    <message>
        <source>&apos;{entry}&apos; is given twice</source>
        <translation>&apos;{entry}&apos; aparece duas vezes</translation>
    </message>
    <message>
        <source>missing {entries}</source>
        <translation>falta {entries}</translation>
    </message>
    <message>
        <source>{entry} must be a whole number, not &apos;{text}&apos;</source>
        <translation>{entry} deve ser um número inteiro, não &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>board size must be from {low} to {high}, not {size}</source>
        <translation>o tamanho do tabuleiro deve ir de {low} a {high}, não {size}</translation>
    </message>
    <message>
        <source>win length must be from {low} to the board size {size}, not {length}</source>
        <translation>o comprimento da linha deve ir de {low} ao tamanho do tabuleiro, {size}, não {length}</translation>
    </message>
    <message>
        <source>rules must be &apos;normal&apos; or &apos;reverse&apos;, not &apos;{text}&apos;</source>
        <translation>rules deve ser &apos;normal&apos; ou &apos;reverse&apos;, não &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>rule must be &apos;freestyle&apos;, &apos;standard&apos;, &apos;renju&apos; or &apos;caro&apos;, not &apos;{text}&apos;</source>
        <translation>rule deve ser &apos;freestyle&apos;, &apos;standard&apos;, &apos;renju&apos; ou &apos;caro&apos;, não &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>the {rule} rule is five in a row on boards from 7 x 7 to 15 x 15, in normal rules</source>
        <translation>a regra {rule} é de cinco em linha em tabuleiros de 7 x 7 a 15 x 15, com regras normais</translation>
    </message>
    <message>
        <source>the opening must be &apos;none&apos;, &apos;swap&apos; or &apos;swap2&apos;, not &apos;{text}&apos;</source>
        <translation>a abertura deve ser &apos;none&apos;, &apos;swap&apos; ou &apos;swap2&apos;, não &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>the {opening} opening is played on 15 x 15 with five in a row, under freestyle, standard or Renju</source>
        <translation>a abertura {opening} é jogada em 15 x 15 com cinco em linha, com a regra estilo livre, padrão ou Renju</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a choice of the opening: give black, white or two</source>
        <translation>&apos;{text}&apos; não é uma escolha da abertura: informe &apos;black&apos;, &apos;white&apos; ou &apos;two&apos;</translation>
    </message>
    <message>
        <source>{cell} cannot be played before the opening&apos;s choice</source>
        <translation>não é possível jogar {cell} antes da escolha da abertura</translation>
    </message>
    <message>
        <source>the opening&apos;s choices ({text}) do not fit its moves</source>
        <translation>as escolhas da abertura ({text}) não correspondem às suas jogadas</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; is not a cell: give a column letter A-{last} and a row 1-{size}, like B2</source>
        <translation>&apos;{word}&apos; não é uma casa: informe uma letra de coluna A-{last} e uma linha 1-{size}, como B2</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; is off the {size} x {size} board: columns A-{last}, rows 1-{size}</source>
        <translation>&apos;{word}&apos; está fora do tabuleiro {size} x {size}: colunas A-{last}, linhas 1-{size}</translation>
    </message>
    <message>
        <source>{cell} cannot be played, it is already taken</source>
        <translation>não é possível jogar {cell}: a casa já está ocupada</translation>
    </message>
    <message>
        <source>{cell} cannot be played, the game is over</source>
        <translation>não é possível jogar {cell}: a partida acabou</translation>
    </message>
    <message>
        <source>{cell} cannot be played, it is forbidden to X under Renju ({reason})</source>
        <translation>não é possível jogar {cell}: no Renju a casa é proibida para o X ({reason})</translation>
    </message>
    <message>
        <source>{entry} must be &apos;person&apos;, &apos;computer&apos; or &apos;engine&apos;, not &apos;{text}&apos;</source>
        <translation>{entry} deve ser &apos;person&apos;, &apos;computer&apos; ou &apos;engine&apos;, não &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>{entry} must give a name after &apos;{player}&apos;</source>
        <translation>{entry} deve informar um nome depois de &apos;{player}&apos;</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; in {entry} is not a strategy name (lower-case letters, digits, &apos;-&apos; and &apos;_&apos;)</source>
        <translation>&apos;{text}&apos; em {entry} não é um nome de estratégia (letras minúsculas, dígitos, &apos;-&apos; e &apos;_&apos;)</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; in {entry} is not an option: give name=number, like time_limit=1.5</source>
        <translation>&apos;{text}&apos; em {entry} não é uma opção: informe nome=número, como time_limit=1.5</translation>
    </message>
    <message>
        <source>the option &apos;{option}&apos; of {entry} is given twice</source>
        <translation>a opção &apos;{option}&apos; de {entry} aparece duas vezes</translation>
    </message>
    <message>
        <source>{name} cannot be written: there is no folder {folder}.</source>
        <translation>Não é possível gravar {name}: a pasta {folder} não existe.</translation>
    </message>
    <message>
        <source>A {format} file cannot keep these rules: {name} will open as {opened}, not {rules}.</source>
        <translation>Um arquivo {format} não consegue guardar estas regras: {name} será aberto como {opened}, não como {rules}.</translation>
    </message>
    <message>
        <source>{name} cannot be written: {reason}.</source>
        <translation>Não é possível gravar {name}: {reason}.</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>Paused. {turn}</source>
        <translation>Pausado. {turn}</translation>
    </message>
    <message>
        <source>Review: move {moves} of {total}. {result}</source>
        <translation>Revisão: jogada {moves} de {total}. {result}</translation>
    </message>
    <message>
        <source>This is a review: Play from here plays on from a move.</source>
        <translation>Isto é uma revisão: “Jogar daqui” continua a partida a partir de uma jogada.</translation>
    </message>
    <message>
        <source>The game is over: New game starts another.</source>
        <translation>A partida terminou: “Nova partida” começa outra.</translation>
    </message>
    <message>
        <source>Two computers play this game: Pause stops them, Continue goes on.</source>
        <translation>Dois computadores jogam esta partida: “Pausar” os para, “Continuar” segue.</translation>
    </message>
    <message>
        <source>Wait for {name} to move.</source>
        <translation>Espere {name} jogar.</translation>
    </message>
    <message>
        <source>{cell} is taken: choose a free cell.</source>
        <translation>{cell} está ocupada: escolha uma casa livre.</translation>
    </message>
    <message>
        <source>{cell} is forbidden to {mark} under Renju: {reason}.</source>
        <translation>No Renju, {cell} é proibida para o {mark}: {reason}.</translation>
    </message>
    <message>
        <source>{name} ({mark}) chose a move that is not allowed: {error}</source>
        <translation>{name} ({mark}) escolheu uma jogada não permitida: {error}</translation>
    </message>
    <message>
        <source>{name} ({mark}) made an opening decision that is not allowed: {error}</source>
        <translation>{name} ({mark}) tomou uma decisão de abertura não permitida: {error}</translation>
    </message>
    <message>
        <source>{name} ({mark}) could not move: {message}</source>
        <translation>{name} ({mark}) não conseguiu jogar: {message}</translation>
    </message>
    <message>
        <source>The analysis failed: {message}</source>
        <translation>A análise falhou: {message}</translation>
    </message>
</context>
<context>
    <name>GameRecorder</name>
    <message>
        <source>This game could not be added to the statistics: {reason}</source>
        <translation>Não foi possível adicionar esta partida às estatísticas: {reason}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nova partida</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Configurações…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Estatísticas…</translation>
    </message>
    <message>
        <source>The computers&apos; unfinished game is back, paused: Continue lets them play on.</source>
        <translation>A partida inacabada dos computadores voltou, pausada: “Continuar” deixa que eles sigam jogando.</translation>
    </message>
    <message>
        <source>Your unfinished game is back: play on, or start a new one.</source>
        <translation>Sua partida inacabada voltou: continue jogando ou comece uma nova.</translation>
    </message>
    <message>
        <source>Review this game?</source>
        <translation>Revisar esta partida?</translation>
    </message>
    <message>
        <source>&amp;Review the game</source>
        <translation>&amp;Revisar a partida</translation>
    </message>
    <message>
        <source>Review: {players} · {rules}</source>
        <translation>Revisão: {players} · {rules}</translation>
    </message>
    <message>
        <source>{players} · {rules}</source>
        <translation>{players} · {rules}</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Algo deu errado</translation>
    </message>
    <message>
        <source>Start a new game with the new settings? If you keep playing, the rules and players stay as they were.</source>
        <translation>Começar uma nova partida com as novas configurações? Se você continuar jogando, as regras e os jogadores ficam como estavam.</translation>
    </message>
    <message>
        <source>The rules and players were not changed; your game goes on.</source>
        <translation>As regras e os jogadores não foram alterados; sua partida continua.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Como jogar</translation>
    </message>
    <message>
        <source>Start a &amp;new game</source>
        <translation>Começar uma &amp;nova partida</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>D&amp;ica</translation>
    </message>
    <message>
        <source>The result stays in Statistics; the game from here on is not counted.</source>
        <translation>O resultado fica nas estatísticas; a partida daqui em diante não é contada.</translation>
    </message>
    <message>
        <source>The game was already over when it was opened: Statistics do not count it.</source>
        <translation>A partida já tinha terminado quando foi aberta: as estatísticas não a contam.</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Começar uma nova partida?</translation>
    </message>
    <message>
        <source>Change your opponent and start a new game?</source>
        <translation>Trocar de adversário e começar uma nova partida?</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
</context>
<context>
    <name>Metainfo</name>
    <message>
        <source>Tic-tac-toe from 3 x 3 to 15 x 15, against a friend or the computer</source>
        <translation>Jogo da velha de 3 x 3 a 15 x 15, contra um amigo ou contra o computador</translation>
    </message>
    <message>
        <source>A tic-tac-toe game for the desktop that grows with its players: the classic 3 x 3 game, boards up to 15 x 15 with k in a row to win, and reverse (misère) rules in which whoever completes a line loses.</source>
        <translation>Um jogo da velha para o desktop que cresce com seus jogadores: o clássico 3 x 3, tabuleiros de até 15 x 15 com k em linha para vencer e regras invertidas (misère), em que quem completar uma linha perde.</translation>
    </message>
    <message>
        <source>Play a friend, play the computer, or watch two computer players</source>
        <translation>Jogue contra um amigo ou contra o computador, ou assista a dois jogadores do computador</translation>
    </message>
    <message>
        <source>Computer players from a beginner that takes the first free cell to one that never loses</source>
        <translation>Jogadores do computador, de um iniciante que pega a primeira casa livre até um que nunca perde</translation>
    </message>
    <message>
        <source>Hints, undo and redo, a move list and a highlighted winning line</source>
        <translation>Dicas, desfazer e refazer, lista de jogadas e linha vencedora destacada</translation>
    </message>
    <message>
        <source>An evaluation overlay that shows how good every free cell is</source>
        <translation>Uma avaliação sobreposta ao tabuleiro que mostra quão boa é cada casa livre</translation>
    </message>
    <message>
        <source>Statistics of every game, with a chart and a PDF or CSV report</source>
        <translation>Estatísticas de todas as partidas, com gráfico e relatório em PDF ou CSV</translation>
    </message>
    <message>
        <source>Mouse and keyboard play, with the numeric keypad on 3 x 3</source>
        <translation>Jogue com mouse e teclado, com o teclado numérico no 3 x 3</translation>
    </message>
    <message>
        <source>A game against the computer on the classic 3 x 3 board</source>
        <translation>Uma partida contra o computador no clássico tabuleiro 3 x 3</translation>
    </message>
    <message>
        <source>tic-tac-toe</source>
        <translation>jogo da velha</translation>
    </message>
    <message>
        <source>noughts and crosses</source>
        <translation>jogo do galo</translation>
    </message>
    <message>
        <source>k in a row</source>
        <translation>k em linha</translation>
    </message>
</context>
<context>
    <name>Mode</name>
    <message>
        <source>You vs the computer</source>
        <translation>Você contra o computador</translation>
    </message>
    <message>
        <source>Two people</source>
        <translation>Duas pessoas</translation>
    </message>
    <message>
        <source>Computer vs computer</source>
        <translation>Computador contra computador</translation>
    </message>
</context>
<context>
    <name>MoveReport</name>
    <message numerus="yes">
        <source>%2 played %3 (%1) — proven: %4 can force a win within %n more moves (the moves of both players).</source>
        <translation>
            <numerusform>%2 jogou %3 (%1) — provado: %4 pode forçar a vitória em até mais %n jogada (contando as jogadas dos dois jogadores).</numerusform>
            <numerusform>%2 jogou %3 (%1) — provado: %4 pode forçar a vitória em até mais %n jogadas (contando as jogadas dos dois jogadores).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a forced win within %n moves (the moves of both players)</source>
        <translation>
            <numerusform>uma vitória forçada em até %n jogada (contando as jogadas dos dois jogadores)</numerusform>
            <numerusform>uma vitória forçada em até %n jogadas (contando as jogadas dos dois jogadores)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a forced loss within %n moves (the moves of both players)</source>
        <translation>
            <numerusform>uma derrota forçada em até %n jogada (contando as jogadas dos dois jogadores)</numerusform>
            <numerusform>uma derrota forçada em até %n jogadas (contando as jogadas dos dois jogadores)</numerusform>
        </translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — proven: with best play the game is a draw.</source>
        <translation>%2 jogou %3 (%1) — provado: com o melhor jogo dos dois lados, a partida termina empatada.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — a forced move.</source>
        <translation>%2 jogou %3 (%1) — uma jogada forçada.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — the best move found in %4 s, not proven.</source>
        <translation>%2 jogou %3 (%1) — a melhor jogada encontrada em %4 s, não provada.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — the move its random games favoured, not proven.</source>
        <translation>%2 jogou %3 (%1) — a jogada favorecida por suas partidas aleatórias, não provada.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — a cell chosen at random.</source>
        <translation>%2 jogou %3 (%1) — uma casa escolhida ao acaso.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — the first free cell.</source>
        <translation>%2 jogou %3 (%1) — a primeira casa livre.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — its usual opening move, not searched.</source>
        <translation>%2 jogou %3 (%1) — sua abertura de costume, sem busca.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — not proven.</source>
        <translation>%2 jogou %3 (%1) — não provada.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — a move by its rules of thumb, not proven.</source>
        <translation>%2 jogou %3 (%1) — uma jogada por suas regras práticas, não provada.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) the last time the app ran.</source>
        <translation>%2 jogou %3 (%1) da última vez que o aplicativo rodou.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1), an outside engine&apos;s move.</source>
        <translation>%2 jogou %3 (%1), jogada de um motor externo.</translation>
    </message>
    <message>
        <source>%1 suggests %2 for %3.</source>
        <translation>%1 sugere %2 para %3.</translation>
    </message>
    <message>
        <source>Its evaluation for %1: %2 (depth %3).</source>
        <translation>Avaliação dele para %1: %2 (profundidade %3).</translation>
    </message>
    <message>
        <source>Its evaluation for %1: %2.</source>
        <translation>Avaliação dele para %1: %2.</translation>
    </message>
    <message>
        <source>It expects %1.</source>
        <translation>Ele prevê %1.</translation>
    </message>
    <message>
        <source>Hint for %1: %2.</source>
        <translation>Dica para %1: %2.</translation>
    </message>
    <message>
        <source>Hint for %1: %2 — proven: %3.</source>
        <translation>Dica para %1: %2 — provado: %3.</translation>
    </message>
    <message>
        <source>Hint for %1: %2 — the best move found in %3 s, not proven (%4).</source>
        <translation>Dica para %1: %2 — a melhor jogada encontrada em %3 s, não provada (%4).</translation>
    </message>
</context>
<context>
    <name>OpeningChoices</name>
    <message>
        <source>Play &amp;black</source>
        <translation>Jogar c&amp;om as pretas</translation>
    </message>
    <message>
        <source>Play &amp;white</source>
        <translation>Jogar com as &amp;brancas</translation>
    </message>
    <message>
        <source>Place two &amp;more stones</source>
        <translation>Colocar &amp;mais duas pedras</translation>
    </message>
</context>
<context>
    <name>OpeningCombo</name>
    <message>
        <source>Opening</source>
        <translation>Abertura</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nenhuma</translation>
    </message>
    <message>
        <source>Black (X) places the first stone and moves on.</source>
        <translation>As pretas (X) colocam a primeira pedra e o jogo segue.</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Swap</translation>
    </message>
    <message>
        <source>The first player places three stones; the other then chooses a colour.</source>
        <translation>O primeiro jogador coloca três pedras; depois o outro escolhe a cor.</translation>
    </message>
    <message>
        <source>Swap2</source>
        <translation>Swap2</translation>
    </message>
    <message>
        <source>The first player places three stones; the other chooses a colour, or places two more and leaves the choice to the first.</source>
        <translation>O primeiro jogador coloca três pedras; o outro escolhe a cor, ou coloca mais duas e deixa a escolha para o primeiro.</translation>
    </message>
    <message>
        <source>Swap and swap2 are played on {size} x {size} with five in a row, under freestyle, standard or Renju.</source>
        <translation>Swap e swap2 são jogados em {size} x {size} com cinco em linha, com a regra estilo livre, padrão ou Renju.</translation>
    </message>
</context>
<context>
    <name>OpeningTexts</name>
    <message>
        <source>{name} is choosing a side…</source>
        <translation>{name} está escolhendo o lado…</translation>
    </message>
    <message>
        <source>{name} is placing the opening stones…</source>
        <translation>{name} está colocando as pedras da abertura…</translation>
    </message>
    <message>
        <source>Opening: place a black stone (X), {count} to go.</source>
        <translation>Abertura: coloque uma pedra preta (X). Pedras a colocar: {count}.</translation>
    </message>
    <message>
        <source>Opening: place a white stone (O), {count} to go.</source>
        <translation>Abertura: coloque uma pedra branca (O). Pedras a colocar: {count}.</translation>
    </message>
    <message>
        <source>Opening: {name} places a black stone (X), {count} to go.</source>
        <translation>Abertura: {name} coloca uma pedra preta (X). Pedras a colocar: {count}.</translation>
    </message>
    <message>
        <source>Opening: {name} places a white stone (O), {count} to go.</source>
        <translation>Abertura: {name} coloca uma pedra branca (O). Pedras a colocar: {count}.</translation>
    </message>
    <message>
        <source>Your choice: play black, play white or place two more stones.</source>
        <translation>Sua escolha: jogar com as pretas, jogar com as brancas ou colocar mais duas pedras.</translation>
    </message>
    <message>
        <source>Your choice: play black or play white.</source>
        <translation>Sua escolha: jogar com as pretas ou jogar com as brancas.</translation>
    </message>
    <message>
        <source>{name} chooses: play black, play white or place two more stones.</source>
        <translation>{name} escolhe: jogar com as pretas, jogar com as brancas ou colocar mais duas pedras.</translation>
    </message>
    <message>
        <source>{name} chooses: play black or play white.</source>
        <translation>{name} escolhe: jogar com as pretas ou jogar com as brancas.</translation>
    </message>
    <message>
        <source>{name} took black.</source>
        <translation>{name} ficou com as pretas.</translation>
    </message>
    <message>
        <source>{name} took white.</source>
        <translation>{name} ficou com as brancas.</translation>
    </message>
    <message>
        <source>{name} will place two more stones.</source>
        <translation>{name} vai colocar mais duas pedras.</translation>
    </message>
    <message>
        <source>Swap2 keeps the first stones fair: the other player picks a side after seeing them.</source>
        <translation>O swap2 torna justas as primeiras pedras: o outro jogador escolhe o lado depois de vê-las.</translation>
    </message>
    <message>
        <source>Swap keeps the first stones fair: the other player picks a side after seeing them.</source>
        <translation>O swap torna justas as primeiras pedras: o outro jogador escolhe o lado depois de vê-las.</translation>
    </message>
    <message>
        <source>Choose a side first, with the buttons beside the board.</source>
        <translation>Primeiro escolha um lado com os botões ao lado do tabuleiro.</translation>
    </message>
</context>
<context>
    <name>OpponentPicker</name>
    <message>
        <source>Another person</source>
        <translation>Outra pessoa</translation>
    </message>
    <message>
        <source>Two people take turns at this board</source>
        <translation>Duas pessoas se revezam neste tabuleiro</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversário</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>Ad&amp;versário:</translation>
    </message>
    <message>
        <source>Who you play against; changing it starts a new game (asking first mid-game)</source>
        <translation>Contra quem você joga; trocar começa uma nova partida (no meio de uma partida, só depois de perguntar)</translation>
    </message>
    <message>
        <source>up from {before} after your last results</source>
        <translation>subiu de {before} após seus últimos resultados</translation>
    </message>
    <message>
        <source>down from {before} after your last results</source>
        <translation>desceu de {before} após seus últimos resultados</translation>
    </message>
    <message>
        <source>It plays at level {level} of {top}, {change} on these rules.</source>
        <translation>Joga no nível {level} de {top}, {change} com estas regras.</translation>
    </message>
    <message>
        <source>It plays at level {level} of {top}, set by your results on these rules.</source>
        <translation>Joga no nível {level} de {top}, definido pelos seus resultados com estas regras.</translation>
    </message>
</context>
<context>
    <name>OutcomeDialog</name>
    <message>
        <source>Game over</source>
        <translation>Fim de jogo</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Jogar de novo</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <source>Review with c&amp;oach</source>
        <translation>Revisar com o &amp;treinador</translation>
    </message>
    <message>
        <source>Every move of the game marked, and what was better</source>
        <translation>Cada jogada da partida avaliada, e o que teria sido melhor</translation>
    </message>
</context>
<context>
    <name>OutcomeTeller</name>
    <message>
        <source>The last game ended before the new one: {result}</source>
        <translation>A partida anterior terminou antes da nova: {result}</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <source>Puzzle rating, puzzle by puzzle</source>
        <translation>Pontuação de problemas, problema a problema</translation>
    </message>
    <message>
        <source>No puzzles tried yet.</source>
        <translation>Nenhum problema tentado ainda.</translation>
    </message>
    <message numerus="yes">
        <source>Puzzle rating from {start} to {now} after %n puzzles ({solved} solved).</source>
        <translation>
            <numerusform>Pontuação de problemas de {start} para {now} após %n problema ({solved} resolvidos).</numerusform>
            <numerusform>Pontuação de problemas de {start} para {now} após %n problemas ({solved} resolvidos).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>all rules</source>
        <translation>todas as regras</translation>
    </message>
    <message>
        <source>Abandoned games were left before their end (they count as played, not as won, lost or tied). Continued games were played on from a reviewed game, whose first moves they took over; they count with their results, and are named under the table of runs.</source>
        <translation>Partidas abandonadas foram deixadas antes do fim (contam como jogadas, não como vitórias, derrotas ou empates). Partidas continuadas seguiram a partir de uma partida revisada, cujas primeiras jogadas elas aproveitaram; contam com seus resultados e são indicadas abaixo da tabela de partidas.</translation>
    </message>
    <message>
        <source>Tic-tac-toe: one game</source>
        <translation>Jogo da velha: uma partida</translation>
    </message>
    <message>
        <source>Tic-tac-toe: the last {count} games</source>
        <translation>Jogo da velha: as últimas {count} partidas</translation>
    </message>
    <message>
        <source>Tic-tac-toe: all {count} games</source>
        <translation>Jogo da velha: todas as {count} partidas</translation>
    </message>
    <message>
        <source>Report made {date}.</source>
        <translation>Relatório gerado em {date}.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Resumo</translation>
    </message>
    <message>
        <source>Your games against the computer are counted for you, one row per computer opponent (its strategy, and its options where they differ from the defaults); games of two people or two computer players are counted for X. The current streak is the run of equal results at the end; the best streak is the longest run of wins.</source>
        <translation>Suas partidas contra o computador são contadas para você, uma linha por adversário do computador (a estratégia dele e as opções que diferem do padrão); as partidas entre duas pessoas ou entre dois jogadores do computador são contadas para o X. A sequência atual é a série de resultados iguais no final; a melhor sequência é a série mais longa de vitórias.</translation>
    </message>
    <message>
        <source>Won, lost and tied per opponent, all rules together</source>
        <translation>Vitórias, derrotas e empates por adversário, todas as regras juntas</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message>
        <source>The coach&apos;s marks</source>
        <translation>As marcas do treinador</translation>
    </message>
    <message>
        <source>The inaccuracies (?!), mistakes (?) and blunders (??) the coach found in the runs it reviewed; ~ marks an estimate.</source>
        <translation>As imprecisões (?!), erros (?) e erros graves (??) que o treinador encontrou nas partidas revisadas; ~ indica uma estimativa.</translation>
    </message>
    <message>
        <source>no mistakes found</source>
        <translation>nenhum erro encontrado</translation>
    </message>
    <message>
        <source>Run {run}: {marks}</source>
        <translation>Partida {run}: {marks}</translation>
    </message>
    <message>
        <source>1 computer-vs-computer game is left out.</source>
        <translation>1 partida de computador contra computador ficou de fora.</translation>
    </message>
    <message>
        <source>{count} computer-vs-computer games are left out.</source>
        <translation>{count} partidas de computador contra computador ficaram de fora.</translation>
    </message>
    <message>
        <source>The table lists the last {shown} of the {total} runs (the summary and the chart count them all); the CSV export has every one.</source>
        <translation>A tabela lista as últimas {shown} das {total} partidas (o resumo e o gráfico contam todas); a exportação em CSV tem todas.</translation>
    </message>
    <message>
        <source>No games recorded.</source>
        <translation>Nenhuma partida registrada.</translation>
    </message>
    <message>
        <source>Runs {first} to {last}, played {date}.</source>
        <translation>Partidas {first} a {last}, jogadas em {date}.</translation>
    </message>
    <message>
        <source>Runs {first} to {last}, played {start} to {end}.</source>
        <translation>Partidas {first} a {last}, jogadas de {start} a {end}.</translation>
    </message>
    <message>
        <source>No games.</source>
        <translation>Nenhuma partida.</translation>
    </message>
</context>
<context>
    <name>ResultBanner</name>
    <message>
        <source>Click to hide this. The result stays beside the board.</source>
        <translation>Clique para esconder. O resultado continua ao lado do tabuleiro.</translation>
    </message>
    <message>
        <source>Press New game to play again.</source>
        <translation>Pressione “Nova partida” para jogar de novo.</translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <source>{x} (X) vs {o} (O)</source>
        <translation>{x} (X) contra {o} (O)</translation>
    </message>
    <message>
        <source>Your move ({mark})</source>
        <translation>Sua vez ({mark})</translation>
    </message>
    <message>
        <source>{name} ({mark}) is thinking…</source>
        <translation>{name} ({mark}) está pensando…</translation>
    </message>
    <message>
        <source>{name} ({mark}) to move</source>
        <translation>Vez de {name} ({mark})</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, standard (exactly five)</source>
        <translation>{size} x {size}, {length} em linha, padrão (exatamente cinco)</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, Renju</source>
        <translation>{size} x {size}, {length} em linha, Renju</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, Caro</source>
        <translation>{size} x {size}, {length} em linha, Caro</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, reverse rules</source>
        <translation>{size} x {size}, {length} em linha, regras invertidas</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row</source>
        <translation>{size} x {size}, {length} em linha</translation>
    </message>
    <message>
        <source>you ({mark})</source>
        <translation>você ({mark})</translation>
    </message>
    <message>
        <source>{name} ({mark})</source>
        <translation>{name} ({mark})</translation>
    </message>
    <message>
        <source>Next to play: you ({mark})</source>
        <translation>Joga a seguir: você ({mark})</translation>
    </message>
    <message>
        <source>Next to play: {name} ({mark})</source>
        <translation>Joga a seguir: {name} ({mark})</translation>
    </message>
    <message>
        <source>Draw.</source>
        <comment>the game ended without a winner</comment>
        <translation>Empate.</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Você venceu!</translation>
    </message>
    <message>
        <source>You lost.</source>
        <translation>Você perdeu.</translation>
    </message>
    <message>
        <source>{name} won!</source>
        <translation>{name} venceu!</translation>
    </message>
    <message>
        <source>The board is full and nobody completed a line.</source>
        <translation>O tabuleiro está cheio e ninguém completou uma linha.</translation>
    </message>
    <message>
        <source>You completed the line {line}.</source>
        <translation>Você completou a linha {line}.</translation>
    </message>
    <message>
        <source>{name} completed the line {line}.</source>
        <translation>{name} completou a linha {line}.</translation>
    </message>
    <message>
        <source>You completed the line {line}, so you lose (reverse rules).</source>
        <translation>Você completou a linha {line} e por isso perdeu (regras invertidas).</translation>
    </message>
    <message>
        <source>{name} completed the line {line}, so you win (reverse rules).</source>
        <translation>{name} completou a linha {line} e por isso você venceu (regras invertidas).</translation>
    </message>
    <message>
        <source>{loser} completed the line {line}, so {winner} wins (reverse rules).</source>
        <translation>{loser} completou a linha {line} e por isso {winner} venceu (regras invertidas).</translation>
    </message>
</context>
<context>
    <name>RuleCombo</name>
    <message>
        <source>Gomoku rule</source>
        <translation>Regra do gomoku</translation>
    </message>
    <message>
        <source>A rule other than freestyle needs five in a row on a board from {low} x {low} to {high} x {high}, in normal rules.</source>
        <translation>Só com cinco em linha, em tabuleiros de {low} x {low} a {high} x {high} e com regras normais, é possível jogar com uma regra diferente do estilo livre.</translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <source>Freestyle</source>
        <translation>Estilo livre</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Padrão</translation>
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
        <translation>Estilo livre: vence com cinco ou mais em linha</translation>
    </message>
    <message>
        <source>Standard: exactly five; six or more does not win</source>
        <translation>Padrão: exatamente cinco; seis ou mais não vencem</translation>
    </message>
    <message>
        <source>Renju: X (black) may not make a double three, a double four or an overline</source>
        <translation>Renju: o X (pretas) não pode fazer um duplo três, um duplo quatro nem uma linha longa</translation>
    </message>
    <message>
        <source>Caro: a five blocked at both ends does not win</source>
        <translation>Caro: um cinco bloqueado nas duas pontas não vence</translation>
    </message>
    <message>
        <source>double three</source>
        <translation>duplo três</translation>
    </message>
    <message>
        <source>double four</source>
        <translation>duplo quatro</translation>
    </message>
    <message>
        <source>overline</source>
        <translation>linha longa</translation>
    </message>
    <message>
        <source>{count} in a row does not win under the standard rule: play on.</source>
        <translation>{count} em linha não vence na regra padrão: continue jogando.</translation>
    </message>
    <message>
        <source>A five blocked at both ends does not win under Caro: play on.</source>
        <translation>Um cinco bloqueado nas duas pontas não vence no Caro: continue jogando.</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <source>Cannot open the game</source>
        <translation>Não foi possível abrir a partida</translation>
    </message>
    <message>
        <source>{error}

The current game is kept.</source>
        <translation>{error}

A partida atual foi mantida.</translation>
    </message>
    <message>
        <source>Opened {file}: {players}.</source>
        <translation>{file} aberto: {players}.</translation>
    </message>
    <message>
        <source>Opened {file}: {players}. Your next games keep its rules: {rules}.</source>
        <translation>{file} aberto: {players}. Suas próximas partidas mantêm as regras dele: {rules}.</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Não foi possível salvar a partida</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>{file} salvo</translation>
    </message>
    <message>
        <source>Open a saved game instead?</source>
        <translation>Abrir uma partida salva em vez desta?</translation>
    </message>
    <message>
        <source>&amp;Open a game…</source>
        <translation>&amp;Abrir uma partida…</translation>
    </message>
    <message>
        <source>Open {file} instead?</source>
        <translation>Abrir {file} em vez disso?</translation>
    </message>
    <message>
        <source>&amp;Open it</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <source>game.ttt</source>
        <comment>suggested file name</comment>
        <translation>partida.ttt</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Salvar a partida</translation>
    </message>
    <message>
        <source>&amp;Save anyway</source>
        <translation>&amp;Salvar mesmo assim</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>&amp;Modo:</translation>
    </message>
    <message>
        <source>Board si&amp;ze:</source>
        <translation>&amp;Tamanho do tabuleiro:</translation>
    </message>
    <message>
        <source>&amp;Win length:</source>
        <translation>Tamanho da &amp;linha vencedora:</translation>
    </message>
    <message>
        <source>Board and rules</source>
        <translation>Tabuleiro e regras</translation>
    </message>
    <message>
        <source>Board &amp;theme:</source>
        <translation>Tema do ta&amp;buleiro:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>X (you move first)</source>
        <translation>X (você começa)</translation>
    </message>
    <message>
        <source>O (the computer opens)</source>
        <translation>O (o computador começa)</translation>
    </message>
    <message>
        <source>Pause before each computer move</source>
        <translation>Pausa antes de cada jogada do computador</translation>
    </message>
    <message>
        <source>Restore &amp;Defaults</source>
        <translation>Valores &amp;padrão</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Tamanho do tabuleiro</translation>
    </message>
    <message>
        <source> in a row</source>
        <translation> em linha</translation>
    </message>
    <message>
        <source>Win length</source>
        <translation>Tamanho da linha vencedora</translation>
    </message>
    <message>
        <source>Reverse rules: whoever completes a line loses</source>
        <translation>Regras invertidas: quem completar uma linha perde</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>Idioma do sistema ({language})</translation>
    </message>
    <message>
        <source>The new language is used from the next start of {name}.</source>
        <translation>O novo idioma será usado a partir da próxima vez que o {name} for aberto.</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papel</translation>
    </message>
    <message>
        <source>Go board</source>
        <translation>Tabuleiro de go</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>Until you pick a theme, the board takes the one that suits the game: paper for three and four in a row, a go board from five in a row on, and high contrast when the system asks for it.</source>
        <translation>Enquanto você não escolher um tema, o tabuleiro usa o que combina com a partida: papel para três e quatro em linha, tabuleiro de go a partir de cinco em linha, e alto contraste quando o sistema pede.</translation>
    </message>
    <message>
        <source>Until you pick one: paper for three and four in a row, a go board from five on.</source>
        <translation>Enquanto você não escolher um: papel para três e quatro em linha, tabuleiro de go a partir de cinco.</translation>
    </message>
    <message>
        <source>Animat&amp;ions</source>
        <translation>&amp;Animações</translation>
    </message>
    <message>
        <source>Marks draw themselves and the winning line draws across the board. With animations off, every change shows at once.</source>
        <translation>As marcas se desenham sozinhas e a linha vencedora se traça sobre o tabuleiro. Sem animações, cada mudança aparece na hora.</translation>
    </message>
    <message>
        <source>R&amp;ule:</source>
        <translation>&amp;Regra:</translation>
    </message>
    <message>
        <source>Openin&amp;g:</source>
        <translation>Abert&amp;ura:</translation>
    </message>
    <message>
        <source>Look and language</source>
        <translation>Aparência e idioma</translation>
    </message>
    <message>
        <source>At most {count} characters. Left empty, the name is {name}.</source>
        <translation>No máximo {count} caracteres. Se ficar vazio, o nome é {name}.</translation>
    </message>
    <message>
        <source>Your &amp;symbol:</source>
        <translation>&amp;Seu símbolo:</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>Ad&amp;versário:</translation>
    </message>
    <message>
        <source>X player&apos;s &amp;name:</source>
        <translation>&amp;Nome do jogador X:</translation>
    </message>
    <message>
        <source>O player&apos;s n&amp;ame:</source>
        <translation>N&amp;ome do jogador O:</translation>
    </message>
    <message>
        <source>Move &amp;delay:</source>
        <translation>&amp;Espera entre jogadas:</translation>
    </message>
    <message>
        <source>&amp;X computer</source>
        <translation>Computador &amp;X</translation>
    </message>
    <message>
        <source>&amp;O computer</source>
        <translation>Computador &amp;O</translation>
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
        <translation>jogadores</translation>
    </message>
    <message>
        <source>player names</source>
        <translation>nomes dos jogadores</translation>
    </message>
    <message>
        <source>rules of the game</source>
        <translation>regras do jogo</translation>
    </message>
    <message>
        <source>unfinished game</source>
        <translation>partida inacabada</translation>
    </message>
    <message>
        <source>Statistics choices</source>
        <translation>opções das estatísticas</translation>
    </message>
    <message>
        <source>move delay</source>
        <translation>espera entre jogadas</translation>
    </message>
    <message>
        <source>evaluation</source>
        <translation>avaliação</translation>
    </message>
    <message>
        <source>language</source>
        <translation>idioma</translation>
    </message>
    <message>
        <source>board theme</source>
        <translation>tema do tabuleiro</translation>
    </message>
    <message>
        <source>animations</source>
        <translation>animações</translation>
    </message>
    <message>
        <source>window size</source>
        <translation>tamanho da janela</translation>
    </message>
    <message>
        <source>Some settings could not be read and were reset.</source>
        <translation>Não foi possível ler algumas configurações, que foram redefinidas.</translation>
    </message>
    <message>
        <source>Some settings could not be read and were reset, among them: {list}.</source>
        <translation>Não foi possível ler algumas configurações, que foram redefinidas, entre elas: {list}.</translation>
    </message>
    <message>
        <source>Some settings could not be read and were reset: {list}.</source>
        <translation>Não foi possível ler algumas configurações, que foram redefinidas: {list}.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Game status</source>
        <translation>Situação da partida</translation>
    </message>
    <message>
        <source>The computer&apos;s last move, or how the game ended</source>
        <translation>A última jogada do computador, ou como a partida terminou</translation>
    </message>
    <message>
        <source>Show on every free cell how good it is for the player to move:
a proven win, draw or loss with the moves to the end (&quot;Win in 3&quot;),
or else the estimated chances (&quot;62%&quot;), not proven.</source>
        <translation>Mostra em cada casa livre o quanto ela é boa para quem vai jogar:
uma vitória, empate ou derrota provados, com as jogadas até o fim (“Vitória em 3”),
ou então as chances estimadas (“62%”), não provadas.</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ An&amp;terior</translation>
    </message>
    <message>
        <source>&amp;Forward ▶</source>
        <translation>&amp;Próxima ▶</translation>
    </message>
    <message>
        <source>&amp;Play from here</source>
        <translation>Jogar da&amp;qui</translation>
    </message>
    <message>
        <source>Mo&amp;ves:</source>
        <translation>Jogada&amp;s:</translation>
    </message>
    <message>
        <source>Moves played</source>
        <translation>Jogadas feitas</translation>
    </message>
    <message>
        <source>The game is over here: step back to play on from an earlier move.</source>
        <translation>Aqui a partida acabou: volte para continuar de um lance anterior.</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>Con&amp;tinuar</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausar</translation>
    </message>
    <message>
        <source>Whoever completes {length} in a row loses: leave that to your opponent.</source>
        <translation>Quem completar {length} em linha perde: deixe isso para o seu adversário.</translation>
    </message>
    <message>
        <source>Taken back: Redo plays it again</source>
        <translation>Desfeita: Refazer joga de novo</translation>
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
        <translation>Nenhuma partida registrada ainda</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vitórias</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>derrotas</translation>
    </message>
    <message>
        <source>tied</source>
        <translation>empates</translation>
    </message>
    <message>
        <source>{count} played</source>
        <translation>{count} partidas</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the chart&apos;s groups</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>{pairing}: {won} won, {lost} lost, {tied} tied</source>
        <translation>{pairing}: {won} vitórias, {lost} derrotas, {tied} empates</translation>
    </message>
</context>
<context>
    <name>StatsChartWidget</name>
    <message>
        <source>Won, lost and tied per opponent</source>
        <translation>Vitórias, derrotas e empates por adversário</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>Include games between c&amp;omputer players</source>
        <translation>Incluir partidas entre jogadores do c&amp;omputador</translation>
    </message>
    <message>
        <source>Games where the computer played both sides are kept apart from yours; tick to count them too (in the exports as well).</source>
        <translation>As partidas em que o computador jogou dos dois lados ficam separadas das suas; marque para contá-las também (inclusive nas exportações).</translation>
    </message>
    <message>
        <source>Only the last</source>
        <translation>Só as últimas</translation>
    </message>
    <message>
        <source>Number of recent games</source>
        <translation>Número de partidas recentes</translation>
    </message>
    <message>
        <source>Summary per opponent and rules</source>
        <translation>Resumo por adversário e regras</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Partidas jogadas</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Resumo</translation>
    </message>
    <message>
        <source>Won, lost and tied per opponent, all rules together</source>
        <translation>Vitórias, derrotas e empates por adversário, todas as regras juntas</translation>
    </message>
    <message>
        <source>Games (double-click one to review it)</source>
        <translation>Partidas (clique duas vezes em uma para revisá-la)</translation>
    </message>
    <message>
        <source>Puzzle rating after each puzzle (a filled dot: solved)</source>
        <translation>Pontuação após cada problema (ponto cheio: resolvido)</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Revisar</translation>
    </message>
    <message>
        <source>Review with c&amp;oach</source>
        <translation>Revisar com o &amp;treinador</translation>
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
        <translation>&amp;Limpar estatísticas…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>None of your games recorded yet: they appear here once finished.</source>
        <translation>Nenhuma partida sua registrada ainda: elas aparecem aqui assim que terminam.</translation>
    </message>
    <message>
        <source>No games recorded yet: finished games appear here.</source>
        <translation>Nenhuma partida registrada ainda: as partidas terminadas aparecem aqui.</translation>
    </message>
    <message>
        <source>{counted} of {total} recorded games.</source>
        <translation>{counted} de {total} partidas registradas.</translation>
    </message>
    <message>
        <source>The one recorded game.</source>
        <translation>A única partida registrada.</translation>
    </message>
    <message numerus="yes">
        <source>All %n recorded games.</source>
        <translation>
            <numerusform>%n partida registrada no total.</numerusform>
            <numerusform>Todas as %n partidas registradas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The last {shown} of {total} recorded games.</source>
        <translation>As últimas {shown} de {total} partidas registradas.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) between computer players are not counted.</source>
        <translation>
            <numerusform>%n partida entre jogadores do computador não é contada.</numerusform>
            <numerusform>%n partidas entre jogadores do computador não são contadas.</numerusform>
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
        <translation>Exportar as partidas em CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Arquivos CSV (*.csv);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>The CSV file could not be written to {path}: {reason}.</source>
        <translation>Não foi possível gravar o arquivo CSV em {path}: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n game(s) to {path}.</source>
        <translation>
            <numerusform>%n partida salva em {path}.</numerusform>
            <numerusform>%n partidas salvas em {path}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export a PDF report</source>
        <translation>Exportar um relatório em PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf);;All files (*)</source>
        <translation>Arquivos PDF (*.pdf);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>The report could not be written to {path}: {reason}.</source>
        <translation>Não foi possível gravar o relatório em {path}: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>Saved the report of %n game(s) to {path}.</source>
        <translation>
            <numerusform>Relatório de %n partida salvo em {path}.</numerusform>
            <numerusform>Relatório de %n partidas salvo em {path}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Forget all %n recorded games? This cannot be undone.</source>
        <translation>
            <numerusform>Esquecer %n partida registrada? Isso não pode ser desfeito.</numerusform>
            <numerusform>Esquecer todas as %n partidas registradas? Isso não pode ser desfeito.</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics could not be cleared: the records file cannot be changed now.</source>
        <translation>Não foi possível limpar as estatísticas: o arquivo de registros não pode ser alterado agora.</translation>
    </message>
    <message>
        <source>Statistics cleared.</source>
        <translation>Estatísticas limpas.</translation>
    </message>
    <message>
        <source>Clear statistics</source>
        <translation>Limpar estatísticas</translation>
    </message>
    <message>
        <source>Forget the one recorded game? This cannot be undone.</source>
        <translation>Esquecer a única partida registrada? Isso não pode ser desfeito.</translation>
    </message>
</context>
<context>
    <name>StatsTables</name>
    <message>
        <source>Run</source>
        <translation>Nº</translation>
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
        <translation>Vencedor</translation>
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
        <translation>Jogadas</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Duração</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Observação</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversário</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <comment>a column: how many games were left unfinished</comment>
        <translation>Abandonadas</translation>
    </message>
    <message>
        <source>Continued</source>
        <translation>Continuações</translation>
    </message>
    <message>
        <source>Games left before their end (a new game, another game opened, ...): counted as played, not as won, lost or tied. Match my level counts them as your losses.</source>
        <translation>Partidas deixadas antes do fim (uma nova partida, outra partida aberta...): contam como jogadas, não como vitórias, derrotas ou empates. “No meu nível” as conta como derrotas suas.</translation>
    </message>
    <message>
        <source>Games played on from a reviewed game, whose first moves they took over: counted with their results, and noted in the games table.</source>
        <translation>Partidas que seguiram a partir de uma partida revisada, cujas primeiras jogadas aproveitaram: contam com seus resultados e são indicadas na tabela de partidas.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vitórias</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Derrotas</translation>
    </message>
    <message>
        <source>Tied</source>
        <translation>Empates</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Aproveitamento</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Sequência atual</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Melhor sequência</translation>
    </message>
    <message>
        <source>{name} · {options}</source>
        <translation>{name} · {options}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Você</translation>
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
        <translation>{value} partidas aleatórias por jogada</translation>
    </message>
    <message>
        <source>{value} playouts a move</source>
        <translation>{value} simulações por jogada</translation>
    </message>
    <message>
        <source>{value} s a move</source>
        <translation>{value} s por jogada</translation>
    </message>
    <message>
        <source>{option}: {value}</source>
        <translation>{option}: {value}</translation>
    </message>
    <message>
        <source>Abandoned; continued from run {run} after move {move}</source>
        <translation>Abandonada; continuação da partida {run} após a jogada {move}</translation>
    </message>
    <message>
        <source>Continued from run {run} after move {move}</source>
        <translation>Continuação da partida {run} após a jogada {move}</translation>
    </message>
    <message>
        <source>Abandoned; continued from another game after move {move}</source>
        <translation>Abandonada; continuação de outra partida após a jogada {move}</translation>
    </message>
    <message>
        <source>Continued from another game after move {move}</source>
        <translation>Continuação de outra partida após a jogada {move}</translation>
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
        <translation>sim</translation>
    </message>
    <message>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message>
        <source>{count} won</source>
        <translation>{count} vitórias</translation>
    </message>
    <message>
        <source>{count} lost</source>
        <translation>{count} derrotas</translation>
    </message>
    <message>
        <source>{count} tied</source>
        <translation>{count} empates</translation>
    </message>
    <message>
        <source>{count} abandoned</source>
        <translation>{count} abandonos</translation>
    </message>
    <message>
        <source>all rules</source>
        <translation>todas as regras</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, reverse</source>
        <translation>{size} x {size}, {length} em linha, invertidas</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row</source>
        <translation>{size} x {size}, {length} em linha</translation>
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
Jogadas: {moves}
Clique duas vezes para revisar</translation>
    </message>
    <message>
        <source>no moves</source>
        <translation>nenhuma jogada</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Playing on from move {moves} with the players and rules of the game reviewed; New game goes back to your settings.</source>
        <translation>Jogando a partir da jogada {moves} com os jogadores e as regras da partida revista; Nova partida volta às suas configurações.</translation>
    </message>
    <message>
        <source>Playing on from move {moves}.</source>
        <translation>Jogando a partir da jogada {moves}.</translation>
    </message>
    <message>
        <source>Back to your settings: {players}, {rules}.</source>
        <translation>De volta às suas configurações: {players}, {rules}.</translation>
    </message>
    <message>
        <source>Looking for a hint for {player}…</source>
        <translation>Procurando uma dica para {player}…</translation>
    </message>
</context>
<context>
    <name>Strategies</name>
    <message>
        <source>Dumb</source>
        <translation>Ingênuo</translation>
    </message>
    <message>
        <source>Takes the first free cell in order.</source>
        <translation>Pega a primeira casa livre na ordem.</translation>
    </message>
    <message>
        <source>the first free cell</source>
        <translation>a primeira casa livre</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aleatório</translation>
    </message>
    <message>
        <source>Plays any free cell at random.</source>
        <translation>Joga em qualquer casa livre, ao acaso.</translation>
    </message>
    <message>
        <source>random moves</source>
        <translation>jogadas aleatórias</translation>
    </message>
    <message>
        <source>Smart</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <source>Wins or blocks when it can, else takes the centre, a corner, then a side.</source>
        <translation>Vence ou bloqueia quando pode; senão, pega o centro, um canto e depois uma lateral.</translation>
    </message>
    <message>
        <source>Wins or blocks when it can, else takes the cell with the most lines still open to it.</source>
        <translation>Vence ou bloqueia quando pode; senão, pega a casa com mais linhas ainda abertas para ele.</translation>
    </message>
    <message>
        <source>win-or-block rules</source>
        <translation>regras de vencer ou bloquear</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Mestre</translation>
    </message>
    <message>
        <source>Fork rules</source>
        <translation>Regras de garfo</translation>
    </message>
    <message>
        <source>Rule-based: win, block, fork, block a fork, centre, opposite corner, corner, side; never loses on 3 x 3.</source>
        <translation>Segue regras: vencer, bloquear, criar um garfo, bloquear um garfo, centro, canto oposto, canto, lateral; nunca perde no 3 x 3.</translation>
    </message>
    <message>
        <source>Rule-based: win, block, fork, block a fork, else the cell that best builds its lines and blocks the opponent&apos;s.</source>
        <translation>Segue regras: vencer, bloquear, criar um garfo, bloquear um garfo; senão, a casa que melhor constrói suas linhas e bloqueia as do adversário.</translation>
    </message>
    <message>
        <source>fork rules</source>
        <translation>regras de garfo</translation>
    </message>
    <message>
        <source>Monte Carlo</source>
        <translation>Monte Carlo</translation>
    </message>
    <message>
        <source>Plays many random games and favours the squares the winners played.</source>
        <translation>Joga muitas partidas aleatórias e prefere as casas que os vencedores jogaram.</translation>
    </message>
    <message>
        <source>random games</source>
        <translation>partidas aleatórias</translation>
    </message>
    <message>
        <source>Random games per move</source>
        <translation>Partidas aleatórias por jogada</translation>
    </message>
    <message>
        <source>How many random games it plays before each move: more plays better, and slower.</source>
        <translation>Quantas partidas aleatórias ele joga antes de cada jogada: mais joga melhor, e mais devagar.</translation>
    </message>
    <message>
        <source>After each random game, what each square the computer played there counts: added to that square&apos;s score when the computer won, taken off when it lost.</source>
        <translation>Depois de cada partida aleatória, quanto vale cada casa que o computador jogou nela: somado à pontuação dessa casa se o computador venceu, subtraído se perdeu.</translation>
    </message>
    <message>
        <source>After each random game, what each square its opponent played there counts: taken off that square&apos;s score when the computer won, added when it lost.</source>
        <translation>Depois de cada partida aleatória, quanto vale cada casa que o adversário jogou nela: subtraído da pontuação dessa casa se o computador venceu, somado se perdeu.</translation>
    </message>
    <message>
        <source>Stops the random games once this many seconds have passed; 0 plays them all.</source>
        <translation>Para as partidas aleatórias depois de passados esses segundos; 0 joga todas.</translation>
    </message>
    <message>
        <source>How many random games it plays from the position before each move: more plays better, and slower.</source>
        <translation>Quantas partidas aleatórias ele joga a partir da posição antes de cada jogada: mais joga melhor, e mais devagar.</translation>
    </message>
    <message>
        <source>How long it may think about each move; it often answers sooner.</source>
        <translation>Quanto tempo ele pode pensar em cada jogada; muitas vezes responde antes.</translation>
    </message>
    <message>
        <source>Score for own squares</source>
        <translation>Pontos pelas próprias casas</translation>
    </message>
    <message>
        <source>Score for opponent squares</source>
        <translation>Pontos pelas casas do adversário</translation>
    </message>
    <message>
        <source>MCTS</source>
        <translation>MCTS</translation>
    </message>
    <message>
        <source>Searches the game tree as deep as its think time allows, and proves the result where it reaches the end of every line.</source>
        <translation>Explora a árvore de jogo tão fundo quanto seu tempo de reflexão permite, e prova o resultado onde chega ao fim de cada variante.</translation>
    </message>
    <message>
        <source>threat search</source>
        <translation>busca de ameaças</translation>
    </message>
    <message>
        <source>Match my level</source>
        <translation>No meu nível</translation>
    </message>
    <message>
        <source>Plays stronger after you win and weaker after you lose, so that you win about as often as you lose; its level comes from your recorded games on these rules.</source>
        <translation>Joga mais forte depois que você vence e mais fraco depois que você perde, para que você vença mais ou menos tantas vezes quanto perde; o nível vem das suas partidas registradas com estas regras.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nível</translation>
    </message>
    <message>
        <source>Threat search</source>
        <translation>Busca de ameaças</translation>
    </message>
    <message>
        <source>Finds wins by fours and threes, stops the opponent&apos;s, and searches the best cells; for four or five in a row on 6 x 6 and bigger boards (elsewhere it plays as Perfect).</source>
        <translation>Encontra vitórias com quatros e trios, impede as do adversário e examina as melhores casas; para quatro ou cinco em linha a partir de 6&#xa0;x&#xa0;6 (nos demais casos joga como Perfeito).</translation>
    </message>
    <message>
        <source>Playouts per move</source>
        <translation>Simulações por jogada</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Iniciante</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Médio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Unbeatable</source>
        <translation>Imbatível</translation>
    </message>
    <message>
        <source>Monte Carlo tree search: random games that look deeper where they go well, with proven wins and losses.</source>
        <translation>Busca em árvore Monte Carlo: partidas aleatórias que olham mais fundo onde vão bem, com vitórias e derrotas provadas.</translation>
    </message>
    <message>
        <source>Monte Carlo tree search</source>
        <translation>busca em árvore Monte Carlo</translation>
    </message>
    <message>
        <source>Time limit per move (s, 0 = none)</source>
        <translation>Tempo máximo por jogada (s, 0 = sem limite)</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>Perfeito</translation>
    </message>
    <message>
        <source>full game-tree search</source>
        <translation>busca completa na árvore do jogo</translation>
    </message>
    <message>
        <source>Think time (s)</source>
        <translation>Tempo para pensar (s)</translation>
    </message>
</context>
<context>
    <name>StrategyPicker</name>
    <message>
        <source>Only {value} here</source>
        <translation>Aqui só {value}</translation>
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
        <translation>Com estas regras, a busca dele prova o valor de cada posição: ele não pode ser vencido.</translation>
    </message>
    <message>
        <source>On these rules it can be beaten: it does not prove its moves from the start, and the window says when a move is proven.</source>
        <translation>Com estas regras, ele pode ser vencido: não prova suas jogadas desde o início, e a janela avisa você quando uma jogada está provada.</translation>
    </message>
    <message>
        <source>In reverse rules its rules turn around: it avoids completing a line of its own and leaves its opponent the cells that would complete one of the opponent&apos;s.</source>
        <translation>Nas regras invertidas, suas regras se invertem: evita completar uma linha própria e deixa ao adversário as casas que completariam uma linha do adversário.</translation>
    </message>
    <message>
        <source>On these rules it plays as %1: its threats need four or five in a row, normal rules and a board of 6 x 6 or more.</source>
        <translation>Com estas regras joga como %1: suas ameaças precisam de quatro ou cinco em linha, regras normais e um tabuleiro de 6 x 6 ou maior.</translation>
    </message>
    <message>
        <source>%1: %2, %3 random games a move.</source>
        <translation>%1: %2, %3 partidas aleatórias por jogada.</translation>
    </message>
    <message>
        <source>%1: %2, up to %3 s a move.</source>
        <translation>%1: %2, até %3 s por jogada.</translation>
    </message>
    <message>
        <source>%1: %2, answers at once.</source>
        <translation>%1: %2, responde na hora.</translation>
    </message>
    <message>
        <source>{summary} It plays at level {level} of {top} now.</source>
        <translation>{summary} Agora joga no nível {level} de {top}.</translation>
    </message>
    <message>
        <source>{name}, level {level} of {top}</source>
        <translation>{name}, nível {level} de {top}</translation>
    </message>
    <message>
        <source>{name} {version}, an outside engine: {path}</source>
        <translation>{name} {version}, um motor externo: {path}</translation>
    </message>
    <message>
        <source>{name}, an outside engine: {path}</source>
        <translation>{name}, um motor externo: {path}</translation>
    </message>
    <message>
        <source>Added engines play five in a row on boards from 7 x 7 to 15 x 15, normal rules.</source>
        <translation>Os motores adicionados jogam cinco em linha em tabuleiros de 7 x 7 a 15 x 15, com regras normais.</translation>
    </message>
</context>
<context>
    <name>Thinking</name>
    <message>
        <source>Move</source>
        <translation>Jogada</translation>
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
        <translation>Janela alfa-beta</translation>
    </message>
    <message>
        <source>Monte Carlo scores</source>
        <translation>Pontuações de Monte Carlo</translation>
    </message>
    <message>
        <source>Moves considered</source>
        <translation>Jogadas consideradas</translation>
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
        <translation>Prova</translation>
    </message>
    <message>
        <source>The share of the random games through this move that the player making it won, a draw counting half</source>
        <translation>A fração das partidas aleatórias que passam por esta jogada vencidas pelo jogador que a faz, com o empate valendo metade</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>an opening rule, not a search</source>
        <translation>uma regra de abertura, não uma busca</translation>
    </message>
    <message>
        <source>the best found, not proven</source>
        <translation>a melhor encontrada, não provada</translation>
    </message>
    <message>
        <source>{header}: {text}</source>
        <translation>{header}: {text}</translation>
    </message>
    <message>
        <source>the move chosen</source>
        <translation>a jogada escolhida</translation>
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
        <translation>Esta posição, vez de {mark}</translation>
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
        <translation>cortada: vale pelo menos {value} para {mark}</translation>
    </message>
    <message>
        <source>cut off: worth at most {value} to {mark}</source>
        <translation>cortada: vale no máximo {value} para {mark}</translation>
    </message>
    <message>
        <source>{mark} wins</source>
        <translation>{mark} vence</translation>
    </message>
    <message>
        <source>{mark} loses</source>
        <translation>{mark} perde</translation>
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
        <translation>vitória provada</translation>
    </message>
    <message>
        <source>proven draw</source>
        <translation>empate provado</translation>
    </message>
    <message>
        <source>proven loss</source>
        <translation>derrota provada</translation>
    </message>
    <message>
        <source>Alpha-beta: α is what the player making the move is already sure of through another move, β what the opponent is sure of. Once a reply shows a move is worth at most α, the other replies are not searched: they are pruned.</source>
        <translation>Alfa-beta: α é o que o jogador que faz a jogada já tem garantido por outra jogada, β o que o adversário tem garantido. Assim que uma resposta mostra que uma jogada vale no máximo α, as outras respostas não são exploradas: elas são podadas.</translation>
    </message>
    <message>
        <source>The game is over: minimax has nothing to search.</source>
        <translation>A partida terminou: o minimax não tem nada a explorar.</translation>
    </message>
    <message>
        <source>Minimax searched {searched} moves ({known} of them remembered from another move order) and plays {cell}.</source>
        <translation>O minimax explorou {searched} jogadas ({known} delas memorizadas de outra ordem de jogadas) e joga {cell}.</translation>
    </message>
    <message>
        <source>Alpha-beta pruning left {pruned} moves unsearched (grey).</source>
        <translation>A poda alfa-beta deixou {pruned} jogadas sem explorar (em cinza).</translation>
    </message>
    <message>
        <source>Each value is for the player who made the move: a win scores the free cells left at its end plus one (a quicker win scores more), a loss minus that, a draw 0. Each player takes the reply worth most to them; bold marks the move chosen.</source>
        <translation>Cada valor é para o jogador que fez a jogada: uma vitória vale as casas livres que sobram no fim mais um (uma vitória mais rápida vale mais), uma derrota o mesmo com sinal negativo, um empate 0. Cada jogador escolhe a resposta que vale mais para ele; o negrito marca a jogada escolhida.</translation>
    </message>
    <message>
        <source>Monte Carlo played {trials} random games for {mark}: after each, the squares of the winner gain and the loser&apos;s lose. It takes {cell}, scored {score}, the highest.</source>
        <translation>O Monte Carlo jogou {trials} partidas aleatórias para {mark}: depois de cada uma, as casas do vencedor ganham pontos e as do perdedor perdem. Ele escolhe {cell}, com pontuação {score}, a mais alta.</translation>
    </message>
    <message>
        <source>{cell}: {mark}</source>
        <translation>{cell}: {mark}</translation>
    </message>
    <message>
        <source>{cell}: score {score}, the move taken</source>
        <translation>{cell}: pontuação {score}, a jogada escolhida</translation>
    </message>
    <message>
        <source>{cell}: score {score}</source>
        <translation>{cell}: pontuação {score}</translation>
    </message>
    <message>
        <source>MCTS plays {cell} without a search: a win, a forced block, the opening rule or a threat it saw first.</source>
        <translation>O MCTS joga {cell} sem busca: uma vitória, um bloqueio forçado, a regra de abertura ou uma ameaça que viu primeiro.</translation>
    </message>
    <message>
        <source>MCTS ran {visits} random games through its tree from here, going deeper where they went well, and plays {cell}, the move it tried most.</source>
        <translation>O MCTS jogou daqui {visits} partidas aleatórias pela sua árvore, indo mais fundo onde elas iam bem, e joga {cell}, a jogada que mais testou.</translation>
    </message>
    <message>
        <source>The threat search plays {cell} by its opening rule.</source>
        <translation>A busca de ameaças joga {cell} pela sua regra de abertura.</translation>
    </message>
    <message>
        <source>The threat search plays {cell}, its value proven, in {seconds} s.</source>
        <translation>A busca de ameaças joga {cell}, com o valor provado, em {seconds} s.</translation>
    </message>
    <message>
        <source>The threat search plays {cell}, the best it found in {seconds} s.</source>
        <translation>A busca de ameaças joga {cell}, a melhor que encontrou em {seconds} s.</translation>
    </message>
    <message>
        <source>Principal line: {moves}</source>
        <translation>Linha principal: {moves}</translation>
    </message>
    <message>
        <source>The computer could not show its thinking: {message}</source>
        <translation>O computador não conseguiu mostrar o raciocínio: {message}</translation>
    </message>
    <message>
        <source>The game is over: there is nothing left to think about.</source>
        <translation>A partida terminou: não há mais nada em que pensar.</translation>
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
        <translation>Como o computador pensa</translation>
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
        <translation>Parar de explorar uma jogada assim que uma resposta mostra que ela não é melhor que outra já encontrada: a mesma escolha, menos posições; as jogadas deixadas de fora ficam em cinza.</translation>
    </message>
    <message>
        <source>Values as the search &amp;finds them</source>
        <translation>Valores conforme a busca os &amp;encontra</translation>
    </message>
    <message>
        <source>Show the tree as it stood at the step chosen: no value yet for the moves not reached, … for those whose replies are still being searched.</source>
        <translation>Mostrar a árvore como estava no passo escolhido: ainda sem valor para as jogadas não alcançadas, … para aquelas cujas respostas ainda estão sendo buscadas.</translation>
    </message>
    <message>
        <source>Minimax search tree</source>
        <translation>Árvore de busca minimax</translation>
    </message>
    <message>
        <source>Pre&amp;vious step</source>
        <translation>Passo an&amp;terior</translation>
    </message>
    <message>
        <source>The move searched before this one</source>
        <translation>A jogada explorada antes desta</translation>
    </message>
    <message>
        <source>Ne&amp;xt step</source>
        <translation>Pró&amp;ximo passo</translation>
    </message>
    <message>
        <source>The move searched after this one</source>
        <translation>A jogada explorada depois desta</translation>
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
        <translation>Busca em árvore Monte Carlo (MCTS)</translation>
    </message>
    <message>
        <source>Threat search</source>
        <translation>Busca de ameaças</translation>
    </message>
    <message>
        <source>A pruned move: alpha-beta never searched it.</source>
        <translation>Uma jogada podada: o alfa-beta nunca a explorou.</translation>
    </message>
    <message>
        <source>Step {step} of {steps} in the search&apos;s order</source>
        <translation>Passo {step} de {steps} na ordem da busca</translation>
    </message>
</context>
</TS>
