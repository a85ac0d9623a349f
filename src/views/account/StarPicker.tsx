import { Box, HStack, Icon, VisuallyHiddenInput } from '@chakra-ui/react';
import { useId } from 'react';
import { starsLabel } from '../../../machines/rules/appRating';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z';
const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Five stars to choose a rating from: a radio group (arrow keys move between stars), each star
 * read as '4 stars'. Stars up to the chosen one are filled.
 */
export function StarPicker({ value, onChange, disabled, labelledBy }: { value: number; onChange: (stars: number) => void; disabled: boolean; labelledBy: string }) {
  const name = useId();
  return (
    <HStack role="radiogroup" aria-labelledby={labelledBy} spacing={1}>
      {STARS.map((n) => (
        <Box
          as="label"
          key={n}
          cursor={disabled ? 'not-allowed' : 'pointer'}
          p={1}
          borderRadius="md"
          _focusWithin={{ boxShadow: 'outline' }}
          data-testid="star-choice"
        >
          <VisuallyHiddenInput type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} disabled={disabled} aria-label={starsLabel(n)} />
          <Icon viewBox="0 0 24 24" boxSize={9} aria-hidden="true" focusable={false}>
            <path d={STAR} fill={n <= value ? '#d97706' : '#d1d5db'} stroke="#92400e" strokeWidth={n <= value ? 0 : 0.6} />
          </Icon>
        </Box>
      ))}
    </HStack>
  );
}
