import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import '@commissionbee/ui/theme.css';
import './components/components.css';
import './app/app.css';
import { AppProviders } from './app/providers';
import { App } from './app/routes';
import { registerServiceWorker } from './features/offline/service-worker';
import { createPersistOptions, createQueryClient } from './lib/query-client';
import { browserStorage } from './lib/storage';
import { createRepStore } from './session/rep-store';

const local = browserStorage('localStorage');
const store = createRepStore({ local, session: browserStorage('sessionStorage') });
const queryClient = createQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders queryClient={queryClient} store={store} persist={createPersistOptions(local)}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);

registerServiceWorker();
