// Page-side fakes of the DingTalk (PC, Android, iOS) and WeCom containers, for e2e tests and the
// /__dev/hosts launcher. Plain browser JavaScript, injected before the portal's bundle runs
// (Playwright addInitScript), so the real dingtalk-jsapi and @wecom/jssdk run their own code
// paths against them (host-integration.md "What the simulators must reproduce").
// Every call is recorded in window.__hostFakeCalls for the tests to read.
(function () {
  'use strict';
  var w = window;
  var calls = (w.__hostFakeCalls = w.__hostFakeCalls || []);

  // Answers must be asynchronous: the SDKs register a pending call only after sending it.
  function later(run) {
    setTimeout(run, 0);
  }

  function mintDingtalkCode(config, corpId) {
    return fetch(config.simBase + '/__test/code', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ corpId: corpId, userid: config.userid }),
    }).then(function (response) {
      return response.json().then(function (json) {
        if (!response.ok) throw { errorCode: String(json.errcode), errorMessage: json.errmsg };
        return { code: json.code };
      });
    });
  }

  // A controlled navigation-bar button (setLeft / setRight with control) answers only when pressed,
  // and again on every press, as the clients do: tests press it with __hostFakePress(method).
  var buttons = (w.__hostFakeButtons = w.__hostFakeButtons || {});
  w.__hostFakePress = function (method) {
    if (!buttons[method]) return false;
    buttons[method]();
    return true;
  };
  function isControlledButton(method, body) {
    return /^biz\.navigation\.set(Left|Right)$/.test(method) && body && body.control === true;
  }

  // The simulated camera of the hosts' scanners (biz.util.scan, scanQRCode): a test points it at a
  // code with __hostFakeCamera(text) (null = the person cancels), before or while a scan waits; the
  // /__dev/hosts launcher (config.scanPrompt) asks for the text instead.
  var cameraQueue = [];
  var cameraWaiting = [];
  w.__hostFakeCamera = function (text) {
    var waiting = cameraWaiting.shift();
    if (waiting) waiting(text);
    else cameraQueue.push(text);
  };
  function readCamera(config) {
    if (cameraQueue.length > 0) return Promise.resolve(cameraQueue.shift());
    if (config.scanPrompt)
      return Promise.resolve(w.prompt('Simulated scan: the text of the QR code (its link)') || null);
    return new Promise(function (resolve) {
      cameraWaiting.push(resolve);
    });
  }

  function dingtalkAnswer(config, method, body) {
    calls.push({ host: 'dingtalk', method: method, body: body });
    if (method === 'biz.util.scan') {
      return readCamera(config).then(function (text) {
        if (text === null) throw { errorCode: '-1', errorMessage: 'cancel' };
        return { text: text };
      });
    }
    if (/requestAuthCode(V2)?$/.test(method)) {
      if (config.legacyOnly && /V2$/.test(method))
        return Promise.reject({ errorCode: '9', errorMessage: 'jsapi not supported' });
      return mintDingtalkCode(config, (body && body.corpId) || '');
    }
    if (method === 'biz.navigation.goBack') history.back();
    if (method === 'biz.navigation.replace' && body && body.url) location.replace(body.url);
    return Promise.resolve({});
  }

  function installDingtalkPc(config) {
    var hostOrigin = 'https://sim.dingtalk.com';
    var parsed = null;
    try {
      parsed = JSON.parse(w.name);
    } catch {
      parsed = null;
    }
    // window.name survives reloads in a tab, as in the real container.
    if (!parsed || !parsed.containerId) {
      parsed = { containerId: 'sim-container-1', hostOrigin: hostOrigin, hostVersion: config.hostVersion || '7.6.0' };
      w.name = JSON.stringify(parsed);
    }
    w.dingtalk = { platform: { invokeAPI: function () {} } };
    var original = w.postMessage.bind(w);
    w.postMessage = function (message, targetOrigin, transfer) {
      if (message && message.type === 'request' && message.containerId === parsed.containerId) {
        if (isControlledButton(message.methodName, message.body)) {
          calls.push({ host: 'dingtalk', method: message.methodName, body: message.body });
          buttons[message.methodName] = function () {
            w.dispatchEvent(
              new MessageEvent('message', {
                data: { type: 'response', msgId: message.msgId, success: true, body: {} },
                origin: parsed.hostOrigin,
                source: w,
              }),
            );
          };
          return;
        }
        later(function () {
          dingtalkAnswer(config, message.methodName, message.body).then(
            function (body) {
              w.dispatchEvent(
                new MessageEvent('message', {
                  data: { type: 'response', msgId: message.msgId, success: true, body: body },
                  origin: parsed.hostOrigin,
                  source: w,
                }),
              );
            },
            function (error) {
              w.dispatchEvent(
                new MessageEvent('message', {
                  data: { type: 'response', msgId: message.msgId, success: false, body: error },
                  origin: parsed.hostOrigin,
                  source: w,
                }),
              );
            },
          );
        });
        return;
      }
      return original(message, targetOrigin, transfer);
    };
  }

  function installDingtalkAndroid(config) {
    var exec = function (success, fail, service, action, params) {
      if (isControlledButton(service + '.' + action, params)) {
        calls.push({ host: 'dingtalk', method: service + '.' + action, body: params });
        buttons[service + '.' + action] = function () {
          success({});
        };
        return;
      }
      later(function () {
        dingtalkAnswer(config, service + '.' + action, params).then(success, fail);
      });
    };
    w.nuva = {
      isReady: true,
      require: function () {
        return exec;
      },
    };
  }

  // iOS: WebViewJavascriptBridge.callHandler(apiName, params, callback); errorCode '0' succeeds.
  function installDingtalkIos(config) {
    w.WebViewJavascriptBridge = {
      init: function () {},
      registerHandler: function () {},
      callHandler: function (name, params, callback) {
        if (isControlledButton(name, params)) {
          calls.push({ host: 'dingtalk', method: name, body: params });
          buttons[name] = function () {
            callback({ errorCode: '0', result: {} });
          };
          return;
        }
        later(function () {
          dingtalkAnswer(config, name, params).then(
            function (result) {
              callback({ errorCode: '0', result: result });
            },
            function (error) {
              callback({
                errorCode: (error && error.errorCode) || '1',
                errorMessage: (error && error.errorMessage) || 'failed',
              });
            },
          );
        });
      },
    };
  }

  var wecomHandlers = {};
  w.__hostFakeFire = function (name) {
    return wecomHandlers[name] ? wecomHandlers[name]() : undefined;
  };

  function installWecom(config) {
    // The simulated OAuth page knows the client's user from this cookie, as WeCom knows its own.
    document.cookie = 'lp_sim_wecom_user=' + encodeURIComponent(config.userid) + '; path=/';
    w.WeixinSandBox = w.WeixinSandBox || {};
    var names = config.names || {};
    function bind(el) {
      var id = el.getAttribute('openid') || '';
      el.textContent = Object.prototype.hasOwnProperty.call(names, id) ? names[id] : id;
      el.setAttribute('data-open-data-bound', 'true');
    }
    function defineOpenData() {
      w.WWOpenData = {
        bind: bind,
        bindAll: function (nodes) {
          Array.prototype.forEach.call(nodes, bind);
        },
        on: function () {},
        off: function () {},
        checkSession: function (options) {
          if (options && options.success) options.success();
        },
        prefetch: function () {},
      };
    }
    w.WeixinJSBridge = {
      invoke: function (name, params, callback) {
        calls.push({ host: 'wecom', method: name, body: params });
        if (name === 'scanQRCode') {
          readCamera(config).then(function (text) {
            if (!callback) return;
            if (text === null) callback({ err_msg: 'scanQRCode:cancel' });
            else callback({ err_msg: 'scanQRCode:ok', resultStr: params && params.needResult ? text : undefined });
          });
          return;
        }
        later(function () {
          if (name === 'wwapp.initWwOpenData') defineOpenData();
          if (callback) callback({ err_msg: name + ':ok' });
        });
      },
      // Events the page listens to (historyBack…): tests fire them with __hostFakeFire(name).
      on: function (name, handler) {
        calls.push({ host: 'wecom', method: 'on:' + name, body: {} });
        wecomHandlers[name] = handler;
      },
      call: function () {},
      log: function () {},
    };
  }

  w.__installHostFake = function (kind, config) {
    if (config.userAgent) {
      // The launcher's fallback where the browser's own user agent cannot be set.
      Object.defineProperty(w.navigator, 'userAgent', {
        get: function () {
          return config.userAgent;
        },
      });
    }
    if (kind === 'dingtalk-pc') installDingtalkPc(config);
    else if (kind === 'dingtalk-android') installDingtalkAndroid(config);
    else if (kind === 'dingtalk-ios') installDingtalkIos(config);
    else if (kind === 'wecom') installWecom(config);
  };
})();
