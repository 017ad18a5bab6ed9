/** A Geocoding API answer for 1 Willis Street, Wellington (trimmed of plus_code, which the product does not read). */
export const willisStreet = {
  status: 'OK',
  results: [
    {
      address_components: [
        { long_name: '1', short_name: '1', types: ['street_number'] },
        { long_name: 'Willis Street', short_name: 'Willis St', types: ['route'] },
        { long_name: 'Te Aro', short_name: 'Te Aro', types: ['political', 'sublocality', 'sublocality_level_1'] },
        { long_name: 'Wellington', short_name: 'Wellington', types: ['locality', 'political'] },
        { long_name: 'Wellington', short_name: 'Wellington', types: ['administrative_area_level_1', 'political'] },
        { long_name: 'New Zealand', short_name: 'NZ', types: ['country', 'political'] },
        { long_name: '6011', short_name: '6011', types: ['postal_code'] },
      ],
      formatted_address: '1 Willis Street, Te Aro, Wellington 6011, New Zealand',
      geometry: {
        location: { lat: -41.2858, lng: 174.7761 },
        location_type: 'ROOFTOP',
        viewport: { northeast: { lat: -41.28, lng: 174.78 }, southwest: { lat: -41.29, lng: 174.77 } },
      },
      place_id: 'ChIJ-willis',
      types: ['street_address'],
    },
  ],
};

/** A Places Autocomplete answer for '1 Willis': a street address, and the road itself (which the product drops). */
export const willisPredictions = {
  status: 'OK',
  predictions: [
    {
      description: '1 Willis Street, Te Aro, Wellington, New Zealand',
      place_id: 'ChIJ-willis',
      types: ['street_address', 'geocode'],
      structured_formatting: { main_text: '1 Willis Street', secondary_text: 'Te Aro, Wellington, New Zealand' },
      terms: [{ offset: 0, value: '1' }],
      matched_substrings: [{ length: 8, offset: 2 }],
    },
    {
      description: 'Willis Street, Wellington, New Zealand',
      place_id: 'ChIJ-route',
      types: ['route', 'geocode'],
      structured_formatting: { main_text: 'Willis Street', secondary_text: 'Wellington, New Zealand' },
    },
  ],
};
