import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { initI18n } from './i18n/i18n.ts';
import { AuthProvider } from './auth/AuthProvider.tsx';
import { AppProviders } from './providers/AppProviders.tsx';
import { applyDocumentLanguage, initialLanguage } from './providers/LanguageProvider.tsx';
import { createAppRouter } from './router.tsx';

const language = initialLanguage();
applyDocumentLanguage(language);
await initI18n(language);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <AuthProvider>
        <RouterProvider router={createAppRouter()} />
      </AuthProvider>
    </AppProviders>
  </StrictMode>,
);
