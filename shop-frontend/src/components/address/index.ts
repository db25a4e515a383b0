export {
  CountryRegionFields,
  type CountryRegionFieldsProps,
  type CountryRegionValue,
} from './country-region-fields';
