import { z } from 'zod';
import { Timestamp } from './common';

/**
 * A person's export of their own data (docs/api.md#your-data-export): asked for, built in the background, then
 * downloaded as a zip archive of JSON files until it expires.
 */

export const DataExportStatus = z.enum(['PENDING', 'RUNNING', 'READY', 'FAILED']);
export type DataExportStatus = z.infer<typeof DataExportStatus>;

export const DATA_EXPORT_LIMITS = {
  /** Days a finished archive can be downloaded before it is deleted. */
  keptDays: 7,
  /** Export requests one person may make per rate-limit window (a request while one is under way counts too). */
  requestsPerWindow: 5,
} as const;

export const DATA_EXPORT_MESSAGES = {
  notReady: 'No data export is ready to download: ask for one and wait until it is ready',
} as const;

export const DataExportJob = z.object({
  id: z.number().int(),
  status: DataExportStatus,
  /** The archive's size in bytes, once READY. */
  size_bytes: z.number().int().nullable(),
  created_at: Timestamp,
  finished_at: Timestamp.nullable(),
  /** When a READY archive (or a FAILED job) is deleted. */
  expires_at: Timestamp.nullable(),
});
export type DataExportJob = z.infer<typeof DataExportJob>;

/** The latest export of the caller, or null when there is none (never asked, expired, or removed). */
export const DataExportResponse = z.object({ export: DataExportJob.nullable() });
export type DataExportResponse = z.infer<typeof DataExportResponse>;

/** The archive's media type. */
export const DATA_EXPORT_MEDIA_TYPE = 'application/zip';
