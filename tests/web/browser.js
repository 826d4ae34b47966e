// The browser test of the games' web site (scripts/web.sh): headless Chromium (the system's,
//   driven by puppeteer-core through the DevTools protocol) plays whole games on every
//   problem's page by clicking its moves (in the list or on the board: the two must offer the
//   same lines), hint, values and undo, and checks the page's log,
//   word for word, against the native trainer (build/bin/<folder>_explain --play, itself
//   checked against naive.cpp by play/<folder>/sessions) fed the same lines, in Korean and
//   again in English after the language button; each shown value badge against the log's
//   `values:` line; each explanation against the native explainer; every cell of the Grundy
//   picture against the native explainer on that cell's input, and the cells pointed at
//   (their options' values have the cell's value as mex). No request may leave file://.
//   The page as a game, in both languages: the banner says whose turn it is and, at the end,
//   the result the log gives; the last move (the log's) is named and marked on the board; the
//   board keeps its size from the start to the end, no label spilling out of its cell; the
//   explain box holds the game's start (a random one too); a seed
//   is taken as play.sh --random takes it (2^64 - 1 plays as there) and a bad one is refused.
//   Writes screenshots of every page to build/web/screenshots/: at 390 px (a phone) a game
//   under way, and at the end of a game at 390 and 1280 px.
// Use: node browser.js ROOT BUILD CHROMIUM (tests/web/web.sh installs puppeteer-core and
//   runs it). Exit 0 all passed, 1 a check failed.
'use strict';
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const puppeteer = require('puppeteer-core');

const [root, build, chromium] = process.argv.slice(2);
const site = path.join(build, 'web');
const problems = fs.readdirSync(root).filter((d) => /^boj\d+_/.test(d) &&
  fs.existsSync(path.join(site, d + '.html'))).sort();
let failures = 0;
const counts = { mexes: 0, boards: 0, games: 0, machine: 0, lines: 0, values: 0, explained: 0, cells: 0, pointed: 0,
  banners: 0, lasts: 0, ends: 0, seeds: 0 };
function fail(what) {
  failures++;
  console.log('FAIL: ' + what);
}

// A small seeded generator, so a failing game can be played again.
let state = 12345;
function rand(n) {
  state = (state * 1103515245 + 12345) % 2147483648;
  return Math.floor(state / 65536) % n;
}

function native(p, args, input) {
  const r = spawnSync(path.join(build, 'bin', p + '_explain'), args, { input, encoding: 'utf8' });
  return { out: r.stdout, err: r.stderr, code: r.status };
}

function firstDiff(a, b) {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return JSON.stringify(a.slice(Math.max(0, i - 60), i + 60)) + ' vs ' +
    JSON.stringify(b.slice(Math.max(0, i - 60), i + 60));
}

const text = (page, sel) => page.$eval(sel, (e) => e.textContent);
const tmp = fs.mkdtempSync(path.join(require('os').tmpdir(), 'boj-web-'));
process.on('exit', () => fs.rmSync(tmp, { recursive: true, force: true }));

// The board as drawn: how many cells, its size in px, whether a label spills out of a cell.
const boardShape = (page) => page.$eval('#field', (f) => {
  const spots = [...f.querySelectorAll('.spot')];
  const a = spots.length ? spots[0].getBoundingClientRect() : { left: 0, top: 0 };
  const b = spots.length ? spots[spots.length - 1].getBoundingClientRect() : { right: 0, bottom: 0 };
  return { hidden: f.hidden, cells: spots.length, width: Math.round(b.right - a.left), height: Math.round(b.bottom - a.top),
    spills: spots.filter((s) => s.scrollWidth > s.clientWidth + 1 || s.scrollHeight > s.clientHeight + 1).length };
});

// The banner above the board: whose turn (the name in the log's last turn line) or the
// result (the words of the log's result line); the last move as `expect` says (line and who),
// marked once on a drawn board, where it went not where it came from, its card ringed.
async function checkStatus(page, p, expect) {
  const { log, s, marks, cards } = await page.evaluate(() => {
    const e = document.getElementById('status');
    const f = document.getElementById('field');
    const last = e.querySelector('.last');
    return {
      log: document.getElementById('log').textContent,
      s: { hidden: e.hidden, state: e.dataset.state, result: e.dataset.result,
        banner: e.querySelector('.banner') ? e.querySelector('.banner').textContent : '',
        last: last && { line: last.dataset.line, who: last.dataset.who } },
      marks: [f.hidden, f.querySelectorAll('.last-from').length,
        [...f.querySelectorAll('.last-to')].map((c) => c.textContent + (c.dataset.more || '')),
        f.querySelectorAll('.last-from.last-to').length],
      cards: document.querySelectorAll('#board .card.last').length,
    };
  });
  const where = `${p} after ${JSON.stringify(log.slice(-80))}`;
  if (s.hidden) return fail(`${where}: no banner`);
  const result = [...log.matchAll(/\n(?:result|결과): ([^\n]+)/g)].pop();
  const turn = [...log.matchAll(/\n(?:turn|차례): ([^ ,\n]+) \((?:you|나)\)/g)].pop();
  if (result && log.lastIndexOf(result[0]) > log.lastIndexOf(turn ? turn[0] : '\n')) {
    const won = /win|이겼/.test(result[1]);
    if (s.state !== (won ? 'win' : 'lose') || s.result !== s.state) fail(`${where}: banner ${s.state}, log ${result[1]}`);
    if (!result[1].toLowerCase().includes(s.banner.toLowerCase())) fail(`${where}: banner "${s.banner}", log "${result[1]}"`);
  } else if (turn) {
    if (s.state !== 'you' || !s.banner.includes('(' + turn[1] + ')')) fail(`${where}: banner "${s.banner}" (${s.state}), turn ${turn[1]}`);
  }
  counts.banners++;
  if (expect === undefined) return;
  if (!expect !== !s.last || (expect && (s.last.line !== expect.line || s.last.who !== expect.who))) {
    return fail(`${where}: last move ${JSON.stringify(s.last)}, want ${JSON.stringify(expect)}`);
  }
  if (!expect) return;
  if (cards !== 1) fail(`${where}: ${cards} cards marked as the last move's`);
  if (!marks[0] && (marks[1] !== 1 || marks[2].length !== 1 || !marks[2][0] || marks[3])) {
    fail(`${where}: the last move marked from ${marks[1]} cells to ${JSON.stringify(marks[2])}`);
  }
  counts.lasts++;
}

// The last move a log shows after a line: the machine's last reply in `added`, else the line.
function lastOf(added, line) {
  const machine = [...added.matchAll(/\n(?:machine|컴퓨터) \([^)]*\): ([^\n]+)/g)].pop();
  return machine ? { line: machine[1], who: 'machine' } : { line, who: 'me' };
}

async function setLanguage(page, want) {
  const now = await page.evaluate(() => document.documentElement.lang);
  if (now !== want) await page.click('#lang');
  const after = await page.evaluate(() => document.documentElement.lang);
  if (after !== want) fail(`language: ${after}, want ${want}`);
}

// One whole game from the page's start `how` (a sample's index or 'random'); returns nothing,
// counts and checks as it goes.
async function game(page, p, how, sample, seed, side) {
  await setLanguage(page, 'ko');
  await page.select('#start', how);
  await page.$eval('#seed', (e, v) => { e.value = v; }, String(seed));
  await page.select('#side', String(side));
  await page.click('#new');
  await followed(page, p, how, sample, seed);
  const shape = await boardShape(page);
  const lines = [];
  let last = lastOf(await text(page, '#log'), null); // the machine's first move, or none
  if (!last.line) last = null;
  if (side < 0) { // the trainer asks; the answer is typed or clicked in the banner
    const answer = ['first', 'second', '2', '1'][rand(4)];
    const asking = await page.$$eval('#status .side', (bs) => bs.map((b) => b.dataset.line).join(' '));
    if (asking !== 'first second') fail(`${p}: the side is asked with buttons ${asking}`);
    const before = (await text(page, '#log')).length;
    if (/^[fs]/.test(answer)) {
      await page.click(`#status .side[data-line=${answer}]`);
    } else {
      await page.type('#line', answer);
      await page.click('#moveform button[type=submit]');
    }
    lines.push(answer);
    last = lastOf((await text(page, '#log')).slice(before), null);
    if (!last.line) last = null;
  }
  let undone = false;
  for (let turn = 0; turn < 200; turn++) {
    await checkStatus(page, p, last);
    const moves = await page.$$eval('#board .card', (cards) => cards.length);
    const log = await text(page, '#log');
    if (/\n(result|결과): /.test(log)) break;
    if (moves === 0) return fail(`${p}: no components drawn`);
    const r = rand(10);
    if (r === 0 || r === 1) {
      const line = r === 0 ? 'hint' : 'values';
      await page.click('#' + line);
      lines.push(line);
      if (line === 'values') await checkBadges(page, p);
      continue;
    }
    if (r === 2 && !undone && lines.some((l) => /^\d/.test(l))) {
      undone = true;
      await page.click('#undo');
      lines.push('undo');
      last = undefined; // an earlier move, not checked
      continue;
    }
    // Open a card with moves and click one of them (or type it, now and then).
    const cards = await page.$$('#board .card .head');
    await cards[rand(cards.length)].click();
    const buttons = await page.$$('#board .move');
    // The board shows the same moves as the list: a cell for each.
    const listed = await page.$$eval('#board .move', (bs) => bs.map((b) => b.dataset.line).sort());
    const drawn = await page.$eval('#field', (f) => !f.hidden);
    const targets = await page.$$('#field .target');
    if (drawn) {
      const onBoard = await page.$$eval('#field .target', (ts) => ts.map((t) => t.dataset.line).sort());
      if (onBoard.join('|') !== listed.join('|')) fail(`${p}: board moves ${onBoard} but listed ${listed}`);
      counts.boards++;
    }
    // The picked component's value is the mex of the values its moves leave (when all are listed).
    const picked = await page.$eval('#board', (b) => {
      const list = b.querySelector('.card .moves'); // none: the click closed the card
      if (!list) return null;
      const card = list.parentNode;
      return [+card.dataset.value, [...card.querySelectorAll('.move')].map((m) => +m.dataset.value),
        card.dataset.more === '1'];
    });
    if (!picked) continue;
    const [value, after, more] = picked;
    let mex = 0;
    while (after.includes(mex)) mex++;
    if (!more && mex !== value) fail(`${p}: a component of value ${value} has moves to ${after} (mex ${mex})`);
    counts.mexes++;
    if (buttons.length === 0) continue; // that component cannot move: try another
    const how = rand(4);
    const b = how === 1 && drawn ? targets[rand(targets.length)] : buttons[rand(buttons.length)];
    const line = await b.evaluate((e) => e.dataset.line);
    const before = (await text(page, '#log')).length;
    if (how === 0) {
      await page.type('#line', line);
      await page.click('#moveform button[type=submit]');
    } else {
      await b.click();
    }
    lines.push(line);
    last = lastOf((await text(page, '#log')).slice(before), line);
  }
  const log = await text(page, '#log');
  if (!/\n(result|결과): /.test(log)) return fail(`${p}: game from ${how} did not end`);
  await sameBoard(page, p, shape, 'at the end of the game');
  if (how === 'random' && seed === 2) await endShots(page, p);
  const start = how === 'random' ? ['--random', String(seed)] : ['--start', sample];
  const args = side < 0 ? start : [...start, '--side', side === 0 ? 'first' : 'second'];
  const input = lines.length ? lines.join('\n') + '\n' : '';
  const ko = native(p, ['--ko', '--play', ...args], input);
  if (ko.out !== log + '\n') fail(`${p} ${args.join(' ')} (Korean): ${firstDiff(log + '\n', ko.out)}`);
  await setLanguage(page, 'en');
  const en = native(p, ['--play', ...args], input);
  const english = await text(page, '#log');
  if (en.out !== english + '\n') fail(`${p} ${args.join(' ')} (English): ${firstDiff(english + '\n', en.out)}`);
  await checkStatus(page, p, last);
  await sameBoard(page, p, shape, 'at the end, in English');
  // Back one move: the English banner says whose turn it is again, the board keeps its size.
  if (lines.some((l) => /^\d/.test(l))) {
    await page.click('#undo');
    await checkStatus(page, p, undefined);
    const state = await page.$eval('#status', (e) => e.dataset.state + ' ' + e.textContent);
    if (!/^you Your turn/.test(state)) fail(`${p}: after undo at the end the banner says ${state}`);
    await sameBoard(page, p, shape, 'after undo, in English');
  }
  counts.ends++;
  counts.games++;
  counts.lines += lines.length;
  counts.machine += (ko.out.match(/\n컴퓨터 \(/g) || []).length;
}

// The board as at the start of the game: as many cells, as large, no label spilling out.
async function sameBoard(page, p, shape, when) {
  const now = await boardShape(page);
  if (now.hidden !== shape.hidden || now.cells !== shape.cells || now.width !== shape.width ||
    now.height !== shape.height) {
    fail(`${p}: the board ${when} is ${JSON.stringify(now)}, at the start ${JSON.stringify(shape)}`);
  }
  if (now.spills) fail(`${p}: ${now.spills} board cells ${when} have a label spilling out`);
}

// The explain box follows a new game: it holds the game's start (a sample's text; for a random
// start, an input on which the native trainer starts as on --random SEED), explained.
async function followed(page, p, how, sample, seed) {
  const pasted = await page.$eval('#pasted', (e) => e.value);
  if (sample) {
    if (pasted !== fs.readFileSync(sample, 'utf8')) fail(`${p}: the explain box holds ${JSON.stringify(pasted)}, not ${sample}`);
  } else {
    const file = path.join(tmp, 'start.in');
    fs.writeFileSync(file, pasted);
    const head = (r) => r.out.split('\n').slice(0, 2).join('\n');
    const a = native(p, ['--play', '--start', file, '--side', 'first'], '');
    const b = native(p, ['--play', '--random', String(seed), '--side', 'first'], '');
    if (!a.out || head(a) !== head(b)) fail(`${p}: the explain box holds ${JSON.stringify(pasted)} for --random ${seed}: ${head(a)} vs ${head(b)}`);
  }
  const shown = await text(page, '#explained');
  const want = native(p, ['--ko'], pasted);
  if (shown.replace(/\n$/, '') !== want.out.replace(/\n$/, '')) {
    fail(`${p}: the explanation of the game's start: ${firstDiff(shown, want.out)}`);
  }
}

// Seeds the page refuses, in the reader's language, leaving no game behind.
async function badSeeds(page, p) {
  await setLanguage(page, 'ko');
  await page.select('#start', 'random');
  for (const seed of ['-1', '1.5', '18446744073709551616', '', '0x10']) {
    await page.$eval('#seed', (e, v) => { e.value = v; }, seed);
    await page.click('#new');
    const log = await text(page, '#log');
    const cards = await page.$$eval('#board .card', (cs) => cs.length);
    if (!/^시드는 .*18446744073709551615/.test(log) || cards) fail(`${p}: seed ${JSON.stringify(seed)} gives ${JSON.stringify(log)} and ${cards} components`);
    counts.seeds++;
  }
}

// Screenshots at the end of a game, at a phone's width and at 1280 px.
async function endShots(page, p) {
  const dir = path.join(site, 'screenshots');
  await page.screenshot({ path: path.join(dir, p + '-end-390.png'), fullPage: true });
  await page.setViewport({ width: 1280, height: 900, deviceScaleFactor: 1 });
  await page.screenshot({ path: path.join(dir, p + '-end-1280.png'), fullPage: true });
  const spills = (await boardShape(page)).spills;
  if (spills) fail(`${p}: at 1280 px ${spills} board cells have a label spilling out`);
  await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 1 });
}

// A typed start the reader refuses: the page shows main.cpp's error line, as play.sh does.
async function badStart(page, p, file) {
  await setLanguage(page, 'ko');
  await page.select('#start', 'typed');
  await page.$eval('#typed', (e, v) => { e.value = v; }, fs.readFileSync(file, 'utf8'));
  await page.click('#new');
  const want = native(p, ['--ko', '--play', '--start', file, '--side', 'first'], '').err;
  const shown = await text(page, '#log');
  if (shown !== want) fail(`${p}: a bad typed start shows ${JSON.stringify(shown)}, play.sh ${JSON.stringify(want)}`);
  const cards = await page.$$eval('#board .card', (cs) => cs.length);
  if (cards) fail(`${p}: a bad typed start leaves ${cards} components of the last game drawn`);
}

// After `values`: every badge on the board is the value the log's last values line gives.
async function checkBadges(page, p) {
  const log = await text(page, '#log');
  const m = [...log.matchAll(/\n(?:values|그런디 수): ([\d ]+) \(/g)].pop();
  const badges = await page.$$eval('#board .card .head .badge', (bs) => bs.map((b) => b.textContent));
  if (!m) return fail(`${p}: no values line after values`);
  const want = m[1].split(' ').slice(0, badges.length);
  if (badges.join(' ') !== want.join(' ')) fail(`${p}: badges ${badges} but values ${want}`);
  counts.values += badges.length;
}

// Each file pasted and explained, in Korean and then in English.
async function explain(page, p, files) {
  for (const lang of ['ko', 'en']) {
    await setLanguage(page, lang);
    for (const file of files) {
      const input = fs.readFileSync(file, 'utf8');
      await page.$eval('#pasted', (e, v) => { e.value = v; }, input);
      await page.click('#run');
      const shown = await text(page, '#explained');
      const want = native(p, lang === 'ko' ? ['--ko'] : [], input);
      const expected = want.code === 0 ? want.out.replace(/\n$/, '') : want.err.trim();
      if (shown.replace(/\n$/, '') !== expected) fail(`${p}: explain ${file} (${lang}): ${firstDiff(shown, expected)}`);
      counts.explained++;
    }
  }
}

async function picture(page, p) {
  await setLanguage(page, 'en');
  const cells = await page.$$eval('#grid .cell', (cs) => cs.map((c) => [c.dataset.value, c.dataset.input]));
  for (const [value, input] of cells) {
    const r = native(p, [], input);
    const m = r.out.match(/: Grundy value (\d+)/);
    if (!m || m[1] !== value) fail(`${p}: picture cell ${JSON.stringify(input)} shows ${value}, explainer: ${m && m[1]}`);
    counts.cells++;
  }
  const handles = await page.$$('#grid .cell');
  for (let k = 0; k < 6; k++) {
    const i = rand(handles.length);
    await handles[i].hover();
    const info = await text(page, '#info');
    const value = cells[i][0];
    if (!info.includes('Grundy value ' + value)) fail(`${p}: pointing at cell ${i}: ${info}`);
    const opts = [...info.matchAll(/→ (\d+)/g)].map((x) => +x[1]);
    let mex = 0;
    while (opts.includes(mex)) mex++;
    if (String(mex) !== value) fail(`${p}: cell ${i} has value ${value} but its options' mex is ${mex}: ${info}`);
    counts.pointed++;
  }
}

(async () => {
  const started = Date.now();
  const browser = await puppeteer.launch({
    executablePath: chromium, headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const page = await browser.newPage();
  await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 1 });
  page.on('request', (r) => {
    if (!/^(file|data):/.test(r.url())) fail('a request leaves the site: ' + r.url());
  });
  page.on('pageerror', (e) => fail('page error: ' + e.message));
  const shots = path.join(site, 'screenshots');
  fs.mkdirSync(shots, { recursive: true });

  await page.goto('file://' + path.join(site, 'index.html'));
  const links = await page.$$eval('a.page', (as) => as.length);
  if (links !== problems.length) fail(`index lists ${links} pages, want ${problems.length}`);
  await page.screenshot({ path: path.join(shots, 'index.png') });
  const heading = await text(page, 'h1');
  await page.click('#lang');
  if ((await text(page, 'h1')) === heading) fail('index: the language button changes nothing');

  for (const p of problems) {
    await page.goto('file://' + path.join(site, p + '.html'));
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
    if ((await page.evaluate(() => document.documentElement.lang)) !== 'ko') fail(`${p}: not Korean first`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) fail(`${p}: ${width} px wide on a 390 px phone`);
    const dir = path.join(root, 'tests', p);
    const kept = fs.readdirSync(dir).filter((f) => /^(sample|example)-\d+\.in$/.test(f)).sort();
    const names = await page.$$eval('#start option', (os) => os.map((o) => o.textContent));
    for (let k = 0; k < kept.length; k++) {
      const file = path.join(dir, kept[k]);
      const name = kept[k].replace(/^sample-(\d+)\.in$/, '예제 $1').replace(/^example-(\d+)\.in$/, '예시 $1');
      if (names[k] !== name) fail(`${p}: start ${k} is ${names[k]}, not ${name}`);
      // A sample the trainer refuses (a pile too big) shows main.cpp's error line; skip it.
      const ok = native(p, ['--play', '--start', file, '--side', 'first'], 'quit\n').code === 0;
      if (ok && k < 3) await game(page, p, String(k), file, 0, k % 2);
    }
    const bad = path.join(__dirname, 'bad.in');
    await explain(page, p, [...kept.map((f) => path.join(dir, f)), bad]);
    await badStart(page, p, bad);
    // Two random starts: the second side, and the side asked by the trainer, from the largest
    // seed play.sh --random takes (past a JavaScript number's 2^53).
    await game(page, p, 'random', null, 2, 1);
    await game(page, p, 'random', null, '18446744073709551615', -1);
    await badSeeds(page, p);
    await picture(page, p);
    // The screenshot: Korean, a game under way from the first start, that start explained, a
    // cell pointed at.
    await setLanguage(page, 'ko');
    await page.select('#start', '0');
    await page.select('#side', '0');
    await page.click('#new');
    await page.click('#board .card .head');
    await page.$eval('#pasted', (e, v) => { e.value = v; }, fs.readFileSync(path.join(dir, kept[0]), 'utf8'));
    await page.click('#run');
    await (await page.$$('#grid .cell'))[1].hover();
    await page.screenshot({ path: path.join(shots, p + '.png'), fullPage: true });
  }
  await browser.close();
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`web: ${problems.length} pages, ${counts.games} games (${counts.machine} machine moves, ` +
    `${counts.lines} lines clicked or typed, each log compared in Korean and English), ` +
    `${counts.values} value badges, ${counts.boards} boards' moves, ${counts.mexes} picked components (value = mex of the values their moves leave), ${counts.explained} explanations, ${counts.cells} picture cells, ` +
    `${counts.pointed} pointed at; ${counts.banners} banners (${counts.lasts} with the last move marked), ` +
    `${counts.ends} game ends (result, board size), ${counts.seeds} bad seeds refused; ${secs} s; screenshots in ${shots}`);
  if (failures) {
    console.log(`web: ${failures} checks failed`);
    process.exit(1);
  }
})().catch((e) => {
  console.log('FAIL: ' + (e && e.stack || e));
  process.exit(1);
});
