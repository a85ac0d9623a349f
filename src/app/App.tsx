import { Router } from 'wouter';
import { LoginDialogs } from '../views/login/LoginDialogs';
import { IdleOverlay } from '../views/session/IdleOverlay';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { AppRoutes } from './routes';
import { ScrollToTop } from './ScrollToTop';
import { StyleProviders } from './StyleProviders';

/** Providers and the router around the route table; the login modals and the idle overlay, once. */
export function App() {
  return (
    <StyleProviders>
      <Router>
        <ScrollToTop />
        <RouteErrorBoundary><AppRoutes /></RouteErrorBoundary>
        <LoginDialogs />
        <IdleOverlay />
      </Router>
    </StyleProviders>
  );
}
