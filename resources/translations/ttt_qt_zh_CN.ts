<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>Show every free cell&apos;s value for the side to move</source>
        <translation>为当前走棋方显示每个空格的评估值</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>Pause the game between the two computers, or let it go on</source>
        <translation>暂停两台电脑之间的对局，或让它继续</translation>
    </message>
    <message>
        <source>Play {digit}</source>
        <translation>落子 {digit}</translation>
    </message>
    <message>
        <source>Play the cell in row {row}, column {col} (3 x 3 only)</source>
        <translation>在第 {row} 行第 {col} 列落子（仅限 3 x 3）</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>开始新游戏</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>打开游戏(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>打开已保存的游戏</translation>
    </message>
    <message>
        <source>Save this game to a file</source>
        <translation>将本局游戏保存到文件</translation>
    </message>
    <message>
        <source>Your results against each opponent, and every game you played</source>
        <translation>你对每个对手的战绩，以及你下过的每一局</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Close {name}</source>
        <translation>关闭 {name}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>悔掉你的上一步棋</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Replay a move you took back</source>
        <translation>重新走出已悔掉的一步</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>Show the best move for you</source>
        <translation>显示对你最有利的一步</translation>
    </message>
    <message>
        <source>Review &amp;with Coach</source>
        <translation>教练复盘(&amp;W)</translation>
    </message>
    <message>
        <source>Every move of the finished game marked (! best, ?! inaccuracy, ? mistake, ?? blunder), with the better move and its line</source>
        <translation>为已结束对局的每一步标注（! 最佳着法，?! 不准确，? 错误，?? 漏着），并给出更好的着法及其后续变化</translation>
    </message>
    <message>
        <source>Pu&amp;zzles…</source>
        <translation>谜题(&amp;Z)…</translation>
    </message>
    <message>
        <source>Positions to win in a few moves, near your puzzle rating; the puzzle of the day</source>
        <translation>几步之内即可取胜的局面，难度接近你的谜题等级分；还有每日谜题</translation>
    </message>
    <message>
        <source>Show &amp;Thinking…</source>
        <translation>显示电脑如何思考(&amp;T)…</translation>
    </message>
    <message>
        <source>How the computer chooses a move here: the minimax tree, the Monte Carlo scores, the moves MCTS and the threat search consider</source>
        <translation>电脑在这个局面中如何选择一步棋：极小化极大搜索树、蒙特卡洛得分，以及 MCTS 和威胁搜索所考虑的着法</translation>
    </message>
    <message>
        <source>Engine Lo&amp;g</source>
        <translation>引擎日志(&amp;G)</translation>
    </message>
    <message>
        <source>What the outside engines said: their messages and errors</source>
        <translation>外部引擎输出的内容：消息和错误</translation>
    </message>
    <message>
        <source>After a game, Review with Coach (Ctrl+R) marks every move (! best, ?! inaccuracy, ? mistake, ?? blunder) and shows the better move; Game &gt; Puzzles… offers positions to win in a few moves.</source>
        <translation>对局结束后，“教练复盘”(Ctrl+R) 会标记每一步（! 最佳着法，?! 不准确，? 错误，?? 漏着）并给出更好的着法；游戏 &gt; 谜题… 提供几步内取胜的局面。</translation>
    </message>
    <message>
        <source>Players, board size, rules and the computer&apos;s strength</source>
        <translation>玩家、棋盘大小、规则和电脑棋力</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>玩法(&amp;H)</translation>
    </message>
    <message>
        <source>The computer&apos;s levels, from Beginner to Expert, rank how strongly each played in our measured games on rules like these; Unbeatable is offered only where its search proves every move. Each level&apos;s tooltip names the method behind it.</source>
        <translation>电脑的等级从“新手”到“专家”，按它们在类似规则下我们测量的对局中表现出的强弱排列；只有在搜索能证明每一步的情况下才提供“无敌”。每个等级的工具提示会说明它背后的方法。</translation>
    </message>
    <message>
        <source>Hint shows a good move. Evaluation writes on each free cell how the game goes if you play there: &quot;Win in 3&quot; and &quot;Loss in 2&quot; are proven with best play, counting the moves of both players; a percentage is an estimate.</source>
        <translation>“提示”给出一步好棋。“评估”在每个空格上写出你下在那里后对局的走向：“3 步胜”和“2 步负”是在最佳应对下证明的，计入双方的步数；百分比只是估计。</translation>
    </message>
    <message>
        <source>The players take turns putting their mark in a free cell. Reverse rules: whoever completes {k} in a row (across, down or diagonally) loses. A full board with no line is a draw.</source>
        <translation>双方轮流在空格里放下自己的记号。反向规则：谁先连成 {k} 子（横、竖或斜）谁输。棋盘下满仍无连线则为平局。</translation>
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
        <translation>方向键：在格子之间移动光标
Enter 或空格键：在光标所在的格子落子
1 到 9：在 3 x 3 棋盘上按数字小键盘的布局落子（7 8 9 为最上一行）
H：提示    E：显示评估    P：暂停或继续（电脑对战电脑）
T：显示电脑如何思考
Ctrl+N：新游戏    Ctrl+Z：撤销    Ctrl+Shift+Z：重做
Ctrl+O：打开游戏    Ctrl+S：保存游戏    F1：本帮助
Ctrl+T：统计    Ctrl+,：设置    Ctrl+Q：退出（对局会保留）
Ctrl+R：与教练一起复盘已结束的对局
复盘时：左右方向键逐步查看各步，Home 和 End 跳到开头和结尾</translation>
    </message>
    <message>
        <source>The players take turns putting their mark in a free cell. Whoever first completes {k} in a row (across, down or diagonally) wins. A full board with no line is a draw.</source>
        <translation>双方轮流在空格里放下自己的记号。谁先连成 {k} 子（横、竖或斜）谁赢。棋盘下满仍无连线则为平局。</translation>
    </message>
    <message>
        <source>Match my level plays at a level from 0 (weakest) to 10: after each game you win it plays stronger, after each one you lose weaker, a draw keeps it, so that you win about as often as you lose. Each board and rules keep their own level, read from your recorded games; clearing the statistics starts again.</source>
        <translation>“匹配我的水平”以 0（最弱）到 10 的等级下棋：你每赢一局它就变强，每输一局就变弱，平局保持不变，这样你赢和输的次数大致相当。每种棋盘和规则都有各自的等级，从你记录的对局中读出；清除统计会从头开始。</translation>
    </message>
    <message>
        <source>&amp;About {name}</source>
        <translation>关于 {name}(&amp;A)</translation>
    </message>
    <message>
        <source>Save Game &amp;As…</source>
        <translation>游戏另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Evaluation</source>
        <translation>评估(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>统计(&amp;S)…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>设置(&amp;T)…</translation>
    </message>
    <message>
        <source>The rules, the levels, what the values mean, and the keys</source>
        <translation>规则、等级、评估值的含义，以及按键</translation>
    </message>
    <message>
        <source>Version, licence and credits</source>
        <translation>版本、许可证和致谢</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>走棋(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Column %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>第 %1 行</translation>
    </message>
</context>
<context>
    <name>CellButton</name>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1, forbidden: %2</source>
        <translation>%1，禁手：%2</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1，空</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>completed line</source>
        <translation>连成的线</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>Forbidden to X under Renju: %1</source>
        <translation>Renju 规则下 X 的禁手：%1</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Stop revie&amp;w</source>
        <translation>停止复盘(&amp;W)</translation>
    </message>
    <message>
        <source>Try &amp;again from here</source>
        <translation>从这里重试(&amp;A)</translation>
    </message>
    <message>
        <source>Save review as &amp;PDF…</source>
        <translation>将复盘保存为 PDF(&amp;P)…</translation>
    </message>
    <message>
        <source>Play on from the position before your first mistake, against the same opponent</source>
        <translation>从你第一次出错之前的局面起，与同一对手继续对局</translation>
    </message>
    <message>
        <source>No mistake of yours found so far</source>
        <translation>目前尚未发现你的错误</translation>
    </message>
    <message>
        <source>Stop reviewing; the marks found so far stay</source>
        <translation>停止复盘；已找到的标记会保留</translation>
    </message>
    <message>
        <source>Hi&amp;de the coach</source>
        <translation>隐藏教练(&amp;D)</translation>
    </message>
    <message>
        <source>Take the coach&apos;s marks and this panel away; the game stays shown to step through (New game ends the review)</source>
        <translation>移除教练的标记和此面板；对局仍然显示，可逐步查看（“新游戏”结束复盘）</translation>
    </message>
    <message>
        <source>The review could not be saved to {path}: {reason}.</source>
        <translation>无法将复盘保存到 {path}：{reason}。</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>教练</translation>
    </message>
    <message>
        <source>Saved the review to {path}.</source>
        <translation>复盘已保存到 {path}。</translation>
    </message>
    <message>
        <source>Save the review as PDF</source>
        <translation>将复盘保存为 PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf);;All files (*)</source>
        <translation>PDF 文件 (*.pdf);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Advantage over the game</source>
        <translation>整局的优势变化</translation>
    </message>
    <message>
        <source>Who was better after each move: X above the middle, O below</source>
        <translation>每步之后哪一方占优：中线以上为 X，以下为 O</translation>
    </message>
    <message>
        <source>{done} of {total} moves reviewed</source>
        <translation>已复盘 {total} 步中的 {done} 步</translation>
    </message>
    <message>
        <source>Move {number}, {cell}: {grade}; X&apos;s expected result {percent}%</source>
        <translation>第 {number} 步，{cell}：{grade}；X 的预期得分 {percent}%</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>谜题</translation>
    </message>
    <message>
        <source>Your move: click a cell, or reach it with Tab and the arrow keys and press Space.</source>
        <translation>轮到你了：点击一个格子，或用 Tab 和方向键移到该格再按空格键。</translation>
    </message>
    <message>
        <source>{cell} is taken: choose a free cell.</source>
        <translation>{cell} 已有棋子：请选择一个空格。</translation>
    </message>
    <message>
        <source>{cell} is right. {mark} answers {reply}: your move.</source>
        <translation>{cell} 正确。{mark} 应以 {reply}：轮到你了。</translation>
    </message>
    <message>
        <source>Solved! {cell} wins.</source>
        <translation>解开了！{cell} 获胜。</translation>
    </message>
    <message>
        <source>Your puzzle rating counts a first try without hints, so it counts this puzzle as missed.</source>
        <translation>谜题等级分只计算不用提示的第一次尝试，所以这道题记为未解出。</translation>
    </message>
    <message>
        <source>Hint: play {cell}.</source>
        <translation>提示：下在 {cell}。</translation>
    </message>
    <message>
        <source>Your puzzle rating counts this puzzle as missed.</source>
        <translation>谜题等级分将这道题记为未解出。</translation>
    </message>
    <message>
        <source>The solution: {line}</source>
        <translation>答案：{line}</translation>
    </message>
    <message>
        <source>Try again: {question}.</source>
        <translation>再试一次：{question}。</translation>
    </message>
    <message>
        <source>Choose &amp;from:</source>
        <translation>选择范围(&amp;F)：</translation>
    </message>
    <message>
        <source>Puzzles to choose from</source>
        <translation>可选的谜题</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>发生了什么</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>显示答案(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>再试一次(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Next puzzle</source>
        <translation>下一题(&amp;N)</translation>
    </message>
    <message>
        <source>Puzzle of the &amp;day</source>
        <translation>每日谜题(&amp;D)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Puzzle board</source>
        <translation>谜题棋盘</translation>
    </message>
    <message>
        <source>{cell}, {mark}</source>
        <translation>{cell}，{mark}</translation>
    </message>
    <message>
        <source>{cell}, empty, hinted</source>
        <translation>{cell}，空，提示</translation>
    </message>
    <message>
        <source>{cell}, empty</source>
        <translation>{cell}，空</translation>
    </message>
    <message>
        <source>{cell} does not win. Try again.</source>
        <translation>{cell} 不能获胜。再试一次。</translation>
    </message>
    <message>
        <source>{cell} does not win: the computer answers…</source>
        <translation>{cell} 不能获胜：电脑正在应对…</translation>
    </message>
    <message>
        <source>{cell} does not win: {mark} answers {reply}. Try again.</source>
        <translation>{cell} 不能获胜：{mark} 应以 {reply}。再试一次。</translation>
    </message>
    <message>
        <source>{mark} to play and win in 1 move</source>
        <translation>{mark} 先走，1 步取胜</translation>
    </message>
    <message>
        <source>{mark} to play and win in {n} moves</source>
        <translation>{mark} 先走，{n} 步取胜</translation>
    </message>
    <message>
        <source>All puzzles</source>
        <translation>全部谜题</translation>
    </message>
    <message>
        <source>3 x 3</source>
        <translation>3 x 3</translation>
    </message>
    <message>
        <source>3 x 3, reverse rules</source>
        <translation>3 x 3，反向规则</translation>
    </message>
    <message>
        <source>Wins by fours (15 x 15)</source>
        <translation>以冲四取胜 (15 x 15)</translation>
    </message>
    <message>
        <source>Wins by fours and threes (15 x 15)</source>
        <translation>以冲四和活三取胜 (15 x 15)</translation>
    </message>
    <message>
        <source>Puzzle {id} · {size} x {size}, {length} in a row{reverse} · difficulty {level}</source>
        <translation>谜题 {id} · {size} x {size}，{length} 子连珠{reverse} · 难度 {level}</translation>
    </message>
    <message>
        <source>, reverse rules</source>
        <translation>，反向规则</translation>
    </message>
    <message numerus="yes">
        <source>Your puzzle rating: {rating} (± {deviation}, %n puzzles)</source>
        <translation>
            <numerusform>你的谜题等级分：{rating}（± {deviation}，共 %n 题）</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: the winning move is one of {cells}.</source>
        <translation>提示：制胜的一步是以下之一：{cells}。</translation>
    </message>
    <message>
        <source>best move</source>
        <translation>最佳着法</translation>
    </message>
    <message>
        <source>good move</source>
        <translation>好棋</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>不准确</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>漏着</translation>
    </message>
    <message>
        <source>1 2 3: the better line, from the move before</source>
        <translation>1 2 3：从上一步起的更好着法</translation>
    </message>
    <message>
        <source>{name} is the best move (wins in {n})</source>
        <translation>{name} 是最佳着法（{n} 步胜）</translation>
    </message>
    <message>
        <source>{name} is the best move (loses in {n})</source>
        <translation>{name} 是最佳着法（{n} 步负）</translation>
    </message>
    <message>
        <source>{name} is the best move (draws)</source>
        <translation>{name} 是最佳着法（平局）</translation>
    </message>
    <message>
        <source>{name} is the best move (estimate {label})</source>
        <translation>{name} 是最佳着法（估计 {label}）</translation>
    </message>
    <message>
        <source>{name} is good; {best} was better</source>
        <translation>{name} 是好棋；{best} 更好</translation>
    </message>
    <message>
        <source>{name} wins in {n}; {best} won in {m}</source>
        <translation>{name} 要 {n} 步才能取胜；{best} 本可 {m} 步取胜</translation>
    </message>
    <message>
        <source>{name} only draws; {best} won in {m}</source>
        <translation>{name} 只能走成平局；{best} 本可 {m} 步取胜</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win in {n}; {best} won in {m}</source>
        <translation>{name} 让 {rival} 能在 {n} 步之内确保获胜；{best} 本可 {m} 步取胜</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win in {n}; {best} held the draw</source>
        <translation>{name} 让 {rival} 能在 {n} 步之内确保获胜；{best} 本可保住平局</translation>
    </message>
    <message>
        <source>{name} misses the win: {best} completes a line</source>
        <translation>{name} 错失胜机：{best} 即可连成一线</translation>
    </message>
    <message>
        <source>{name} leaves {rival}&apos;s four unblocked; {best} blocks it</source>
        <translation>{name} 没有堵住 {rival} 的冲四；{best} 可以堵住</translation>
    </message>
    <message>
        <source>{name} misses a win by fours and threes; {best} starts it (estimate)</source>
        <translation>{name} 错失了从 {best} 开始以冲四和活三取胜的机会（估计）</translation>
    </message>
    <message>
        <source>{name} misses a win by fours: {best} wins in {m}</source>
        <translation>{name} 错失连续冲四取胜：{best} 可 {m} 步取胜</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win by fours in {n}; {best} stops it</source>
        <translation>{name} 让 {rival} 能靠连续冲四在 {n} 步之内确保获胜；{best} 可以阻止</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win by fours in {n}; {best} was better</source>
        <translation>{name} 让 {rival} 能靠连续冲四在 {n} 步之内确保获胜；{best} 更好</translation>
    </message>
    <message>
        <source>{name} lets {rival} win by fours and threes (estimate); {best} stops it</source>
        <translation>{name} 让 {rival} 能以冲四和活三取胜（估计）；{best} 可以阻止</translation>
    </message>
    <message>
        <source>{name} gives ground (estimate: {before}% to {after}%); {best} was better</source>
        <translation>{name} 让局势变差（估计：从 {before}% 降至 {after}%）；{best} 更好</translation>
    </message>
    <message>
        <source>another move</source>
        <translation>另一步棋</translation>
    </message>
    <message>
        <source>{grade}: {sentence}</source>
        <translation>{grade}：{sentence}</translation>
    </message>
    <message>
        <source>{text} (an estimate)</source>
        <translation>{text}（估计）</translation>
    </message>
    <message>
        <source>Better: {line}</source>
        <translation>更好的着法：{line}</translation>
    </message>
    <message>
        <source>Reviewing move {number} of {total}…</source>
        <translation>正在复盘第 {number} 步，共 {total} 步…</translation>
    </message>
    <message>
        <source>Review stopped after {done} of {total} moves.</source>
        <translation>复盘在 {total} 步中的第 {done} 步后停止。</translation>
    </message>
    <message>
        <source>Review done: {total} moves marked.</source>
        <translation>复盘完成：已标注 {total} 步。</translation>
    </message>
</context>
<context>
    <name>CoachCommands</name>
    <message>
        <source>Cannot open the puzzles</source>
        <translation>无法打开谜题</translation>
    </message>
    <message>
        <source>The puzzle set is missing from this installation of the app.</source>
        <translation>此应用的安装中缺少谜题集。</translation>
    </message>
    <message>
        <source>The puzzle set of this installation is damaged: reinstall the app.</source>
        <translation>此安装中的谜题集已损坏：请重新安装应用。</translation>
    </message>
    <message>
        <source>Cannot save the coach&apos;s marks</source>
        <translation>无法保存教练的标注</translation>
    </message>
    <message>
        <source>Puzzle rating: no puzzle tried yet (Game &gt; Puzzles…).</source>
        <translation>谜题等级分：尚未尝试任何谜题（游戏 &gt; 谜题…）。</translation>
    </message>
    <message>
        <source>Puzzle rating: {rating} (solved at the first try without hints: {solved} of {count}); lately {ratings}</source>
        <translation>谜题等级分：{rating}（首次尝试且未用提示解出：{solved}/{count}）；最近：{ratings}</translation>
    </message>
</context>
<context>
    <name>CoachReport</name>
    <message>
        <source>Coach&apos;s review: {x} (X) vs {o} (O)</source>
        <translation>教练复盘：{x} (X) 对 {o} (O)</translation>
    </message>
    <message>
        <source>{done} of {total} moves marked.</source>
        <translation>已标注 {done}/{total} 步。</translation>
    </message>
    <message>
        <source>Marks are exact where the value is proven; ~ marks an estimate of the search. Signs: ! best move, ?! inaccuracy, ? mistake, ?? blunder.</source>
        <translation>数值已证明的标注是精确的；~ 表示搜索的估计。符号：! 最佳着，?! 不准确，? 错误，?? 漏着。</translation>
    </message>
    <message>
        <source>Marks per player</source>
        <translation>各玩家的标注</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>棋步</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>标注</translation>
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
        <translation>序号</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>着法</translation>
    </message>
    <message>
        <source>Better</source>
        <translation>更好</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
</context>
<context>
    <name>DesktopEntry</name>
    <message>
        <source>Tic-Tac-Toe</source>
        <translation>井字棋</translation>
    </message>
    <message>
        <source>Play tic-tac-toe on boards from 3 x 3 to 15 x 15 against a friend or the computer</source>
        <translation>在 3 x 3 到 15 x 15 的棋盘上与朋友或电脑玩井字棋</translation>
    </message>
    <message>
        <source>tic-tac-toe;tictactoe;noughts;crosses;gomoku;k-in-a-row;misere;</source>
        <extracomment>Search words, each followed by a semicolon: keep the English ones and add your own.</extracomment>
        <translation>tic-tac-toe;tictactoe;noughts;crosses;gomoku;k-in-a-row;misere;井字棋;井字游戏;圈叉棋;五子棋;连珠;棋类;游戏;</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Open a game</source>
        <translation>打开游戏</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>保存游戏</translation>
    </message>
    <message>
        <source>End this game?</source>
        <translation>要结束这局游戏吗？</translation>
    </message>
    <message>
        <source>The game in progress will not be kept.</source>
        <translation>正在进行的游戏将不会保留。</translation>
    </message>
    <message>
        <source>Game files (*.ttt *.psq *.sgf)</source>
        <translation>游戏文件 (*.ttt *.psq *.sgf)</translation>
    </message>
    <message>
        <source>ttt_qt games (*.ttt)</source>
        <translation>ttt_qt 游戏 (*.ttt)</translation>
    </message>
    <message>
        <source>Piskvork games (*.psq)</source>
        <translation>Piskvork 游戏 (*.psq)</translation>
    </message>
    <message>
        <source>SGF games (*.sgf)</source>
        <translation>SGF 游戏 (*.sgf)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Add an engine</source>
        <translation>添加引擎</translation>
    </message>
    <message>
        <source>Gomocup engines (pbrain-*);;All files (*)</source>
        <translation>Gomocup 引擎 (pbrain-*);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The game in progress will count as abandoned in Statistics.</source>
        <translation>正在进行的游戏将在统计中计为“放弃”。</translation>
    </message>
    <message>
        <source>The game in progress will count as abandoned in Statistics, and as a loss for Match my level.</source>
        <translation>正在进行的游戏将在统计中计为“放弃”，并在“匹配我的水平”中算作你输了一局。</translation>
    </message>
    <message>
        <source>The game in progress is saved in {file}: Open Game brings it back.</source>
        <translation>正在进行的游戏已保存在 {file} 中：用“打开游戏”即可找回。</translation>
    </message>
    <message>
        <source>The game in progress is saved in {file}: Open Game brings it back. In Statistics it will count as abandoned.</source>
        <translation>正在进行的游戏已保存在 {file} 中：用“打开游戏”即可找回。在统计中它将计为“放弃”。</translation>
    </message>
    <message>
        <source>The game in progress is saved in {file}: Open Game brings it back. In Statistics it will count as abandoned, and as a loss for Match my level.</source>
        <translation>正在进行的游戏已保存在 {file} 中：用“打开游戏”即可找回。在统计中它将计为“放弃”，并在“匹配我的水平”中算作你输了一局。</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>继续游戏(&amp;K)</translation>
    </message>
    <message>
        <source>The game has just ended: {result}</source>
        <translation>对局刚刚结束：{result}</translation>
    </message>
    <message>
        <source>About {name}</source>
        <translation>关于 {name}</translation>
    </message>
    <message>
        <source>&lt;h2&gt;{name}&lt;/h2&gt;&lt;p&gt;Version {version}&lt;/p&gt;</source>
        <translation>&lt;h2&gt;{name}&lt;/h2&gt;&lt;p&gt;版本 {version}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Tic-tac-toe from 3 x 3 to 15 x 15, k in a row, normal or reverse rules, against a friend or computer players from dumb to perfect.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;br&gt;&lt;a href=&quot;{url}&quot;&gt;{url}&lt;/a&gt;&lt;/p&gt;&lt;p&gt;Credits: the ttt_qt developers. Its console games and course modules follow the programming courses they were written for. Built with Python and Qt.&lt;/p&gt;</source>
        <translation>&lt;p&gt;井字棋，棋盘从 3 x 3 到 15 x 15，k 子连珠，普通规则或反向规则，可与朋友对战，也可与从“呆板”到“完美”的各级电脑玩家对战。&lt;/p&gt;&lt;p&gt;基于 MIT 许可证的自由软件。&lt;br&gt;&lt;a href=&quot;{url}&quot;&gt;{url}&lt;/a&gt;&lt;/p&gt;&lt;p&gt;致谢：ttt_qt 开发者。其中的控制台游戏和课程模块遵循它们所对应的编程课程。使用 Python 和 Qt 构建。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>关于 Qt</translation>
    </message>
</context>
<context>
    <name>EngineHelp</name>
    <message>
        <source>The engine failed</source>
        <translation>引擎出错</translation>
    </message>
    <message>
        <source>The game is kept. Play on against {level}, or start {name} again?</source>
        <translation>对局已保留。要改为与 {level} 继续下，还是重新启动 {name}？</translation>
    </message>
    <message>
        <source>Play on against {level}</source>
        <translation>改为与 {level} 继续下</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>重试(&amp;T)</translation>
    </message>
</context>
<context>
    <name>EngineLogDialog</name>
    <message>
        <source>Engine Log</source>
        <translation>引擎日志</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <source>No outside engine plays or gives hints now.</source>
        <translation>目前没有外部引擎在下棋或给出提示。</translation>
    </message>
    <message>
        <source>{name} ({path}), not running</source>
        <translation>{name}（{path}），未运行</translation>
    </message>
    <message>
        <source>{name} ({path}), process {pid}</source>
        <translation>{name}（{path}），进程 {pid}</translation>
    </message>
    <message>
        <source>It has printed no message.</source>
        <translation>它还没有输出任何消息。</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <source>There is no file at {path}.</source>
        <translation>{path} 处没有文件。</translation>
    </message>
    <message>
        <source>{name} is not a program that can be run (it is not executable).</source>
        <translation>{name} 不是可以运行的程序（它没有可执行权限）。</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Gomocup engines (programs named pbrain-…) play five in a row on boards from 7 x 7 to 15 x 15. They are started from where they are; nothing is copied.</source>
        <translation>Gomocup 引擎（名为 pbrain-… 的程序）在 7 x 7 到 15 x 15 的棋盘上下五子连珠。引擎从所在的位置直接启动，不会复制任何文件。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>程序</translation>
    </message>
    <message>
        <source>Engines added</source>
        <translation>已添加的引擎</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>添加(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>Hints come from the engine chosen here: its move for the side to move.</source>
        <translation>提示来自这里选择的引擎：即它为当前走棋方给出的着法。</translation>
    </message>
    <message>
        <source>Analyse &amp;with:</source>
        <translation>分析来源(&amp;W)：</translation>
    </message>
    <message>
        <source>With the evaluation shown, the values on the cells stay the app&apos;s own (an engine gives one move, not a value per cell); the engine&apos;s move is framed as a hint, with its evaluation in the status bar.</source>
        <translation>显示评估时，格子上的数值仍是本应用自己的（引擎只给出一步棋，不给每个格子的数值）；引擎的着法以提示框标出，其评估显示在状态栏中。</translation>
    </message>
    <message>
        <source>That engine is in the list already.</source>
        <translation>该引擎已在列表中。</translation>
    </message>
    <message>
        <source>Starting {path} to read its name…</source>
        <translation>正在启动 {path} 以读取其名称…</translation>
    </message>
    <message>
        <source>Built-in analysis</source>
        <translation>内置分析</translation>
    </message>
    <message>
        <source>{name} was added.</source>
        <translation>已添加 {name}。</translation>
    </message>
    <message>
        <source>{reason} It was not added.</source>
        <translation>{reason} 未添加。</translation>
    </message>
</context>
<context>
    <name>EnginesSection</name>
    <message>
        <source>Engines</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>引擎(&amp;E)…</translation>
    </message>
    <message>
        <source>Add or remove Gomocup engines, and choose who gives hints</source>
        <translation>添加或移除 Gomocup 引擎，并选择由谁给出提示</translation>
    </message>
    <message>
        <source>None added. Hints come from the app&apos;s own analysis.</source>
        <translation>尚未添加引擎。提示来自本程序自己的分析。</translation>
    </message>
    <message>
        <source>{names}. Hints come from the app&apos;s own analysis.</source>
        <translation>{names}。提示来自本程序自己的分析。</translation>
    </message>
    <message>
        <source>{names}. Hints come from {analyst} for five in a row on 7 x 7 to 15 x 15, else from the app&apos;s own analysis.</source>
        <translation>{names}。在 7 x 7 到 15 x 15 的五子连线中提示来自 {analyst}，其他情况来自本程序自己的分析。</translation>
    </message>
</context>
<context>
    <name>Evaluation</name>
    <message numerus="yes">
        <source>Win in %n</source>
        <translation>
            <numerusform>%n 步胜</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loss in %n</source>
        <translation>
            <numerusform>%n 步负</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw</source>
        <comment>a proven result: with best play nobody wins</comment>
        <translation>平局</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1: %2. %3 wins by playing here.</source>
        <translation>%1：%2。%3 下在这里即可获胜。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2. If %3 plays here, %3 can force a win within %n moves (the moves of both players, this one included).</source>
        <translation>
            <numerusform>%1：%2。如果 %3 下在这里，%3 可以在 %n 步之内（计入双方的步数，包括这一步）确保获胜。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2. If %3 plays here, %4 can force a win within %n moves (the moves of both players, this one included).</source>
        <translation>
            <numerusform>%1：%2。如果 %3 下在这里，%4 可以在 %n 步之内（计入双方的步数，包括这一步）确保获胜。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2. If %3 plays here, neither player can force a win: with best play the game is a draw.</source>
        <translation>%1：%2。如果 %3 下在这里，双方都无法确保获胜：双方都走最佳着法时，结果是平局。</translation>
    </message>
    <message>
        <source>%1: %2. If %3 plays here, %3&apos;s chances are estimated at %5% (a draw counts as half a win). This is not proven.</source>
        <translation>%1：%2。如果 %3 下在这里，%3 的胜率估计为 %5%（平局算半胜）。此结果未经证明。</translation>
    </message>
    <message>
        <source>Each free cell shows how the game goes for %1 if %1 plays there.</source>
        <translation>每个空格显示 %1 下在该处后对 %1 而言的局势。</translation>
    </message>
    <message>
        <source>Evaluating every free cell for %1…</source>
        <translation>正在为 %1 评估每个空格…</translation>
    </message>
    <message>
        <source>The values come back when a person is to move.</source>
        <translation>轮到真人玩家走棋时会重新显示评估值。</translation>
    </message>
    <message>
        <source>Pause the game to see the values for the player to move.</source>
        <translation>暂停对局即可查看轮到走棋一方的评估值。</translation>
    </message>
    <message>
        <source>The game is over: there is nothing left to evaluate.</source>
        <translation>游戏已结束：没有可评估的内容了。</translation>
    </message>
    <message>
        <source>Green a win, blue a draw, red a loss: proven with best play, stronger the sooner.</source>
        <translation>绿色为胜，蓝色为和，红色为负：在最佳应对下已证明，越早分出结果颜色越深。</translation>
    </message>
    <message>
        <source>Paler shades: estimated chances, not proven. Point at a cell to read its value.</source>
        <translation>较浅的颜色：估计的胜率，未经证明。指向一个格子即可查看它的值。</translation>
    </message>
    <message>
        <source>Win in 3, Draw, Loss in 2: proven with best play, moves of both players counted.</source>
        <translation>3 步胜、平局、2 步负：在双方最佳着法下已得到证明，计入双方的步数。</translation>
    </message>
    <message>
        <source>A percentage: estimated chances, not proven (a draw counts half).</source>
        <translation>百分比：估计的胜率，未经证明（平局算一半）。</translation>
    </message>
</context>
<context>
    <name>EvaluationSummary</name>
    <message numerus="yes">
        <source>Every move for %1 wins in %n.</source>
        <translation>
            <numerusform>%1 无论下在哪里都是 %n 步胜。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every move for %1 loses in %n.</source>
        <translation>
            <numerusform>%1 无论下在哪里都是 %n 步负。</numerusform>
        </translation>
    </message>
    <message>
        <source>Every move for %1 draws.</source>
        <comment>with best play, wherever %1 plays</comment>
        <translation>%1 无论下在哪里都是平局。</translation>
    </message>
    <message>
        <source>Every move for %1 is estimated at %2%.</source>
        <translation>%1 无论下在哪里，胜率都估计为 %2%。</translation>
    </message>
    <message numerus="yes">
        <source>Every move for %1 wins in %n, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>
            <numerusform>%1 无论下在哪里都是 %n 步胜，例外：%2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every move for %1 loses in %n, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>
            <numerusform>%1 无论下在哪里都是 %n 步负，例外：%2。</numerusform>
        </translation>
    </message>
    <message>
        <source>Every move for %1 draws, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>%1 无论下在哪里都是平局，例外：%2。</translation>
    </message>
    <message>
        <source>Every move for %1 is estimated at %3%, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>%1 无论下在哪里，胜率都估计为 %3%，例外：%2。</translation>
    </message>
    <message numerus="yes">
        <source>%1: wins in %n</source>
        <comment>a cell (%1) and its value</comment>
        <translation>
            <numerusform>%1：%n 步胜</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: loses in %n</source>
        <comment>a cell (%1) and its value</comment>
        <translation>
            <numerusform>%1：%n 步负</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: draws</source>
        <comment>a cell (%1) and its value</comment>
        <translation>%1：平局</translation>
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
        <translation>{name} 不存在。</translation>
    </message>
    <message>
        <source>{name} is a folder, not a saved game.</source>
        <translation>{name} 是一个文件夹，不是保存的游戏。</translation>
    </message>
    <message>
        <source>{name} cannot be read: permission denied.</source>
        <translation>无法读取 {name}：权限被拒绝。</translation>
    </message>
    <message>
        <source>{name} is not a text file, so it is not a saved game.</source>
        <translation>{name} 不是文本文件，因此不是保存的游戏。</translation>
    </message>
    <message>
        <source>{name} cannot be read: {reason}.</source>
        <translation>无法读取 {name}：{reason}。</translation>
    </message>
    <message>
        <source>{name} is empty: there is no game in it.</source>
        <translation>{name} 是空的：里面没有游戏。</translation>
    </message>
    <message>
        <source>{name} was saved by a newer version of ttt_qt (game format {version}; this version reads format {ours}). Update ttt_qt to open it.</source>
        <translation>{name} 由更新版本的 ttt_qt 保存 (游戏格式 {version}；此版本读取格式 {ours})。请更新 ttt_qt 后再打开。</translation>
    </message>
    <message>
        <source>{name} is not a ttt_qt game: the first line must be &apos;{header}&apos;.</source>
        <translation>{name} 不是 ttt_qt 游戏：第一行必须是 &apos;{header}&apos;。</translation>
    </message>
    <message>
        <source>{name} cannot be opened: {reason}.</source>
        <translation>无法打开 {name}：{reason}。</translation>
    </message>
    <message>
        <source>{name} is too big to be a game file.</source>
        <translation>{name} 太大，不可能是游戏文件。</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>第 {line} 行</translation>
    </message>
    <message>
        <source>line {line}, move {move}</source>
        <translation>第 {line} 行第 {move} 步</translation>
    </message>
    <message>
        <source>{where}: {problem}</source>
        <translation>{where}：{problem}</translation>
    </message>
    <message>
        <source>a saved game is at most {limit} characters</source>
        <translation>保存的游戏最多 {limit} 个字符</translation>
    </message>
    <message>
        <source>unknown entry &apos;{entry}&apos;</source>
        <translation>未知条目 &apos;{entry}&apos;</translation>
    </message>
    <message>
        <source>&apos;{entry}&apos; is given twice</source>
        <translation>&apos;{entry}&apos; 出现了两次</translation>
    </message>
    <message>
        <source>missing {entries}</source>
        <translation>缺少 {entries}</translation>
    </message>
    <message>
        <source>{entry} must be a whole number, not &apos;{text}&apos;</source>
        <translation>{entry} 必须是整数，而不是 &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>board size must be from {low} to {high}, not {size}</source>
        <translation>棋盘大小必须在 {low} 到 {high} 之间，而不是 {size}</translation>
    </message>
    <message>
        <source>win length must be from {low} to the board size {size}, not {length}</source>
        <translation>连子数必须在 {low} 到棋盘大小 {size} 之间，而不是 {length}</translation>
    </message>
    <message>
        <source>rules must be &apos;normal&apos; or &apos;reverse&apos;, not &apos;{text}&apos;</source>
        <translation>rules 必须是 &apos;normal&apos; 或 &apos;reverse&apos;，而不是 &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>rule must be &apos;freestyle&apos;, &apos;standard&apos;, &apos;renju&apos; or &apos;caro&apos;, not &apos;{text}&apos;</source>
        <translation>rule 必须是 &apos;freestyle&apos;、&apos;standard&apos;、&apos;renju&apos; 或 &apos;caro&apos;，而不是 &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>the {rule} rule is five in a row on boards from 7 x 7 to 15 x 15, in normal rules</source>
        <translation>{rule} 规则只用于 7 x 7 到 15 x 15 棋盘上、普通规则下的五子连珠</translation>
    </message>
    <message>
        <source>the opening must be &apos;none&apos;, &apos;swap&apos; or &apos;swap2&apos;, not &apos;{text}&apos;</source>
        <translation>opening 必须是 &apos;none&apos;、&apos;swap&apos; 或 &apos;swap2&apos;，而不是 &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>the {opening} opening is played on 15 x 15 with five in a row, under freestyle, standard or Renju</source>
        <translation>{opening} 开局只用于 15 x 15 棋盘上、freestyle、standard 或 Renju 规则下的五子连珠</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a choice of the opening: give black, white or two</source>
        <translation>&apos;{text}&apos; 不是开局的选择：请给出 black、white 或 two</translation>
    </message>
    <message>
        <source>{cell} cannot be played before the opening&apos;s choice</source>
        <translation>不能下在 {cell}：必须先做出开局的选择</translation>
    </message>
    <message>
        <source>the opening&apos;s choices ({text}) do not fit its moves</source>
        <translation>开局的选择（{text}）与棋步不符</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; is not a cell: give a column letter A-{last} and a row 1-{size}, like B2</source>
        <translation>&apos;{word}&apos; 不是格子：请给出列字母 A-{last} 和行号 1-{size}，例如 B2</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; is off the {size} x {size} board: columns A-{last}, rows 1-{size}</source>
        <translation>&apos;{word}&apos; 不在 {size} x {size} 棋盘上：列 A-{last}，行 1-{size}</translation>
    </message>
    <message>
        <source>{cell} cannot be played, it is already taken</source>
        <translation>不能下在 {cell}：该格已被占用</translation>
    </message>
    <message>
        <source>{cell} cannot be played, the game is over</source>
        <translation>不能下在 {cell}：游戏已结束</translation>
    </message>
    <message>
        <source>{cell} cannot be played, it is forbidden to X under Renju ({reason})</source>
        <translation>不能下在 {cell}：在 Renju 规则下这是 X 的禁手（{reason}）</translation>
    </message>
    <message>
        <source>{entry} must be &apos;person&apos;, &apos;computer&apos; or &apos;engine&apos;, not &apos;{text}&apos;</source>
        <translation>{entry} 必须是 &apos;person&apos;、&apos;computer&apos; 或 &apos;engine&apos;，而不是 &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>{entry} must give a name after &apos;{player}&apos;</source>
        <translation>{entry} 必须在 &apos;{player}&apos; 之后给出名字</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; in {entry} is not a strategy name (lower-case letters, digits, &apos;-&apos; and &apos;_&apos;)</source>
        <translation>{entry} 中的 &apos;{text}&apos; 不是策略名（只能包含小写字母、数字、&apos;-&apos; 和 &apos;_&apos;）</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; in {entry} is not an option: give name=number, like time_limit=1.5</source>
        <translation>{entry} 中的 &apos;{text}&apos; 不是选项：请写成 名称=数字，例如 time_limit=1.5</translation>
    </message>
    <message>
        <source>the option &apos;{option}&apos; of {entry} is given twice</source>
        <translation>{entry} 的选项 &apos;{option}&apos; 出现了两次</translation>
    </message>
    <message>
        <source>{name} cannot be written: there is no folder {folder}.</source>
        <translation>无法写入 {name}：文件夹 {folder} 不存在。</translation>
    </message>
    <message>
        <source>A {format} file cannot keep these rules: {name} will open as {opened}, not {rules}.</source>
        <translation>{format} 文件无法保留这些规则：{name} 将按 {opened} 打开，而不是 {rules}。</translation>
    </message>
    <message>
        <source>{name} cannot be written: {reason}.</source>
        <translation>无法写入 {name}：{reason}。</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>Paused. {turn}</source>
        <translation>已暂停。{turn}</translation>
    </message>
    <message>
        <source>Review: move {moves} of {total}. {result}</source>
        <translation>复盘：第 {moves} 步，共 {total} 步。{result}</translation>
    </message>
    <message>
        <source>This is a review: Play from here plays on from a move.</source>
        <translation>这是复盘：“从这里接着下”可从某一步继续对局。</translation>
    </message>
    <message>
        <source>The game is over: New game starts another.</source>
        <translation>对局已结束：“新游戏”开始下一局。</translation>
    </message>
    <message>
        <source>Two computers play this game: Pause stops them, Continue goes on.</source>
        <translation>这局由两台电脑对弈：“暂停”让它们停下，“继续”接着下。</translation>
    </message>
    <message>
        <source>Wait for {name} to move.</source>
        <translation>请等待 {name} 落子。</translation>
    </message>
    <message>
        <source>{cell} is taken: choose a free cell.</source>
        <translation>{cell} 已有棋子：请选择一个空格。</translation>
    </message>
    <message>
        <source>{cell} is forbidden to {mark} under Renju: {reason}.</source>
        <translation>在 Renju 规则下，{cell} 是 {mark} 的禁手：{reason}。</translation>
    </message>
    <message>
        <source>{name} ({mark}) chose a move that is not allowed: {error}</source>
        <translation>{name}（{mark}）选择了不允许的一步：{error}</translation>
    </message>
    <message>
        <source>{name} ({mark}) made an opening decision that is not allowed: {error}</source>
        <translation>{name}（{mark}）做出了不允许的开局选择：{error}</translation>
    </message>
    <message>
        <source>{name} ({mark}) could not move: {message}</source>
        <translation>{name}（{mark}）无法走棋：{message}</translation>
    </message>
    <message>
        <source>The analysis failed: {message}</source>
        <translation>分析失败：{message}</translation>
    </message>
</context>
<context>
    <name>GameRecorder</name>
    <message>
        <source>This game could not be added to the statistics: {reason}</source>
        <translation>无法将这局游戏计入统计：{reason}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New game</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>设置(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>统计(&amp;S)…</translation>
    </message>
    <message>
        <source>The computers&apos; unfinished game is back, paused: Continue lets them play on.</source>
        <translation>电脑之间未下完的对局已恢复，处于暂停状态：点“继续”让它们接着下。</translation>
    </message>
    <message>
        <source>Your unfinished game is back: play on, or start a new one.</source>
        <translation>你未下完的对局已恢复：继续下，或开始新对局。</translation>
    </message>
    <message>
        <source>Review this game?</source>
        <translation>要复盘这局游戏吗？</translation>
    </message>
    <message>
        <source>&amp;Review the game</source>
        <translation>复盘游戏(&amp;R)</translation>
    </message>
    <message>
        <source>Review: {players} · {rules}</source>
        <translation>复盘：{players} · {rules}</translation>
    </message>
    <message>
        <source>{players} · {rules}</source>
        <translation>{players} · {rules}</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>出现错误</translation>
    </message>
    <message>
        <source>Start a new game with the new settings? If you keep playing, the rules and players stay as they were.</source>
        <translation>要使用新设置开始新游戏吗？如果继续对局，规则和玩家保持不变。</translation>
    </message>
    <message>
        <source>The rules and players were not changed; your game goes on.</source>
        <translation>规则和玩家未更改，你的游戏继续进行。</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>玩法</translation>
    </message>
    <message>
        <source>Start a &amp;new game</source>
        <translation>开始新游戏(&amp;N)</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>提示(&amp;I)</translation>
    </message>
    <message>
        <source>The result stays in Statistics; the game from here on is not counted.</source>
        <translation>结果已记入统计；从这里开始的对局不计入。</translation>
    </message>
    <message>
        <source>The game was already over when it was opened: Statistics do not count it.</source>
        <translation>这局棋打开时已经结束：不计入统计。</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>要开始新游戏吗？</translation>
    </message>
    <message>
        <source>Change your opponent and start a new game?</source>
        <translation>要更换对手并开始新游戏吗？</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
</context>
<context>
    <name>Metainfo</name>
    <message>
        <source>Tic-tac-toe from 3 x 3 to 15 x 15, against a friend or the computer</source>
        <translation>井字棋，棋盘从 3 x 3 到 15 x 15，可与朋友或电脑对战</translation>
    </message>
    <message>
        <source>A tic-tac-toe game for the desktop that grows with its players: the classic 3 x 3 game, boards up to 15 x 15 with k in a row to win, and reverse (misère) rules in which whoever completes a line loses.</source>
        <translation>一款与玩家一同成长的桌面井字棋游戏：经典的 3 x 3 对局、最大 15 x 15 的棋盘（k 子连珠获胜），以及谁先连成一线谁输的反向规则。</translation>
    </message>
    <message>
        <source>Play a friend, play the computer, or watch two computer players</source>
        <translation>与朋友对战、与电脑对战，或观看两个电脑玩家对弈</translation>
    </message>
    <message>
        <source>Computer players from a beginner that takes the first free cell to one that never loses</source>
        <translation>电脑玩家从只会走第一个空格的新手，到永远不会输的高手</translation>
    </message>
    <message>
        <source>Hints, undo and redo, a move list and a highlighted winning line</source>
        <translation>提示、撤销和重做、棋步列表以及高亮显示的获胜连线</translation>
    </message>
    <message>
        <source>An evaluation overlay that shows how good every free cell is</source>
        <translation>评估图层，显示每个空格的好坏</translation>
    </message>
    <message>
        <source>Statistics of every game, with a chart and a PDF or CSV report</source>
        <translation>每一局的统计，附带图表以及 PDF 或 CSV 报告</translation>
    </message>
    <message>
        <source>Mouse and keyboard play, with the numeric keypad on 3 x 3</source>
        <translation>支持鼠标和键盘操作，3 x 3 棋盘可用数字小键盘</translation>
    </message>
    <message>
        <source>A game against the computer on the classic 3 x 3 board</source>
        <translation>在经典的 3 x 3 棋盘上与电脑对战</translation>
    </message>
    <message>
        <source>tic-tac-toe</source>
        <translation>井字棋</translation>
    </message>
    <message>
        <source>noughts and crosses</source>
        <translation>圈叉棋</translation>
    </message>
    <message>
        <source>k in a row</source>
        <translation>k 子连珠</translation>
    </message>
</context>
<context>
    <name>Mode</name>
    <message>
        <source>You vs the computer</source>
        <translation>你对战电脑</translation>
    </message>
    <message>
        <source>Two people</source>
        <translation>双人对战</translation>
    </message>
    <message>
        <source>Computer vs computer</source>
        <translation>电脑对战电脑</translation>
    </message>
</context>
<context>
    <name>MoveReport</name>
    <message numerus="yes">
        <source>%2 played %3 (%1) — proven: %4 can force a win within %n more moves (the moves of both players).</source>
        <translation>
            <numerusform>%2（%1）下在 %3 — 已证明：%4 可以在接下来 %n 步之内（计入双方的步数）确保获胜。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a forced win within %n moves (the moves of both players)</source>
        <translation>
            <numerusform>%n 步之内（计入双方的步数）必胜</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a forced loss within %n moves (the moves of both players)</source>
        <translation>
            <numerusform>%n 步之内（计入双方的步数）必败</numerusform>
        </translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — proven: with best play the game is a draw.</source>
        <translation>%2（%1）下在 %3 — 已证明：双方都走最佳着法时，结果是平局。</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — a forced move.</source>
        <translation>%2（%1）下在 %3 — 这是被迫的一手。</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — the best move found in %4 s, not proven.</source>
        <translation>%2（%1）下在 %3 — 这是 %4 秒内找到的最佳着法，未经证明。</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — the move its random games favoured, not proven.</source>
        <translation>%2（%1）下在 %3 — 随机对局中得分最高的一步，未经证明。</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — a cell chosen at random.</source>
        <translation>%2（%1）下在 %3 — 随机选的一格。</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — the first free cell.</source>
        <translation>%2（%1）下在 %3 — 第一个空格。</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — its usual opening move, not searched.</source>
        <translation>%2（%1）下在 %3 — 它惯用的开局着法，未经搜索。</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — not proven.</source>
        <translation>%2（%1）下在 %3 — 未经证明。</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — a move by its rules of thumb, not proven.</source>
        <translation>%2（%1）下在 %3 — 按经验规则走的一步，未经证明。</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) the last time the app ran.</source>
        <translation>%2（%1）在上次运行程序时下了 %3。</translation>
    </message>
    <message>
        <source>%2 played %3 (%1), an outside engine&apos;s move.</source>
        <translation>%2（%1）下在 %3，这是外部引擎的着法。</translation>
    </message>
    <message>
        <source>%1 suggests %2 for %3.</source>
        <translation>%1 建议 %3 下在 %2。</translation>
    </message>
    <message>
        <source>Its evaluation for %1: %2 (depth %3).</source>
        <translation>它对 %1 的评估：%2（深度 %3）。</translation>
    </message>
    <message>
        <source>Its evaluation for %1: %2.</source>
        <translation>它对 %1 的评估：%2。</translation>
    </message>
    <message>
        <source>It expects %1.</source>
        <translation>它预计：%1。</translation>
    </message>
    <message>
        <source>Hint for %1: %2.</source>
        <translation>给 %1 的提示：%2。</translation>
    </message>
    <message>
        <source>Hint for %1: %2 — proven: %3.</source>
        <translation>给 %1 的提示：%2 — 已证明：%3。</translation>
    </message>
    <message>
        <source>Hint for %1: %2 — the best move found in %3 s, not proven (%4).</source>
        <translation>给 %1 的提示：%2 — 这是 %3 秒内找到的最佳着法，未经证明（%4）。</translation>
    </message>
</context>
<context>
    <name>OpeningChoices</name>
    <message>
        <source>Play &amp;black</source>
        <translation>执黑(&amp;B)</translation>
    </message>
    <message>
        <source>Play &amp;white</source>
        <translation>执白(&amp;W)</translation>
    </message>
    <message>
        <source>Place two &amp;more stones</source>
        <translation>再放两子(&amp;M)</translation>
    </message>
</context>
<context>
    <name>OpeningCombo</name>
    <message>
        <source>Opening</source>
        <translation>开局</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Black (X) places the first stone and moves on.</source>
        <translation>黑方（X）放下第一子后直接继续对局。</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Swap</translation>
    </message>
    <message>
        <source>The first player places three stones; the other then chooses a colour.</source>
        <translation>先手方放下三子；然后另一方选择执黑或执白。</translation>
    </message>
    <message>
        <source>Swap2</source>
        <translation>Swap2</translation>
    </message>
    <message>
        <source>The first player places three stones; the other chooses a colour, or places two more and leaves the choice to the first.</source>
        <translation>先手方放下三子；另一方选择执黑或执白，或再放两子并把选择权交给先手方。</translation>
    </message>
    <message>
        <source>Swap and swap2 are played on {size} x {size} with five in a row, under freestyle, standard or Renju.</source>
        <translation>Swap 和 Swap2 用于 {size} x {size} 棋盘上的五子连珠，采用自由、标准或 Renju 规则。</translation>
    </message>
</context>
<context>
    <name>OpeningTexts</name>
    <message>
        <source>{name} is choosing a side…</source>
        <translation>{name} 正在选择执黑或执白…</translation>
    </message>
    <message>
        <source>{name} is placing the opening stones…</source>
        <translation>{name} 正在放置开局棋子…</translation>
    </message>
    <message>
        <source>Opening: place a black stone (X), {count} to go.</source>
        <translation>开局：请放一颗黑子（X），还剩 {count} 颗。</translation>
    </message>
    <message>
        <source>Opening: place a white stone (O), {count} to go.</source>
        <translation>开局：请放一颗白子（O），还剩 {count} 颗。</translation>
    </message>
    <message>
        <source>Opening: {name} places a black stone (X), {count} to go.</source>
        <translation>开局：{name} 放一颗黑子（X），还剩 {count} 颗。</translation>
    </message>
    <message>
        <source>Opening: {name} places a white stone (O), {count} to go.</source>
        <translation>开局：{name} 放一颗白子（O），还剩 {count} 颗。</translation>
    </message>
    <message>
        <source>Your choice: play black, play white or place two more stones.</source>
        <translation>请你选择：执黑、执白，或再放两子。</translation>
    </message>
    <message>
        <source>Your choice: play black or play white.</source>
        <translation>请你选择：执黑或执白。</translation>
    </message>
    <message>
        <source>{name} chooses: play black, play white or place two more stones.</source>
        <translation>{name} 正在选择：执黑、执白，或再放两子。</translation>
    </message>
    <message>
        <source>{name} chooses: play black or play white.</source>
        <translation>{name} 正在选择：执黑或执白。</translation>
    </message>
    <message>
        <source>{name} took black.</source>
        <translation>{name} 选择执黑。</translation>
    </message>
    <message>
        <source>{name} took white.</source>
        <translation>{name} 选择执白。</translation>
    </message>
    <message>
        <source>{name} will place two more stones.</source>
        <translation>{name} 将再放两子。</translation>
    </message>
    <message>
        <source>Swap2 keeps the first stones fair: the other player picks a side after seeing them.</source>
        <translation>Swap2 让开局棋子保持公平：另一方在看到它们之后再选择执黑或执白。</translation>
    </message>
    <message>
        <source>Swap keeps the first stones fair: the other player picks a side after seeing them.</source>
        <translation>Swap 让开局棋子保持公平：另一方在看到它们之后再选择执黑或执白。</translation>
    </message>
    <message>
        <source>Choose a side first, with the buttons beside the board.</source>
        <translation>请先用棋盘旁的按钮选择执黑或执白。</translation>
    </message>
</context>
<context>
    <name>OpponentPicker</name>
    <message>
        <source>Another person</source>
        <translation>另一位玩家</translation>
    </message>
    <message>
        <source>Two people take turns at this board</source>
        <translation>两人在同一棋盘上轮流落子</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>对手</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>对手(&amp;O)：</translation>
    </message>
    <message>
        <source>Who you play against; changing it starts a new game (asking first mid-game)</source>
        <translation>你的对手；更改后将开始新游戏（对局进行中会先询问）</translation>
    </message>
    <message>
        <source>up from {before} after your last results</source>
        <translation>根据你最近的成绩从 {before} 升上来</translation>
    </message>
    <message>
        <source>down from {before} after your last results</source>
        <translation>根据你最近的成绩从 {before} 降下来</translation>
    </message>
    <message>
        <source>It plays at level {level} of {top}, {change} on these rules.</source>
        <translation>它以水平 {level}/{top} 对弈，在这些规则下{change}。</translation>
    </message>
    <message>
        <source>It plays at level {level} of {top}, set by your results on these rules.</source>
        <translation>它以水平 {level}/{top} 对弈，由你在这些规则下的成绩决定。</translation>
    </message>
</context>
<context>
    <name>OutcomeDialog</name>
    <message>
        <source>Game over</source>
        <translation>游戏结束</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>再来一局(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>Review with c&amp;oach</source>
        <translation>教练复盘(&amp;O)</translation>
    </message>
    <message>
        <source>Every move of the game marked, and what was better</source>
        <translation>为对局的每一步标注，并指出更好的着法</translation>
    </message>
</context>
<context>
    <name>OutcomeTeller</name>
    <message>
        <source>The last game ended before the new one: {result}</source>
        <translation>上一局在新对局开始前结束：{result}</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <source>Puzzle rating, puzzle by puzzle</source>
        <translation>谜题等级分（逐题）</translation>
    </message>
    <message>
        <source>No puzzles tried yet.</source>
        <translation>还没有做过谜题。</translation>
    </message>
    <message numerus="yes">
        <source>Puzzle rating from {start} to {now} after %n puzzles ({solved} solved).</source>
        <translation>
            <numerusform>谜题等级分：%n 道题后从 {start} 到 {now}（解出 {solved} 道）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>all rules</source>
        <translation>所有规则</translation>
    </message>
    <message>
        <source>Abandoned games were left before their end (they count as played, not as won, lost or tied). Continued games were played on from a reviewed game, whose first moves they took over; they count with their results, and are named under the table of runs.</source>
        <translation>“放弃”的对局是在结束前离开的对局（计入局数，但不计为胜、负或平）。“续局”是从复盘的对局接着下、沿用其前几步的对局；它们按结果计入，并在对局表下方注明。</translation>
    </message>
    <message>
        <source>Tic-tac-toe: one game</source>
        <translation>井字棋：一局</translation>
    </message>
    <message>
        <source>Tic-tac-toe: the last {count} games</source>
        <translation>井字棋：最近 {count} 局</translation>
    </message>
    <message>
        <source>Tic-tac-toe: all {count} games</source>
        <translation>井字棋：全部 {count} 局</translation>
    </message>
    <message>
        <source>Report made {date}.</source>
        <translation>报告生成于 {date}。</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>汇总</translation>
    </message>
    <message>
        <source>Your games against the computer are counted for you, one row per computer opponent (its strategy, and its options where they differ from the defaults); games of two people or two computer players are counted for X. The current streak is the run of equal results at the end; the best streak is the longest run of wins.</source>
        <translation>你与电脑的对局按你的战绩统计，每个电脑对手一行（显示其策略，以及与默认值不同的选项）；两人对局或两个电脑玩家之间的对局按 X 方统计。当前连续是指最后连续相同结果的局数；最长连续是指最长的连胜局数。</translation>
    </message>
    <message>
        <source>Won, lost and tied per opponent, all rules together</source>
        <translation>按对手统计的胜、负、平（所有规则合计）</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>The coach&apos;s marks</source>
        <translation>教练的标注</translation>
    </message>
    <message>
        <source>The inaccuracies (?!), mistakes (?) and blunders (??) the coach found in the runs it reviewed; ~ marks an estimate.</source>
        <translation>教练在复盘过的对局中发现的不准确 (?!)、错误 (?) 和漏着 (??)；~ 表示估计。</translation>
    </message>
    <message>
        <source>no mistakes found</source>
        <translation>未发现错误</translation>
    </message>
    <message>
        <source>Run {run}: {marks}</source>
        <translation>对局 {run}：{marks}</translation>
    </message>
    <message>
        <source>1 computer-vs-computer game is left out.</source>
        <translation>有 1 局电脑对战电脑的对局未计入。</translation>
    </message>
    <message>
        <source>{count} computer-vs-computer games are left out.</source>
        <translation>有 {count} 局电脑对战电脑的对局未计入。</translation>
    </message>
    <message>
        <source>The table lists the last {shown} of the {total} runs (the summary and the chart count them all); the CSV export has every one.</source>
        <translation>表格列出了 {total} 局中的最近 {shown} 局（汇总和图表计入全部对局）；导出的 CSV 包含每一局。</translation>
    </message>
    <message>
        <source>No games recorded.</source>
        <translation>没有已记录的对局。</translation>
    </message>
    <message>
        <source>Runs {first} to {last}, played {date}.</source>
        <translation>第 {first} 局到第 {last} 局，下于 {date}。</translation>
    </message>
    <message>
        <source>Runs {first} to {last}, played {start} to {end}.</source>
        <translation>第 {first} 局到第 {last} 局，下于 {start} 至 {end}。</translation>
    </message>
    <message>
        <source>No games.</source>
        <translation>没有对局。</translation>
    </message>
</context>
<context>
    <name>ResultBanner</name>
    <message>
        <source>Click to hide this. The result stays beside the board.</source>
        <translation>点击可隐藏。结果仍显示在棋盘旁。</translation>
    </message>
    <message>
        <source>Press New game to play again.</source>
        <translation>按“新游戏”再玩一局。</translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>{x} (X) vs {o} (O)</source>
        <translation>{x}（X）对 {o}（O）</translation>
    </message>
    <message>
        <source>Your move ({mark})</source>
        <translation>轮到你了（{mark}）</translation>
    </message>
    <message>
        <source>{name} ({mark}) is thinking…</source>
        <translation>{name}（{mark}）正在思考…</translation>
    </message>
    <message>
        <source>{name} ({mark}) to move</source>
        <translation>轮到 {name}（{mark}）走棋</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, standard (exactly five)</source>
        <translation>{size} x {size}，{length} 子连珠，标准（恰好五子）</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, Renju</source>
        <translation>{size} x {size}，{length} 子连珠，Renju</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, Caro</source>
        <translation>{size} x {size}，{length} 子连珠，Caro</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, reverse rules</source>
        <translation>{size} x {size}，{length} 子连珠，反向规则</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row</source>
        <translation>{size} x {size}，{length} 子连珠</translation>
    </message>
    <message>
        <source>you ({mark})</source>
        <translation>你（{mark}）</translation>
    </message>
    <message>
        <source>{name} ({mark})</source>
        <translation>{name}（{mark}）</translation>
    </message>
    <message>
        <source>Next to play: you ({mark})</source>
        <translation>下一手：你（{mark}）</translation>
    </message>
    <message>
        <source>Next to play: {name} ({mark})</source>
        <translation>下一手：{name}（{mark}）</translation>
    </message>
    <message>
        <source>Draw.</source>
        <comment>the game ended without a winner</comment>
        <translation>平局。</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>你赢了！</translation>
    </message>
    <message>
        <source>You lost.</source>
        <translation>你输了。</translation>
    </message>
    <message>
        <source>{name} won!</source>
        <translation>{name} 赢了！</translation>
    </message>
    <message>
        <source>The board is full and nobody completed a line.</source>
        <translation>棋盘已满，没有人连成一线。</translation>
    </message>
    <message>
        <source>You completed the line {line}.</source>
        <translation>你连成了 {line} 这条线。</translation>
    </message>
    <message>
        <source>{name} completed the line {line}.</source>
        <translation>{name} 连成了 {line} 这条线。</translation>
    </message>
    <message>
        <source>You completed the line {line}, so you lose (reverse rules).</source>
        <translation>你连成了 {line} 这条线，因此你输了（反向规则）。</translation>
    </message>
    <message>
        <source>{name} completed the line {line}, so you win (reverse rules).</source>
        <translation>{name} 连成了 {line} 这条线，因此你赢了（反向规则）。</translation>
    </message>
    <message>
        <source>{loser} completed the line {line}, so {winner} wins (reverse rules).</source>
        <translation>{loser} 连成了 {line} 这条线，因此 {winner} 获胜（反向规则）。</translation>
    </message>
</context>
<context>
    <name>RuleCombo</name>
    <message>
        <source>Gomoku rule</source>
        <translation>五子棋规则</translation>
    </message>
    <message>
        <source>A rule other than freestyle needs five in a row on a board from {low} x {low} to {high} x {high}, in normal rules.</source>
        <translation>只有在 {low} x {low} 到 {high} x {high} 的棋盘上、普通规则下的五子连珠，才能使用自由规则以外的规则。</translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <source>Freestyle</source>
        <translation>自由</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>标准</translation>
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
        <translation>自由：五子或更多连成一线即获胜</translation>
    </message>
    <message>
        <source>Standard: exactly five; six or more does not win</source>
        <translation>标准：必须恰好五子；六子或更多不算获胜</translation>
    </message>
    <message>
        <source>Renju: X (black) may not make a double three, a double four or an overline</source>
        <translation>Renju：X（黑方）不能下三三、四四或长连</translation>
    </message>
    <message>
        <source>Caro: a five blocked at both ends does not win</source>
        <translation>Caro：两端都被堵住的五子不算获胜</translation>
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
        <translation>长连</translation>
    </message>
    <message>
        <source>{count} in a row does not win under the standard rule: play on.</source>
        <translation>在标准规则下，{count} 子连珠不算获胜：请继续下。</translation>
    </message>
    <message>
        <source>A five blocked at both ends does not win under Caro: play on.</source>
        <translation>在 Caro 规则下，两端都被堵住的五子不算获胜：请继续下。</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <source>Cannot open the game</source>
        <translation>无法打开游戏</translation>
    </message>
    <message>
        <source>{error}

The current game is kept.</source>
        <translation>{error}

当前游戏保持不变。</translation>
    </message>
    <message>
        <source>Opened {file}: {players}.</source>
        <translation>已打开 {file}：{players}。</translation>
    </message>
    <message>
        <source>Opened {file}: {players}. Your next games keep its rules: {rules}.</source>
        <translation>已打开 {file}：{players}。之后的对局也用它的规则：{rules}。</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>无法保存游戏</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>已保存 {file}</translation>
    </message>
    <message>
        <source>Open a saved game instead?</source>
        <translation>要改为打开已保存的游戏吗？</translation>
    </message>
    <message>
        <source>&amp;Open a game…</source>
        <translation>打开游戏(&amp;O)…</translation>
    </message>
    <message>
        <source>Open {file} instead?</source>
        <translation>改为打开 {file}？</translation>
    </message>
    <message>
        <source>&amp;Open it</source>
        <translation>打开(&amp;O)</translation>
    </message>
    <message>
        <source>game.ttt</source>
        <comment>suggested file name</comment>
        <translation>游戏.ttt</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>保存游戏</translation>
    </message>
    <message>
        <source>&amp;Save anyway</source>
        <translation>仍然保存(&amp;S)</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>模式(&amp;M)：</translation>
    </message>
    <message>
        <source>Board si&amp;ze:</source>
        <translation>棋盘大小(&amp;Z)：</translation>
    </message>
    <message>
        <source>&amp;Win length:</source>
        <translation>连珠数(&amp;W)：</translation>
    </message>
    <message>
        <source>Board and rules</source>
        <translation>棋盘和规则</translation>
    </message>
    <message>
        <source>Board &amp;theme:</source>
        <translation>棋盘主题(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>X (you move first)</source>
        <translation>X（你先走）</translation>
    </message>
    <message>
        <source>O (the computer opens)</source>
        <translation>O（电脑先走）</translation>
    </message>
    <message>
        <source>Pause before each computer move</source>
        <translation>电脑每次走棋前的停顿</translation>
    </message>
    <message>
        <source>Restore &amp;Defaults</source>
        <translation>恢复默认值(&amp;D)</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>棋盘大小</translation>
    </message>
    <message>
        <source> in a row</source>
        <translation> 子连珠</translation>
    </message>
    <message>
        <source>Win length</source>
        <translation>连珠数</translation>
    </message>
    <message>
        <source>Reverse rules: whoever completes a line loses</source>
        <translation>反向规则：谁先连成一线谁输</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>系统语言（{language}）</translation>
    </message>
    <message>
        <source>The new language is used from the next start of {name}.</source>
        <translation>新语言将在下次启动 {name} 时生效。</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>纸张</translation>
    </message>
    <message>
        <source>Go board</source>
        <translation>围棋盘</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>高对比度</translation>
    </message>
    <message>
        <source>Until you pick a theme, the board takes the one that suits the game: paper for three and four in a row, a go board from five in a row on, and high contrast when the system asks for it.</source>
        <translation>在你选择主题之前，棋盘会采用适合当前对局的主题：三子和四子连珠用纸张，五子及以上连珠用围棋盘，系统要求时用高对比度。</translation>
    </message>
    <message>
        <source>Until you pick one: paper for three and four in a row, a go board from five on.</source>
        <translation>在你选择之前：三子和四子连珠用纸张，五子及以上用围棋盘。</translation>
    </message>
    <message>
        <source>Animat&amp;ions</source>
        <translation>动画(&amp;I)</translation>
    </message>
    <message>
        <source>Marks draw themselves and the winning line draws across the board. With animations off, every change shows at once.</source>
        <translation>棋子会逐笔画出，获胜连线会划过棋盘。关闭动画后，每个变化都会立即显示。</translation>
    </message>
    <message>
        <source>R&amp;ule:</source>
        <translation>规则(&amp;U)：</translation>
    </message>
    <message>
        <source>Openin&amp;g:</source>
        <translation>开局(&amp;G)：</translation>
    </message>
    <message>
        <source>Look and language</source>
        <translation>外观和语言</translation>
    </message>
    <message>
        <source>At most {count} characters. Left empty, the name is {name}.</source>
        <translation>最多 {count} 个字符。留空时名字为 {name}。</translation>
    </message>
    <message>
        <source>Your &amp;symbol:</source>
        <translation>你的棋子(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>对手(&amp;O)：</translation>
    </message>
    <message>
        <source>X player&apos;s &amp;name:</source>
        <translation>X 玩家名称(&amp;N)：</translation>
    </message>
    <message>
        <source>O player&apos;s n&amp;ame:</source>
        <translation>O 玩家名称(&amp;A)：</translation>
    </message>
    <message>
        <source>Move &amp;delay:</source>
        <translation>走棋延迟(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;X computer</source>
        <translation>X 方电脑(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;O computer</source>
        <translation>O 方电脑(&amp;O)</translation>
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
        <translation>玩家</translation>
    </message>
    <message>
        <source>player names</source>
        <translation>玩家名称</translation>
    </message>
    <message>
        <source>rules of the game</source>
        <translation>游戏规则</translation>
    </message>
    <message>
        <source>unfinished game</source>
        <translation>未下完的对局</translation>
    </message>
    <message>
        <source>Statistics choices</source>
        <translation>统计选项</translation>
    </message>
    <message>
        <source>move delay</source>
        <translation>走棋延迟</translation>
    </message>
    <message>
        <source>evaluation</source>
        <translation>评估</translation>
    </message>
    <message>
        <source>language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>board theme</source>
        <translation>棋盘主题</translation>
    </message>
    <message>
        <source>animations</source>
        <translation>动画</translation>
    </message>
    <message>
        <source>window size</source>
        <translation>窗口大小</translation>
    </message>
    <message>
        <source>Some settings could not be read and were reset.</source>
        <translation>部分设置无法读取，已被重置。</translation>
    </message>
    <message>
        <source>Some settings could not be read and were reset, among them: {list}.</source>
        <translation>部分设置无法读取，已被重置，其中包括：{list}。</translation>
    </message>
    <message>
        <source>Some settings could not be read and were reset: {list}.</source>
        <translation>部分设置无法读取，已被重置：{list}。</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Game status</source>
        <translation>游戏状态</translation>
    </message>
    <message>
        <source>The computer&apos;s last move, or how the game ended</source>
        <translation>电脑的上一步棋，或对局如何结束</translation>
    </message>
    <message>
        <source>Show on every free cell how good it is for the player to move:
a proven win, draw or loss with the moves to the end (&quot;Win in 3&quot;),
or else the estimated chances (&quot;62%&quot;), not proven.</source>
        <translation>在每个空格上显示它对当前走棋方的好坏：
已证明的胜、平或负，以及到终局的步数（“3 步胜”），
否则显示估计的胜率（“62%”），未经证明。</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ 后退(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Forward ▶</source>
        <translation>前进(&amp;F) ▶</translation>
    </message>
    <message>
        <source>&amp;Play from here</source>
        <translation>从这里接着下(&amp;P)</translation>
    </message>
    <message>
        <source>Mo&amp;ves:</source>
        <translation>棋步(&amp;V)：</translation>
    </message>
    <message>
        <source>Moves played</source>
        <translation>已走的棋步</translation>
    </message>
    <message>
        <source>The game is over here: step back to play on from an earlier move.</source>
        <translation>这里对局已经结束：退回到更早的一步即可从那里继续。</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>继续(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>Whoever completes {length} in a row loses: leave that to your opponent.</source>
        <translation>谁先连成{length}子谁就输：让对手去连。</translation>
    </message>
    <message>
        <source>Taken back: Redo plays it again</source>
        <translation>已悔棋：“重做”可再次走这一步</translation>
    </message>
</context>
<context>
    <name>StatsChart</name>
    <message>
        <source>{player} vs {opponent}</source>
        <translation>{player} 对 {opponent}</translation>
    </message>
    <message>
        <source>No games recorded yet</source>
        <translation>尚无对局记录</translation>
    </message>
    <message>
        <source>won</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>负</translation>
    </message>
    <message>
        <source>tied</source>
        <translation>平</translation>
    </message>
    <message>
        <source>{count} played</source>
        <translation>共 {count} 局</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the chart&apos;s groups</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>{pairing}: {won} won, {lost} lost, {tied} tied</source>
        <translation>{pairing}：{won} 胜，{lost} 负，{tied} 平</translation>
    </message>
</context>
<context>
    <name>StatsChartWidget</name>
    <message>
        <source>Won, lost and tied per opponent</source>
        <translation>对每个对手的胜、负、平局数</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>Include games between c&amp;omputer players</source>
        <translation>包括电脑玩家之间的对局(&amp;O)</translation>
    </message>
    <message>
        <source>Games where the computer played both sides are kept apart from yours; tick to count them too (in the exports as well).</source>
        <translation>双方都由电脑执棋的对局与你的对局分开统计；勾选后也会计入这些对局（导出时同样如此）。</translation>
    </message>
    <message>
        <source>Only the last</source>
        <translation>仅最近</translation>
    </message>
    <message>
        <source>Number of recent games</source>
        <translation>最近对局数</translation>
    </message>
    <message>
        <source>Summary per opponent and rules</source>
        <translation>按对手和规则汇总</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>已下的对局</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>汇总</translation>
    </message>
    <message>
        <source>Won, lost and tied per opponent, all rules together</source>
        <translation>按对手统计的胜、负、平（所有规则合计）</translation>
    </message>
    <message>
        <source>Games (double-click one to review it)</source>
        <translation>对局（双击可复盘）</translation>
    </message>
    <message>
        <source>Puzzle rating after each puzzle (a filled dot: solved)</source>
        <translation>每道谜题后的等级分（实心点：已解出）</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>复盘(&amp;R)</translation>
    </message>
    <message>
        <source>Review with c&amp;oach</source>
        <translation>教练复盘(&amp;O)</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>导出 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>导出 PDF(&amp;P)…</translation>
    </message>
    <message>
        <source>C&amp;lear statistics…</source>
        <translation>清除统计(&amp;L)…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>None of your games recorded yet: they appear here once finished.</source>
        <translation>还没有你的对局记录：对局结束后会显示在这里。</translation>
    </message>
    <message>
        <source>No games recorded yet: finished games appear here.</source>
        <translation>尚无对局记录：已结束的对局会显示在这里。</translation>
    </message>
    <message>
        <source>{counted} of {total} recorded games.</source>
        <translation>已记录的 {total} 局中的 {counted} 局。</translation>
    </message>
    <message>
        <source>The one recorded game.</source>
        <translation>仅有的一局已记录对局。</translation>
    </message>
    <message numerus="yes">
        <source>All %n recorded games.</source>
        <translation>
            <numerusform>全部 %n 局已记录的对局。</numerusform>
        </translation>
    </message>
    <message>
        <source>The last {shown} of {total} recorded games.</source>
        <translation>已记录的 {total} 局中最近的 {shown} 局。</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) between computer players are not counted.</source>
        <translation>
            <numerusform>电脑玩家之间的 %n 局对局未计入。</numerusform>
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
        <translation>将对局导出为 CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV 文件 (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The CSV file could not be written to {path}: {reason}.</source>
        <translation>无法将 CSV 文件写入 {path}：{reason}。</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n game(s) to {path}.</source>
        <translation>
            <numerusform>已将 %n 局对局保存到 {path}。</numerusform>
        </translation>
    </message>
    <message>
        <source>Export a PDF report</source>
        <translation>导出 PDF 报告</translation>
    </message>
    <message>
        <source>PDF files (*.pdf);;All files (*)</source>
        <translation>PDF 文件 (*.pdf);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The report could not be written to {path}: {reason}.</source>
        <translation>无法将报告写入 {path}：{reason}。</translation>
    </message>
    <message numerus="yes">
        <source>Saved the report of %n game(s) to {path}.</source>
        <translation>
            <numerusform>已将 %n 局对局的报告保存到 {path}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Forget all %n recorded games? This cannot be undone.</source>
        <translation>
            <numerusform>要删除全部 %n 局已记录的对局吗？此操作无法撤销。</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics could not be cleared: the records file cannot be changed now.</source>
        <translation>无法清除统计：记录文件目前无法修改。</translation>
    </message>
    <message>
        <source>Statistics cleared.</source>
        <translation>统计已清除。</translation>
    </message>
    <message>
        <source>Clear statistics</source>
        <translation>清除统计</translation>
    </message>
    <message>
        <source>Forget the one recorded game? This cannot be undone.</source>
        <translation>要删除仅有的一局已记录对局吗？此操作无法撤销。</translation>
    </message>
</context>
<context>
    <name>StatsTables</name>
    <message>
        <source>Run</source>
        <translation>编号</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
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
        <translation>胜方</translation>
    </message>
    <message>
        <source>Who lost</source>
        <translation>负方</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>用时</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>对手</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <comment>a column: how many games were left unfinished</comment>
        <translation>放弃</translation>
    </message>
    <message>
        <source>Continued</source>
        <translation>续局</translation>
    </message>
    <message>
        <source>Games left before their end (a new game, another game opened, ...): counted as played, not as won, lost or tied. Match my level counts them as your losses.</source>
        <translation>在结束前离开的对局（开始新游戏、打开另一局游戏等）：计入局数，但不计为胜、负或平。“匹配我的水平”将其计为你的负局。</translation>
    </message>
    <message>
        <source>Games played on from a reviewed game, whose first moves they took over: counted with their results, and noted in the games table.</source>
        <translation>从复盘的对局接着下、沿用其前几步的对局：按结果计入，并在对局表中注明。</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>负</translation>
    </message>
    <message>
        <source>Tied</source>
        <translation>平</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>胜率</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>当前连续</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>最长连续</translation>
    </message>
    <message>
        <source>{name} · {options}</source>
        <translation>{name} · {options}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between a computer&apos;s options</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>{level} ({strategy})</source>
        <comment>a computer: its level, its strategy</comment>
        <translation>{level}（{strategy}）</translation>
    </message>
    <message>
        <source>{value} random games a move</source>
        <translation>每步 {value} 局随机对局</translation>
    </message>
    <message>
        <source>{value} playouts a move</source>
        <translation>每步 {value} 次模拟</translation>
    </message>
    <message>
        <source>{value} s a move</source>
        <translation>每步 {value} 秒</translation>
    </message>
    <message>
        <source>{option}: {value}</source>
        <translation>{option}：{value}</translation>
    </message>
    <message>
        <source>Abandoned; continued from run {run} after move {move}</source>
        <translation>放弃；从第 {run} 局第 {move} 步之后接着下</translation>
    </message>
    <message>
        <source>Continued from run {run} after move {move}</source>
        <translation>从第 {run} 局第 {move} 步之后接着下</translation>
    </message>
    <message>
        <source>Abandoned; continued from another game after move {move}</source>
        <translation>放弃；从另一局第 {move} 步之后接着下</translation>
    </message>
    <message>
        <source>Continued from another game after move {move}</source>
        <translation>从另一局第 {move} 步之后接着下</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <comment>one game&apos;s note</comment>
        <translation>已放弃</translation>
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
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>{count} won</source>
        <translation>{count} 连胜</translation>
    </message>
    <message>
        <source>{count} lost</source>
        <translation>{count} 连负</translation>
    </message>
    <message>
        <source>{count} tied</source>
        <translation>{count} 连平</translation>
    </message>
    <message>
        <source>{count} abandoned</source>
        <translation>连续放弃 {count} 局</translation>
    </message>
    <message>
        <source>all rules</source>
        <translation>所有规则</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, reverse</source>
        <translation>{size} x {size}，{length} 子连珠，反向</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row</source>
        <translation>{size} x {size}，{length} 子连珠</translation>
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
棋步：{moves}
双击可复盘</translation>
    </message>
    <message>
        <source>no moves</source>
        <translation>无棋步</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Playing on from move {moves} with the players and rules of the game reviewed; New game goes back to your settings.</source>
        <translation>按复盘对局的玩家和规则从第 {moves} 步接着下；“新游戏”会回到你的设置。</translation>
    </message>
    <message>
        <source>Playing on from move {moves}.</source>
        <translation>从第 {moves} 步接着下。</translation>
    </message>
    <message>
        <source>Back to your settings: {players}, {rules}.</source>
        <translation>已回到你的设置：{players}，{rules}。</translation>
    </message>
    <message>
        <source>Looking for a hint for {player}…</source>
        <translation>正在为 {player} 寻找提示…</translation>
    </message>
</context>
<context>
    <name>Strategies</name>
    <message>
        <source>Dumb</source>
        <translation>呆板</translation>
    </message>
    <message>
        <source>Takes the first free cell in order.</source>
        <translation>按顺序选择第一个空格。</translation>
    </message>
    <message>
        <source>the first free cell</source>
        <translation>第一个空格</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>Plays any free cell at random.</source>
        <translation>随机选择任意一个空格落子。</translation>
    </message>
    <message>
        <source>random moves</source>
        <translation>随机落子</translation>
    </message>
    <message>
        <source>Smart</source>
        <translation>聪明</translation>
    </message>
    <message>
        <source>Wins or blocks when it can, else takes the centre, a corner, then a side.</source>
        <translation>能赢就赢，能堵就堵；否则依次选择中心、角、边。</translation>
    </message>
    <message>
        <source>Wins or blocks when it can, else takes the cell with the most lines still open to it.</source>
        <translation>能赢就赢，能堵就堵；否则选择仍可连成线的线路最多的格子。</translation>
    </message>
    <message>
        <source>win-or-block rules</source>
        <translation>取胜或堵截规则</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>专家</translation>
    </message>
    <message>
        <source>Fork rules</source>
        <translation>双杀规则</translation>
    </message>
    <message>
        <source>Rule-based: win, block, fork, block a fork, centre, opposite corner, corner, side; never loses on 3 x 3.</source>
        <translation>基于规则：取胜、堵截、造双杀、破双杀、中心、对角、角、边；在 3 x 3 上从不输棋。</translation>
    </message>
    <message>
        <source>Rule-based: win, block, fork, block a fork, else the cell that best builds its lines and blocks the opponent&apos;s.</source>
        <translation>基于规则：取胜、堵截、造双杀、破双杀；否则选择最能发展己方连线并阻挡对方连线的格子。</translation>
    </message>
    <message>
        <source>fork rules</source>
        <translation>双杀规则</translation>
    </message>
    <message>
        <source>Monte Carlo</source>
        <translation>蒙特卡洛</translation>
    </message>
    <message>
        <source>Plays many random games and favours the squares the winners played.</source>
        <translation>模拟大量随机对局，优先选择获胜方下过的格子。</translation>
    </message>
    <message>
        <source>random games</source>
        <translation>随机对局</translation>
    </message>
    <message>
        <source>Random games per move</source>
        <translation>每步随机对局数</translation>
    </message>
    <message>
        <source>How many random games it plays before each move: more plays better, and slower.</source>
        <translation>每步之前下多少盘随机对局：越多下得越好，也越慢。</translation>
    </message>
    <message>
        <source>After each random game, what each square the computer played there counts: added to that square&apos;s score when the computer won, taken off when it lost.</source>
        <translation>每盘随机对局之后，电脑在其中下过的每个格子算多少分：电脑赢了就加到该格子的得分上，输了就减去。</translation>
    </message>
    <message>
        <source>After each random game, what each square its opponent played there counts: taken off that square&apos;s score when the computer won, added when it lost.</source>
        <translation>每盘随机对局之后，对手在其中下过的每个格子算多少分：电脑赢了就从该格子的得分中减去，输了就加上。</translation>
    </message>
    <message>
        <source>Stops the random games once this many seconds have passed; 0 plays them all.</source>
        <translation>经过这么多秒后停止随机对局；0 表示全部下完。</translation>
    </message>
    <message>
        <source>How many random games it plays from the position before each move: more plays better, and slower.</source>
        <translation>每步之前从当前局面下多少盘随机对局：越多下得越好，也越慢。</translation>
    </message>
    <message>
        <source>How long it may think about each move; it often answers sooner.</source>
        <translation>每步最多可以思考多久；它常常更早作答。</translation>
    </message>
    <message>
        <source>Score for own squares</source>
        <translation>己方格子得分</translation>
    </message>
    <message>
        <source>Score for opponent squares</source>
        <translation>对方格子得分</translation>
    </message>
    <message>
        <source>MCTS</source>
        <translation>MCTS</translation>
    </message>
    <message>
        <source>Searches the game tree as deep as its think time allows, and proves the result where it reaches the end of every line.</source>
        <translation>在思考时间允许的范围内尽量深地搜索博弈树，在能读到每条变化尽头的地方证明结果。</translation>
    </message>
    <message>
        <source>threat search</source>
        <translation>威胁搜索</translation>
    </message>
    <message>
        <source>Match my level</source>
        <translation>匹配我的水平</translation>
    </message>
    <message>
        <source>Plays stronger after you win and weaker after you lose, so that you win about as often as you lose; its level comes from your recorded games on these rules.</source>
        <translation>你赢了它就变强，你输了它就变弱，让你赢和输的次数大致相当；它的水平来自你在这些规则下记录的对局。</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>水平</translation>
    </message>
    <message>
        <source>Threat search</source>
        <translation>威胁搜索</translation>
    </message>
    <message>
        <source>Finds wins by fours and threes, stops the opponent&apos;s, and searches the best cells; for four or five in a row on 6 x 6 and bigger boards (elsewhere it plays as Perfect).</source>
        <translation>通过冲四和活三寻找胜利，阻止对手的胜利，并搜索最佳格子；适用于 6&#xa0;x&#xa0;6 及以上棋盘的四子或五子连珠（其他情况按完美下法）。</translation>
    </message>
    <message>
        <source>Playouts per move</source>
        <translation>每步模拟次数</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>新手</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>Unbeatable</source>
        <translation>无敌</translation>
    </message>
    <message>
        <source>Monte Carlo tree search: random games that look deeper where they go well, with proven wins and losses.</source>
        <translation>蒙特卡洛树搜索：随机对局在形势好的地方看得更深，并带有胜负证明。</translation>
    </message>
    <message>
        <source>Monte Carlo tree search</source>
        <translation>蒙特卡洛树搜索</translation>
    </message>
    <message>
        <source>Time limit per move (s, 0 = none)</source>
        <translation>每步时间限制（秒，0 = 不限）</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>完美</translation>
    </message>
    <message>
        <source>full game-tree search</source>
        <translation>完整博弈树搜索</translation>
    </message>
    <message>
        <source>Think time (s)</source>
        <translation>思考时间（秒）</translation>
    </message>
</context>
<context>
    <name>StrategyPicker</name>
    <message>
        <source>Only {value} here</source>
        <translation>这里只能是 {value}</translation>
    </message>
    <message>
        <source>From {low} to {high}</source>
        <translation>从 {low} 到 {high}</translation>
    </message>
    <message>
        <source>{option}:</source>
        <translation>{option}：</translation>
    </message>
    <message>
        <source>On these rules its search proves the value of every position: it cannot be beaten.</source>
        <translation>在这些规则下，它的搜索能证明每个局面的结果：你无法击败它。</translation>
    </message>
    <message>
        <source>On these rules it can be beaten: it does not prove its moves from the start, and the window says when a move is proven.</source>
        <translation>在这些规则下它可能被击败：它无法从一开始就证明自己的着法，着法被证明时窗口会告诉你。</translation>
    </message>
    <message>
        <source>In reverse rules its rules turn around: it avoids completing a line of its own and leaves its opponent the cells that would complete one of the opponent&apos;s.</source>
        <translation>在反向规则下，它的规则反过来：避免连成自己的线，把会连成对手之线的格子留给对手。</translation>
    </message>
    <message>
        <source>On these rules it plays as %1: its threats need four or five in a row, normal rules and a board of 6 x 6 or more.</source>
        <translation>在这些规则下它按%1来下：它的威胁需要四子或五子连线、普通规则和 6 x 6 或更大的棋盘。</translation>
    </message>
    <message>
        <source>%1: %2, %3 random games a move.</source>
        <translation>%1：%2，每步 %3 局随机对局。</translation>
    </message>
    <message>
        <source>%1: %2, up to %3 s a move.</source>
        <translation>%1：%2，每步最多 %3 秒。</translation>
    </message>
    <message>
        <source>%1: %2, answers at once.</source>
        <translation>%1：%2，立即应手。</translation>
    </message>
    <message>
        <source>{summary} It plays at level {level} of {top} now.</source>
        <translation>{summary} 它现在的水平是 {level}/{top}。</translation>
    </message>
    <message>
        <source>{name}, level {level} of {top}</source>
        <translation>{name}，水平 {level}/{top}</translation>
    </message>
    <message>
        <source>{name} {version}, an outside engine: {path}</source>
        <translation>{name} {version}，外部引擎：{path}</translation>
    </message>
    <message>
        <source>{name}, an outside engine: {path}</source>
        <translation>{name}，外部引擎：{path}</translation>
    </message>
    <message>
        <source>Added engines play five in a row on boards from 7 x 7 to 15 x 15, normal rules.</source>
        <translation>已添加的引擎在 7 x 7 到 15 x 15 的棋盘上按普通规则下五子连珠。</translation>
    </message>
</context>
<context>
    <name>Thinking</name>
    <message>
        <source>Move</source>
        <translation>棋步</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>估值</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>含义</translation>
    </message>
    <message>
        <source>Alpha-beta window</source>
        <translation>α-β 窗口</translation>
    </message>
    <message>
        <source>Monte Carlo scores</source>
        <translation>蒙特卡洛得分</translation>
    </message>
    <message>
        <source>Moves considered</source>
        <translation>考虑过的棋步</translation>
    </message>
    <message>
        <source>Visits</source>
        <translation>访问次数</translation>
    </message>
    <message>
        <source>Result of its games</source>
        <translation>对局结果</translation>
    </message>
    <message>
        <source>Proof</source>
        <translation>证明</translation>
    </message>
    <message>
        <source>The share of the random games through this move that the player making it won, a draw counting half</source>
        <translation>经过这一步的随机对局中，走这一步的一方获胜的比例，平局算一半</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>an opening rule, not a search</source>
        <translation>开局规则，未经搜索</translation>
    </message>
    <message>
        <source>the best found, not proven</source>
        <translation>找到的最佳着法，未经证明</translation>
    </message>
    <message>
        <source>{header}: {text}</source>
        <translation>{header}：{text}</translation>
    </message>
    <message>
        <source>the move chosen</source>
        <translation>选中的着法</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>This position, {mark} to move</source>
        <translation>当前局面，轮到 {mark} 走棋</translation>
    </message>
    <message>
        <source>{cell} by {mark}</source>
        <translation>{mark} 下在 {cell}</translation>
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
        <translation>已剪枝：从未搜索</translation>
    </message>
    <message>
        <source>cut off: worth at least {value} to {mark}</source>
        <translation>截断：对 {mark} 至少值 {value}</translation>
    </message>
    <message>
        <source>cut off: worth at most {value} to {mark}</source>
        <translation>截断：对 {mark} 至多值 {value}</translation>
    </message>
    <message>
        <source>{mark} wins</source>
        <translation>{mark} 胜</translation>
    </message>
    <message>
        <source>{mark} loses</source>
        <translation>{mark} 负</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>{meaning} (remembered)</source>
        <translation>{meaning}（已记住）</translation>
    </message>
    <message>
        <source>α {alpha}, β {beta}</source>
        <translation>α {alpha}，β {beta}</translation>
    </message>
    <message>
        <source>proven win</source>
        <translation>已证明必胜</translation>
    </message>
    <message>
        <source>proven draw</source>
        <translation>已证明必和</translation>
    </message>
    <message>
        <source>proven loss</source>
        <translation>已证明必负</translation>
    </message>
    <message>
        <source>Alpha-beta: α is what the player making the move is already sure of through another move, β what the opponent is sure of. Once a reply shows a move is worth at most α, the other replies are not searched: they are pruned.</source>
        <translation>α-β 剪枝：α 是走这步棋的一方通过另一步棋已经确保的值，β 是对手已经确保的值。一旦某个应着表明这步棋最多值 α，其余应着就不再搜索：它们被剪枝了。</translation>
    </message>
    <message>
        <source>The game is over: minimax has nothing to search.</source>
        <translation>对局已结束：极小化极大算法没有可搜索的了。</translation>
    </message>
    <message>
        <source>Minimax searched {searched} moves ({known} of them remembered from another move order) and plays {cell}.</source>
        <translation>极小化极大算法搜索了 {searched} 步棋（其中 {known} 步是在另一种走子顺序中记住的），并下在 {cell}。</translation>
    </message>
    <message>
        <source>Alpha-beta pruning left {pruned} moves unsearched (grey).</source>
        <translation>α-β 剪枝使 {pruned} 步棋未被搜索（灰色）。</translation>
    </message>
    <message>
        <source>Each value is for the player who made the move: a win scores the free cells left at its end plus one (a quicker win scores more), a loss minus that, a draw 0. Each player takes the reply worth most to them; bold marks the move chosen.</source>
        <translation>每个值都是对走这步棋的一方而言：胜局的得分为终局时剩余的空格数加一（赢得越快得分越高），负局为其相反数，平局为 0。每位玩家都选择对自己最有利的应着；粗体表示选中的着法。</translation>
    </message>
    <message>
        <source>Monte Carlo played {trials} random games for {mark}: after each, the squares of the winner gain and the loser&apos;s lose. It takes {cell}, scored {score}, the highest.</source>
        <translation>蒙特卡洛为 {mark} 下了 {trials} 盘随机对局：每盘之后，胜方下过的格子加分，负方下过的格子减分。它选择 {cell}，得分 {score}，为最高分。</translation>
    </message>
    <message>
        <source>{cell}: {mark}</source>
        <translation>{cell}：{mark}</translation>
    </message>
    <message>
        <source>{cell}: score {score}, the move taken</source>
        <translation>{cell}：得分 {score}，选中的着法</translation>
    </message>
    <message>
        <source>{cell}: score {score}</source>
        <translation>{cell}：得分 {score}</translation>
    </message>
    <message>
        <source>MCTS plays {cell} without a search: a win, a forced block, the opening rule or a threat it saw first.</source>
        <translation>MCTS 未经搜索就下在 {cell}：这是一步胜着、被迫的堵截、开局规则，或它最先发现的威胁。</translation>
    </message>
    <message>
        <source>MCTS ran {visits} random games through its tree from here, going deeper where they went well, and plays {cell}, the move it tried most.</source>
        <translation>MCTS 从这里经由它的搜索树进行了 {visits} 盘随机对局，在形势好的地方看得更深，并下在它尝试次数最多的 {cell}。</translation>
    </message>
    <message>
        <source>The threat search plays {cell} by its opening rule.</source>
        <translation>威胁搜索按它的开局规则下在 {cell}。</translation>
    </message>
    <message>
        <source>The threat search plays {cell}, its value proven, in {seconds} s.</source>
        <translation>威胁搜索下在 {cell}，用时 {seconds} 秒证明了它的值。</translation>
    </message>
    <message>
        <source>The threat search plays {cell}, the best it found in {seconds} s.</source>
        <translation>威胁搜索下在 {cell}，这是它在 {seconds} 秒内找到的最佳着法。</translation>
    </message>
    <message>
        <source>Principal line: {moves}</source>
        <translation>主要变例：{moves}</translation>
    </message>
    <message>
        <source>The computer could not show its thinking: {message}</source>
        <translation>电脑无法显示它的思考过程：{message}</translation>
    </message>
    <message>
        <source>The game is over: there is nothing left to think about.</source>
        <translation>对局已结束：没有什么可思考的了。</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>思考中…</translation>
    </message>
</context>
<context>
    <name>ThinkingPanel</name>
    <message>
        <source>How the computer thinks</source>
        <translation>电脑如何思考</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>算法(&amp;A)：</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>Alpha-&amp;beta pruning</source>
        <translation>α-β 剪枝(&amp;B)</translation>
    </message>
    <message>
        <source>Stop searching a move as soon as one reply shows it is no better than a move already found: the same choice, fewer positions; the moves left out are grey.</source>
        <translation>一旦某个应着表明这步棋不比已找到的着法更好，就停止搜索这步棋：选择相同，检查的局面更少；被略过的着法显示为灰色。</translation>
    </message>
    <message>
        <source>Values as the search &amp;finds them</source>
        <translation>按搜索进度显示数值(&amp;F)</translation>
    </message>
    <message>
        <source>Show the tree as it stood at the step chosen: no value yet for the moves not reached, … for those whose replies are still being searched.</source>
        <translation>显示所选步骤时的树：尚未到达的着法没有数值，其应着仍在搜索的着法显示 …。</translation>
    </message>
    <message>
        <source>Minimax search tree</source>
        <translation>极小化极大搜索树</translation>
    </message>
    <message>
        <source>Pre&amp;vious step</source>
        <translation>上一步(&amp;V)</translation>
    </message>
    <message>
        <source>The move searched before this one</source>
        <translation>在这一步之前搜索的着法</translation>
    </message>
    <message>
        <source>Ne&amp;xt step</source>
        <translation>下一步(&amp;X)</translation>
    </message>
    <message>
        <source>The move searched after this one</source>
        <translation>在这一步之后搜索的着法</translation>
    </message>
    <message>
        <source>Minimax (3 x 3)</source>
        <translation>极小化极大（3 x 3）</translation>
    </message>
    <message>
        <source>Monte Carlo</source>
        <translation>蒙特卡洛</translation>
    </message>
    <message>
        <source>Monte Carlo tree search (MCTS)</source>
        <translation>蒙特卡洛树搜索（MCTS）</translation>
    </message>
    <message>
        <source>Threat search</source>
        <translation>威胁搜索</translation>
    </message>
    <message>
        <source>A pruned move: alpha-beta never searched it.</source>
        <translation>被剪枝的着法：α-β 剪枝从未搜索它。</translation>
    </message>
    <message>
        <source>Step {step} of {steps} in the search&apos;s order</source>
        <translation>按搜索顺序的第 {step} 步，共 {steps} 步</translation>
    </message>
</context>
</TS>
