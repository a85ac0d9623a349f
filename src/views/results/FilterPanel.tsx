import { Box, Button, Checkbox, Flex, FormControl, FormLabel, Heading, Input, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  PRICE_BANDS,
  PROPERTY_TYPES,
  STAR_OPTIONS,
  toggled,
  type HotelFilters,
} from '../../domain/hotelFilters';

export interface FilterPanelProps {
  filters: HotelFilters;
  amenities: readonly string[];
  isDisabled: boolean;
  onChange: (filters: HotelFilters) => void;
  onClear: () => void;
  /** Distinguishes ids when the panel is in the drawer. */
  idPrefix: string;
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box as="fieldset" borderTopWidth="1px" borderColor="gray.200" pt={3}>
      <Box as="legend" fontWeight="700" fontSize="sm" mb={2} float="left" w="100%">
        {legend}
      </Box>
      <Stack spacing={1} sx={{ clear: 'both' }}>
        {children}
      </Stack>
    </Box>
  );
}

/** The filters (spec 000 §9): price bands, stars, amenities, property types and hotel name. */
export function FilterPanel({ filters, amenities, isDisabled, onChange, onClear, idPrefix }: FilterPanelProps) {
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
      <Group legend="Price per night">
        {PRICE_BANDS.map((b) => (
          <Checkbox key={b.id} isDisabled={isDisabled} isChecked={filters.priceBands.includes(b.id)} onChange={() => set({ priceBands: toggled(filters.priceBands, b.id) })}>
            {b.label}
          </Checkbox>
        ))}
      </Group>
      <Group legend="Star rating">
        {STAR_OPTIONS.map((s) => (
          <Checkbox key={s.id} isDisabled={isDisabled} isChecked={filters.stars.includes(s.id)} onChange={() => set({ stars: toggled(filters.stars, s.id) })}>
            {s.label}
          </Checkbox>
        ))}
      </Group>
      <Group legend="Amenities">
        {amenities.map((a) => (
          <Checkbox key={a} isDisabled={isDisabled} isChecked={filters.amenities.includes(a)} onChange={() => set({ amenities: toggled(filters.amenities, a) })}>
            {a}
          </Checkbox>
        ))}
      </Group>
      <Group legend="Property type">
        {PROPERTY_TYPES.map((t) => (
          <Checkbox key={t} isDisabled={isDisabled} isChecked={filters.propertyTypes.includes(t)} onChange={() => set({ propertyTypes: toggled(filters.propertyTypes, t) })}>
            {t}
          </Checkbox>
        ))}
      </Group>
    </Stack>
  );
}
