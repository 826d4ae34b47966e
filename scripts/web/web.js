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
  const UI = {
    ko: {
      lang: 'English', play: '대국', explain: '설명', picture: '그런디 그림', start: '시작',
      random: '무작위', typed: '직접 입력', seed: '시드', side: '내 차례', ask: '묻기',
      first: '선공', second: '후공', newGame: '새 대국', send: '두기', hint: '힌트',
      values: '그런디 수', undo: '무르기', help: '도움말', moves: '둘 수 있는 수',
      more: '더 큰 수는 직접 입력하십시오', log: '기록', run: '설명 보기', input: '입력',
      options: '갈 수 있는 곳', none: '없음', value: '그런디 수', loading: '불러오는 중…',
      home: '문제 목록', noMoves: '지금은 둘 수 없습니다', error: '오류',
      pick: '부분(또는 판 위의 말)을 누르면 둘 수 있는 수가 보이고, 수(또는 노란 칸)를 누르면 둡니다. 직접 입력해도 됩니다:',
    },
    en: {
      lang: '한국어', play: 'Play', explain: 'Explain', picture: 'Grundy picture', start: 'Start',
      random: 'random', typed: 'typed', seed: 'seed', side: 'my side', ask: 'ask',
      first: 'first', second: 'second', newGame: 'New game', send: 'Play', hint: 'Hint',
      values: 'Values', undo: 'Undo', help: 'Help', moves: 'Legal moves',
      more: 'type the moves to bigger numbers', log: 'Log', run: 'Explain', input: 'Input',
      options: 'Options', none: 'none', value: 'Grundy value', loading: 'Loading…',
      home: 'All problems', noMoves: 'no move to make now', error: 'error',
      pick: 'Click a component (or its piece on the board) for its legal moves, and a move (or a yellow cell) to play it; or type a move:',
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
      if (e && e.name === 'ExitStatus') return { error: stderr.trim() || UI[lang].error };
      throw e;
    }
  }
  const ko = () => (lang === 'ko' ? 1 : 0);

  // ---- play: a session, kept as its start and the lines typed, so a language switch replays it
  const game = { input: '', seed: 1, side: -1, lines: [], log: '', showValues: false, open: -1 };
  function startGame() {
    const r = call('web_start', ['string', 'number', 'number', 'number'],
      [game.input, game.seed, game.side, ko()]);
    game.log = r.error ? r.error + '\n' : r.text + prompt();
    for (const line of game.lines) feedOnly(line);
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
    game.seed = Math.max(0, Math.floor(+$('seed').value || 0));
    game.side = +$('side').value;
    game.lines = [];
    game.showValues = false;
    game.open = -1;
    startGame();
  }
  function drawGame() {
    const t = UI[lang];
    const log = $('log');
    log.textContent = game.log;
    log.scrollTop = log.scrollHeight;
    const s = JSON.parse(call('web_state', [], []).text || '{}');
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
    field.style.gridTemplateColumns = 'repeat(' + s.board.cols + ', minmax(0, 2.4rem))';
    const cells = [];
    for (let k = 0; k < s.board.rows * s.board.cols; k++) {
      const d = el('div', 'spot');
      d.dataset.row = Math.floor(k / s.board.cols);
      d.dataset.col = k % s.board.cols;
      cells.push(d);
      field.appendChild(d);
    }
    const at = (rc) => cells[rc[0] * s.board.cols + rc[1]];
    for (const m of s.board.marks) at(m.at).textContent = m.text;
    s.components.forEach((c, i) => {
      const cell = at(c.at);
      cell.classList.add('piece');
      if (i === game.open) cell.classList.add('picked');
      cell.textContent = cell.dataset.pieces ? cell.textContent + '·' + c.piece : c.piece;
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
    const opts = c.moves.map((m) => m.after + ' → ' + m.value).join(', ');
    info.appendChild(el('p', 'options', t.options + ': ' + (opts || t.none)));
  }

  // ---- both languages ----
  function words() {
    const t = UI[lang];
    document.documentElement.lang = lang;
    for (const e of document.querySelectorAll('[data-ui]')) e.textContent = t[e.dataset.ui];
    for (const e of document.querySelectorAll('[data-ko]')) e.textContent = e.dataset[lang];
    for (const o of document.querySelectorAll('option[data-ui]')) o.textContent = t[o.dataset.ui];
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
      const o = el('option', '', name);
      o.value = String(k);
      start.insertBefore(o, start.querySelector('option[value=random]'));
    });
    start.value = '0';
    start.onchange = () => { $('typed').hidden = start.value !== 'typed'; };
    $('typed').value = window.BOJ.samples[0][1];
    $('pasted').value = window.BOJ.samples[0][1];
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
      explain();
      drawPicture();
      document.body.dataset.ready = '1';
    });
  });
})();
