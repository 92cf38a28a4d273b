// The first screen's words and colours before the bundle runs: see src/app/boot/boot-screen.ts.
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
  var texts = { zh_cn: '加载中…', en_us: 'Loading…', zh_hant: '載入中…' };
  var boot = null;
  try {
    boot = JSON.parse(stored('lp:boot') || 'null');
  } catch (e) {}
  var query = /[?&]eid=(\d+)/.exec(location.search);
  var eid = query ? Number(query[1]) : Number(stored('lp:eid') || 0);
  var same = boot && typeof boot === 'object' && (eid === 0 || boot.eid === eid);
  var language = same && texts[boot.language] ? boot.language : null;
  var tags = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''];
  for (var i = 0; i < tags.length && !language; i++) {
    var tag = String(tags[i]).toLowerCase();
    if (tag.indexOf('en') === 0) language = 'en_us';
    else if (/^zh-(tw|hk|mo|hant)/.test(tag)) language = 'zh_hant';
    else if (tag.indexOf('zh') === 0) language = 'zh_cn';
  }
  language = language || 'zh_cn';
  document.documentElement.lang = { zh_cn: 'zh-CN', en_us: 'en', zh_hant: 'zh-TW' }[language];
  screen.querySelector('.lp-boot-text').textContent = texts[language];
  if (!same) return;
  if (/^#[0-9a-f]{6}$/i.test(boot.theme)) screen.style.setProperty('--lp-boot-colour', boot.theme);
  if (typeof boot.name === 'string') screen.querySelector('.lp-boot-name').textContent = boot.name;
})();
