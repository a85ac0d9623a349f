import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { HeaderAccount } from '../account/HeaderAccount';
import { Footer } from './Footer';
import { Header } from './Header';

/** Header, the page, footer: every route renders inside this. */
export function PageLayout({ children, account }: { children: ReactNode; account?: ReactNode }) {
  return (
    <Flex direction="column" minH="100vh">
      <Header account={account ?? <HeaderAccount />} />
      {/* At least a screen tall: the footer starts below the fold, so nothing jumps as a page fills in. */}
      <Box as="main" id="main" flex="1" minH="100vh">
        {children}
      </Box>
      <Footer />
    </Flex>
  );
}
