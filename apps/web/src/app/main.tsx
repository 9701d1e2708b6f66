import './mantine-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { warmSignedInApp } from './warm-signed-in';
import { startLanguage } from '../lib/language';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const router = createAppRouter();
warmSignedInApp(queryClient);

// The remembered language and <html lang dir> before the first render: an Arabic or Hebrew
// catalog is downloaded first, so the screen never flashes English (never rejects: English).
void startLanguage().then(() => {
  createRoot(rootElement).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
