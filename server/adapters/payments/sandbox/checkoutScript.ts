/**
 * The sandbox's checkout script: `window.Razorpay(options)` with `open()`, `on('payment.failed',
 * ...)`, `options.handler` and `options.modal.ondismiss`, as Razorpay's checkout.js gives them.
 * Its sheet is plainly a test: a Pay button that succeeds, a Fail button with a reason, and
 * closing it dismisses; so does `options.timeout` (seconds) running out, as Razorpay's does. It
 * talks to the sandbox it was loaded from.
 */
export const CHECKOUT_SCRIPT = String.raw`(function () {
  var script = document.currentScript;
  var base = script ? script.src.replace(/\/checkout\.js(\?.*)?$/, '') : '/sandbox/razorpay';
  var REASONS = ['Card declined by the bank', 'Insufficient funds', 'Payment timed out'];

  function rupees(paise) {
    return 'Rs ' + (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }

  function post(path, body) {
    return fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(function (res) {
      return res.json().then(function (json) {
        if (!res.ok) throw new Error((json && json.error && json.error.description) || 'The test payment could not be made.');
        return json;
      });
    });
  }

  function el(tag, text, css) {
    var node = document.createElement(tag);
    if (text) node.textContent = text;
    if (css) node.style.cssText = css;
    return node;
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.listeners = {};
    this.overlay = null;
    this.timer = null;
  }

  Razorpay.prototype.on = function (event, handler) {
    (this.listeners[event] = this.listeners[event] || []).push(handler);
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (handler) { handler(payload); });
  };

  Razorpay.prototype.close = function () {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.overlay) this.overlay.remove();
    this.overlay = null;
  };

  Razorpay.prototype.open = function () {
    var self = this;
    var o = this.options;
    var prefill = o.prefill || {};
    this.close();
    var overlay = el('div', '', 'position:fixed;inset:0;background:rgba(0,0,0,0.55);display:flex;align-items:center;justify-content:center;z-index:2147483647;font-family:system-ui,sans-serif');
    var sheet = el('div', '', 'background:#fff;color:#1a202c;border-radius:12px;padding:24px;width:min(92vw,380px);box-shadow:0 10px 40px rgba(0,0,0,0.3)');
    sheet.setAttribute('role', 'dialog');
    sheet.setAttribute('aria-modal', 'true');
    sheet.setAttribute('aria-label', 'Test payment');
    var close = el('button', '\u00d7', 'float:right;border:0;background:none;font-size:24px;line-height:1;cursor:pointer');
    close.setAttribute('aria-label', 'Close');
    var badge = el('p', 'TEST PAYMENT \u2014 sandbox, no real money moves', 'margin:0 0 8px;font-size:12px;font-weight:700;color:#9c4221;letter-spacing:0.04em');
    var title = el('h2', o.name || 'Payment', 'margin:0 0 4px;font-size:20px');
    var what = el('p', o.description || '', 'margin:0 0 12px;color:#4a5568;font-size:14px');
    var amount = el('p', rupees(o.amount || 0), 'margin:0 0 16px;font-size:24px;font-weight:800');
    var pay = el('button', 'Pay ' + rupees(o.amount || 0), 'display:block;width:100%;padding:12px;border:0;border-radius:8px;background:#2f855a;color:#fff;font-size:16px;font-weight:700;cursor:pointer');
    var label = el('label', 'Failure reason', 'display:block;margin:16px 0 4px;font-size:13px;color:#4a5568');
    var reason = el('select', '', 'display:block;width:100%;padding:8px;border:1px solid #cbd5e0;border-radius:6px');
    reason.id = 'sandbox-failure-reason';
    label.htmlFor = reason.id;
    REASONS.forEach(function (text) { reason.appendChild(el('option', text)); });
    var fail = el('button', 'Fail payment', 'display:block;width:100%;margin-top:8px;padding:10px;border:1px solid #c53030;border-radius:8px;background:#fff;color:#c53030;font-size:15px;font-weight:600;cursor:pointer');
    var note = el('p', '', 'margin:12px 0 0;font-size:13px;color:#c53030');
    note.setAttribute('role', 'alert');
    [close, badge, title, what, amount, pay, label, reason, fail, note].forEach(function (node) { sheet.appendChild(node); });
    overlay.appendChild(sheet);
    document.body.appendChild(overlay);
    this.overlay = overlay;
    pay.focus();

    function busy(on) {
      pay.disabled = on;
      fail.disabled = on;
      // A payment under way is not cut off by the timeout.
      if (on && self.timer) clearTimeout(self.timer);
      self.timer = null;
    }

    function dismiss() {
      self.close();
      if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
    }
    close.addEventListener('click', dismiss);
    // The checkout closes itself once its time is up (the booking's hold ends).
    if (typeof o.timeout === 'number' && o.timeout > 0 && o.timeout < 2000000) this.timer = setTimeout(dismiss, o.timeout * 1000);
    pay.addEventListener('click', function () {
      busy(true);
      post('/checkout/pay', { key: o.key, order_id: o.order_id, email: prefill.email || null, contact: prefill.contact || null }).then(function (response) {
        self.close();
        if (typeof o.handler === 'function') o.handler(response);
      }, function (error) {
        busy(false);
        note.textContent = error.message;
      });
    });
    fail.addEventListener('click', function () {
      busy(true);
      post('/checkout/fail', { key: o.key, order_id: o.order_id, reason: reason.value }).then(function (response) {
        self.close();
        self.emit('payment.failed', response);
      }, function (error) {
        busy(false);
        note.textContent = error.message;
      });
    });
  };

  window.Razorpay = Razorpay;
})();
`;
