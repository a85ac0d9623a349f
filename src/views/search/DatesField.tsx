import { Box, Button, Center, FormControl, Spinner, Text, useBreakpointValue } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { selectStayCheckIn, selectStayCheckOut } from '../../../machines/stayDates.selectors';
import { stayLimitsHint } from '../../domain/stay';
import type { SearchPanelActors } from '../../live/search';
import { shortDate } from './format';
import { FieldPopover, usePopoverField } from './usePopoverField';

const loadCalendar = () => import('./StayCalendar');
const StayCalendar = lazy(loadCalendar);

/** Check-in and check-out: one button opening the range calendar (react-dates, loaded on demand). */
export function DatesField({ dates }: Pick<SearchPanelActors, 'dates'>) {
  const checkIn = useSelector(dates, selectStayCheckIn);
  const checkOut = useSelector(dates, selectStayCheckOut);
  const months = useBreakpointValue({ base: 1, md: 2 }, { ssr: false }) ?? 1;
  const { id, isOpen, onClose, requested, field, triggerProps } = usePopoverField();
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
        <Box textAlign="left">
          <Text as="span" fontSize="xs" color="gray.600">
            Check-in{' '}
          </Text>
          <Text as="span" fontWeight="600">
            {shortDate(checkIn)}
          </Text>
        </Box>
        <Box textAlign="right">
          <Text as="span" fontSize="xs" color="gray.600">
            {' '}Check-out{' '}
          </Text>
          <Text as="span" fontWeight="600">
            {shortDate(checkOut)}
          </Text>
        </Box>
      </Button>
      {requested && isOpen && (
        <Suspense fallback={null}>
          <FieldPopover
            id={id}
            isOpen={isOpen}
            onClose={onClose}
            label="Choose check-in and check-out dates"
            placement="bottom-start"
            footer={
              <Text fontSize="xs" color="gray.700">
                {stayLimitsHint}
              </Text>
            }
          >
            <Suspense fallback={spinner}>
              <StayCalendar dates={dates} months={months} onComplete={onClose} />
            </Suspense>
          </FieldPopover>
        </Suspense>
      )}
    </FormControl>
  );
}
