import { ChakraProvider } from '@chakra-ui/react';
import { Router } from 'wouter';
import { AppRoutes } from './routes';
import { ScrollToTop } from './ScrollToTop';
import { theme } from './theme';

/** Providers and the router around the route table. */
export function App() {
  return (
    <ChakraProvider theme={theme} toastOptions={{ defaultOptions: { duration: 4000, position: 'top', isClosable: true } }}>
      <Router>
        <ScrollToTop />
        <AppRoutes />
      </Router>
    </ChakraProvider>
  );
}
