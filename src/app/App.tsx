import { useEffect } from 'react';
import { Router } from 'wouter';
import { reportFirstCommit } from '../live/paint';
import { LoginDialogs } from '../views/login/LoginDialogs';
import { IdleOverlay } from '../views/session/IdleOverlay';
import { DataProvider } from './DataProvider';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { AppRoutes } from './routes';
import { ScrollToTop } from './ScrollToTop';
import { StyleProviders } from './StyleProviders';

/** Providers (styles, the query client) and the router around the route table; the login modals and the idle overlay, once. */
export function App() {
  useEffect(reportFirstCommit, []);
  return (
    <StyleProviders>
      <DataProvider>
        <Router>
          <ScrollToTop />
          <RouteErrorBoundary><AppRoutes /></RouteErrorBoundary>
          <LoginDialogs />
          <IdleOverlay />
        </Router>
      </DataProvider>
    </StyleProviders>
  );
}
