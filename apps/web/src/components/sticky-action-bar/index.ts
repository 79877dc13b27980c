export { StickyActionBar, STICKY_BAR_MAX_WIDTH } from './sticky-action-bar';
