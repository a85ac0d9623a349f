import { describe, expect, it } from 'vitest';
import { COASTAL_NAME_CORES, COASTAL_NAME_PATTERNS, NAME_CORES, NAME_PATTERNS, PLACE_NAME_CORES } from '../../server/db/seed/content/words';

/**
 * Hotel chains and brands in India (and the booking sites' own brands): no generated hotel may
 * carry one of these names, as a whole word or phrase.
 */
const CHAINS = [
  'Taj', 'Vivanta', 'Ginger', 'Oberoi', 'Trident', 'ITC', 'Welcomhotel', 'Fortune', 'Lemon Tree', 'Red Fox', 'Keys', 'Treebo', 'FabHotel',
  'Fab Hotel', 'OYO', 'Radisson', 'Hyatt', 'Marriott', 'Courtyard', 'Fairfield', 'Hilton', 'Novotel', 'Ibis', 'Pullman', 'Mercure',
  'Holiday Inn', 'Crowne Plaza', 'InterContinental', 'Sarovar', 'Royal Orchid', 'Regenta', 'Clarks', 'Zostel', 'The Park', 'Leela',
  'Westin', 'Sheraton', 'Le Meridien', 'Four Points', 'Best Western', 'Ramada', 'Wyndham', 'Days Inn', 'Howard Johnson', 'Country Inn',
  'Park Inn', 'Park Plaza', 'Mango Hotels', 'Pride', 'Citrine', 'Bloom', 'Golden Tulip', 'Tulip', 'Comfort Inn', 'Quality Inn', 'Clarion',
  'Sterling', 'Club Mahindra', 'Banyan Tree', 'The Orchid', 'Green Park', 'Mayfair', 'Sayaji', 'Kamat', 'Gateway', 'The Ashok', 'The Lalit',
  'Hometel', 'Jaypee', 'Vista Rooms', 'StayVista', 'Zone by The Park', 'Lords', 'Justa', 'Summit', 'Hablis', 'Accor',
];
const chain = new RegExp(`\\b(${CHAINS.map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b`, 'i');

describe('no generated hotel is named after a real chain', () => {
  it('no name the generator can make, of any pattern and core, names a chain', () => {
    const cores = [...NAME_CORES, ...Object.keys(PLACE_NAME_CORES), ...COASTAL_NAME_CORES];
    const patterns = [...Object.values(NAME_PATTERNS).flat(), ...Object.values(COASTAL_NAME_PATTERNS).flat()];
    const named = patterns.flatMap((p) => cores.map((c) => p!.replace('{c}', c)));
    expect(named.length).toBeGreaterThan(2_000);
    expect(named.filter((n) => chain.test(n))).toEqual([]);
  });

  it('the list catches a chain in a name (Golden Tulip, as one was named), and only whole words', () => {
    for (const name of ['Golden Tulip Regency', 'Hotel Lemon Tree', 'The Park Hotel', 'OYO 1234 Sai Residency', 'Ginger Inn']) expect(chain.test(name), name).toBe(true);
    // Whole words only: a Tulsi Lodge is not a Tulip, an Ashoka is not The Ashok.
    for (const name of ['Tulsi Lodge', 'Hotel Ashoka Palace', 'Parkview Lodge']) expect(chain.test(name), name).toBe(false);
  });
});
