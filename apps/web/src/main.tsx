import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { schedulePagePreload } from '@/app/preload';
import { Providers } from '@/app/providers';
import { AppRoutes, preloadPage } from '@/app/router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing <div id="root">');

// The current page's chunk downloads alongside the entry, not after the first render (issue 13).
preloadPage(window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <Providers>
      {/* Location changes are urgent updates: AppRoutes defers the page itself (useDeferredValue), which
          is what lets the progress bar show while the next page's chunk loads. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);

schedulePagePreload();
