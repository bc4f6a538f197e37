import path from 'node:path';

/**
 * Where the CMS keeps its files: `${DATA_DIR}/cms` (the API's data directory; the API's worker
 * and the portal server pass DATA_DIR as an absolute path), media below `media/` (read by the
 * API's /img route) and documents below `documents/`.
 */
export const apiDataDir = () => path.resolve(process.env.DATA_DIR || 'api/.data');

export const cmsDataDir = () => path.join(apiDataDir(), 'cms');
export const cmsMediaDir = () => path.resolve(process.env.CMS_MEDIA_DIR || path.join(cmsDataDir(), 'media'));
export const cmsDocumentsDir = () => path.join(cmsDataDir(), 'documents');
/** Podcast tracks' audio files; the API serves them at /api/audio/{file}. */
export const cmsAudioDir = () => path.join(cmsDataDir(), 'audio');
/** Images sent with a submission form: never public, only editors see them in the CMS. */
export const cmsSubmissionFilesDir = () => path.join(cmsDataDir(), 'submissions');
