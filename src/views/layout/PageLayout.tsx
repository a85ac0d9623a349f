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
      <Box as="main" id="main" flex="1">
        {children}
      </Box>
      <Footer />
    </Flex>
  );
}
