<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>Show every free cell&apos;s value for the side to move</source>
        <translation>Afficher la valeur de chaque case libre pour le camp qui doit jouer</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Pause the game between the two computers, or let it go on</source>
        <translation>Mettre en pause la partie entre les deux ordinateurs, ou la laisser continuer</translation>
    </message>
    <message>
        <source>Play {digit}</source>
        <translation>Jouer {digit}</translation>
    </message>
    <message>
        <source>Play the cell in row {row}, column {col} (3 x 3 only)</source>
        <translation>Jouer la case de la ligne {row}, colonne {col} (3 x 3 uniquement)</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Commencer une nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>&amp;Ouvrir une partie…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>Save this game to a file</source>
        <translation>Enregistrer cette partie dans un fichier</translation>
    </message>
    <message>
        <source>Your results against each opponent, and every game you played</source>
        <translation>Vos résultats contre chaque adversaire et toutes les parties que vous avez jouées</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Close {name}</source>
        <translation>Fermer {name}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Défaire</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>Reprendre votre dernier coup</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refaire</translation>
    </message>
    <message>
        <source>Replay a move you took back</source>
        <translation>Rejouer un coup que vous avez repris</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>Show the best move for you</source>
        <translation>Afficher le meilleur coup pour vous</translation>
    </message>
    <message>
        <source>Review &amp;with Coach</source>
        <translation>&amp;Analyser avec le coach</translation>
    </message>
    <message>
        <source>Every move of the finished game marked (! best, ?! inaccuracy, ? mistake, ?? blunder), with the better move and its line</source>
        <translation>Chaque coup de la partie terminée annoté (! meilleur coup, ?! imprécision, ? erreur, ?? gaffe), avec le coup qui était meilleur et sa variante</translation>
    </message>
    <message>
        <source>Pu&amp;zzles…</source>
        <translation>Pro&amp;blèmes…</translation>
    </message>
    <message>
        <source>Positions to win in a few moves, near your puzzle rating; the puzzle of the day</source>
        <translation>Des positions à gagner en quelques coups, proches de votre classement aux problèmes&#xa0;; le problème du jour</translation>
    </message>
    <message>
        <source>Show &amp;Thinking…</source>
        <translation>&amp;Afficher la réflexion…</translation>
    </message>
    <message>
        <source>How the computer chooses a move here: the minimax tree, the Monte Carlo scores, the moves MCTS and the threat search consider</source>
        <translation>Comment l’ordinateur choisit un coup ici&#xa0;: l’arbre minimax, les scores Monte Carlo, les coups qu’envisagent MCTS et la recherche de menaces</translation>
    </message>
    <message>
        <source>Engine Lo&amp;g</source>
        <translation>&amp;Journal des moteurs</translation>
    </message>
    <message>
        <source>What the outside engines said: their messages and errors</source>
        <translation>Ce qu’ont écrit les moteurs externes&#xa0;: leurs messages et leurs erreurs</translation>
    </message>
    <message>
        <source>After a game, Review with Coach (Ctrl+R) marks every move (! best, ?! inaccuracy, ? mistake, ?? blunder) and shows the better move; Game &gt; Puzzles… offers positions to win in a few moves.</source>
        <translation>Après une partie, «&#xa0;Analyser avec le coach&#xa0;» (Ctrl+R) marque chaque coup (! meilleur coup, ?! imprécision, ? erreur, ?? gaffe) et montre le meilleur coup&#xa0;; Partie &gt; Problèmes… propose des positions à gagner en quelques coups.</translation>
    </message>
    <message>
        <source>Players, board size, rules and the computer&apos;s strength</source>
        <translation>Joueurs, taille du plateau, règles et niveau de l’ordinateur</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <source>The computer&apos;s levels, from Beginner to Expert, rank how strongly each played in our measured games on rules like these; Unbeatable is offered only where its search proves every move. Each level&apos;s tooltip names the method behind it.</source>
        <translation>Les niveaux de l’ordinateur, de «&#xa0;Débutant&#xa0;» à «&#xa0;Expert&#xa0;», sont classés selon la force avec laquelle chacun a joué dans nos parties mesurées avec des règles semblables&#xa0;; «&#xa0;Imbattable&#xa0;» n’est proposé que là où sa recherche prouve chaque coup. L’infobulle de chaque niveau nomme la méthode sur laquelle il repose.</translation>
    </message>
    <message>
        <source>Hint shows a good move. Evaluation writes on each free cell how the game goes if you play there: &quot;Win in 3&quot; and &quot;Loss in 2&quot; are proven with best play, counting the moves of both players; a percentage is an estimate.</source>
        <translation>«&#xa0;Indice&#xa0;» montre un bon coup. «&#xa0;Évaluation&#xa0;» écrit sur chaque case libre comment la partie tourne si vous y jouez&#xa0;: «&#xa0;Victoire en 3&#xa0;» et «&#xa0;Défaite en 2&#xa0;» sont prouvés avec le meilleur jeu, en comptant les coups des deux joueurs&#xa0;; un pourcentage est une estimation.</translation>
    </message>
    <message>
        <source>The players take turns putting their mark in a free cell. Reverse rules: whoever completes {k} in a row (across, down or diagonally) loses. A full board with no line is a draw.</source>
        <translation>Les joueurs posent tour à tour leur marque dans une case libre. Règles inversées&#xa0;: qui aligne {k} (en ligne, en colonne ou en diagonale) perd. Un plateau plein sans alignement est une partie nulle.</translation>
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
        <translation>Flèches&#xa0;: déplacer le curseur entre les cases
Entrée ou Espace&#xa0;: jouer la case sous le curseur
1 à 9&#xa0;: jouer en 3 x 3 selon la disposition du pavé numérique (7 8 9 est la ligne du haut)
H&#xa0;: indice    E&#xa0;: afficher l’évaluation    P&#xa0;: pause ou reprise (ordinateur contre ordinateur)
T&#xa0;: montrer comment l’ordinateur réfléchit
Ctrl+N&#xa0;: nouvelle partie    Ctrl+Z&#xa0;: défaire    Ctrl+Maj+Z&#xa0;: refaire
Ctrl+O&#xa0;: ouvrir une partie    Ctrl+S&#xa0;: enregistrer la partie    F1&#xa0;: cette aide
Ctrl+T&#xa0;: statistiques    Ctrl+,&#xa0;: paramètres    Ctrl+Q&#xa0;: quitter (la partie est conservée)
Ctrl+R&#xa0;: analyser la partie terminée avec l’entraîneur
En revue&#xa0;: Gauche et Droite parcourent les coups, Début et Fin vont aux extrémités</translation>
    </message>
    <message>
        <source>The players take turns putting their mark in a free cell. Whoever first completes {k} in a row (across, down or diagonally) wins. A full board with no line is a draw.</source>
        <translation>Les joueurs posent tour à tour leur marque dans une case libre. Le premier qui aligne {k} (en ligne, en colonne ou en diagonale) gagne. Un plateau plein sans alignement est une partie nulle.</translation>
    </message>
    <message>
        <source>Match my level plays at a level from 0 (weakest) to 10: after each game you win it plays stronger, after each one you lose weaker, a draw keeps it, so that you win about as often as you lose. Each board and rules keep their own level, read from your recorded games; clearing the statistics starts again.</source>
        <translation>«&#xa0;À mon niveau&#xa0;» joue à un niveau de 0 (le plus faible) à 10&#xa0;: après chaque partie que vous gagnez, il joue plus fort, après chaque partie perdue, plus faiblement, une nulle le garde, pour que vous gagniez à peu près aussi souvent que vous perdez. Chaque plateau et chaque règle ont leur propre niveau, lu dans vos parties enregistrées&#xa0;; effacer les statistiques repart de zéro.</translation>
    </message>
    <message>
        <source>&amp;About {name}</source>
        <translation>À &amp;propos de {name}</translation>
    </message>
    <message>
        <source>Save Game &amp;As…</source>
        <translation>&amp;Enregistrer la partie sous…</translation>
    </message>
    <message>
        <source>&amp;Evaluation</source>
        <translation>É&amp;valuation</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistiques…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Para&amp;mètres…</translation>
    </message>
    <message>
        <source>The rules, the levels, what the values mean, and the keys</source>
        <translation>Les règles, les niveaux, le sens des valeurs, et les touches</translation>
    </message>
    <message>
        <source>Version, licence and credits</source>
        <translation>Version, licence et remerciements</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Coup</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Column %1</source>
        <translation>Colonne&#xa0;%1</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Ligne&#xa0;%1</translation>
    </message>
</context>
<context>
    <name>CellButton</name>
    <message>
        <source>%1, %2</source>
        <translation>%1,&#xa0;%2</translation>
    </message>
    <message>
        <source>%1, forbidden: %2</source>
        <translation>%1, interdite&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1, vide</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>dernier coup</translation>
    </message>
    <message>
        <source>completed line</source>
        <translation>ligne complétée</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>indice</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Forbidden to X under Renju: %1</source>
        <translation>Interdite à X en Renju&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Stop revie&amp;w</source>
        <translation>Arrêter l’ana&amp;lyse</translation>
    </message>
    <message>
        <source>Try &amp;again from here</source>
        <translation>Réessa&amp;yer à partir d’ici</translation>
    </message>
    <message>
        <source>Save review as &amp;PDF…</source>
        <translation>Enregistrer l’analyse en &amp;PDF…</translation>
    </message>
    <message>
        <source>Play on from the position before your first mistake, against the same opponent</source>
        <translation>Reprendre la partie à la position précédant votre première erreur, contre le même adversaire</translation>
    </message>
    <message>
        <source>No mistake of yours found so far</source>
        <translation>Aucune erreur de votre part trouvée jusqu’ici</translation>
    </message>
    <message>
        <source>Stop reviewing; the marks found so far stay</source>
        <translation>Arrêter l’analyse ; les marques trouvées jusqu’ici restent</translation>
    </message>
    <message>
        <source>Hi&amp;de the coach</source>
        <translation>Masquer l’entraî&amp;neur</translation>
    </message>
    <message>
        <source>Take the coach&apos;s marks and this panel away; the game stays shown to step through (New game ends the review)</source>
        <translation>Retirer les marques de l’entraîneur et ce panneau&#xa0;; la partie reste affichée pour la parcourir («&#xa0;Nouvelle partie&#xa0;» termine l’analyse)</translation>
    </message>
    <message>
        <source>The review could not be saved to {path}: {reason}.</source>
        <translation>L’analyse n’a pas pu être enregistrée dans {path} : {reason}.</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Entraîneur</translation>
    </message>
    <message>
        <source>Saved the review to {path}.</source>
        <translation>Analyse enregistrée dans {path}.</translation>
    </message>
    <message>
        <source>Save the review as PDF</source>
        <translation>Enregistrer l’analyse en PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf);;All files (*)</source>
        <translation>Fichiers PDF (*.pdf);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Advantage over the game</source>
        <translation>Avantage au fil de la partie</translation>
    </message>
    <message>
        <source>Who was better after each move: X above the middle, O below</source>
        <translation>Qui avait l’avantage après chaque coup&#xa0;: X au-dessus du milieu, O en dessous</translation>
    </message>
    <message>
        <source>{done} of {total} moves reviewed</source>
        <translation>{done} coups analysés sur {total}</translation>
    </message>
    <message>
        <source>Move {number}, {cell}: {grade}; X&apos;s expected result {percent}%</source>
        <translation>Coup {number}, {cell}&#xa0;: {grade}&#xa0;; résultat attendu de X {percent}&#xa0;%</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>Your move: click a cell, or reach it with Tab and the arrow keys and press Space.</source>
        <translation>À vous de jouer&#xa0;: cliquez sur une case, ou atteignez-la avec Tab et les flèches puis appuyez sur Espace.</translation>
    </message>
    <message>
        <source>{cell} is taken: choose a free cell.</source>
        <translation>{cell} est prise&#xa0;: choisissez une case libre.</translation>
    </message>
    <message>
        <source>{cell} is right. {mark} answers {reply}: your move.</source>
        <translation>{cell} est le bon coup. {mark} répond {reply}&#xa0;: à vous de jouer.</translation>
    </message>
    <message>
        <source>Solved! {cell} wins.</source>
        <translation>Résolu&#xa0;! {cell} gagne.</translation>
    </message>
    <message>
        <source>Your puzzle rating counts a first try without hints, so it counts this puzzle as missed.</source>
        <translation>Votre classement aux problèmes ne compte qu’un premier essai sans indice&#xa0;: ce problème compte comme manqué.</translation>
    </message>
    <message>
        <source>Hint: play {cell}.</source>
        <translation>Indice&#xa0;: jouez {cell}.</translation>
    </message>
    <message>
        <source>Your puzzle rating counts this puzzle as missed.</source>
        <translation>Votre classement aux problèmes compte ce problème comme manqué.</translation>
    </message>
    <message>
        <source>The solution: {line}</source>
        <translation>La solution&#xa0;: {line}</translation>
    </message>
    <message>
        <source>Try again: {question}.</source>
        <translation>Réessayez&#xa0;: {question}.</translation>
    </message>
    <message>
        <source>Choose &amp;from:</source>
        <translation>Choisir &amp;dans :</translation>
    </message>
    <message>
        <source>Puzzles to choose from</source>
        <translation>Problèmes parmi lesquels choisir</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Ce qui s’est passé</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>Voir la &amp;solution</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <source>&amp;Next puzzle</source>
        <translation>&amp;Problème suivant</translation>
    </message>
    <message>
        <source>Puzzle of the &amp;day</source>
        <translation>Problème du &amp;jour</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Puzzle board</source>
        <translation>Plateau du problème</translation>
    </message>
    <message>
        <source>{cell}, {mark}</source>
        <translation>{cell}, {mark}</translation>
    </message>
    <message>
        <source>{cell}, empty, hinted</source>
        <translation>{cell}, vide, signalée par l’indice</translation>
    </message>
    <message>
        <source>{cell}, empty</source>
        <translation>{cell}, vide</translation>
    </message>
    <message>
        <source>{cell} does not win. Try again.</source>
        <translation>{cell} ne gagne pas. Réessayez.</translation>
    </message>
    <message>
        <source>{cell} does not win: the computer answers…</source>
        <translation>{cell} ne gagne pas&#xa0;: l’ordinateur répond…</translation>
    </message>
    <message>
        <source>{cell} does not win: {mark} answers {reply}. Try again.</source>
        <translation>{cell} ne gagne pas&#xa0;: {mark} répond {reply}. Réessayez.</translation>
    </message>
    <message>
        <source>{mark} to play and win in 1 move</source>
        <translation>{mark} joue et gagne en 1 coup</translation>
    </message>
    <message>
        <source>{mark} to play and win in {n} moves</source>
        <translation>{mark} joue et gagne en {n} coups</translation>
    </message>
    <message>
        <source>All puzzles</source>
        <translation>Tous les problèmes</translation>
    </message>
    <message>
        <source>3 x 3</source>
        <translation>3 x 3</translation>
    </message>
    <message>
        <source>3 x 3, reverse rules</source>
        <translation>3 x 3, règles inversées</translation>
    </message>
    <message>
        <source>Wins by fours (15 x 15)</source>
        <translation>Gains par des quatre (15 x 15)</translation>
    </message>
    <message>
        <source>Wins by fours and threes (15 x 15)</source>
        <translation>Gains par des quatre et des trois (15 x 15)</translation>
    </message>
    <message>
        <source>Puzzle {id} · {size} x {size}, {length} in a row{reverse} · difficulty {level}</source>
        <translation>Problème {id} · {size} x {size}, {length} alignés{reverse} · difficulté {level}</translation>
    </message>
    <message>
        <source>, reverse rules</source>
        <translation>, règles inversées</translation>
    </message>
    <message numerus="yes">
        <source>Your puzzle rating: {rating} (± {deviation}, %n puzzles)</source>
        <translation>
            <numerusform>Votre classement aux problèmes&#xa0;: {rating} (±&#xa0;{deviation}, problèmes&#xa0;: %n)</numerusform>
            <numerusform>Votre classement aux problèmes&#xa0;: {rating} (±&#xa0;{deviation}, problèmes&#xa0;: %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: the winning move is one of {cells}.</source>
        <translation>Indice&#xa0;: le coup gagnant est l’une de ces cases&#xa0;: {cells}.</translation>
    </message>
    <message>
        <source>best move</source>
        <translation>meilleur coup</translation>
    </message>
    <message>
        <source>good move</source>
        <translation>bon coup</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprécision</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>gaffe</translation>
    </message>
    <message>
        <source>1 2 3: the better line, from the move before</source>
        <translation>1 2 3&#xa0;: la meilleure suite, depuis le coup d’avant</translation>
    </message>
    <message>
        <source>{name} is the best move (wins in {n})</source>
        <translation>{name} est le meilleur coup (gagne en {n})</translation>
    </message>
    <message>
        <source>{name} is the best move (loses in {n})</source>
        <translation>{name} est le meilleur coup (perd en {n})</translation>
    </message>
    <message>
        <source>{name} is the best move (draws)</source>
        <translation>{name} est le meilleur coup (nulle)</translation>
    </message>
    <message>
        <source>{name} is the best move (estimate {label})</source>
        <translation>{name} est le meilleur coup (estimation {label})</translation>
    </message>
    <message>
        <source>{name} is good; {best} was better</source>
        <translation>{name} est un bon coup&#xa0;; {best} valait mieux</translation>
    </message>
    <message>
        <source>{name} wins in {n}; {best} won in {m}</source>
        <translation>{name} gagne en {n}&#xa0;; {best} aurait gagné en {m}</translation>
    </message>
    <message>
        <source>{name} only draws; {best} won in {m}</source>
        <translation>{name} n’obtient que la nulle&#xa0;; {best} aurait gagné en {m}</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win in {n}; {best} won in {m}</source>
        <translation>{name} permet à {rival} de forcer la victoire en {n}&#xa0;; {best} aurait gagné en {m}</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win in {n}; {best} held the draw</source>
        <translation>{name} permet à {rival} de forcer la victoire en {n}&#xa0;; {best} aurait assuré la nulle</translation>
    </message>
    <message>
        <source>{name} misses the win: {best} completes a line</source>
        <translation>{name} manque la victoire&#xa0;: {best} complète un alignement</translation>
    </message>
    <message>
        <source>{name} leaves {rival}&apos;s four unblocked; {best} blocks it</source>
        <translation>{name} laisse ouvert le quatre de {rival}&#xa0;; {best} le bloque</translation>
    </message>
    <message>
        <source>{name} misses a win by fours and threes; {best} starts it (estimate)</source>
        <translation>{name} manque une victoire par quatre et par trois, qui commençait par {best} (estimation)</translation>
    </message>
    <message>
        <source>{name} misses a win by fours: {best} wins in {m}</source>
        <translation>{name} manque une victoire par quatre&#xa0;: {best} gagne en {m}</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win by fours in {n}; {best} stops it</source>
        <translation>{name} permet à {rival} de forcer une victoire par quatre en {n}&#xa0;; {best} l’empêche</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win by fours in {n}; {best} was better</source>
        <translation>{name} permet à {rival} de forcer une victoire par quatre en {n}&#xa0;; {best} valait mieux</translation>
    </message>
    <message>
        <source>{name} lets {rival} win by fours and threes (estimate); {best} stops it</source>
        <translation>{name} laisse {rival} gagner par quatre et par trois (estimation)&#xa0;; {best} l’empêche</translation>
    </message>
    <message>
        <source>{name} gives ground (estimate: {before}% to {after}%); {best} was better</source>
        <translation>{name} perd du terrain (estimation&#xa0;: de {before}&#xa0;% à {after}&#xa0;%)&#xa0;; {best} valait mieux</translation>
    </message>
    <message>
        <source>another move</source>
        <translation>un autre coup</translation>
    </message>
    <message>
        <source>{grade}: {sentence}</source>
        <translation>{grade}&#xa0;: {sentence}</translation>
    </message>
    <message>
        <source>{text} (an estimate)</source>
        <translation>{text} (estimation)</translation>
    </message>
    <message>
        <source>Better: {line}</source>
        <translation>Mieux&#xa0;: {line}</translation>
    </message>
    <message>
        <source>Reviewing move {number} of {total}…</source>
        <translation>Analyse du coup {number} sur {total}…</translation>
    </message>
    <message>
        <source>Review stopped after {done} of {total} moves.</source>
        <translation>Analyse arrêtée après {done} coups sur {total}.</translation>
    </message>
    <message>
        <source>Review done: {total} moves marked.</source>
        <translation>Analyse terminée&#xa0;: {total} coups annotés.</translation>
    </message>
</context>
<context>
    <name>CoachCommands</name>
    <message>
        <source>Cannot open the puzzles</source>
        <translation>Impossible d’ouvrir les problèmes</translation>
    </message>
    <message>
        <source>The puzzle set is missing from this installation of the app.</source>
        <translation>La collection de problèmes manque dans cette installation de l’application.</translation>
    </message>
    <message>
        <source>The puzzle set of this installation is damaged: reinstall the app.</source>
        <translation>La collection de problèmes de cette installation est endommagée&#xa0;: réinstallez l’application.</translation>
    </message>
    <message>
        <source>Cannot save the coach&apos;s marks</source>
        <translation>Impossible d’enregistrer les annotations du coach</translation>
    </message>
    <message>
        <source>Puzzle rating: no puzzle tried yet (Game &gt; Puzzles…).</source>
        <translation>Classement aux problèmes&#xa0;: aucun problème tenté pour l’instant (Partie &gt; Problèmes…).</translation>
    </message>
    <message>
        <source>Puzzle rating: {rating} (solved at the first try without hints: {solved} of {count}); lately {ratings}</source>
        <translation>Classement aux problèmes&#xa0;: {rating} (résolus du premier coup sans indice&#xa0;: {solved} sur {count})&#xa0;; récemment {ratings}</translation>
    </message>
</context>
<context>
    <name>CoachReport</name>
    <message>
        <source>Coach&apos;s review: {x} (X) vs {o} (O)</source>
        <translation>Analyse de l’entraîneur : {x} (X) contre {o} (O)</translation>
    </message>
    <message>
        <source>{done} of {total} moves marked.</source>
        <translation>{done} coups sur {total} annotés.</translation>
    </message>
    <message>
        <source>Marks are exact where the value is proven; ~ marks an estimate of the search. Signs: ! best move, ?! inaccuracy, ? mistake, ?? blunder.</source>
        <translation>Les annotations sont exactes là où la valeur est prouvée ; ~ signale une estimation de la recherche. Signes : ! meilleur coup, ?! imprécision, ? erreur, ?? gaffe.</translation>
    </message>
    <message>
        <source>Marks per player</source>
        <translation>Annotations par joueur</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Annotation</translation>
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
        <translation>N°</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Better</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Pourquoi</translation>
    </message>
</context>
<context>
    <name>DesktopEntry</name>
    <message>
        <source>Tic-Tac-Toe</source>
        <translation>Morpion</translation>
    </message>
    <message>
        <source>Play tic-tac-toe on boards from 3 x 3 to 15 x 15 against a friend or the computer</source>
        <translation>Jouer au morpion sur des plateaux de 3 x 3 à 15 x 15 contre un ami ou l’ordinateur</translation>
    </message>
    <message>
        <source>tic-tac-toe;tictactoe;noughts;crosses;gomoku;k-in-a-row;misere;</source>
        <extracomment>Search words, each followed by a semicolon: keep the English ones and add your own.</extracomment>
        <translation>tic-tac-toe;tictactoe;noughts;crosses;gomoku;k-in-a-row;misere;morpion;oxo;jeu de plateau;jeu de réflexion;stratégie;</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Open a game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>End this game?</source>
        <translation>Terminer cette partie&#xa0;?</translation>
    </message>
    <message>
        <source>The game in progress will not be kept.</source>
        <translation>La partie en cours ne sera pas conservée.</translation>
    </message>
    <message>
        <source>Game files (*.ttt *.psq *.sgf)</source>
        <translation>Fichiers de partie (*.ttt *.psq *.sgf)</translation>
    </message>
    <message>
        <source>ttt_qt games (*.ttt)</source>
        <translation>Parties ttt_qt (*.ttt)</translation>
    </message>
    <message>
        <source>Piskvork games (*.psq)</source>
        <translation>Parties Piskvork (*.psq)</translation>
    </message>
    <message>
        <source>SGF games (*.sgf)</source>
        <translation>Parties SGF (*.sgf)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Add an engine</source>
        <translation>Ajouter un moteur</translation>
    </message>
    <message>
        <source>Gomocup engines (pbrain-*);;All files (*)</source>
        <translation>Moteurs Gomocup (pbrain-*);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>The game in progress will count as abandoned in Statistics.</source>
        <translation>La partie en cours comptera comme abandonnée dans les statistiques.</translation>
    </message>
    <message>
        <source>The game in progress will count as abandoned in Statistics, and as a loss for Match my level.</source>
        <translation>La partie en cours comptera comme abandonnée dans les statistiques, et comme une défaite pour «&#xa0;À mon niveau&#xa0;».</translation>
    </message>
    <message>
        <source>The game in progress is saved in {file}: Open Game brings it back.</source>
        <translation>La partie en cours est enregistrée dans {file}&#xa0;: «&#xa0;Ouvrir une partie&#xa0;» la ramène.</translation>
    </message>
    <message>
        <source>The game in progress is saved in {file}: Open Game brings it back. In Statistics it will count as abandoned.</source>
        <translation>La partie en cours est enregistrée dans {file}&#xa0;: «&#xa0;Ouvrir une partie&#xa0;» la ramène. Dans les statistiques, elle comptera comme abandonnée.</translation>
    </message>
    <message>
        <source>The game in progress is saved in {file}: Open Game brings it back. In Statistics it will count as abandoned, and as a loss for Match my level.</source>
        <translation>La partie en cours est enregistrée dans {file}&#xa0;: «&#xa0;Ouvrir une partie&#xa0;» la ramène. Dans les statistiques, elle comptera comme abandonnée, et comme une défaite pour «&#xa0;À mon niveau&#xa0;».</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Continuer la partie</translation>
    </message>
    <message>
        <source>The game has just ended: {result}</source>
        <translation>La partie vient de se terminer&#xa0;: {result}</translation>
    </message>
    <message>
        <source>About {name}</source>
        <translation>À propos de {name}</translation>
    </message>
    <message>
        <source>&lt;h2&gt;{name}&lt;/h2&gt;&lt;p&gt;Version {version}&lt;/p&gt;</source>
        <translation>&lt;h2&gt;{name}&lt;/h2&gt;&lt;p&gt;Version {version}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Tic-tac-toe from 3 x 3 to 15 x 15, k in a row, normal or reverse rules, against a friend or computer players from dumb to perfect.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;br&gt;&lt;a href=&quot;{url}&quot;&gt;{url}&lt;/a&gt;&lt;/p&gt;&lt;p&gt;Credits: the ttt_qt developers. Its console games and course modules follow the programming courses they were written for. Built with Python and Qt.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Morpion de 3 x 3 à 15 x 15, k alignés, règles normales ou inversées, contre un ami ou des joueurs ordinateur, du plus simplet au parfait.&lt;/p&gt;&lt;p&gt;Logiciel libre sous licence MIT.&lt;br&gt;&lt;a href=&quot;{url}&quot;&gt;{url}&lt;/a&gt;&lt;/p&gt;&lt;p&gt;Remerciements&#xa0;: les développeurs de ttt_qt. Ses jeux en console et ses modules de cours suivent les cours de programmation pour lesquels ils ont été écrits. Réalisé avec Python et Qt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>À propos de Qt</translation>
    </message>
</context>
<context>
    <name>EngineHelp</name>
    <message>
        <source>The engine failed</source>
        <translation>Le moteur a échoué</translation>
    </message>
    <message>
        <source>The game is kept. Play on against {level}, or start {name} again?</source>
        <translation>La partie est conservée. Continuer contre {level}, ou relancer {name}&#xa0;?</translation>
    </message>
    <message>
        <source>Play on against {level}</source>
        <translation>Continuer contre {level}</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Réessayer</translation>
    </message>
</context>
<context>
    <name>EngineLogDialog</name>
    <message>
        <source>Engine Log</source>
        <translation>Journal des moteurs</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message>
        <source>No outside engine plays or gives hints now.</source>
        <translation>Aucun moteur externe ne joue ni ne donne d’indices en ce moment.</translation>
    </message>
    <message>
        <source>{name} ({path}), not running</source>
        <translation>{name} ({path}), pas en cours d’exécution</translation>
    </message>
    <message>
        <source>{name} ({path}), process {pid}</source>
        <translation>{name} ({path}), processus {pid}</translation>
    </message>
    <message>
        <source>It has printed no message.</source>
        <translation>Il n’a écrit aucun message.</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <source>There is no file at {path}.</source>
        <translation>Il n’y a aucun fichier à l’emplacement {path}.</translation>
    </message>
    <message>
        <source>{name} is not a program that can be run (it is not executable).</source>
        <translation>{name} n’est pas un programme qui peut être lancé (il n’est pas exécutable).</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Moteurs</translation>
    </message>
    <message>
        <source>Gomocup engines (programs named pbrain-…) play five in a row on boards from 7 x 7 to 15 x 15. They are started from where they are; nothing is copied.</source>
        <translation>Les moteurs Gomocup (programmes nommés pbrain-…) jouent à cinq alignés sur des plateaux de 7 x 7 à 15 x 15. Ils sont lancés là où ils se trouvent&#xa0;; rien n’est copié.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>Programme</translation>
    </message>
    <message>
        <source>Engines added</source>
        <translation>Moteurs ajoutés</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>A&amp;jouter…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <source>Hints come from the engine chosen here: its move for the side to move.</source>
        <translation>Les indices viennent du moteur choisi ici&#xa0;: son coup pour le camp qui doit jouer.</translation>
    </message>
    <message>
        <source>Analyse &amp;with:</source>
        <translation>Analyser a&amp;vec&#xa0;:</translation>
    </message>
    <message>
        <source>With the evaluation shown, the values on the cells stay the app&apos;s own (an engine gives one move, not a value per cell); the engine&apos;s move is framed as a hint, with its evaluation in the status bar.</source>
        <translation>Quand l&apos;évaluation est affichée, les valeurs des cases restent celles de l&apos;application (un moteur donne un coup, pas une valeur par case) ; le coup du moteur est encadré comme un indice, avec son évaluation dans la barre d&apos;état.</translation>
    </message>
    <message>
        <source>That engine is in the list already.</source>
        <translation>Ce moteur est déjà dans la liste.</translation>
    </message>
    <message>
        <source>Starting {path} to read its name…</source>
        <translation>Lancement de {path} pour lire son nom…</translation>
    </message>
    <message>
        <source>Built-in analysis</source>
        <translation>Analyse intégrée</translation>
    </message>
    <message>
        <source>{name} was added.</source>
        <translation>{name} a été ajouté.</translation>
    </message>
    <message>
        <source>{reason} It was not added.</source>
        <translation>{reason} Il n’a pas été ajouté.</translation>
    </message>
</context>
<context>
    <name>EnginesSection</name>
    <message>
        <source>Engines</source>
        <translation>Moteurs</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>Mote&amp;urs…</translation>
    </message>
    <message>
        <source>Add or remove Gomocup engines, and choose who gives hints</source>
        <translation>Ajouter ou retirer des moteurs Gomocup, et choisir qui donne les indices</translation>
    </message>
    <message>
        <source>None added. Hints come from the app&apos;s own analysis.</source>
        <translation>Aucun moteur ajouté. Les indices viennent de l’analyse propre à l’application.</translation>
    </message>
    <message>
        <source>{names}. Hints come from the app&apos;s own analysis.</source>
        <translation>{names}. Les indices viennent de l’analyse propre à l’application.</translation>
    </message>
    <message>
        <source>{names}. Hints come from {analyst} for five in a row on 7 x 7 to 15 x 15, else from the app&apos;s own analysis.</source>
        <translation>{names}. Les indices viennent de {analyst} pour cinq alignés sur 7 x 7 à 15 x 15, sinon de l’analyse propre à l’application.</translation>
    </message>
</context>
<context>
    <name>Evaluation</name>
    <message numerus="yes">
        <source>Win in %n</source>
        <translation>
            <numerusform>Victoire en&#xa0;%n</numerusform>
            <numerusform>Victoire en&#xa0;%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loss in %n</source>
        <translation>
            <numerusform>Défaite en&#xa0;%n</numerusform>
            <numerusform>Défaite en&#xa0;%n</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw</source>
        <comment>a proven result: with best play nobody wins</comment>
        <translation>Nulle</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>%1: %2. %3 wins by playing here.</source>
        <translation>%1&#xa0;:&#xa0;%2.&#xa0;%3 gagne en jouant ici.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2. If %3 plays here, %3 can force a win within %n moves (the moves of both players, this one included).</source>
        <translation>
            <numerusform>%1&#xa0;:&#xa0;%2. Si&#xa0;%3 joue ici,&#xa0;%3 peut forcer la victoire en&#xa0;%n coup au plus (coups des deux joueurs, celui-ci compris).</numerusform>
            <numerusform>%1&#xa0;:&#xa0;%2. Si&#xa0;%3 joue ici,&#xa0;%3 peut forcer la victoire en&#xa0;%n coups au plus (coups des deux joueurs, celui-ci compris).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2. If %3 plays here, %4 can force a win within %n moves (the moves of both players, this one included).</source>
        <translation>
            <numerusform>%1&#xa0;:&#xa0;%2. Si&#xa0;%3 joue ici,&#xa0;%4 peut forcer la victoire en&#xa0;%n coup au plus (coups des deux joueurs, celui-ci compris).</numerusform>
            <numerusform>%1&#xa0;:&#xa0;%2. Si&#xa0;%3 joue ici,&#xa0;%4 peut forcer la victoire en&#xa0;%n coups au plus (coups des deux joueurs, celui-ci compris).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2. If %3 plays here, neither player can force a win: with best play the game is a draw.</source>
        <translation>%1&#xa0;:&#xa0;%2. Si&#xa0;%3 joue ici, aucun joueur ne peut forcer la victoire&#xa0;: avec un jeu parfait, la partie est nulle.</translation>
    </message>
    <message>
        <source>%1: %2. If %3 plays here, %3&apos;s chances are estimated at %5% (a draw counts as half a win). This is not proven.</source>
        <translation>%1&#xa0;:&#xa0;%2. Si&#xa0;%3 joue ici, les chances de&#xa0;%3 sont estimées à&#xa0;%5&#xa0;% (une partie nulle compte pour une demi-victoire). Ce n’est pas prouvé.</translation>
    </message>
    <message>
        <source>Each free cell shows how the game goes for %1 if %1 plays there.</source>
        <translation>Chaque case libre indique comment la partie tourne pour&#xa0;%1 si&#xa0;%1 y joue.</translation>
    </message>
    <message>
        <source>Evaluating every free cell for %1…</source>
        <translation>Évaluation de chaque case libre pour&#xa0;%1…</translation>
    </message>
    <message>
        <source>The values come back when a person is to move.</source>
        <translation>Les valeurs reviennent quand c’est à une personne de jouer.</translation>
    </message>
    <message>
        <source>Pause the game to see the values for the player to move.</source>
        <translation>Mettez la partie en pause pour voir les valeurs du joueur qui a le trait.</translation>
    </message>
    <message>
        <source>The game is over: there is nothing left to evaluate.</source>
        <translation>La partie est terminée&#xa0;: il n’y a plus rien à évaluer.</translation>
    </message>
    <message>
        <source>Green a win, blue a draw, red a loss: proven with best play, stronger the sooner.</source>
        <translation>Vert une victoire, bleu une nulle, rouge une défaite&#xa0;: prouvé avec le meilleur jeu, plus vif quand c’est plus proche.</translation>
    </message>
    <message>
        <source>Paler shades: estimated chances, not proven. Point at a cell to read its value.</source>
        <translation>Teintes plus pâles&#xa0;: chances estimées, non prouvées. Pointez une case pour lire sa valeur.</translation>
    </message>
    <message>
        <source>Win in 3, Draw, Loss in 2: proven with best play, moves of both players counted.</source>
        <translation>Victoire en 3, Nulle, Défaite en 2&#xa0;: prouvé avec un jeu parfait, coups des deux joueurs comptés.</translation>
    </message>
    <message>
        <source>A percentage: estimated chances, not proven (a draw counts half).</source>
        <translation>Un pourcentage&#xa0;: chances estimées, non prouvées (une partie nulle compte pour moitié).</translation>
    </message>
</context>
<context>
    <name>EvaluationSummary</name>
    <message numerus="yes">
        <source>Every move for %1 wins in %n.</source>
        <translation>
            <numerusform>Chaque coup de&#xa0;%1 mène à la victoire en&#xa0;%n.</numerusform>
            <numerusform>Chaque coup de&#xa0;%1 mène à la victoire en&#xa0;%n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every move for %1 loses in %n.</source>
        <translation>
            <numerusform>Chaque coup de&#xa0;%1 mène à la défaite en&#xa0;%n.</numerusform>
            <numerusform>Chaque coup de&#xa0;%1 mène à la défaite en&#xa0;%n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every move for %1 draws.</source>
        <comment>with best play, wherever %1 plays</comment>
        <translation>Chaque coup de&#xa0;%1 mène à une partie nulle.</translation>
    </message>
    <message>
        <source>Every move for %1 is estimated at %2%.</source>
        <translation>Chaque coup de&#xa0;%1 est estimé à&#xa0;%2&#xa0;%.</translation>
    </message>
    <message numerus="yes">
        <source>Every move for %1 wins in %n, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>
            <numerusform>Chaque coup de&#xa0;%1 mène à la victoire en&#xa0;%n, sauf&#xa0;%2.</numerusform>
            <numerusform>Chaque coup de&#xa0;%1 mène à la victoire en&#xa0;%n, sauf&#xa0;%2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every move for %1 loses in %n, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>
            <numerusform>Chaque coup de&#xa0;%1 mène à la défaite en&#xa0;%n, sauf&#xa0;%2.</numerusform>
            <numerusform>Chaque coup de&#xa0;%1 mène à la défaite en&#xa0;%n, sauf&#xa0;%2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every move for %1 draws, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>Chaque coup de&#xa0;%1 mène à une partie nulle, sauf&#xa0;%2.</translation>
    </message>
    <message>
        <source>Every move for %1 is estimated at %3%, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>Chaque coup de&#xa0;%1 est estimé à&#xa0;%3&#xa0;%, sauf&#xa0;%2.</translation>
    </message>
    <message numerus="yes">
        <source>%1: wins in %n</source>
        <comment>a cell (%1) and its value</comment>
        <translation>
            <numerusform>%1&#xa0;: victoire en&#xa0;%n</numerusform>
            <numerusform>%1&#xa0;: victoire en&#xa0;%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: loses in %n</source>
        <comment>a cell (%1) and its value</comment>
        <translation>
            <numerusform>%1&#xa0;: défaite en&#xa0;%n</numerusform>
            <numerusform>%1&#xa0;: défaite en&#xa0;%n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: draws</source>
        <comment>a cell (%1) and its value</comment>
        <translation>%1&#xa0;: nulle</translation>
    </message>
    <message>
        <source>%1: %2%</source>
        <comment>a cell (%1) and its estimated chances</comment>
        <translation>%1&#xa0;: %2&#xa0;%</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>{name} does not exist.</source>
        <translation>{name} n’existe pas.</translation>
    </message>
    <message>
        <source>{name} is a folder, not a saved game.</source>
        <translation>{name} est un dossier, pas une partie enregistrée.</translation>
    </message>
    <message>
        <source>{name} cannot be read: permission denied.</source>
        <translation>Impossible de lire {name}&#xa0;: permission refusée.</translation>
    </message>
    <message>
        <source>{name} is not a text file, so it is not a saved game.</source>
        <translation>{name} n’est pas un fichier texte, ce n’est donc pas une partie enregistrée.</translation>
    </message>
    <message>
        <source>{name} cannot be read: {reason}.</source>
        <translation>Impossible de lire {name}&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>{name} is empty: there is no game in it.</source>
        <translation>{name} est vide&#xa0;: il ne contient aucune partie.</translation>
    </message>
    <message>
        <source>{name} was saved by a newer version of ttt_qt (game format {version}; this version reads format {ours}). Update ttt_qt to open it.</source>
        <translation>{name} a été enregistré par une version plus récente de ttt_qt (format de partie {version}&#xa0;; cette version lit le format {ours}). Mettez ttt_qt à jour pour l’ouvrir.</translation>
    </message>
    <message>
        <source>{name} is not a ttt_qt game: the first line must be &apos;{header}&apos;.</source>
        <translation>{name} n’est pas une partie ttt_qt&#xa0;: la première ligne doit être &apos;{header}&apos;.</translation>
    </message>
    <message>
        <source>{name} cannot be opened: {reason}.</source>
        <translation>Impossible d’ouvrir {name}&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>{name} is too big to be a game file.</source>
        <translation>{name} est trop volumineux pour être un fichier de partie.</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>ligne {line}</translation>
    </message>
    <message>
        <source>line {line}, move {move}</source>
        <translation>ligne {line}, coup {move}</translation>
    </message>
    <message>
        <source>{where}: {problem}</source>
        <translation>{where}&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>a saved game is at most {limit} characters</source>
        <translation>une partie enregistrée compte au plus {limit} caractères</translation>
    </message>
    <message>
        <source>unknown entry &apos;{entry}&apos;</source>
        <translation>entrée inconnue &apos;{entry}&apos;</translation>
    </message>
    <message>
        <source>&apos;{entry}&apos; is given twice</source>
        <translation>&apos;{entry}&apos; est donné deux fois</translation>
    </message>
    <message>
        <source>missing {entries}</source>
        <translation>il manque {entries}</translation>
    </message>
    <message>
        <source>{entry} must be a whole number, not &apos;{text}&apos;</source>
        <translation>{entry} doit être un nombre entier, pas &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>board size must be from {low} to {high}, not {size}</source>
        <translation>la taille du plateau doit aller de {low} à {high}, pas {size}</translation>
    </message>
    <message>
        <source>win length must be from {low} to the board size {size}, not {length}</source>
        <translation>la longueur de l’alignement doit aller de {low} à la taille du plateau, {size}, pas {length}</translation>
    </message>
    <message>
        <source>rules must be &apos;normal&apos; or &apos;reverse&apos;, not &apos;{text}&apos;</source>
        <translation>rules doit valoir &apos;normal&apos; ou &apos;reverse&apos;, pas &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>rule must be &apos;freestyle&apos;, &apos;standard&apos;, &apos;renju&apos; or &apos;caro&apos;, not &apos;{text}&apos;</source>
        <translation>rule doit valoir &apos;freestyle&apos;, &apos;standard&apos;, &apos;renju&apos; ou &apos;caro&apos;, pas &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>the {rule} rule is five in a row on boards from 7 x 7 to 15 x 15, in normal rules</source>
        <translation>la règle {rule} ne vaut que pour cinq alignés sur des plateaux de 7 x 7 à 15 x 15, en règles normales</translation>
    </message>
    <message>
        <source>the opening must be &apos;none&apos;, &apos;swap&apos; or &apos;swap2&apos;, not &apos;{text}&apos;</source>
        <translation>l’ouverture doit valoir &apos;none&apos;, &apos;swap&apos; ou &apos;swap2&apos;, pas &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>the {opening} opening is played on 15 x 15 with five in a row, under freestyle, standard or Renju</source>
        <translation>l’ouverture {opening} se joue sur 15 x 15 avec cinq alignés, en règle freestyle, standard ou Renju</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a choice of the opening: give black, white or two</source>
        <translation>&apos;{text}&apos; n’est pas un choix de l’ouverture&#xa0;: donnez black, white ou two</translation>
    </message>
    <message>
        <source>{cell} cannot be played before the opening&apos;s choice</source>
        <translation>{cell} ne peut pas être jouée avant le choix de l’ouverture</translation>
    </message>
    <message>
        <source>the opening&apos;s choices ({text}) do not fit its moves</source>
        <translation>les choix de l’ouverture ({text}) ne correspondent pas à ses coups</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; is not a cell: give a column letter A-{last} and a row 1-{size}, like B2</source>
        <translation>&apos;{word}&apos; n’est pas une case&#xa0;: donnez une lettre de colonne A-{last} et une ligne 1-{size}, comme B2</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; is off the {size} x {size} board: columns A-{last}, rows 1-{size}</source>
        <translation>&apos;{word}&apos; est hors du plateau {size} x {size}&#xa0;: colonnes A-{last}, lignes 1-{size}</translation>
    </message>
    <message>
        <source>{cell} cannot be played, it is already taken</source>
        <translation>{cell} ne peut pas être jouée, elle est déjà prise</translation>
    </message>
    <message>
        <source>{cell} cannot be played, the game is over</source>
        <translation>{cell} ne peut pas être jouée, la partie est finie</translation>
    </message>
    <message>
        <source>{cell} cannot be played, it is forbidden to X under Renju ({reason})</source>
        <translation>{cell} ne peut pas être jouée, elle est interdite à X en Renju ({reason})</translation>
    </message>
    <message>
        <source>{entry} must be &apos;person&apos;, &apos;computer&apos; or &apos;engine&apos;, not &apos;{text}&apos;</source>
        <translation>{entry} doit valoir &apos;person&apos;, &apos;computer&apos; ou &apos;engine&apos;, pas &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>{entry} must give a name after &apos;{player}&apos;</source>
        <translation>{entry} doit donner un nom après &apos;{player}&apos;</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; in {entry} is not a strategy name (lower-case letters, digits, &apos;-&apos; and &apos;_&apos;)</source>
        <translation>&apos;{text}&apos; dans {entry} n’est pas un nom de stratégie (lettres minuscules, chiffres, &apos;-&apos; et &apos;_&apos;)</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; in {entry} is not an option: give name=number, like time_limit=1.5</source>
        <translation>&apos;{text}&apos; dans {entry} n’est pas une option&#xa0;: donnez nom=nombre, comme time_limit=1.5</translation>
    </message>
    <message>
        <source>the option &apos;{option}&apos; of {entry} is given twice</source>
        <translation>l’option &apos;{option}&apos; de {entry} est donnée deux fois</translation>
    </message>
    <message>
        <source>{name} cannot be written: there is no folder {folder}.</source>
        <translation>Impossible d’écrire {name}&#xa0;: le dossier {folder} n’existe pas.</translation>
    </message>
    <message>
        <source>A {format} file cannot keep these rules: {name} will open as {opened}, not {rules}.</source>
        <translation>Un fichier {format} ne peut pas conserver ces règles&#xa0;: {name} s’ouvrira en «&#xa0;{opened}&#xa0;» et non en «&#xa0;{rules}&#xa0;».</translation>
    </message>
    <message>
        <source>{name} cannot be written: {reason}.</source>
        <translation>Impossible d’écrire {name}&#xa0;: {reason}.</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>Paused. {turn}</source>
        <translation>En pause. {turn}</translation>
    </message>
    <message>
        <source>Review: move {moves} of {total}. {result}</source>
        <translation>Revue&#xa0;: coup {moves} sur {total}. {result}</translation>
    </message>
    <message>
        <source>This is a review: Play from here plays on from a move.</source>
        <translation>Ceci est une revue&#xa0;: «&#xa0;Jouer à partir d’ici&#xa0;» reprend la partie à un coup.</translation>
    </message>
    <message>
        <source>The game is over: New game starts another.</source>
        <translation>La partie est terminée&#xa0;: «&#xa0;Nouvelle partie&#xa0;» en commence une autre.</translation>
    </message>
    <message>
        <source>Two computers play this game: Pause stops them, Continue goes on.</source>
        <translation>Deux ordinateurs jouent cette partie&#xa0;: «&#xa0;Pause&#xa0;» les arrête, «&#xa0;Continuer&#xa0;» reprend.</translation>
    </message>
    <message>
        <source>Wait for {name} to move.</source>
        <translation>Attendez que {name} joue.</translation>
    </message>
    <message>
        <source>{cell} is taken: choose a free cell.</source>
        <translation>{cell} est prise&#xa0;: choisissez une case libre.</translation>
    </message>
    <message>
        <source>{cell} is forbidden to {mark} under Renju: {reason}.</source>
        <translation>{cell} est interdite à {mark} en Renju&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>{name} ({mark}) chose a move that is not allowed: {error}</source>
        <translation>{name} ({mark}) a choisi un coup non autorisé&#xa0;: {error}</translation>
    </message>
    <message>
        <source>{name} ({mark}) made an opening decision that is not allowed: {error}</source>
        <translation>{name} ({mark}) a pris une décision d’ouverture non autorisée&#xa0;: {error}</translation>
    </message>
    <message>
        <source>{name} ({mark}) could not move: {message}</source>
        <translation>{name} ({mark}) n’a pas pu jouer&#xa0;: {message}</translation>
    </message>
    <message>
        <source>The analysis failed: {message}</source>
        <translation>L’analyse a échoué&#xa0;: {message}</translation>
    </message>
</context>
<context>
    <name>GameRecorder</name>
    <message>
        <source>This game could not be added to the statistics: {reason}</source>
        <translation>Cette partie n’a pas pu être ajoutée aux statistiques&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Para&amp;mètres…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Défaire</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refaire</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistiques…</translation>
    </message>
    <message>
        <source>The computers&apos; unfinished game is back, paused: Continue lets them play on.</source>
        <translation>La partie inachevée des ordinateurs est de retour, en pause&#xa0;: «&#xa0;Continuer&#xa0;» les laisse reprendre.</translation>
    </message>
    <message>
        <source>Your unfinished game is back: play on, or start a new one.</source>
        <translation>Votre partie inachevée est de retour : continuez-la ou commencez-en une nouvelle.</translation>
    </message>
    <message>
        <source>Review this game?</source>
        <translation>Revoir cette partie&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Review the game</source>
        <translation>&amp;Revoir la partie</translation>
    </message>
    <message>
        <source>Review: {players} · {rules}</source>
        <translation>Revue&#xa0;: {players} · {rules}</translation>
    </message>
    <message>
        <source>{players} · {rules}</source>
        <translation>{players} · {rules}</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Une erreur s’est produite</translation>
    </message>
    <message>
        <source>Start a new game with the new settings? If you keep playing, the rules and players stay as they were.</source>
        <translation>Commencer une nouvelle partie avec les nouveaux paramètres&#xa0;? Si vous continuez à jouer, les règles et les joueurs restent tels qu’ils étaient.</translation>
    </message>
    <message>
        <source>The rules and players were not changed; your game goes on.</source>
        <translation>Les règles et les joueurs n’ont pas été modifiés&#xa0;; votre partie continue.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>Start a &amp;new game</source>
        <translation>Commencer une &amp;nouvelle partie</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>The result stays in Statistics; the game from here on is not counted.</source>
        <translation>Le résultat reste dans les statistiques&#xa0;; la suite de la partie n’est pas comptée.</translation>
    </message>
    <message>
        <source>The game was already over when it was opened: Statistics do not count it.</source>
        <translation>La partie était déjà finie quand elle a été ouverte&#xa0;: les statistiques ne la comptent pas.</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Commencer une nouvelle partie&#xa0;?</translation>
    </message>
    <message>
        <source>Change your opponent and start a new game?</source>
        <translation>Changer d’adversaire et commencer une nouvelle partie&#xa0;?</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
</context>
<context>
    <name>Metainfo</name>
    <message>
        <source>Tic-tac-toe from 3 x 3 to 15 x 15, against a friend or the computer</source>
        <translation>Morpion de 3 x 3 à 15 x 15, contre un ami ou l’ordinateur</translation>
    </message>
    <message>
        <source>A tic-tac-toe game for the desktop that grows with its players: the classic 3 x 3 game, boards up to 15 x 15 with k in a row to win, and reverse (misère) rules in which whoever completes a line loses.</source>
        <translation>Un jeu de morpion pour le bureau qui grandit avec ses joueurs&#xa0;: la partie classique en 3 x 3, des plateaux jusqu’à 15 x 15 où il faut aligner k symboles pour gagner, et des règles inversées (misère) où celui qui complète une ligne perd.</translation>
    </message>
    <message>
        <source>Play a friend, play the computer, or watch two computer players</source>
        <translation>Jouez contre un ami, contre l’ordinateur, ou regardez deux joueurs ordinateur s’affronter</translation>
    </message>
    <message>
        <source>Computer players from a beginner that takes the first free cell to one that never loses</source>
        <translation>Des joueurs ordinateur, du débutant qui prend la première case libre à celui qui ne perd jamais</translation>
    </message>
    <message>
        <source>Hints, undo and redo, a move list and a highlighted winning line</source>
        <translation>Indices, défaire et refaire les coups, liste des coups et ligne gagnante mise en évidence</translation>
    </message>
    <message>
        <source>An evaluation overlay that shows how good every free cell is</source>
        <translation>Une évaluation affichée sur le plateau qui montre la valeur de chaque case libre</translation>
    </message>
    <message>
        <source>Statistics of every game, with a chart and a PDF or CSV report</source>
        <translation>Statistiques de chaque partie, avec un graphique et un rapport PDF ou CSV</translation>
    </message>
    <message>
        <source>Mouse and keyboard play, with the numeric keypad on 3 x 3</source>
        <translation>Jeu à la souris et au clavier, avec le pavé numérique en 3 x 3</translation>
    </message>
    <message>
        <source>A game against the computer on the classic 3 x 3 board</source>
        <translation>Une partie contre l’ordinateur sur le plateau classique de 3 x 3</translation>
    </message>
    <message>
        <source>tic-tac-toe</source>
        <translation>morpion</translation>
    </message>
    <message>
        <source>noughts and crosses</source>
        <translation>croix et ronds</translation>
    </message>
    <message>
        <source>k in a row</source>
        <translation>k alignés</translation>
    </message>
</context>
<context>
    <name>Mode</name>
    <message>
        <source>You vs the computer</source>
        <translation>Vous contre l’ordinateur</translation>
    </message>
    <message>
        <source>Two people</source>
        <translation>Deux personnes</translation>
    </message>
    <message>
        <source>Computer vs computer</source>
        <translation>Ordinateur contre ordinateur</translation>
    </message>
</context>
<context>
    <name>MoveReport</name>
    <message numerus="yes">
        <source>%2 played %3 (%1) — proven: %4 can force a win within %n more moves (the moves of both players).</source>
        <translation>
            <numerusform>%2 a joué %3 (%1) — prouvé&#xa0;: %4 peut forcer la victoire en au plus %n coup supplémentaire (coups des deux joueurs).</numerusform>
            <numerusform>%2 a joué %3 (%1) — prouvé&#xa0;: %4 peut forcer la victoire en au plus %n coups supplémentaires (coups des deux joueurs).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a forced win within %n moves (the moves of both players)</source>
        <translation>
            <numerusform>une victoire forcée en au plus %n coup (coups des deux joueurs)</numerusform>
            <numerusform>une victoire forcée en au plus %n coups (coups des deux joueurs)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a forced loss within %n moves (the moves of both players)</source>
        <translation>
            <numerusform>une défaite forcée en au plus %n coup (coups des deux joueurs)</numerusform>
            <numerusform>une défaite forcée en au plus %n coups (coups des deux joueurs)</numerusform>
        </translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — proven: with best play the game is a draw.</source>
        <translation>%2 a joué %3 (%1) — prouvé&#xa0;: avec un jeu parfait, la partie est nulle.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — a forced move.</source>
        <translation>%2 a joué %3 (%1) — un coup forcé.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — the best move found in %4 s, not proven.</source>
        <translation>%2 a joué %3 (%1) — le meilleur coup trouvé en %4&#xa0;s, non prouvé.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — the move its random games favoured, not proven.</source>
        <translation>%2 a joué %3 (%1) — le coup que ses parties aléatoires ont favorisé, non prouvé.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — a cell chosen at random.</source>
        <translation>%2 a joué %3 (%1) — une case choisie au hasard.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — the first free cell.</source>
        <translation>%2 a joué %3 (%1) — la première case libre.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — its usual opening move, not searched.</source>
        <translation>%2 a joué %3 (%1) — son coup d’ouverture habituel, sans recherche.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — not proven.</source>
        <translation>%2 a joué %3 (%1) — non prouvé.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — a move by its rules of thumb, not proven.</source>
        <translation>%2 a joué %3 (%1) — un coup selon ses règles empiriques, non prouvé.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) the last time the app ran.</source>
        <translation>%2 a joué %3 (%1) la dernière fois que l’application a tourné.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1), an outside engine&apos;s move.</source>
        <translation>%2 a joué %3 (%1), le coup d’un moteur externe.</translation>
    </message>
    <message>
        <source>%1 suggests %2 for %3.</source>
        <translation>%1 suggère %2 pour %3.</translation>
    </message>
    <message>
        <source>Its evaluation for %1: %2 (depth %3).</source>
        <translation>Son évaluation pour %1 : %2 (profondeur %3).</translation>
    </message>
    <message>
        <source>Its evaluation for %1: %2.</source>
        <translation>Son évaluation pour %1 : %2.</translation>
    </message>
    <message>
        <source>It expects %1.</source>
        <translation>Il prévoit %1.</translation>
    </message>
    <message>
        <source>Hint for %1: %2.</source>
        <translation>Indice pour %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Hint for %1: %2 — proven: %3.</source>
        <translation>Indice pour %1&#xa0;: %2 — prouvé&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Hint for %1: %2 — the best move found in %3 s, not proven (%4).</source>
        <translation>Indice pour %1&#xa0;: %2 — le meilleur coup trouvé en %3&#xa0;s, non prouvé (%4).</translation>
    </message>
</context>
<context>
    <name>OpeningChoices</name>
    <message>
        <source>Play &amp;black</source>
        <translation>&amp;Jouer les noirs</translation>
    </message>
    <message>
        <source>Play &amp;white</source>
        <translation>Jouer les &amp;blancs</translation>
    </message>
    <message>
        <source>Place two &amp;more stones</source>
        <translation>Poser de&amp;ux pierres de plus</translation>
    </message>
</context>
<context>
    <name>OpeningCombo</name>
    <message>
        <source>Opening</source>
        <translation>Ouverture</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Black (X) places the first stone and moves on.</source>
        <translation>Noir (X) pose la première pierre, puis la partie continue normalement.</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Swap</translation>
    </message>
    <message>
        <source>The first player places three stones; the other then chooses a colour.</source>
        <translation>Le premier joueur pose trois pierres&#xa0;; l’autre choisit ensuite une couleur.</translation>
    </message>
    <message>
        <source>Swap2</source>
        <translation>Swap2</translation>
    </message>
    <message>
        <source>The first player places three stones; the other chooses a colour, or places two more and leaves the choice to the first.</source>
        <translation>Le premier joueur pose trois pierres&#xa0;; l’autre choisit une couleur, ou en pose deux de plus et laisse le choix au premier.</translation>
    </message>
    <message>
        <source>Swap and swap2 are played on {size} x {size} with five in a row, under freestyle, standard or Renju.</source>
        <translation>Swap et swap2 se jouent sur {size} x {size} avec cinq alignés, en règle libre, standard ou Renju.</translation>
    </message>
</context>
<context>
    <name>OpeningTexts</name>
    <message>
        <source>{name} is choosing a side…</source>
        <translation>{name} choisit sa couleur…</translation>
    </message>
    <message>
        <source>{name} is placing the opening stones…</source>
        <translation>{name} pose les pierres d’ouverture…</translation>
    </message>
    <message>
        <source>Opening: place a black stone (X), {count} to go.</source>
        <translation>Ouverture&#xa0;: posez une pierre noire (X), encore {count}.</translation>
    </message>
    <message>
        <source>Opening: place a white stone (O), {count} to go.</source>
        <translation>Ouverture&#xa0;: posez une pierre blanche (O), encore {count}.</translation>
    </message>
    <message>
        <source>Opening: {name} places a black stone (X), {count} to go.</source>
        <translation>Ouverture&#xa0;: {name} pose une pierre noire (X), encore {count}.</translation>
    </message>
    <message>
        <source>Opening: {name} places a white stone (O), {count} to go.</source>
        <translation>Ouverture&#xa0;: {name} pose une pierre blanche (O), encore {count}.</translation>
    </message>
    <message>
        <source>Your choice: play black, play white or place two more stones.</source>
        <translation>À vous de choisir&#xa0;: jouer les noirs, jouer les blancs ou poser deux pierres de plus.</translation>
    </message>
    <message>
        <source>Your choice: play black or play white.</source>
        <translation>À vous de choisir&#xa0;: jouer les noirs ou jouer les blancs.</translation>
    </message>
    <message>
        <source>{name} chooses: play black, play white or place two more stones.</source>
        <translation>{name} choisit&#xa0;: jouer les noirs, jouer les blancs ou poser deux pierres de plus.</translation>
    </message>
    <message>
        <source>{name} chooses: play black or play white.</source>
        <translation>{name} choisit&#xa0;: jouer les noirs ou jouer les blancs.</translation>
    </message>
    <message>
        <source>{name} took black.</source>
        <translation>{name} a pris les noirs.</translation>
    </message>
    <message>
        <source>{name} took white.</source>
        <translation>{name} a pris les blancs.</translation>
    </message>
    <message>
        <source>{name} will place two more stones.</source>
        <translation>{name} va poser deux pierres de plus.</translation>
    </message>
    <message>
        <source>Swap2 keeps the first stones fair: the other player picks a side after seeing them.</source>
        <translation>Swap2 rend les premières pierres équitables&#xa0;: l’autre joueur choisit sa couleur après les avoir vues.</translation>
    </message>
    <message>
        <source>Swap keeps the first stones fair: the other player picks a side after seeing them.</source>
        <translation>Swap rend les premières pierres équitables&#xa0;: l’autre joueur choisit sa couleur après les avoir vues.</translation>
    </message>
    <message>
        <source>Choose a side first, with the buttons beside the board.</source>
        <translation>Choisissez d’abord votre couleur, avec les boutons à côté du plateau.</translation>
    </message>
</context>
<context>
    <name>OpponentPicker</name>
    <message>
        <source>Another person</source>
        <translation>Une autre personne</translation>
    </message>
    <message>
        <source>Two people take turns at this board</source>
        <translation>Deux personnes jouent à tour de rôle sur ce plateau</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>Adv&amp;ersaire&#xa0;:</translation>
    </message>
    <message>
        <source>Who you play against; changing it starts a new game (asking first mid-game)</source>
        <translation>Contre qui vous jouez&#xa0;; en changer commence une nouvelle partie (en cours de partie, après confirmation)</translation>
    </message>
    <message>
        <source>up from {before} after your last results</source>
        <translation>en hausse depuis {before} après vos derniers résultats</translation>
    </message>
    <message>
        <source>down from {before} after your last results</source>
        <translation>en baisse depuis {before} après vos derniers résultats</translation>
    </message>
    <message>
        <source>It plays at level {level} of {top}, {change} on these rules.</source>
        <translation>Il joue au niveau {level} sur {top}, {change} avec ces règles.</translation>
    </message>
    <message>
        <source>It plays at level {level} of {top}, set by your results on these rules.</source>
        <translation>Il joue au niveau {level} sur {top}, fixé par vos résultats avec ces règles.</translation>
    </message>
</context>
<context>
    <name>OutcomeDialog</name>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Rejouer</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Review with c&amp;oach</source>
        <translation>&amp;Analyser avec le coach</translation>
    </message>
    <message>
        <source>Every move of the game marked, and what was better</source>
        <translation>Chaque coup de la partie annoté, et ce qui était meilleur</translation>
    </message>
</context>
<context>
    <name>OutcomeTeller</name>
    <message>
        <source>The last game ended before the new one: {result}</source>
        <translation>La partie précédente s’est terminée avant la nouvelle&#xa0;: {result}</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <source>Puzzle rating, puzzle by puzzle</source>
        <translation>Classement aux énigmes, énigme par énigme</translation>
    </message>
    <message>
        <source>No puzzles tried yet.</source>
        <translation>Aucune énigme tentée pour l’instant.</translation>
    </message>
    <message numerus="yes">
        <source>Puzzle rating from {start} to {now} after %n puzzles ({solved} solved).</source>
        <translation>
            <numerusform>Classement aux énigmes de {start} à {now} après %n énigme ({solved} résolue(s)).</numerusform>
            <numerusform>Classement aux énigmes de {start} à {now} après %n énigmes ({solved} résolue(s)).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>all rules</source>
        <translation>toutes règles</translation>
    </message>
    <message>
        <source>Abandoned games were left before their end (they count as played, not as won, lost or tied). Continued games were played on from a reviewed game, whose first moves they took over; they count with their results, and are named under the table of runs.</source>
        <translation>Les parties abandonnées ont été quittées avant leur fin (elles comptent comme jouées, pas comme gagnées, perdues ou nulles). Les parties reprises ont été poursuivies à partir d’une partie revue, dont elles ont repris les premiers coups&#xa0;; elles comptent avec leurs résultats et sont nommées sous le tableau des parties.</translation>
    </message>
    <message>
        <source>Tic-tac-toe: one game</source>
        <translation>Morpion&#xa0;: une partie</translation>
    </message>
    <message>
        <source>Tic-tac-toe: the last {count} games</source>
        <translation>Morpion&#xa0;: les {count} dernières parties</translation>
    </message>
    <message>
        <source>Tic-tac-toe: all {count} games</source>
        <translation>Morpion&#xa0;: les {count} parties</translation>
    </message>
    <message>
        <source>Report made {date}.</source>
        <translation>Rapport établi le {date}.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <source>Your games against the computer are counted for you, one row per computer opponent (its strategy, and its options where they differ from the defaults); games of two people or two computer players are counted for X. The current streak is the run of equal results at the end; the best streak is the longest run of wins.</source>
        <translation>Vos parties contre l’ordinateur sont comptées pour vous, une ligne par adversaire ordinateur (sa stratégie, et ses options lorsqu’elles diffèrent des valeurs par défaut)&#xa0;; les parties entre deux personnes ou deux joueurs ordinateur sont comptées pour X. La série en cours est la suite de résultats identiques à la fin&#xa0;; la meilleure série est la plus longue suite de victoires.</translation>
    </message>
    <message>
        <source>Won, lost and tied per opponent, all rules together</source>
        <translation>Victoires, défaites et nulles par adversaire, toutes règles confondues</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>The coach&apos;s marks</source>
        <translation>Les annotations de l’entraîneur</translation>
    </message>
    <message>
        <source>The inaccuracies (?!), mistakes (?) and blunders (??) the coach found in the runs it reviewed; ~ marks an estimate.</source>
        <translation>Les imprécisions (?!), erreurs (?) et gaffes (??) que l’entraîneur a trouvées dans les parties analysées ; ~ signale une estimation.</translation>
    </message>
    <message>
        <source>no mistakes found</source>
        <translation>aucune erreur trouvée</translation>
    </message>
    <message>
        <source>Run {run}: {marks}</source>
        <translation>Partie {run} : {marks}</translation>
    </message>
    <message>
        <source>1 computer-vs-computer game is left out.</source>
        <translation>1 partie ordinateur contre ordinateur est laissée de côté.</translation>
    </message>
    <message>
        <source>{count} computer-vs-computer games are left out.</source>
        <translation>{count} parties ordinateur contre ordinateur sont laissées de côté.</translation>
    </message>
    <message>
        <source>The table lists the last {shown} of the {total} runs (the summary and the chart count them all); the CSV export has every one.</source>
        <translation>Le tableau présente les {shown} dernières des {total} parties (le résumé et le graphique les comptent toutes)&#xa0;; l’export CSV les contient toutes.</translation>
    </message>
    <message>
        <source>No games recorded.</source>
        <translation>Aucune partie enregistrée.</translation>
    </message>
    <message>
        <source>Runs {first} to {last}, played {date}.</source>
        <translation>Parties {first} à {last}, jouées le {date}.</translation>
    </message>
    <message>
        <source>Runs {first} to {last}, played {start} to {end}.</source>
        <translation>Parties {first} à {last}, jouées du {start} au {end}.</translation>
    </message>
    <message>
        <source>No games.</source>
        <translation>Aucune partie.</translation>
    </message>
</context>
<context>
    <name>ResultBanner</name>
    <message>
        <source>Click to hide this. The result stays beside the board.</source>
        <translation>Cliquez pour masquer ceci. Le résultat reste à côté du plateau.</translation>
    </message>
    <message>
        <source>Press New game to play again.</source>
        <translation>Appuyez sur « Nouvelle partie » pour rejouer.</translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>{x} (X) vs {o} (O)</source>
        <translation>{x} (X) contre {o} (O)</translation>
    </message>
    <message>
        <source>Your move ({mark})</source>
        <translation>À vous de jouer ({mark})</translation>
    </message>
    <message>
        <source>{name} ({mark}) is thinking…</source>
        <translation>{name} ({mark}) réfléchit…</translation>
    </message>
    <message>
        <source>{name} ({mark}) to move</source>
        <translation>À {name} ({mark}) de jouer</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, standard (exactly five)</source>
        <translation>{size} x {size}, {length} alignés, standard (exactement cinq)</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, Renju</source>
        <translation>{size} x {size}, {length} alignés, Renju</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, Caro</source>
        <translation>{size} x {size}, {length} alignés, Caro</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, reverse rules</source>
        <translation>{size} x {size}, {length} alignés, règles inversées</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row</source>
        <translation>{size} x {size}, {length} alignés</translation>
    </message>
    <message>
        <source>you ({mark})</source>
        <translation>vous ({mark})</translation>
    </message>
    <message>
        <source>{name} ({mark})</source>
        <translation>{name} ({mark})</translation>
    </message>
    <message>
        <source>Next to play: you ({mark})</source>
        <translation>Joue ensuite&#xa0;: vous ({mark})</translation>
    </message>
    <message>
        <source>Next to play: {name} ({mark})</source>
        <translation>Joue ensuite&#xa0;: {name} ({mark})</translation>
    </message>
    <message>
        <source>Draw.</source>
        <comment>the game ended without a winner</comment>
        <translation>Match nul.</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Vous avez gagné&#xa0;!</translation>
    </message>
    <message>
        <source>You lost.</source>
        <translation>Vous avez perdu.</translation>
    </message>
    <message>
        <source>{name} won!</source>
        <translation>{name} a gagné&#xa0;!</translation>
    </message>
    <message>
        <source>The board is full and nobody completed a line.</source>
        <translation>Le plateau est plein et personne n’a complété de ligne.</translation>
    </message>
    <message>
        <source>You completed the line {line}.</source>
        <translation>Vous avez complété la ligne {line}.</translation>
    </message>
    <message>
        <source>{name} completed the line {line}.</source>
        <translation>{name} a complété la ligne {line}.</translation>
    </message>
    <message>
        <source>You completed the line {line}, so you lose (reverse rules).</source>
        <translation>Vous avez complété la ligne {line}, vous perdez donc (règles inversées).</translation>
    </message>
    <message>
        <source>{name} completed the line {line}, so you win (reverse rules).</source>
        <translation>{name} a complété la ligne {line}, vous gagnez donc (règles inversées).</translation>
    </message>
    <message>
        <source>{loser} completed the line {line}, so {winner} wins (reverse rules).</source>
        <translation>{loser} a complété la ligne {line}, {winner} gagne donc (règles inversées).</translation>
    </message>
</context>
<context>
    <name>RuleCombo</name>
    <message>
        <source>Gomoku rule</source>
        <translation>Règle du gomoku</translation>
    </message>
    <message>
        <source>A rule other than freestyle needs five in a row on a board from {low} x {low} to {high} x {high}, in normal rules.</source>
        <translation>Une règle autre que la règle libre ne se joue qu’à cinq alignés, sur des plateaux de {low} x {low} à {high} x {high}, en règles normales.</translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <source>Freestyle</source>
        <translation>Libre</translation>
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
        <translation>Libre&#xa0;: cinq alignés ou plus gagnent</translation>
    </message>
    <message>
        <source>Standard: exactly five; six or more does not win</source>
        <translation>Standard&#xa0;: exactement cinq&#xa0;; six ou plus ne gagnent pas</translation>
    </message>
    <message>
        <source>Renju: X (black) may not make a double three, a double four or an overline</source>
        <translation>Renju&#xa0;: X (noir) ne peut faire ni double-trois, ni double-quatre, ni alignement trop long</translation>
    </message>
    <message>
        <source>Caro: a five blocked at both ends does not win</source>
        <translation>Caro&#xa0;: cinq alignés bloqués aux deux bouts ne gagnent pas</translation>
    </message>
    <message>
        <source>double three</source>
        <translation>double-trois</translation>
    </message>
    <message>
        <source>double four</source>
        <translation>double-quatre</translation>
    </message>
    <message>
        <source>overline</source>
        <translation>alignement trop long</translation>
    </message>
    <message>
        <source>{count} in a row does not win under the standard rule: play on.</source>
        <translation>{count} alignés ne gagnent pas en règle standard&#xa0;: continuez à jouer.</translation>
    </message>
    <message>
        <source>A five blocked at both ends does not win under Caro: play on.</source>
        <translation>Cinq alignés bloqués aux deux bouts ne gagnent pas en Caro&#xa0;: continuez à jouer.</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <source>Cannot open the game</source>
        <translation>Impossible d’ouvrir la partie</translation>
    </message>
    <message>
        <source>{error}

The current game is kept.</source>
        <translation>{error}

La partie en cours est conservée.</translation>
    </message>
    <message>
        <source>Opened {file}: {players}.</source>
        <translation>{file} ouvert&#xa0;: {players}.</translation>
    </message>
    <message>
        <source>Opened {file}: {players}. Your next games keep its rules: {rules}.</source>
        <translation>{file} ouvert&#xa0;: {players}. Vos prochaines parties gardent ses règles&#xa0;: {rules}.</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Impossible d’enregistrer la partie</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>{file} enregistré</translation>
    </message>
    <message>
        <source>Open a saved game instead?</source>
        <translation>Ouvrir plutôt une partie enregistrée&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Open a game…</source>
        <translation>&amp;Ouvrir une partie…</translation>
    </message>
    <message>
        <source>Open {file} instead?</source>
        <translation>Ouvrir {file} à la place&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Open it</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>game.ttt</source>
        <comment>suggested file name</comment>
        <translation>partie.ttt</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>&amp;Save anyway</source>
        <translation>&amp;Enregistrer quand même</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>&amp;Mode&#xa0;:</translation>
    </message>
    <message>
        <source>Board si&amp;ze:</source>
        <translation>&amp;Taille du plateau&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Win length:</source>
        <translation>Alignement &amp;gagnant&#xa0;:</translation>
    </message>
    <message>
        <source>Board and rules</source>
        <translation>Plateau et règles</translation>
    </message>
    <message>
        <source>Board &amp;theme:</source>
        <translation>T&amp;hème du plateau&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <source>X (you move first)</source>
        <translation>X (vous jouez en premier)</translation>
    </message>
    <message>
        <source>O (the computer opens)</source>
        <translation>O (l’ordinateur commence)</translation>
    </message>
    <message>
        <source>Pause before each computer move</source>
        <translation>Pause avant chaque coup de l’ordinateur</translation>
    </message>
    <message>
        <source>Restore &amp;Defaults</source>
        <translation>Valeurs par &amp;défaut</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Taille du plateau</translation>
    </message>
    <message>
        <source> in a row</source>
        <translation> alignés</translation>
    </message>
    <message>
        <source>Win length</source>
        <translation>Alignement gagnant</translation>
    </message>
    <message>
        <source>Reverse rules: whoever completes a line loses</source>
        <translation>Règles inversées&#xa0;: qui complète une ligne perd</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>Langue du système ({language})</translation>
    </message>
    <message>
        <source>The new language is used from the next start of {name}.</source>
        <translation>La nouvelle langue sera utilisée au prochain démarrage de {name}.</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>Go board</source>
        <translation>Plateau de go</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <source>Until you pick a theme, the board takes the one that suits the game: paper for three and four in a row, a go board from five in a row on, and high contrast when the system asks for it.</source>
        <translation>Tant que vous ne choisissez pas de thème, le plateau prend celui qui convient à la partie&#xa0;: papier pour trois et quatre alignés, plateau de go à partir de cinq alignés, et contraste élevé quand le système le demande.</translation>
    </message>
    <message>
        <source>Until you pick one: paper for three and four in a row, a go board from five on.</source>
        <translation>Tant que vous n’en choisissez pas&#xa0;: papier pour trois et quatre alignés, plateau de go à partir de cinq.</translation>
    </message>
    <message>
        <source>Animat&amp;ions</source>
        <translation>&amp;Animations</translation>
    </message>
    <message>
        <source>Marks draw themselves and the winning line draws across the board. With animations off, every change shows at once.</source>
        <translation>Les marques se dessinent d’elles-mêmes et la ligne gagnante se trace à travers le plateau. Sans animations, chaque changement s’affiche aussitôt.</translation>
    </message>
    <message>
        <source>R&amp;ule:</source>
        <translation>&amp;Règle&#xa0;:</translation>
    </message>
    <message>
        <source>Openin&amp;g:</source>
        <translation>Ou&amp;verture&#xa0;:</translation>
    </message>
    <message>
        <source>Look and language</source>
        <translation>Apparence et langue</translation>
    </message>
    <message>
        <source>At most {count} characters. Left empty, the name is {name}.</source>
        <translation>{count} caractères au plus. Laissé vide, le nom est {name}.</translation>
    </message>
    <message>
        <source>Your &amp;symbol:</source>
        <translation>Votre &amp;symbole&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>Adv&amp;ersaire&#xa0;:</translation>
    </message>
    <message>
        <source>X player&apos;s &amp;name:</source>
        <translation>&amp;Nom du joueur X&#xa0;:</translation>
    </message>
    <message>
        <source>O player&apos;s n&amp;ame:</source>
        <translation>Nom du &amp;joueur O&#xa0;:</translation>
    </message>
    <message>
        <source>Move &amp;delay:</source>
        <translation>&amp;Délai avant chaque coup&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;X computer</source>
        <translation>Ordinateur &amp;X</translation>
    </message>
    <message>
        <source>&amp;O computer</source>
        <translation>Ordinateur &amp;O</translation>
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
        <translation>joueurs</translation>
    </message>
    <message>
        <source>player names</source>
        <translation>noms des joueurs</translation>
    </message>
    <message>
        <source>rules of the game</source>
        <translation>règles du jeu</translation>
    </message>
    <message>
        <source>unfinished game</source>
        <translation>partie inachevée</translation>
    </message>
    <message>
        <source>Statistics choices</source>
        <translation>choix des statistiques</translation>
    </message>
    <message>
        <source>move delay</source>
        <translation>délai avant chaque coup</translation>
    </message>
    <message>
        <source>evaluation</source>
        <translation>évaluation</translation>
    </message>
    <message>
        <source>language</source>
        <translation>langue</translation>
    </message>
    <message>
        <source>board theme</source>
        <translation>thème du plateau</translation>
    </message>
    <message>
        <source>animations</source>
        <translation>animations</translation>
    </message>
    <message>
        <source>window size</source>
        <translation>taille de la fenêtre</translation>
    </message>
    <message>
        <source>Some settings could not be read and were reset.</source>
        <translation>Certains paramètres n’ont pas pu être lus et ont été réinitialisés.</translation>
    </message>
    <message>
        <source>Some settings could not be read and were reset, among them: {list}.</source>
        <translation>Certains paramètres n’ont pas pu être lus et ont été réinitialisés, dont&#xa0;: {list}.</translation>
    </message>
    <message>
        <source>Some settings could not be read and were reset: {list}.</source>
        <translation>Certains paramètres n’ont pas pu être lus et ont été réinitialisés&#xa0;: {list}.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Game status</source>
        <translation>État de la partie</translation>
    </message>
    <message>
        <source>The computer&apos;s last move, or how the game ended</source>
        <translation>Le dernier coup de l’ordinateur, ou comment la partie s’est terminée</translation>
    </message>
    <message>
        <source>Show on every free cell how good it is for the player to move:
a proven win, draw or loss with the moves to the end (&quot;Win in 3&quot;),
or else the estimated chances (&quot;62%&quot;), not proven.</source>
        <translation>Affiche sur chaque case libre sa valeur pour le joueur qui doit jouer&#xa0;:
une victoire, une nulle ou une défaite prouvée, avec les coups jusqu’à la fin («&#xa0;Victoire en 3&#xa0;»),
sinon les chances estimées («&#xa0;62&#xa0;%&#xa0;»), non prouvées.</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ Pr&amp;écédent</translation>
    </message>
    <message>
        <source>&amp;Forward ▶</source>
        <translation>Suivan&amp;t ▶</translation>
    </message>
    <message>
        <source>&amp;Play from here</source>
        <translation>&amp;Jouer à partir d’ici</translation>
    </message>
    <message>
        <source>Mo&amp;ves:</source>
        <translation>C&amp;oups&#xa0;:</translation>
    </message>
    <message>
        <source>Moves played</source>
        <translation>Coups joués</translation>
    </message>
    <message>
        <source>The game is over here: step back to play on from an earlier move.</source>
        <translation>La partie est finie ici&#xa0;: revenez en arrière pour continuer depuis un coup précédent.</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>Contin&amp;uer</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>Pa&amp;use</translation>
    </message>
    <message>
        <source>Whoever completes {length} in a row loses: leave that to your opponent.</source>
        <translation>Qui aligne {length} perd&#xa0;: laissez-le à votre adversaire.</translation>
    </message>
    <message>
        <source>Taken back: Redo plays it again</source>
        <translation>Repris&#xa0;: Refaire le rejoue</translation>
    </message>
</context>
<context>
    <name>StatsChart</name>
    <message>
        <source>{player} vs {opponent}</source>
        <translation>{player} contre {opponent}</translation>
    </message>
    <message>
        <source>No games recorded yet</source>
        <translation>Aucune partie enregistrée pour l’instant</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagnées</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdues</translation>
    </message>
    <message>
        <source>tied</source>
        <translation>nulles</translation>
    </message>
    <message>
        <source>{count} played</source>
        <translation>jouées&#xa0;: {count}</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the chart&apos;s groups</comment>
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <source>{pairing}: {won} won, {lost} lost, {tied} tied</source>
        <translation>{pairing}&#xa0;: gagnées {won}, perdues {lost}, nulles {tied}</translation>
    </message>
</context>
<context>
    <name>StatsChartWidget</name>
    <message>
        <source>Won, lost and tied per opponent</source>
        <translation>Gagnées, perdues et nulles par adversaire</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Include games between c&amp;omputer players</source>
        <translation>Inclure les parties entre &amp;ordinateurs</translation>
    </message>
    <message>
        <source>Games where the computer played both sides are kept apart from yours; tick to count them too (in the exports as well).</source>
        <translation>Les parties où l’ordinateur a joué les deux camps sont tenues à part des vôtres&#xa0;; cochez pour les compter aussi (y compris dans les exports).</translation>
    </message>
    <message>
        <source>Only the last</source>
        <translation>Seulement les</translation>
    </message>
    <message>
        <source>Number of recent games</source>
        <translation>Nombre de parties récentes</translation>
    </message>
    <message>
        <source>Summary per opponent and rules</source>
        <translation>Résumé par adversaire et par règles</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <source>Won, lost and tied per opponent, all rules together</source>
        <translation>Victoires, défaites et nulles par adversaire, toutes règles confondues</translation>
    </message>
    <message>
        <source>Games (double-click one to review it)</source>
        <translation>Parties (double-cliquez sur une partie pour la revoir)</translation>
    </message>
    <message>
        <source>Puzzle rating after each puzzle (a filled dot: solved)</source>
        <translation>Classement après chaque énigme (point plein : résolue)</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Revoir</translation>
    </message>
    <message>
        <source>Review with c&amp;oach</source>
        <translation>&amp;Analyser avec le coach</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Exporter en &amp;CSV…</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>Exporter en &amp;PDF…</translation>
    </message>
    <message>
        <source>C&amp;lear statistics…</source>
        <translation>&amp;Effacer les statistiques…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>None of your games recorded yet: they appear here once finished.</source>
        <translation>Aucune de vos parties n’est encore enregistrée&#xa0;: elles apparaîtront ici une fois terminées.</translation>
    </message>
    <message>
        <source>No games recorded yet: finished games appear here.</source>
        <translation>Aucune partie enregistrée pour l’instant&#xa0;: les parties terminées apparaîtront ici.</translation>
    </message>
    <message>
        <source>{counted} of {total} recorded games.</source>
        <translation>{counted} des {total} parties enregistrées.</translation>
    </message>
    <message>
        <source>The one recorded game.</source>
        <translation>L’unique partie enregistrée.</translation>
    </message>
    <message numerus="yes">
        <source>All %n recorded games.</source>
        <translation>
            <numerusform>La partie enregistrée (%n).</numerusform>
            <numerusform>Les&#xa0;%n parties enregistrées.</numerusform>
        </translation>
    </message>
    <message>
        <source>The last {shown} of {total} recorded games.</source>
        <translation>Les {shown} dernières des {total} parties enregistrées.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) between computer players are not counted.</source>
        <translation>
            <numerusform>%n partie entre ordinateurs n’est pas comptée.</numerusform>
            <numerusform>%n parties entre ordinateurs ne sont pas comptées.</numerusform>
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
            <numerusform> partie</numerusform>
            <numerusform> parties</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the games as CSV</source>
        <translation>Exporter les parties en CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Fichiers CSV (*.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>The CSV file could not be written to {path}: {reason}.</source>
        <translation>Le fichier CSV n’a pas pu être écrit dans {path}&#xa0;: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n game(s) to {path}.</source>
        <translation>
            <numerusform>%n partie enregistrée dans {path}.</numerusform>
            <numerusform>%n parties enregistrées dans {path}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export a PDF report</source>
        <translation>Exporter un rapport PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf);;All files (*)</source>
        <translation>Fichiers PDF (*.pdf);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>The report could not be written to {path}: {reason}.</source>
        <translation>Le rapport n’a pas pu être écrit dans {path}&#xa0;: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>Saved the report of %n game(s) to {path}.</source>
        <translation>
            <numerusform>Rapport de&#xa0;%n partie enregistré dans {path}.</numerusform>
            <numerusform>Rapport de&#xa0;%n parties enregistré dans {path}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Forget all %n recorded games? This cannot be undone.</source>
        <translation>
            <numerusform>Oublier la partie enregistrée (%n)&#xa0;? Cette action est irréversible.</numerusform>
            <numerusform>Oublier les&#xa0;%n parties enregistrées&#xa0;? Cette action est irréversible.</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics could not be cleared: the records file cannot be changed now.</source>
        <translation>Impossible d’effacer les statistiques&#xa0;: le fichier des parties ne peut pas être modifié pour l’instant.</translation>
    </message>
    <message>
        <source>Statistics cleared.</source>
        <translation>Statistiques effacées.</translation>
    </message>
    <message>
        <source>Clear statistics</source>
        <translation>Effacer les statistiques</translation>
    </message>
    <message>
        <source>Forget the one recorded game? This cannot be undone.</source>
        <translation>Oublier l’unique partie enregistrée&#xa0;? Cette action est irréversible.</translation>
    </message>
</context>
<context>
    <name>StatsTables</name>
    <message>
        <source>Run</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
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
        <translation>Gagnant</translation>
    </message>
    <message>
        <source>Who lost</source>
        <translation>Perdant</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Nulle</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <comment>a column: how many games were left unfinished</comment>
        <translation>Abandonnées</translation>
    </message>
    <message>
        <source>Continued</source>
        <translation>Reprises</translation>
    </message>
    <message>
        <source>Games left before their end (a new game, another game opened, ...): counted as played, not as won, lost or tied. Match my level counts them as your losses.</source>
        <translation>Parties quittées avant leur fin (nouvelle partie, autre partie ouverte, ...)&#xa0;: comptées comme jouées, pas comme gagnées, perdues ou nulles. «&#xa0;À mon niveau&#xa0;» les compte comme vos défaites.</translation>
    </message>
    <message>
        <source>Games played on from a reviewed game, whose first moves they took over: counted with their results, and noted in the games table.</source>
        <translation>Parties poursuivies à partir d’une partie revue, dont elles ont repris les premiers coups&#xa0;: comptées avec leurs résultats, et signalées dans le tableau des parties.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdues</translation>
    </message>
    <message>
        <source>Tied</source>
        <translation>Nulles</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Série en cours</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Meilleure série</translation>
    </message>
    <message>
        <source>{name} · {options}</source>
        <translation>{name} · {options}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between a computer&apos;s options</comment>
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <source>{level} ({strategy})</source>
        <comment>a computer: its level, its strategy</comment>
        <translation>{level} ({strategy})</translation>
    </message>
    <message>
        <source>{value} random games a move</source>
        <translation>{value} parties aléatoires par coup</translation>
    </message>
    <message>
        <source>{value} playouts a move</source>
        <translation>{value} simulations par coup</translation>
    </message>
    <message>
        <source>{value} s a move</source>
        <translation>{value}&#xa0;s par coup</translation>
    </message>
    <message>
        <source>{option}: {value}</source>
        <translation>{option}&#xa0;: {value}</translation>
    </message>
    <message>
        <source>Abandoned; continued from run {run} after move {move}</source>
        <translation>Abandonnée&#xa0;; reprise de la partie {run} après le coup {move}</translation>
    </message>
    <message>
        <source>Continued from run {run} after move {move}</source>
        <translation>Reprise de la partie {run} après le coup {move}</translation>
    </message>
    <message>
        <source>Abandoned; continued from another game after move {move}</source>
        <translation>Abandonnée&#xa0;; reprise d’une autre partie après le coup {move}</translation>
    </message>
    <message>
        <source>Continued from another game after move {move}</source>
        <translation>Reprise d’une autre partie après le coup {move}</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <comment>one game&apos;s note</comment>
        <translation>Abandonnée</translation>
    </message>
    <message>
        <source>Run {run}: {note}</source>
        <translation>Partie {run}&#xa0;: {note}</translation>
    </message>
    <message>
        <source>{side} ({mark})</source>
        <translation>{side} ({mark})</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>{count} won</source>
        <translation>gagnées&#xa0;: {count}</translation>
    </message>
    <message>
        <source>{count} lost</source>
        <translation>perdues&#xa0;: {count}</translation>
    </message>
    <message>
        <source>{count} tied</source>
        <translation>nulles&#xa0;: {count}</translation>
    </message>
    <message>
        <source>{count} abandoned</source>
        <translation>abandonnées&#xa0;: {count}</translation>
    </message>
    <message>
        <source>all rules</source>
        <translation>toutes règles</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}&#xa0;%</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, reverse</source>
        <translation>{size} x {size}, {length} alignés, inversées</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row</source>
        <translation>{size} x {size}, {length} alignés</translation>
    </message>
    <message>
        <source>Run {run} · {rules}
X: {x}
O: {o}
Moves: {moves}
Double-click to review</source>
        <translation>Partie {run} · {rules}
X&#xa0;: {x}
O&#xa0;: {o}
Coups&#xa0;: {moves}
Double-cliquez pour revoir la partie</translation>
    </message>
    <message>
        <source>no moves</source>
        <translation>aucun coup</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Playing on from move {moves} with the players and rules of the game reviewed; New game goes back to your settings.</source>
        <translation>La partie reprend au coup {moves} avec les joueurs et les règles de la partie revue&#xa0;; Nouvelle partie revient à vos paramètres.</translation>
    </message>
    <message>
        <source>Playing on from move {moves}.</source>
        <translation>La partie reprend au coup {moves}.</translation>
    </message>
    <message>
        <source>Back to your settings: {players}, {rules}.</source>
        <translation>Retour à vos paramètres&#xa0;: {players}, {rules}.</translation>
    </message>
    <message>
        <source>Looking for a hint for {player}…</source>
        <translation>Recherche d’un indice pour {player}…</translation>
    </message>
</context>
<context>
    <name>Strategies</name>
    <message>
        <source>Dumb</source>
        <translation>Simplet</translation>
    </message>
    <message>
        <source>Takes the first free cell in order.</source>
        <translation>Prend la première case libre dans l’ordre.</translation>
    </message>
    <message>
        <source>the first free cell</source>
        <translation>la première case libre</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Hasard</translation>
    </message>
    <message>
        <source>Plays any free cell at random.</source>
        <translation>Joue une case libre au hasard.</translation>
    </message>
    <message>
        <source>random moves</source>
        <translation>coups au hasard</translation>
    </message>
    <message>
        <source>Smart</source>
        <translation>Malin</translation>
    </message>
    <message>
        <source>Wins or blocks when it can, else takes the centre, a corner, then a side.</source>
        <translation>Gagne ou bloque quand il le peut, sinon prend le centre, un coin, puis un bord.</translation>
    </message>
    <message>
        <source>Wins or blocks when it can, else takes the cell with the most lines still open to it.</source>
        <translation>Gagne ou bloque quand il le peut, sinon prend la case qui a le plus de lignes encore ouvertes.</translation>
    </message>
    <message>
        <source>win-or-block rules</source>
        <translation>règles pour gagner ou bloquer</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Fork rules</source>
        <translation>Règles de fourchette</translation>
    </message>
    <message>
        <source>Rule-based: win, block, fork, block a fork, centre, opposite corner, corner, side; never loses on 3 x 3.</source>
        <translation>Fondé sur des règles&#xa0;: gagner, bloquer, fourchette, parer une fourchette, centre, coin opposé, coin, bord&#xa0;; ne perd jamais en 3 x 3.</translation>
    </message>
    <message>
        <source>Rule-based: win, block, fork, block a fork, else the cell that best builds its lines and blocks the opponent&apos;s.</source>
        <translation>Fondé sur des règles&#xa0;: gagner, bloquer, fourchette, parer une fourchette, sinon la case qui construit le mieux ses lignes et bloque celles de l’adversaire.</translation>
    </message>
    <message>
        <source>fork rules</source>
        <translation>règles de fourchette</translation>
    </message>
    <message>
        <source>Monte Carlo</source>
        <translation>Monte Carlo</translation>
    </message>
    <message>
        <source>Plays many random games and favours the squares the winners played.</source>
        <translation>Joue de nombreuses parties au hasard et privilégie les cases jouées par les gagnants.</translation>
    </message>
    <message>
        <source>random games</source>
        <translation>parties aléatoires</translation>
    </message>
    <message>
        <source>Random games per move</source>
        <translation>Parties aléatoires par coup</translation>
    </message>
    <message>
        <source>How many random games it plays before each move: more plays better, and slower.</source>
        <translation>Combien de parties aléatoires il joue avant chaque coup&#xa0;: plus il en joue, mieux et plus lentement il joue.</translation>
    </message>
    <message>
        <source>After each random game, what each square the computer played there counts: added to that square&apos;s score when the computer won, taken off when it lost.</source>
        <translation>Après chaque partie aléatoire, ce que compte chaque case que l’ordinateur y a jouée&#xa0;: ajouté au score de cette case si l’ordinateur a gagné, retiré s’il a perdu.</translation>
    </message>
    <message>
        <source>After each random game, what each square its opponent played there counts: taken off that square&apos;s score when the computer won, added when it lost.</source>
        <translation>Après chaque partie aléatoire, ce que compte chaque case que son adversaire y a jouée&#xa0;: retiré du score de cette case si l’ordinateur a gagné, ajouté s’il a perdu.</translation>
    </message>
    <message>
        <source>Stops the random games once this many seconds have passed; 0 plays them all.</source>
        <translation>Arrête les parties aléatoires une fois ce nombre de secondes écoulé&#xa0;; 0 les joue toutes.</translation>
    </message>
    <message>
        <source>How many random games it plays from the position before each move: more plays better, and slower.</source>
        <translation>Combien de parties aléatoires il joue depuis la position avant chaque coup&#xa0;: plus il en joue, mieux et plus lentement il joue.</translation>
    </message>
    <message>
        <source>How long it may think about each move; it often answers sooner.</source>
        <translation>Combien de temps il peut réfléchir à chaque coup&#xa0;; il répond souvent plus tôt.</translation>
    </message>
    <message>
        <source>Score for own squares</source>
        <translation>Score des cases jouées</translation>
    </message>
    <message>
        <source>Score for opponent squares</source>
        <translation>Score des cases adverses</translation>
    </message>
    <message>
        <source>MCTS</source>
        <translation>MCTS</translation>
    </message>
    <message>
        <source>Searches the game tree as deep as its think time allows, and proves the result where it reaches the end of every line.</source>
        <translation>Explore l’arbre de jeu aussi loin que son temps de réflexion le permet, et prouve le résultat là où il atteint la fin de chaque variante.</translation>
    </message>
    <message>
        <source>threat search</source>
        <translation>recherche de menaces</translation>
    </message>
    <message>
        <source>Match my level</source>
        <translation>À mon niveau</translation>
    </message>
    <message>
        <source>Plays stronger after you win and weaker after you lose, so that you win about as often as you lose; its level comes from your recorded games on these rules.</source>
        <translation>Joue plus fort après une victoire de votre part et plus faiblement après une défaite, pour que vous gagniez à peu près aussi souvent que vous perdez ; son niveau vient de vos parties enregistrées avec ces règles.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Threat search</source>
        <translation>Recherche de menaces</translation>
    </message>
    <message>
        <source>Finds wins by fours and threes, stops the opponent&apos;s, and searches the best cells; for four or five in a row on 6 x 6 and bigger boards (elsewhere it plays as Perfect).</source>
        <translation>Trouve les victoires par quatre et par trois, arrête celles de l’adversaire et examine les meilleures cases&#xa0;; pour quatre ou cinq alignés à partir de 6&#xa0;x&#xa0;6 (ailleurs il joue comme Parfait).</translation>
    </message>
    <message>
        <source>Playouts per move</source>
        <translation>Simulations par coup</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Unbeatable</source>
        <translation>Imbattable</translation>
    </message>
    <message>
        <source>Monte Carlo tree search: random games that look deeper where they go well, with proven wins and losses.</source>
        <translation>Recherche arborescente Monte Carlo&#xa0;: des parties aléatoires qui regardent plus loin là où elles tournent bien, avec victoires et défaites prouvées.</translation>
    </message>
    <message>
        <source>Monte Carlo tree search</source>
        <translation>recherche arborescente Monte Carlo</translation>
    </message>
    <message>
        <source>Time limit per move (s, 0 = none)</source>
        <translation>Temps limite par coup (s, 0 = aucun)</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>Parfait</translation>
    </message>
    <message>
        <source>full game-tree search</source>
        <translation>recherche complète dans l’arbre de jeu</translation>
    </message>
    <message>
        <source>Think time (s)</source>
        <translation>Temps de réflexion (s)</translation>
    </message>
</context>
<context>
    <name>StrategyPicker</name>
    <message>
        <source>Only {value} here</source>
        <translation>Seulement {value} ici</translation>
    </message>
    <message>
        <source>From {low} to {high}</source>
        <translation>De {low} à {high}</translation>
    </message>
    <message>
        <source>{option}:</source>
        <translation>{option}&#xa0;:</translation>
    </message>
    <message>
        <source>On these rules its search proves the value of every position: it cannot be beaten.</source>
        <translation>Avec ces règles, sa recherche prouve la valeur de chaque position&#xa0;: il est imbattable.</translation>
    </message>
    <message>
        <source>On these rules it can be beaten: it does not prove its moves from the start, and the window says when a move is proven.</source>
        <translation>Avec ces règles, il peut être battu&#xa0;: il ne prouve pas ses coups dès le début, et la fenêtre indique quand un coup est prouvé.</translation>
    </message>
    <message>
        <source>In reverse rules its rules turn around: it avoids completing a line of its own and leaves its opponent the cells that would complete one of the opponent&apos;s.</source>
        <translation>En règles inversées, ses règles s’inversent&#xa0;: il évite de compléter une ligne à lui et laisse à l’adversaire les cases qui compléteraient une ligne de l’adversaire.</translation>
    </message>
    <message>
        <source>On these rules it plays as %1: its threats need four or five in a row, normal rules and a board of 6 x 6 or more.</source>
        <translation>Avec ces règles, il joue comme %1&#xa0;: ses menaces demandent quatre ou cinq alignés, les règles normales et un plateau de 6 x 6 ou plus.</translation>
    </message>
    <message>
        <source>%1: %2, %3 random games a move.</source>
        <translation>%1 : %2, %3 parties aléatoires par coup.</translation>
    </message>
    <message>
        <source>%1: %2, up to %3 s a move.</source>
        <translation>%1 : %2, jusqu’à %3 s par coup.</translation>
    </message>
    <message>
        <source>%1: %2, answers at once.</source>
        <translation>%1 : %2, répond aussitôt.</translation>
    </message>
    <message>
        <source>{summary} It plays at level {level} of {top} now.</source>
        <translation>{summary} Il joue maintenant au niveau {level} sur {top}.</translation>
    </message>
    <message>
        <source>{name}, level {level} of {top}</source>
        <translation>{name}, niveau {level} sur {top}</translation>
    </message>
    <message>
        <source>{name} {version}, an outside engine: {path}</source>
        <translation>{name} {version}, un moteur externe&#xa0;: {path}</translation>
    </message>
    <message>
        <source>{name}, an outside engine: {path}</source>
        <translation>{name}, un moteur externe&#xa0;: {path}</translation>
    </message>
    <message>
        <source>Added engines play five in a row on boards from 7 x 7 to 15 x 15, normal rules.</source>
        <translation>Les moteurs ajoutés jouent à cinq alignés sur des plateaux de 7 x 7 à 15 x 15, en règles normales.</translation>
    </message>
</context>
<context>
    <name>Thinking</name>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Signification</translation>
    </message>
    <message>
        <source>Alpha-beta window</source>
        <translation>Fenêtre alpha-bêta</translation>
    </message>
    <message>
        <source>Monte Carlo scores</source>
        <translation>Scores Monte Carlo</translation>
    </message>
    <message>
        <source>Moves considered</source>
        <translation>Coups envisagés</translation>
    </message>
    <message>
        <source>Visits</source>
        <translation>Visites</translation>
    </message>
    <message>
        <source>Result of its games</source>
        <translation>Résultat de ses parties</translation>
    </message>
    <message>
        <source>Proof</source>
        <translation>Preuve</translation>
    </message>
    <message>
        <source>The share of the random games through this move that the player making it won, a draw counting half</source>
        <translation>La part des parties aléatoires passant par ce coup qu’a gagnées le joueur qui le joue, une nulle comptant pour moitié</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}&#xa0;%</translation>
    </message>
    <message>
        <source>an opening rule, not a search</source>
        <translation>une règle d’ouverture, pas une recherche</translation>
    </message>
    <message>
        <source>the best found, not proven</source>
        <translation>le meilleur trouvé, non prouvé</translation>
    </message>
    <message>
        <source>{header}: {text}</source>
        <translation>{header}&#xa0;: {text}</translation>
    </message>
    <message>
        <source>the move chosen</source>
        <translation>le coup choisi</translation>
    </message>
    <message>
        <source>; </source>
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>This position, {mark} to move</source>
        <translation>Cette position, {mark} doit jouer</translation>
    </message>
    <message>
        <source>{cell} by {mark}</source>
        <translation>{cell} par {mark}</translation>
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
        <translation>élagué&#xa0;: jamais exploré</translation>
    </message>
    <message>
        <source>cut off: worth at least {value} to {mark}</source>
        <translation>coupé&#xa0;: vaut au moins {value} pour {mark}</translation>
    </message>
    <message>
        <source>cut off: worth at most {value} to {mark}</source>
        <translation>coupé&#xa0;: vaut au plus {value} pour {mark}</translation>
    </message>
    <message>
        <source>{mark} wins</source>
        <translation>{mark} gagne</translation>
    </message>
    <message>
        <source>{mark} loses</source>
        <translation>{mark} perd</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>nulle</translation>
    </message>
    <message>
        <source>{meaning} (remembered)</source>
        <translation>{meaning} (mémorisé)</translation>
    </message>
    <message>
        <source>α {alpha}, β {beta}</source>
        <translation>α {alpha}, β {beta}</translation>
    </message>
    <message>
        <source>proven win</source>
        <translation>victoire prouvée</translation>
    </message>
    <message>
        <source>proven draw</source>
        <translation>nulle prouvée</translation>
    </message>
    <message>
        <source>proven loss</source>
        <translation>défaite prouvée</translation>
    </message>
    <message>
        <source>Alpha-beta: α is what the player making the move is already sure of through another move, β what the opponent is sure of. Once a reply shows a move is worth at most α, the other replies are not searched: they are pruned.</source>
        <translation>Alpha-bêta&#xa0;: α est ce dont le joueur qui joue le coup est déjà sûr grâce à un autre coup, β ce dont l’adversaire est sûr. Dès qu’une réponse montre qu’un coup vaut au plus α, les autres réponses ne sont pas explorées&#xa0;: elles sont élaguées.</translation>
    </message>
    <message>
        <source>The game is over: minimax has nothing to search.</source>
        <translation>La partie est terminée&#xa0;: minimax n’a rien à explorer.</translation>
    </message>
    <message>
        <source>Minimax searched {searched} moves ({known} of them remembered from another move order) and plays {cell}.</source>
        <translation>Minimax a exploré {searched} coups (dont {known} mémorisés depuis un autre ordre de coups) et joue {cell}.</translation>
    </message>
    <message>
        <source>Alpha-beta pruning left {pruned} moves unsearched (grey).</source>
        <translation>L’élagage alpha-bêta a laissé {pruned} coups inexplorés (en gris).</translation>
    </message>
    <message>
        <source>Each value is for the player who made the move: a win scores the free cells left at its end plus one (a quicker win scores more), a loss minus that, a draw 0. Each player takes the reply worth most to them; bold marks the move chosen.</source>
        <translation>Chaque valeur est donnée pour le joueur qui a joué le coup&#xa0;: une victoire vaut le nombre de cases libres restant à la fin plus un (une victoire plus rapide vaut plus), une défaite l’opposé, une nulle 0. Chaque joueur prend la réponse qui vaut le plus pour lui&#xa0;; le coup choisi est en gras.</translation>
    </message>
    <message>
        <source>Monte Carlo played {trials} random games for {mark}: after each, the squares of the winner gain and the loser&apos;s lose. It takes {cell}, scored {score}, the highest.</source>
        <translation>Monte Carlo a joué {trials} parties aléatoires pour {mark}&#xa0;: après chacune, les cases du gagnant gagnent des points et celles du perdant en perdent. Il prend {cell}, avec un score de {score}, le plus élevé.</translation>
    </message>
    <message>
        <source>{cell}: {mark}</source>
        <translation>{cell}&#xa0;: {mark}</translation>
    </message>
    <message>
        <source>{cell}: score {score}, the move taken</source>
        <translation>{cell}&#xa0;: score {score}, le coup joué</translation>
    </message>
    <message>
        <source>{cell}: score {score}</source>
        <translation>{cell}&#xa0;: score {score}</translation>
    </message>
    <message>
        <source>MCTS plays {cell} without a search: a win, a forced block, the opening rule or a threat it saw first.</source>
        <translation>MCTS joue {cell} sans recherche&#xa0;: une victoire, un blocage forcé, la règle d’ouverture ou une menace repérée avant la recherche.</translation>
    </message>
    <message>
        <source>MCTS ran {visits} random games through its tree from here, going deeper where they went well, and plays {cell}, the move it tried most.</source>
        <translation>MCTS a joué depuis ici {visits} parties aléatoires à travers son arbre, en allant plus loin là où elles tournaient bien, et joue {cell}, le coup qu’il a le plus essayé.</translation>
    </message>
    <message>
        <source>The threat search plays {cell} by its opening rule.</source>
        <translation>La recherche de menaces joue {cell} selon sa règle d’ouverture.</translation>
    </message>
    <message>
        <source>The threat search plays {cell}, its value proven, in {seconds} s.</source>
        <translation>La recherche de menaces joue {cell}, sa valeur prouvée, en {seconds}&#xa0;s.</translation>
    </message>
    <message>
        <source>The threat search plays {cell}, the best it found in {seconds} s.</source>
        <translation>La recherche de menaces joue {cell}, le meilleur coup trouvé en {seconds}&#xa0;s.</translation>
    </message>
    <message>
        <source>Principal line: {moves}</source>
        <translation>Variante principale&#xa0;: {moves}</translation>
    </message>
    <message>
        <source>The computer could not show its thinking: {message}</source>
        <translation>L’ordinateur n’a pas pu montrer sa réflexion&#xa0;: {message}</translation>
    </message>
    <message>
        <source>The game is over: there is nothing left to think about.</source>
        <translation>La partie est terminée&#xa0;: il n’y a plus rien à quoi réfléchir.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
</context>
<context>
    <name>ThinkingPanel</name>
    <message>
        <source>How the computer thinks</source>
        <translation>Comment l’ordinateur réfléchit</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>&amp;Algorithme&#xa0;:</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorithme</translation>
    </message>
    <message>
        <source>Alpha-&amp;beta pruning</source>
        <translation>Élagage alpha-&amp;bêta</translation>
    </message>
    <message>
        <source>Stop searching a move as soon as one reply shows it is no better than a move already found: the same choice, fewer positions; the moves left out are grey.</source>
        <translation>Arrêter d’explorer un coup dès qu’une réponse montre qu’il n’est pas meilleur qu’un coup déjà trouvé&#xa0;: le même choix, moins de positions&#xa0;; les coups laissés de côté sont en gris.</translation>
    </message>
    <message>
        <source>Values as the search &amp;finds them</source>
        <translation>Valeurs au fil de la &amp;recherche</translation>
    </message>
    <message>
        <source>Show the tree as it stood at the step chosen: no value yet for the moves not reached, … for those whose replies are still being searched.</source>
        <translation>Montrer l’arbre tel qu’il était à l’étape choisie&#xa0;: pas encore de valeur pour les coups non atteints, … pour ceux dont les réponses sont encore cherchées.</translation>
    </message>
    <message>
        <source>Minimax search tree</source>
        <translation>Arbre de recherche minimax</translation>
    </message>
    <message>
        <source>Pre&amp;vious step</source>
        <translation>Étape &amp;précédente</translation>
    </message>
    <message>
        <source>The move searched before this one</source>
        <translation>Le coup exploré avant celui-ci</translation>
    </message>
    <message>
        <source>Ne&amp;xt step</source>
        <translation>Étape &amp;suivante</translation>
    </message>
    <message>
        <source>The move searched after this one</source>
        <translation>Le coup exploré après celui-ci</translation>
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
        <translation>Recherche arborescente Monte Carlo (MCTS)</translation>
    </message>
    <message>
        <source>Threat search</source>
        <translation>Recherche de menaces</translation>
    </message>
    <message>
        <source>A pruned move: alpha-beta never searched it.</source>
        <translation>Un coup élagué&#xa0;: alpha-bêta ne l’a jamais exploré.</translation>
    </message>
    <message>
        <source>Step {step} of {steps} in the search&apos;s order</source>
        <translation>Étape {step} sur {steps} dans l’ordre de la recherche</translation>
    </message>
</context>
</TS>
