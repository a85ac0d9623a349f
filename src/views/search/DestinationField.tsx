import { Badge, Box, Flex, FormControl, FormLabel, Input, List, ListItem, Spinner, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import {
  selectAskingToChoose,
  selectDestinationText,
  selectHighlight,
  selectListOpen,
  selectOptions,
  selectSuggestionMessage,
  selectSuggestionsLoading,
} from '../../../machines/search.selectors';
import { hotelCountText, kindLabels } from '../../../domain/destinations';
import { optionKey } from '../../../domain/searchValidation';
import type { SearchPanelActors } from '../../live/search';
import { Glyph } from '../layout/icons';

/**
 * The destination box: an ARIA 1.2 combobox with a listbox of suggestions. The input keeps
 * focus; arrow keys move the highlight (aria-activedescendant), Enter picks or searches,
 * Escape closes the list.
 */
export function DestinationField({ search }: Pick<SearchPanelActors, 'search'>) {
  const id = useId();
  const listId = `${id}-list`;
  const text = useSelector(search, selectDestinationText);
  const open = useSelector(search, selectListOpen);
  const options = useSelector(search, selectOptions);
  const highlight = useSelector(search, selectHighlight);
  const loading = useSelector(search, selectSuggestionsLoading);
  const message = useSelector(search, selectSuggestionMessage);
  const asking = useSelector(search, selectAskingToChoose);
  const inputRef = useRef<HTMLInputElement>(null);
  const optionId = (i: number) => `${id}-option-${i}`;
  // Asked to choose after Search: the box takes focus, so the arrow keys reach the list.
  useEffect(() => {
    if (asking) inputRef.current?.focus();
  }, [asking]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) search.send({ type: 'destination.opened' });
      else search.send({ type: 'destination.highlightMoved', by: e.key === 'ArrowDown' ? 1 : -1 });
    } else if (e.key === 'Enter') {
      e.preventDefault();
      search.send({ type: 'destination.enterPressed' });
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      search.send({ type: 'destination.closed' });
    }
  };

  return (
    <FormControl position="relative" flex={{ md: '1.4' }}>
      <FormLabel htmlFor={`${id}-input`} fontSize="xs" fontWeight="700" textTransform="uppercase" color="gray.600" mb={1}>
        Destination
      </FormLabel>
      <Box position="relative">
        <Glyph name="pin" position="absolute" left={3} top="50%" transform="translateY(-50%)" color="gray.500" zIndex={1} />
        <Input
          ref={inputRef}
          id={`${id}-input`}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && highlight >= 0 ? optionId(highlight) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder="Where do you want to stay?"
          value={text}
          pl={9}
          h={12}
          bg="white"
          onFocus={() => search.send({ type: 'destination.opened' })}
          onClick={() => !open && search.send({ type: 'destination.opened' })}
          onBlur={() => search.send({ type: 'destination.closed' })}
          onChange={(e) => search.send({ type: 'destination.typed', text: e.target.value })}
          onKeyDown={onKeyDown}
        />
      </Box>
      <Box
        display={open ? 'block' : 'none'}
        position="absolute"
        zIndex={20}
        top="100%"
        left={0}
        right={0}
        mt={1}
        bg="white"
        borderWidth="1px"
        borderRadius="md"
        boxShadow="lg"
        maxH="320px"
        overflowY="auto"
        // Chrome lets Tab stop on a scrolling box: this one hides as the input loses focus, which
        // dropped focus on the page. Tab goes from the input to the dates instead.
        tabIndex={-1}
      >
        <List id={listId} role="listbox" aria-label="Destination suggestions" display={options.length ? 'block' : 'none'}>
          {options.map((o, i) => (
            <ListItem
              // Unique by position, kind and parent: a row of an earlier list is never kept for a new line.
              key={optionKey(o, i)}
              id={optionId(i)}
              role="option"
              aria-selected={i === highlight}
              position="relative"
              px={3}
              py={2}
              pl={o.kind === 'area' ? 8 : 3}
              cursor="pointer"
              bg={i === highlight ? 'brand.50' : undefined}
              _hover={{ bg: 'gray.50' }}
              // Keep focus in the input so the list does not close before the click lands.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => search.send({ type: 'destination.picked', index: i, key: optionKey(o, i) })}
            >
              <Text fontWeight={o.kind === 'area' ? 400 : 600} fontSize="sm" pr={o.recent ? '8.5rem' : '4.5rem'}>
                {o.name}
              </Text>
              <Text fontSize="xs" color="gray.600">
                {o.label}
                {o.hotelCount !== undefined && ` · ${hotelCountText(o.hotelCount)}`}
              </Text>
              {/* After the name and region in reading order (a line reads "Goa Goa, India · 44 hotels State"), shown at the top right. */}
              <Flex position="absolute" top={2} right={3} gap={1}>
                {o.recent && (
                  <Badge variant="subtle" colorScheme="green" fontSize="2xs">
                    Recent
                  </Badge>
                )}
                <Badge variant="subtle" colorScheme={o.kind === 'state' || o.kind === 'region' ? 'purple' : 'gray'} fontSize="2xs">
                  {kindLabels[o.kind]}
                </Badge>
              </Flex>
            </ListItem>
          ))}
        </List>
        {open && (loading || message) && (
          <Box px={3} py={3} role="status" fontSize="sm" color={message ? 'red.700' : 'gray.600'}>
            {loading ? (
              <>
                <Spinner size="xs" mr={2} label="" aria-hidden="true" />
                Searching...
              </>
            ) : (
              message
            )}
          </Box>
        )}
      </Box>
    </FormControl>
  );
}
