// Runs before the body paints (a blocking external script: the CSP forbids inline ones), so a dark
// visitor never sees a white flash. main.tsx then starts the full theme store (spec §4).
(function () {
  try {
    var stored = localStorage.getItem('darkMode');
    var dark = stored === 'true' || (stored !== 'false' && matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark) document.documentElement.classList.add('dark-mode');
  } catch {
    /* storage blocked: main.tsx decides */
  }
})();
