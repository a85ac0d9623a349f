import { HStack, IconButton } from '@chakra-ui/react';
import { socialLinks } from '../../../domain/brand';
import { Glyph } from './icons';

export function SocialLinks({ color = 'gray.600' }: { color?: string }) {
  return (
    <HStack as="ul" listStyleType="none" spacing={1}>
      {socialLinks.map((s) => (
        <li key={s.network}>
          <IconButton
            as="a"
            href={s.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={s.label}
            icon={<Glyph name={s.network} boxSize={4} />}
            size="sm"
            variant="ghost"
            color={color}
          />
        </li>
      ))}
    </HStack>
  );
}
