(function () {
  'use strict';
  var html = document.documentElement;
  var SVGNS = 'http://www.w3.org/2000/svg';
  var KINDS = ['conflict', 'expectation', 'regression', 'overflow', 'truncated', 'overlap', 'ambiguity'];
  var VIEW_KINDS = [];

  function fail(message) {
    html.setAttribute('data-report-ready', 'error');
    html.setAttribute('data-report-error', 'true');
    var box = document.getElementById('report-errors');
    if (!box) { return; }
    box.hidden = false;
    var line = document.createElement('div');
    line.className = 'report-error';
    line.textContent = 'Report script error: ' + message;
    box.appendChild(line);
  }
  window.addEventListener('error', function (e) {
    fail(String(e.message) + (e.lineno ? ' (line ' + e.lineno + ')' : ''));
  });
  window.addEventListener('unhandledrejection', function (e) { fail(String(e.reason)); });

  function el(name, attrs, parent) {
    var node = document.createElementNS(SVGNS, name);
    for (var key in attrs) { node.setAttribute(key, attrs[key]); }
    if (parent) { parent.appendChild(node); }
    return node;
  }
  function num(v) { return String(Math.round(v * 1000) / 1000); }
  function lerp(a, b, t) { return a + (b - a) * t; }
  function ease(t) { return t < 0.5 ? 2 * t * t : 1 - Math.pow(-2 * t + 2, 2) / 2; }

  // ---- Filters -------------------------------------------------------
  function filterState() {
    var on = {};
    document.querySelectorAll('#filters input[data-filter]').forEach(function (box) { on[box.dataset.filter] = box.checked; });
    return on;
  }
  function applyFilters() {
    var on = filterState();
    KINDS.forEach(function (k) { document.body.classList.toggle('hide-k-' + k, !on[k]); });
    document.body.classList.toggle('hide-hidden', !on.hidden);
    var shown = 0, total = 0;
    document.querySelectorAll('article.case').forEach(function (card) {
      total += 1;
      var kinds = card.dataset.kinds ? card.dataset.kinds.split(' ') : [];
      var visible = kinds.length === 0 ? !!on.pass : kinds.some(function (k) { return !!on[k]; });
      card.classList.toggle('is-hidden', !visible);
      if (visible) { shown += 1; }
    });
    document.querySelectorAll('section.scene').forEach(function (scene) {
      scene.classList.toggle('is-hidden', !scene.querySelector('article.case:not(.is-hidden)'));
    });
    var specsShown = 0;
    document.querySelectorAll('section.spec').forEach(function (spec) {
      var errors = spec.querySelector('.spec-errors');
      if (errors) { errors.classList.toggle('is-hidden', !on.error); }
      var visible = !!spec.querySelector('section.scene:not(.is-hidden)') || (!!errors && !!on.error);
      spec.classList.toggle('is-hidden', !visible);
      if (visible) { specsShown += 1; }
    });
    document.querySelectorAll('section.part').forEach(function (part) {
      part.classList.toggle('is-hidden', !part.querySelector('section.spec:not(.is-hidden)'));
    });
    var counter = document.getElementById('shown');
    if (counter) { counter.textContent = shown + ' of ' + total + ' cases shown'; }
    var nothing = document.getElementById('nothing');
    if (nothing) { nothing.classList.toggle('is-hidden', specsShown > 0); }
    return shown;
  }

  // ---- Zoom ----------------------------------------------------------
  function zoomFactor() {
    var input = document.getElementById('zoom');
    return input ? Number(input.value) / 100 : 1;
  }
  function zoomDrawing(svg, zoom) {
    var w = Number(svg.dataset.width) * zoom;
    svg.setAttribute('width', num(w));
    svg.setAttribute('height', num(Number(svg.dataset.height) * zoom));
    var card = svg.closest('article.case');
    if (card) { card.style.width = Math.round(Math.max(w + 38, 250)) + 'px'; }
  }
  function applyZoom() {
    var zoom = zoomFactor();
    document.querySelectorAll('svg.drawing').forEach(function (svg) { zoomDrawing(svg, zoom); });
  }

  // ---- Drawings made when their card comes near the viewport --------------
  // A lazy card's drawing is the text of a script element (type text/x-drawing) in a box of its
  // size. `#all` in the address, or printing, draws every card at once.
  var CASES = [];
  function materialize(card) {
    var source = card.querySelector('script[type="text/x-drawing"]');
    if (!source) { return card.querySelector('svg.drawing'); }
    var box = source.parentNode;
    box.insertAdjacentHTML('beforeend', source.textContent);
    box.removeChild(source);
    box.classList.remove('lazy');
    box.removeAttribute('style');
    var svg = box.querySelector('svg.drawing');
    checkDrawing(svg);
    zoomDrawing(svg, zoomFactor());
    return svg;
  }
  function setupLazy() {
    var cards = [];
    document.querySelectorAll('.drawing-box.lazy').forEach(function (box) { cards.push(box.closest('article.case')); });
    if (!('IntersectionObserver' in window) || /(?:^|[#&])all(?:&|$)/.test(window.location.hash)) {
      cards.forEach(materialize);
      return cards.length;
    }
    window.addEventListener('beforeprint', function () { cards.forEach(materialize); });
    var observer = new IntersectionObserver(function (entries) {
      entries.forEach(function (entry) {
        if (!entry.isIntersecting) { return; }
        observer.unobserve(entry.target);
        try { materialize(entry.target); } catch (e) { fail(e && e.message ? e.message : String(e)); }
      });
    }, { rootMargin: '1200px 600px' });
    cards.forEach(function (card) { observer.observe(card); });
    return cards.length;
  }
  // Every drawing has a box for each view the data has (the tooltips rely on it).
  function checkDrawing(svg) {
    var c = CASES[Number(String(svg.dataset.case).slice(1))];
    var boxes = svg.querySelector('g.views').getElementsByTagName('rect');
    if (!c || boxes.length !== drawnViews(c).length) { throw new Error(svg.dataset.case + ': the drawing and the data disagree'); }
    if (boxes.length && !describe(svg, boxes[boxes.length - 1], CASES)) { throw new Error(svg.dataset.case + ': no tooltip'); }
  }

  // ---- Finding highlight ---------------------------------------------
  function highlight(item) {
    var card = item.closest('article.case');
    if (!card) { return; }
    function mark() {
      var svg = card.querySelector('svg.drawing');
      return svg ? { svg: svg, mark: svg.querySelector('g.mark[data-f="' + item.dataset.f + '"]') } : null;
    }
    item.addEventListener('mouseenter', function () {
      var m = mark();
      if (m) { m.svg.classList.add('dim'); if (m.mark) { m.mark.classList.add('focus'); } }
    });
    item.addEventListener('mouseleave', function () {
      var m = mark();
      if (m) { m.svg.classList.remove('dim'); if (m.mark) { m.mark.classList.remove('focus'); } }
    });
  }
  function setupHighlight() {
    document.querySelectorAll('li.finding').forEach(highlight);
  }

  // ---- A cause's case link: the case's card, its finding's mark in focus ----
  function focusCase(link) {
    var card = document.getElementById(link.getAttribute('href').slice(1));
    if (!card) { return null; }
    document.querySelectorAll('article.case.focused').forEach(function (old) {
      old.classList.remove('focused');
      var svg = old.querySelector('svg.drawing');
      if (svg) {
        svg.classList.remove('dim');
        svg.querySelectorAll('g.mark.focus').forEach(function (m) { m.classList.remove('focus'); });
      }
    });
    card.classList.add('focused');
    var drawing = materialize(card);
    var mark = drawing && drawing.querySelector('g.mark[data-f="' + link.dataset.f + '"]');
    if (mark) { drawing.classList.add('dim'); mark.classList.add('focus'); }
    return mark;
  }
  function setupCaseLinks() {
    document.querySelectorAll('a.case-link').forEach(function (link) {
      link.addEventListener('click', function () { focusCase(link); });
    });
  }

  // ---- The findings a card does not list, from the data ------------------
  function findingItem(f, i) {
    var li = document.createElement('li');
    li.className = 'finding k-' + f[0];
    li.dataset.f = String(i);
    var kind = document.createElement('span');
    kind.className = 'kind k-' + f[0];
    kind.textContent = f[0];
    var loc = document.createElement('span');
    loc.className = 'loc mono';
    loc.textContent = f[1];
    li.appendChild(kind);
    li.appendChild(loc);
    li.appendChild(document.createElement('br'));
    li.appendChild(document.createTextNode(f[2]));
    if (f[3] !== null) {
      var detail = document.createElement('div');
      detail.className = 'detail';
      detail.textContent = f[3];
      li.appendChild(detail);
    }
    return li;
  }
  function showMore(button, cases) {
    var card = button.closest('article.case');
    var c = cases[Number(card.id.slice(1))];
    var more = button.parentNode, list = more.parentNode;
    var items = [];
    for (var i = list.querySelectorAll('li.finding').length; i < c.findings.length; i++) { items.push(findingItem(c.findings[i], i)); }
    items.forEach(function (li) { list.insertBefore(li, more); highlight(li); });
    list.removeChild(more);
    return items.length;
  }
  function setupMore(cases) {
    document.querySelectorAll('button.more-findings').forEach(function (button) {
      button.addEventListener('click', function () { showMore(button, cases); });
    });
  }

  // ---- Tooltips: a view's id, kind, frame and line; a mark's finding -----
  function drawnViews(c) {
    if (!c.drawn) {
      c.drawn = [];
      c.views.forEach(function (v, i) { if (v[7] !== -1) { c.drawn.push(i); } });
    }
    return c.drawn;
  }
  function viewText(v) {
    return v[0] + (v[9] ? ' (' + v[9] + ')' : '') + ' · ' + VIEW_KINDS[v[1]] + ' · (' + [v[2], v[3], v[4], v[5]].join(', ') + ')'
      + (v[6] ? ' · hidden' : '') + (v[8] ? ' · line ' + v[8] : '');
  }
  function describe(svg, target, cases) {
    var c = cases[Number(String(svg.dataset.case).slice(1))];
    if (!c) { return null; }
    var mark = target.closest('g.mark');
    if (mark) {
      var f = c.findings[Number(mark.dataset.f)];
      return f ? f[0] + ': ' + f[2] : null;
    }
    if (target.tagName === 'rect' && target.parentNode.classList.contains('views')) {
      var n = 0, node = target;
      while ((node = node.previousElementSibling)) { if (node.tagName === 'rect') { n += 1; } }
      var index = drawnViews(c)[n];
      return index === undefined ? null : viewText(c.views[index]);
    }
    if (target.classList.contains('canvas')) {
      for (var i = 0; i < c.views.length; i++) { if (c.views[i][7] === -1) { return viewText(c.views[i]); } }
    }
    return null;
  }
  function setupTooltips(cases) {
    var tip = document.createElement('div');
    tip.id = 'tip';
    tip.hidden = true;
    document.body.appendChild(tip);
    function place(e) {
      tip.style.left = Math.max(0, Math.min(e.clientX + 12, window.innerWidth - tip.offsetWidth - 4)) + 'px';
      tip.style.top = (e.clientY + 16) + 'px';
    }
    document.addEventListener('mouseover', function (e) {
      var svg = e.target.closest ? e.target.closest('svg.drawing') : null;
      var text = svg ? describe(svg, e.target, cases) : null;
      tip.hidden = !text;
      if (text) { tip.textContent = text; place(e); }
    });
    document.addEventListener('mousemove', function (e) { if (!tip.hidden) { place(e); } });
  }

  // ---- Morph: interpolate the frames of one case into another's --------
  function Morph(root, scene) {
    this.root = root;
    this.scene = scene;
    this.from = root.querySelector('.morph-from');
    this.to = root.querySelector('.morph-to');
    this.slider = root.querySelector('.morph-t');
    this.button = root.querySelector('.morph-play');
    this.caption = root.querySelector('.morph-caption');
    this.stage = root.querySelector('svg.morph-stage');
    this.t = 0;
    this.playing = false;
    var self = this;
    this.from.addEventListener('change', function () { self.build(); self.render(self.t); });
    this.to.addEventListener('change', function () { self.build(); self.render(self.t); });
    this.slider.addEventListener('input', function () { self.pause(); self.render(Number(self.slider.value) / 1000); });
    this.button.addEventListener('click', function () { if (self.playing) { self.pause(); } else { self.play(); } });
    this.build();
    this.render(0);
  }
  Morph.prototype.build = function () {
    var a = this.scene.cases[Number(this.from.value)], b = this.scene.cases[Number(this.to.value)];
    this.a = a; this.b = b;
    var W = Math.max(a.w, b.w), H = Math.max(a.h, b.h);
    var scale = Math.min(270 / W, 270 / H, 1);
    this.scale = scale;
    var stage = this.stage;
    while (stage.firstChild) { stage.removeChild(stage.firstChild); }
    var pad = 3 / scale;
    stage.setAttribute('viewBox', [-pad, -pad, W + 2 * pad, H + 2 * pad].map(num).join(' '));
    stage.setAttribute('width', num((W + 2 * pad) * scale));
    stage.setAttribute('height', num((H + 2 * pad) * scale));
    this.canvas = el('rect', { 'class': 'canvas', x: 0, y: 0 }, stage);
    var group = el('g', { 'class': 'views' }, stage);
    var labels = el('g', { 'class': 'labels', 'font-size': num(10.5 / scale), 'stroke-width': num(3 / scale) }, stage);
    var items = [], index = {};
    function add(view, side) {
      var id = view[0];
      if (!(id in index)) {
        index[id] = items.length;
        var g = el('g', { 'class': 'v' + (view[7] === -1 ? ' root' : ''), 'data-id': id }, group);
        var title = el('title', {}, g); title.textContent = id + ' · ' + VIEW_KINDS[view[1]];
        var rect = el('rect', { 'class': 'k-' + VIEW_KINDS[view[1]] }, g);
        var text = el('text', { 'text-anchor': 'middle', 'dominant-baseline': 'central' }, labels); text.textContent = view[9] || id;
        items.push({ id: id, g: g, rect: rect, text: text, a: null, b: null });
      }
      items[index[id]][side] = view;
    }
    a.views.forEach(function (v) { add(v, 'a'); });
    b.views.forEach(function (v) { add(v, 'b'); });
    // Containers (views that are some view's parent) keep their label off:
    // their subviews' labels would sit on it.
    var parents = {};
    [a, b].forEach(function (c) {
      c.views.forEach(function (v) { if (v[7] >= 0) { parents[c.views[v[7]][0]] = true; } });
    });
    items.forEach(function (item) { item.container = !!parents[item.id]; });
    this.items = items;
  };
  Morph.prototype.render = function (t) {
    this.t = t;
    this.slider.value = String(Math.round(t * 1000));
    var e = ease(t), s = this.scale, a = this.a, b = this.b;
    this.canvas.setAttribute('width', num(lerp(a.w, b.w, e)));
    this.canvas.setAttribute('height', num(lerp(a.h, b.h, e)));
    this.items.forEach(function (item) {
      var fa = item.a || item.b, fb = item.b || item.a;
      var x = lerp(fa[2], fb[2], e), y = lerp(fa[3], fb[3], e), w = lerp(fa[4], fb[4], e), h = lerp(fa[5], fb[5], e);
      var ha = item.a ? (item.a[6] ? 0.35 : 1) : 0, hb = item.b ? (item.b[6] ? 0.35 : 1) : 0;
      var opacity = num(lerp(ha, hb, e));
      item.g.setAttribute('opacity', opacity);
      item.text.setAttribute('opacity', opacity);
      item.rect.setAttribute('x', num(x)); item.rect.setAttribute('y', num(y));
      item.rect.setAttribute('width', num(Math.max(w, 0))); item.rect.setAttribute('height', num(Math.max(h, 0)));
      item.text.setAttribute('x', num(x + w / 2)); item.text.setAttribute('y', num(y + h / 2));
      var fits = w * s >= item.text.textContent.length * 6.2 + 4 && h * s >= 13 && !item.container;
      item.text.setAttribute('visibility', fits ? 'visible' : 'hidden');
    });
    this.caption.textContent = Math.round(e * 100) + '% from ' + a.label + ' to ' + b.label;
  };
  Morph.prototype.play = function () {
    var self = this, last = null, hold = 0, dir = self.t >= 1 ? -1 : 1;
    self.playing = true;
    self.button.textContent = '❚❚ Pause';
    function step(now) {
      if (!self.playing) { return; }
      if (last === null) { last = now; }
      var dt = now - last; last = now;
      if (hold > 0) { hold -= dt; } else {
        var t = self.t + dir * dt / 1400;
        if (t >= 1 || t <= 0) { t = Math.min(Math.max(t, 0), 1); dir = -dir; hold = 600; }
        self.render(t);
      }
      window.requestAnimationFrame(step);
    }
    window.requestAnimationFrame(step);
  };
  Morph.prototype.pause = function () {
    this.playing = false;
    this.button.textContent = '▶ Play';
  };

  // ---- Start and check -------------------------------------------------
  function start() {
    var data = JSON.parse(document.getElementById('report-data').textContent);
    VIEW_KINDS = data.kinds;
    var cases = CASES;
    data.scenes.forEach(function (s) { s.cases.forEach(function (c) { cases.push(c); }); });
    document.querySelectorAll('#filters input').forEach(function (input) {
      input.addEventListener(input.type === 'range' ? 'input' : 'change', input.type === 'range' ? applyZoom : applyFilters);
    });
    setupHighlight();
    setupCaseLinks();
    setupMore(cases);
    setupTooltips(cases);
    var morphs = [];
    document.querySelectorAll('.morph[data-scene]').forEach(function (root) {
      morphs.push(new Morph(root, data.scenes[Number(root.dataset.scene)]));
    });
    applyZoom();
    var lazy = setupLazy();
    var total = applyFilters();

    // Self-check: every case drawn (or to be drawn when near the viewport, checked
    // then), the animation gives finite frames half way, and the filter hides
    // everything and shows it again.
    var drawings = document.querySelectorAll('svg.drawing');
    var pending = document.querySelectorAll('.drawing-box.lazy > script[type="text/x-drawing"]').length;
    if (drawings.length + pending !== cases.length) { throw new Error('drew ' + drawings.length + ' and ' + pending + ' later of ' + cases.length + ' cases'); }
    drawings.forEach(checkDrawing);
    morphs.forEach(function (m) {
      m.render(0.5);
      m.stage.querySelectorAll('rect').forEach(function (r) {
        ['x', 'y', 'width', 'height'].forEach(function (k) {
          var v = r.getAttribute(k);
          if (v !== null && !isFinite(Number(v))) { throw new Error('animation gave ' + k + '=' + v); }
        });
      });
      m.render(0);
    });
    var boxes = document.querySelectorAll('#filters input[data-filter]');
    var saved = Array.prototype.map.call(boxes, function (b) { return b.checked; });
    boxes.forEach(function (b) { b.checked = false; });
    if (applyFilters() !== 0) { throw new Error('the filter did not hide every case'); }
    boxes.forEach(function (b, i) { b.checked = saved[i]; });
    if (applyFilters() !== total) { throw new Error('the filter did not restore the cases'); }

    // Failing cases come before passing ones.
    var seenPassing = false;
    document.querySelectorAll('article.case').forEach(function (card) {
      if (!card.dataset.kinds) { seenPassing = true; } else if (seenPassing) { throw new Error(card.id + ': a failing case after a passing one'); }
    });
    // Every cause's case link names a case whose finding at data-f has the cause's kind, and
    // each row of the summary counts the causes and cases of its kind.
    var causeCards = document.querySelectorAll('li.cause');
    var byKind = {};
    causeCards.forEach(function (li) {
      var links = li.querySelectorAll('a.case-link');
      if (links.length !== Number(li.dataset.cases)) { throw new Error(li.id + ': ' + links.length + ' case links for ' + li.dataset.cases + ' cases'); }
      var kind = li.dataset.kind, failing = !li.classList.contains('expected');
      if (failing && !byKind[kind]) { byKind[kind] = { causes: 0, cases: {} }; }
      links.forEach(function (a) {
        var n = Number(a.getAttribute('href').slice(2)), f = cases[n] && cases[n].findings[Number(a.dataset.f)];
        if (!f || f[0] !== kind || !document.getElementById('c' + n)) { throw new Error(li.id + ': link to c' + n + ' finds no ' + kind); }
        if (failing) { byKind[kind].cases[n] = true; }
      });
      if (failing) { byKind[kind].causes += 1; }
    });
    // A kind with more causes than the page shows has a "more" line that counts the rest.
    document.querySelectorAll('li.cause-more:not(.expected)').forEach(function (li) {
      if (byKind[li.dataset.kind]) { byKind[li.dataset.kind].more = Number(li.dataset.more); }
    });
    var rows = document.querySelectorAll('#summary tbody tr');
    rows.forEach(function (tr) {
      var k = byKind[tr.dataset.kind];
      var more = k && k.more ? k.more : 0;
      if (!k || k.causes + more !== Number(tr.dataset.causes) || (!more && Object.keys(k.cases).length !== Number(tr.dataset.cases))) {
        throw new Error('the summary row ' + tr.dataset.kind + ' disagrees with the cause cards');
      }
    });
    if (rows.length !== Object.keys(byKind).length) { throw new Error('the summary has ' + rows.length + ' rows for ' + Object.keys(byKind).length + ' kinds'); }
    html.setAttribute('data-report-causes', String(causeCards.length));
    html.setAttribute('data-report-summary-rows', String(rows.length));

    // `#t=0.5` in the address shows every animation at that point (for screenshots).
    var match = /(?:^|[#&])t=([0-9.]+)/.exec(window.location.hash);
    if (match) { morphs.forEach(function (m) { m.render(Math.min(Math.max(Number(match[1]) || 0, 0), 1)); }); }

    html.setAttribute('data-report-cases', String(cases.length));
    html.setAttribute('data-report-lazy', String(lazy));
    html.setAttribute('data-report-morphs', String(morphs.length));
    // Milliseconds from the start of the page's loading to here (parsing included): what a big run costs.
    html.setAttribute('data-report-ms', String(Math.round(window.performance.now())));
    if (html.getAttribute('data-report-ready') !== 'error') { html.setAttribute('data-report-ready', 'ok'); }
  }
  try { start(); } catch (e) { fail(e && e.message ? e.message : String(e)); }
})();
