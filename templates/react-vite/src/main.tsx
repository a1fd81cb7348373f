import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAuthClient } from '@auth-widget/sdk';
import { AuthProvider } from '@auth-widget/sdk/react';
import { settings } from './settings.ts';
import { App } from './App.tsx';
import './style.css';

// One client for the whole app, created once at module scope (never per render): the account page reads its session
// as it first renders.
const client = createAuthClient(settings.publicToken, { cookieOptions: settings.cookieOptions, endpoints: settings.endpoints });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AuthProvider client={client}>
      <App />
    </AuthProvider>
  </StrictMode>,
);
