import { Button, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { PageLayout } from '../views/layout/PageLayout';
import { paths } from './paths';

/**
 * Catches what a routed page throws while rendering (bad data, a page's code that failed to
 * download) and shows a friendly message with a way home inside the usual header and footer,
 * instead of a blank screen. Moving to another address clears it.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  // The message inside the header and footer; the bare message if the layout itself fails.
  const fallback = (
    <Boundary resetKey={location} fallback={<PageFailed />}>
      <PageLayout>
        <PageFailed />
      </PageLayout>
    </Boundary>
  );
  return (
    <Boundary resetKey={location} fallback={fallback}>
      {children}
    </Boundary>
  );
}

interface BoundaryProps {
  /** A change of this value (the address) shows the children again. */
  resetKey: string;
  /** What shows after a render error. */
  fallback: ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A page failed to render', error, info.componentStack);
  }

  override componentDidUpdate(prevProps: BoundaryProps, prevState: BoundaryState) {
    // Only a move made while the message already showed clears it (not the move that failed).
    if (this.state.failed && prevState.failed && prevProps.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The message: what happened, and a way home or another try. */
function PageFailed() {
  return (
    <Center minH="50vh" px={4}>
      <Stack align="center" spacing={4} textAlign="center" role="alert">
        <Heading as="h1" size="lg">
          Something went wrong
        </Heading>
        <Text color="gray.700">Sorry, this page could not be shown. Please try again, or go back to the home page.</Text>
        <HStack spacing={3}>
          <Button as={Link} href={paths.home}>
            Go to Home
          </Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            Try again
          </Button>
        </HStack>
      </Stack>
    </Center>
  );
}
