<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>Show every free cell&apos;s value for the side to move</source>
        <translation>Показать ценность каждой свободной клетки для игрока, чей сейчас ход</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Пауза</translation>
    </message>
    <message>
        <source>Pause the game between the two computers, or let it go on</source>
        <translation>Приостановить партию двух компьютеров или продолжить её</translation>
    </message>
    <message>
        <source>Play {digit}</source>
        <translation>Ход {digit}</translation>
    </message>
    <message>
        <source>Play the cell in row {row}, column {col} (3 x 3 only)</source>
        <translation>Сходить в клетку: строка {row}, столбец {col} (только для 3 x 3)</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Новая игра</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Начать новую игру</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>&amp;Открыть игру…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Открыть сохранённую игру</translation>
    </message>
    <message>
        <source>Save this game to a file</source>
        <translation>Сохранить эту игру в файл</translation>
    </message>
    <message>
        <source>Your results against each opponent, and every game you played</source>
        <translation>Ваши результаты против каждого соперника и все сыгранные вами партии</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>Close {name}</source>
        <translation>Закрыть {name}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>Отменить ваш последний ход</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>Replay a move you took back</source>
        <translation>Повторить отменённый ход</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Подс&amp;казка</translation>
    </message>
    <message>
        <source>Show the best move for you</source>
        <translation>Показать лучший для вас ход</translation>
    </message>
    <message>
        <source>Review &amp;with Coach</source>
        <translation>&amp;Разбор с тренером</translation>
    </message>
    <message>
        <source>Every move of the finished game marked (! best, ?! inaccuracy, ? mistake, ?? blunder), with the better move and its line</source>
        <translation>Оценка каждого хода законченной партии (! лучший, ?! неточность, ? ошибка, ?? зевок) с лучшим ходом и его вариантом</translation>
    </message>
    <message>
        <source>Pu&amp;zzles…</source>
        <translation>&amp;Задачи…</translation>
    </message>
    <message>
        <source>Positions to win in a few moves, near your puzzle rating; the puzzle of the day</source>
        <translation>Позиции с выигрышем в несколько ходов, подобранные по вашему рейтингу в задачах; задача дня</translation>
    </message>
    <message>
        <source>Show &amp;Thinking…</source>
        <translation>Показать ход &amp;мыслей…</translation>
    </message>
    <message>
        <source>How the computer chooses a move here: the minimax tree, the Monte Carlo scores, the moves MCTS and the threat search consider</source>
        <translation>Как компьютер выбирает здесь ход: дерево минимакса, очки Монте-Карло, ходы, которые рассматривают MCTS и поиск угроз</translation>
    </message>
    <message>
        <source>Engine Lo&amp;g</source>
        <translation>&amp;Журнал движков</translation>
    </message>
    <message>
        <source>What the outside engines said: their messages and errors</source>
        <translation>Что сообщили внешние движки: их сообщения и ошибки</translation>
    </message>
    <message>
        <source>After a game, Review with Coach (Ctrl+R) marks every move (! best, ?! inaccuracy, ? mistake, ?? blunder) and shows the better move; Game &gt; Puzzles… offers positions to win in a few moves.</source>
        <translation>После игры «Разбор с тренером» (Ctrl+R) помечает каждый ход (! лучший ход, ?! неточность, ? ошибка, ?? зевок) и показывает лучший ход; Игра &gt; Задачи… предлагает позиции с выигрышем в несколько ходов.</translation>
    </message>
    <message>
        <source>Players, board size, rules and the computer&apos;s strength</source>
        <translation>Игроки, размер поля, правила и сила компьютера</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Как играть</translation>
    </message>
    <message>
        <source>The computer&apos;s levels, from Beginner to Expert, rank how strongly each played in our measured games on rules like these; Unbeatable is offered only where its search proves every move. Each level&apos;s tooltip names the method behind it.</source>
        <translation>Уровни компьютера, от «Новичка» до «Эксперта», упорядочены по тому, насколько сильно каждый играл в наших измеренных партиях по похожим правилам; «Непобедимый» предлагается только там, где его поиск доказывает каждый ход. Всплывающая подсказка каждого уровня называет метод, на котором он основан.</translation>
    </message>
    <message>
        <source>Hint shows a good move. Evaluation writes on each free cell how the game goes if you play there: &quot;Win in 3&quot; and &quot;Loss in 2&quot; are proven with best play, counting the moves of both players; a percentage is an estimate.</source>
        <translation>«Подсказка» показывает хороший ход. «Оценка» пишет на каждой свободной клетке, чем кончится игра, если сходить туда: «Победа за 3 хода» и «Поражение за 2 хода» доказаны при лучшей игре, считая ходы обоих игроков; процент — это оценка.</translation>
    </message>
    <message>
        <source>The players take turns putting their mark in a free cell. Reverse rules: whoever completes {k} in a row (across, down or diagonally) loses. A full board with no line is a draw.</source>
        <translation>Игроки по очереди ставят свой знак в свободную клетку. Обратные правила: кто выстроит {k} в ряд (по горизонтали, вертикали или диагонали), тот проигрывает. Заполненная доска без ряда — ничья.</translation>
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
        <translation>Стрелки: перемещение курсора по клеткам
Enter или Пробел: ход в клетку под курсором
От 1 до 9: ход на поле 3 x 3 по раскладке цифровой клавиатуры (7 8 9 — верхний ряд)
H: подсказка    E: показать оценку    P: пауза или продолжить (компьютер против компьютера)
T: показать ход мыслей компьютера
Ctrl+N: новая игра    Ctrl+Z: отменить ход    Ctrl+Shift+Z: повторить ход    F1: эта справка
Ctrl+O: открыть игру    Ctrl+S: сохранить игру
Ctrl+T: статистика    Ctrl+,: настройки    Ctrl+Q: выйти (игра сохранится)
Ctrl+R: разобрать законченную игру с тренером
При просмотре: Влево и Вправо — переход по ходам, Home и End — в начало и в конец</translation>
    </message>
    <message>
        <source>The players take turns putting their mark in a free cell. Whoever first completes {k} in a row (across, down or diagonally) wins. A full board with no line is a draw.</source>
        <translation>Игроки по очереди ставят свой знак в свободную клетку. Кто первым выстроит {k} в ряд (по горизонтали, вертикали или диагонали), тот выигрывает. Заполненная доска без ряда — ничья.</translation>
    </message>
    <message>
        <source>Match my level plays at a level from 0 (weakest) to 10: after each game you win it plays stronger, after each one you lose weaker, a draw keeps it, so that you win about as often as you lose. Each board and rules keep their own level, read from your recorded games; clearing the statistics starts again.</source>
        <translation>«По моему уровню» играет на уровне от 0 (самый слабый) до 10: после каждой вашей победы он играет сильнее, после каждого поражения — слабее, ничья его не меняет, так что вы выигрываете примерно так же часто, как проигрываете. У каждой доски и правил свой уровень, он берётся из ваших записанных партий; очистка статистики начинает всё заново.</translation>
    </message>
    <message>
        <source>&amp;About {name}</source>
        <translation>&amp;О программе {name}</translation>
    </message>
    <message>
        <source>Save Game &amp;As…</source>
        <translation>&amp;Сохранить игру как…</translation>
    </message>
    <message>
        <source>&amp;Evaluation</source>
        <translation>О&amp;ценка</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>С&amp;татистика…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Н&amp;астройки…</translation>
    </message>
    <message>
        <source>The rules, the levels, what the values mean, and the keys</source>
        <translation>Правила, уровни, что значат оценки, и клавиши</translation>
    </message>
    <message>
        <source>Version, licence and credits</source>
        <translation>Версия, лицензия и авторы</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Ход</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Column %1</source>
        <translation>Столбец %1</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Строка %1</translation>
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
        <translation>%1, запрещено: %2</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1, пусто</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>последний ход</translation>
    </message>
    <message>
        <source>completed line</source>
        <translation>собранная линия</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>подсказка</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Forbidden to X under Renju: %1</source>
        <translation>В Renju запрещено для X: %1</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Stop revie&amp;w</source>
        <translation>Остановить &amp;разбор</translation>
    </message>
    <message>
        <source>Try &amp;again from here</source>
        <translation>Переи&amp;грать отсюда</translation>
    </message>
    <message>
        <source>Save review as &amp;PDF…</source>
        <translation>Сохранить разбор в P&amp;DF…</translation>
    </message>
    <message>
        <source>Play on from the position before your first mistake, against the same opponent</source>
        <translation>Продолжить игру с позиции перед вашей первой ошибкой против того же соперника</translation>
    </message>
    <message>
        <source>No mistake of yours found so far</source>
        <translation>Пока у вас не найдено ни одной ошибки</translation>
    </message>
    <message>
        <source>Stop reviewing; the marks found so far stay</source>
        <translation>Остановить разбор; найденные пометки останутся</translation>
    </message>
    <message>
        <source>Hi&amp;de the coach</source>
        <translation>Скрыть &amp;тренера</translation>
    </message>
    <message>
        <source>Take the coach&apos;s marks and this panel away; the game stays shown to step through (New game ends the review)</source>
        <translation>Убрать пометки тренера и эту панель; партия остаётся на экране для просмотра («Новая игра» завершает разбор)</translation>
    </message>
    <message>
        <source>The review could not be saved to {path}: {reason}.</source>
        <translation>Не удалось сохранить разбор в {path}: {reason}.</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Тренер</translation>
    </message>
    <message>
        <source>Saved the review to {path}.</source>
        <translation>Разбор сохранён в {path}.</translation>
    </message>
    <message>
        <source>Save the review as PDF</source>
        <translation>Сохранить разбор в PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf);;All files (*)</source>
        <translation>Файлы PDF (*.pdf);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Advantage over the game</source>
        <translation>Перевес по ходу партии</translation>
    </message>
    <message>
        <source>Who was better after each move: X above the middle, O below</source>
        <translation>У кого был перевес после каждого хода: X — выше середины, O — ниже</translation>
    </message>
    <message>
        <source>{done} of {total} moves reviewed</source>
        <translation>Разобрано ходов: {done} из {total}</translation>
    </message>
    <message>
        <source>Move {number}, {cell}: {grade}; X&apos;s expected result {percent}%</source>
        <translation>Ход {number}, {cell}: {grade}; ожидаемый результат X: {percent}%</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Задачи</translation>
    </message>
    <message>
        <source>Your move: click a cell, or reach it with Tab and the arrow keys and press Space.</source>
        <translation>Ваш ход: щёлкните по клетке или перейдите к ней клавишей Tab и стрелками и нажмите Пробел.</translation>
    </message>
    <message>
        <source>{cell} is taken: choose a free cell.</source>
        <translation>Клетка {cell} занята: выберите свободную клетку.</translation>
    </message>
    <message>
        <source>{cell} is right. {mark} answers {reply}: your move.</source>
        <translation>{cell} — верно. {mark} отвечает {reply}: ваш ход.</translation>
    </message>
    <message>
        <source>Solved! {cell} wins.</source>
        <translation>Решено! Ход {cell} выигрывает.</translation>
    </message>
    <message>
        <source>Your puzzle rating counts a first try without hints, so it counts this puzzle as missed.</source>
        <translation>Рейтинг в задачах учитывает только первую попытку без подсказок, поэтому эта задача засчитана как нерешённая.</translation>
    </message>
    <message>
        <source>Hint: play {cell}.</source>
        <translation>Подсказка: ваш ход — {cell}.</translation>
    </message>
    <message>
        <source>Your puzzle rating counts this puzzle as missed.</source>
        <translation>Рейтинг в задачах засчитывает эту задачу как нерешённую.</translation>
    </message>
    <message>
        <source>The solution: {line}</source>
        <translation>Решение: {line}</translation>
    </message>
    <message>
        <source>Try again: {question}.</source>
        <translation>Попробуйте снова: {question}.</translation>
    </message>
    <message>
        <source>Choose &amp;from:</source>
        <translation>&amp;Выбрать из:</translation>
    </message>
    <message>
        <source>Puzzles to choose from</source>
        <translation>Задачи для выбора</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Что произошло</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>Показать &amp;решение</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>Попробовать &amp;снова</translation>
    </message>
    <message>
        <source>&amp;Next puzzle</source>
        <translation>Следующая &amp;задача</translation>
    </message>
    <message>
        <source>Puzzle of the &amp;day</source>
        <translation>Задача &amp;дня</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Puzzle board</source>
        <translation>Поле задачи</translation>
    </message>
    <message>
        <source>{cell}, {mark}</source>
        <translation>{cell}, {mark}</translation>
    </message>
    <message>
        <source>{cell}, empty, hinted</source>
        <translation>{cell}, пусто, подсказка</translation>
    </message>
    <message>
        <source>{cell}, empty</source>
        <translation>{cell}, пусто</translation>
    </message>
    <message>
        <source>{cell} does not win. Try again.</source>
        <translation>Ход {cell} не выигрывает. Попробуйте снова.</translation>
    </message>
    <message>
        <source>{cell} does not win: the computer answers…</source>
        <translation>Ход {cell} не выигрывает: компьютер отвечает…</translation>
    </message>
    <message>
        <source>{cell} does not win: {mark} answers {reply}. Try again.</source>
        <translation>Ход {cell} не выигрывает: {mark} отвечает {reply}. Попробуйте снова.</translation>
    </message>
    <message>
        <source>{mark} to play and win in 1 move</source>
        <translation>{mark} ходит и выигрывает в 1 ход</translation>
    </message>
    <message>
        <source>{mark} to play and win in {n} moves</source>
        <translation>{mark} ходит и выигрывает (ходов до победы: {n})</translation>
    </message>
    <message>
        <source>All puzzles</source>
        <translation>Все задачи</translation>
    </message>
    <message>
        <source>3 x 3</source>
        <translation>3 x 3</translation>
    </message>
    <message>
        <source>3 x 3, reverse rules</source>
        <translation>3 x 3, обратные правила</translation>
    </message>
    <message>
        <source>Wins by fours (15 x 15)</source>
        <translation>Победы четвёрками (15 x 15)</translation>
    </message>
    <message>
        <source>Wins by fours and threes (15 x 15)</source>
        <translation>Победы четвёрками и тройками (15 x 15)</translation>
    </message>
    <message>
        <source>Puzzle {id} · {size} x {size}, {length} in a row{reverse} · difficulty {level}</source>
        <translation>Задача {id} · {size} x {size}, {length} в ряд{reverse} · сложность {level}</translation>
    </message>
    <message>
        <source>, reverse rules</source>
        <translation>, обратные правила</translation>
    </message>
    <message numerus="yes">
        <source>Your puzzle rating: {rating} (± {deviation}, %n puzzles)</source>
        <translation>
            <numerusform>Ваш рейтинг в задачах: {rating} (± {deviation}; решалось задач: %n)</numerusform>
            <numerusform>Ваш рейтинг в задачах: {rating} (± {deviation}; решалось задач: %n)</numerusform>
            <numerusform>Ваш рейтинг в задачах: {rating} (± {deviation}; решалось задач: %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: the winning move is one of {cells}.</source>
        <translation>Подсказка: выигрывающий ход — одна из клеток: {cells}.</translation>
    </message>
    <message>
        <source>best move</source>
        <translation>лучший ход</translation>
    </message>
    <message>
        <source>good move</source>
        <translation>хороший ход</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>неточность</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>зевок</translation>
    </message>
    <message>
        <source>1 2 3: the better line, from the move before</source>
        <translation>1 2 3: лучшее продолжение с предыдущего хода</translation>
    </message>
    <message>
        <source>{name} is the best move (wins in {n})</source>
        <translation>{name} — лучший ход (ходов до победы: {n})</translation>
    </message>
    <message>
        <source>{name} is the best move (loses in {n})</source>
        <translation>{name} — лучший ход (ходов до поражения: {n})</translation>
    </message>
    <message>
        <source>{name} is the best move (draws)</source>
        <translation>{name} — лучший ход (ничья)</translation>
    </message>
    <message>
        <source>{name} is the best move (estimate {label})</source>
        <translation>{name} — лучший ход (оценка: {label})</translation>
    </message>
    <message>
        <source>{name} is good; {best} was better</source>
        <translation>{name} — хороший ход; {best} был лучше</translation>
    </message>
    <message>
        <source>{name} wins in {n}; {best} won in {m}</source>
        <translation>{name} выигрывает (ходов до победы: {n}); {best} выигрывал быстрее (ходов до победы: {m})</translation>
    </message>
    <message>
        <source>{name} only draws; {best} won in {m}</source>
        <translation>{name} ведёт лишь к ничьей; {best} выигрывал (ходов до победы: {m})</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win in {n}; {best} won in {m}</source>
        <translation>{name} позволяет {rival} добиться победы (ходов до победы: {n}); {best} выигрывал (ходов до победы: {m})</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win in {n}; {best} held the draw</source>
        <translation>{name} позволяет {rival} добиться победы (ходов до победы: {n}); {best} сохранял ничью</translation>
    </message>
    <message>
        <source>{name} misses the win: {best} completes a line</source>
        <translation>{name} упускает победу: {best} собирает линию</translation>
    </message>
    <message>
        <source>{name} leaves {rival}&apos;s four unblocked; {best} blocks it</source>
        <translation>{name} оставляет незакрытой четвёрку {rival}; {best} её закрывает</translation>
    </message>
    <message>
        <source>{name} misses a win by fours and threes; {best} starts it (estimate)</source>
        <translation>{name} упускает победу через четвёрки и тройки: к ней вёл {best} (оценка)</translation>
    </message>
    <message>
        <source>{name} misses a win by fours: {best} wins in {m}</source>
        <translation>{name} упускает победу через четвёрки: {best} выигрывает (ходов до победы: {m})</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win by fours in {n}; {best} stops it</source>
        <translation>{name} позволяет {rival} добиться победы через четвёрки (ходов до победы: {n}); {best} это предотвращает</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win by fours in {n}; {best} was better</source>
        <translation>{name} позволяет {rival} добиться победы через четвёрки (ходов до победы: {n}); {best} был лучше</translation>
    </message>
    <message>
        <source>{name} lets {rival} win by fours and threes (estimate); {best} stops it</source>
        <translation>{name} позволяет {rival} выиграть через четвёрки и тройки (оценка); {best} это предотвращает</translation>
    </message>
    <message>
        <source>{name} gives ground (estimate: {before}% to {after}%); {best} was better</source>
        <translation>{name} ухудшает позицию (оценка: с {before}% до {after}%); {best} был лучше</translation>
    </message>
    <message>
        <source>another move</source>
        <translation>другой ход</translation>
    </message>
    <message>
        <source>{grade}: {sentence}</source>
        <translation>{grade}: {sentence}</translation>
    </message>
    <message>
        <source>{text} (an estimate)</source>
        <translation>{text} (приблизительная оценка)</translation>
    </message>
    <message>
        <source>Better: {line}</source>
        <translation>Лучше: {line}</translation>
    </message>
    <message>
        <source>Reviewing move {number} of {total}…</source>
        <translation>Разбор хода {number} из {total}…</translation>
    </message>
    <message>
        <source>Review stopped after {done} of {total} moves.</source>
        <translation>Разбор остановлен: разобрано ходов — {done} из {total}.</translation>
    </message>
    <message>
        <source>Review done: {total} moves marked.</source>
        <translation>Разбор завершён: оценено ходов — {total}.</translation>
    </message>
</context>
<context>
    <name>CoachCommands</name>
    <message>
        <source>Cannot open the puzzles</source>
        <translation>Не удалось открыть задачи</translation>
    </message>
    <message>
        <source>The puzzle set is missing from this installation of the app.</source>
        <translation>В этой установке приложения нет набора задач.</translation>
    </message>
    <message>
        <source>The puzzle set of this installation is damaged: reinstall the app.</source>
        <translation>Набор задач в этой установке повреждён: переустановите приложение.</translation>
    </message>
    <message>
        <source>Cannot save the coach&apos;s marks</source>
        <translation>Не удалось сохранить оценки тренера</translation>
    </message>
    <message>
        <source>Puzzle rating: no puzzle tried yet (Game &gt; Puzzles…).</source>
        <translation>Рейтинг в задачах: вы ещё не решали задач (Игра &gt; Задачи…).</translation>
    </message>
    <message>
        <source>Puzzle rating: {rating} (solved at the first try without hints: {solved} of {count}); lately {ratings}</source>
        <translation>Рейтинг в задачах: {rating} (решено с первой попытки без подсказок: {solved} из {count}); последние значения: {ratings}</translation>
    </message>
</context>
<context>
    <name>CoachReport</name>
    <message>
        <source>Coach&apos;s review: {x} (X) vs {o} (O)</source>
        <translation>Разбор тренера: {x} (X) против {o} (O)</translation>
    </message>
    <message>
        <source>{done} of {total} moves marked.</source>
        <translation>Оценено ходов: {done} из {total}.</translation>
    </message>
    <message>
        <source>Marks are exact where the value is proven; ~ marks an estimate of the search. Signs: ! best move, ?! inaccuracy, ? mistake, ?? blunder.</source>
        <translation>Оценки точны там, где значение доказано; ~ отмечает оценку поиска. Знаки: ! лучший ход, ?! неточность, ? ошибка, ?? зевок.</translation>
    </message>
    <message>
        <source>Marks per player</source>
        <translation>Оценки по игрокам</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Оценка</translation>
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
        <translation>№</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Better</source>
        <translation>Лучше</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Почему</translation>
    </message>
</context>
<context>
    <name>DesktopEntry</name>
    <message>
        <source>Tic-Tac-Toe</source>
        <translation>Крестики-нолики</translation>
    </message>
    <message>
        <source>Play tic-tac-toe on boards from 3 x 3 to 15 x 15 against a friend or the computer</source>
        <translation>Играйте в крестики-нолики на полях от 3 x 3 до 15 x 15 с другом или с компьютером</translation>
    </message>
    <message>
        <source>tic-tac-toe;tictactoe;noughts;crosses;gomoku;k-in-a-row;misere;</source>
        <extracomment>Search words, each followed by a semicolon: keep the English ones and add your own.</extracomment>
        <translation>tic-tac-toe;tictactoe;noughts;crosses;gomoku;k-in-a-row;misere;крестики-нолики;крестики;нолики;гомоку;игра;</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Open a game</source>
        <translation>Открыть игру</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Сохранить игру</translation>
    </message>
    <message>
        <source>End this game?</source>
        <translation>Завершить эту игру?</translation>
    </message>
    <message>
        <source>The game in progress will not be kept.</source>
        <translation>Текущая игра не будет сохранена.</translation>
    </message>
    <message>
        <source>Game files (*.ttt *.psq *.sgf)</source>
        <translation>Файлы игр (*.ttt *.psq *.sgf)</translation>
    </message>
    <message>
        <source>ttt_qt games (*.ttt)</source>
        <translation>Игры ttt_qt (*.ttt)</translation>
    </message>
    <message>
        <source>Piskvork games (*.psq)</source>
        <translation>Игры Piskvork (*.psq)</translation>
    </message>
    <message>
        <source>SGF games (*.sgf)</source>
        <translation>Игры SGF (*.sgf)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <source>Add an engine</source>
        <translation>Добавить движок</translation>
    </message>
    <message>
        <source>Gomocup engines (pbrain-*);;All files (*)</source>
        <translation>Движки Gomocup (pbrain-*);;Все файлы (*)</translation>
    </message>
    <message>
        <source>The game in progress will count as abandoned in Statistics.</source>
        <translation>В статистике текущая игра будет учтена как прерванная.</translation>
    </message>
    <message>
        <source>The game in progress will count as abandoned in Statistics, and as a loss for Match my level.</source>
        <translation>В статистике текущая игра будет учтена как прерванная, а для «По моему уровню» — как поражение.</translation>
    </message>
    <message>
        <source>The game in progress is saved in {file}: Open Game brings it back.</source>
        <translation>Текущая игра сохранена в {file}: «Открыть игру» вернёт её.</translation>
    </message>
    <message>
        <source>The game in progress is saved in {file}: Open Game brings it back. In Statistics it will count as abandoned.</source>
        <translation>Текущая игра сохранена в {file}: «Открыть игру» вернёт её. В статистике она будет учтена как прерванная.</translation>
    </message>
    <message>
        <source>The game in progress is saved in {file}: Open Game brings it back. In Statistics it will count as abandoned, and as a loss for Match my level.</source>
        <translation>Текущая игра сохранена в {file}: «Открыть игру» вернёт её. В статистике она будет учтена как прерванная, а для «По моему уровню» — как поражение.</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Продолжить игру</translation>
    </message>
    <message>
        <source>The game has just ended: {result}</source>
        <translation>Партия только что закончилась: {result}</translation>
    </message>
    <message>
        <source>About {name}</source>
        <translation>О программе {name}</translation>
    </message>
    <message>
        <source>&lt;h2&gt;{name}&lt;/h2&gt;&lt;p&gt;Version {version}&lt;/p&gt;</source>
        <translation>&lt;h2&gt;{name}&lt;/h2&gt;&lt;p&gt;Версия {version}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Tic-tac-toe from 3 x 3 to 15 x 15, k in a row, normal or reverse rules, against a friend or computer players from dumb to perfect.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;br&gt;&lt;a href=&quot;{url}&quot;&gt;{url}&lt;/a&gt;&lt;/p&gt;&lt;p&gt;Credits: the ttt_qt developers. Its console games and course modules follow the programming courses they were written for. Built with Python and Qt.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Крестики-нолики на полях от 3 x 3 до 15 x 15, k в ряд, обычные или обратные правила, против друга или компьютерных игроков — от самых простых до безупречных.&lt;/p&gt;&lt;p&gt;Свободная программа под лицензией MIT.&lt;br&gt;&lt;a href=&quot;{url}&quot;&gt;{url}&lt;/a&gt;&lt;/p&gt;&lt;p&gt;Авторы: разработчики ttt_qt. Консольные игры и учебные модули следуют программам курсов, для которых они были написаны. Создано на Python и Qt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>О &amp;Qt</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>О Qt</translation>
    </message>
</context>
<context>
    <name>EngineHelp</name>
    <message>
        <source>The engine failed</source>
        <translation>Сбой движка</translation>
    </message>
    <message>
        <source>The game is kept. Play on against {level}, or start {name} again?</source>
        <translation>Игра не потеряна. Продолжить против уровня «{level}» или снова запустить {name}?</translation>
    </message>
    <message>
        <source>Play on against {level}</source>
        <translation>Продолжить против уровня «{level}»</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Повторить попытку</translation>
    </message>
</context>
<context>
    <name>EngineLogDialog</name>
    <message>
        <source>Engine Log</source>
        <translation>Журнал движков</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Обновить</translation>
    </message>
    <message>
        <source>No outside engine plays or gives hints now.</source>
        <translation>Сейчас ни один внешний движок не играет и не даёт подсказок.</translation>
    </message>
    <message>
        <source>{name} ({path}), not running</source>
        <translation>{name} ({path}), не запущен</translation>
    </message>
    <message>
        <source>{name} ({path}), process {pid}</source>
        <translation>{name} ({path}), процесс {pid}</translation>
    </message>
    <message>
        <source>It has printed no message.</source>
        <translation>Он не вывел ни одного сообщения.</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <source>There is no file at {path}.</source>
        <translation>Файла {path} не существует.</translation>
    </message>
    <message>
        <source>{name} is not a program that can be run (it is not executable).</source>
        <translation>{name} — не программа, которую можно запустить (файл не исполняемый).</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Движки</translation>
    </message>
    <message>
        <source>Gomocup engines (programs named pbrain-…) play five in a row on boards from 7 x 7 to 15 x 15. They are started from where they are; nothing is copied.</source>
        <translation>Движки Gomocup (программы с именами pbrain-…) играют в пять в ряд на полях от 7 x 7 до 15 x 15. Они запускаются оттуда, где находятся; ничего не копируется.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Версия</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>Программа</translation>
    </message>
    <message>
        <source>Engines added</source>
        <translation>Добавленные движки</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Добавить…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Hints come from the engine chosen here: its move for the side to move.</source>
        <translation>Подсказки даёт выбранный здесь движок: его ход за игрока, чей сейчас ход.</translation>
    </message>
    <message>
        <source>Analyse &amp;with:</source>
        <translation>Анализ с &amp;помощью:</translation>
    </message>
    <message>
        <source>With the evaluation shown, the values on the cells stay the app&apos;s own (an engine gives one move, not a value per cell); the engine&apos;s move is framed as a hint, with its evaluation in the status bar.</source>
        <translation>При показе оценки значения на клетках остаются собственными значениями приложения (движок даёт один ход, а не оценку каждой клетки); ход движка обводится рамкой как подсказка, а его оценка показывается в строке состояния.</translation>
    </message>
    <message>
        <source>That engine is in the list already.</source>
        <translation>Этот движок уже есть в списке.</translation>
    </message>
    <message>
        <source>Starting {path} to read its name…</source>
        <translation>Запуск {path}, чтобы узнать его название…</translation>
    </message>
    <message>
        <source>Built-in analysis</source>
        <translation>Встроенный анализ</translation>
    </message>
    <message>
        <source>{name} was added.</source>
        <translation>Движок {name} добавлен.</translation>
    </message>
    <message>
        <source>{reason} It was not added.</source>
        <translation>{reason} Движок не добавлен.</translation>
    </message>
</context>
<context>
    <name>EnginesSection</name>
    <message>
        <source>Engines</source>
        <translation>Движки</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>&amp;Движки…</translation>
    </message>
    <message>
        <source>Add or remove Gomocup engines, and choose who gives hints</source>
        <translation>Добавить или удалить движки Gomocup и выбрать, кто даёт подсказки</translation>
    </message>
    <message>
        <source>None added. Hints come from the app&apos;s own analysis.</source>
        <translation>Движки не добавлены. Подсказки даёт собственный анализ приложения.</translation>
    </message>
    <message>
        <source>{names}. Hints come from the app&apos;s own analysis.</source>
        <translation>{names}. Подсказки даёт собственный анализ приложения.</translation>
    </message>
    <message>
        <source>{names}. Hints come from {analyst} for five in a row on 7 x 7 to 15 x 15, else from the app&apos;s own analysis.</source>
        <translation>{names}. Подсказки даёт {analyst} для пяти в ряд на досках от 7 x 7 до 15 x 15, в остальных случаях — собственный анализ приложения.</translation>
    </message>
</context>
<context>
    <name>Evaluation</name>
    <message numerus="yes">
        <source>Win in %n</source>
        <translation>
            <numerusform>Победа за %n ход</numerusform>
            <numerusform>Победа за %n хода</numerusform>
            <numerusform>Победа за %n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loss in %n</source>
        <translation>
            <numerusform>Поражение за %n ход</numerusform>
            <numerusform>Поражение за %n хода</numerusform>
            <numerusform>Поражение за %n ходов</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw</source>
        <comment>a proven result: with best play nobody wins</comment>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1: %2. %3 wins by playing here.</source>
        <translation>%1: %2. Сходив сюда, %3 выигрывает.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2. If %3 plays here, %3 can force a win within %n moves (the moves of both players, this one included).</source>
        <translation>
            <numerusform>%1: %2. Если %3 сходит сюда, %3 может добиться победы не более чем за %n ход (считая ходы обоих игроков, включая этот).</numerusform>
            <numerusform>%1: %2. Если %3 сходит сюда, %3 может добиться победы не более чем за %n хода (считая ходы обоих игроков, включая этот).</numerusform>
            <numerusform>%1: %2. Если %3 сходит сюда, %3 может добиться победы не более чем за %n ходов (считая ходы обоих игроков, включая этот).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2. If %3 plays here, %4 can force a win within %n moves (the moves of both players, this one included).</source>
        <translation>
            <numerusform>%1: %2. Если %3 сходит сюда, %4 может добиться победы не более чем за %n ход (считая ходы обоих игроков, включая этот).</numerusform>
            <numerusform>%1: %2. Если %3 сходит сюда, %4 может добиться победы не более чем за %n хода (считая ходы обоих игроков, включая этот).</numerusform>
            <numerusform>%1: %2. Если %3 сходит сюда, %4 может добиться победы не более чем за %n ходов (считая ходы обоих игроков, включая этот).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2. If %3 plays here, neither player can force a win: with best play the game is a draw.</source>
        <translation>%1: %2. Если %3 сходит сюда, ни один игрок не сможет добиться победы: при лучшей игре обеих сторон будет ничья.</translation>
    </message>
    <message>
        <source>%1: %2. If %3 plays here, %3&apos;s chances are estimated at %5% (a draw counts as half a win). This is not proven.</source>
        <translation>%1: %2. Если %3 сходит сюда, шансы %3 оцениваются в %5% (ничья считается за половину победы). Это не доказано.</translation>
    </message>
    <message>
        <source>Each free cell shows how the game goes for %1 if %1 plays there.</source>
        <translation>Каждая свободная клетка показывает, чем закончится игра для %1, если %1 сходит туда.</translation>
    </message>
    <message>
        <source>Evaluating every free cell for %1…</source>
        <translation>Оценка каждой свободной клетки для %1…</translation>
    </message>
    <message>
        <source>The values come back when a person is to move.</source>
        <translation>Оценки вернутся, когда ходить будет человек.</translation>
    </message>
    <message>
        <source>Pause the game to see the values for the player to move.</source>
        <translation>Поставьте партию на паузу, чтобы увидеть оценки для того, чей ход.</translation>
    </message>
    <message>
        <source>The game is over: there is nothing left to evaluate.</source>
        <translation>Игра окончена: оценивать больше нечего.</translation>
    </message>
    <message>
        <source>Green a win, blue a draw, red a loss: proven with best play, stronger the sooner.</source>
        <translation>Зелёный — победа, синий — ничья, красный — поражение: доказано при лучшей игре, чем ближе, тем ярче.</translation>
    </message>
    <message>
        <source>Paler shades: estimated chances, not proven. Point at a cell to read its value.</source>
        <translation>Бледные оттенки: оценка шансов, не доказана. Наведите на клетку, чтобы прочитать её значение.</translation>
    </message>
    <message>
        <source>Win in 3, Draw, Loss in 2: proven with best play, moves of both players counted.</source>
        <translation>«Победа за 3 хода», «Ничья», «Поражение за 2 хода»: доказано для лучшей игры, считаются ходы обоих игроков.</translation>
    </message>
    <message>
        <source>A percentage: estimated chances, not proven (a draw counts half).</source>
        <translation>Проценты: оценка шансов, не доказана (ничья считается за половину).</translation>
    </message>
</context>
<context>
    <name>EvaluationSummary</name>
    <message numerus="yes">
        <source>Every move for %1 wins in %n.</source>
        <translation>
            <numerusform>Любой ход %1 ведёт к победе за %n ход.</numerusform>
            <numerusform>Любой ход %1 ведёт к победе за %n хода.</numerusform>
            <numerusform>Любой ход %1 ведёт к победе за %n ходов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every move for %1 loses in %n.</source>
        <translation>
            <numerusform>Любой ход %1 ведёт к поражению за %n ход.</numerusform>
            <numerusform>Любой ход %1 ведёт к поражению за %n хода.</numerusform>
            <numerusform>Любой ход %1 ведёт к поражению за %n ходов.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every move for %1 draws.</source>
        <comment>with best play, wherever %1 plays</comment>
        <translation>Любой ход %1 ведёт к ничьей.</translation>
    </message>
    <message>
        <source>Every move for %1 is estimated at %2%.</source>
        <translation>Любой ход %1 оценивается в %2%.</translation>
    </message>
    <message numerus="yes">
        <source>Every move for %1 wins in %n, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>
            <numerusform>Любой ход %1 ведёт к победе за %n ход, кроме %2.</numerusform>
            <numerusform>Любой ход %1 ведёт к победе за %n хода, кроме %2.</numerusform>
            <numerusform>Любой ход %1 ведёт к победе за %n ходов, кроме %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every move for %1 loses in %n, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>
            <numerusform>Любой ход %1 ведёт к поражению за %n ход, кроме %2.</numerusform>
            <numerusform>Любой ход %1 ведёт к поражению за %n хода, кроме %2.</numerusform>
            <numerusform>Любой ход %1 ведёт к поражению за %n ходов, кроме %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every move for %1 draws, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>Любой ход %1 ведёт к ничьей, кроме %2.</translation>
    </message>
    <message>
        <source>Every move for %1 is estimated at %3%, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>Любой ход %1 оценивается в %3%, кроме %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1: wins in %n</source>
        <comment>a cell (%1) and its value</comment>
        <translation>
            <numerusform>%1: победа за %n ход</numerusform>
            <numerusform>%1: победа за %n хода</numerusform>
            <numerusform>%1: победа за %n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: loses in %n</source>
        <comment>a cell (%1) and its value</comment>
        <translation>
            <numerusform>%1: поражение за %n ход</numerusform>
            <numerusform>%1: поражение за %n хода</numerusform>
            <numerusform>%1: поражение за %n ходов</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: draws</source>
        <comment>a cell (%1) and its value</comment>
        <translation>%1: ничья</translation>
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
        <translation>{name} не существует.</translation>
    </message>
    <message>
        <source>{name} is a folder, not a saved game.</source>
        <translation>{name} — это папка, а не сохранённая игра.</translation>
    </message>
    <message>
        <source>{name} cannot be read: permission denied.</source>
        <translation>Не удаётся прочитать {name}: доступ запрещён.</translation>
    </message>
    <message>
        <source>{name} is not a text file, so it is not a saved game.</source>
        <translation>{name} — не текстовый файл, поэтому это не сохранённая игра.</translation>
    </message>
    <message>
        <source>{name} cannot be read: {reason}.</source>
        <translation>Не удаётся прочитать {name}: {reason}.</translation>
    </message>
    <message>
        <source>{name} is empty: there is no game in it.</source>
        <translation>{name} пуст: в нём нет игры.</translation>
    </message>
    <message>
        <source>{name} was saved by a newer version of ttt_qt (game format {version}; this version reads format {ours}). Update ttt_qt to open it.</source>
        <translation>{name} сохранён более новой версией ttt_qt (формат игры {version}; эта версия читает формат {ours}). Обновите ttt_qt, чтобы открыть его.</translation>
    </message>
    <message>
        <source>{name} is not a ttt_qt game: the first line must be &apos;{header}&apos;.</source>
        <translation>{name} — не игра ttt_qt: первая строка должна быть &apos;{header}&apos;.</translation>
    </message>
    <message>
        <source>{name} cannot be opened: {reason}.</source>
        <translation>Не удаётся открыть {name}: {reason}.</translation>
    </message>
    <message>
        <source>{name} is too big to be a game file.</source>
        <translation>Файл {name} слишком велик, чтобы быть файлом игры.</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>строка {line}</translation>
    </message>
    <message>
        <source>line {line}, move {move}</source>
        <translation>строка {line}, ход {move}</translation>
    </message>
    <message>
        <source>{where}: {problem}</source>
        <translation>{where}: {problem}</translation>
    </message>
    <message>
        <source>a saved game is at most {limit} characters</source>
        <translation>в сохранённой игре не больше {limit} символов</translation>
    </message>
    <message>
        <source>unknown entry &apos;{entry}&apos;</source>
        <translation>неизвестная запись &apos;{entry}&apos;</translation>
    </message>
    <message>
        <source>&apos;{entry}&apos; is given twice</source>
        <translation>&apos;{entry}&apos; указано дважды</translation>
    </message>
    <message>
        <source>missing {entries}</source>
        <translation>не хватает: {entries}</translation>
    </message>
    <message>
        <source>{entry} must be a whole number, not &apos;{text}&apos;</source>
        <translation>{entry} должно быть целым числом, а не &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>board size must be from {low} to {high}, not {size}</source>
        <translation>размер доски должен быть от {low} до {high}, а не {size}</translation>
    </message>
    <message>
        <source>win length must be from {low} to the board size {size}, not {length}</source>
        <translation>длина ряда должна быть от {low} до размера доски {size}, а не {length}</translation>
    </message>
    <message>
        <source>rules must be &apos;normal&apos; or &apos;reverse&apos;, not &apos;{text}&apos;</source>
        <translation>rules должно быть &apos;normal&apos; или &apos;reverse&apos;, а не &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>rule must be &apos;freestyle&apos;, &apos;standard&apos;, &apos;renju&apos; or &apos;caro&apos;, not &apos;{text}&apos;</source>
        <translation>rule должно быть &apos;freestyle&apos;, &apos;standard&apos;, &apos;renju&apos; или &apos;caro&apos;, а не &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>the {rule} rule is five in a row on boards from 7 x 7 to 15 x 15, in normal rules</source>
        <translation>правило {rule} — это пять в ряд на досках от 7 x 7 до 15 x 15 при обычных правилах</translation>
    </message>
    <message>
        <source>the opening must be &apos;none&apos;, &apos;swap&apos; or &apos;swap2&apos;, not &apos;{text}&apos;</source>
        <translation>дебют должен быть &apos;none&apos;, &apos;swap&apos; или &apos;swap2&apos;, а не &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>the {opening} opening is played on 15 x 15 with five in a row, under freestyle, standard or Renju</source>
        <translation>дебют {opening} играется на доске 15 x 15 при пяти в ряд, по свободному, стандартному правилу или правилу Renju</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a choice of the opening: give black, white or two</source>
        <translation>&apos;{text}&apos; — не выбор дебюта: укажите &apos;black&apos;, &apos;white&apos; или &apos;two&apos;</translation>
    </message>
    <message>
        <source>{cell} cannot be played before the opening&apos;s choice</source>
        <translation>на {cell} ходить нельзя до выбора в дебюте</translation>
    </message>
    <message>
        <source>the opening&apos;s choices ({text}) do not fit its moves</source>
        <translation>выборы дебюта ({text}) не соответствуют его ходам</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; is not a cell: give a column letter A-{last} and a row 1-{size}, like B2</source>
        <translation>&apos;{word}&apos; — не клетка: укажите букву столбца A-{last} и строку 1-{size}, например B2</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; is off the {size} x {size} board: columns A-{last}, rows 1-{size}</source>
        <translation>&apos;{word}&apos; — за пределами доски {size} x {size}: столбцы A-{last}, строки 1-{size}</translation>
    </message>
    <message>
        <source>{cell} cannot be played, it is already taken</source>
        <translation>на {cell} ходить нельзя: клетка уже занята</translation>
    </message>
    <message>
        <source>{cell} cannot be played, the game is over</source>
        <translation>на {cell} ходить нельзя: игра окончена</translation>
    </message>
    <message>
        <source>{cell} cannot be played, it is forbidden to X under Renju ({reason})</source>
        <translation>на {cell} ходить нельзя: в Renju эта клетка запрещена для X ({reason})</translation>
    </message>
    <message>
        <source>{entry} must be &apos;person&apos;, &apos;computer&apos; or &apos;engine&apos;, not &apos;{text}&apos;</source>
        <translation>{entry} должно быть &apos;person&apos;, &apos;computer&apos; или &apos;engine&apos;, а не &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>{entry} must give a name after &apos;{player}&apos;</source>
        <translation>в {entry} после &apos;{player}&apos; должно стоять имя</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; in {entry} is not a strategy name (lower-case letters, digits, &apos;-&apos; and &apos;_&apos;)</source>
        <translation>&apos;{text}&apos; в {entry} — не имя стратегии (строчные буквы, цифры, &apos;-&apos; и &apos;_&apos;)</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; in {entry} is not an option: give name=number, like time_limit=1.5</source>
        <translation>&apos;{text}&apos; в {entry} — не параметр: укажите имя=число, например time_limit=1.5</translation>
    </message>
    <message>
        <source>the option &apos;{option}&apos; of {entry} is given twice</source>
        <translation>параметр &apos;{option}&apos; в {entry} указан дважды</translation>
    </message>
    <message>
        <source>{name} cannot be written: there is no folder {folder}.</source>
        <translation>Не удаётся записать {name}: папки {folder} нет.</translation>
    </message>
    <message>
        <source>A {format} file cannot keep these rules: {name} will open as {opened}, not {rules}.</source>
        <translation>Файл {format} не может сохранить эти правила: {name} откроется с правилами {opened}, а не {rules}.</translation>
    </message>
    <message>
        <source>{name} cannot be written: {reason}.</source>
        <translation>Не удаётся записать {name}: {reason}.</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>Paused. {turn}</source>
        <translation>Пауза. {turn}</translation>
    </message>
    <message>
        <source>Review: move {moves} of {total}. {result}</source>
        <translation>Просмотр: ход {moves} из {total}. {result}</translation>
    </message>
    <message>
        <source>This is a review: Play from here plays on from a move.</source>
        <translation>Это просмотр: «Играть с этого места» продолжает игру с выбранного хода.</translation>
    </message>
    <message>
        <source>The game is over: New game starts another.</source>
        <translation>Игра окончена: «Новая игра» начинает следующую.</translation>
    </message>
    <message>
        <source>Two computers play this game: Pause stops them, Continue goes on.</source>
        <translation>Эту игру играют два компьютера: «Пауза» останавливает их, «Продолжить» возобновляет.</translation>
    </message>
    <message>
        <source>Wait for {name} to move.</source>
        <translation>Подождите, пока {name} сделает ход.</translation>
    </message>
    <message>
        <source>{cell} is taken: choose a free cell.</source>
        <translation>Клетка {cell} занята: выберите свободную клетку.</translation>
    </message>
    <message>
        <source>{cell} is forbidden to {mark} under Renju: {reason}.</source>
        <translation>В Renju клетка {cell} запрещена для {mark}: {reason}.</translation>
    </message>
    <message>
        <source>{name} ({mark}) chose a move that is not allowed: {error}</source>
        <translation>Игрок {name} ({mark}) выбрал недопустимый ход: {error}</translation>
    </message>
    <message>
        <source>{name} ({mark}) made an opening decision that is not allowed: {error}</source>
        <translation>Игрок {name} ({mark}) принял недопустимое решение в дебюте: {error}</translation>
    </message>
    <message>
        <source>{name} ({mark}) could not move: {message}</source>
        <translation>Игрок {name} ({mark}) не смог сделать ход: {message}</translation>
    </message>
    <message>
        <source>The analysis failed: {message}</source>
        <translation>Ошибка анализа: {message}</translation>
    </message>
</context>
<context>
    <name>GameRecorder</name>
    <message>
        <source>This game could not be added to the statistics: {reason}</source>
        <translation>Не удалось добавить эту игру в статистику: {reason}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Новая игра</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Н&amp;астройки…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>С&amp;татистика…</translation>
    </message>
    <message>
        <source>The computers&apos; unfinished game is back, paused: Continue lets them play on.</source>
        <translation>Незаконченная партия компьютеров вернулась на паузе: «Продолжить» даст им доиграть.</translation>
    </message>
    <message>
        <source>Your unfinished game is back: play on, or start a new one.</source>
        <translation>Ваша незаконченная партия восстановлена: продолжайте или начните новую.</translation>
    </message>
    <message>
        <source>Review this game?</source>
        <translation>Просмотреть эту игру?</translation>
    </message>
    <message>
        <source>&amp;Review the game</source>
        <translation>&amp;Просмотреть игру</translation>
    </message>
    <message>
        <source>Review: {players} · {rules}</source>
        <translation>Просмотр: {players} · {rules}</translation>
    </message>
    <message>
        <source>{players} · {rules}</source>
        <translation>{players} · {rules}</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Что-то пошло не так</translation>
    </message>
    <message>
        <source>Start a new game with the new settings? If you keep playing, the rules and players stay as they were.</source>
        <translation>Начать новую игру с новыми настройками? Если продолжить игру, правила и игроки останутся прежними.</translation>
    </message>
    <message>
        <source>The rules and players were not changed; your game goes on.</source>
        <translation>Правила и игроки не изменены, игра продолжается.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Как играть</translation>
    </message>
    <message>
        <source>Start a &amp;new game</source>
        <translation>Начать &amp;новую игру</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>Подс&amp;казка</translation>
    </message>
    <message>
        <source>The result stays in Statistics; the game from here on is not counted.</source>
        <translation>Результат остаётся в статистике; дальнейшая игра не учитывается.</translation>
    </message>
    <message>
        <source>The game was already over when it was opened: Statistics do not count it.</source>
        <translation>Партия уже была окончена, когда её открыли: статистика её не учитывает.</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Начать новую игру?</translation>
    </message>
    <message>
        <source>Change your opponent and start a new game?</source>
        <translation>Сменить соперника и начать новую игру?</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
</context>
<context>
    <name>Metainfo</name>
    <message>
        <source>Tic-tac-toe from 3 x 3 to 15 x 15, against a friend or the computer</source>
        <translation>Крестики-нолики от 3 x 3 до 15 x 15 — с другом или с компьютером</translation>
    </message>
    <message>
        <source>A tic-tac-toe game for the desktop that grows with its players: the classic 3 x 3 game, boards up to 15 x 15 with k in a row to win, and reverse (misère) rules in which whoever completes a line loses.</source>
        <translation>Крестики-нолики для рабочего стола, которые растут вместе с игроками: классическая игра 3 x 3, поля до 15 x 15, где для победы нужно собрать k в ряд, и обратные правила (поддавки), по которым собравший линию проигрывает.</translation>
    </message>
    <message>
        <source>Play a friend, play the computer, or watch two computer players</source>
        <translation>Играйте с другом или с компьютером либо смотрите, как играют два компьютерных игрока</translation>
    </message>
    <message>
        <source>Computer players from a beginner that takes the first free cell to one that never loses</source>
        <translation>Компьютерные игроки — от новичка, который занимает первую свободную клетку, до того, кто никогда не проигрывает</translation>
    </message>
    <message>
        <source>Hints, undo and redo, a move list and a highlighted winning line</source>
        <translation>Подсказки, отмена и повтор ходов, список ходов и подсветка выигрышной линии</translation>
    </message>
    <message>
        <source>An evaluation overlay that shows how good every free cell is</source>
        <translation>Оценка поверх поля, показывающая, насколько хороша каждая свободная клетка</translation>
    </message>
    <message>
        <source>Statistics of every game, with a chart and a PDF or CSV report</source>
        <translation>Статистика всех партий с диаграммой и отчётом в PDF или CSV</translation>
    </message>
    <message>
        <source>Mouse and keyboard play, with the numeric keypad on 3 x 3</source>
        <translation>Игра мышью и с клавиатуры, на поле 3 x 3 — цифровой клавиатурой</translation>
    </message>
    <message>
        <source>A game against the computer on the classic 3 x 3 board</source>
        <translation>Игра против компьютера на классическом поле 3 x 3</translation>
    </message>
    <message>
        <source>tic-tac-toe</source>
        <translation>крестики-нолики</translation>
    </message>
    <message>
        <source>noughts and crosses</source>
        <translation>нолики и крестики</translation>
    </message>
    <message>
        <source>k in a row</source>
        <translation>k в ряд</translation>
    </message>
</context>
<context>
    <name>Mode</name>
    <message>
        <source>You vs the computer</source>
        <translation>Вы против компьютера</translation>
    </message>
    <message>
        <source>Two people</source>
        <translation>Два человека</translation>
    </message>
    <message>
        <source>Computer vs computer</source>
        <translation>Компьютер против компьютера</translation>
    </message>
</context>
<context>
    <name>MoveReport</name>
    <message numerus="yes">
        <source>%2 played %3 (%1) — proven: %4 can force a win within %n more moves (the moves of both players).</source>
        <translation>
            <numerusform>%2: ход %3 (%1) — доказано: %4 может добиться победы не более чем за %n следующий ход (считая ходы обоих игроков).</numerusform>
            <numerusform>%2: ход %3 (%1) — доказано: %4 может добиться победы не более чем за %n следующих хода (считая ходы обоих игроков).</numerusform>
            <numerusform>%2: ход %3 (%1) — доказано: %4 может добиться победы не более чем за %n следующих ходов (считая ходы обоих игроков).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a forced win within %n moves (the moves of both players)</source>
        <translation>
            <numerusform>вынужденная победа не более чем за %n ход (считая ходы обоих игроков)</numerusform>
            <numerusform>вынужденная победа не более чем за %n хода (считая ходы обоих игроков)</numerusform>
            <numerusform>вынужденная победа не более чем за %n ходов (считая ходы обоих игроков)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a forced loss within %n moves (the moves of both players)</source>
        <translation>
            <numerusform>вынужденное поражение не более чем за %n ход (считая ходы обоих игроков)</numerusform>
            <numerusform>вынужденное поражение не более чем за %n хода (считая ходы обоих игроков)</numerusform>
            <numerusform>вынужденное поражение не более чем за %n ходов (считая ходы обоих игроков)</numerusform>
        </translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — proven: with best play the game is a draw.</source>
        <translation>%2: ход %3 (%1) — доказано: при лучшей игре обеих сторон будет ничья.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — a forced move.</source>
        <translation>%2: ход %3 (%1) — вынужденный ход.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — the best move found in %4 s, not proven.</source>
        <translation>%2: ход %3 (%1) — лучший ход, найденный за %4 с, не доказан.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — the move its random games favoured, not proven.</source>
        <translation>%2: ход %3 (%1) — выбранный по случайным партиям, не доказан.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — a cell chosen at random.</source>
        <translation>%2: ход %3 (%1) — клетка выбрана наугад.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — the first free cell.</source>
        <translation>%2: ход %3 (%1) — первая свободная клетка.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — its usual opening move, not searched.</source>
        <translation>%2: ход %3 (%1) — его обычный дебютный ход, без поиска.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — not proven.</source>
        <translation>%2: ход %3 (%1) — не доказан.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — a move by its rules of thumb, not proven.</source>
        <translation>%2: ход %3 (%1) — по эмпирическим правилам, не доказан.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) the last time the app ran.</source>
        <translation>%2: ход %3 (%1) при прошлом запуске приложения.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1), an outside engine&apos;s move.</source>
        <translation>%2: ход %3 (%1), ход внешнего движка.</translation>
    </message>
    <message>
        <source>%1 suggests %2 for %3.</source>
        <translation>%1 предлагает %2 для %3.</translation>
    </message>
    <message>
        <source>Its evaluation for %1: %2 (depth %3).</source>
        <translation>Его оценка для %1: %2 (глубина %3).</translation>
    </message>
    <message>
        <source>Its evaluation for %1: %2.</source>
        <translation>Его оценка для %1: %2.</translation>
    </message>
    <message>
        <source>It expects %1.</source>
        <translation>Он ожидает %1.</translation>
    </message>
    <message>
        <source>Hint for %1: %2.</source>
        <translation>Подсказка для %1: %2.</translation>
    </message>
    <message>
        <source>Hint for %1: %2 — proven: %3.</source>
        <translation>Подсказка для %1: %2 — доказано: %3.</translation>
    </message>
    <message>
        <source>Hint for %1: %2 — the best move found in %3 s, not proven (%4).</source>
        <translation>Подсказка для %1: %2 — лучший ход, найденный за %3 с, не доказан (%4).</translation>
    </message>
</context>
<context>
    <name>OpeningChoices</name>
    <message>
        <source>Play &amp;black</source>
        <translation>Играть &amp;чёрными</translation>
    </message>
    <message>
        <source>Play &amp;white</source>
        <translation>Играть &amp;белыми</translation>
    </message>
    <message>
        <source>Place two &amp;more stones</source>
        <translation>Поставить ещё &amp;два камня</translation>
    </message>
</context>
<context>
    <name>OpeningCombo</name>
    <message>
        <source>Opening</source>
        <translation>Дебют</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>Black (X) places the first stone and moves on.</source>
        <translation>Чёрные (X) ставят первый камень, и игра идёт дальше.</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Swap</translation>
    </message>
    <message>
        <source>The first player places three stones; the other then chooses a colour.</source>
        <translation>Первый игрок ставит три камня; затем другой выбирает цвет.</translation>
    </message>
    <message>
        <source>Swap2</source>
        <translation>Swap2</translation>
    </message>
    <message>
        <source>The first player places three stones; the other chooses a colour, or places two more and leaves the choice to the first.</source>
        <translation>Первый игрок ставит три камня; другой выбирает цвет или ставит ещё два камня и оставляет выбор первому.</translation>
    </message>
    <message>
        <source>Swap and swap2 are played on {size} x {size} with five in a row, under freestyle, standard or Renju.</source>
        <translation>Swap и swap2 играются на поле {size} x {size} при пяти в ряд, по свободному, стандартному правилу или правилу Renju.</translation>
    </message>
</context>
<context>
    <name>OpeningTexts</name>
    <message>
        <source>{name} is choosing a side…</source>
        <translation>{name} выбирает сторону…</translation>
    </message>
    <message>
        <source>{name} is placing the opening stones…</source>
        <translation>{name} ставит дебютные камни…</translation>
    </message>
    <message>
        <source>Opening: place a black stone (X), {count} to go.</source>
        <translation>Дебют: поставьте чёрный камень (X), осталось: {count}.</translation>
    </message>
    <message>
        <source>Opening: place a white stone (O), {count} to go.</source>
        <translation>Дебют: поставьте белый камень (O), осталось: {count}.</translation>
    </message>
    <message>
        <source>Opening: {name} places a black stone (X), {count} to go.</source>
        <translation>Дебют: {name} ставит чёрный камень (X), осталось: {count}.</translation>
    </message>
    <message>
        <source>Opening: {name} places a white stone (O), {count} to go.</source>
        <translation>Дебют: {name} ставит белый камень (O), осталось: {count}.</translation>
    </message>
    <message>
        <source>Your choice: play black, play white or place two more stones.</source>
        <translation>Ваш выбор: играть чёрными, играть белыми или поставить ещё два камня.</translation>
    </message>
    <message>
        <source>Your choice: play black or play white.</source>
        <translation>Ваш выбор: играть чёрными или играть белыми.</translation>
    </message>
    <message>
        <source>{name} chooses: play black, play white or place two more stones.</source>
        <translation>{name} выбирает: играть чёрными, играть белыми или поставить ещё два камня.</translation>
    </message>
    <message>
        <source>{name} chooses: play black or play white.</source>
        <translation>{name} выбирает: играть чёрными или играть белыми.</translation>
    </message>
    <message>
        <source>{name} took black.</source>
        <translation>Игрок {name} выбрал чёрные.</translation>
    </message>
    <message>
        <source>{name} took white.</source>
        <translation>Игрок {name} выбрал белые.</translation>
    </message>
    <message>
        <source>{name} will place two more stones.</source>
        <translation>{name} поставит ещё два камня.</translation>
    </message>
    <message>
        <source>Swap2 keeps the first stones fair: the other player picks a side after seeing them.</source>
        <translation>Swap2 делает первые камни честными: другой игрок выбирает сторону, уже увидев их.</translation>
    </message>
    <message>
        <source>Swap keeps the first stones fair: the other player picks a side after seeing them.</source>
        <translation>Swap делает первые камни честными: другой игрок выбирает сторону, уже увидев их.</translation>
    </message>
    <message>
        <source>Choose a side first, with the buttons beside the board.</source>
        <translation>Сначала выберите сторону кнопками рядом с полем.</translation>
    </message>
</context>
<context>
    <name>OpponentPicker</name>
    <message>
        <source>Another person</source>
        <translation>Другой человек</translation>
    </message>
    <message>
        <source>Two people take turns at this board</source>
        <translation>Два человека ходят по очереди на этом поле</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Соперник</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>Соп&amp;ерник:</translation>
    </message>
    <message>
        <source>Who you play against; changing it starts a new game (asking first mid-game)</source>
        <translation>С кем вы играете; при смене начинается новая игра (посреди партии — после вопроса)</translation>
    </message>
    <message>
        <source>up from {before} after your last results</source>
        <translation>повышен с {before} после ваших последних результатов</translation>
    </message>
    <message>
        <source>down from {before} after your last results</source>
        <translation>понижен с {before} после ваших последних результатов</translation>
    </message>
    <message>
        <source>It plays at level {level} of {top}, {change} on these rules.</source>
        <translation>Играет на уровне {level} из {top}, {change} по этим правилам.</translation>
    </message>
    <message>
        <source>It plays at level {level} of {top}, set by your results on these rules.</source>
        <translation>Играет на уровне {level} из {top}, определённом по вашим результатам по этим правилам.</translation>
    </message>
</context>
<context>
    <name>OutcomeDialog</name>
    <message>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Сыграть ещё</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>Review with c&amp;oach</source>
        <translation>&amp;Разбор с тренером</translation>
    </message>
    <message>
        <source>Every move of the game marked, and what was better</source>
        <translation>Оценка каждого хода партии и что было бы лучше</translation>
    </message>
</context>
<context>
    <name>OutcomeTeller</name>
    <message>
        <source>The last game ended before the new one: {result}</source>
        <translation>Предыдущая партия закончилась до новой: {result}</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <source>Puzzle rating, puzzle by puzzle</source>
        <translation>Рейтинг задач, задача за задачей</translation>
    </message>
    <message>
        <source>No puzzles tried yet.</source>
        <translation>Задачи ещё не решались.</translation>
    </message>
    <message numerus="yes">
        <source>Puzzle rating from {start} to {now} after %n puzzles ({solved} solved).</source>
        <translation>
            <numerusform>Рейтинг задач: с {start} до {now} после %n задачи (решено: {solved}).</numerusform>
            <numerusform>Рейтинг задач: с {start} до {now} после %n задач (решено: {solved}).</numerusform>
            <numerusform>Рейтинг задач: с {start} до {now} после %n задач (решено: {solved}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>all rules</source>
        <translation>все правила</translation>
    </message>
    <message>
        <source>Abandoned games were left before their end (they count as played, not as won, lost or tied). Continued games were played on from a reviewed game, whose first moves they took over; they count with their results, and are named under the table of runs.</source>
        <translation>Прерванные партии были оставлены до конца (они считаются сыгранными, но не выигранными, не проигранными и не ничейными). Продолженные партии были доиграны с просмотренной партии, чьи первые ходы они переняли; они учитываются со своими результатами и названы под таблицей партий.</translation>
    </message>
    <message>
        <source>Tic-tac-toe: one game</source>
        <translation>Крестики-нолики: одна партия</translation>
    </message>
    <message>
        <source>Tic-tac-toe: the last {count} games</source>
        <translation>Крестики-нолики: последние партии ({count})</translation>
    </message>
    <message>
        <source>Tic-tac-toe: all {count} games</source>
        <translation>Крестики-нолики: все партии ({count})</translation>
    </message>
    <message>
        <source>Report made {date}.</source>
        <translation>Отчёт составлен: {date}.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Сводка</translation>
    </message>
    <message>
        <source>Your games against the computer are counted for you, one row per computer opponent (its strategy, and its options where they differ from the defaults); games of two people or two computer players are counted for X. The current streak is the run of equal results at the end; the best streak is the longest run of wins.</source>
        <translation>Ваши игры против компьютера учитываются за вас, по одной строке на каждого компьютерного соперника (его стратегия и параметры, если они отличаются от стандартных); игры двух людей или двух компьютерных игроков учитываются за X. Текущая серия — это одинаковые результаты подряд в конце; лучшая серия — самая длинная серия побед подряд.</translation>
    </message>
    <message>
        <source>Won, lost and tied per opponent, all rules together</source>
        <translation>Победы, поражения и ничьи по соперникам, все правила вместе</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>The coach&apos;s marks</source>
        <translation>Оценки тренера</translation>
    </message>
    <message>
        <source>The inaccuracies (?!), mistakes (?) and blunders (??) the coach found in the runs it reviewed; ~ marks an estimate.</source>
        <translation>Неточности (?!), ошибки (?) и зевки (??), найденные тренером в разобранных партиях; ~ отмечает оценку.</translation>
    </message>
    <message>
        <source>no mistakes found</source>
        <translation>ошибок не найдено</translation>
    </message>
    <message>
        <source>Run {run}: {marks}</source>
        <translation>Партия {run}: {marks}</translation>
    </message>
    <message>
        <source>1 computer-vs-computer game is left out.</source>
        <translation>1 партия компьютера против компьютера не учтена.</translation>
    </message>
    <message>
        <source>{count} computer-vs-computer games are left out.</source>
        <translation>Не учтено партий компьютера против компьютера: {count}.</translation>
    </message>
    <message>
        <source>The table lists the last {shown} of the {total} runs (the summary and the chart count them all); the CSV export has every one.</source>
        <translation>В таблице показаны последние партии ({shown} из {total}); сводка и диаграмма учитывают все, а в экспорте в CSV есть каждая.</translation>
    </message>
    <message>
        <source>No games recorded.</source>
        <translation>Нет записанных партий.</translation>
    </message>
    <message>
        <source>Runs {first} to {last}, played {date}.</source>
        <translation>Партии с {first} по {last}, сыграны {date}.</translation>
    </message>
    <message>
        <source>Runs {first} to {last}, played {start} to {end}.</source>
        <translation>Партии с {first} по {last}, сыграны с {start} по {end}.</translation>
    </message>
    <message>
        <source>No games.</source>
        <translation>Нет партий.</translation>
    </message>
</context>
<context>
    <name>ResultBanner</name>
    <message>
        <source>Click to hide this. The result stays beside the board.</source>
        <translation>Нажмите, чтобы скрыть. Результат останется рядом с полем.</translation>
    </message>
    <message>
        <source>Press New game to play again.</source>
        <translation>Нажмите «Новая игра», чтобы сыграть ещё раз.</translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>{x} (X) vs {o} (O)</source>
        <translation>{x} (X) — {o} (O)</translation>
    </message>
    <message>
        <source>Your move ({mark})</source>
        <translation>Ваш ход ({mark})</translation>
    </message>
    <message>
        <source>{name} ({mark}) is thinking…</source>
        <translation>{name} ({mark}) думает…</translation>
    </message>
    <message>
        <source>{name} ({mark}) to move</source>
        <translation>Ход: {name} ({mark})</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, standard (exactly five)</source>
        <translation>{size} x {size}, {length} в ряд, стандартные (ровно пять)</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, Renju</source>
        <translation>{size} x {size}, {length} в ряд, Renju</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, Caro</source>
        <translation>{size} x {size}, {length} в ряд, Caro</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, reverse rules</source>
        <translation>{size} x {size}, {length} в ряд, обратные правила</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row</source>
        <translation>{size} x {size}, {length} в ряд</translation>
    </message>
    <message>
        <source>you ({mark})</source>
        <translation>вас ({mark})</translation>
    </message>
    <message>
        <source>{name} ({mark})</source>
        <translation>{name} ({mark})</translation>
    </message>
    <message>
        <source>Next to play: you ({mark})</source>
        <translation>Следующий ход: ваш ({mark})</translation>
    </message>
    <message>
        <source>Next to play: {name} ({mark})</source>
        <translation>Следующий ход: {name} ({mark})</translation>
    </message>
    <message>
        <source>Draw.</source>
        <comment>the game ended without a winner</comment>
        <translation>Ничья.</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Вы победили!</translation>
    </message>
    <message>
        <source>You lost.</source>
        <translation>Вы проиграли.</translation>
    </message>
    <message>
        <source>{name} won!</source>
        <translation>Побеждает {name}!</translation>
    </message>
    <message>
        <source>The board is full and nobody completed a line.</source>
        <translation>Поле заполнено, и никто не собрал линию.</translation>
    </message>
    <message>
        <source>You completed the line {line}.</source>
        <translation>Вы собрали линию {line}.</translation>
    </message>
    <message>
        <source>{name} completed the line {line}.</source>
        <translation>Линию {line} собрал игрок {name}.</translation>
    </message>
    <message>
        <source>You completed the line {line}, so you lose (reverse rules).</source>
        <translation>Вы собрали линию {line} и поэтому проиграли (обратные правила).</translation>
    </message>
    <message>
        <source>{name} completed the line {line}, so you win (reverse rules).</source>
        <translation>Линию {line} собрал игрок {name}, поэтому вы победили (обратные правила).</translation>
    </message>
    <message>
        <source>{loser} completed the line {line}, so {winner} wins (reverse rules).</source>
        <translation>Линию {line} собрал игрок {loser}, поэтому побеждает {winner} (обратные правила).</translation>
    </message>
</context>
<context>
    <name>RuleCombo</name>
    <message>
        <source>Gomoku rule</source>
        <translation>Правило гомоку</translation>
    </message>
    <message>
        <source>A rule other than freestyle needs five in a row on a board from {low} x {low} to {high} x {high}, in normal rules.</source>
        <translation>Правило, отличное от свободного, можно выбрать только для пяти в ряд на полях от {low} x {low} до {high} x {high} при обычных правилах.</translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <source>Freestyle</source>
        <translation>Свободное</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Стандартное</translation>
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
        <translation>Свободное: побеждают пять и более в ряд</translation>
    </message>
    <message>
        <source>Standard: exactly five; six or more does not win</source>
        <translation>Стандартное: ровно пять; шесть и более не побеждают</translation>
    </message>
    <message>
        <source>Renju: X (black) may not make a double three, a double four or an overline</source>
        <translation>Renju: X (чёрным) запрещены вилка 3×3, вилка 4×4 и длинный ряд</translation>
    </message>
    <message>
        <source>Caro: a five blocked at both ends does not win</source>
        <translation>Caro: пятёрка, закрытая с обоих концов, не побеждает</translation>
    </message>
    <message>
        <source>double three</source>
        <translation>вилка 3×3</translation>
    </message>
    <message>
        <source>double four</source>
        <translation>вилка 4×4</translation>
    </message>
    <message>
        <source>overline</source>
        <translation>длинный ряд</translation>
    </message>
    <message>
        <source>{count} in a row does not win under the standard rule: play on.</source>
        <translation>{count} в ряд по стандартному правилу не побеждают: играйте дальше.</translation>
    </message>
    <message>
        <source>A five blocked at both ends does not win under Caro: play on.</source>
        <translation>В Caro пятёрка, закрытая с обоих концов, не побеждает: играйте дальше.</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <source>Cannot open the game</source>
        <translation>Не удалось открыть игру</translation>
    </message>
    <message>
        <source>{error}

The current game is kept.</source>
        <translation>{error}

Текущая игра продолжается.</translation>
    </message>
    <message>
        <source>Opened {file}: {players}.</source>
        <translation>Открыт файл {file}: {players}.</translation>
    </message>
    <message>
        <source>Opened {file}: {players}. Your next games keep its rules: {rules}.</source>
        <translation>Открыт файл {file}: {players}. Следующие игры сохранят его правила: {rules}.</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Не удалось сохранить игру</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>Сохранён файл {file}</translation>
    </message>
    <message>
        <source>Open a saved game instead?</source>
        <translation>Открыть вместо неё сохранённую игру?</translation>
    </message>
    <message>
        <source>&amp;Open a game…</source>
        <translation>&amp;Открыть игру…</translation>
    </message>
    <message>
        <source>Open {file} instead?</source>
        <translation>Открыть вместо неё {file}?</translation>
    </message>
    <message>
        <source>&amp;Open it</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <source>game.ttt</source>
        <comment>suggested file name</comment>
        <translation>игра.ttt</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Сохранить игру</translation>
    </message>
    <message>
        <source>&amp;Save anyway</source>
        <translation>&amp;Сохранить всё равно</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>&amp;Режим:</translation>
    </message>
    <message>
        <source>Board si&amp;ze:</source>
        <translation>Ра&amp;змер поля:</translation>
    </message>
    <message>
        <source>&amp;Win length:</source>
        <translation>Длина &amp;линии:</translation>
    </message>
    <message>
        <source>Board and rules</source>
        <translation>Поле и правила</translation>
    </message>
    <message>
        <source>Board &amp;theme:</source>
        <translation>&amp;Тема поля:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <source>X (you move first)</source>
        <translation>X (первый ход ваш)</translation>
    </message>
    <message>
        <source>O (the computer opens)</source>
        <translation>O (первым ходит компьютер)</translation>
    </message>
    <message>
        <source>Pause before each computer move</source>
        <translation>Пауза перед каждым ходом компьютера</translation>
    </message>
    <message>
        <source>Restore &amp;Defaults</source>
        <translation>По &amp;умолчанию</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Размер поля</translation>
    </message>
    <message>
        <source> in a row</source>
        <translation> в ряд</translation>
    </message>
    <message>
        <source>Win length</source>
        <translation>Длина линии</translation>
    </message>
    <message>
        <source>Reverse rules: whoever completes a line loses</source>
        <translation>Обратные правила: собравший линию проигрывает</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>Язык системы ({language})</translation>
    </message>
    <message>
        <source>The new language is used from the next start of {name}.</source>
        <translation>Новый язык будет применён при следующем запуске {name}.</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Бумага</translation>
    </message>
    <message>
        <source>Go board</source>
        <translation>Доска для го</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Высокий контраст</translation>
    </message>
    <message>
        <source>Until you pick a theme, the board takes the one that suits the game: paper for three and four in a row, a go board from five in a row on, and high contrast when the system asks for it.</source>
        <translation>Пока вы не выбрали тему, поле берёт ту, что подходит к игре: бумагу для трёх и четырёх в ряд, доску для го — от пяти в ряд, и высокий контраст, когда этого требует система.</translation>
    </message>
    <message>
        <source>Until you pick one: paper for three and four in a row, a go board from five on.</source>
        <translation>Пока вы не выбрали тему: бумага для трёх и четырёх в ряд, доска для го — от пяти.</translation>
    </message>
    <message>
        <source>Animat&amp;ions</source>
        <translation>&amp;Анимация</translation>
    </message>
    <message>
        <source>Marks draw themselves and the winning line draws across the board. With animations off, every change shows at once.</source>
        <translation>Знаки рисуются сами, а выигрышная линия прочерчивается через поле. Без анимации каждое изменение видно сразу.</translation>
    </message>
    <message>
        <source>R&amp;ule:</source>
        <translation>&amp;Правило:</translation>
    </message>
    <message>
        <source>Openin&amp;g:</source>
        <translation>Де&amp;бют:</translation>
    </message>
    <message>
        <source>Look and language</source>
        <translation>Вид и язык</translation>
    </message>
    <message>
        <source>At most {count} characters. Left empty, the name is {name}.</source>
        <translation>Не более {count} символов. Если оставить пустым, имя будет {name}.</translation>
    </message>
    <message>
        <source>Your &amp;symbol:</source>
        <translation>Ваш &amp;символ:</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>Соп&amp;ерник:</translation>
    </message>
    <message>
        <source>X player&apos;s &amp;name:</source>
        <translation>&amp;Имя игрока X:</translation>
    </message>
    <message>
        <source>O player&apos;s n&amp;ame:</source>
        <translation>И&amp;мя игрока O:</translation>
    </message>
    <message>
        <source>Move &amp;delay:</source>
        <translation>Задержка &amp;хода:</translation>
    </message>
    <message>
        <source>&amp;X computer</source>
        <translation>Компьютер &amp;X</translation>
    </message>
    <message>
        <source>&amp;O computer</source>
        <translation>Компьютер &amp;O</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} с</translation>
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
        <translation>игроки</translation>
    </message>
    <message>
        <source>player names</source>
        <translation>имена игроков</translation>
    </message>
    <message>
        <source>rules of the game</source>
        <translation>правила игры</translation>
    </message>
    <message>
        <source>unfinished game</source>
        <translation>незаконченная партия</translation>
    </message>
    <message>
        <source>Statistics choices</source>
        <translation>параметры статистики</translation>
    </message>
    <message>
        <source>move delay</source>
        <translation>задержка хода</translation>
    </message>
    <message>
        <source>evaluation</source>
        <translation>оценка</translation>
    </message>
    <message>
        <source>language</source>
        <translation>язык</translation>
    </message>
    <message>
        <source>board theme</source>
        <translation>тема поля</translation>
    </message>
    <message>
        <source>animations</source>
        <translation>анимация</translation>
    </message>
    <message>
        <source>window size</source>
        <translation>размер окна</translation>
    </message>
    <message>
        <source>Some settings could not be read and were reset.</source>
        <translation>Некоторые настройки не удалось прочитать, и они были сброшены.</translation>
    </message>
    <message>
        <source>Some settings could not be read and were reset, among them: {list}.</source>
        <translation>Некоторые настройки не удалось прочитать, и они были сброшены, в том числе: {list}.</translation>
    </message>
    <message>
        <source>Some settings could not be read and were reset: {list}.</source>
        <translation>Некоторые настройки не удалось прочитать, и они были сброшены: {list}.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Game status</source>
        <translation>Состояние игры</translation>
    </message>
    <message>
        <source>The computer&apos;s last move, or how the game ended</source>
        <translation>Последний ход компьютера или как закончилась партия</translation>
    </message>
    <message>
        <source>Show on every free cell how good it is for the player to move:
a proven win, draw or loss with the moves to the end (&quot;Win in 3&quot;),
or else the estimated chances (&quot;62%&quot;), not proven.</source>
        <translation>Показать на каждой свободной клетке, насколько хорош этот ход для игрока, чей сейчас ход:
доказанную победу, ничью или поражение с числом ходов до конца («Победа за 3 хода»)
или же оценку шансов («62%»), без доказательства.</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ На&amp;зад</translation>
    </message>
    <message>
        <source>&amp;Forward ▶</source>
        <translation>&amp;Вперёд ▶</translation>
    </message>
    <message>
        <source>&amp;Play from here</source>
        <translation>Играть с этого &amp;места</translation>
    </message>
    <message>
        <source>Mo&amp;ves:</source>
        <translation>Ход&amp;ы:</translation>
    </message>
    <message>
        <source>Moves played</source>
        <translation>Сделанные ходы</translation>
    </message>
    <message>
        <source>The game is over here: step back to play on from an earlier move.</source>
        <translation>Здесь игра окончена: вернитесь назад, чтобы продолжить с более раннего хода.</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>Про&amp;должить</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>Пау&amp;за</translation>
    </message>
    <message>
        <source>Whoever completes {length} in a row loses: leave that to your opponent.</source>
        <translation>Кто выстроит {length} в ряд, тот проиграл: оставьте это сопернику.</translation>
    </message>
    <message>
        <source>Taken back: Redo plays it again</source>
        <translation>Отменён: «Повторить» сыграет его снова</translation>
    </message>
</context>
<context>
    <name>StatsChart</name>
    <message>
        <source>{player} vs {opponent}</source>
        <translation>{player} — {opponent}</translation>
    </message>
    <message>
        <source>No games recorded yet</source>
        <translation>Записанных игр пока нет</translation>
    </message>
    <message>
        <source>won</source>
        <translation>победы</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>поражения</translation>
    </message>
    <message>
        <source>tied</source>
        <translation>ничьи</translation>
    </message>
    <message>
        <source>{count} played</source>
        <translation>сыграно: {count}</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the chart&apos;s groups</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>{pairing}: {won} won, {lost} lost, {tied} tied</source>
        <translation>{pairing}: побед — {won}, поражений — {lost}, ничьих — {tied}</translation>
    </message>
</context>
<context>
    <name>StatsChartWidget</name>
    <message>
        <source>Won, lost and tied per opponent</source>
        <translation>Победы, поражения и ничьи по соперникам</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Include games between c&amp;omputer players</source>
        <translation>Учитывать игры между к&amp;омпьютерными игроками</translation>
    </message>
    <message>
        <source>Games where the computer played both sides are kept apart from yours; tick to count them too (in the exports as well).</source>
        <translation>Игры, в которых компьютер играл за обе стороны, хранятся отдельно от ваших; отметьте, чтобы учитывать и их (в том числе при экспорте).</translation>
    </message>
    <message>
        <source>Only the last</source>
        <translation>Только последние</translation>
    </message>
    <message>
        <source>Number of recent games</source>
        <translation>Количество последних игр</translation>
    </message>
    <message>
        <source>Summary per opponent and rules</source>
        <translation>Сводка по соперникам и правилам</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Сыгранные игры</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Сводка</translation>
    </message>
    <message>
        <source>Won, lost and tied per opponent, all rules together</source>
        <translation>Победы, поражения и ничьи по соперникам, все правила вместе</translation>
    </message>
    <message>
        <source>Games (double-click one to review it)</source>
        <translation>Игры (дважды щёлкните по игре, чтобы просмотреть её)</translation>
    </message>
    <message>
        <source>Puzzle rating after each puzzle (a filled dot: solved)</source>
        <translation>Рейтинг после каждой задачи (закрашенная точка — решена)</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Просмотреть</translation>
    </message>
    <message>
        <source>Review with c&amp;oach</source>
        <translation>&amp;Разбор с тренером</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Экспорт в &amp;CSV…</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>Экспорт в &amp;PDF…</translation>
    </message>
    <message>
        <source>C&amp;lear statistics…</source>
        <translation>О&amp;чистить статистику…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>None of your games recorded yet: they appear here once finished.</source>
        <translation>Ваших записанных игр пока нет: они появятся здесь после завершения.</translation>
    </message>
    <message>
        <source>No games recorded yet: finished games appear here.</source>
        <translation>Записанных игр пока нет: здесь будут появляться завершённые игры.</translation>
    </message>
    <message>
        <source>{counted} of {total} recorded games.</source>
        <translation>{counted} из {total} записанных игр.</translation>
    </message>
    <message>
        <source>The one recorded game.</source>
        <translation>Единственная записанная игра.</translation>
    </message>
    <message numerus="yes">
        <source>All %n recorded games.</source>
        <translation>
            <numerusform>Всего %n записанная игра.</numerusform>
            <numerusform>Всего %n записанные игры.</numerusform>
            <numerusform>Всего %n записанных игр.</numerusform>
        </translation>
    </message>
    <message>
        <source>The last {shown} of {total} recorded games.</source>
        <translation>Последние {shown} из {total} записанных игр.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) between computer players are not counted.</source>
        <translation>
            <numerusform>%n игра между компьютерными игроками не учитывается.</numerusform>
            <numerusform>%n игры между компьютерными игроками не учитываются.</numerusform>
            <numerusform>%n игр между компьютерными игроками не учитываются.</numerusform>
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
            <numerusform> игра</numerusform>
            <numerusform> игры</numerusform>
            <numerusform> игр</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the games as CSV</source>
        <translation>Экспорт игр в CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Файлы CSV (*.csv);;Все файлы (*)</translation>
    </message>
    <message>
        <source>The CSV file could not be written to {path}: {reason}.</source>
        <translation>Не удалось записать файл CSV в {path}: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n game(s) to {path}.</source>
        <translation>
            <numerusform>%n игра сохранена в файл {path}.</numerusform>
            <numerusform>%n игры сохранены в файл {path}.</numerusform>
            <numerusform>%n игр сохранено в файл {path}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export a PDF report</source>
        <translation>Экспорт отчёта в PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf);;All files (*)</source>
        <translation>Файлы PDF (*.pdf);;Все файлы (*)</translation>
    </message>
    <message>
        <source>The report could not be written to {path}: {reason}.</source>
        <translation>Не удалось записать отчёт в {path}: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>Saved the report of %n game(s) to {path}.</source>
        <translation>
            <numerusform>Отчёт по %n игре сохранён в файл {path}.</numerusform>
            <numerusform>Отчёт по %n играм сохранён в файл {path}.</numerusform>
            <numerusform>Отчёт по %n играм сохранён в файл {path}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Forget all %n recorded games? This cannot be undone.</source>
        <translation>
            <numerusform>Удалить все %n записанную игру? Это действие нельзя отменить.</numerusform>
            <numerusform>Удалить все %n записанные игры? Это действие нельзя отменить.</numerusform>
            <numerusform>Удалить все %n записанных игр? Это действие нельзя отменить.</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics could not be cleared: the records file cannot be changed now.</source>
        <translation>Не удалось очистить статистику: файл записей сейчас нельзя изменить.</translation>
    </message>
    <message>
        <source>Statistics cleared.</source>
        <translation>Статистика очищена.</translation>
    </message>
    <message>
        <source>Clear statistics</source>
        <translation>Очистка статистики</translation>
    </message>
    <message>
        <source>Forget the one recorded game? This cannot be undone.</source>
        <translation>Удалить единственную записанную игру? Это действие нельзя отменить.</translation>
    </message>
</context>
<context>
    <name>StatsTables</name>
    <message>
        <source>Run</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
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
        <translation>Победитель</translation>
    </message>
    <message>
        <source>Who lost</source>
        <translation>Проигравший</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Длительность</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Соперник</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <comment>a column: how many games were left unfinished</comment>
        <translation>Прервано</translation>
    </message>
    <message>
        <source>Continued</source>
        <translation>Продолжено</translation>
    </message>
    <message>
        <source>Games left before their end (a new game, another game opened, ...): counted as played, not as won, lost or tied. Match my level counts them as your losses.</source>
        <translation>Партии, оставленные до конца (новая игра, открыта другая игра, ...): считаются сыгранными, но не выигранными, не проигранными и не ничейными. «По моему уровню» считает их вашими поражениями.</translation>
    </message>
    <message>
        <source>Games played on from a reviewed game, whose first moves they took over: counted with their results, and noted in the games table.</source>
        <translation>Партии, доигранные с просмотренной партии, чьи первые ходы они переняли: учитываются со своими результатами и отмечены в таблице партий.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Сыграно</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Поражения</translation>
    </message>
    <message>
        <source>Tied</source>
        <translation>Ничьи</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Доля побед</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Текущая серия</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Лучшая серия</translation>
    </message>
    <message>
        <source>{name} · {options}</source>
        <translation>{name} · {options}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
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
        <translation>{value} случайных партий на ход</translation>
    </message>
    <message>
        <source>{value} playouts a move</source>
        <translation>{value} симуляций на ход</translation>
    </message>
    <message>
        <source>{value} s a move</source>
        <translation>{value} с на ход</translation>
    </message>
    <message>
        <source>{option}: {value}</source>
        <translation>{option}: {value}</translation>
    </message>
    <message>
        <source>Abandoned; continued from run {run} after move {move}</source>
        <translation>Прервана; продолжение партии {run} после хода {move}</translation>
    </message>
    <message>
        <source>Continued from run {run} after move {move}</source>
        <translation>Продолжение партии {run} после хода {move}</translation>
    </message>
    <message>
        <source>Abandoned; continued from another game after move {move}</source>
        <translation>Прервана; продолжение другой партии после хода {move}</translation>
    </message>
    <message>
        <source>Continued from another game after move {move}</source>
        <translation>Продолжение другой партии после хода {move}</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <comment>one game&apos;s note</comment>
        <translation>Прервана</translation>
    </message>
    <message>
        <source>Run {run}: {note}</source>
        <translation>Партия {run}: {note}</translation>
    </message>
    <message>
        <source>{side} ({mark})</source>
        <translation>{side} ({mark})</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>{count} won</source>
        <translation>побед: {count}</translation>
    </message>
    <message>
        <source>{count} lost</source>
        <translation>поражений: {count}</translation>
    </message>
    <message>
        <source>{count} tied</source>
        <translation>ничьих: {count}</translation>
    </message>
    <message>
        <source>{count} abandoned</source>
        <translation>прервано: {count}</translation>
    </message>
    <message>
        <source>all rules</source>
        <translation>все правила</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, reverse</source>
        <translation>{size} x {size}, {length} в ряд, обратные</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row</source>
        <translation>{size} x {size}, {length} в ряд</translation>
    </message>
    <message>
        <source>Run {run} · {rules}
X: {x}
O: {o}
Moves: {moves}
Double-click to review</source>
        <translation>Партия {run} · {rules}
X: {x}
O: {o}
Ходы: {moves}
Дважды щёлкните, чтобы просмотреть</translation>
    </message>
    <message>
        <source>no moves</source>
        <translation>нет ходов</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Playing on from move {moves} with the players and rules of the game reviewed; New game goes back to your settings.</source>
        <translation>Игра продолжается с хода {moves} с игроками и правилами просмотренной игры; «Новая игра» вернёт ваши настройки.</translation>
    </message>
    <message>
        <source>Playing on from move {moves}.</source>
        <translation>Игра продолжается с хода {moves}.</translation>
    </message>
    <message>
        <source>Back to your settings: {players}, {rules}.</source>
        <translation>Снова ваши настройки: {players}, {rules}.</translation>
    </message>
    <message>
        <source>Looking for a hint for {player}…</source>
        <translation>Ищу подсказку для {player}…</translation>
    </message>
</context>
<context>
    <name>Strategies</name>
    <message>
        <source>Dumb</source>
        <translation>Простак</translation>
    </message>
    <message>
        <source>Takes the first free cell in order.</source>
        <translation>Занимает первую свободную клетку по порядку.</translation>
    </message>
    <message>
        <source>the first free cell</source>
        <translation>первая свободная клетка</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Случайный</translation>
    </message>
    <message>
        <source>Plays any free cell at random.</source>
        <translation>Ходит в любую свободную клетку наугад.</translation>
    </message>
    <message>
        <source>random moves</source>
        <translation>случайные ходы</translation>
    </message>
    <message>
        <source>Smart</source>
        <translation>Умник</translation>
    </message>
    <message>
        <source>Wins or blocks when it can, else takes the centre, a corner, then a side.</source>
        <translation>Выигрывает или блокирует, когда может, иначе занимает центр, угол, затем край.</translation>
    </message>
    <message>
        <source>Wins or blocks when it can, else takes the cell with the most lines still open to it.</source>
        <translation>Выигрывает или блокирует, когда может, иначе занимает клетку, через которую проходит больше всего ещё открытых линий.</translation>
    </message>
    <message>
        <source>win-or-block rules</source>
        <translation>правила выигрыша и блока</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Эксперт</translation>
    </message>
    <message>
        <source>Fork rules</source>
        <translation>Правила вилок</translation>
    </message>
    <message>
        <source>Rule-based: win, block, fork, block a fork, centre, opposite corner, corner, side; never loses on 3 x 3.</source>
        <translation>Играет по правилам: выигрыш, блок, вилка, защита от вилки, центр, противоположный угол, угол, край; на поле 3 x 3 никогда не проигрывает.</translation>
    </message>
    <message>
        <source>Rule-based: win, block, fork, block a fork, else the cell that best builds its lines and blocks the opponent&apos;s.</source>
        <translation>Играет по правилам: выигрыш, блок, вилка, защита от вилки, иначе клетка, которая лучше всего строит свои линии и блокирует линии соперника.</translation>
    </message>
    <message>
        <source>fork rules</source>
        <translation>правила вилок</translation>
    </message>
    <message>
        <source>Monte Carlo</source>
        <translation>Монте-Карло</translation>
    </message>
    <message>
        <source>Plays many random games and favours the squares the winners played.</source>
        <translation>Разыгрывает множество случайных партий и предпочитает клетки, на которые ходили победители.</translation>
    </message>
    <message>
        <source>random games</source>
        <translation>случайные партии</translation>
    </message>
    <message>
        <source>Random games per move</source>
        <translation>Случайных партий на ход</translation>
    </message>
    <message>
        <source>How many random games it plays before each move: more plays better, and slower.</source>
        <translation>Сколько случайных партий он играет перед каждым ходом: больше — сильнее и медленнее.</translation>
    </message>
    <message>
        <source>After each random game, what each square the computer played there counts: added to that square&apos;s score when the computer won, taken off when it lost.</source>
        <translation>После каждой случайной партии — сколько стоит каждая клетка, сыгранная в ней компьютером: прибавляется к счёту клетки, если компьютер выиграл, и вычитается, если проиграл.</translation>
    </message>
    <message>
        <source>After each random game, what each square its opponent played there counts: taken off that square&apos;s score when the computer won, added when it lost.</source>
        <translation>После каждой случайной партии — сколько стоит каждая клетка, сыгранная в ней соперником: вычитается из счёта клетки, если компьютер выиграл, и прибавляется, если проиграл.</translation>
    </message>
    <message>
        <source>Stops the random games once this many seconds have passed; 0 plays them all.</source>
        <translation>Прекращает случайные партии, когда пройдёт столько секунд; 0 — сыграть их все.</translation>
    </message>
    <message>
        <source>How many random games it plays from the position before each move: more plays better, and slower.</source>
        <translation>Сколько случайных партий он играет из позиции перед каждым ходом: больше — сильнее и медленнее.</translation>
    </message>
    <message>
        <source>How long it may think about each move; it often answers sooner.</source>
        <translation>Сколько он может думать над каждым ходом; часто отвечает раньше.</translation>
    </message>
    <message>
        <source>Score for own squares</source>
        <translation>Очки за свои клетки</translation>
    </message>
    <message>
        <source>Score for opponent squares</source>
        <translation>Очки за клетки соперника</translation>
    </message>
    <message>
        <source>MCTS</source>
        <translation>MCTS</translation>
    </message>
    <message>
        <source>Searches the game tree as deep as its think time allows, and proves the result where it reaches the end of every line.</source>
        <translation>Просматривает дерево игры так глубоко, как позволяет время на обдумывание, и доказывает исход там, где доходит до конца каждого варианта.</translation>
    </message>
    <message>
        <source>threat search</source>
        <translation>поиск угроз</translation>
    </message>
    <message>
        <source>Match my level</source>
        <translation>По моему уровню</translation>
    </message>
    <message>
        <source>Plays stronger after you win and weaker after you lose, so that you win about as often as you lose; its level comes from your recorded games on these rules.</source>
        <translation>Играет сильнее после ваших побед и слабее после ваших поражений, чтобы вы выигрывали примерно так же часто, как проигрываете; уровень определяется по вашим записанным партиям по этим правилам.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <source>Threat search</source>
        <translation>Поиск угроз</translation>
    </message>
    <message>
        <source>Finds wins by fours and threes, stops the opponent&apos;s, and searches the best cells; for four or five in a row on 6 x 6 and bigger boards (elsewhere it plays as Perfect).</source>
        <translation>Находит победы через четвёрки и тройки, пресекает угрозы соперника и перебирает лучшие клетки; для четырёх или пяти в ряд на полях от 6&#xa0;x&#xa0;6 (в остальных случаях играет как Безупречный).</translation>
    </message>
    <message>
        <source>Playouts per move</source>
        <translation>Симуляций на ход</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Новичок</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Средний</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Сложный</translation>
    </message>
    <message>
        <source>Unbeatable</source>
        <translation>Непобедимый</translation>
    </message>
    <message>
        <source>Monte Carlo tree search: random games that look deeper where they go well, with proven wins and losses.</source>
        <translation>Поиск по дереву методом Монте-Карло: случайные партии, которые заглядывают глубже там, где дела идут хорошо, с доказанными победами и поражениями.</translation>
    </message>
    <message>
        <source>Monte Carlo tree search</source>
        <translation>поиск по дереву методом Монте-Карло</translation>
    </message>
    <message>
        <source>Time limit per move (s, 0 = none)</source>
        <translation>Лимит времени на ход (с, 0 = без лимита)</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>Безупречный</translation>
    </message>
    <message>
        <source>full game-tree search</source>
        <translation>полный перебор дерева игры</translation>
    </message>
    <message>
        <source>Think time (s)</source>
        <translation>Время на раздумье (с)</translation>
    </message>
</context>
<context>
    <name>StrategyPicker</name>
    <message>
        <source>Only {value} here</source>
        <translation>Здесь только {value}</translation>
    </message>
    <message>
        <source>From {low} to {high}</source>
        <translation>От {low} до {high}</translation>
    </message>
    <message>
        <source>{option}:</source>
        <translation>{option}:</translation>
    </message>
    <message>
        <source>On these rules its search proves the value of every position: it cannot be beaten.</source>
        <translation>При этих правилах его поиск доказывает оценку любой позиции: его нельзя обыграть.</translation>
    </message>
    <message>
        <source>On these rules it can be beaten: it does not prove its moves from the start, and the window says when a move is proven.</source>
        <translation>При этих правилах его можно обыграть: он не доказывает свои ходы с самого начала, а окно сообщает вам, когда ход доказан.</translation>
    </message>
    <message>
        <source>In reverse rules its rules turn around: it avoids completing a line of its own and leaves its opponent the cells that would complete one of the opponent&apos;s.</source>
        <translation>В обратных правилах его правила переворачиваются: он избегает завершать свою линию и оставляет сопернику клетки, которые завершили бы линию соперника.</translation>
    </message>
    <message>
        <source>On these rules it plays as %1: its threats need four or five in a row, normal rules and a board of 6 x 6 or more.</source>
        <translation>По этим правилам играет как «%1»: его угрозам нужны четыре или пять в ряд, обычные правила и доска от 6 x 6.</translation>
    </message>
    <message>
        <source>%1: %2, %3 random games a move.</source>
        <translation>%1: %2, %3 случайных партий на ход.</translation>
    </message>
    <message>
        <source>%1: %2, up to %3 s a move.</source>
        <translation>%1: %2, до %3 с на ход.</translation>
    </message>
    <message>
        <source>%1: %2, answers at once.</source>
        <translation>%1: %2, отвечает сразу.</translation>
    </message>
    <message>
        <source>{summary} It plays at level {level} of {top} now.</source>
        <translation>{summary} Сейчас играет на уровне {level} из {top}.</translation>
    </message>
    <message>
        <source>{name}, level {level} of {top}</source>
        <translation>{name}, уровень {level} из {top}</translation>
    </message>
    <message>
        <source>{name} {version}, an outside engine: {path}</source>
        <translation>{name} {version}, внешний движок: {path}</translation>
    </message>
    <message>
        <source>{name}, an outside engine: {path}</source>
        <translation>{name}, внешний движок: {path}</translation>
    </message>
    <message>
        <source>Added engines play five in a row on boards from 7 x 7 to 15 x 15, normal rules.</source>
        <translation>Добавленные движки играют в пять в ряд на полях от 7 x 7 до 15 x 15 по обычным правилам.</translation>
    </message>
</context>
<context>
    <name>Thinking</name>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Пояснение</translation>
    </message>
    <message>
        <source>Alpha-beta window</source>
        <translation>Окно альфа-бета</translation>
    </message>
    <message>
        <source>Monte Carlo scores</source>
        <translation>Очки Монте-Карло</translation>
    </message>
    <message>
        <source>Moves considered</source>
        <translation>Рассмотренные ходы</translation>
    </message>
    <message>
        <source>Visits</source>
        <translation>Посещения</translation>
    </message>
    <message>
        <source>Result of its games</source>
        <translation>Результат партий</translation>
    </message>
    <message>
        <source>Proof</source>
        <translation>Доказательство</translation>
    </message>
    <message>
        <source>The share of the random games through this move that the player making it won, a draw counting half</source>
        <translation>Доля случайных партий через этот ход, выигранных игроком, который его делает; ничья считается за половину</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>an opening rule, not a search</source>
        <translation>дебютное правило, а не поиск</translation>
    </message>
    <message>
        <source>the best found, not proven</source>
        <translation>лучший найденный, не доказан</translation>
    </message>
    <message>
        <source>{header}: {text}</source>
        <translation>{header}: {text}</translation>
    </message>
    <message>
        <source>the move chosen</source>
        <translation>выбранный ход</translation>
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
        <translation>Эта позиция, ходит {mark}</translation>
    </message>
    <message>
        <source>{cell} by {mark}</source>
        <translation>{mark} на {cell}</translation>
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
        <translation>отсечён: не просматривался</translation>
    </message>
    <message>
        <source>cut off: worth at least {value} to {mark}</source>
        <translation>отсечение: для {mark} стоит не меньше {value}</translation>
    </message>
    <message>
        <source>cut off: worth at most {value} to {mark}</source>
        <translation>отсечение: для {mark} стоит не больше {value}</translation>
    </message>
    <message>
        <source>{mark} wins</source>
        <translation>{mark} выигрывает</translation>
    </message>
    <message>
        <source>{mark} loses</source>
        <translation>{mark} проигрывает</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>{meaning} (remembered)</source>
        <translation>{meaning} (из памяти)</translation>
    </message>
    <message>
        <source>α {alpha}, β {beta}</source>
        <translation>α {alpha}, β {beta}</translation>
    </message>
    <message>
        <source>proven win</source>
        <translation>доказанная победа</translation>
    </message>
    <message>
        <source>proven draw</source>
        <translation>доказанная ничья</translation>
    </message>
    <message>
        <source>proven loss</source>
        <translation>доказанное поражение</translation>
    </message>
    <message>
        <source>Alpha-beta: α is what the player making the move is already sure of through another move, β what the opponent is sure of. Once a reply shows a move is worth at most α, the other replies are not searched: they are pruned.</source>
        <translation>Альфа-бета: α — то, что игрок, делающий ход, уже гарантировал себе другим ходом, β — то, что гарантировал себе соперник. Как только один из ответов показывает, что ход стоит не больше α, остальные ответы не просматриваются: они отсекаются.</translation>
    </message>
    <message>
        <source>The game is over: minimax has nothing to search.</source>
        <translation>Игра окончена: минимаксу нечего просматривать.</translation>
    </message>
    <message>
        <source>Minimax searched {searched} moves ({known} of them remembered from another move order) and plays {cell}.</source>
        <translation>Минимакс просмотрел ходы ({searched}, из них {known} — из памяти, после другого порядка ходов) и играет {cell}.</translation>
    </message>
    <message>
        <source>Alpha-beta pruning left {pruned} moves unsearched (grey).</source>
        <translation>Альфа-бета-отсечение оставило часть ходов непросмотренными ({pruned}, серые).</translation>
    </message>
    <message>
        <source>Each value is for the player who made the move: a win scores the free cells left at its end plus one (a quicker win scores more), a loss minus that, a draw 0. Each player takes the reply worth most to them; bold marks the move chosen.</source>
        <translation>Каждая оценка дана для игрока, сделавшего ход: победа стоит число свободных клеток, оставшихся в конце, плюс один (чем быстрее победа, тем больше), поражение — то же со знаком минус, ничья — 0. Каждый игрок выбирает ответ, самый ценный для него; жирным выделен выбранный ход.</translation>
    </message>
    <message>
        <source>Monte Carlo played {trials} random games for {mark}: after each, the squares of the winner gain and the loser&apos;s lose. It takes {cell}, scored {score}, the highest.</source>
        <translation>Монте-Карло сыграл за {mark} случайные партии ({trials}): после каждой клетки победителя получают очки, а клетки проигравшего их теряют. Он выбирает {cell} с наибольшим счётом: {score}.</translation>
    </message>
    <message>
        <source>{cell}: {mark}</source>
        <translation>{cell}: {mark}</translation>
    </message>
    <message>
        <source>{cell}: score {score}, the move taken</source>
        <translation>{cell}: счёт {score}, выбранный ход</translation>
    </message>
    <message>
        <source>{cell}: score {score}</source>
        <translation>{cell}: счёт {score}</translation>
    </message>
    <message>
        <source>MCTS plays {cell} without a search: a win, a forced block, the opening rule or a threat it saw first.</source>
        <translation>MCTS играет {cell} без поиска: победа, вынужденная защита, дебютное правило или угроза, замеченная первой.</translation>
    </message>
    <message>
        <source>MCTS ran {visits} random games through its tree from here, going deeper where they went well, and plays {cell}, the move it tried most.</source>
        <translation>MCTS провёл отсюда по своему дереву случайные партии ({visits}), углубляясь там, где они шли хорошо, и играет {cell} — ход, который пробовал чаще всего.</translation>
    </message>
    <message>
        <source>The threat search plays {cell} by its opening rule.</source>
        <translation>Поиск угроз играет {cell} по своему дебютному правилу.</translation>
    </message>
    <message>
        <source>The threat search plays {cell}, its value proven, in {seconds} s.</source>
        <translation>Поиск угроз играет {cell}: оценка доказана за {seconds} с.</translation>
    </message>
    <message>
        <source>The threat search plays {cell}, the best it found in {seconds} s.</source>
        <translation>Поиск угроз играет {cell} — лучший ход, найденный за {seconds} с.</translation>
    </message>
    <message>
        <source>Principal line: {moves}</source>
        <translation>Главный вариант: {moves}</translation>
    </message>
    <message>
        <source>The computer could not show its thinking: {message}</source>
        <translation>Компьютеру не удалось показать ход мыслей: {message}</translation>
    </message>
    <message>
        <source>The game is over: there is nothing left to think about.</source>
        <translation>Игра окончена: думать больше не о чем.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Думаю…</translation>
    </message>
</context>
<context>
    <name>ThinkingPanel</name>
    <message>
        <source>How the computer thinks</source>
        <translation>Как думает компьютер</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>&amp;Алгоритм:</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Алгоритм</translation>
    </message>
    <message>
        <source>Alpha-&amp;beta pruning</source>
        <translation>Альфа-&amp;бета-отсечение</translation>
    </message>
    <message>
        <source>Stop searching a move as soon as one reply shows it is no better than a move already found: the same choice, fewer positions; the moves left out are grey.</source>
        <translation>Прекращать просмотр хода, как только один из ответов покажет, что он не лучше уже найденного хода: тот же выбор, меньше позиций; пропущенные ходы — серые.</translation>
    </message>
    <message>
        <source>Values as the search &amp;finds them</source>
        <translation>Значения по ходу &amp;поиска</translation>
    </message>
    <message>
        <source>Show the tree as it stood at the step chosen: no value yet for the moves not reached, … for those whose replies are still being searched.</source>
        <translation>Показать дерево таким, каким оно было на выбранном шаге: у ещё не достигнутых ходов значения нет, у тех, чьи ответы ещё перебираются, — «…».</translation>
    </message>
    <message>
        <source>Minimax search tree</source>
        <translation>Дерево поиска минимакса</translation>
    </message>
    <message>
        <source>Pre&amp;vious step</source>
        <translation>&amp;Предыдущий шаг</translation>
    </message>
    <message>
        <source>The move searched before this one</source>
        <translation>Ход, просмотренный перед этим</translation>
    </message>
    <message>
        <source>Ne&amp;xt step</source>
        <translation>&amp;Следующий шаг</translation>
    </message>
    <message>
        <source>The move searched after this one</source>
        <translation>Ход, просмотренный после этого</translation>
    </message>
    <message>
        <source>Minimax (3 x 3)</source>
        <translation>Минимакс (3 x 3)</translation>
    </message>
    <message>
        <source>Monte Carlo</source>
        <translation>Монте-Карло</translation>
    </message>
    <message>
        <source>Monte Carlo tree search (MCTS)</source>
        <translation>Поиск по дереву методом Монте-Карло (MCTS)</translation>
    </message>
    <message>
        <source>Threat search</source>
        <translation>Поиск угроз</translation>
    </message>
    <message>
        <source>A pruned move: alpha-beta never searched it.</source>
        <translation>Отсечённый ход: альфа-бета-поиск его не просматривал.</translation>
    </message>
    <message>
        <source>Step {step} of {steps} in the search&apos;s order</source>
        <translation>Шаг {step} из {steps} в порядке поиска</translation>
    </message>
</context>
</TS>
