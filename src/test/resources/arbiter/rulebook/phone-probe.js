(function () {
  var width = document.documentElement.getBoundingClientRect().width;
  var wide = [];
  document.querySelectorAll('body *').forEach(function (e) {
    if ((e.closest('svg') && e.tagName.toLowerCase() !== 'svg') || e.closest('.to-contents')) { return; }
    var r = e.getBoundingClientRect();
    if (r.width > 0 && (r.right > width + 1 || r.left < -1) && wide.length < 10) {
      wide.push(e.tagName + '.' + e.getAttribute('class') + '@' + Math.round(r.left) + '-' + Math.round(r.right));
    }
  });
  var boards = Array.prototype.map.call(document.querySelectorAll('.bd svg'), function (e) { return e.getBoundingClientRect(); })
      .filter(function (r) { return r.width > 0; });
  boards.sort(function (a, b) { return a.top - b.top; });
  var overlaps = 0;
  for (var i = 0; i < boards.length; i++) {
    for (var j = i + 1; j < boards.length && boards[j].top < boards[i].bottom; j++) {
      var a = boards[i], b = boards[j];
      if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1) { overlaps++; }
    }
  }
  var narrowest = 100000, narrowestWhat = '';
  document.querySelectorAll('.sentence, .statement p, .ex-desc, .rl, .intro, .glance-list dd').forEach(function (e) {
    var r = e.getBoundingClientRect();
    if (r.width > 0 && r.width < narrowest) { narrowest = r.width; narrowestWhat = e.className + ':' + e.textContent.substring(0, 30); }
  });
  var button = document.querySelector('.to-contents');
  var br = button ? button.getBoundingClientRect() : null;
  var reachable = !!br && getComputedStyle(button).position === 'fixed' && br.width > 0 && br.right <= window.innerWidth && br.bottom <= window.innerHeight;
  document.body.setAttribute('data-probe', [width, wide.join(' '), boards.length, overlaps, Math.round(narrowest), narrowestWhat.replace(/\|/g, '/'), reachable].join('|'));
})();
