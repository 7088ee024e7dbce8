import { z } from 'zod';
import { DATA_EXPORT_MEDIA_TYPE, DataExportResponse } from '../data-export';
import { defineRoutes, errors } from './route';

/**
 * A person's own data as a downloadable archive (docs/api.md#your-data-export). A personal access token with the
 * `read` scope may read the status and download; asking for an export needs `write`; tokens limited to some
 * organizations reach none of these.
 */
export const dataExportRoutes = defineRoutes({
  request: {
    method: 'POST',
    path: '/users/me/export',
    auth: 'bearer',
    tags: ['users'],
    summary: 'Ask for an archive of your data; it is built in the background (a second request answers the first)',
    responses: { 202: DataExportResponse, ...errors(401, 403, 429) },
  },
  status: {
    method: 'GET',
    path: '/users/me/export',
    auth: 'bearer',
    tags: ['users'],
    summary: 'Your latest data export and its status',
    responses: { 200: DataExportResponse, ...errors(401, 403, 429) },
  },
  download: {
    method: 'GET',
    path: '/users/me/export/download',
    auth: 'bearer',
    tags: ['users'],
    summary: 'Download your latest ready data export (a zip of JSON files); 404 until it is ready',
    download: { mediaType: DATA_EXPORT_MEDIA_TYPE },
    responses: {
      200: z.string().describe('A zip archive: README.txt, profile.json and one JSON Lines file per kind of data'),
      ...errors(401, 403, 404, 429),
    },
  },
});
