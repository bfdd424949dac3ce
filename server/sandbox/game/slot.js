// The sandbox's 3-reel slot, running in the site's <iframe sandbox="allow-scripts"> (opaque origin):
// its only credential is the game session id in the spin URL. It talks to the page only through
// postMessage (contract "The play API" 6) and accepts messages from its parent window only.
// Plain browser JavaScript, served by the sandbox as /api/core/casino/play/slot.js (no inline script:
// the page's CSP allows this file and inline styles only).
(function () {
  'use strict';

  var root = document.getElementById('slot');
  if (!root) return;
  var config = root.dataset;
  var minBet = Number(config.minBet);
  var maxBet = Number(config.maxBet);
  var hasBonusBuy = config.hasBonusBuy === 'true';
  var BONUS_BUY_FACTOR = 50;
  var ACTIVITY_INTERVAL_MS = 10000;
  var LADDER = [0.1, 0.2, 0.25, 0.5, 1, 2, 2.5, 5, 10, 20, 25, 50, 100, 125, 250, 500, 1000, 2000, 5000, 10000];
  var NAMES = { cherry: 'Cherry', lemon: 'Lemon', bell: 'Bell', star: 'Star', seven: 'Seven' };
  var GLYPHS = { cherry: '\u{1F352}', lemon: '\u{1F34B}', bell: '\u{1F514}', star: '\u2B50', seven: '7' };

  var stakeSelect = document.getElementById('stake');
  var spinButton = document.getElementById('spin');
  var buyButton = document.getElementById('buy');
  var result = document.getElementById('result');
  var status = document.getElementById('status');
  var balanceText = document.getElementById('balance');
  var reels = Array.prototype.slice.call(document.querySelectorAll('.reel'));

  var state = { busy: false, away: false, awaitingConfirmation: false, ended: false, balance: Number(config.balance) };

  function post(message) {
    // The parent's origin is the site's, which the frame cannot name from an opaque origin; the
    // messages hold nothing secret, and frame-ancestors 'self' keeps other sites from embedding the game.
    window.parent.postMessage(message, '*');
  }

  function money(value) {
    return Number(value).toFixed(2);
  }

  function stakes() {
    var values = LADDER.filter(function (v) { return v >= minBet && v <= maxBet; });
    if (values.indexOf(minBet) < 0) values.unshift(minBet);
    if (values.indexOf(maxBet) < 0) values.push(maxBet);
    return values;
  }

  stakes().forEach(function (value) {
    var option = document.createElement('option');
    option.value = String(value);
    option.textContent = money(value);
    stakeSelect.appendChild(option);
  });
  var preferred = stakes().filter(function (v) { return v >= 1; })[0];
  stakeSelect.value = String(preferred !== undefined ? preferred : minBet);

  function stake() {
    return Number(stakeSelect.value);
  }

  function showBalance() {
    balanceText.textContent = money(state.balance) + ' ' + config.currency;
  }

  function render() {
    var blocked = state.busy || state.away || state.awaitingConfirmation || state.ended;
    spinButton.disabled = blocked;
    stakeSelect.disabled = blocked;
    if (buyButton) {
      buyButton.hidden = !hasBonusBuy;
      buyButton.disabled = blocked;
      buyButton.textContent = 'Bonus buy (' + money(stake() * BONUS_BUY_FACTOR) + ')';
    }
    status.textContent = state.ended ? 'Session ended' : state.away ? 'Paused while you are away' : state.awaitingConfirmation ? 'Waiting for your confirmation' : '';
    showBalance();
  }

  function showReels(symbols) {
    reels.forEach(function (reel, index) {
      var column = symbols[index] || [];
      var cells = reel.querySelectorAll('.cell');
      column.forEach(function (symbol, row) {
        if (cells[row]) cells[row].textContent = GLYPHS[symbol] || symbol;
      });
      reel.setAttribute('aria-label', 'Reel ' + (index + 1) + ': ' + column.map(function (s) { return NAMES[s] || s; }).join(', '));
    });
  }

  function play(amount, bonusBuy) {
    state.busy = true;
    render();
    var body = { stake: amount };
    if (bonusBuy) body.bonusBuy = true;
    fetch(config.spinUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (response) {
        return response.json().catch(function () { return {}; }).then(function (answer) { return { ok: response.ok, answer: answer }; });
      })
      .then(function (reply) {
        if (reply.ok) {
          var spin = reply.answer.data.spin;
          showReels(spin.reels);
          if (typeof spin.balance === 'number') state.balance = spin.balance;
          result.textContent = spin.win > 0 ? 'You won ' + money(spin.win) : 'No win';
          post({ type: 'casino:spin', stake: typeof spin.price === 'number' ? spin.price : spin.stake, win: spin.win, balance: spin.balance });
          return;
        }
        var error = reply.answer || {};
        var message = { type: 'casino:error', code: error.code || 'ERROR', message: error.message || 'Something went wrong...' };
        if (error.limitType) {
          message.limitType = error.limitType;
          message.bet = error.bet;
          message.limit = error.limit;
        }
        if (error.code === 'SESSION_ENDED') state.ended = true;
        result.textContent = message.message;
        post(message);
      })
      .catch(function () {
        result.textContent = 'Something went wrong...';
        post({ type: 'casino:error', code: 'NETWORK_ERROR', message: 'Something went wrong...' });
      })
      .then(function () {
        state.busy = false;
        render();
      });
  }

  spinButton.addEventListener('click', function () {
    if (!spinButton.disabled) play(stake(), false);
  });

  if (buyButton) {
    buyButton.addEventListener('click', function () {
      if (buyButton.disabled) return;
      // spec 4: the page asks the player to confirm the bonus buy; the game waits for its answer.
      state.awaitingConfirmation = true;
      // The server charges the price (50 x the stake) and checks it against the player's confirmation;
      // the game sends only the stake it was bought at.
      state.buyStake = stake();
      state.price = Math.round(state.buyStake * BONUS_BUY_FACTOR * 100) / 100;
      render();
      post({ type: 'casino:bonusBuy', price: state.price });
    });
  }

  stakeSelect.addEventListener('change', render);

  window.addEventListener('message', function (event) {
    if (event.source !== window.parent) return;
    var data = event.data;
    if (!data || typeof data !== 'object') return;
    if (data.type === 'casino:bonusBuyConfirmed' && state.awaitingConfirmation) {
      state.awaitingConfirmation = false;
      play(state.buyStake, true);
    } else if (data.type === 'casino:bonusBuyCancelled' && state.awaitingConfirmation) {
      state.awaitingConfirmation = false;
      result.textContent = 'Bonus buy cancelled';
      render();
    } else if (data.type === 'casino:away') {
      state.away = data.away === true;
      render();
    }
  });

  // Away status (spec 4): the page learns of the player's activity inside the frame, at most every 10 s.
  var lastActivity = 0;
  function activity() {
    var now = Date.now();
    if (now - lastActivity < ACTIVITY_INTERVAL_MS) return;
    lastActivity = now;
    post({ type: 'casino:activity' });
  }
  document.addEventListener('click', activity, true);
  document.addEventListener('keydown', activity, true);

  render();
  post({ type: 'casino:ready' });
})();
