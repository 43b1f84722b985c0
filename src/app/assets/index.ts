/**
 * Pictures (issue 17): the battle map under the grid and token pictures, kept as Blobs in IndexedDB by content
 * hash (store.ts), checked by their bytes (sniff.ts), embedded in encounter files as data URLs (files.ts).
 */
export {
  PictureStore,
  PICTURE_DB,
  type AddResult,
  type AddedPicture,
  type Decoder,
  type ImportReport,
  type PictureInfo,
  type PictureService,
  type PictureStoreOptions,
} from './store';
export {
  MAX_PICTURE_BYTES,
  MAX_PICTURE_SIDE,
  refusedNotice,
  type PictureProblem,
  type PictureRefusal,
} from './messages';
export {
  addPicturesToText,
  exportWithPictures,
  gridFromPicture,
  loadFileWithPictures,
  picturesInHistory,
  type LoadedFile,
} from './files';
export { fromBase64, pictureId } from './encoding';
export type { PictureMime } from './sniff';
