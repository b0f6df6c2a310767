import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker and the offline queue's sender: after the first page, production only.
if (import.meta.env.PROD) {
  window.addEventListener('load', () => {
    void import('./app/offline-app').then((module) => module.startOfflineApp());
  });
}
