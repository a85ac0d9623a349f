import { Box, Button, Center, FormControl, Spinner, Text, useBreakpointValue } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { selectStayCheckIn, selectStayCheckOut } from '../../../machines/stayDates.selectors';
import { stayLimitsHint } from '../../../domain/stay';
import type { SearchPanelActors } from '../../live/search';
import { shortDate } from './format';
import { FieldPopover, usePopoverField, type FieldControl } from './usePopoverField';

const loadCalendar = () => import('./StayCalendar');
const StayCalendar = lazy(loadCalendar);

/** One end of the stay on the dates button: its label over its day, so the two never run together. */
function StayEnd({ label, date, align }: { label: string; date: string | null; align: 'left' | 'right' }) {
  return (
    <Box textAlign={align} minW={0}>
      <Text display="block" fontSize="xs" color="gray.600" lineHeight="short">
        {label}
      </Text>
      <Text display="block" fontWeight="600" lineHeight="short" noOfLines={1}>
        {shortDate(date)}
      </Text>
    </Box>
  );
}

/**
 * Check-in and check-out: one button opening the range calendar (react-dates, loaded on demand).
 * `control`, in the search panel, is the search machine's say on when the calendar is open.
 */
export function DatesField({ dates, control }: Pick<SearchPanelActors, 'dates'> & { control?: FieldControl }) {
  const checkIn = useSelector(dates, selectStayCheckIn);
  const checkOut = useSelector(dates, selectStayCheckOut);
  const months = useBreakpointValue({ base: 1, md: 2 }, { ssr: false }) ?? 1;
  const { id, isOpen, onClose, requested, field, triggerProps } = usePopoverField(control);
  const spinner = (
    <Center w={months > 1 ? '620px' : '300px'} h="320px">
      <Spinner color="brand.500" label="Loading calendar" />
    </Center>
  );
  return (
    <FormControl as="div" ref={field} flex={{ md: '1.3' }}>
      <Text as="span" display="block" fontSize="xs" fontWeight="700" textTransform="uppercase" color="gray.600" mb={1}>
        Dates
      </Text>
      <Button
        {...triggerProps}
        onMouseEnter={() => {
          triggerProps.onMouseEnter();
          void loadCalendar();
        }}
        onFocus={() => {
          triggerProps.onFocus();
          void loadCalendar();
        }}
        variant="outline"
        colorScheme="gray"
        bg="white"
        w="full"
        h={12}
        justifyContent="space-between"
        fontWeight="normal"
      >
        <StayEnd label="Check-in" date={checkIn} align="left" />
        <Text as="span" aria-hidden="true" color="gray.400" px={2}>
          →
        </Text>
        <StayEnd label="Check-out" date={checkOut} align="right" />
      </Button>
      {requested && isOpen && (
        <Suspense fallback={null}>
          <FieldPopover
            id={id}
            isOpen={isOpen}
            onClose={onClose}
            label="Choose check-in and check-out dates"
            placement="bottom-start"
            autoFocus={false}
            footer={
              <Text fontSize="xs" color="gray.700">
                {stayLimitsHint}
              </Text>
            }
          >
            <Suspense fallback={spinner}>
              {/* In the panel the search machine moves on to the rooms by itself. */}
              <StayCalendar dates={dates} months={months} onComplete={control ? undefined : onClose} onEscape={onClose} />
            </Suspense>
          </FieldPopover>
        </Suspense>
      )}
    </FormControl>
  );
}
