/* global window, document */
// Applies the stored colour theme before the first paint (see theme.ts). Loaded as a classic,
// blocking, same-origin script from <head>, because the CSP refuses inline scripts.
(function () {
  try {
    var choice = window.localStorage.getItem('cb-theme');
    if (choice === 'light' || choice === 'dark') document.documentElement.dataset.theme = choice;
  } catch {
    // storage disabled: the theme follows the system
  }
})();
