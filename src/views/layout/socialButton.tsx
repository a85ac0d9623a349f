import { brand } from '../../../domain/brand';
import { Glyph } from './icons';

/** The social menu's button, the same before its menu has loaded (SocialMenuSlot) and after (SocialMenu). */
export const socialButton = {
  'aria-label': `Follow ${brand.name}`,
  icon: <Glyph name="share" boxSize={4} />,
  size: 'sm',
  variant: 'ghost',
  color: 'gray.600',
} as const;
