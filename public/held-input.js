// Before the app has hydrated the server's page (a phone on a slow network), the page is on screen and a player
// can type, submit and close a modal, but no handler of the app runs yet (issue 24). This script holds what
// they do, for the app to take over once it runs (src/ssr/heldInput.ts), so nothing is sent as a page load,
// lost or half applied:
// - what is typed into a form with an id, by control id (the form takes it when it mounts, FormView);
// - a submit nobody handled: never a page load (it would lose what was typed); the form sends it once it
//   runs, and its button shows it is waiting;
// - Escape or a modal's close button: the modal is hidden at once and closed by the app (the address loses
//   ?modal=) once it runs.
// Inline in the page, allowed by its hash like color-mode.js (server/site/html.ts). It stops recording when
// the app is ready (html[data-app-ready]); what it holds is kept only for the page it was typed on.
(function () {
  var root = document.documentElement;
  var page = location.pathname;
  var NAME = /^[a-z0-9][a-z0-9-]*$/;
  var ID = /^[A-Za-z0-9_-]+$/;
  // forms: id -> { values: {controlId: value}, submitted }; closes: modals to close; hidden: modals hidden.
  var forms = {};
  var claimed = {};
  var closes = [];
  var hidden = [];
  var style = null;

  function ready() { return root.hasAttribute('data-app-ready'); }
  function heldForm(form) {
    if (!form || !ID.test(form.id) || claimed[form.id]) return null;
    return forms[form.id] || (forms[form.id] = { values: {}, submitted: false });
  }
  // A style element of its own (never one of the app's nodes: hydration must find the server's markup).
  function restyle() {
    var rules = [];
    for (var i = 0; i < hidden.length; i++) rules.push('[data-modal-layer="' + hidden[i] + '"]{display:none!important}');
    for (var id in forms) if (forms[id].submitted) rules.push('#' + id + ' [type=submit]{cursor:progress;opacity:.6}');
    if (!style && !rules.length) return;
    if (!style) {
      style = document.createElement('style');
      style.setAttribute('data-held-input', '');
      document.head.appendChild(style);
    }
    style.textContent = rules.join('\n');
  }

  function record(event) {
    var control = event.target;
    if (ready() || !control || !control.id || control.type === 'file') return;
    var held = heldForm(control.form);
    if (!held) return;
    held.values[control.id] = control.type === 'checkbox' || control.type === 'radio' ? control.checked : control.value;
  }
  // Capture: React stops the events aimed at parts it has not hydrated yet before they reach the document.
  document.addEventListener('input', record, true);
  document.addEventListener('change', record, true);

  // Bubbling: a submit the app handled has been prevented by then.
  document.addEventListener('submit', function (event) {
    if (event.defaultPrevented || ready()) return;
    event.preventDefault();
    var held = heldForm(event.target);
    if (!held) return;
    held.submitted = true;
    restyle();
  });

  function close(dialog) {
    var name = dialog && dialog.getAttribute('data-modal');
    if (!name || !NAME.test(name) || hidden.indexOf(name) >= 0) return;
    closes.push(name);
    hidden.push(name);
    // What was typed in it goes with it, as when the app closes a modal.
    var inside = dialog.querySelectorAll('form[id]');
    for (var i = 0; i < inside.length; i++) delete forms[inside[i].id];
    restyle();
  }
  function topDialog() {
    var open = document.querySelectorAll('[role="dialog"][data-modal]');
    for (var i = open.length - 1; i >= 0; i--) if (hidden.indexOf(open[i].getAttribute('data-modal')) < 0) return open[i];
    return null;
  }
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape' && !ready()) close(topDialog());
  }, true);
  document.addEventListener('click', function (event) {
    var button = !ready() && event.target && event.target.closest && event.target.closest('[data-modal-close]');
    if (button) close(button.closest('[data-modal]'));
  }, true);

  window.__heldInput = {
    /** What was typed into the form and whether it was submitted; from now on the form's own handlers run. */
    claim: function (id) {
      var held = location.pathname === page && forms[id] ? forms[id] : { values: {}, submitted: false };
      delete forms[id];
      claimed[id] = true;
      restyle();
      return held;
    },
    /** The modals to close, once. */
    takeCloses: function () {
      return closes.splice(0, closes.length);
    },
    /** A modal shown (again): no longer hidden, unless its close is still to be done. */
    shown: function (name) {
      var at = hidden.indexOf(name);
      if (at < 0 || closes.indexOf(name) >= 0) return;
      hidden.splice(at, 1);
      restyle();
    },
  };
})();
