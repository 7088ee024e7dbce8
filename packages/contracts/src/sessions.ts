import { z } from 'zod';
import { SessionStatus, SessionType, SpeakerRole } from './enums';

export const SpeakingSession = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  event_title: z.string(),
  title: z.string(),
  session_type: SessionType,
  day_number: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  status: SessionStatus,
  speaker_role: SpeakerRole,
});
export type SpeakingSession = z.infer<typeof SpeakingSession>;

export const SpeakingSessionsResponse = z.object({ sessions: z.array(SpeakingSession) });
export type SpeakingSessionsResponse = z.infer<typeof SpeakingSessionsResponse>;
