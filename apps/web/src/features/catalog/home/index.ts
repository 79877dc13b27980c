/**
 * What the home page shows of the catalog. Its own entry, not the catalog's index (which brings
 * the course page's enrol code along into the home page's chunk).
 */
export { HomeCatalogRows, HomeRow } from '../components/home-rows';
