// The games' web pages (scripts/web.sh): draws what a game's engine says and forwards clicks.
//   The engine is <folder>.js, the trainer's and explainer's own C++ as WebAssembly
//   (scripts/web/web.cpp); no rule, value or move is computed here. A click on a move sends
//   the line play.sh's player would type; the log is the engine's words.
// Use: a page sets window.BOJ = {folder, samples: [[name, text], ...]} and loads its engine
//   (createGame) before this file; the index page sets no BOJ and only switches languages.
//   Korean first; #en in the address (or the language button) shows English.
// Status: tests/web/browser.js plays every game through the page in headless Chromium.
(function () {
  'use strict';
  // The page's own words; the game's (its log, moves, explanations) come from the engine.
  // Korean: 합니다체, the README's glossary (선공/후공), no particle after an inserted name.
  const UI = {
    ko: {
      lang: 'English', play: '대국', explain: '설명', picture: '그런디 그림', start: '시작',
      random: '무작위', typed: '직접 입력', seed: '시드', side: '나는', ask: '시작 후 고르기',
      first: '선공', second: '후공', newGame: '새 대국', send: '두기', hint: '힌트',
      values: '그런디 수', undo: '무르기', help: '도움말',
      more: '목록에는 수가 일부만 있습니다. 나머지는 직접 입력하십시오', run: '설명 보기',
      options: '갈 수 있는 곳', none: '없음', value: '그런디 수',
      home: '문제 목록', noMoves: '지금은 둘 수 없습니다', error: '오류',
      pick: '판 위의 말이나 아래 이름표를 누르면 둘 수 있는 수가 보이고, 수나 노란 칸을 누르면 그 수를 둡니다. 직접 입력해도 됩니다:',
      explainNote: '지금 대국의 시작 입력이 들어 있습니다. 다른 입력을 붙여 넣고 설명 보기를 눌러도 됩니다.',
      yourTurn: '내 차례입니다', machineTurn: '컴퓨터 차례입니다', chooseSide: '선공과 후공 중에서 고르십시오',
      win: '이겼습니다', lose: '졌습니다',
      winWhy: '컴퓨터는 더 둘 수 있는 수가 없습니다.',
      loseWhy: '나는 더 둘 수 있는 수가 없습니다. 무르기로 내 마지막 수를 무르고 이어서 둘 수 있습니다.',
      ended: '대국을 마쳤습니다 (quit). 새 대국을 시작하십시오.', me: '나', machine: '컴퓨터',
      sample: '예제', example: '예시',
      last: '마지막 수', badSeed: '시드는 0부터 18446744073709551615까지의 정수여야 합니다.',
    },
    en: {
      lang: '한국어', play: 'Play', explain: 'Explain', picture: 'Grundy picture', start: 'Start',
      random: 'random', typed: 'typed', seed: 'seed', side: 'I play', ask: 'choose later',
      first: 'first', second: 'second', newGame: 'New game', send: 'Play', hint: 'Hint',
      values: 'Values', undo: 'Undo', help: 'Help',
      more: 'Only some moves are listed: type the others', run: 'Explain',
      options: 'Options', none: 'none', value: 'Grundy value',
      home: 'All problems', noMoves: 'no move to make now', error: 'error',
      pick: 'Click a piece on the board or a name below for its legal moves, and a move or a yellow cell to play it; or type a move:',
      explainNote: "The current game's start is filled in; paste another input and press Explain for it.",
      yourTurn: 'Your turn', machineTurn: "The machine's turn", chooseSide: 'Choose to move first or second',
      win: 'You win', lose: 'You lose',
      winWhy: 'The machine has no move left.',
      loseWhy: 'You have no move left. Undo takes your last move back, to play on.',
      ended: 'The session ended (quit): start a new game.', me: 'you', machine: 'machine',
      sample: 'sample', example: 'example',
      last: 'Last move', badSeed: 'The seed must be a whole number from 0 to 18446744073709551615.',
    },
  };
  let lang = location.hash === '#en' ? 'en' : 'ko';
  const $ = (id) => document.getElementById(id);
  const el = (tag, cls, text) => {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  };

  // ---- the engine: each call returns {text} or {error} (main.cpp's error line) ----
  let mod = null;
  let stderr = '';
  function call(name, types, args) {
    stderr = '';
    const sp = mod.stackSave();
    try {
      return { text: mod.ccall(name, 'string', types, args) };
    } catch (e) {
      mod.stackRestore(sp); // exit() left the C stack where it was
      if (!e || e.name !== 'ExitStatus') throw e;
      const line = stderr.trim(); // main.cpp's, in English: the engine says it in the page's language
      return { error: line ? mod.ccall('web_reader', 'string', ['string', 'number'], [line, ko()]) : UI[lang].error };
    }
  }
  const ko = () => (lang === 'ko' ? 1 : 0);

  // ---- play: a session, kept as its start and the lines typed, so a language switch replays it
  const game = { input: '', seed: '1', side: 0, lines: [], log: '', showValues: false, open: -1 };
  // A seed as play.sh --random takes it: all 64 bits, so it goes to the engine as text (which
  // checks it again); a JavaScript number would round seeds past 2^53.
  const goodSeed = (s) => /^[0-9]{1,20}$/.test(s) && BigInt(s) < 2n ** 64n;
  function startGame() {
    if (!game.input && !goodSeed(game.seed)) {
      // The engine refuses it too, and leaves no game behind; the reader gets the page's words.
      const r = call('web_start', ['string', 'string', 'number', 'number'], ['', game.seed, 0, ko()]);
      game.log = r.error ? UI[lang].badSeed + '\n' : UI[lang].error + ': ' + game.seed + '\n';
    } else {
      const r = call('web_start', ['string', 'string', 'number', 'number'],
        [game.input, game.seed, game.side, ko()]);
      game.log = r.error ? r.error + '\n' : r.text + prompt();
      for (const line of game.lines) feedOnly(line);
    }
    drawGame();
  }
  function prompt() {
    const p = call('web_prompt', [], []).text;
    return p ? p + '> ' : '';
  }
  function feedOnly(line) {
    const r = call('web_feed', ['string'], [line]);
    game.log += r.error ? r.error + '\n' : r.text + prompt();
  }
  function feed(line) {
    game.lines.push(line);
    if (line.trim() === 'values') game.showValues = true;
    game.open = -1;
    feedOnly(line);
    drawGame();
  }
  function newGame() {
    const how = $('start').value;
    game.input = how === 'typed' ? $('typed').value : how === 'random' ? '' : window.BOJ.samples[+how][1];
    game.seed = $('seed').value.trim();
    game.side = +$('side').value;
    game.lines = [];
    game.showValues = false;
    game.open = -1;
    startGame();
    // The explain box follows the game: its start, as the problem's input.
    const s = state();
    if (s.input !== undefined || game.input) {
      $('pasted').value = s.input !== undefined ? s.input : game.input;
      explain();
    }
  }
  const state = () => JSON.parse(call('web_state', [], []).text || '{}');

  // Whose turn, or the result, and the last move: what a player looks for first.
  function drawStatus(s) {
    const t = UI[lang];
    const status = $('status');
    status.textContent = '';
    status.hidden = !s.components;
    if (!s.components) return;
    const who = (p) => (p === s.user ? t.me : t.machine) + ' (' + s.players[p] + ')';
    const head = el('p', 'banner');
    let why = '';
    if (!s.alive) {
      status.dataset.state = 'ended';
      head.textContent = t.ended;
    } else if (s.asking) {
      status.dataset.state = 'ask';
      head.textContent = t.chooseSide;
      for (const [answer, word] of [['first', t.first], ['second', t.second]]) {
        const b = el('button', 'side', word + ' (' + s.players[answer === 'first' ? s.mover : 1 - s.mover] + ')');
        b.type = 'button';
        b.dataset.line = answer;
        b.onclick = () => feed(answer);
        head.appendChild(document.createTextNode(' '));
        head.appendChild(b);
      }
    } else if (s.over) {
      status.dataset.state = s.result;
      head.textContent = s.result === 'win' ? t.win : t.lose;
      why = s.result === 'win' ? t.winWhy : t.loseWhy;
    } else {
      status.dataset.state = s.mover === s.user ? 'you' : 'machine';
      head.textContent = (s.mover === s.user ? t.yourTurn : t.machineTurn) + ' (' + s.players[s.mover] + ')';
    }
    status.dataset.result = s.result || '';
    status.appendChild(head);
    if (why) status.appendChild(el('p', 'why', why));
    if (s.last) {
      const last = el('p', 'last');
      last.dataset.line = s.last.line;
      last.dataset.who = s.last.by === s.user ? 'me' : 'machine';
      last.appendChild(el('span', 'label', t.last + ' · ' + who(s.last.by) + ' '));
      last.appendChild(el('code', '', s.last.line));
      last.appendChild(el('span', '', ' — ' + s.last.words));
      status.appendChild(last);
    }
  }
  function drawGame() {
    const t = UI[lang];
    const log = $('log');
    log.textContent = game.log;
    log.scrollTop = log.scrollHeight;
    const s = state();
    drawStatus(s);
    const board = $('board');
    board.textContent = '';
    board.dataset.mover = s.mover;
    $('position').textContent = s.position || '';
    if (!s.components) return;
    s.components.forEach((c, i) => {
      const card = el('div', 'card');
      card.dataset.index = i;
      card.dataset.value = c.value;
      if (c.more) card.dataset.more = '1';
      if (s.last && s.last.component === i) card.classList.add('last');
      const head = el('button', 'head', c.text.trim());
      head.type = 'button';
      if (game.showValues) head.appendChild(el('span', 'badge', String(c.value)));
      head.onclick = () => { game.open = game.open === i ? -1 : i; drawGame(); };
      card.appendChild(head);
      if (game.open === i) {
        const list = el('div', 'moves');
        if (!c.moves || !c.moves.length) list.appendChild(el('p', 'note', t.noMoves));
        for (const m of c.moves || []) {
          const b = el('button', 'move');
          b.type = 'button';
          b.dataset.line = m.line;
          b.dataset.value = m.value;
          b.appendChild(el('code', '', m.line));
          b.appendChild(el('span', '', ' ' + m.words));
          if (game.showValues) b.appendChild(el('span', 'badge', String(m.value)));
          b.onclick = () => feed(m.line);
          list.appendChild(b);
        }
        if (c.more) list.appendChild(el('p', 'note', t.more));
        card.appendChild(list);
      }
      board.appendChild(card);
    });
    if (s.count > s.components.length) board.appendChild(el('p', 'note', '… ' + s.count));
    $('syntax').textContent = s.syntax || '';
    drawField(s);
  }

  // The board the engine lays out: its marks, each component's piece, and for the component
  // picked, the cells its moves go to; a click on one plays that move's line.
  function drawField(s) {
    const field = $('field');
    field.textContent = '';
    field.hidden = !s.board;
    if (!s.board) return;
    // Coordinates: the column's number under it (a cell, x, or stones left), and left of a row
    // its y (upward) or its component's number; 3x3 blocks ruled where the game has them.
    const { rows, cols, yUp, block } = s.board;
    const named = rows > 1 || yUp;
    field.style.gridTemplateColumns = (named ? '1.4rem ' : '') + 'repeat(' + cols + ', minmax(0, 2.4rem))';
    const cells = [];
    for (let k = 0; k < rows * cols; k++) {
      const r = Math.floor(k / cols), c = k % cols, y = yUp ? rows - 1 - r : r + 1;
      if (named && c === 0) field.appendChild(el('div', 'axis', String(y)));
      const d = el('div', 'spot');
      d.dataset.row = r;
      d.dataset.col = c;
      if (block && c > 0 && c % block === 0) d.classList.add('block-x');
      if (block && y > 0 && y % block === 0) d.classList.add('block-y');
      cells.push(d);
      field.appendChild(d);
    }
    if (named) field.appendChild(el('div', 'axis'));
    for (let c = 0; c < cols; c++) field.appendChild(el('div', 'axis', String(c)));
    const at = (rc) => cells[rc[0] * s.board.cols + rc[1]];
    for (const m of s.board.marks) at(m.at).textContent = m.text;
    if (s.last && s.last.from) {
      at(s.last.from).classList.add('last-from');
      at(s.last.to).classList.add('last-to');
    }
    s.components.forEach((c, i) => {
      const cell = at(c.at);
      cell.classList.add('piece');
      if (i === game.open) cell.classList.add('picked');
      // Pieces sharing a cell: the last move's piece, else the first, and how many more (a
      // cell keeps its size).
      const here = cell.dataset.pieces ? cell.dataset.pieces.split(' ') : [];
      if (!here.length || (s.last && s.last.component === i)) cell.textContent = c.piece;
      if (here.length) cell.dataset.more = String(here.length);
      cell.title = (cell.title ? cell.title + ' · ' : '') + c.text.trim();
      cell.dataset.pieces = (cell.dataset.pieces ? cell.dataset.pieces + ' ' : '') + i;
      cell.onclick = () => { // the next component on this cell, round
        const here = cell.dataset.pieces.split(' ').map(Number);
        const k = here.indexOf(game.open);
        game.open = k < 0 || k + 1 === here.length ? here[0] : here[k + 1];
        drawGame();
      };
    });
    const picked = s.components[game.open];
    for (const m of (picked && picked.moves) || []) {
      const cell = at(m.to);
      cell.classList.add('target');
      cell.dataset.line = m.line;
      cell.title = m.line + ': ' + m.words;
      cell.onclick = () => feed(m.line);
    }
  }

  // ---- explain ----
  function explain() {
    const r = call('web_explain', ['string', 'number'], [$('pasted').value, ko()]);
    const out = $('explained');
    out.textContent = r.error || r.text;
    out.classList.toggle('bad', !!r.error);
  }

  // ---- the note's Grundy picture ----
  const pictures = {}; // per language: the engine works the whole picture out once
  function drawPicture() {
    pictures[lang] = pictures[lang] || JSON.parse(call('web_picture', ['number'], [ko()]).text);
    const pic = pictures[lang];
    $('caption').textContent = pic.caption;
    const grid = $('grid');
    grid.textContent = '';
    grid.style.gridTemplateColumns = 'repeat(' + pic.cols + ', minmax(0, 1fr))';
    let top = 1;
    for (const c of pic.cells) top = Math.max(top, c.value);
    const cells = pic.cells.map((c, k) => {
      const d = el('div', 'cell', String(c.value));
      d.dataset.index = k;
      d.dataset.value = c.value;
      d.dataset.input = c.input;
      d.style.background = 'hsl(' + (250 - 200 * c.value / top) + ',65%,' + (35 + 30 * c.value / top) + '%)';
      d.tabIndex = 0;
      const show = () => pointAt(pic, cells, k);
      d.onmouseenter = show;
      d.onfocus = show;
      d.onclick = show;
      grid.appendChild(d);
      return d;
    });
  }
  function pointAt(pic, cells, k) {
    const t = UI[lang];
    const c = pic.cells[k];
    for (const d of cells) d.classList.remove('at', 'option');
    cells[k].classList.add('at');
    for (const j of c.targets) if (j >= 0) cells[j].classList.add('option');
    const info = $('info');
    info.textContent = '';
    info.dataset.index = k;
    info.appendChild(el('p', 'label', c.label + ': ' + t.value + ' ' + c.value));
    info.appendChild(el('p', 'note', c.text.trim()));
    const opts = c.moves.map((m) => (m.after.includes(',') ? '(' + m.after + ')' : m.after) + ' → ' + m.value).join(' · ');
    info.appendChild(el('p', 'options', t.options + ': ' + (opts || t.none)));
  }

  // ---- both languages ----
  function words() {
    const t = UI[lang];
    document.documentElement.lang = lang;
    for (const e of document.querySelectorAll('[data-ui]')) e.textContent = t[e.dataset.ui];
    for (const e of document.querySelectorAll('[data-ko]')) e.textContent = e.dataset[lang];
    for (const o of document.querySelectorAll('option[data-ui]')) o.textContent = t[o.dataset.ui];
    for (const o of document.querySelectorAll('option[data-sample]')) { // sample-6: 예제 6
      const [kind, n] = o.dataset.sample.split('-');
      o.textContent = (t[kind] || kind) + ' ' + n;
    }
    for (const a of document.querySelectorAll('a.page')) a.hash = lang === 'en' ? 'en' : '';
  }
  function switchLanguage() {
    lang = lang === 'ko' ? 'en' : 'ko';
    history.replaceState(null, '', lang === 'en' ? '#en' : location.pathname + location.search);
    words();
    if (!mod) return;
    $('title').textContent = call('web_title', ['number'], [ko()]).text;
    startGame();
    if ($('explained').textContent) explain();
    drawPicture();
  }

  document.addEventListener('DOMContentLoaded', () => {
    $('lang').onclick = switchLanguage;
    words();
    if (!window.BOJ) return;
    const start = $('start');
    window.BOJ.samples.forEach(([name], k) => {
      const o = el('option');
      o.value = String(k);
      o.dataset.sample = name;
      start.insertBefore(o, start.querySelector('option[value=random]'));
    });
    words();
    start.value = '0';
    const seed = $('seed').closest('label');
    start.onchange = () => {
      $('typed').hidden = start.value !== 'typed';
      seed.hidden = start.value !== 'random';
    };
    start.onchange();
    $('typed').value = window.BOJ.samples[0][1];
    $('new').onclick = newGame;
    $('moveform').onsubmit = (e) => {
      e.preventDefault();
      const line = $('line').value;
      $('line').value = '';
      feed(line);
    };
    for (const cmd of ['hint', 'values', 'undo', 'help']) $(cmd).onclick = () => feed(cmd);
    $('run').onclick = explain;
    window.createGame({ print: () => {}, printErr: (s) => { stderr += s + '\n'; } }).then((m) => {
      mod = m;
      $('title').textContent = call('web_title', ['number'], [ko()]).text;
      newGame();
      drawPicture();
      document.body.dataset.ready = '1';
    });
  });
})();
