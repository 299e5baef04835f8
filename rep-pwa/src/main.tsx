import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import '@commissionbee/ui/theme.css';
import './components/components.css';
import './app/app.css';
import catalogues from 'virtual:cb-catalogues/rep';
import { AppProviders } from './app/providers';
import { App } from './app/routes';
import { registerServiceWorker } from './features/offline/service-worker';
import { createPersistOptions, createQueryClient } from './lib/query-client';
import { browserStorage } from './lib/storage';
import { createRepStore } from './session/rep-store';
import { initialLanguage } from '@commissionbee/ui/i18n/stored-language';
import { onLanguageChosen } from './i18n/send-language';

const local = browserStorage('localStorage');
const store = createRepStore({ local, session: browserStorage('sessionStorage') });
const queryClient = createQueryClient();

// The first catalogue loads before the first render (the splash in index.html stays up meanwhile),
// so no screen is ever shown without its words. It is a small chunk the service worker precaches.
const language = initialLanguage(local);
void (catalogues[language] ?? catalogues.en)().then((pack) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders
        queryClient={queryClient}
        store={store}
        persist={createPersistOptions(local)}
        language={{ code: language, pack }}
        onLanguageChange={onLanguageChosen(local)}
      >
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});

registerServiceWorker();
