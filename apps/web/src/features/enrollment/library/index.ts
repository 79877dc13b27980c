/** What other parts of the app (home) use from the library. */
export { useLibrary, type LibraryItem } from './api/get-library';
export { useDue } from './api/get-due';
export { LibraryItemCard } from './components/library-item-card';
export { libraryMessages } from './library-messages';
// The library's section links, for the library parts other features add (playlists).
export { LibraryNav } from './components/library-nav';
