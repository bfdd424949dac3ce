// Applies the remembered colour mode before the first paint, with the rule of src/shell/colorMode.tsx:
// the player's choice, else the configured default (boot config), else the system preference.
(function () {
  var mode = null;
  try { mode = localStorage.getItem('colorMode'); } catch (e) { /* storage blocked */ }
  if (mode !== 'dark' && mode !== 'light') {
    try {
      var boot = JSON.parse(document.getElementById('boot-config').textContent);
      mode = boot.defaultColorMode;
    } catch (e) { mode = null; }
  }
  if (mode !== 'dark' && mode !== 'light') {
    mode = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  var root = document.documentElement;
  root.classList.remove('dark', 'light');
  root.classList.add(mode);
  root.style.colorScheme = mode;
})();
