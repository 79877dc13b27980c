export { IdenPhotoGate } from './components/iden-photo-gate';
export { UserIdenPhotos } from './dashboard/user-iden-photos';
