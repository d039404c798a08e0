import { z } from 'zod';
import { okEnvelope } from './envelope';

export const HealthData = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
});
export const HealthResponse = okEnvelope(HealthData);
