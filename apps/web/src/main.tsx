import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './i18n';
import './styles/global.css';
import { startTheme } from './features/theme/theme';
import { createAppRouter } from './routes';

// The palette goes on <html> before React renders anything (spec §4).
startTheme();

const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
