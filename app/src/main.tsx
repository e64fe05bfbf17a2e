import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { config } from './lib/config';
import { isInternetExplorer, mobileRedirect } from './lib/device';
import './styles/global.css';

const target = mobileRedirect(window.location, navigator.userAgent, config.mobileBase);
if (target) {
  window.location.replace(target);
} else if (!isInternetExplorer(navigator.userAgent)) {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
