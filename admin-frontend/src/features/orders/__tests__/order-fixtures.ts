/** The shipping address of the test orders (as the admin API sends it). */
export const ZOE_ADDRESS = {
  first_name: 'Zoë',
  last_name: 'Müller',
  address1: '1 Rue',
  city: 'Paris',
  zip: '75001',
  country: 'FR',
};
