/*
 * Unsupported-browser screen (spec 3 §2, §9). A classic ES5 script, loaded before the app
 * bundle, so that the very browsers it turns away can run it: no modules, no arrow functions,
 * no let/const. The version table must equal UNSUPPORTED_BROWSER_MAX_VERSION in
 * src-shared/constants.ts (test/unit/unsupported-browser.test.ts checks), and the texts equal
 * unsupportedBrowser.* in src-shared/i18n/en.json and sv.json.
 */
(function (root) {
  'use strict';

  /* These versions and older are not supported. */
  var maxVersion = { ie: 10, safari: 10, firefox: 59, opera: 34 };

  var texts = [
    {
      lang: 'en',
      title: 'Your browser is not supported',
      body: 'Please use a recent version of Chrome, Edge, Firefox or Safari.'
    },
    {
      lang: 'sv',
      title: 'Din webbläsare stöds inte',
      body: 'Använd en aktuell version av Chrome, Edge, Firefox eller Safari.'
    }
  ];

  function majorVersion(userAgent, pattern) {
    var match = pattern.exec(userAgent);
    return match ? parseInt(match[1], 10) : null;
  }

  /* Which of the listed browsers this is, with its major version; null for any other browser. */
  function detect(userAgent) {
    var version = majorVersion(userAgent, /MSIE (\d+)/);
    if (version !== null) return { name: 'ie', version: version };

    /* Chromium-based Opera says OPR/; Presto Opera puts its real version after Version/. */
    version = majorVersion(userAgent, /\bOPR\/(\d+)/);
    if (version !== null) return { name: 'opera', version: version };
    if (/\bOpera\b/.test(userAgent)) {
      version = majorVersion(userAgent, /Version\/(\d+)/);
      if (version === null) version = majorVersion(userAgent, /Opera[\/ ](\d+)/);
      if (version !== null) return { name: 'opera', version: version };
    }

    version = majorVersion(userAgent, /Firefox\/(\d+)/);
    if (version !== null) return { name: 'firefox', version: version };

    /* Chrome, Edge and the iOS browsers also say Safari/; only Safari itself lacks their tokens. */
    if (/Safari\//.test(userAgent) && !/Chrome\/|Chromium\/|CriOS\/|FxiOS\/|EdgiOS\/|Edg\//.test(userAgent)) {
      version = majorVersion(userAgent, /Version\/(\d+)/);
      if (version !== null) return { name: 'safari', version: version };
    }
    return null;
  }

  function isUnsupportedBrowser(userAgent) {
    var browser = detect(String(userAgent || ''));
    return browser !== null && browser.version <= maxVersion[browser.name];
  }

  root.ideahuntBrowserSupport = { isUnsupportedBrowser: isUnsupportedBrowser, maxVersion: maxVersion };

  /* Outside a browser (the unit test) there is nothing to show. */
  if (typeof navigator === 'undefined' || typeof document === 'undefined') return;
  if (!isUnsupportedBrowser(navigator.userAgent)) return;

  /* Set at once: the app bundle checks it and does not start. */
  root.__ideahuntUnsupported = true;

  function element(tag, text, style) {
    var node = document.createElement(tag);
    if (text) node.appendChild(document.createTextNode(text));
    /* Styles through the CSSOM: the Content Security Policy forbids inline style attributes. */
    for (var name in style) {
      if (Object.prototype.hasOwnProperty.call(style, name)) node.style[name] = style[name];
    }
    return node;
  }

  function showNotice() {
    var body = document.body;
    while (body.firstChild) body.removeChild(body.firstChild);
    body.style.margin = '0';
    body.style.background = '#f5f5f4';

    var box = element('main', null, {
      maxWidth: '32em',
      margin: '10% auto',
      padding: '2em',
      background: '#ffffff',
      border: '1px solid #e7e5e4',
      borderRadius: '12px',
      fontFamily: 'Segoe UI, Helvetica Neue, Arial, sans-serif',
      color: '#1c1917',
      lineHeight: '1.5'
    });
    for (var i = 0; i < texts.length; i++) {
      var section = element('div', null, i > 0 ? { marginTop: '1.5em', paddingTop: '1.5em', borderTop: '1px solid #e7e5e4' } : {});
      section.setAttribute('lang', texts[i].lang);
      section.appendChild(element(i === 0 ? 'h1' : 'h2', texts[i].title, { fontSize: '1.5em', margin: '0 0 0.5em' }));
      section.appendChild(element('p', texts[i].body, { margin: '0' }));
      box.appendChild(section);
    }
    body.appendChild(box);
  }

  /* The script runs from <head>, before <body> exists. */
  if (document.body) showNotice();
  else if (document.addEventListener) document.addEventListener('DOMContentLoaded', showNotice);
  else window.attachEvent('onload', showNotice);
})(typeof window !== 'undefined' ? window : this);
