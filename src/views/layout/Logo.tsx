import { HStack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { brand } from '../../../domain/brand';
import { paths } from '../../app/paths';

/** The wordmark with a small milestone mark; links home. */
export function Logo() {
  return (
    <Link href={paths.home} aria-label={`${brand.name} home`}>
      <HStack spacing={2} as="span">
        <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
          <rect x="2" y="2" width="24" height="24" rx="7" fill="#e8871a" />
          <path d="M9 21V8h6a4 4 0 0 1 0 8h-6" stroke="#fff" strokeWidth="2.6" fill="none" strokeLinecap="round" />
        </svg>
        <Text as="span" fontWeight="800" fontSize="xl" color="ink.700" letterSpacing="-0.02em">
          {brand.name}
        </Text>
      </HStack>
    </Link>
  );
}
