/**
 * Demo reference data for the site-location screen: each demo council's region and a few real-looking
 * streets, laid out as LINZ data is (an address point inside its parcel, a parcel's appellation as its
 * legal description) with the council's rating data. Ids start at 990,000,000, above LINZ's own, so an
 * import of real data never collides with them.
 */

/** [west, south, east, north] in degrees. */
export type Box = [number, number, number, number];

export const demoRegions: Record<string, Box> = {
  auckland: [174.14, -37.53, 175.55, -35.9],
  christchurch: [172.39, -43.92, 173.12, -43.39],
  wellington: [174.6, -41.36, 174.9, -41.14],
  hamilton: [175.18, -37.86, 175.36, -37.7],
  'south-waikato': [175.55, -38.55, 176.15, -37.95],
  'thames-coromandel': [175.3, -37.35, 176.05, -36.45],
  'environment-canterbury': [169.9, -44.95, 174.1, -41.9],
  kaikoura: [173.3, -42.55, 173.95, -42.0],
};

export interface DemoStreet {
  /** The council whose rating data covers the street; null for an address outside every demo region. */
  council: string | null;
  road: string;
  suburb: string;
  town: string;
  postcode: string;
  /** Where number 1 stands; numbers run east, 0.0002° (about 17 m) apart. */
  start: [number, number];
  numbers: number[];
  /** Flat addresses 1/n and 2/n sharing number n's cross-lease parcel. */
  flats?: number[];
  /** Rating units that also hold the rear lot behind the house (two parcels for one address). */
  withRearLot?: number[];
  /** Addresses with no parcel registered (address_not_registered). */
  unregistered?: number[];
  dp: number;
  roll: string;
  ward: string;
  propertyType: string;
  landValue: number;
}

const street = (s: DemoStreet) => s;

export const demoStreets: DemoStreet[] = [
  street({ council: 'auckland', road: 'Ponsonby Road', suburb: 'Grey Lynn', town: 'Auckland', postcode: '1021', start: [174.7455, -36.8605], numbers: [10, 12, 14, 16, 18, 20, 22], withRearLot: [14], unregistered: [22], dp: 10433, roll: '02810', ward: 'Waitematā and Gulf', propertyType: 'Residential', landValue: 1_450_000 }),
  street({ council: 'auckland', road: 'Great South Road', suburb: 'Papakura', town: 'Auckland', postcode: '2110', start: [174.9433, -37.0641], numbers: [41, 43, 45, 47, 49], flats: [43], dp: 38021, roll: '04510', ward: 'Manurewa-Papakura', propertyType: 'Commercial', landValue: 610_000 }),
  street({ council: 'auckland', road: 'Beach Road', suburb: 'Mairangi Bay', town: 'Auckland', postcode: '0630', start: [174.7512, -36.7386], numbers: [3, 5, 7, 9, 11], dp: 52260, roll: '01230', ward: 'Albany', propertyType: 'Residential', landValue: 1_180_000 }),
  street({ council: 'christchurch', road: 'Riccarton Road', suburb: 'Riccarton', town: 'Christchurch', postcode: '8041', start: [172.5967, -43.5303], numbers: [101, 103, 105, 107, 109], withRearLot: [105], dp: 21458, roll: '22680', ward: 'Riccarton', propertyType: 'Residential', landValue: 420_000 }),
  street({ council: 'christchurch', road: 'Colombo Street', suburb: 'Sydenham', town: 'Christchurch', postcode: '8023', start: [172.6378, -43.5466], numbers: [300, 302, 304, 306], unregistered: [306], dp: 7744, roll: '23120', ward: 'Central', propertyType: 'Commercial', landValue: 520_000 }),
  street({ council: 'wellington', road: 'Cuba Street', suburb: 'Te Aro', town: 'Wellington', postcode: '6011', start: [174.7748, -41.2951], numbers: [99, 101, 103, 105], flats: [101], dp: 3306, roll: '17230', ward: 'Pukehīnau/Lambton', propertyType: 'Commercial', landValue: 890_000 }),
  street({ council: 'wellington', road: 'Karori Road', suburb: 'Karori', town: 'Wellington', postcode: '6012', start: [174.7379, -41.2846], numbers: [1, 3, 5, 7, 9], withRearLot: [5], dp: 9120, roll: '16910', ward: 'Wharangi/Onslow-Western', propertyType: 'Residential', landValue: 760_000 }),
  street({ council: 'hamilton', road: 'Victoria Street', suburb: 'Hamilton Central', town: 'Hamilton', postcode: '3204', start: [175.2787, -37.7893], numbers: [500, 502, 504, 506], dp: 4419, roll: '04400', ward: 'Kirikiriroa', propertyType: 'Commercial', landValue: 700_000 }),
  street({ council: 'hamilton', road: 'Grey Street', suburb: 'Hamilton East', town: 'Hamilton', postcode: '3216', start: [175.2953, -37.7951], numbers: [20, 22, 24, 26, 28], withRearLot: [24], unregistered: [28], dp: 11867, roll: '04412', ward: 'Kirikiriroa', propertyType: 'Residential', landValue: 480_000 }),
  street({ council: 'south-waikato', road: 'Bridge Street', suburb: 'Tokoroa', town: 'Tokoroa', postcode: '3420', start: [175.8683, -38.2225], numbers: [12, 14, 16, 18, 20], dp: 30245, roll: '04330', ward: 'Tokoroa', propertyType: 'Residential', landValue: 150_000 }),
  street({ council: 'thames-coromandel', road: 'Pollen Street', suburb: 'Thames', town: 'Thames', postcode: '3500', start: [175.5403, -37.1383], numbers: [600, 602, 604, 606], withRearLot: [602], dp: 1520, roll: '04750', ward: 'Thames', propertyType: 'Commercial', landValue: 260_000 }),
  street({ council: 'thames-coromandel', road: 'Buffalo Beach Road', suburb: 'Whitianga', town: '', postcode: '3510', start: [175.7046, -36.8286], numbers: [30, 32, 34, 36], dp: 41789, roll: '04780', ward: 'Mercury Bay', propertyType: 'Residential', landValue: 980_000 }),
  street({ council: 'kaikoura', road: 'West End', suburb: 'Kaikōura', town: 'Kaikōura', postcode: '7300', start: [173.6814, -42.4008], numbers: [90, 92, 94, 96], dp: 5077, roll: '21500', ward: 'Kaikōura', propertyType: 'Commercial', landValue: 210_000 }),
  // Just north of Hamilton City's boundary: in the Waikato, outside every demo council's region.
  street({ council: null, road: 'Horotiu Bridge Road', suburb: 'Horotiu', town: 'Ngāruawāhia', postcode: '3793', start: [175.2015, -37.6968], numbers: [5, 7, 9], dp: 20113, roll: '', ward: '', propertyType: 'Lifestyle', landValue: 390_000 }),
  ...firstTriedStreets(),
];

/**
 * The streets a New Zealander tries first in each demo council (issue 15.7), so a demo search for the obvious
 * address finds something. Added after the others so that the ids of the streets above never change.
 */
function firstTriedStreets(): DemoStreet[] {
  return [
    street({ council: 'wellington', road: 'Willis Street', suburb: 'Te Aro', town: 'Wellington', postcode: '6011', start: [174.7738, -41.288], numbers: [1, 3, 5, 7, 9, 11], flats: [7], dp: 1125, roll: '17240', ward: 'Pukehīnau/Lambton', propertyType: 'Commercial', landValue: 1_200_000 }),
    street({ council: 'wellington', road: 'Lambton Quay', suburb: 'Wellington Central', town: 'Wellington', postcode: '6011', start: [174.776, -41.283], numbers: [100, 102, 104, 106, 108], dp: 2214, roll: '17250', ward: 'Pukehīnau/Lambton', propertyType: 'Commercial', landValue: 2_100_000 }),
    street({ council: 'auckland', road: 'Queen Street', suburb: 'Auckland Central', town: 'Auckland', postcode: '1010', start: [174.7649, -36.85], numbers: [1, 3, 5, 7, 9, 11], flats: [9], dp: 7731, roll: '02900', ward: 'Waitematā and Gulf', propertyType: 'Commercial', landValue: 2_500_000 }),
    street({ council: 'auckland', road: 'Dominion Road', suburb: 'Mount Eden', town: 'Auckland', postcode: '1024', start: [174.7485, -36.88], numbers: [200, 202, 204, 206], withRearLot: [204], dp: 14350, roll: '02870', ward: 'Albert-Eden-Puketāpapa', propertyType: 'Residential', landValue: 1_300_000 }),
    street({ council: 'christchurch', road: 'Papanui Road', suburb: 'Merivale', town: 'Christchurch', postcode: '8014', start: [172.624, -43.517], numbers: [150, 152, 154, 156], dp: 6032, roll: '22800', ward: 'Innes', propertyType: 'Residential', landValue: 890_000 }),
    street({ council: 'christchurch', road: 'Cashel Street', suburb: 'Christchurch Central', town: 'Christchurch', postcode: '8011', start: [172.633, -43.533], numbers: [100, 102, 104, 106], dp: 5580, roll: '23000', ward: 'Central', propertyType: 'Commercial', landValue: 1_050_000 }),
    street({ council: 'hamilton', road: 'Anglesea Street', suburb: 'Hamilton Central', town: 'Hamilton', postcode: '3204', start: [175.276, -37.786], numbers: [300, 302, 304, 306], dp: 4421, roll: '04401', ward: 'Kirikiriroa', propertyType: 'Commercial', landValue: 650_000 }),
    // East of 175.55, where the demo Auckland region's box ends: an address takes the first region that holds it.
    street({ council: 'thames-coromandel', road: 'Karaka Road', suburb: 'Thames', town: 'Thames', postcode: '3500', start: [175.58, -37.145], numbers: [1, 3, 5, 7, 9], withRearLot: [5], dp: 1533, roll: '04752', ward: 'Thames', propertyType: 'Residential', landValue: 230_000 }),
    street({ council: 'south-waikato', road: 'Main Road', suburb: 'Tīrau', town: 'Tīrau', postcode: '3410', start: [175.759, -37.979], numbers: [10, 12, 14, 16], dp: 30512, roll: '04320', ward: 'Tīrau', propertyType: 'Commercial', landValue: 180_000 }),
    street({ council: 'south-waikato', road: 'Leith Place', suburb: 'Tokoroa', town: 'Tokoroa', postcode: '3420', start: [175.87, -38.22], numbers: [1, 3, 5, 7], dp: 30260, roll: '04331', ward: 'Tokoroa', propertyType: 'Commercial', landValue: 170_000 }),
    street({ council: 'environment-canterbury', road: 'Stafford Street', suburb: 'Timaru', town: 'Timaru', postcode: '7910', start: [171.254, -44.396], numbers: [200, 202, 204, 206], dp: 2631, roll: '24860', ward: 'Timaru', propertyType: 'Commercial', landValue: 320_000 }),
    street({ council: 'kaikoura', road: 'Esplanade', suburb: 'Kaikōura', town: 'Kaikōura', postcode: '7300', start: [173.695, -42.412], numbers: [10, 12, 14, 16], dp: 5120, roll: '21510', ward: 'Kaikōura', propertyType: 'Residential', landValue: 450_000 }),
  ];
}
