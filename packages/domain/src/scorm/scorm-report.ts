import { type CmiData, cmiText, type ScormStatus, scormStatus } from './scorm-runtime';
import type { ScormSco } from './scorm-sco';

/** One question as the SCO recorded it (cmi.interactions.n). */
interface ScoInteraction {
  id: string;
  type: string;
  description: string;
  learnerResponse: string;
  result: string;
  correctResponse: string;
}

/** What a trainer sees of a learner's SCO: where it stands, the time spent in it, and its questions (docs/scorm.md#the-trainers-view). */
export interface ScoReport extends ScormStatus {
  totalSeconds: number;
  interactions: ScoInteraction[];
}

const isObject = (value: unknown): value is CmiData => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A data model's list (`interactions`, `correct_responses`): an array, or an object keyed by index as scorm-again writes it. */
function entries(value: unknown): CmiData[] {
  const items = Array.isArray(value)
    ? value
    : isObject(value)
      ? Object.keys(value)
          .filter((key) => /^\d+$/.test(key))
          .sort((a, b) => Number(a) - Number(b))
          .map((key) => value[key])
      : [];
  return items.filter(isObject);
}

/** The SCO's standing from the data it last committed (null: never launched), with every session's time. */
export function scoReport(sco: ScormSco, cmi: CmiData | null, totalSeconds: number): ScoReport {
  const status: ScormStatus = cmi === null ? { completion: 'not attempted', success: 'unknown', score: null } : scormStatus(sco, cmi);
  const interactions = entries(cmi?.interactions).map((interaction) => ({
    id: cmiText(interaction, 'id'),
    type: cmiText(interaction, 'type'),
    description: cmiText(interaction, 'description'),
    learnerResponse: cmiText(interaction, sco.version === '1.2' ? 'student_response' : 'learner_response'),
    result: cmiText(interaction, 'result'),
    correctResponse: entries(interaction.correct_responses)
      .map((response) => cmiText(response, 'pattern'))
      .filter((pattern) => pattern !== '')
      .join(' · '),
  }));
  return { ...status, totalSeconds, interactions };
}
