import { Box, Button, Checkbox, Flex, FormControl, FormLabel, Heading, Input, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FacetOption, FilterFacets } from '../../../machines/rules/filterFacets';
import { toggled, type HotelFilters } from '../../../machines/rules/hotelFilters';

export interface FilterPanelProps {
  filters: HotelFilters;
  /** Each group's options with the hotels each would show. */
  facets: FilterFacets;
  isDisabled: boolean;
  onChange: (filters: HotelFilters) => void;
  onClear: () => void;
  /** Distinguishes ids when the panel is in the drawer. */
  idPrefix: string;
}

const hintId = (prefix: string, id: string) => `${prefix}-hint-${id}`;

/** A group of options, each with its hint if it has one; a group with none left to offer is not shown. */
function Group<Id extends string>({
  legend,
  options,
  ticked,
  isDisabled,
  onToggle,
  idPrefix,
}: {
  idPrefix: string;
  legend: string;
  options: ReadonlyArray<FacetOption<Id>>;
  ticked: readonly string[];
  isDisabled: boolean;
  onToggle: (id: Id) => void;
}): ReactNode {
  if (options.length === 0) return null;
  return (
    <Box as="fieldset" borderTopWidth="1px" borderColor="gray.200" pt={3}>
      <Box as="legend" fontWeight="700" fontSize="sm" mb={2} float="left" w="100%">
        {legend}
      </Box>
      <Stack spacing={1} sx={{ clear: 'both' }}>
        {options.map((o) => {
          const isChecked = ticked.includes(o.id);
          return (
            // An option that would show no hotel is off, unless ticked (it can always be unticked).
            <Box key={o.id}>
              <Checkbox
                isDisabled={isDisabled || (o.count === 0 && !isChecked)}
                isChecked={isChecked}
                onChange={() => onToggle(o.id)}
                {...(o.hint ? { 'aria-describedby': hintId(idPrefix, o.id) } : {})}
              >
                {o.label}{' '}
                <Text as="span" color="gray.600" fontSize="sm">
                  ({o.count})
                </Text>
              </Checkbox>
              {o.hint && (
                <Text id={hintId(idPrefix, o.id)} color="gray.700" fontSize="xs" pl={6}>
                  {o.hint}
                </Text>
              )}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}

/**
 * The filters: price bands, stars, amenities, property types, the lead option's
 * cancellation and payment terms, house rules (couple friendly, local ID accepted), and hotel name;
 * each option with how many hotels it would show.
 */
export function FilterPanel({ filters, facets, isDisabled, onChange, onClear, idPrefix }: FilterPanelProps) {
  const set = (patch: Partial<HotelFilters>) => onChange({ ...filters, ...patch });
  return (
    <Stack spacing={4} aria-label="Filters" role="group">
      <Flex justify="space-between" align="center">
        <Heading as="h2" size="sm">
          Filters
        </Heading>
        <Button size="xs" variant="ghost" onClick={onClear} isDisabled={isDisabled}>
          Clear all
        </Button>
      </Flex>
      <FormControl isDisabled={isDisabled}>
        <FormLabel htmlFor={`${idPrefix}-hotel-name`} fontSize="sm" fontWeight="700">
          Hotel name
        </FormLabel>
        <Input
          id={`${idPrefix}-hotel-name`}
          size="sm"
          bg="white"
          placeholder="Search by hotel name"
          value={filters.name}
          onChange={(e) => set({ name: e.target.value })}
        />
      </FormControl>
      <Group idPrefix={idPrefix} legend="Cancellation and payment" options={facets.terms} ticked={filters.terms} isDisabled={isDisabled} onToggle={(id) => set({ terms: toggled(filters.terms, id) })} />
      <Group
        idPrefix={idPrefix}
        legend="House rules"
        options={facets.houseRules}
        ticked={filters.houseRules}
        isDisabled={isDisabled}
        onToggle={(id) => set({ houseRules: toggled(filters.houseRules, id) })}
      />
      <Group idPrefix={idPrefix} legend="Price per night" options={facets.priceBands} ticked={filters.priceBands} isDisabled={isDisabled} onToggle={(id) => set({ priceBands: toggled(filters.priceBands, id) })} />
      <Group idPrefix={idPrefix} legend="Star rating" options={facets.stars} ticked={filters.stars} isDisabled={isDisabled} onToggle={(id) => set({ stars: toggled(filters.stars, id) })} />
      <Group idPrefix={idPrefix} legend="Amenities" options={facets.amenities} ticked={filters.amenities} isDisabled={isDisabled} onToggle={(id) => set({ amenities: toggled(filters.amenities, id) })} />
      <Group
        idPrefix={idPrefix}
        legend="Property type"
        options={facets.propertyTypes}
        ticked={filters.propertyTypes}
        isDisabled={isDisabled}
        onToggle={(id) => set({ propertyTypes: toggled(filters.propertyTypes, id) })}
      />
    </Stack>
  );
}
