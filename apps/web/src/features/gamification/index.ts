export { PointsToast } from './components/points-toast';
export { BoardTable } from './components/board-table';
export { gamificationMessages } from './gamification-messages';
