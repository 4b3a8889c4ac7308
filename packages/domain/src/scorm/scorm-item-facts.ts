import { type ScormSco, scormTimeLimitActions, type ScormVersion } from './scorm-sco';
import { attribute, child, children, rawText, text, type XmlElement } from './scorm-xml';

const MAX_TIME_LENGTH = 64;
const MAX_LAUNCH_DATA_LENGTH = 4096;

/** A decimal of the manifest, or null when it is not one (`''` included). */
const decimal = (value: string): number | null => (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(value) ? Number(value) : null);

/** A value of the manifest that cannot be kept: its problem told, no value. */
const refused = (problems: string[], problem: string): null => {
  problems.push(problem);
  return null;
};

/**
 * An item's sequencing (SCORM 2004 imsss:sequencing): its own elements first, then those of the
 * sequencing of the manifest's imsss:sequencingCollection that its IDRef names.
 */
function sequencingOf(item: XmlElement, collection: readonly XmlElement[]): XmlElement[] {
  const own = child(item, 'sequencing');
  const idRef = attribute(own, 'IDRef');
  const shared = idRef === undefined ? undefined : collection.find((sequencing) => attribute(sequencing, 'ID') === idRef);
  return [own, shared].filter((sequencing): sequencing is XmlElement => sequencing !== undefined);
}

/** The first of the sequencings' children named `name`, in their order. */
const sequencingChild = (sequencings: readonly XmlElement[], ...path: string[]): XmlElement | undefined =>
  sequencings
    .map((sequencing) => path.reduce<XmlElement | undefined>((element, name) => child(element, name), sequencing))
    .find((element) => element !== undefined);

/** The scaled passing score: 1.2's adlcp:masteryscore (0–100), 2004's primary objective satisfied by measure. */
function masteryScore(version: ScormVersion, item: XmlElement, sequencings: readonly XmlElement[], problems: string[]): number | null {
  if (version === '1.2') {
    const written = text(child(item, 'masteryscore'));
    if (written === '') return null;
    const score = decimal(written);
    if (score === null || score < 0 || score > 100) return refused(problems, `adlcp:masteryscore "${written}" is not a number from 0 to 100`);
    return score / 100;
  }
  const objective = sequencingChild(sequencings, 'objectives', 'primaryObjective');
  if (attribute(objective, 'satisfiedByMeasure')?.toLowerCase() !== 'true') return null;
  // imsss:minNormalizedMeasure defaults to 1.0 (IMS Simple Sequencing).
  const written = text(child(objective, 'minNormalizedMeasure')) || '1';
  const measure = decimal(written);
  if (measure === null || measure < 0 || measure > 1) return refused(problems, `imsss:minNormalizedMeasure "${written}" is not a decimal from 0 to 1`);
  return measure;
}

/**
 * 2004's adlcp:completionThreshold: its text (3rd edition), or in 4th edition its minProgressMeasure
 * (default 1.0) when completedByMeasure is true: otherwise the SCO says itself when it is complete.
 */
function completionThreshold(version: ScormVersion, item: XmlElement, problems: string[]): number | null {
  const threshold = child(item, 'completionThreshold');
  if (version === '1.2' || threshold === undefined) return null;
  const written =
    text(threshold) || (attribute(threshold, 'completedByMeasure')?.toLowerCase() === 'true' ? (attribute(threshold, 'minProgressMeasure') ?? '1') : '');
  if (written === '') return null;
  const measure = decimal(written);
  if (measure === null || measure < 0 || measure > 1) return refused(problems, `adlcp:completionThreshold "${written}" is not a decimal from 0 to 1`);
  return measure;
}

/** adlcp:timelimitaction (1.2) or adlcp:timeLimitAction (2004), spaces around its comma dropped. */
function timeLimitAction(item: XmlElement, problems: string[]): ScormSco['timeLimitAction'] {
  const written = text(child(item, 'timeLimitAction'));
  if (written === '') return null;
  const action = written.toLowerCase().replace(/\s*,\s*/, ',');
  const known = scormTimeLimitActions.find((candidate) => candidate === action);
  if (known === undefined) problems.push(`the time limit action "${written}" is not one of ${scormTimeLimitActions.join(' | ')}`);
  return known ?? null;
}

/** A text the SCO's data model holds, null when empty, a problem past its length. */
function bounded(written: string, name: string, max: number, problems: string[]): string | null {
  if (written.length > max) problems.push(`${name} holds ${written.length} characters, more than ${max}`);
  return written === '' ? null : written;
}

/**
 * What a SCO item's launch and runtime need (ScormSco), read from its item in the manifest, with the
 * problems found (each an English sentence naming the manifest's element).
 */
export function scoFacts(
  version: ScormVersion,
  identifier: string,
  item: XmlElement,
  collection: readonly XmlElement[],
): { sco: ScormSco; problems: string[] } {
  const problems: string[] = [];
  const sequencings = version === '2004' ? sequencingOf(item, collection) : [];
  const maxTime =
    version === '1.2'
      ? text(child(item, 'maxtimeallowed'))
      : (attribute(sequencingChild(sequencings, 'limitConditions'), 'attemptAbsoluteDurationLimit') ?? '');
  const sco: ScormSco = {
    version,
    identifier,
    masteryScore: masteryScore(version, item, sequencings, problems),
    completionThreshold: completionThreshold(version, item, problems),
    timeLimitAction: timeLimitAction(item, problems),
    maxTimeAllowed: bounded(maxTime, 'the time allowed', MAX_TIME_LENGTH, problems),
    launchData: bounded(rawText(child(item, 'dataFromLMS')), 'the launch data', MAX_LAUNCH_DATA_LENGTH, problems),
  };
  return { sco, problems };
}

/** The sequencings of the manifest's imsss:sequencingCollection, which items name by IDRef. */
export const sequencingCollection = (manifest: XmlElement): XmlElement[] => children(child(manifest, 'sequencingCollection'), 'sequencing');
