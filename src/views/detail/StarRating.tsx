import { HStack, Icon } from '@chakra-ui/react';
import { useId } from 'react';
import { starKinds, starLabel } from '../../model/starRating';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z';

/** Stars out of 5 with a half star at .5 or more; read as '4.5 out of 5 stars'. */
export function StarRating({ rating, size = 4 }: { rating: number; size?: number }) {
  const kinds = starKinds(rating);
  const uid = useId().replace(/:/g, '');
  return (
    <HStack spacing={0.5} role="img" aria-label={starLabel(rating)}>
      {kinds.map((kind, i) => (
        <Icon key={i} viewBox="0 0 24 24" boxSize={size} aria-hidden="true" focusable={false} data-star={kind}>
          {kind === 'half' && (
            <defs>
              <linearGradient id={`${uid}-half`}>
                <stop offset="50%" stopColor="#d97706" />
                <stop offset="50%" stopColor="#d1d5db" />
              </linearGradient>
            </defs>
          )}
          <path d={STAR} fill={kind === 'full' ? '#d97706' : kind === 'half' ? `url(#${uid}-half)` : '#d1d5db'} />
        </Icon>
      ))}
    </HStack>
  );
}
