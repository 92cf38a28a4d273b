// The first screen's words and colours before the bundle runs: see src/app/boot/boot-screen.ts.
// On /index it also paints a returning member's last banner: see src/app/boot/boot-home.ts.
(function () {
  var screen = document.getElementById('lp-boot');
  if (!screen) return;
  function stored(key) {
    try {
      return localStorage.getItem(key);
    } catch (e) {
      return null;
    }
  }
  function parsed(text) {
    try {
      return JSON.parse(text || 'null');
    } catch (e) {
      return null;
    }
  }
  var texts = { zh_cn: '加载中…', en_us: 'Loading…', zh_hant: '載入中…' };
  var tags = { zh_cn: 'zh-CN', en_us: 'en', zh_hant: 'zh-TW' };
  var boot = parsed(stored('lp:boot'));
  var query = /[?&]eid=(\d+)/.exec(location.search);
  var eid = query ? Number(query[1]) : Number(stored('lp:eid') || 0);
  var same = boot && typeof boot === 'object' && (eid === 0 || boot.eid === eid);
  var language = same && isLanguage(boot.language) ? boot.language : null;
  // Whatever an odd entry holds, the rest of the first screen is still named.
  var home = null;
  try {
    home = lastHome();
  } catch (e) {}
  if (home) language = home.language;
  var prefs = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''];
  for (var i = 0; i < prefs.length && !language; i++) {
    var tag = String(prefs[i]).toLowerCase();
    if (tag.indexOf('en') === 0) language = 'en_us';
    else if (/^zh-(tw|hk|mo|hant)/.test(tag)) language = 'zh_hant';
    else if (tag.indexOf('zh') === 0) language = 'zh_cn';
  }
  language = language || 'zh_cn';
  document.documentElement.lang = tags[language];
  screen.querySelector('.lp-boot-text').textContent = texts[language];
  var theme = boot && typeof boot === 'object' && /^#[0-9a-f]{6}$/i.test(boot.theme) ? boot.theme : '';
  if (home) {
    try {
      paintHome(home, boot && boot.eid === home.eid ? theme : '', boot && boot.eid === home.eid ? boot.name : '');
    } catch (e) {}
  }
  if (!same) return;
  if (theme) screen.style.setProperty('--lp-boot-colour', theme);
  if (typeof boot.name === 'string') screen.querySelector('.lp-boot-name').textContent = boot.name;

  /*
   * The viewer the portal's start-up names (src/app/boot-prefetch.ts: enterprise, user, language
   * before the init call answers), computed the same way: resolveStartup (startup-eid.ts) for the
   * enterprise, the `userInfo` cookie as js-cookie reads it for the user, effectiveLanguage
   * (lib/language.ts) for the language. boot-home.test.ts checks the two agree.
   */
  function viewer() {
    var user = parsed(cookie('userInfo'));
    if (!user || typeof user !== 'object') return null;
    var userid = text(user.userid);
    if (!userid || !text(user.token)) return null;
    var own = parsed(stored('lp:session-eid'));
    own = own && own.userid === userid && whole(own.eid) && own.eid > 0 ? own.eid : null;
    var link = null;
    try {
      link = digits(new URLSearchParams(location.search).get('eid'));
    } catch (e) {}
    var config = window.__LP_CONFIG__ || {};
    var fallback = Number(config.defaultEid);
    var id = own !== null ? (link !== null ? link : own) : link;
    if (id === null) id = digits(stored('lp:eid'));
    if (id === null) id = whole(fallback) && fallback > 0 ? fallback : 0;
    return { eid: id, userid: userid, name: text(user.username), language: id === 0 ? 'zh_cn' : chosenLanguage() };
  }
  function isLanguage(value) {
    return value === 'zh_cn' || value === 'en_us' || value === 'zh_hant';
  }
  function chosenLanguage() {
    var choice = stored('lp:language');
    if (isLanguage(choice)) return choice;
    var list =
      navigator.languages && navigator.languages.length
        ? navigator.languages
        : navigator.language
          ? [navigator.language]
          : [];
    for (var n = 0; n < list.length; n++) {
      var lower = String(list[n] || '')
        .replace(/^\s+|\s+$/g, '')
        .toLowerCase()
        .replace(/_/g, '-');
      if (!lower) continue;
      if (lower === 'en' || lower.indexOf('en-') === 0) return 'en_us';
      if (lower === 'zh-hant' || lower.indexOf('zh-hant-') === 0 || /^zh-(tw|hk|mo)(-|$)/.test(lower)) return 'zh_hant';
      if (lower === 'zh' || lower.indexOf('zh-') === 0) return 'zh_cn';
    }
    return 'zh_cn';
  }
  function cookie(name) {
    var all = document.cookie ? document.cookie.split('; ') : [];
    for (var n = 0; n < all.length; n++) {
      var parts = all[n].split('=');
      var value = parts.slice(1).join('=');
      try {
        if (decodeURIComponent(parts[0]) !== name) continue;
        if (value.charAt(0) === '"') value = value.slice(1, -1);
        return value.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);
      } catch (e) {}
    }
    return null;
  }
  function text(value) {
    return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  }
  function whole(value) {
    return typeof value === 'number' && isFinite(value) && Math.floor(value) === value;
  }
  function digits(value) {
    return typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : null;
  }

  /*
   * The banner's first slide the home page will render first (src/features/home/first-paint.ts):
   * only on /index, for exactly the viewer who kept it, from an entry of this format version at
   * most 3 days old, and only when the first module is the banner. Null otherwise.
   */
  function lastHome() {
    if (location.pathname !== '/index') return null;
    var who = viewer();
    if (!who) return null;
    var owner = who.eid + ':' + who.userid + ':' + who.language;
    var entry = parsed(stored('lp:home-first'));
    if (!entry || typeof entry !== 'object' || entry.v !== 1 || entry.owner !== owner) return null;
    if (!(entry.queries instanceof Array)) return null;
    var age = new Date().getTime() - (typeof entry.savedAt === 'number' ? entry.savedAt : 0);
    if (age < 0 || age > 3 * 24 * 60 * 60 * 1000) return null;
    function answer(key) {
      for (var n = 0; n < entry.queries.length; n++) {
        var item = entry.queries[n];
        if (item instanceof Array && item[0] instanceof Array && JSON.stringify(item[0]) === JSON.stringify(key))
          return item[1];
      }
      return null;
    }
    var modules = answer(['home', owner, 'modules']);
    var first = modules instanceof Array ? modules[0] : null;
    if (!first || first.display_type !== 'banner' || typeof first.moduleId !== 'number') return null;
    var page = answer(['home', owner, 'component', first.moduleId, 1]);
    var slide = page && page.list instanceof Array ? page.list[0] : null;
    if (!slide || typeof slide.title !== 'string' || !slide.title) return null;
    return {
      eid: who.eid,
      language: who.language,
      userName: who.name,
      count: page.list.length,
      title: slide.title,
      summary: typeof slide.summary === 'string' ? slide.summary : '',
      colour: plainColour(slide.color) ? slide.color : '',
    };
  }
  // A colour name, #hex or rgb()/hsl() of numbers: nothing else reaches the style (no url(), no other property).
  function plainColour(value) {
    return (
      typeof value === 'string' &&
      (/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value) ||
        /^[a-z]{3,20}$/i.test(value) ||
        /^(?:rgb|hsl)a?\(\s*[\d.]+%?(?:\s*[,\s]\s*[\d.]+%?){2}(?:\s*[,/]\s*[\d.]+%?)?\s*\)$/i.test(value))
    );
  }

  /*
   * The home's first render as static markup (src/app/boot/boot-home.css sizes it like the home's
   * own CSS): the shell's header, the study summary still loading, then the banner's first slide,
   * each on the rectangle React will render it on, so its replacement does not move anything.
   * Free text goes in as text only. Hidden from screen readers: it is a picture of the page React
   * is about to render; the status element (#lp-boot) still says "loading" once, visually hidden.
   */
  function paintHome(last, colour, enterpriseName) {
    var words = {
      zh_cn: ['欢迎，', '加载中…'],
      en_us: ['Welcome, ', 'Loading…'],
      zh_hant: ['歡迎，', '載入中…'],
    }[last.language];
    function el(tagName, className, parent, content) {
      var node = document.createElement(tagName);
      if (className) node.className = className;
      if (content) node.textContent = content;
      if (parent) parent.appendChild(node);
      return node;
    }
    var frame = el('div', 'lp-shell lp-boot-home');
    frame.setAttribute('aria-hidden', 'true');
    if (colour) {
      frame.style.setProperty('--lp-theme-color', colour);
      frame.style.setProperty('--lp-brand-color', colour);
    }
    var header = el('div', 'lp-header', frame);
    el(
      'span',
      'lp-header-brand',
      el('div', 'lp-header-inner', header),
      typeof enterpriseName === 'string' ? enterpriseName : '',
    );
    el('div', 'lp-header-nav', header);
    var page = el('div', 'lp-home', el('div', 'lp-main', frame));
    var study = el('section', 'lp-home-study', page);
    var head = el('div', 'lp-home-study-head', study);
    el('h2', 'lp-home-study-title', head, words[0] + last.userName);
    el('p', 'lp-home-study-line', head, '\u00a0');
    var figure = el('div', 'lp-home-study-figure', el('dl', 'lp-home-study-figures', study));
    el('dt', '', figure, words[1]);
    el('dd', '', figure, '…');
    var carousel = el('div', 'lp-home-carousel', el('section', 'lp-home-module lp-home-module-banner', page));
    var slide = el('div', 'lp-home-slide', carousel);
    if (last.colour) slide.style.background = last.colour;
    var link = el('div', 'lp-home-slide-link', slide);
    el('span', 'lp-home-slide-title', link, last.title);
    if (last.summary) el('span', 'lp-home-slide-summary', link, last.summary);
    if (last.count > 1) {
      var prev = el('button', 'lp-home-carousel-arrow lp-home-carousel-prev', carousel, '\u2039');
      var next = el('button', 'lp-home-carousel-arrow lp-home-carousel-next', carousel, '\u203a');
      var dots = el('div', 'lp-home-carousel-dots', carousel);
      var inert = [prev, next];
      for (var n = 0; n < last.count; n++)
        inert.push(el('button', n ? 'lp-home-dot' : 'lp-home-dot lp-home-dot-current', dots));
      // Pictures of buttons: nothing to press or tab to until React renders the real ones.
      for (n = 0; n < inert.length; n++) {
        inert[n].type = 'button';
        inert[n].disabled = true;
        inert[n].tabIndex = -1;
      }
    }
    screen.parentNode.insertBefore(frame, screen);
    screen.className += ' lp-boot-status-only';
  }
})();
