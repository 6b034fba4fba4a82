/* Arbiter conformance report: filters and copy buttons. Inlined into report.html by
   arbiter.report.HtmlReport. Reads only the DOM and toggles attributes and classes; never
   writes markup. Without this script the whole report is still shown. */
(function () {
  'use strict';
  var $ = function (id) { return document.getElementById(id); };
  var form = $('filters');
  var search = $('f-q');
  var rulesetSel = $('f-r');
  var clauseSel = $('f-c');
  var status = $('f-status');
  var verdictBoxes = form ? form.querySelectorAll('.vboxes input[type=checkbox]') : [];
  var sections = document.querySelectorAll('.sec');
  var items = [];

  function textOf(el, selector) {
    var found = el.querySelector(selector);
    return found ? found.textContent : '';
  }

  Array.prototype.forEach.call(document.querySelectorAll('.scn'), function (el) {
    items.push({
      el: el,
      verdict: el.getAttribute('data-v') || '',
      ruleset: el.getAttribute('data-r') || '',
      clauses: (el.getAttribute('data-c') || '').split(' '),
      text: (textOf(el, '.sid') + ' ' + textOf(el, '.stitle')).toLowerCase()
    });
  });

  function checkedVerdicts() {
    var on = {};
    Array.prototype.forEach.call(verdictBoxes, function (box) { on[box.value] = box.checked; });
    return on;
  }

  function apply() {
    var query = search ? search.value.trim().toLowerCase() : '';
    var ruleset = rulesetSel ? rulesetSel.value : '';
    var clause = clauseSel ? clauseSel.value : '';
    var verdicts = checkedVerdicts();
    var shown = {};
    var total = 0;
    items.forEach(function (item) {
      var visible = verdicts[item.verdict] !== false
        && (!ruleset || item.ruleset === ruleset)
        && (!clause || item.clauses.indexOf(clause) >= 0)
        && (!query || item.text.indexOf(query) >= 0);
      if (item.el.hidden === visible) { item.el.hidden = !visible; }
      if (visible) { shown[item.verdict] = (shown[item.verdict] || 0) + 1; total += 1; }
    });
    var filtering = !!(query || ruleset || clause);
    Array.prototype.forEach.call(sections, function (sec) {
      var key = sec.getAttribute('data-sec');
      var count = sec.querySelector('.count');
      var all = count ? count.getAttribute('data-total') : '0';
      var n = shown[key] || 0;
      sec.hidden = verdicts[key] === false;
      if (count) { count.textContent = filtering ? n + ' of ' + all : all; }
      var none = sec.querySelector('.nomatch');
      if (none) { none.hidden = n > 0; }
      var details = sec.querySelector('details');
      if (details && query && n > 0 && n <= 200) { details.open = true; }
    });
    Array.prototype.forEach.call(document.querySelectorAll('.ruleset'), function (box) {
      box.hidden = !!ruleset && box.getAttribute('data-r') !== ruleset;
    });
    Array.prototype.forEach.call(document.querySelectorAll('tr[data-clause]'), function (row) {
      row.classList.toggle('sel', !!clause && row.getAttribute('data-clause') === clause);
    });
    if (status) { status.textContent = 'Showing ' + total + ' of ' + items.length + ' scenarios'; }
  }

  var timer = null;
  function later() {
    if (timer) { clearTimeout(timer); }
    timer = setTimeout(apply, items.length > 5000 ? 250 : 60);
  }

  if (form) {
    form.hidden = false;
    form.addEventListener('submit', function (e) { e.preventDefault(); });
    if (search) { search.addEventListener('input', later); }
    [rulesetSel, clauseSel].forEach(function (sel) { if (sel) { sel.addEventListener('change', apply); } });
    Array.prototype.forEach.call(verdictBoxes, function (box) { box.addEventListener('change', apply); });
    Array.prototype.forEach.call(document.querySelectorAll('tr[data-clause]'), function (row) {
      row.title = 'Click to show the scenarios of this clause';
      row.style.cursor = 'pointer';
      row.addEventListener('click', function (e) {
        if (e.target && e.target.closest && e.target.closest('a')) { return; }
        if (!clauseSel) { return; }
        clauseSel.value = row.getAttribute('data-clause');
        if (clauseSel.value !== row.getAttribute('data-clause')) { clauseSel.value = ''; }
        apply();
        form.scrollIntoView({ behavior: 'smooth', block: 'start' });
      });
    });
    apply();
  }

  /* Copy buttons: the Clipboard API where the page may use it, else a selection and execCommand,
     else the text is left selected for the reader to copy. Never throws. */
  function flash(button, text) {
    button.textContent = text;
    setTimeout(function () { button.textContent = 'Copy'; }, 1600);
  }

  function selectText(el) {
    try {
      var range = document.createRange();
      range.selectNodeContents(el);
      var selection = window.getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
      return true;
    } catch (e) {
      return false;
    }
  }

  function fallback(button, el) {
    var ok = false;
    if (selectText(el)) {
      try { ok = document.execCommand('copy'); } catch (e) { ok = false; }
    }
    flash(button, ok ? 'Copied' : 'Selected: press Ctrl+C');
  }

  Array.prototype.forEach.call(document.querySelectorAll('button.copy'), function (button) {
    var target = $(button.getAttribute('data-target'));
    if (!target) { return; }
    button.hidden = false;
    button.addEventListener('click', function (e) {
      e.preventDefault();
      e.stopPropagation();
      var text = target.textContent;
      try {
        if (navigator.clipboard && navigator.clipboard.writeText && window.isSecureContext) {
          navigator.clipboard.writeText(text).then(function () { flash(button, 'Copied'); },
            function () { fallback(button, target); });
          return;
        }
      } catch (err) {
        /* fall through */
      }
      fallback(button, target);
    });
  });
}());
