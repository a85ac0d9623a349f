import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { HeaderAccount } from '../account/HeaderAccount';
import { Footer } from './Footer';
import { Header } from './Header';
import { MAIN_ID, SkipLink } from './SkipLink';

/**
 * The skip link, header, the page, footer: every route renders inside this, so every page has
 * exactly one main landmark. It takes focus from the skip link only (tabIndex -1), and shows no
 * ring then (theme.ts): it is where the keyboard goes on from, not a control.
 */
export function PageLayout({ children, account }: { children: ReactNode; account?: ReactNode }) {
  return (
    <Flex direction="column" minH="100vh">
      <SkipLink />
      <Header account={account ?? <HeaderAccount />} />
      {/* At least a screen tall: the footer starts below the fold, so nothing jumps as a page fills in. */}
      <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" minH="100vh">
        {children}
      </Box>
      <Footer />
    </Flex>
  );
}
