import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, type FirstLanguage } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

export function App({ language }: { language: FirstLanguage }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <AppProviders queryClient={queryClient} language={language}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
