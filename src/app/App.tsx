import { ChakraProvider } from '@chakra-ui/react';
import { Router } from 'wouter';
import { LoginDialogs } from '../views/login/LoginDialogs';
import { IdleOverlay } from '../views/session/IdleOverlay';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { AppRoutes } from './routes';
import { ScrollToTop } from './ScrollToTop';
import { theme } from './theme';

/** Providers and the router around the route table; the login modals and the idle overlay, once. */
export function App() {
  return (
    <ChakraProvider theme={theme} toastOptions={{ defaultOptions: { duration: 4000, position: 'top', isClosable: true } }}>
      <Router>
        <ScrollToTop />
        <RouteErrorBoundary><AppRoutes /></RouteErrorBoundary>
        <LoginDialogs />
        <IdleOverlay />
      </Router>
    </ChakraProvider>
  );
}
