<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>Show every free cell&apos;s value for the side to move</source>
        <translation>手番のプレイヤーにとっての各空きマスの評価値を表示します</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>一時停止(&amp;P)</translation>
    </message>
    <message>
        <source>Pause the game between the two computers, or let it go on</source>
        <translation>2台のコンピューターの対局を一時停止、または再開します</translation>
    </message>
    <message>
        <source>Play {digit}</source>
        <translation>{digit} に打つ</translation>
    </message>
    <message>
        <source>Play the cell in row {row}, column {col} (3 x 3 only)</source>
        <translation>{row} 行 {col} 列のマスに打ちます（3 x 3 のみ）</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>新しいゲームを始めます</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>ゲームを開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>保存したゲームを開きます</translation>
    </message>
    <message>
        <source>Save this game to a file</source>
        <translation>このゲームをファイルに保存します</translation>
    </message>
    <message>
        <source>Your results against each opponent, and every game you played</source>
        <translation>対戦相手ごとの成績と、これまでのすべての対局</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>Close {name}</source>
        <translation>{name} を終了します</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>直前の自分の手を取り消します</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>Replay a move you took back</source>
        <translation>取り消した手をもう一度打ちます</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <source>Show the best move for you</source>
        <translation>あなたにとっての最善手を表示します</translation>
    </message>
    <message>
        <source>Review &amp;with Coach</source>
        <translation>コーチと振り返る(&amp;W)</translation>
    </message>
    <message>
        <source>Every move of the finished game marked (! best, ?! inaccuracy, ? mistake, ?? blunder), with the better move and its line</source>
        <translation>終わった対局のすべての手に記号を付けます（! 最善手、?! 疑問手、? 悪手、?? 大悪手）。より良い手とその手順も示します</translation>
    </message>
    <message>
        <source>Pu&amp;zzles…</source>
        <translation>パズル(&amp;Z)…</translation>
    </message>
    <message>
        <source>Positions to win in a few moves, near your puzzle rating; the puzzle of the day</source>
        <translation>数手で勝てる局面を、あなたのパズルレーティングに近い難しさで出題します。今日のパズルもあります</translation>
    </message>
    <message>
        <source>Show &amp;Thinking…</source>
        <translation>コンピューターの考え方を表示(&amp;T)…</translation>
    </message>
    <message>
        <source>How the computer chooses a move here: the minimax tree, the Monte Carlo scores, the moves MCTS and the threat search consider</source>
        <translation>この局面でコンピューターがどのように手を選ぶかを表示します：ミニマックスの木、モンテカルロの得点、MCTS と脅威探索が検討する手</translation>
    </message>
    <message>
        <source>Engine Lo&amp;g</source>
        <translation>エンジンのログ(&amp;G)</translation>
    </message>
    <message>
        <source>What the outside engines said: their messages and errors</source>
        <translation>外部エンジンが出力したメッセージとエラーを表示します</translation>
    </message>
    <message>
        <source>After a game, Review with Coach (Ctrl+R) marks every move (! best, ?! inaccuracy, ? mistake, ?? blunder) and shows the better move; Game &gt; Puzzles… offers positions to win in a few moves.</source>
        <translation>対局後、「コーチと振り返る」(Ctrl+R) は各手に印を付け (! 最善手、?! 疑問手、? 悪手、?? 大悪手)、より良い手を示します。ゲーム &gt; パズル… では数手で勝てる局面に挑戦できます。</translation>
    </message>
    <message>
        <source>Players, board size, rules and the computer&apos;s strength</source>
        <translation>プレイヤー、盤のサイズ、ルール、コンピューターの強さ</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>遊び方(&amp;H)</translation>
    </message>
    <message>
        <source>The computer&apos;s levels, from Beginner to Expert, rank how strongly each played in our measured games on rules like these; Unbeatable is offered only where its search proves every move. Each level&apos;s tooltip names the method behind it.</source>
        <translation>コンピューターのレベルは「初心者」から「達人」まで、このようなルールで私たちが測った対局でどれだけ強かったかの順に並んでいます。「無敵」は、探索がすべての手を証明できる場合にだけ選べます。各レベルのツールチップには、その元になっている手法が書かれています。</translation>
    </message>
    <message>
        <source>Hint shows a good move. Evaluation writes on each free cell how the game goes if you play there: &quot;Win in 3&quot; and &quot;Loss in 2&quot; are proven with best play, counting the moves of both players; a percentage is an estimate.</source>
        <translation>「ヒント」は良い手を示します。「評価」は空いている各マスに、そこに打ったら対局がどうなるかを書きます。「3手で勝ち」「2手で負け」は最善の手順で証明済み（両者の手を数えます）、パーセントは推定です。</translation>
    </message>
    <message>
        <source>The players take turns putting their mark in a free cell. Reverse rules: whoever completes {k} in a row (across, down or diagonally) loses. A full board with no line is a draw.</source>
        <translation>2 人のプレイヤーが、空いているマスに交互に自分の印を置きます。逆ルール: {k} 個を一列 (縦・横・斜め) にそろえた方が負けです。列ができないまま盤が埋まれば引き分けです。</translation>
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
        <translation>矢印キー：マスの間でカーソルを移動
Enter または Space：カーソルのあるマスに打つ
1～9：3 x 3 の盤でテンキーの配置どおりに打つ（7 8 9 が一番上の行）
H：ヒント    E：評価を表示    P：一時停止／再開（コンピューター同士）
T：コンピューターの考え方を表示
Ctrl+N：新しいゲーム    Ctrl+Z：元に戻す    Ctrl+Shift+Z：やり直し
Ctrl+O：ゲームを開く    Ctrl+S：ゲームを保存    F1：このヘルプ
Ctrl+T：統計    Ctrl+,：設定    Ctrl+Q：終了 (対局は保存されます)
Ctrl+R：終わった対局をコーチと振り返る
振り返り中：左右の矢印キーで 1 手ずつ移動、Home と End で最初と最後へ移動</translation>
    </message>
    <message>
        <source>The players take turns putting their mark in a free cell. Whoever first completes {k} in a row (across, down or diagonally) wins. A full board with no line is a draw.</source>
        <translation>2 人のプレイヤーが、空いているマスに交互に自分の印を置きます。先に {k} 個を一列 (縦・横・斜め) にそろえた方が勝ちです。列ができないまま盤が埋まれば引き分けです。</translation>
    </message>
    <message>
        <source>Match my level plays at a level from 0 (weakest) to 10: after each game you win it plays stronger, after each one you lose weaker, a draw keeps it, so that you win about as often as you lose. Each board and rules keep their own level, read from your recorded games; clearing the statistics starts again.</source>
        <translation>「あなたのレベルに合わせる」は 0（いちばん弱い）から 10 までのレベルで指します。あなたが勝つたびに強く、負けるたびに弱くなり、引き分けではそのままなので、勝ちと負けがほぼ同じくらいになります。盤とルールごとに、記録された対局から読んだ別々のレベルがあり、統計を消去すると最初からになります。</translation>
    </message>
    <message>
        <source>&amp;About {name}</source>
        <translation>{name} について(&amp;A)</translation>
    </message>
    <message>
        <source>Save Game &amp;As…</source>
        <translation>名前を付けてゲームを保存(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Evaluation</source>
        <translation>評価(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>統計(&amp;S)…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>設定(&amp;T)…</translation>
    </message>
    <message>
        <source>The rules, the levels, what the values mean, and the keys</source>
        <translation>ルール、レベル、評価値の意味、キー操作</translation>
    </message>
    <message>
        <source>Version, licence and credits</source>
        <translation>バージョン、ライセンス、クレジット</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>着手(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Column %1</source>
        <translation>%1 列</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>%1 行</translation>
    </message>
</context>
<context>
    <name>CellButton</name>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>%1, forbidden: %2</source>
        <translation>%1、禁じ手：%2</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1、空き</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>最後の手</translation>
    </message>
    <message>
        <source>completed line</source>
        <translation>完成したライン</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Forbidden to X under Renju: %1</source>
        <translation>連珠での X の禁じ手：%1</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Stop revie&amp;w</source>
        <translation>振り返りを終了(&amp;W)</translation>
    </message>
    <message>
        <source>Try &amp;again from here</source>
        <translation>ここからやり直す(&amp;A)</translation>
    </message>
    <message>
        <source>Save review as &amp;PDF…</source>
        <translation>振り返りを PDF で保存(&amp;P)…</translation>
    </message>
    <message>
        <source>Play on from the position before your first mistake, against the same opponent</source>
        <translation>最初の悪手の直前の局面から、同じ相手と対局を続けます</translation>
    </message>
    <message>
        <source>No mistake of yours found so far</source>
        <translation>これまでのところ、あなたの悪手は見つかっていません</translation>
    </message>
    <message>
        <source>Stop reviewing; the marks found so far stay</source>
        <translation>振り返りを止めます。ここまでの印は残ります</translation>
    </message>
    <message>
        <source>Hi&amp;de the coach</source>
        <translation>コーチを隠す(&amp;D)</translation>
    </message>
    <message>
        <source>Take the coach&apos;s marks and this panel away; the game stays shown to step through (New game ends the review)</source>
        <translation>コーチの印とこの欄を片付けます。対局はそのまま表示され、手順を追えます (「新しいゲーム」で振り返りを終えます)</translation>
    </message>
    <message>
        <source>The review could not be saved to {path}: {reason}.</source>
        <translation>振り返りを {path} に保存できませんでした: {reason}。</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>コーチ</translation>
    </message>
    <message>
        <source>Saved the review to {path}.</source>
        <translation>振り返りを {path} に保存しました。</translation>
    </message>
    <message>
        <source>Save the review as PDF</source>
        <translation>振り返りを PDF で保存</translation>
    </message>
    <message>
        <source>PDF files (*.pdf);;All files (*)</source>
        <translation>PDF ファイル (*.pdf);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Advantage over the game</source>
        <translation>対局を通じた形勢</translation>
    </message>
    <message>
        <source>Who was better after each move: X above the middle, O below</source>
        <translation>各手の後にどちらが優勢だったか：中央より上は X、下は O</translation>
    </message>
    <message>
        <source>{done} of {total} moves reviewed</source>
        <translation>{total} 手中 {done} 手を検討済み</translation>
    </message>
    <message>
        <source>Move {number}, {cell}: {grade}; X&apos;s expected result {percent}%</source>
        <translation>{number} 手目、{cell}：{grade}。X の期待スコア {percent}%</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>パズル</translation>
    </message>
    <message>
        <source>Your move: click a cell, or reach it with Tab and the arrow keys and press Space.</source>
        <translation>あなたの番です。マスをクリックするか、Tab と矢印キーで移動して Space を押してください。</translation>
    </message>
    <message>
        <source>{cell} is taken: choose a free cell.</source>
        <translation>{cell} は埋まっています。空いているマスを選んでください。</translation>
    </message>
    <message>
        <source>{cell} is right. {mark} answers {reply}: your move.</source>
        <translation>{cell} は正解です。{mark} は {reply} に応じました。あなたの番です。</translation>
    </message>
    <message>
        <source>Solved! {cell} wins.</source>
        <translation>正解！{cell} で勝ちです。</translation>
    </message>
    <message>
        <source>Your puzzle rating counts a first try without hints, so it counts this puzzle as missed.</source>
        <translation>パズルレーティングはヒントなしの最初の挑戦だけを数えるので、この問題は不正解として数えられます。</translation>
    </message>
    <message>
        <source>Hint: play {cell}.</source>
        <translation>ヒント：{cell} に打ちましょう。</translation>
    </message>
    <message>
        <source>Your puzzle rating counts this puzzle as missed.</source>
        <translation>パズルレーティングではこの問題は不正解として数えられます。</translation>
    </message>
    <message>
        <source>The solution: {line}</source>
        <translation>正解手順：{line}</translation>
    </message>
    <message>
        <source>Try again: {question}.</source>
        <translation>もう一度：{question}。</translation>
    </message>
    <message>
        <source>Choose &amp;from:</source>
        <translation>選ぶ範囲(&amp;F):</translation>
    </message>
    <message>
        <source>Puzzles to choose from</source>
        <translation>選ぶパズルの範囲</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>何が起きたか</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>解答を表示(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>もう一度(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Next puzzle</source>
        <translation>次のパズル(&amp;N)</translation>
    </message>
    <message>
        <source>Puzzle of the &amp;day</source>
        <translation>今日のパズル(&amp;D)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Puzzle board</source>
        <translation>パズルの盤</translation>
    </message>
    <message>
        <source>{cell}, {mark}</source>
        <translation>{cell}、{mark}</translation>
    </message>
    <message>
        <source>{cell}, empty, hinted</source>
        <translation>{cell}、空き、ヒント</translation>
    </message>
    <message>
        <source>{cell}, empty</source>
        <translation>{cell}、空き</translation>
    </message>
    <message>
        <source>{cell} does not win. Try again.</source>
        <translation>{cell} では勝てません。もう一度どうぞ。</translation>
    </message>
    <message>
        <source>{cell} does not win: the computer answers…</source>
        <translation>{cell} では勝てません。コンピューターが応じます…</translation>
    </message>
    <message>
        <source>{cell} does not win: {mark} answers {reply}. Try again.</source>
        <translation>{cell} では勝てません。{mark} は {reply} に応じます。もう一度どうぞ。</translation>
    </message>
    <message>
        <source>{mark} to play and win in 1 move</source>
        <translation>{mark} の番、1 手で勝ち</translation>
    </message>
    <message>
        <source>{mark} to play and win in {n} moves</source>
        <translation>{mark} の番、{n} 手で勝ち</translation>
    </message>
    <message>
        <source>All puzzles</source>
        <translation>すべてのパズル</translation>
    </message>
    <message>
        <source>3 x 3</source>
        <translation>3 x 3</translation>
    </message>
    <message>
        <source>3 x 3, reverse rules</source>
        <translation>3 x 3、逆ルール</translation>
    </message>
    <message>
        <source>Wins by fours (15 x 15)</source>
        <translation>四連で勝つ (15 x 15)</translation>
    </message>
    <message>
        <source>Wins by fours and threes (15 x 15)</source>
        <translation>四連と三連で勝つ (15 x 15)</translation>
    </message>
    <message>
        <source>Puzzle {id} · {size} x {size}, {length} in a row{reverse} · difficulty {level}</source>
        <translation>パズル {id} · {size} x {size}、{length} 目並べ{reverse} · 難易度 {level}</translation>
    </message>
    <message>
        <source>, reverse rules</source>
        <translation>、逆ルール</translation>
    </message>
    <message numerus="yes">
        <source>Your puzzle rating: {rating} (± {deviation}, %n puzzles)</source>
        <translation>
            <numerusform>あなたのパズルレーティング：{rating}（± {deviation}、%n 問）</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: the winning move is one of {cells}.</source>
        <translation>ヒント: 勝ちの手は次のどれかです: {cells}。</translation>
    </message>
    <message>
        <source>best move</source>
        <translation>最善手</translation>
    </message>
    <message>
        <source>good move</source>
        <translation>好手</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>疑問手</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>悪手</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>大悪手</translation>
    </message>
    <message>
        <source>1 2 3: the better line, from the move before</source>
        <translation>1 2 3: 一つ前の手からのより良い手順</translation>
    </message>
    <message>
        <source>{name} is the best move (wins in {n})</source>
        <translation>{name} は最善手です（{n} 手で勝ち）</translation>
    </message>
    <message>
        <source>{name} is the best move (loses in {n})</source>
        <translation>{name} は最善手です（{n} 手で負け）</translation>
    </message>
    <message>
        <source>{name} is the best move (draws)</source>
        <translation>{name} は最善手です（引き分け）</translation>
    </message>
    <message>
        <source>{name} is the best move (estimate {label})</source>
        <translation>{name} は最善手です（推定 {label}）</translation>
    </message>
    <message>
        <source>{name} is good; {best} was better</source>
        <translation>{name} は好手ですが、{best} の方が良い手でした</translation>
    </message>
    <message>
        <source>{name} wins in {n}; {best} won in {m}</source>
        <translation>{name} は {n} 手で勝ちますが、{best} なら {m} 手で勝てました</translation>
    </message>
    <message>
        <source>{name} only draws; {best} won in {m}</source>
        <translation>{name} では引き分けにしかなりません。{best} なら {m} 手で勝てました</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win in {n}; {best} won in {m}</source>
        <translation>{name} に打つと {rival} が {n} 手で必ず勝てます。{best} なら {m} 手で勝てました</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win in {n}; {best} held the draw</source>
        <translation>{name} に打つと {rival} が {n} 手で必ず勝てます。{best} なら引き分けを保てました</translation>
    </message>
    <message>
        <source>{name} misses the win: {best} completes a line</source>
        <translation>{name} は勝ちを逃しました：{best} でラインが完成していました</translation>
    </message>
    <message>
        <source>{name} leaves {rival}&apos;s four unblocked; {best} blocks it</source>
        <translation>{name} は {rival} の四を止めていません。{best} で止められました</translation>
    </message>
    <message>
        <source>{name} misses a win by fours and threes; {best} starts it (estimate)</source>
        <translation>{name} は {best} からの四と三による勝ちを逃しました（推定）</translation>
    </message>
    <message>
        <source>{name} misses a win by fours: {best} wins in {m}</source>
        <translation>{name} は四による勝ちを逃しました：{best} なら {m} 手で勝てました</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win by fours in {n}; {best} stops it</source>
        <translation>{name} に打つと {rival} が四により {n} 手で必ず勝てます。{best} なら防げました</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win by fours in {n}; {best} was better</source>
        <translation>{name} に打つと {rival} が四により {n} 手で必ず勝てます。{best} の方が良い手でした</translation>
    </message>
    <message>
        <source>{name} lets {rival} win by fours and threes (estimate); {best} stops it</source>
        <translation>{name} に打つと {rival} が四と三により勝てます（推定）。{best} なら防げました</translation>
    </message>
    <message>
        <source>{name} gives ground (estimate: {before}% to {after}%); {best} was better</source>
        <translation>{name} で形勢が悪くなりました（推定：{before}% から {after}% に）。{best} の方が良い手でした</translation>
    </message>
    <message>
        <source>another move</source>
        <translation>別の手</translation>
    </message>
    <message>
        <source>{grade}: {sentence}</source>
        <translation>{grade}：{sentence}</translation>
    </message>
    <message>
        <source>{text} (an estimate)</source>
        <translation>{text}（推定）</translation>
    </message>
    <message>
        <source>Better: {line}</source>
        <translation>より良い手：{line}</translation>
    </message>
    <message>
        <source>Reviewing move {number} of {total}…</source>
        <translation>{total} 手中 {number} 手目を検討中…</translation>
    </message>
    <message>
        <source>Review stopped after {done} of {total} moves.</source>
        <translation>{total} 手中 {done} 手で検討を中止しました。</translation>
    </message>
    <message>
        <source>Review done: {total} moves marked.</source>
        <translation>検討完了：{total} 手に評価を付けました。</translation>
    </message>
</context>
<context>
    <name>CoachCommands</name>
    <message>
        <source>Cannot open the puzzles</source>
        <translation>パズルを開けません</translation>
    </message>
    <message>
        <source>The puzzle set is missing from this installation of the app.</source>
        <translation>このアプリのインストールにパズル集が含まれていません。</translation>
    </message>
    <message>
        <source>The puzzle set of this installation is damaged: reinstall the app.</source>
        <translation>このインストールのパズル集は壊れています。アプリを再インストールしてください。</translation>
    </message>
    <message>
        <source>Cannot save the coach&apos;s marks</source>
        <translation>コーチの評価を保存できません</translation>
    </message>
    <message>
        <source>Puzzle rating: no puzzle tried yet (Game &gt; Puzzles…).</source>
        <translation>パズルレーティング：まだパズルに挑戦していません（ゲーム &gt; パズル…）。</translation>
    </message>
    <message>
        <source>Puzzle rating: {rating} (solved at the first try without hints: {solved} of {count}); lately {ratings}</source>
        <translation>パズルレーティング：{rating}（ヒントなしの最初の挑戦で解いたパズル：{count} 問中 {solved} 問）、最近：{ratings}</translation>
    </message>
</context>
<context>
    <name>CoachReport</name>
    <message>
        <source>Coach&apos;s review: {x} (X) vs {o} (O)</source>
        <translation>コーチの振り返り: {x} (X) 対 {o} (O)</translation>
    </message>
    <message>
        <source>{done} of {total} moves marked.</source>
        <translation>{total} 手中 {done} 手を評価しました。</translation>
    </message>
    <message>
        <source>Marks are exact where the value is proven; ~ marks an estimate of the search. Signs: ! best move, ?! inaccuracy, ? mistake, ?? blunder.</source>
        <translation>値が証明されている手の評価は厳密です。~ は探索による推定です。記号: ! 最善手、?! 疑問手、? 悪手、?? 大悪手。</translation>
    </message>
    <message>
        <source>Marks per player</source>
        <translation>プレイヤーごとの評価</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>指し手</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>評価</translation>
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
        <translation>手数</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>手</translation>
    </message>
    <message>
        <source>Better</source>
        <translation>より良い手</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
</context>
<context>
    <name>DesktopEntry</name>
    <message>
        <source>Tic-Tac-Toe</source>
        <translation>三目並べ</translation>
    </message>
    <message>
        <source>Play tic-tac-toe on boards from 3 x 3 to 15 x 15 against a friend or the computer</source>
        <translation>3 x 3 から 15 x 15 までの盤で、友達やコンピューターと三目並べで対戦します</translation>
    </message>
    <message>
        <source>tic-tac-toe;tictactoe;noughts;crosses;gomoku;k-in-a-row;misere;</source>
        <extracomment>Search words, each followed by a semicolon: keep the English ones and add your own.</extracomment>
        <translation>tic-tac-toe;tictactoe;noughts;crosses;gomoku;k-in-a-row;misere;三目並べ;まるばつ;マルバツ;〇×ゲーム;五目並べ;ボードゲーム;ゲーム;</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Open a game</source>
        <translation>ゲームを開く</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <source>End this game?</source>
        <translation>このゲームを終了しますか？</translation>
    </message>
    <message>
        <source>The game in progress will not be kept.</source>
        <translation>進行中のゲームは破棄されます。</translation>
    </message>
    <message>
        <source>Game files (*.ttt *.psq *.sgf)</source>
        <translation>ゲームファイル (*.ttt *.psq *.sgf)</translation>
    </message>
    <message>
        <source>ttt_qt games (*.ttt)</source>
        <translation>ttt_qt のゲーム (*.ttt)</translation>
    </message>
    <message>
        <source>Piskvork games (*.psq)</source>
        <translation>Piskvork のゲーム (*.psq)</translation>
    </message>
    <message>
        <source>SGF games (*.sgf)</source>
        <translation>SGF のゲーム (*.sgf)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Add an engine</source>
        <translation>エンジンを追加</translation>
    </message>
    <message>
        <source>Gomocup engines (pbrain-*);;All files (*)</source>
        <translation>Gomocup エンジン (pbrain-*);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>The game in progress will count as abandoned in Statistics.</source>
        <translation>進行中のゲームは統計で「放棄」として数えられます。</translation>
    </message>
    <message>
        <source>The game in progress will count as abandoned in Statistics, and as a loss for Match my level.</source>
        <translation>進行中のゲームは統計で「放棄」として、「あなたのレベルに合わせる」では負けとして数えられます。</translation>
    </message>
    <message>
        <source>The game in progress is saved in {file}: Open Game brings it back.</source>
        <translation>進行中のゲームは {file} に保存されています。「ゲームを開く」で戻せます。</translation>
    </message>
    <message>
        <source>The game in progress is saved in {file}: Open Game brings it back. In Statistics it will count as abandoned.</source>
        <translation>進行中のゲームは {file} に保存されています。「ゲームを開く」で戻せます。統計では「放棄」として数えられます。</translation>
    </message>
    <message>
        <source>The game in progress is saved in {file}: Open Game brings it back. In Statistics it will count as abandoned, and as a loss for Match my level.</source>
        <translation>進行中のゲームは {file} に保存されています。「ゲームを開く」で戻せます。統計では「放棄」として、「あなたのレベルに合わせる」では負けとして数えられます。</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>続ける(&amp;K)</translation>
    </message>
    <message>
        <source>The game has just ended: {result}</source>
        <translation>対局はたった今終わりました：{result}</translation>
    </message>
    <message>
        <source>About {name}</source>
        <translation>{name} について</translation>
    </message>
    <message>
        <source>&lt;h2&gt;{name}&lt;/h2&gt;&lt;p&gt;Version {version}&lt;/p&gt;</source>
        <translation>&lt;h2&gt;{name}&lt;/h2&gt;&lt;p&gt;バージョン {version}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Tic-tac-toe from 3 x 3 to 15 x 15, k in a row, normal or reverse rules, against a friend or computer players from dumb to perfect.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;br&gt;&lt;a href=&quot;{url}&quot;&gt;{url}&lt;/a&gt;&lt;/p&gt;&lt;p&gt;Credits: the ttt_qt developers. Its console games and course modules follow the programming courses they were written for. Built with Python and Qt.&lt;/p&gt;</source>
        <translation>&lt;p&gt;3 x 3 から 15 x 15 までの三目並べです。k 目並べ、通常ルールまたは逆ルールで、友達や、「単純」から「完璧」までのコンピューター プレイヤーと対戦できます。&lt;/p&gt;&lt;p&gt;MIT ライセンスのフリー ソフトウェアです。&lt;br&gt;&lt;a href=&quot;{url}&quot;&gt;{url}&lt;/a&gt;&lt;/p&gt;&lt;p&gt;クレジット：ttt_qt の開発者。コンソール ゲームとコース モジュールは、それぞれが作られたプログラミング講座に沿っています。Python と Qt で作られています。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Qt について</translation>
    </message>
</context>
<context>
    <name>EngineHelp</name>
    <message>
        <source>The engine failed</source>
        <translation>エンジンでエラーが発生しました</translation>
    </message>
    <message>
        <source>The game is kept. Play on against {level}, or start {name} again?</source>
        <translation>対局はそのまま残っています。{level} と対局を続けますか、それとも {name} をもう一度起動しますか？</translation>
    </message>
    <message>
        <source>Play on against {level}</source>
        <translation>{level} と対局を続ける</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>再試行(&amp;T)</translation>
    </message>
</context>
<context>
    <name>EngineLogDialog</name>
    <message>
        <source>Engine Log</source>
        <translation>エンジンのログ</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>更新(&amp;R)</translation>
    </message>
    <message>
        <source>No outside engine plays or gives hints now.</source>
        <translation>現在、対局やヒントに使われている外部エンジンはありません。</translation>
    </message>
    <message>
        <source>{name} ({path}), not running</source>
        <translation>{name}（{path}）、実行されていません</translation>
    </message>
    <message>
        <source>{name} ({path}), process {pid}</source>
        <translation>{name}（{path}）、プロセス {pid}</translation>
    </message>
    <message>
        <source>It has printed no message.</source>
        <translation>メッセージはまだ何も出力されていません。</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <source>There is no file at {path}.</source>
        <translation>{path} にファイルがありません。</translation>
    </message>
    <message>
        <source>{name} is not a program that can be run (it is not executable).</source>
        <translation>{name} は実行できるプログラムではありません（実行権限がありません）。</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <source>Gomocup engines (programs named pbrain-…) play five in a row on boards from 7 x 7 to 15 x 15. They are started from where they are; nothing is copied.</source>
        <translation>Gomocup のエンジン（pbrain-… という名前のプログラム）は、7 x 7 から 15 x 15 の盤で五目並べを打ちます。エンジンは今ある場所から起動され、何もコピーされません。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>バージョン</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>プログラム</translation>
    </message>
    <message>
        <source>Engines added</source>
        <translation>追加したエンジン</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>追加(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <source>Hints come from the engine chosen here: its move for the side to move.</source>
        <translation>ヒントはここで選んだエンジンが出します：手番のプレイヤーにとってのそのエンジンの手です。</translation>
    </message>
    <message>
        <source>Analyse &amp;with:</source>
        <translation>解析に使う(&amp;W)：</translation>
    </message>
    <message>
        <source>With the evaluation shown, the values on the cells stay the app&apos;s own (an engine gives one move, not a value per cell); the engine&apos;s move is framed as a hint, with its evaluation in the status bar.</source>
        <translation>評価を表示しているとき、マス上の値はアプリ自身のものです（エンジンが返すのは1手で、マスごとの値ではありません）。エンジンの手はヒントとして枠で示され、その評価はステータスバーに表示されます。</translation>
    </message>
    <message>
        <source>That engine is in the list already.</source>
        <translation>そのエンジンはすでに一覧にあります。</translation>
    </message>
    <message>
        <source>Starting {path} to read its name…</source>
        <translation>名前を読み取るために {path} を起動しています…</translation>
    </message>
    <message>
        <source>Built-in analysis</source>
        <translation>内蔵の解析</translation>
    </message>
    <message>
        <source>{name} was added.</source>
        <translation>{name} を追加しました。</translation>
    </message>
    <message>
        <source>{reason} It was not added.</source>
        <translation>{reason} 追加されませんでした。</translation>
    </message>
</context>
<context>
    <name>EnginesSection</name>
    <message>
        <source>Engines</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>エンジン(&amp;E)…</translation>
    </message>
    <message>
        <source>Add or remove Gomocup engines, and choose who gives hints</source>
        <translation>Gomocup エンジンを追加・削除し、ヒントを出すものを選びます</translation>
    </message>
    <message>
        <source>None added. Hints come from the app&apos;s own analysis.</source>
        <translation>追加したエンジンはありません。ヒントはアプリ自身の解析から出ます。</translation>
    </message>
    <message>
        <source>{names}. Hints come from the app&apos;s own analysis.</source>
        <translation>{names}。ヒントはアプリ自身の解析から出ます。</translation>
    </message>
    <message>
        <source>{names}. Hints come from {analyst} for five in a row on 7 x 7 to 15 x 15, else from the app&apos;s own analysis.</source>
        <translation>{names}。ヒントは 7 x 7 から 15 x 15 の五目並べでは {analyst} から、それ以外はアプリ自身の解析から出ます。</translation>
    </message>
</context>
<context>
    <name>Evaluation</name>
    <message numerus="yes">
        <source>Win in %n</source>
        <translation>
            <numerusform>%n手で勝ち</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loss in %n</source>
        <translation>
            <numerusform>%n手で負け</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw</source>
        <comment>a proven result: with best play nobody wins</comment>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1: %2. %3 wins by playing here.</source>
        <translation>%1：%2。%3 はここに打てば勝ちです。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2. If %3 plays here, %3 can force a win within %n moves (the moves of both players, this one included).</source>
        <translation>
            <numerusform>%1：%2。%3 がここに打つと、%3 は %n 手以内（この手を含む両者の手数）に必ず勝てます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2. If %3 plays here, %4 can force a win within %n moves (the moves of both players, this one included).</source>
        <translation>
            <numerusform>%1：%2。%3 がここに打つと、%4 が %n 手以内（この手を含む両者の手数）に必ず勝てます。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2. If %3 plays here, neither player can force a win: with best play the game is a draw.</source>
        <translation>%1：%2。%3 がここに打つと、どちらも勝ちを強制できません。互いに最善を尽くせば引き分けです。</translation>
    </message>
    <message>
        <source>%1: %2. If %3 plays here, %3&apos;s chances are estimated at %5% (a draw counts as half a win). This is not proven.</source>
        <translation>%1：%2。%3 がここに打つと、%3 の勝率は %5% と推定されます（引き分けは 0.5 勝として計算）。これは証明された値ではありません。</translation>
    </message>
    <message>
        <source>Each free cell shows how the game goes for %1 if %1 plays there.</source>
        <translation>各空きマスには、%1 がそこに打った場合の %1 にとっての形勢が表示されます。</translation>
    </message>
    <message>
        <source>Evaluating every free cell for %1…</source>
        <translation>%1 の立場ですべての空きマスを評価しています…</translation>
    </message>
    <message>
        <source>The values come back when a person is to move.</source>
        <translation>人間の手番になると評価値が再び表示されます。</translation>
    </message>
    <message>
        <source>Pause the game to see the values for the player to move.</source>
        <translation>対局を一時停止すると、手番の側の評価値が表示されます。</translation>
    </message>
    <message>
        <source>The game is over: there is nothing left to evaluate.</source>
        <translation>ゲームは終了しました。評価する手はもうありません。</translation>
    </message>
    <message>
        <source>Green a win, blue a draw, red a loss: proven with best play, stronger the sooner.</source>
        <translation>緑は勝ち、青は引き分け、赤は負け：最善手で証明済み、早く決まるほど濃い色です。</translation>
    </message>
    <message>
        <source>Paler shades: estimated chances, not proven. Point at a cell to read its value.</source>
        <translation>淡い色：証明されていない推定の勝率です。マスを指すと値が読めます。</translation>
    </message>
    <message>
        <source>Win in 3, Draw, Loss in 2: proven with best play, moves of both players counted.</source>
        <translation>3手で勝ち、引き分け、2手で負け：互いに最善を尽くした場合の証明済みの結果です（手数は両者の手を数えます）。</translation>
    </message>
    <message>
        <source>A percentage: estimated chances, not proven (a draw counts half).</source>
        <translation>パーセント：証明されていない推定の勝率です（引き分けは 0.5 勝）。</translation>
    </message>
</context>
<context>
    <name>EvaluationSummary</name>
    <message numerus="yes">
        <source>Every move for %1 wins in %n.</source>
        <translation>
            <numerusform>%1 はどこに打っても%n手で勝ちです。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every move for %1 loses in %n.</source>
        <translation>
            <numerusform>%1 はどこに打っても%n手で負けです。</numerusform>
        </translation>
    </message>
    <message>
        <source>Every move for %1 draws.</source>
        <comment>with best play, wherever %1 plays</comment>
        <translation>%1 はどこに打っても引き分けです。</translation>
    </message>
    <message>
        <source>Every move for %1 is estimated at %2%.</source>
        <translation>%1 はどこに打っても推定勝率は %2% です。</translation>
    </message>
    <message numerus="yes">
        <source>Every move for %1 wins in %n, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>
            <numerusform>%1 はどこに打っても%n手で勝ちです（例外：%2）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every move for %1 loses in %n, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>
            <numerusform>%1 はどこに打っても%n手で負けです（例外：%2）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Every move for %1 draws, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>%1 はどこに打っても引き分けです（例外：%2）。</translation>
    </message>
    <message>
        <source>Every move for %1 is estimated at %3%, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>%1 はどこに打っても推定勝率は %3% です（例外：%2）。</translation>
    </message>
    <message numerus="yes">
        <source>%1: wins in %n</source>
        <comment>a cell (%1) and its value</comment>
        <translation>
            <numerusform>%1：%n手で勝ち</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: loses in %n</source>
        <comment>a cell (%1) and its value</comment>
        <translation>
            <numerusform>%1：%n手で負け</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: draws</source>
        <comment>a cell (%1) and its value</comment>
        <translation>%1：引き分け</translation>
    </message>
    <message>
        <source>%1: %2%</source>
        <comment>a cell (%1) and its estimated chances</comment>
        <translation>%1：%2%</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>{name} does not exist.</source>
        <translation>{name} は存在しません。</translation>
    </message>
    <message>
        <source>{name} is a folder, not a saved game.</source>
        <translation>{name} はフォルダーで、保存したゲームではありません。</translation>
    </message>
    <message>
        <source>{name} cannot be read: permission denied.</source>
        <translation>{name} を読み込めません：アクセスが拒否されました。</translation>
    </message>
    <message>
        <source>{name} is not a text file, so it is not a saved game.</source>
        <translation>{name} はテキストファイルではないため、保存したゲームではありません。</translation>
    </message>
    <message>
        <source>{name} cannot be read: {reason}.</source>
        <translation>{name} を読み込めません：{reason}。</translation>
    </message>
    <message>
        <source>{name} is empty: there is no game in it.</source>
        <translation>{name} は空です：ゲームが入っていません。</translation>
    </message>
    <message>
        <source>{name} was saved by a newer version of ttt_qt (game format {version}; this version reads format {ours}). Update ttt_qt to open it.</source>
        <translation>{name} は新しいバージョンの ttt_qt で保存されています (ゲーム形式 {version}。このバージョンが読めるのは形式 {ours} です)。開くには ttt_qt を更新してください。</translation>
    </message>
    <message>
        <source>{name} is not a ttt_qt game: the first line must be &apos;{header}&apos;.</source>
        <translation>{name} は ttt_qt のゲームではありません：1 行目は &apos;{header}&apos; である必要があります。</translation>
    </message>
    <message>
        <source>{name} cannot be opened: {reason}.</source>
        <translation>{name} を開けません：{reason}。</translation>
    </message>
    <message>
        <source>{name} is too big to be a game file.</source>
        <translation>{name} はゲームファイルにしては大きすぎます。</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>{line} 行目</translation>
    </message>
    <message>
        <source>line {line}, move {move}</source>
        <translation>{line} 行目の {move} 手目</translation>
    </message>
    <message>
        <source>{where}: {problem}</source>
        <translation>{where}：{problem}</translation>
    </message>
    <message>
        <source>a saved game is at most {limit} characters</source>
        <translation>保存したゲームは {limit} 文字までです</translation>
    </message>
    <message>
        <source>unknown entry &apos;{entry}&apos;</source>
        <translation>不明な項目 &apos;{entry}&apos;</translation>
    </message>
    <message>
        <source>&apos;{entry}&apos; is given twice</source>
        <translation>&apos;{entry}&apos; が 2 回書かれています</translation>
    </message>
    <message>
        <source>missing {entries}</source>
        <translation>{entries} がありません</translation>
    </message>
    <message>
        <source>{entry} must be a whole number, not &apos;{text}&apos;</source>
        <translation>{entry} は &apos;{text}&apos; ではなく整数である必要があります</translation>
    </message>
    <message>
        <source>board size must be from {low} to {high}, not {size}</source>
        <translation>盤の大きさは {size} ではなく {low} から {high} である必要があります</translation>
    </message>
    <message>
        <source>win length must be from {low} to the board size {size}, not {length}</source>
        <translation>並べる数は {length} ではなく {low} から盤の大きさ {size} までである必要があります</translation>
    </message>
    <message>
        <source>rules must be &apos;normal&apos; or &apos;reverse&apos;, not &apos;{text}&apos;</source>
        <translation>rules は &apos;{text}&apos; ではなく &apos;normal&apos; か &apos;reverse&apos; である必要があります</translation>
    </message>
    <message>
        <source>rule must be &apos;freestyle&apos;, &apos;standard&apos;, &apos;renju&apos; or &apos;caro&apos;, not &apos;{text}&apos;</source>
        <translation>rule は &apos;{text}&apos; ではなく &apos;freestyle&apos;、&apos;standard&apos;、&apos;renju&apos;、&apos;caro&apos; のいずれかである必要があります</translation>
    </message>
    <message>
        <source>the {rule} rule is five in a row on boards from 7 x 7 to 15 x 15, in normal rules</source>
        <translation>{rule} ルールは、7 x 7 から 15 x 15 の盤で通常ルールの五目並べにだけ使えます</translation>
    </message>
    <message>
        <source>the opening must be &apos;none&apos;, &apos;swap&apos; or &apos;swap2&apos;, not &apos;{text}&apos;</source>
        <translation>opening は &apos;{text}&apos; ではなく &apos;none&apos;、&apos;swap&apos;、&apos;swap2&apos; のいずれかである必要があります</translation>
    </message>
    <message>
        <source>the {opening} opening is played on 15 x 15 with five in a row, under freestyle, standard or Renju</source>
        <translation>{opening} オープニングは、15 x 15 の盤の五目並べで freestyle、standard、連珠のルールでだけ使えます</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a choice of the opening: give black, white or two</source>
        <translation>&apos;{text}&apos; はオープニングの選択ではありません：black、white、two のいずれかを書いてください</translation>
    </message>
    <message>
        <source>{cell} cannot be played before the opening&apos;s choice</source>
        <translation>{cell} には打てません。先にオープニングの選択が必要です</translation>
    </message>
    <message>
        <source>the opening&apos;s choices ({text}) do not fit its moves</source>
        <translation>オープニングの選択（{text}）が手順と合っていません</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; is not a cell: give a column letter A-{last} and a row 1-{size}, like B2</source>
        <translation>&apos;{word}&apos; はマスではありません：B2 のように列の文字 A-{last} と行 1-{size} で指定してください</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; is off the {size} x {size} board: columns A-{last}, rows 1-{size}</source>
        <translation>&apos;{word}&apos; は {size} x {size} の盤の外です：列 A-{last}、行 1-{size}</translation>
    </message>
    <message>
        <source>{cell} cannot be played, it is already taken</source>
        <translation>{cell} には打てません。すでに埋まっています</translation>
    </message>
    <message>
        <source>{cell} cannot be played, the game is over</source>
        <translation>{cell} には打てません。ゲームは終わっています</translation>
    </message>
    <message>
        <source>{cell} cannot be played, it is forbidden to X under Renju ({reason})</source>
        <translation>{cell} には打てません。連珠では X の禁じ手です（{reason}）</translation>
    </message>
    <message>
        <source>{entry} must be &apos;person&apos;, &apos;computer&apos; or &apos;engine&apos;, not &apos;{text}&apos;</source>
        <translation>{entry} は &apos;{text}&apos; ではなく &apos;person&apos;、&apos;computer&apos; か &apos;engine&apos; である必要があります</translation>
    </message>
    <message>
        <source>{entry} must give a name after &apos;{player}&apos;</source>
        <translation>{entry} には &apos;{player}&apos; の後に名前が必要です</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; in {entry} is not a strategy name (lower-case letters, digits, &apos;-&apos; and &apos;_&apos;)</source>
        <translation>{entry} の &apos;{text}&apos; は戦略名ではありません（小文字、数字、&apos;-&apos;、&apos;_&apos; のみ使えます）</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; in {entry} is not an option: give name=number, like time_limit=1.5</source>
        <translation>{entry} の &apos;{text}&apos; はオプションではありません：time_limit=1.5 のように 名前=数値 で書いてください</translation>
    </message>
    <message>
        <source>the option &apos;{option}&apos; of {entry} is given twice</source>
        <translation>{entry} のオプション &apos;{option}&apos; が 2 回書かれています</translation>
    </message>
    <message>
        <source>{name} cannot be written: there is no folder {folder}.</source>
        <translation>{name} を書き込めません：フォルダー {folder} がありません。</translation>
    </message>
    <message>
        <source>A {format} file cannot keep these rules: {name} will open as {opened}, not {rules}.</source>
        <translation>{format} ファイルにはこのルールを残せません：{name} は {rules} ではなく {opened} として開かれます。</translation>
    </message>
    <message>
        <source>{name} cannot be written: {reason}.</source>
        <translation>{name} を書き込めません：{reason}。</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>Paused. {turn}</source>
        <translation>一時停止中。{turn}</translation>
    </message>
    <message>
        <source>Review: move {moves} of {total}. {result}</source>
        <translation>振り返り：{total} 手中 {moves} 手目。{result}</translation>
    </message>
    <message>
        <source>This is a review: Play from here plays on from a move.</source>
        <translation>これは振り返りです。「ここから対局」で、ある手から続けて打てます。</translation>
    </message>
    <message>
        <source>The game is over: New game starts another.</source>
        <translation>対局は終わりました。「新しいゲーム」で次の対局を始めます。</translation>
    </message>
    <message>
        <source>Two computers play this game: Pause stops them, Continue goes on.</source>
        <translation>この対局はコンピューター同士です。「一時停止」で止まり、「再開」で続きます。</translation>
    </message>
    <message>
        <source>Wait for {name} to move.</source>
        <translation>{name} の手番です。お待ちください。</translation>
    </message>
    <message>
        <source>{cell} is taken: choose a free cell.</source>
        <translation>{cell} は埋まっています。空いているマスを選んでください。</translation>
    </message>
    <message>
        <source>{cell} is forbidden to {mark} under Renju: {reason}.</source>
        <translation>{cell} は連珠では {mark} の禁じ手です：{reason}。</translation>
    </message>
    <message>
        <source>{name} ({mark}) chose a move that is not allowed: {error}</source>
        <translation>{name}（{mark}）が許可されていない手を選びました：{error}</translation>
    </message>
    <message>
        <source>{name} ({mark}) made an opening decision that is not allowed: {error}</source>
        <translation>{name}（{mark}）が許可されていない開局の選択をしました：{error}</translation>
    </message>
    <message>
        <source>{name} ({mark}) could not move: {message}</source>
        <translation>{name}（{mark}）は手を打てませんでした：{message}</translation>
    </message>
    <message>
        <source>The analysis failed: {message}</source>
        <translation>分析に失敗しました：{message}</translation>
    </message>
</context>
<context>
    <name>GameRecorder</name>
    <message>
        <source>This game could not be added to the statistics: {reason}</source>
        <translation>このゲームを統計に追加できませんでした：{reason}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New game</source>
        <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>設定(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>統計(&amp;S)…</translation>
    </message>
    <message>
        <source>The computers&apos; unfinished game is back, paused: Continue lets them play on.</source>
        <translation>コンピューター同士の未完了の対局が一時停止の状態で戻りました。「再開」で続きを指させます。</translation>
    </message>
    <message>
        <source>Your unfinished game is back: play on, or start a new one.</source>
        <translation>中断した対局を復元しました。続けるか、新しい対局を始めてください。</translation>
    </message>
    <message>
        <source>Review this game?</source>
        <translation>このゲームを振り返りますか？</translation>
    </message>
    <message>
        <source>&amp;Review the game</source>
        <translation>ゲームを振り返る(&amp;R)</translation>
    </message>
    <message>
        <source>Review: {players} · {rules}</source>
        <translation>振り返り：{players} · {rules}</translation>
    </message>
    <message>
        <source>{players} · {rules}</source>
        <translation>{players} · {rules}</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>問題が発生しました</translation>
    </message>
    <message>
        <source>Start a new game with the new settings? If you keep playing, the rules and players stay as they were.</source>
        <translation>新しい設定で新しいゲームを始めますか？対局を続ける場合、ルールとプレイヤーは元のままです。</translation>
    </message>
    <message>
        <source>The rules and players were not changed; your game goes on.</source>
        <translation>ルールとプレイヤーは変更されませんでした。ゲームはそのまま続きます。</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <source>Start a &amp;new game</source>
        <translation>新しいゲームを始める(&amp;N)</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>ヒント(&amp;I)</translation>
    </message>
    <message>
        <source>The result stays in Statistics; the game from here on is not counted.</source>
        <translation>結果は統計に残ります。ここから先の対局は記録されません。</translation>
    </message>
    <message>
        <source>The game was already over when it was opened: Statistics do not count it.</source>
        <translation>この対局は開いた時点ですでに終わっていました。統計には記録されません。</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>新しいゲームを始めますか？</translation>
    </message>
    <message>
        <source>Change your opponent and start a new game?</source>
        <translation>対戦相手を変更して新しいゲームを始めますか？</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
</context>
<context>
    <name>Metainfo</name>
    <message>
        <source>Tic-tac-toe from 3 x 3 to 15 x 15, against a friend or the computer</source>
        <translation>3 x 3 から 15 x 15 までの三目並べ。友達やコンピューターと対戦</translation>
    </message>
    <message>
        <source>A tic-tac-toe game for the desktop that grows with its players: the classic 3 x 3 game, boards up to 15 x 15 with k in a row to win, and reverse (misère) rules in which whoever completes a line loses.</source>
        <translation>プレイヤーとともに成長するデスクトップ向けの三目並べです。定番の 3 x 3 のゲーム、k 目並べで勝つ最大 15 x 15 の盤、そしてラインを完成させた方が負けになる逆ルール（ミゼール）で遊べます。</translation>
    </message>
    <message>
        <source>Play a friend, play the computer, or watch two computer players</source>
        <translation>友達やコンピューターと対戦したり、コンピューター同士の対戦を観戦したりできます</translation>
    </message>
    <message>
        <source>Computer players from a beginner that takes the first free cell to one that never loses</source>
        <translation>最初の空きマスに打つ初心者から、決して負けない達人まで、さまざまなコンピューター プレイヤー</translation>
    </message>
    <message>
        <source>Hints, undo and redo, a move list and a highlighted winning line</source>
        <translation>ヒント、元に戻す／やり直し、棋譜、勝ちラインの強調表示</translation>
    </message>
    <message>
        <source>An evaluation overlay that shows how good every free cell is</source>
        <translation>すべての空きマスの良さを示す評価表示</translation>
    </message>
    <message>
        <source>Statistics of every game, with a chart and a PDF or CSV report</source>
        <translation>すべての対局の統計、グラフ、PDF または CSV のレポート</translation>
    </message>
    <message>
        <source>Mouse and keyboard play, with the numeric keypad on 3 x 3</source>
        <translation>マウスとキーボードで操作でき、3 x 3 ではテンキーも使えます</translation>
    </message>
    <message>
        <source>A game against the computer on the classic 3 x 3 board</source>
        <translation>定番の 3 x 3 の盤でのコンピューターとの対局</translation>
    </message>
    <message>
        <source>tic-tac-toe</source>
        <translation>三目並べ</translation>
    </message>
    <message>
        <source>noughts and crosses</source>
        <translation>まるばつゲーム</translation>
    </message>
    <message>
        <source>k in a row</source>
        <translation>k 目並べ</translation>
    </message>
</context>
<context>
    <name>Mode</name>
    <message>
        <source>You vs the computer</source>
        <translation>あなた 対 コンピューター</translation>
    </message>
    <message>
        <source>Two people</source>
        <translation>二人で対戦</translation>
    </message>
    <message>
        <source>Computer vs computer</source>
        <translation>コンピューター同士</translation>
    </message>
</context>
<context>
    <name>MoveReport</name>
    <message numerus="yes">
        <source>%2 played %3 (%1) — proven: %4 can force a win within %n more moves (the moves of both players).</source>
        <translation>
            <numerusform>%2（%1）は %3 に打ちました — 証明済み：%4 はあと %n 手以内（両者の手数）に必ず勝てます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a forced win within %n moves (the moves of both players)</source>
        <translation>
            <numerusform>%n 手以内（両者の手数）の必勝</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a forced loss within %n moves (the moves of both players)</source>
        <translation>
            <numerusform>%n 手以内（両者の手数）の必敗</numerusform>
        </translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — proven: with best play the game is a draw.</source>
        <translation>%2（%1）は %3 に打ちました — 証明済み：互いに最善を尽くせば引き分けです。</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — a forced move.</source>
        <translation>%2（%1）は %3 に打ちました — 強制手です。</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — the best move found in %4 s, not proven.</source>
        <translation>%2（%1）は %3 に打ちました — %4 秒で見つけた最善手で、証明されていません。</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — the move its random games favoured, not proven.</source>
        <translation>%2（%1）は %3 に打ちました — ランダム対局で有利だった手で、証明されていません。</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — a cell chosen at random.</source>
        <translation>%2（%1）は %3 に打ちました — ランダムに選んだマスです。</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — the first free cell.</source>
        <translation>%2（%1）は %3 に打ちました — 最初の空きマスです。</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — its usual opening move, not searched.</source>
        <translation>%2（%1）は %3 に打ちました — いつもの序盤の手で、探索していません。</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — not proven.</source>
        <translation>%2（%1）は %3 に打ちました — 証明されていません。</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — a move by its rules of thumb, not proven.</source>
        <translation>%2（%1）は %3 に打ちました — 経験則による手で、証明されていません。</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) the last time the app ran.</source>
        <translation>%2（%1）は前回アプリを使ったときに %3 に打ちました。</translation>
    </message>
    <message>
        <source>%2 played %3 (%1), an outside engine&apos;s move.</source>
        <translation>%2（%1）は %3 に打ちました。外部エンジンの手です。</translation>
    </message>
    <message>
        <source>%1 suggests %2 for %3.</source>
        <translation>%1 は %3 に %2 を勧めています。</translation>
    </message>
    <message>
        <source>Its evaluation for %1: %2 (depth %3).</source>
        <translation>%1 に対する評価: %2（深さ %3）。</translation>
    </message>
    <message>
        <source>Its evaluation for %1: %2.</source>
        <translation>%1 に対する評価: %2。</translation>
    </message>
    <message>
        <source>It expects %1.</source>
        <translation>読み筋: %1。</translation>
    </message>
    <message>
        <source>Hint for %1: %2.</source>
        <translation>%1 へのヒント：%2。</translation>
    </message>
    <message>
        <source>Hint for %1: %2 — proven: %3.</source>
        <translation>%1 へのヒント：%2 — 証明済み：%3。</translation>
    </message>
    <message>
        <source>Hint for %1: %2 — the best move found in %3 s, not proven (%4).</source>
        <translation>%1 へのヒント：%2 — %3 秒で見つけた最善手で、証明されていません（%4）。</translation>
    </message>
</context>
<context>
    <name>OpeningChoices</name>
    <message>
        <source>Play &amp;black</source>
        <translation>黒を持つ(&amp;B)</translation>
    </message>
    <message>
        <source>Play &amp;white</source>
        <translation>白を持つ(&amp;W)</translation>
    </message>
    <message>
        <source>Place two &amp;more stones</source>
        <translation>さらに石を2つ置く(&amp;M)</translation>
    </message>
</context>
<context>
    <name>OpeningCombo</name>
    <message>
        <source>Opening</source>
        <translation>開局</translation>
    </message>
    <message>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Black (X) places the first stone and moves on.</source>
        <translation>黒（X）が最初の石を置いて、そのまま対局を続けます。</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>スワップ</translation>
    </message>
    <message>
        <source>The first player places three stones; the other then chooses a colour.</source>
        <translation>先手のプレイヤーが石を3つ置き、もう一方のプレイヤーが色を選びます。</translation>
    </message>
    <message>
        <source>Swap2</source>
        <translation>スワップ2</translation>
    </message>
    <message>
        <source>The first player places three stones; the other chooses a colour, or places two more and leaves the choice to the first.</source>
        <translation>先手のプレイヤーが石を3つ置き、もう一方のプレイヤーは色を選ぶか、さらに2つ置いて選択を先手に任せます。</translation>
    </message>
    <message>
        <source>Swap and swap2 are played on {size} x {size} with five in a row, under freestyle, standard or Renju.</source>
        <translation>スワップとスワップ2は、{size} x {size} の盤の五目並べで、フリースタイル、標準、連珠のルールのときに使えます。</translation>
    </message>
</context>
<context>
    <name>OpeningTexts</name>
    <message>
        <source>{name} is choosing a side…</source>
        <translation>{name} が色を選んでいます…</translation>
    </message>
    <message>
        <source>{name} is placing the opening stones…</source>
        <translation>{name} が開局の石を置いています…</translation>
    </message>
    <message>
        <source>Opening: place a black stone (X), {count} to go.</source>
        <translation>開局：黒石（X）を置いてください。残り {count} 個。</translation>
    </message>
    <message>
        <source>Opening: place a white stone (O), {count} to go.</source>
        <translation>開局：白石（O）を置いてください。残り {count} 個。</translation>
    </message>
    <message>
        <source>Opening: {name} places a black stone (X), {count} to go.</source>
        <translation>開局：{name} が黒石（X）を置きます。残り {count} 個。</translation>
    </message>
    <message>
        <source>Opening: {name} places a white stone (O), {count} to go.</source>
        <translation>開局：{name} が白石（O）を置きます。残り {count} 個。</translation>
    </message>
    <message>
        <source>Your choice: play black, play white or place two more stones.</source>
        <translation>あなたが選ぶ番です：黒を持つ、白を持つ、またはさらに石を2つ置く。</translation>
    </message>
    <message>
        <source>Your choice: play black or play white.</source>
        <translation>あなたが選ぶ番です：黒を持つ、または白を持つ。</translation>
    </message>
    <message>
        <source>{name} chooses: play black, play white or place two more stones.</source>
        <translation>{name} が選びます：黒を持つ、白を持つ、またはさらに石を2つ置く。</translation>
    </message>
    <message>
        <source>{name} chooses: play black or play white.</source>
        <translation>{name} が選びます：黒を持つ、または白を持つ。</translation>
    </message>
    <message>
        <source>{name} took black.</source>
        <translation>{name} は黒を選びました。</translation>
    </message>
    <message>
        <source>{name} took white.</source>
        <translation>{name} は白を選びました。</translation>
    </message>
    <message>
        <source>{name} will place two more stones.</source>
        <translation>{name} がさらに石を2つ置きます。</translation>
    </message>
    <message>
        <source>Swap2 keeps the first stones fair: the other player picks a side after seeing them.</source>
        <translation>スワップ2 は最初の石の配置を公平にします。もう一方のプレイヤーは石を見てから色を選びます。</translation>
    </message>
    <message>
        <source>Swap keeps the first stones fair: the other player picks a side after seeing them.</source>
        <translation>スワップは最初の石の配置を公平にします。もう一方のプレイヤーは石を見てから色を選びます。</translation>
    </message>
    <message>
        <source>Choose a side first, with the buttons beside the board.</source>
        <translation>まず盤の横のボタンで色を選んでください。</translation>
    </message>
</context>
<context>
    <name>OpponentPicker</name>
    <message>
        <source>Another person</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>Two people take turns at this board</source>
        <translation>二人が交代でこの盤に打ちます</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>対戦相手</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>対戦相手(&amp;O)：</translation>
    </message>
    <message>
        <source>Who you play against; changing it starts a new game (asking first mid-game)</source>
        <translation>対戦する相手です。変更すると新しいゲームが始まります（対局中は先に確認します）</translation>
    </message>
    <message>
        <source>up from {before} after your last results</source>
        <translation>直近の成績で {before} から上がりました</translation>
    </message>
    <message>
        <source>down from {before} after your last results</source>
        <translation>直近の成績で {before} から下がりました</translation>
    </message>
    <message>
        <source>It plays at level {level} of {top}, {change} on these rules.</source>
        <translation>レベル {level}/{top} で対戦します。このルールで{change}。</translation>
    </message>
    <message>
        <source>It plays at level {level} of {top}, set by your results on these rules.</source>
        <translation>レベル {level}/{top} で対戦します。このルールでのあなたの成績から決まります。</translation>
    </message>
</context>
<context>
    <name>OutcomeDialog</name>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>もう一度(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>Review with c&amp;oach</source>
        <translation>コーチと振り返る(&amp;O)</translation>
    </message>
    <message>
        <source>Every move of the game marked, and what was better</source>
        <translation>対局のすべての手に評価を付け、より良い手を示します</translation>
    </message>
</context>
<context>
    <name>OutcomeTeller</name>
    <message>
        <source>The last game ended before the new one: {result}</source>
        <translation>新しい対局の前に、前の対局が終わりました：{result}</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <source>Puzzle rating, puzzle by puzzle</source>
        <translation>パズルのレーティング（問題ごと）</translation>
    </message>
    <message>
        <source>No puzzles tried yet.</source>
        <translation>まだパズルに挑戦していません。</translation>
    </message>
    <message numerus="yes">
        <source>Puzzle rating from {start} to {now} after %n puzzles ({solved} solved).</source>
        <translation>
            <numerusform>パズルのレーティング：%n 問で {start} から {now} へ（正解 {solved} 問）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>all rules</source>
        <translation>すべてのルール</translation>
    </message>
    <message>
        <source>Abandoned games were left before their end (they count as played, not as won, lost or tied). Continued games were played on from a reviewed game, whose first moves they took over; they count with their results, and are named under the table of runs.</source>
        <translation>「放棄」は終局前にやめた対局です（対局数には数えますが、勝ち・負け・引き分けには数えません）。「継続」は、振り返った対局から最初の手を引き継いで続けた対局です。結果どおりに数え、対局の表の下に記載します。</translation>
    </message>
    <message>
        <source>Tic-tac-toe: one game</source>
        <translation>三目並べ：1 局</translation>
    </message>
    <message>
        <source>Tic-tac-toe: the last {count} games</source>
        <translation>三目並べ：最近の {count} 局</translation>
    </message>
    <message>
        <source>Tic-tac-toe: all {count} games</source>
        <translation>三目並べ：全 {count} 局</translation>
    </message>
    <message>
        <source>Report made {date}.</source>
        <translation>レポート作成日：{date}。</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>Your games against the computer are counted for you, one row per computer opponent (its strategy, and its options where they differ from the defaults); games of two people or two computer players are counted for X. The current streak is the run of equal results at the end; the best streak is the longest run of wins.</source>
        <translation>コンピューターとの対局はあなたの成績として集計され、コンピューターの対戦相手ごとに 1 行になります（その戦略と、既定値と異なるオプション）。人同士やコンピューター同士の対局は X の成績として集計されます。現在の連続記録は最後に続いた同じ結果の数、最高の連続記録は最も長い連勝の数です。</translation>
    </message>
    <message>
        <source>Won, lost and tied per opponent, all rules together</source>
        <translation>対戦相手ごとの勝ち・負け・引き分け (全ルール合計)</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>The coach&apos;s marks</source>
        <translation>コーチの評価</translation>
    </message>
    <message>
        <source>The inaccuracies (?!), mistakes (?) and blunders (??) the coach found in the runs it reviewed; ~ marks an estimate.</source>
        <translation>コーチが振り返った対局で見つけた疑問手 (?!)、悪手 (?)、大悪手 (??)。~ は推定です。</translation>
    </message>
    <message>
        <source>no mistakes found</source>
        <translation>悪手は見つかりませんでした</translation>
    </message>
    <message>
        <source>Run {run}: {marks}</source>
        <translation>対局 {run}: {marks}</translation>
    </message>
    <message>
        <source>1 computer-vs-computer game is left out.</source>
        <translation>コンピューター同士の対局 1 局は含まれていません。</translation>
    </message>
    <message>
        <source>{count} computer-vs-computer games are left out.</source>
        <translation>コンピューター同士の対局 {count} 局は含まれていません。</translation>
    </message>
    <message>
        <source>The table lists the last {shown} of the {total} runs (the summary and the chart count them all); the CSV export has every one.</source>
        <translation>表には {total} 局のうち最近の {shown} 局を載せています（集計とグラフはすべてを数えます）。CSV のエクスポートにはすべての対局が含まれます。</translation>
    </message>
    <message>
        <source>No games recorded.</source>
        <translation>記録された対局はありません。</translation>
    </message>
    <message>
        <source>Runs {first} to {last}, played {date}.</source>
        <translation>第 {first} 局～第 {last} 局、{date} に対局。</translation>
    </message>
    <message>
        <source>Runs {first} to {last}, played {start} to {end}.</source>
        <translation>第 {first} 局～第 {last} 局、{start}～{end} に対局。</translation>
    </message>
    <message>
        <source>No games.</source>
        <translation>対局はありません。</translation>
    </message>
</context>
<context>
    <name>ResultBanner</name>
    <message>
        <source>Click to hide this. The result stays beside the board.</source>
        <translation>クリックすると隠れます。結果は盤の横に残ります。</translation>
    </message>
    <message>
        <source>Press New game to play again.</source>
        <translation>もう一度遊ぶには「新しいゲーム」を押してください。</translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>{x} (X) vs {o} (O)</source>
        <translation>{x}（X）対 {o}（O）</translation>
    </message>
    <message>
        <source>Your move ({mark})</source>
        <translation>あなたの番です（{mark}）</translation>
    </message>
    <message>
        <source>{name} ({mark}) is thinking…</source>
        <translation>{name}（{mark}）が考え中…</translation>
    </message>
    <message>
        <source>{name} ({mark}) to move</source>
        <translation>{name}（{mark}）の番です</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, standard (exactly five)</source>
        <translation>{size} x {size}、{length} 目並べ、標準（ちょうど五目）</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, Renju</source>
        <translation>{size} x {size}、{length} 目並べ、連珠</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, Caro</source>
        <translation>{size} x {size}、{length} 目並べ、Caro</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, reverse rules</source>
        <translation>{size} x {size}、{length} 目並べ、逆ルール</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row</source>
        <translation>{size} x {size}、{length} 目並べ</translation>
    </message>
    <message>
        <source>you ({mark})</source>
        <translation>あなた（{mark}）</translation>
    </message>
    <message>
        <source>{name} ({mark})</source>
        <translation>{name}（{mark}）</translation>
    </message>
    <message>
        <source>Next to play: you ({mark})</source>
        <translation>次の手番：あなた（{mark}）</translation>
    </message>
    <message>
        <source>Next to play: {name} ({mark})</source>
        <translation>次の手番：{name}（{mark}）</translation>
    </message>
    <message>
        <source>Draw.</source>
        <comment>the game ended without a winner</comment>
        <translation>引き分けです。</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>あなたの勝ちです！</translation>
    </message>
    <message>
        <source>You lost.</source>
        <translation>あなたの負けです。</translation>
    </message>
    <message>
        <source>{name} won!</source>
        <translation>{name} の勝ちです！</translation>
    </message>
    <message>
        <source>The board is full and nobody completed a line.</source>
        <translation>盤が埋まり、誰もラインを完成させませんでした。</translation>
    </message>
    <message>
        <source>You completed the line {line}.</source>
        <translation>あなたがライン {line} を完成させました。</translation>
    </message>
    <message>
        <source>{name} completed the line {line}.</source>
        <translation>{name} がライン {line} を完成させました。</translation>
    </message>
    <message>
        <source>You completed the line {line}, so you lose (reverse rules).</source>
        <translation>あなたがライン {line} を完成させたので、あなたの負けです（逆ルール）。</translation>
    </message>
    <message>
        <source>{name} completed the line {line}, so you win (reverse rules).</source>
        <translation>{name} がライン {line} を完成させたので、あなたの勝ちです（逆ルール）。</translation>
    </message>
    <message>
        <source>{loser} completed the line {line}, so {winner} wins (reverse rules).</source>
        <translation>{loser} がライン {line} を完成させたので、{winner} の勝ちです（逆ルール）。</translation>
    </message>
</context>
<context>
    <name>RuleCombo</name>
    <message>
        <source>Gomoku rule</source>
        <translation>五目並べのルール</translation>
    </message>
    <message>
        <source>A rule other than freestyle needs five in a row on a board from {low} x {low} to {high} x {high}, in normal rules.</source>
        <translation>フリースタイル以外のルールを使えるのは、{low} x {low} から {high} x {high} の盤で通常ルールの五目並べだけです。</translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <source>Freestyle</source>
        <translation>フリースタイル</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>標準</translation>
    </message>
    <message>
        <source>Renju</source>
        <translation>連珠</translation>
    </message>
    <message>
        <source>Caro</source>
        <translation>Caro</translation>
    </message>
    <message>
        <source>Freestyle: five or more in a row wins</source>
        <translation>フリースタイル：五目以上並べれば勝ち</translation>
    </message>
    <message>
        <source>Standard: exactly five; six or more does not win</source>
        <translation>標準：ちょうど五目で勝ち。六目以上では勝ちになりません</translation>
    </message>
    <message>
        <source>Renju: X (black) may not make a double three, a double four or an overline</source>
        <translation>連珠：X（黒）は三三、四四、長連を打てません</translation>
    </message>
    <message>
        <source>Caro: a five blocked at both ends does not win</source>
        <translation>Caro：両端を止められた五目は勝ちになりません</translation>
    </message>
    <message>
        <source>double three</source>
        <translation>三三</translation>
    </message>
    <message>
        <source>double four</source>
        <translation>四四</translation>
    </message>
    <message>
        <source>overline</source>
        <translation>長連</translation>
    </message>
    <message>
        <source>{count} in a row does not win under the standard rule: play on.</source>
        <translation>標準ルールでは {count} 目並べても勝ちになりません。対局を続けてください。</translation>
    </message>
    <message>
        <source>A five blocked at both ends does not win under Caro: play on.</source>
        <translation>Caro では両端を止められた五目は勝ちになりません。対局を続けてください。</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <source>Cannot open the game</source>
        <translation>ゲームを開けません</translation>
    </message>
    <message>
        <source>{error}

The current game is kept.</source>
        <translation>{error}

現在のゲームはそのまま続きます。</translation>
    </message>
    <message>
        <source>Opened {file}: {players}.</source>
        <translation>{file} を開きました：{players}。</translation>
    </message>
    <message>
        <source>Opened {file}: {players}. Your next games keep its rules: {rules}.</source>
        <translation>{file} を開きました：{players}。次のゲームもこのルールです：{rules}。</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>ゲームを保存できません</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>{file} を保存しました</translation>
    </message>
    <message>
        <source>Open a saved game instead?</source>
        <translation>代わりに保存したゲームを開きますか？</translation>
    </message>
    <message>
        <source>&amp;Open a game…</source>
        <translation>ゲームを開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open {file} instead?</source>
        <translation>代わりに {file} を開きますか？</translation>
    </message>
    <message>
        <source>&amp;Open it</source>
        <translation>開く(&amp;O)</translation>
    </message>
    <message>
        <source>game.ttt</source>
        <comment>suggested file name</comment>
        <translation>ゲーム.ttt</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <source>&amp;Save anyway</source>
        <translation>それでも保存(&amp;S)</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>モード(&amp;M)：</translation>
    </message>
    <message>
        <source>Board si&amp;ze:</source>
        <translation>盤のサイズ(&amp;Z)：</translation>
    </message>
    <message>
        <source>&amp;Win length:</source>
        <translation>並べる数(&amp;W)：</translation>
    </message>
    <message>
        <source>Board and rules</source>
        <translation>盤とルール</translation>
    </message>
    <message>
        <source>Board &amp;theme:</source>
        <translation>盤のテーマ(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L)：</translation>
    </message>
    <message>
        <source>X (you move first)</source>
        <translation>X（あなたが先手）</translation>
    </message>
    <message>
        <source>O (the computer opens)</source>
        <translation>O（コンピューターが先手）</translation>
    </message>
    <message>
        <source>Pause before each computer move</source>
        <translation>コンピューターが打つ前の待ち時間</translation>
    </message>
    <message>
        <source>Restore &amp;Defaults</source>
        <translation>既定値に戻す(&amp;D)</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>盤のサイズ</translation>
    </message>
    <message>
        <source> in a row</source>
        <translation> 目並べ</translation>
    </message>
    <message>
        <source>Win length</source>
        <translation>並べる数</translation>
    </message>
    <message>
        <source>Reverse rules: whoever completes a line loses</source>
        <translation>逆ルール：ラインを完成させた方が負け</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>システムの言語（{language}）</translation>
    </message>
    <message>
        <source>The new language is used from the next start of {name}.</source>
        <translation>新しい言語は {name} を次に起動したときから使われます。</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>紙</translation>
    </message>
    <message>
        <source>Go board</source>
        <translation>碁盤</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>ハイコントラスト</translation>
    </message>
    <message>
        <source>Until you pick a theme, the board takes the one that suits the game: paper for three and four in a row, a go board from five in a row on, and high contrast when the system asks for it.</source>
        <translation>テーマを選ぶまでは、盤はゲームに合ったテーマになります：3 目・4 目並べでは紙、5 目並べ以上では碁盤、システムが求めるときはハイコントラストです。</translation>
    </message>
    <message>
        <source>Until you pick one: paper for three and four in a row, a go board from five on.</source>
        <translation>選ぶまでは：3 目・4 目並べでは紙、5 目以上では碁盤。</translation>
    </message>
    <message>
        <source>Animat&amp;ions</source>
        <translation>アニメーション(&amp;I)</translation>
    </message>
    <message>
        <source>Marks draw themselves and the winning line draws across the board. With animations off, every change shows at once.</source>
        <translation>印が書かれていくように現れ、勝ちのラインが盤を横切って引かれます。アニメーションをオフにすると、すべての変化がすぐに表示されます。</translation>
    </message>
    <message>
        <source>R&amp;ule:</source>
        <translation>ルール(&amp;U)：</translation>
    </message>
    <message>
        <source>Openin&amp;g:</source>
        <translation>開局(&amp;G)：</translation>
    </message>
    <message>
        <source>Look and language</source>
        <translation>外観と言語</translation>
    </message>
    <message>
        <source>At most {count} characters. Left empty, the name is {name}.</source>
        <translation>最大 {count} 文字。空のままにすると名前は {name} になります。</translation>
    </message>
    <message>
        <source>Your &amp;symbol:</source>
        <translation>あなたの記号(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>対戦相手(&amp;O)：</translation>
    </message>
    <message>
        <source>X player&apos;s &amp;name:</source>
        <translation>X のプレイヤー名(&amp;N)：</translation>
    </message>
    <message>
        <source>O player&apos;s n&amp;ame:</source>
        <translation>O のプレイヤー名(&amp;A)：</translation>
    </message>
    <message>
        <source>Move &amp;delay:</source>
        <translation>打つまでの待ち時間(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;X computer</source>
        <translation>X のコンピューター(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;O computer</source>
        <translation>O のコンピューター(&amp;O)</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} 秒</translation>
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
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>player names</source>
        <translation>プレイヤー名</translation>
    </message>
    <message>
        <source>rules of the game</source>
        <translation>ゲームのルール</translation>
    </message>
    <message>
        <source>unfinished game</source>
        <translation>未完了の対局</translation>
    </message>
    <message>
        <source>Statistics choices</source>
        <translation>統計の設定</translation>
    </message>
    <message>
        <source>move delay</source>
        <translation>打つまでの待ち時間</translation>
    </message>
    <message>
        <source>evaluation</source>
        <translation>評価</translation>
    </message>
    <message>
        <source>language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>board theme</source>
        <translation>盤のテーマ</translation>
    </message>
    <message>
        <source>animations</source>
        <translation>アニメーション</translation>
    </message>
    <message>
        <source>window size</source>
        <translation>ウィンドウのサイズ</translation>
    </message>
    <message>
        <source>Some settings could not be read and were reset.</source>
        <translation>一部の設定を読み込めなかったため、初期値に戻しました。</translation>
    </message>
    <message>
        <source>Some settings could not be read and were reset, among them: {list}.</source>
        <translation>一部の設定を読み込めなかったため、初期値に戻しました。その中には {list} が含まれます。</translation>
    </message>
    <message>
        <source>Some settings could not be read and were reset: {list}.</source>
        <translation>一部の設定を読み込めなかったため、初期値に戻しました：{list}。</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Game status</source>
        <translation>ゲームの状況</translation>
    </message>
    <message>
        <source>The computer&apos;s last move, or how the game ended</source>
        <translation>コンピューターの最後の手、またはゲームの結末</translation>
    </message>
    <message>
        <source>Show on every free cell how good it is for the player to move:
a proven win, draw or loss with the moves to the end (&quot;Win in 3&quot;),
or else the estimated chances (&quot;62%&quot;), not proven.</source>
        <translation>各空きマスに、手番のプレイヤーにとっての良し悪しを表示します：
証明済みの勝ち・引き分け・負けと終局までの手数（「3手で勝ち」）、
またはそれ以外の場合は証明されていない推定の勝率（「62%」）。</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ 戻る(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Forward ▶</source>
        <translation>進む(&amp;F) ▶</translation>
    </message>
    <message>
        <source>&amp;Play from here</source>
        <translation>ここから対局(&amp;P)</translation>
    </message>
    <message>
        <source>Mo&amp;ves:</source>
        <translation>棋譜(&amp;V)：</translation>
    </message>
    <message>
        <source>Moves played</source>
        <translation>打った手</translation>
    </message>
    <message>
        <source>The game is over here: step back to play on from an earlier move.</source>
        <translation>ここでゲームは終わっています。前の手に戻ると、そこから続けられます。</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>再開(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>一時停止(&amp;P)</translation>
    </message>
    <message>
        <source>Whoever completes {length} in a row loses: leave that to your opponent.</source>
        <translation>{length}つ並べた側が負けです。相手に並べさせましょう。</translation>
    </message>
    <message>
        <source>Taken back: Redo plays it again</source>
        <translation>取り消し済み：「やり直し」でもう一度打てます</translation>
    </message>
</context>
<context>
    <name>StatsChart</name>
    <message>
        <source>{player} vs {opponent}</source>
        <translation>{player} 対 {opponent}</translation>
    </message>
    <message>
        <source>No games recorded yet</source>
        <translation>対局の記録はまだありません</translation>
    </message>
    <message>
        <source>won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>負け</translation>
    </message>
    <message>
        <source>tied</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>{count} played</source>
        <translation>{count} 局</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the chart&apos;s groups</comment>
        <translation>／</translation>
    </message>
    <message>
        <source>{pairing}: {won} won, {lost} lost, {tied} tied</source>
        <translation>{pairing}：{won} 勝 {lost} 敗 {tied} 分け</translation>
    </message>
</context>
<context>
    <name>StatsChartWidget</name>
    <message>
        <source>Won, lost and tied per opponent</source>
        <translation>対戦相手ごとの勝ち・負け・引き分け</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>Include games between c&amp;omputer players</source>
        <translation>コンピューター同士の対局を含める(&amp;O)</translation>
    </message>
    <message>
        <source>Games where the computer played both sides are kept apart from yours; tick to count them too (in the exports as well).</source>
        <translation>コンピューターが両方の側を担当した対局は、あなたの対局とは別に記録されます。チェックするとそれらも集計に含めます（エクスポートにも含まれます）。</translation>
    </message>
    <message>
        <source>Only the last</source>
        <translation>直近</translation>
    </message>
    <message>
        <source>Number of recent games</source>
        <translation>直近の対局数</translation>
    </message>
    <message>
        <source>Summary per opponent and rules</source>
        <translation>対戦相手とルールごとの集計</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>対局履歴</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>集計</translation>
    </message>
    <message>
        <source>Won, lost and tied per opponent, all rules together</source>
        <translation>対戦相手ごとの勝ち・負け・引き分け (全ルール合計)</translation>
    </message>
    <message>
        <source>Games (double-click one to review it)</source>
        <translation>対局（ダブルクリックで振り返り）</translation>
    </message>
    <message>
        <source>Puzzle rating after each puzzle (a filled dot: solved)</source>
        <translation>各パズル後のレーティング（塗りつぶした点：正解）</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>振り返る(&amp;R)</translation>
    </message>
    <message>
        <source>Review with c&amp;oach</source>
        <translation>コーチと振り返る(&amp;O)</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>CSV をエクスポート(&amp;C)…</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>PDF をエクスポート(&amp;P)…</translation>
    </message>
    <message>
        <source>C&amp;lear statistics…</source>
        <translation>統計を消去(&amp;L)…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>None of your games recorded yet: they appear here once finished.</source>
        <translation>あなたの対局の記録はまだありません。終わるとここに表示されます。</translation>
    </message>
    <message>
        <source>No games recorded yet: finished games appear here.</source>
        <translation>対局の記録はまだありません。終了した対局がここに表示されます。</translation>
    </message>
    <message>
        <source>{counted} of {total} recorded games.</source>
        <translation>記録済みの {total} 局のうち {counted} 局。</translation>
    </message>
    <message>
        <source>The one recorded game.</source>
        <translation>記録済みの 1 局。</translation>
    </message>
    <message numerus="yes">
        <source>All %n recorded games.</source>
        <translation>
            <numerusform>記録済みの全 %n 局。</numerusform>
        </translation>
    </message>
    <message>
        <source>The last {shown} of {total} recorded games.</source>
        <translation>記録済みの {total} 局のうち直近の {shown} 局。</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) between computer players are not counted.</source>
        <translation>
            <numerusform>コンピューター同士の %n 局は集計に含まれていません。</numerusform>
        </translation>
    </message>
    <message>
        <source>{games} {left_out}</source>
        <translation>{games}{left_out}</translation>
    </message>
    <message numerus="yes">
        <source> games</source>
        <comment>after the number of recent games</comment>
        <translation>
            <numerusform> 局</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the games as CSV</source>
        <translation>対局を CSV でエクスポート</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV ファイル (*.csv);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>The CSV file could not be written to {path}: {reason}.</source>
        <translation>CSV ファイルを {path} に書き込めませんでした：{reason}。</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n game(s) to {path}.</source>
        <translation>
            <numerusform>%n 局を {path} に保存しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Export a PDF report</source>
        <translation>PDF レポートをエクスポート</translation>
    </message>
    <message>
        <source>PDF files (*.pdf);;All files (*)</source>
        <translation>PDF ファイル (*.pdf);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>The report could not be written to {path}: {reason}.</source>
        <translation>レポートを {path} に書き込めませんでした：{reason}。</translation>
    </message>
    <message numerus="yes">
        <source>Saved the report of %n game(s) to {path}.</source>
        <translation>
            <numerusform>%n 局のレポートを {path} に保存しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Forget all %n recorded games? This cannot be undone.</source>
        <translation>
            <numerusform>記録済みの %n 局をすべて削除しますか？この操作は元に戻せません。</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics could not be cleared: the records file cannot be changed now.</source>
        <translation>統計を消去できませんでした：記録ファイルは現在変更できません。</translation>
    </message>
    <message>
        <source>Statistics cleared.</source>
        <translation>統計を消去しました。</translation>
    </message>
    <message>
        <source>Clear statistics</source>
        <translation>統計の消去</translation>
    </message>
    <message>
        <source>Forget the one recorded game? This cannot be undone.</source>
        <translation>記録済みの 1 局を削除しますか？この操作は元に戻せません。</translation>
    </message>
</context>
<context>
    <name>StatsTables</name>
    <message>
        <source>Run</source>
        <translation>番号</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
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
        <translation>勝者</translation>
    </message>
    <message>
        <source>Who lost</source>
        <translation>敗者</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>所要時間</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>備考</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>対戦相手</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <comment>a column: how many games were left unfinished</comment>
        <translation>放棄</translation>
    </message>
    <message>
        <source>Continued</source>
        <translation>継続</translation>
    </message>
    <message>
        <source>Games left before their end (a new game, another game opened, ...): counted as played, not as won, lost or tied. Match my level counts them as your losses.</source>
        <translation>終局前にやめた対局（新しいゲームを始めた、別のゲームを開いた、など）：対局数には数えますが、勝ち・負け・引き分けには数えません。「あなたのレベルに合わせる」ではあなたの負けとして数えます。</translation>
    </message>
    <message>
        <source>Games played on from a reviewed game, whose first moves they took over: counted with their results, and noted in the games table.</source>
        <translation>振り返った対局から最初の手を引き継いで続けた対局：結果どおりに数え、対局の表に注記します。</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>対局数</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>負け</translation>
    </message>
    <message>
        <source>Tied</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>現在の連続記録</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>最高の連続記録</translation>
    </message>
    <message>
        <source>{name} · {options}</source>
        <translation>{name} · {options}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between a computer&apos;s options</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>{level} ({strategy})</source>
        <comment>a computer: its level, its strategy</comment>
        <translation>{level}（{strategy}）</translation>
    </message>
    <message>
        <source>{value} random games a move</source>
        <translation>1 手あたりランダム対局 {value} 回</translation>
    </message>
    <message>
        <source>{value} playouts a move</source>
        <translation>1 手あたりプレイアウト {value} 回</translation>
    </message>
    <message>
        <source>{value} s a move</source>
        <translation>1 手あたり {value} 秒</translation>
    </message>
    <message>
        <source>{option}: {value}</source>
        <translation>{option}：{value}</translation>
    </message>
    <message>
        <source>Abandoned; continued from run {run} after move {move}</source>
        <translation>放棄。第 {run} 局の {move} 手目の後から継続</translation>
    </message>
    <message>
        <source>Continued from run {run} after move {move}</source>
        <translation>第 {run} 局の {move} 手目の後から継続</translation>
    </message>
    <message>
        <source>Abandoned; continued from another game after move {move}</source>
        <translation>放棄。別の対局の {move} 手目の後から継続</translation>
    </message>
    <message>
        <source>Continued from another game after move {move}</source>
        <translation>別の対局の {move} 手目の後から継続</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <comment>one game&apos;s note</comment>
        <translation>放棄</translation>
    </message>
    <message>
        <source>Run {run}: {note}</source>
        <translation>第 {run} 局：{note}</translation>
    </message>
    <message>
        <source>{side} ({mark})</source>
        <translation>{side}（{mark}）</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>{count} won</source>
        <translation>{count} 連勝</translation>
    </message>
    <message>
        <source>{count} lost</source>
        <translation>{count} 連敗</translation>
    </message>
    <message>
        <source>{count} tied</source>
        <translation>{count} 回連続引き分け</translation>
    </message>
    <message>
        <source>{count} abandoned</source>
        <translation>{count} 回連続放棄</translation>
    </message>
    <message>
        <source>all rules</source>
        <translation>すべてのルール</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, reverse</source>
        <translation>{size} x {size}、{length} 目並べ、逆ルール</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row</source>
        <translation>{size} x {size}、{length} 目並べ</translation>
    </message>
    <message>
        <source>Run {run} · {rules}
X: {x}
O: {o}
Moves: {moves}
Double-click to review</source>
        <translation>第 {run} 局 · {rules}
X：{x}
O：{o}
棋譜：{moves}
ダブルクリックで振り返り</translation>
    </message>
    <message>
        <source>no moves</source>
        <translation>着手なし</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Playing on from move {moves} with the players and rules of the game reviewed; New game goes back to your settings.</source>
        <translation>振り返った対局のプレイヤーとルールで、{moves} 手目から続けます。新しいゲームではあなたの設定に戻ります。</translation>
    </message>
    <message>
        <source>Playing on from move {moves}.</source>
        <translation>{moves} 手目から続けます。</translation>
    </message>
    <message>
        <source>Back to your settings: {players}, {rules}.</source>
        <translation>あなたの設定に戻りました：{players}、{rules}。</translation>
    </message>
    <message>
        <source>Looking for a hint for {player}…</source>
        <translation>{player} へのヒントを探しています…</translation>
    </message>
</context>
<context>
    <name>Strategies</name>
    <message>
        <source>Dumb</source>
        <translation>単純</translation>
    </message>
    <message>
        <source>Takes the first free cell in order.</source>
        <translation>順番に見て最初の空きマスに打ちます。</translation>
    </message>
    <message>
        <source>the first free cell</source>
        <translation>最初の空きマス</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>Plays any free cell at random.</source>
        <translation>空きマスにランダムに打ちます。</translation>
    </message>
    <message>
        <source>random moves</source>
        <translation>ランダムな手</translation>
    </message>
    <message>
        <source>Smart</source>
        <translation>賢い</translation>
    </message>
    <message>
        <source>Wins or blocks when it can, else takes the centre, a corner, then a side.</source>
        <translation>勝てるときは勝ち、防げるときは防ぎます。それ以外は中央、角、辺の順に打ちます。</translation>
    </message>
    <message>
        <source>Wins or blocks when it can, else takes the cell with the most lines still open to it.</source>
        <translation>勝てるときは勝ち、防げるときは防ぎます。それ以外は、まだ開いているラインが最も多いマスに打ちます。</translation>
    </message>
    <message>
        <source>win-or-block rules</source>
        <translation>勝ちと防ぎのルール</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>達人</translation>
    </message>
    <message>
        <source>Fork rules</source>
        <translation>両取りルール</translation>
    </message>
    <message>
        <source>Rule-based: win, block, fork, block a fork, centre, opposite corner, corner, side; never loses on 3 x 3.</source>
        <translation>ルールに基づいて、勝つ、防ぐ、両取り、両取りを防ぐ、中央、反対側の角、角、辺の順に打ちます。3 x 3 では負けません。</translation>
    </message>
    <message>
        <source>Rule-based: win, block, fork, block a fork, else the cell that best builds its lines and blocks the opponent&apos;s.</source>
        <translation>ルールに基づいて、勝つ、防ぐ、両取り、両取りを防ぐ、の順に打ちます。それ以外は、自分のラインを最もよく伸ばし、相手のラインを防ぐマスに打ちます。</translation>
    </message>
    <message>
        <source>fork rules</source>
        <translation>両取りのルール</translation>
    </message>
    <message>
        <source>Monte Carlo</source>
        <translation>モンテカルロ</translation>
    </message>
    <message>
        <source>Plays many random games and favours the squares the winners played.</source>
        <translation>ランダムな対局を数多く行い、勝った側が打ったマスを優先します。</translation>
    </message>
    <message>
        <source>random games</source>
        <translation>ランダム対局</translation>
    </message>
    <message>
        <source>Random games per move</source>
        <translation>1 手あたりのランダム対局数</translation>
    </message>
    <message>
        <source>How many random games it plays before each move: more plays better, and slower.</source>
        <translation>各手の前に行うランダム対局の数です。多いほど強くなり、遅くなります。</translation>
    </message>
    <message>
        <source>After each random game, what each square the computer played there counts: added to that square&apos;s score when the computer won, taken off when it lost.</source>
        <translation>各ランダム対局のあと、コンピューターが打ったマス 1 つの点数です。コンピューターが勝てばそのマスの得点に加え、負ければ引きます。</translation>
    </message>
    <message>
        <source>After each random game, what each square its opponent played there counts: taken off that square&apos;s score when the computer won, added when it lost.</source>
        <translation>各ランダム対局のあと、相手が打ったマス 1 つの点数です。コンピューターが勝てばそのマスの得点から引き、負ければ加えます。</translation>
    </message>
    <message>
        <source>Stops the random games once this many seconds have passed; 0 plays them all.</source>
        <translation>この秒数が過ぎたらランダム対局をやめます。0 ならすべて行います。</translation>
    </message>
    <message>
        <source>How many random games it plays from the position before each move: more plays better, and slower.</source>
        <translation>各手の前に、この局面から行うランダム対局の数です。多いほど強くなり、遅くなります。</translation>
    </message>
    <message>
        <source>How long it may think about each move; it often answers sooner.</source>
        <translation>1 手ごとに考えてよい時間です。多くの場合それより早く答えます。</translation>
    </message>
    <message>
        <source>Score for own squares</source>
        <translation>自分のマスの得点</translation>
    </message>
    <message>
        <source>Score for opponent squares</source>
        <translation>相手のマスの得点</translation>
    </message>
    <message>
        <source>MCTS</source>
        <translation>MCTS</translation>
    </message>
    <message>
        <source>Searches the game tree as deep as its think time allows, and proves the result where it reaches the end of every line.</source>
        <translation>考慮時間の許す限り深くゲーム木を探索し、すべての手順の終わりまで読み切れるところでは結果を証明します。</translation>
    </message>
    <message>
        <source>threat search</source>
        <translation>脅威探索</translation>
    </message>
    <message>
        <source>Match my level</source>
        <translation>あなたのレベルに合わせる</translation>
    </message>
    <message>
        <source>Plays stronger after you win and weaker after you lose, so that you win about as often as you lose; its level comes from your recorded games on these rules.</source>
        <translation>あなたが勝つと強く、負けると弱くなり、勝ちと負けがほぼ同じ回数になるようにします。レベルはこのルールで記録されたあなたの対局から決まります。</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <source>Threat search</source>
        <translation>脅威探索</translation>
    </message>
    <message>
        <source>Finds wins by fours and threes, stops the opponent&apos;s, and searches the best cells; for four or five in a row on 6 x 6 and bigger boards (elsewhere it plays as Perfect).</source>
        <translation>四と三による勝ちを見つけ、相手の勝ち筋を止め、有望なマスを探索します。6&#xa0;x&#xa0;6 以上の盤で四目か五目並べ向けです（それ以外では完璧と同じに打ちます）。</translation>
    </message>
    <message>
        <source>Playouts per move</source>
        <translation>1 手あたりのプレイアウト数</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>初心者</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>やさしい</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>むずかしい</translation>
    </message>
    <message>
        <source>Unbeatable</source>
        <translation>無敵</translation>
    </message>
    <message>
        <source>Monte Carlo tree search: random games that look deeper where they go well, with proven wins and losses.</source>
        <translation>モンテカルロ木探索：うまくいきそうな所ほど深く読むランダム対局に、勝ち負けの証明を組み合わせます。</translation>
    </message>
    <message>
        <source>Monte Carlo tree search</source>
        <translation>モンテカルロ木探索</translation>
    </message>
    <message>
        <source>Time limit per move (s, 0 = none)</source>
        <translation>1 手あたりの制限時間（秒、0 = なし）</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>完璧</translation>
    </message>
    <message>
        <source>full game-tree search</source>
        <translation>ゲーム木の全探索</translation>
    </message>
    <message>
        <source>Think time (s)</source>
        <translation>思考時間（秒）</translation>
    </message>
</context>
<context>
    <name>StrategyPicker</name>
    <message>
        <source>Only {value} here</source>
        <translation>ここでは {value} のみ</translation>
    </message>
    <message>
        <source>From {low} to {high}</source>
        <translation>{low} から {high} まで</translation>
    </message>
    <message>
        <source>{option}:</source>
        <translation>{option}：</translation>
    </message>
    <message>
        <source>On these rules its search proves the value of every position: it cannot be beaten.</source>
        <translation>このルールでは、探索がすべての局面の結果を証明するため、負けることはありません。</translation>
    </message>
    <message>
        <source>On these rules it can be beaten: it does not prove its moves from the start, and the window says when a move is proven.</source>
        <translation>このルールでは負けることがあります。最初から手を証明するわけではなく、手が証明されたときはウィンドウに表示されます。</translation>
    </message>
    <message>
        <source>In reverse rules its rules turn around: it avoids completing a line of its own and leaves its opponent the cells that would complete one of the opponent&apos;s.</source>
        <translation>逆ルールではルールが逆になります。自分の列を完成させるのを避け、相手の列を完成させてしまうマスを相手に残します。</translation>
    </message>
    <message>
        <source>On these rules it plays as %1: its threats need four or five in a row, normal rules and a board of 6 x 6 or more.</source>
        <translation>このルールでは%1として指します: 脅威には四目か五目並べ、通常ルール、6 x 6 以上の盤が必要です。</translation>
    </message>
    <message>
        <source>%1: %2, %3 random games a move.</source>
        <translation>%1: %2、1 手あたりランダム対局 %3 回。</translation>
    </message>
    <message>
        <source>%1: %2, up to %3 s a move.</source>
        <translation>%1: %2、1 手あたり最大 %3 秒。</translation>
    </message>
    <message>
        <source>%1: %2, answers at once.</source>
        <translation>%1: %2、すぐに応答します。</translation>
    </message>
    <message>
        <source>{summary} It plays at level {level} of {top} now.</source>
        <translation>{summary} 現在のレベルは {level}/{top} です。</translation>
    </message>
    <message>
        <source>{name}, level {level} of {top}</source>
        <translation>{name}、レベル {level}/{top}</translation>
    </message>
    <message>
        <source>{name} {version}, an outside engine: {path}</source>
        <translation>{name} {version}、外部エンジン：{path}</translation>
    </message>
    <message>
        <source>{name}, an outside engine: {path}</source>
        <translation>{name}、外部エンジン：{path}</translation>
    </message>
    <message>
        <source>Added engines play five in a row on boards from 7 x 7 to 15 x 15, normal rules.</source>
        <translation>追加したエンジンは、7 x 7 から 15 x 15 の盤で通常ルールの五目並べを打ちます。</translation>
    </message>
</context>
<context>
    <name>Thinking</name>
    <message>
        <source>Move</source>
        <translation>手</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>評価値</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>意味</translation>
    </message>
    <message>
        <source>Alpha-beta window</source>
        <translation>アルファベータ窓</translation>
    </message>
    <message>
        <source>Monte Carlo scores</source>
        <translation>モンテカルロの得点</translation>
    </message>
    <message>
        <source>Moves considered</source>
        <translation>検討した手</translation>
    </message>
    <message>
        <source>Visits</source>
        <translation>訪問回数</translation>
    </message>
    <message>
        <source>Result of its games</source>
        <translation>対局の成績</translation>
    </message>
    <message>
        <source>Proof</source>
        <translation>証明</translation>
    </message>
    <message>
        <source>The share of the random games through this move that the player making it won, a draw counting half</source>
        <translation>この手を通るランダム対局のうち、この手を打った側が勝った割合（引き分けは 0.5 勝）</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>an opening rule, not a search</source>
        <translation>序盤のルールによる手で、探索ではありません</translation>
    </message>
    <message>
        <source>the best found, not proven</source>
        <translation>見つけた最善手で、証明されていません</translation>
    </message>
    <message>
        <source>{header}: {text}</source>
        <translation>{header}：{text}</translation>
    </message>
    <message>
        <source>the move chosen</source>
        <translation>選ばれた手</translation>
    </message>
    <message>
        <source>; </source>
        <translation>、</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>This position, {mark} to move</source>
        <translation>この局面、{mark} の手番</translation>
    </message>
    <message>
        <source>{cell} by {mark}</source>
        <translation>{cell}（{mark}）</translation>
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
        <translation>枝刈り：探索されていません</translation>
    </message>
    <message>
        <source>cut off: worth at least {value} to {mark}</source>
        <translation>カットオフ：{mark} にとって {value} 以上</translation>
    </message>
    <message>
        <source>cut off: worth at most {value} to {mark}</source>
        <translation>カットオフ：{mark} にとって {value} 以下</translation>
    </message>
    <message>
        <source>{mark} wins</source>
        <translation>{mark} の勝ち</translation>
    </message>
    <message>
        <source>{mark} loses</source>
        <translation>{mark} の負け</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>{meaning} (remembered)</source>
        <translation>{meaning}（記憶済み）</translation>
    </message>
    <message>
        <source>α {alpha}, β {beta}</source>
        <translation>α {alpha}、β {beta}</translation>
    </message>
    <message>
        <source>proven win</source>
        <translation>証明済みの勝ち</translation>
    </message>
    <message>
        <source>proven draw</source>
        <translation>証明済みの引き分け</translation>
    </message>
    <message>
        <source>proven loss</source>
        <translation>証明済みの負け</translation>
    </message>
    <message>
        <source>Alpha-beta: α is what the player making the move is already sure of through another move, β what the opponent is sure of. Once a reply shows a move is worth at most α, the other replies are not searched: they are pruned.</source>
        <translation>アルファベータ法：α は手を打つ側が別の手によってすでに確保している値、β は相手が確保している値です。ある応手によって、その手の価値が α 以下だとわかったら、残りの応手は探索しません。これが枝刈りです。</translation>
    </message>
    <message>
        <source>The game is over: minimax has nothing to search.</source>
        <translation>対局は終わっています：ミニマックスが探索するものはありません。</translation>
    </message>
    <message>
        <source>Minimax searched {searched} moves ({known} of them remembered from another move order) and plays {cell}.</source>
        <translation>ミニマックスは {searched} 手を探索し（うち {known} 手は別の手順で調べたものを記憶から使用）、{cell} に打ちます。</translation>
    </message>
    <message>
        <source>Alpha-beta pruning left {pruned} moves unsearched (grey).</source>
        <translation>アルファベータ枝刈りにより、{pruned} 手は探索されませんでした（灰色）。</translation>
    </message>
    <message>
        <source>Each value is for the player who made the move: a win scores the free cells left at its end plus one (a quicker win scores more), a loss minus that, a draw 0. Each player takes the reply worth most to them; bold marks the move chosen.</source>
        <translation>各評価値は、その手を打った側から見た値です：勝ちは終局時に残った空きマスの数に 1 を足した値（早く勝つほど高い）、負けはそのマイナス、引き分けは 0 です。各プレイヤーは自分にとって最も価値の高い応手を選びます。太字は選ばれた手です。</translation>
    </message>
    <message>
        <source>Monte Carlo played {trials} random games for {mark}: after each, the squares of the winner gain and the loser&apos;s lose. It takes {cell}, scored {score}, the highest.</source>
        <translation>モンテカルロは {mark} のためにランダム対局を {trials} 回行いました：各対局のあと、勝った側のマスの得点が増え、負けた側のマスの得点が減ります。最も得点の高い {cell}（得点 {score}）を選びます。</translation>
    </message>
    <message>
        <source>{cell}: {mark}</source>
        <translation>{cell}：{mark}</translation>
    </message>
    <message>
        <source>{cell}: score {score}, the move taken</source>
        <translation>{cell}：得点 {score}、選んだ手</translation>
    </message>
    <message>
        <source>{cell}: score {score}</source>
        <translation>{cell}：得点 {score}</translation>
    </message>
    <message>
        <source>MCTS plays {cell} without a search: a win, a forced block, the opening rule or a threat it saw first.</source>
        <translation>MCTS は探索せずに {cell} に打ちます：勝ち、防ぐしかない手、序盤のルール、または先に見つけた脅威のいずれかです。</translation>
    </message>
    <message>
        <source>MCTS ran {visits} random games through its tree from here, going deeper where they went well, and plays {cell}, the move it tried most.</source>
        <translation>MCTS はここから木を通してランダム対局を {visits} 回行い、うまくいった所ほど深く読みました。最も多く試した手 {cell} に打ちます。</translation>
    </message>
    <message>
        <source>The threat search plays {cell} by its opening rule.</source>
        <translation>脅威探索は序盤のルールにより {cell} に打ちます。</translation>
    </message>
    <message>
        <source>The threat search plays {cell}, its value proven, in {seconds} s.</source>
        <translation>脅威探索は {cell} に打ちます。その価値は {seconds} 秒で証明されました。</translation>
    </message>
    <message>
        <source>The threat search plays {cell}, the best it found in {seconds} s.</source>
        <translation>脅威探索は {cell} に打ちます。{seconds} 秒で見つけた最善手です。</translation>
    </message>
    <message>
        <source>Principal line: {moves}</source>
        <translation>読み筋：{moves}</translation>
    </message>
    <message>
        <source>The computer could not show its thinking: {message}</source>
        <translation>コンピューターは思考を表示できませんでした：{message}</translation>
    </message>
    <message>
        <source>The game is over: there is nothing left to think about.</source>
        <translation>対局は終わっています：考えることはもう何もありません。</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>考え中…</translation>
    </message>
</context>
<context>
    <name>ThinkingPanel</name>
    <message>
        <source>How the computer thinks</source>
        <translation>コンピューターの考え方</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>アルゴリズム(&amp;A)：</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>アルゴリズム</translation>
    </message>
    <message>
        <source>Alpha-&amp;beta pruning</source>
        <translation>アルファベータ枝刈り(&amp;B)</translation>
    </message>
    <message>
        <source>Stop searching a move as soon as one reply shows it is no better than a move already found: the same choice, fewer positions; the moves left out are grey.</source>
        <translation>ある応手によって、その手がすでに見つかった手より良くないとわかった時点で、その手の探索をやめます：選ぶ手は同じで、調べる局面は少なくなります。省かれた手は灰色です。</translation>
    </message>
    <message>
        <source>Values as the search &amp;finds them</source>
        <translation>探索が見つけた順に値を表示(&amp;F)</translation>
    </message>
    <message>
        <source>Show the tree as it stood at the step chosen: no value yet for the moves not reached, … for those whose replies are still being searched.</source>
        <translation>選んだステップの時点の木を表示します。まだ到達していない手には値がなく、応手を探索中の手には … が付きます。</translation>
    </message>
    <message>
        <source>Minimax search tree</source>
        <translation>ミニマックス探索木</translation>
    </message>
    <message>
        <source>Pre&amp;vious step</source>
        <translation>前のステップ(&amp;V)</translation>
    </message>
    <message>
        <source>The move searched before this one</source>
        <translation>この手の前に探索した手</translation>
    </message>
    <message>
        <source>Ne&amp;xt step</source>
        <translation>次のステップ(&amp;X)</translation>
    </message>
    <message>
        <source>The move searched after this one</source>
        <translation>この手の後に探索した手</translation>
    </message>
    <message>
        <source>Minimax (3 x 3)</source>
        <translation>ミニマックス（3 x 3）</translation>
    </message>
    <message>
        <source>Monte Carlo</source>
        <translation>モンテカルロ</translation>
    </message>
    <message>
        <source>Monte Carlo tree search (MCTS)</source>
        <translation>モンテカルロ木探索（MCTS）</translation>
    </message>
    <message>
        <source>Threat search</source>
        <translation>脅威探索</translation>
    </message>
    <message>
        <source>A pruned move: alpha-beta never searched it.</source>
        <translation>枝刈りされた手：アルファベータ法では探索されませんでした。</translation>
    </message>
    <message>
        <source>Step {step} of {steps} in the search&apos;s order</source>
        <translation>探索順で {steps} ステップ中 {step} 番目</translation>
    </message>
</context>
</TS>
