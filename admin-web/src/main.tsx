import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@commissionbee/ui/theme.css';
import { initialLanguage } from '@commissionbee/ui/i18n/stored-language';
import catalogues from 'virtual:cb-catalogues/admin';
import { App } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

// The first catalogue loads before the first render (issue 33), so no screen shows without its
// words; it is a small chunk fetched beside the app's own.
const code = initialLanguage(localStorage);
void (catalogues[code] ?? catalogues.en)().then((pack) => {
  createRoot(root).render(
    <StrictMode>
      <App language={{ code, pack }} />
    </StrictMode>,
  );
});
