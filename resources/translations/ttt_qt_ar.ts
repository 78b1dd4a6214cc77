<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>Show every free cell&apos;s value for the side to move</source>
        <translation>عرض قيمة كل خانة فارغة للطرف الذي عليه الدور</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>إي&amp;قاف مؤقت</translation>
    </message>
    <message>
        <source>Pause the game between the two computers, or let it go on</source>
        <translation>إيقاف اللعبة بين الحاسوبين مؤقتًا، أو متابعتها</translation>
    </message>
    <message>
        <source>Play {digit}</source>
        <translation>العب {digit}</translation>
    </message>
    <message>
        <source>Play the cell in row {row}, column {col} (3 x 3 only)</source>
        <translation>اللعب في خانة الصف {row} والعمود {col} (في 3 × 3 فقط)</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>لعبة &amp;جديدة</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>بدء لعبة جديدة</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>&amp;فتح لعبة…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>فتح لعبة محفوظة</translation>
    </message>
    <message>
        <source>Save this game to a file</source>
        <translation>حفظ هذه اللعبة في ملف</translation>
    </message>
    <message>
        <source>Your results against each opponent, and every game you played</source>
        <translation>نتائجك أمام كل خصم، وكل مباراة لعبتها</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;خروج</translation>
    </message>
    <message>
        <source>Close {name}</source>
        <translation>إغلاق {name}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;تراجع</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>التراجع عن آخر نقلة لك</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;إعادة</translation>
    </message>
    <message>
        <source>Replay a move you took back</source>
        <translation>إعادة لعب نقلة تراجعت عنها</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>تل&amp;ميح</translation>
    </message>
    <message>
        <source>Show the best move for you</source>
        <translation>عرض أفضل نقلة لك</translation>
    </message>
    <message>
        <source>Review &amp;with Coach</source>
        <translation>مراجعة مع المد&amp;رب</translation>
    </message>
    <message>
        <source>Every move of the finished game marked (! best, ?! inaccuracy, ? mistake, ?? blunder), with the better move and its line</source>
        <translation>تقييم كل نقلة في اللعبة المنتهية (! الأفضل، ?! غير دقيقة، ? خطأ، ?? خطأ فادح)، مع النقلة الأفضل وتسلسلها</translation>
    </message>
    <message>
        <source>Pu&amp;zzles…</source>
        <translation>أل&amp;غاز…</translation>
    </message>
    <message>
        <source>Positions to win in a few moves, near your puzzle rating; the puzzle of the day</source>
        <translation>مواضع للفوز في بضع نقلات، قريبة من تصنيفك في الألغاز؛ ولغز اليوم</translation>
    </message>
    <message>
        <source>Show &amp;Thinking…</source>
        <translation>عرض ت&amp;فكير الحاسوب…</translation>
    </message>
    <message>
        <source>How the computer chooses a move here: the minimax tree, the Monte Carlo scores, the moves MCTS and the threat search consider</source>
        <translation>كيف يختار الحاسوب نقلته هنا: شجرة ميني ماكس، ونقاط مونت كارلو، والنقلات التي يدرسها MCTS وبحث التهديدات</translation>
    </message>
    <message>
        <source>Engine Lo&amp;g</source>
        <translation>س&amp;جل المحركات</translation>
    </message>
    <message>
        <source>What the outside engines said: their messages and errors</source>
        <translation>ما قالته المحركات الخارجية: رسائلها وأخطاؤها</translation>
    </message>
    <message>
        <source>After a game, Review with Coach (Ctrl+R) marks every move (! best, ?! inaccuracy, ? mistake, ?? blunder) and shows the better move; Game &gt; Puzzles… offers positions to win in a few moves.</source>
        <translation>بعد اللعبة، تضع «مراجعة مع المدرب» (Ctrl+R) علامة على كل نقلة (! أفضل نقلة، ?! نقلة غير دقيقة، ? خطأ، ?? خطأ فادح) وتُظهر النقلة الأفضل؛ وتقدّم لعبة &gt; ألغاز… مواقف للفوز في بضع نقلات.</translation>
    </message>
    <message>
        <source>Players, board size, rules and the computer&apos;s strength</source>
        <translation>اللاعبون وحجم اللوحة والقواعد وقوة الحاسوب</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;طريقة اللعب</translation>
    </message>
    <message>
        <source>The computer&apos;s levels, from Beginner to Expert, rank how strongly each played in our measured games on rules like these; Unbeatable is offered only where its search proves every move. Each level&apos;s tooltip names the method behind it.</source>
        <translation>مستويات الحاسوب، من «مبتدئ» إلى «خبير»، مرتّبة حسب قوة لعب كل منها في مبارياتنا المقيسة بقواعد كهذه؛ ولا يُعرض «لا يُهزم» إلا حيث يُثبت بحثه كل نقلة. ويذكر تلميح الأداة لكل مستوى الطريقة التي يقوم عليها.</translation>
    </message>
    <message>
        <source>Hint shows a good move. Evaluation writes on each free cell how the game goes if you play there: &quot;Win in 3&quot; and &quot;Loss in 2&quot; are proven with best play, counting the moves of both players; a percentage is an estimate.</source>
        <translation>«تلميح» يُظهر نقلة جيدة. «عرض التقييم» يكتب على كل خانة فارغة كيف تسير اللعبة إن لعبت فيها: «فوز خلال 3 نقلات» و«خسارة خلال نقلتين» مُثبَتتان مع أفضل لعب، وتُحتسب نقلات اللاعبين كليهما؛ والنسبة المئوية تقدير.</translation>
    </message>
    <message>
        <source>The players take turns putting their mark in a free cell. Reverse rules: whoever completes {k} in a row (across, down or diagonally) loses. A full board with no line is a draw.</source>
        <translation>يتناوب اللاعبان على وضع علامتيهما في خانة فارغة. القواعد المعكوسة: من يُكمل {k} على التوالي (أفقيًا أو عموديًا أو قطريًا) يخسر. اللوحة الممتلئة بلا خط تعادل.</translation>
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
        <translation>مفاتيح الأسهم: تحريك المؤشر بين الخانات
Enter أو Space: اللعب في الخانة التي تحت المؤشر
من 1 إلى 9: اللعب على 3 × 3 وفق ترتيب لوحة الأرقام (7 8 9 هو الصف العلوي)
H: تلميح    E: عرض التقييم    P: إيقاف مؤقت أو متابعة (الحاسوب ضد الحاسوب)
T: عرض كيف يفكّر الحاسوب
Ctrl+N: لعبة جديدة    Ctrl+Z: تراجع    Ctrl+Shift+Z: إعادة
Ctrl+O: فتح لعبة    Ctrl+S: حفظ اللعبة    F1: هذه المساعدة
Ctrl+T: الإحصائيات    Ctrl+,: الإعدادات    Ctrl+Q: إنهاء (تُحفظ اللعبة)
Ctrl+R: مراجعة اللعبة المنتهية مع المدرب
أثناء المراجعة: السهمان الأيمن والأيسر للتنقل بين النقلات، وHome وEnd للانتقال إلى البداية والنهاية</translation>
    </message>
    <message>
        <source>The players take turns putting their mark in a free cell. Whoever first completes {k} in a row (across, down or diagonally) wins. A full board with no line is a draw.</source>
        <translation>يتناوب اللاعبان على وضع علامتيهما في خانة فارغة. أول من يُكمل {k} على التوالي (أفقيًا أو عموديًا أو قطريًا) يفوز. اللوحة الممتلئة بلا خط تعادل.</translation>
    </message>
    <message>
        <source>Match my level plays at a level from 0 (weakest) to 10: after each game you win it plays stronger, after each one you lose weaker, a draw keeps it, so that you win about as often as you lose. Each board and rules keep their own level, read from your recorded games; clearing the statistics starts again.</source>
        <translation>«على مستواي» يلعب بمستوى من 0 (الأضعف) إلى 10: بعد كل مباراة تفوز بها يلعب أقوى، وبعد كل مباراة تخسرها أضعف، والتعادل يُبقيه كما هو، لكي تفوز بقدر ما تخسر تقريبًا. لكل لوحة وقواعد مستواها الخاص، يُقرأ من مبارياتك المسجّلة؛ ومسح الإحصائيات يبدأ من جديد.</translation>
    </message>
    <message>
        <source>&amp;About {name}</source>
        <translation>&amp;حول {name}</translation>
    </message>
    <message>
        <source>Save Game &amp;As…</source>
        <translation>حف&amp;ظ اللعبة باسم…</translation>
    </message>
    <message>
        <source>&amp;Evaluation</source>
        <translation>ع&amp;رض التقييم</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>إ&amp;حصائيات…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;إعدادات…</translation>
    </message>
    <message>
        <source>The rules, the levels, what the values mean, and the keys</source>
        <translation>القواعد، والمستويات، ومعنى القيم، والمفاتيح</translation>
    </message>
    <message>
        <source>Version, licence and credits</source>
        <translation>الإصدار والترخيص والشكر</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;لعبة</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;نقلة</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;مساعدة</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Column %1</source>
        <translation>العمود %1</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>الصف %1</translation>
    </message>
</context>
<context>
    <name>CellButton</name>
    <message>
        <source>%1, %2</source>
        <translation>%1، %2</translation>
    </message>
    <message>
        <source>%1, forbidden: %2</source>
        <translation>%1، ممنوعة: %2</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1، فارغة</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>آخر نقلة</translation>
    </message>
    <message>
        <source>completed line</source>
        <translation>خط مكتمل</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>تلميح</translation>
    </message>
    <message>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <source>Forbidden to X under Renju: %1</source>
        <translation>ممنوعة على X في قواعد رينجو: %1</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Stop revie&amp;w</source>
        <translation>إيقاف ال&amp;مراجعة</translation>
    </message>
    <message>
        <source>Try &amp;again from here</source>
        <translation>أعد المحاولة من &amp;هنا</translation>
    </message>
    <message>
        <source>Save review as &amp;PDF…</source>
        <translation>حفظ المراجعة بصيغة &amp;PDF…</translation>
    </message>
    <message>
        <source>Play on from the position before your first mistake, against the same opponent</source>
        <translation>متابعة اللعب من الموضع السابق لأول خطأ لك، أمام الخصم نفسه</translation>
    </message>
    <message>
        <source>No mistake of yours found so far</source>
        <translation>لم يُعثر على أي خطأ لك حتى الآن</translation>
    </message>
    <message>
        <source>Stop reviewing; the marks found so far stay</source>
        <translation>إيقاف المراجعة؛ تبقى العلامات التي وُجدت حتى الآن</translation>
    </message>
    <message>
        <source>Hi&amp;de the coach</source>
        <translation>إخفاء ال&amp;مدرب</translation>
    </message>
    <message>
        <source>Take the coach&apos;s marks and this panel away; the game stays shown to step through (New game ends the review)</source>
        <translation>إزالة علامات المدرب وهذه اللوحة؛ تبقى اللعبة معروضة للتنقل فيها («لعبة جديدة» تُنهي المراجعة)</translation>
    </message>
    <message>
        <source>The review could not be saved to {path}: {reason}.</source>
        <translation>تعذّر حفظ المراجعة في {path}: {reason}.</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>المدرب</translation>
    </message>
    <message>
        <source>Saved the review to {path}.</source>
        <translation>حُفظت المراجعة في {path}.</translation>
    </message>
    <message>
        <source>Save the review as PDF</source>
        <translation>حفظ المراجعة بصيغة PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf);;All files (*)</source>
        <translation>ملفات PDF (*.pdf);;كل الملفات (*)</translation>
    </message>
    <message>
        <source>Advantage over the game</source>
        <translation>الأفضلية على مدار اللعبة</translation>
    </message>
    <message>
        <source>Who was better after each move: X above the middle, O below</source>
        <translation>مَن كان أفضل بعد كل نقلة: X فوق المنتصف، وO تحته</translation>
    </message>
    <message>
        <source>{done} of {total} moves reviewed</source>
        <translation>رُوجعت {done} من {total} نقلة</translation>
    </message>
    <message>
        <source>Move {number}, {cell}: {grade}; X&apos;s expected result {percent}%</source>
        <translation>النقلة {number}، {cell}: {grade}؛ النتيجة المتوقعة لـ X: {percent}٪</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>الألغاز</translation>
    </message>
    <message>
        <source>Your move: click a cell, or reach it with Tab and the arrow keys and press Space.</source>
        <translation>دورك: انقر خانة، أو انتقل إليها بـ Tab ومفاتيح الأسهم ثم اضغط Space.</translation>
    </message>
    <message>
        <source>{cell} is taken: choose a free cell.</source>
        <translation>الخانة {cell} مشغولة: اختر خانة فارغة.</translation>
    </message>
    <message>
        <source>{cell} is right. {mark} answers {reply}: your move.</source>
        <translation>الخانة {cell} صحيحة. يردّ {mark} بـ {reply}: دورك.</translation>
    </message>
    <message>
        <source>Solved! {cell} wins.</source>
        <translation>حُلّ اللغز! {cell} تفوز.</translation>
    </message>
    <message>
        <source>Your puzzle rating counts a first try without hints, so it counts this puzzle as missed.</source>
        <translation>لا يحتسب تصنيفك في الألغاز إلا المحاولة الأولى دون تلميحات، لذا يُحتسب هذا اللغز غير محلول.</translation>
    </message>
    <message>
        <source>Hint: play {cell}.</source>
        <translation>تلميح: العب {cell}.</translation>
    </message>
    <message>
        <source>Your puzzle rating counts this puzzle as missed.</source>
        <translation>يحتسب تصنيفك في الألغاز هذا اللغز غير محلول.</translation>
    </message>
    <message>
        <source>The solution: {line}</source>
        <translation>الحل: {line}</translation>
    </message>
    <message>
        <source>Try again: {question}.</source>
        <translation>حاول مجددًا: {question}.</translation>
    </message>
    <message>
        <source>Choose &amp;from:</source>
        <translation>ا&amp;ختر من:</translation>
    </message>
    <message>
        <source>Puzzles to choose from</source>
        <translation>الألغاز المتاح الاختيار منها</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>ما الذي حدث</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>تل&amp;ميح</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>عرض ال&amp;حل</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;أعد المحاولة</translation>
    </message>
    <message>
        <source>&amp;Next puzzle</source>
        <translation>اللغز التا&amp;لي</translation>
    </message>
    <message>
        <source>Puzzle of the &amp;day</source>
        <translation>لغز ال&amp;يوم</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <source>Puzzle board</source>
        <translation>لوحة اللغز</translation>
    </message>
    <message>
        <source>{cell}, {mark}</source>
        <translation>{cell}، {mark}</translation>
    </message>
    <message>
        <source>{cell}, empty, hinted</source>
        <translation>{cell}، فارغة، تلميح</translation>
    </message>
    <message>
        <source>{cell}, empty</source>
        <translation>{cell}، فارغة</translation>
    </message>
    <message>
        <source>{cell} does not win. Try again.</source>
        <translation>الخانة {cell} لا تفوز. حاول مجددًا.</translation>
    </message>
    <message>
        <source>{cell} does not win: the computer answers…</source>
        <translation>الخانة {cell} لا تفوز: الحاسوب يردّ…</translation>
    </message>
    <message>
        <source>{cell} does not win: {mark} answers {reply}. Try again.</source>
        <translation>الخانة {cell} لا تفوز: يردّ {mark} بـ {reply}. حاول مجددًا.</translation>
    </message>
    <message>
        <source>{mark} to play and win in 1 move</source>
        <translation>دور {mark}: الفوز في نقلة واحدة</translation>
    </message>
    <message>
        <source>{mark} to play and win in {n} moves</source>
        <translation>دور {mark}: الفوز في {n} نقلات</translation>
    </message>
    <message>
        <source>All puzzles</source>
        <translation>كل الألغاز</translation>
    </message>
    <message>
        <source>3 x 3</source>
        <translation>3 × 3</translation>
    </message>
    <message>
        <source>3 x 3, reverse rules</source>
        <translation>3 × 3، بالقواعد المعكوسة</translation>
    </message>
    <message>
        <source>Wins by fours (15 x 15)</source>
        <translation>الفوز بالرباعيات (15 × 15)</translation>
    </message>
    <message>
        <source>Wins by fours and threes (15 x 15)</source>
        <translation>الفوز بالرباعيات والثلاثيات (15 × 15)</translation>
    </message>
    <message>
        <source>Puzzle {id} · {size} x {size}, {length} in a row{reverse} · difficulty {level}</source>
        <translation>اللغز {id} · {size} × {size}، {length} على التوالي{reverse} · الصعوبة {level}</translation>
    </message>
    <message>
        <source>, reverse rules</source>
        <translation>، بالقواعد المعكوسة</translation>
    </message>
    <message numerus="yes">
        <source>Your puzzle rating: {rating} (± {deviation}, %n puzzles)</source>
        <translation>
            <numerusform>تصنيفك في الألغاز: {rating} (± {deviation}، عدد الألغاز: %n)</numerusform>
            <numerusform>تصنيفك في الألغاز: {rating} (± {deviation}، عدد الألغاز: %n)</numerusform>
            <numerusform>تصنيفك في الألغاز: {rating} (± {deviation}، عدد الألغاز: %n)</numerusform>
            <numerusform>تصنيفك في الألغاز: {rating} (± {deviation}، عدد الألغاز: %n)</numerusform>
            <numerusform>تصنيفك في الألغاز: {rating} (± {deviation}، عدد الألغاز: %n)</numerusform>
            <numerusform>تصنيفك في الألغاز: {rating} (± {deviation}، عدد الألغاز: %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: the winning move is one of {cells}.</source>
        <translation>تلميح: النقلة الفائزة إحدى هذه الخانات: {cells}.</translation>
    </message>
    <message>
        <source>best move</source>
        <translation>أفضل نقلة</translation>
    </message>
    <message>
        <source>good move</source>
        <translation>نقلة جيدة</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>نقلة غير دقيقة</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>خطأ</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>خطأ فادح</translation>
    </message>
    <message>
        <source>1 2 3: the better line, from the move before</source>
        <translation>1 2 3: التسلسل الأفضل بدءًا من النقلة السابقة</translation>
    </message>
    <message>
        <source>{name} is the best move (wins in {n})</source>
        <translation>{name} هي أفضل نقلة (فوز خلال {n} نقلة)</translation>
    </message>
    <message>
        <source>{name} is the best move (loses in {n})</source>
        <translation>{name} هي أفضل نقلة (خسارة خلال {n} نقلة)</translation>
    </message>
    <message>
        <source>{name} is the best move (draws)</source>
        <translation>{name} هي أفضل نقلة (تعادل)</translation>
    </message>
    <message>
        <source>{name} is the best move (estimate {label})</source>
        <translation>{name} هي أفضل نقلة (تقدير {label})</translation>
    </message>
    <message>
        <source>{name} is good; {best} was better</source>
        <translation>{name} نقلة جيدة؛ لكن {best} كانت أفضل</translation>
    </message>
    <message>
        <source>{name} wins in {n}; {best} won in {m}</source>
        <translation>{name} تفوز خلال {n} نقلة؛ بينما كانت {best} تفوز خلال {m} نقلة</translation>
    </message>
    <message>
        <source>{name} only draws; {best} won in {m}</source>
        <translation>{name} لا تحقق سوى التعادل؛ بينما كانت {best} تفوز خلال {m} نقلة</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win in {n}; {best} won in {m}</source>
        <translation>{name} تتيح لـ {rival} فرض الفوز خلال {n} نقلة؛ بينما كانت {best} تفوز خلال {m} نقلة</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win in {n}; {best} held the draw</source>
        <translation>{name} تتيح لـ {rival} فرض الفوز خلال {n} نقلة؛ بينما كانت {best} تحافظ على التعادل</translation>
    </message>
    <message>
        <source>{name} misses the win: {best} completes a line</source>
        <translation>{name} تُفوّت الفوز: {best} تُكمل خطًا</translation>
    </message>
    <message>
        <source>{name} leaves {rival}&apos;s four unblocked; {best} blocks it</source>
        <translation>{name} تترك رباعية {rival} دون سدّ؛ و{best} تسدّها</translation>
    </message>
    <message>
        <source>{name} misses a win by fours and threes; {best} starts it (estimate)</source>
        <translation>{name} تُفوّت فوزًا بالرباعيات والثلاثيات يبدأ من {best} (تقدير)</translation>
    </message>
    <message>
        <source>{name} misses a win by fours: {best} wins in {m}</source>
        <translation>{name} تُفوّت فوزًا بالرباعيات: {best} تفوز خلال {m} نقلة</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win by fours in {n}; {best} stops it</source>
        <translation>{name} تتيح لـ {rival} فرض الفوز بالرباعيات خلال {n} نقلة؛ و{best} تمنع ذلك</translation>
    </message>
    <message>
        <source>{name} lets {rival} force a win by fours in {n}; {best} was better</source>
        <translation>{name} تتيح لـ {rival} فرض الفوز بالرباعيات خلال {n} نقلة؛ وكانت {best} أفضل</translation>
    </message>
    <message>
        <source>{name} lets {rival} win by fours and threes (estimate); {best} stops it</source>
        <translation>{name} تتيح لـ {rival} الفوز بالرباعيات والثلاثيات (تقدير)؛ و{best} تمنع ذلك</translation>
    </message>
    <message>
        <source>{name} gives ground (estimate: {before}% to {after}%); {best} was better</source>
        <translation>{name} تُضعف الموقف (تقدير: من {before}٪ إلى {after}٪)؛ وكانت {best} أفضل</translation>
    </message>
    <message>
        <source>another move</source>
        <translation>نقلة أخرى</translation>
    </message>
    <message>
        <source>{grade}: {sentence}</source>
        <translation>{grade}: {sentence}</translation>
    </message>
    <message>
        <source>{text} (an estimate)</source>
        <translation>{text} (تقدير)</translation>
    </message>
    <message>
        <source>Better: {line}</source>
        <translation>الأفضل: {line}</translation>
    </message>
    <message>
        <source>Reviewing move {number} of {total}…</source>
        <translation>جارٍ مراجعة النقلة {number} من {total}…</translation>
    </message>
    <message>
        <source>Review stopped after {done} of {total} moves.</source>
        <translation>توقفت المراجعة بعد {done} من {total} نقلة.</translation>
    </message>
    <message>
        <source>Review done: {total} moves marked.</source>
        <translation>اكتملت المراجعة: عدد النقلات المقيَّمة {total}.</translation>
    </message>
</context>
<context>
    <name>CoachCommands</name>
    <message>
        <source>Cannot open the puzzles</source>
        <translation>تعذّر فتح الألغاز</translation>
    </message>
    <message>
        <source>The puzzle set is missing from this installation of the app.</source>
        <translation>مجموعة الألغاز مفقودة من تثبيت التطبيق هذا.</translation>
    </message>
    <message>
        <source>The puzzle set of this installation is damaged: reinstall the app.</source>
        <translation>مجموعة الألغاز في هذا التثبيت تالفة: أعد تثبيت التطبيق.</translation>
    </message>
    <message>
        <source>Cannot save the coach&apos;s marks</source>
        <translation>تعذّر حفظ تقييمات المدرب</translation>
    </message>
    <message>
        <source>Puzzle rating: no puzzle tried yet (Game &gt; Puzzles…).</source>
        <translation>تصنيف الألغاز: لم تُجرَّب أي ألغاز بعد (لعبة &gt; ألغاز…).</translation>
    </message>
    <message>
        <source>Puzzle rating: {rating} (solved at the first try without hints: {solved} of {count}); lately {ratings}</source>
        <translation>تصنيف الألغاز: {rating} (المحلولة من المحاولة الأولى دون تلميحات: {solved} من {count})؛ مؤخرًا: {ratings}</translation>
    </message>
</context>
<context>
    <name>CoachReport</name>
    <message>
        <source>Coach&apos;s review: {x} (X) vs {o} (O)</source>
        <translation>مراجعة المدرب: {x} (X) ضد {o} (O)</translation>
    </message>
    <message>
        <source>{done} of {total} moves marked.</source>
        <translation>عُلِّمت {done} من {total} نقلة.</translation>
    </message>
    <message>
        <source>Marks are exact where the value is proven; ~ marks an estimate of the search. Signs: ! best move, ?! inaccuracy, ? mistake, ?? blunder.</source>
        <translation>العلامات دقيقة حيث تكون القيمة مُثبتة؛ و~ تدل على تقدير من البحث. الرموز: ! أفضل نقلة، ?! عدم دقة، ? خطأ، ?? خطأ فادح.</translation>
    </message>
    <message>
        <source>Marks per player</source>
        <translation>العلامات لكل لاعب</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>النقلات</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>العلامة</translation>
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
        <translation>رقم</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>اللاعب</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>النقلة</translation>
    </message>
    <message>
        <source>Better</source>
        <translation>الأفضل</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>السبب</translation>
    </message>
</context>
<context>
    <name>DesktopEntry</name>
    <message>
        <source>Tic-Tac-Toe</source>
        <translation>إكس-أو</translation>
    </message>
    <message>
        <source>Play tic-tac-toe on boards from 3 x 3 to 15 x 15 against a friend or the computer</source>
        <translation>العب إكس-أو على لوحات من 3 × 3 إلى 15 × 15 ضد صديق أو ضد الحاسوب</translation>
    </message>
    <message>
        <source>tic-tac-toe;tictactoe;noughts;crosses;gomoku;k-in-a-row;misere;</source>
        <extracomment>Search words, each followed by a semicolon: keep the English ones and add your own.</extracomment>
        <translation>tic-tac-toe;tictactoe;noughts;crosses;gomoku;k-in-a-row;misere;إكس-أو;إكس أو;اكس او;تيك تاك تو;لعبة;ألعاب;لوحة;</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Open a game</source>
        <translation>فتح لعبة</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>حفظ اللعبة</translation>
    </message>
    <message>
        <source>End this game?</source>
        <translation>أتريد إنهاء هذه اللعبة؟</translation>
    </message>
    <message>
        <source>The game in progress will not be kept.</source>
        <translation>لن يُحتفظ باللعبة الجارية.</translation>
    </message>
    <message>
        <source>Game files (*.ttt *.psq *.sgf)</source>
        <translation>ملفات الألعاب (*.ttt *.psq *.sgf)</translation>
    </message>
    <message>
        <source>ttt_qt games (*.ttt)</source>
        <translation>ألعاب ttt_qt (*.ttt)</translation>
    </message>
    <message>
        <source>Piskvork games (*.psq)</source>
        <translation>ألعاب Piskvork (*.psq)</translation>
    </message>
    <message>
        <source>SGF games (*.sgf)</source>
        <translation>ألعاب SGF (*.sgf)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>كل الملفات (*)</translation>
    </message>
    <message>
        <source>Add an engine</source>
        <translation>إضافة محرك</translation>
    </message>
    <message>
        <source>Gomocup engines (pbrain-*);;All files (*)</source>
        <translation>محركات Gomocup (pbrain-*);;كل الملفات (*)</translation>
    </message>
    <message>
        <source>The game in progress will count as abandoned in Statistics.</source>
        <translation>ستُحتسب اللعبة الجارية «متروكة» في الإحصائيات.</translation>
    </message>
    <message>
        <source>The game in progress will count as abandoned in Statistics, and as a loss for Match my level.</source>
        <translation>ستُحتسب اللعبة الجارية «متروكة» في الإحصائيات، وخسارةً في «على مستواي».</translation>
    </message>
    <message>
        <source>The game in progress is saved in {file}: Open Game brings it back.</source>
        <translation>اللعبة الجارية محفوظة في {file}: يعيدها «فتح لعبة».</translation>
    </message>
    <message>
        <source>The game in progress is saved in {file}: Open Game brings it back. In Statistics it will count as abandoned.</source>
        <translation>اللعبة الجارية محفوظة في {file}: يعيدها «فتح لعبة». وفي الإحصائيات ستُحتسب «متروكة».</translation>
    </message>
    <message>
        <source>The game in progress is saved in {file}: Open Game brings it back. In Statistics it will count as abandoned, and as a loss for Match my level.</source>
        <translation>اللعبة الجارية محفوظة في {file}: يعيدها «فتح لعبة». وفي الإحصائيات ستُحتسب «متروكة»، وخسارةً في «على مستواي».</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;متابعة اللعب</translation>
    </message>
    <message>
        <source>The game has just ended: {result}</source>
        <translation>انتهت اللعبة للتو: {result}</translation>
    </message>
    <message>
        <source>About {name}</source>
        <translation>حول {name}</translation>
    </message>
    <message>
        <source>&lt;h2&gt;{name}&lt;/h2&gt;&lt;p&gt;Version {version}&lt;/p&gt;</source>
        <translation>&lt;h2&gt;{name}&lt;/h2&gt;&lt;p&gt;الإصدار {version}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Tic-tac-toe from 3 x 3 to 15 x 15, k in a row, normal or reverse rules, against a friend or computer players from dumb to perfect.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;br&gt;&lt;a href=&quot;{url}&quot;&gt;{url}&lt;/a&gt;&lt;/p&gt;&lt;p&gt;Credits: the ttt_qt developers. Its console games and course modules follow the programming courses they were written for. Built with Python and Qt.&lt;/p&gt;</source>
        <translation>&lt;p&gt;لعبة إكس-أو من 3 × 3 إلى 15 × 15، وk في صف واحد، بالقواعد العادية أو المعكوسة، ضد صديق أو ضد لاعبين حاسوبيين من «الساذج» إلى «المثالي».&lt;/p&gt;&lt;p&gt;برمجية حرة بموجب ترخيص MIT.&lt;br&gt;&lt;a href=&quot;{url}&quot;&gt;{url}&lt;/a&gt;&lt;/p&gt;&lt;p&gt;الشكر: مطوّرو ttt_qt. تتبع ألعاب الطرفية ووحدات الدروس فيها دروسَ البرمجة التي كُتبت من أجلها. بُنيت باستخدام Python وQt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>حول &amp;Qt</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>حول Qt</translation>
    </message>
</context>
<context>
    <name>EngineHelp</name>
    <message>
        <source>The engine failed</source>
        <translation>تعطّل المحرك</translation>
    </message>
    <message>
        <source>The game is kept. Play on against {level}, or start {name} again?</source>
        <translation>احتُفظ باللعبة. أتريد متابعة اللعب ضد {level}، أم تشغيل {name} مجددًا؟</translation>
    </message>
    <message>
        <source>Play on against {level}</source>
        <translation>متابعة اللعب ضد {level}</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>إعادة ال&amp;محاولة</translation>
    </message>
</context>
<context>
    <name>EngineLogDialog</name>
    <message>
        <source>Engine Log</source>
        <translation>سجل المحركات</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;تحديث</translation>
    </message>
    <message>
        <source>No outside engine plays or gives hints now.</source>
        <translation>لا يلعب أي محرك خارجي ولا يقدّم تلميحات الآن.</translation>
    </message>
    <message>
        <source>{name} ({path}), not running</source>
        <translation>{name} ({path})، لا يعمل</translation>
    </message>
    <message>
        <source>{name} ({path}), process {pid}</source>
        <translation>{name} ({path})، العملية {pid}</translation>
    </message>
    <message>
        <source>It has printed no message.</source>
        <translation>لم يطبع أي رسالة.</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <source>There is no file at {path}.</source>
        <translation>لا يوجد ملف في {path}.</translation>
    </message>
    <message>
        <source>{name} is not a program that can be run (it is not executable).</source>
        <translation>{name} ليس برنامجًا يمكن تشغيله (ليس قابلًا للتنفيذ).</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>المحركات</translation>
    </message>
    <message>
        <source>Gomocup engines (programs named pbrain-…) play five in a row on boards from 7 x 7 to 15 x 15. They are started from where they are; nothing is copied.</source>
        <translation>محركات Gomocup (برامج تُسمّى pbrain-…) تلعب خمسة على التوالي على لوحات من 7 × 7 إلى 15 × 15. تُشغَّل من أماكنها؛ ولا يُنسخ شيء.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>الإصدار</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>البرنامج</translation>
    </message>
    <message>
        <source>Engines added</source>
        <translation>المحركات المضافة</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>إ&amp;ضافة…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>إ&amp;زالة</translation>
    </message>
    <message>
        <source>Hints come from the engine chosen here: its move for the side to move.</source>
        <translation>تأتي التلميحات من المحرك المختار هنا: نقلته للطرف الذي عليه الدور.</translation>
    </message>
    <message>
        <source>Analyse &amp;with:</source>
        <translation>ال&amp;تحليل بواسطة:</translation>
    </message>
    <message>
        <source>With the evaluation shown, the values on the cells stay the app&apos;s own (an engine gives one move, not a value per cell); the engine&apos;s move is framed as a hint, with its evaluation in the status bar.</source>
        <translation>عند عرض التقييم تبقى القيم على الخانات قيم التطبيق نفسه (المحرك يعطي نقلة واحدة لا قيمة لكل خانة)؛ وتُؤطَّر نقلة المحرك كتلميح، مع تقييمه في شريط الحالة.</translation>
    </message>
    <message>
        <source>That engine is in the list already.</source>
        <translation>هذا المحرك موجود في القائمة بالفعل.</translation>
    </message>
    <message>
        <source>Starting {path} to read its name…</source>
        <translation>جارٍ تشغيل {path} لقراءة اسمه…</translation>
    </message>
    <message>
        <source>Built-in analysis</source>
        <translation>التحليل المدمج</translation>
    </message>
    <message>
        <source>{name} was added.</source>
        <translation>أُضيف {name}.</translation>
    </message>
    <message>
        <source>{reason} It was not added.</source>
        <translation>{reason} لم يُضَف.</translation>
    </message>
</context>
<context>
    <name>EnginesSection</name>
    <message>
        <source>Engines</source>
        <translation>المحركات</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>إ&amp;دارة المحركات…</translation>
    </message>
    <message>
        <source>Add or remove Gomocup engines, and choose who gives hints</source>
        <translation>إضافة محركات Gomocup أو إزالتها، واختيار من يقدّم التلميحات</translation>
    </message>
    <message>
        <source>None added. Hints come from the app&apos;s own analysis.</source>
        <translation>لم يُضَف أي محرك. تأتي التلميحات من تحليل التطبيق نفسه.</translation>
    </message>
    <message>
        <source>{names}. Hints come from the app&apos;s own analysis.</source>
        <translation>{names}. تأتي التلميحات من تحليل التطبيق نفسه.</translation>
    </message>
    <message>
        <source>{names}. Hints come from {analyst} for five in a row on 7 x 7 to 15 x 15, else from the app&apos;s own analysis.</source>
        <translation>{names}. تأتي التلميحات من {analyst} لخمسة في صف على لوحات من 7 x 7 إلى 15 x 15، وإلا فمن تحليل التطبيق نفسه.</translation>
    </message>
</context>
<context>
    <name>Evaluation</name>
    <message numerus="yes">
        <source>Win in %n</source>
        <translation>
            <numerusform>فوز خلال %n نقلة</numerusform>
            <numerusform>فوز خلال %n نقلة</numerusform>
            <numerusform>فوز خلال نقلتين</numerusform>
            <numerusform>فوز خلال %n نقلات</numerusform>
            <numerusform>فوز خلال %n نقلة</numerusform>
            <numerusform>فوز خلال %n نقلة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loss in %n</source>
        <translation>
            <numerusform>خسارة خلال %n نقلة</numerusform>
            <numerusform>خسارة خلال %n نقلة</numerusform>
            <numerusform>خسارة خلال نقلتين</numerusform>
            <numerusform>خسارة خلال %n نقلات</numerusform>
            <numerusform>خسارة خلال %n نقلة</numerusform>
            <numerusform>خسارة خلال %n نقلة</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw</source>
        <comment>a proven result: with best play nobody wins</comment>
        <translation>تعادل</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1٪</translation>
    </message>
    <message>
        <source>%1: %2. %3 wins by playing here.</source>
        <translation>%1: %2. يفوز %3 إذا لعب هنا.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2. If %3 plays here, %3 can force a win within %n moves (the moves of both players, this one included).</source>
        <translation>
            <numerusform>%1: %2. إذا لعب %3 هنا، يستطيع %3 فرض الفوز خلال %n نقلة (تُحتسب نقلات اللاعبين كليهما، ومنها هذه النقلة).</numerusform>
            <numerusform>%1: %2. إذا لعب %3 هنا، يستطيع %3 فرض الفوز خلال %n نقلة (تُحتسب نقلات اللاعبين كليهما، ومنها هذه النقلة).</numerusform>
            <numerusform>%1: %2. إذا لعب %3 هنا، يستطيع %3 فرض الفوز خلال نقلتين (تُحتسب نقلات اللاعبين كليهما، ومنها هذه النقلة).</numerusform>
            <numerusform>%1: %2. إذا لعب %3 هنا، يستطيع %3 فرض الفوز خلال %n نقلات (تُحتسب نقلات اللاعبين كليهما، ومنها هذه النقلة).</numerusform>
            <numerusform>%1: %2. إذا لعب %3 هنا، يستطيع %3 فرض الفوز خلال %n نقلة (تُحتسب نقلات اللاعبين كليهما، ومنها هذه النقلة).</numerusform>
            <numerusform>%1: %2. إذا لعب %3 هنا، يستطيع %3 فرض الفوز خلال %n نقلة (تُحتسب نقلات اللاعبين كليهما، ومنها هذه النقلة).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2. If %3 plays here, %4 can force a win within %n moves (the moves of both players, this one included).</source>
        <translation>
            <numerusform>%1: %2. إذا لعب %3 هنا، يستطيع %4 فرض الفوز خلال %n نقلة (تُحتسب نقلات اللاعبين كليهما، ومنها هذه النقلة).</numerusform>
            <numerusform>%1: %2. إذا لعب %3 هنا، يستطيع %4 فرض الفوز خلال %n نقلة (تُحتسب نقلات اللاعبين كليهما، ومنها هذه النقلة).</numerusform>
            <numerusform>%1: %2. إذا لعب %3 هنا، يستطيع %4 فرض الفوز خلال نقلتين (تُحتسب نقلات اللاعبين كليهما، ومنها هذه النقلة).</numerusform>
            <numerusform>%1: %2. إذا لعب %3 هنا، يستطيع %4 فرض الفوز خلال %n نقلات (تُحتسب نقلات اللاعبين كليهما، ومنها هذه النقلة).</numerusform>
            <numerusform>%1: %2. إذا لعب %3 هنا، يستطيع %4 فرض الفوز خلال %n نقلة (تُحتسب نقلات اللاعبين كليهما، ومنها هذه النقلة).</numerusform>
            <numerusform>%1: %2. إذا لعب %3 هنا، يستطيع %4 فرض الفوز خلال %n نقلة (تُحتسب نقلات اللاعبين كليهما، ومنها هذه النقلة).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2. If %3 plays here, neither player can force a win: with best play the game is a draw.</source>
        <translation>%1: %2. إذا لعب %3 هنا، لا يستطيع أي من اللاعبين فرض الفوز: مع أفضل لعب تنتهي اللعبة بالتعادل.</translation>
    </message>
    <message>
        <source>%1: %2. If %3 plays here, %3&apos;s chances are estimated at %5% (a draw counts as half a win). This is not proven.</source>
        <translation>%1: %2. إذا لعب %3 هنا، تُقدَّر فرص %3 بنسبة %5٪ (يُحتسب التعادل نصف فوز). هذا التقدير غير مُثبَت.</translation>
    </message>
    <message>
        <source>Each free cell shows how the game goes for %1 if %1 plays there.</source>
        <translation>تعرض كل خانة فارغة كيف تسير اللعبة لصالح %1 إذا لعب %1 فيها.</translation>
    </message>
    <message>
        <source>Evaluating every free cell for %1…</source>
        <translation>جارٍ تقييم كل خانة فارغة لصالح %1…</translation>
    </message>
    <message>
        <source>The values come back when a person is to move.</source>
        <translation>تعود القيم عندما يحين دور لاعب بشري.</translation>
    </message>
    <message>
        <source>Pause the game to see the values for the player to move.</source>
        <translation>أوقف اللعبة مؤقتًا لترى القيم للاعب الذي عليه الدور.</translation>
    </message>
    <message>
        <source>The game is over: there is nothing left to evaluate.</source>
        <translation>انتهت اللعبة: لم يبقَ ما يُقيَّم.</translation>
    </message>
    <message>
        <source>Green a win, blue a draw, red a loss: proven with best play, stronger the sooner.</source>
        <translation>الأخضر فوز والأزرق تعادل والأحمر خسارة: مثبتة مع أفضل لعب، وأقوى كلما كانت أقرب.</translation>
    </message>
    <message>
        <source>Paler shades: estimated chances, not proven. Point at a cell to read its value.</source>
        <translation>الظلال الأفتح: فرص مقدّرة غير مثبتة. أشر إلى خانة لتقرأ قيمتها.</translation>
    </message>
    <message>
        <source>Win in 3, Draw, Loss in 2: proven with best play, moves of both players counted.</source>
        <translation>فوز خلال 3 نقلات، تعادل، خسارة خلال نقلتين: نتائج مُثبَتة مع أفضل لعب، وتُحتسب نقلات اللاعبين كليهما.</translation>
    </message>
    <message>
        <source>A percentage: estimated chances, not proven (a draw counts half).</source>
        <translation>نسبة مئوية: فرص مُقدَّرة غير مُثبَتة (يُحتسب التعادل نصف فوز).</translation>
    </message>
</context>
<context>
    <name>EvaluationSummary</name>
    <message numerus="yes">
        <source>Every move for %1 wins in %n.</source>
        <translation>
            <numerusform>أينما لعب %1 يفوز خلال %n نقلة.</numerusform>
            <numerusform>أينما لعب %1 يفوز خلال %n نقلة.</numerusform>
            <numerusform>أينما لعب %1 يفوز خلال نقلتين.</numerusform>
            <numerusform>أينما لعب %1 يفوز خلال %n نقلات.</numerusform>
            <numerusform>أينما لعب %1 يفوز خلال %n نقلة.</numerusform>
            <numerusform>أينما لعب %1 يفوز خلال %n نقلة.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every move for %1 loses in %n.</source>
        <translation>
            <numerusform>أينما لعب %1 يخسر خلال %n نقلة.</numerusform>
            <numerusform>أينما لعب %1 يخسر خلال %n نقلة.</numerusform>
            <numerusform>أينما لعب %1 يخسر خلال نقلتين.</numerusform>
            <numerusform>أينما لعب %1 يخسر خلال %n نقلات.</numerusform>
            <numerusform>أينما لعب %1 يخسر خلال %n نقلة.</numerusform>
            <numerusform>أينما لعب %1 يخسر خلال %n نقلة.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every move for %1 draws.</source>
        <comment>with best play, wherever %1 plays</comment>
        <translation>أينما لعب %1 تنتهي اللعبة بالتعادل.</translation>
    </message>
    <message>
        <source>Every move for %1 is estimated at %2%.</source>
        <translation>أينما لعب %1 تُقدَّر فرصه بنسبة %2٪.</translation>
    </message>
    <message numerus="yes">
        <source>Every move for %1 wins in %n, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>
            <numerusform>أينما لعب %1 يفوز خلال %n نقلة، ما عدا %2.</numerusform>
            <numerusform>أينما لعب %1 يفوز خلال %n نقلة، ما عدا %2.</numerusform>
            <numerusform>أينما لعب %1 يفوز خلال نقلتين، ما عدا %2.</numerusform>
            <numerusform>أينما لعب %1 يفوز خلال %n نقلات، ما عدا %2.</numerusform>
            <numerusform>أينما لعب %1 يفوز خلال %n نقلة، ما عدا %2.</numerusform>
            <numerusform>أينما لعب %1 يفوز خلال %n نقلة، ما عدا %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every move for %1 loses in %n, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>
            <numerusform>أينما لعب %1 يخسر خلال %n نقلة، ما عدا %2.</numerusform>
            <numerusform>أينما لعب %1 يخسر خلال %n نقلة، ما عدا %2.</numerusform>
            <numerusform>أينما لعب %1 يخسر خلال نقلتين، ما عدا %2.</numerusform>
            <numerusform>أينما لعب %1 يخسر خلال %n نقلات، ما عدا %2.</numerusform>
            <numerusform>أينما لعب %1 يخسر خلال %n نقلة، ما عدا %2.</numerusform>
            <numerusform>أينما لعب %1 يخسر خلال %n نقلة، ما عدا %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every move for %1 draws, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>أينما لعب %1 تنتهي اللعبة بالتعادل، ما عدا %2.</translation>
    </message>
    <message>
        <source>Every move for %1 is estimated at %3%, except %2.</source>
        <comment>%2: cells, values</comment>
        <translation>أينما لعب %1 تُقدَّر فرصه بنسبة %3٪، ما عدا %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1: wins in %n</source>
        <comment>a cell (%1) and its value</comment>
        <translation>
            <numerusform>%1: فوز خلال %n نقلة</numerusform>
            <numerusform>%1: فوز خلال %n نقلة</numerusform>
            <numerusform>%1: فوز خلال نقلتين</numerusform>
            <numerusform>%1: فوز خلال %n نقلات</numerusform>
            <numerusform>%1: فوز خلال %n نقلة</numerusform>
            <numerusform>%1: فوز خلال %n نقلة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: loses in %n</source>
        <comment>a cell (%1) and its value</comment>
        <translation>
            <numerusform>%1: خسارة خلال %n نقلة</numerusform>
            <numerusform>%1: خسارة خلال %n نقلة</numerusform>
            <numerusform>%1: خسارة خلال نقلتين</numerusform>
            <numerusform>%1: خسارة خلال %n نقلات</numerusform>
            <numerusform>%1: خسارة خلال %n نقلة</numerusform>
            <numerusform>%1: خسارة خلال %n نقلة</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: draws</source>
        <comment>a cell (%1) and its value</comment>
        <translation>%1: تعادل</translation>
    </message>
    <message>
        <source>%1: %2%</source>
        <comment>a cell (%1) and its estimated chances</comment>
        <translation>%1: %2٪</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>{name} does not exist.</source>
        <translation>{name} غير موجود.</translation>
    </message>
    <message>
        <source>{name} is a folder, not a saved game.</source>
        <translation>{name} مجلد، وليس لعبة محفوظة.</translation>
    </message>
    <message>
        <source>{name} cannot be read: permission denied.</source>
        <translation>تعذّرت قراءة {name}: الإذن مرفوض.</translation>
    </message>
    <message>
        <source>{name} is not a text file, so it is not a saved game.</source>
        <translation>{name} ليس ملفًا نصيًا، لذا فهو ليس لعبة محفوظة.</translation>
    </message>
    <message>
        <source>{name} cannot be read: {reason}.</source>
        <translation>تعذّرت قراءة {name}: {reason}.</translation>
    </message>
    <message>
        <source>{name} is empty: there is no game in it.</source>
        <translation>{name} فارغ: لا توجد فيه لعبة.</translation>
    </message>
    <message>
        <source>{name} was saved by a newer version of ttt_qt (game format {version}; this version reads format {ours}). Update ttt_qt to open it.</source>
        <translation>حُفظت {name} بإصدار أحدث من ttt_qt (صيغة اللعبة {version}؛ هذا الإصدار يقرأ الصيغة {ours}). حدّث ttt_qt لفتحها.</translation>
    </message>
    <message>
        <source>{name} is not a ttt_qt game: the first line must be &apos;{header}&apos;.</source>
        <translation>{name} ليس لعبة ttt_qt: يجب أن يكون السطر الأول &apos;{header}&apos;.</translation>
    </message>
    <message>
        <source>{name} cannot be opened: {reason}.</source>
        <translation>تعذّر فتح {name}: {reason}.</translation>
    </message>
    <message>
        <source>{name} is too big to be a game file.</source>
        <translation>{name} أكبر من أن يكون ملف لعبة.</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>السطر {line}</translation>
    </message>
    <message>
        <source>line {line}, move {move}</source>
        <translation>السطر {line}، النقلة {move}</translation>
    </message>
    <message>
        <source>{where}: {problem}</source>
        <translation>{where}: {problem}</translation>
    </message>
    <message>
        <source>a saved game is at most {limit} characters</source>
        <translation>اللعبة المحفوظة {limit} حرفًا على الأكثر</translation>
    </message>
    <message>
        <source>unknown entry &apos;{entry}&apos;</source>
        <translation>إدخال غير معروف &apos;{entry}&apos;</translation>
    </message>
    <message>
        <source>&apos;{entry}&apos; is given twice</source>
        <translation>&apos;{entry}&apos; مذكور مرتين</translation>
    </message>
    <message>
        <source>missing {entries}</source>
        <translation>ينقص: {entries}</translation>
    </message>
    <message>
        <source>{entry} must be a whole number, not &apos;{text}&apos;</source>
        <translation>يجب أن يكون {entry} عددًا صحيحًا، لا &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>board size must be from {low} to {high}, not {size}</source>
        <translation>يجب أن يكون حجم اللوحة من {low} إلى {high}، لا {size}</translation>
    </message>
    <message>
        <source>win length must be from {low} to the board size {size}, not {length}</source>
        <translation>يجب أن يكون طول الصف الفائز من {low} إلى حجم اللوحة {size}، لا {length}</translation>
    </message>
    <message>
        <source>rules must be &apos;normal&apos; or &apos;reverse&apos;, not &apos;{text}&apos;</source>
        <translation>يجب أن تكون القواعد &apos;normal&apos; أو &apos;reverse&apos;، لا &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>rule must be &apos;freestyle&apos;, &apos;standard&apos;, &apos;renju&apos; or &apos;caro&apos;, not &apos;{text}&apos;</source>
        <translation>يجب أن تكون القاعدة &apos;freestyle&apos; أو &apos;standard&apos; أو &apos;renju&apos; أو &apos;caro&apos;، لا &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>the {rule} rule is five in a row on boards from 7 x 7 to 15 x 15, in normal rules</source>
        <translation>قاعدة {rule} هي لخمسة على التوالي فقط، على لوحات من 7 × 7 إلى 15 × 15، وبالقواعد العادية</translation>
    </message>
    <message>
        <source>the opening must be &apos;none&apos;, &apos;swap&apos; or &apos;swap2&apos;, not &apos;{text}&apos;</source>
        <translation>يجب أن تكون الافتتاحية &apos;none&apos; أو &apos;swap&apos; أو &apos;swap2&apos;، لا &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>the {opening} opening is played on 15 x 15 with five in a row, under freestyle, standard or Renju</source>
        <translation>افتتاحية {opening} تُلعب على 15 × 15 بخمسة على التوالي، بقاعدة freestyle أو standard أو رينجو</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a choice of the opening: give black, white or two</source>
        <translation>&apos;{text}&apos; ليس خيارًا للافتتاحية: اكتب black أو white أو two</translation>
    </message>
    <message>
        <source>{cell} cannot be played before the opening&apos;s choice</source>
        <translation>لا يمكن اللعب في {cell} قبل خيار الافتتاحية</translation>
    </message>
    <message>
        <source>the opening&apos;s choices ({text}) do not fit its moves</source>
        <translation>خيارات الافتتاحية ({text}) لا تتوافق مع نقلاتها</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; is not a cell: give a column letter A-{last} and a row 1-{size}, like B2</source>
        <translation>&apos;{word}&apos; ليست خانة: اكتب حرف عمود من A إلى {last} ورقم صف من 1 إلى {size}، مثل B2</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; is off the {size} x {size} board: columns A-{last}, rows 1-{size}</source>
        <translation>&apos;{word}&apos; خارج اللوحة {size} × {size}: الأعمدة A-{last}، والصفوف 1-{size}</translation>
    </message>
    <message>
        <source>{cell} cannot be played, it is already taken</source>
        <translation>لا يمكن اللعب في {cell}، فهي مشغولة</translation>
    </message>
    <message>
        <source>{cell} cannot be played, the game is over</source>
        <translation>لا يمكن اللعب في {cell}، فاللعبة انتهت</translation>
    </message>
    <message>
        <source>{cell} cannot be played, it is forbidden to X under Renju ({reason})</source>
        <translation>لا يمكن اللعب في {cell}، فهي ممنوعة على X في قواعد رينجو ({reason})</translation>
    </message>
    <message>
        <source>{entry} must be &apos;person&apos;, &apos;computer&apos; or &apos;engine&apos;, not &apos;{text}&apos;</source>
        <translation>يجب أن يكون {entry} &apos;person&apos;، &apos;computer&apos; أو &apos;engine&apos;، لا &apos;{text}&apos;</translation>
    </message>
    <message>
        <source>{entry} must give a name after &apos;{player}&apos;</source>
        <translation>يجب أن يذكر {entry} اسمًا بعد &apos;{player}&apos;</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; in {entry} is not a strategy name (lower-case letters, digits, &apos;-&apos; and &apos;_&apos;)</source>
        <translation>&apos;{text}&apos; في {entry} ليس اسم استراتيجية (أحرف لاتينية صغيرة وأرقام و&apos;-&apos; و&apos;_&apos;)</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; in {entry} is not an option: give name=number, like time_limit=1.5</source>
        <translation>&apos;{text}&apos; في {entry} ليس خيارًا: اكتب الاسم=العدد، مثل time_limit=1.5</translation>
    </message>
    <message>
        <source>the option &apos;{option}&apos; of {entry} is given twice</source>
        <translation>الخيار &apos;{option}&apos; في {entry} مذكور مرتين</translation>
    </message>
    <message>
        <source>{name} cannot be written: there is no folder {folder}.</source>
        <translation>تعذّرت كتابة {name}: المجلد {folder} غير موجود.</translation>
    </message>
    <message>
        <source>A {format} file cannot keep these rules: {name} will open as {opened}, not {rules}.</source>
        <translation>لا يحتفظ ملف {format} بهذه القواعد: سيُفتح {name} على أنه {opened}، لا {rules}.</translation>
    </message>
    <message>
        <source>{name} cannot be written: {reason}.</source>
        <translation>تعذّرت كتابة {name}: {reason}.</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>Paused. {turn}</source>
        <translation>متوقفة مؤقتًا. {turn}</translation>
    </message>
    <message>
        <source>Review: move {moves} of {total}. {result}</source>
        <translation>مراجعة: النقلة {moves} من {total}. {result}</translation>
    </message>
    <message>
        <source>This is a review: Play from here plays on from a move.</source>
        <translation>هذه مراجعة: «العب من هنا» يكمل اللعب من نقلة.</translation>
    </message>
    <message>
        <source>The game is over: New game starts another.</source>
        <translation>انتهت اللعبة: «لعبة جديدة» تبدأ أخرى.</translation>
    </message>
    <message>
        <source>Two computers play this game: Pause stops them, Continue goes on.</source>
        <translation>حاسوبان يلعبان هذه اللعبة: «إيقاف مؤقت» يوقفهما و«متابعة» يكمل.</translation>
    </message>
    <message>
        <source>Wait for {name} to move.</source>
        <translation>انتظر حتى يلعب {name}.</translation>
    </message>
    <message>
        <source>{cell} is taken: choose a free cell.</source>
        <translation>الخانة {cell} مشغولة: اختر خانة فارغة.</translation>
    </message>
    <message>
        <source>{cell} is forbidden to {mark} under Renju: {reason}.</source>
        <translation>الخانة {cell} ممنوعة على {mark} في قواعد رينجو: {reason}.</translation>
    </message>
    <message>
        <source>{name} ({mark}) chose a move that is not allowed: {error}</source>
        <translation>اختار {name} ({mark}) نقلة غير مسموح بها: {error}</translation>
    </message>
    <message>
        <source>{name} ({mark}) made an opening decision that is not allowed: {error}</source>
        <translation>اتخذ {name} ({mark}) قرارًا افتتاحيًا غير مسموح به: {error}</translation>
    </message>
    <message>
        <source>{name} ({mark}) could not move: {message}</source>
        <translation>تعذّر على {name} ({mark}) اللعب: {message}</translation>
    </message>
    <message>
        <source>The analysis failed: {message}</source>
        <translation>فشل التحليل: {message}</translation>
    </message>
</context>
<context>
    <name>GameRecorder</name>
    <message>
        <source>This game could not be added to the statistics: {reason}</source>
        <translation>تعذّرت إضافة هذه اللعبة إلى الإحصائيات: {reason}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New game</source>
        <translation>لعبة &amp;جديدة</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;إعدادات…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;تراجع</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>إ&amp;عادة</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>إ&amp;حصائيات…</translation>
    </message>
    <message>
        <source>The computers&apos; unfinished game is back, paused: Continue lets them play on.</source>
        <translation>عادت لعبة الحاسوبين غير المكتملة، متوقفة مؤقتًا: «متابعة» تتيح لهما مواصلة اللعب.</translation>
    </message>
    <message>
        <source>Your unfinished game is back: play on, or start a new one.</source>
        <translation>عادت مباراتك غير المكتملة: تابع اللعب أو ابدأ مباراة جديدة.</translation>
    </message>
    <message>
        <source>Review this game?</source>
        <translation>أتريد مراجعة هذه اللعبة؟</translation>
    </message>
    <message>
        <source>&amp;Review the game</source>
        <translation>&amp;مراجعة اللعبة</translation>
    </message>
    <message>
        <source>Review: {players} · {rules}</source>
        <translation>مراجعة: {players} · {rules}</translation>
    </message>
    <message>
        <source>{players} · {rules}</source>
        <translation>{players} · {rules}</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>حدث خطأ ما</translation>
    </message>
    <message>
        <source>Start a new game with the new settings? If you keep playing, the rules and players stay as they were.</source>
        <translation>أتريد بدء لعبة جديدة بالإعدادات الجديدة؟ إن واصلت اللعب، تبقى القواعد واللاعبون كما كانوا.</translation>
    </message>
    <message>
        <source>The rules and players were not changed; your game goes on.</source>
        <translation>لم تتغيّر القواعد ولا اللاعبون؛ لعبتك مستمرة.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>طريقة اللعب</translation>
    </message>
    <message>
        <source>Start a &amp;new game</source>
        <translation>بدء لعبة &amp;جديدة</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>تلم&amp;يح</translation>
    </message>
    <message>
        <source>The result stays in Statistics; the game from here on is not counted.</source>
        <translation>تبقى النتيجة في الإحصاءات؛ ما يُلعب من هنا لا يُحتسب.</translation>
    </message>
    <message>
        <source>The game was already over when it was opened: Statistics do not count it.</source>
        <translation>كانت المباراة منتهية عندما فُتحت: لا تحتسبها الإحصاءات.</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>أتريد بدء لعبة جديدة؟</translation>
    </message>
    <message>
        <source>Change your opponent and start a new game?</source>
        <translation>أتريد تغيير خصمك وبدء لعبة جديدة؟</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>الإحصائيات</translation>
    </message>
</context>
<context>
    <name>Metainfo</name>
    <message>
        <source>Tic-tac-toe from 3 x 3 to 15 x 15, against a friend or the computer</source>
        <translation>إكس-أو من 3 × 3 إلى 15 × 15، ضد صديق أو ضد الحاسوب</translation>
    </message>
    <message>
        <source>A tic-tac-toe game for the desktop that grows with its players: the classic 3 x 3 game, boards up to 15 x 15 with k in a row to win, and reverse (misère) rules in which whoever completes a line loses.</source>
        <translation>لعبة إكس-أو لسطح المكتب تنمو مع لاعبيها: اللعبة الكلاسيكية 3 × 3، ولوحات حتى 15 × 15 يفوز فيها من يضع k على التوالي، وقواعد معكوسة (ميزير) يخسر فيها من يُكمل خطًا.</translation>
    </message>
    <message>
        <source>Play a friend, play the computer, or watch two computer players</source>
        <translation>العب ضد صديق أو ضد الحاسوب، أو شاهد لاعبَين حاسوبيين</translation>
    </message>
    <message>
        <source>Computer players from a beginner that takes the first free cell to one that never loses</source>
        <translation>لاعبون حاسوبيون من مبتدئ يأخذ أول خانة فارغة إلى لاعب لا يخسر أبدًا</translation>
    </message>
    <message>
        <source>Hints, undo and redo, a move list and a highlighted winning line</source>
        <translation>تلميحات، وتراجع وإعادة، وقائمة بالنقلات، وإبراز الخط الفائز</translation>
    </message>
    <message>
        <source>An evaluation overlay that shows how good every free cell is</source>
        <translation>طبقة تقييم تُظهر مدى جودة كل خانة فارغة</translation>
    </message>
    <message>
        <source>Statistics of every game, with a chart and a PDF or CSV report</source>
        <translation>إحصائيات كل مباراة، مع رسم بياني وتقرير بصيغة PDF أو CSV</translation>
    </message>
    <message>
        <source>Mouse and keyboard play, with the numeric keypad on 3 x 3</source>
        <translation>اللعب بالفأرة ولوحة المفاتيح، مع لوحة الأرقام على 3 × 3</translation>
    </message>
    <message>
        <source>A game against the computer on the classic 3 x 3 board</source>
        <translation>مباراة ضد الحاسوب على اللوحة الكلاسيكية 3 × 3</translation>
    </message>
    <message>
        <source>tic-tac-toe</source>
        <translation>إكس-أو</translation>
    </message>
    <message>
        <source>noughts and crosses</source>
        <translation>إكس أو</translation>
    </message>
    <message>
        <source>k in a row</source>
        <translation>k على التوالي</translation>
    </message>
</context>
<context>
    <name>Mode</name>
    <message>
        <source>You vs the computer</source>
        <translation>أنت ضد الحاسوب</translation>
    </message>
    <message>
        <source>Two people</source>
        <translation>شخصان</translation>
    </message>
    <message>
        <source>Computer vs computer</source>
        <translation>الحاسوب ضد الحاسوب</translation>
    </message>
</context>
<context>
    <name>MoveReport</name>
    <message numerus="yes">
        <source>%2 played %3 (%1) — proven: %4 can force a win within %n more moves (the moves of both players).</source>
        <translation>
            <numerusform>لعب %2 (%1) في %3 — مُثبَت: يستطيع %4 فرض الفوز خلال %n نقلة إضافية على الأكثر (تُحتسب نقلات اللاعبين كليهما).</numerusform>
            <numerusform>لعب %2 (%1) في %3 — مُثبَت: يستطيع %4 فرض الفوز خلال %n نقلة إضافية على الأكثر (تُحتسب نقلات اللاعبين كليهما).</numerusform>
            <numerusform>لعب %2 (%1) في %3 — مُثبَت: يستطيع %4 فرض الفوز خلال نقلتين إضافيتين على الأكثر (تُحتسب نقلات اللاعبين كليهما).</numerusform>
            <numerusform>لعب %2 (%1) في %3 — مُثبَت: يستطيع %4 فرض الفوز خلال %n نقلات إضافية على الأكثر (تُحتسب نقلات اللاعبين كليهما).</numerusform>
            <numerusform>لعب %2 (%1) في %3 — مُثبَت: يستطيع %4 فرض الفوز خلال %n نقلة إضافية على الأكثر (تُحتسب نقلات اللاعبين كليهما).</numerusform>
            <numerusform>لعب %2 (%1) في %3 — مُثبَت: يستطيع %4 فرض الفوز خلال %n نقلة إضافية على الأكثر (تُحتسب نقلات اللاعبين كليهما).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a forced win within %n moves (the moves of both players)</source>
        <translation>
            <numerusform>فوز مفروض خلال %n نقلة على الأكثر (تُحتسب نقلات اللاعبين كليهما)</numerusform>
            <numerusform>فوز مفروض خلال %n نقلة على الأكثر (تُحتسب نقلات اللاعبين كليهما)</numerusform>
            <numerusform>فوز مفروض خلال %n نقلة على الأكثر (تُحتسب نقلات اللاعبين كليهما)</numerusform>
            <numerusform>فوز مفروض خلال %n نقلات على الأكثر (تُحتسب نقلات اللاعبين كليهما)</numerusform>
            <numerusform>فوز مفروض خلال %n نقلة على الأكثر (تُحتسب نقلات اللاعبين كليهما)</numerusform>
            <numerusform>فوز مفروض خلال %n نقلة على الأكثر (تُحتسب نقلات اللاعبين كليهما)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a forced loss within %n moves (the moves of both players)</source>
        <translation>
            <numerusform>خسارة مفروضة خلال %n نقلة على الأكثر (تُحتسب نقلات اللاعبين كليهما)</numerusform>
            <numerusform>خسارة مفروضة خلال %n نقلة على الأكثر (تُحتسب نقلات اللاعبين كليهما)</numerusform>
            <numerusform>خسارة مفروضة خلال %n نقلة على الأكثر (تُحتسب نقلات اللاعبين كليهما)</numerusform>
            <numerusform>خسارة مفروضة خلال %n نقلات على الأكثر (تُحتسب نقلات اللاعبين كليهما)</numerusform>
            <numerusform>خسارة مفروضة خلال %n نقلة على الأكثر (تُحتسب نقلات اللاعبين كليهما)</numerusform>
            <numerusform>خسارة مفروضة خلال %n نقلة على الأكثر (تُحتسب نقلات اللاعبين كليهما)</numerusform>
        </translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — proven: with best play the game is a draw.</source>
        <translation>لعب %2 (%1) في %3 — مُثبَت: مع أفضل لعب تنتهي اللعبة بالتعادل.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — a forced move.</source>
        <translation>لعب %2 (%1) في %3 — نقلة مفروضة.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — the best move found in %4 s, not proven.</source>
        <translation>لعب %2 (%1) في %3 — أفضل نقلة وجدها خلال %4 ث، وهي غير مُثبَتة.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — the move its random games favoured, not proven.</source>
        <translation>لعب %2 (%1) في %3 — النقلة التي رجّحتها ألعابه العشوائية، غير مُثبَتة.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — a cell chosen at random.</source>
        <translation>لعب %2 (%1) في %3 — خانة مختارة عشوائيًا.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — the first free cell.</source>
        <translation>لعب %2 (%1) في %3 — أول خانة فارغة.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — its usual opening move, not searched.</source>
        <translation>لعب %2 (%1) في %3 — نقلته الافتتاحية المعتادة، دون بحث.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — not proven.</source>
        <translation>لعب %2 (%1) في %3 — نقلة غير مُثبَتة.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) — a move by its rules of thumb, not proven.</source>
        <translation>لعب %2 (%1) في %3 — نقلة وفق قواعده التقريبية، غير مُثبَتة.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1) the last time the app ran.</source>
        <translation>لعب %2 (%1) في %3 في آخر مرة شُغّل فيها التطبيق.</translation>
    </message>
    <message>
        <source>%2 played %3 (%1), an outside engine&apos;s move.</source>
        <translation>لعب %2 (%1) في %3، وهي نقلة محرك خارجي.</translation>
    </message>
    <message>
        <source>%1 suggests %2 for %3.</source>
        <translation>تلميح %3 من %1: %2.</translation>
    </message>
    <message>
        <source>Its evaluation for %1: %2 (depth %3).</source>
        <translation>تقييمه لـ %1: %2 (العمق %3).</translation>
    </message>
    <message>
        <source>Its evaluation for %1: %2.</source>
        <translation>تقييمه لـ %1: %2.</translation>
    </message>
    <message>
        <source>It expects %1.</source>
        <translation>يتوقع %1.</translation>
    </message>
    <message>
        <source>Hint for %1: %2.</source>
        <translation>تلميح %1: %2.</translation>
    </message>
    <message>
        <source>Hint for %1: %2 — proven: %3.</source>
        <translation>تلميح %1: %2 — مُثبَت: %3.</translation>
    </message>
    <message>
        <source>Hint for %1: %2 — the best move found in %3 s, not proven (%4).</source>
        <translation>تلميح %1: %2 — أفضل نقلة وُجدت خلال %3 ث، وهي غير مُثبَتة (%4).</translation>
    </message>
</context>
<context>
    <name>OpeningChoices</name>
    <message>
        <source>Play &amp;black</source>
        <translation>العب بالأ&amp;سود</translation>
    </message>
    <message>
        <source>Play &amp;white</source>
        <translation>العب بالأ&amp;بيض</translation>
    </message>
    <message>
        <source>Place two &amp;more stones</source>
        <translation>ضع &amp;حجرين آخرين</translation>
    </message>
</context>
<context>
    <name>OpeningCombo</name>
    <message>
        <source>Opening</source>
        <translation>الافتتاح</translation>
    </message>
    <message>
        <source>None</source>
        <translation>بلا</translation>
    </message>
    <message>
        <source>Black (X) places the first stone and moves on.</source>
        <translation>يضع الأسود (X) الحجر الأول ويتابع اللعب.</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>سواب</translation>
    </message>
    <message>
        <source>The first player places three stones; the other then chooses a colour.</source>
        <translation>يضع اللاعب الأول ثلاثة أحجار؛ ثم يختار الآخر لونًا.</translation>
    </message>
    <message>
        <source>Swap2</source>
        <translation>سواب 2</translation>
    </message>
    <message>
        <source>The first player places three stones; the other chooses a colour, or places two more and leaves the choice to the first.</source>
        <translation>يضع اللاعب الأول ثلاثة أحجار؛ ويختار الآخر لونًا، أو يضع حجرين آخرين ويترك الاختيار للأول.</translation>
    </message>
    <message>
        <source>Swap and swap2 are played on {size} x {size} with five in a row, under freestyle, standard or Renju.</source>
        <translation>يُلعب سواب وسواب 2 على {size} × {size} بخمسة على التوالي، بالقاعدة الحرة أو القياسية أو رينجو.</translation>
    </message>
</context>
<context>
    <name>OpeningTexts</name>
    <message>
        <source>{name} is choosing a side…</source>
        <translation>{name} يختار جانبًا…</translation>
    </message>
    <message>
        <source>{name} is placing the opening stones…</source>
        <translation>{name} يضع أحجار الافتتاح…</translation>
    </message>
    <message>
        <source>Opening: place a black stone (X), {count} to go.</source>
        <translation>الافتتاح: ضع حجرًا أسود (X)، يتبقى {count}.</translation>
    </message>
    <message>
        <source>Opening: place a white stone (O), {count} to go.</source>
        <translation>الافتتاح: ضع حجرًا أبيض (O)، يتبقى {count}.</translation>
    </message>
    <message>
        <source>Opening: {name} places a black stone (X), {count} to go.</source>
        <translation>الافتتاح: يضع {name} حجرًا أسود (X)، يتبقى {count}.</translation>
    </message>
    <message>
        <source>Opening: {name} places a white stone (O), {count} to go.</source>
        <translation>الافتتاح: يضع {name} حجرًا أبيض (O)، يتبقى {count}.</translation>
    </message>
    <message>
        <source>Your choice: play black, play white or place two more stones.</source>
        <translation>اختيارك: العب بالأسود أو العب بالأبيض أو ضع حجرين آخرين.</translation>
    </message>
    <message>
        <source>Your choice: play black or play white.</source>
        <translation>اختيارك: العب بالأسود أو العب بالأبيض.</translation>
    </message>
    <message>
        <source>{name} chooses: play black, play white or place two more stones.</source>
        <translation>يختار {name}: اللعب بالأسود أو بالأبيض أو وضع حجرين آخرين.</translation>
    </message>
    <message>
        <source>{name} chooses: play black or play white.</source>
        <translation>يختار {name}: اللعب بالأسود أو بالأبيض.</translation>
    </message>
    <message>
        <source>{name} took black.</source>
        <translation>اختار {name} الأسود.</translation>
    </message>
    <message>
        <source>{name} took white.</source>
        <translation>اختار {name} الأبيض.</translation>
    </message>
    <message>
        <source>{name} will place two more stones.</source>
        <translation>سيضع {name} حجرين آخرين.</translation>
    </message>
    <message>
        <source>Swap2 keeps the first stones fair: the other player picks a side after seeing them.</source>
        <translation>يجعل سواب 2 الأحجار الأولى عادلة: يختار اللاعب الآخر جانبه بعد رؤيتها.</translation>
    </message>
    <message>
        <source>Swap keeps the first stones fair: the other player picks a side after seeing them.</source>
        <translation>يجعل سواب الأحجار الأولى عادلة: يختار اللاعب الآخر جانبه بعد رؤيتها.</translation>
    </message>
    <message>
        <source>Choose a side first, with the buttons beside the board.</source>
        <translation>اختر جانبًا أولًا، بالأزرار بجانب اللوحة.</translation>
    </message>
</context>
<context>
    <name>OpponentPicker</name>
    <message>
        <source>Another person</source>
        <translation>شخص آخر</translation>
    </message>
    <message>
        <source>Two people take turns at this board</source>
        <translation>شخصان يتناوبان اللعب على هذه اللوحة</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>الخصم</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>ال&amp;خصم:</translation>
    </message>
    <message>
        <source>Who you play against; changing it starts a new game (asking first mid-game)</source>
        <translation>من تلعب ضده؛ تغييره يبدأ لعبة جديدة (بعد السؤال إن كانت لعبة جارية)</translation>
    </message>
    <message>
        <source>up from {before} after your last results</source>
        <translation>صعودًا من {before} بعد نتائجك الأخيرة</translation>
    </message>
    <message>
        <source>down from {before} after your last results</source>
        <translation>نزولًا من {before} بعد نتائجك الأخيرة</translation>
    </message>
    <message>
        <source>It plays at level {level} of {top}, {change} on these rules.</source>
        <translation>يلعب في المستوى {level} من {top}، {change} بهذه القواعد.</translation>
    </message>
    <message>
        <source>It plays at level {level} of {top}, set by your results on these rules.</source>
        <translation>يلعب في المستوى {level} من {top}، المحدد وفق نتائجك بهذه القواعد.</translation>
    </message>
</context>
<context>
    <name>OutcomeDialog</name>
    <message>
        <source>Game over</source>
        <translation>انتهت اللعبة</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;العب مجددًا</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>إ&amp;غلاق</translation>
    </message>
    <message>
        <source>Review with c&amp;oach</source>
        <translation>مراجعة مع المد&amp;رب</translation>
    </message>
    <message>
        <source>Every move of the game marked, and what was better</source>
        <translation>تقييم كل نقلة في اللعبة، وما كان أفضل</translation>
    </message>
</context>
<context>
    <name>OutcomeTeller</name>
    <message>
        <source>The last game ended before the new one: {result}</source>
        <translation>انتهت اللعبة السابقة قبل الجديدة: {result}</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <source>Puzzle rating, puzzle by puzzle</source>
        <translation>تقييم الألغاز، لغزًا بعد لغز</translation>
    </message>
    <message>
        <source>No puzzles tried yet.</source>
        <translation>لم تُجرَّب أي ألغاز بعد.</translation>
    </message>
    <message numerus="yes">
        <source>Puzzle rating from {start} to {now} after %n puzzles ({solved} solved).</source>
        <translation>
            <numerusform>تقييم الألغاز من {start} إلى {now} بعد %n لغز (حُلّ منها {solved}).</numerusform>
            <numerusform>تقييم الألغاز من {start} إلى {now} بعد %n لغز (حُلّ منها {solved}).</numerusform>
            <numerusform>تقييم الألغاز من {start} إلى {now} بعد %n لغزين (حُلّ منها {solved}).</numerusform>
            <numerusform>تقييم الألغاز من {start} إلى {now} بعد %n ألغاز (حُلّ منها {solved}).</numerusform>
            <numerusform>تقييم الألغاز من {start} إلى {now} بعد %n لغزًا (حُلّ منها {solved}).</numerusform>
            <numerusform>تقييم الألغاز من {start} إلى {now} بعد %n لغز (حُلّ منها {solved}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>all rules</source>
        <translation>كل القواعد</translation>
    </message>
    <message>
        <source>Abandoned games were left before their end (they count as played, not as won, lost or tied). Continued games were played on from a reviewed game, whose first moves they took over; they count with their results, and are named under the table of runs.</source>
        <translation>المباريات المتروكة تُركت قبل نهايتها (تُحتسب ضمن المباريات الملعوبة، لا ضمن الفوز أو الخسارة أو التعادل). والمباريات المستأنفة لُعبت انطلاقًا من مباراة مُراجَعة أخذت عنها نقلاتها الأولى؛ تُحتسب بنتائجها، وتُذكر تحت جدول المباريات.</translation>
    </message>
    <message>
        <source>Tic-tac-toe: one game</source>
        <translation>إكس-أو: مباراة واحدة</translation>
    </message>
    <message>
        <source>Tic-tac-toe: the last {count} games</source>
        <translation>إكس-أو: المباريات الأخيرة ({count})</translation>
    </message>
    <message>
        <source>Tic-tac-toe: all {count} games</source>
        <translation>إكس-أو: كل المباريات ({count})</translation>
    </message>
    <message>
        <source>Report made {date}.</source>
        <translation>أُعدّ التقرير في {date}.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>الملخص</translation>
    </message>
    <message>
        <source>Your games against the computer are counted for you, one row per computer opponent (its strategy, and its options where they differ from the defaults); games of two people or two computer players are counted for X. The current streak is the run of equal results at the end; the best streak is the longest run of wins.</source>
        <translation>تُحتسب مبارياتك ضد الحاسوب لك، بصف واحد لكل خصم حاسوبي (استراتيجيته، وخياراته حيث تختلف عن الافتراضية)؛ أما مباريات شخصين أو لاعبَين حاسوبيين فتُحتسب لـ X. السلسلة الحالية هي تتابع النتائج المتماثلة في النهاية؛ وأفضل سلسلة هي أطول تتابع من الانتصارات.</translation>
    </message>
    <message>
        <source>Won, lost and tied per opponent, all rules together</source>
        <translation>الفوز والخسارة والتعادل لكل خصم، كل القواعد معًا</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>المباريات</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>نعم</translation>
    </message>
    <message>
        <source>no</source>
        <translation>لا</translation>
    </message>
    <message>
        <source>The coach&apos;s marks</source>
        <translation>علامات المدرب</translation>
    </message>
    <message>
        <source>The inaccuracies (?!), mistakes (?) and blunders (??) the coach found in the runs it reviewed; ~ marks an estimate.</source>
        <translation>عدم الدقة (?!) والأخطاء (?) والأخطاء الفادحة (??) التي وجدها المدرب في المباريات التي راجعها؛ و~ تدل على تقدير.</translation>
    </message>
    <message>
        <source>no mistakes found</source>
        <translation>لم يُعثر على أخطاء</translation>
    </message>
    <message>
        <source>Run {run}: {marks}</source>
        <translation>المباراة {run}: {marks}</translation>
    </message>
    <message>
        <source>1 computer-vs-computer game is left out.</source>
        <translation>استُبعدت مباراة واحدة بين حاسوبين.</translation>
    </message>
    <message>
        <source>{count} computer-vs-computer games are left out.</source>
        <translation>عدد المباريات المستبعدة بين حاسوبين: {count}.</translation>
    </message>
    <message>
        <source>The table lists the last {shown} of the {total} runs (the summary and the chart count them all); the CSV export has every one.</source>
        <translation>يسرد الجدول المباريات الأخيرة فقط ({shown} من {total})، ويحتسبها الملخص والرسم البياني كلها؛ ويتضمن تصدير CSV كل واحدة منها.</translation>
    </message>
    <message>
        <source>No games recorded.</source>
        <translation>لا توجد مباريات مسجّلة.</translation>
    </message>
    <message>
        <source>Runs {first} to {last}, played {date}.</source>
        <translation>المباريات من {first} إلى {last}، لُعبت في {date}.</translation>
    </message>
    <message>
        <source>Runs {first} to {last}, played {start} to {end}.</source>
        <translation>المباريات من {first} إلى {last}، لُعبت من {start} إلى {end}.</translation>
    </message>
    <message>
        <source>No games.</source>
        <translation>لا توجد مباريات.</translation>
    </message>
</context>
<context>
    <name>ResultBanner</name>
    <message>
        <source>Click to hide this. The result stays beside the board.</source>
        <translation>انقر لإخفاء هذا. تبقى النتيجة بجانب اللوحة.</translation>
    </message>
    <message>
        <source>Press New game to play again.</source>
        <translation>اضغط «لعبة جديدة» لتلعب مرة أخرى.</translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <source>You</source>
        <translation>أنت</translation>
    </message>
    <message>
        <source>{x} (X) vs {o} (O)</source>
        <translation>{x} (X) ضد {o} (O)</translation>
    </message>
    <message>
        <source>Your move ({mark})</source>
        <translation>دورك ({mark})</translation>
    </message>
    <message>
        <source>{name} ({mark}) is thinking…</source>
        <translation>{name} ({mark}) يفكّر…</translation>
    </message>
    <message>
        <source>{name} ({mark}) to move</source>
        <translation>دور {name} ({mark})</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, standard (exactly five)</source>
        <translation>{size} × {size}، {length} على التوالي، القاعدة القياسية (خمسة بالضبط)</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, Renju</source>
        <translation>{size} × {size}، {length} على التوالي، رينجو</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, Caro</source>
        <translation>{size} × {size}، {length} على التوالي، كارو</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, reverse rules</source>
        <translation>{size} × {size}، {length} على التوالي، قواعد معكوسة</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row</source>
        <translation>{size} × {size}، {length} على التوالي</translation>
    </message>
    <message>
        <source>you ({mark})</source>
        <translation>لك ({mark})</translation>
    </message>
    <message>
        <source>{name} ({mark})</source>
        <translation>لـ{name} ({mark})</translation>
    </message>
    <message>
        <source>Next to play: you ({mark})</source>
        <translation>اللاعب التالي: أنت ({mark})</translation>
    </message>
    <message>
        <source>Next to play: {name} ({mark})</source>
        <translation>اللاعب التالي: {name} ({mark})</translation>
    </message>
    <message>
        <source>Draw.</source>
        <comment>the game ended without a winner</comment>
        <translation>تعادل.</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>لقد فزت!</translation>
    </message>
    <message>
        <source>You lost.</source>
        <translation>لقد خسرت.</translation>
    </message>
    <message>
        <source>{name} won!</source>
        <translation>فاز {name}!</translation>
    </message>
    <message>
        <source>The board is full and nobody completed a line.</source>
        <translation>امتلأت اللوحة ولم يُكمل أحد خطًا.</translation>
    </message>
    <message>
        <source>You completed the line {line}.</source>
        <translation>أكملت الخط {line}.</translation>
    </message>
    <message>
        <source>{name} completed the line {line}.</source>
        <translation>أكمل {name} الخط {line}.</translation>
    </message>
    <message>
        <source>You completed the line {line}, so you lose (reverse rules).</source>
        <translation>أكملت الخط {line}، لذا تخسر (قواعد معكوسة).</translation>
    </message>
    <message>
        <source>{name} completed the line {line}, so you win (reverse rules).</source>
        <translation>أكمل {name} الخط {line}، لذا تفوز (قواعد معكوسة).</translation>
    </message>
    <message>
        <source>{loser} completed the line {line}, so {winner} wins (reverse rules).</source>
        <translation>أكمل {loser} الخط {line}، لذا يفوز {winner} (قواعد معكوسة).</translation>
    </message>
</context>
<context>
    <name>RuleCombo</name>
    <message>
        <source>Gomoku rule</source>
        <translation>قاعدة غوموكو</translation>
    </message>
    <message>
        <source>A rule other than freestyle needs five in a row on a board from {low} x {low} to {high} x {high}, in normal rules.</source>
        <translation>لا تُلعب قاعدة غير الحرة إلا لخمسة على التوالي، على لوحات من {low} × {low} إلى {high} × {high}، وبالقواعد العادية.</translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <source>Freestyle</source>
        <translation>حرة</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>قياسية</translation>
    </message>
    <message>
        <source>Renju</source>
        <translation>رينجو</translation>
    </message>
    <message>
        <source>Caro</source>
        <translation>كارو</translation>
    </message>
    <message>
        <source>Freestyle: five or more in a row wins</source>
        <translation>حرة: خمسة أو أكثر على التوالي تفوز</translation>
    </message>
    <message>
        <source>Standard: exactly five; six or more does not win</source>
        <translation>قياسية: خمسة بالضبط؛ ستة أو أكثر لا تفوز</translation>
    </message>
    <message>
        <source>Renju: X (black) may not make a double three, a double four or an overline</source>
        <translation>رينجو: لا يجوز لـ X (الأسود) صنع ثلاثية مزدوجة أو رباعية مزدوجة أو صف من ستة فأكثر</translation>
    </message>
    <message>
        <source>Caro: a five blocked at both ends does not win</source>
        <translation>كارو: الخمسة المسدودة من الطرفين لا تفوز</translation>
    </message>
    <message>
        <source>double three</source>
        <translation>ثلاثية مزدوجة</translation>
    </message>
    <message>
        <source>double four</source>
        <translation>رباعية مزدوجة</translation>
    </message>
    <message>
        <source>overline</source>
        <translation>صف من ستة فأكثر</translation>
    </message>
    <message>
        <source>{count} in a row does not win under the standard rule: play on.</source>
        <translation>{count} على التوالي لا تفوز في القاعدة القياسية: تابع اللعب.</translation>
    </message>
    <message>
        <source>A five blocked at both ends does not win under Caro: play on.</source>
        <translation>الخمسة المسدودة من الطرفين لا تفوز في قواعد كارو: تابع اللعب.</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <source>Cannot open the game</source>
        <translation>تعذّر فتح اللعبة</translation>
    </message>
    <message>
        <source>{error}

The current game is kept.</source>
        <translation>{error}

اللعبة الحالية مستمرة كما هي.</translation>
    </message>
    <message>
        <source>Opened {file}: {players}.</source>
        <translation>فُتح {file}: {players}.</translation>
    </message>
    <message>
        <source>Opened {file}: {players}. Your next games keep its rules: {rules}.</source>
        <translation>فُتح {file}: {players}. تحتفظ ألعابك التالية بقواعده: {rules}.</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>تعذّر حفظ اللعبة</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>حُفظ {file}</translation>
    </message>
    <message>
        <source>Open a saved game instead?</source>
        <translation>أتريد فتح لعبة محفوظة بدلًا من ذلك؟</translation>
    </message>
    <message>
        <source>&amp;Open a game…</source>
        <translation>&amp;فتح لعبة…</translation>
    </message>
    <message>
        <source>Open {file} instead?</source>
        <translation>فتح {file} بدلًا منها؟</translation>
    </message>
    <message>
        <source>&amp;Open it</source>
        <translation>ا&amp;فتحها</translation>
    </message>
    <message>
        <source>game.ttt</source>
        <comment>suggested file name</comment>
        <translation>لعبة.ttt</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>حفظ اللعبة</translation>
    </message>
    <message>
        <source>&amp;Save anyway</source>
        <translation>ا&amp;حفظ على أي حال</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>الإعدادات</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>اللاعبون</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>ال&amp;نمط:</translation>
    </message>
    <message>
        <source>Board si&amp;ze:</source>
        <translation>&amp;حجم اللوحة:</translation>
    </message>
    <message>
        <source>&amp;Win length:</source>
        <translation>&amp;طول خط الفوز:</translation>
    </message>
    <message>
        <source>Board and rules</source>
        <translation>اللوحة والقواعد</translation>
    </message>
    <message>
        <source>Board &amp;theme:</source>
        <translation>سمة الل&amp;وحة:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>ال&amp;لغة:</translation>
    </message>
    <message>
        <source>X (you move first)</source>
        <translation>X (تبدأ أنت)</translation>
    </message>
    <message>
        <source>O (the computer opens)</source>
        <translation>O (يبدأ الحاسوب)</translation>
    </message>
    <message>
        <source>Pause before each computer move</source>
        <translation>التوقف قبل كل نقلة للحاسوب</translation>
    </message>
    <message>
        <source>Restore &amp;Defaults</source>
        <translation>استعادة الإعدادات ال&amp;افتراضية</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>حجم اللوحة</translation>
    </message>
    <message>
        <source> in a row</source>
        <translation> على التوالي</translation>
    </message>
    <message>
        <source>Win length</source>
        <translation>طول خط الفوز</translation>
    </message>
    <message>
        <source>Reverse rules: whoever completes a line loses</source>
        <translation>قواعد معكوسة: من يُكمل خطًا يخسر</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>لغة النظام ({language})</translation>
    </message>
    <message>
        <source>The new language is used from the next start of {name}.</source>
        <translation>تُستخدم اللغة الجديدة بدءًا من التشغيل التالي لـ {name}.</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>ورق</translation>
    </message>
    <message>
        <source>Go board</source>
        <translation>لوحة غو</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>تباين عالٍ</translation>
    </message>
    <message>
        <source>Until you pick a theme, the board takes the one that suits the game: paper for three and four in a row, a go board from five in a row on, and high contrast when the system asks for it.</source>
        <translation>إلى أن تختار سمة، تأخذ اللوحة السمة التي تناسب اللعبة: الورق لثلاثة أو أربعة على التوالي، ولوحة غو من خمسة على التوالي فما فوق، والتباين العالي عندما يطلبه النظام.</translation>
    </message>
    <message>
        <source>Until you pick one: paper for three and four in a row, a go board from five on.</source>
        <translation>إلى أن تختار واحدة: الورق لثلاثة أو أربعة على التوالي، ولوحة غو من خمسة فما فوق.</translation>
    </message>
    <message>
        <source>Animat&amp;ions</source>
        <translation>الرسوم المتحر&amp;كة</translation>
    </message>
    <message>
        <source>Marks draw themselves and the winning line draws across the board. With animations off, every change shows at once.</source>
        <translation>ترسم العلامات نفسها ويُرسم الخط الفائز عبر اللوحة. من دون الحركة يظهر كل تغيير فورًا.</translation>
    </message>
    <message>
        <source>R&amp;ule:</source>
        <translation>ال&amp;قاعدة:</translation>
    </message>
    <message>
        <source>Openin&amp;g:</source>
        <translation>الا&amp;فتتاح:</translation>
    </message>
    <message>
        <source>Look and language</source>
        <translation>المظهر واللغة</translation>
    </message>
    <message>
        <source>At most {count} characters. Left empty, the name is {name}.</source>
        <translation>{count} حرفًا على الأكثر. إذا تُرك فارغًا فالاسم {name}.</translation>
    </message>
    <message>
        <source>Your &amp;symbol:</source>
        <translation>&amp;رمزك:</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>&amp;الخصم:</translation>
    </message>
    <message>
        <source>X player&apos;s &amp;name:</source>
        <translation>اس&amp;م اللاعب X:</translation>
    </message>
    <message>
        <source>O player&apos;s n&amp;ame:</source>
        <translation>ا&amp;سم اللاعب O:</translation>
    </message>
    <message>
        <source>Move &amp;delay:</source>
        <translation>&amp;تأخير النقلة:</translation>
    </message>
    <message>
        <source>&amp;X computer</source>
        <translation>حاسوب &amp;X</translation>
    </message>
    <message>
        <source>&amp;O computer</source>
        <translation>حاسوب &amp;O</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} ث</translation>
    </message>
    <message>
        <source> x {size}</source>
        <translation> × {size}</translation>
    </message>
</context>
<context>
    <name>SettingsNotice</name>
    <message>
        <source>players</source>
        <translation>اللاعبون</translation>
    </message>
    <message>
        <source>player names</source>
        <translation>أسماء اللاعبين</translation>
    </message>
    <message>
        <source>rules of the game</source>
        <translation>قواعد اللعبة</translation>
    </message>
    <message>
        <source>unfinished game</source>
        <translation>اللعبة غير المكتملة</translation>
    </message>
    <message>
        <source>Statistics choices</source>
        <translation>خيارات الإحصائيات</translation>
    </message>
    <message>
        <source>move delay</source>
        <translation>تأخير النقلة</translation>
    </message>
    <message>
        <source>evaluation</source>
        <translation>عرض التقييم</translation>
    </message>
    <message>
        <source>language</source>
        <translation>اللغة</translation>
    </message>
    <message>
        <source>board theme</source>
        <translation>سمة اللوحة</translation>
    </message>
    <message>
        <source>animations</source>
        <translation>الرسوم المتحركة</translation>
    </message>
    <message>
        <source>window size</source>
        <translation>حجم النافذة</translation>
    </message>
    <message>
        <source>Some settings could not be read and were reset.</source>
        <translation>تعذّرت قراءة بعض الإعدادات فأُعيد ضبطها.</translation>
    </message>
    <message>
        <source>Some settings could not be read and were reset, among them: {list}.</source>
        <translation>تعذّرت قراءة بعض الإعدادات فأُعيد ضبطها، ومنها: {list}.</translation>
    </message>
    <message>
        <source>Some settings could not be read and were reset: {list}.</source>
        <translation>تعذّرت قراءة بعض الإعدادات فأُعيد ضبطها: {list}.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Game status</source>
        <translation>حالة اللعبة</translation>
    </message>
    <message>
        <source>The computer&apos;s last move, or how the game ended</source>
        <translation>آخر نقلة للحاسوب، أو كيف انتهت اللعبة</translation>
    </message>
    <message>
        <source>Show on every free cell how good it is for the player to move:
a proven win, draw or loss with the moves to the end (&quot;Win in 3&quot;),
or else the estimated chances (&quot;62%&quot;), not proven.</source>
        <translation>يعرض على كل خانة فارغة مدى جودتها للاعب الذي عليه الدور:
فوز أو تعادل أو خسارة مُثبَتة مع عدد النقلات حتى النهاية («فوز خلال 3 نقلات»)،
وإلا فالفرص المُقدَّرة («62٪»)، وهي غير مُثبَتة.</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>▶ ال&amp;سابق</translation>
    </message>
    <message>
        <source>&amp;Forward ▶</source>
        <translation>&amp;التالي ◀</translation>
    </message>
    <message>
        <source>&amp;Play from here</source>
        <translation>العب من &amp;هنا</translation>
    </message>
    <message>
        <source>Mo&amp;ves:</source>
        <translation>الن&amp;قلات:</translation>
    </message>
    <message>
        <source>Moves played</source>
        <translation>النقلات الملعوبة</translation>
    </message>
    <message>
        <source>The game is over here: step back to play on from an earlier move.</source>
        <translation>انتهت اللعبة هنا: ارجع خطوة لتواصل اللعب من نقلة سابقة.</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>متا&amp;بعة</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>إيقا&amp;ف مؤقت</translation>
    </message>
    <message>
        <source>Whoever completes {length} in a row loses: leave that to your opponent.</source>
        <translation>من يُكمل {length} على التوالي يخسر: اترك ذلك لخصمك.</translation>
    </message>
    <message>
        <source>Taken back: Redo plays it again</source>
        <translation>متراجَع عنها: «إعادة» تلعبها مجددًا</translation>
    </message>
</context>
<context>
    <name>StatsChart</name>
    <message>
        <source>{player} vs {opponent}</source>
        <translation>{player} ضد {opponent}</translation>
    </message>
    <message>
        <source>No games recorded yet</source>
        <translation>لا توجد مباريات مسجّلة بعد</translation>
    </message>
    <message>
        <source>won</source>
        <translation>فوز</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>خسارة</translation>
    </message>
    <message>
        <source>tied</source>
        <translation>تعادل</translation>
    </message>
    <message>
        <source>{count} played</source>
        <translation>المباريات: {count}</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the chart&apos;s groups</comment>
        <translation>؛ </translation>
    </message>
    <message>
        <source>{pairing}: {won} won, {lost} lost, {tied} tied</source>
        <translation>{pairing}: فوز {won}، خسارة {lost}، تعادل {tied}</translation>
    </message>
</context>
<context>
    <name>StatsChartWidget</name>
    <message>
        <source>Won, lost and tied per opponent</source>
        <translation>الفوز والخسارة والتعادل لكل خصم</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>الإحصائيات</translation>
    </message>
    <message>
        <source>Include games between c&amp;omputer players</source>
        <translation>تضمين المباريات بين اللاعبين ال&amp;حاسوبيين</translation>
    </message>
    <message>
        <source>Games where the computer played both sides are kept apart from yours; tick to count them too (in the exports as well).</source>
        <translation>المباريات التي لعب فيها الحاسوب الطرفين تُحفظ منفصلة عن مبارياتك؛ حدِّد هذا الخيار لاحتسابها أيضًا (وفي التصدير كذلك).</translation>
    </message>
    <message>
        <source>Only the last</source>
        <translation>الاكتفاء بآخر</translation>
    </message>
    <message>
        <source>Number of recent games</source>
        <translation>عدد المباريات الأخيرة</translation>
    </message>
    <message>
        <source>Summary per opponent and rules</source>
        <translation>ملخص لكل خصم وقواعد</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>المباريات الملعوبة</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>الملخص</translation>
    </message>
    <message>
        <source>Won, lost and tied per opponent, all rules together</source>
        <translation>الفوز والخسارة والتعادل لكل خصم، كل القواعد معًا</translation>
    </message>
    <message>
        <source>Games (double-click one to review it)</source>
        <translation>المباريات (انقر نقرًا مزدوجًا على إحداها لمراجعتها)</translation>
    </message>
    <message>
        <source>Puzzle rating after each puzzle (a filled dot: solved)</source>
        <translation>التقييم بعد كل لغز (نقطة مملوءة: محلول)</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;مراجعة</translation>
    </message>
    <message>
        <source>Review with c&amp;oach</source>
        <translation>مراجعة مع المد&amp;رب</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>تصدير &amp;CSV…</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>تصدير &amp;PDF…</translation>
    </message>
    <message>
        <source>C&amp;lear statistics…</source>
        <translation>م&amp;سح الإحصائيات…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <source>None of your games recorded yet: they appear here once finished.</source>
        <translation>لا توجد أي من مبارياتك مسجّلة بعد: تظهر هنا عند انتهائها.</translation>
    </message>
    <message>
        <source>No games recorded yet: finished games appear here.</source>
        <translation>لا توجد مباريات مسجّلة بعد: تظهر المباريات المنتهية هنا.</translation>
    </message>
    <message>
        <source>{counted} of {total} recorded games.</source>
        <translation>{counted} من أصل {total} من المباريات المسجّلة.</translation>
    </message>
    <message>
        <source>The one recorded game.</source>
        <translation>المباراة المسجّلة الوحيدة.</translation>
    </message>
    <message numerus="yes">
        <source>All %n recorded games.</source>
        <translation>
            <numerusform>كل المباريات المسجّلة: %n مباراة.</numerusform>
            <numerusform>كل المباريات المسجّلة: %n مباراة.</numerusform>
            <numerusform>كل المباريات المسجّلة: مباراتان.</numerusform>
            <numerusform>كل المباريات المسجّلة: %n مباريات.</numerusform>
            <numerusform>كل المباريات المسجّلة: %n مباراة.</numerusform>
            <numerusform>كل المباريات المسجّلة: %n مباراة.</numerusform>
        </translation>
    </message>
    <message>
        <source>The last {shown} of {total} recorded games.</source>
        <translation>آخر {shown} من أصل {total} من المباريات المسجّلة.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) between computer players are not counted.</source>
        <translation>
            <numerusform>لا تُحتسب %n مباراة بين لاعبين حاسوبيين.</numerusform>
            <numerusform>لا تُحتسب %n مباراة بين لاعبين حاسوبيين.</numerusform>
            <numerusform>لا تُحتسب مباراتان بين لاعبين حاسوبيين.</numerusform>
            <numerusform>لا تُحتسب %n مباريات بين لاعبين حاسوبيين.</numerusform>
            <numerusform>لا تُحتسب %n مباراة بين لاعبين حاسوبيين.</numerusform>
            <numerusform>لا تُحتسب %n مباراة بين لاعبين حاسوبيين.</numerusform>
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
            <numerusform> مباراة</numerusform>
            <numerusform> مباراة</numerusform>
            <numerusform> مباراتين</numerusform>
            <numerusform> مباريات</numerusform>
            <numerusform> مباراة</numerusform>
            <numerusform> مباراة</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the games as CSV</source>
        <translation>تصدير المباريات بصيغة CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>ملفات CSV (*.csv);;كل الملفات (*)</translation>
    </message>
    <message>
        <source>The CSV file could not be written to {path}: {reason}.</source>
        <translation>تعذّرت كتابة ملف CSV في {path}: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n game(s) to {path}.</source>
        <translation>
            <numerusform>حُفظت %n مباراة في {path}.</numerusform>
            <numerusform>حُفظت %n مباراة في {path}.</numerusform>
            <numerusform>حُفظت مباراتان في {path}.</numerusform>
            <numerusform>حُفظت %n مباريات في {path}.</numerusform>
            <numerusform>حُفظت %n مباراة في {path}.</numerusform>
            <numerusform>حُفظت %n مباراة في {path}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export a PDF report</source>
        <translation>تصدير تقرير PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf);;All files (*)</source>
        <translation>ملفات PDF (*.pdf);;كل الملفات (*)</translation>
    </message>
    <message>
        <source>The report could not be written to {path}: {reason}.</source>
        <translation>تعذّرت كتابة التقرير في {path}: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>Saved the report of %n game(s) to {path}.</source>
        <translation>
            <numerusform>حُفظ تقرير %n مباراة في {path}.</numerusform>
            <numerusform>حُفظ تقرير %n مباراة في {path}.</numerusform>
            <numerusform>حُفظ تقرير مباراتين في {path}.</numerusform>
            <numerusform>حُفظ تقرير %n مباريات في {path}.</numerusform>
            <numerusform>حُفظ تقرير %n مباراة في {path}.</numerusform>
            <numerusform>حُفظ تقرير %n مباراة في {path}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Forget all %n recorded games? This cannot be undone.</source>
        <translation>
            <numerusform>أتريد حذف كل المباريات المسجّلة (%n مباراة)؟ لا يمكن التراجع عن ذلك.</numerusform>
            <numerusform>أتريد حذف كل المباريات المسجّلة (%n مباراة)؟ لا يمكن التراجع عن ذلك.</numerusform>
            <numerusform>أتريد حذف كل المباريات المسجّلة (مباراتان)؟ لا يمكن التراجع عن ذلك.</numerusform>
            <numerusform>أتريد حذف كل المباريات المسجّلة (%n مباريات)؟ لا يمكن التراجع عن ذلك.</numerusform>
            <numerusform>أتريد حذف كل المباريات المسجّلة (%n مباراة)؟ لا يمكن التراجع عن ذلك.</numerusform>
            <numerusform>أتريد حذف كل المباريات المسجّلة (%n مباراة)؟ لا يمكن التراجع عن ذلك.</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics could not be cleared: the records file cannot be changed now.</source>
        <translation>تعذّر مسح الإحصائيات: لا يمكن تعديل ملف السجلات الآن.</translation>
    </message>
    <message>
        <source>Statistics cleared.</source>
        <translation>مُسحت الإحصائيات.</translation>
    </message>
    <message>
        <source>Clear statistics</source>
        <translation>مسح الإحصائيات</translation>
    </message>
    <message>
        <source>Forget the one recorded game? This cannot be undone.</source>
        <translation>أتريد حذف المباراة المسجّلة الوحيدة؟ لا يمكن التراجع عن ذلك.</translation>
    </message>
</context>
<context>
    <name>StatsTables</name>
    <message>
        <source>Run</source>
        <translation>الرقم</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>التاريخ</translation>
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
        <translation>الفائز</translation>
    </message>
    <message>
        <source>Who lost</source>
        <translation>الخاسر</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>تعادل</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>النقلات</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>المدة</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>ملاحظة</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>اللاعب</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>الخصم</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <comment>a column: how many games were left unfinished</comment>
        <translation>المتروكة</translation>
    </message>
    <message>
        <source>Continued</source>
        <translation>مستأنفة</translation>
    </message>
    <message>
        <source>Games left before their end (a new game, another game opened, ...): counted as played, not as won, lost or tied. Match my level counts them as your losses.</source>
        <translation>مباريات تُركت قبل نهايتها (لعبة جديدة، أو فتح لعبة أخرى، ...): تُحتسب ضمن المباريات الملعوبة، لا ضمن الفوز أو الخسارة أو التعادل. ويحتسبها «على مستواي» خسائر لك.</translation>
    </message>
    <message>
        <source>Games played on from a reviewed game, whose first moves they took over: counted with their results, and noted in the games table.</source>
        <translation>مباريات لُعبت انطلاقًا من مباراة مُراجَعة أخذت عنها نقلاتها الأولى: تُحتسب بنتائجها، ويُشار إليها في جدول المباريات.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>القواعد</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>عدد المباريات</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>فوز</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>خسارة</translation>
    </message>
    <message>
        <source>Tied</source>
        <translation>تعادل</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>نسبة الفوز</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>السلسلة الحالية</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>أفضل سلسلة</translation>
    </message>
    <message>
        <source>{name} · {options}</source>
        <translation>{name} · {options}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>أنت</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between a computer&apos;s options</comment>
        <translation>؛ </translation>
    </message>
    <message>
        <source>{level} ({strategy})</source>
        <comment>a computer: its level, its strategy</comment>
        <translation>{level} ({strategy})</translation>
    </message>
    <message>
        <source>{value} random games a move</source>
        <translation>{value} لعبة عشوائية لكل نقلة</translation>
    </message>
    <message>
        <source>{value} playouts a move</source>
        <translation>{value} جولة محاكاة لكل نقلة</translation>
    </message>
    <message>
        <source>{value} s a move</source>
        <translation>{value} ث لكل نقلة</translation>
    </message>
    <message>
        <source>{option}: {value}</source>
        <translation>{option}: {value}</translation>
    </message>
    <message>
        <source>Abandoned; continued from run {run} after move {move}</source>
        <translation>متروكة؛ مستأنفة من المباراة {run} بعد النقلة {move}</translation>
    </message>
    <message>
        <source>Continued from run {run} after move {move}</source>
        <translation>مستأنفة من المباراة {run} بعد النقلة {move}</translation>
    </message>
    <message>
        <source>Abandoned; continued from another game after move {move}</source>
        <translation>متروكة؛ مستأنفة من مباراة أخرى بعد النقلة {move}</translation>
    </message>
    <message>
        <source>Continued from another game after move {move}</source>
        <translation>مستأنفة من مباراة أخرى بعد النقلة {move}</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <comment>one game&apos;s note</comment>
        <translation>متروكة</translation>
    </message>
    <message>
        <source>Run {run}: {note}</source>
        <translation>المباراة {run}: {note}</translation>
    </message>
    <message>
        <source>{side} ({mark})</source>
        <translation>{side} ({mark})</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>نعم</translation>
    </message>
    <message>
        <source>no</source>
        <translation>لا</translation>
    </message>
    <message>
        <source>{count} won</source>
        <translation>انتصارات متتالية: {count}</translation>
    </message>
    <message>
        <source>{count} lost</source>
        <translation>هزائم متتالية: {count}</translation>
    </message>
    <message>
        <source>{count} tied</source>
        <translation>تعادلات متتالية: {count}</translation>
    </message>
    <message>
        <source>{count} abandoned</source>
        <translation>مباريات متروكة متتالية: {count}</translation>
    </message>
    <message>
        <source>all rules</source>
        <translation>كل القواعد</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}٪</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row, reverse</source>
        <translation>{size} × {size}، {length} على التوالي، معكوسة</translation>
    </message>
    <message>
        <source>{size} x {size}, {length} in a row</source>
        <translation>{size} × {size}، {length} على التوالي</translation>
    </message>
    <message>
        <source>Run {run} · {rules}
X: {x}
O: {o}
Moves: {moves}
Double-click to review</source>
        <translation>المباراة {run} · {rules}
X: {x}
O: {o}
النقلات: {moves}
انقر نقرًا مزدوجًا للمراجعة</translation>
    </message>
    <message>
        <source>no moves</source>
        <translation>لا نقلات</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Playing on from move {moves} with the players and rules of the game reviewed; New game goes back to your settings.</source>
        <translation>يستمر اللعب من النقلة {moves} بلاعبي اللعبة المُراجَعة وقواعدها؛ وتعيد «لعبة جديدة» إعداداتك.</translation>
    </message>
    <message>
        <source>Playing on from move {moves}.</source>
        <translation>يستمر اللعب من النقلة {moves}.</translation>
    </message>
    <message>
        <source>Back to your settings: {players}, {rules}.</source>
        <translation>عادت إعداداتك: {players}، {rules}.</translation>
    </message>
    <message>
        <source>Looking for a hint for {player}…</source>
        <translation>جارٍ البحث عن تلميح {player}…</translation>
    </message>
</context>
<context>
    <name>Strategies</name>
    <message>
        <source>Dumb</source>
        <translation>ساذج</translation>
    </message>
    <message>
        <source>Takes the first free cell in order.</source>
        <translation>يأخذ أول خانة فارغة بالترتيب.</translation>
    </message>
    <message>
        <source>the first free cell</source>
        <translation>أول خانة فارغة</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>عشوائي</translation>
    </message>
    <message>
        <source>Plays any free cell at random.</source>
        <translation>يلعب في أي خانة فارغة عشوائيًا.</translation>
    </message>
    <message>
        <source>random moves</source>
        <translation>نقلات عشوائية</translation>
    </message>
    <message>
        <source>Smart</source>
        <translation>ذكي</translation>
    </message>
    <message>
        <source>Wins or blocks when it can, else takes the centre, a corner, then a side.</source>
        <translation>يفوز أو يسدّ الطريق حين يستطيع، وإلا يأخذ الوسط ثم زاوية ثم جانبًا.</translation>
    </message>
    <message>
        <source>Wins or blocks when it can, else takes the cell with the most lines still open to it.</source>
        <translation>يفوز أو يسدّ الطريق حين يستطيع، وإلا يأخذ الخانة التي تمر بها أكثر الخطوط التي لا تزال مفتوحة له.</translation>
    </message>
    <message>
        <source>win-or-block rules</source>
        <translation>قواعد الفوز أو السدّ</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>خبير</translation>
    </message>
    <message>
        <source>Fork rules</source>
        <translation>قواعد التفرّع</translation>
    </message>
    <message>
        <source>Rule-based: win, block, fork, block a fork, centre, opposite corner, corner, side; never loses on 3 x 3.</source>
        <translation>قائم على القواعد: الفوز، السدّ، التفرّع، سدّ التفرّع، الوسط، الزاوية المقابلة، زاوية، جانب؛ لا يخسر أبدًا على 3 × 3.</translation>
    </message>
    <message>
        <source>Rule-based: win, block, fork, block a fork, else the cell that best builds its lines and blocks the opponent&apos;s.</source>
        <translation>قائم على القواعد: الفوز، السدّ، التفرّع، سدّ التفرّع، وإلا فالخانة التي تبني خطوطه على أفضل وجه وتسدّ خطوط الخصم.</translation>
    </message>
    <message>
        <source>fork rules</source>
        <translation>قواعد التفرّع</translation>
    </message>
    <message>
        <source>Monte Carlo</source>
        <translation>مونت كارلو</translation>
    </message>
    <message>
        <source>Plays many random games and favours the squares the winners played.</source>
        <translation>يلعب كثيرًا من الألعاب العشوائية ويفضّل الخانات التي لعبها الفائزون.</translation>
    </message>
    <message>
        <source>random games</source>
        <translation>ألعاب عشوائية</translation>
    </message>
    <message>
        <source>Random games per move</source>
        <translation>الألعاب العشوائية لكل نقلة</translation>
    </message>
    <message>
        <source>How many random games it plays before each move: more plays better, and slower.</source>
        <translation>عدد المباريات العشوائية التي يلعبها قبل كل نقلة: الأكثر يلعب أفضل وأبطأ.</translation>
    </message>
    <message>
        <source>After each random game, what each square the computer played there counts: added to that square&apos;s score when the computer won, taken off when it lost.</source>
        <translation>بعد كل مباراة عشوائية، كم تُحتسب كل خانة لعبها الحاسوب فيها: تُضاف إلى نقاط تلك الخانة إن فاز الحاسوب، وتُطرح إن خسر.</translation>
    </message>
    <message>
        <source>After each random game, what each square its opponent played there counts: taken off that square&apos;s score when the computer won, added when it lost.</source>
        <translation>بعد كل مباراة عشوائية، كم تُحتسب كل خانة لعبها خصمه فيها: تُطرح من نقاط تلك الخانة إن فاز الحاسوب، وتُضاف إن خسر.</translation>
    </message>
    <message>
        <source>Stops the random games once this many seconds have passed; 0 plays them all.</source>
        <translation>يوقف المباريات العشوائية بعد مرور هذا العدد من الثواني؛ و0 يلعبها كلها.</translation>
    </message>
    <message>
        <source>How many random games it plays from the position before each move: more plays better, and slower.</source>
        <translation>عدد المباريات العشوائية التي يلعبها من الوضع الحالي قبل كل نقلة: الأكثر يلعب أفضل وأبطأ.</translation>
    </message>
    <message>
        <source>How long it may think about each move; it often answers sooner.</source>
        <translation>المدة التي يمكنه التفكير فيها في كل نقلة؛ وكثيرًا ما يجيب أسرع.</translation>
    </message>
    <message>
        <source>Score for own squares</source>
        <translation>نقاط خاناته</translation>
    </message>
    <message>
        <source>Score for opponent squares</source>
        <translation>نقاط خانات الخصم</translation>
    </message>
    <message>
        <source>MCTS</source>
        <translation>MCTS</translation>
    </message>
    <message>
        <source>Searches the game tree as deep as its think time allows, and proves the result where it reaches the end of every line.</source>
        <translation>يبحث في شجرة اللعبة بأعمق ما يسمح به وقت تفكيره، ويثبت النتيجة حيث يبلغ نهاية كل خط لعب.</translation>
    </message>
    <message>
        <source>threat search</source>
        <translation>بحث التهديدات</translation>
    </message>
    <message>
        <source>Match my level</source>
        <translation>على مستواي</translation>
    </message>
    <message>
        <source>Plays stronger after you win and weaker after you lose, so that you win about as often as you lose; its level comes from your recorded games on these rules.</source>
        <translation>يلعب بقوة أكبر بعد فوزك وبقوة أقل بعد خسارتك، حتى تفوز بقدر ما تخسر تقريبًا؛ ويُحدَّد مستواه من مبارياتك المسجلة بهذه القواعد.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>المستوى</translation>
    </message>
    <message>
        <source>Threat search</source>
        <translation>بحث التهديدات</translation>
    </message>
    <message>
        <source>Finds wins by fours and threes, stops the opponent&apos;s, and searches the best cells; for four or five in a row on 6 x 6 and bigger boards (elsewhere it plays as Perfect).</source>
        <translation>يجد الفوز بالرباعيات والثلاثيات، ويوقف تهديدات الخصم، ويبحث في أفضل الخانات؛ لأربعة أو خمسة في صف على لوحات 6&#xa0;×&#xa0;6 فأكبر (وفي غير ذلك يلعب مثل مثالي).</translation>
    </message>
    <message>
        <source>Playouts per move</source>
        <translation>جولات المحاكاة لكل نقلة</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>مبتدئ</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>سهل</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>متوسط</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>صعب</translation>
    </message>
    <message>
        <source>Unbeatable</source>
        <translation>لا يُهزم</translation>
    </message>
    <message>
        <source>Monte Carlo tree search: random games that look deeper where they go well, with proven wins and losses.</source>
        <translation>بحث شجري بطريقة مونت كارلو: ألعاب عشوائية تتعمّق حيث تسير جيدًا، مع إثبات الفوز والخسارة.</translation>
    </message>
    <message>
        <source>Monte Carlo tree search</source>
        <translation>بحث شجري بطريقة مونت كارلو</translation>
    </message>
    <message>
        <source>Time limit per move (s, 0 = none)</source>
        <translation>المهلة لكل نقلة (ث، 0 = بلا حد)</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>مثالي</translation>
    </message>
    <message>
        <source>full game-tree search</source>
        <translation>بحث كامل في شجرة اللعبة</translation>
    </message>
    <message>
        <source>Think time (s)</source>
        <translation>وقت التفكير (ث)</translation>
    </message>
</context>
<context>
    <name>StrategyPicker</name>
    <message>
        <source>Only {value} here</source>
        <translation>هنا {value} فقط</translation>
    </message>
    <message>
        <source>From {low} to {high}</source>
        <translation>من {low} إلى {high}</translation>
    </message>
    <message>
        <source>{option}:</source>
        <translation>{option}:</translation>
    </message>
    <message>
        <source>On these rules its search proves the value of every position: it cannot be beaten.</source>
        <translation>بهذه القواعد يُثبت بحثه قيمة كل وضعية: لا يمكن هزيمته.</translation>
    </message>
    <message>
        <source>On these rules it can be beaten: it does not prove its moves from the start, and the window says when a move is proven.</source>
        <translation>بهذه القواعد يمكن هزيمته: فهو لا يُثبت نقلاته من البداية، وتُخبرك النافذة عندما تكون النقلة مُثبَتة.</translation>
    </message>
    <message>
        <source>In reverse rules its rules turn around: it avoids completing a line of its own and leaves its opponent the cells that would complete one of the opponent&apos;s.</source>
        <translation>في القواعد المعكوسة تنقلب قواعده: يتجنّب إكمال خط من خطوطه، ويترك لخصمه الخانات التي تُكمل أحد خطوط الخصم.</translation>
    </message>
    <message>
        <source>On these rules it plays as %1: its threats need four or five in a row, normal rules and a board of 6 x 6 or more.</source>
        <translation>بهذه القواعد يلعب مثل «%1»: تهديداته تحتاج إلى أربعة أو خمسة في صف، والقواعد العادية، ولوحة 6 × 6 أو أكبر.</translation>
    </message>
    <message>
        <source>%1: %2, %3 random games a move.</source>
        <translation>%1: %2، %3 لعبة عشوائية لكل نقلة.</translation>
    </message>
    <message>
        <source>%1: %2, up to %3 s a move.</source>
        <translation>%1: %2، حتى %3 ث لكل نقلة.</translation>
    </message>
    <message>
        <source>%1: %2, answers at once.</source>
        <translation>%1: %2، يجيب فورًا.</translation>
    </message>
    <message>
        <source>{summary} It plays at level {level} of {top} now.</source>
        <translation>{summary} يلعب الآن في المستوى {level} من {top}.</translation>
    </message>
    <message>
        <source>{name}, level {level} of {top}</source>
        <translation>{name}، المستوى {level} من {top}</translation>
    </message>
    <message>
        <source>{name} {version}, an outside engine: {path}</source>
        <translation>{name} {version}، محرك خارجي: {path}</translation>
    </message>
    <message>
        <source>{name}, an outside engine: {path}</source>
        <translation>{name}، محرك خارجي: {path}</translation>
    </message>
    <message>
        <source>Added engines play five in a row on boards from 7 x 7 to 15 x 15, normal rules.</source>
        <translation>تلعب المحركات المضافة خمسة على التوالي على لوحات من 7 × 7 إلى 15 × 15، بالقواعد العادية.</translation>
    </message>
</context>
<context>
    <name>Thinking</name>
    <message>
        <source>Move</source>
        <translation>النقلة</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>القيمة</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>المعنى</translation>
    </message>
    <message>
        <source>Alpha-beta window</source>
        <translation>نافذة ألفا-بيتا</translation>
    </message>
    <message>
        <source>Monte Carlo scores</source>
        <translation>نقاط مونت كارلو</translation>
    </message>
    <message>
        <source>Moves considered</source>
        <translation>النقلات المدروسة</translation>
    </message>
    <message>
        <source>Visits</source>
        <translation>الزيارات</translation>
    </message>
    <message>
        <source>Result of its games</source>
        <translation>نتيجة ألعابها</translation>
    </message>
    <message>
        <source>Proof</source>
        <translation>الإثبات</translation>
    </message>
    <message>
        <source>The share of the random games through this move that the player making it won, a draw counting half</source>
        <translation>نسبة الألعاب العشوائية المارّة بهذه النقلة التي فاز بها اللاعب الذي يلعبها، ويُحتسب التعادل نصف فوز</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}٪</translation>
    </message>
    <message>
        <source>an opening rule, not a search</source>
        <translation>قاعدة افتتاحية، لا بحث</translation>
    </message>
    <message>
        <source>the best found, not proven</source>
        <translation>أفضل ما وُجد، غير مُثبَت</translation>
    </message>
    <message>
        <source>{header}: {text}</source>
        <translation>{header}: {text}</translation>
    </message>
    <message>
        <source>the move chosen</source>
        <translation>النقلة المختارة</translation>
    </message>
    <message>
        <source>; </source>
        <translation>؛ </translation>
    </message>
    <message>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <source>This position, {mark} to move</source>
        <translation>هذا الوضع، والدور على {mark}</translation>
    </message>
    <message>
        <source>{cell} by {mark}</source>
        <translation>{mark} في {cell}</translation>
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
        <translation>مُقلَّمة: لم يُبحث فيها قط</translation>
    </message>
    <message>
        <source>cut off: worth at least {value} to {mark}</source>
        <translation>قُطع البحث: قيمتها {value} على الأقل لـ{mark}</translation>
    </message>
    <message>
        <source>cut off: worth at most {value} to {mark}</source>
        <translation>قُطع البحث: قيمتها {value} على الأكثر لـ{mark}</translation>
    </message>
    <message>
        <source>{mark} wins</source>
        <translation>يفوز {mark}</translation>
    </message>
    <message>
        <source>{mark} loses</source>
        <translation>يخسر {mark}</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>تعادل</translation>
    </message>
    <message>
        <source>{meaning} (remembered)</source>
        <translation>{meaning} (من الذاكرة)</translation>
    </message>
    <message>
        <source>α {alpha}, β {beta}</source>
        <translation>α {alpha}، β {beta}‎</translation>
    </message>
    <message>
        <source>proven win</source>
        <translation>فوز مُثبَت</translation>
    </message>
    <message>
        <source>proven draw</source>
        <translation>تعادل مُثبَت</translation>
    </message>
    <message>
        <source>proven loss</source>
        <translation>خسارة مُثبَتة</translation>
    </message>
    <message>
        <source>Alpha-beta: α is what the player making the move is already sure of through another move, β what the opponent is sure of. Once a reply shows a move is worth at most α, the other replies are not searched: they are pruned.</source>
        <translation>ألفا-بيتا: α هي ما يضمنه اللاعب صاحب النقلة مسبقًا عبر نقلة أخرى، وβ ما يضمنه الخصم. وحين يُظهر أحد الردود أن قيمة النقلة α على الأكثر، لا يُبحث في بقية الردود: إنها تُقلَّم.</translation>
    </message>
    <message>
        <source>The game is over: minimax has nothing to search.</source>
        <translation>انتهت اللعبة: لم يبقَ لميني ماكس ما يبحث فيه.</translation>
    </message>
    <message>
        <source>Minimax searched {searched} moves ({known} of them remembered from another move order) and plays {cell}.</source>
        <translation>بحث ميني ماكس في {searched} نقلة (منها {known} تذكّرها من ترتيب نقلات آخر) ويلعب {cell}.</translation>
    </message>
    <message>
        <source>Alpha-beta pruning left {pruned} moves unsearched (grey).</source>
        <translation>ترك تقليم ألفا-بيتا {pruned} نقلة دون بحث (بالرمادي).</translation>
    </message>
    <message>
        <source>Each value is for the player who made the move: a win scores the free cells left at its end plus one (a quicker win scores more), a loss minus that, a draw 0. Each player takes the reply worth most to them; bold marks the move chosen.</source>
        <translation>كل قيمة هي للاعب الذي لعب النقلة: الفوز يساوي عدد الخانات الفارغة المتبقية عند نهايته زائد واحد (الفوز الأسرع يُحرز أكثر)، والخسارة سالب ذلك، والتعادل 0. ويختار كل لاعب الرد الأعلى قيمة له؛ والخط العريض يميّز النقلة المختارة.</translation>
    </message>
    <message>
        <source>Monte Carlo played {trials} random games for {mark}: after each, the squares of the winner gain and the loser&apos;s lose. It takes {cell}, scored {score}, the highest.</source>
        <translation>لعب مونت كارلو {trials} لعبة عشوائية لـ{mark}: بعد كل منها تكسب خانات الفائز نقاطًا وتخسر خانات الخاسر. ويأخذ {cell} بنقاط {score}، وهي الأعلى.</translation>
    </message>
    <message>
        <source>{cell}: {mark}</source>
        <translation>{cell}: {mark}</translation>
    </message>
    <message>
        <source>{cell}: score {score}, the move taken</source>
        <translation>{cell}: النقاط {score}، النقلة المختارة</translation>
    </message>
    <message>
        <source>{cell}: score {score}</source>
        <translation>{cell}: النقاط {score}</translation>
    </message>
    <message>
        <source>MCTS plays {cell} without a search: a win, a forced block, the opening rule or a threat it saw first.</source>
        <translation>يلعب MCTS في {cell} دون بحث: فوز، أو سدّ إجباري، أو القاعدة الافتتاحية، أو تهديد رآه أولًا.</translation>
    </message>
    <message>
        <source>MCTS ran {visits} random games through its tree from here, going deeper where they went well, and plays {cell}, the move it tried most.</source>
        <translation>لعب MCTS {visits} لعبة عشوائية عبر شجرته انطلاقًا من هنا، متعمّقًا حيث سارت جيدًا، ويلعب {cell}، النقلة التي جرّبها أكثر من غيرها.</translation>
    </message>
    <message>
        <source>The threat search plays {cell} by its opening rule.</source>
        <translation>يلعب بحث التهديدات {cell} وفق قاعدته الافتتاحية.</translation>
    </message>
    <message>
        <source>The threat search plays {cell}, its value proven, in {seconds} s.</source>
        <translation>يلعب بحث التهديدات {cell}، وقد أثبت قيمتها خلال {seconds} ث.</translation>
    </message>
    <message>
        <source>The threat search plays {cell}, the best it found in {seconds} s.</source>
        <translation>يلعب بحث التهديدات {cell}، أفضل ما وجده خلال {seconds} ث.</translation>
    </message>
    <message>
        <source>Principal line: {moves}</source>
        <translation>الخط الرئيسي: {moves}</translation>
    </message>
    <message>
        <source>The computer could not show its thinking: {message}</source>
        <translation>تعذّر على الحاسوب عرض تفكيره: {message}</translation>
    </message>
    <message>
        <source>The game is over: there is nothing left to think about.</source>
        <translation>انتهت اللعبة: لم يبقَ ما يُفكَّر فيه.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>جارٍ التفكير…</translation>
    </message>
</context>
<context>
    <name>ThinkingPanel</name>
    <message>
        <source>How the computer thinks</source>
        <translation>كيف يفكّر الحاسوب</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>ال&amp;خوارزمية:</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>الخوارزمية</translation>
    </message>
    <message>
        <source>Alpha-&amp;beta pruning</source>
        <translation>تقليم ألفا-&amp;بيتا</translation>
    </message>
    <message>
        <source>Stop searching a move as soon as one reply shows it is no better than a move already found: the same choice, fewer positions; the moves left out are grey.</source>
        <translation>التوقف عن البحث في نقلة بمجرد أن يُظهر أحد الردود أنها ليست أفضل من نقلة وُجدت من قبل: الاختيار نفسه بأوضاع أقل؛ والنقلات المتروكة رمادية.</translation>
    </message>
    <message>
        <source>Values as the search &amp;finds them</source>
        <translation>القيم كما يجدها ال&amp;بحث</translation>
    </message>
    <message>
        <source>Show the tree as it stood at the step chosen: no value yet for the moves not reached, … for those whose replies are still being searched.</source>
        <translation>اعرض الشجرة كما كانت عند الخطوة المختارة: لا قيمة بعد للنقلات التي لم يصلها البحث، و… للنقلات التي ما زالت ردودها قيد البحث.</translation>
    </message>
    <message>
        <source>Minimax search tree</source>
        <translation>شجرة بحث ميني ماكس</translation>
    </message>
    <message>
        <source>Pre&amp;vious step</source>
        <translation>الخطوة ال&amp;سابقة</translation>
    </message>
    <message>
        <source>The move searched before this one</source>
        <translation>النقلة التي بُحث فيها قبل هذه</translation>
    </message>
    <message>
        <source>Ne&amp;xt step</source>
        <translation>الخطوة ال&amp;تالية</translation>
    </message>
    <message>
        <source>The move searched after this one</source>
        <translation>النقلة التي بُحث فيها بعد هذه</translation>
    </message>
    <message>
        <source>Minimax (3 x 3)</source>
        <translation>ميني ماكس (3 × 3)</translation>
    </message>
    <message>
        <source>Monte Carlo</source>
        <translation>مونت كارلو</translation>
    </message>
    <message>
        <source>Monte Carlo tree search (MCTS)</source>
        <translation>بحث شجري بطريقة مونت كارلو (MCTS)</translation>
    </message>
    <message>
        <source>Threat search</source>
        <translation>بحث التهديدات</translation>
    </message>
    <message>
        <source>A pruned move: alpha-beta never searched it.</source>
        <translation>نقلة مُقلَّمة: لم يبحث فيها ألفا-بيتا قط.</translation>
    </message>
    <message>
        <source>Step {step} of {steps} in the search&apos;s order</source>
        <translation>الخطوة {step} من {steps} بترتيب البحث</translation>
    </message>
</context>
</TS>
