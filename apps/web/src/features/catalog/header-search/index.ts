/** The header's search box, loaded as its own chunk by the webfront layout. */
export { HeaderSearch } from './header-search';
