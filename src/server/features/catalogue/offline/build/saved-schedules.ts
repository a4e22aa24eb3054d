import fs from 'node:fs';
import { z } from 'zod';
import {
  bundledScheduleSource,
  type OfflineDatabaseSource,
  type ScheduleSource,
} from './build-catalogue';

/** What the updater records beside the schedules file it kept, for conditional requests. */
const savedInfoSchema = z.object({
  url: z.string(),
  fetchedAt: z.string(),
  etag: z.string().nullable(),
  lastModified: z.string().nullable(),
});
export type SavedSchedulesInfo = z.infer<typeof savedInfoSchema>;

export const infoFileOf = (schedulesFile: string) => `${schedulesFile}.info.json`;

export function readSavedInfo(schedulesFile: string): SavedSchedulesInfo | null {
  try {
    const parsed = savedInfoSchema.safeParse(
      JSON.parse(fs.readFileSync(infoFileOf(schedulesFile), 'utf8')),
    );
    return parsed.success && fs.existsSync(schedulesFile) ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The downloaded schedules when the updater kept some, else the bundled package's. */
export function currentScheduleSource(schedulesFile: string): ScheduleSource {
  const saved = readSavedInfo(schedulesFile);
  if (!saved) return bundledScheduleSource();
  return { file: schedulesFile, label: `bangumi-data downloaded ${saved.fetchedAt.slice(0, 10)}` };
}

/** The kept anime-offline-database download; null when the source is off or none was kept. */
export function currentOfflineDatabaseSource(file: string | null): OfflineDatabaseSource | null {
  const saved = file === null ? null : readSavedInfo(file);
  if (file === null || !saved) return null;
  return { file, label: `downloaded ${saved.fetchedAt.slice(0, 10)}` };
}
