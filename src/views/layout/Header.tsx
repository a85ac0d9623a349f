import { Box, Button, Flex, HStack, Link as ChakraLink } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { brand } from '../../../domain/brand';
import { Glyph } from './icons';
import { Logo } from './Logo';
import { SocialLinks } from './SocialLinks';
import { SocialMenuSlot } from './SocialMenuSlot';

/**
 * Site header: logo, support phone, social links (one menu button on narrow screens) and the
 * account area. `account` is what the
 * identity layer puts there (Login / Sign Up, or My Account when logged in).
 */
export function Header({ account }: { account?: ReactNode }) {
  return (
    <Box as="header" bg="white" borderBottomWidth="1px" position="sticky" top={0} zIndex="sticky">
      <Flex maxW="7xl" mx="auto" px={{ base: 3, md: 6 }} h={16} align="center" justify="space-between" gap={3}>
        <Logo />
        <HStack spacing={{ base: 1, md: 4 }}>
          <ChakraLink
            href={`tel:${brand.supportPhone.tel}`}
            display="flex"
            alignItems="center"
            gap={1}
            fontWeight="600"
            aria-label={`Call support on ${brand.supportPhone.display}`}
          >
            <Glyph name="phone" boxSize={4} />
            <Box as="span" display={{ base: 'none', md: 'inline' }}>
              {brand.supportPhone.display}
            </Box>
          </ChakraLink>
          <Box display={{ base: 'none', lg: 'block' }}>
            <SocialLinks />
          </Box>
          <Box display={{ base: 'block', lg: 'none' }}>
            <SocialMenuSlot />
          </Box>
          {account ?? <Button size="sm">Login / Sign Up</Button>}
        </HStack>
      </Flex>
    </Box>
  );
}
