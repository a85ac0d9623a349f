/**
 * The sandbox's checkout script: `window.Razorpay(options)` with `open()`, `close()`, `on('payment.failed',
 * ...)`, `options.handler` and `options.modal.ondismiss`, as Razorpay's checkout.js gives them.
 * Its sheet is plainly a test, and offers what Razorpay's checkout does, UPI first:
 * - UPI by UPI ID (`success@razorpay` pays, `failure@razorpay` fails, a malformed one is refused
 *   in the sheet), or through a UPI app, which the tester answers for ("I have paid" / "Payment failed");
 * - a card (number, expiry, CVV; Razorpay's failing test cards fail), netbanking with a bank, or a
 *   wallet, each paid or failed with the failure reason chosen.
 * It is a modal dialog: focus starts on the first method and stays inside it (Tab and Shift+Tab
 * cycle, the page behind is inert), and Escape or Close dismisses it, as does `options.timeout`
 * (seconds) running out, as Razorpay's does. It talks to the sandbox it was loaded from; the
 * sandbox checks the same input again (methods.ts).
 */
import { NETBANKING_BANKS, WALLETS } from '../../../../domain/paidWith';
import { TEST_CARDS, TEST_VPAS, VPA_PATTERN } from './methods';

const SETTINGS = JSON.stringify({
  banks: NETBANKING_BANKS,
  wallets: WALLETS,
  vpa: VPA_PATTERN.source,
  testVpas: TEST_VPAS,
  testCards: TEST_CARDS,
  reasons: ['Card declined by the bank', 'Insufficient funds', 'Payment timed out'],
});

export const CHECKOUT_SCRIPT = String.raw`(function () {
  var script = document.currentScript;
  var base = script ? script.src.replace(/\/checkout\.js(\?.*)?$/, '') : '/sandbox/razorpay';
  var SETTINGS = ${SETTINGS};
  var VPA = new RegExp(SETTINGS.vpa);
  var opened = 0;

  function rupees(paise) {
    return 'Rs ' + (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }

  /** The sandbox's answer: a payment (or its failure), or its refusal of the input with why. */
  function post(path, body) {
    return fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(function (res) {
      return res.json().then(function (json) {
        if (!res.ok) throw new Error((json && json.error && json.error.description) || 'The test payment could not be made.');
        return json;
      });
    }, function () {
      throw new Error('The sandbox could not be reached. Try again.');
    });
  }

  function el(tag, text, css, attrs) {
    var node = document.createElement(tag);
    if (text) node.textContent = text;
    if (css) node.style.cssText = css;
    if (attrs) Object.keys(attrs).forEach(function (name) { node.setAttribute(name, attrs[name]); });
    return node;
  }

  function luhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var d = Number(digits.charAt(digits.length - 1 - i));
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    return sum % 10 === 0;
  }

  var BUTTON = 'display:block;width:100%;padding:12px;border:0;border-radius:8px;background:#2f855a;color:#fff;font-size:16px;font-weight:700;cursor:pointer;margin-top:12px';
  var SECONDARY = 'display:block;width:100%;margin-top:8px;padding:10px;border:1px solid #c53030;border-radius:8px;background:#fff;color:#c53030;font-size:15px;font-weight:600;cursor:pointer';
  var FIELD = 'display:block;width:100%;box-sizing:border-box;padding:10px;border:1px solid #718096;border-radius:6px;font-size:16px;margin-top:4px';
  var LABEL = 'display:block;margin-top:12px;font-size:14px;font-weight:600;color:#1a202c';
  var HINT = 'margin:6px 0 0;font-size:13px;color:#4a5568';
  var ERROR = 'margin:6px 0 0;font-size:13px;color:#c53030;font-weight:600';
  var HEADING = 'margin:16px 0 0;font-size:16px;font-weight:700;color:#1a202c';

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.listeners = {};
    this.overlay = null;
    this.timer = null;
    this.cleanup = [];
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
    var undo = this.cleanup;
    this.cleanup = [];
    undo.reverse().forEach(function (step) { step(); });
    if (this.overlay) this.overlay.remove();
    this.overlay = null;
  };

  Razorpay.prototype.open = function () {
    var self = this;
    var o = this.options;
    var prefill = o.prefill || {};
    var amountText = rupees(o.amount || 0);
    var id = 'rzp-sandbox-' + (++opened) + '-';
    var working = false;
    this.close();

    var overlay = el('div', '', 'position:fixed;inset:0;background:rgba(0,0,0,0.55);display:flex;align-items:center;justify-content:center;z-index:2147483647;font-family:system-ui,sans-serif');
    var sheet = el('div', '', 'position:relative;background:#fff;color:#1a202c;border-radius:12px;padding:20px 20px 16px;width:min(94vw,420px);max-height:94vh;overflow:auto;box-sizing:border-box;box-shadow:0 10px 40px rgba(0,0,0,0.3)', {
      role: 'dialog', 'aria-modal': 'true', 'aria-label': 'Test payment',
    });
    var closeButton = el('button', '\u00d7', 'position:absolute;top:10px;right:12px;border:0;background:none;font-size:26px;line-height:1;cursor:pointer;color:#1a202c;padding:4px 8px', { type: 'button', 'aria-label': 'Close' });
    var badge = el('p', 'TEST PAYMENT \u2014 sandbox, no real money moves', 'margin:0 36px 8px 0;font-size:12px;font-weight:700;color:#9c4221;letter-spacing:0.04em');
    var title = el('h2', o.name || 'Payment', 'margin:0 0 4px;font-size:20px');
    var what = el('p', o.description || '', 'margin:0 0 8px;color:#4a5568;font-size:14px');
    var amount = el('p', amountText, 'margin:0 0 12px;font-size:24px;font-weight:800');
    [closeButton, badge, title, what, amount].forEach(function (node) { sheet.appendChild(node); });

    // The methods, UPI first, as tabs: one panel shows at a time.
    var tablist = el('div', '', 'display:flex;flex-wrap:wrap;gap:4px;border-bottom:1px solid #cbd5e0', { role: 'tablist', 'aria-label': 'Payment method' });
    sheet.appendChild(tablist);
    var tabs = [];
    var panels = [];
    function addTab(key, label) {
      var tab = el('button', label, '', { type: 'button', role: 'tab', id: id + 'tab-' + key, 'aria-controls': id + 'panel-' + key });
      var panel = el('div', '', 'padding-top:4px', { role: 'tabpanel', id: id + 'panel-' + key, 'aria-labelledby': tab.id });
      tab.addEventListener('click', function () { select(tabs.indexOf(tab)); });
      tablist.appendChild(tab);
      sheet.appendChild(panel);
      tabs.push(tab);
      panels.push(panel);
      return panel;
    }
    function select(index) {
      tabs.forEach(function (tab, i) {
        var on = i === index;
        tab.setAttribute('aria-selected', on ? 'true' : 'false');
        tab.tabIndex = on ? 0 : -1;
        tab.style.cssText = 'border:0;border-bottom:3px solid ' + (on ? '#2b6cb0' : 'transparent') + ';background:none;padding:8px 10px;font-size:15px;cursor:pointer;color:' + (on ? '#1a202c' : '#4a5568') + ';font-weight:' + (on ? '700' : '500');
        panels[i].hidden = !on;
      });
      note.textContent = '';
    }
    tablist.addEventListener('keydown', function (event) {
      var at = tabs.indexOf(document.activeElement);
      if (at < 0) return;
      var to = event.key === 'ArrowRight' ? (at + 1) % tabs.length : event.key === 'ArrowLeft' ? (at + tabs.length - 1) % tabs.length : event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : -1;
      if (to < 0) return;
      event.preventDefault();
      select(to);
      tabs[to].focus();
    });

    /** A labelled input with its hint and its error, linked for assistive technology. */
    function field(panel, key, label, attrs, hint) {
      var input = el('input', '', FIELD, attrs);
      input.id = id + key;
      var labelNode = el('label', label, LABEL);
      labelNode.htmlFor = input.id;
      var error = el('p', '', ERROR, { id: id + key + '-error' });
      error.hidden = true;
      var described = [];
      panel.appendChild(labelNode);
      panel.appendChild(input);
      if (hint) {
        var hintNode = el('p', hint, HINT, { id: id + key + '-hint' });
        panel.appendChild(hintNode);
        described.push(hintNode.id);
      }
      panel.appendChild(error);
      described.push(error.id);
      input.setAttribute('aria-describedby', described.join(' '));
      return {
        input: input,
        wrong: function (text) {
          error.textContent = text;
          error.hidden = !text;
          if (text) input.setAttribute('aria-invalid', 'true');
          else input.removeAttribute('aria-invalid');
        },
      };
    }

    /** A list of radio choices (banks, wallets): one tab stop, arrows move within it. */
    function choices(panel, key, legend, items) {
      var set = el('fieldset', '', 'border:0;margin:12px 0 0;padding:0');
      set.appendChild(el('legend', legend, 'font-size:14px;font-weight:600;padding:0'));
      var grid = el('div', '', 'display:grid;grid-template-columns:1fr 1fr;gap:6px;margin-top:6px');
      items.forEach(function (item) {
        var option = el('label', '', 'display:flex;align-items:center;gap:8px;padding:8px;border:1px solid #cbd5e0;border-radius:6px;font-size:14px;cursor:pointer');
        var radio = el('input', '', '', { type: 'radio', name: id + key, value: item.code });
        option.appendChild(radio);
        option.appendChild(document.createTextNode(item.name));
        grid.appendChild(option);
      });
      set.appendChild(grid);
      var error = el('p', '', ERROR);
      error.hidden = true;
      set.appendChild(error);
      panel.appendChild(set);
      return {
        value: function () {
          var checked = set.querySelector('input:checked');
          return checked ? checked.value : null;
        },
        wrong: function (text) {
          error.textContent = text;
          error.hidden = !text;
        },
      };
    }

    function button(panel, text, css) {
      var node = el('button', text, css, { type: 'button' });
      panel.appendChild(node);
      return node;
    }

    // UPI: a UPI ID, or a UPI app.
    var upi = addTab('upi', 'UPI');
    upi.appendChild(el('h3', 'Pay by UPI ID', HEADING));
    var vpa = field(upi, 'vpa', 'UPI ID', { type: 'text', autocomplete: 'off', inputmode: 'email', spellcheck: 'false', placeholder: 'name@bank' },
      'Sandbox: ' + SETTINGS.testVpas.success + ' pays, ' + SETTINGS.testVpas.failure + ' fails.');
    var payVpa = button(upi, 'Pay ' + amountText, BUTTON);
    upi.appendChild(el('h3', 'Pay with a UPI app', HEADING));
    upi.appendChild(el('p', 'Google Pay, PhonePe, Paytm, BHIM or any UPI app.', HINT));
    var openApp = button(upi, 'Open UPI app', 'display:block;width:100%;margin-top:8px;padding:10px;border:1px solid #2b6cb0;border-radius:8px;background:#fff;color:#2b6cb0;font-size:15px;font-weight:600;cursor:pointer');
    var app = el('div', '', 'margin-top:8px;padding:10px;border:1px dashed #9c4221;border-radius:8px', { role: 'group', 'aria-label': 'UPI app (sandbox)' });
    app.hidden = true;
    app.appendChild(el('p', 'Sandbox: no app opens. Answer as the UPI app would.', 'margin:0;font-size:13px;color:#9c4221;font-weight:600'));
    var appPaid = button(app, 'I have paid', BUTTON);
    var appFailed = button(app, 'Payment failed', SECONDARY);
    upi.appendChild(app);

    // Card.
    var cardPanel = addTab('card', 'Card');
    var cardNumber = field(cardPanel, 'card-number', 'Card number', { type: 'text', inputmode: 'numeric', autocomplete: 'cc-number', placeholder: '1234 5678 9012 3456' },
      'Sandbox: ' + SETTINGS.testCards.success + ' pays; ' + SETTINGS.testCards.failure + ' fails (insufficient funds). Any future expiry, any CVV.');
    var cardExpiry = field(cardPanel, 'card-expiry', 'Expiry (MM/YY)', { type: 'text', inputmode: 'numeric', autocomplete: 'cc-exp', placeholder: 'MM/YY' });
    var cardCvv = field(cardPanel, 'card-cvv', 'CVV', { type: 'password', inputmode: 'numeric', autocomplete: 'cc-csc', maxlength: '4' });
    var payCard = button(cardPanel, 'Pay ' + amountText, BUTTON);
    var failCard = button(cardPanel, 'Fail payment', SECONDARY);

    // Netbanking and wallets: a choice, then the bank's or the wallet's page says yes or no.
    var bankPanel = addTab('netbanking', 'Netbanking');
    var bank = choices(bankPanel, 'bank', 'Choose your bank', SETTINGS.banks);
    var payBank = button(bankPanel, 'Pay ' + amountText, BUTTON);
    var failBank = button(bankPanel, 'Fail payment', SECONDARY);
    var walletPanel = addTab('wallet', 'Wallet');
    var wallet = choices(walletPanel, 'wallet', 'Choose your wallet', SETTINGS.wallets);
    var payWallet = button(walletPanel, 'Pay ' + amountText, BUTTON);
    var failWallet = button(walletPanel, 'Fail payment', SECONDARY);

    // The tester's controls: why a failed payment failed.
    var controls = el('div', '', 'margin-top:16px;padding-top:12px;border-top:1px solid #e2e8f0');
    var reasonLabel = el('label', 'Failure reason', 'display:block;font-size:13px;color:#4a5568');
    var reason = el('select', '', 'display:block;width:100%;padding:8px;border:1px solid #718096;border-radius:6px;margin-top:4px', { id: id + 'failure-reason' });
    reasonLabel.htmlFor = reason.id;
    SETTINGS.reasons.forEach(function (text) { reason.appendChild(el('option', text)); });
    controls.appendChild(reasonLabel);
    controls.appendChild(reason);
    controls.appendChild(el('p', 'Sandbox: what Fail payment and Payment failed answer with.', HINT));
    sheet.appendChild(controls);
    var note = el('p', '', 'margin:12px 0 0;font-size:13px;color:#c53030', { role: 'alert' });
    sheet.appendChild(note);

    overlay.appendChild(sheet);
    document.body.appendChild(overlay);
    this.overlay = overlay;

    // The page behind is out of reach while the sheet is open: inert, so neither Tab nor a screen reader gets there.
    // Closed, focus goes back where it was (undone last, once the page is no longer inert).
    var before = document.activeElement;
    self.cleanup.push(function () {
      if (before && before.isConnected && typeof before.focus === 'function') before.focus();
    });
    Array.prototype.forEach.call(document.body.children, function (node) {
      if (node === overlay || node.inert) return;
      node.inert = true;
      self.cleanup.push(function () { node.inert = false; });
    });

    function focusables() {
      return Array.prototype.filter.call(sheet.querySelectorAll('button, input, select'), function (node) {
        return !node.disabled && node.tabIndex >= 0 && node.getClientRects().length > 0 && !(node.type === 'radio' && !node.checked && sheet.querySelector('input[name="' + node.name + '"]:checked'));
      });
    }
    function onKey(event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        if (!working) dismiss();
        return;
      }
      if (event.key !== 'Tab') return;
      var all = focusables();
      if (all.length === 0) return;
      var first = all[0];
      var last = all[all.length - 1];
      var inside = sheet.contains(document.activeElement);
      // A radio group is one stop: the first radio of a group without a choice stands for it.
      if (!inside || (event.shiftKey && document.activeElement === first) || (!event.shiftKey && document.activeElement === last)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    }
    function onFocus(event) {
      if (!overlay.contains(event.target)) focusables()[0].focus();
    }
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('focusin', onFocus, true);
    self.cleanup.push(function () {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('focusin', onFocus, true);
    });

    function busy(on) {
      working = on;
      sheet.setAttribute('aria-busy', on ? 'true' : 'false');
      Array.prototype.forEach.call(sheet.querySelectorAll('button'), function (node) {
        if (on) node.setAttribute('aria-disabled', 'true');
        else node.removeAttribute('aria-disabled');
        node.style.opacity = on ? '0.6' : '1';
      });
      // A payment under way is not cut off by the timeout.
      if (on && self.timer) clearTimeout(self.timer);
      self.timer = null;
    }

    function dismiss() {
      self.close();
      if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
    }

    /** Sends the payment (or its failure) with how it was made; the sheet stays open when the sandbox refuses the input. */
    function send(path, paid) {
      if (working) return;
      busy(true);
      note.textContent = '';
      var body = { key: o.key, order_id: o.order_id };
      if (path === '/checkout/pay') {
        body.email = prefill.email || null;
        body.contact = prefill.contact || null;
      } else {
        body.reason = reason.value;
      }
      Object.keys(paid).forEach(function (name) { body[name] = paid[name]; });
      post(path, body).then(function (response) {
        self.close();
        if (response && response.error) self.emit('payment.failed', response);
        else if (typeof o.handler === 'function') o.handler(response);
      }, function (error) {
        busy(false);
        note.textContent = error.message;
      });
    }

    function upiId() {
      var value = vpa.input.value.trim();
      var wrong = !value ? 'Enter your UPI ID.' : VPA.test(value) ? '' : 'Enter a valid UPI ID, such as name@bank.';
      vpa.wrong(wrong);
      if (wrong) vpa.input.focus();
      return wrong ? null : { method: 'upi', upi_flow: 'collect', vpa: value };
    }

    function card() {
      var digits = cardNumber.input.value.replace(/[\s-]/g, '');
      var numberWrong = !/^\d{12,19}$/.test(digits) || !luhn(digits) ? 'Enter a valid card number.' : '';
      var expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(cardExpiry.input.value.trim());
      var month = expiry ? Number(expiry[1]) : 0;
      var year = expiry ? (expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2])) : 0;
      var expiryWrong = !expiry || month < 1 || month > 12 ? 'Enter the expiry as MM/YY.' : Date.UTC(year, month, 1) <= Date.now() ? 'This card has expired.' : '';
      var amex = /^3[47]/.test(digits);
      var cvvWrong = new RegExp('^\\d{' + (amex ? 4 : 3) + '}$').test(cardCvv.input.value) ? '' : 'Enter the ' + (amex ? '4' : '3') + '-digit CVV.';
      cardNumber.wrong(numberWrong);
      cardExpiry.wrong(expiryWrong);
      cardCvv.wrong(cvvWrong);
      var firstWrong = numberWrong ? cardNumber : expiryWrong ? cardExpiry : cvvWrong ? cardCvv : null;
      if (firstWrong) {
        firstWrong.input.focus();
        return null;
      }
      return { method: 'card', card: { number: digits, expiry_month: String(month), expiry_year: String(year), cvv: cardCvv.input.value } };
    }

    function chosen(list, method, text) {
      var code = list.value();
      list.wrong(code ? '' : text);
      if (!code) return null;
      var paid = { method: method };
      paid[method === 'netbanking' ? 'bank' : 'wallet'] = code;
      return paid;
    }

    function on(node, path, read) {
      node.addEventListener('click', function () {
        var paid = read();
        if (paid) send(path, paid);
      });
    }
    on(payVpa, '/checkout/pay', upiId);
    vpa.input.addEventListener('keydown', function (event) {
      if (event.key === 'Enter') {
        event.preventDefault();
        var paid = upiId();
        if (paid) send('/checkout/pay', paid);
      }
    });
    openApp.addEventListener('click', function () {
      app.hidden = false;
      appPaid.focus();
    });
    on(appPaid, '/checkout/pay', function () { return { method: 'upi', upi_flow: 'intent' }; });
    on(appFailed, '/checkout/fail', function () { return { method: 'upi', upi_flow: 'intent' }; });
    on(payCard, '/checkout/pay', card);
    on(failCard, '/checkout/fail', card);
    on(payBank, '/checkout/pay', function () { return chosen(bank, 'netbanking', 'Choose your bank.'); });
    on(failBank, '/checkout/fail', function () { return chosen(bank, 'netbanking', 'Choose your bank.'); });
    on(payWallet, '/checkout/pay', function () { return chosen(wallet, 'wallet', 'Choose your wallet.'); });
    on(failWallet, '/checkout/fail', function () { return chosen(wallet, 'wallet', 'Choose your wallet.'); });
    closeButton.addEventListener('click', function () {
      if (!working) dismiss();
    });

    select(0);
    tabs[0].focus();
    // The checkout closes itself once its time is up (the booking's hold ends).
    if (typeof o.timeout === 'number' && o.timeout > 0 && o.timeout < 2000000) this.timer = setTimeout(dismiss, o.timeout * 1000);
  };

  window.Razorpay = Razorpay;
})();
`;
