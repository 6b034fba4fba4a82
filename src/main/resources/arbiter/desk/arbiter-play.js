/*
 * Arbiter's pages in the browser: every example of a rulebook replayed and changed with the
 * reference, and the dispute desk (desk.html). The reference is the Java of `arbiter resolve`
 * compiled to JavaScript (arbiter-reference.js); what it knows of each ruleset comes from
 * arbiter-desk-data.js. Nothing is fetched: the files work opened from the disk.
 */
(function () {
  'use strict';
  var data = window.ARBITER_DESK;
  if (!data || typeof window.arbiterResolve !== 'function') {
    return;
  }
  var FILES = 'abcdefgh';
  var GLYPH = {K: '\u2654', Q: '\u2655', R: '\u2656', B: '\u2657', N: '\u2658', P: '\u2659',
    k: '\u265a', q: '\u265b', r: '\u265c', b: '\u265d', n: '\u265e', p: '\u265f'};
  var NAME = {k: 'King', q: 'Queen', r: 'Rook', b: 'Bishop', n: 'Knight', p: 'Pawn'};
  var FIRST = [['', 'not said: settle it both ways'], ['white', 'White'], ['black', 'Black'], ['none', 'nobody: at the same instant']];

  function el(tag, attrs, children) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === 'text') { e.textContent = attrs[k]; } else if (k === 'html') { e.innerHTML = attrs[k]; } else { e.setAttribute(k, attrs[k]); }
    });
    (children || []).forEach(function (c) { if (c) { e.appendChild(c); } });
    return e;
  }

  /** The pieces of a FEN's first field by square ("e2" -> "P"); null when it is not eight ranks of eight. */
  function pieces(fen) {
    var ranks = String(fen).trim().split(/\s+/)[0].split('/');
    if (ranks.length !== 8) { return null; }
    var out = {};
    for (var r = 0; r < 8; r++) {
      var file = 0;
      for (var i = 0; i < ranks[r].length; i++) {
        var c = ranks[r].charAt(i);
        if (/[1-8]/.test(c)) { file += Number(c); } else if (GLYPH[c]) { out[FILES.charAt(file) + (8 - r)] = c; file++; } else { return null; }
      }
      if (file !== 8) { return null; }
    }
    return out;
  }

  /** The FEN with its first field made from {@code board}, the other fields kept. */
  function withPieces(fen, board) {
    var ranks = [];
    for (var r = 8; r >= 1; r--) {
      var s = '', empty = 0;
      for (var f = 0; f < 8; f++) {
        var p = board[FILES.charAt(f) + r];
        if (p) { s += (empty ? empty : '') + p; empty = 0; } else { empty++; }
      }
      ranks.push(s + (empty ? empty : ''));
    }
    var rest = String(fen).trim().split(/\s+/).slice(1);
    return [ranks.join('/')].concat(rest.length ? rest : ['w', '-', '-', '0', '1']).join(' ');
  }

  function pieceName(p) {
    return (p === p.toUpperCase() ? 'White ' : 'Black ') + NAME[p.toLowerCase()];
  }

  var warm = false;

  /**
   * Settles one turn nobody asked for, once, so that the reader's first turn does not pay for the
   * script's start (the board's tables built, the code compiled by the browser: most of a second).
   */
  function warmUp() {
    if (warm) { return; }
    warm = true;
    var id = Object.keys(data.rulesets)[0];
    var r = data.rulesets[id];
    var fen = window.arbiterStart(id);
    var white = legal(id, fen, 'white');
    var black = r.bothMove ? legal(id, fen, 'black') : [];
    window.arbiterResolve(id, fen, white[0] || '', black[0] || '', '', String(r.orderKept), r.index, r.clauses, data.version);
  }

  /** Settles a turn with the reference; the answer of arbiter.desk.DeskAnswer, or {error}. */
  function settle(s) {
    warm = true;
    var r = data.rulesets[s.ruleset];
    return JSON.parse(window.arbiterResolve(s.ruleset, s.fen, s.white, s.black, r.orderKept ? s.first : '',
      String(r.orderKept), r.index, r.clauses, data.version));
  }

  /** The legal moves of a side, as coordinates; {error} when the position cannot be read. */
  function legal(ruleset, fen, side) {
    var answer = window.arbiterLegal(ruleset, fen, side);
    if (answer.charAt(0) === '{') { return JSON.parse(answer); }
    return answer ? answer.split(' ') : [];
  }

  /**
   * A turn to set up and settle: a board to click moves on, each player's moves, who registered
   * first, and the answer. With opts.desk, also the ruleset, the position as FEN and a board editor.
   */
  function Panel(host, opts) {
    this.opts = opts;
    this.seed = {ruleset: opts.ruleset, fen: opts.fen, white: opts.white || '', black: opts.black || '', first: opts.first || ''};
    this.s = Object.assign({}, this.seed);
    this.selected = null;
    this.place = null;
    this.focus = 'e2';
    this.root = el('section', {'class': 'ap', 'aria-label': opts.desk ? 'The dispute desk' : 'Replay this example'});
    host.appendChild(this.root);
    this.build();
  }

  Panel.prototype.build = function () {
    var self = this;
    var root = this.root;
    root.innerHTML = '';
    if (this.opts.desk) {
      var select = el('select', {'class': 'ap-ruleset', id: 'ap-ruleset'});
      Object.keys(data.rulesets).forEach(function (id) {
        var o = el('option', {value: id, text: data.rulesets[id].title + ' (' + id + ')'});
        if (id === self.s.ruleset) { o.selected = true; }
        select.appendChild(o);
      });
      select.addEventListener('change', function () {
        self.s.ruleset = select.value;
        self.s.fen = window.arbiterStart(select.value);
        self.s.white = self.s.black = self.s.first = '';
        self.build();
      });
      var fen = el('input', {'class': 'ap-fen', id: 'ap-fen', type: 'text', spellcheck: 'false', autocomplete: 'off'});
      fen.value = this.s.fen;
      fen.addEventListener('change', function () { self.s.fen = fen.value.trim(); self.drawBoard(); });
      var start = el('button', {type: 'button', 'class': 'ap-start', text: 'Start position'});
      start.addEventListener('click', function () { self.s.fen = window.arbiterStart(self.s.ruleset); fen.value = self.s.fen; self.drawBoard(); });
      root.appendChild(el('div', {'class': 'ap-row'}, [el('label', {'for': 'ap-ruleset', text: 'Ruleset '}), select]));
      root.appendChild(el('div', {'class': 'ap-row'}, [el('label', {'for': 'ap-fen', text: 'Position (FEN) '}), fen, start]));
      root.appendChild(this.palette());
    }
    this.grid = el('div', {'class': 'ap-grid', role: 'group', 'aria-label': 'The board before the turn: arrow keys move between squares'});
    root.appendChild(el('div', {'class': 'ap-boardwrap'}, [this.grid]));
    root.appendChild(el('p', {'class': 'ap-hint', text: 'Click a piece, then the square it goes to (or type the moves: e2-e4, Ng1-f3, O-O, e7-e8=Q;'
      + ' a player\'s two moves as e2-e4,e4-e5). Leave a player\'s moves empty when that player does not move.'}));
    var uid = Math.random().toString(36).slice(2, 8);
    this.white = this.moveInput('White\'s moves', 'white', 'ap-white-' + uid);
    this.black = this.moveInput('Black\'s moves', 'black', 'ap-black-' + uid);
    var rules = data.rulesets[this.s.ruleset];
    if (rules.orderKept) {
      var first = el('select', {'class': 'ap-first', id: 'ap-first-' + uid});
      FIRST.forEach(function (f) {
        var o = el('option', {value: f[0], text: f[1]});
        if (f[0] === self.s.first) { o.selected = true; }
        first.appendChild(o);
      });
      first.addEventListener('change', function () { self.s.first = first.value; });
      root.appendChild(el('div', {'class': 'ap-row'}, [el('label', {'for': first.id, text: 'Registered first '}), first]));
    }
    var play = el('button', {type: 'button', 'class': 'ap-play', text: 'Settle the turn'});
    play.addEventListener('click', function () { self.play(); });
    var reset = el('button', {type: 'button', 'class': 'ap-reset', text: 'Reset'});
    reset.addEventListener('click', function () { self.s = Object.assign({}, self.seed); self.build(); self.play(); });
    var row = el('div', {'class': 'ap-row'}, [play, reset]);
    if (!this.opts.desk) {
      row.appendChild(el('a', {'class': 'ap-desk', href: this.deskLink(), text: 'Open at the dispute desk'}));
    }
    root.appendChild(row);
    this.error = el('p', {'class': 'ap-error', role: 'alert'});
    this.result = el('div', {'class': 'ap-result', 'aria-live': 'polite'});
    root.appendChild(this.error);
    root.appendChild(this.result);
    this.drawBoard();
  };

  Panel.prototype.deskLink = function () {
    var s = this.s;
    return 'desk.html#' + ['ruleset', 'fen', 'white', 'black', 'first'].map(function (k) {
      return k + '=' + encodeURIComponent(s[k] || '');
    }).join('&');
  };

  Panel.prototype.moveInput = function (label, side, id) {
    var self = this;
    var input = el('input', {'class': 'ap-' + side, id: id, type: 'text', spellcheck: 'false', autocomplete: 'off', placeholder: 'does not move'});
    input.value = this.s[side];
    input.addEventListener('input', function () { self.s[side] = input.value; });
    input.addEventListener('keydown', function (e) { if (e.key === 'Enter') { self.play(); } });
    this.root.appendChild(el('div', {'class': 'ap-row'}, [el('label', {'for': id, text: label + ' '}), input]));
    return input;
  };

  /** The board editor's pieces: choose one, then click squares to put it there (or the eraser to empty them). */
  Panel.prototype.palette = function () {
    var self = this;
    var bar = el('div', {'class': 'ap-palette', role: 'group', 'aria-label': 'Set up the board'});
    var choices = [['', 'Play moves']].concat('KQRBNPkqrbnp'.split('').map(function (p) { return [p, pieceName(p)]; }), [['.', 'Empty a square']]);
    choices.forEach(function (c) {
      var b = el('button', {type: 'button', 'class': 'ap-pal', 'aria-pressed': String((self.place || '') === c[0]), title: c[1],
        'aria-label': c[0] && c[0] !== '.' ? 'Put: ' + c[1] : c[1], text: c[0] === '' ? 'Moves' : c[0] === '.' ? '\u2715' : GLYPH[c[0]]});
      b.addEventListener('click', function () {
        self.place = c[0] || null;
        self.selected = null;
        bar.querySelectorAll('button').forEach(function (x) { x.setAttribute('aria-pressed', String(x === b)); });
        self.drawBoard();
      });
      bar.appendChild(b);
    });
    return bar;
  };

  Panel.prototype.drawBoard = function () {
    var self = this;
    var board = pieces(this.s.fen);
    this.grid.innerHTML = '';
    this.error.textContent = '';
    if (!board) {
      var checked = legal(this.s.ruleset, this.s.fen, 'white');
      this.error.textContent = checked.error || 'the position cannot be read';
      return;
    }
    var targets = this.targets || [];
    for (var r = 8; r >= 1; r--) {
      for (var f = 0; f < 8; f++) {
        (function (sq, dark) {
          var p = board[sq];
          var b = el('button', {type: 'button', 'class': 'ap-sq' + (dark ? ' ap-dark' : '') + (sq === self.selected ? ' ap-sel' : '')
            + (targets.indexOf(sq) >= 0 ? ' ap-target' : ''), 'data-square': sq, tabindex: sq === self.focus ? '0' : '-1',
            'aria-label': sq + (p ? ', ' + pieceName(p) : ', empty') + (sq === self.selected ? ', chosen' : '')
              + (targets.indexOf(sq) >= 0 ? ', it may go here' : ''), text: p ? GLYPH[p] : ''});
          b.addEventListener('click', function () { self.focus = sq; self.click(sq, board); });
          b.addEventListener('keydown', function (e) { self.key(e, sq); });
          self.grid.appendChild(b);
        })(FILES.charAt(f) + r, (f + r) % 2 === 1);
      }
    }
  };

  Panel.prototype.key = function (e, sq) {
    var steps = {ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1]};
    if (!steps[e.key]) { return; }
    e.preventDefault();
    var f = Math.min(7, Math.max(0, FILES.indexOf(sq.charAt(0)) + steps[e.key][0]));
    var r = Math.min(8, Math.max(1, Number(sq.charAt(1)) + steps[e.key][1]));
    this.focus = FILES.charAt(f) + r;
    this.grid.querySelectorAll('.ap-sq').forEach(function (b) { b.setAttribute('tabindex', '-1'); });
    var next = this.grid.querySelector('[data-square="' + this.focus + '"]');
    next.setAttribute('tabindex', '0');
    next.focus();
  };

  Panel.prototype.click = function (sq, board) {
    if (this.place) {
      if (this.place === '.') { delete board[sq]; } else { board[sq] = this.place; }
      this.s.fen = withPieces(this.s.fen, board);
      this.root.querySelector('.ap-fen').value = this.s.fen;
      this.redraw();
      return;
    }
    var p = board[sq];
    if (this.selected && (this.targets || []).indexOf(sq) >= 0) {
      this.addMove(this.selected, sq, board[this.selected]);
      this.selected = null;
      this.targets = [];
    } else if (p && sq !== this.selected) {
      var side = p === p.toUpperCase() ? 'white' : 'black';
      var moves = legal(this.s.ruleset, this.s.fen, side);
      this.selected = sq;
      this.targets = moves.error ? [] : moves.filter(function (m) { return m.slice(0, 2) === sq; }).map(function (m) { return m.slice(2, 4); });
    } else {
      this.selected = null;
      this.targets = [];
    }
    this.redraw();
  };

  Panel.prototype.redraw = function () {
    this.drawBoard();
    var again = this.grid.querySelector('[data-square="' + this.focus + '"]');
    if (again) { again.focus(); }
  };

  /** A clicked move into its player's field: the move of a player who moves once, one more of a player who moves more. */
  Panel.prototype.addMove = function (from, to, piece) {
    var side = piece === piece.toUpperCase() ? 'white' : 'black';
    var promotes = piece.toLowerCase() === 'p' && (to.charAt(1) === '8' || to.charAt(1) === '1');
    var letter = piece.toUpperCase() === 'P' ? '' : piece.toUpperCase();
    var move = letter + from + '-' + to + (promotes ? '=Q' : '');
    var rules = data.rulesets[this.s.ruleset];
    var had = this.s[side].trim() ? this.s[side].split(',').length : 0;
    this.s[side] = !rules.bothMove && had > 0 && had < rules.moverMoves ? this.s[side] + ',' + move : move;
    (side === 'white' ? this.white : this.black).value = this.s[side];
  };

  Panel.prototype.play = function () {
    var answer = settle(this.s);
    this.result.innerHTML = '';
    this.error.textContent = answer.error || '';
    if (!answer.error) {
      this.result.appendChild(verdict(answer, data.rulesets[this.s.ruleset]));
    }
    return answer;
  };

  /** The answer as the book shows a turn, then what covers it, then what the command line prints. */
  function verdict(a, rules) {
    var out = el('div', {'class': 'ap-verdict'});
    if (a.same && rules.orderKept && a.settlings.length === 1 && a.text.indexOf('(the same whoever registered first)') >= 0) {
      out.appendChild(el('p', {'class': 'ap-same', text: 'The same whoever registered first.'}));
    }
    a.settlings.forEach(function (s) {
      if (a.settlings.length > 1) {
        out.appendChild(el('p', {'class': 'ap-order', text: s.first === 'white' ? 'With White registered first:' : 'With Black registered first:'}));
      }
      var after = s.after === null ? el('td', {'class': 'board rejected'}, [el('p', {'class': 'no-after', text: 'The turn is not carried out: the board stays as it was.'})])
        : el('td', {'class': 'board', html: s.board}, [el('p', {'class': 'cap', text: 'After.'})]);
      var says = el('td', {'class': 'says'}, [el('p', {'class': 'sentence', html: s.sentence})]);
      if (s.after !== null) {
        says.appendChild(el('p', {'class': 'ap-outcome', text: 'Outcome: ' + s.outcome + '.'}));
        var events = el('ul', {'class': 'ap-events'});
        s.events.forEach(function (e) { events.appendChild(el('li', {text: e})); });
        says.appendChild(events);
      } else {
        says.appendChild(el('p', {'class': 'ap-rejected', text: 'Rejected: ' + s.rejected}));
      }
      out.appendChild(el('table', {'class': 'play'}, [el('tbody', {}, [el('tr', {}, [
        el('td', {'class': 'board', html: s.before}, [el('p', {'class': 'cap', text: 'Before. ' + s.caption})]), after, says])])]));
    });
    [['rulings', 'Rulings that cover it'], ['examples', 'Examples in the rulebook']].forEach(function (k) {
      if (!a[k[0]].length) { return; }
      var list = el('ul', {'class': 'ap-precedents'});
      a[k[0]].forEach(function (p) {
        list.appendChild(el('li', {}, [el('a', {href: p.href, text: p.id}), document.createTextNode(' ' + p.title)]));
      });
      out.appendChild(el('p', {'class': 'ap-h', text: k[1] + ':'}));
      out.appendChild(list);
    });
    out.appendChild(el('details', {'class': 'ap-text'}, [el('summary', {text: 'As arbiter resolve prints it'}), el('pre', {text: a.text})]));
    var copy = el('button', {type: 'button', 'class': 'ap-copy', text: 'Copy'});
    var gherkin = el('pre', {'class': 'ap-gherkin', text: a.gherkin});
    copy.addEventListener('click', function () {
      if (navigator.clipboard) { navigator.clipboard.writeText(a.gherkin).catch(function () {}); }
    });
    out.appendChild(el('details', {'class': 'ap-scenario'}, [el('summary', {text: 'As a scenario to paste into a feature file'}), copy, gherkin]));
    return out;
  }

  function style() {
    var css = '.ap{border:1px solid #d8cfc2;background:#fbf8f3;padding:.8em;margin:.6em 0 1em 0;font-family:sans-serif;font-size:10pt}'
      + '.ap-row{margin:.35em 0}.ap-row label{display:inline-block;min-width:9em}.ap input[type=text]{font-family:monospace;font-size:10pt;width:22em;max-width:100%;box-sizing:border-box}'
      + '.ap-fen{width:34em!important}.ap button{font:inherit;margin:0 .4em .2em 0;padding:.25em .7em}.ap-desk{margin-left:.4em}'
      + '.ap-grid{display:grid;grid-template-columns:repeat(8,1fr);width:100%;max-width:20em;aspect-ratio:1;border:2px solid #5a4634}'
      + '.ap .ap-sq{margin:0;padding:0;border:0;background:#f0d9b5;font-size:1.6em;line-height:1;color:#000;min-width:0;aspect-ratio:1}'
      + '.ap .ap-dark{background:#b58863}.ap .ap-sel{outline:3px solid #1f5fd1;outline-offset:-3px}.ap .ap-target{box-shadow:inset 0 0 0 4px rgba(31,95,209,.6)}'
      + '.ap .ap-sq:focus-visible{outline:3px solid #d7301f;outline-offset:-3px}.ap-palette button{font-size:1.3em;padding:.1em .35em}'
      + '.ap-palette button[aria-pressed=true]{background:#1f5fd1;color:#fff}.ap-hint{color:#5d5346;margin:.4em 0}'
      + '.ap-error{color:#a1200f;font-weight:bold;margin:.3em 0}.ap-error:empty{display:none}.ap pre{white-space:pre-wrap;word-break:break-word;font-size:9pt;background:#fff;border:1px solid #e3dccf;padding:.5em}'
      + '.ap-open button{font-family:sans-serif;font-size:9.5pt}.ap-order,.ap-h,.ap-same{font-weight:bold;margin:.6em 0 .2em 0}'
      + '.ap .play{width:100%}.ap-events{margin:.2em 0;padding-left:1.2em}'
      + '@media (max-width:40em){.ap .play,.ap .play tbody,.ap .play tr,.ap .play td{display:block;width:auto}.ap-row label{display:block}}'
      + '@media print{.ap,.ap-open,.ap-desklink{display:none}}';
    document.head.appendChild(el('style', {text: css}));
  }

  function fromHash() {
    var out = {};
    location.hash.replace(/^#/, '').split('&').forEach(function (kv) {
      var i = kv.indexOf('=');
      if (i > 0) { out[kv.slice(0, i)] = decodeURIComponent(kv.slice(i + 1)); }
    });
    return out;
  }

  function books() {
    var title = document.querySelector('.titlepage');
    if (title) {
      title.appendChild(el('p', {'class': 'ap-desklink'}, [document.createTextNode('Every example below can be replayed and changed; any position can be settled at the '),
        el('a', {href: 'desk.html', text: 'dispute desk'}), document.createTextNode('.')]));
    }
    ['pointerover', 'focusin'].forEach(function (type) {
      document.addEventListener(type, function (e) {
        if (e.target.closest && e.target.closest('.ap-open')) { setTimeout(warmUp, 0); }
      });
    });
    document.querySelectorAll('.example[data-ruleset]').forEach(function (ex) {
      if (!data.rulesets[ex.getAttribute('data-ruleset')]) { return; }
      var open = el('button', {type: 'button', 'aria-expanded': 'false', text: 'Replay or change this example'});
      var holder = el('div', {'class': 'ap-holder'});
      var panel = null;
      open.addEventListener('click', function () {
        var shown = open.getAttribute('aria-expanded') === 'true';
        if (!panel) {
          panel = new Panel(holder, {ruleset: ex.getAttribute('data-ruleset'), fen: ex.getAttribute('data-fen'),
            white: ex.getAttribute('data-white'), black: ex.getAttribute('data-black'), first: ex.getAttribute('data-first')});
          if (panel.s.white || panel.s.black) { panel.play(); }
        }
        holder.hidden = shown;
        open.setAttribute('aria-expanded', String(!shown));
      });
      ex.appendChild(el('p', {'class': 'ap-open'}, [open]));
      ex.appendChild(holder);
    });
  }

  /** The desk, set up from the address's #ruleset=&fen=&white=&black=&first= (a replayed example's link), anew when it changes. */
  function desk(host) {
    var ids = Object.keys(data.rulesets);
    var list = document.getElementById('books');
    if (list) {
      list.appendChild(document.createTextNode('The rulebooks: '));
      ids.forEach(function (id, i) {
        list.appendChild(document.createTextNode(i ? ' \u00b7 ' : ''));
        list.appendChild(el('a', {href: 'rulebook-' + id + '.html', text: data.rulesets[id].title}));
      });
    }
    var panel = null;
    function seeded() {
      var seed = fromHash();
      var ruleset = data.rulesets[seed.ruleset] ? seed.ruleset : ids[0];
      host.innerHTML = '';
      panel = new Panel(host, {desk: true, ruleset: ruleset, fen: seed.fen || window.arbiterStart(ruleset),
        white: seed.white, black: seed.black, first: seed.first});
      if (panel.s.white || panel.s.black) { panel.play(); }
      window.arbiterDesk = panel;
    }
    seeded();
    window.addEventListener('hashchange', seeded);
    setTimeout(warmUp, 200);
  }

  style();
  var host = document.getElementById('desk');
  if (host) { desk(host); } else { books(); }
  window.ArbiterPanel = Panel;
})();
